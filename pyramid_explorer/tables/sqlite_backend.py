"""The store in a SQLite file: one connection per thread, a write transaction taken at once
(``BEGIN IMMEDIATE``), and ``PRAGMA data_version`` as the cheap "has anything changed?".

>>> import os, tempfile
>>> backend = SQLiteBackend(os.path.join(tempfile.mkdtemp(), "t.sqlite3"))
>>> with backend.write() as db:
...     _ = db.execute("SELECT COUNT(*) FROM tables").fetchone()
>>> backend.version()[1], backend.reconnecting
(1, False)
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TypeVar

from .schema import SQLITE, migrate

T = TypeVar("T")


class SQLiteBackend:
    """Tables in the SQLite file ``path`` (its folder is made if missing)."""

    dialect = SQLITE
    for_update = ""  # (a write transaction holds the whole file already)
    reconnecting = False  # (a file is never away)

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self.location = str(self.path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._local = threading.local()
        self._commits = 0  # write transactions this object committed (see :meth:`version`)
        db = self.read()
        db.execute("PRAGMA secure_delete=ON")  # (a migration leaves no old key on a free page)
        with self.write() as db:
            had, _ = migrate(db, SQLITE)
        db.execute("PRAGMA secure_delete=OFF")
        if had < 2:  # keys were written in plain text before: not in the WAL file either
            db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        self._commits = 0

    def read(self) -> sqlite3.Connection:
        """This thread's connection (sqlite3 connections stay in their thread)."""
        db = getattr(self._local, "db", None)
        if db is None:
            db = sqlite3.connect(self.path, timeout=30.0, isolation_level=None)
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA busy_timeout=30000")
            self._local.db = db
        return db

    @contextlib.contextmanager
    def write(self, table: str = "") -> Iterator[sqlite3.Connection]:
        """One write transaction: taken at once (``BEGIN IMMEDIATE``), so reads inside it see
        what no other writer can change before the commit; rolled back on any error.
        (``table``, the table it changes, matters only to a PostgreSQL store.)"""
        db = self.read()
        db.execute("BEGIN IMMEDIATE")
        try:
            yield db
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")
        self._commits += 1

    def retrying(self, operation: Callable[[], T]) -> T:
        """``operation()`` (a file needs no reconnecting)."""
        return operation()

    def version(self, table: str | None = None) -> tuple[int, int]:
        """``PRAGMA data_version`` of this thread's connection (changes after another
        connection's commit, whichever ``table`` it changed) and this object's own
        commits."""
        data = self.read().execute("PRAGMA data_version").fetchone()[0]
        return int(data), self._commits

    def close(self) -> None:
        """Close this thread's connection (others close with their threads)."""
        db = getattr(self._local, "db", None)
        if db is not None:
            db.close()
            self._local.db = None


__all__ = ["SQLiteBackend"]
