"""Im Bann der Pyramide: refusals that say what is wrong, strict argument types, multi-game
results, and saves of built positions (issue 9's Im Bann items)."""

from __future__ import annotations

import json
import math

import pytest
from test_im_bann_helpers import act, play, pos, rejected

from pyramid_explorer import games
from pyramid_explorer.engine import RULES, Action, SaveError
from pyramid_explorer.games.im_bann import ImBannState
from pyramid_explorer.games.im_bann.setup import PositionError

GID = "im-bann-der-pyramide"


def hand_with_rope() -> ImBannState:
    return pos(hands=[["rope-3", "magic", "ladder-2"], []], depot="rope")


# ---------------------------------------------------------------------------------- refusals
@pytest.mark.rules("ib.play.equipment")
def test_equip_with_a_bare_item_name_says_it_is_no_card():
    err = rejected(hand_with_rope(), act("equip", "rope"), "ib.play.equipment")
    assert "'rope' is not a card" in err.reason and "rope-3" in err.reason
    assert "Rope  " not in err.reason and "keine Karte" in err.message("de")


@pytest.mark.rules("ib.play.equipment")
@pytest.mark.parametrize("args", [(), ("rope-1", "rope-2"), (3,), (None,)])
def test_equip_with_the_wrong_number_of_arguments_says_so(args):
    err = rejected(hand_with_rope(), Action("equip", args), "ib.play.equipment")
    assert "takes one card code" in err.reason and repr(args) in err.reason
    assert "'?'" not in err.reason and "only rope cards" not in err.reason
    assert "erwartet einen Kartencode" in err.message("de")


@pytest.mark.rules("ib.draw.draw")
def test_draw_with_two_numbers_says_it_takes_one():
    s = games.new_game(GID, seed=1, players=3)
    err = rejected(s, Action("draw", (2, 3)), "ib.draw.draw")
    assert "takes one whole number (1 or 2)" in err.reason and "not enough" not in err.reason


@pytest.mark.rules("ib.magic.other")
def test_magic_with_an_extra_argument_says_it_takes_one_item():
    err = rejected(hand_with_rope(), Action("magic", ("torch", "extra")), "ib.magic.other")
    assert "takes one item" in err.reason and "another item" not in err.reason
    unknown = rejected(hand_with_rope(), act("magic", "gold"), "ib.magic.other")
    assert "'gold' is not an item" in unknown.reason and "Torch" in unknown.reason
    same = rejected(hand_with_rope(), act("magic", "rope"), "ib.magic.other")
    assert "already points to Rope" in same.reason and "Seil" in same.message("de")


@pytest.mark.rules("ib.draw.exchange_steps")
def test_finishing_an_exchange_that_never_started_cites_the_exchange_rule():
    s = games.new_game(GID, seed=1, players=3)
    err = rejected(s, act("exchange_done"), "ib.draw.exchange_steps")
    assert "No exchange is under way" in err.reason and "Tausch" in err.message("de")


@pytest.mark.rules("ib.play.special")
def test_a_special_card_played_as_equipment_is_named_a_special_card():
    err = rejected(hand_with_rope(), act("equip", "magic"), "ib.play.special")
    assert "Magic Power is a special card" in err.reason


@pytest.mark.rules("ib.adv.curse_self")
def test_a_curse_with_a_stray_argument_says_what_it_takes():
    s = pos(hands=[["curse"], []], showcases=[[], ["rope-2"]], advanced=True)
    err = rejected(s, act("curse", "everyone"), "ib.adv.curse_self")
    assert "'self'" in err.reason and "'everyone'" in err.reason


@pytest.mark.rules("ib.mummy.random")
def test_the_mummy_refusals_say_whether_to_choose_or_not():
    random_pick = pos(hands=[["mummy"], [], []])
    err = rejected(random_pick, act("mummy", 1), "ib.mummy.random")
    assert "without choosing" in err.reason
    chosen = pos(hands=[["mummy"], [], []], mummy_recipient="choice")
    assert "Choose who gets the Mummy" in rejected(chosen, act("mummy"), "ib.mummy.random").reason
    err = rejected(chosen, act("mummy", 0), "ib.mummy.random")
    assert "P2, P3" in err.reason


# ---------------------------------------------------------------------------------- strict types
@pytest.mark.rules("ib.draw.draw")
@pytest.mark.parametrize("bad", [1.0, True, "1", None, (1,)])
def test_draw_counts_must_be_whole_numbers(bad):
    s = games.new_game(GID, seed=1, players=3)
    err = rejected(s, Action("draw", (bad,)), "ib.draw.draw")
    assert "whole number" in err.reason and "ganze Zahl" in err.message("de")
    assert s.apply(Action("draw", (1,))).hands[0] != s.hands[0]  # the real move still works


@pytest.mark.rules("ib.mummy.choice", "ib.mummy.pass_complete")
@pytest.mark.parametrize("bad", [1.0, True, "1"])
def test_the_mummy_goes_to_a_seat_number_not_a_float_or_bool(bad):
    s = pos(hands=[["ladder-3"], [], []], showcases=[["ladder-5", "ladder-4", "ladder-1"], [], []],
            mummy=0, depot="ladder")
    s = play(s, act("equip", "ladder-3"), act("complete"))
    assert s.phase == "pass_mummy"
    err = rejected(s, Action("pass_mummy", (bad,)), "ib.mummy.choice")
    assert "seat number" in err.reason
    after = s.apply(Action("pass_mummy", (1,)))
    assert games.load(after.to_json()) == after


@pytest.mark.rules("ib.mummy.pass_chamber")
def test_passing_the_mummy_as_zero_point_zero_is_refused_and_no_bad_save_is_made():
    s = pos(hands=[["ladder-1"], [], []], showcases=[["rope-3", "rope-1"], [], []],
            positions=[1, 4, 0], mummy=0, depot="ladder")
    s = play(s, act("draw", 1), act("shed", "rope-3"))
    assert s.phase == "shed" and [str(a) for a in s.legal_actions()][-1] == "Pass the Mummy to P2"
    rejected(s, Action("pass_mummy", (1.0,)), "ib.mummy.choice")
    done = s.apply(Action("pass_mummy", (1,)))
    assert done.mummy == 1 and games.load(done.to_json()) == done


@pytest.mark.rules("ib.mummy.random")
def test_a_chosen_mummy_receiver_must_be_an_int():
    s = pos(hands=[["mummy"], [], []], mummy_recipient="choice")
    rejected(s, Action("mummy", (1.0,)), "ib.mummy.random")
    rejected(s, Action("mummy", (True,)), "ib.mummy.random")
    assert s.apply(Action("mummy", (1,))).mummy == 1


# ---------------------------------------------------------------------------------- multi-game
@pytest.mark.rules("ib.multi.round", "ib.multi.minus", "ib.chamber.exact")
def test_entering_the_chamber_in_the_multi_game_cites_the_round_end_not_the_game_end():
    s = pos(hands=[["ladder-2"], ["torch-1"], ["torch-2"]],
            showcases=[["ladder-5", "ladder-4", "ladder-1"], [], []], positions=[4, 0, 0],
            depot="ladder", multi_game=True)
    s = play(s, act("equip", "ladder-2"), act("complete"))
    assert not s.is_terminal() and s.entered(0)
    assert "ib.multi.round" in s.last_rules and "ib.end.win" not in s.last_rules
    cited = {c.id: c for c in s.explain_last()}
    assert "ib.end.win" not in cited and "round" in cited["ib.multi.round"].text.en
    s = play(s, act("end"), act("draw", 1), act("end"), act("draw", 1), act("end"))
    assert s.is_terminal() and s.over == "round"


@pytest.mark.rules("ib.multi.minus")
@pytest.mark.rules("ib.multi.floor", engine=False)
def test_multi_game_returns_never_show_minus_zero():
    s = pos(hands=[["ladder-2"], ["torch-1"]], showcases=[["ladder-5", "ladder-4", "ladder-1"], []],
            positions=[4, 0], depot="ladder", multi_game=True)
    s = play(s, act("equip", "ladder-2"), act("complete"), act("end"), act("draw", 1),
             act("end"))
    assert s.is_terminal()
    result = s.returns()
    assert result[0] == 0.0 and math.copysign(1.0, result[0]) == 1.0
    assert "-0.0" not in json.dumps(result) and result[1] == -46.0


# ---------------------------------------------------------------------------------- positions
@pytest.mark.rules("ib.mummy.random", engine=False)
def test_the_mummy_cannot_lie_in_a_showcase_as_an_ordinary_card():
    with pytest.raises(PositionError, match="Mummy cannot lie in a showcase"):
        pos(hands=[[], []], showcases=[["mummy"], []])


@pytest.mark.rules("ib.setup.deal", engine=False)
@pytest.mark.parametrize(("kwargs", "words"), [
    ({"hands": [["rope-5", "rope-5"], []]}, "the deck has 1 'rope-5', the position places 2"),
    ({"hands": [["mummy"], []], "mummy": 1}, "the Mummy on the table"),
    ({"hands": [["rope"], []]}, "'rope' is not a card"),
    ({"hands": [[]]}, "2–5 players"),
    ({"hands": [[], []], "showcases": [[], [], []]}, "one showcase per player"),
    ({"hands": [[], []], "positions": [0, 9]}, "position of P2 must be 0–5"),
    ({"hands": [[], []], "positions": [0]}, "positions for each of the 2 players"),
    ({"hands": [[], []], "turn": 2}, "player to move"),
    ({"hands": [[], []], "mummy": 1.0}, "mummy must be a seat"),
    ({"hands": [[], []], "depot": "gold"}, "depot must point to one of"),
    ({"hands": [[], []], "adventures": (7, 0)}, "positive whole numbers"),
    ({"hands": [[], []], "rest": "showcase:7"}, "rest must be"),
    ({"hands": [[3], []]}, "not a card code"),
])
def test_from_position_explains_a_position_that_cannot_exist(kwargs, words):
    with pytest.raises(PositionError) as info:
        pos(**kwargs)
    assert words in str(info.value)


@pytest.mark.rules("ib.setup.deal", engine=False)
def test_a_left_over_mummy_parked_in_a_showcase_lies_there_as_the_mummy():
    s = pos(hands=[["rope-1"], []], rest="showcase:1")
    mummy_id = s.data.mummy_id
    assert s.mummy == 1 and all(mummy_id not in x for x in s.showcases)
    assert sorted(s.all_cards()) == list(range(54))


# ---------------------------------------------------------------------------------- saves
def _exercise_positions() -> list[ImBannState]:
    """The three exercise positions of the Im Bann notebook, as built there."""
    return [
        ImBannState.from_position(hands=[["ladder-2", "ladder-5", "rope-3"], ["torch-1"]],
                                  showcases=[["ladder-4", "ladder-1"], []], depot="ladder",
                                  seed=7),
        ImBannState.from_position(hands=[["ladder-2", "ladder-3"], ["torch-1"]],
                                  showcases=[["ladder-5", "ladder-4", "ladder-1"], []],
                                  positions=[4, 0], depot="ladder", seed=7),
        ImBannState.from_position(hands=[["ladder-2", "ladder-3", "pickaxe-4"], ["torch-1"]],
                                  showcases=[["ladder-4", "ladder-3"], []], depot="ladder",
                                  mummy=0, seed=7),
    ]


@pytest.mark.rules("ib.complete.exact", "ib.mummy.pass_complete", engine=False)
@pytest.mark.parametrize("index", [0, 1, 2])
def test_exercise_positions_save_load_and_replay(index):
    start = _exercise_positions()[index]
    assert games.load(start.to_json()) == start
    state = start
    for _ in range(6):
        if state.is_terminal():
            break
        state = state.apply(state.legal_actions()[-1])
        loaded = games.load(state.to_json())
        assert loaded == state and loaded.snapshot() == state.snapshot()


@pytest.mark.rules("ib.setup.deal")
def test_built_positions_with_options_and_every_pile_save_and_load():
    s = pos(hands=[["curse", "rope-2"], ["protection"], []], showcases=[[], ["rope-4"], ["torch-5"]],
            draw_pile=["ladder-1", "ladder-2"], discard=["pickaxe-1"], positions=[1, 2, 4],
            mummy=2, turn=1, depot="rope", adventures=(4, 5, 6, 7), chamber=10, seed=3,
            advanced=True, curse_protected="kind")
    saved = json.loads(s.to_json())
    assert saved["start"]["mummy"] == 2 and saved["start"]["turn"] == 1
    back = games.load(s.to_json())
    assert back == s and back.options.advanced and back.chamber_value == 10


def test_seeded_games_keep_the_old_save_format():
    s = games.new_game(GID, seed=5, players=3).apply(Action("draw", (1,)))
    assert "start" not in json.loads(s.to_json()) and s.start_position() is None


def _edited(state: ImBannState, change) -> str:
    data = json.loads(state.to_json())
    change(data)
    return json.dumps(data)


@pytest.mark.parametrize(("change", "words"), [
    (lambda d: d["start"]["hands"][0].append(99), "card ids must be whole numbers"),
    (lambda d: d["start"]["hands"][0].append(d["start"]["draw_pile"][0]), "counts do not add up"),
    (lambda d: d["start"].pop("depot"), "a start position has the keys"),
    (lambda d: d.update(start=[1, 2]), "a start position has the keys"),
    (lambda d: d["start"].update(positions="far"), "positions must be a list"),
    (lambda d: d.update(players=3), "players"),
    (lambda d: d["start"].update(turn=True), "player to move"),
])
def test_a_broken_start_position_gives_a_save_error_saying_what_is_wrong(change, words):
    text = _edited(_exercise_positions()[0], change)
    with pytest.raises(SaveError) as info:
        games.load(text)
    assert words in str(info.value)


def test_a_start_position_in_a_save_of_a_game_without_them_is_refused():
    text = json.loads(games.new_game("dice-pyramid", seed=1).to_json())
    text["start"] = {"anything": 1}
    with pytest.raises(SaveError, match="always start from a deal"):
        games.load(json.dumps(text))


def test_an_edited_start_position_is_caught_as_an_altered_save():
    start = _exercise_positions()[0]
    data = json.loads(start.to_json())
    data["start"]["depot"] = "torch"
    with pytest.raises(SaveError, match="altered"):
        games.load(json.dumps(data))


def test_every_refusal_cites_a_registered_clause():
    s = hand_with_rope()
    for action in [Action("equip", ("rope",)), Action("equip", ()), Action("draw", (2, 3)),
                   Action("magic", ("torch", "extra")), Action("exchange_done"),
                   Action("draw", (1.0,)), Action("pass_mummy", (0.0,)), Action("give_up", (1,))]:
        err = s._reject(action)
        assert err is not None and err.rule_id in RULES, action
