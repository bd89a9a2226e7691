"""The store on a PostgreSQL server (psycopg 3): every learner's server of a hub shares it.

One connection per thread (autocommit; a write is one ``BEGIN … COMMIT`` that locks the
table's row first, so two servers moving at one position get one result). Every write
sends a ``NOTIFY`` in its transaction; a listener thread per store — started by the first
:meth:`PostgresBackend.version`, i.e. by the first page that watches — counts them, so a
watcher's "has anything changed?" reads a number in memory instead of the database.

A lost connection is dropped and made again: an operation that met it is tried again with
backoff (0.05 s doubling, for :attr:`PostgresBackend.retry_for` seconds) and then refused
with :class:`~.errors.StoreUnreachable` ("reconnecting…"); the listener reconnects by itself
(0.1 s doubling up to 5 s) and counts its return as a change, so every page reads what it
missed. No write is lost or doubled by a retry: a move carries the position it was made at
and is refused as "moved on" if its first try was committed after all.

A store opened ``patient`` (a learner's kernel: the dashboard's store, from the environment)
does not refuse to open when the server does not answer: it keeps trying in the background
(0.5 s doubling up to 5 s) and, until it got in, refuses every operation at once with
:class:`~.errors.StoreUnreachable` saying where the database is (never the password) —
:attr:`PostgresBackend.opening_problem` says why meanwhile.
"""

from __future__ import annotations

import contextlib
import logging
import re
import threading
import time
import weakref
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any, TypeVar
from urllib.parse import parse_qs, unquote, urlsplit, urlunsplit

from .errors import StoreUnreachable, TableError
from .schema import POSTGRESQL, migrate

T = TypeVar("T")
log = logging.getLogger(__name__)
CHANNEL = "pyramid_explorer_tables"
"""The ``LISTEN``/``NOTIFY`` channel every write of the store announces itself on."""
MIGRATION_LOCK = 0x7079_7261  # (an advisory lock: one server migrates a new store)
KEEPALIVE = {"keepalives": 1, "keepalives_idle": 10, "keepalives_interval": 3,
             "keepalives_count": 3}
"""TCP keepalives: a server that vanished without closing the connection is noticed too."""


class ConnectionLost(Exception):
    """The database connection broke (or could not be made); the operation may be retried."""


def redacted(url: str) -> str:
    """``url`` without its password, for messages and logs.

    >>> redacted("postgresql://teacher:s3cret@db.school:5432/tables")
    'postgresql://teacher:***@db.school:5432/tables'
    >>> redacted("postgresql:///tables?host=/run/postgresql")
    'postgresql:///tables?host=/run/postgresql'
    """
    parts = urlsplit(url)
    if parts.password is None:
        return url
    host = parts.netloc.rsplit("@", 1)[1]
    return urlunsplit(parts._replace(netloc=f"{parts.username}:***@{host}"))


def server_of(url: str) -> str:
    """Where a ``postgresql://…`` URL's database is, for a message: its host (and port) or
    socket folder, and the database's name — never the user's password.

    >>> server_of("postgresql://teacher:s3cret@db.school:5432/tables")
    'db.school:5432, database tables'
    >>> server_of("postgresql:///tables?host=/run/postgresql")
    '/run/postgresql, database tables'
    >>> server_of("postgresql://")
    'localhost'
    """
    parts = urlsplit(url)
    host = parts.hostname or parse_qs(parts.query).get("host", ["localhost"])[0]
    with contextlib.suppress(ValueError):  # (a port that is not a number: left out)
        if parts.port:
            host = f"{host}:{parts.port}"
    database = unquote(parts.path.lstrip("/"))
    return f"{host}, database {database}" if database else host


def _reason(exc: BaseException) -> str:
    text = " ".join(str(exc).split()) or type(exc).__name__
    return re.sub(r"password=\S+", "password=***", text)[:240]


def _psycopg() -> Any:
    try:
        import psycopg
    except ImportError:  # (the [tables-postgres] extra)
        raise TableError(
            "A PostgreSQL table store needs the psycopg package: pip install "
            "'pyramid-explorer[tables-postgres]'.",
            de="Ein PostgreSQL-Tisch-Speicher braucht das Paket psycopg: pip install "
            "'pyramid-explorer[tables-postgres]'.") from None
    return psycopg


class _Db:
    """A connection that takes the store's ``?`` placeholders (sqlite3's) and turns a broken
    connection into :class:`ConnectionLost`."""

    def __init__(self, conn: Any, lost: Callable[[BaseException], None]) -> None:
        self._conn = conn
        self._lost = lost

    def execute(self, sql: str, params: Sequence[Any] = ()) -> Any:
        psycopg = _psycopg()
        try:
            return self._conn.execute(sql.replace("?", "%s"), tuple(params))
        except (psycopg.OperationalError, psycopg.InterfaceError) as exc:
            if self._conn.broken or self._conn.closed:
                self._lost(exc)
            raise

    def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        rows = [tuple(r) for r in rows]
        if not rows:
            return
        psycopg = _psycopg()
        try:
            with self._conn.cursor() as cur:
                cur.executemany(sql.replace("?", "%s"), rows)
        except (psycopg.OperationalError, psycopg.InterfaceError) as exc:
            if self._conn.broken or self._conn.closed:
                self._lost(exc)
            raise


class _Listener:
    """A thread that ``LISTEN``s on :data:`CHANNEL` and counts what it hears: per table (a
    write's notification names its table) and for the whole store (a notification naming
    none, and each time it got its connection back). It holds no reference to the store: a
    forgotten store's listener is stopped when the store is collected."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.wakes = 0  # notifications for the whole store + connections made
        self.heard: dict[str, int] = {}  # notifications per table
        self.heard_all = 0  # notifications naming a table, all tables
        self.connected = False
        self.reconnects = 0
        self._stop = threading.Event()
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True,
                                        name="pyramid-explorer table store listener")

    def start(self, wait: float = 5.0) -> None:
        """Start listening; wait (at most ``wait`` s) until the first try to connect ended."""
        self._thread.start()
        self._ready.wait(wait)

    def stop(self) -> None:
        self._stop.set()

    def _run(self) -> None:
        psycopg = _psycopg()
        delay = 0.1
        while not self._stop.is_set():
            try:
                with psycopg.connect(self.url, autocommit=True, connect_timeout=5,
                                     **KEEPALIVE) as conn:
                    conn.execute(f"LISTEN {CHANNEL}")
                    if self.wakes:
                        self.reconnects += 1
                    self.wakes += 1  # (whatever happened while away is read again)
                    self.connected = True
                    self._ready.set()
                    delay = 0.1
                    while not self._stop.is_set():
                        for note in conn.notifies(timeout=0.5):
                            if note.payload:
                                self.heard[note.payload] = self.heard.get(note.payload, 0) + 1
                                self.heard_all += 1
                            else:
                                self.wakes += 1
            except psycopg.Error:
                pass
            self.connected = False
            self._ready.set()
            self._stop.wait(delay)
            delay = min(delay * 2, 5.0)


class PostgresBackend:
    """Tables in the PostgreSQL database at ``url`` (``postgresql://user@host/database``).

    Opening it migrates the database (:mod:`.schema`); :class:`StoreUnreachable` when no
    server answers within ``connect_timeout`` seconds."""

    dialect = POSTGRESQL
    for_update = " FOR UPDATE"  # a write locks the row of the table it changes

    def __init__(self, url: str, *, retry_for: float = 3.0, connect_timeout: float = 5.0,
                 patient: bool = False) -> None:
        self.url = url
        self.location = redacted(url)
        self.server = server_of(url)
        """Where the database is (host or socket folder, database), for messages."""
        self.retry_for = retry_for
        self.connect_timeout = connect_timeout
        self._psycopg = _psycopg()
        self._local = threading.local()
        self._commits = 0
        self._listener: _Listener | None = None
        self._listener_lock = threading.Lock()
        self.opening_problem: str | None = None
        """Why the store could not be opened yet (a ``patient`` store whose server did not
        answer); ``None`` once it is open."""
        self._opened = threading.Event()
        self._opening = threading.Lock()
        self._last_try = 0.0
        self._stop_opening = threading.Event()
        if not self._try_open():
            if not patient:
                raise StoreUnreachable(self.location, self.opening_problem or "", opening=True)
            log.warning("the shared tables' database (%s) cannot be reached (%s): shared "
                        "tables wait for it, trying again in the background", self.server,
                        self.opening_problem)
            threading.Thread(target=_keep_opening, args=(weakref.ref(self), self._stop_opening),
                             daemon=True, name="pyramid-explorer table store opener").start()
            weakref.finalize(self, self._stop_opening.set)

    def _try_open(self, blocking: bool = True) -> bool:
        """Migrate the database once (one server at a time); whether the store is open. A
        failed try notes why (:attr:`opening_problem`)."""
        if self._opened.is_set():
            return True
        if not self._opening.acquire(blocking=blocking):
            return False  # (another thread is trying just now)
        try:
            if self._opened.is_set():
                return True
            self._last_try = time.monotonic()
            try:
                with self.write(notify=False) as db:
                    db.execute("SELECT pg_advisory_xact_lock(?)", (MIGRATION_LOCK,))
                    migrate(db, POSTGRESQL)
            except ConnectionLost as exc:
                self.opening_problem = str(exc)
                return False
            self._commits = 0
            self.opening_problem = None
            self._opened.set()
            return True
        finally:
            self._opening.release()

    @property
    def opened(self) -> bool:
        """Whether the database has answered since this object was made (and is migrated)."""
        return self._opened.is_set()

    # ----------------------------------------------------------------- connections
    def _lose(self, exc: BaseException) -> None:
        conn = getattr(self._local, "conn", None)
        self._local.conn = None
        if conn is not None:
            with contextlib.suppress(Exception):
                conn.close()
        raise ConnectionLost(_reason(exc)) from exc

    def _conn(self) -> Any:
        conn = getattr(self._local, "conn", None)
        if conn is not None and not conn.closed and not conn.broken:
            return conn
        try:
            conn = self._psycopg.connect(self.url, autocommit=True,
                                         connect_timeout=max(1, int(self.connect_timeout)),
                                         **KEEPALIVE)
        except self._psycopg.Error as exc:
            self._local.conn = None
            raise ConnectionLost(_reason(exc)) from exc
        self._local.conn = conn
        return conn

    def read(self) -> _Db:
        """This thread's connection (each statement its own transaction)."""
        return _Db(self._conn(), self._lose)

    @contextlib.contextmanager
    def write(self, notify: bool = True, table: str = "") -> Iterator[_Db]:
        """One write transaction (rolled back on any error) that announces itself to every
        listener when it commits, naming ``table`` (the table it changes; none: the whole
        store)."""
        conn = self._conn()
        psycopg = self._psycopg
        try:
            with conn.transaction():
                yield _Db(conn, self._lose)
                if notify:
                    conn.execute("SELECT pg_notify(%s, %s)", (CHANNEL, table))
        except (psycopg.OperationalError, psycopg.InterfaceError) as exc:
            if conn.broken or conn.closed:
                self._lose(exc)
            raise
        self._commits += 1

    def retrying(self, operation: Callable[[], T]) -> T:
        """``operation()``, tried again with backoff while the connection is lost (for
        :attr:`retry_for` seconds); then :class:`StoreUnreachable`. A store not opened yet
        (``patient``) tries to open at most once a second here and otherwise refuses at
        once: a page never waits for a server that has not answered yet."""
        if not self._opened.is_set() and (time.monotonic() - self._last_try < 1.0
                                          or not self._try_open(blocking=False)):
            raise StoreUnreachable(self.location, self.opening_problem or "",
                                   opening=True, server=self.server)
        delay, deadline = 0.05, time.monotonic() + self.retry_for
        while True:
            try:
                return operation()
            except ConnectionLost as exc:
                if time.monotonic() + delay > deadline:
                    raise StoreUnreachable(self.location, str(exc)) from None
                time.sleep(delay)
                delay = min(delay * 2, 1.0)

    # ----------------------------------------------------------------- changes
    def _listening(self) -> _Listener:
        with self._listener_lock:
            if self._listener is None:
                self._listener = _Listener(self.url)
                self._listener.start(wait=2.0)
                weakref.finalize(self, self._listener.stop)
            return self._listener

    def version(self, table: str | None = None) -> tuple[int, int]:
        """The changes heard from every server (``NOTIFY``, counted in memory: no query) — of
        ``table`` and of the whole store, or of everything without ``table`` — and this
        object's own commits. The first call starts listening."""
        heard = self._listening()
        tables = heard.heard_all if table is None else heard.heard.get(table, 0)
        return heard.wakes + tables, self._commits

    @property
    def reconnecting(self) -> bool:
        """True while the store has not been opened yet (``patient``) or the listener has lost
        its connection (and is making it again)."""
        if not self._opened.is_set():
            return True
        listener = self._listener
        return listener is not None and not listener.connected

    def close_connection(self) -> None:
        """Close this thread's connection (it is made again when needed)."""
        conn = getattr(self._local, "conn", None)
        if conn is not None:
            conn.close()
            self._local.conn = None

    def close(self) -> None:
        """Close this thread's connection and stop listening (and trying to open)."""
        self.close_connection()
        if self._listener is not None:
            self._listener.stop()
        self._stop_opening.set()


def _keep_opening(ref: Callable[[], PostgresBackend | None], stop: threading.Event) -> None:
    """A patient store's background tries to open (0.5 s doubling up to 5 s) until it is
    open, closed or forgotten (``ref`` is weak: this thread keeps no store alive)."""
    delay = 0.5
    while not stop.wait(delay):
        backend = ref()
        if backend is None:
            return
        if backend._try_open():  # noqa: SLF001 - the backend's own helper thread
            backend.close_connection()
            log.warning("the shared tables' database (%s) answers again", backend.server)
            return
        del backend
        delay = min(delay * 2, 5.0)


__all__ = ["CHANNEL", "ConnectionLost", "PostgresBackend", "redacted", "server_of"]
