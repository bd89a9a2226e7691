"""Im Bann der Pyramide: the Advanced Variant and the Multi-Game Variant."""

from __future__ import annotations

import pytest
from test_im_bann_helpers import act, labels, play, pos, rejected


# ---------------------------------------------------------------------------------- advanced
@pytest.mark.rules("ib.adv.empty_hand")
def test_advanced_empty_hand_completes_draws_five_and_ends_the_turn():
    s = pos(hands=[["ladder-1"], []], showcases=[["ladder-2"], []], adventures=(9, 8, 10, 11),
            advanced=True)
    s = s.apply(act("equip", "ladder-1"))  # 3 of 9, but the hand is empty
    assert s.positions[0] == 1 and s.showcases[0] == () and len(s.hands[0]) == 5
    assert "ib.adv.empty_hand" in s.last_rules
    assert labels(s) == ["End turn"]
    assert s.apply(act("end")).current_player() == 1


@pytest.mark.rules("ib.adv.empty_hand", engine=False)
def test_basic_game_an_empty_hand_completes_nothing():
    s = pos(hands=[["ladder-1"], []], showcases=[["ladder-2"], []], adventures=(9, 8, 10, 11))
    s = s.apply(act("equip", "ladder-1"))
    assert s.positions[0] == 0 and s.hands[0] == () and labels(s) == ["End turn"]


@pytest.mark.rules("ib.adv.last_exact")
def test_advanced_last_card_exact_advances_draws_five_and_plays_again():
    s = pos(hands=[["ladder-1"], []], showcases=[["ladder-5", "ladder-3"], []],
            adventures=(9, 8, 10, 11), advanced=True)
    s = s.apply(act("equip", "ladder-1"))
    assert s.positions[0] == 1 and len(s.hands[0]) == 5 and s.phase == "depot"
    s = s.apply(act("depot", "rope"))
    assert s.current_player() == 0 and s.phase == "start" and s.depot == "rope"


@pytest.mark.rules("ib.adv.details")
def test_advanced_empty_hand_mummy_passes_only_on_a_real_completion():
    kept = pos(hands=[["ladder-1"], [], []], showcases=[["ladder-5", "ladder-3"], [], []],
               mummy=0, adventures=(9, 8, 10, 11), advanced=True)
    kept = kept.apply(act("equip", "ladder-1"))  # 9 < 9 + 3: automatic completion
    assert kept.positions[0] == 1 and kept.mummy == 0 and kept.phase == "end"
    passed = pos(hands=[["ladder-4"], [], []], showcases=[["ladder-5", "ladder-3"], [], []],
                 mummy=0, adventures=(9, 8, 10, 11), advanced=True)
    passed = passed.apply(act("equip", "ladder-4"))  # 12 = 9 + 3: a normal, exact completion
    assert passed.phase == "pass_mummy" and len(passed.hands[0]) == 5
    passed = play(passed, act("pass_mummy", 2))
    assert passed.mummy == 2 and passed.phase == "depot"


@pytest.mark.rules("ib.adv.chamber", "ib.adv.details")
def test_advanced_empty_hand_at_the_chamber_only_draws_five():
    s = pos(hands=[["ladder-1"], []], showcases=[["rope-5"], []], positions=[4, 0],
            chamber=12, advanced=True)
    s = s.apply(act("equip", "ladder-1"))
    assert s.positions[0] == 4 and s.codes(s.showcases[0]) == ["rope-5", "ladder-1"]
    assert len(s.hands[0]) == 5 and labels(s) == ["End turn"]
    exact = pos(hands=[["ladder-1"], []], showcases=[["rope-5", "torch-5", "ladder-1"], []],
                positions=[4, 0], chamber=12, advanced=True)
    exact = play(exact, act("equip", "ladder-1"), act("complete"))
    assert exact.winner == 0


@pytest.mark.rules("ib.adv.curse_self")
def test_advanced_curse_may_hit_the_own_showcase_but_never_the_mummy():
    s = pos(hands=[["curse", "rope-1"], []], showcases=[["rope-3"], ["torch-2"]], mummy=0,
            advanced=True)
    assert "Play Curse and discard a random card of your own" in labels(s)
    s = s.apply(act("curse", "self"))
    assert s.showcases == ((), ()) and s.mummy == 0
    basic = pos(hands=[["curse"], []], showcases=[["rope-3"], []])
    rejected(basic, act("curse", "self"), "ib.adv.curse_self")
    empty = pos(hands=[["curse", "rope-1"], []], advanced=True)
    rejected(empty, act("curse", "self"), "ib.adv.curse_self")


# ---------------------------------------------------------------------------------- multi-game
def _final_round(**extra):
    # P1 completes the King's Chamber; P2 stands at the Chamber (12) with 3 points; P3 stands
    # at the last adventure (10) with the Mummy and an empty showcase.
    return pos(hands=[["ladder-2"], ["torch-1"], ["torch-2"]],
               showcases=[["rope-5", "torch-5"], ["rope-3"], []], positions=[4, 4, 3],
               mummy=2, adventures=(7, 8, 9, 10), chamber=12, multi_game=True, **extra)


@pytest.mark.rules("ib.multi.round", "ib.multi.minus")
def test_multi_game_worked_examples_9_and_25_minus_points():
    s = play(_final_round(), act("equip", "ladder-2"), act("complete"))
    assert not s.is_terminal() and s.final_round and s.positions[0] == 5
    assert labels(s) == ["End turn"]
    s = play(s, act("end"), act("draw", 1), act("end"))
    assert s.current_player() == 2
    s = play(s, act("draw", 1), act("end"))
    assert s.is_terminal() and s.over == "round"
    assert s.minus_points() == [0, 9, 25]  # 12 - 3 = 9; 12 + 10 + 3 = 25
    assert s.returns() == [0.0, -9.0, -25.0]


@pytest.mark.rules("ib.multi.round")
def test_multi_game_players_in_the_chamber_sit_out_until_the_round_ends():
    s = _final_round(turn=0)
    s = play(s, act("equip", "ladder-2"), act("complete"), act("end"))
    s = play(s, act("draw", 1), act("end"))  # the others finish the round
    assert s.current_player() == 2 and not s.is_terminal()
    t = pos(hands=[["torch-1"], ["ladder-2"], ["torch-2"]],
            showcases=[["rope-3"], ["rope-5", "torch-5"], []], positions=[2, 4, 4], turn=1,
            chamber=12, multi_game=True)
    t = play(t, act("equip", "ladder-2"), act("complete"), act("end"))
    assert t.current_player() == 2  # P3 still plays this round
    t = play(t, act("draw", 1), act("end"))
    assert t.is_terminal()  # round over: P1 (the round's first seat) does not start again


@pytest.mark.rules("ib.multi.floor", engine=False)
def test_minus_points_never_below_zero():
    s = pos(hands=[[], []], showcases=[["rope-5", "torch-5", "ladder-5"], []],
            positions=[4, 4], chamber=12, multi_game=True)
    assert s.minus_points()[0] == 0


@pytest.mark.rules("ib.end.win")
@pytest.mark.rules("ib.multi.minus", engine=False)
def test_basic_game_returns_win_and_loss_not_minus_points():
    s = pos(hands=[["ladder-2"], []], showcases=[["rope-5", "torch-5"], []], positions=[4, 0],
            chamber=12)
    s = play(s, act("equip", "ladder-2"), act("complete"))
    assert s.returns() == [1.0, -1.0] and s.minus_points() == [0, 7 + 8 + 9 + 10 + 12]
