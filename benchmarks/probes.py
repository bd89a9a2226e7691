"""Measuring probes: players that are *told* what a real player cannot know, or that change one
habit of the heuristic bot, so a benchmark can say how much of a game skill can win.

None of these is a player for learners (the told ones cheat by design); they exist only to
bound what the coach could gain. ``PROBES[game_id][name]`` is a factory for one seat's bot.

- ``told-coach``: the registered coach bot, but its drawn positions keep the real hidden part
  (only the seed is new): what knowing the hidden part is worth to the search at the same budget.
- Pyramidenbau ``top``, ``need``, ``nogift``, ``top+need+nogift``, ``stones``: the builder with
  some of the strategist's habits for the stones; ``strategist-without-cards``,
  ``strategist-without-fire``, ``strategist-stones-only``: the strategist with the builder's
  rating of the cards, of firing, or of both; ``strategist-fire-always``,
  ``strategist-cap-first``: two changes tried and not kept (docs/coach.md "A stronger
  Pyramidenbau player").
- Im Bann der Pyramide ``sees-cards``: the heuristic bot told the other hands and the draw
  pile's order (not the seed), keeping its move unless a playout on the true cards says it
  loses and another wins: what the hidden cards are worth.
- Ramses Pyramid ``sees-temples``: the memory bot reading every temple's colour (it never
  guesses wrong and never needs to look): what perfect memory plus perfect knowledge is worth.
- Ramses Pyramid ``targets``: the memory bot choosing the mummy to bring down, the layer to
  turn and the crystal to steal by a position value (its own progress against the best
  opponent's), instead of at random or for itself only: what those choices are worth. It reads
  only what its seat knows.

>>> from pyramid_explorer.games import new_game
>>> s = new_game("ramses-pyramid", seed=3, players=4)
>>> sorted(PROBES["ramses-pyramid"])
['sees-temples', 'targets', 'told-coach']
>>> PROBES["ramses-pyramid"]["sees-temples"]().memory(s, 0) == dict(enumerate(s.temple_colours))
True
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from functools import partial
from typing import Any

from pyramid_explorer import coach
from pyramid_explorer.coach.playout import play_to_end
from pyramid_explorer.engine import Action, GameState
from pyramid_explorer.games.im_bann.bots import HeuristicBot as ImBannHeuristic
from pyramid_explorer.games.im_bann.kinds import Phase as ImBannPhase
from pyramid_explorer.games.pyramidenbau.board import side_complete
from pyramid_explorer.games.pyramidenbau.bots import BuilderBot
from pyramid_explorer.games.pyramidenbau.geometry import HEIGHTS, workplace_side
from pyramid_explorer.games.pyramidenbau.strategy import ON_DIAGONAL, StrategistBot, site_needs
from pyramid_explorer.games.ramses_pyramid.board import TOP_LAYER, TRACK_LENGTH
from pyramid_explorer.games.ramses_pyramid.bots import MemoryBot


def keep_hidden(state: GameState, seat: int, rng: random.Random) -> GameState:
    """A drawn position that keeps the real hidden part and only takes a new seed (the rolls
    and reshuffles to come stay unknown): the ``told-coach`` probe's :data:`coach.search.Draw`."""
    return replace(state, seed=rng.getrandbits(62))  # type: ignore[type-var]


class SeesTemples(MemoryBot):
    """Ramses' memory bot told every temple's colour."""

    def __init__(self) -> None:
        super().__init__(1.0)
        self.name = "sees-temples"

    def memory(self, s: Any, seat: int) -> dict[int, str]:
        return dict(enumerate(s.temple_colours))


class Targets(MemoryBot):
    """Ramses' memory bot choosing mummy, turn and steal by a position value (module doc)."""

    def __init__(self) -> None:
        super().__init__(1.0)
        self.name = "targets"

    @staticmethod
    def progress(s: Any, seat: int, mem: dict[int, str] | None) -> float:
        """How far ``seat`` is, in layers (a lap, the track, a threatened or sure next step)."""
        a = s.advs[seat]
        if a.out:
            return -5.0
        if a.lapped:
            return 2.0
        if a.layer == 0:
            return 2.0 * a.track / TRACK_LENGTH
        if a.layer == TOP_LAYER:
            return 10.0
        value = 2.0 + a.layer
        if (a.layer + 1, a.side) in s.mummies:
            return value - 0.8 * a.layer  # the mummy above comes down on it at the next roll
        sure = s.means_for(seat, a.layer + 1, a.side)[0] in ("free", "tent") or (
            mem is not None and s.colour_at(a.layer + 1, a.side) in mem.values())
        return value + (0.6 if sure else 0.0)

    def value(self, s: Any, me: int, mem: dict[int, str]) -> float:
        others = [self.progress(s, p, None) for p in range(s.num_players) if p != me]
        return self.progress(s, me, mem) - max(others)

    def choose(self, state: GameState) -> Action:
        s: Any = state
        legal = s.legal_actions()
        if not {a.kind for a in legal} & {"mummy", "turn", "steal"}:
            return super().choose(state)
        me = s.player
        mem = self.memory(s, me)
        adv = s.advs[me]

        def score(a: Action) -> float:
            v = self.value(s.advance(a), me, mem)
            if a.kind == "steal" and a.args[1] not in s.tents[me]:
                v += 0.3
                if adv.on_pyramid and adv.layer < TOP_LAYER and \
                        s.colour_at(adv.layer + 1, adv.side) == a.args[1]:
                    v += 0.5
            return v

        return max(legal, key=score)  # first of equals: the listed order


class BuilderHabits(BuilderBot):
    """Pyramidenbau's builder with some of the strategist's habits for the stones (one change
    at a time, then combined; docs/coach.md "A stronger Pyramidenbau player"): ``top`` (own
    colour where visible, others where covered, no other colour on top), ``need`` (bring what
    the next two layers lack), ``nogift`` (no stones to other sites), ``leader`` (the leader's
    colour first), ``diag`` (own tops on, covered stones off the diagonals), ``steal`` (with an
    empty quarry, a site's own colour from the leader first). Its name seeds its tie-breaks."""

    def __init__(self, name: str, *habits: str) -> None:
        self.name, self.habits = name, frozenset(habits)

    def _scores(self, state: Any, actions: list[Action]) -> list[float]:
        finished = side_complete(state.stacks, state.colour)
        needs = site_needs(state) if not finished else None
        return [self._habit(state, a, finished, needs) for a in actions]

    def _habit(self, s: Any, a: Action, finished: bool, needs: Any) -> float:
        me, kind, args, on = s.colour, a.kind, a.args, self.habits
        if finished or kind in ("cap", "play_as"):
            return self._score(s, a, finished)
        if kind == "build" and "top" in on:
            _, colour, cell = args
            top = len(s.stacks[cell]) + 1 == HEIGHTS[cell]
            shared = (1.0 if top and colour == me else -1.0) if "diag" in on and \
                ON_DIAGONAL[cell] else 0.0
            if colour == me:
                return (60 if top else 22) + shared
            return (4 if top else 50) + shared
        if kind in ("place", "take") and on & {"need", "nogift", "steal"}:
            src, colour, n, wp = (None, *args) if kind == "place" else (args[0], args[1], 1, args[2])
            if workplace_side(wp) != me:
                return 0.5 if "nogift" in on else self._score(s, a, finished)
            tops, covered = needs.tops, needs.covered
            if "need" in on:
                if colour == me:
                    value = 25.0 + min(n, tops) if tops > 0 else 9.0
                else:
                    value = 24.0 + min(n, covered) if covered > 0 else 8.0
                value += 0.5 if "leader" in on and colour == needs.leader else 0.0
            else:
                value = self._score(s, a, finished)
            if "steal" in on and src is not None:
                value += (0.3 if colour == workplace_side(src) else 0.0) + \
                    (0.2 if workplace_side(src) == needs.leader else 0.0)
            return value
        return self._score(s, a, finished)


class StrategistWithout(StrategistBot):
    """The strategist with the builder's rating for some kinds of move (``fire``, the cards
    ``reveal``/``follow``): what each of its habits with the dice is worth."""

    def __init__(self, name: str, *kinds: str) -> None:
        self.name, self.kinds = name, frozenset(kinds)

    def _rate(self, s: Any, a: Action, needs: Any, partners: tuple[int, ...] = ()) -> float:
        if a.kind in self.kinds:
            return BuilderBot._score(self, s, a, False)
        return super()._rate(s, a, needs, partners)


class StrategistFiringAlways(StrategistBot):
    """The strategist firing an idle worker of its site with any 5 or 6 (12), not only when no
    workplace there has room: tried, not kept."""

    name = "fire-always"
    FIRE_IDLE = 12.0


class StrategistCappingFirst(StrategistBot):
    """The strategist that, with its side complete and its cap not yet on, sends no stones to
    other sites (they would speed the others' caps): tried, not kept."""

    name = "cap-first"

    def _rate_finished(self, s: Any, a: Action, partners: tuple[int, ...]) -> float:
        if s.colour not in s.caps and a.kind in ("place", "take") and \
                workplace_side(a.args[2]) not in partners:
            return 0.5
        return super()._rate_finished(s, a, partners)


PYRAMIDENBAU_HABITS = {"top": ("top",), "need": ("need",), "nogift": ("nogift",),
                       "top+need+nogift": ("top", "need", "nogift"),
                       "stones": ("top", "need", "nogift", "leader", "diag", "steal")}
"""The builder-habit probes (``BuilderHabits``) by name."""
_HABIT_SEEDS = {"top": "bury", "top+need+nogift": "bury+need+nogift", "stones": "all"}
"""The names the measured runs gave these probes (their tie-breaks' seeds)."""


class SeesCards(ImBannHeuristic):
    """Im Bann's heuristic bot told the other hands and the draw pile's order (not the seed):
    at each turn start it plays its own move out on the true cards with a fresh seed (later
    reshuffles, Curse victims and the Mummy's recipient stay unknown) and keeps it unless that
    playout loses and another move's wins."""

    name = "heuristic"  # the heuristic's own tie-breaks

    def choose(self, state: GameState) -> Action:
        s: Any = state
        actions = s.legal_actions()
        mine = super().choose(state)
        if s.phase != ImBannPhase.START or len(actions) == 1:
            return mine
        me = s.current_player()
        bots = [ImBannHeuristic() for _ in range(s.num_players)]
        seed = s.rng("oracle2").getrandbits(62)

        def wins(a: Action) -> bool:
            return play_to_end(replace(s.advance(a), seed=seed), bots).winner == me

        if wins(mine):
            return mine
        return next((a for a in actions if a != mine and wins(a)), mine)


def told_coach() -> coach.CoachBot:
    """The registered coach bot with :func:`keep_hidden` drawn positions."""
    return coach.CoachBot(coach.bot.BOT_SEARCH.replace(draw=keep_hidden))


PROBES: dict[str, dict[str, Callable[[], Any]]] = {
    "ramses-pyramid": {"sees-temples": SeesTemples, "targets": Targets,
                       "told-coach": told_coach},
    "im-bann-der-pyramide": {"told-coach": told_coach, "sees-cards": SeesCards},
    "pyramidenbau": {
        "told-coach": told_coach,
        **{name: partial(BuilderHabits, _HABIT_SEEDS.get(name, name), *habits)
           for name, habits in PYRAMIDENBAU_HABITS.items()},
        "strategist-without-cards": partial(StrategistWithout, "without-cards", "reveal", "follow"),
        "strategist-without-fire": partial(StrategistWithout, "without-fire", "fire"),
        "strategist-stones-only": partial(StrategistWithout, "strategist", "fire", "reveal",
                                          "follow"),
        "strategist-fire-always": StrategistFiringAlways,
        "strategist-cap-first": StrategistCappingFirst,
    },
}
