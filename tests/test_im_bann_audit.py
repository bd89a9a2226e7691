"""Im Bann der Pyramide: findings of the sentence-by-sentence audit against the rulebook.

Each test pins one reading that the audit checked or corrected: the Scarab's "this round",
playing on after the Advanced refill at the King's Chamber, the exchange tip's boundary, the
Mummy card while it lies on the table, and refusals that name the right rule in plain words.
"""

from __future__ import annotations

import pytest
from test_im_bann_helpers import act, labels, play, pos, rejected

LADDERS = ["ladder-1", "ladder-2", "ladder-3", "ladder-4", "ladder-5"]


# ---------------------------------------------------------------------------------- Scarab
@pytest.mark.rules("ib.scarab.turn", "ib.card.scarab", "ib.complete.exact")
def test_scarab_lasts_for_this_turn_only_not_into_the_extra_turn():
    s = pos(hands=[["scarab", "ladder-2", "ladder-3", "ladder-4", "ladder-5"], []],
            showcases=[["rope-4"], []], adventures=(9, 8, 10, 11))
    s = play(s, act("scarab"), act("equip", "ladder-2"), act("equip", "ladder-3"))
    assert "ib.scarab.turn" in s.last_rules and s.showcase_sum(0) == 9
    s = s.apply(act("complete"))  # exactly 9: depot, then an extra turn
    rejected(s, act("equip", "ladder-4"), "ib.complete.exact")
    s = s.apply(act("depot", "ladder"))
    s = s.apply(act("equip", "ladder-4"))  # the extra turn: one card, as without a Scarab
    assert s.phase == "after_b"
    rejected(s, act("equip", "ladder-5"), "ib.play.equipment")


@pytest.mark.rules("ib.scarab.turn", "ib.complete.once")
def test_completing_ends_the_scarab_plays():
    s = pos(hands=[["scarab", "ladder-4", "ladder-5", "ladder-1"], []],
            showcases=[["rope-1"], []], adventures=(9, 8, 10, 11))
    s = play(s, act("scarab"), act("equip", "ladder-4"), act("equip", "ladder-5"))
    s = s.apply(act("complete"))  # 10 > 9: an ordinary completion
    assert labels(s) == ["End turn"]
    rejected(s, act("equip", "ladder-1"), "ib.turn.options")


# ---------------------------------------------------------------------------------- Advanced
@pytest.mark.rules("ib.adv.chamber_play", "ib.adv.chamber", "ib.chamber.exact")
def test_advanced_refill_at_the_chamber_keeps_the_scarab_going():
    def chamber(**opts):
        return pos(hands=[["scarab"], []], showcases=[["rope-5"], []], positions=[4, 0],
                   chamber=12, draw_pile=LADDERS, advanced=True, **opts)

    s = chamber().apply(act("scarab"))  # the last hand card: five new cards
    assert sorted(s.codes(s.hands[0])) == LADDERS and "ib.adv.chamber_play" in s.last_rules
    s = play(s, act("equip", "ladder-3"), act("equip", "ladder-4"))  # 5 + 3 + 4 = 12
    s = s.apply(act("complete"))
    assert s.winner == 0
    stopped = chamber(adv_chamber_play="stop").apply(act("scarab"))
    assert len(stopped.hands[0]) == 5 and labels(stopped) == ["End turn"]
    rejected(stopped, act("equip", "ladder-3"), "ib.play.equipment")


@pytest.mark.rules("ib.adv.chamber_play", "ib.play.special", "ib.card.magic")
def test_advanced_refill_after_a_last_special_card_still_allows_one_equipment_card():
    s = pos(hands=[["magic"], []], showcases=[["rope-5"], []], positions=[4, 0], chamber=12,
            draw_pile=LADDERS, depot="rope", advanced=True)
    s = s.apply(act("magic", "ladder"))
    assert s.depot == "ladder" and len(s.hands[0]) == 5
    s = s.apply(act("equip", "ladder-5"))  # special, then immediately one equipment card
    assert s.showcase_sum(0) == 10
    rejected(s, act("equip", "ladder-2"), "ib.play.equipment")


# ---------------------------------------------------------------------------------- exchange tip
@pytest.mark.rules("ib.draw.exchange_short", "ib.draw.exchange")
def test_exchange_tip_applies_only_below_five_cards():
    hand = ["torch-1", "torch-2", "torch-3", "torch-4", "torch-5"]
    five = pos(hands=[hand, []], draw_pile=LADDERS, discard=["rope-1", "rope-2"],
               rest="showcase:1")
    assert len(five.draw_pile) == 5
    s = five.apply(act("exchange", "torch-1"))  # five cards to draw: no reshuffle
    assert "ib.draw.exchange_short" not in s.last_rules
    assert s.codes(s.discard) == ["rope-1", "rope-2", "torch-1"]
    s = play(s, *[act("exchange", c) for c in hand[1:]], act("exchange_done"))
    assert sorted(s.codes(s.hands[0])) == LADDERS
    four = pos(hands=[hand, []], draw_pile=LADDERS[:4], discard=["rope-1", "rope-2"],
               rest="showcase:1")
    s = four.apply(act("exchange", "torch-1"))  # four left: shuffled with the discard pile
    assert "ib.draw.exchange_short" in s.last_rules and len(s.draw_pile) == 6
    s = play(s, *[act("exchange", c) for c in hand[1:]], act("exchange_done"))
    assert len(s.hands[0]) == 5  # all five exchanged, as the tip says


# ---------------------------------------------------------------------------------- the Mummy card
@pytest.mark.rules("ib.card.mummy", "ib.mummy.random", "ib.complete.discard", "ib.card.curse")
def test_the_mummy_card_on_the_table_is_never_discarded_or_cursed_away():
    recipients = set()
    for seed in range(12):
        s = pos(hands=[["mummy", "torch-1"], [], []], seed=seed)
        s = s.apply(act("mummy"))
        recipients.add(s.mummy)
        mummy_id = s.data.mummy_id
        assert all(mummy_id not in h for h in s.hands) and mummy_id not in s.discard
        assert all(mummy_id not in x for x in s.showcases)  # tracked by seat, not as a card
        assert sorted(s.all_cards()) == list(range(54))
        assert all(s.observation(v)["mummy"] == s.mummy for v in (0, 1, 2, None))
    assert recipients == {1, 2}  # never the player who plays it
    # the holder completes: the showcase is discarded, the Mummy is passed on, not discarded
    s = pos(hands=[["ladder-5"], [], []], showcases=[["rope-5", "rope-2"], [], []], mummy=0,
            adventures=(9, 8, 10, 11))
    s = play(s, act("equip", "ladder-5"), act("complete"), act("pass_mummy", 1))
    assert s.data.mummy_id not in s.discard and s.mummy == 1
    # a Curse hits only equipment and Protection: a showcase holding just the Mummy keeps it
    c = pos(hands=[["curse"], []], showcases=[[], []], mummy=1).apply(act("curse"))
    assert c.mummy == 1 and c.codes(c.discard) == ["curse"]


# ---------------------------------------------------------------------------------- refusals
@pytest.mark.rules("ib.play.equipment")
def test_wrong_item_refusal_names_the_item_properly():
    s = pos(hands=[["ladder-3"], []], depot="torch")
    err = rejected(s, act("equip", "ladder-3"), "ib.play.equipment")
    assert err.reason == "The depot points to Torch: only torch cards may be played now."
    assert "Fackel" in err.message("de")


@pytest.mark.rules("ib.turn.options")
def test_special_card_after_drawing_is_refused_as_option_a_taken():
    s = pos(hands=[["magic", "scarab"], []]).apply(act("draw", 1))
    err = rejected(s, act("scarab"), "ib.turn.options")
    assert "after drawing" in err.reason and err.message("de").startswith("Nach dem Ziehen")


@pytest.mark.rules("ib.mummy.shed_timing", "ib.mummy.pass_chamber")
def test_no_completion_after_shedding_the_mummy_names_the_shedding_rule():
    s = pos(hands=[["rope-1"], []], showcases=[["rope-4", "rope-5"], []], positions=[0, 4],
            mummy=0, depot="rope", adventures=(9, 8, 10, 11))
    s = play(s, act("equip", "rope-1"), act("shed", "rope-4"), act("pass_mummy", 1))
    assert s.mummy == 1 and s.showcase_sum(0) == 6 and labels(s) == ["End turn"]
    t = pos(hands=[["rope-1"], []], showcases=[["rope-4", "rope-5", "rope-3"], []],
            positions=[0, 4], mummy=0, depot="rope", adventures=(9, 8, 10, 11))
    t = play(t, act("equip", "rope-1"), act("shed", "rope-4"), act("pass_mummy", 1))
    assert t.showcase_sum(0) == 9  # would meet the 9 without the Mummy, but not after shedding
    rejected(t, act("complete"), "ib.mummy.shed_timing")


# ---------------------------------------------------------------------------------- explanations
@pytest.mark.rules("ib.turn.useless", "ib.card.magic", "ib.card.curse")
def test_the_useless_play_ruling_is_cited_only_for_plays_that_change_nothing():
    s = pos(hands=[["magic", "curse", "scarab", "ladder-2"], []], showcases=[[], ["rope-3"]])
    assert "ib.turn.useless" not in s.apply(act("magic", "rope")).last_rules
    assert "ib.turn.useless" not in s.apply(act("curse")).last_rules  # P2 loses Rope 3
    assert "ib.turn.useless" not in s.apply(act("scarab")).last_rules  # Ladder 2 can follow
    bare = pos(hands=[["curse", "scarab"], []])
    assert "ib.turn.useless" in bare.apply(act("curse")).last_rules
    assert "ib.turn.useless" in bare.apply(act("scarab")).last_rules


# ---------------------------------------------------------------------------------- Magic Power
@pytest.mark.rules("ib.magic.other", "ib.card.magic", "ib.play.special")
def test_magic_power_same_item_option_lets_the_card_leave_the_depot():
    s = pos(hands=[["magic", "torch-4"], []], depot="torch", magic_same_item=True)
    assert {a.args[0] for a in s.legal_actions() if a.kind == "magic"} == {
        "ladder", "pickaxe", "rope", "torch"}
    s = s.apply(act("magic", "torch"))
    assert "ib.turn.useless" in s.last_rules
    s = s.apply(act("equip", "torch-4"))
    assert s.depot == "torch" and s.codes(s.discard) == ["magic"] and s.showcase_sum(0) == 4
    strict = pos(hands=[["magic", "torch-4"], []], depot="torch")
    rejected(strict, act("magic", "torch"), "ib.magic.other")
