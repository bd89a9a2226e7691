"""Solved relic masks kept between turns: the store of :class:`.kernel.CompiledTurn`.

In the base game a used relic is gone, so the part of a turn with relics ``L`` still unused
is the whole turn that starts with just ``L``: it depends only on the shape, the multiset
``L`` and the cards still in play, not on the other relics held. Many turns share such parts
(the turns with five relics at one shape share their subsets of four, three, ...), so each
is solved once and kept here: one row of the pool arrays per part, found by its key
``(shape, relics, cards in play)``. Rows are numpy arrays the compiled kernel reads and
writes directly (no copies). Past ``max_mib`` (128 MiB: 5,000 rows) the pool starts afresh (values are recomputed,
never wrong: a turn asks for its rows before the kernel runs, all at once).

>>> pool = Pool(rows=4)
>>> slots, known = pool.rows_for([("a",), ("b",), ("a",)])
>>> slots.tolist(), known.tolist()     # a repeated key shares the row of its first mask
([0, 1, 0], [False, False, True])
>>> pool.rows_for([("b",), ("c",)])[1].tolist()
[True, False]
>>> pool.rows_for([("c",), ("d",)])[1].tolist(), pool.resets   # full: starts afresh
([False, False], 1)
"""

from __future__ import annotations

import os
import threading
from collections.abc import Hashable, Sequence

import numpy as np

from .turn import N_DICE, REROLLS

MAX_MIB = float(os.environ.get("PYRAMID_POOL_MIB", 128))
"""The pool's size (128 MiB, ~5,000 rows; environment ``PYRAMID_POOL_MIB``): past that it
starts afresh. Long runs over many plans (``benchmarks/bench_wholegame.py``) set more."""
M_FULL, K_KEPT = 252, 462  # dice multisets of five, kept sub-multisets (0..5 dice)
assert N_DICE == 5


class Pool:
    """Rows of solved masks (see module docs): ``stop``, ``V``, ``E``, ``G`` and ``W``."""

    def __init__(self, max_mib: float = MAX_MIB, rows: int | None = None) -> None:
        self.row_bytes = 8 * (M_FULL * (REROLLS + 2) + K_KEPT * (2 * REROLLS + 1) + 1)
        self.max_rows = rows or max(64, int(max_mib * 2**20 // self.row_bytes))
        self.index: dict[Hashable, int] = {}
        self.resets = 0
        self.lock = threading.Lock()  # the explorer solves on a background thread
        # allocated at once: the pages are touched (resident) only as rows are used
        n = self.max_rows
        self.arrays = (np.empty((n, M_FULL)), np.empty((n, REROLLS + 1, M_FULL)),
                       np.empty((n, REROLLS + 1, K_KEPT)), np.empty((n, REROLLS, K_KEPT)),
                       np.empty(n))

    def rows_for(self, keys: Sequence[Hashable]) -> tuple[np.ndarray, np.ndarray]:
        """``(slots, known)`` for the masks of one turn: the row of each key, and whether it
        is solved already (a new key gets a fresh row; a key repeated within the turn, as
        for two copies of one relic, shares the first one's row)."""
        if len(self.index) + len(keys) > self.max_rows:
            self.index.clear()                 # start afresh: every mask is solved again
            self.resets += 1
        slots = np.empty(len(keys), dtype=np.int64)
        known = np.empty(len(keys), dtype=np.bool_)
        for mask, key in enumerate(keys):
            row = self.index.get(key)
            known[mask] = row is not None
            if row is None:
                row = self.index[key] = len(self.index)
            slots[mask] = row
        return slots, known


_POOLS: dict[Hashable, Pool] = {}


def pool_for(options: Hashable) -> Pool:
    """The pool of one option set (keys hold the shape, relics and cards in play)."""
    got = _POOLS.get(options)
    if got is None:
        got = _POOLS[options] = Pool()
    return got
