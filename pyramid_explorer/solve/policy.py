"""The exact value of the optimal bot's stand-in policy on a true deal: a lower bound.

In a face-down game :class:`.bot.OptimalBot` plays the plan of a *stand-in* deal
(:func:`.deals.planning_cards`). What the player has seen depends only on the shape (the
taken positions and those they uncovered), so on a true deal the bot's plan is a function of
the shape: one :class:`.perfect.DealSolver` per set of revealed cards, cached. Following the
plan's decisions while the dice and the cards fall as in the true deal is a Markov chain over
the true deal's between-turn states, evaluated here exactly by backward induction:

- within a turn, at every dice multiset, re-rolls left and relics unused, the plan's best
  option (stop, a re-roll, a relic use) is played and its **true** worth is propagated;
- stopping takes the plan's best matching room (or misses and discards the plan's choice);
  after a take over the cap the discard is chosen by the plan of the *new* shape (the bot
  then sees the uncovered cards).

Where the plan rates several options equal (within ``TIE`` = 2e-12, wider than the bot's
rounding to 12 digits), the one with the **lowest true worth** is assumed. So the result is
never above the bot's exact value on the deal, whatever its tie-breaking, and equals it when
ties do not matter. Averaged over deals it is a lower bound of the face-down game's optimum
(the bot is a fair policy), as the perfect-information value (:class:`.perfect.DealSolver`
on the true deal) is an upper bound deal by deal.

With I Know the Way the stand-in is the true deal, so the value is the exact optimum:

>>> from pyramid_explorer.games.dice_pyramid.options import make_options
>>> from pyramid_explorer.games.dice_pyramid.setup import deal
>>> o = make_options(i_know_the_way=True, power_relics=True)
>>> cards = deal(1, o)[0]
>>> abs(StandInPolicy(cards, o).value(0, ()) - DealSolver(cards, o).value(0, ())) < 1e-12
True
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from ..games.dice_pyramid.layout import layout
from ..games.dice_pyramid.options import DicePyramidOptions
from ..games.dice_pyramid.setup import TREASURE_CHAMBER
from .deals import Cards, stand_in
from .perfect import DealSolver, Relics, drop
from .policy_kernel import CompiledPolicyTurn
from .shapes import open_in
from .turn import _reroll_index, keep_and_roll, roll_weights

TIE = 2e-12
INF = np.inf


def revealed(rows: int, taken: int) -> tuple[int, ...]:
    """Positions whose card the player has seen in a face-down game: taken or uncovered.

    >>> revealed(4, 0)
    (6, 7, 8, 9)
    """
    return tuple(p for p in range(layout(rows).size)
                 if taken >> p & 1 or p in open_in(rows, taken))


def _tied_min(plan: np.ndarray, true: np.ndarray, index: tuple[np.ndarray, np.ndarray],
              threshold: np.ndarray) -> np.ndarray:
    """Row-wise over a compact index: the lowest ``true`` among the entries whose ``plan``
    value reaches the row's ``threshold`` (+inf where none does)."""
    flat, starts = index
    counts = np.diff(np.append(starts, len(flat)))
    rows = np.repeat(np.arange(len(starts)), counts)
    vals = np.where(plan[flat] >= threshold[rows], true[flat], INF)
    return np.minimum.reduceat(vals, starts)


class StandInPolicy:
    """Exact win chances of the stand-in policy on the true deal ``cards``."""

    def __init__(self, cards: Sequence[int], options: DicePyramidOptions,
                 compiled: bool = True, shared: dict | None = None) -> None:
        self.cards = tuple(cards)
        self.options = options
        self.compiled = compiled
        self.rows = options.rows
        self.power = options.power_relics
        self._plans: dict[Cards, DealSolver] = {}
        # plan values by the cards still in play, shared by the plans (and, given, others)
        self._shared: dict = {} if shared is None else shared
        self._W: dict[tuple[int, Relics], float] = {}
        # the policy's values of the relic subsets a nested turn solved (base game)
        self._nested: dict[tuple[int, Relics], float] = {}

    # -- the bot's plan -----------------------------------------------------------------
    def plan_cards(self, taken: int) -> Cards:
        """The stand-in deal the bot plans with at shape ``taken``, the taken positions
        keeping their true cards (values depend only on the cards still in play, so one
        plan serves every shape with the same revealed cards)."""
        if self.options.i_know_the_way:
            return self.cards
        seen_pos = revealed(self.rows, taken)
        hidden = [p for p in range(len(self.cards)) if p not in seen_pos]
        seen = {self.cards[p] for p in seen_pos}
        return stand_in(self.cards, hidden, seen, self.options.great_pyramid)

    def plan(self, taken: int) -> DealSolver:
        """The bot's solver at shape ``taken`` (one per set of revealed cards)."""
        cards = self.plan_cards(taken)
        got = self._plans.get(cards)
        if got is None:
            got = self._plans[cards] = DealSolver(cards, self.options, self.compiled,
                                                   self._shared)
        return got

    @property
    def plans(self) -> int:
        """How many distinct plans were built so far."""
        return len(self._plans)

    # -- between turns ------------------------------------------------------------------
    def value(self, taken: int, relics: Relics) -> float:
        """The policy's chance to win from before a turn's first roll (true deal)."""
        key = (taken, relics)
        got = self._W.get(key)
        if got is None:
            got = self._nested.get(key)
            if got is not None:
                self._W[key] = got
                return got
            plan = self.plan(taken)
            turn = (CompiledPolicyTurn(self, taken, relics, TIE) if plan.compiled
                    else _PolicyTurn(self, taken, relics))
            got = self._W[key] = turn.start_value()
        return got

    def _discard(self, plan: DealSolver, taken: int, held: Relics) -> float:
        """True worth of the plan's discard from ``held`` (ties: the worst for the player)."""
        rated = plan.discard_values(taken, held)
        top = max(rated.values())
        return min(self.value(taken, drop(held, x)) for x, v in rated.items() if v >= top - TIE)

    def take_value(self, taken: int, position: int, relics: Relics) -> float:
        """True worth of taking the room at ``position`` with ``relics`` left."""
        card = self.cards[position]
        if card == TREASURE_CHAMBER:
            return 1.0
        after = taken | 1 << position
        held = tuple(sorted(relics + (card,)))
        if len(held) <= self.options.relic_cap:
            return self.value(after, held)
        return self._discard(self.plan(after), after, held)

    def miss_value(self, plan: DealSolver, taken: int, relics: Relics) -> float:
        """True worth of a turn without a room: the plan's discard, or a loss."""
        return self._discard(plan, taken, relics) if relics else 0.0


class _PolicyTurn:
    """One turn played by the plan's decisions, valued on the true deal."""

    def __init__(self, policy: StandInPolicy, taken: int, relics: Relics) -> None:
        self.policy = policy
        self.taken = taken
        self.relics = relics
        self.plan = policy.plan(taken)
        self.turn = self.plan.turn(taken, relics)
        self.targets = [p for p in open_in(policy.rows, taken) if policy.cards[p] is not None]
        self._U: dict[tuple[int, int], np.ndarray] = {}
        self._F: dict[tuple[int, int], np.ndarray] = {}

    def start_value(self) -> float:
        u = self.U(2, self.turn.full_mask)
        return float(np.clip(roll_weights() @ u, 0.0, 1.0))

    def stop(self, mask: int) -> np.ndarray:
        """``(M,)``: true worth of ending the turn as the plan would, with relics ``mask``."""
        pol, plan = self.policy, self.plan
        left = self.relics if pol.power else tuple(r for i, r in enumerate(self.relics)
                                                   if mask >> i & 1)
        threshold = self.turn.stop(mask)[:, 0] - TIE
        out = np.full(threshold.shape, INF)
        anyhit = np.zeros(threshold.shape, dtype=bool)
        for p in self.targets:
            hit = plan.match[pol.cards[p]]
            anyhit |= hit
            rated = plan.take_value(self.taken, p, left)
            chosen = hit & (rated >= threshold)
            if chosen.any():
                out = np.where(chosen, np.minimum(out, pol.take_value(self.taken, p, left)), out)
        miss_ok = np.ones_like(anyhit) if pol.options.may_decline else ~anyhit
        chosen = miss_ok & (plan.miss_value(self.taken, left) >= threshold)
        if chosen.any():
            out = np.where(chosen, np.minimum(out, pol.miss_value(plan, self.taken, left)), out)
        return out

    def U(self, r: int, mask: int) -> np.ndarray:
        """``(M,)``: true worth from every dice multiset, the plan deciding."""
        key = (r, mask)
        got = self._U.get(key)
        if got is not None:
            return got
        threshold = self.turn.V(r, mask)[:, 0] - TIE
        plan_stop = self.turn.stop(mask)[:, 0]
        best = np.where(plan_stop >= threshold, self.stop(mask), INF)
        if r > 0:
            np.minimum(best, _tied_min(self.turn.E(r - 1, mask)[:, 0], self.F(r - 1, mask),
                                       _reroll_index(), threshold), out=best)
        for i, (kind, index) in enumerate(self.turn._moves):
            if not mask >> i & 1 or index is None:
                continue
            rest = mask & ~(1 << i)
            if kind == "chance":
                plan_v, true_v = self.turn.E(r, rest)[:, 0], self.F(r, rest)
            else:
                plan_v = np.append(self.turn.V(r, rest)[:, 0], -INF)
                true_v = np.append(self.U(r, rest), INF)
            np.minimum(best, _tied_min(plan_v, true_v, index, threshold), out=best)
        assert np.isfinite(best).all(), "the plan's best option was not found"
        self._U[key] = best
        return best

    def F(self, r: int, mask: int) -> np.ndarray:
        """``(K,)``: true worth after keeping each sub-multiset and rolling the rest."""
        key = (r, mask)
        got = self._F.get(key)
        if got is None:
            got = self._F[key] = keep_and_roll(self.U(r, mask)[:, None])[:, 0]
        return got


def lower_upper(cards: Sequence[int], options: DicePyramidOptions) -> tuple[float, float]:
    """``(stand-in policy value, perfect-information value)`` of a new game on ``cards``.

    For seed 1's Power Relics deal face down: ``(0.429774…, 0.430376…)`` (about 4 s of CPU;
    ``tests/test_wholegame_policy.py`` checks ``lower <= upper`` on another deal).
    """
    return StandInPolicy(cards, options).value(0, ()), DealSolver(cards, options).value(0, ())


__all__ = ["StandInPolicy", "lower_upper", "revealed"]
