"""What keeps one learner's kernel from wearing a shared store down: a cap on the tables it
opens, and slower answers after repeated wrong links.

A :class:`~.store.TableStore` object lives in one kernel (one learner's page), so its
:class:`Guard` counts that kernel's requests: at most :attr:`Guard.opens_per_hour` tables
opened in any hour, and after :attr:`Guard.free_failures` wrong codes or keys within a minute
each further answer waits a little longer (a quarter second, doubling, at most
:attr:`Guard.max_delay` seconds) — no learner mistypes a link that often. The cap on the whole
server's tables is the store's (:attr:`~.store.TableStore.max_tables`).

>>> waited = []
>>> g = Guard(opens_per_hour=2, sleep=waited.append, clock=lambda: 100.0)
>>> g.opened(); g.opened()
>>> g.check_open()
Traceback (most recent call last):
...
pyramid_explorer.tables.guard.TooManyTables: This page opened 2 tables in the last hour, as many as one page may: use one of them, or wait a while.
>>> for _ in range(7):
...     g.failed()
>>> g.slow_down(); waited
[0.5]
"""

from __future__ import annotations

import threading
import time
from collections import deque
from collections.abc import Callable

from .errors import TableError

HOUR = 3600.0
MINUTE = 60.0


class TooManyTables(TableError):
    """No more tables now: this page opened its hour's share, or the server holds its most."""


class Guard:
    """One kernel's counts of tables opened and of wrong links (see the module doc)."""

    def __init__(self, *, opens_per_hour: int = 60, free_failures: int = 5,
                 max_delay: float = 4.0, sleep: Callable[[float], None] = time.sleep,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.opens_per_hour = opens_per_hour
        self.free_failures = free_failures
        self.max_delay = max_delay
        self._sleep = sleep
        self._clock = clock
        self._opens: deque[float] = deque()
        self._failures: deque[float] = deque()
        self._lock = threading.Lock()

    def check_open(self) -> None:
        """:class:`TooManyTables` when this kernel opened its hour's share already."""
        now = self._clock()
        with self._lock:
            while self._opens and self._opens[0] <= now - HOUR:
                self._opens.popleft()
            if len(self._opens) >= self.opens_per_hour:
                n = self.opens_per_hour
                raise TooManyTables(
                    f"This page opened {n} tables in the last hour, as many as one page may: "
                    "use one of them, or wait a while.",
                    de=f"Diese Seite hat in der letzten Stunde {n} Tische geöffnet, so viele "
                    "wie eine Seite darf: Nutze einen davon oder warte eine Weile.")

    def opened(self) -> None:
        """A table was opened."""
        with self._lock:
            self._opens.append(self._clock())

    def failed(self) -> None:
        """A link with a wrong code or key was refused."""
        with self._lock:
            self._failures.append(self._clock())

    def delay(self) -> float:
        """Seconds the next link check waits: 0 until :attr:`free_failures` failures within a
        minute, then 0.25 s doubling with each one more, at most :attr:`max_delay`."""
        now = self._clock()
        with self._lock:
            while self._failures and self._failures[0] <= now - MINUTE:
                self._failures.popleft()
            extra = len(self._failures) - self.free_failures
        return 0.0 if extra <= 0 else min(self.max_delay, 0.25 * 2 ** (extra - 1))

    def slow_down(self) -> None:
        """Wait :meth:`delay` seconds (before a link is checked)."""
        wait = self.delay()
        if wait > 0:
            self._sleep(wait)


__all__ = ["Guard", "TooManyTables"]
