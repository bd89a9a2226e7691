"""Stopping a solve that is no longer wanted: a cooperative check between kernel calls.

The explorer solves the position on screen on a background thread; when the learner steps
on, that position is gone and its solve should stop. :func:`cancellable` marks the solves run
inside it with a question (``cancelled() -> bool``); the solver asks it before each turn it
solves (:func:`check`, called by :meth:`.perfect.DealSolver.turn`) and stops with
:class:`Cancelled`. Nothing half-done is kept: values are memoised only once computed, and
the kernel's rows are handed back (:meth:`.pool.Pool.lease`), so a later solve of the same
deal picks up every value the stopped one finished.

>>> stop = []
>>> with cancellable(lambda: bool(stop)):
...     check()                  # not cancelled: nothing happens
...     stop.append(1)
...     try:
...         check()
...     except Cancelled:
...         print("stopped")
stopped
>>> check()                      # outside: never cancelled
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

_LOCAL = threading.local()


class Cancelled(Exception):  # noqa: N818 - a solve that was stopped, not a failure
    """The solve was stopped because nobody wants its result any more."""


@contextmanager
def cancellable(cancelled: Callable[[], bool]) -> Iterator[None]:
    """Solves in this thread, inside the block, stop once ``cancelled()`` is true."""
    before = getattr(_LOCAL, "cancelled", None)
    _LOCAL.cancelled = cancelled
    try:
        yield
    finally:
        _LOCAL.cancelled = before


def check() -> None:
    """Raise :class:`Cancelled` if this thread's solve is no longer wanted.

    Inside :func:`cancellable` (a solve in the background) this is also where the solve lets
    another thread run: it gives up the interpreter lock for a moment (``time.sleep(0)``),
    so a click waiting for the lock gets it at once rather than after Python's switch
    interval (5 ms) at every turn solved."""
    cancelled = getattr(_LOCAL, "cancelled", None)
    if cancelled is None:
        return
    time.sleep(0)
    if cancelled():
        raise Cancelled


def lower_priority() -> bool:
    """Give the calling thread a lower CPU priority (Linux: nice 10 for this thread only),
    so a background solve yields the cores to the thread that answers clicks; True if done.
    """
    try:
        os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), 10)
    except (AttributeError, OSError):  # pragma: no cover - not Linux, or not permitted
        return False
    return True
