"""Which page a table link opens: a seat's page, the public view, the join page or a
lesson's driver page — or a short message saying why it opens nothing.

>>> import os, tempfile
>>> from pyramid_explorer.tables import TableStore
>>> store = TableStore(os.path.join(tempfile.mkdtemp(), "t.sqlite3"))
>>> table = store.open("ramses-pyramid", seed=5, players=2, humans=[0])
>>> type(open_seat_page(store, {"table": table.code})).__name__
'PublicPage'
>>> type(open_seat_page(store, {"table": table.code, "join": "1"})).__name__
'JoinPage'
>>> "seat number" in open_seat_page(store, {"table": table.code, "seat": "99"}).value
True
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ipywidgets as w

from ...tables import NotTheDriver, StoreUnreachable, TableError, TableStore, parse_link
from ..common.html import esc
from .join_page import JoinPage
from .lesson import DriverPage
from .page import SeatPage
from .public_page import PublicPage
from .texts import table_text
from .waiting import WaitingPage


def open_seat_page(store: TableStore | None, fields: dict[str, Any], lang: str = "en",
                   base_url: str = "", make_explorer: Callable[..., Any] | None = None) -> Any:
    """The page a link's ``fields`` open: ``table`` alone, the table's public view (a
    lesson's followers' page); with ``seat`` (from 1) and ``key``, the seat's page; with
    ``join``, the join page (pick a free seat; ``base_url`` makes the seat's own link it shows
    once); with ``drive``, the lesson's driver page — only once the store has accepted the teacher's key:
    a wrong key gets the followers' page and a note, and the teacher's explorer (which shows
    every card and the seed) is never built for it. Every field is read strictly
    (:func:`~pyramid_explorer.tables.parse_link`); a link that opens nothing gets a short
    message saying why (never a traceback); while the store's database cannot be reached,
    a :class:`~.waiting.WaitingPage` says so and opens the page once it answers.
    ``make_explorer`` builds the driver page's explorer
    (see :class:`~.lesson.DriverPage`); a driver link needs it (``TypeError`` without)."""
    try:
        return _open(store, fields, lang, base_url, make_explorer)
    except StoreUnreachable as exc:  # the database does not answer: wait for it, say so
        assert store is not None

        def again() -> Any:
            try:
                return _open(store, fields, lang, base_url, make_explorer)
            except StoreUnreachable:
                raise
            except TableError as refused:
                return link_problem(refused, lang)

        return WaitingPage(store, again, store.unreachable or exc, lang=lang)
    except TableError as exc:
        return link_problem(exc, lang)


def _open(store: TableStore | None, fields: dict[str, Any], lang: str, base_url: str,
          make_explorer: Callable[..., Any] | None) -> Any:
    """The page ``fields`` open (see :func:`open_seat_page`); a refusal is raised."""
    if store is None:
        raise TableError(table_text("no_store", "en"), de=table_text("no_store", "de"))
    link = parse_link(fields)
    if link.drive is not None:
        try:
            store.check_driver(link.code, link.drive)
        except NotTheDriver as refused:
            page = PublicPage(store, link.code, lang=lang)
            page.say(refused.message(lang))
            return page
        if make_explorer is None:
            raise TypeError("open_seat_page needs make_explorer to open a driver link")
        return DriverPage(store, link.code, link.drive, make_explorer=make_explorer,
                          lang=lang)
    if link.seat is None and link.join:
        return JoinPage(store, link.code, lang=lang, base_url=base_url)
    if link.seat is None:
        return PublicPage(store, link.code, lang=lang)
    return SeatPage(store, link.code, link.seat, link.key or "", lang=lang)


def link_problem(exc: TableError, lang: str) -> w.HTML:
    """The short message a link that opens nothing shows instead of a page."""
    problem = w.HTML(f'<div class="pe-problem" style="font-size:16px" role="alert">'
                     f"{esc(table_text('bad_link', lang, why=exc.message(lang)))}</div>")
    problem.add_class("pe-link-problem")
    return problem


__all__ = ["link_problem", "open_seat_page"]
