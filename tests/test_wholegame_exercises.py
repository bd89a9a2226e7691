"""The "your move" exercises judge Dice Pyramid moves by the chance to win the whole game."""

from __future__ import annotations

import pytest

from pyramid_explorer.engine import Action
from pyramid_explorer.games import new_game
from pyramid_explorer.solve import OptimalBot, rank_moves
from pyramid_explorer.ui.exercises import Choice, Exercise, dice_pyramid_judge

POWER = dict(i_know_the_way=True, power_relics=True)
TAKE = Action("take", ("Entrance",))
REROLL = Action("reroll", (0, 1, 3))


def opening():
    """Seed 1, every card face up, Power Relics: the first roll 5 1 4 6 4."""
    s = new_game("dice-pyramid", seed=1, **POWER)
    s = s.apply(s.sample_chance())
    assert s.dice == (5, 1, 4, 6, 4)
    return s


@pytest.mark.rules("dp.option.i-know-the-way", "dp.turn.take")
def test_the_sure_room_this_turn_is_not_the_move_that_wins_most_games():
    ex = Exercise(opening(), "Take the Entrance now?", [Choice("Take", [TAKE]),
                                                       Choice("Re-roll", [REROLL])],
                  judge=dice_pyramid_judge())
    take, reroll = ex.choose(0), ex.choose(1)
    assert take.legal and take.good is False        # 100 % this turn, yet weaker for the game
    assert "this turn: 100 %" in take.odds
    assert "whole game with best play: 42.4 % after this move" in take.odds
    assert "(“Re-roll dice 1, 2, 4”) gives 43.1 %" in take.odds
    assert reroll.good is True and "43.1 % after this move" in reroll.odds
    # this turn's odds alone call the take good
    alone = Exercise(opening(), "?", [Choice("Take", [TAKE])],
                     judge=dice_pyramid_judge(game_value=False)).choose(0)
    assert alone.good is True and "whole game" not in alone.odds
    de = Exercise(opening(), "?", [Choice("Take", [TAKE])],
                  judge=dice_pyramid_judge("de")).choose(0)
    assert "das ganze Spiel bei bestem Spiel zu gewinnen: 42.4 %" in de.odds


@pytest.mark.rules("dp.turn.relic-cap")
@pytest.mark.rules("dp.turn.miss", engine=False)
def test_discards_are_judged_by_the_game_value():
    bot = OptimalBot()
    for seed in range(2, 30):
        s = new_game("dice-pyramid", seed=seed, **POWER)
        while not s.is_terminal() and s.phase not in ("cap", "miss"):
            s = s.apply(s.sample_chance() if s.is_chance_node() else bot.choose(s))
        if s.phase in ("cap", "miss") and len({m.probability for m in rank_moves(s)}) > 1:
            break
    else:
        pytest.fail("no discard with a choice that matters in 28 games")
    ranked = rank_moves(s)
    choices = [Choice(str(m.action), [m.action]) for m in ranked]
    ex = Exercise(s, "Which relic goes?", choices, judge=dice_pyramid_judge())
    best, worst = ex.choose(0), ex.choose(len(choices) - 1)
    assert best.good is True and worst.good is False
    assert "Chance to make a room" not in worst.odds      # this turn's odds say nothing here
    assert "whole game" in worst.odds


@pytest.mark.rules("dp.setup.pyramid")
def test_with_face_down_cards_only_this_turns_odds_judge():
    s = new_game("dice-pyramid", seed=1, power_relics=True)
    s = s.apply(s.sample_chance())
    v = Exercise(s, "?", [Choice("Take", [s.legal_actions()[0]])],
                 judge=dice_pyramid_judge()).choose(0)
    assert v.legal and "whole game" not in v.odds
