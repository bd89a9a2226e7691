"""Redraw what a Dice Pyramid player cannot see: the face-down rooms and the cards in the box.

:func:`resample_hidden` gives a state the player cannot tell apart from the real one (the same
``observation(viewer)``) with every unseen card dealt again at random among the positions the
player cannot see (OpenSpiel's ``resample_from_infostate``). The hidden-information tests show
both to the player and require every text on screen to be the same.

What stays fixed is what the player knows: every face-up card (the open rooms, or all of them
with I Know the Way), the relics, the dice, and in the base game the Treasure Chamber on top
(rulebook "Game Setup": it is always the top card). In the Great Pyramid the Treasure Chamber
may lie under any face-down card of the upper rows, and there is no box.

>>> import random
>>> from pyramid_explorer.games import new_game
>>> s = new_game("dice-pyramid", seed=1)
>>> r = resample_hidden(s, 0, random.Random(5))
>>> r.observation(0) == s.observation(0), r.pyramid[0]
(True, 2)
>>> r.pyramid != s.pyramid or r.box != s.box
True
>>> resample_hidden(new_game("dice-pyramid", seed=1, i_know_the_way=True), 0,
...                 random.Random(5)).box == new_game("dice-pyramid", seed=1).box
True
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import TYPE_CHECKING

from .setup import TREASURE_CHAMBER

if TYPE_CHECKING:
    from .state import DicePyramidState


def hidden_positions(state: DicePyramidState) -> list[int]:
    """Positions of the face-down cards whose identity the player does not know.

    >>> from pyramid_explorer.games import new_game
    >>> hidden_positions(new_game("dice-pyramid", seed=1))      # rows 2 and 3 (row 1: known)
    [1, 2, 3, 4, 5]
    """
    known_top = not state.options.great_pyramid
    return [p for p, card in enumerate(state.pyramid)
            if card is not None and not state.is_face_up(p)
            and not (known_top and card == TREASURE_CHAMBER)]


def resample_hidden(state: DicePyramidState, viewer: int, rng: random.Random) -> DicePyramidState:
    """``state`` with its face-down rooms and box cards redealt with ``rng`` (see module doc).

    In the base game the box cards can swap with face-down rooms (the player sees neither);
    the box stays sorted, as the deal keeps it. Two states the player cannot tell apart give
    the same redraw for the same ``rng``.
    """
    positions = hidden_positions(state)
    # sorted first, so the redraw depends on ``rng`` and on what the player sees, never on
    # where the unseen cards really lie
    pool = sorted([state.pyramid[p] for p in positions] + list(state.box),
                  key=lambda c: (c is None, c if c is not None else 0))
    rng.shuffle(pool)
    cards = list(state.pyramid)
    for p, card in zip(positions, pool, strict=False):
        cards[p] = card
    box = tuple(sorted(c for c in pool[len(positions):] if c is not None))
    return replace(state, pyramid=tuple(cards), box=box)
