"""The published game's rules (reviews) and our rulings with their options (board of seed 3)."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import pytest
from test_ramses_helpers import EAST, NORTH, SOUTH, WEST, A, at, climbing, deciding, new, play, tent

from pyramid_explorer import games
from pyramid_explorer.engine import RULES, IllegalAction
from pyramid_explorer.engine.errors import OptionError
from pyramid_explorer.games.ramses_pyramid.board import COLOURS, die_outcomes
from pyramid_explorer.games.ramses_pyramid.state import Phase, Termination

TOP = 7


@pytest.mark.rules("rp.board.layout", "rp.ruling.setup")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_board_entrance_eight_spaces_temples_crystals_tents(players):
    s = new(players=players, seed=11)
    assert len(s.crystals) == len(s.temples) == 9 and len(s.tents) == players
    temple_spaces = [i for i, t in enumerate(s.temples) if t >= 0]
    assert len(temple_spaces) == 4 and 0 not in temple_spaces
    assert len(set(s.temple_colours)) == 4 and set(s.temple_colours) <= set(COLOURS)
    loose = [i for i, c in enumerate(s.crystals) if c]
    assert len(loose) == 4 and not set(loose) & set(temple_spaces)
    assert sum(1 for c in new(seed=11, loose_crystals=1).crystals if c) == 1


@pytest.mark.rules("rp.pyramid.layers")
def test_six_layers_below_ramses_bottom_dark_others_coloured():
    s = new(seed=11)
    assert len(s.layer_colours) == 6 and s.layer_colours[0] == ("",) * 4
    assert all(len(set(layer)) == 4 and set(layer) <= set(COLOURS) for layer in s.layer_colours[1:])


@pytest.mark.rules("rp.pyramid.turn", "rp.ruling.turn-layer")
def test_turning_a_layer_turns_all_above_with_their_adventurers():
    s = at(new(), 1, layer=3, side=NORTH)
    s = at(s, 0, track=0).apply(A("roll", 1, "turn"))
    assert s.phase is Phase.SPECIAL and len(s.legal_actions()) == 10   # layers 2–6, two ways
    before = [s.colour_at(k, NORTH) for k in range(1, 7)]
    s = s.apply(A("turn", 3, 1))
    assert s.colour_at(2, NORTH) == before[1]                  # below: unchanged
    assert s.colour_at(3, EAST) == before[2] and s.colour_at(4, EAST) == before[3]
    assert s.advs[1].side == EAST                                # P2 rode along
    assert s.advs[0].track == 1 and "rp.ruling.die-order" in s.last_rules  # then P1 moved
    with pytest.raises(IllegalAction) as err:
        new().apply(A("roll", 1, "turn")).apply(A("turn", 1, 1))
    assert err.value.rule_id == "rp.pyramid.turn"  # the dark layer does not turn


@pytest.mark.rules("rp.die.faces")
def test_the_reconstructed_die():
    assert [(f.value, f.effect.value, p) for f, p in die_outcomes()] == [
        (1, "turn", Fraction(1, 3)), (2, "steal", Fraction(1, 6)), (2, "plain", Fraction(1, 6)),
        (3, "mummy", Fraction(1, 3))]
    s = new()
    assert sum(p for _, p in s.chance_outcomes()) == pytest.approx(1)
    # every face rolled at the table is one of these, and the Why panel cites the die for it
    assert all("rp.die.faces" in s.apply(roll).last_rules for roll, _p in s.chance_outcomes())
    assert "reconstructed" in s.render_html(0) and "rekonstruiert" in s.render_html(0, "de")


@pytest.mark.rules("rp.die.steal", "rp.ruling.steal")
def test_steal_takes_a_chosen_crystal_from_another_tent():
    s = tent(tent(new(players=3), 1, "blue", "red"), 2, "red")
    s = s.apply(A("roll", 2, "steal"))
    assert [str(a) for a in s.legal_actions()] == [
        "Steal the blue crystal from P2", "Steal the red crystal from P2",
        "Steal the red crystal from P3"]
    s = s.apply(A("steal", 1, "red"))
    assert s.tents[:2] == (("red",), ("blue",)) and s.advs[0].track == 2
    nobody = new().apply(A("roll", 2, "steal"))      # nothing to steal: just move
    assert nobody.phase is Phase.SPACE and "rp.ruling.steal" in nobody.last_rules


@pytest.mark.rules("rp.mummy.roll", "rp.ruling.mummy-ground")
def test_mummy_roll_one_from_the_top_all_below_one_further_then_move_three():
    s = replace(new(), mummies=((TOP, 0), (TOP, 0), (TOP, 1), (TOP, 1), (TOP, 2), (TOP, 2),
                                (4, WEST), (1, SOUTH)))
    s = s.apply(A("roll", 3, "mummy"))
    assert [a.args[0] for a in s.legal_actions()] == [NORTH, EAST, SOUTH]  # sides with a top mummy
    s = s.apply(A("mummy", EAST))
    assert s.mummies == ((TOP, 0), (TOP, 0), (6, EAST), (TOP, 1), (TOP, 2), (TOP, 2),
                         (3, WEST), (0, 7))
    assert "rp.ruling.mummy-ground" in s.last_rules
    assert s.apply(A("advance", 3)).advs[0].track == 3          # then up to 3: here all three


@pytest.mark.rules("rp.mummy.roll", "rp.ruling.track-exact")
def test_mummy_roll_moves_up_to_three():
    """The rulebook's mummy roll moves the adventurer *up to* 3, on the brown spaces too;
    plain rolls there stay exact unless the option ``track_up_to`` says otherwise."""
    s = new().apply(A("roll", 3, "mummy")).apply(A("mummy", NORTH))
    assert s.phase is Phase.ADVANCE and s.advs[0].track == 0
    assert [str(a) for a in s.legal_actions()] == ["Move 1 space", "Move 2 spaces",
                                                   "Move 3 spaces"]
    assert [s.action_label(a, "de") for a in s.legal_actions()][0] == "1 Feld ziehen"
    one = s.apply(A("advance", 1))
    assert one.advs[0].track == 1 and "rp.mummy.roll" in one.last_rules
    assert new().apply(A("roll", 2, "plain")).advs[0].track == 2      # plain roll: exactly 2
    pyramid = climbing(tent(new(), 0, "red"), 3, "mummy", layer=1, side=WEST)
    pyramid = pyramid.apply(pyramid.legal_actions()[0]) if pyramid.phase is Phase.SPECIAL else pyramid
    assert pyramid.phase is Phase.CLIMB and A("stop") in pyramid.legal_actions()  # up to 3 there


@pytest.mark.rules("rp.mummy.block")
def test_a_layer_side_with_a_mummy_may_not_be_entered():
    s = replace(tent(new(), 0, "red"), mummies=((2, WEST),) + ((TOP, 0),) * 7)
    s = climbing(s, 2, layer=1, side=WEST)
    assert not any(a.kind == "up" for a in s.legal_actions())
    with pytest.raises(IllegalAction) as err:
        s.apply(A("up", "tent"))
    assert err.value.rule_id == "rp.mummy.block"


@pytest.mark.rules("rp.mummy.bump", "rp.ruling.bump-to")
@pytest.mark.parametrize("bumped_to", ["bottom", "entrance"])
def test_a_mummy_coming_down_sends_the_adventurer_back(bumped_to):
    s = new(bumped_to=bumped_to)
    s = replace(at(s, 1, layer=4, side=NORTH), mummies=((5, NORTH),) + ((TOP, 1),) * 7)
    s = s.apply(A("roll", 3, "mummy"))            # one top side left: no choice to make
    p2 = s.advs[1]
    if bumped_to == "bottom":
        assert (p2.layer, p2.side) == (1, NORTH)
    else:
        assert p2.lapped and not p2.on_pyramid
    assert "rp.mummy.bump" in s.last_rules
    dark = replace(at(new(), 1, layer=1, side=NORTH), mummies=((2, NORTH),) + ((TOP, 1),) * 7)
    assert dark.apply(A("roll", 3, "mummy")).advs[1].lapped   # bumped off the dark layer


@pytest.mark.rules("rp.win.ramses", "rp.ruling.ramses-first")
def test_mummy_roll_just_below_ramses_wins_without_moving_mummies():
    s = deciding(new(), layer=6, side=NORTH).apply(A("climb"))
    end = s.apply(A("roll", 3, "mummy"))
    assert end.is_terminal() and end.ending is Termination.RAMSES and end.winner == 0
    assert end.returns() == [1.0, -1.0] and end.mummies == s.mummies
    assert "defeats Ramses" in end.render_html(None)
    other = s.apply(A("roll", 2, "plain"))
    assert not other.is_terminal() and not any(a.kind == "up" for a in other.legal_actions())


@pytest.mark.rules("rp.variant.team")
def test_team_play_against_the_mummy_king():
    s = replace(new(team="all"), mummies=((1, NORTH),) + tuple((0, k) for k in range(2, 9)))
    lost = s.apply(A("roll", 3, "mummy"))
    assert lost.ending is Termination.MUMMIES and lost.returns() == [-1.0, -1.0]
    win = deciding(new(team="all"), seat=1, layer=6, side=EAST).apply(A("climb"))
    assert win.apply(A("roll", 3, "mummy")).returns() == [1.0, 1.0]
    pairs = deciding(new(players=4, team="pairs"), seat=2, layer=6, side=EAST).apply(A("climb"))
    assert pairs.apply(A("roll", 3, "mummy")).returns() == [1.0, -1.0, 1.0, -1.0]
    with pytest.raises(OptionError):
        new(players=3, team="pairs")
    plain = replace(new(), mummies=s.mummies).apply(A("roll", 3, "mummy"))
    assert not plain.is_terminal()        # without the variant the mummies just stay


@pytest.mark.rules("rp.variant.team", "rp.ruling.pairs-mummies")
@pytest.mark.parametrize("pairs_mummies", ["lose", "play_on"])
def test_pairs_lose_together_when_the_eight_mummies_are_down(pairs_mummies):
    down = ((1, NORTH),) + tuple((0, k) for k in range(2, 9))  # the last mummy is one roll away
    s = replace(new(players=4, team="pairs", pairs_mummies=pairs_mummies), mummies=down)
    after = s.apply(A("roll", 3, "mummy"))
    assert all(layer == 0 for layer, _ in after.mummies)
    assert "rp.ruling.pairs-mummies" in after.last_rules
    if pairs_mummies == "lose":
        assert after.ending is Termination.MUMMIES and after.returns() == [-1.0] * 4
    else:
        assert not after.is_terminal() and after.returns() == [0.0] * 4


@pytest.mark.rules("rp.variant.treasure", "rp.ruling.trapped")
@pytest.mark.parametrize("trapped", ["out", "retry"])
def test_treasure_room_name_the_four_temples(trapped):
    s = deciding(new(players=3, treasure_room=True, trapped=trapped), layer=6, side=NORTH)
    s = s.apply(A("climb")).apply(A("roll", 3, "mummy"))
    assert s.phase is Phase.NAME and len(s.legal_actions()) == 6
    assert str(s.legal_actions()[3]) == "Temple A holds red"
    won = play(s, *(A("name", c) for c in ("yellow", "blue", "red", "orange")))
    assert won.ending is Termination.SCORPION and won.winner == 0
    wrong = play(s, *(A("name", c) for c in ("yellow", "blue", "orange", "red")))
    assert not wrong.is_terminal() and wrong.player == 1
    if trapped == "out":
        assert wrong.advs[0].out
        assert play(wrong, A("roll", 2, "plain"), A("peek"), A("place", 1)).player == 2
    else:
        assert (wrong.advs[0].layer, wrong.advs[0].out) == (1, False)


@pytest.mark.rules("rp.ruling.trapped")
def test_everybody_trapped_ends_the_game():
    s = new(treasure_room=True)
    s = at(s, 1, out=True)
    s = deciding(s, layer=6, side=NORTH).apply(A("climb")).apply(A("roll", 3, "mummy"))
    s = play(s, *(A("name", "green") for _ in range(4)))
    assert s.ending is Termination.ALL_TRAPPED and s.returns() == [-1.0, -1.0]


@pytest.mark.rules("rp.ruling.trapped")
@pytest.mark.parametrize("bumped_to", ["bottom", "entrance"])
def test_a_mummy_at_the_treasure_room_brings_no_trapped_player_back(bumped_to):
    """Trapped is out of the game: a mummy coming down on the trapped player's side of the top
    layer bumps nobody back into the game (it once did, and the player moved again)."""
    s = deciding(new(treasure_room=True, bumped_to=bumped_to), layer=6, side=NORTH)
    s = play(s, A("climb"), A("roll", 3, "mummy"), *(A("name", "blue") for _ in range(4)))
    assert s.advs[0].out and s.player == 1
    s = play(s, A("roll", 3, "mummy"), A("mummy", NORTH))
    assert s.mummies != new(treasure_room=True).mummies  # a mummy came down on that side
    assert (s.advs[0].layer, s.advs[0].out) == (6, True)
    assert "rp.mummy.bump" not in s.last_rules
    for _ in range(40):  # P2 plays on alone; P1 never has a turn again
        assert s.is_terminal() or s.current_player() != 0
        if s.is_terminal():
            break
        s = s.apply(s.sample_chance() if s.is_chance_node() else s.legal_actions()[0])


@pytest.mark.rules("rp.ruling.dark-layer")
def test_the_dark_layer_needs_no_crystal():
    s = deciding(new(), layer=1, side=WEST)
    assert [a for a in s.legal_actions() if a.kind == "sideways"] == [
        A("sideways", side, "free") for side in (NORTH, EAST, SOUTH)]
    s = climbing(tent(new(), 0, "red"), 2, layer=2, side=WEST).apply(A("down", "free"))
    assert s.advs[0].layer == 1 and "rp.ruling.dark-layer" in s.last_rules


@pytest.mark.rules("rp.ruling.crystal-kept")
def test_option_spend_crystals_puts_a_used_crystal_back_on_a_free_space():
    s = climbing(tent(new(spend_crystals=True), 0, "red"), 2, layer=1, side=WEST)
    s2 = s.apply(A("up", "tent"))
    assert s2.tents[0] == () and sorted(c for c in s2.crystals if c) == sorted(
        ["red", "red", "purple", "blue", "orange"])
    assert s.apply(A("up", "tent")) == s2                 # seeded: the same space every time


@pytest.mark.rules("rp.ruling.track-exact")
def test_exact_on_the_track_up_to_on_the_pyramid_and_the_option():
    s = new().apply(A("roll", 2, "plain"))
    assert s.advs[0].track == 2                            # no choice: exactly two
    c = climbing(tent(new(), 0, "red"), 2, layer=1, side=WEST)
    assert A("stop") in c.legal_actions() and c.apply(A("stop")).player == 1
    up_to = new(track_up_to=True).apply(A("roll", 3, "mummy")).apply(A("mummy", NORTH))
    assert [str(a) for a in up_to.legal_actions()] == ["Move 1 space", "Move 2 spaces",
                                                      "Move 3 spaces"]
    assert up_to.apply(A("advance", 1)).advs[0].track == 1


@pytest.mark.rules("rp.ruling.die-order")
def test_the_symbol_is_carried_out_before_the_steps():
    s = new().apply(A("roll", 1, "turn"))
    assert s.phase is Phase.SPECIAL and s.advs[0].track == 0
    assert s.apply(A("turn", 4, -1)).advs[0].track == 1


@pytest.mark.rules("rp.ruling.space-choice")
def test_a_space_with_something_must_be_used_unless_the_option_says_so():
    s = new().apply(A("roll", 1, "turn")).apply(A("turn", 2, 1))
    assert A("nothing") not in s.legal_actions()
    with pytest.raises(IllegalAction) as err:
        s.apply(A("nothing"))
    assert err.value.rule_id == "rp.ruling.space-choice"
    free = new(may_pass_space=True).apply(A("roll", 1, "turn")).apply(A("turn", 2, 1))
    assert free.apply(A("nothing")).crystals[1] == "red"


@pytest.mark.rules("rp.ruling.share-side", engine=False)
def test_adventurers_may_share_a_layer_side():
    s = at(tent(new(), 0, "red"), 1, layer=2, side=WEST)
    s = climbing(s, 2, layer=1, side=WEST).apply(A("up", "tent"))
    assert s.advs[0][2:4] == s.advs[1][2:4] == (2, WEST)


@pytest.mark.rules("rp.ruling.enter-blocked")
def test_pass_when_mummies_block_every_side_of_the_dark_layer():
    s = replace(new(), mummies=tuple((1, side) for side in range(4)) + ((TOP, 0),) * 4)
    s = deciding(s, lapped=True)
    assert [str(a) for a in s.legal_actions()] == ["Pass (every side is blocked)"]
    assert s.apply(A("pass")).player == 1


@pytest.mark.rules("rp.ruling.turn-cap")
def test_turn_cap_is_a_typed_ending():
    s = new(turn_cap=1).apply(A("roll", 2, "plain")).apply(A("peek")).apply(A("place", 1))
    assert s.ending is Termination.TURN_CAP and s.returns() == [0.0, 0.0]
    assert "Turn cap reached" in s.render_html(None)
    with pytest.raises(OptionError):
        new(turn_cap=-1)


def test_every_ruling_has_its_option_and_every_option_a_clause():
    spec = games.spec("ramses-pyramid")
    for option in spec.options:
        clause = RULES.get(option.rule_id)
        assert clause.id.startswith("rp.")
    for clause in RULES.for_game("ramses-pyramid"):
        if clause.option:
            assert clause.option in {o.name for o in spec.options}, clause.id
