"""What a table link shows while the store's database cannot be reached: why, in words, and
the page the link names as soon as the database answers.

A learner's kernel may start while the shared tables' PostgreSQL server is down (the store is
then opened ``patient``: :func:`~pyramid_explorer.tables.store_from_environment`). A link
opened then gets a :class:`WaitingPage`: it says where the database is (never the password),
that it is tried again by itself and what to do if it lasts; a
:class:`~.watch.StoreWatcher` waits for the connection, and the page the link names (a seat,
the public view, the join page, a lesson) takes the waiting page's place in the same widget.

>>> import ipywidgets as w
>>> from pyramid_explorer.tables import StoreUnreachable
>>> class Down:                          # (a store whose database never answered)
...     reconnecting = True
...     unreachable = StoreUnreachable("postgresql://t:***@db/class", "timeout",
...                                    opening=True, server="db, database class")
>>> waiting = WaitingPage(Down(), lambda: w.HTML("the seat"), Down.unreachable)
>>> "PostgreSQL at db, database class" in waiting.message.value, waiting.page is None
(True, True)
>>> waiting.set_language("de"); "nicht erreichbar" in waiting.message.value
True
>>> waiting.try_again(); waiting.page.value, waiting.widget.children[0].value
('the seat', 'the seat')
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import ipywidgets as w

from ...tables import StoreUnreachable, TableError
from ..common.html import esc
from .watch import StoreWatcher

log = logging.getLogger(__name__)


def unreachable_html(problem: TableError, lang: str) -> str:
    """The message that the store's database cannot be reached (an alert, never a traceback).

    >>> unreachable_html(StoreUnreachable("x", "down", opening=True, server="db"), "en")[:60]
    '<div class="pe-problem pe-store-unreachable" role="alert" st'
    """
    return (f'<div class="pe-problem pe-store-unreachable" role="alert" style="font-size:16px">'
            f"{esc(problem.message(lang))}</div>")


class WaitingPage:
    """Shown for a table link while ``store``'s database cannot be reached (``problem``);
    ``open_page()`` makes the link's page (or a message widget) once it can."""

    def __init__(self, store: Any, open_page: Callable[[], Any], problem: TableError, *,
                 lang: str = "en") -> None:
        self.store = store
        self.lang = lang
        self.problem = problem
        self._open_page = open_page
        self.page: Any = None  # the link's page once opened (or the widget saying why not)
        self.message = w.HTML(unreachable_html(problem, lang))
        self.message.add_class("pe-table-waiting")
        self.widget = w.VBox([self.message], layout=w.Layout(width="100%"))
        self.watcher = StoreWatcher(store, self.try_again, on_connection=self.connection_changed)
        self.watcher.start()  # (on a kernel's loop; without one, try_again() opens it)

    def connection_changed(self, lost: bool) -> None:
        """The database answers again: open the link's page."""
        if not lost:
            self.try_again()

    def try_again(self) -> None:
        """Open the link's page now (it replaces the message); while the database still
        cannot be reached, the message stays, saying why."""
        if self.page is not None:
            return
        try:
            opened = self._open_page()
        except StoreUnreachable as exc:  # (not yet: the watcher tries again)
            self.problem = exc
            self.message.value = unreachable_html(exc, self.lang)
            return
        self.watcher.stop()
        self.page = opened
        widget = getattr(opened, "widget", opened)
        self.widget.children = (widget,)

    def set_language(self, lang: str) -> None:
        """Every text in ``"en"`` or ``"de"`` (the opened page's too)."""
        self.lang = lang
        self.message.value = unreachable_html(self.problem, lang)
        if hasattr(self.page, "set_language"):
            self.page.set_language(lang)

    def stop(self) -> None:
        """Wait no more (the link was replaced); the opened page stops following."""
        self.watcher.stop()
        if hasattr(self.page, "stop"):
            self.page.stop()

    def lose_seat(self) -> None:
        """Another link replaces this one: an opened seat's page gives its seat up."""
        self.watcher.stop()
        if hasattr(self.page, "lose_seat"):
            self.page.lose_seat()
        elif hasattr(self.page, "stop"):
            self.page.stop()


__all__ = ["WaitingPage", "unreachable_html"]
