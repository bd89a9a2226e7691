"""The shapes a pyramid can have between turns: which positions have been taken.

A card can only be taken once nothing lies on it, so a set of taken positions is *closed*:
with a position, every position covering it has been taken too. These closed sets are the
"shapes" of the between-turn graph; there are 42 for the 10-card pyramid and 132 for the
15-card Great Pyramid (Catalan numbers), counting the empty pyramid and the shapes whose top
card has gone.

>>> len(shapes(4)), len(shapes(5))
(42, 132)
>>> open_in(4, 0)                  # nothing taken: the bottom row is open
(6, 7, 8, 9)
>>> open_in(4, 1 << 6 | 1 << 7)    # the first two cards of the bottom row taken: position 3 opens
(3, 8, 9)
"""

from __future__ import annotations

from functools import cache

from ..games.dice_pyramid.layout import layout


@cache
def shapes(rows: int) -> tuple[int, ...]:
    """Every closed set of taken positions as a bitmask, fewest cards first.

    >>> [bin(m).count("1") for m in shapes(2)]
    [0, 1, 1, 2, 3]
    """
    lay = layout(rows)
    found = {0}
    frontier = [0]
    while frontier:
        taken = frontier.pop()
        for p in open_in(rows, taken):
            nxt = taken | 1 << p
            if nxt not in found:
                found.add(nxt)
                frontier.append(nxt)
    assert all(_closed(lay.covered_by, m) for m in found)
    return tuple(sorted(found, key=lambda m: (bin(m).count("1"), m)))


def _closed(covered_by: tuple[tuple[int, ...], ...], taken: int) -> bool:
    return all(all(taken >> q & 1 for q in covered_by[p])
               for p in range(len(covered_by)) if taken >> p & 1)


@cache
def open_in(rows: int, taken: int) -> tuple[int, ...]:
    """Positions not taken with nothing on them (the rooms one may attempt), top to bottom."""
    lay = layout(rows)
    return tuple(p for p in range(lay.size) if not taken >> p & 1
                 and all(taken >> q & 1 for q in lay.covered_by[p]))


def taken_mask(pyramid: tuple[int | None, ...]) -> int:
    """The shape of a game's pyramid (``None`` = taken) as a bitmask.

    >>> bin(taken_mask((2, 5, None, None)))
    '0b1100'
    """
    return sum(1 << p for p, card in enumerate(pyramid) if card is None)
