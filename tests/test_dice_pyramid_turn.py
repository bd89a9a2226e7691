"""Dice Pyramid turn flow: roll, re-rolls, taking rooms, uncovering, the cap, misses, win/loss."""

from __future__ import annotations

import pytest
from test_dice_pyramid_helpers import (
    END,
    at,
    discard,
    labels,
    new,
    rejected,
    reroll,
    roll,
    take,
    with_bottom_row,
)

from pyramid_explorer.engine import TERMINAL, Action
from pyramid_explorer.games.dice_pyramid import ROOMS

N = {name: room.number for name, room in ROOMS.items()}
R = {room.relic: room.number for room in ROOMS.values()}
BOTTOM = ["Grand Gallery", "Royal Chamber", "Antechamber", "Entrance"]


def staged(dice, bottom=BOTTOM, seed=5, **options):
    """Opening roll ``dice`` with ``bottom`` as the open bottom row (base pyramid)."""
    s = with_bottom_row(new(seed, **options), bottom)
    return roll(s, *dice)


# ------------------------------------------------------------------------ roll and re-rolls
@pytest.mark.rules("dp.turn.roll", "engine.chance")
def test_each_turn_starts_with_a_roll_of_all_five_dice():
    s = new(9)
    assert s.is_chance_node() and s.pending == (0, 1, 2, 3, 4) and s.dice == ()
    outcomes = s.chance_outcomes()
    assert len(outcomes) == 6 ** 5 and abs(sum(p for _, p in outcomes) - 1) < 1e-9
    t = roll(s, 3, 3, 5, 6, 1)
    assert t.dice == (3, 3, 5, 6, 1) and t.phase == "play"
    assert str(t.history[-1]) == "Roll: 3 3 5 6 1"
    assert t.last_rules == ("engine.chance", "dp.turn.roll")


@pytest.mark.rules("dp.turn.rerolls")
def test_two_rerolls_of_chosen_dice_then_no_more():
    s = staged((3, 3, 5, 6, 1), bottom=["Royal Chamber", "Grand Gallery", "Sandstone Triad",
                                         "Basalt Triune"])
    assert "Re-roll dice 2, 4" in labels(s)
    assert sum(a.kind == "reroll" for a in s.legal_actions()) == 31
    t = s.apply(reroll(1, 3))
    assert t.is_chance_node() and t.pending == (1, 3) and t.rerolls_left == 1
    assert len(t.chance_outcomes()) == 36
    assert str(t.history[-1]) == "Re-roll dice 2, 4"
    t = roll(t, 4, 2)
    assert t.dice == (3, 4, 5, 2, 1) and str(t.history[-1]) == "Roll: 3 4 5 2 1"
    assert t.last_rules == ("engine.chance", "dp.turn.rerolls")
    t = roll(t.apply(reroll(0, 1, 2, 3, 4)), 2, 2, 4, 6, 1)
    assert t.rerolls_left == 0
    assert not [a for a in t.legal_actions() if a.kind == "reroll"]
    err = rejected(t, reroll(0), "dp.turn.rerolls")
    assert "twice" in err.reason
    rejected(s, reroll(), "dp.turn.rerolls")
    rejected(s, reroll(3, 1), "dp.turn.rerolls")
    rejected(s, reroll(5), "dp.turn.rerolls")


@pytest.mark.rules("dp.turn.rerolls", "dp.turn.roll")
def test_rerolls_reset_every_turn():
    s = staged((1, 2, 3, 4, 6))
    s = roll(s.apply(reroll(0)), 1)
    s = roll(s.apply(reroll(0)), 1)
    s = s.apply(take("Entrance"))
    assert s.turn == 2 and s.rerolls_left == 2 and s.is_chance_node() and s.dice == ()


# ------------------------------------------------------------------------ taking rooms
@pytest.mark.rules("dp.turn.take", "dp.turn.choose", "dp.pyramid.open")
def test_taking_a_room_makes_it_a_relic_and_ends_the_turn():
    s = staged((4, 4, 4, 2, 2))
    assert set(s.takeable_rooms()) == {"Grand Gallery", "Antechamber", "Entrance"}
    assert {"Take Grand Gallery", "Take Antechamber", "Take Entrance"} <= set(labels(s))
    assert "End turn" not in labels(s)
    t = s.apply(take("Grand Gallery"))
    assert N["Grand Gallery"] not in t.pyramid
    assert t.relic_names() == ["Jackal's Fang"]
    assert t.last_rules[:4] == ("dp.turn.take", "dp.pyramid.open", "dp.card.grand-gallery",
                                "dp.turn.choose")
    assert t.is_chance_node() and t.turn == 2         # one room per turn
    assert "Grand Gallery" not in t.open_rooms()


@pytest.mark.rules("dp.pyramid.open")
def test_covered_face_down_and_boxed_rooms_cannot_be_taken():
    s = staged((2, 2, 2, 2, 2))
    hidden = s.pyramid[3]                       # row 3, covered and face down
    err = rejected(s, take(ROOMS_BY_NUMBER[hidden]), "dp.pyramid.open")
    assert "not an open room" in err.reason
    rejected(s, take("Treasure Chamber"), "dp.pyramid.open")
    rejected(s, take(ROOMS_BY_NUMBER[s.box[0]]), "dp.pyramid.open")
    # same message for a covered card and a card in the box: nothing is given away
    assert rejected(s, take(ROOMS_BY_NUMBER[s.box[0]]), "dp.pyramid.open").reason == \
        rejected(s, take(ROOMS_BY_NUMBER[hidden]), "dp.pyramid.open").reason.replace(
            ROOMS_BY_NUMBER[hidden], ROOMS_BY_NUMBER[s.box[0]])


ROOMS_BY_NUMBER = {room.number: name for name, room in ROOMS.items()}


@pytest.mark.rules("dp.pyramid.open", "dp.option.i-know-the-way")
def test_face_up_is_not_open_with_i_know_the_way():
    s = roll(new(3, i_know_the_way=True), 6, 6, 6, 6, 6)
    rejected(s, take("Treasure Chamber"), "dp.pyramid.open")


# room, dice that meet it, dice that do not
CHALLENGES = [
    ("Entrance", (1, 2, 4, 5, 6), None),
    ("Sandstone Triad", (1, 1, 1, 3, 4), (6, 6, 1, 1, 3)),
    ("Sandstone Triad", (6, 6, 6, 6, 4), (6, 6, 2, 2, 3)),
    ("Basalt Triune", (5, 5, 5, 1, 2), (5, 5, 2, 2, 3)),
    ("Granite Triptych", (3, 3, 3, 4, 4), (4, 4, 3, 3, 1)),
    ("Descending Passage", (3, 6, 2, 6, 1), (3, 3, 2, 2, 4)),
    ("Ascending Passage", (6, 4, 1, 5, 1), (4, 4, 5, 5, 3)),
    ("Grand Gallery", (2, 5, 2, 1, 2), (2, 5, 2, 1, 5)),
    ("Grand Gallery", (4, 4, 4, 4, 1), (1, 2, 3, 4, 5)),          # four of a kind counts
    ("Royal Chamber", (6, 6, 3, 6, 6), (6, 6, 3, 6, 3)),
    ("Unstable Stairway", (4, 2, 3, 1, 1), (1, 2, 3, 5, 6)),
    ("Unstable Stairway", (6, 5, 4, 3, 3), (6, 5, 4, 2, 2)),
    ("Hall of Hieroglyphs", (5, 4, 3, 2, 1), (1, 2, 3, 4, 4)),
    ("Hall of Hieroglyphs", (2, 3, 4, 5, 6), (2, 3, 4, 6, 6)),
    ("Inner Sanctum", (2, 5, 2, 5, 2), (2, 5, 2, 5, 3)),
    ("Antechamber", (1, 1, 6, 6, 3), (1, 1, 6, 5, 3)),
    ("Antechamber", (2, 2, 2, 2, 5), (2, 2, 2, 5, 6)),            # four of a kind counts
    ("Altar of the Sky", (4, 5, 6, 4, 4), (4, 5, 6, 4, 3)),
    ("Altar of the Depths", (1, 2, 3, 3, 1), (1, 2, 3, 3, 4)),
]
CARD_RULE = {
    "Entrance": "dp.card.entrance", "Sandstone Triad": "dp.card.sandstone-triad",
    "Basalt Triune": "dp.card.basalt-triune", "Granite Triptych": "dp.card.granite-triptych",
    "Descending Passage": "dp.card.descending-passage",
    "Ascending Passage": "dp.card.ascending-passage", "Grand Gallery": "dp.card.grand-gallery",
    "Royal Chamber": "dp.card.royal-chamber", "Unstable Stairway": "dp.card.unstable-stairway",
    "Hall of Hieroglyphs": "dp.card.hall-of-hieroglyphs",
    "Inner Sanctum": "dp.card.inner-sanctum", "Antechamber": "dp.card.antechamber",
    "Altar of the Sky": "dp.card.altar-of-the-sky",
    "Altar of the Depths": "dp.card.altar-of-the-depths",
}


@pytest.mark.rules("dp.card.entrance", "dp.card.sandstone-triad", "dp.card.basalt-triune",
                   "dp.card.granite-triptych", "dp.card.descending-passage",
                   "dp.card.ascending-passage", "dp.card.grand-gallery", "dp.card.royal-chamber",
                   "dp.card.unstable-stairway", "dp.card.hall-of-hieroglyphs",
                   "dp.card.inner-sanctum", "dp.card.antechamber", "dp.card.altar-of-the-sky",
                   "dp.card.altar-of-the-depths", "dp.ruling.challenge-subset")
@pytest.mark.parametrize("room, good, bad", CHALLENGES)
def test_each_room_is_taken_only_when_the_dice_meet_its_challenge(room, good, bad):
    others = [r for r in ("Entrance", "Royal Chamber", "Cat Statue", "Grand Gallery",
                          "Antechamber") if r != room and r in ROOMS][:3]
    bottom = [room, *others]
    s = staged(good, bottom=bottom)
    t = s.apply(take(room))
    assert CARD_RULE[room] in t.last_rules and N[room] in t.relics
    if bad is not None:
        s = staged(bad, bottom=bottom)
        err = rejected(s, take(room), CARD_RULE[room])
        assert "do not meet" in err.reason and ROOMS[room].notation in err.reason


@pytest.mark.rules("dp.ruling.full-house")
def test_five_of_a_kind_is_not_a_full_house_unless_the_option_says_so():
    bottom = ["Inner Sanctum", "Royal Chamber", "Grand Gallery", "Entrance"]
    s = staged((3, 3, 3, 3, 3), bottom=bottom)
    assert "Inner Sanctum" not in s.takeable_rooms()
    rejected(s, take("Inner Sanctum"), "dp.ruling.full-house")
    s = staged((3, 3, 3, 3, 3), bottom=bottom, full_house_five_of_a_kind=True)
    t = s.apply(take("Inner Sanctum"))
    assert "dp.ruling.full-house" in t.last_rules and N["Inner Sanctum"] in t.relics


# ------------------------------------------------------------------------ uncovering
def _open_gap(bottom_taken: int):
    """A base game whose bottom position ``bottom_taken`` is already gone."""
    s = new(7)
    cards = list(s.pyramid)
    cards[bottom_taken] = None
    return at(s, pyramid=tuple(cards))


@pytest.mark.rules("dp.pyramid.uncover", "dp.turn.opens-next-turn", "dp.turn.relic-cap",
                   "dp.pyramid.open")
def test_an_uncovered_room_turns_face_up_and_opens_next_turn_not_this_one():
    s = _open_gap(6)                            # position 3 is now covered only by 7
    above = s.pyramid[3]
    assert not s.is_face_up(3)
    s = at(s, relics=(R["Cat Statue"], R["Jackal's Fang"], R["Cobra's Fangs"],
                      R["Scepter of Nut"], R["Onyx Beetle"]))
    entrance_at_7 = list(s.pyramid)
    entrance_at_7[entrance_at_7.index(1)], entrance_at_7[7] = entrance_at_7[7], 1
    s = roll(at(s, pyramid=tuple(entrance_at_7)), 1, 2, 3, 4, 6)
    above = s.pyramid[3]
    t = s.apply(take("Entrance"))
    assert t.is_face_up(3) and 3 in t.open_positions()
    assert "dp.pyramid.uncover" in t.last_rules
    assert t.phase == "cap"                     # six relics: discard first, same turn
    name = ROOMS_BY_NUMBER[above]
    err = rejected(t, take(name), "dp.turn.opens-next-turn")
    assert "next turn" in err.reason
    rejected(t, take(ROOMS_BY_NUMBER[t.pyramid[8]]), "dp.turn.choose")
    rejected(t, END, "dp.turn.relic-cap")
    u = t.apply(discard("Onyx Beetle"))
    assert u.turn == 2 and u.is_chance_node()
    assert name in u.open_rooms()               # next turn it can be attempted


@pytest.mark.rules("dp.pyramid.uncover", engine=False)
def test_a_room_stays_covered_until_its_last_cover_is_taken():
    s = roll(new(7), 1, 2, 3, 4, 6)
    entrance = s.pyramid.index(1)
    t = s.apply(take("Entrance"))
    assert "dp.pyramid.uncover" not in t.last_rules
    assert all(not t.is_face_up(p) for p in range(1, 6))
    assert t.open_positions() == tuple(p for p in (6, 7, 8, 9) if p != entrance)


# ------------------------------------------------------------------------ the relic cap
@pytest.mark.rules("dp.turn.relic-cap")
def test_a_sixth_relic_forces_a_discard_of_your_choice():
    five = (R["Cat Statue"], R["Sphinx's Ring"], R["Cobra's Fangs"], R["Scepter of Nut"],
            R["Onyx Beetle"])
    s = at(staged((2, 2, 2, 6, 1)), relics=five)
    t = s.apply(take("Grand Gallery"))
    assert t.phase == "cap" and len(t.relics) == 6 and t.current_player() == 0
    assert sorted(labels(t)) == sorted(f"Discard {ROOMS_BY_RELIC[r]}" for r in t.relics)
    u = t.apply(discard("Jackal's Fang"))       # even the relic just won may go
    assert len(u.relics) == 5 and R["Jackal's Fang"] in u.discard and u.is_chance_node()
    assert u.last_rules == ("dp.turn.relic-cap",)
    rejected(t, discard("Marble Beetle"), "dp.turn.relic-cap")
    rejected(t, reroll(0), "dp.turn.rerolls")


ROOMS_BY_RELIC = {room.number: room.relic for room in ROOMS.values()}


@pytest.mark.rules("dp.turn.relic-cap", "dp.option.power-relics")
def test_power_relics_cap_is_two_and_may_need_one_discard():
    s = at(staged((2, 2, 2, 6, 1), power_relics=True),
           relics=(R["Cat Statue"], R["Cobra's Fangs"]))
    t = s.apply(take("Grand Gallery"))
    assert t.phase == "cap"
    t = t.apply(discard("Cat Statue"))
    assert t.relic_names() == ["Cobra's Fangs", "Jackal's Fang"] and t.is_chance_node()


# ------------------------------------------------------------------------ misses
NO_MATCH_BOTTOM = ["Royal Chamber", "Grand Gallery", "Sandstone Triad", "Basalt Triune"]


@pytest.mark.rules("dp.turn.miss", "dp.ruling.end-early")
def test_a_miss_costs_a_relic_of_your_choice():
    s = at(staged((1, 2, 3, 4, 6), bottom=NO_MATCH_BOTTOM),
           relics=(R["Cat Statue"], R["Cobra's Fangs"]))
    assert s.takeable() == () and "End turn" in labels(s)
    t = s.apply(END)
    assert t.phase == "miss" and "dp.ruling.end-early" in t.last_rules
    assert sorted(labels(t)) == ["Discard Cat Statue", "Discard Cobra's Fangs"]
    rejected(t, END, "dp.turn.miss")
    rejected(t, take("Royal Chamber"), "dp.turn.miss")
    u = t.apply(discard("Cobra's Fangs"))
    assert u.relic_names() == ["Cat Statue"] and u.turn == 2 and u.is_chance_node()
    assert u.last_rules == ("dp.turn.miss",)


@pytest.mark.rules("dp.turn.lose", "dp.turn.miss", "engine.over")
def test_a_miss_without_relics_loses():
    s = staged((1, 2, 3, 4, 6), bottom=NO_MATCH_BOTTOM)
    s = roll(s.apply(reroll(0)), 1)
    s = roll(s.apply(reroll(0)), 1)
    assert labels(s) == ["End turn"]            # nothing else left to try
    t = s.apply(END)
    assert t.is_terminal() and t.current_player() == TERMINAL and t.outcome == "lost"
    assert t.returns() == [-1.0] and "dp.turn.lose" in t.last_rules
    assert t.legal_actions() == []
    rejected(t, reroll(0), "engine.over")


@pytest.mark.rules("dp.ruling.must-take")
def test_a_match_cannot_be_declined_by_default():
    s = staged((1, 2, 3, 4, 6))                  # the Entrance always matches
    assert "End turn" not in labels(s)
    err = rejected(s, END, "dp.ruling.must-take")
    assert "Entrance" in err.reason
    assert s.apply(reroll(0)).is_chance_node()   # re-rolling on is still fine


@pytest.mark.rules("dp.ruling.must-take", "dp.turn.miss")
def test_with_may_decline_ending_on_a_match_is_a_miss():
    s = at(staged((1, 2, 3, 4, 6), may_decline=True), relics=(R["Cat Statue"],))
    assert "End turn" in labels(s)
    t = s.apply(END)
    assert t.phase == "miss" and "dp.ruling.must-take" in t.last_rules
    t = staged((1, 2, 3, 4, 6), may_decline=True).apply(END)
    assert t.outcome == "lost"


# ------------------------------------------------------------------------ winning
@pytest.mark.rules("dp.turn.win", "dp.card.treasure-chamber")
@pytest.mark.rules("dp.relic.golden-ankh", engine=False)
def test_taking_the_treasure_chamber_wins_with_the_golden_ankh():
    s = new(2)
    s = at(s, pyramid=(2,) + (None,) * 9, relics=(R["Cat Statue"],) * 1)
    s = roll(s, 5, 5, 5, 5, 2)
    assert s.takeable() == ()
    rejected(s, take("Treasure Chamber"), "dp.card.treasure-chamber")
    s = s.apply(Action("use", ("Cat Statue", (4,), 0)))
    assert s.takeable_rooms() == ["Treasure Chamber"]
    t = s.apply(take("Treasure Chamber"))
    assert t.is_terminal() and t.outcome == "won" and t.returns() == [1.0]
    assert "Golden Ankh" in t.relic_names() and "dp.turn.win" in t.last_rules


@pytest.mark.rules("dp.turn.win", "dp.option.great-pyramid")
def test_win_in_the_great_pyramid_even_with_a_full_backpack():
    s = new(4, great_pyramid=True)
    pos = s.pyramid.index(2)
    cards = [None] * 15
    cards[pos] = 2
    s = roll(at(s, pyramid=tuple(cards), relics=(3, 4, 5, 6, 7)), 1, 1, 1, 1, 1)
    t = s.apply(take("Treasure Chamber"))
    assert t.outcome == "won" and len(t.relics) == 6     # the game ends before any discard


@pytest.mark.rules("dp.turn.choose", "dp.turn.win", "dp.option.great-pyramid",
                   "dp.card.treasure-chamber", "dp.card.grand-gallery")
def test_with_the_treasure_among_several_matches_the_player_chooses_and_only_it_wins():
    s = new(4, great_pyramid=True)
    cards = [None] * 15
    cards[6], cards[12], cards[13] = 2, 8, 1      # Treasure (row 4) open next to two rooms
    s = roll(at(s, pyramid=tuple(cards)), 3, 3, 3, 3, 3)
    assert set(s.takeable_rooms()) == {"Treasure Chamber", "Grand Gallery", "Entrance"}
    assert {"Take Treasure Chamber", "Take Grand Gallery", "Take Entrance"} <= set(labels(s))
    other = s.apply(take("Grand Gallery"))
    assert not other.is_terminal() and other.outcome == "" and other.turn == 2
    assert "Treasure Chamber" in other.open_rooms()
    won = s.apply(take("Treasure Chamber"))
    assert won.is_terminal() and won.outcome == "won"
