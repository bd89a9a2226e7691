"""One turn of the stand-in policy (:mod:`.policy`) valued on the true deal, compiled.

The same evaluation as :class:`.policy._PolicyTurn` (numpy, lazy per ``(r, mask)``), done for
every ``(r, mask)`` of the turn in one numba call (:func:`_evaluate`): at each dice multiset
the plan's best options are those within ``tie`` of the plan's value; of those the one with
the lowest **true** worth is assumed (so the result never exceeds the bot's value). The
plan's values come from its :class:`.kernel.CompiledTurn`; the true worths of ending the turn
(:meth:`CompiledPolicyTurn.stop_rows`) are computed in Python, only for the rooms and
discards the plan actually chooses somewhere, as the numpy path does. Like the turn kernel,
:func:`_evaluate` releases the interpreter lock while it runs (:func:`.kernel.compiled`).

It gives the numpy path's value (here late in a game: every room but three taken):

>>> from pyramid_explorer.games.dice_pyramid.options import make_options
>>> from pyramid_explorer.games.dice_pyramid.setup import deal
>>> from pyramid_explorer.solve.policy import TIE, StandInPolicy
>>> options = make_options()
>>> cards, late = deal(1, options)[0], 0b1111111000
>>> fast = CompiledPolicyTurn(StandInPolicy(cards, options), late, (), TIE).start_value()
>>> slow = StandInPolicy(cards, options, compiled=False).value(late, ())
>>> abs(fast - slow) < 1e-12, round(fast, 4)
(True, 0.1926)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from .kernel import CompiledTurn, compiled
from .kernel_tables import _fixed, _relic_tables
from .shapes import open_in
from .turn import roll_weights

if TYPE_CHECKING:
    from .policy import StandInPolicy

INF = np.inf


@compiled
def _evaluate(plan_V, plan_E, plan_stop, take_true, miss_chosen, nested, plan_sub, kinds, ptr,
              idx, rr_ptr, rr_idx, t_ptr, t_col, t_p, tie, weights):  # pragma: no cover
    """``U[r, mask, d]`` (true worth, the plan deciding), ``F = T @ U`` and the start values
    ``W[mask]``, mask by mask in increasing order (each for every ``r``).

    The true worth of ending the turn is ``take_true`` (the plan's room, +inf where it takes
    none); where ``miss_chosen`` the plan misses and discards. Without ``nested`` that worth
    is in ``take_true`` already. With ``nested`` (base game) it is found here: the plan
    discards the relic whose loss it rates best (``plan_sub[mask - relic]``, ties within
    ``tie``: the lowest true worth), and the true worth of the turn with one relic fewer is
    ``W[mask - relic]``, solved before; so ``W[mask]`` is the policy's value of the turn that
    starts with just relics ``mask``."""
    n_r, nmask, m = plan_V.shape
    k_rows = t_ptr.shape[0] - 1
    nrel = kinds.shape[0]
    U = np.empty((n_r, nmask, m))
    F = np.empty((n_r, nmask, k_rows))
    W = np.empty(nmask)
    stop = np.empty(m)
    for mask in range(nmask):
        miss = 0.0
        if nested and mask:
            top = -np.inf
            for i in range(nrel):
                if (mask >> i) & 1 and plan_sub[mask & ~(1 << i)] > top:
                    top = plan_sub[mask & ~(1 << i)]
            miss = np.inf
            for i in range(nrel):
                rest = mask & ~(1 << i)
                if (mask >> i) & 1 and plan_sub[rest] >= top - tie and W[rest] < miss:
                    miss = W[rest]
        for d in range(m):
            b = take_true[mask, d]
            if nested and miss_chosen[mask, d] and miss < b:
                b = miss
            stop[d] = b
        for r in range(n_r):
            for d in range(m):
                thr = plan_V[r, mask, d] - tie
                b = np.inf
                if plan_stop[mask, d] >= thr:
                    b = stop[d]
                if r > 0:
                    for j in range(rr_ptr[d], rr_ptr[d + 1]):
                        k = rr_idx[j]
                        if plan_E[r - 1, mask, k] >= thr and F[r - 1, mask, k] < b:
                            b = F[r - 1, mask, k]
                for i in range(nrel):
                    if not (mask >> i) & 1 or kinds[i] == 0:
                        continue
                    rest = mask & ~(1 << i)
                    for j in range(ptr[i, d], ptr[i, d + 1]):
                        c = idx[j]
                        if kinds[i] == 1:
                            if plan_E[r, rest, c] >= thr and F[r, rest, c] < b:
                                b = F[r, rest, c]
                        elif c < m and plan_V[r, rest, c] >= thr and U[r, rest, c] < b:
                            b = U[r, rest, c]
                U[r, mask, d] = b
            for k in range(k_rows):
                t = 0.0
                for j in range(t_ptr[k], t_ptr[k + 1]):
                    t += U[r, mask, t_col[j]] * t_p[j]
                F[r, mask, k] = t
        w = 0.0
        for d in range(m):
            w += weights[d] * U[n_r - 1, mask, d]
        W[mask] = min(max(w, 0.0), 1.0)
    return U, F, W


class CompiledPolicyTurn:
    """One turn played by the plan's decisions, valued on the true deal (compiled)."""

    def __init__(self, policy: StandInPolicy, taken: int, relics: tuple[int, ...],
                 tie: float) -> None:
        self.policy = policy
        self.taken = taken
        self.relics = relics
        self.tie = tie
        self.plan = policy.plan(taken)
        turn = self.plan.turn(taken, relics)
        assert isinstance(turn, CompiledTurn)
        self.turn = turn
        self.targets = [p for p in open_in(policy.rows, taken) if policy.cards[p] is not None]
        self.nested = not policy.power      # a used relic is gone: masks are turns too

    def lefts(self) -> list[tuple[int, ...]]:
        """The relics held at the end of the turn, for every mask of unused relics."""
        if self.policy.power:
            return [self.relics] * (self.turn.full_mask + 1)
        return [tuple(r for i, r in enumerate(self.relics) if mask >> i & 1)
                for mask in range(self.turn.full_mask + 1)]

    def stop_rows(self) -> tuple[np.ndarray, np.ndarray]:
        """``(nmask, M)`` true worths of ending the turn as the plan would (ties: the worst),
        and where the plan misses. Base game (nested): the first holds only the rooms taken
        (+inf elsewhere), the kernel adds the discards of a miss; with Power Relics both."""
        pol, plan, lefts = self.policy, self.plan, self.lefts()
        thr = self.turn._stops - self.tie
        out = np.full(thr.shape, INF)
        anyhit = np.zeros(thr.shape[1], dtype=bool)
        for p in self.targets:
            hit = plan.match[pol.cards[p]]
            anyhit |= hit
            rated = np.array([plan.take_value(self.taken, p, left) for left in lefts])
            chosen = hit[None, :] & (rated[:, None] >= thr)
            true = np.full(len(lefts), INF)
            for mask in np.flatnonzero(chosen.any(axis=1)):
                true[mask] = pol.take_value(self.taken, p, lefts[mask])
            out = np.where(chosen, np.minimum(out, true[:, None]), out)
        miss_ok = np.ones_like(anyhit) if pol.options.may_decline else ~anyhit
        rated = np.array([plan.miss_value(self.taken, left) for left in lefts])
        chosen = miss_ok[None, :] & (rated[:, None] >= thr)
        if self.nested:
            return out, chosen
        true = np.full(len(lefts), INF)
        for mask in np.flatnonzero(chosen.any(axis=1)):
            true[mask] = pol.miss_value(plan, self.taken, lefts[mask])
        return np.where(chosen, np.minimum(out, true[:, None]), out), chosen

    def start_value(self) -> float:
        """The policy's chance to win from before the turn's first roll; nested (base game),
        the policy's value with every sub-multiset of the relics is kept too
        (:meth:`keep_nested`)."""
        turn = self.turn
        kinds, ptr, idx = _relic_tables(turn.abilities, turn.up_to)
        take_true, miss_chosen = self.stop_rows()
        lefts = self.lefts()
        plan_sub = (np.array([self.plan.value(self.taken, left) for left in lefts])
                    if self.nested else np.zeros(len(lefts)))
        U, _F, W = _evaluate(turn._V, turn._E, turn._stops, take_true, miss_chosen,
                             self.nested, plan_sub, kinds, ptr, idx, *_fixed(), self.tie,
                             np.ascontiguousarray(roll_weights(), dtype=np.float64))
        assert np.isfinite(U).all(), "the plan's best option was not found"
        if self.nested:
            self.keep_nested(lefts, W, plan_sub, miss_chosen)
        return float(W[turn.full_mask])

    def keep_nested(self, lefts: list[tuple[int, ...]], W: np.ndarray, plan_sub: np.ndarray,
                    miss_chosen: np.ndarray) -> None:
        """Keep the policy's value of each sub-multiset of the relics (``policy._nested``)
        and, as states of the policy (``policy._W``), those its misses discard down to:
        the states the numpy path asks for (:meth:`.policy.StandInPolicy._discard`)."""
        pol, taken = self.policy, self.taken
        for mask, left in enumerate(lefts):
            pol._nested.setdefault((taken, left), float(W[mask]))
        for mask in np.flatnonzero(miss_chosen.any(axis=1)):
            bits = [i for i in range(len(self.relics)) if mask >> i & 1]
            if not bits:
                continue
            top = max(plan_sub[mask & ~(1 << i)] for i in bits)
            for i in bits:
                rest = mask & ~(1 << i)
                if plan_sub[rest] >= top - self.tie:
                    pol._W.setdefault((taken, lefts[rest]), float(W[rest]))
