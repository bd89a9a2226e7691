"""The 15 Dice Pyramid cards: room challenges in the challenge language, relic abilities.

Names and abilities are the printed cards' (see ``shared/design/dice-pyramid-cards.md``); the
one-line descriptions are the project's own words.

>>> len(CARDS)
15
>>> card_by_room("Grand Gallery").challenge.notation
'X X X'
>>> card_by_relic("Cat Statue").ability
Ability(kind='flip', counts=(1,), faces=frozenset({1, 2, 3, 4, 5, 6}), deltas=())
>>> card_by_room("Inner Sanctum").challenge.matches((4, 4, 4, 4, 4))
False
>>> full_house(allow_five_of_a_kind=True).matches((4, 4, 4, 4, 4))
True
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.rules import Bilingual
from .abilities import WIN, Ability
from .challenge import Challenge

B = Bilingual
FULL_HOUSE = "X X X Y Y"
FULL_HOUSE_OR_FIVE = "X X X Y Y | X X X X X"


@dataclass(frozen=True)
class Card:
    """One pyramid card: a room (its challenge) on one side, a relic (its ability) on the other."""

    number: int
    room: str
    challenge: Challenge
    relic: str
    ability: Ability
    room_text: Bilingual
    relic_text: Bilingual


def _flip(*faces: int) -> Ability:
    return Ability("flip", (1,), frozenset(faces))


def _card(number: int, room: str, notation: str, relic: str, ability: Ability,
          room_text: Bilingual, relic_text: Bilingual) -> Card:
    return Card(number, room, Challenge.parse(notation), relic, ability, room_text, relic_text)


CARDS: tuple[Card, ...] = (
    _card(1, "Entrance", "? ? ? ? ?", "Phoenix's Feather", Ability("reroll", (5,)),
          B("Any five dice will do.", "Fünf beliebige Würfel genügen."),
          B("Roll all five dice again.", "Alle fünf Würfel noch einmal werfen.")),
    _card(2, "Treasure Chamber", "X X X X X", "Golden Ankh", WIN,
          B("All five dice show the same number.", "Alle fünf Würfel zeigen dieselbe Zahl."),
          B("Taking it wins the game.", "Wer es nimmt, gewinnt das Spiel.")),
    _card(3, "Sandstone Triad", "6 6 6 | 1 1 1", "Sandstone Amulet", _flip(6, 1),
          B("At least three 6s or at least three 1s.",
            "Mindestens drei Sechsen oder mindestens drei Einsen."),
          B("Turn over one die that shows 6 or 1.",
            "Einen Würfel mit 6 oder 1 umdrehen.")),
    _card(4, "Basalt Triune", "5 5 5 | 2 2 2", "Basalt Signet", _flip(5, 2),
          B("At least three 5s or at least three 2s.",
            "Mindestens drei Fünfen oder mindestens drei Zweien."),
          B("Turn over one die that shows 5 or 2.",
            "Einen Würfel mit 5 oder 2 umdrehen.")),
    _card(5, "Granite Triptych", "4 4 4 | 3 3 3", "Granite Idol", _flip(4, 3),
          B("At least three 4s or at least three 3s.",
            "Mindestens drei Vieren oder mindestens drei Dreien."),
          B("Turn over one die that shows 4 or 3.",
            "Einen Würfel mit 4 oder 3 umdrehen.")),
    _card(6, "Descending Passage", "3 2 1", "Onyx Beetle", _flip(1, 2, 3),
          B("A 3, a 2 and a 1 among the dice.", "Eine 3, eine 2 und eine 1 unter den Würfeln."),
          B("Turn over one die that shows 1, 2 or 3.",
            "Einen Würfel mit 1, 2 oder 3 umdrehen.")),
    _card(7, "Ascending Passage", "4 5 6", "Marble Beetle", _flip(4, 5, 6),
          B("A 4, a 5 and a 6 among the dice.", "Eine 4, eine 5 und eine 6 unter den Würfeln."),
          B("Turn over one die that shows 4, 5 or 6.",
            "Einen Würfel mit 4, 5 oder 6 umdrehen.")),
    _card(8, "Grand Gallery", "X X X", "Jackal's Fang", Ability("reroll", (3,)),
          B("Three dice with the same number.", "Drei Würfel mit derselben Zahl."),
          B("Roll three dice of your choice again.",
            "Drei Würfel deiner Wahl noch einmal werfen.")),
    _card(9, "Royal Chamber", "X X X X", "Crook and Flail", Ability("shift", (1,), deltas=(1, -1)),
          B("Four dice with the same number.", "Vier Würfel mit derselben Zahl."),
          B("Raise or lower one die by 1 (never above 6 or below 1).",
            "Einen Würfel um 1 erhöhen oder senken (nicht über 6, nicht unter 1).")),
    _card(10, "Unstable Stairway", "1 2 3 4 | 2 3 4 5 | 3 4 5 6", "Cat Statue",
          Ability("flip", (1,)),
          B("Four numbers in a row: 1-2-3-4, 2-3-4-5 or 3-4-5-6.",
            "Vier Zahlen in Folge: 1-2-3-4, 2-3-4-5 oder 3-4-5-6."),
          B("Turn over any one die.", "Einen beliebigen Würfel umdrehen.")),
    _card(11, "Hall of Hieroglyphs", "1 2 3 4 5 | 2 3 4 5 6", "Sphinx's Ring",
          Ability("flip", (1, 2)),
          B("Five numbers in a row: 1 to 5 or 2 to 6.",
            "Fünf Zahlen in Folge: 1 bis 5 oder 2 bis 6."),
          B("Turn over one or two dice of your choice.",
            "Einen oder zwei Würfel deiner Wahl umdrehen.")),
    _card(12, "Inner Sanctum", FULL_HOUSE, "Griffin's Feather", Ability("reroll", (2, 3)),
          B("Full house: three dice of one number and two of another.",
            "Full House: drei Würfel mit einer Zahl und zwei mit einer anderen."),
          B("Roll two or three dice of your choice again.",
            "Zwei oder drei Würfel deiner Wahl noch einmal werfen.")),
    _card(13, "Antechamber", "X X Y Y | X X X X", "Cobra's Fangs", Ability("reroll", (2,)),
          B("Two pairs of different numbers (four of a kind counts too).",
            "Zwei Paare mit verschiedenen Zahlen (ein Vierling zählt auch)."),
          B("Roll two dice of your choice again.",
            "Zwei Würfel deiner Wahl noch einmal werfen.")),
    _card(14, "Altar of the Sky", "?>3*5", "Scepter of Nut", Ability("shift", (1,), deltas=(1,)),
          B("Every die shows 4 or more.", "Jeder Würfel zeigt 4 oder mehr."),
          B("Raise one die by 1 (not above 6).", "Einen Würfel um 1 erhöhen (nicht über 6).")),
    _card(15, "Altar of the Depths", "?<4*5", "Scepter of Ged",
          Ability("shift", (1,), deltas=(-1,)),
          B("Every die shows 3 or less.", "Jeder Würfel zeigt 3 oder weniger."),
          B("Lower one die by 1 (not below 1).", "Einen Würfel um 1 senken (nicht unter 1).")),
)

ROOMS: tuple[str, ...] = tuple(c.room for c in CARDS)
RELICS: tuple[str, ...] = tuple(c.relic for c in CARDS)


def _lookup(name: str, attr: str, what: str) -> Card:
    if isinstance(name, str):
        wanted = " ".join(name.split()).casefold().replace("’", "'")
        for card in CARDS:
            if getattr(card, attr).casefold() == wanted:
                return card
    names = ", ".join(getattr(c, attr) for c in CARDS)
    raise KeyError(f"no Dice Pyramid {what} {name!r}; the {what}s are: {names}")


def card_by_room(name: str) -> Card:
    """The card whose room is ``name`` (case and spacing ignored); ``KeyError`` lists the rooms."""
    return _lookup(name, "room", "room")


def card_by_relic(name: str) -> Card:
    """The card whose relic is ``name`` (case ignored); ``KeyError`` lists the relics."""
    return _lookup(name, "relic", "relic")


def relic_name(ability: Ability) -> str | None:
    """The name of the relic with this ability, or ``None`` if no card has it.

    >>> relic_name(Ability("reroll", (3,)))
    "Jackal's Fang"
    """
    for card in CARDS:
        if card.ability == ability:
            return card.relic
    return None


def full_house(allow_five_of_a_kind: bool = False) -> Challenge:
    """The Inner Sanctum challenge under the project's ruling (five of a kind is *not* a full
    house: X and Y differ) or, with ``allow_five_of_a_kind=True``, the other reading."""
    return Challenge.parse(FULL_HOUSE_OR_FIVE if allow_five_of_a_kind else FULL_HOUSE)
