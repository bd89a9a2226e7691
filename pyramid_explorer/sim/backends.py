"""Where the games are played: in this process, or on a pool of local worker processes.

A backend's ``run(plan, chunks)`` is a generator that yields the rows of each chunk
(``(start, stop)`` job ranges) as it finishes, in any order; closing the generator early
cancels what has not started. While nothing finishes, a backend yields an empty list every
:data:`TICK` seconds, so the caller can notice a Stop request. The Dask backend lives in :mod:`.dask_backend`.

>>> chunk_ranges(10, 3)
[(0, 3), (3, 6), (6, 9), (9, 10)]
>>> chunk_size(10_000, workers=2), chunk_size(7, workers=2), chunk_size(10**6, workers=2)
(100, 1, 100)
"""

from __future__ import annotations

import atexit
import multiprocessing
import os
import signal
import sys
import threading
from collections.abc import Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from typing import Any, Protocol

from .plan import Plan, play_range

Rows = list[dict[str, Any]]
MAX_CHUNK = 100
TICK = 0.25


class Backend(Protocol):
    """Plays chunks of a plan somewhere and yields their rows as they finish."""

    name: str
    workers: int

    def run(self, plan: Plan, chunks: list[tuple[int, int]]) -> Iterator[Rows]: ...


def chunk_size(total: int, workers: int, max_size: int = MAX_CHUNK) -> int:
    """Games per task: about 8 tasks per worker (so a slow chunk does not idle the rest and
    the progress bar moves), at most ``max_size`` (so Stop answers within one chunk)."""
    return max(1, min(max_size, total // (8 * max(1, workers))))


def chunk_ranges(total: int, size: int) -> list[tuple[int, int]]:
    """``[start, stop)`` ranges of at most ``size`` jobs covering ``0 … total - 1``."""
    return [(i, min(total, i + size)) for i in range(0, total, size)]


def local_workers() -> int:
    """How many cores this process may use."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not Linux
        return os.cpu_count() or 1


class InProcess:
    """One game after another in this process (one worker: no pool to start)."""

    name = "in-process"
    workers = 1

    def run(self, plan: Plan, chunks: list[tuple[int, int]]) -> Iterator[Rows]:
        for start, stop in chunks:
            yield play_range(plan, start, stop)


def _ignore_sigint() -> None:
    """Workers leave Ctrl-C to the main process, which stops and keeps finished games."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


_POOLS: dict[int, ProcessPoolExecutor] = {}


def _start_method() -> str:
    """``fork`` from a plain single-threaded program (fastest); ``forkserver`` when other
    threads run (a Jupyter kernel, the dashboard's background run), where forking is unsafe;
    ``spawn`` where there is no fork (Windows, macOS)."""
    if not sys.platform.startswith("linux"):
        return "spawn"
    return "fork" if threading.active_count() == 1 else "forkserver"


def _pool(workers: int) -> ProcessPoolExecutor:
    """A pool of ``workers`` processes, started once and reused by later simulations."""
    pool = _POOLS.get(workers)
    if pool is None or getattr(pool, "_broken", False):
        context = multiprocessing.get_context(_start_method())
        if context.get_start_method() == "forkserver":
            from .. import games

            context.set_forkserver_preload(
                ["pyramid_explorer.sim.plan", *(games._MODULES[g] for g in games.available())])
        pool = ProcessPoolExecutor(max_workers=workers, mp_context=context,
                                   initializer=_ignore_sigint)
        _POOLS[workers] = pool
    return pool


@atexit.register
def shutdown_pools() -> None:
    """Stop every worker pool this process started."""
    for pool in _POOLS.values():
        pool.shutdown(wait=False, cancel_futures=True)
    _POOLS.clear()


def kill_pools() -> None:
    """End every worker pool at once, without waiting for the batches they are on.

    For a program about to exit after Ctrl-C: a worker busy with a batch (up to
    :data:`MAX_CHUNK` games) would otherwise keep it, and its pipes, alive after the program
    is gone."""
    for pool in _POOLS.values():
        for process in list(getattr(pool, "_processes", {}).values()):
            process.kill()
        pool.shutdown(wait=False, cancel_futures=True)
    _POOLS.clear()


class ProcessPool:
    """Chunks spread over ``workers`` local processes (a pool kept for the next run)."""

    name = "process-pool"

    def __init__(self, workers: int) -> None:
        self.workers = workers

    def run(self, plan: Plan, chunks: list[tuple[int, int]]) -> Iterator[Rows]:
        pool = _pool(self.workers)
        pending: set[Future[Rows]] = {pool.submit(play_range, plan, a, b) for a, b in chunks}
        try:
            while pending:
                done, pending = wait(pending, timeout=TICK, return_when=FIRST_COMPLETED)
                if not done:
                    yield []  # nothing new: the caller may look at its Stop button
                for future in done:
                    yield future.result()
        finally:
            # stopped early: games not started are cancelled; a worker finishes the batch it
            # is on (at most MAX_CHUNK games) and is then free for the next run. (Terminating
            # the workers instead can hang the pool's shutdown at exit.)
            for future in pending:
                future.cancel()
