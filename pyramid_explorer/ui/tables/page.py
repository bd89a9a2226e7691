"""A seat's page at a shared table: that seat's view, following the store by itself.

The page is what a learner's device shows for a link ``#table=CODE&seat=N&key=…``: the table
in the seat's view, its moves on its turn, the Why panel and the log — the explorer's Table,
Moves, Why and Log panels (:mod:`pyramid_explorer.ui.panels`), each fed its slice of the
seat's :class:`~pyramid_explorer.ui.model.frame.Frame` (:class:`~..model.seat_view.SeatView`),
so the page only ever receives what the seat may see. Its commands offer the panels one thing,
this seat's move (:class:`~.following.TableCommands`). A :class:`~.watch.StoreWatcher` in the
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

from dataclasses import replace

import ipywidgets as w

from ...coach.config import SearchConfig
from ...engine import TERMINAL, Action, IllegalAction
from ...tables import SeatTakenOver, TableError, TableStore
from .. import adapters
from ..common.html import esc
from ..common.theme import CSS, seat_name, seat_text_colour
from ..model.frame import Frame
from ..model.review import ReviewRunner, review_html, review_text
from ..model.seat_view import SeatView
from ..panels import LogPanel, MovesPanel, TablePanel, WhyPanel
from .following import FollowingPage, TableCommands, now_html
from .style import LOG_SHOWN, PAGE_CSS
from .texts import table_text
from .watch import StoreWatcher


class SeatPage(FollowingPage):
    """The page of seat ``seat`` (0-based) of table ``code`` (``widget`` to display)."""

    def __init__(self, store: TableStore, code: str, seat: int, key: str, *,
                 lang: str = "en", device: str | None = None) -> None:
        self.lang = lang
        self.view = SeatView(store, code, seat, key, lang=lang, device=device)
        self.adapter = adapters.get(self.view.table.game_id)
        self.commands = TableCommands(apply=self.play)
        self.header = w.HTML()
        self.status = w.HTML()
        self.panels = (TablePanel(titled=False), MovesPanel(self.commands),
                       WhyPanel(titled=False, heading=lambda lang: table_text("why", lang)),
                       LogPanel(self.commands, title=lambda lang: table_text("log", lang),
                                newest=LOG_SHOWN))
        table, moves, why, log = self.panels
        self.table = table.html
        self.zoom = w.ToggleButton(value=False, layout=w.Layout(width="auto",
                                                                min_height="44px"))
        self.zoom.add_class("pe-seat-zoom")
        self.zoom.observe(lambda _c: self._zoomed(), "value")
        self.pad = moves.pad
        self.pad.box.add_class("pe-seat-moves")
        self.header.add_class("pe-seat-header")
        self.status.add_class("pe-seat-status-box")
        self.table.add_class("pe-seat-table")
        self.why = why.html
        assert log.html is not None  # (no jump offered: the log is text)
        self.log = log.html
        self.log.add_class("pe-seat-log")
        self.watcher = StoreWatcher(store, self.tick, table=code,
                                    on_connection=self.connection_changed)
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
        self.widget = w.VBox([w.HTML(CSS + PAGE_CSS), self.header, self.status, self.zoom,
                              table.box, moves.box, self.review_button,
                              self.review_progress, self.review_html, why.box, log.box],
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

    @property
    def following(self) -> bool:
        return self.held

    # ----------------------------------------------------------------- commands
    def lost(self, exc: Exception) -> bool:
        if isinstance(exc, SeatTakenOver):
            self.lose_seat()
            return True
        return False

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
            self.say_problem(exc.message(self.lang), refused=True)
            return
        self.refresh()

    def start_review(self) -> None:
        """Review this seat's decisions (offered once the game is over; only this seat's)."""
        if not self.held or self.view.state.current_player() != TERMINAL:
            return  # (a control the page does not offer is not answered)
        self.reviews.start(self.view.state, self.view.seat,
                           SearchConfig(positions=self.review_positions))
        self._show_review()

    def _show_review(self) -> None:
        lang, runner = self.lang, self.reviews
        if runner.running:
            self.review_progress.layout.display = None
            self.review_progress.max = max(1, runner.total)
            self.review_progress.value = runner.done
            said = review_text("running", lang, done=runner.done, total=runner.total or "…")
            self.review_html.value = f'<p role="status">{esc(said)}</p>'
            return
        self.review_progress.layout.display = "none"
        if runner.error:
            self.review_html.value = f'<p role="status">{esc(review_text("failed", lang))}</p>'
        elif runner.result is not None:
            adapter = self.adapter
            self.review_html.value = review_html(
                runner.result, lang, lambda st, a: adapter.action_label(st, a, lang))

    def lose_seat(self) -> None:
        """Another device holds the seat now: stop following, offer no move, say so."""
        self.held = False
        self.watcher.stop()
        self.reviews.cancel()
        self.refresh()  # (no move and no review offered any more)
        self.review_html.value = ""
        self.say_problem(table_text("taken_over", self.lang))

    def _zoomed(self) -> None:
        """"Bigger table": the drawing at :data:`LARGE_PX` wide, scrolled sideways (its labels
        readable on a phone); pressed again, it fits the screen."""
        if self.zoom.value:
            self.table.add_class("pe-table-large")
        else:
            self.table.remove_class("pe-table-large")
        self.zoom.description = table_text("fit_table" if self.zoom.value else "bigger_table", self.lang)

    # ----------------------------------------------------------------- drawing
    def frame(self) -> Frame:
        """What the page shows: the seat's frame, with no move once the seat is lost."""
        frame = self.view.frame(self.adapter)
        if not self.held:
            frame = replace(frame, moves=replace(frame.moves, groups=(),
                                                 composer_enabled=False))
        return frame

    def refresh(self) -> None:
        """Every panel from its slice of the seat's frame, and the page's own lines."""
        view, lang = self.view, self.lang
        frame = self.frame()
        seat = view.seat
        self.header.value = (f'<div style="font-size:18px;font-weight:700;color:'
                             f'{seat_text_colour(seat)}">'
                             f"{esc(table_text('you_are', lang, code=view.code, seat=seat_name(seat, lang)))}"
                             "</div>")
        to_move = view.state.current_player()
        now = now_html(to_move, frame.result, lang, seat=seat)
        self.status.value = f'<div class="pe-seat-status">{now}</div>'
        self.zoom.description = table_text("fit_table" if self.zoom.value else "bigger_table", lang)
        self.zoom.tooltip = table_text("bigger_table_tip", lang)
        table, moves, why, log = self.panels
        table.update(frame.table)
        moves.update(frame.moves)
        why.update(frame.why)
        log.update(frame.log)
        over = to_move == TERMINAL and self.held
        self.review_button.layout.display = None if over else "none"
        self.review_button.description = review_text("button", lang, seat=seat_name(seat, lang))
        self.review_progress.description = review_text("panel", lang)
        self.review_button.tooltip = review_text("button_tip", lang, seat=seat_name(seat, lang))
        if self.reviews.result is not None:
            self._show_review()


__all__ = ["SeatPage"]
