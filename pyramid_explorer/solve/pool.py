"""Solved relic masks kept between turns: the store of :class:`.kernel.CompiledTurn`.

In the base game a used relic is gone, so the part of a turn with relics ``L`` still unused
is the whole turn that starts with just ``L``: it depends only on the shape, the multiset
``L`` and the cards still in play, not on the other relics held. Many turns share such parts
(the turns with five relics at one shape share their subsets of four, three, ...), so each
is solved once and kept here: one row of the pool arrays per part, found by its key
``(shape, relics, cards in play)``. Rows are numpy arrays the compiled kernel reads and
writes directly (no copies). Past ``max_mib`` (128 MiB: 5,000 rows) the pool starts afresh
(values are recomputed, never wrong: a turn asks for its rows before the kernel runs, all at
once).

Threads (the explorer solves on a background thread while the bot or an exercise may ask
on another): the pool's lock is held only while rows are handed out and handed back
(:meth:`Pool.lease`), never while the kernel runs, so two solves run side by side (the
kernels release the interpreter lock). A key that another solve is computing right now is
waited for, not read half-written; a pool that starts afresh while solves are running gives
them their old arrays to finish with.

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
from collections.abc import Hashable, Iterator, Sequence
from contextlib import contextmanager

import numpy as np

from .turn import N_DICE, REROLLS

MAX_MIB = float(os.environ.get("PYRAMID_POOL_MIB", 128))
"""The pool's size (128 MiB, ~5,000 rows; environment ``PYRAMID_POOL_MIB``): past that it
starts afresh. Long runs over many plans (``benchmarks/bench_wholegame.py``) set more."""
M_FULL, K_KEPT = 252, 462  # dice multisets of five, kept sub-multisets (0..5 dice)
assert N_DICE == 5

Arrays = tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]


class Pool:
    """Rows of solved masks (see module docs): ``stop``, ``V``, ``E``, ``G`` and ``W``."""

    def __init__(self, max_mib: float = MAX_MIB, rows: int | None = None) -> None:
        self.row_bytes = 8 * (M_FULL * (REROLLS + 2) + K_KEPT * (2 * REROLLS + 1) + 1)
        self.max_rows = rows or max(64, int(max_mib * 2**20 // self.row_bytes))
        self.index: dict[Hashable, int] = {}
        self.resets = 0
        self._next = 0                       # the next free row
        self._solving: set[Hashable] = set()  # keys reserved by a running solve
        self._leases = 0                     # solves holding rows of ``arrays`` right now
        self._cond = threading.Condition()
        self.arrays: Arrays = self._fresh()

    def _fresh(self) -> Arrays:
        # allocated at once: the pages are touched (resident) only as rows are used
        n = self.max_rows
        return (np.empty((n, M_FULL)), np.empty((n, REROLLS + 1, M_FULL)),
                np.empty((n, REROLLS + 1, K_KEPT)), np.empty((n, REROLLS, K_KEPT)),
                np.empty(n))

    @contextmanager
    def lease(self, keys: Sequence[Hashable]
              ) -> Iterator[tuple[Arrays, np.ndarray, np.ndarray]]:
        """``(arrays, slots, known)`` for the masks of one turn, held for the ``with`` block:
        the kernel solves the rows not ``known`` and the caller reads its rows inside it.

        Keys another solve is computing are waited for (that solve holds every row it needs
        already, so it never waits in turn). If the block fails, its new rows are forgotten
        (they were never solved)."""
        with self._cond:
            self._cond.wait_for(lambda: self._solving.isdisjoint(keys))
            slots, known = self._rows_for(keys)
            new = {k for k, was in zip(keys, known.tolist(), strict=True) if not was}
            self._solving |= new
            self._leases += 1
            generation = self.resets
            arrays = self.arrays
        ok = False
        try:
            yield arrays, slots, known
            ok = True
        finally:
            with self._cond:
                self._leases -= 1
                if generation == self.resets:
                    self._solving -= new
                    if not ok:
                        for key in new:
                            self.index.pop(key, None)
                self._cond.notify_all()

    def rows_for(self, keys: Sequence[Hashable]) -> tuple[np.ndarray, np.ndarray]:
        """``(slots, known)`` for the masks of one turn: the row of each key, and whether it
        is solved already (a new key gets a fresh row; a key repeated within the turn, as
        for two copies of one relic, shares the first one's row). One thread only: solves
        that may run side by side take their rows with :meth:`lease`."""
        with self._cond:
            return self._rows_for(keys)

    def _rows_for(self, keys: Sequence[Hashable]) -> tuple[np.ndarray, np.ndarray]:
        if self._next + len(keys) > self.max_rows:
            self.index.clear()                 # start afresh: every mask is solved again
            self._solving.clear()              # running solves finish on their old arrays
            self._next = 0
            self.resets += 1
            if self._leases:
                self.arrays = self._fresh()
        slots = np.empty(len(keys), dtype=np.int64)
        known = np.empty(len(keys), dtype=np.bool_)
        for mask, key in enumerate(keys):
            row = self.index.get(key)
            known[mask] = row is not None
            if row is None:
                row = self.index[key] = self._next
                self._next += 1
            slots[mask] = row
        return slots, known


_POOLS: dict[Hashable, Pool] = {}
_POOLS_LOCK = threading.Lock()


def pool_for(options: Hashable) -> Pool:
    """The pool of one option set (keys hold the shape, relics and cards in play)."""
    with _POOLS_LOCK:
        got = _POOLS.get(options)
        if got is None:
            got = _POOLS[options] = Pool()
        return got
