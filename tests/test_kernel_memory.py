"""What keeps a learner's kernel light (issue 28): a Dice Pyramid tab's memory must not grow
with every step. Two causes were found with tracemalloc and are pinned here: each odds solver
copied the re-roll tables (about 0.3 MB a step, kept by the solver cache), and every roll in a
line of play kept its own list of up to 7,776 outcomes for the share link."""

from __future__ import annotations

import random

import pytest

from pyramid_explorer.dice import Challenge
from pyramid_explorer.dice.solver import Solver
from pyramid_explorer.dice.transitions import tables
from pyramid_explorer.engine import Action
from pyramid_explorer.games import new_game
from pyramid_explorer.ui.model.share_moves import MoveIndexer, pack, replay


def test_every_odds_solver_shares_one_copy_of_the_reroll_columns():
    one = Solver((Challenge.parse("X X X X X"),), 5, ())
    other = Solver((Challenge.parse("1 2 3 4 5"),), 5, ())
    a, b = one.groups(2, 0)[1], other.groups(1, 0)[1]
    assert a.cols is b.cols is tables(5).keep_columns((1, 2, 3, 4, 5))
    assert not a.cols.flags.writeable  # no solver can change what the others read
    # and the values are the ones the tables give: five of a kind in three rolls
    assert round(one.turn_probability(2) * 6**10) == 2783176


@pytest.mark.parametrize("seed", [1, 7])
def test_a_rolls_outcomes_are_indexed_without_listing_them(seed):
    """Share links index every roll among its outcomes: computed, it equals the listed
    order for every outcome, and no state keeps the 7,776-long list."""
    rng = random.Random(seed)
    state = new_game("dice-pyramid", seed=seed)
    rolls_seen = set()
    while not state.is_terminal() and len(rolls_seen) < 4:
        if state.is_chance_node():
            legal = state.legal_actions()
            assert state.action_count() == len(legal)
            for i in rng.sample(range(len(legal)), min(40, len(legal))) + [0, len(legal) - 1]:
                assert state.action_index(legal[i]) == (i, len(legal))
                assert state.action_at(i) == legal[i]
            assert "_legal" not in vars(state)  # the list is not kept by the state
            rolls_seen.add(len(legal))
            action = state.sample_chance()
        else:
            action = state.legal_actions()[rng.randrange(len(state.legal_actions()))]
        state = state.apply(action)
    assert 7776 in rolls_seen and len(rolls_seen) >= 2


def test_an_outcome_of_another_roll_is_refused():
    state = new_game("dice-pyramid", seed=3)
    assert state.is_chance_node() and state.action_count() == 7776
    too_few = Action("roll", (1, 2))
    with pytest.raises(ValueError, match="not an outcome"):
        state.action_index(too_few)
    with pytest.raises(IndexError):
        state.action_at(7776)


def test_a_dice_pyramid_line_round_trips_through_a_share_link():
    root = new_game("dice-pyramid", seed=11)
    line = [root]
    rng = random.Random(2)
    for _ in range(25):
        s = line[-1]
        if s.is_terminal():
            break
        a = s.sample_chance() if s.is_chance_node() else rng.choice(s.legal_actions())
        line.append(s.apply(a))
    code = pack(MoveIndexer().indices(line))
    assert replay(root, code) == (line[-1].history, None)
