"""What a table store keeps, in SQL that SQLite and PostgreSQL both speak: tables, seats (and
their keys' digests), moves and lessons' positions. No rules here — the referee
(:mod:`.referee`) decides what is played; :class:`~.store.TableStore` puts both together.

Every function takes ``db``: a connection (or a write transaction's) that runs ``?``
placeholders — sqlite3's own, or the PostgreSQL backend's (:mod:`.postgres_backend`).

>>> import sqlite3
>>> from pyramid_explorer.tables.schema import SQLITE, migrate
>>> db = sqlite3.connect(":memory:", isolation_level=None)
>>> _ = migrate(db, SQLITE)
>>> add_table(db, TableRow("ABCDEF", "pyramidenbau", 1, 2, "{}", '["human", "greedy"]',
...                        1.0, 1.0, "play", None, 0, 0, "salt"))
>>> add_seat(db, "ABCDEF", 0); add_key(db, "ABCDEF", 0, "hmac-sha256:00")
>>> row(db, "ABCDEF").players, key_digests(db, "ABCDEF", 0, alive_since=0.0)
(2, ('salt', ['hmac-sha256:00']))
>>> add_moves(db, "ABCDEF", [(0, -1, '"roll"')], 2.0); ply(db, "ABCDEF")
1
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class TableRow:
    """One row of ``tables``: what a table is (its moves are in ``moves``)."""

    code: str
    game: str
    seed: int
    players: int
    options: str  # JSON
    seats: str  # JSON list: "human" or a bot's name per seat
    created: float
    touched: float
    mode: str
    driver: str | None  # a lesson's teacher key, as a digest
    driver_pos: int
    version: int  # grows with every lead of a lesson
    salt: str


COLUMNS = ("code, game, seed, players, options, seats, created, touched, mode, driver, "
           "driver_pos, version, salt")


def row(db: Any, code: str, *, lock: str = "") -> TableRow | None:
    """Table ``code``'s row (``None``: there is none); ``lock`` is the backend's
    ``" FOR UPDATE"`` in a write that changes the table."""
    found = db.execute(f"SELECT {COLUMNS} FROM tables WHERE code=?{lock}",  # noqa: S608
                       (str(code),)).fetchone()
    return None if found is None else TableRow(*found)


def count_tables(db: Any) -> int:
    return int(db.execute("SELECT COUNT(*) FROM tables").fetchone()[0])


def code_taken(db: Any, code: str) -> bool:
    return db.execute("SELECT 1 FROM tables WHERE code=?", (code,)).fetchone() is not None


def codes(db: Any) -> list[str]:
    """Every table's code, oldest first."""
    return [c for (c,) in db.execute("SELECT code FROM tables ORDER BY created, code")]


def add_table(db: Any, r: TableRow) -> None:
    db.execute(f"INSERT INTO tables ({COLUMNS}) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)",
               (r.code, r.game, r.seed, r.players, r.options, r.seats, r.created, r.touched,
                r.mode, r.driver, r.driver_pos, r.version, r.salt))


def touch(db: Any, code: str, now: float) -> None:
    db.execute("UPDATE tables SET touched=? WHERE code=?", (now, code))


def set_position(db: Any, code: str, position: int, now: float) -> None:
    """A lesson's driver put it at ``position`` (its version grows by one)."""
    db.execute("UPDATE tables SET driver_pos=?, version=version+1, touched=? WHERE code=?",
               (position, now, code))


def remove_table(db: Any, code: str) -> None:
    for name in ("moves", "seat_keys", "seats", "tables"):
        db.execute(f"DELETE FROM {name} WHERE code=?", (code,))  # noqa: S608


def idle_codes(db: Any, cutoff: float) -> list[str]:
    """The tables last touched before ``cutoff``."""
    return [c for (c,) in db.execute("SELECT code FROM tables WHERE touched < ?", (cutoff,))]


# ------------------------------------------------------------------------- seats
def add_seat(db: Any, code: str, seat: int) -> None:
    db.execute("INSERT INTO seats (code, seat, holder, joins) VALUES (?,?,NULL,0)",
               (code, seat))


def add_key(db: Any, code: str, seat: int, digest: str) -> None:
    """One more key that plays ``seat`` (kept as its digest)."""
    db.execute("INSERT INTO seat_keys (code, seat, digest) VALUES (?,?,?)", (code, seat, digest))


def key_digests(db: Any, code: str, seat: int,
                alive_since: float) -> tuple[str, list[str]] | None:
    """(the table's salt, the digests of ``seat``'s keys) — ``None`` for no such person's seat
    at a table touched since ``alive_since``."""
    found = db.execute("SELECT t.salt FROM seats s JOIN tables t ON t.code = s.code "
                       "WHERE s.code=? AND s.seat=? AND t.touched >= ?",
                       (str(code), seat, alive_since)).fetchone()
    if found is None:
        return None
    digests = [d for (d,) in db.execute("SELECT digest FROM seat_keys WHERE code=? AND seat=?",
                                        (str(code), seat))]
    return found[0], digests


def seat_holder(db: Any, code: str, seat: int) -> tuple[bool, str | None]:
    """(whether ``seat`` is a person's seat at ``code``, the device holding it)."""
    found = db.execute("SELECT holder FROM seats WHERE code=? AND seat=?",
                       (code, seat)).fetchone()
    return (False, None) if found is None else (True, found[0])


def hold(db: Any, code: str, seat: int, device: str) -> None:
    """``device`` holds ``seat`` from now on (counted as a join when it did not before)."""
    db.execute("UPDATE seats SET joins = joins + CASE WHEN holder IS NULL OR holder <> ? "
               "THEN 1 ELSE 0 END, holder=? WHERE code=? AND seat=?",
               (device, device, code, seat))


def free_seats(db: Any, code: str) -> list[int]:
    return [s for (s,) in db.execute(
        "SELECT seat FROM seats WHERE code=? AND holder IS NULL ORDER BY seat", (code,))]


def seat_joins(db: Any, code: str) -> dict[int, int]:
    return {int(s): int(j) for s, j in db.execute(
        "SELECT seat, joins FROM seats WHERE code=? ORDER BY seat", (code,))}


# ------------------------------------------------------------------------- moves
def ply(db: Any, code: str) -> int:
    """How many actions were played at ``code``."""
    return int(db.execute("SELECT COUNT(*) FROM moves WHERE code=?", (code,)).fetchone()[0])


def actions(db: Any, code: str, since: int = 0) -> list[str]:
    """The actions (as JSON) from ply ``since`` on, in order."""
    return [a for (a,) in db.execute(
        "SELECT action FROM moves WHERE code=? AND ply>=? ORDER BY ply", (code, since))]


def add_moves(db: Any, code: str, steps: Iterable[tuple[int, int, str]], now: float) -> None:
    """Append ``(ply, seat, action JSON)`` steps."""
    db.executemany("INSERT INTO moves (code, ply, seat, action, at) VALUES (?,?,?,?,?)",
                   [(code, p, seat, action, now) for p, seat, action in steps])


def cut_moves(db: Any, code: str, from_ply: int) -> None:
    """Forget the moves from ``from_ply`` on (a lesson's line was rewritten)."""
    db.execute("DELETE FROM moves WHERE code=? AND ply>=?", (code, from_ply))


__all__ = ["COLUMNS", "TableRow", "actions", "add_key", "add_moves", "add_seat", "add_table",
           "code_taken", "codes", "count_tables", "cut_moves", "free_seats", "hold",
           "idle_codes", "key_digests", "ply", "remove_table", "row", "seat_holder",
           "seat_joins", "set_position", "touch"]
