"""A page's watch on the table store: the kernel notices a change and redraws, the browser
sends nothing.

A :class:`StoreWatcher` is a small asyncio task on the kernel's running event loop (the loop
that also runs the page's click handlers, so a redraw never races a click). Every
:data:`WATCH_MS` ms it asks the store's :meth:`~pyramid_explorer.tables.TableStore.version`
(a SQLite file: one ``PRAGMA data_version``, a few microseconds; a PostgreSQL store: a count
of the ``NOTIFY`` its listener heard, in memory — no query) and only when that changed calls
the page's ``on_change`` (the page's ``tick()``: its own poll of the table, then the redraw, whose widget
updates reach the browser as pushed messages). A failing check or redraw is logged and the
watch goes on. The first check after :meth:`StoreWatcher.start` always calls ``on_change``
(a change between the page's first read and the start is not missed). :meth:`StoreWatcher.stop` ends it (a seat taken over, a page replaced), and so
does the page being garbage-collected (the watcher holds a bound method only weakly).

While the store's database connection is lost (:attr:`TableStore.reconnecting`, PostgreSQL
only) the watcher calls no ``on_change`` (a page's poll would wait for the database) but
``on_connection(True)`` once, if given — a page says "reconnecting…" —, and when the
connection is back ``on_connection(False)`` and ``on_change()``: the page reads every move
made meanwhile.

Without a running loop (plain Python, a test without asyncio) nothing is watched and
:meth:`StoreWatcher.start` says so; the page's ``tick()`` still works when called.

>>> import asyncio, os, tempfile
>>> from pyramid_explorer.tables import TableStore
>>> path = os.path.join(tempfile.mkdtemp(), "t.sqlite3")
>>> store, other = TableStore(path), TableStore(path)
>>> seen = []
>>> watcher = StoreWatcher(store, lambda: seen.append(store.codes()))
>>> watcher.start()                          # no running loop here: nothing to watch on
False
>>> async def a_move_elsewhere():
...     assert watcher.start()
...     await asyncio.sleep(0.1)
...     other.open("pyramidenbau", seed=1, players=2)  # another connection writes
...     await asyncio.sleep(0.2)
...     watcher.stop()
>>> asyncio.run(a_move_elsewhere()); [len(codes) for codes in seen]  # at the start, the move
[0, 1]
"""

from __future__ import annotations

import asyncio
import logging
import weakref
from collections.abc import Callable
from types import MethodType
from typing import Any

from ...tables import TableStore

log = logging.getLogger(__name__)
WATCH_MS = 50
"""How often a watcher asks the store for its version (a few microseconds each time)."""


class StoreWatcher:
    """Calls ``on_change()`` on the running loop soon after ``store`` changes — or, with
    ``table``, that table or the whole store (every ``interval_ms`` a check of
    :meth:`TableStore.version`)."""

    def __init__(self, store: TableStore, on_change: Callable[[], Any], *,
                 interval_ms: float = WATCH_MS, table: str | None = None,
                 on_connection: Callable[[bool], Any] | None = None) -> None:
        self.store = store
        self.table = table  # the one table the page shows (None: the whole store)
        # held weakly as on_change is (a page's bound method must not keep the page alive)
        self._on_connection: Callable[[], Callable[[bool], Any] | None] = (
            weakref.WeakMethod(on_connection) if isinstance(on_connection, MethodType)
            else (lambda: on_connection))
        self.reconnecting = False  # the store's connection is lost (the page may say so)
        self.interval = interval_ms / 1000
        # a page's bound method is held weakly: a forgotten page ends its watch
        self._call: Callable[[], Callable[[], Any] | None] = (
            weakref.WeakMethod(on_change) if isinstance(on_change, MethodType)
            else (lambda: on_change))
        self._task: asyncio.Task[None] | None = None
        self.changes = 0  # how many times the store's version changed while watched
        self.failures = 0  # checks or redraws that raised (each logged)

    @property
    def running(self) -> bool:
        """Whether the watch is on."""
        return self._task is not None and not self._task.done()

    def start(self) -> bool:
        """Start watching on the running event loop (a kernel's); ``False`` without one.
        Starting a running watcher changes nothing."""
        if self.running:
            return True
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            log.debug("no running event loop: the store is not watched")
            return False
        self._task = loop.create_task(self._watch())
        return True

    def stop(self) -> None:
        """Stop watching (the page follows the store no more)."""
        task, self._task = self._task, None
        if task is not None and not task.done():
            task.cancel()

    def _version(self) -> tuple[int, int] | None:
        try:
            return self.store.version(self.table)
        except Exception:  # noqa: BLE001 - a failing check is logged; the watch goes on
            self.failures += 1
            if self.failures == 1 or self.failures % 1000 == 0:  # (not 20 lines a second)
                log.exception("checking the table store failed (%d times)", self.failures)
            return None

    def _connection(self) -> bool:
        """Whether the store can be read now; tells ``on_connection`` when that changed."""
        lost = self.store.reconnecting
        if lost != self.reconnecting:
            self.reconnecting = lost
            if lost:
                log.warning("the table store's connection is lost: reconnecting")
            tell = self._on_connection()
            if tell is not None:
                try:
                    tell(lost)
                except Exception:  # noqa: BLE001 - a failing notice never ends the watch
                    log.exception("telling the page about the store's connection failed")
        return not lost

    async def _watch(self) -> None:
        seen: tuple[int, int] | None = None  # the first check calls on_change: whatever
        while True:                           # changed since the page's first read is taken in
            await asyncio.sleep(self.interval)
            if not self._connection():
                continue  # (the version grows when the connection is back)
            now = self._version()
            if now is None or now == seen:
                continue
            seen = now
            self.changes += 1
            on_change = self._call()
            if on_change is None:  # the page is gone
                return
            try:
                on_change()
            except Exception:  # noqa: BLE001 - a failing redraw never ends the watch
                self.failures += 1
                log.exception("redrawing after a change of the table store failed")


__all__ = ["WATCH_MS", "StoreWatcher"]
