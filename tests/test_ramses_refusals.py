"""Illegal moves are refused naming the rule, and the position is left exactly as it was."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest
from test_ramses_helpers import EAST, NORTH, WEST, A, at, climbing, deciding, new, tent

from pyramid_explorer import games
from pyramid_explorer.engine import IllegalAction, SaveError
from pyramid_explorer.games.ramses_pyramid.state import Phase


def refused(state, action) -> IllegalAction:
    before = state.snapshot()
    with pytest.raises(IllegalAction) as err:
        state.apply(action)
    assert state.snapshot() == before
    assert err.value.reason.endswith(".") and err.value.message("de").endswith(".")
    return err.value


CASES = [
    ("climb on the track", lambda: new(), A("climb"), "rp.track.move"),
    ("enter before the lap", lambda: deciding(new(), layer=2, side=WEST), A("enter", NORTH),
     "rp.track.enter"),
    ("climb before entering", lambda: deciding(new(), lapped=True), A("climb"), "rp.track.enter"),
    ("enter a blocked side", lambda: deciding(replace(new(), mummies=((1, NORTH),) * 8),
                                              lapped=True), A("enter", NORTH), "rp.mummy.block"),
    ("sideways to your own side", lambda: deciding(new(), layer=2, side=WEST),
     A("sideways", WEST, "tent"), "rp.pyramid.sideways"),
    ("sideways without the crystal", lambda: deciding(new(), layer=2, side=WEST),
     A("sideways", NORTH, "tent"), "rp.pyramid.colour"),
    ("open a temple space with no temple", lambda: deciding(new(), layer=2, side=WEST),
     A("sideways", NORTH, 3), "rp.pyramid.colour"),
    ("up past the top", lambda: climbing(new(), 2, layer=6, side=NORTH), A("up", "tent"),
     "rp.pyramid.step"),
    ("up without rolling", lambda: deciding(new(), layer=2, side=WEST), A("up", "tent"),
     "rp.pyramid.step"),
    ("take where there is no crystal",
     lambda: new().apply(A("roll", 2, "plain")), A("take"), "rp.space.crystal"),
    ("peek where there is no temple",
     lambda: new().apply(A("roll", 1, "turn")).apply(A("turn", 2, 1)), A("peek"),
     "rp.space.peek"),
    ("temple onto an occupied space",
     lambda: new().apply(A("roll", 2, "plain")).apply(A("peek")), A("place", 4), "rp.space.peek"),
    ("turn without a turn roll", lambda: new().apply(A("roll", 2, "plain")), A("turn", 2, 1),
     "rp.ruling.turn-layer"),
    ("steal without a steal roll", lambda: new(), A("steal", 1, "red"), "rp.ruling.steal"),
    ("steal a crystal nobody has", lambda: tent(new(), 1, "red").apply(A("roll", 2, "steal")),
     A("steal", 1, "blue"), "rp.ruling.steal"),
    ("a mummy from a side with none at the top",
     lambda: replace(new(), mummies=((7, 0), (7, 1)) + ((3, 0),) * 6).apply(A("roll", 3, "mummy")),
     A("mummy", 2), "rp.mummy.roll"),
    ("choose the steps without the option",
     lambda: new().apply(A("roll", 2, "plain")), A("advance", 1), "rp.ruling.track-exact"),
    ("name colours outside the treasure room", lambda: new(), A("name", "red"),
     "rp.variant.treasure"),
    ("a player move at the roll", lambda: new(), A("stop"), "rp.ruling.track-exact"),
    ("a face the die does not have", lambda: new(), A("roll", 6, "plain"), "engine.chance"),
    ("roll when a player is to move", lambda: deciding(new(), layer=2, side=WEST),
     A("roll", 2, "plain"), "rp.pyramid.decide"),
    ("not a move of this game", lambda: new(), A("fly", 3), "engine.action"),
    ("sideways with arguments of the wrong shape", lambda: deciding(new(), layer=2, side=WEST),
     A("sideways", "x"), "engine.action"),  # the kernel's argument check: a side is a number
]


@pytest.mark.rules("rp.track.move", "rp.track.enter", "rp.mummy.block", "rp.pyramid.sideways",
                   "rp.pyramid.colour", "rp.pyramid.step", "rp.space.crystal", "rp.space.peek",
                   "rp.ruling.turn-layer", "rp.ruling.steal", "rp.mummy.roll",
                   "rp.ruling.track-exact", "rp.variant.treasure")
@pytest.mark.parametrize("name,make,action,rule", CASES, ids=[c[0] for c in CASES])
def test_illegal_moves_name_the_rule_and_change_nothing(name, make, action, rule):
    state = make()
    assert refused(state, action).rule_id == rule


def test_refusals_are_in_german_too():
    err = refused(deciding(new(), layer=2, side=WEST), A("sideways", NORTH, "tent"))
    assert "Zelt" in err.message("de")


def test_the_game_over_refuses_every_move():
    s = deciding(new(), layer=6, side=EAST).apply(A("climb")).apply(A("roll", 3, "mummy"))
    assert refused(s, A("climb")).rule_id == "engine.over"


def test_a_tampered_save_is_rejected():
    s = tent(new(), 0).apply(A("roll", 2, "plain")).apply(A("peek")).apply(A("place", 1))
    data = json.loads(s.to_json())
    data["state"]["temples"][0]["space"] = 5
    with pytest.raises(SaveError, match="altered"):
        games.load(json.dumps(data))
    data = json.loads(s.to_json())
    data["actions"][1] = {"kind": "take", "args": []}
    with pytest.raises(SaveError, match="step 2"):
        games.load(json.dumps(data))
    data["options"] = {"team": "everyone"}
    with pytest.raises(SaveError, match="settings"):
        games.load(json.dumps(data))


def test_position_helpers_put_the_seat_to_move():
    s = deciding(at(new(), 1, layer=2, side=EAST), 1, layer=3, side=EAST)
    assert s.current_player() == 1 and s.phase is Phase.DECIDE
