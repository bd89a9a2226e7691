"""The pyramid's moving parts as pure functions: turning layers and the mummies coming down.

An adventurer is an :class:`Adventurer`; mummies are ``(layer, side)`` pairs (layer
:data:`~.board.TOP` at the top, :data:`~.board.GROUND` on a brown space, whose number is then
stored as the side).

>>> mummies = ((7, 0), (7, 0), (5, 1))
>>> new, arrived = mummies_come_down(mummies, 0)
>>> new, sorted(arrived)
(((6, 0), (7, 0), (4, 1)), [(4, 1), (6, 0)])
>>> mummies_come_down(((1, 2), (0, 7)), None)[0]     # from the dark layer to the next free space
((0, 8), (0, 7))
>>> a = Adventurer(layer=3, side=0)
>>> turn_layers((0, 0, 0, 0, 0, 0), (a,), ((7, 0),), 2, 1)[1][0].side
1
"""

from __future__ import annotations

from typing import NamedTuple

from .board import GROUND, SPACES, TOP, TOP_LAYER, spaces_of_side

Mummy = tuple[int, int]


class Adventurer(NamedTuple):
    """Where one adventurer is: on the track (``layer`` 0) or on a pyramid layer-side."""

    track: int = 0        # brown space 1–8, or 0 at the entrance
    lapped: bool = False  # at the entrance after the lap: enters the pyramid next turn
    layer: int = 0        # 1–6 on the pyramid, 0 not on it
    side: int = 0         # 0 north, 1 east, 2 south, 3 west (on the pyramid)
    out: bool = False     # trapped in the treasure room (out of the game)

    @property
    def on_pyramid(self) -> bool:
        return self.layer > 0

    @property
    def on_track(self) -> bool:
        return self.layer == 0 and not self.lapped and not self.out


def turn_layers(rotation: tuple[int, ...], advs: tuple[Adventurer, ...],
                mummies: tuple[Mummy, ...], layer: int, direction: int
                ) -> tuple[tuple[int, ...], tuple[Adventurer, ...], tuple[Mummy, ...]]:
    """Turn ``layer`` and every layer above it a quarter turn (``direction`` 1 clockwise, -1 not).

    Adventurers and mummies standing on the turned layers (and the top) turn with them.
    """
    rot = tuple((r + direction) % 4 if i + 1 >= layer else r for i, r in enumerate(rotation))
    new_advs = tuple(a._replace(side=(a.side + direction) % 4) if a.layer >= layer else a
                     for a in advs)
    new_mummies = tuple((lay, (side + direction) % 4) if lay >= layer and lay != GROUND
                        else (lay, side) for lay, side in mummies)
    return rot, new_advs, new_mummies


def mummies_come_down(mummies: tuple[Mummy, ...], top_side: int | None
                      ) -> tuple[tuple[Mummy, ...], set[Mummy]]:
    """The mummy roll: all mummies below the top go one layer down, then one from the top
    (on ``top_side``; ``None`` when none is left there) comes onto the top layer.

    A mummy leaving the dark layer stays on the first free brown space of its side, going
    clockwise (ruling ``rp.ruling.mummy-ground``). Returns the mummies and the layer-sides
    mummies arrived on.
    """
    out = list(mummies)
    ground = {side for lay, side in mummies if lay == GROUND}
    arrived: set[Mummy] = set()
    for i, (lay, side) in enumerate(mummies):
        if 1 <= lay <= TOP_LAYER:
            if lay == 1:
                space = _free_space(side, ground)
                ground.add(space)
                out[i] = (GROUND, space)
            else:
                out[i] = (lay - 1, side)
                arrived.add(out[i])
    if top_side is not None:
        i = out.index((TOP, top_side))
        out[i] = (TOP_LAYER, top_side)
        arrived.add(out[i])
    return tuple(out), arrived


def _free_space(side: int, taken: set[int]) -> int:
    first = spaces_of_side(side)[0]
    for k in range(len(SPACES)):
        space = (first - 1 + k) % len(SPACES) + 1
        if space not in taken:
            return space
    raise AssertionError("more mummies than brown spaces")  # 8 mummies, 8 spaces


def blocked(mummies: tuple[Mummy, ...], layer: int, side: int) -> bool:
    """True when a mummy stands on this layer-side (``rp.mummy.block``)."""
    return (layer, side) in mummies
