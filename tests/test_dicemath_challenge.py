"""The challenge language: parsing, errors with positions, and the 15 Dice Pyramid rooms
checked against every one of the 7,776 ordered rolls by independent Counter-based predicates."""

from __future__ import annotations

from collections import Counter
from itertools import product

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pyramid_explorer.dice import (
    CARDS,
    Challenge,
    ChallengeSyntaxError,
    any_of,
    card_by_relic,
    card_by_room,
    full_house,
)

ALL_ROLLS = list(product(range(1, 7), repeat=5))


def _has(roll, needed) -> bool:
    have = Counter(roll)
    return all(have[v] >= k for v, k in Counter(needed).items())


def _most(roll) -> int:
    return max(Counter(roll).values())


# Independent formulations of the rooms, written from the card descriptions.
ROOM_PREDICATES = {
    "Entrance": lambda r: True,
    "Treasure Chamber": lambda r: len(set(r)) == 1,
    "Sandstone Triad": lambda r: r.count(6) >= 3 or r.count(1) >= 3,
    "Basalt Triune": lambda r: r.count(5) >= 3 or r.count(2) >= 3,
    "Granite Triptych": lambda r: r.count(4) >= 3 or r.count(3) >= 3,
    "Descending Passage": lambda r: {1, 2, 3} <= set(r),
    "Ascending Passage": lambda r: {4, 5, 6} <= set(r),
    "Grand Gallery": lambda r: _most(r) >= 3,
    "Royal Chamber": lambda r: _most(r) >= 4,
    "Unstable Stairway": lambda r: any({s, s + 1, s + 2, s + 3} <= set(r) for s in (1, 2, 3)),
    "Hall of Hieroglyphs": lambda r: set(r) in ({1, 2, 3, 4, 5}, {2, 3, 4, 5, 6}),
    "Inner Sanctum": lambda r: sorted(Counter(r).values()) == [2, 3],
    "Antechamber": lambda r: (sum(1 for c in Counter(r).values() if c >= 2) >= 2
                              or _most(r) >= 4),
    "Altar of the Sky": lambda r: min(r) > 3,
    "Altar of the Depths": lambda r: max(r) < 4,
}

# every room, marked with its card's rule clause (ids are literals: the coverage test reads them;
# engine=False: the challenge maths, not the engine, is checked here)
ROOM_PARAMS = [
    pytest.param("Entrance", marks=pytest.mark.rules("dp.card.entrance", engine=False)),
    pytest.param("Treasure Chamber",
                 marks=pytest.mark.rules("dp.card.treasure-chamber", engine=False)),
    pytest.param("Sandstone Triad",
                 marks=pytest.mark.rules("dp.card.sandstone-triad", engine=False)),
    pytest.param("Basalt Triune", marks=pytest.mark.rules("dp.card.basalt-triune", engine=False)),
    pytest.param("Granite Triptych",
                 marks=pytest.mark.rules("dp.card.granite-triptych", engine=False)),
    pytest.param("Descending Passage",
                 marks=pytest.mark.rules("dp.card.descending-passage", engine=False)),
    pytest.param("Ascending Passage",
                 marks=pytest.mark.rules("dp.card.ascending-passage", engine=False)),
    pytest.param("Grand Gallery", marks=pytest.mark.rules("dp.card.grand-gallery", engine=False)),
    pytest.param("Royal Chamber", marks=pytest.mark.rules("dp.card.royal-chamber", engine=False)),
    pytest.param("Unstable Stairway",
                 marks=pytest.mark.rules("dp.card.unstable-stairway", engine=False)),
    pytest.param("Hall of Hieroglyphs",
                 marks=pytest.mark.rules("dp.card.hall-of-hieroglyphs", engine=False)),
    pytest.param("Inner Sanctum", marks=pytest.mark.rules("dp.card.inner-sanctum", engine=False)),
    pytest.param("Antechamber", marks=pytest.mark.rules("dp.card.antechamber", engine=False)),
    pytest.param("Altar of the Sky",
                 marks=pytest.mark.rules("dp.card.altar-of-the-sky", engine=False)),
    pytest.param("Altar of the Depths",
                 marks=pytest.mark.rules("dp.card.altar-of-the-depths", engine=False)),
]


def test_the_fifteen_cards_in_printed_order():
    assert [c.number for c in CARDS] == list(range(1, 16))
    assert [c.room for c in CARDS] == list(ROOM_PREDICATES)
    assert CARDS[7].relic == "Jackal's Fang"
    assert all(c.room_text.en and c.room_text.de and c.relic_text.en and c.relic_text.de
               for c in CARDS)


@pytest.mark.rules("dp.ruling.challenge-subset", engine=False)
@pytest.mark.parametrize("room", ROOM_PARAMS)
def test_room_challenge_agrees_with_independent_predicate_on_all_7776_rolls(room):
    challenge = card_by_room(room).challenge
    predicate = ROOM_PREDICATES[room]
    wrong = [r for r in ALL_ROLLS if challenge.matches(r) != predicate(r)]
    assert not wrong, f"{room} ({challenge}) disagrees on {wrong[:5]}"


@pytest.mark.parametrize(("room", "count"), [
    ("Treasure Chamber", 6), ("Grand Gallery", 1656), ("Royal Chamber", 156),
    ("Inner Sanctum", 300), ("Unstable Stairway", 1200), ("Hall of Hieroglyphs", 240),
    ("Altar of the Sky", 243), ("Antechamber", 2256)])
def test_textbook_counts_of_ordered_rolls(room, count):
    assert card_by_room(room).challenge.count() == count


@pytest.mark.rules("dp.ruling.full-house", "dp.card.inner-sanctum", engine=False)
def test_full_house_ruling_and_the_other_reading():
    assert not full_house().matches((3, 3, 3, 3, 3))
    assert full_house(allow_five_of_a_kind=True).matches((3, 3, 3, 3, 3))
    assert full_house().matches((3, 6, 3, 6, 3))
    assert card_by_room("Inner Sanctum").challenge == full_house()
    for roll in ALL_ROLLS:
        assert full_house(True).matches(roll) == (
            full_house().matches(roll) or len(set(roll)) == 1)


@pytest.mark.rules("dp.ruling.challenge-subset", engine=False)
def test_rest_of_the_dice_are_free():
    gallery = Challenge.parse("X X X")
    assert gallery.matches((2, 2, 2, 2, 2))   # five of a kind contains three of a kind
    assert gallery.matches((5, 1, 5, 6, 5))
    assert not gallery.matches((5, 1, 5, 6, 1))


@pytest.mark.rules("dp.ruling.challenge-subset", engine=False)
def test_letters_same_value_and_different_letters_different_values():
    c = Challenge.parse("X X Y")
    assert c.matches((2, 2, 3, 1, 1))
    assert not Challenge.parse("X Y Z W V U").matches((1, 2, 3, 4, 5, 5))
    assert Challenge.parse("X Y Z W V U").matches((1, 2, 3, 4, 5, 6))
    assert not Challenge.parse("X X Y Y").matches((4, 4, 4, 1, 2))


def test_bounds_on_letters_and_wildcards():
    assert Challenge.parse("X>4 X>4").matches((5, 5, 1, 1, 1))
    assert not Challenge.parse("X>4 X>4").matches((4, 4, 1, 1, 1))
    assert Challenge.parse("?<=2 ?>=5").matches((2, 6, 3, 3, 3))
    assert not Challenge.parse("?!=6*5").matches((6, 1, 1, 1, 1))
    assert (Challenge.parse("?>3*5").match_vector()
            == Challenge.parse("?>3 ?>3 ?>3 ?>3 ?>3").match_vector()).all()


def test_notation_is_canonical_and_round_trips():
    c = Challenge.parse("  1 2 3 4|2 3 4 5 |3 4 5 6 ")
    assert c.notation == "1 2 3 4 | 2 3 4 5 | 3 4 5 6"
    assert str(c) == c.notation
    assert Challenge.parse(c.notation) == c
    assert Challenge.parse("xxxyy").notation == "X X X Y Y"


def test_challenge_longer_than_the_dice_is_never_met_and_other_dice_counts_work():
    c = Challenge.parse("X X X")
    assert not c.matches((4, 4))
    assert c.matches((4, 4, 4))
    assert c.matches((1, 2, 4, 4, 4, 6, 6))
    with pytest.raises(ValueError, match="1 to 6"):
        c.matches((0, 4, 4, 4, 1))


@pytest.mark.parametrize(("text", "position", "words"), [
    ("", 0, "empty"),
    ("1 2 3 |", 7, "after '|'"),
    ("| 1 2", 0, "before the first '|'"),
    ("1 2 || 3", 5, "between two '|'"),
    ("1 2 7", 4, "1 to 6, not 7"),
    ("X X # Y", 4, "unexpected character '#'"),
    ("?>7", 2, "expected a value 1-6"),
    ("?>6", 0, "higher than 6"),
    ("5>3", 1, "pip 5 already fixes"),
    ("? =3", 2, "needs a die before it"),
    ("?*", 2, "how many times"),
    ("?*0", 2, "1 to 9"),
    ("*3", 0, "repeats the die before it"),
])
def test_syntax_errors_name_the_problem_and_its_position(text, position, words):
    with pytest.raises(ChallengeSyntaxError) as info:
        Challenge.parse(text)
    err = info.value
    assert err.position == position
    assert words in err.reason
    assert f"position {position + 1}" in str(err)
    assert str(err).splitlines()[-1] == "  " + " " * position + "^"
    assert isinstance(err, ValueError)


def test_lookups_list_the_names_on_error():
    assert card_by_room("grand  gallery").number == 8
    assert card_by_relic("jackal's fang").room == "Grand Gallery"
    with pytest.raises(KeyError, match="Grand Gallery"):
        card_by_room("Great Gallery")
    with pytest.raises(KeyError, match="Cat Statue"):
        card_by_relic("Dog Statue")


def test_any_of_is_the_union():
    both = any_of([card_by_room("Grand Gallery").challenge,
                   card_by_room("Unstable Stairway").challenge])
    for roll in ALL_ROLLS[::7]:
        assert both.matches(roll) == (ROOM_PREDICATES["Grand Gallery"](roll)
                                      or ROOM_PREDICATES["Unstable Stairway"](roll))


@given(st.lists(st.sampled_from("123456?XY"), min_size=1, max_size=5),
       st.tuples(*[st.integers(1, 6)] * 5))
def test_matches_agrees_with_a_brute_force_assignment(atoms, roll):
    """Some dice form the pattern <=> an injective assignment of pattern slots to dice exists."""
    from itertools import permutations
    challenge = Challenge.parse(" ".join(atoms))

    def fits(dice) -> bool:
        letters: dict[str, int] = {}
        for atom, value in zip(atoms, dice, strict=True):
            if atom.isdigit() and int(atom) != value:
                return False
            if atom.isalpha() and letters.setdefault(atom, value) != value:
                return False
        return len(set(letters.values())) == len(letters)

    expected = any(fits(p) for p in permutations(roll, len(atoms)))
    assert challenge.matches(roll) == expected
