"""Pyramidenbau: the 5–6 actions, every card, the cap, the end and scoring, bad input."""

from __future__ import annotations

from dataclasses import replace

import pytest
from test_pyramidenbau_engine import card_number, new, refused, rolled

from pyramid_explorer.engine import Action
from pyramid_explorer.games.pyramidenbau import geometry as geo
from pyramid_explorer.games.pyramidenbau.state import Phase, Termination


# ---------------------------------------------------------------- 5–6
@pytest.mark.rules("pb.hire.market", "pb.hire.colour")
def test_hire_own_colour_to_any_free_workplace():
    s = rolled(5)
    hires = [a for a in s.legal_actions() if a.kind == "hire"]
    assert {a.args[0] for a in hires} == {0} and len(hires) == 16
    assert refused(s, Action("hire", (1, 4))).rule_id == "pb.hire.colour"
    s2 = s.apply(Action("hire", (0, 9)))
    assert s2.workers[9] == 0 and s2.market[0] == 3
    anyc = rolled(6, hire_any_colour=True)
    assert {a.args[0] for a in anyc.legal_actions() if a.kind == "hire"} == {0, 1, 2, 3}


@pytest.mark.rules("pb.fire.own-site")
def test_fire_any_colour_from_own_site_only():
    workers = [-1] * 16
    workers[2], workers[6] = 3, 0
    s = replace(rolled(6), workers=tuple(workers), market=(3, 4, 4, 3))
    fires = [a for a in s.legal_actions() if a.kind == "fire"]
    assert [a.args for a in fires] == [(2,)]
    assert refused(s, Action("fire", (6,))).rule_id == "pb.fire.own-site"
    s = s.apply(Action("fire", (2,)))
    assert s.workers[2] == -1 and s.market[3] == 4


@pytest.mark.rules("pb.card.reveal", "pb.deck.reconstructed")
def test_reveal_turns_up_the_top_card_and_carries_it_out():
    s = rolled(5)
    top = s.draw[0]
    s = s.apply(Action("reveal", ()))
    assert s.discard[-1] == top and len(s.draw) == 35 and s.card == top
    assert s.kinds == (s.deck.card(top).action,) or s.phase == Phase.ROLL


@pytest.mark.rules("pb.card.reshuffle")
def test_all_forty_are_reshuffled_when_the_pile_runs_out():
    s = rolled(5)
    s = replace(s, draw=s.draw[:1], discard=s.discard + s.draw[1:])
    last = s.draw[0]
    s = s.apply(Action("reveal", ()))
    assert len(s.draw) == 36 and len(s.discard) == 4
    assert sorted(s.draw + s.discard) == list(range(40)) and s.card == last


@pytest.mark.rules("pb.card.follow")
def test_follow_the_top_discard_then_slide_it_under():
    s = rolled(6)
    build = card_number(s, "place-2")
    s = replace(s, discard=(1, 5, build))
    s = s.apply(Action("follow", ()))
    assert s.discard == (build, 1, 5) and s.kinds == ("place",) and s.allowance == 2


@pytest.mark.rules("pb.card.void", "pb.card.follow-possible")
def test_a_card_that_cannot_be_done_is_void():
    s = rolled(5)
    fire = card_number(s, "fire")
    s = replace(s, draw=(fire,) + s.draw[1:])
    no_follow = replace(s, discard=(fire,))
    assert "follow" not in {a.kind for a in no_follow.legal_actions()}
    assert refused(no_follow, Action("follow", ())).rule_id == "pb.card.follow-possible"
    s = s.apply(Action("reveal", ()))
    assert s.legal_actions() == [Action("pass", ())]
    s = s.apply(Action("pass", ()))
    assert s.last_rules == ("pb.card.void",) and s.colour == 1


CARD_CASES = [
    ("place-2", "pb.deck.place", ("place",), 2),
    ("place-4", "pb.deck.place", ("place",), 4),
    ("build-1", "pb.deck.build", ("build",), 1),
    ("build-3", "pb.deck.build", ("build",), 3),
    ("move-2", "pb.deck.move", ("move",), 2),
    ("move-4", "pb.deck.move", ("move",), 4),
    ("hire", "pb.deck.hire", ("hire",), 1),
    ("fire", "pb.deck.fire", ("fire",), 1),
    ("take-2", "pb.deck.take", ("take",), 2),
]


@pytest.mark.parametrize("card_id, rule, kinds, count", CARD_CASES)
@pytest.mark.rules("pb.deck.place", "pb.deck.build", "pb.deck.move", "pb.deck.hire",
                   "pb.deck.fire", "pb.deck.take")
def test_every_card_instruction(card_id, rule, kinds, count):
    s = rolled(5)
    n = card_number(s, card_id)
    workers = [-1] * 16
    workers[0], workers[1] = 0, 2
    s = replace(s, draw=(n,) + s.draw[1:], workers=tuple(workers),
                workplaces=((0, 0),) + ((),) * 4 + ((1, 2),) + ((),) * 10)
    s = s.apply(Action("reveal", ()))
    assert rule in s.last_rules and s.kinds == kinds and s.allowance == count
    moves = s.legal_actions()
    assert moves and all(a.kind == kinds[0] for a in moves)
    s = s.apply(moves[0])
    assert rule in s.last_rules


@pytest.mark.rules("pb.deck.roll")
def test_roll_again_card_plays_a_new_die():
    s = rolled(5)
    s = replace(s, draw=(card_number(s, "roll-again"),) + s.draw[1:])
    s = s.apply(Action("reveal", ()))
    assert s.is_chance_node() and s.colour == 0
    s = s.apply(Action("roll", (2,)))
    assert s.colour == 0 and s.die == 2 and s.allowance == 2 and "pb.deck.roll" in s.last_rules


# ---------------------------------------------------------------- cap, end, score
def finished_side(state, side, colour=0):
    stacks = list(state.stacks)
    for c in geo.SIDE_CELLS[side]:
        stacks[geo.index(c)] = (colour,) * geo.height(c)
    return tuple(stacks)


@pytest.mark.rules("pb.cap.place", "pb.cap.points")
@pytest.mark.rules("pb.turn.must-act", engine=False)
def test_cap_on_a_later_turn_with_5_or_6_scores_by_order():
    s = new()
    s = replace(s, colour=0, stacks=finished_side(s, 0), complete_at=(s.turn, 0, 0, 0))
    now = s.apply(Action("roll", (6,)))
    assert "cap" not in {a.kind for a in now.legal_actions()}          # same turn: not yet
    assert refused(now, Action("cap", ())).rule_id == "pb.cap.place"
    later = replace(s, turn=s.turn + 1).apply(Action("roll", (5,)))
    assert Action("cap", ()) in later.legal_actions()
    after = later.apply(Action("cap", ()))
    assert after.caps == (0,) and after.scores()[0] == 20 + 10
    assert refused(replace(s, turn=9).apply(Action("roll", (3,))), Action("cap", ())).rule_id \
        == "pb.cap.place"


@pytest.mark.rules("pb.end.caps", "pb.score.visible", "pb.score.winner")
def test_game_ends_with_the_fourth_cap_and_scores_84():
    s = new()
    stacks = tuple((i % 4,) * geo.height(c) for i, c in enumerate(geo.CELLS))
    s = replace(s, colour=3, stacks=stacks, caps=(0, 1, 2), complete_at=(1, 1, 1, 1), turn=5,
                quarry=(0, 0, 0, 0))
    s = s.apply(Action("roll", (6,))).apply(Action("cap", ()))
    assert s.is_terminal() and s.termination == Termination.ALL_CAPS
    assert sum(s.scores()) == 84 and s.scores() == (26, 22, 19, 17)
    assert s.winners() == (0,) and s.returns() == [26.0, 22.0, 19.0, 17.0]
    assert "pb.end.caps" in s.last_rules


@pytest.mark.rules("pb.end.three-players", "pb.players.three")
def test_three_players_end_without_the_passive_cap():
    s = new(players=3)
    active = s.active_colours()
    s = replace(s, colour=active[-1], caps=active[:-1], complete_at=(1, 1, 1, 1), turn=5)
    s = s.apply(Action("roll", (5,))).apply(Action("cap", ()))
    assert s.is_terminal() and len(s.caps) == 3 and "pb.end.three-players" in s.last_rules


@pytest.mark.rules("pb.end.turn-cap")
def test_turn_cap_is_a_reported_ending():
    from pyramid_explorer.engine import RandomBot
    from pyramid_explorer.sim import play_out
    s = play_out(new(turn_cap=5), [RandomBot()])
    assert s.termination == Termination.TURN_CAP and s.turn == 6


@pytest.mark.rules("pb.score.winner", engine=False)
def test_tied_seats_share_the_win_and_two_colours_add_up():
    s = new(players=2)
    stacks = tuple((i % 4,) * geo.height(c) for i, c in enumerate(geo.CELLS))
    s = replace(s, stacks=stacks)
    per_colour = s.scores()
    seat0 = sum(p for c, p in enumerate(per_colour) if s.owners[c] == 0)
    assert s.seat_scores()[0] == seat0 and sum(s.seat_scores()) == 64


@pytest.mark.rules("pb.turn.must-act")
def test_no_possible_action_loses_the_turn():
    s = rolled(4)
    s = replace(s, quarry=(0, 0, 0, 0))                 # nothing to place, build or move
    assert s.legal_actions() == [Action("pass", ())]
    assert refused(rolled(4), Action("pass", ())).rule_id == "pb.turn.must-act"
    assert refused(rolled(4), Action("done", ())).rule_id == "pb.turn.must-act"
    s = s.apply(Action("pass", ()))
    assert s.colour == 1 and s.last_rules == ("pb.turn.must-act",)


@pytest.mark.rules("pb.option.second-die")
def test_second_die_both_used_in_chosen_order():
    s = replace(new(second_die=True), colour=0)
    assert len(s.chance_outcomes()) == 21
    assert abs(sum(p for _, p in s.chance_outcomes()) - 1) < 1e-12
    s = s.apply(Action("roll", (2, 6)))
    assert {str(a) for a in s.legal_actions()} == {"Play the 2 first", "Play the 6 first"}
    assert refused(s, Action("first", (4,))).rule_id == "pb.option.second-die"
    s = s.apply(Action("first", (6,)))
    assert s.die == 6 and s.dice == (2,)
    s = s.apply(Action("hire", (0, 0)))
    assert s.die == 2 and s.colour == 0 and s.allowance == 2


# ---------------------------------------------------------------- refusals in general
@pytest.mark.rules("pb.hire.market", "pb.place.quarry")
def test_wrong_die_is_refused_with_the_rule_in_both_languages():
    low, high = rolled(2), rolled(6)
    err = refused(low, Action("hire", (0, 1)))
    assert err.rule_id == "pb.hire.market" and err.message("de").endswith(".")
    err = refused(high, Action("place", (0, 1, 1)))
    assert err.rule_id == "pb.place.quarry" and "1–4" in err.message("en")
    assert refused(low, Action("place", ("x",))).rule_id == "engine.action"
    assert refused(low, Action("fly", ())).rule_id == "engine.action"
    assert refused(new(), Action("place", (0, 1, 1))).rule_id == "engine.chance"


@pytest.mark.rules("pb.deck.reconstructed")
def test_user_deck_loads_and_bad_decks_say_why(tmp_path):
    import json

    from pyramid_explorer.engine import OptionError
    from pyramid_explorer.games.pyramidenbau.cards import default_deck
    raw = {"format": "pyramidenbau-cards", "version": 1, "copies": 4, "reconstructed": False,
           "cards": [{"id": f"b{i}", "action": "build", "count": 1 + i % 4, "de": f"Baue {i}"}
                     for i in range(10)]}
    good = tmp_path / "deck.json"
    good.write_text(json.dumps(raw))
    s = new(deck_file=str(good))
    assert not s.deck.reconstructed and s.deck.cards[3].text("de") == "Baue 3"
    assert default_deck().reconstructed
    raw["cards"][2] = {"id": "x", "action": "fly"}
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(raw))
    with pytest.raises(OptionError, match="card 3 .*'action' must be one of"):
        new(deck_file=str(bad))
    with pytest.raises(OptionError, match="cannot read the deck file"):
        new(deck_file=str(tmp_path / "missing.json"))
    raw["cards"][2] = {"id": "b0", "action": "hire"}
    bad.write_text(json.dumps(raw))
    with pytest.raises(OptionError, match="repeated: b0"):
        new(deck_file=str(bad))
