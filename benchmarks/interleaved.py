"""Interleaved 1-worker / pool rounds, and this machine's own two-process ceiling.

On a shared virtual machine the speed of one core drifts by a fifth within minutes (one
hour's runs saw 253–351 greedy Dice Pyramid games per second on one worker in one hour).
Timing 1 worker for a minute and then the pool for half a minute turns that drift into the
scaling ratio. Here each round times both sides back to back on a slice of the games, the
order alternating (1 worker first in even rounds, the pool first in odd ones), and the
ratio is the median of the rounds' ratios; the spread of the rounds is printed with it.

Beside it, :class:`Ceiling` runs a pure-Python loop (no memory traffic, no shared state, no
pickling) the same way: on one process and on two at once, interleaved. Its ratio is the
most two processes of plain Python get from this machine in that minute, so it is the
baseline the pool's ratio is read against.

>>> median([3.0, 1.0, 2.0])
2.0
>>> spin(10_000) >= 0
True
"""

from __future__ import annotations

import multiprocessing as mp
import statistics
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor


def median(values: list[float]) -> float:
    """The median of ``values`` (a thin name for :func:`statistics.median`)."""
    return float(statistics.median(values))


def spin(n: int) -> float:
    """Run a small integer loop ``n`` times; return the CPU seconds it took in this process."""
    t0 = time.process_time()
    total = 0
    for i in range(n):
        total += (i * i) % 7
    return time.process_time() - t0


class Ceiling:
    """Two warmed pools of :func:`spin` workers: one process, and ``cores`` processes.

    ``ratio(r)`` times ``2 * cores`` equal tasks on each (the order alternating with ``r``)
    and returns one process's wall time over the pool's.

    >>> with Ceiling(2, loops=20_000) as c:
    ...     c.ratio(0) > 0
    True
    """

    def __init__(self, cores: int, loops: int = 2_000_000) -> None:
        ctx = mp.get_context("fork")
        self.cores, self.loops = cores, loops
        self.one = ProcessPoolExecutor(1, mp_context=ctx)
        self.many = ProcessPoolExecutor(cores, mp_context=ctx)
        for ex, n in ((self.one, 1), (self.many, cores)):
            list(ex.map(spin, [1000] * n))

    def _wall(self, ex: ProcessPoolExecutor) -> float:
        t0 = time.perf_counter()
        list(ex.map(spin, [self.loops] * (2 * self.cores)))
        return time.perf_counter() - t0

    def ratio(self, r: int) -> float:
        """One round: 1 process's wall time / the pool's, 1 process first when ``r`` is even."""
        ((t1, tn),) = alternate(1, lambda _: self._wall(self.one),
                                lambda _: self._wall(self.many), first=r)
        return t1 / tn

    def __enter__(self) -> Ceiling:
        return self

    def __exit__(self, *exc: object) -> None:
        self.one.shutdown()
        self.many.shutdown()


def alternate(rounds: int, one: Callable[[int], float], many: Callable[[int], float],
              first: int = 0) -> list[tuple[float, float]]:
    """``(t_one, t_many)`` per round ``r``; ``one(r)`` runs first when ``r + first`` is even.

    >>> order = []
    >>> alternate(2, lambda r: order.append(("one", r)) or 1.0,
    ...           lambda r: order.append(("many", r)) or 2.0)
    [(1.0, 2.0), (1.0, 2.0)]
    >>> order
    [('one', 0), ('many', 0), ('many', 1), ('one', 1)]
    """
    out = []
    for r in range(rounds):
        if (r + first) % 2 == 0:
            t1 = one(r)
            tn = many(r)
        else:
            tn = many(r)
            t1 = one(r)
        out.append((t1, tn))
    return out
