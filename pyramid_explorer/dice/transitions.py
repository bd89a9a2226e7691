"""Precomputed numpy transition tables for keeping some dice and re-rolling the rest.

For ``n`` dice: every *kept* sub-multiset (sizes 0..n; 462 of them for five dice) and the exact
distribution of the full multiset after the other dice are re-rolled (matrix ``T``, one row per
kept multiset); for every full multiset and every set of dice positions, which sub-multiset is
kept (``sub``); and, for a flip or shift ability, where each full multiset can go.

>>> tab = tables(5)
>>> tab.T.shape
(462, 252)
>>> bool(abs(tab.T.sum(axis=1) - 1).max() < 1e-15)
True
>>> tab.keeps[tab.sub[tab.full.index[(1, 2, 3, 4, 6)], 0b10011]]   # keep dice 0, 1, 4
(1, 2, 6)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from itertools import combinations_with_replacement

import numpy as np

from .abilities import Ability
from .multisets import FACES, MultisetTable, multisets


@dataclass
class Tables:
    """Transition tables for ``n`` dice (see the module docstring)."""

    n: int
    full: MultisetTable
    keeps: tuple[tuple[int, ...], ...]
    keep_index: dict[tuple[int, ...], int]
    T: np.ndarray  # (K, M): keep k, re-roll the rest -> full multiset m
    sub: np.ndarray  # (M, 2**n): kept-positions bitmask -> keep index
    popcount: np.ndarray  # (2**n,)
    _det: dict[tuple[Ability, bool], np.ndarray] = field(default_factory=dict, repr=False)
    _masks: dict[tuple[int, ...], np.ndarray] = field(default_factory=dict, repr=False)
    _cols: dict[tuple[int, ...], np.ndarray] = field(default_factory=dict, repr=False)

    def keep_masks(self, rerolled: tuple[int, ...]) -> np.ndarray:
        """Kept-positions bitmasks that re-roll exactly a number of dice in ``rerolled``,
        ordered so that keeping more dice comes first (used for tie-breaking)."""
        key = tuple(sorted(set(rerolled)))
        if key not in self._masks:
            n = self.n
            masks = [m for m in range(2**n) if n - int(self.popcount[m]) in key]
            masks.sort(key=lambda m: (-int(self.popcount[m]), m))
            arr = np.array(masks, dtype=np.int64)
            self._masks[key] = arr
        return self._masks[key]

    def keep_columns(self, rerolled: tuple[int, ...]) -> np.ndarray:
        """``sub[:, keep_masks(rerolled)]``: (M, c) keep index of every multiset and re-roll
        option, built once per process and read-only, so every solver shares one copy (a
        copy per solver cost a Dice Pyramid tab about 0.3 MB a step).

        >>> t = tables(5)
        >>> cols = t.keep_columns((1, 2, 3, 4, 5))
        >>> cols.shape, cols is t.keep_columns((5, 4, 3, 2, 1)), cols.flags.writeable
        ((252, 31), True, False)
        """
        key = tuple(sorted(set(rerolled)))
        if key not in self._cols:
            cols = self.sub[:, self.keep_masks(key)]
            cols.flags.writeable = False
            self._cols[key] = cols
        return self._cols[key]

    def deterministic(self, ability: Ability) -> np.ndarray:
        """For a flip or shift: (M, U) array of full-multiset indices each multiset can become
        (distinct results), padded with ``M`` (a sentinel meaning "no such use")."""
        key = (ability, False)
        if key not in self._det:
            rows: list[list[int]] = []
            for t in self.full.tuples:
                targets: list[int] = []
                for use in ability.uses(t):
                    j = self.full.index[tuple(sorted(ability.apply(t, use)))]
                    if j not in targets:
                        targets.append(j)
                rows.append(targets)
            width = max(1, max(len(r) for r in rows))
            M = len(self.full)
            arr = np.full((M, width), M, dtype=np.int64)
            for i, r in enumerate(rows):
                arr[i, : len(r)] = r
            self._det[key] = arr
        return self._det[key]


def _keys(counts: np.ndarray, n: int) -> np.ndarray:
    """An integer key per face-count vector (base ``n + 1`` digits), for array lookups."""
    return counts @ ((n + 1) ** np.arange(6, dtype=np.int64))


@cache
def tables(n: int = 5) -> Tables:
    """The transition tables for ``n`` dice (1 to 8), built once per process (vectorised)."""
    if not 1 <= n <= 8:
        raise ValueError(f"the odds engine handles 1 to 8 dice, not {n}")
    full = multisets(n)
    keeps: list[tuple[int, ...]] = []
    for k in range(n + 1):
        keeps.extend(combinations_with_replacement(FACES, k))
    keep_index = {t: i for i, t in enumerate(keeps)}
    # dense lookups: counts key -> full index / keep index
    full_of = np.full((n + 1) ** 6, -1, dtype=np.int64)
    full_of[_keys(full.counts, n)] = np.arange(len(full))
    keep_counts = np.concatenate([multisets(k).counts for k in range(n + 1)])
    keep_of = np.full((n + 1) ** 6, -1, dtype=np.int64)
    keep_of[_keys(keep_counts, n)] = np.arange(len(keeps))
    T = np.zeros((len(keeps), len(full)), dtype=np.float64)
    offset = 0
    for k in range(n + 1):
        kept = multisets(k).counts  # (a, 6), rows in the order of ``keeps``
        rolled = multisets(n - k)
        both = kept[:, None, :] + rolled.counts[None, :, :]  # (a, b, 6)
        cols = full_of[_keys(both.reshape(-1, 6), n)].reshape(len(kept), -1)
        rows = np.repeat(np.arange(offset, offset + len(kept)), cols.shape[1])
        np.add.at(T, (rows, cols.ravel()), np.tile(rolled.prob, len(kept)))
        offset += len(kept)
    popcount = np.array([bin(m).count("1") for m in range(2**n)], dtype=np.int64)
    bits = (np.arange(2**n)[:, None] >> np.arange(n)[None, :]) & 1  # (masks, positions)
    dice = np.array(full.tuples, dtype=np.int64).reshape(len(full), n)
    onehot = (dice[:, :, None] == np.arange(1, 7)[None, None, :]).astype(np.int64)
    kept_counts = np.einsum("mp,dpf->dmf", bits, onehot)  # (M, masks, 6)
    sub = keep_of[_keys(kept_counts.reshape(-1, 6), n)].reshape(len(full), 2**n)
    T.setflags(write=False)
    sub.setflags(write=False)
    return Tables(n, full, tuple(keeps), keep_index, T, sub, popcount)
