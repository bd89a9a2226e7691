"""The exact value of the optimal bot's stand-in policy (lower bound) and every bot played.

Fixed seeds; the face-down deals use Power Relics (556 states, about 1 s a plan)."""

from __future__ import annotations

import dataclasses
import math

import pytest
from playouts import bot_cases, trajectory

from pyramid_explorer import games
from pyramid_explorer.games import new_game
from pyramid_explorer.games.dice_pyramid.options import make_options
from pyramid_explorer.games.dice_pyramid.setup import deal
from pyramid_explorer.sim import play_out
from pyramid_explorer.solve import OptimalBot
from pyramid_explorer.solve.deals import planning_cards
from pyramid_explorer.solve.perfect import DealSolver
from pyramid_explorer.solve.policy import StandInPolicy, lower_upper
from pyramid_explorer.solve.shapes import taken_mask


@pytest.mark.rules("dp.option.i-know-the-way", engine=False)
def test_with_every_card_face_up_the_policy_value_is_the_exact_optimum():
    options = make_options(i_know_the_way=True, power_relics=True, may_decline=True)
    for seed in (4, 5):
        cards = deal(seed, options)[0]
        solver = DealSolver(cards, options)
        policy = StandInPolicy(cards, options)
        assert abs(policy.value(0, ()) - solver.value(0, ())) < 1e-12
        assert policy.plans == 1


@pytest.mark.rules("dp.setup.pyramid", "dp.option.power-relics", engine=False)
def test_face_down_lower_bound_is_below_the_upper_bound_deal_by_deal():
    options = make_options(power_relics=True)
    for seed in (6,):
        low, up = lower_upper(deal(seed, options)[0], options)
        assert 0.0 < low <= up + 1e-12
        assert up - low < 0.05          # a fair plan loses little to knowing every card


def test_the_policy_plans_with_the_cards_the_bot_plans_with():
    """Along seeded games the stand-in the evaluator gives each shape is the bot's own."""
    for seed, opts in [(2, dict(power_relics=True)), (3, {}), (4, dict(great_pyramid=True))]:
        state = new_game("dice-pyramid", seed=seed, **opts)
        policy = StandInPolicy(deal(seed, state.options)[0], state.options)
        seen = 0
        while not state.is_terminal():
            if state.phase == "chance" and state.roll_rule == "dp.turn.roll":
                mine = policy.plan_cards(taken_mask(state.pyramid))
                theirs = planning_cards(state)
                assert all(c is None or c == d for c, d in zip(theirs, mine, strict=True))
                seen += 1
            bot = games.spec("dice-pyramid").bots["greedy"]()
            state = state.apply(state.sample_chance() if state.is_chance_node()
                                else bot.choose(state))
        assert seen >= 3


@pytest.mark.rules("dp.setup.pyramid", "dp.option.power-relics")
def test_the_bot_wins_as_often_as_its_exact_policy_value_says():
    """300 games of one face-down deal (the dice of other seeds): the optimal bot's win rate
    is within 4 standard errors of the exact value of its policy on that deal."""
    base = new_game("dice-pyramid", seed=7, power_relics=True)
    value = StandInPolicy(base.pyramid, base.options).value(0, ())
    n = 300
    wins = 0
    bot = OptimalBot()
    for seed in range(20_001, 20_001 + n):
        game = dataclasses.replace(new_game("dice-pyramid", seed=seed, power_relics=True),
                                   pyramid=base.pyramid, box=base.box)
        wins += play_out(game, [bot]).outcome == "won"
    se = math.sqrt(value * (1 - value) / n)
    assert abs(wins / n - value) < 4 * se, (wins / n, value)


@pytest.mark.parametrize("case", list(bot_cases()),
                         ids=lambda c: f"{c[0]}-{c[4]}-s{c[1]}" + "".join(f"-{k}" for k in c[3]))
def test_every_registered_bot_plays_legal_replayable_games(case):
    game_id, seed, players, options, bot = case
    states = trajectory(game_id, seed, players, options, bot=bot)
    final = states[-1]
    again = games.new_game(game_id, seed=seed, players=players, **options)
    assert again.apply_all(final.history) == final        # every move was legal; replays
    assert games.load(final.to_json()) == final
    if game_id == "dice-pyramid":
        assert final.is_terminal()


def test_simulate_plays_the_optimal_bot_from_the_command_line(capsys):
    import json

    from pyramid_explorer.cli import main

    argv = ["simulate", "dice-pyramid", "--bots", "optimal", "greedy", "--games", "6",
            "--option", "i_know_the_way=yes", "--option", "power_relics=yes", "--workers", "1",
            "--json", "--no-progress"]
    assert main(argv) == 0
    data = json.loads(capsys.readouterr().out)
    assert [s["bots"] for s in data["series"]] == [["optimal"], ["greedy"]]
    assert all(s["games"] == 6 and not s["partial"] for s in data["series"])
