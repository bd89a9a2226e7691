"""The referee's "Open a table": the game on screen becomes a shared table, one join link and
QR code per person's seat.

Below a game tab's explorer (when the dashboard has a table store): the button opens a table of
the explorer's game, seed, options and seats — the seats given to "human" get links, bots play
the others — in the store. Each link carries its seat's key only; the page shows every link
because it is the referee's (the host's) screen.

>>> import os, tempfile
>>> from pyramid_explorer.tables import TableStore
>>> from pyramid_explorer.ui.explorer import Explorer
>>> store = TableStore(os.path.join(tempfile.mkdtemp(), "t.sqlite3"))
>>> ex = Explorer("ramses-pyramid", seed=5, players=3)
>>> opener = TableOpener(store, ex)
>>> opener.open_table() is None, "human" in opener.note.value.lower()   # no person's seat yet
(True, True)
>>> ex.set_seat(0, "human"); ex.set_seat(2, "human")
>>> table = opener.open_table(base_url="http://10.0.0.5:8866/?token=t")
>>> [link.split("#")[1].split("&key=")[0] for link in opener.links]
['table=...&seat=1', 'table=...&seat=3']
>>> opener.links[0].startswith("http://10.0.0.5:8866/?token=t#table=" + table.code)
True
>>> opener.public_link == "http://10.0.0.5:8866/?token=t#table=" + table.code   # the projector's
True

"Open a lesson" makes the explorer the lesson's driver: every device on the followers' link
follows its position.

>>> lesson = opener.open_lesson(base_url="http://10.0.0.5:8866/?token=t")
>>> lesson.mode, opener.public_link.endswith("#table=" + lesson.code), opener.lead.code == lesson.code
('lesson', True, True)
"""

from __future__ import annotations

from typing import Any

import ipywidgets as w
import segno

from ...tables import Table, TableError, TableStore
from ..common.html import esc
from ..common.theme import seat_tag
from ..model.session import HUMAN
from .lesson import LessonLead
from .texts import tr


class TableOpener:
    """The button and the links of one explorer (``widget`` goes below it)."""

    def __init__(self, store: TableStore, explorer: Any) -> None:
        self.store = store
        self.explorer = explorer
        self.lang = explorer.lang
        self.button = w.Button(button_style="", layout=w.Layout(width="auto", min_height="38px"))
        self.button.add_class("pe-btn-open-table")
        self.button.on_click(lambda _b: self.open_table())
        self.lesson_button = w.Button(layout=w.Layout(width="auto", min_height="38px"))
        self.lesson_button.add_class("pe-btn-open-lesson")
        self.lesson_button.on_click(lambda _b: self.open_lesson())
        self.note = w.HTML()
        self.links_html = w.HTML()
        self.links: list[str] = []
        self.public_link = ""
        self.lead: LessonLead | None = None  # the lesson this explorer leads, if any
        self.widget = w.VBox([w.HBox([self.button, self.lesson_button]), self.note,
                              self.links_html])
        self.widget.add_class("pe-table-opener")
        self.relabel(self.lang)

    def relabel(self, lang: str) -> None:
        self.lang = lang
        self.button.description = tr("open_table", lang)
        self.button.tooltip = tr("open_table_tip", lang)
        self.lesson_button.description = tr("open_lesson", lang)
        self.lesson_button.tooltip = tr("open_lesson_tip", lang)

    def _base_url(self, base_url: str | None) -> str:
        if base_url is not None:
            return base_url
        page = getattr(self.explorer, "page", None)
        return page.base_url if page is not None else ""

    @staticmethod
    def _card(name: str, link: str) -> str:
        """One link with its QR code (what a phone's camera opens)."""
        qr = segno.make(link, error="m").svg_inline(scale=3)
        return (f'<div class="pe-seat-link" style="display:inline-block;margin:8px;'
                f'vertical-align:top;max-width:260px">{name}<br>{qr}<br>'
                f'<a href="{esc(link)}" target="_blank" style="word-break:break-all;'
                f'font-size:14px">{esc(link)}</a></div>')

    def open_lesson(self, base_url: str | None = None) -> Table | None:
        """Open a lesson of the explorer's game at its position, led by this explorer; show
        the followers' link (and QR) and, folded away, the driver's link for another device."""
        if self.lead is not None:
            self.lead.stop()  # (one lesson at a time from one explorer)
        try:
            table = LessonLead.open_table(self.store, self.explorer)
        except TableError as exc:  # TooManyTables: say so, open nothing
            self.note.value = f'<div class="pe-problem">{esc(exc.message(self.lang))}</div>'
            return None
        assert table.driver_key is not None
        self.lead = LessonLead(self.store, table.code, table.driver_key, self.explorer)
        base = self._base_url(base_url)
        self.links = []
        self.public_link = table.link(base)
        self.note.value = (f'<div style="font-size:16px">'
                           f"{esc(tr('lesson_opened', self.lang, code=table.code))}</div>")
        self.widget.children = (*self.widget.children[:3], self.lead.note)  # its problems
        driver = table.driver_link(base)
        self.links_html.value = (
            self._card(esc(tr("followers_link", self.lang)), self.public_link)
            + f'<details class="pe-driver-link" style="font-size:14px"><summary>'
            f'{esc(tr("lead_elsewhere", self.lang))}</summary><a href="{esc(driver)}" '
            f'target="_blank" style="word-break:break-all">{esc(driver)}</a></details>')
        return table

    def open_table(self, base_url: str | None = None) -> Table | None:
        """Open a table of the explorer's game and show its links (``None``: none opened, and
        the note says why)."""
        s = self.explorer.session
        humans = [i for i, seat in enumerate(s.seats) if seat == HUMAN]
        if not humans:
            self.note.value = f'<div class="pe-problem">{esc(tr("no_humans", self.lang))}</div>'
            self.links_html.value = ""
            return None
        bots = {i: seat for i, seat in enumerate(s.seats) if seat != HUMAN}
        try:
            table = self.store.open(s.game_id, seed=s.seed, players=s.num_players,
                                    humans=humans, bots=bots, **s.options)
        except TableError as exc:  # TooManyTables: say so, open nothing
            self.note.value = f'<div class="pe-problem">{esc(exc.message(self.lang))}</div>'
            self.links_html.value = ""
            return None
        base_url = self._base_url(base_url)
        self.links = [table.link(base_url, seat=i) for i in humans]
        self.public_link = table.link(base_url)
        self.note.value = (f'<div style="font-size:16px">'
                           f"{esc(tr('table_opened', self.lang, code=table.code))}</div>")
        cards = []
        for seat, link in zip(humans, self.links, strict=True):
            label = tr("seat_link", self.lang, seat="{seat}")
            cards.append(self._card(label.replace("{seat}", seat_tag(seat, self.lang)), link))
        cards.append(self._card(esc(tr("public_link", self.lang)), self.public_link))
        self.links_html.value = "".join(cards)
        return table


__all__ = ["TableOpener"]
