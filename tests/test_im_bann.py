"""Im Bann der Pyramide: setup, option A, option B, completing, the King's Chamber, the Mummy."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
from test_im_bann_helpers import act, labels, play, pos, rejected

from pyramid_explorer import games
from pyramid_explorer.engine import TERMINAL
from pyramid_explorer.engine.errors import OptionError
from pyramid_explorer.games.im_bann import action_label
from pyramid_explorer.games.im_bann.data import load_data

GID = "im-bann-der-pyramide"


# ---------------------------------------------------------------------------------- setup
@pytest.mark.rules("ib.setup.adventures", "ib.setup.depot", "ib.setup.deal",
                   "ib.setup.archaeologists", "ib.turn.first", "ib.data.values")
def test_setup_deals_five_cards_and_lays_four_adventures():
    s = games.new_game(GID, seed=11)
    assert s.num_players == 4
    assert [len(h) for h in s.hands] == [5, 5, 5, 5]
    assert len(s.draw_pile) == 54 - 20 and s.discard == ()
    assert len(s.adventure_values) == 4
    assert set(s.adventure_values) < {7, 8, 9, 10, 11}
    assert s.depot == "ladder" and s.positions == (0, 0, 0, 0)
    assert s.current_player() == 0
    deck = Counter(s.codes(s.all_cards()))
    assert deck["magic"] == 8 and deck["protection"] == 3 and deck["curse"] == 3
    assert deck["scarab"] == 3 and deck["mummy"] == 1
    assert deck["rope-1"] == 2 and deck["rope-5"] == 1 and len(s.all_cards()) == 54


@pytest.mark.rules("ib.setup.adventures")
def test_adventure_order_is_shuffled_and_side_is_an_option():
    orders = {games.new_game(GID, seed=k).adventure_values for k in range(30)}
    assert len(orders) > 10
    low = games.new_game(GID, seed=3, adventure_side="low")
    assert set(low.adventure_values) < {4, 5, 6, 7, 8}


@pytest.mark.rules("ib.setup.chamber")
def test_kings_chamber_side_random_or_chosen():
    sides = Counter(games.new_game(GID, seed=k).chamber_value for k in range(40))
    assert set(sides) == {10, 12}
    assert games.new_game(GID, seed=1, chamber_side="low").chamber_value == 10
    assert games.new_game(GID, seed=1, chamber_side="high").chamber_value == 12


@pytest.mark.rules("ib.data.values")
def test_another_data_file_changes_values(tmp_path):
    raw = json.loads(Path(load_data().path).read_text(encoding="utf-8"))
    raw["adventures"]["high"] = [20, 21, 22, 23, 24]
    raw["kings_chamber"]["high"] = 30
    path = tmp_path / "mine.json"
    path.write_text(json.dumps(raw))
    s = games.new_game(GID, seed=2, chamber_side="high", data_file=str(path))
    assert set(s.adventure_values) < {20, 21, 22, 23, 24} and s.chamber_value == 30
    assert games.load(s.to_json()) == s
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({**raw, "hand_size": 0}))
    with pytest.raises(OptionError, match="hand_size"):
        games.new_game(GID, seed=2, data_file=str(bad))
    with pytest.raises(OptionError, match="cannot read"):
        games.new_game(GID, seed=2, data_file=str(tmp_path / "missing.json"))


@pytest.mark.rules("ib.stall.turn_cap", engine=False)
def test_player_count_and_options_are_checked():
    for n in (2, 3, 5):
        assert len(games.new_game(GID, seed=1, players=n).hands) == n
    with pytest.raises(OptionError):
        games.new_game(GID, seed=1, players=6)
    with pytest.raises(OptionError):
        games.new_game(GID, seed=1, turn_cap=-1)
    with pytest.raises(OptionError):
        games.new_game(GID, seed=1, curse_protected="maybe")


# ---------------------------------------------------------------------------------- option A
@pytest.mark.rules("ib.draw.draw", "ib.turn.options", "ib.turn.end")
def test_draw_one_or_two_then_end_turn_passes_left():
    s = games.new_game(GID, seed=5, players=3)
    top2 = set(s.draw_pile[-2:])
    s2 = s.apply(act("draw", 2))
    assert len(s2.hands[0]) == 7 and top2 <= set(s2.hands[0])
    assert labels(s2) == ["End turn"]
    rejected(s2, act("draw", 1), "ib.turn.options")
    assert s2.apply(act("end")).current_player() == 1
    assert len(s.apply(act("draw", 1)).hands[0]) == 6
    rejected(s, act("end"), "ib.turn.options")


@pytest.mark.rules("ib.draw.limit")
def test_hand_limit_ten():
    nine = ["torch-1", "torch-2", "torch-3", "torch-4", "torch-5", "rope-1", "rope-2",
            "rope-3", "rope-4"]
    s = pos(hands=[nine, []])
    assert "Draw 1" in labels(s) and "Draw 2" not in labels(s)
    rejected(s, act("draw", 2), "ib.draw.limit")
    ten = pos(hands=[nine + ["rope-5"], []])
    assert not any(a.kind == "draw" for a in ten.legal_actions())
    rejected(ten, act("draw", 1), "ib.draw.limit")


@pytest.mark.rules("ib.draw.exchange", "ib.draw.exchange_steps")
def test_exchange_lays_cards_on_discard_and_draws_as_many():
    s = pos(hands=[["torch-1", "torch-2", "rope-1", "magic"], []], draw_pile=["ladder-5",
            "ladder-4"])
    s = play(s, act("exchange", "torch-1"), act("exchange", "rope-1"))
    assert s.codes(s.discard) == ["torch-1", "rope-1"]
    assert len(s.hands[0]) == 2 and s.phase == "exchange"
    rejected(s, act("equip", "torch-2"), "ib.draw.exchange_steps")
    s = s.apply(act("exchange_done"))
    assert sorted(s.codes(s.hands[0])) == ["ladder-4", "ladder-5", "magic", "torch-2"]
    assert labels(s) == ["End turn"]


@pytest.mark.rules("ib.draw.exchange")
def test_exchange_at_most_five():
    hand = ["torch-1", "torch-2", "torch-3", "torch-4", "torch-5", "rope-1"]
    s = play(pos(hands=[hand, []]), *[act("exchange", c) for c in hand[:5]])
    assert [a.kind for a in s.legal_actions()] == ["exchange_done"]
    rejected(s, act("exchange", "rope-1"), "ib.draw.exchange")


@pytest.mark.rules("ib.draw.exchange_short")
def test_exchange_from_a_short_pile_reshuffles_the_discard_pile_first():
    s = pos(hands=[["torch-1", "torch-2", "torch-3", "torch-4", "torch-5"], []],
            draw_pile=["rope-1", "rope-2", "rope-3"], rest="discard")
    assert len(s.draw_pile) == 3 and len(s.discard) > 10
    before = len(s.draw_pile) + len(s.discard)
    s = s.apply(act("exchange", "torch-1"))
    assert len(s.discard) == 1 and len(s.draw_pile) == before  # shuffled together
    s = play(s, *[act("exchange", f"torch-{v}") for v in (2, 3, 4, 5)], act("exchange_done"))
    assert len(s.hands[0]) == 5


@pytest.mark.rules("ib.draw.exchange_short")
def test_exchange_without_discard_pile_limited_to_draw_pile():
    s = pos(hands=[["torch-1", "torch-2", "torch-3"], []], draw_pile=["rope-1", "rope-2"],
            rest="showcase:1")
    s = play(s, act("exchange", "torch-1"), act("exchange", "torch-2"))
    rejected(s, act("exchange", "torch-3"), "ib.draw.exchange_short")
    s = s.apply(act("exchange_done"))
    assert sorted(s.codes(s.hands[0])) == ["rope-1", "rope-2", "torch-3"]


@pytest.mark.rules("ib.draw.reshuffle")
def test_used_up_draw_pile_is_replaced_by_the_shuffled_discard_pile():
    s = pos(hands=[[], []], draw_pile=["rope-1", "rope-2"], discard=["torch-1", "torch-2",
            "torch-3"], rest="showcase:1")
    s = s.apply(act("draw", 2))
    assert sorted(s.codes(s.hands[0])) == ["rope-1", "rope-2"]
    assert sorted(s.codes(s.draw_pile)) == ["torch-1", "torch-2", "torch-3"]
    assert s.discard == () and "ib.draw.reshuffle" in s.last_rules
    # running out in the middle of a draw
    t = pos(hands=[[], []], draw_pile=["rope-1"], discard=["torch-1"], rest="showcase:1")
    t = t.apply(act("draw", 2))
    assert sorted(t.codes(t.hands[0])) == ["rope-1", "torch-1"]


# ---------------------------------------------------------------------------------- option B
@pytest.mark.rules("ib.play.equipment", "ib.play.showcase")
def test_only_the_indicated_item_and_only_one_card():
    s = pos(hands=[["ladder-3", "ladder-1", "rope-5"], []], showcases=[["torch-2"], []])
    assert [a.args[0] for a in s.legal_actions() if a.kind == "equip"] == ["ladder-1", "ladder-3"]
    err = rejected(s, act("equip", "rope-5"), "ib.play.equipment")
    assert "ladder" in err.reason
    s = s.apply(act("equip", "ladder-3"))
    assert s.codes(s.showcases[0]) == ["torch-2", "ladder-3"]  # items may be mixed
    rejected(s, act("equip", "ladder-1"), "ib.play.equipment")
    rejected(s, act("draw", 1), "ib.turn.options")


@pytest.mark.rules("ib.play.special", "ib.card.magic")
def test_magic_power_turns_the_depot_then_one_equipment_card():
    s = pos(hands=[["magic", "magic", "rope-3", "rope-2"], []])
    s = s.apply(act("magic", "rope"))
    assert s.depot == "rope" and s.codes(s.discard) == ["magic"]
    rejected(s, act("magic", "torch"), "ib.play.special")  # one special per turn
    s = s.apply(act("equip", "rope-3"))
    assert s.showcase_sum(0) == 3
    rejected(s, act("equip", "rope-2"), "ib.play.equipment")


@pytest.mark.rules("ib.magic.other")
def test_magic_power_must_turn_to_another_item():
    s = pos(hands=[["magic"], []], depot="torch")
    assert {a.args[0] for a in s.legal_actions() if a.kind == "magic"} == {
        "ladder", "pickaxe", "rope"}
    rejected(s, act("magic", "torch"), "ib.magic.other")


@pytest.mark.rules("ib.play.special", "ib.card.protection")
@pytest.mark.rules("ib.sum.protection", engine=False)
def test_protection_goes_into_showcase_counts_zero_and_may_be_doubled():
    s = pos(hands=[["protection", "protection", "ladder-2"], []])
    s = play(s, act("protection"), act("equip", "ladder-2"))
    assert s.codes(s.showcases[0]) == ["protection", "ladder-2"] and s.showcase_sum(0) == 2
    s = play(s, act("end"), act("draw", 1), act("end"), act("protection"))
    assert s.codes(s.showcases[0]).count("protection") == 2 and s.showcase_sum(0) == 2


@pytest.mark.rules("ib.card.mummy", "ib.mummy.random")
def test_mummy_card_goes_to_a_random_other_player():
    seen = Counter()
    for seed in range(30):
        s = pos(hands=[["mummy"], [], []], seed=seed)
        assert [str(a) for a in s.legal_actions() if a.kind == "mummy"] == [
            "Play the Mummy (random player)"]
        s = s.apply(act("mummy"))
        seen[s.mummy] += 1
        assert "mummy" not in s.codes(s.all_cards()[:-1])  # only on the table now
        assert s.target(s.mummy) == 7 + 3
    assert set(seen) == {1, 2}


@pytest.mark.rules("ib.mummy.random")
def test_mummy_recipient_option_lets_the_player_choose():
    s = pos(hands=[["mummy"], [], []], mummy_recipient="choice")
    assert {a.args for a in s.legal_actions() if a.kind == "mummy"} == {(1,), (2,)}
    assert s.apply(act("mummy", 2)).mummy == 2
    rejected(s, act("mummy", 0), "ib.mummy.random")


@pytest.mark.rules("ib.card.curse")
def test_curse_removes_one_random_card_from_each_unprotected_showcase():
    s = pos(hands=[["curse"], [], [], []],
            showcases=[["rope-5"], ["ladder-1", "ladder-2"], [], ["torch-4"]], mummy=3)
    s = s.apply(act("curse"))
    assert len(s.showcases[1]) == 1 and s.showcases[2] == () and s.showcases[3] == ()
    assert s.mummy == 3  # the Mummy is never removed
    assert s.codes(s.showcases[0]) == ["rope-5"]  # the curser's own showcase is safe
    assert Counter(s.codes(s.discard)) == Counter(
        ["curse", "torch-4", *({"ladder-1", "ladder-2"} - set(s.codes(s.showcases[1])))])
    assert s.current_player() == 0 and s.phase == "special"


@pytest.mark.rules("ib.curse.protected", "ib.card.curse")
@pytest.mark.rules("ib.card.protection", engine=False)
def test_curse_against_protection_the_victim_chooses_then_play_returns():
    s = pos(hands=[["curse", "ladder-2"], [], []],
            showcases=[[], ["protection", "rope-3", "rope-1"], ["protection", "torch-4"]])
    s = s.apply(act("curse"))
    assert s.phase == "curse" and s.current_player() == 1
    assert labels(s) == ["Give up Protection", "Give up Rope 1", "Give up Rope 3"]
    rejected(s, act("give_up", "torch-4"), "ib.curse.protected")
    rejected(s, act("equip", "ladder-2"), "ib.curse.protected")
    s = s.apply(act("give_up", "rope-3"))
    assert s.codes(s.showcases[1]) == ["protection", "rope-1"]
    assert s.current_player() == 2
    s = s.apply(act("give_up", "protection"))
    assert s.codes(s.showcases[2]) == ["torch-4"]
    assert s.current_player() == 0
    s = s.apply(act("equip", "ladder-2"))  # special card, then one equipment card
    assert s.showcase_sum(0) == 2


@pytest.mark.rules("ib.curse.protected")
def test_curse_on_a_showcase_of_only_protection_takes_it_without_asking():
    s = pos(hands=[["curse"], []], showcases=[[], ["protection"]])
    s = s.apply(act("curse"))
    assert s.showcases[1] == () and s.current_player() == 0


@pytest.mark.rules("ib.curse.protected")
def test_curse_protected_kind_option_random_equipment():
    s = pos(hands=[["curse"], []], showcases=[[], ["protection", "rope-3", "rope-1"]],
            curse_protected="kind")
    s = s.apply(act("curse"))
    assert labels(s) == ["Give up Protection", "Give up a random equipment card"]
    s = s.apply(act("give_up", "equipment"))
    assert "protection" in s.codes(s.showcases[1]) and len(s.showcases[1]) == 2


@pytest.mark.rules("ib.turn.useless", "ib.card.scarab")
def test_useless_special_cards_may_be_played():
    s = pos(hands=[["curse", "scarab", "torch-3"], []])
    assert s.apply(act("curse")).showcases == ((), ())
    s = s.apply(act("scarab"))  # no ladder in hand: allowed, achieves nothing
    assert labels(s) == ["End turn"]


@pytest.mark.rules("ib.card.scarab", "ib.play.equipment")
def test_scarab_allows_any_number_of_indicated_cards():
    s = pos(hands=[["scarab", "ladder-1", "ladder-2", "ladder-4", "rope-5"], []],
            adventures=(9, 10, 11, 8))
    s = play(s, act("scarab"), act("equip", "ladder-1"), act("equip", "ladder-2"))
    assert s.phase == "scarab" and s.showcase_sum(0) == 3
    rejected(s, act("equip", "rope-5"), "ib.play.equipment")
    s = s.apply(act("equip", "ladder-4"))
    assert s.showcase_sum(0) == 7 and s.codes(s.discard) == ["scarab"]


# ---------------------------------------------------------------------------------- completing
@pytest.mark.rules("ib.complete.sum", "ib.complete.discard", "ib.sum.protection",
                   "ib.complete.once")
def test_seed_example_adventure_9_completed_without_extra_turn():
    # Anne: pickaxe 5, rope 3, rope 2 and a Protection against an adventure worth 9.
    s = pos(hands=[["rope-2", "rope-4"], []], showcases=[["pickaxe-5", "rope-3", "protection"],
            []], depot="rope", adventures=(9, 10, 11, 8))
    s = s.apply(act("equip", "rope-2"))
    assert s.showcase_sum(0) == 10 and "Complete adventure" in labels(s)
    s = s.apply(act("complete"))
    assert s.positions[0] == 1 and s.showcases[0] == ()
    assert Counter(s.codes(s.discard)) == Counter(["pickaxe-5", "rope-3", "protection", "rope-2"])
    assert labels(s) == ["End turn"]  # no extra turn: 10 is not exactly 9
    rejected(s, act("complete"), "ib.complete.once")
    rejected(s, act("equip", "rope-4"), "ib.turn.options")
    assert s.apply(act("end")).current_player() == 1


@pytest.mark.rules("ib.complete.exact")
@pytest.mark.rules("ib.complete.once", engine=False)
def test_exact_sum_turns_the_depot_and_gives_an_extra_turn_with_another_completion():
    s = pos(hands=[["rope-2", "torch-5", "torch-3"], []],
            showcases=[["pickaxe-5", "rope-2"], []], depot="rope", adventures=(9, 8, 10, 11))
    s = play(s, act("equip", "rope-2"), act("complete"))
    assert s.phase == "depot" and s.positions[0] == 1
    # "may turn": leaving it on Rope is one of the choices, so no label says "turn"
    assert labels(s) == ["Set the depot to Ladder", "Set the depot to Pickaxe",
                         "Set the depot to Rope", "Set the depot to Torch"]
    rejected(s, act("end"), "ib.complete.exact")
    s = s.apply(act("depot", "torch"))
    assert s.depot == "torch" and s.current_player() == 0 and s.phase == "start"
    s = play(s, act("equip", "torch-5"), act("end"), act("draw", 1), act("end"))
    s = play(s, act("equip", "torch-3"), act("complete"))  # 8 reached exactly again
    assert s.positions[0] == 2 and s.phase == "depot"


@pytest.mark.rules("ib.complete.sum")
def test_completing_needs_the_value_and_a_play_first():
    s = pos(hands=[["ladder-1", "ladder-2"], []], showcases=[["rope-5"], []])
    rejected(s, act("complete"), "ib.complete.sum")  # before playing
    s = s.apply(act("equip", "ladder-1"))
    err = rejected(s, act("complete"), "ib.complete.sum")
    assert "6" in err.reason and "7" in err.reason


@pytest.mark.rules("ib.complete.mummy", "ib.mummy.pass_complete", "ib.mummy.choice")
def test_mummy_plus_three_then_holders_choice():
    s = pos(hands=[["rope-4", "rope-3"], [], [], []],
            showcases=[["pickaxe-5", "rope-2", "ladder-2"], [], [], []], mummy=0, depot="rope",
            adventures=(9, 8, 10, 11))
    few = pos(hands=[["rope-3"], []], showcases=[["pickaxe-5", "rope-2"], []], mummy=0,
              depot="rope", adventures=(9, 8, 10, 11)).apply(act("equip", "rope-3"))
    rejected(few, act("complete"), "ib.complete.mummy")  # 10 >= 9 but < 9 + 3
    t = s.apply(act("equip", "rope-3"))  # 12 = 9 + 3 exactly
    s = s.apply(act("equip", "rope-4"))  # 13 >= 12
    s = s.apply(act("complete"))
    assert s.phase == "pass_mummy" and s.positions[0] == 1
    assert labels(s) == ["Pass the Mummy to P2", "Pass the Mummy to P3", "Pass the Mummy to P4"]
    rejected(s, act("pass_mummy", 0), "ib.mummy.choice")
    rejected(s, act("end"), "ib.mummy.pass_complete")
    s = s.apply(act("pass_mummy", 2))
    assert s.mummy == 2 and labels(s) == ["End turn"]
    # exact with the Mummy: pass it, then turn the depot and play again
    t = play(t, act("complete"), act("pass_mummy", 1))
    assert t.phase == "depot" and t.mummy == 1


@pytest.mark.rules("ib.chamber.exact", "ib.end.win", "engine.over")
def test_kings_chamber_needs_the_exact_value_and_ends_the_game():
    s = pos(hands=[["ladder-2", "ladder-3"], []], showcases=[["rope-5", "torch-5"], []],
            positions=[4, 2], adventures=(7, 8, 9, 10), chamber=12)
    over = s.apply(act("equip", "ladder-3"))  # 13
    rejected(over, act("complete"), "ib.chamber.exact")
    s = play(s, act("equip", "ladder-2"), act("complete"))
    assert s.is_terminal() and s.current_player() == TERMINAL and s.winner == 0
    assert s.positions[0] == 5 and s.returns() == [1.0, -1.0]
    rejected(s, act("end"), "engine.over")


@pytest.mark.rules("ib.chamber.mummy")
def test_kings_chamber_with_the_mummy_needs_exactly_three_more():
    s = pos(hands=[["ladder-2", "ladder-5"], []], showcases=[["rope-5", "torch-5"], []],
            positions=[4, 2], mummy=0, chamber=12)
    t = s.apply(act("equip", "ladder-2"))  # 12: not enough with the Mummy
    rejected(t, act("complete"), "ib.chamber.mummy")
    s = play(s, act("equip", "ladder-5"), act("complete"))  # 15 = 12 + 3
    assert s.winner == 0


# ---------------------------------------------------------------------------------- Mummy
@pytest.mark.rules("ib.mummy.pass_chamber", "ib.mummy.shed_timing")
def test_shedding_the_mummy_onto_a_player_at_the_kings_chamber():
    s = pos(hands=[["torch-1"], [], []], showcases=[["rope-1", "rope-2", "ladder-4"], [], []],
            positions=[1, 4, 2], mummy=0)
    rejected(s, act("shed", "rope-2"), "ib.mummy.shed_timing")  # after option A or B
    s = s.apply(act("draw", 1))
    assert "Discard Rope 1 from showcase (to pass the Mummy)" in labels(s)
    s = s.apply(act("shed", "rope-1"))
    rejected(s, act("pass_mummy", 1), "ib.mummy.pass_chamber")  # only 1 so far
    rejected(s, act("end"), "ib.mummy.shed_timing")
    s = s.apply(act("shed", "rope-2"))
    assert [a.args for a in s.legal_actions() if a.kind == "pass_mummy"] == [(1,)]
    rejected(s, act("pass_mummy", 2), "ib.mummy.pass_chamber")  # P3 is not at the Chamber
    s = s.apply(act("pass_mummy", 1))
    assert s.mummy == 1 and s.codes(s.showcases[0]) == ["ladder-4"]
    assert labels(s) == ["End turn"]


@pytest.mark.rules("ib.mummy.pass_chamber")
def test_no_shedding_without_a_player_at_the_chamber_or_without_three_points():
    s = pos(hands=[["torch-1"], []], showcases=[["rope-1", "rope-2"], []], positions=[1, 3],
            mummy=0)
    s = s.apply(act("draw", 1))
    rejected(s, act("shed", "rope-1"), "ib.mummy.pass_chamber")
    t = pos(hands=[["torch-1"], []], showcases=[["rope-2"], []], positions=[1, 4], mummy=0)
    t = t.apply(act("draw", 1))
    rejected(t, act("shed", "rope-2"), "ib.mummy.pass_chamber")
    assert labels(t) == ["End turn"]


# ---------------------------------------------------------------------------------- stalls
@pytest.mark.rules("ib.stall.pass")
def test_a_player_without_any_legal_action_passes():
    s = pos(hands=[[], ["ladder-1"]], draw_pile=[], rest="showcase:1")
    assert labels(s) == ["Pass (no legal move)"]
    s = s.apply(act("pass"))
    assert s.current_player() == 1 and s.turns == 1
    rejected(s, act("pass"), "ib.stall.pass")


@pytest.mark.rules("ib.stall.turn_cap")
def test_turn_cap_ends_the_game_as_a_draw():
    s = games.new_game(GID, seed=1, players=2, turn_cap=3)
    s = play(s, act("draw", 1), act("end"), act("draw", 1), act("end"), act("draw", 1))
    assert not s.is_terminal()
    s = s.apply(act("end"))
    assert s.is_terminal() and s.over == "cap" and s.returns() == [0.0, 0.0]


# ---------------------------------------------------------------------------------- labels, views
@pytest.mark.rules("ib.turn.options", engine=False)
def test_german_labels_and_every_label_readable():
    s = pos(hands=[["magic", "rope-3", "curse", "scarab", "protection", "mummy", "ladder-2"],
                   []], showcases=[["rope-1"], []], advanced=True)
    en = [action_label(a, "en") for a in s.legal_actions()]
    de = [action_label(a, "de") for a in s.legal_actions()]
    assert len(set(en)) == len(en) == len(de) == len(set(de))
    assert "Play Magic Power → Rope" in en and "Zauberkraft spielen → Seil" in de
    assert "Leiter 2 ausspielen" in de and "2 Karten ziehen" in de
    assert all(label and "_" not in label for label in en + de)


@pytest.mark.rules("ib.play.showcase", engine=False)
def test_observation_shows_own_hand_sizes_and_all_showcases():
    s = games.new_game(GID, seed=8, players=3)
    s = play(s, act("draw", 1), act("end"))
    obs = s.observation(1)
    assert set(obs["hands"]) == {"1"} and obs["hand_sizes"] == [6, 5, 5]
    assert "draw_pile" not in obs and obs["draw_pile_size"] == len(s.draw_pile)
    assert obs["showcases"] == [[], [], []] and obs["discard"] == []
    ref = s.observation(None)
    assert set(ref["hands"]) == {"0", "1", "2"} and len(ref["draw_pile"]) == len(s.draw_pile)
    json.dumps(obs)


@pytest.mark.rules("ib.card.magic", "ib.play.special", "ib.complete.sum")
def test_magic_power_then_equipment_then_complete_in_one_turn_and_the_item_stays():
    s = pos(hands=[["magic", "rope-4", "rope-1", "torch-2"], ["rope-2"]],
            showcases=[["ladder-5"], []], adventures=(8, 10, 11, 9))
    s = play(s, act("magic", "rope"), act("equip", "rope-4"), act("complete"))  # 9 >= 8
    assert s.positions[0] == 1 and s.phase == "end"
    s = s.apply(act("end"))
    # until the next change, only ropes may be played — by everyone
    assert [str(a) for a in s.legal_actions() if a.kind == "equip"] == ["Play Rope 2"]
