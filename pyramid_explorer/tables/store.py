"""Shared tables in a SQLite file: a table is its seed, options and the log of its moves.

Every write runs in one ``BEGIN IMMEDIATE`` transaction, so two devices that move at the same
position get exactly one result (the other is told the game moved on), and stopping the server
loses nothing: a new :class:`TableStore` on the same file replays every table from its log.

>>> import tempfile, os
>>> store = TableStore(os.path.join(tempfile.mkdtemp(), "tables.sqlite3"))
>>> table = store.open("im-bann-der-pyramide", seed=3, players=2, humans=[0])
>>> len(table.code), store.state(table.code).current_player()     # P1 (a person) to move
(6, 0)
>>> ply = len(store.moves(table.code))
>>> action = store.state(table.code).legal_actions()[0]
>>> store.move(table.code, 0, table.keys[0], action, ply).step > ply
True
>>> store.move(table.code, 0, table.keys[0], action, ply)
Traceback (most recent call last):
...
pyramid_explorer.tables.errors.MovedOn: The game moved on (move ..., not ...): your move came too late and was not played.
>>> TableStore(store.path).state(table.code) == store.state(table.code)   # after a restart
True
>>> table.link("http://host:8866/", seat=0).startswith(f"http://host:8866/#table={table.code}&seat=1&key=")
True
"""

from __future__ import annotations

import contextlib
import hmac
import json
import os
import secrets
import sqlite3
import threading
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .. import games
from ..engine import Action, GameState
from .errors import (
    LessonOnly,
    MovedOn,
    NoSuchTable,
    NotTheDriver,
    SeatRefused,
    SeatTaken,
    SeatTakenOver,
    TableError,
)
from .guard import Guard, TooManyTables
from .links import CODE_ALPHABET, CODE_LENGTH
from .referee import HUMAN, check_move, movers, play_on, seat_names

DEFAULT_IDLE = 7 * 24 * 3600.0  # seconds a table may rest before it expires
DEFAULT_MAX_TABLES = 2000
"""The most tables one store (one server's classes) holds at once; opening another is refused
until some expire (a class of 30 uses a few dozen)."""
TABLES_ENV = "PYRAMID_EXPLORER_TABLES"
"""The environment variable ``pyramid-explorer dashboard`` sets for its kernels: the store file."""
IDLE_ENV = "PYRAMID_EXPLORER_TABLE_IDLE"
"""… and the idle time in seconds after which a table expires (``--table-idle``)."""

SCHEMA = """
CREATE TABLE IF NOT EXISTS tables (
    code TEXT PRIMARY KEY, game TEXT NOT NULL, seed INTEGER NOT NULL,
    players INTEGER NOT NULL, options TEXT NOT NULL, seats TEXT NOT NULL,
    created REAL NOT NULL, touched REAL NOT NULL,
    mode TEXT NOT NULL DEFAULT 'play', driver TEXT, driver_pos INTEGER NOT NULL DEFAULT 0,
    version INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS seats (
    code TEXT NOT NULL, seat INTEGER NOT NULL, key TEXT NOT NULL, holder TEXT,
    joins INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (code, seat));
CREATE TABLE IF NOT EXISTS moves (
    code TEXT NOT NULL, ply INTEGER NOT NULL, seat INTEGER NOT NULL, action TEXT NOT NULL,
    at REAL NOT NULL, PRIMARY KEY (code, ply));
"""
LESSON_COLUMNS = (("mode", "TEXT NOT NULL DEFAULT 'play'"), ("driver", "TEXT"),
                  ("driver_pos", "INTEGER NOT NULL DEFAULT 0"),
                  ("version", "INTEGER NOT NULL DEFAULT 0"))
"""Columns a lesson needs that a store file written before lessons lacks (added on opening)."""
SEAT_COLUMNS = (("joins", "INTEGER NOT NULL DEFAULT 0"),)
"""… and the count of devices that opened a seat (the referee sees a seat taken over)."""
PLAY, LESSON = "play", "lesson"
"""A table's modes: its seats play (each on their own device), or a teacher leads a lesson."""


def default_path() -> Path:
    """The store's file in the user's data folder (``$XDG_DATA_HOME``, ``%APPDATA%`` or
    ``~/.local/share``), ``…/pyramid-explorer/tables.sqlite3``."""
    base = os.environ.get("XDG_DATA_HOME") or os.environ.get("APPDATA")
    root = Path(base) if base else Path.home() / ".local" / "share"
    return root / "pyramid-explorer" / "tables.sqlite3"


def store_from_environment(environ: dict[str, str] | None = None) -> TableStore | None:
    """The store the dashboard command named (:data:`TABLES_ENV`), ``None`` outside it.

    >>> store_from_environment({}) is None
    True
    """
    env = os.environ if environ is None else environ
    path = env.get(TABLES_ENV, "").strip()
    if not path:
        return None
    try:
        idle = float(env.get(IDLE_ENV, "") or DEFAULT_IDLE)
    except ValueError:
        idle = DEFAULT_IDLE
    return TableStore(path, idle=idle if idle > 0 else DEFAULT_IDLE)


@dataclass(frozen=True)
class Lesson:
    """Where a lesson stands: the driver's ``position`` on a line of ``ply`` moves, and a
    ``version`` that grows with every :meth:`TableStore.lead`."""

    code: str
    position: int
    ply: int
    version: int


@dataclass(frozen=True)
class Table:
    """A table as opened: its code, game and seats, and (for whoever opened it) the seat keys.

    Seats are 0-based here as everywhere in Python; a link names them from 1 (``seat=1`` is
    P1), as players count.
    """

    code: str
    game_id: str
    seed: int
    players: int
    options: dict[str, Any]
    seats: tuple[str, ...]  # HUMAN or a bot's name per seat
    keys: dict[int, str] = field(default_factory=dict, repr=False)  # seat -> key (humans)
    mode: str = PLAY  # PLAY or LESSON
    driver_key: str | None = field(default=None, repr=False)  # a lesson's, for its opener

    def driver_link(self, base_url: str) -> str:
        """A lesson's link for the teacher's device: ``base_url#table=CODE&drive=KEY`` (it
        leads the lesson; :class:`NotTheDriver` for a table opened without its key)."""
        if self.driver_key is None:
            raise NotTheDriver(self.code)
        return f"{base_url.split('#')[0]}#table={self.code}&drive={self.driver_key}"

    def link(self, base_url: str, seat: int | None = None) -> str:
        """The join link: ``base_url#table=CODE`` (the table's public view, for a projector)
        or, for a human ``seat`` (0-based), ``…&seat=N&key=…`` with N = seat + 1.

        Raises ``ValueError`` for a seat that is not a person's (or whose key this object
        does not carry).
        """
        link = f"{base_url.split('#')[0]}#table={self.code}"
        if seat is None:
            return link
        if seat not in self.keys:
            raise SeatRefused(self.code, seat)
        return f"{link}&seat={seat + 1}&key={self.keys[seat]}"


class TableStore:
    """Tables in the SQLite file ``path`` (default: :func:`default_path`).

    ``idle`` is how many seconds a table may go without a move or a seat joined before
    :meth:`expire` removes it (and every read or write removes expired tables first).
    ``max_tables`` caps the tables the store holds at once (:class:`~.guard.TooManyTables`);
    ``guard`` counts this object's — this kernel's — tables opened and wrong links
    (:class:`~.guard.Guard`: at most 60 tables an hour, slower answers after repeated wrong
    links).
    """

    def __init__(self, path: str | os.PathLike[str] | None = None, *,
                 idle: float = DEFAULT_IDLE, max_tables: int = DEFAULT_MAX_TABLES,
                 guard: Guard | None = None) -> None:
        if path is not None and "://" in str(path):
            raise TableError(
                f"{str(path)!r} is a URL, not a file: the table store here is a SQLite file "
                "(give its path).",
                de=f"{str(path)!r} ist eine URL, keine Datei: Der Tisch-Speicher hier ist eine "
                "SQLite-Datei (gib ihren Pfad an).")
        self.path = Path(path) if path is not None else default_path()
        self.max_tables = int(max_tables)
        self.guard = guard if guard is not None else Guard()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.idle = float(idle)
        self._local = threading.local()
        # code -> (when the table was opened, its last replayed state): a state is reused only
        # for the same table (not a later one with the same code) and the same number of moves
        self._cache: dict[str, tuple[float, GameState]] = {}
        self._cache_lock = threading.Lock()
        self._commits = 0  # write transactions this object committed (see :meth:`version`)
        db = self._db()
        db.executescript(SCHEMA)
        have = {row[1] for row in db.execute("PRAGMA table_info(tables)")}
        for name, kind in LESSON_COLUMNS:  # a file from before lessons: add their columns
            if name not in have:
                db.execute(f"ALTER TABLE tables ADD COLUMN {name} {kind}")
        have = {row[1] for row in db.execute("PRAGMA table_info(seats)")}
        for name, kind in SEAT_COLUMNS:
            if name not in have:
                db.execute(f"ALTER TABLE seats ADD COLUMN {name} {kind}")

    # ----------------------------------------------------------------- connections
    def _db(self) -> sqlite3.Connection:
        """This thread's connection (sqlite3 connections stay in their thread)."""
        db = getattr(self._local, "db", None)
        if db is None:
            db = sqlite3.connect(self.path, timeout=30.0, isolation_level=None)
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA busy_timeout=30000")
            self._local.db = db
        return db

    @contextlib.contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        """One write transaction: taken at once (``BEGIN IMMEDIATE``), so reads inside it see
        what no other writer can change before the commit; rolled back on any error."""
        db = self._db()
        db.execute("BEGIN IMMEDIATE")
        try:
            yield db
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")
        self._commits += 1

    def close(self) -> None:
        """Close this thread's connection (others close with their threads)."""
        db = getattr(self._local, "db", None)
        if db is not None:
            db.close()
            self._local.db = None

    # ----------------------------------------------------------------- opening
    def open(self, game_id: str, *, seed: int = 0, players: int | None = None,
             humans: Sequence[int] = (), bots: dict[int, str] | None = None,
             mode: str = PLAY, moves: Sequence[Action] = (), position: int | None = None,
             **options: Any) -> Table:
        """Open a table of ``game_id`` (dealt from ``seed`` with ``options``): the seats in
        ``humans`` (0-based) are people's, the others bots' (the game's usual bot, or the one
        named in ``bots``). Rolls and bot moves before the first person's turn are played.

        ``mode=LESSON`` opens a lesson instead: one driver (the teacher, with
        :attr:`Table.driver_key`) makes every move and sets the position every page follows
        (:meth:`lead`); nothing is played by itself. It may start from ``moves`` already
        played, at ``position`` (default: after the last).

        Raises ``OptionError`` for a bad game or option, ``ValueError`` for a bad seat,
        ``IllegalAction`` for a move of ``moves`` that is not allowed.
        """
        if mode not in (PLAY, LESSON):
            raise ValueError(f"unknown table mode {mode!r} (modes: {PLAY}, {LESSON})")
        root = games.new_game(game_id, seed=seed, players=players, **options)
        n = root.num_players
        seats = seat_names(games.spec(game_id), n, humans, bots)
        people = [s for s, name in enumerate(seats) if name == HUMAN]
        keys = {s: secrets.token_urlsafe(12) for s in people}
        line = root.apply_all(list(moves)) if moves else root  # IllegalAction: nothing written
        driver = secrets.token_urlsafe(12) if mode == LESSON else None
        start = len(line.history) if position is None else position
        if not 0 <= start <= len(line.history):
            raise ValueError(f"position {start} is not on the line (0 to {len(line.history)})")
        self.guard.check_open()  # TooManyTables: this kernel opened its hour's share
        now = time.time()
        self.expire(now)
        with self._write() as db:
            held = db.execute("SELECT COUNT(*) FROM tables").fetchone()[0]
            if held >= self.max_tables:
                raise TooManyTables(
                    f"The server holds {held} tables, as many as it keeps: finish or close "
                    "some (idle tables expire by themselves), then open this one.",
                    de=f"Der Server hat {held} Tische, so viele wie er hält: Beendet einige "
                    "(ungenutzte Tische laufen von selbst ab) und öffnet dann diesen.")
            code = self._new_code(db)
            db.execute("INSERT INTO tables (code, game, seed, players, options, seats, created, "
                       "touched, mode, driver, driver_pos) VALUES (?,?,?,?,?,?,?,?,?,?,?)",
                       (code, game_id, seed, n, json.dumps(root.options_dict(), sort_keys=True),
                        json.dumps(seats), now, now, mode, driver, start))
            db.executemany("INSERT INTO seats (code, seat, key, holder) VALUES (?,?,?,NULL)",
                           [(code, s, k) for s, k in keys.items()])
            if mode == LESSON:
                self._write_line(db, code, line, now)
            else:
                self._advance(db, code, seats, root, now)
        self.guard.opened()
        return Table(code, game_id, seed, n, root.options_dict(), seats, keys, mode, driver)

    @staticmethod
    def _new_code(db: sqlite3.Connection) -> str:
        while True:
            code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
            if db.execute("SELECT 1 FROM tables WHERE code=?", (code,)).fetchone() is None:
                return code

    # ----------------------------------------------------------------- reading
    def table(self, code: str, *, with_keys: bool = False) -> Table:
        """The table ``code``; its seat keys only ``with_keys`` (for the host who hands out the
        links, e.g. after a restart). :class:`NoSuchTable` if there is none."""
        db = self._db()
        row = self._row(db, code)
        keys = dict(db.execute("SELECT seat, key FROM seats WHERE code=?", (code,))) \
            if with_keys else {}
        return Table(code, row[0], row[1], row[2], json.loads(row[3]), tuple(json.loads(row[4])),
                     keys, row[7], row[8] if with_keys else None)

    def moves(self, code: str, since: int = 0) -> list[Action]:
        """Every action played at the table so far (rolls and bot moves included), in order;
        ``since``: only those from that ply on (what a page has not seen yet)."""
        db = self._db()
        self._row(db, code)
        return [Action.from_json(json.loads(a)) for (a,) in db.execute(
            "SELECT action FROM moves WHERE code=? AND ply>=? ORDER BY ply", (code, since))]

    def ply(self, code: str) -> int:
        """How many actions have been played at the table (a cheap "anything new?")."""
        db = self._db()
        self._row(db, code)
        return int(db.execute("SELECT COUNT(*) FROM moves WHERE code=?", (code,)).fetchone()[0])

    def version(self) -> tuple[int, int]:
        """A very cheap "has anything changed?" for the whole file (a few microseconds, no
        table read): it differs from an earlier call of the same thread after any commit since,
        by another connection or process (SQLite's ``PRAGMA data_version``) or by this object
        (a count of its own commits). Any table's change counts; a page that watches one table
        asks the table itself only when the version changed.

        >>> import tempfile, os
        >>> path = os.path.join(tempfile.mkdtemp(), "tables.sqlite3")
        >>> here, other = TableStore(path), TableStore(path)     # (e.g. two kernels)
        >>> before = here.version()
        >>> here.version() == before                              # nothing happened
        True
        >>> table = other.open("pyramidenbau", seed=1, players=2, humans=[0])
        >>> after = here.version(); after != before               # another connection wrote
        True
        >>> _ = here.join(table.code, 0, other.table(table.code, with_keys=True).keys[0])
        >>> here.version() != after                               # and this object itself
        True
        """
        data = self._db().execute("PRAGMA data_version").fetchone()[0]
        return int(data), self._commits

    def state(self, code: str) -> GameState:
        """The game at the table now, replayed from its seed, options and moves."""
        return self._state(self._db(), code)

    def save_json(self, code: str) -> str:
        """The table as a save file (the kernel's format: ``games.load`` replays it)."""
        return self.state(code).to_json()

    def codes(self) -> list[str]:
        """The codes of every table in the store, oldest first."""
        return [c for (c,) in self._db().execute("SELECT code FROM tables ORDER BY created")]

    def holder(self, code: str, seat: int) -> str | None:
        """The device holding ``seat`` (the last to :meth:`join` it), ``None`` before anyone."""
        self._row(self._db(), code)
        row = self._db().execute("SELECT holder FROM seats WHERE code=? AND seat=?",
                                 (code, seat)).fetchone()
        return None if row is None else row[0]

    # ----------------------------------------------------------------- seats
    def join(self, code: str, seat: int, key: str, device: str | None = None) -> str:
        """A device opens ``seat``'s link: it holds the seat from now on (a device that held
        it before is told on its next move or :meth:`check`). Returns the device's id (a new
        one unless given). :class:`SeatRefused` for a wrong key."""
        device = device or secrets.token_urlsafe(9)
        self.guard.slow_down()  # (after repeated wrong links from this kernel)
        self._check_key(self._db(), code, seat, key)  # a guess opens no write transaction
        with self._write() as db:
            self._check_key(db, code, seat, key)
            db.execute("UPDATE seats SET joins = joins + (holder IS NULL OR holder != ?), "
                       "holder=? WHERE code=? AND seat=?", (device, device, code, seat))
            db.execute("UPDATE tables SET touched=? WHERE code=?", (time.time(), code))
        return device

    def free_seats(self, code: str) -> list[int]:
        """The people's seats (0-based) no device has opened yet: what the join page offers.
        :class:`NoSuchTable` for an unknown or expired code."""
        db = self._db()
        self._row(db, code)
        return [s for (s,) in db.execute(
            "SELECT seat FROM seats WHERE code=? AND holder IS NULL ORDER BY seat", (code,))]

    def claim(self, code: str, seat: int, device: str | None = None) -> tuple[str, str]:
        """A device takes a free person's ``seat`` from the join page (``#table=CODE&join=1``,
        the link a projector may show): it holds the seat from now on. Returns (the seat's
        key, the device's id) — the key is handed out this once, to this device only.
        :class:`SeatTaken` when another device took the seat first (one transaction: two
        devices pressing at once get one seat between them).

        >>> import tempfile, os
        >>> store = TableStore(os.path.join(tempfile.mkdtemp(), "t.sqlite3"))
        >>> t = store.open("pyramidenbau", seed=1, players=3, humans=[0, 2])
        >>> store.free_seats(t.code)
        [0, 2]
        >>> key, device = store.claim(t.code, 2)
        >>> key == t.keys[2], store.free_seats(t.code), store.holder(t.code, 2) == device
        (True, [0], True)
        """
        device = device or secrets.token_urlsafe(9)
        with self._write() as db:
            self._row(db, code)
            row = db.execute("SELECT key, holder FROM seats WHERE code=? AND seat=?",
                             (code, seat)).fetchone() \
                if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < 64 \
                else None
            if row is None or row[1] is not None:
                raise SeatTaken(code, seat if isinstance(seat, int) else -1)
            db.execute("UPDATE seats SET holder=?, joins = joins + 1 WHERE code=? AND seat=?",
                       (device, code, seat))
            db.execute("UPDATE tables SET touched=? WHERE code=?", (time.time(), code))
        return row[0], device

    def seat_devices(self, code: str) -> dict[int, int]:
        """How many devices have opened each person's seat (0: none yet; 2 or more: the
        newest took it over) — the referee's view of who is where."""
        db = self._db()
        self._row(db, code)
        return dict(db.execute("SELECT seat, joins FROM seats WHERE code=? ORDER BY seat",
                               (code,)))

    def check_driver(self, code: str, key: str) -> None:
        """Raise :class:`NotTheDriver` unless ``key`` is lesson ``code``'s driver key — the
        same answer for a wrong key, an unknown code and a table that is not a lesson. Reads
        only; slowed down after repeated wrong links (:class:`~.guard.Guard`)."""
        self.guard.slow_down()
        row = self._db().execute("SELECT driver, touched FROM tables WHERE code=? AND mode=?",
                                 (str(code), LESSON)).fetchone()
        if row is None or row[1] < time.time() - self.idle or not _same_secret(row[0], key):
            self.guard.failed()
            raise NotTheDriver(str(code))

    def check(self, code: str, seat: int, key: str, device: str) -> None:
        """Raise :class:`SeatTakenOver` if another device holds the seat now (else nothing)."""
        db = self._db()
        self._check_key(db, code, seat, key)
        self._check_holder(db, code, seat, device)

    # ----------------------------------------------------------------- moving
    def move(self, code: str, seat: int, key: str, action: Action | dict[str, Any],
             expected_ply: int,
             device: str | None = None) -> GameState:
        """Play ``action`` for ``seat`` (0-based) at table ``code``, if the position is still
        the one the caller saw (``expected_ply`` moves played); rolls and bot moves that follow
        are played too, up to the next person's turn. Returns the new state.

        Refusals change nothing: :class:`SeatRefused` (wrong key or not a person's seat),
        :class:`SeatTakenOver` (``device`` no longer holds the seat), :class:`MovedOn`
        (another move came first), :class:`NotYourTurn`, and the engine's ``IllegalAction``.
        """
        now = time.time()
        with self._write() as db:
            row = self._row(db, code)
            if row[7] == LESSON:
                raise LessonOnly(code, lesson=True)
            self._check_key(db, code, seat, key)
            if isinstance(action, dict):  # (as a page sends it: {"kind": …, "args": […]})
                action = Action.from_json(action)
            if device is not None:
                self._check_holder(db, code, seat, device)
            ply = db.execute("SELECT COUNT(*) FROM moves WHERE code=?", (code,)).fetchone()[0]
            if ply != expected_ply:
                raise MovedOn(code, expected_ply, ply)
            after = check_move(code, self._state(db, code), seat, action)  # nothing written

            db.execute("INSERT INTO moves VALUES (?,?,?,?,?)",
                       (code, ply, seat, json.dumps(action.to_json()), now))
            final = self._advance(db, code, tuple(json.loads(row[4])), after, now, ply + 1)
        return final

    def _advance(self, db: sqlite3.Connection, code: str, seats: tuple[str, ...],
                 state: GameState, now: float, ply: int | None = None) -> GameState:
        """Play the rolls and bots' moves from ``state`` up to a person's turn or the end."""
        ply = len(state.history) if ply is None else ply
        state, steps = play_on(state, seats)
        db.executemany("INSERT INTO moves VALUES (?,?,?,?,?)",
                       [(code, ply + i, seat, json.dumps(action.to_json()), now)
                        for i, (seat, action) in enumerate(steps)])
        db.execute("UPDATE tables SET touched=? WHERE code=?", (now, code))
        created = db.execute("SELECT created FROM tables WHERE code=?", (code,)).fetchone()[0]
        with self._cache_lock:
            self._cache[code] = (created, state)
        return state

    # ----------------------------------------------------------------- lessons
    def lesson(self, code: str) -> Lesson:
        """Where lesson ``code`` stands: the driver's position, the line's length and a
        version that changes with every :meth:`lead` (a cheap "anything new?" for the pages
        that follow). :class:`LessonOnly` for a table that is played, not led."""
        db = self._db()
        row = self._row(db, code)
        if row[7] != LESSON:
            raise LessonOnly(code, lesson=False)
        ply = int(db.execute("SELECT COUNT(*) FROM moves WHERE code=?", (code,)).fetchone()[0])
        return Lesson(code, int(row[9]), ply, int(row[10]))

    def lead(self, code: str, key: str, position: int,
             moves: Sequence[Action] | None = None) -> Lesson:
        """The driver (``key``: the table's driver key) puts lesson ``code`` at ``position``;
        with ``moves``, the lesson's line becomes those moves first (the teacher played,
        undid or chose another move). One transaction: every page sees the old line and
        position or the new ones. :class:`NotTheDriver` for a wrong key; ``IllegalAction``
        for a move that is not allowed and ``ValueError`` for a position off the line, and
        nothing changes then."""
        now = time.time()
        with self._write() as db:
            row = self._row(db, code)
            if row[7] != LESSON:
                raise LessonOnly(code, lesson=False)
            if not _same_secret(row[8], key):
                self.guard.failed()
                raise NotTheDriver(code)
            if moves is not None:
                new = list(moves)
                if list(self._state(db, code).history) != new:
                    root = games.new_game(row[0], seed=row[1], players=row[2],
                                          **json.loads(row[3]))
                    self._write_line(db, code, root.apply_all(new), now)
            ply = int(db.execute("SELECT COUNT(*) FROM moves WHERE code=?",
                                 (code,)).fetchone()[0])
            if isinstance(position, bool) or not isinstance(position, int) \
                    or not 0 <= position <= ply:
                raise ValueError(f"position {position!r} is not on the lesson's line "
                                 f"(0 to {ply})")
            db.execute("UPDATE tables SET driver_pos=?, version=version+1, touched=? "
                       "WHERE code=?", (position, now, code))
            version = int(row[10]) + 1
        return Lesson(code, position, ply, version)

    def _write_line(self, db: sqlite3.Connection, code: str, final: GameState,
                    now: float) -> None:
        """Make ``final``'s history the table's moves (only the rows from the first that
        differs are rewritten)."""
        old = [json.loads(a) for (a,) in db.execute(
            "SELECT action FROM moves WHERE code=? ORDER BY ply", (code,))]
        new = [a.to_json() for a in final.history]
        keep = 0
        while keep < min(len(old), len(new)) and old[keep] == new[keep]:
            keep += 1
        db.execute("DELETE FROM moves WHERE code=? AND ply>=?", (code, keep))
        who = movers(final)
        db.executemany("INSERT INTO moves VALUES (?,?,?,?,?)",
                       [(code, ply, who[ply], json.dumps(new[ply]), now)
                        for ply in range(keep, len(new))])
        created = db.execute("SELECT created FROM tables WHERE code=?", (code,)).fetchone()[0]
        with self._cache_lock:
            self._cache[code] = (created, final)

    # ----------------------------------------------------------------- expiry
    def expire(self, now: float | None = None) -> list[str]:
        """Remove the tables idle for longer than :attr:`idle` seconds; returns their codes."""
        cutoff = (time.time() if now is None else now) - self.idle
        with self._write() as db:
            gone = [c for (c,) in db.execute("SELECT code FROM tables WHERE touched < ?",
                                             (cutoff,))]
            for code in gone:
                for name in ("moves", "seats", "tables"):
                    db.execute(f"DELETE FROM {name} WHERE code=?", (code,))  # noqa: S608
        with self._cache_lock:
            for code in gone:
                self._cache.pop(code, None)
        return gone

    # ----------------------------------------------------------------- helpers
    def _row(self, db: sqlite3.Connection, code: str) -> tuple[Any, ...]:
        row = db.execute("SELECT game, seed, players, options, seats, touched, created, mode, "
                         "driver, driver_pos, version FROM tables WHERE code=?",
                         (str(code),)).fetchone()
        if row is None or row[5] < time.time() - self.idle:
            raise NoSuchTable(str(code))
        return row

    def _state(self, db: sqlite3.Connection, code: str) -> GameState:
        row = self._row(db, code)
        actions = [Action.from_json(json.loads(a)) for (a,) in db.execute(
            "SELECT action FROM moves WHERE code=? ORDER BY ply", (code,))]
        with self._cache_lock:
            cached = self._cache.get(code)
        if cached is not None and cached[0] == row[6] and len(cached[1].history) == len(actions):
            return cached[1]
        root = games.new_game(row[0], seed=row[1], players=row[2], **json.loads(row[3]))
        state = root.apply_all(actions)
        with self._cache_lock:
            self._cache[code] = (row[6], state)
        return state

    def _check_key(self, db: sqlite3.Connection, code: str, seat: int, key: str) -> None:
        """:class:`SeatRefused` unless ``key`` is the key of ``seat`` at table ``code``: the
        same answer for a wrong key, a seat with no key and an unknown or expired table."""
        valid = isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < 64
        row = db.execute("SELECT s.key FROM seats s JOIN tables t ON t.code = s.code "
                         "WHERE s.code=? AND s.seat=? AND t.touched >= ?",
                         (str(code), seat, time.time() - self.idle)).fetchone() \
            if valid else None
        if row is None or not _same_secret(row[0], key):
            self.guard.failed()
            raise SeatRefused(str(code), seat if valid else -1)

    @staticmethod
    def _check_holder(db: sqlite3.Connection, code: str, seat: int, device: str) -> None:
        row = db.execute("SELECT holder FROM seats WHERE code=? AND seat=?",
                         (code, seat)).fetchone()
        if row is not None and row[0] is not None and row[0] != device:
            raise SeatTakenOver(code, seat)


def _same_secret(stored: str | None, given: Any) -> bool:
    """Whether ``given`` is the key ``stored`` (in constant time; any text, any type).

    >>> _same_secret("abc", "abc"), _same_secret("abc", "é"), _same_secret(None, "x")
    (True, False, False)
    """
    if not isinstance(stored, str) or not isinstance(given, str):
        return False
    return hmac.compare_digest(stored.encode("utf-8"), given.encode("utf-8", "replace"))


__all__ = ["DEFAULT_IDLE", "DEFAULT_MAX_TABLES", "HUMAN", "IDLE_ENV", "LESSON", "PLAY", "TABLES_ENV", "Lesson", "Table",
           "TableStore", "default_path", "store_from_environment"]
