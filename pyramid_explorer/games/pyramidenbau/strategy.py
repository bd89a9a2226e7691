"""The strategist: a Pyramidenbau bot that wins clearly more often than the builder.

It plays the builder's game (:class:`~.bots.BuilderBot`: build first, staff workplaces that
hold stones, cap at once, feed the others its colour once its side is complete) and changes
what the builder gets wrong about the stones themselves. Of the 40 stones a side takes, 20 stay
visible (the top of each stack) and 20 are covered; only a visible stone of its colour scores.
So the strategist

- **spends its colour on the top**: its own stone goes where it stays visible, another colour's
  stone where it will be covered; it stops building rather than put another colour on top,
  unless its own colour is running out (then a top in another colour cannot be helped);
- **brings what the next two layers need**: its own colour while tops are missing, other
  colours while covered places are, the leading opponent's colour first (it is taken from the
  quarry, where the leader will miss it for its own tops);
- **gives nothing away**: it never places or moves stones to another colour's site (they would
  fill that site's covered places), and when the quarry is empty it takes a site's own colour
  from the leading opponent's site first;
- **takes the shared diagonals**: a cell on a diagonal belongs to two sides, so its own stone
  on top there is a point the neighbour cannot have, while a covered stone there would help
  the neighbour finish its layer — it builds covered stones off the diagonals first;
- **spends its 5s and 6s on the site**: it fires an idle worker of its own site (a worker
  blocks placing stones at its workplace) when no workplace there has room, where the builder
  moves it aside with a 1–4 it could have built with;
- **chooses between the two cards by what they do now**: the top discard's instruction is
  rated by the best move it allows, a face-down card by the mean over the instructions still
  in the pile (all 40 less the face-up ones: public; their order is not read).

Everything it reads is public (the board, the workplaces, the quarry, the face-up cards); its
tie-breaks come from ``state.rng("bot:strategist")``.

>>> from pyramid_explorer.games.pyramidenbau.setup import position
>>> s = position(workplaces={"N2": "BBRR"}, workers={"N2": "B"}, roll=2)  # blue builds north
>>> bot = StrategistBot()
>>> str(bot.choose(s))                      # blue on a corner: visible, and the west misses it
'Build 1 blue stone from N2 onto a1 (layer 1)'
>>> s = position(workplaces={"N2": "RR"}, workers={"N2": "B"}, roll=2)
>>> move = bot.choose(s)
>>> move.args[1], HEIGHTS[move.args[2]] > 1, ON_DIAGONAL[move.args[2]]  # red, covered later
(1, True, False)
>>> bot.reason(s, move, "en")
"builds another colour's stone where it will be covered: its own colour is kept for the top."
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ...engine import Action
from .board import current_layer, side_complete, side_progress
from .bots import BuilderBot
from .cards import CardDef
from .geometry import (
    CELLS,
    HEIGHTS,
    LAYER_INDICES,
    LEVELS,
    WORKPLACE_CAPACITY,
    sides_of,
    site_workplaces,
    workplace_side,
)
from .moves import task_moves
from .transitions import DECK_SIZE

if TYPE_CHECKING:
    from .state import PyramidenbauState

ON_DIAGONAL: tuple[bool, ...] = tuple(len(sides_of(cell)) == 2 for cell in CELLS)
"""Whether each cell (by index) lies on a diagonal, shared by two sides."""


@dataclass(frozen=True)
class SiteNeeds:
    """What the colour to move still lacks for the next two layers of its side.

    ``tops``: own-colour stones still missing for places that stay visible, beyond those
    already waiting on its workplaces; ``covered``: other-colour stones missing for places that
    will be covered; ``leader``: the unfinished opponent colour nearest to its cap (``-1``:
    none); ``short``: fewer stones of its colour are left (quarry and workplaces) than visible
    places on its side, so another colour will have to go on top somewhere.
    """

    tops: int
    covered: int
    leader: int
    short: bool


def site_needs(state: PyramidenbauState) -> SiteNeeds:
    """The :class:`SiteNeeds` of the colour to move.

    >>> from pyramid_explorer.games.pyramidenbau.setup import position
    >>> site_needs(position(workplaces={"N2": "BBRR"}))    # layers 1 and 2: 14 tops, 18 covered
    SiteNeeds(tops=12, covered=16, leader=1, short=False)
    """
    me = state.colour
    layer = current_layer(state.stacks, me)
    tops = covered = 0
    for level in range(layer, min(layer + 1, LEVELS) + 1):
        for i in LAYER_INDICES[me][level]:
            if len(state.stacks[i]) < level:
                if HEIGHTS[i] == level:
                    tops += 1
                else:
                    covered += 1
    for wp in site_workplaces(me):
        for colour in state.workplaces[wp]:
            if colour == me:
                tops -= 1
            else:
                covered -= 1
    rivals = [c for c in state.active_colours() if c != me and c not in state.caps]
    leader = max(rivals, key=lambda c: side_progress(state.stacks, c)) if rivals else -1
    supply = state.quarry[me] + sum(pile.count(me) for pile in state.workplaces)
    open_tops = sum(len(state.stacks[i]) < HEIGHTS[i] for i in LAYER_INDICES[me][1])
    return SiteNeeds(tops, covered, leader, supply < open_tops)


def room_for_stones(state: PyramidenbauState, side: int) -> bool:
    """Whether a workplace of ``side``'s site can take stones (no worker, fewer than 4)."""
    return any(state.workers[wp] < 0 and len(state.workplaces[wp]) < WORKPLACE_CAPACITY
               for wp in site_workplaces(side))


class StrategistBot(BuilderBot):
    """The builder that spends its colour on the top, brings what its layers need, gives
    nothing away, takes the shared diagonals, frees its workplaces with 5s and 6s and picks
    the card that does most (module doc)."""

    name = "strategist"

    OWN_TOP = 60.0
    """Its own stone where it stays visible: the builder's best build."""
    OTHER_COVERED = 50.0
    """Another colour's stone where it will be covered: ahead of its own stone there."""
    OWN_COVERED = 22.0
    """Its own stone where it will be covered: only when nothing better is at hand."""
    OTHER_TOP = 4.0
    """Another colour's stone on top: below ``done`` (5), so it stops building instead …"""
    OTHER_TOP_SHORT = 20.0
    """… unless its colour is running out (:class:`SiteNeeds` ``short``): the builder's value."""
    FIRE_IDLE = 9.0
    """Firing an idle worker (no stones at its workplace) from its own site, with a 5–6 …"""
    FIRE_IDLE_NO_ROOM = 12.0
    """… and ahead of a card when no workplace of its site has room for stones."""

    def reason(self, state: PyramidenbauState, action: Action, lang: str = "en") -> str | None:
        """The rule of thumb behind ``action``, in one line (all of it is public).

        >>> from pyramid_explorer.games.pyramidenbau.setup import position
        >>> s = position(roll=3)
        >>> StrategistBot().reason(s, Action("place", (1, 3, 1)), "de")
        'bringt andere Farben für die Plätze, die später überdeckt werden (zuerst die des Führenden).'
        """
        de = lang == "de"
        me, kind, args = state.colour, action.kind, action.args
        if kind in ("cap", "play_as") or side_complete(state.stacks, me):
            return super().reason(state, action, lang)
        if kind == "build":
            _, colour, cell = args
            top = len(state.stacks[cell]) + 1 == HEIGHTS[cell]
            if colour == me and top:
                return ("baut einen eigenen Stein, der oben sichtbar bleibt"
                        + (" – auf der Diagonale, die der Nachbar nicht mehr bekommt." if
                           ON_DIAGONAL[cell] else ".")) if de else (
                    "builds its own stone where it stays visible on top"
                    + (" – on a diagonal the neighbour can no longer have." if ON_DIAGONAL[cell]
                       else "."))
            if colour != me and not top:
                return ("baut einen fremden Stein, der später überdeckt wird: die eigene Farbe "
                        "bleibt für oben." if de else
                        "builds another colour's stone where it will be covered: its own "
                        "colour is kept for the top.")
            if colour == me:
                return ("baut einen eigenen Stein, der überdeckt wird: nichts anderes liegt "
                        "bereit." if de else
                        "builds its own stone where it will be covered: nothing else is at hand.")
            return ("baut einen fremden Stein oben: nichts anderes ist möglich." if de else
                    "builds another colour's stone on top: nothing else is possible.")
        if kind in ("place", "take"):
            colour, wp = (args[0], args[2]) if kind == "place" else (args[1], args[2])
            if workplace_side(wp) != me:
                return ("legt Steine auf eine fremde Baustelle: nichts anderes ist möglich." if de
                        else "puts stones on another site: nothing else is possible.")
            if colour == me:
                return ("bringt Steine seiner Farbe für die sichtbaren Plätze an seine "
                        "Arbeitsplätze." if de else
                        "brings stones of its colour to its workplaces for the visible places.")
            return ("bringt andere Farben für die Plätze, die später überdeckt werden (zuerst die "
                    "des Führenden)." if de else
                    "brings other colours for the places that will be covered (the leader's "
                    "first).")
        if kind == "fire" and not state.workplaces[args[0]] and workplace_side(args[0]) == me:
            return ("entlässt einen Arbeiter ohne Steine: sein Arbeitsplatz kann wieder Steine "
                    "aufnehmen." if de else
                    "fires an idle worker: its workplace can take stones again.")
        if kind == "follow":
            return ("führt die oberste Ablagekarte aus: Sie bringt jetzt mehr als eine Karte vom "
                    "verdeckten Stapel." if de else
                    "follows the top discard: now it is worth more than a card from the pile.")
        if kind == "reveal":
            return ("deckt eine Karte auf: Die verdeckten Karten versprechen mehr als die oberste "
                    "Ablagekarte." if de else
                    "reveals a card: the face-down cards promise more than the top discard.")
        return super().reason(state, action, lang)

    def _scores(self, state: PyramidenbauState, actions: list[Action]) -> list[float]:
        partners = tuple(c for c in state.seat_colours() if c != state.colour)
        if side_complete(state.stacks, state.colour):
            return [self._rate_finished(state, a, partners) for a in actions]
        needs = site_needs(state)
        return [self._rate(state, a, needs, partners) for a in actions]

    def _rate_finished(self, s: PyramidenbauState, a: Action, partners: tuple[int, ...]) -> float:
        """The builder's play once the side is complete, but a seat with two colours (two
        players) never takes stones from its other colour's site and feeds that colour first."""
        if a.kind in ("place", "take") and partners:
            src = a.args[0] if a.kind == "take" else None
            colour, wp = a.args[1 if a.kind == "take" else 0], a.args[2]
            if src is not None and workplace_side(src) in partners:
                return 0.0
            if workplace_side(wp) in partners:
                return 12.0 if colour == workplace_side(wp) else 0.5
        return BuilderBot._score(self, s, a, True)

    def _rate(self, s: PyramidenbauState, a: Action, needs: SiteNeeds,
              partners: tuple[int, ...] = ()) -> float:
        """How much the strategist likes ``a`` while its side is unfinished (``partners``: the
        seat's other colour in a game of two)."""
        me, kind, args = s.colour, a.kind, a.args
        if kind == "fire" and workplace_side(args[0]) == me and not s.workplaces[args[0]]:
            return self.FIRE_IDLE if room_for_stones(s, me) else self.FIRE_IDLE_NO_ROOM
        if kind in ("reveal", "follow"):
            return 10.0 + self._card_worth(s, kind, needs, partners) / 100
        return self._rate_stones(s, a, needs, partners)

    def _rate_stones(self, s: PyramidenbauState, a: Action, needs: SiteNeeds,
                     partners: tuple[int, ...]) -> float:
        """How much it likes ``a`` for the stones it moves (build, place, take); the builder's
        rating for the other moves. What a card's instruction is worth is rated this way."""
        me, kind, args = s.colour, a.kind, a.args
        if kind == "build":
            _, colour, cell = args
            top = len(s.stacks[cell]) + 1 == HEIGHTS[cell]
            shared = (1.0 if top and colour == me else -1.0) if ON_DIAGONAL[cell] else 0.0
            if colour == me:
                return (self.OWN_TOP if top else self.OWN_COVERED) + shared
            if top:
                return (self.OTHER_TOP_SHORT if needs.short else self.OTHER_TOP) + shared
            return self.OTHER_COVERED + shared
        if kind in ("place", "take"):
            if kind == "place":
                colour, n, wp = args
                src = None
            else:
                src, colour, wp = args
                n = 1
            if src is not None and workplace_side(src) in partners:
                return 0.0                                   # its other colour's stones
            if workplace_side(wp) != me:
                return 0.5                                   # no gifts
            if colour == me:
                value = 25.0 + min(n, needs.tops) if needs.tops > 0 else 9.0
            else:
                value = 24.0 + min(n, needs.covered) if needs.covered > 0 else 8.0
                if colour == needs.leader:
                    value += 0.5
            if src is not None:                              # quarry empty: whose stone
                if colour == workplace_side(src):
                    value += 0.3
                if workplace_side(src) == needs.leader:
                    value += 0.2
            return value
        return BuilderBot._score(self, s, a, False)

    def _instruction_worth(self, s: PyramidenbauState, instr: CardDef, needs: SiteNeeds,
                           partners: tuple[int, ...]) -> float:
        """What carrying out ``instr`` now is worth: the best move it allows (a new roll: 25,
        about a low roll's place or build)."""
        if instr.action == "roll":
            return 25.0
        trial = replace(s, kinds=(instr.action,), allowance=instr.count, started=False, card=-1)
        moves = task_moves(trial)
        return max((self._rate_stones(trial, m, needs, partners) for m in moves), default=0.0)

    def _card_worth(self, s: PyramidenbauState, kind: str, needs: SiteNeeds,
                    partners: tuple[int, ...]) -> float:
        """The top discard's worth (``follow``), or the mean worth of the face-down cards
        (``reveal``): which instructions they hold is public (all 40 less the face-up ones),
        their order is not and is not read."""
        if kind == "follow":
            return self._instruction_worth(s, s.deck.card(s.discard[-1]), needs, partners)
        left = Counter(s.deck.card(c) for c in range(DECK_SIZE))
        left.subtract(s.deck.card(c) for c in s.discard)
        total = sum(left.values())
        return sum(k * self._instruction_worth(s, instr, needs, partners)
                   for instr, k in left.items() if k > 0) / total if total else 0.0
