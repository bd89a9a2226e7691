"""Every sentence of the Ramses Pyramid seed page, as a named test (board of seed 3)."""

from __future__ import annotations

import pytest
from test_ramses_helpers import EAST, NORTH, SOUTH, WEST, A, at, climbing, deciding, new, play, tent

from pyramid_explorer.engine import CHANCE, IllegalAction


@pytest.mark.rules("rp.turn.order")
def test_p1_starts_and_turns_go_clockwise():
    s = new(players=3)
    assert s.player == 0 and s.current_player() == CHANCE and s.turn == 1
    s = play(s, A("roll", 2, "plain"), A("peek"), A("place", 1))
    assert (s.player, s.turn) == (1, 2)
    s = play(s, A("roll", 2, "plain"))  # P2 lands on space 2; temple A moved away: empty
    assert (s.player, s.turn) == (2, 3)


@pytest.mark.rules("rp.track.move")
def test_roll_moves_clockwise_one_space_per_step():
    s = new().apply(A("roll", 3, "mummy"))
    s = s.apply(A("mummy", NORTH))
    assert "rp.track.move" in s.last_rules
    s = s.apply(A("advance", 3))
    assert s.advs[0].track == 3
    assert [str(a) for a in s.legal_actions()] == ["Take the purple crystal"]


@pytest.mark.rules("rp.track.lap")
def test_lap_ends_at_the_entrance_and_surplus_steps_are_lost():
    s = at(new(), track=7)
    s = s.apply(A("roll", 3, "mummy")).apply(A("mummy", EAST)).apply(A("advance", 3))  # 7 + 3
    adv = s.advs[0]
    assert adv.lapped and adv.track == 0 and not adv.on_pyramid
    assert "rp.track.lap" in s.last_rules and s.player == 1     # the turn is over
    exact = at(new(), track=8).apply(A("roll", 1, "turn")).apply(A("turn", 2, 1))
    assert exact.advs[0].lapped and "rp.track.lap" in exact.last_rules


@pytest.mark.rules("rp.track.enter")
def test_after_the_lap_choose_a_side_of_the_dark_layer_then_roll_and_climb():
    s = deciding(new(), lapped=True)
    assert [str(a) for a in s.legal_actions()] == [
        "Enter the north side", "Enter the east side", "Enter the south side",
        "Enter the west side"]
    s = s.apply(A("enter", WEST))
    assert (s.advs[0].layer, s.advs[0].side) == (1, WEST) and s.is_chance_node()
    s = s.apply(A("roll", 2, "plain"))
    assert s.phase.value == "climb" and s.steps == 2
    assert "Climb to layer 2, red (open the temple on space 2)" in [str(a) for a in s.legal_actions()]


@pytest.mark.rules("rp.space.crystal")
def test_take_the_crystal_to_your_tent():
    s = play(new(), A("roll", 1, "turn"), A("turn", 2, 1))
    assert [str(a) for a in s.legal_actions()] == ["Take the red crystal"]
    s = s.apply(A("take"))
    assert s.tents[0] == ("red",) and s.crystals[1] == "" and s.player == 1


@pytest.mark.rules("rp.space.peek", "rp.ruling.memory")
def test_peek_secretly_then_move_the_temple_to_another_empty_temple_space():
    s = new().apply(A("roll", 2, "plain")).apply(A("peek"))
    assert s.seen[0][0] == 1 and s.seen[1][0] == -1       # only P1 saw temple A
    assert s.observation(0)["temples"][0]["colour"] == "yellow"
    assert s.observation(1)["temples"][0]["colour"] is None
    assert [a.args[0] for a in s.legal_actions()] == [1, 3, 5, 7]   # the empty temple spaces
    s = s.apply(A("place", 5))
    assert s.temple_space(0) == 5 and s.temple_moves == ((1, 0, 2, 5),)
    assert s.observation(1)["temple_moves"] == [[1, "A", 2, 5]]  # everybody saw it move


@pytest.mark.rules("rp.space.nothing")
def test_a_space_with_neither_crystal_nor_temple_does_nothing():
    s = play(new(), A("roll", 2, "plain"), A("peek"), A("place", 1))  # space 2 now empty
    s = at(s, 1, track=0).apply(A("roll", 2, "plain"))
    assert s.advs[1].track == 2 and "rp.space.nothing" in s.last_rules and s.player == 0


@pytest.mark.rules("rp.pyramid.decide")
def test_on_the_pyramid_decide_before_rolling():
    s = deciding(new(), layer=1, side=WEST)
    assert not s.is_chance_node()
    kinds = {a.kind for a in s.legal_actions()}
    assert kinds == {"climb", "sideways"}
    assert s.apply(A("climb")).is_chance_node()
    with pytest.raises(IllegalAction) as err:
        climbing(new(), 2, layer=1, side=WEST).apply(A("sideways", NORTH, "free"))
    assert err.value.rule_id == "rp.pyramid.decide"


@pytest.mark.rules("rp.pyramid.step", "rp.pyramid.colour", "rp.ruling.crystal-kept")
def test_each_step_is_one_layer_and_needs_the_matching_crystal_at_the_tent():
    s = climbing(tent(new(), 0, "red"), 3, "mummy", layer=1, side=WEST)
    s = s.apply(A("mummy", NORTH))
    assert str(s.legal_actions()[0]) == "Climb to layer 2, red (crystal at the tent)"
    s = s.apply(A("up", "tent"))
    assert s.advs[0].layer == 2 and s.steps == 2 and s.tents[0] == ("red",)
    s = s.apply(A("up", "tent"))  # layer 3 west is red as well
    assert s.advs[0].layer == 3 and s.steps == 1
    with pytest.raises(IllegalAction) as err:  # layer 4 west is yellow: no yellow crystal
        s.apply(A("up", "tent"))
    assert err.value.rule_id == "rp.pyramid.colour"


@pytest.mark.rules("rp.pyramid.temple")
def test_the_right_temple_is_shown_to_all_then_moved_and_the_climb_goes_on():
    s = climbing(new(), 2, layer=1, side=EAST)          # layer 2 east is yellow: temple A
    s = s.apply(A("up", 2))
    assert s.advs[0].layer == 2 and s.seen[0][0] == s.seen[1][0] == 1   # everybody saw it
    assert s.phase.value == "place" and s.then_climb
    s = s.apply(A("place", 7))
    assert s.temple_space(0) == 7 and s.phase.value == "climb" and s.steps == 1


@pytest.mark.rules("rp.pyramid.wrong-temple", "rp.ruling.wrong-moves")
def test_a_wrong_temple_sends_you_one_layer_down_and_ends_the_turn():
    s = climbing(new(), 3, "mummy", layer=3, side=NORTH)
    s = s.apply(A("mummy", SOUTH))
    s = s.apply(A("up", 6))            # layer 4 north is red? temple C is red: right
    assert s.advs[0].layer == 4
    s = s.apply(A("place", 1)).apply(A("up", 2))   # layer 5 north is green; temple A is yellow
    assert s.advs[0].layer == 3 and s.observation(1)["temples"][0]["colour"] == "yellow"
    s = s.apply(A("place", 3))          # the opened temple still moves
    assert s.temple_space(0) == 3 and s.player == 1 and s.steps == 0


@pytest.mark.rules("rp.pyramid.sideways")
def test_sideways_instead_of_rolling_needs_the_colour_too():
    s = tent(deciding(new(), layer=2, side=WEST), 0, "purple")
    moves = [str(a) for a in s.legal_actions()]
    assert "Move sideways to the south side (crystal at the tent)" in moves
    assert "Move sideways to the north side (open the temple on space 4)" in moves
    s2 = s.apply(A("sideways", SOUTH, "tent"))
    assert (s2.advs[0].layer, s2.advs[0].side) == (2, SOUTH) and s2.player == 1
    assert not any(a.kind == "roll" for a in s2.history)      # no roll this turn
    wrong = s.apply(A("sideways", NORTH, 2))   # north of layer 2 is blue; temple A yellow
    assert wrong.advs[0].layer == 1 and wrong.phase.value == "place"
    with pytest.raises(IllegalAction) as err:
        s.apply(A("sideways", WEST, "tent"))
    assert err.value.rule_id == "rp.pyramid.sideways"
