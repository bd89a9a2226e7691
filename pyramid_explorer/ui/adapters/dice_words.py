"""Dice Pyramid's room names in the reader's language, for its odds text and chart.

>>> room_label("Entrance", "de") != "", room_label("Nowhere", "en")
(True, 'Nowhere')
"""

from __future__ import annotations

from ...games.dice_pyramid.actions import ROOM_NUMBER, room_name


def room_label(room: str, lang: str) -> str:
    """A room's name in ``lang`` (rooms are keyed by their printed English names)."""
    number = ROOM_NUMBER.get(room)
    return room_name(number, lang) if number is not None else room


__all__ = ["room_label"]
