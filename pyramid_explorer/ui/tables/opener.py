"""The referee's "Open a table": the game on screen becomes a shared table, with a public link
for the projector and a way onto each person's seat.

Below a game tab's explorer (when the dashboard has a table store): the button opens a table of
the explorer's game, seed, options and seats — the seats given to "human" get links, bots play
the others — in the store. By default the links are **projector-safe**: the screen shows only
the public view's link and the join link (``#table=CODE&join=1``), each with its QR code; a
device that opens the join link picks a free seat and is shown that seat's key alone. Untick
"Projector-safe links" to show every seat's own link and QR code instead (to hand them out
privately). Under the links, the referee sees each seat's state — free, on a device, or taken
over by a newer device — as it changes.

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
>>> opener.public_link == "http://10.0.0.5:8866/?token=t#table=" + table.code   # the projector's
True
>>> opener.join_link == opener.public_link + "&join=1", table.keys[0] in opener.links_html.value
(True, False)
>>> opener.projector_safe.value = False          # every seat's own link, to hand out
>>> [link.split("#")[1].split("&key=")[0] for link in opener.links]
['table=...&seat=1', 'table=...&seat=3']
>>> table.keys[0] in opener.links_html.value
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

from ...tables import LESSON, StoreUnreachable, Table, TableError, TableStore
from ..common.html import esc
from ..common.theme import seat_tag
from ..model.session import HUMAN
from .lesson import LessonLead
from .texts import table_text
from .waiting import unreachable_html
from .watch import StoreWatcher


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
        self.projector_safe = w.Checkbox(value=True, indent=False,
                                         layout=w.Layout(width="auto"))
        self.projector_safe.add_class("pe-projector-safe")
        self.projector_safe.observe(lambda _c: self._show_links(), "value")
        self.note = w.HTML()
        self.links_html = w.HTML()
        self.seats_html = w.HTML()
        self.seats_html.add_class("pe-opener-seats")
        self.links: list[str] = []
        self.public_link = ""
        self.join_link = ""
        self.table: Table | None = None  # the table this opener opened last
        self.lead: LessonLead | None = None  # the lesson this explorer leads, if any
        self.watcher = StoreWatcher(store, self.show_seats,
                                    on_connection=self.connection_changed)
        self.widget = w.VBox([w.HBox([self.button, self.lesson_button, self.projector_safe]),
                              self.note, self.links_html, self.seats_html])
        self.widget.add_class("pe-table-opener")
        self.relabel(self.lang)
        if store.unreachable is not None:  # (its database did not answer: wait for it)
            self.watcher.start()

    def connection_changed(self, lost: bool) -> None:
        """The store's database cannot be reached (the note says so, where and what to do)
        or answers again (the note is cleared; without a table opened, nothing more is
        watched)."""
        if lost:
            problem = self.store.unreachable
            if problem is not None:
                self.note.value = unreachable_html(problem, self.lang)
            return
        if "pe-store-unreachable" in self.note.value:
            self.note.value = ""
        if self.table is None:
            self.watcher.stop()

    def relabel(self, lang: str) -> None:
        self.lang = lang
        problem = self.store.unreachable
        if problem is not None:  # (shared tables wait for their database)
            self.note.value = unreachable_html(problem, lang)
        self.button.description = table_text("open_table", lang)
        self.button.tooltip = table_text("open_table_tip", lang)
        self.lesson_button.description = table_text("open_lesson", lang)
        self.lesson_button.tooltip = table_text("open_lesson_tip", lang)
        self.projector_safe.description = table_text("projector_safe", lang)
        self.projector_safe.tooltip = table_text("projector_safe_tip", lang)
        self._show_links()
        self.show_seats()

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
        except StoreUnreachable as exc:  # its database does not answer: say where, and so on
            self.note.value = unreachable_html(self.store.unreachable or exc, self.lang)
            return None
        except TableError as exc:  # TooManyTables: say so, open nothing
            self.note.value = f'<div class="pe-problem">{esc(exc.message(self.lang))}</div>'
            return None
        assert table.driver_key is not None
        self.lead = LessonLead(self.store, table.code, table.driver_key, self.explorer)
        base = self._base_url(base_url)
        self.links = []
        self.table = table
        self.watcher.stop()
        self.seats_html.value = ""
        self.public_link = table.link(base)
        self.note.value = (f'<div style="font-size:16px">'
                           f"{esc(table_text('lesson_opened', self.lang, code=table.code))}</div>")
        self.widget.children = (*self.widget.children[:3], self.lead.note)  # its problems
        driver = table.driver_link(base)
        self.links_html.value = (
            self._card(esc(table_text("followers_link", self.lang)), self.public_link)
            + f'<details class="pe-driver-link" style="font-size:14px"><summary>'
            f'{esc(table_text("lead_elsewhere", self.lang))}</summary><a href="{esc(driver)}" '
            f'target="_blank" style="word-break:break-all">{esc(driver)}</a></details>')
        return table

    def open_table(self, base_url: str | None = None) -> Table | None:
        """Open a table of the explorer's game and show its links (``None``: none opened, and
        the note says why)."""
        s = self.explorer.session
        humans = [i for i, seat in enumerate(s.seats) if seat == HUMAN]
        if not humans:
            self.note.value = f'<div class="pe-problem">{esc(table_text("no_humans", self.lang))}</div>'
            self.links_html.value = ""
            return None
        bots = {i: seat for i, seat in enumerate(s.seats) if seat != HUMAN}
        try:
            table = self.store.open(s.game_id, seed=s.seed, players=s.num_players,
                                    humans=humans, bots=bots, **s.options)
        except StoreUnreachable as exc:  # its database does not answer: say where, and so on
            self.note.value = unreachable_html(self.store.unreachable or exc, self.lang)
            self.links_html.value = ""
            return None
        except TableError as exc:  # TooManyTables: say so, open nothing
            self.note.value = f'<div class="pe-problem">{esc(exc.message(self.lang))}</div>'
            self.links_html.value = ""
            return None
        base_url = self._base_url(base_url)
        self.table = table
        self.links = [table.link(base_url, seat=i) for i in humans]
        self.public_link = table.link(base_url)
        self.join_link = f"{self.public_link}&join=1"
        self._show_links()
        self.show_seats()
        self.watcher.start()  # (on a kernel's loop: the seats' states follow the store)
        return table

    def _show_links(self) -> None:
        """The links of the table opened: projector-safe (the public and the join link) or
        every seat's own link and QR code."""
        table = self.table
        if table is None or table.mode == LESSON:
            return  # (a lesson's links are the followers' and the folded driver's)
        said = "table_opened_safe" if self.projector_safe.value else "table_opened"
        self.note.value = (f'<div style="font-size:16px">'
                           f"{esc(table_text(said, self.lang, code=table.code))}</div>")
        cards = []
        if self.projector_safe.value:
            cards.append(self._card(esc(table_text("join_link", self.lang)), self.join_link))
        else:
            for seat, link in zip(sorted(table.keys), self.links, strict=True):
                label = table_text("seat_link", self.lang, seat="{seat}")
                cards.append(self._card(label.replace("{seat}", seat_tag(seat, self.lang)),
                                        link))
        cards.append(self._card(esc(table_text("public_link", self.lang)), self.public_link))
        self.links_html.value = "".join(cards)

    def show_seats(self) -> None:
        """Each person's seat as the referee may see it: free, on a device, or taken over
        (opened on a newer device)."""
        table = self.table
        if table is None or table.mode == LESSON:
            return
        try:
            devices = self.store.seat_devices(table.code)
        except TableError:  # expired: nothing to show
            self.watcher.stop()
            self.seats_html.value = ""
            return
        parts = []
        for seat, n in devices.items():
            if n == 0:
                key, style = "seats_free", ""
            elif n == 1:
                key, style = "seats_joined", ""
            else:
                key = "seats_taken_over"
                style = ' class="pe-seat-taken-over" style="color:#8a4b00;font-weight:700"'
            text = esc(table_text(key, self.lang, seat="{seat}", n=n)).replace(
                "{seat}", seat_tag(seat, self.lang))
            parts.append(f"<li{style}>{text}</li>")
        self.seats_html.value = (f'<div style="font-size:15px"><b>{esc(table_text("seats_title", self.lang))}'
                                 f'</b><ul style="margin:2px 0">{"".join(parts)}</ul></div>')


__all__ = ["TableOpener"]
