"""The Pyramidenbau board: the 8×8 floor plan, the four sides, their layers and the workplace ring.

Cell ``(r, c)`` (0-based; row 0 is the north edge) holds a stack of
``h = 1 + min(r, c, 7 − r, 7 − c)`` stones whose top stone is visible (GAMES.md §4). A side is the
triangle of cells at least as close to its board edge as to any other; cells on the two diagonals
lie on two sides at once. Layer ``k`` of a side is level ``k`` (1 = the bottom stone) of every cell
of that side that is at least ``k`` high.

>>> sum(height(cell) for cell in CELLS), len(CELLS)
(120, 64)
>>> [len(SIDE_CELLS[s]) for s in range(4)]
[20, 20, 20, 20]
>>> [len(layer_cells(0, k)) for k in (1, 2, 3, 4)]
[20, 12, 6, 2]
>>> cell_name((0, 0)), cell_name((7, 7)), SIDE_NAMES[1], workplace_name(5)
('a1', 'h8', 'E', 'E2')
>>> ring_distance(0, 15), ring_distance(2, 9)
(1, 7)
"""

from __future__ import annotations

SIZE = 8
LEVELS = 4
SIDES = 4
SIDE_NAMES = ("N", "E", "S", "W")
WORKPLACES_PER_SIDE = 4
WORKPLACES = SIDES * WORKPLACES_PER_SIDE
WORKPLACE_CAPACITY = 4

Cell = tuple[int, int]
CELLS: tuple[Cell, ...] = tuple((r, c) for r in range(SIZE) for c in range(SIZE))


def height(cell: Cell) -> int:
    """How many stones the finished stack at ``cell`` holds (1 at the rim, 4 in the centre)."""
    r, c = cell
    return 1 + min(r, c, SIZE - 1 - r, SIZE - 1 - c)


def edge_distances(cell: Cell) -> tuple[int, int, int, int]:
    """Distance of ``cell`` to the N, E, S and W board edges."""
    r, c = cell
    return (r, SIZE - 1 - c, SIZE - 1 - r, c)


def sides_of(cell: Cell) -> tuple[int, ...]:
    """The sides (0 = N, 1 = E, 2 = S, 3 = W) ``cell`` belongs to: two on a diagonal, else one."""
    d = edge_distances(cell)
    return tuple(s for s in range(SIDES) if d[s] == min(d))


SIDE_CELLS: tuple[tuple[Cell, ...], ...] = tuple(
    tuple(cell for cell in CELLS if s in sides_of(cell)) for s in range(SIDES))
"""The cells of each side, row by row from the rim inwards."""


def layer_cells(side: int, level: int) -> tuple[Cell, ...]:
    """The cells of ``side`` whose stack reaches ``level`` (layer ``level`` of that side)."""
    return tuple(cell for cell in SIDE_CELLS[side] if height(cell) >= level)


HEIGHTS: tuple[int, ...] = tuple(height(cell) for cell in CELLS)
"""Finished stack height by cell index (row-major)."""
LAYER_INDICES: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(r * SIZE + c for r, c in layer_cells(side, level)) for level in range(LEVELS + 1))
    for side in range(SIDES))
"""``LAYER_INDICES[side][level]``: cell indices of that layer (level 0 is empty)."""


def index(cell: Cell) -> int:
    """The cell's position 0–63 in row-major order."""
    return cell[0] * SIZE + cell[1]


def cell_name(cell: Cell) -> str:
    """Column letter a–h (west to east) and row number 1–8 (north to south): ``c2``."""
    return f"{'abcdefgh'[cell[1]]}{cell[0] + 1}"


def parse_cell(name: str) -> Cell:
    """The cell called ``name`` (``"c2"`` -> ``(1, 2)``); ``ValueError`` otherwise.

    >>> parse_cell("c2")
    (1, 2)
    """
    if len(name) != 2 or name[0] not in "abcdefgh" or name[1] not in "12345678":
        raise ValueError(f"{name!r} is not a cell a1–h8")
    return (int(name[1]) - 1, "abcdefgh".index(name[0]))


def workplace_side(wp: int) -> int:
    """The side (the colour's building site) that workplace ``wp`` (0–15) belongs to."""
    return wp // WORKPLACES_PER_SIDE


def workplace_name(wp: int) -> str:
    """``N1`` … ``W4``: the side's letter and 1–4 clockwise along that side."""
    return f"{SIDE_NAMES[workplace_side(wp)]}{wp % WORKPLACES_PER_SIDE + 1}"


def site_workplaces(side: int) -> range:
    """The four workplaces of ``side``'s building site."""
    return range(side * WORKPLACES_PER_SIDE, (side + 1) * WORKPLACES_PER_SIDE)


def ring_distance(a: int, b: int) -> int:
    """Fields between workplaces ``a`` and ``b`` along the ring of 16, the shorter way round."""
    d = abs(a - b) % WORKPLACES
    return min(d, WORKPLACES - d)
