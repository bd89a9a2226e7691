"""win_probability, rank_moves and the optimal bot on real games (fixed seeds).

Heavy solves stay out: the deals here are solved once per test module (a few seconds)."""

from __future__ import annotations

import dataclasses
import math

import pytest

from pyramid_explorer.games import new_game
from pyramid_explorer.games.dice_pyramid import GreedyBot
from pyramid_explorer.sim import play_out
from pyramid_explorer.solve import HiddenCardsError, OptimalBot, rank_moves, win_probability
from pyramid_explorer.solve.deals import planning_cards

POWER = dict(i_know_the_way=True, power_relics=True)


def same_deal(base, seed):
    """A game with ``base``'s pyramid and the dice of ``seed``."""
    return dataclasses.replace(new_game("dice-pyramid", seed=seed, **base.options_dict()),
                               pyramid=base.pyramid, box=base.box)


@pytest.mark.rules("dp.option.i-know-the-way", "dp.option.power-relics",
                   "dp.ruling.power-once-per-turn", "dp.turn.relic-cap", "dp.turn.miss")
def test_best_move_value_is_the_position_value_and_chance_steps_average():
    """Along seeded games: the best move's chance equals the position's; a roll's chance is
    the average over its outcomes; every legal move is ranked exactly once."""
    phases = set()
    for seed, options in [(3, POWER), (4, POWER), (5, POWER), (1, dict(i_know_the_way=True))]:
        s = new_game("dice-pyramid", seed=seed, **options)
        while not s.is_terminal():
            v = win_probability(s)
            assert 0.0 <= v <= 1.0
            if s.is_chance_node():
                if len(s.pending) <= 2:
                    avg = math.fsum(p * win_probability(s.apply(a))
                                    for a, p in s.chance_outcomes())
                    assert avg == pytest.approx(v, abs=1e-12)
                s = s.apply(s.sample_chance())
                continue
            phases.add(s.phase)
            ranked = rank_moves(s)
            assert sorted(map(repr, (m.action for m in ranked))) == sorted(
                map(repr, s.legal_actions()))
            probs = [m.probability for m in ranked]
            assert all(a >= b - 1e-12 for a, b in zip(probs, probs[1:], strict=False))
            assert ranked[0].probability == pytest.approx(v, abs=1e-12)
            s = s.apply(ranked[0].action)
        assert win_probability(s) == (1.0 if s.outcome == "won" else 0.0)
    assert {"play", "cap", "miss"} <= phases


@pytest.mark.rules("dp.turn.take", engine=False)
def test_new_game_value_is_the_start_of_the_first_turn():
    s = new_game("dice-pyramid", seed=1, **POWER)
    v = win_probability(s)
    rolled = [win_probability(s.apply(a)) for a, _ in s.chance_outcomes()[:7776:97]]
    assert min(rolled) <= v <= max(rolled)
    assert round(v, 6) == 0.430376


@pytest.mark.rules("dp.setup.box")
def test_face_down_cards_are_never_used_for_the_players_chance():
    s = new_game("dice-pyramid", seed=1, power_relics=True)
    with pytest.raises(HiddenCardsError, match="I Know the Way") as err:
        win_probability(s)
    assert "Ich kenne den Weg" in err.value.de
    # the bot's plan: swapping two face-down cards changes nothing it can see or compute
    hidden = [p for p in range(10) if not s.is_face_up(p) and p != 0]
    cards = list(s.pyramid)
    cards[hidden[0]], cards[hidden[1]] = cards[hidden[1]], cards[hidden[0]]
    t = dataclasses.replace(s, pyramid=tuple(cards))
    assert t.observation(0) == s.observation(0)
    assert planning_cards(t) == planning_cards(s)
    s1 = s.apply(s.sample_chance())
    t1 = t.apply(s.sample_chance())
    assert [(str(m.action), m.probability) for m in rank_moves(s1, plan=True)] == [
        (str(m.action), m.probability) for m in rank_moves(t1, plan=True)]


def test_referee_value_is_the_value_with_every_card_known():
    """Same seed, same deal: the referee's chance in the face-down game is the I Know the
    Way chance (an upper bound on any fair play of that deal)."""
    s = new_game("dice-pyramid", seed=1, power_relics=True)
    known = new_game("dice-pyramid", seed=1, **POWER)
    assert known.pyramid == s.pyramid
    assert win_probability(s, referee=True) == win_probability(known)


def _rate(bot, base, seeds):
    return sum(play_out(same_deal(base, seed), [bot]).outcome == "won" for seed in seeds)


@pytest.mark.parametrize("options,games", [(POWER, 300), (dict(i_know_the_way=True), 120)])
def test_optimal_bot_wins_as_often_as_computed_and_beats_greedy(options, games):
    base = new_game("dice-pyramid", seed=1, **options)
    value = win_probability(base)
    seeds = range(500, 500 + games)
    wins = _rate(OptimalBot(), base, seeds)
    se = math.sqrt(value * (1 - value) / games)
    assert abs(wins / games - value) <= 4 * se
    greedy = _rate(GreedyBot(), base, seeds)
    assert wins > greedy


def test_exercise_verdict_judges_by_the_game_value():
    from pyramid_explorer.engine import Action, IllegalAction
    from pyramid_explorer.solve import move_verdict

    s = new_game("dice-pyramid", seed=1, **POWER)
    s = s.apply(s.sample_chance())
    ranked = rank_moves(s)
    good, mine, best = move_verdict(s, ranked[0].action)
    assert good and best == ranked[0]
    worst = ranked[-1]
    if worst.probability < ranked[0].probability - 1e-6:
        assert move_verdict(s, worst.action)[0] is False
    with pytest.raises(IllegalAction):
        move_verdict(s, Action("take", ("Treasure Chamber",)))
