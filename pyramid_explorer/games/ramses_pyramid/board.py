"""The fixed parts of the Ramses Pyramid board: colours, sides, spaces and the LEGO die.

Sides are numbered clockwise as seen from above: 0 north, 1 east, 2 south, 3 west. The track
is the entrance (space 0, on the south side) and the 8 brown movement spaces 1–8 clockwise
from it: 1–2 west, 3–4 north, 5–6 east, 7–8 south. Temple space ``i`` lies beside brown
space ``i``. Layers are 1 (the dark bottom layer) to 6 (just below Ramses); mummies at the
top are at "layer" :data:`TOP`, mummies that reached the ground at layer 0.

>>> side_of_space(1), side_of_space(4), side_of_space(8)
(3, 0, 2)
>>> colour_name("purple", "de"), colour_letter("green", "de")
('lila', 'Gr')
>>> sum(p for _, p in die_outcomes()) == 1
True
>>> [(f.value, f.effect.value) for f in DIE_FACES][:3]
[(1, 'turn'), (1, 'turn'), (2, 'steal')]
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from fractions import Fraction

COLOURS = ("yellow", "blue", "green", "red", "orange", "purple")
COLOUR_DE = {"yellow": "gelb", "blue": "blau", "green": "grün", "red": "rot",
             "orange": "orange", "purple": "lila"}
COLOUR_LETTER = {"en": {"yellow": "Y", "blue": "B", "green": "G", "red": "R", "orange": "O",
                        "purple": "P"},
                 "de": {"yellow": "Ge", "blue": "Bl", "green": "Gr", "red": "Ro", "orange": "Or",
                        "purple": "Li"}}
COLOUR_HEX = {"yellow": "#F0E442", "blue": "#3A7DD8", "green": "#2E9E5B", "red": "#D7263D",
              "orange": "#F08A24", "purple": "#8E44AD"}

SIDES = (0, 1, 2, 3)
SIDE_NAMES = {"en": ("north", "east", "south", "west"), "de": ("Nord", "Ost", "Süd", "West")}
LAYERS = (1, 2, 3, 4, 5, 6)
DARK = 1
TOP_LAYER = 6
TOP = 7
GROUND = 0
ENTRANCE = 0
SPACES = (1, 2, 3, 4, 5, 6, 7, 8)
TRACK_LENGTH = 9  # entrance + 8 brown spaces
_SPACE_SIDE = {1: 3, 2: 3, 3: 0, 4: 0, 5: 1, 6: 1, 7: 2, 8: 2}
NUM_MUMMIES = 8
NUM_TEMPLES = 4
TEMPLE_LETTERS = "ABCD"


def side_of_space(space: int) -> int:
    """The pyramid side a brown space (1–8) lies on."""
    return _SPACE_SIDE[space]


def spaces_of_side(side: int) -> tuple[int, ...]:
    """The two brown spaces beside ``side``, in clockwise order.

    >>> spaces_of_side(2)
    (7, 8)
    """
    return tuple(s for s in SPACES if _SPACE_SIDE[s] == side)


def colour_name(colour: str, lang: str = "en") -> str:
    """``red`` / ``rot``."""
    return COLOUR_DE[colour] if lang == "de" else colour


def colour_letter(colour: str, lang: str = "en") -> str:
    """The letter(s) printed with a colour, so no colour is told by hue alone."""
    return COLOUR_LETTER["de" if lang == "de" else "en"][colour]


def side_name(side: int, lang: str = "en") -> str:
    """``north`` / ``Nord``."""
    return SIDE_NAMES["de" if lang == "de" else "en"][side]


class Effect(str, Enum):
    """What a face of the LEGO die does besides its number (reconstructed, see GAMES.md §2)."""

    PLAIN = "plain"
    STEAL = "steal"
    TURN = "turn"
    MUMMY = "mummy"


@dataclass(frozen=True)
class Face:
    """One face of the die: a number of steps and an effect."""

    value: int
    effect: Effect


DIE_FACES = (Face(1, Effect.TURN), Face(1, Effect.TURN), Face(2, Effect.STEAL),
             Face(2, Effect.PLAIN), Face(3, Effect.MUMMY), Face(3, Effect.MUMMY))
"""The six faces as reconstructed from reviews: 1, 1, 2, 2, 3, 3 with turn ×2, steal, mummy ×2."""


def die_outcomes() -> list[tuple[Face, Fraction]]:
    """The distinct outcomes of one roll with their exact probabilities.

    >>> [(f.value, f.effect.value, str(p)) for f, p in die_outcomes()]
    [(1, 'turn', '1/3'), (2, 'steal', '1/6'), (2, 'plain', '1/6'), (3, 'mummy', '1/3')]
    """
    out: dict[Face, Fraction] = {}
    for face in DIE_FACES:
        out[face] = out.get(face, Fraction(0)) + Fraction(1, len(DIE_FACES))
    return list(out.items())
