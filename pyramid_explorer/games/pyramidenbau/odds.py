"""Exact dice odds for Pyramidenbau: what this turn's roll offers, and how soon a cap can come.

A turn rolls one die (or two with the second-die variant, both used). The chance that a turn
offers a given number is the chance that at least one of its dice shows it; a side that is
complete needs a 5 or 6 on a later turn to take its cap (a "roll again" card is not counted:
its chance depends on the hidden card order).

>>> from fractions import Fraction as F
>>> face_chance(5, 1), face_chance(5, 2)
(Fraction(1, 6), Fraction(11, 36))
>>> high_chance(1), high_chance(2)
(Fraction(1, 3), Fraction(5, 9))
>>> cap_within(3, 1)
Fraction(19, 27)
>>> [round(float(cap_within(n, 2)), 3) for n in (1, 2, 3)]
[0.556, 0.802, 0.912]
>>> expected_turns_to_cap(1), expected_turns_to_cap(2)
(Fraction(3, 1), Fraction(9, 5))
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

from .board import current_layer, side_complete
from .geometry import SIDE_CELLS, height, index

if TYPE_CHECKING:
    from .state import PyramidenbauState

FACES = (1, 2, 3, 4, 5, 6)
HORIZON = (1, 2, 3, 5, 10)


def face_chance(face: int, dice: int) -> Fraction:
    """The chance that at least one of ``dice`` dice shows ``face``."""
    return 1 - Fraction(5, 6) ** dice


def high_chance(dice: int) -> Fraction:
    """The chance that at least one of ``dice`` dice shows a 5 or 6 (hire, fire, card, cap)."""
    return 1 - Fraction(2, 3) ** dice


def low_chance(dice: int) -> Fraction:
    """The chance that at least one of ``dice`` dice shows 1–4 (place, build, move)."""
    return 1 - Fraction(1, 3) ** dice


def cap_within(turns: int, dice: int) -> Fraction:
    """The chance of a 5 or 6 within ``turns`` turns of ``dice`` dice each."""
    return 1 - (1 - high_chance(dice)) ** turns


def expected_turns_to_cap(dice: int) -> Fraction:
    """Turns one waits on average for a 5 or 6 (a geometric wait)."""
    return 1 / high_chance(dice)


@dataclass(frozen=True)
class TurnOdds:
    """What the odds panel shows for the colour to move (all public information)."""

    colour: int
    dice: int
    faces: tuple[tuple[float, float], ...]      # per face 1–6: one die, two dice
    high: tuple[float, float]                    # a 5 or 6: one die, two dice
    cap_ready: bool                              # the side is complete, no cap yet
    cap: tuple[tuple[int, float], ...]           # (turns, chance) with the game's dice
    layer: int
    missing: int                                 # stone positions still empty on the side


def turn_odds(state: PyramidenbauState) -> TurnOdds:
    """The odds for the colour to move in ``state`` (nothing hidden is used)."""
    c = state.colour
    dice = state.options.dice_for(state.num_players)
    ready = side_complete(state.stacks, c) and c not in state.caps and state.owners[c] >= 0
    missing = sum(height(cell) - len(state.stacks[index(cell)]) for cell in SIDE_CELLS[c])
    return TurnOdds(
        colour=c, dice=dice,
        faces=tuple((float(face_chance(f, 1)), float(face_chance(f, 2))) for f in FACES),
        high=(float(high_chance(1)), float(high_chance(2))),
        cap_ready=ready,
        cap=tuple((n, float(cap_within(n, dice))) for n in HORIZON),
        layer=current_layer(state.stacks, c), missing=missing)
