"""The phases of a Dice Pyramid turn and the game's result, and two small helpers.

>>> PLAY, dice_list((3, 3, 5))
('play', '3 3 5')
"""

from __future__ import annotations

from typing import Any

CHANCE_PHASE = "chance"
PLAY = "play"
CAP = "cap"
MISS = "miss"
OVER = "over"

WON = "won"
LOST = "lost"


def dice_list(dice: tuple[int, ...]) -> str:
    return " ".join(map(str, dice))


def positions_ok(value: Any) -> bool:
    return (isinstance(value, tuple) and all(type(i) is int and 0 <= i < 5 for i in value)
            and list(value) == sorted(set(value)))
