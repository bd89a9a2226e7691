"""Shared tables: one game, each player on their own device, kept in a SQLite file or on a
PostgreSQL server.

>>> import tempfile, os
>>> from pyramid_explorer.tables import TableStore
>>> store = TableStore(os.path.join(tempfile.mkdtemp(), "t.sqlite3"))
>>> table = store.open("ramses-pyramid", seed=5, players=3, humans=[0, 2])
>>> table.seats[1] != "human", sorted(table.keys)
(True, [0, 2])
"""

from .errors import (
    LessonOnly,
    MovedOn,
    NoSuchTable,
    NotTheDriver,
    NotYourTurn,
    SeatRefused,
    SeatTaken,
    SeatTakenOver,
    StoreUnreachable,
    TableError,
    UnknownStore,
)
from .guard import Guard, TooManyTables
from .links import BadLink, LinkFields, parse_link
from .store import (
    DEFAULT_IDLE,
    IDLE_ENV,
    LESSON,
    PLAY,
    TABLES_ENV,
    Lesson,
    Table,
    TableStore,
    default_path,
    open_backend,
    store_from_environment,
)

__all__ = ["DEFAULT_IDLE", "IDLE_ENV", "LESSON", "PLAY", "TABLES_ENV", "BadLink", "Guard", "Lesson",
           "LessonOnly", "LinkFields", "MovedOn", "NoSuchTable", "NotTheDriver", "NotYourTurn",
           "SeatRefused", "SeatTaken", "SeatTakenOver", "StoreUnreachable", "Table",
           "TableError", "TableStore", "TooManyTables", "UnknownStore", "default_path",
           "open_backend", "parse_link", "store_from_environment"]
