"""The store's tables and their migrations, for SQLite and PostgreSQL alike.

A store records its schema version in ``schema_version``; opening a store applies every
migration it has not had, in one write transaction (two servers opening a new store at once
migrate it once). Version 1 is the schema the store had before versions were recorded — a
file written then has no ``schema_version`` and gets it, keeping every table —, version 2
keeps seat and teacher keys as salted digests (:mod:`.keys`) instead of the keys.

>>> import sqlite3
>>> db = sqlite3.connect(":memory:", isolation_level=None)
>>> migrate(db, SQLITE)
(0, 2)
>>> migrate(db, SQLITE)
(2, 2)
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from typing import Any

from . import keys as seat_keys

SQLITE, POSTGRESQL = "sqlite", "postgresql"
LATEST = 2
TYPES = {SQLITE: {"real": "REAL", "bigint": "INTEGER"},
         POSTGRESQL: {"real": "DOUBLE PRECISION", "bigint": "BIGINT"}}
"""The column types that differ (PostgreSQL's REAL has 24 bits: no place for a time)."""

VERSION_1 = (
    """CREATE TABLE IF NOT EXISTS tables (
    code TEXT PRIMARY KEY, game TEXT NOT NULL, seed {bigint} NOT NULL,
    players INTEGER NOT NULL, options TEXT NOT NULL, seats TEXT NOT NULL,
    created {real} NOT NULL, touched {real} NOT NULL,
    mode TEXT NOT NULL DEFAULT 'play', driver TEXT, driver_pos INTEGER NOT NULL DEFAULT 0,
    version INTEGER NOT NULL DEFAULT 0)""",
    """CREATE TABLE IF NOT EXISTS seats (
    code TEXT NOT NULL, seat INTEGER NOT NULL, key TEXT NOT NULL, holder TEXT,
    joins INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (code, seat))""",
    """CREATE TABLE IF NOT EXISTS moves (
    code TEXT NOT NULL, ply INTEGER NOT NULL, seat INTEGER NOT NULL, action TEXT NOT NULL,
    at {real} NOT NULL, PRIMARY KEY (code, ply))""",
)
LATE_COLUMNS = {"tables": (("mode", "TEXT NOT NULL DEFAULT 'play'"), ("driver", "TEXT"),
                           ("driver_pos", "INTEGER NOT NULL DEFAULT 0"),
                           ("version", "INTEGER NOT NULL DEFAULT 0")),
                "seats": (("joins", "INTEGER NOT NULL DEFAULT 0"),)}
"""Columns of version 1 that a SQLite file from before lessons lacks (added when migrating)."""


def _run(db: Any, sql: str, params: tuple[Any, ...] = ()) -> Any:
    return db.execute(sql, params)


def _version_1(db: Any, dialect: str) -> None:
    for sql in VERSION_1:
        _run(db, sql.format(**TYPES[dialect]))
    if dialect == SQLITE:  # (a PostgreSQL store never had the older shape)
        for name, columns in LATE_COLUMNS.items():
            have = {row[1] for row in _run(db, f"PRAGMA table_info({name})")}
            for column, kind in columns:
                if column not in have:
                    _run(db, f"ALTER TABLE {name} ADD COLUMN {column} {kind}")


def _version_2(db: Any, dialect: str) -> None:
    """Keys kept as digests: a salt per table, every seat's keys in ``seat_keys`` (the
    opener's and any a join page handed out), the teacher's key as its digest."""
    _run(db, "ALTER TABLE tables ADD COLUMN salt TEXT NOT NULL DEFAULT ''")
    _run(db, "CREATE TABLE seat_keys (code TEXT NOT NULL, seat INTEGER NOT NULL, "
             "digest TEXT NOT NULL, PRIMARY KEY (code, seat, digest))")
    plain: dict[str, list[tuple[int, str]]] = {}
    for code, seat, key in _run(db, "SELECT code, seat, key FROM seats").fetchall():
        plain.setdefault(code, []).append((seat, key))
    for code, driver in _run(db, "SELECT code, driver FROM tables").fetchall():
        salt = seat_keys.new_salt()
        hidden = None if driver is None else seat_keys.digest(salt, driver)
        _run(db, "UPDATE tables SET salt=?, driver=? WHERE code=?", (salt, hidden, code))
        for seat, key in plain.get(code, []):
            _run(db, "INSERT INTO seat_keys (code, seat, digest) VALUES (?,?,?)",
                 (code, seat, seat_keys.digest(salt, key)))
    _run(db, "CREATE TABLE seats_v2 (code TEXT NOT NULL, seat INTEGER NOT NULL, holder TEXT, "
             "joins INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (code, seat))")
    _run(db, "INSERT INTO seats_v2 (code, seat, holder, joins) "
             "SELECT code, seat, holder, joins FROM seats")
    _run(db, "DROP TABLE seats")
    _run(db, "ALTER TABLE seats_v2 RENAME TO seats")


MIGRATIONS: dict[int, Callable[[Any, str], None]] = {1: _version_1, 2: _version_2}


def migrate(db: Any, dialect: str) -> tuple[int, int]:
    """Bring the store on ``db`` (in the caller's write transaction) to :data:`LATEST`;
    returns (the version it had, the version it has). A store newer than this program is
    left alone (its version is returned)."""
    _run(db, "CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL, "
             f"at {TYPES[dialect]['real']} NOT NULL, note TEXT NOT NULL)")
    row = _run(db, "SELECT MAX(version) FROM schema_version").fetchone()
    had = int(row[0]) if row is not None and row[0] is not None else 0
    for version in range(had + 1, LATEST + 1):
        MIGRATIONS[version](db, dialect)
        _run(db, "INSERT INTO schema_version (version, at, note) VALUES (?,?,?)",
             (version, time.time(), json.dumps({"by": "pyramid-explorer"})))
    return had, max(had, LATEST)


__all__ = ["LATEST", "MIGRATIONS", "POSTGRESQL", "SQLITE", "migrate"]
