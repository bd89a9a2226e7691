"""The turn solve of :mod:`.turn` as one compiled loop (numba): the fast path.

:class:`.turn.TurnSolution` evaluates ``V(r, mask)`` with numpy, a few array calls per
``(r, mask)``; for a base deal (1,856 between-turn states, up to 32 relic masks each) that is
~150,000 small calls and ~8 s of CPU, most of it call overhead. :func:`solve_all` does the same
recursion for **every** ``(r, mask)`` of a turn in one compiled call (numba), with the same
tables: the re-roll, relic and keep-and-roll steps as index lists (CSR: row pointers and
columns). Maxima are exact; the only change is the order of the additions in ``T @ V``
(row by row here), so values agree with the numpy path to ~1e-16 (tested to 1e-12 in
``tests/test_wholegame_kernel.py``).

:class:`CompiledTurn` has the interface of :class:`.turn.TurnSolution` (``V``, ``E``,
``stop``, ``start_value``, ``_moves``, ``full_mask``), so the queries and the policy use
either. Without numba (``AVAILABLE`` is false) the solvers fall back to the numpy path.

>>> import numpy as np
>>> from pyramid_explorer.dice import Challenge
>>> five = Challenge.parse("X X X X X").match_vector(5).astype(float)[None, :]
>>> round(float(CompiledTurn((), five).start_value()[0]) * 6**10)  # five of a kind, 3 rolls
2783176
"""

from __future__ import annotations

import functools
import importlib.util
from collections.abc import Callable, Sequence
from functools import cache

import numpy as np

from ..dice import Ability
from ..dice.transitions import tables
from .turn import N_DICE, REROLLS, _ability_index, _reroll_index, _sparse_T, roll_weights

AVAILABLE = importlib.util.find_spec("numba") is not None
"""Whether numba is installed (a dependency); without it the solvers use the numpy path."""


def compiled(fn: Callable) -> Callable:
    """``fn`` compiled by numba at its first call (cached on disk by numba), so importing
    the solver does not import numba (about a second); run as Python without numba."""
    done: list[Callable] = []

    @functools.wraps(fn)
    def call(*args):
        if not done:
            if AVAILABLE:
                from numba import njit
                try:
                    done.append(njit(cache=True)(fn))
                except RuntimeError:  # pragma: no cover - no writable cache directory
                    done.append(njit(fn))
            else:  # pragma: no cover - numba is a dependency
                done.append(fn)
        return done[0](*args)
    return call


KIND = {"none": 0, "chance": 1, "det": 2}


@compiled
def _stops(hits, takes, miss, decline):  # pragma: no cover - compiled
    """``(nmask, M)`` worth of ending the turn: the best matching room's take worth
    (``takes[t, mask]``), else the miss worth; with ``decline`` the miss is always open."""
    nmask, m = miss.shape[0], hits.shape[1]
    out = np.empty((nmask, m))
    for mask in range(nmask):
        for d in range(m):
            best = -np.inf
            for t in range(hits.shape[0]):
                if hits[t, d] and takes[t, mask] > best:
                    best = takes[t, mask]
            if best == -np.inf or (decline and miss[mask] > best):
                best = miss[mask]
            out[mask, d] = best
    return out


@compiled
def _solve(stop, kinds, ptr, idx, five, child, g_ptr, g_idx, rr_ptr, rr_idx,
           rerolls):  # pragma: no cover - compiled
    """Every ``V[r, mask, d]`` and ``E[r, mask, k]`` of a turn (see :mod:`.turn`).

    ``E`` is built kept-multiset by kept-multiset: a kept full hand is ``V`` itself, else the
    mean over the six faces of the next die (``child``). The best re-roll of ``d`` is
    ``max G[d minus one die]`` over its distinct faces, where ``G[k]`` = the best ``E`` over
    the sub-multisets of ``k`` (``g_idx``: ``k`` minus one die), the same maximum as over
    every proper sub-multiset, in fewer steps."""
    nmask, m = stop.shape
    k_rows = five.shape[0]
    nrel = kinds.shape[0]
    V = np.empty((rerolls + 1, nmask, m))
    E = np.empty((rerolls + 1, nmask, k_rows))
    G = np.empty((rerolls + 1, nmask, k_rows))
    for r in range(rerolls + 1):
        for mask in range(nmask):  # every subset of a mask comes before it
            for d in range(m):
                b = stop[mask, d]
                if r > 0:
                    for j in range(rr_ptr[d], rr_ptr[d + 1]):
                        v = G[r - 1, mask, rr_idx[j]]
                        if v > b:
                            b = v
                for i in range(nrel):
                    if not (mask >> i) & 1 or kinds[i] == 0:
                        continue
                    rest = mask & ~(1 << i)
                    if kinds[i] == 1:
                        for j in range(ptr[i, d], ptr[i, d + 1]):
                            v = E[r, rest, idx[j]]
                            if v > b:
                                b = v
                    else:
                        for j in range(ptr[i, d], ptr[i, d + 1]):
                            c = idx[j]
                            if c < m and V[r, rest, c] > b:
                                b = V[r, rest, c]
                V[r, mask, d] = b
            for k in range(k_rows - 1, -1, -1):  # larger kept multisets first
                if five[k] >= 0:
                    E[r, mask, k] = V[r, mask, five[k]]
                else:
                    s = 0.0
                    for f in range(6):
                        s += E[r, mask, child[k, f]]
                    E[r, mask, k] = s / 6.0
            for k in range(k_rows):  # smaller kept multisets first
                g = E[r, mask, k]
                for j in range(g_ptr[k], g_ptr[k + 1]):
                    v = G[r, mask, g_idx[j]]
                    if v > g:
                        g = v
                G[r, mask, k] = g
    return V, E


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


def stop_matrix(hits: np.ndarray, takes: np.ndarray, miss: np.ndarray,
                decline: bool) -> np.ndarray:
    """``(nmask, M)``: the worth of ending a turn with each dice multiset and relic mask.

    ``hits[t]`` says which multisets meet target room ``t``, ``takes[t, mask]`` is the worth
    of taking it, ``miss[mask]`` the worth of a miss (the same rule as
    :meth:`.perfect.DealSolver.stop_vector`).

    >>> hits = np.array([[True, False, False]])
    >>> stop_matrix(hits, np.array([[0.5]]), np.array([0.25]), False).tolist()
    [[0.5, 0.25, 0.25]]
    """
    hits = np.ascontiguousarray(hits, dtype=np.bool_).reshape(-1, hits.shape[-1])
    takes = np.ascontiguousarray(takes, dtype=np.float64).reshape(hits.shape[0], len(miss))
    return _stops(hits, takes, np.ascontiguousarray(miss, dtype=np.float64), decline)


class CompiledTurn:
    """The optimal play of one turn, all values computed at once (see module docs).

    ``stops[mask]`` is the ``(M,)`` worth of ending the turn with relics ``mask`` unused
    (one row per mask, ``2 ** len(abilities)`` rows).
    """

    def __init__(self, abilities: Sequence[Ability], stops: np.ndarray,
                 up_to: bool = False) -> None:
        self.abilities = tuple(abilities)
        self.up_to = up_to
        self.full_mask = (1 << len(self.abilities)) - 1
        self._moves = [_ability_index(a, up_to) for a in self.abilities]
        self._stops = np.ascontiguousarray(stops, dtype=np.float64)
        kinds, ptr, idx = _relic_tables(self.abilities, up_to)
        self._V, self._E = _solve(self._stops, kinds, ptr, idx, *_recursive(), REROLLS)

    def stop(self, mask: int) -> np.ndarray:
        """``(M, 1)``: the worth of ending the turn now with relics ``mask`` unused."""
        return self._stops[mask][:, None]

    def V(self, r: int, mask: int) -> np.ndarray:
        """``(M, 1)``: the best worth from every dice multiset with ``r`` re-rolls left."""
        return self._V[r, mask][:, None]

    def E(self, r: int, mask: int) -> np.ndarray:
        """``(K, 1)``: for every kept sub-multiset, the worth after rolling the other dice."""
        return self._E[r, mask][:, None]

    def start_value(self, r: int = REROLLS, mask: int | None = None) -> np.ndarray:
        """``(1,)``: the worth of the turn before its first roll."""
        m = self.full_mask if mask is None else mask
        return np.clip(roll_weights() @ self.V(r, m), 0.0, 1.0)
