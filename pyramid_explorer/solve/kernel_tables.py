"""The index tables of the compiled turn kernel (:mod:`.kernel`), built once and cached.

Re-roll, relic and keep-and-roll steps as index lists in CSR form (row pointers and columns),
so the compiled loops look them up without Python objects.

>>> five, child, g_ptr, g_idx, rr_ptr, rr_idx = _recursive()
>>> len(five), int((five >= 0).sum())      # kept multisets of 0..5 dice, of them full hands
(462, 252)
"""

from __future__ import annotations

from functools import cache

import numpy as np

from ..dice import Ability
from ..dice.transitions import tables
from .turn import N_DICE, _ability_index, _reroll_index, _sparse_T

KIND = {"none": 0, "chance": 1, "det": 2}
"""How a relic moves the dice, as the kernel's code: no use, a re-roll, a flip or shift."""


def _csr(index: tuple[np.ndarray, np.ndarray]) -> tuple[np.ndarray, np.ndarray]:
    flat, starts = index
    return np.append(starts, len(flat)).astype(np.int64), flat.astype(np.int64)


@cache
def _fixed() -> tuple[np.ndarray, ...]:
    """The re-roll index and the non-zeros of ``T`` as CSR arrays."""
    rr_ptr, rr_idx = _csr(_reroll_index())
    cols, probs, starts = _sparse_T()
    t_ptr = np.append(starts, len(cols)).astype(np.int64)
    return rr_ptr, rr_idx, t_ptr, cols.astype(np.int64), np.ascontiguousarray(probs[:, 0])


def _csr_rows(rows: list[list[int]]) -> tuple[np.ndarray, np.ndarray]:
    ptr = np.cumsum([0] + [len(r) for r in rows]).astype(np.int64)
    return ptr, np.array([j for r in rows for j in r], dtype=np.int64)


@cache
def _recursive() -> tuple[np.ndarray, ...]:
    """The tables of the faster recursion in :func:`_solve`: ``five[k]`` (the full multiset
    of a kept hand of five dice, else -1), ``child[k, f]`` (``k`` plus a die showing
    ``f + 1``), ``k`` minus one die (CSR over kept multisets) and ``d`` minus one die (CSR
    over full multisets)."""
    tab = tables(N_DICE)
    keeps, at = tab.keeps, tab.keep_index
    five = np.array([tab.full.index[k] if len(k) == N_DICE else -1 for k in keeps])
    child = np.array([[at.get(tuple(sorted(k + (f,))), -1) for f in range(1, 7)]
                      for k in keeps])

    def minus_one(k: tuple[int, ...]) -> list[int]:
        return [at[k[:i] + k[i + 1:]] for i in range(len(k)) if i == 0 or k[i] != k[i - 1]]

    g_ptr, g_idx = _csr_rows([minus_one(k) for k in keeps])
    rr_ptr, rr_idx = _csr_rows([minus_one(d) for d in tab.full.tuples])
    return five.astype(np.int64), child.astype(np.int64), g_ptr, g_idx, rr_ptr, rr_idx


@cache
def _relic_tables(abilities: tuple[Ability, ...], up_to: bool
                  ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """``(kinds, ptr, idx)`` of a turn's relics: relic ``i`` moves the dice from multiset
    ``d`` to ``idx[ptr[i, d]:ptr[i, d + 1]]`` (kept sub-multisets or resulting multisets)."""
    m = len(tables(N_DICE).full)
    kinds = np.zeros(len(abilities), dtype=np.int64)
    ptr = np.zeros((len(abilities), m + 1), dtype=np.int64)
    parts: list[np.ndarray] = []
    offset = 0
    for i, a in enumerate(abilities):
        kind, index = _ability_index(a, up_to)
        kinds[i] = KIND[kind]
        if index is not None:
            p, flat = _csr(index)
            ptr[i] = p + offset
            parts.append(flat)
            offset += len(flat)
        else:
            ptr[i] = offset
    idx = np.concatenate(parts) if parts else np.zeros(0, dtype=np.int64)
    return kinds, ptr, idx
