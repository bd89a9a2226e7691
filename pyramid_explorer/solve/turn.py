"""One turn of Dice Pyramid, solved for a *value per end-of-turn outcome*.

:class:`pyramid_explorer.dice.solver.Solver` maximises the chance that the dice meet a room
("success = 1"). For the whole game the end of a turn has many outcomes of different worth:
which room is taken and which relics are still held. Here the caller gives, for every set of
relics still unused, the worth of stopping with each dice multiset (``stop(mask)``, an
``(M, B)`` array: ``M`` = 252 multisets, ``B`` columns solved at once), and the solver finds

    V(r, mask)[d] = max(stop(mask)[d],                         end the turn now
                        max over re-rolls   E(r - 1, mask)[kept],  (if a re-roll is left)
                        max over relic uses of relic i in mask:
                            re-roll k dice: E(r, mask - i)[kept]
                            flip / shift:   V(r, mask - i)[result])

with ``E(r, mask) = T @ V(r, mask)`` (keep a sub-multiset, roll the rest). A relic use never
spends one of the two re-rolls (ruling ``dp.ruling.relic-reroll-free``) and is possible at
any decision point after the roll (``dp.ruling.relic-timing``). Bit ``i`` of ``mask`` means
relic ``i`` can still be used this turn; whether a use also discards the relic (base game)
or not (Power Relics, ``dp.ruling.power-once-per-turn``) only changes what ``stop`` returns.

>>> import numpy as np
>>> from pyramid_explorer.dice import Challenge
>>> five = Challenge.parse("X X X X X").match_vector(5).astype(float)[:, None]
>>> sol = TurnSolution((), lambda mask: five)
>>> round(float(sol.start_value()[0]) * 6**10)      # five of a kind in three rolls
2783176
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache

import numpy as np

from ..dice import Ability
from ..dice.transitions import tables

N_DICE = 5
REROLLS = 2


Index = tuple[np.ndarray, np.ndarray]


def _compact(index: np.ndarray, pad: int | None = None) -> Index:
    """Rows of ``index`` without repeats (and without ``pad``) as one flat array plus row
    starts, for ``np.maximum.reduceat``; a row with nothing left keeps ``pad``."""
    flat: list[int] = []
    starts: list[int] = []
    for row in index.tolist():
        starts.append(len(flat))
        kept = [j for j in dict.fromkeys(row) if j != pad]
        flat.extend(kept or [pad])
    return np.array(flat, dtype=np.intp), np.array(starts, dtype=np.intp)


@cache
def _reroll_index() -> Index:
    """For every multiset, the distinct kept sub-multisets when re-rolling at least one die."""
    tab = tables(N_DICE)
    return _compact(tab.sub[:, tab.keep_masks(tuple(range(1, N_DICE + 1)))])


@cache
def _ability_index(ability: Ability, up_to: bool) -> tuple[str, Index | None]:
    """How a relic moves the dice: ``("chance", kept sub-multisets)`` for a re-roll relic,
    ``("det", resulting multisets)`` for a flip or shift (a row with no use holds the
    sentinel ``M``), ``("none", None)`` for the Golden Ankh."""
    tab = tables(N_DICE)
    if ability.kind == "reroll":
        sizes = ability.sizes(N_DICE, up_to)
        return "chance", _compact(tab.sub[:, tab.keep_masks(sizes)])
    if ability.kind in ("flip", "shift"):
        return "det", _compact(tab.deterministic(ability), pad=len(tab.full))
    return "none", None


@cache
def _sparse_T() -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The non-zero entries of the keep-and-roll matrix ``T`` row by row (4,368 of 116,424):
    column, probability and row starts, so ``T @ V`` is one gather and one ``add.reduceat``."""
    T = tables(N_DICE).T
    rows, cols = np.nonzero(T)
    starts = np.searchsorted(rows, np.arange(T.shape[0]))
    return cols.astype(np.intp), T[rows, cols][:, None], starts.astype(np.intp)


def keep_and_roll(V: np.ndarray) -> np.ndarray:
    """``T @ V`` for an ``(M, B)`` array, using the sparsity of ``T``.

    >>> V = np.arange(252.0)[:, None]
    >>> bool(np.allclose(keep_and_roll(V), tables(N_DICE).T @ V))
    True
    """
    cols, probs, starts = _sparse_T()
    return np.add.reduceat(V[cols] * probs, starts, axis=0)


def _best(values: np.ndarray, index: Index) -> np.ndarray:
    """Row-wise maximum of ``values`` over each row's entries of a compact index."""
    flat, starts = index
    return np.maximum.reduceat(values[flat], starts, axis=0)


def roll_weights() -> np.ndarray:
    """The chance of each multiset on a roll of all five dice (sums to 1)."""
    return tables(N_DICE).full.prob


class TurnSolution:
    """The optimal play of one turn for given relics and end-of-turn worths (see module docs).

    ``abilities[i]`` is what relic ``i`` does; ``stop(mask)`` returns the ``(M, B)`` worth of
    ending the turn with relics ``mask`` unused. Values are built lazily and memoised.
    """

    def __init__(self, abilities: Sequence[Ability], stop: Callable[[int], np.ndarray],
                 up_to: bool = False) -> None:
        self.abilities = tuple(abilities)
        self.stop = cache(stop)
        self.up_to = up_to
        self.full_mask = (1 << len(self.abilities)) - 1
        self._V: dict[tuple[int, int], np.ndarray] = {}
        self._E: dict[tuple[int, int], np.ndarray] = {}
        self._moves = [_ability_index(a, up_to) for a in self.abilities]

    def V(self, r: int, mask: int) -> np.ndarray:
        """``(M, B)``: the best worth from every dice multiset with ``r`` re-rolls left."""
        key = (r, mask)
        got = self._V.get(key)
        if got is not None:
            return got
        best = np.array(self.stop(mask), dtype=np.float64)
        if r > 0:
            np.maximum(best, _best(self.E(r - 1, mask), _reroll_index()), out=best)
        for i, (_kind, index) in enumerate(self._moves):
            if not mask >> i & 1 or index is None:
                continue
            rest = mask & ~(1 << i)
            np.maximum(best, self.relic_best(i, r, rest), out=best)
        self._V[key] = best
        return best

    def E(self, r: int, mask: int) -> np.ndarray:
        """``(K, B)``: for every kept sub-multiset, the worth after rolling the other dice."""
        key = (r, mask)
        got = self._E.get(key)
        if got is None:
            got = self._E[key] = keep_and_roll(self.V(r, mask))
        return got

    def relic_best(self, i: int, r: int, rest: int) -> np.ndarray:
        """``(M, B)``: the worth of the best use of relic ``i`` (-inf where it has none)."""
        kind, index = self._moves[i]
        assert index is not None
        if kind == "chance":
            return _best(self.E(r, rest), index)
        v = self.V(r, rest)
        padded = np.concatenate([v, np.full((1, v.shape[1]), -np.inf)])
        return _best(padded, index)

    def start_value(self, r: int = REROLLS, mask: int | None = None) -> np.ndarray:
        """``(B,)``: the worth of the turn before its first roll."""
        m = self.full_mask if mask is None else mask
        return np.clip(roll_weights() @ self.V(r, m), 0.0, 1.0)
