"""Cached look-ups for the hot path: which cards the dice meet, which cards are open.

>>> sorted(matching_cards((2, 2, 2, 5, 5)))      # Entrance, Basalt, Gallery, Sanctum, Antechamber
[1, 4, 8, 12, 13]
>>> 12 in matching_cards((4, 4, 4, 4, 4)), 12 in matching_cards((4, 4, 4, 4, 4), True)
(False, True)
>>> open_positions(4, (2, 5, 6, 7, 8, 9, None, None, 3, 1))
(3, 8, 9)
"""

from __future__ import annotations

from functools import cache, lru_cache

from ...dice import CARDS, Challenge, full_house
from .layout import layout

INNER_SANCTUM = 12


@lru_cache(maxsize=2)
def challenges(full_house_five_of_a_kind: bool = False) -> dict[int, Challenge]:
    """Card number -> the room's challenge under the full-house ruling chosen."""
    table = {card.number: card.challenge for card in CARDS}
    table[INNER_SANCTUM] = full_house(allow_five_of_a_kind=full_house_five_of_a_kind)
    return table


@cache
def _matching_sorted(key: tuple[int, ...], five: bool) -> frozenset[int]:
    return frozenset(n for n, ch in challenges(five).items() if ch.matches(key))


@lru_cache(maxsize=16384)
def matching_cards(dice: tuple[int, ...], full_house_five_of_a_kind: bool = False) -> frozenset[int]:
    """The card numbers whose room challenge ``dice`` (five values) meet."""
    return _matching_sorted(tuple(sorted(dice)), full_house_five_of_a_kind)


@lru_cache(maxsize=8192)
def open_positions(rows: int, cards: tuple[int | None, ...]) -> tuple[int, ...]:
    """Positions of the open cards of a pyramid with ``rows`` rows (see :mod:`.layout`)."""
    return layout(rows).open_positions(cards)
