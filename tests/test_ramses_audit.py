"""What two rules audits of Ramses Pyramid found: refusals that blamed the wrong rule.

Each test is named after what the audit expects; each refusal leaves the position untouched
and says its reason in English and German.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from test_ramses_helpers import EAST, NORTH, SOUTH, WEST, A, climbing, deciding, new, tent

from pyramid_explorer.engine import IllegalAction
from pyramid_explorer.games.ramses_pyramid.board import TOP


def refused(state, action) -> IllegalAction:
    before = state.snapshot()
    with pytest.raises(IllegalAction) as err:
        state.apply(action)
    assert state.snapshot() == before
    assert err.value.reason.endswith(".") and err.value.message("de").endswith(".")
    assert err.value.message("de") != err.value.reason
    return err.value


@pytest.mark.rules("rp.pyramid.colour")
def test_up_to_tent_without_colour_blames_pyramid_colour():
    s = climbing(new(), 2, layer=1, side=WEST)          # layer 2 west is red; no red crystal
    assert not any(a.args == ("tent",) for a in s.legal_actions())
    err = refused(s, A("up", "tent"))
    assert err.rule_id == "rp.pyramid.colour"
    assert err.reason == "You have no red crystal at your tent."
    assert err.message("de") == "Du hast kein Juwel der Farbe rot an deinem Zelt."


@pytest.mark.rules("rp.mummy.block")
def test_sideways_onto_a_mummys_side_blames_mummy_block():
    s = replace(deciding(new(), layer=2, side=WEST), mummies=((2, NORTH),) + ((TOP, 0),) * 7)
    err = refused(s, A("sideways", NORTH, "tent"))
    assert err.rule_id == "rp.mummy.block" and "Mumie" in err.message("de")


@pytest.mark.rules("rp.pyramid.sideways")
def test_sideways_to_a_side_that_does_not_exist_blames_sideways():
    err = refused(tent(deciding(new(), layer=2, side=WEST), 0, "blue"), A("sideways", 4, "tent"))
    assert err.rule_id == "rp.pyramid.sideways"
    assert err.reason.startswith("There is no side 4") and "Seite 4" in err.message("de")


@pytest.mark.rules("rp.pyramid.turn", "rp.ruling.turn-layer")
def test_turning_the_dark_layer_says_it_does_not_turn():
    s = new().apply(A("roll", 1, "turn"))
    err = refused(s, A("turn", 1, 1))
    assert err.rule_id == "rp.pyramid.turn" and "dark bottom layer does not turn" in err.reason
    assert "dreht sich nicht" in err.message("de")
    assert refused(s, A("turn", 2, 2)).rule_id == "rp.ruling.turn-layer"   # a quarter turn
    assert "not 2" in refused(s, A("turn", 2, 2)).reason


@pytest.mark.rules("rp.ruling.steal")
def test_steal_a_colour_the_victim_lacks_names_the_victims_tent():
    s = tent(new(), 1, "red").apply(A("roll", 2, "steal"))
    err = refused(s, A("steal", 1, "blue"))
    assert err.rule_id == "rp.ruling.steal"
    assert err.reason == "P2 has no blue crystal at their tent to steal."
    assert "only after" not in err.reason and "P2" in err.message("de")
    assert "not from your own" in refused(s, A("steal", 0, "red")).reason


@pytest.mark.rules("rp.mummy.roll")
def test_mummy_from_a_side_with_none_at_the_top_names_the_sides_left():
    s = replace(new(), mummies=((TOP, NORTH), (TOP, EAST)) + ((3, NORTH),) * 6)
    s = s.apply(A("roll", 3, "mummy"))
    err = refused(s, A("mummy", SOUTH))
    assert err.rule_id == "rp.mummy.roll"
    assert err.reason == ("No mummy is left at the top on the south side; bring one down on a "
                          "side that still has one: north, east.")
    assert "Nord, Ost" in err.message("de")


@pytest.mark.rules("rp.space.crystal")
def test_take_with_the_wrong_colour_names_the_crystal_there():
    s = new().apply(A("roll", 1, "turn")).apply(A("turn", 2, 1))  # on space 1: a red crystal
    err = refused(s, A("take", "blue"))
    assert err.rule_id == "rp.space.crystal"
    assert err.reason.startswith("The crystal on your space is red, not 'blue'")
    assert "rot" in err.message("de").lower()


@pytest.mark.rules("rp.pyramid.decide")
def test_rolling_before_choosing_climb_or_sideways_cites_decide():
    err = refused(deciding(new(), layer=2, side=WEST), A("roll", 2, "plain"))
    assert err.rule_id == "rp.pyramid.decide" and "before rolling" in err.reason
    assert refused(deciding(new(), lapped=True), A("roll", 2, "plain")).rule_id == "rp.track.enter"


@pytest.mark.rules("engine.action")
def test_declared_words_pass_the_kernel_check_and_others_do_not():
    """The game declares its textual arguments; a misspelt word is still the kernel's."""
    s = climbing(new(), 2, layer=1, side=WEST)
    err = refused(s, A("up", "tnet"))
    assert err.rule_id == "engine.action"
    assert err.reason == ("Argument 1 of the move 'up' is 'tnet', a text; this move takes a "
                          "whole number, 'tent' or 'free' there.")
    assert refused(s, A("up", True)).rule_id == "engine.action"
    assert refused(s, A("up")).rule_id == "engine.action"           # one argument, not none


# ------------------------------------------------------------------ readings made rulings
def three(s):
    """P1 on layer 1 west has rolled 3 (the mummy face; the north mummy comes down)."""
    return climbing(s, 3, "mummy", layer=1, side=WEST).apply(A("mummy", NORTH))


@pytest.mark.rules("rp.ruling.one-direction")
def test_one_roll_moves_one_direction_unless_the_option_says_so():
    s = three(tent(new(), 0, "red")).apply(A("up", "tent"))
    assert s.advs[0].layer == 2 and "rp.ruling.one-direction" in s.last_rules
    assert not any(a.kind == "down" for a in s.legal_actions())
    err = refused(s, A("down", "free"))
    assert err.rule_id == "rp.ruling.one-direction" and "either up or down" in err.reason
    free = three(tent(new(change_direction=True), 0, "red"))
    free = free.apply(A("up", "tent")).apply(A("down", "free")).apply(A("up", "tent"))
    assert free.advs[0].layer == 2 and free.player == 1       # up, down, up: three steps


@pytest.mark.rules("rp.ruling.wrong-down", "rp.pyramid.wrong-temple")
def test_wrong_temple_on_a_down_move_stays_on_the_layer():
    # from layer 3 west down to layer 2 west (red), opening temple A on space 2 (yellow)
    s = climbing(new(), 2, layer=3, side=WEST).apply(A("down", 2))
    assert s.advs[0].layer == 3 and "rp.ruling.wrong-down" in s.last_rules
    other = climbing(new(wrong_down="down"), 2, layer=3, side=WEST).apply(A("down", 2))
    assert other.advs[0].layer == 2
    up = climbing(new(), 2, layer=2, side=WEST).apply(A("up", 2))  # the way up: one layer back
    assert up.advs[0].layer == 1 and "rp.ruling.wrong-down" not in up.last_rules


@pytest.mark.rules("rp.ruling.wrong-sideways", "rp.pyramid.wrong-temple")
def test_wrong_temple_on_a_sideways_move_goes_one_layer_down():
    # layer 2 west to north (blue), opening temple A on space 2 (yellow): wrong
    s = deciding(new(), layer=2, side=WEST).apply(A("sideways", NORTH, 2))
    assert (s.advs[0].layer, s.advs[0].side) == (1, WEST)
    assert "rp.ruling.wrong-sideways" in s.last_rules
    stay = deciding(new(wrong_sideways="stay"), layer=2, side=WEST).apply(A("sideways", NORTH, 2))
    assert (stay.advs[0].layer, stay.advs[0].side) == (2, WEST)


def test_the_new_readings_are_rulings_with_options_that_survive_a_save():
    from pyramid_explorer import games
    from pyramid_explorer.engine import RULES

    for rule, option in (("rp.ruling.one-direction", "change_direction"),
                         ("rp.ruling.wrong-down", "wrong_down"),
                         ("rp.ruling.wrong-sideways", "wrong_sideways")):
        clause = RULES.get(rule)
        assert clause.kind == "ruling" and clause.option == option
        spec = next(o for o in games.spec("ramses-pyramid").options if o.name == option)
        assert spec.label.get("de") and spec.label.get("en") != spec.label.get("de")
    s = new(change_direction=True, wrong_down="down", wrong_sideways="stay")
    while s.step < 60 and not s.is_terminal():
        s = s.apply(s.sample_chance() if s.is_chance_node() else s.legal_actions()[-1])
    back = games.load(s.to_json())
    assert back == s and back.options.wrong_sideways == "stay"


@pytest.mark.rules("rp.ruling.dark-layer")
def test_a_crystal_for_the_dark_layer_is_refused_by_the_dark_layer_ruling():
    s = tent(deciding(new(), layer=1, side=WEST), 0, "red")
    err = refused(s, A("sideways", NORTH, "tent"))
    assert err.rule_id == "rp.ruling.dark-layer" and "'free'" in err.reason
