"""Dice as multisets: the sorted outcomes of ``n`` six-sided dice, indexed, with their odds.

The order of the dice never matters for a challenge, so the exact maths works on *multisets*:
252 sorted tuples for five dice instead of 7,776 ordered rolls.

>>> table = multisets(5)
>>> len(table.tuples)
252
>>> table.index[(1, 1, 2, 3, 6)]
29
>>> float(table.prob[table.index[(6, 6, 6, 6, 6)]]) == 1 / 6**5
True
>>> table.counts[table.index[(1, 1, 2, 3, 6)]].tolist()
[2, 1, 1, 0, 0, 1]
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from itertools import combinations_with_replacement
from math import factorial

import numpy as np

FACES = (1, 2, 3, 4, 5, 6)


@dataclass(frozen=True)
class MultisetTable:
    """All sorted outcomes of ``n`` dice.

    ``tuples[i]`` is the i-th sorted tuple, ``index`` maps a sorted tuple back to ``i``,
    ``counts[i]`` is how many dice show each face 1..6, ``prob[i]`` is the chance that
    ``n`` fair dice show exactly that multiset.
    """

    n: int
    tuples: tuple[tuple[int, ...], ...]
    index: dict[tuple[int, ...], int]
    counts: np.ndarray  # (M, 6) int
    prob: np.ndarray  # (M,) float

    def __len__(self) -> int:
        return len(self.tuples)


def _multinomial(counts: tuple[int, ...]) -> int:
    out = factorial(sum(counts))
    for c in counts:
        out //= factorial(c)
    return out


@cache
def multisets(n: int) -> MultisetTable:
    """The table of sorted outcomes of ``n`` dice (``n`` from 0 upwards), cached."""
    if n < 0:
        raise ValueError(f"the number of dice must be 0 or more, not {n}")
    tuples = tuple(combinations_with_replacement(FACES, n))
    counts = np.zeros((len(tuples), 6), dtype=np.int64)
    for i, t in enumerate(tuples):
        for f in t:
            counts[i, f - 1] += 1
    weights = np.array([_multinomial(tuple(row)) for row in counts.tolist()], dtype=np.float64)
    prob = weights / 6.0**n
    counts.setflags(write=False)
    prob.setflags(write=False)
    return MultisetTable(n, tuples, {t: i for i, t in enumerate(tuples)}, counts, prob)


def counts_key(counts: tuple[int, ...] | list[int] | np.ndarray) -> tuple[int, ...]:
    """The sorted tuple of dice with these face counts.

    >>> counts_key([2, 0, 0, 0, 0, 1])
    (1, 1, 6)
    """
    out: list[int] = []
    for face, c in zip(FACES, counts, strict=False):
        out.extend([face] * int(c))
    return tuple(out)
