"""Bots for Pyramidenbau: the heuristic builder (the random bot is the kernel's).

The builder scores each legal move by what it does for its colour: building beats everything,
a stone of its own colour on a cell that stays visible is worth most, another colour's stone
where it will be covered costs little; it brings stones of its colour to its staffed workplaces,
staffs workplaces that hold stones, and puts its cap on as soon as it may.

>>> from pyramid_explorer.games import new_game
>>> from pyramid_explorer.sim import play_out
>>> from pyramid_explorer.engine import RandomBot
>>> s = new_game("pyramidenbau", seed=1, turn_cap=60)
>>> end = play_out(s, [BuilderBot(), RandomBot(), RandomBot(), RandomBot()])
>>> end.is_terminal()
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import Action
from .board import side_complete, side_progress
from .geometry import CELLS, height, workplace_side

if TYPE_CHECKING:
    from .state import PyramidenbauState


class BuilderBot:
    """Keeps its colour on top, buries others' stones, staffs its site and caps early; once its
    side is complete it hands its own colour to the other sites."""

    name = "builder"

    def reason(self, state: PyramidenbauState, action: Action, lang: str = "en") -> str | None:
        """The rule of thumb behind ``action``, in one line (all of it is public).

        >>> from pyramid_explorer.games import new_game
        >>> BuilderBot().reason(new_game("pyramidenbau", seed=1), Action("cap", ()), "de")
        'setzt seine Spitze auf, sobald es darf.'
        """
        de = lang == "de"
        me, kind, args = state.colour, action.kind, action.args
        if kind == "cap":
            return "setzt seine Spitze auf, sobald es darf." if de else \
                "puts its cap on as soon as it may."
        if side_complete(state.stacks, me):
            return ("Seine Seite ist fertig: gibt den anderen seine Farbe, damit das Spiel "
                    "endet, solange es führt." if de else
                    "its side is complete: it hands its colour to the others so the game ends "
                    "while it leads.")
        if kind == "build":
            _, colour, cell = args
            on_top = len(state.stacks[cell]) + 1 == height(CELLS[cell])
            if colour == me:
                return ("baut einen eigenen Stein, der oben sichtbar bleibt." if de else
                        "builds its own stone where it stays visible on top.") if on_top else (
                    "baut einen eigenen Stein." if de else "builds a stone of its colour.")
            return ("baut einen fremden Stein, der später überdeckt wird." if de else
                    "builds another colour's stone where it will be covered.")
        texts = {
            "place": ("bringt Steine (am liebsten seiner Farbe) an seine Arbeitsplätze.",
                      "brings stones (its own colour first) to its workplaces."),
            "take": ("holt Steine seiner Farbe an seine Arbeitsplätze.",
                     "takes stones of its colour to its workplaces."),
            "hire": ("besetzt einen Arbeitsplatz, an dem Steine liegen.",
                     "staffs a workplace that holds stones."),
            "move": ("zieht einen Arbeiter dorthin, wo Steine liegen.",
                     "moves a worker to where stones wait."),
            "fire": ("entlässt einen fremden Arbeiter ohne Steine.",
                     "fires another colour's idle worker."),
        }
        pair = texts.get(kind)
        return (pair[0] if de else pair[1]) if pair else None

    def choose(self, state: PyramidenbauState) -> Action:  # type: ignore[override]
        actions = state.legal_actions()
        rng = state.rng(f"bot:{self.name}")
        scores = self._scores(state, actions)
        best = max(scores)
        top = [a for a, v in zip(actions, scores, strict=True) if v == best]
        return top[rng.randrange(len(top))]

    def ranked(self, state: PyramidenbauState) -> list[Action]:
        """The legal moves, the ones this bot likes best first (equal ones in listed order):
        the coach's shortlist when there are too many moves to play every one out.

        >>> from pyramid_explorer.games import new_game
        >>> s = new_game("pyramidenbau", seed=3, players=4)
        >>> s = s.apply(s.sample_chance())
        >>> bot = BuilderBot()
        >>> moves = bot.ranked(s)
        >>> sorted(map(str, moves)) == sorted(map(str, s.legal_actions()))
        True
        >>> str(moves[0]), str(bot.choose(s)), str(moves[1])
        ('Reveal a card', 'Reveal a card', 'Hire a red worker for E1')
        """
        actions = state.legal_actions()
        scores = self._scores(state, actions)
        order = sorted(range(len(actions)), key=lambda i: -scores[i])
        return [actions[i] for i in order]

    def _scores(self, state: PyramidenbauState, actions: list[Action]) -> list[float]:
        finished = side_complete(state.stacks, state.colour)  # the same for every move
        return [self._score(state, a, finished) for a in actions]

    def _score(self, s: PyramidenbauState, a: Action, finished: bool) -> float:
        """How much the bot likes ``a``; ``finished``: the colour to move has its side
        complete."""
        me = s.colour
        kind, args = a.kind, a.args
        if kind == "cap":
            return 100
        if kind == "play_as":  # two players, a turn per player: the colour nearer its cap
            return -1 if args[0] in s.caps else side_progress(s.stacks, args[0])
        if finished:
            return self._finished(s, a)
        if kind == "build":
            _, colour, cell = args
            stack = s.stacks[cell]
            visible = len(stack) + 1 == height(CELLS[cell])    # this stone stays on top
            if colour == me:
                return 60 if visible else 45
            return 30 if not visible else 20                   # bury others' stones
        if kind == "place":
            colour, n, wp = args
            mine = workplace_side(wp) == me
            if mine and colour == me:
                return 25 + n
            if mine:
                return 12 + n
            return 2 + (0 if colour == workplace_side(wp) else n)   # give others useless colours
        if kind == "take":
            src, colour, dst = args
            return 24 if workplace_side(dst) == me and colour == me else \
                14 if workplace_side(dst) == me else 1
        if kind in ("move", "hire"):
            src, dst = (args[0], args[1]) if kind == "move" else (None, args[1])
            stones = len(s.workplaces[dst])
            lost = len(s.workplaces[src]) if src is not None and workplace_side(src) == me else 0
            if workplace_side(dst) == me and stones:
                return 30 + stones - lost
            if src is not None and workplace_side(src) == me and not lost:
                return 7                     # an idle worker steps aside: room for stones
            return 3 if workplace_side(dst) == me else 0
        if kind == "fire":
            wp = args[0]
            idle = not s.workplaces[wp]
            return 8 if idle and s.workers[wp] != me else 1
        if kind == "reveal":
            return 10
        if kind == "follow":
            return 11 if s.deck.card(s.discard[-1]).action in ("build", "place") else 9
        if kind == "first":
            return args[0]
        if kind == "done":
            return 5
        return 0

    def _finished(self, s: PyramidenbauState, a: Action) -> float:
        """With its side complete: feed the others its own colour (their visible stones may be
        blue) so the game ends while it leads; nothing more goes to its own site."""
        me, kind, args = s.colour, a.kind, a.args
        if kind == "place":
            colour, n, wp = args
            return 10 + n if colour == me and workplace_side(wp) != me else 1
        if kind == "take":
            _, colour, dst = args
            return 8 if colour == me and workplace_side(dst) != me else 1
        if kind in ("reveal", "follow"):
            return 4
        if kind == "first":
            return 7 - args[0]            # the cap needs a 5/6: play the other die first
        if kind == "done":
            return 2
        return 0
