"""What the table store refuses, each as a named error with an English and a German sentence.

>>> MovedOn("ABCD", 3, 4).message("de")
'Das Spiel ist schon weiter (Zug 4, nicht 3): Dein Zug kam zu spät und wurde nicht gespielt.'
"""

from __future__ import annotations

from ..engine.errors import _Bilingual


class TableError(_Bilingual, ValueError):
    """A request the table store refuses; nothing was changed."""


class NoSuchTable(TableError, KeyError):
    """No table has this code (never opened, mistyped, or expired)."""

    def __init__(self, code: str) -> None:
        super().__init__(f"There is no table {code!r} (it may have expired).",
                         de=f"Es gibt keinen Tisch {code!r} (vielleicht ist er abgelaufen).")

    def __str__(self) -> str:  # (KeyError would quote the message)
        return self.reason


class SeatRefused(TableError):
    """The caller does not hold the seat (wrong key, a bot's seat, no such seat or table: one
    answer for all, so a guess learns nothing)."""

    def __init__(self, code: str, seat: int) -> None:
        super().__init__(
            f"This device does not hold seat P{seat + 1} of table {code}: the link's table "
            "code or seat key is wrong, or the table has expired. Only the seat's own link "
            "plays it.",
            de=f"Dieses Gerät hat Platz P{seat + 1} am Tisch {code} nicht: Tisch-Code oder "
            "Platz-Schlüssel des Links stimmen nicht, oder der Tisch ist abgelaufen. Nur der "
            "eigene Link des Platzes spielt ihn.")


class SeatTaken(TableError):
    """The join page's seat was taken by another device first (or is no person's seat)."""

    def __init__(self, code: str, seat: int) -> None:
        super().__init__(
            f"Seat P{seat + 1} of table {code} is not free any more: pick another free seat.",
            de=f"Platz P{seat + 1} am Tisch {code} ist nicht mehr frei: Wähle einen anderen "
            "freien Platz.")


class SeatTakenOver(TableError):
    """Another device opened the seat's link since: it holds the seat now."""

    def __init__(self, code: str, seat: int) -> None:
        super().__init__(
            f"Seat P{seat + 1} of table {code} was taken over by another device.",
            de=f"Platz P{seat + 1} am Tisch {code} wurde von einem anderen Gerät übernommen.")


class NotYourTurn(TableError):
    """The seat holds no move now (another seat or the end of the game)."""

    def __init__(self, code: str, seat: int) -> None:
        super().__init__(f"It is not P{seat + 1}'s turn at table {code}.",
                         de=f"P{seat + 1} ist am Tisch {code} nicht am Zug.")


class MovedOn(TableError):
    """The move was made for an earlier position: somebody else's move came first."""

    def __init__(self, code: str, expected: int, ply: int) -> None:
        self.ply = ply
        super().__init__(
            f"The game moved on (move {ply}, not {expected}): your move came too late and was "
            "not played.",
            de=f"Das Spiel ist schon weiter (Zug {ply}, nicht {expected}): Dein Zug kam zu spät "
            "und wurde nicht gespielt.")


class NotTheDriver(TableError):
    """A lesson's position is set only with the driver's (the teacher's) key."""

    def __init__(self, code: str) -> None:
        super().__init__(
            f"Only the teacher's device leads the lesson at table {code}: this page follows it.",
            de=f"Nur das Gerät der Lehrkraft führt die Lektion am Tisch {code}: Diese Seite "
            "folgt ihm.")


class LessonOnly(TableError):
    """A seat's move at a lesson table, or a lesson's command at a table that is played."""

    def __init__(self, code: str, lesson: bool) -> None:
        if lesson:
            super().__init__(
                f"Table {code} is a lesson: the teacher makes the moves and every page follows.",
                de=f"Tisch {code} ist eine Lektion: Die Lehrkraft zieht, und jede Seite folgt.")
        else:
            super().__init__(
                f"Table {code} is played by its seats, not led as a lesson.",
                de=f"An Tisch {code} spielen die Plätze; er ist keine Lektion.")




class UnknownStore(TableError):
    """A store address that is neither a SQLite file's path nor a PostgreSQL URL."""

    def __init__(self, where: str) -> None:
        super().__init__(
            f"{where!r} is a URL of no table store this program knows: give a SQLite file's "
            "path, or a PostgreSQL address (postgresql://user@host/database).",
            de=f"{where!r} ist eine URL, aber kein Tisch-Speicher, den dieses Programm kennt: "
            "Gib den Pfad einer SQLite-Datei an oder eine PostgreSQL-Adresse "
            "(postgresql://user@host/datenbank).")


class StoreUnreachable(TableError):
    """The store's database server does not answer (now, or when the store was opened).

    ``server`` (where the database is: host or socket folder and database, no password) is
    named when the store could not be opened at all:

    >>> StoreUnreachable("postgresql://t:***@db:5432/class", "timeout", opening=True,
    ...                  server="db:5432, database class").message("de")[:77]
    'Die Datenbank der gemeinsamen Tische (PostgreSQL auf db:5432, database class)'
    """

    def __init__(self, where: str, reason: str, *, opening: bool = False,
                 server: str | None = None) -> None:
        self.where = where
        self.reason_given = reason
        self.server = server
        if opening and server is not None:
            super().__init__(
                f"The shared tables' database (PostgreSQL at {server}) cannot be reached "
                f"({reason}). Shared tables are off until it answers: this page tries again "
                "by itself every few seconds, and everything else works meanwhile. If it "
                "lasts, ask whoever runs this server to check that PostgreSQL runs there and "
                "lets this server in.",
                de=f"Die Datenbank der gemeinsamen Tische (PostgreSQL auf {server}) ist nicht "
                f"erreichbar ({reason}). Gemeinsame Tische sind aus, bis sie antwortet: Diese "
                "Seite versucht es alle paar Sekunden von selbst wieder, und alles andere "
                "funktioniert so lange. Wenn es dauert, bitte die Person, die diesen Server "
                "betreibt, zu prüfen, ob PostgreSQL dort läuft und diesen Server hereinlässt.")
        elif opening:
            super().__init__(
                f"The table store {where} cannot be reached ({reason}). Check the address, "
                "and that its PostgreSQL server runs and lets this machine in.",
                de=f"Der Tisch-Speicher {where} ist nicht erreichbar ({reason}). Prüfe die "
                "Adresse und ob sein PostgreSQL-Server läuft und diesen Rechner hereinlässt.")
        else:
            super().__init__(
                "The table store cannot be reached just now: reconnecting… Nothing was "
                "changed: once this page shows the table again by itself, do it once more.",
                de="Der Tisch-Speicher ist gerade nicht erreichbar: Verbindung wird "
                "wiederhergestellt … Nichts wurde geändert: Sobald diese Seite den Tisch von "
                "selbst wieder zeigt, mach es noch einmal.")


__all__ = ["LessonOnly", "MovedOn", "NoSuchTable", "NotTheDriver", "NotYourTurn", "SeatRefused",
           "SeatTaken", "SeatTakenOver", "StoreUnreachable", "TableError", "UnknownStore"]
