"""Dealing the pyramid from a seed (rulebook "Game Setup" and "Exploring the Great Pyramid").

Cards are identified by their printed number: 1 is the Entrance, 2 the Treasure Chamber,
3–15 the other rooms. :func:`deal` returns the cards of the pyramid position by position (see
:mod:`.layout`) and the cards left in the box (base game: 5 cards, out of play and unseen).

>>> from .options import make_options
>>> cards, box = deal(7, make_options())
>>> cards[0] == TREASURE_CHAMBER and ENTRANCE in cards[6:]
True
>>> len(cards), len(box), sorted(cards + box) == list(range(1, 16))
(10, 5, True)
>>> deal(7, make_options()) == (cards, box)      # same seed, same pyramid
True
>>> cards, box = deal(7, make_options(great_pyramid=True))
>>> len(cards), box, ENTRANCE in cards[10:], TREASURE_CHAMBER in cards[:10]
(15, (), True, True)
"""

from __future__ import annotations

import random

from .options import DicePyramidOptions

ENTRANCE = 1
TREASURE_CHAMBER = 2
ALL_CARDS = tuple(range(1, 16))


def deal(seed: int, options: DicePyramidOptions) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """``(pyramid cards by position, box)`` for this seed, shuffled with ``Random(f"{seed}:setup")``."""
    rng = random.Random(f"{seed}:setup")
    deck = [c for c in ALL_CARDS if c not in (ENTRANCE, TREASURE_CHAMBER)]
    rng.shuffle(deck)
    if options.great_pyramid:
        initial = deck[:4] + [ENTRANCE]
        rng.shuffle(initial)
        upper = deck[4:] + [TREASURE_CHAMBER]
        rng.shuffle(upper)
        return tuple(upper + initial), ()
    # Base game: Treasure Chamber on top, rows of 2 and 3 from the deck, then 3 cards
    # shuffled with the Entrance as the initial row. The rest stays in the box.
    middle = deck[:5]
    initial = deck[5:8] + [ENTRANCE]
    rng.shuffle(initial)
    box = tuple(sorted(deck[8:]))
    return (TREASURE_CHAMBER, *middle, *initial), box
