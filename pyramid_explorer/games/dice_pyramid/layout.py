"""The shape of the pyramid: rows, positions and which cards cover which.

Positions are numbered row by row from the top: row ``r`` (0 = the top) holds ``r + 1``
cards, and card ``i`` of row ``r`` is covered by cards ``i`` and ``i + 1`` of the row below.

>>> lay = layout(4)
>>> lay.size, lay.row_of
(10, (0, 1, 1, 2, 2, 2, 3, 3, 3, 3))
>>> lay.pos(1, 0), lay.coord(4)
(1, (2, 1))
>>> [lay.coord(p) for p in lay.covered_by[lay.pos(1, 1)]]
[(2, 1), (2, 2)]
>>> lay.bottom
(6, 7, 8, 9)
>>> lay.open_positions((2, 5, 6, 7, 8, 9, None, None, 3, 1))
(3, 8, 9)
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache


@dataclass(frozen=True)
class Layout:
    """Geometry of a pyramid with ``rows`` rows (precomputed tables, cached per size)."""

    rows: int
    size: int
    row_of: tuple[int, ...]
    index_in_row: tuple[int, ...]
    covered_by: tuple[tuple[int, ...], ...]  # position -> the positions lying on it
    covers: tuple[tuple[int, ...], ...]  # position -> the positions it lies on
    bottom: tuple[int, ...]

    def pos(self, row: int, index: int) -> int:
        """Flat position of card ``index`` (0-based) in ``row`` (0 = top)."""
        if not (0 <= row < self.rows and 0 <= index <= row):
            raise IndexError(f"no card {index} in row {row} of a {self.rows}-row pyramid")
        return row * (row + 1) // 2 + index

    def coord(self, position: int) -> tuple[int, int]:
        """``(row, index)`` of a flat position."""
        return self.row_of[position], self.index_in_row[position]

    def row_positions(self, row: int) -> range:
        start = row * (row + 1) // 2
        return range(start, start + row + 1)

    def is_open(self, cards: tuple[int | None, ...], position: int) -> bool:
        """True when a card lies at ``position`` and no card lies on it."""
        return cards[position] is not None and all(cards[q] is None
                                                   for q in self.covered_by[position])

    def open_positions(self, cards: tuple[int | None, ...]) -> tuple[int, ...]:
        """Every position holding an open (uncovered) card, top to bottom."""
        return tuple(p for p in range(self.size) if self.is_open(cards, p))


@cache
def layout(rows: int) -> Layout:
    """The :class:`Layout` of a pyramid with ``rows`` rows (4 in the base game, 5 in the Great)."""
    row_of: list[int] = []
    index_in_row: list[int] = []
    for r in range(rows):
        for i in range(r + 1):
            row_of.append(r)
            index_in_row.append(i)
    size = len(row_of)

    def flat(r: int, i: int) -> int:
        return r * (r + 1) // 2 + i

    covered_by = tuple(
        (flat(r + 1, i), flat(r + 1, i + 1)) if r + 1 < rows else ()
        for r, i in zip(row_of, index_in_row, strict=True))
    covers = tuple(
        tuple(q for q in range(size) if p in covered_by[q]) for p in range(size))
    bottom = tuple(range(flat(rows - 1, 0), size))
    return Layout(rows, size, tuple(row_of), tuple(index_in_row), covered_by, covers, bottom)
