"""The compiled turn kernel (solve/kernel.py, solve/policy_kernel.py) against the numpy path.

Both paths solve the same recursion; the kernel only adds in another order, so every value
must agree to 1e-12. Positions are the turn starts late in seeded greedy games (a few cards
left, relics in hand), for every option set, so the numpy path stays quick."""

from __future__ import annotations

import numpy as np
import pytest

from pyramid_explorer import games
from pyramid_explorer.games import new_game
from pyramid_explorer.games.dice_pyramid.setup import deal
from pyramid_explorer.solve import kernel
from pyramid_explorer.solve.kernel import CompiledTurn
from pyramid_explorer.solve.perfect import DealSolver
from pyramid_explorer.solve.policy import StandInPolicy
from pyramid_explorer.solve.shapes import taken_mask
from pyramid_explorer.solve.turn import REROLLS, TurnSolution

OPTION_SETS = [
    dict(i_know_the_way=True),
    dict(i_know_the_way=True, power_relics=True),
    dict(i_know_the_way=True, great_pyramid=True),
    dict(i_know_the_way=True, great_pyramid=True, power_relics=True),
    dict(i_know_the_way=True, relic_reroll_up_to=True),
    dict(i_know_the_way=True, full_house_five_of_a_kind=True, may_decline=True),
    dict(i_know_the_way=True, power_relics=True, may_decline=True, relic_reroll_up_to=True),
]


def turn_starts(seed: int, opts: dict) -> tuple[object, list[tuple[int, tuple[int, ...]]]]:
    """The options and every ``(shape, relics)`` at which a turn started in a greedy game."""
    state = new_game("dice-pyramid", seed=seed, **opts)
    bot = games.spec("dice-pyramid").bots["greedy"]()
    starts = []
    while not state.is_terminal():
        if state.phase == "chance" and state.roll_rule == "dp.turn.roll":
            starts.append((taken_mask(state.pyramid), tuple(sorted(state.relics))))
        state = state.apply(state.sample_chance() if state.is_chance_node()
                            else bot.choose(state))
    return state.options, starts


def late_positions(seed: int, opts: dict) -> tuple[object, list]:
    """The last two turn starts of a greedy game with relics in hand and at least two
    rooms besides the Treasure Chamber left (few cards left keeps the numpy path quick)."""
    options, starts = turn_starts(seed, opts)
    size = len(deal(seed, options)[0])
    chosen = [p for p in dict.fromkeys(starts) if p[1] and size - bin(p[0]).count("1") >= 3]
    return options, chosen[-2:]


def same_turn(fast: CompiledTurn, slow: TurnSolution) -> float:
    """The largest difference of V, E and the stop worths over every re-roll count and mask."""
    worst = 0.0
    for mask in range(fast.full_mask + 1):
        worst = max(worst, float(np.abs(fast.stop(mask) - slow.stop(mask)).max()))
        for r in range(REROLLS + 1):
            worst = max(worst, float(np.abs(fast.V(r, mask) - slow.V(r, mask)).max()),
                        float(np.abs(fast.E(r, mask) - slow.E(r, mask)).max()))
    return worst


def test_the_kernel_is_installed_and_used():
    """numba is a dependency: without it the comparisons below would compare numpy to itself."""
    assert kernel.AVAILABLE
    cards = deal(1, new_game("dice-pyramid", seed=1).options)[0]
    solver = DealSolver(cards, new_game("dice-pyramid", seed=1).options)
    assert isinstance(solver.turn(0b1111111110, (8,)), CompiledTurn)


@pytest.mark.parametrize("opts", OPTION_SETS, ids=lambda o: "+".join(sorted(o)))
def test_compiled_and_numpy_paths_give_equal_values(opts):
    checked = 0
    for seed in (3, 7):
        options, positions = late_positions(seed, opts)
        cards = deal(seed, options)[0]
        fast = DealSolver(cards, options)
        slow = DealSolver(cards, options, compiled=False)
        for taken, relics in positions:
            assert abs(fast.value(taken, relics) - slow.value(taken, relics)) < 1e-12
            assert same_turn(fast.turn(taken, relics), slow.turn(taken, relics)) < 1e-12
            checked += 1
        assert fast._W.keys() == slow._W.keys()          # the same states were solved
        assert max(abs(fast._W[k] - slow._W[k]) for k in fast._W) < 1e-12
    assert checked >= 2


@pytest.mark.parametrize("opts", [dict(power_relics=True), {},
                                  dict(great_pyramid=True, power_relics=True)],
                         ids=["power", "base", "great+power"])
def test_compiled_and_numpy_policy_values_are_equal_face_down(opts):
    """The stand-in policy's exact value (the lower bound) by both paths, face down."""
    policies_by_both_paths(5, opts)


def policies_by_both_paths(seed: int, opts: dict) -> StandInPolicy:
    """Check the stand-in policy of ``seed``'s deal by the kernel and by numpy at late turn
    starts: equal values (1e-12), the same states solved. Returns the compiled one."""
    options, positions = late_positions(seed, opts)
    cards = deal(seed, options)[0]
    fast = StandInPolicy(cards, options)
    slow = StandInPolicy(cards, options, compiled=False)
    assert positions
    for taken, relics in positions:
        assert abs(fast.value(taken, relics) - slow.value(taken, relics)) < 1e-12
    assert fast._W.keys() == slow._W.keys()
    assert max(abs(fast._W[k] - slow._W[k]) for k in fast._W) < 1e-12
    return fast


def test_a_memo_shared_between_deals_changes_no_value():
    """Two stand-in plans of one face-down game share a memo (values by the cards still in
    play): the later plan's values equal those of a solver of its own, state by state."""
    state = new_game("dice-pyramid", seed=4, power_relics=True)
    options = state.options
    policy = StandInPolicy(deal(4, options)[0], options)
    policy.value(0, ())
    plans = list(policy._plans.values())
    assert len(plans) >= 3
    for plan in plans[1:]:
        alone = DealSolver(plan.cards, options)
        for (taken, relics), value in plan._W.items():
            assert abs(alone.value(taken, relics) - value) < 1e-12
    assert len(policy._shared) < sum(len(p._W) for p in plans)   # values were reused
