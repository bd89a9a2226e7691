"""Backward induction over the between-turn graph of one deal with every card known.

Between two turns a game of Dice Pyramid is fully described by the *shape* (which positions
have been taken, :mod:`.shapes`) and the relics held; the cards are those of the deal (with
I Know the Way the player sees them all: a game of perfect information). Every turn takes a
room or costs a relic, so the graph only moves forward and backward induction is exact:

- ``W(shape, relics)`` = the chance to win with best play, before the turn's first roll;
- the turn is solved by :class:`.turn.TurnSolution` with the worth of ending it with dice
  ``d`` and relics ``R'`` still unused: taking the best open room ``c`` the dice meet
  (the Treasure Chamber wins: 1; else ``W(shape + c, R' + c)``, discarding the least useful
  relic when over the cap), or, when they meet none, a miss: ``max W(shape, R' - x)`` over the
  relic ``x`` discarded (0 without relics). With Power Relics ``R' = R``: relics stay.

The rule "a room uncovered this turn can be attempted from the next turn"
(``dp.turn.opens-next-turn``) is built in: targets are the rooms open *before* the turn.

>>> from pyramid_explorer.games.dice_pyramid.options import make_options
>>> deal = DealSolver((2, None, None, None, None, None, None, None, None, None), make_options())
>>> round(deal.value(0b1111111110, ()), 6)          # only the Treasure Chamber left, no relic
0.046029
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from ..games.dice_pyramid.actions import CARD
from ..games.dice_pyramid.options import DicePyramidOptions
from ..games.dice_pyramid.setup import TREASURE_CHAMBER
from ..games.dice_pyramid.tables import challenges
from . import cancel, kernel
from .kernel import CompiledTurn, stop_matrix
from .pool import pool_for
from .shapes import open_in
from .turn import TurnSolution

Relics = tuple[int, ...]


class DealSolver:
    """Exact win chances for one deal (``cards[p]`` = card number at position ``p``).

    Positions already taken when the solver is built may hold ``None``. Values are computed
    on demand and memoised: :meth:`value` for a between-turn state, :meth:`turn` for the
    turn that starts there. ``compiled=False`` solves the turns with the numpy reference
    path (:class:`.turn.TurnSolution`) instead of the compiled kernel
    (:class:`.kernel.CompiledTurn`, the default when numba is installed): the same values.
    Solvers of deals that agree on some cards may pass one ``shared`` dict: a value depends
    only on the shape, the relics and the cards not yet taken, so it is kept there under
    those and reused by every solver whose cards agree on them (the stand-in plans of
    :mod:`.policy` do). ``nested=False`` solves each state's turn on its own, as before the
    nested turns (:meth:`turn`): the same values, slower (a baseline for the benchmark).
    """

    def __init__(self, cards: Sequence[int | None], options: DicePyramidOptions,
                 compiled: bool = True, shared: dict | None = None,
                 nested: bool = True) -> None:
        self.compiled = compiled and kernel.AVAILABLE
        self.nested = nested and not options.power_relics
        self.shared = shared
        self.cards = tuple(cards)
        self.options = options
        self.rows = options.rows
        self.cap = options.relic_cap
        self.power = options.power_relics
        table = challenges(options.full_house_five_of_a_kind)
        self.match = {n: ch.match_vector(5) for n, ch in table.items()}
        self._W: dict[tuple[int, Relics], float] = {}
        self._take: dict[tuple[int, int, Relics], float] = {}  # take_value, memoised
        self._miss: dict[tuple[int, Relics], float] = {}  # miss_value, memoised

    # -- between turns ----------------------------------------------------------------
    def value(self, taken: int, relics: Relics) -> float:
        """Chance to win before the first roll of a turn (``relics`` sorted card numbers)."""
        key = (taken, relics)
        got = self._W.get(key)
        if got is not None:
            return got
        rest = self._rest(taken) if self.shared is not None else None
        if rest is not None:
            got = self.shared.get((taken, relics, rest))  # type: ignore[union-attr]
        if got is None:
            turn = self.turn(taken, relics, lazy=True)  # may keep this value (nested)
            got = self._W.get(key)
            if got is None:
                got = float(turn.start_value()[0])
            if rest is not None:
                self.shared[taken, relics, rest] = got  # type: ignore[index]
        self._W[key] = got
        return got

    def _rest(self, taken: int) -> tuple[int | None, ...]:
        """The cards still in play at shape ``taken`` (the key of a shared value)."""
        return tuple(c for p, c in enumerate(self.cards) if not taken >> p & 1)

    def _keep_nested(self, taken: int, relics: Relics, turn: CompiledTurn) -> None:
        """Keep the value of every sub-multiset of ``relics`` that ``turn`` solved too
        (``CompiledTurn.sub_values``), unless already known."""
        rest = self._rest(taken) if self.shared is not None else None
        for mask, value in enumerate(turn.sub_values.tolist()):
            left = tuple(r for i, r in enumerate(relics) if mask >> i & 1)
            if (taken, left) in self._W:
                continue
            if rest is not None:
                value = self.shared.setdefault((taken, left, rest), value)  # type: ignore[union-attr]
            self._W[taken, left] = value

    def take_value(self, taken: int, position: int, relics: Relics) -> float:
        """Worth of taking the room at ``position`` with ``relics`` left after the turn's uses
        (the best discard if that goes over the cap)."""
        key = (taken, position, relics)
        got = self._take.get(key)
        if got is not None:
            return got
        card = self.cards[position]
        if card == TREASURE_CHAMBER:
            return 1.0
        assert card is not None
        after = taken | 1 << position
        held = tuple(sorted(relics + (card,)))
        if len(held) <= self.cap:
            got = self.value(after, held)
        else:
            got = max(self.value(after, drop(held, x)) for x in held)
        self._take[key] = got
        return got

    def miss_value(self, taken: int, relics: Relics) -> float:
        """Worth of a turn that ends without a room: discard the least useful relic, or lose."""
        if not relics:
            return 0.0
        key = (taken, relics)
        got = self._miss.get(key)
        if got is None:
            got = self._miss[key] = max(self.value(taken, drop(relics, x)) for x in relics)
        return got

    def discard_values(self, taken: int, relics: Relics) -> dict[int, float]:
        """Each relic (card number) one may discard -> the chance to win after discarding it."""
        return {x: self.value(taken, drop(relics, x)) for x in dict.fromkeys(relics)}

    # -- within a turn ------------------------------------------------------------------
    def turn(self, taken: int, relics: Relics,
             lazy: bool = False) -> TurnSolution | CompiledTurn:
        """The solved turn that starts at ``(taken, relics)`` (relic ``i`` = ``relics[i]``).

        Compiled, in the base game (a used relic is gone) one kernel call also solves the
        turn of every sub-multiset of ``relics`` (the misses need them): their values are
        kept (:meth:`_keep_nested`), so those states are never solved again, and the
        solved masks stay in the option set's :class:`.pool.Pool` for other turns.
        ``lazy`` (:meth:`value`): only the start values are read from the result.
        Stops with :class:`.cancel.Cancelled` when the solve is no longer wanted."""
        cancel.check()
        targets = [p for p in open_in(self.rows, taken) if self.cards[p] is not None]
        abilities = [CARD[r].ability for r in relics]
        if self.compiled and self.nested:
            lefts = [tuple(r for i, r in enumerate(relics) if mask >> i & 1)
                     for mask in range(1 << len(relics))]
            # the most relics first: a later state then holds a subset of one solved before
            takes = np.empty((len(targets), len(lefts)))
            for mask in reversed(range(len(lefts))):
                for t, p in enumerate(targets):
                    takes[t, mask] = self.take_value(taken, p, lefts[mask])
            rest = self._rest(taken)
            nested = (self.hits(targets), takes, self.options.may_decline,
                      pool_for(self.options), [(taken, left, rest) for left in lefts])
            turn = CompiledTurn(abilities, None, self.options.relic_reroll_up_to, nested, lazy)
            self._keep_nested(taken, relics, turn)
            return turn
        if self.compiled:
            return CompiledTurn(abilities, self.stop_rows(taken, targets, relics),
                                self.options.relic_reroll_up_to)

        def stop(mask: int) -> np.ndarray:
            left = relics if self.power else tuple(r for i, r in enumerate(relics)
                                                   if mask >> i & 1)
            return self.stop_vector(taken, targets, left)[:, None]

        return TurnSolution(abilities, stop, self.options.relic_reroll_up_to)

    def stop_rows(self, taken: int, targets: Sequence[int], relics: Relics) -> np.ndarray:
        """``(2 ** len(relics), M)``: :meth:`stop_vector` for every mask of unused relics."""
        masks = range(1 << len(relics))
        if self.power:  # relics stay: every mask ends the turn with the same relics
            lefts = [relics]
        else:
            lefts = [tuple(r for i, r in enumerate(relics) if mask >> i & 1) for mask in masks]
        hits = self.hits(targets)
        takes = np.array([[self.take_value(taken, p, left) for left in lefts]
                          for p in targets]).reshape(len(targets), len(lefts))
        miss = np.array([self.miss_value(taken, left) for left in lefts])
        rows = stop_matrix(hits, takes, miss, self.options.may_decline)
        return np.repeat(rows, len(masks), axis=0) if self.power else rows

    def hits(self, targets: Sequence[int]) -> np.ndarray:
        """``(len(targets), M)``: which dice multisets meet each target room."""
        return np.array([self.match[self.cards[p]] for p in targets],  # type: ignore[index]
                        dtype=bool).reshape(len(targets), -1 if targets else 252)

    def stop_vector(self, taken: int, targets: Sequence[int], left: Relics) -> np.ndarray:
        """``(M,)``: the worth of ending the turn with each dice multiset and relics ``left``."""
        miss = self.miss_value(taken, left)
        best = np.full(self.match[1].shape, -np.inf)
        for p in targets:
            hit = self.match[self.cards[p]]  # type: ignore[index]
            best = np.where(hit, np.maximum(best, self.take_value(taken, p, left)), best)
        if self.options.may_decline:
            return np.maximum(best, miss)
        return np.where(np.isneginf(best), miss, best)

    def rooms(self, taken: int) -> list[str]:
        """Names of the open rooms of a shape (for messages and tests)."""
        return [CARD[self.cards[p]].room for p in open_in(self.rows, taken)  # type: ignore[index]
                if self.cards[p] is not None]


def drop(relics: Relics, card: int) -> Relics:
    """``relics`` without one copy of ``card``.

    >>> drop((3, 8, 10), 8)
    (3, 10)
    """
    i = relics.index(card)
    return relics[:i] + relics[i + 1:]
