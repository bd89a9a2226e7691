"""Shared tables: a table is its seed, options and the log of its moves, kept in a SQLite file
(the default) or on a PostgreSQL server that every learner's server of a hub shares.

Every write is one transaction, so two devices that move at the same position get exactly
one result (the other is told the game moved on), and stopping the server loses nothing: a
new :class:`TableStore` on the same file or database replays every table from its log. The
store puts together the storage (:mod:`.storage`: the SQL, on :mod:`.sqlite_backend` or
:mod:`.postgres_backend`) and the referee (:mod:`.referee`: seats, moves, bots, expiry).

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
>>> TableStore(store.location).state(table.code) == store.state(table.code)   # after a restart
True
>>> table.link("http://host:8866/", seat=0).startswith(f"http://host:8866/#table={table.code}&seat=1&key=")
True
>>> TableStore("mysql://db.school/tables")
Traceback (most recent call last):
...
pyramid_explorer.tables.errors.UnknownStore: 'mysql://db.school/tables' is a URL of no table store this program knows: give a SQLite file's path, or a PostgreSQL address (postgresql://user@host/database).
"""

from __future__ import annotations

import functools
import json
import os
import re
import secrets
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar
from urllib.parse import unquote, urlsplit

from .. import games
from ..engine import Action, GameState
from . import keys as seat_keys
from . import storage
from .errors import (
    LessonOnly,
    MovedOn,
    NoSuchTable,
    NotTheDriver,
    SeatRefused,
    SeatTaken,
    SeatTakenOver,
    StoreUnreachable,
    UnknownStore,
)
from .guard import Guard, TooManyTables
from .links import CODE_ALPHABET, CODE_LENGTH, hub_base
from .referee import HUMAN, check_move, expired, movers, play_on, seat_names
from .sqlite_backend import SQLiteBackend

DEFAULT_IDLE = 7 * 24 * 3600.0  # seconds a table may rest before it expires
DEFAULT_MAX_TABLES = 2000
"""The most tables one store (one server's classes) holds at once; opening another is refused
until some expire (a class of 30 uses a few dozen)."""
TABLES_ENV = "PYRAMID_EXPLORER_TABLES"
"""The environment variable ``pyramid-explorer dashboard`` sets for its kernels (and a hub for
every learner's server): the store's file or ``postgresql://…`` address."""
IDLE_ENV = "PYRAMID_EXPLORER_TABLE_IDLE"
"""… and the idle time in seconds after which a table expires (``--table-idle``)."""
PLAY, LESSON = "play", "lesson"
"""A table's modes: its seats play (each on their own device), or a teacher leads a lesson."""
POSTGRES_SCHEMES = ("postgresql", "postgres")
URL = re.compile(r"([A-Za-z][A-Za-z0-9+.-]+):/")
"""What makes a store's location a URL, never a path (also a URL a ``Path`` mangled)."""

T = TypeVar("T")


def open_backend(location: str | os.PathLike[str] | None, *,
                 retry_for: float = 3.0, patient: bool = False) -> Any:
    """The backend for a store's ``location``: a SQLite file's path (``None``: the default
    file), ``sqlite:///path``, or ``postgresql://user@host/database``. Any other URL is
    :class:`UnknownStore` — a URL is never taken for a file. ``patient``: a PostgreSQL
    server that does not answer now is waited for in the background (see
    :class:`~.postgres_backend.PostgresBackend`) instead of refused.

    >>> open_backend("ftp://host/x")
    Traceback (most recent call last):
    ...
    pyramid_explorer.tables.errors.UnknownStore: 'ftp://host/x' is a URL of no table store this program knows: give a SQLite file's path, or a PostgreSQL address (postgresql://user@host/database).
    """
    if location is None:
        return SQLiteBackend(default_path())
    text = os.fspath(location)
    found = URL.match(text)
    if found is None:
        return SQLiteBackend(text)
    scheme = found.group(1).lower()
    if scheme in POSTGRES_SCHEMES and "://" in text:
        from .postgres_backend import PostgresBackend

        return PostgresBackend(text, retry_for=retry_for, patient=patient)
    if scheme == "sqlite" and text.startswith("sqlite:///"):
        return SQLiteBackend(unquote(urlsplit(text).path))
    raise UnknownStore(text)


def default_path() -> Path:
    """The store's file in the user's data folder (``$XDG_DATA_HOME``, ``%APPDATA%`` or
    ``~/.local/share``), ``…/pyramid-explorer/tables.sqlite3``."""
    base = os.environ.get("XDG_DATA_HOME") or os.environ.get("APPDATA")
    root = Path(base) if base else Path.home() / ".local" / "share"
    return root / "pyramid-explorer" / "tables.sqlite3"


def store_from_environment(environ: dict[str, str] | None = None) -> TableStore | None:
    """The store the dashboard command named (:data:`TABLES_ENV`), ``None`` outside it.

    A learner's kernel opens it so: a PostgreSQL server that does not answer when the kernel
    starts is waited for (``patient``): the pages say where the database is and that they try
    again, and shared tables work once it answers (:attr:`TableStore.unreachable`).

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
    return TableStore(path, idle=idle if idle > 0 else DEFAULT_IDLE, patient=True)


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
        return f"{hub_base(base_url.split('#')[0])}#table={self.code}&drive={self.driver_key}"

    def link(self, base_url: str, seat: int | None = None) -> str:
        """The join link: ``base_url#table=CODE`` (the table's public view, for a projector)
        or, for a human ``seat`` (0-based), ``…&seat=N&key=…`` with N = seat + 1.

        Raises ``ValueError`` for a seat that is not a person's (or whose key this object
        does not carry). On a JupyterHub the link goes through the hub's ``user-redirect``
        (:func:`~.links.hub_base`): each learner opens it on their own server.
        """
        link = f"{hub_base(base_url.split('#')[0])}#table={self.code}"
        if seat is None:
            return link
        if seat not in self.keys:
            raise SeatRefused(self.code, seat)
        return f"{link}&seat={seat + 1}&key={self.keys[seat]}"


def _retried(method: Callable[..., T]) -> Callable[..., T]:
    """A store method tried again while its database connection is being made again
    (PostgreSQL; a SQLite file runs it once). See :meth:`PostgresBackend.retrying`."""

    @functools.wraps(method)
    def run(self: TableStore, *args: Any, **kwargs: Any) -> T:
        return self.backend.retrying(lambda: method(self, *args, **kwargs))

    return run


class TableStore:
    """Tables in the SQLite file ``path`` (default: :func:`default_path`) or, for a
    ``postgresql://user@host/database`` address, in that PostgreSQL database (see
    :func:`open_backend`; :class:`~.errors.StoreUnreachable` when its server does not answer).

    ``idle`` is how many seconds a table may go without a move or a seat joined before
    :meth:`expire` removes it (and every read or write removes expired tables first).
    ``max_tables`` caps the tables the store holds at once (:class:`~.guard.TooManyTables`);
    ``guard`` counts this object's — this kernel's — tables opened and wrong links
    (:class:`~.guard.Guard`: at most 60 tables an hour, slower answers after repeated wrong
    links). ``retry_for``: seconds an operation waits for a lost PostgreSQL connection.
    ``patient``: a PostgreSQL server that does not answer now does not stop the store from
    being made; it keeps trying in the background and refuses every operation meanwhile
    (:attr:`unreachable` says why).

    Seat and teacher keys are kept as salted digests (:mod:`.keys`): the keys of a table are
    known to the object that opened it (:meth:`table` ``with_keys``) and to whoever got its
    links, never read back from the database.
    """

    def __init__(self, path: str | os.PathLike[str] | None = None, *,
                 idle: float = DEFAULT_IDLE, max_tables: int = DEFAULT_MAX_TABLES,
                 guard: Guard | None = None, retry_for: float = 3.0,
                 patient: bool = False) -> None:
        self.backend = open_backend(path, retry_for=retry_for, patient=patient)
        self.location: str = self.backend.location
        """Where the tables are: the file's path, or the database's address (no password)."""
        self.path: Path | None = getattr(self.backend, "path", None)
        """The SQLite file (``None`` for a PostgreSQL store)."""
        self.max_tables = int(max_tables)
        self.guard = guard if guard is not None else Guard()
        self.idle = float(idle)
        # code -> (when the table was opened, its last replayed state): a state is reused only
        # for the same table (not a later one with the same code) and the same number of moves
        self._cache: dict[str, tuple[float, GameState]] = {}
        self._cache_lock = threading.Lock()
        # code -> (seat keys, teacher key) of the tables this object opened: the database
        # keeps only their digests
        self._handed: dict[str, tuple[dict[int, str], str | None]] = {}

    @property
    def reconnecting(self) -> bool:
        """True while the store's database connection is lost and being made again (never
        for a SQLite file): a page may say "reconnecting…"."""
        return bool(self.backend.reconnecting)

    @property
    def unreachable(self) -> StoreUnreachable | None:
        """Why the store cannot be used at all yet — a ``patient`` store whose database has
        not answered since it was made: where it is (no password) and that it is tried
        again —, else ``None`` (a SQLite file: always ``None``).

        >>> import tempfile, os
        >>> TableStore(os.path.join(tempfile.mkdtemp(), "t.sqlite3")).unreachable is None
        True
        """
        backend = self.backend
        if getattr(backend, "opened", True):
            return None
        return StoreUnreachable(self.location, backend.opening_problem or "", opening=True,
                                server=backend.server)

    def close(self) -> None:
        """Close this thread's connection (others close with their threads)."""
        self.backend.close()

    # ----------------------------------------------------------------- opening
    @_retried
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
        keys = {s: seat_keys.new_key() for s in people}
        line = root.apply_all(list(moves)) if moves else root  # IllegalAction: nothing written
        driver = seat_keys.new_key() if mode == LESSON else None
        start = len(line.history) if position is None else position
        if not 0 <= start <= len(line.history):
            raise ValueError(f"position {start} is not on the line (0 to {len(line.history)})")
        self.guard.check_open()  # TooManyTables: this kernel opened its hour's share
        now = time.time()
        self.expire(now)
        salt = seat_keys.new_salt()
        with self.backend.write() as db:
            held = storage.count_tables(db)
            if held >= self.max_tables:
                raise TooManyTables(
                    f"The server holds {held} tables, as many as it keeps: finish or close "
                    "some (idle tables expire by themselves), then open this one.",
                    de=f"Der Server hat {held} Tische, so viele wie er hält: Beendet einige "
                    "(ungenutzte Tische laufen von selbst ab) und öffnet dann diesen.")
            code = self._new_code(db)
            storage.add_table(db, storage.TableRow(
                code, game_id, seed, n, json.dumps(root.options_dict(), sort_keys=True),
                json.dumps(seats), now, now, mode,
                None if driver is None else seat_keys.digest(salt, driver), start, 0, salt))
            for s, key in keys.items():
                storage.add_seat(db, code, s)
                storage.add_key(db, code, s, seat_keys.digest(salt, key))
            if mode == LESSON:
                self._write_line(db, code, line, now)
            else:
                self._advance(db, code, seats, root, now)
        self.guard.opened()
        self._handed[code] = (dict(keys), driver)
        return Table(code, game_id, seed, n, root.options_dict(), seats, keys, mode, driver)

    @staticmethod
    def _new_code(db: Any) -> str:
        while True:
            code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
            if not storage.code_taken(db, code):
                return code

    # ----------------------------------------------------------------- reading
    @_retried
    def table(self, code: str, *, with_keys: bool = False) -> Table:
        """The table ``code``; ``with_keys``, the seat and teacher keys it was opened with —
        known only to the store object that opened it (the database keeps their digests, so
        after a restart the links handed out still work, but nobody reads them back).
        :class:`NoSuchTable` if there is none."""
        row = self._row(self.backend.read(), code)
        keys, driver = self._handed.get(row.code, ({}, None)) if with_keys else ({}, None)
        return Table(row.code, row.game, row.seed, row.players, json.loads(row.options),
                     tuple(json.loads(row.seats)), dict(keys), row.mode, driver)

    @_retried
    def moves(self, code: str, since: int = 0) -> list[Action]:
        """Every action played at the table so far (rolls and bot moves included), in order;
        ``since``: only those from that ply on (what a page has not seen yet)."""
        db = self.backend.read()
        self._row(db, code)
        return [Action.from_json(json.loads(a)) for a in storage.actions(db, code, since)]

    @_retried
    def ply(self, code: str) -> int:
        """How many actions have been played at the table (a cheap "anything new?")."""
        db = self.backend.read()
        self._row(db, code)
        return storage.ply(db, code)

    def version(self, table: str | None = None) -> tuple[int, int]:
        """A very cheap "has anything changed?" (no table read): it differs from an earlier
        call of the same thread after any commit since, by another connection, process or
        server, or by this object (a count of its own commits). A SQLite file answers with
        ``PRAGMA data_version`` (a few microseconds; any table's change counts). A PostgreSQL
        store counts the ``NOTIFY`` every write sends, naming its table (in memory: the first
        call starts listening); with ``table`` only that table's changes count, and those of
        the whole store (opening, expiry, a connection made again), so a page watching one
        table is not woken by the others. A page asks its table itself only when the
        version changed.

        >>> import tempfile, os
        >>> path = os.path.join(tempfile.mkdtemp(), "tables.sqlite3")
        >>> here, other = TableStore(path), TableStore(path)     # (e.g. two kernels)
        >>> before = here.version()
        >>> here.version() == before                              # nothing happened
        True
        >>> table = other.open("pyramidenbau", seed=1, players=2, humans=[0])
        >>> after = here.version(); after != before               # another connection wrote
        True
        >>> _ = here.join(table.code, 0, table.keys[0])
        >>> here.version() != after                               # and this object itself
        True
        """
        return self.backend.version(table)

    @_retried
    def state(self, code: str) -> GameState:
        """The game at the table now, replayed from its seed, options and moves."""
        return self._state(self.backend.read(), code)

    def save_json(self, code: str) -> str:
        """The table as a save file (the kernel's format: ``games.load`` replays it)."""
        return self.state(code).to_json()

    @_retried
    def codes(self) -> list[str]:
        """The codes of every table in the store, oldest first."""
        return storage.codes(self.backend.read())

    @_retried
    def holder(self, code: str, seat: int) -> str | None:
        """The device holding ``seat`` (the last to :meth:`join` it), ``None`` before anyone."""
        db = self.backend.read()
        self._row(db, code)
        return storage.seat_holder(db, code, seat)[1]

    # ----------------------------------------------------------------- seats
    @_retried
    def join(self, code: str, seat: int, key: str, device: str | None = None) -> str:
        """A device opens ``seat``'s link: it holds the seat from now on (a device that held
        it before is told on its next move or :meth:`check`). Returns the device's id (a new
        one unless given). :class:`SeatRefused` for a wrong key."""
        device = device or secrets.token_urlsafe(9)
        self.guard.slow_down()  # (after repeated wrong links from this kernel)
        self._check_key(self.backend.read(), code, seat, key)  # a guess opens no write
        with self.backend.write(table=code) as db:
            storage.row(db, str(code), lock=self.backend.for_update)  # (one writer a table)
            self._check_key(db, code, seat, key)
            storage.hold(db, code, seat, device)
            storage.touch(db, code, time.time())
        return device

    @_retried
    def free_seats(self, code: str) -> list[int]:
        """The people's seats (0-based) no device has opened yet: what the join page offers.
        :class:`NoSuchTable` for an unknown or expired code."""
        db = self.backend.read()
        self._row(db, code)
        return storage.free_seats(db, code)

    @_retried
    def claim(self, code: str, seat: int, device: str | None = None) -> tuple[str, str]:
        """A device takes a free person's ``seat`` from the join page (``#table=CODE&join=1``,
        the link a projector may show): it holds the seat from now on. Returns (a key of
        the seat, the device's id) — a new key, handed out this once, to this device only
        (the opener's link of the seat plays it too). :class:`SeatTaken` when another device
        took the seat first (one transaction: two devices pressing at once get one seat
        between them).

        >>> import tempfile, os
        >>> store = TableStore(os.path.join(tempfile.mkdtemp(), "t.sqlite3"))
        >>> t = store.open("pyramidenbau", seed=1, players=3, humans=[0, 2])
        >>> store.free_seats(t.code)
        [0, 2]
        >>> key, device = store.claim(t.code, 2)
        >>> store.free_seats(t.code), store.holder(t.code, 2) == device
        ([0], True)
        >>> store.check(t.code, 2, key, device)       # the new key plays the seat
        """
        device = device or secrets.token_urlsafe(9)
        valid = isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < 64
        with self.backend.write(table=code) as db:
            row = self._row(db, code, lock=True)
            person, holder = storage.seat_holder(db, code, seat) if valid else (False, None)
            if not person or holder is not None:
                raise SeatTaken(code, seat if isinstance(seat, int) else -1)
            key = seat_keys.new_key()
            storage.add_key(db, code, seat, seat_keys.digest(row.salt, key))
            storage.hold(db, code, seat, device)
            storage.touch(db, code, time.time())
        return key, device

    @_retried
    def seat_devices(self, code: str) -> dict[int, int]:
        """How many devices have opened each person's seat (0: none yet; 2 or more: the
        newest took it over) — the referee's view of who is where."""
        db = self.backend.read()
        self._row(db, code)
        return storage.seat_joins(db, code)

    @_retried
    def check_driver(self, code: str, key: str) -> None:
        """Raise :class:`NotTheDriver` unless ``key`` is lesson ``code``'s driver key — the
        same answer for a wrong key, an unknown code and a table that is not a lesson. Reads
        only; slowed down after repeated wrong links (:class:`~.guard.Guard`)."""
        self.guard.slow_down()
        row = storage.row(self.backend.read(), str(code))
        if row is None or row.mode != LESSON or self._expired(row.touched) \
                or not seat_keys.matches(row.salt, [row.driver], key):
            self.guard.failed()
            raise NotTheDriver(str(code))

    @_retried
    def check(self, code: str, seat: int, key: str, device: str) -> None:
        """Raise :class:`SeatTakenOver` if another device holds the seat now (else nothing)."""
        db = self.backend.read()
        self._check_key(db, code, seat, key)
        self._check_holder(db, code, seat, device)

    # ----------------------------------------------------------------- moving
    @_retried
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
        with self.backend.write(table=code) as db:
            row = self._row(db, code, lock=True)
            if row.mode == LESSON:
                raise LessonOnly(code, lesson=True)
            self._check_key(db, code, seat, key)
            if isinstance(action, dict):  # (as a page sends it: {"kind": …, "args": […]})
                action = Action.from_json(action)
            if device is not None:
                self._check_holder(db, code, seat, device)
            ply = storage.ply(db, code)
            if ply != expected_ply:
                raise MovedOn(code, expected_ply, ply)
            after = check_move(code, self._state(db, code), seat, action)  # nothing written
            storage.add_moves(db, code, [(ply, seat, json.dumps(action.to_json()))], now)
            final = self._advance(db, code, tuple(json.loads(row.seats)), after, now, ply + 1)
        return final

    def _advance(self, db: Any, code: str, seats: tuple[str, ...],
                 state: GameState, now: float, ply: int | None = None) -> GameState:
        """Play the rolls and bots' moves from ``state`` up to a person's turn or the end."""
        ply = len(state.history) if ply is None else ply
        state, steps = play_on(state, seats)
        storage.add_moves(db, code, [(ply + i, seat, json.dumps(action.to_json()))
                                     for i, (seat, action) in enumerate(steps)], now)
        storage.touch(db, code, now)
        self._remember(db, code, state)
        return state

    def _remember(self, db: Any, code: str, state: GameState) -> None:
        row = storage.row(db, code)
        if row is not None:
            with self._cache_lock:
                self._cache[code] = (row.created, state)

    # ----------------------------------------------------------------- lessons
    @_retried
    def lesson(self, code: str) -> Lesson:
        """Where lesson ``code`` stands: the driver's position, the line's length and a
        version that changes with every :meth:`lead` (a cheap "anything new?" for the pages
        that follow). :class:`LessonOnly` for a table that is played, not led."""
        db = self.backend.read()
        row = self._row(db, code)
        if row.mode != LESSON:
            raise LessonOnly(code, lesson=False)
        return Lesson(row.code, int(row.driver_pos), storage.ply(db, code), int(row.version))

    @_retried
    def lead(self, code: str, key: str, position: int,
             moves: Sequence[Action] | None = None) -> Lesson:
        """The driver (``key``: the table's driver key) puts lesson ``code`` at ``position``;
        with ``moves``, the lesson's line becomes those moves first (the teacher played,
        undid or chose another move). One transaction: every page sees the old line and
        position or the new ones. :class:`NotTheDriver` for a wrong key; ``IllegalAction``
        for a move that is not allowed and ``ValueError`` for a position off the line, and
        nothing changes then."""
        now = time.time()
        with self.backend.write(table=code) as db:
            row = self._row(db, code, lock=True)
            if row.mode != LESSON:
                raise LessonOnly(code, lesson=False)
            if not seat_keys.matches(row.salt, [row.driver], key):
                self.guard.failed()
                raise NotTheDriver(code)
            if moves is not None:
                new = list(moves)
                if list(self._state(db, code).history) != new:
                    root = games.new_game(row.game, seed=row.seed, players=row.players,
                                          **json.loads(row.options))
                    self._write_line(db, code, root.apply_all(new), now)
            ply = storage.ply(db, code)
            if isinstance(position, bool) or not isinstance(position, int) \
                    or not 0 <= position <= ply:
                raise ValueError(f"position {position!r} is not on the lesson's line "
                                 f"(0 to {ply})")
            storage.set_position(db, code, position, now)
        return Lesson(row.code, position, ply, int(row.version) + 1)

    def _write_line(self, db: Any, code: str, final: GameState, now: float) -> None:
        """Make ``final``'s history the table's moves (only the rows from the first that
        differs are rewritten)."""
        old = [json.loads(a) for a in storage.actions(db, code)]
        new = [a.to_json() for a in final.history]
        keep = 0
        while keep < min(len(old), len(new)) and old[keep] == new[keep]:
            keep += 1
        storage.cut_moves(db, code, keep)
        who = movers(final)
        storage.add_moves(db, code, [(ply, who[ply], json.dumps(new[ply]))
                                     for ply in range(keep, len(new))], now)
        self._remember(db, code, final)

    # ----------------------------------------------------------------- expiry
    @_retried
    def expire(self, now: float | None = None) -> list[str]:
        """Remove the tables idle for longer than :attr:`idle` seconds; returns their codes."""
        cutoff = (time.time() if now is None else now) - self.idle
        if not storage.idle_codes(self.backend.read(), cutoff):
            return []  # (nothing to remove: no write transaction)
        with self.backend.write() as db:
            gone = storage.idle_codes(db, cutoff)
            for code in gone:
                storage.remove_table(db, code)
        with self._cache_lock:
            for code in gone:
                self._cache.pop(code, None)
                self._handed.pop(code, None)
        return gone

    # ----------------------------------------------------------------- helpers
    def _expired(self, touched: float) -> bool:
        return expired(touched=touched, idle=self.idle, now=time.time())

    def _row(self, db: Any, code: str, *, lock: bool = False) -> storage.TableRow:
        row = storage.row(db, str(code), lock=self.backend.for_update if lock else "")
        if row is None or self._expired(row.touched):
            raise NoSuchTable(str(code))
        return row

    def _state(self, db: Any, code: str) -> GameState:
        row = self._row(db, code)
        actions = [Action.from_json(json.loads(a)) for a in storage.actions(db, code)]
        with self._cache_lock:
            cached = self._cache.get(code)
        if cached is not None and cached[0] == row.created \
                and len(cached[1].history) == len(actions):
            return cached[1]
        root = games.new_game(row.game, seed=row.seed, players=row.players,
                              **json.loads(row.options))
        state = root.apply_all(actions)
        with self._cache_lock:
            self._cache[code] = (row.created, state)
        return state

    def _check_key(self, db: Any, code: str, seat: int, key: str) -> None:
        """:class:`SeatRefused` unless ``key`` is a key of ``seat`` at table ``code``: the
        same answer for a wrong key, a seat with no key and an unknown or expired table."""
        valid = isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < 64
        found = storage.key_digests(db, str(code), seat, time.time() - self.idle) \
            if valid else None
        if found is None or not seat_keys.matches(found[0], found[1], key):
            self.guard.failed()
            raise SeatRefused(str(code), seat if valid else -1)

    @staticmethod
    def _check_holder(db: Any, code: str, seat: int, device: str) -> None:
        person, holder = storage.seat_holder(db, code, seat)
        if person and holder is not None and holder != device:
            raise SeatTakenOver(code, seat)


__all__ = ["DEFAULT_IDLE", "DEFAULT_MAX_TABLES", "HUMAN", "IDLE_ENV", "LESSON", "PLAY",
           "TABLES_ENV", "Lesson", "Table", "TableStore", "default_path", "open_backend",
           "store_from_environment"]
