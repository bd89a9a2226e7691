"""How big the face-down game is: its information states, counted exactly.

Without I Know the Way the player does not see the face-down cards. A newly uncovered card is
a uniform draw from the cards not yet seen, so the exact game is a graph over *information
states*: the shape, the card seen at each uncovered position (which also fixes which cards
are still unseen) and the relics held. :func:`information_states` counts them for one
starting row; the exact solution would need one solved turn per state.

>>> from pyramid_explorer.games.dice_pyramid.options import make_options
>>> information_states(make_options())                      # base game, one starting row
30541101
>>> information_states(make_options(power_relics=True))
5138811
>>> perfect_states(make_options())                          # one deal with every card known
1856
"""

from __future__ import annotations

from math import comb, perm

from ..games.dice_pyramid.layout import layout
from ..games.dice_pyramid.options import DicePyramidOptions
from .shapes import open_in, shapes


def _relic_sets(taken_cards: int, cap: int) -> int:
    """Ways to hold at most ``cap`` relics out of ``taken_cards`` taken cards."""
    return sum(comb(taken_cards, j) for j in range(min(cap, taken_cards) + 1))


def perfect_states(options: DicePyramidOptions, chamber: int = 0) -> int:
    """Between-turn states of one deal with every card known, the game not yet won: every
    shape without the Treasure Chamber's position ``chamber`` (base game: the top, 0) and
    every set of at most ``cap`` of its taken cards.

    >>> from pyramid_explorer.games.dice_pyramid.options import make_options
    >>> perfect_states(make_options(great_pyramid=True)), perfect_states(
    ...     make_options(great_pyramid=True), chamber=9)
    (32059, 6894)
    """
    rows, cap = options.rows, options.relic_cap
    return sum(_relic_sets(bin(s).count("1"), cap) for s in shapes(rows)
               if not s >> chamber & 1)


def information_states(options: DicePyramidOptions) -> int:
    """Information states of the face-down game for one starting row (see module docs).

    Base game: 5 face-down positions (rows 2 and 3) over 10 unseen cards (the other 5 stay
    in the box); the Treasure Chamber's place on top is known. Great Pyramid: 10 face-down
    positions over the 9 unseen cards and the Treasure Chamber; a state where the chamber
    has been taken is over, so it is not counted.
    """
    rows, cap = options.rows, options.relic_cap
    lay = layout(rows)
    bottom = set(lay.bottom)
    if options.great_pyramid:
        hidden = set(range(lay.size)) - bottom
        pool = 10
    else:
        hidden = set(range(lay.size)) - bottom - {0}
        pool = 10
    total = 0
    for s in shapes(rows):
        taken = {p for p in range(lay.size) if s >> p & 1}
        seen = (set(open_in(rows, s)) | taken) & hidden
        m, t = len(seen), len(seen & taken)
        if options.great_pyramid:
            # assignments of distinct cards to the seen positions, chamber not among the taken
            ways = perm(pool, m) - t * perm(pool - 1, m - 1) if m else 1
            total += ways * _relic_sets(len(taken), cap)
        elif not s & 1:
            total += perm(pool, m) * _relic_sets(len(taken), cap)
    return total
