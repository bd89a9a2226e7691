"""The join page of a shared table (``#table=CODE&join=1``): the link a projector may show.

It carries no key, so a projected QR code opens no seat by itself: the page offers the
people's seats no device has opened yet, one button each, and the device that presses one
takes that seat (:meth:`~pyramid_explorer.tables.TableStore.claim`, one transaction: two
devices pressing at once get one seat between them). The page then becomes that seat's page
and shows the seat's own link once, on this device only, to come back to it later.

>>> import os, tempfile
>>> from pyramid_explorer.tables import TableStore
>>> store = TableStore(os.path.join(tempfile.mkdtemp(), "t.sqlite3"))
>>> table = store.open("ramses-pyramid", seed=2, players=3, humans=[0, 1])
>>> page = JoinPage(store, table.code, base_url="http://127.0.0.1:8866/")
>>> [b.description for b in page.seat_buttons]
['Take seat P1 ●', 'Take seat P2 ■']
>>> page.seat_buttons[1].click()
>>> page.seat_page.view.seat, "&amp;seat=2&amp;key=" in page.kept_link.value  # its own key
(1, True)
>>> JoinPage(store, table.code).seat_buttons[0].description     # what the next device sees
'Take seat P1 ●'
"""

from __future__ import annotations

import ipywidgets as w

from ...tables import TableError, TableStore
from ..common.html import esc
from ..common.theme import CSS, seat_colour, seat_name, seat_text_colour
from .page import SeatPage
from .style import PAGE_CSS
from .texts import table_text


class JoinPage:
    """The join page of table ``code`` (``widget`` to display); ``seat_page`` once a seat
    is taken."""

    def __init__(self, store: TableStore, code: str, *, lang: str = "en",
                 base_url: str = "") -> None:
        self.store = store
        self.code = code
        self.lang = lang
        self.base_url = base_url
        self.seat_page: SeatPage | None = None
        self._offered: set[int] = set()
        self.header = w.HTML()
        self.note = w.HTML()
        self.kept_link = w.HTML()
        self.kept_link.add_class("pe-join-kept-link")
        self.seat_buttons: list[w.Button] = []
        self.buttons_box = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.buttons_box.add_class("pe-join-seats")
        self.widget = w.VBox([w.HTML(CSS + PAGE_CSS), self.header, self.note,
                              self.buttons_box], layout=w.Layout(width="100%"))
        self.widget.add_class("pe-join-page")
        self.refresh()

    def refresh(self) -> None:
        """The free seats now (another device may have taken one meanwhile)."""
        if self.seat_page is not None:
            return
        lang = self.lang
        self.header.value = (f'<div style="font-size:20px;font-weight:700">'
                             f"{esc(table_text('join_title', lang, code=self.code))}</div>"
                             f"<div>{esc(table_text('join_how', lang))}</div>")
        free = self.store.free_seats(self.code)
        self._offered = set(free)
        self.seat_buttons = []
        for seat in free:
            name = seat_name(seat, lang)
            button = w.Button(description=table_text("take_seat", lang, seat=name),
                              tooltip=table_text("take_seat_tip", lang, seat=name),
                              layout=w.Layout(width="auto", min_height="44px"))
            button.add_class("pe-join-seat")
            button.style.text_color = seat_text_colour(seat)
            button.style.font_weight = "700"
            button.style.button_color = "#ffffff"  # (the seat's colour reads on white)
            button.layout.border = f"2px solid {seat_colour(seat)}"
            button.on_click(lambda _b, s=seat: self.take(s))
            self.seat_buttons.append(button)
        self.buttons_box.children = tuple(self.seat_buttons)
        self.note.value = "" if free else (
            f'<div class="pe-problem">{esc(table_text("no_free_seat", lang))}</div>')

    def take(self, seat: int) -> None:
        """Take ``seat`` on this device (a seat button): the page becomes the seat's page."""
        if self.seat_page is not None or seat not in self._offered:
            return  # (only a seat the page offers is taken)
        try:
            key, device = self.store.claim(self.code, seat)
        except TableError as exc:  # taken by another device first
            self.refresh()
            self.note.value = f'<div class="pe-problem">{esc(exc.message(self.lang))}</div>'
            return
        self.seat_page = SeatPage(self.store, self.code, seat, key, lang=self.lang,
                                  device=device)
        link = f"{self.base_url.split('#')[0]}#table={self.code}&seat={seat + 1}&key={key}"
        self.kept_link.value = (
            f'<details open style="font-size:14px"><summary>{esc(table_text("keep_link", self.lang))}'
            f'</summary><a href="{esc(link)}" style="word-break:break-all">{esc(link)}</a>'
            "</details>")
        self.widget.children = (self.widget.children[0], self.kept_link, self.seat_page.widget)

    def set_language(self, lang: str) -> None:
        self.lang = lang
        if self.seat_page is not None:
            self.seat_page.set_language(lang)
        else:
            self.refresh()

    def stop(self) -> None:
        if self.seat_page is not None:
            self.seat_page.stop()

    def lose_seat(self) -> None:
        if self.seat_page is not None:
            self.seat_page.lose_seat()

    def _ipython_display_(self) -> None:  # pragma: no cover - notebook display hook
        from IPython.display import display

        display(self.widget)


__all__ = ["JoinPage"]
