"""Queries on the pieces of a Pyramidenbau position (stacks, workplaces), shared by moves and state.

>>> empty = ((),) * 64
>>> current_layer(empty, 0), len(build_targets(empty, 0))
(1, 20)
>>> full = tuple((0,) * h for h in HEIGHTS)
>>> side_complete(full, 2), current_layer(full, 2), build_targets(full, 2)
(True, 5, ())
>>> visible_counts(full)
(64, 0, 0, 0)
"""

from __future__ import annotations

from .geometry import CELLS, HEIGHTS, LAYER_INDICES, LEVELS

Stacks = tuple[tuple[int, ...], ...]


def current_layer(stacks: Stacks, side: int) -> int:
    """The layer of ``side`` being built: the lowest one not yet full (5 when the side is done)."""
    layers = LAYER_INDICES[side]
    for level in range(1, LEVELS + 1):
        for i in layers[level]:
            if len(stacks[i]) < level:
                return level
    return LEVELS + 1


def build_targets(stacks: Stacks, side: int) -> tuple[int, ...]:
    """Cell indices where the next stone of ``side`` may go (rule ``pb.build.layers``)."""
    level = current_layer(stacks, side)
    if level > LEVELS:
        return ()
    return tuple(i for i in LAYER_INDICES[side][level] if len(stacks[i]) == level - 1)


def side_complete(stacks: Stacks, side: int) -> bool:
    """True when every cell of ``side`` stands at full height: its 20 visible stones are there."""
    return all(len(stacks[i]) == HEIGHTS[i] for i in LAYER_INDICES[side][1])


def side_progress(stacks: Stacks, side: int) -> int:
    """How many of the stones ``side`` needs for its 20 visible ones are built (0 to 20 full
    cells' worth, counted in stones)."""
    return sum(min(len(stacks[i]), HEIGHTS[i]) for i in LAYER_INDICES[side][1])


def visible_counts(stacks: Stacks) -> tuple[int, int, int, int]:
    """How many cells show a stone of each colour on top."""
    counts = [0, 0, 0, 0]
    for stack in stacks:
        if stack:
            counts[stack[-1]] += 1
    return tuple(counts)  # type: ignore[return-value]


def stones_built(stacks: Stacks) -> int:
    """Stones in the pyramid."""
    return sum(len(s) for s in stacks)


def with_stone(stacks: Stacks, cell: int, colour: int) -> Stacks:
    """``stacks`` with one more stone of ``colour`` on ``cell``."""
    return stacks[:cell] + (stacks[cell] + (colour,),) + stacks[cell + 1:]


def add_stones(pile: tuple[int, ...], colour: int, n: int = 1) -> tuple[int, ...]:
    """A workplace's stones (kept sorted) with ``n`` more of ``colour``."""
    return tuple(sorted(pile + (colour,) * n))


def remove_stone(pile: tuple[int, ...], colour: int) -> tuple[int, ...]:
    """A workplace's stones with one of ``colour`` fewer."""
    i = pile.index(colour)
    return pile[:i] + pile[i + 1:]


__all__ = ["CELLS", "Stacks", "add_stones", "build_targets", "current_layer", "remove_stone",
           "side_complete", "stones_built", "visible_counts", "with_stone"]
