"""The turn solve of :mod:`.turn` as one compiled loop (numba): the fast path.

:class:`.turn.TurnSolution` evaluates ``V(r, mask)`` with numpy, a few array calls per
``(r, mask)``; for a base deal (1,856 between-turn states, up to 32 relic masks each) that is
~150,000 small calls and ~8 s of CPU, most of it call overhead. :func:`solve_all` does the same
recursion for **every** ``(r, mask)`` of a turn in one compiled call (numba), with the same
tables: the re-roll, relic and keep-and-roll steps as index lists (CSR: row pointers and
columns, :mod:`.kernel_tables`). Maxima are exact; the only change is the order of the
additions in ``T @ V`` (row by row here), so values agree with the numpy path to ~1e-16
(tested to 1e-12 in ``tests/test_wholegame_kernel.py``).

In the base game a turn's mask of unused relics is itself the turn that starts with those
relics, so one call solves every sub-multiset of the relics held ("nested"), and solved
masks are kept in a :class:`.pool.Pool` that later turns read (``docs/wholegame.md``
section 1).

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
import os
from collections.abc import Callable, Sequence

import numpy as np

from ..dice import Ability
from . import heap
from .kernel_tables import _recursive, _relic_tables
from .pool import Pool
from .turn import REROLLS, _ability_index, roll_weights

AVAILABLE = importlib.util.find_spec("numba") is not None
"""Whether numba is installed (a dependency); without it the solvers use the numpy path."""


HOLD_GIL = os.environ.get("PYRAMID_KERNEL_GIL") == "1"
"""Compile the kernels holding the interpreter lock, as before issue 28 (environment
``PYRAMID_KERNEL_GIL=1``): the baseline of ``benchmarks/bench_explorer.py``, never cached."""


def compiled(fn: Callable) -> Callable:
    """``fn`` compiled by numba at its first call (cached on disk by numba), so importing
    the solver does not import numba (about a second); run as Python without numba.

    The compiled loop releases the interpreter lock while it runs (``nogil``): a solve on a
    background thread never holds up the thread that answers the learner's clicks. Once the
    first kernel has loaded (numba's ~90,000 objects), the heap is settled
    (:func:`.heap.settle`), so Python's full garbage collections no longer walk numba."""
    done: list[Callable] = []

    @functools.wraps(fn)
    def call(*args):
        if not done:
            _load(fn, done)
            out = done[0](*args)       # the first call compiles, or loads numba's cache
            heap.settle()              # numba's modules are loaded now
            return out
        return done[0](*args)
    return call


def _load(fn: Callable, done: list[Callable]) -> None:
    """Put ``fn`` compiled by numba (or as is, without numba) in ``done``."""
    if not AVAILABLE:  # pragma: no cover - numba is a dependency
        done.append(fn)
        return
    from numba import njit
    if HOLD_GIL:
        done.append(njit(fn))
        return
    try:
        done.append(njit(cache=True, nogil=True)(fn))
    except RuntimeError:  # pragma: no cover - no writable cache directory
        done.append(njit(nogil=True)(fn))


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
def _solve(P_stop, P_V, P_E, P_G, P_W, slots, known, nested, hits, takes, decline, weights,
           kinds, ptr, idx, five, child, g_ptr, g_idx, rr_ptr, rr_idx):  # pragma: no cover
    """Every ``V[r, mask, d]``, ``E[r, mask, k]`` and start value ``W[mask]`` of a turn.

    The values of mask ``mask`` live in row ``slots[mask]`` of the pool arrays ``P_*``
    (``P_V[s, r, d]``, ``P_E[s, r, k]``, ``P_G[s, r, k]`` for ``r`` below the last,
    ``P_stop[s, d]``, ``P_W[s]``); a mask with ``known[mask]`` is already there (another
    turn solved it) and is skipped. Masks are solved in increasing order, each for every
    ``r``: ``V[r, mask]`` needs ``G[r - 1, mask]`` and the values of ``mask`` minus one relic,
    all done before. ``E`` is built kept-multiset by kept-multiset: a kept full hand is ``V``
    itself, else the mean over the six faces of the next die (``child``). The best re-roll of
    ``d`` is ``max G[d minus one die]`` over its distinct faces, where ``G[k]`` = the best
    ``E`` over the sub-multisets of ``k`` (``g_idx``: ``k`` minus one die), the same maximum
    as over every proper sub-multiset, in fewer steps.

    ``nested`` (base game: a used relic is gone): the stop row of ``mask`` is filled here,
    from the take worths ``takes[t, mask]`` and the miss worth ``max W[mask - one relic]``
    (0 for no relic). The turn with relics ``mask`` unused *is* the turn that starts with
    just those relics, so ``W[mask]`` is that state's value: one call solves every
    sub-multiset of the relics held. Otherwise the stop rows are given in the pool."""
    nmask = slots.shape[0]
    m = P_stop.shape[1]
    k_rows = five.shape[0]
    nrel = kinds.shape[0]
    last = P_V.shape[1] - 1
    for mask in range(nmask):  # every subset of a mask comes before it
        if known[mask]:
            continue
        s = slots[mask]
        stop = P_stop[s]
        if nested:
            miss = 0.0
            if mask:
                miss = -np.inf
                for i in range(nrel):
                    if (mask >> i) & 1 and P_W[slots[mask & ~(1 << i)]] > miss:
                        miss = P_W[slots[mask & ~(1 << i)]]
            for d in range(m):
                best = -np.inf
                for t in range(hits.shape[0]):
                    if hits[t, d] and takes[t, mask] > best:
                        best = takes[t, mask]
                if best == -np.inf or (decline and miss > best):
                    best = miss
                stop[d] = best
        for r in range(last + 1):
            V = P_V[s, r]
            E = P_E[s, r]
            for d in range(m):
                b = stop[d]
                if r > 0:
                    G = P_G[s, r - 1]
                    for j in range(rr_ptr[d], rr_ptr[d + 1]):
                        v = G[rr_idx[j]]
                        if v > b:
                            b = v
                for i in range(nrel):
                    if not (mask >> i) & 1 or kinds[i] == 0:
                        continue
                    rest = slots[mask & ~(1 << i)]
                    if kinds[i] == 1:
                        Er = P_E[rest, r]
                        for j in range(ptr[i, d], ptr[i, d + 1]):
                            v = Er[idx[j]]
                            if v > b:
                                b = v
                    else:
                        Vr = P_V[rest, r]
                        for j in range(ptr[i, d], ptr[i, d + 1]):
                            c = idx[j]
                            if c < m and Vr[c] > b:
                                b = Vr[c]
                V[d] = b
            for k in range(k_rows - 1, -1, -1):  # larger kept multisets first
                if five[k] >= 0:
                    E[k] = V[five[k]]
                else:
                    t = 0.0
                    for f in range(6):
                        t += E[child[k, f]]
                    E[k] = t / 6.0
            if r < last:  # G of the last re-roll count is never read
                G = P_G[s, r]
                for k in range(k_rows):  # smaller kept multisets first
                    g = E[k]
                    for j in range(g_ptr[k], g_ptr[k + 1]):
                        v = G[g_idx[j]]
                        if v > g:
                            g = v
                    G[k] = g
        w = 0.0
        V = P_V[s, last]
        for d in range(m):
            w += weights[d] * V[d]
        P_W[s] = min(max(w, 0.0), 1.0)


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
    (one row per mask, ``2 ** len(abilities)`` rows). With ``nested = (hits, takes,
    decline, pool, keys)`` instead (base game: a used relic is gone) the kernel fills the
    stop rows itself: the best matching target room ``t`` (``hits[t]``) is worth
    ``takes[t, mask]``, a miss the best of the turn's own start values with one relic fewer
    (:func:`_solve`); ``sub_values[mask]`` is then the value of the turn that starts with
    just relics ``mask``, and masks are kept in ``pool`` under ``keys[mask]`` (shape, relics
    left, cards in play), so a mask another turn solved is not solved again (:mod:`.pool`).
    ``lazy`` leaves the arrays in the pool (only ``sub_values`` is read; the pool may start
    afresh later), else ``V``, ``E`` and ``stop`` are copied out at once.
    """

    def __init__(self, abilities: Sequence[Ability], stops: np.ndarray | None,
                 up_to: bool = False, nested: tuple | None = None,
                 lazy: bool = False) -> None:
        self.abilities = tuple(abilities)
        self.up_to = up_to
        nmask = 1 << len(self.abilities)
        self.full_mask = nmask - 1
        self._moves = [_ability_index(a, up_to) for a in self.abilities]
        kinds, ptr, idx = _relic_tables(self.abilities, up_to)
        weights = np.ascontiguousarray(roll_weights(), dtype=np.float64)
        if nested is None:
            assert stops is not None
            pool = Pool(rows=nmask)                # this turn's own rows
            keys = [(mask,) for mask in range(nmask)]
            hits = np.zeros((0, len(weights)), dtype=np.bool_)
            takes, decline = np.zeros((0, nmask)), False
        else:
            hits, takes, decline, pool, keys = nested
            hits = np.ascontiguousarray(hits, dtype=np.bool_).reshape(-1, len(weights))
            takes = np.ascontiguousarray(takes, dtype=np.float64).reshape(hits.shape[0], nmask)
        with pool.lease(keys) as (arrays, slots, known):  # the lock only hands rows out
            if nested is None:
                arrays[0][slots] = stops
            _solve(*arrays, slots, known, nested is not None, hits, takes, decline,
                   weights, kinds, ptr, idx, *_recursive())
            self.sub_values = arrays[4][slots]
            if not lazy:
                P_stop, P_V, P_E = arrays[:3]
                self._stops = P_stop[slots]
                self._V = np.ascontiguousarray(P_V[slots].transpose(1, 0, 2))
                self._E = np.ascontiguousarray(P_E[slots].transpose(1, 0, 2))

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
        if r == REROLLS:
            return np.array([self.sub_values[m]])
        return np.clip(roll_weights() @ self.V(r, m), 0.0, 1.0)
