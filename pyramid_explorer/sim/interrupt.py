"""Ctrl-C as a Stop request: the run ends at the next tick and keeps the finished games.

A ``KeyboardInterrupt`` raised at a random point can land inside ``concurrent.futures`` while
it holds a future's lock, and the pool then waits forever. So while a simulation runs in the
main thread, the first Ctrl-C only sets the run's stop event (the loop in
:func:`~pyramid_explorer.sim.run.simulate` looks at it every :data:`~.backends.TICK` seconds);
a second Ctrl-C raises ``KeyboardInterrupt`` as usual, for a user who really wants out.

>>> import signal, threading
>>> inherited = signal.signal(signal.SIGINT, signal.default_int_handler)  # (as in a terminal;
>>> stop = threading.Event()              # a program started in the background ignores Ctrl-C)
>>> with ctrl_c_sets(stop):
...     signal.raise_signal(signal.SIGINT)   # what Ctrl-C in a terminal sends
...     stop.wait(5)
True
>>> signal.getsignal(signal.SIGINT) is signal.default_int_handler   # put back afterwards
True
>>> _ = signal.signal(signal.SIGINT, inherited)
"""

from __future__ import annotations

import contextlib
import signal
import threading
from collections.abc import Iterator
from types import FrameType


@contextlib.contextmanager
def ctrl_c_sets(stop: threading.Event) -> Iterator[None]:
    """While inside, Ctrl-C sets ``stop`` (once; the next one interrupts as usual).

    Nothing changes outside the main thread or when somebody else has installed their own
    SIGINT handler (it is theirs to keep)."""
    if (threading.current_thread() is not threading.main_thread()
            or signal.getsignal(signal.SIGINT) is not signal.default_int_handler):
        yield
        return

    def first_press(signum: int, frame: FrameType | None) -> None:
        stop.set()
        signal.signal(signal.SIGINT, signal.default_int_handler)

    signal.signal(signal.SIGINT, first_press)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, signal.default_int_handler)
