"""A seat's page at a shared table: that seat's view, following the store by itself.

The page is what a learner's device shows for a link ``#table=CODE&seat=N&key=…``: the table
in the seat's view, its moves on its turn, the Why panel and the log — each written from the
seat's :class:`~pyramid_explorer.ui.model.frame.Frame` (:class:`~..model.seat_view.SeatView`),
so the page only ever receives what the seat may see. A :class:`~.watch.StoreWatcher` in the
kernel notices the moves others made (every :data:`~.watch.WATCH_MS` ms a cheap check of the
store) and :meth:`SeatPage.tick` redraws; the browser only receives the updates. Moves go
through the store, which checks them.

>>> import os, tempfile
>>> from pyramid_explorer.tables import TableStore
>>> store = TableStore(os.path.join(tempfile.mkdtemp(), "t.sqlite3"))
>>> table = store.open("im-bann-der-pyramide", seed=3, players=2, humans=[0, 1])
>>> p1 = SeatPage(store, table.code, 0, table.keys[0])
>>> p2 = SeatPage(store, table.code, 1, table.keys[1], lang="de")
>>> p1.status.value.count("Your move"), p2.move_labels
(1, [])
>>> p1.move_buttons()[0].click(); p2.tick(); p2.view.ply == p1.view.ply   # (tick: what the
True
>>> p2.watcher.running                     # watcher calls; it runs on a kernel's event loop)
False
"""

from __future__ import annotations

import logging

import ipywidgets as w

from ...engine import CHANCE, TERMINAL, Action, IllegalAction
from ...tables import SeatTakenOver, TableError, TableStore
from .. import adapters
from ..common.html import esc
from ..common.i18n import t
from ..common.theme import CSS, seat_colour, seat_name
from ..explorer.pools import ActionPad
from ..model.review import ReviewRunner, review_html
from ..model.review import tr as review_tr
from ..model.seat_view import SeatView
from .style import LOG_SHOWN, PHONE_CSS
from .texts import tr
from .watch import StoreWatcher

log = logging.getLogger(__name__)


class SeatPage:
    """The page of seat ``seat`` (0-based) of table ``code`` (``widget`` to display)."""

    def __init__(self, store: TableStore, code: str, seat: int, key: str, *,
                 lang: str = "en", device: str | None = None) -> None:
        self.lang = lang
        self.view = SeatView(store, code, seat, key, lang=lang, device=device)
        self.adapter = adapters.get(self.view.table.game_id)
        self.header = w.HTML()
        self.status = w.HTML()
        self.table = w.HTML(layout=w.Layout(width="100%"))
        self.zoom = w.ToggleButton(value=False, layout=w.Layout(width="auto",
                                                                min_height="44px"))
        self.zoom.add_class("pe-seat-zoom")
        self.zoom.observe(lambda _c: self._zoomed(), "value")
        self.pad = ActionPad(self.play)
        self.pad.box.add_class("pe-seat-moves")
        self.header.add_class("pe-seat-header")
        self.status.add_class("pe-seat-status-box")
        self.table.add_class("pe-seat-table")
        self.why = w.HTML()
        self.log = w.HTML()
        self.log.add_class("pe-seat-log")
        self.watcher = StoreWatcher(store, self.tick)
        self.held = True
        # the game review, offered once the game is over: this seat's own, nobody else's
        self.review_button = w.Button(layout=w.Layout(width="auto", min_height="44px",
                                                      display="none"))
        self.review_button.add_class("pe-seat-review")
        self.review_button.on_click(lambda _b: self.start_review())
        self.review_progress = w.IntProgress(min=0, max=1, value=0,
                                             layout=w.Layout(display="none", width="12em"))
        self.review_html = w.HTML()
        self.review_html.add_class("pe-seat-review-result")
        self.reviews = ReviewRunner(on_update=lambda _r: self._show_review())
        self.review_positions: int | None = None  # (fixed drawn positions: tests)
        self.widget = w.VBox([w.HTML(CSS + PHONE_CSS), self.header, self.status, self.zoom,
                              self.table, self.pad.box, self.review_button,
                              self.review_progress, self.review_html, self.why, self.log],
                             layout=w.Layout(width="100%"))
        self.widget.add_class("pe-seat-page")
        self.refresh()
        self.follow()

    # ----------------------------------------------------------------- reading
    @property
    def move_labels(self) -> list[str]:
        return self.pad.labels()

    def move_buttons(self) -> list[w.Button]:
        return self.pad.visible_buttons()

    # ----------------------------------------------------------------- commands
    def follow(self) -> None:
        """Follow the store: its watcher starts on the kernel's event loop (the page does this
        when made; without a running loop only :meth:`tick` brings the page up to date)."""
        if self.held:
            self.watcher.start()

    def stop(self) -> None:
        """Follow the store no more (the page is replaced); the seat stays this device's."""
        self.watcher.stop()

    def tick(self) -> None:
        """One poll of the store (the watcher calls this when the store changed): new moves
        are shown, a seat taken over is said."""
        if not self.held:
            return
        try:
            if self.view.poll():
                self.refresh()
        except SeatTakenOver:
            self.lose_seat()
        except Exception:  # noqa: BLE001 - a poll must never stop the page
            log.exception("polling the table failed")

    def play(self, action: Action) -> None:
        """This seat's move (a move button): sent to the store; a refusal is shown."""
        if not self.held:
            return
        try:
            self.view.play(action)
        except SeatTakenOver:
            self.lose_seat()
            return
        except (TableError, IllegalAction) as exc:
            self.refresh()
            self.status.value = (f'<div class="pe-problem" style="color:#B00020">'
                                 f"{esc(exc.message(self.lang))}</div>")
            return
        self.refresh()

    def start_review(self) -> None:
        """Review this seat's decisions (offered once the game is over; only this seat's)."""
        if not self.held or self.view.state.current_player() != TERMINAL:
            return  # (a control the page does not offer is not answered)
        self.reviews.start(self.view.state, self.view.seat, positions=self.review_positions)
        self._show_review()

    def _show_review(self) -> None:
        lang, runner = self.lang, self.reviews
        if runner.running:
            self.review_progress.layout.display = None
            self.review_progress.max = max(1, runner.total)
            self.review_progress.value = runner.done
            said = review_tr("running", lang, done=runner.done, total=runner.total or "…")
            self.review_html.value = f'<p role="status">{esc(said)}</p>'
            return
        self.review_progress.layout.display = "none"
        if runner.error:
            self.review_html.value = f'<p role="status">{esc(review_tr("failed", lang))}</p>'
        elif runner.result is not None:
            adapter = self.adapter
            self.review_html.value = review_html(
                runner.result, lang, lambda st, a: adapter.action_label(st, a, lang))

    def lose_seat(self) -> None:
        """Another device holds the seat now: stop following, offer no move, say so."""
        self.held = False
        self.watcher.stop()
        self.reviews.cancel()
        self.review_button.layout.display = "none"
        self.review_html.value = ""
        self.pad.update((), "")
        self.status.value = f'<div class="pe-problem">{esc(tr("taken_over", self.lang))}</div>'

    def _zoomed(self) -> None:
        """"Bigger table": the drawing at :data:`LARGE_PX` wide, scrolled sideways (its labels
        readable on a phone); pressed again, it fits the screen."""
        if self.zoom.value:
            self.table.add_class("pe-table-large")
        else:
            self.table.remove_class("pe-table-large")
        self.zoom.description = tr("fit_table" if self.zoom.value else "bigger_table", self.lang)

    # ----------------------------------------------------------------- drawing
    def refresh(self) -> None:
        """Write every part of the page from the seat's frame."""
        view, lang = self.view, self.lang
        frame = view.frame(self.adapter)
        seat = view.seat
        self.header.value = (f'<div style="font-size:18px;font-weight:700;color:'
                             f'{seat_colour(seat)}">'
                             f"{esc(tr('you_are', lang, code=view.code, seat=seat_name(seat, lang)))}"
                             "</div>")
        to_move = view.state.current_player()
        if to_move == TERMINAL:
            line = f"<b>{esc(tr('over', lang))}</b> {esc(frame.result)}"
        elif to_move == CHANCE:
            line = esc(tr("rolling", lang))
        elif to_move == seat:
            line = f"<b>{esc(tr('your_move', lang))}</b>"
        else:
            line = esc(tr("waiting", lang, seat=seat_name(to_move, lang)))
        self.status.value = f'<div class="pe-seat-status">{line}</div>'
        self.zoom.description = tr("fit_table" if self.zoom.value else "bigger_table", lang)
        self.zoom.tooltip = tr("bigger_table_tip", lang)
        self.table.value = frame.table.html
        self.pad.update(frame.moves.groups, frame.moves.play_label)
        self.why.value = f"<b>{esc(tr('why', lang))}</b>{frame.why.html}"
        over = to_move == TERMINAL and self.held
        self.review_button.layout.display = None if over else "none"
        self.review_button.description = review_tr("button", lang, seat=seat_name(seat, lang))
        self.review_progress.description = review_tr("panel", lang)
        self.review_button.tooltip = review_tr("button_tip", lang, seat=seat_name(seat, lang))
        if self.reviews.result is not None:
            self._show_review()
        entries = frame.log.entries[-LOG_SHOWN:]
        self.log.value = (f"<b>{esc(tr('log', lang))}</b>" + "".join(
            f'<div style="color:{colour}">{esc(text)}</div>' for _, text, colour in entries))

    def set_language(self, lang: str) -> None:
        """Every text in ``"en"`` or ``"de"``."""
        if lang not in ("en", "de"):
            raise ValueError(t("bad_language", self.lang, lang=repr(lang)))
        self.lang = lang
        self.view.session.lang = lang
        self.refresh()


__all__ = ["SeatPage"]
