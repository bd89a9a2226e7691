"""What a shared table's pages share: following the store, the language, the status line.

A seat's page (:class:`~.page.SeatPage`) and the public page (:class:`~.public_page.PublicPage`)
are made of the explorer's panels (:mod:`pyramid_explorer.ui.panels`), fed from their view's
frame, with a :class:`TableCommands` of their own: a page offers its panels only a move, so no
step, jump, roll or outcome control is built. :class:`FollowingPage` is what both do the same
way: a :class:`~.watch.StoreWatcher` calls :meth:`FollowingPage.tick`, which polls the view and
redraws; :meth:`FollowingPage.set_language` rewords everything.

>>> from pyramid_explorer.engine import TERMINAL
>>> now_html(1, "", "en", seat=1), now_html(0, "", "en")
('<b>Your move</b>', 'P1 ● is to move.')
>>> now_html(0, "", "en", seat=1)
'P1 ● is to move — your page follows by itself.'
>>> now_html(TERMINAL, "Result: P2 wins", "de")
'<b>Spiel vorbei</b> Result: P2 wins'
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import ipywidgets as w

from ...engine import CHANCE, TERMINAL, Action
from ..common.html import esc
from ..common.i18n import t
from ..common.theme import seat_name
from .texts import table_text
from .watch import StoreWatcher

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class TableCommands:
    """What a shared table's page lets its panels ask for: one move (its seat's own, or a
    lesson's branch on this device). Nothing else is offered, so nothing else is built."""

    apply: Callable[[Action], None]


def now_html(to_move: int, result: str, lang: str, *, seat: int | None = None) -> str:
    """The status line's "now": the end and its result, a roll, or who is to move (for a
    seat's page: "Your move" or whom it waits for)."""
    if to_move == TERMINAL:
        return f"<b>{esc(table_text('over', lang))}</b> {esc(result)}"
    if to_move == CHANCE:
        return esc(table_text("rolling", lang))
    if seat is None:
        return esc(table_text("to_move", lang, seat=seat_name(to_move, lang)))
    if to_move == seat:
        return f"<b>{esc(table_text('your_move', lang))}</b>"
    return esc(table_text("waiting", lang, seat=seat_name(to_move, lang)))


def problem_line(message: str, *, refused: bool = False) -> str:
    """A problem in the status line (a table that expired; ``refused``: a move, in red).

    >>> problem_line("Moved on", refused=True)
    '<div class="pe-problem" style="color:#B00020">Moved on</div>'
    """
    style = ' style="color:#B00020"' if refused else ""
    return f'<div class="pe-problem"{style}>{esc(message)}</div>'


class FollowingPage:
    """A page that follows a table of the store through its ``view`` (a seat's or the
    public one: ``poll()`` and ``lang``), redrawn by :meth:`refresh`; a subclass says in
    :meth:`lost` what a failed poll means (a seat taken over, a table expired)."""

    lang: str
    view: Any
    watcher: StoreWatcher
    status: w.HTML

    @property
    def following(self) -> bool:
        """Whether the page follows the store (a seat taken over does not any more)."""
        return True

    def follow(self) -> None:
        """Follow the store: its watcher starts on the kernel's event loop (the page does this
        when made; without a running loop only :meth:`tick` brings the page up to date)."""
        if self.following:
            self.watcher.start()

    def stop(self) -> None:
        """Follow the store no more (the page is replaced, the table expired)."""
        self.watcher.stop()

    def tick(self) -> None:
        """One poll of the store (the watcher calls this when the store changed): what changed
        is shown; a poll that fails says why (:meth:`lost`) and never stops the page."""
        if not self.following:
            return
        try:
            if self.view.poll():
                self.refresh()
        except Exception as exc:  # noqa: BLE001 - a poll must never stop the page
            if not self.lost(exc):
                log.exception("polling the table failed")

    def lost(self, exc: Exception) -> bool:
        """What a failed poll means for the page; ``False``: nothing it knows (logged)."""
        return False

    def set_language(self, lang: str) -> None:
        """Every text in ``"en"`` or ``"de"``."""
        if lang not in ("en", "de"):
            raise ValueError(t("bad_language", self.lang, lang=repr(lang)))
        self.lang = lang
        self.view.lang = lang
        self.refresh()

    def connection_changed(self, lost: bool) -> None:
        """The watcher's word on the store's connection (PostgreSQL): while it is lost the
        status line says "reconnecting…"; when it is back the watcher reads every move missed
        (:meth:`tick`), and the redraw replaces the line."""
        if lost:
            self.say_problem(table_text("reconnecting", self.lang))
        else:
            self.refresh()

    def say_problem(self, message: str, *, refused: bool = False) -> None:
        """Show ``message`` in the status line (until the next redraw)."""
        self.status.value = problem_line(message, refused=refused)

    def refresh(self) -> None:
        raise NotImplementedError


__all__ = ["FollowingPage", "TableCommands", "now_html", "problem_line"]
