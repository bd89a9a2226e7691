"""Shared tables in the dashboard: a seat's page (:class:`SeatPage`) and the referee's
"Open a table" with join links and QR codes (:class:`TableOpener`).

A seat's link opens that seat's page:

>>> import os, tempfile
>>> from pyramid_explorer.tables import TableStore
>>> store = TableStore(os.path.join(tempfile.mkdtemp(), "t.sqlite3"))
>>> table = store.open("ramses-pyramid", seed=5, players=2, humans=[0, 1])
>>> page = open_seat_page(store, {"table": table.code, "seat": "1", "key": table.keys[0]})
>>> isinstance(page, SeatPage), "Your move" in page.status.value
(True, True)
"""

from .open_link import link_problem, open_seat_page
from .opener import TableOpener
from .page import SeatPage

__all__ = ["SeatPage", "TableOpener", "link_problem", "open_seat_page"]
