"""Property tests: random seeds, every option combination, random (and greedy) legal play."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pyramid_explorer import games
from pyramid_explorer.engine import Action
from pyramid_explorer.games.dice_pyramid import ROOMS, GreedyBot

OPTION_NAMES = ("power_relics", "great_pyramid", "i_know_the_way", "full_house_five_of_a_kind",
                "relic_reroll_up_to", "may_decline")
options_st = st.fixed_dictionaries({name: st.booleans() for name in OPTION_NAMES})
NAME = {room.number: name for name, room in ROOMS.items()}
STEP_BOUND = 3000   # turns <= 2 * rooms + 1, each with a bounded number of steps
GREEDY = GreedyBot()


def accounted(state) -> list[int]:
    """Every card: in the pyramid, held as a relic, discarded, or in the box."""
    return sorted([c for c in state.pyramid if c is not None] + list(state.relics)
                  + list(state.discard) + list(state.box))


def play(seed: int, options: dict, mover_seed: int, greedy_share: float):
    """Play one game to the end, checking Dice Pyramid's own invariants at every step (the
    kernel's — apply never mutates, saves replay, nothing hidden is shown — are checked for
    every game in tests/test_game_contract.py and tests/test_hidden_info.py)."""
    state = games.new_game("dice-pyramid", seed=seed, **options)
    rng = random.Random(mover_seed)
    cap = state.options.relic_cap
    for _ in range(STEP_BOUND):
        assert accounted(state) == list(range(1, 16))
        assert len(state.relics) <= cap + (1 if state.phase == "cap" or state.outcome == "won" else 0)
        if state.is_terminal():
            return state
        if state.is_chance_node():
            action = state.sample_chance()
        elif rng.random() < greedy_share:
            action = GREEDY.choose(state)
        else:
            legal = state.legal_actions()
            assert len({str(a) for a in legal}) == len(legal)      # readable and distinct
            action = legal[rng.randrange(len(legal))]
        state = state.apply(action)
    raise AssertionError(f"game not over after {STEP_BOUND} steps")


@pytest.mark.rules("dp.setup.box", "dp.turn.relic-cap", "dp.pyramid.open", "engine.chance")
@given(seed=st.integers(0, 10**9), options=options_st, mover=st.integers(0, 10**6),
       greedy_share=st.sampled_from([0.0, 0.5, 0.9]))
def test_random_legal_play_keeps_every_invariant_and_ends(seed, options, mover, greedy_share):
    final = play(seed, options, mover, greedy_share)
    assert final.outcome in ("won", "lost")
    assert final.returns() == [1.0 if final.outcome == "won" else -1.0]


@pytest.mark.rules("dp.option.power-relics", "dp.option.great-pyramid",
                   "dp.option.i-know-the-way", "dp.ruling.full-house", "dp.ruling.reroll-count",
                   "dp.ruling.must-take")
@pytest.mark.parametrize("flags", list(itertools.product([False, True], repeat=6)),
                         ids=lambda f: "".join("1" if x else "0" for x in f))
def test_every_option_combination_plays_to_the_end(flags):
    options = dict(zip(OPTION_NAMES, flags, strict=True))
    seed = sum(bit << i for i, bit in enumerate(flags)) * 7 + 1
    final = play(seed, options, mover_seed=5, greedy_share=0.7)
    assert final.is_terminal()
    assert games.load(final.to_json()) == final


def candidates() -> list[Action]:
    """A broad set of well-formed moves, legal or not."""
    subsets = [tuple(i for i in range(5) if mask >> i & 1) for mask in range(32)]
    out = [Action("reroll", s) for s in subsets] + [Action("end", ())]
    out += [Action("take", (name,)) for name in ROOMS]
    out += [Action("discard", (room.relic,)) for room in ROOMS.values()]
    out += [Action("use", (room.relic, s, d)) for room in ROOMS.values() for s in subsets
            for d in (-1, 0, 1)]
    return out


CANDIDATES = candidates()


@pytest.mark.rules("engine.action", engine=False)
@given(seed=st.integers(0, 10**6), options=options_st, mover=st.integers(0, 10**6))
def test_exactly_the_listed_actions_are_legal(seed, options, mover):
    state = games.new_game("dice-pyramid", seed=seed, **options)
    rng = random.Random(mover)
    checks = 0
    for _ in range(200):
        if state.is_terminal() or checks >= 4:
            break
        if state.is_chance_node():
            state = state.apply(state.sample_chance())
            continue
        legal = state.legal_actions()
        if rng.random() < 0.3:
            checks += 1
            allowed = {a for a in CANDIDATES if state._reject(a) is None}
            assert allowed == set(legal)
        state = state.apply(legal[rng.randrange(len(legal))])
