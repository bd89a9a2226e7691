"""The bots: legal, deterministic, and the greedy one plays sensibly."""

from __future__ import annotations

import pytest
from test_dice_pyramid_helpers import at, new, roll, rolled

from pyramid_explorer import games
from pyramid_explorer.engine import RandomBot
from pyramid_explorer.games.dice_pyramid import GreedyBot
from pyramid_explorer.games.dice_pyramid.bots import best_keep, keep_chance
from pyramid_explorer.sim import play_out, run_many


@pytest.mark.parametrize("name", ["random", "greedy"])
def test_bots_replay_exactly_from_the_seed(name):
    bot = games.spec("dice-pyramid").bots[name]()
    a = play_out(new(77), [bot])
    b = play_out(new(77), [bot])
    assert a == b and a.is_terminal()
    assert games.load(a.to_json()) == a


@pytest.mark.rules("dp.ruling.must-take")
@pytest.mark.rules("dp.turn.take", engine=False)
def test_greedy_never_declines_and_prefers_the_treasure():
    bot = GreedyBot()
    s = rolled((4, 4, 4, 2, 2), seed=3, may_decline=True)
    assert bot.choose(s).kind == "take"
    s = roll(at(new(3), pyramid=(2, None, None, None, None, None, None, None, 1, None)),
             5, 5, 5, 5, 5)
    assert str(bot.choose(s)) == "Take Treasure Chamber"


def test_greedy_rerolls_toward_the_likeliest_room():
    # only Royal Chamber (four of a kind) open: keep the three 6s, roll the other two
    s = roll(at(new(3), pyramid=(None,) * 6 + (9, None, None, None)), 6, 2, 6, 5, 6)
    assert s.open_rooms() == ["Royal Chamber"]
    assert GreedyBot().choose(s).args == (1, 3)
    subset, p = best_keep((6, 2, 6, 5, 6), frozenset({9}))
    assert subset == (1, 3) and abs(p - (1 - (5 / 6) ** 2)) < 1e-12


def test_keep_chance_is_exact():
    assert keep_chance((1, 2, 3, 4, 5), frozenset({11})) == 1.0
    assert abs(keep_chance((), frozenset({2})) - 6 / 6**5) < 1e-12
    assert abs(keep_chance((3, 3, 3, 3), frozenset({2})) - 1 / 6) < 1e-12


@pytest.mark.rules("dp.turn.relic-cap")
def test_greedy_discards_its_least_useful_relic():
    s = rolled((4, 4, 4, 2, 2), seed=3)
    s = at(s, relics=(11, 10, 3, 9, 14))            # Sphinx, Cat, Sandstone, Crook, Nut
    t = s.apply(GreedyBot().choose(s))
    assert t.phase == "cap"
    assert str(GreedyBot().choose(t)) == "Discard Sandstone Amulet"


def test_greedy_uses_a_flip_to_turn_a_miss_into_a_match():
    s = roll(at(new(3), pyramid=(2, None, None, None, None, None, None, None, 3, None),
                relics=(10,)), 6, 6, 1, 2, 4)
    s = at(s, rerolls_left=0)                       # both re-rolls already spent
    action = GreedyBot().choose(s)
    assert action.kind == "use" and action.args[0] == "Cat Statue"
    assert s.apply(action).takeable_rooms() == ["Sandstone Triad"]


def test_greedy_wins_far_more_often_than_random():
    seeds = range(60)
    greedy = run_many(lambda k: new(k), [GreedyBot()], seeds)
    rand = run_many(lambda k: new(k), [RandomBot()], seeds)
    assert greedy.win_rate() > rand.win_rate() + 0.1


@pytest.mark.rules("dp.card.entrance", engine=False)
def test_greedy_keeps_the_entrance_as_a_fallback_and_takes_it_last():
    bot = GreedyBot()
    bottom = (2, 3, 4, 5, 6, 7, 9, 13, 14, 1)        # Royal Chamber, Antechamber, Sky, Entrance
    s = roll(at(new(3), pyramid=bottom), 1, 2, 3, 5, 6)
    assert s.takeable_rooms() == ["Entrance"]
    assert bot.choose(s).kind == "reroll"           # re-rolls left: aim higher
    s = at(s, rerolls_left=0)
    assert str(bot.choose(s)) == "Take Entrance"     # never ends a turn with a match
