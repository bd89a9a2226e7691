"""Dice Pyramid refusals that name what is actually wrong (issue 9)."""

from __future__ import annotations

import ast
import re

import pytest
from test_dice_pyramid_helpers import rejected, rolled, take
from test_dice_pyramid_relics import holding

from pyramid_explorer.engine import Action


@pytest.mark.rules("engine.action", "dp.relic.cat-statue")
@pytest.mark.parametrize("bad", [("Cat Statue",), ("Cat Statue", [2]), ("Cat Statue", [2], 0, 1)])
def test_the_relic_use_example_in_the_refusal_is_a_move_the_game_accepts(bad):
    state = holding("Cat Statue", (1, 6, 3, 4, 5))
    err = rejected(state, Action("use", bad), "engine.action")
    for lang in ("en", "de"):
        example = re.search(r"(\(\"Cat Statue\", \[\d\], \d\))", err.message(lang))
        assert example, err.message(lang)
        after = state.apply(Action("use", ast.literal_eval(example.group(1))))
        assert after.dice == (1, 6, 4, 4, 5)          # die 3 flipped from 3 to 4


@pytest.mark.rules("dp.turn.choose")
def test_a_second_take_in_the_same_turn_cites_the_one_room_rule():
    state = rolled((1, 2, 3, 4, 6)).apply(take("Entrance"))
    err = rejected(state, take("Entrance"), "dp.turn.choose")
    assert "already taken a room this turn" in err.message("en")
    assert "schon einen Raum genommen" in err.message("de")
