"""Exact optimal play of one turn: value iteration over (re-rolls left, relics left).

The state of a turn is the multiset of dice on the table, the number of re-rolls left and the
set of relics not yet used. At every decision point the player may

- stop (the turn succeeds if the dice meet a target),
- re-roll any non-empty set of dice (if a re-roll is left),
- use any relic still held (re-roll k dice, flip, or shift; the relic is then spent for the
  turn — with Power Relics it stays, but can be used once per turn only, so the chance for the
  turn is the same).

``V(r, R)[d]`` is the best chance of success from dice ``d``; it is computed backwards with
memoisation, vectorised over all multisets ``d`` (252 for five dice) using the tables of
:mod:`.transitions`. Each state's options are *columns*: stop first, then re-rolls keeping
more dice first, then relic uses in the order the relics were given. Among options within
``TIE`` of the best, the first column is chosen — so the policy stops as soon as the dice meet
a target, and never spends a relic or a re-roll that does not strictly raise the chance.

>>> from pyramid_explorer.dice import Challenge
>>> s = Solver((Challenge.parse("X X X X X"),), 5, ())
>>> round(s.turn_probability(2) * 6**10)   # five of a kind in three rolls: 2783176 / 6**10
2783176
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from .abilities import Ability
from .challenge import Challenge
from .transitions import Tables, tables

TIE = 1e-12


@dataclass(frozen=True)
class Group:
    """A block of option columns of one state: what kind of option, and where it leads."""

    kind: str  # "stop" | "reroll" | "relic-reroll" | "relic-det"
    relic: int | None  # index into the solver's abilities
    next_state: tuple[int, int] | None  # (rerolls left, relic mask) after the option
    cols: np.ndarray | None  # (M, c) keep indices (chance) or full indices (det)
    masks: np.ndarray | None = None  # kept-position bitmasks of each column (chance groups)


class Solver:
    """Optimal single-turn play for some targets, dice count and relics (see module docs).

    ``targets`` are the challenges any of which counts as success; ``abilities`` the relics held
    (bit ``i`` of a relic mask = relic ``i`` still available); ``up_to`` lets relic re-rolls act
    on 1..k dice instead of exactly k.
    """

    def __init__(self, targets: Sequence[Challenge], n: int, abilities: Sequence[Ability],
                 up_to: bool = False) -> None:
        self.targets = tuple(targets)
        self.n = n
        self.abilities = tuple(abilities)
        self.up_to = up_to
        self.tab: Tables = tables(n)
        M = len(self.tab.full)
        if self.targets:
            self.match = np.array([c.match_vector(n) for c in self.targets])
        else:
            self.match = np.zeros((0, M), dtype=bool)
        self.success = self.match.any(axis=0).astype(np.float64)
        self.full_mask = (1 << len(self.abilities)) - 1
        self._V: dict[tuple[int, int], np.ndarray] = {}
        self._E: dict[tuple[int, int], np.ndarray] = {}
        self._groups: dict[tuple[int, int], list[Group]] = {}

    # -- values --------------------------------------------------------------------------
    def V(self, r: int, mask: int) -> np.ndarray:
        """Best chance of success from every multiset with ``r`` re-rolls and relics ``mask``."""
        key = (r, mask)
        if key not in self._V:
            best = self.success.copy()
            for g in self.groups(r, mask)[1:]:
                np.maximum(best, self._group_values(g).max(axis=1), out=best)
            np.minimum(best, 1.0, out=best)  # sums of probabilities may round to 1 + 1e-16
            self._V[key] = best
        return self._V[key]

    def E(self, r: int, mask: int) -> np.ndarray:
        """For every kept sub-multiset: the chance after re-rolling the other dice into state
        ``(r, mask)`` (``T @ V``)."""
        key = (r, mask)
        if key not in self._E:
            self._E[key] = self.tab.T @ self.V(r, mask)
        return self._E[key]

    def _group_values(self, g: Group) -> np.ndarray:
        assert g.next_state is not None and g.cols is not None
        if g.kind in ("reroll", "relic-reroll"):
            return self.E(*g.next_state)[g.cols]
        padded = np.append(self.V(*g.next_state), -np.inf)
        return padded[g.cols]

    def groups(self, r: int, mask: int) -> list[Group]:
        """The option columns of state ``(r, mask)``, in tie-breaking order."""
        key = (r, mask)
        if key in self._groups:
            return self._groups[key]
        tab = self.tab
        out = [Group("stop", None, None, None)]
        if r > 0:
            every = tuple(range(1, self.n + 1))
            out.append(Group("reroll", None, (r - 1, mask), tab.keep_columns(every),
                             tab.keep_masks(every)))
        for i, ability in enumerate(self.abilities):
            if not mask >> i & 1:
                continue
            nxt = (r, mask & ~(1 << i))
            if ability.kind == "reroll":
                sizes = ability.sizes(self.n, self.up_to)
                if sizes:
                    out.append(Group("relic-reroll", i, nxt, tab.keep_columns(sizes),
                                     tab.keep_masks(sizes)))
            elif ability.kind in ("flip", "shift"):
                out.append(Group("relic-det", i, nxt, tab.deterministic(ability)))
        self._groups[key] = out
        return out

    def q(self, r: int, mask: int) -> np.ndarray:
        """All option values of state ``(r, mask)`` as an (M, columns) matrix (-inf = none)."""
        blocks = [self.success[:, None]]
        blocks += [self._group_values(g) for g in self.groups(r, mask)[1:]]
        return np.hstack(blocks)

    def choice(self, r: int, mask: int) -> np.ndarray:
        """The policy: for every multiset the first column within ``TIE`` of the best."""
        Q = self.q(r, mask)
        best = Q.max(axis=1)
        return np.argmax(best[:, None] - TIE <= Q, axis=1)

    def turn_probability(self, r: int, mask: int | None = None) -> float:
        """Chance of success for a fresh turn: first roll random, then ``r`` re-rolls."""
        m = self.full_mask if mask is None else mask
        weights = np.rint(self.tab.full.prob * 6.0**self.n)  # exact integer roll counts
        return min(1.0, math.fsum((weights * self.V(r, m)).tolist()) / 6.0**self.n)

    # -- forward: where the policy ends up --------------------------------------------------
    def final_distribution(self, r: int, start: np.ndarray, mask: int | None = None
                           ) -> np.ndarray:
        """Distribution of the dice at the end of the turn when following :meth:`choice`,
        from ``start`` (a distribution over multisets, e.g. the first roll)."""
        tab = self.tab
        M = len(tab.full)
        mask = self.full_mask if mask is None else mask
        mass: dict[tuple[int, int], np.ndarray] = {(r, mask): np.asarray(start, dtype=float)}
        final = np.zeros(M)
        # every option lowers re-rolls + relics held by exactly one: process by that level
        order = sorted(((rr, mm) for rr in range(r + 1) for mm in range(self.full_mask + 1)
                        if mm & ~mask == 0),
                       key=lambda s: -(s[0] + bin(s[1]).count("1")))
        for state in order:
            m = mass.pop(state, None)
            if m is None or not m.any():
                continue
            choice = self.choice(*state)
            offset = 1
            final += np.where(choice == 0, m, 0.0)
            for g in self.groups(*state)[1:]:
                assert g.cols is not None and g.next_state is not None
                width = g.cols.shape[1]
                sel = (choice >= offset) & (choice < offset + width) & (m > 0)
                if sel.any():
                    rows = np.nonzero(sel)[0]
                    picked = g.cols[rows, choice[rows] - offset]
                    if g.kind == "relic-det":
                        moved = np.bincount(picked, weights=m[rows], minlength=M + 1)[:M]
                    else:
                        kmass = np.bincount(picked, weights=m[rows], minlength=tab.T.shape[0])
                        moved = kmass @ tab.T
                    nxt = mass.setdefault(g.next_state, np.zeros(M))
                    nxt += moved
                offset += width
        return final


@lru_cache(maxsize=256)
def solver(targets: tuple[Challenge, ...], n: int, abilities: tuple[Ability, ...],
           up_to: bool) -> Solver:
    """A cached :class:`Solver` (the same targets, dice and relics reuse all values)."""
    return Solver(targets, n, abilities, up_to)
