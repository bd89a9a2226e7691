"""What a shared table's link shows instead of the dashboard's tabs (:meth:`.Dashboard.show_seat`).

A link that opens a page gives a :class:`TablePage` (a seat's page, the public view, the join
page, a lesson's driver page); one that opens nothing gives a short message widget instead.
A page that holds a seat (:class:`SeatHolder`) gives it up when another link replaces it.

>>> import os, tempfile
>>> from pyramid_explorer.tables import TableStore
>>> from pyramid_explorer.ui.tables import open_seat_page
>>> store = TableStore(os.path.join(tempfile.mkdtemp(), "t.sqlite3"))
>>> table = store.open("ramses-pyramid", seed=5, players=2, humans=[0])
>>> public = open_seat_page(store, {"table": table.code})
>>> isinstance(public, TablePage), isinstance(public, SeatHolder)
(True, False)
>>> seat = open_seat_page(store, {"table": table.code, "seat": "1", "key": table.keys[0]})
>>> isinstance(seat, SeatHolder)
True
>>> isinstance(open_seat_page(store, {"table": "nope"}), TablePage)   # the message only
False
>>> public.stop(); seat.lose_seat()
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

import ipywidgets as widgets


@runtime_checkable
class TablePage(Protocol):
    """A page a table's link opened: its widget, its language, and it stops following."""

    widget: widgets.Widget

    def set_language(self, lang: str) -> None:
        """Switch every text of the page to ``lang`` ("en" or "de")."""

    def stop(self) -> None:
        """Stop following the table (the page is replaced)."""


@runtime_checkable
class SeatHolder(TablePage, Protocol):
    """A page that holds a seat: replaced, it gives the seat up (and stops following)."""

    def lose_seat(self) -> None:
        """Give the seat up: this page no longer plays it."""


__all__ = ["SeatHolder", "TablePage"]
