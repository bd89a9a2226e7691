"""A shared table's public page, for the projector (``#table=CODE``, no seat): the table with
no hidden card, the Why panel and the odds for everyone, the log, following the moves.

It is made of the explorer's Table, Moves, Why and Log panels
(:mod:`pyramid_explorer.ui.panels`), each fed its slice of :class:`~.public_view.PublicView`'s
frame in the onlooker's view; the odds are shown only where the game's odds panel declares
them the room's (its ``public``). A timeline (◀ Back, Forward ▶, a slider) steps back through the history to discuss a move while
play goes on; "Back to the live game" returns to the present in one click. At a lesson the
page follows the teacher's position instead, and Step ▶, Undo and the moves (where the public
may see them) explore a branch on this device only; "Back to the teacher" comes back.

>>> import os, tempfile
>>> from pyramid_explorer.tables import TableStore
>>> store = TableStore(os.path.join(tempfile.mkdtemp(), "t.sqlite3"))
>>> table = store.open("im-bann-der-pyramide", seed=3, players=2, humans=[0, 1])
>>> page = PublicPage(store, table.code)
>>> "Public view" in page.header.value, page.rejoin_button.layout.display
(True, 'none')
>>> state = store.state(table.code)
>>> _ = store.move(table.code, 0, table.keys[0], state.legal_actions()[0], 0)
>>> page.tick(); page.slider.max == store.ply(table.code)
True
>>> page.back_button.click(); page.rejoin_button.layout.display is None   # looking back
True
>>> page.rejoin_button.click(); page.view.live
True
"""

from __future__ import annotations

import logging
from dataclasses import replace
from typing import Any

import ipywidgets as w

from ...engine import TERMINAL, Action, IllegalAction
from ...tables import TableError, TableStore
from .. import adapters
from ..common.html import esc
from ..common.panel import HIDDEN
from ..common.theme import CSS
from ..model.frame import Frame
from ..panels import LogPanel, MovesPanel, OddsPanel, TablePanel, WhyPanel
from .following import FollowingPage, TableCommands, now_html
from .public_view import PublicView
from .style import LOG_SHOWN, PAGE_CSS
from .texts import table_text
from .watch import StoreWatcher

log = logging.getLogger(__name__)


class PublicPage(FollowingPage):
    """The public page of table ``code`` (``widget`` to display)."""

    def __init__(self, store: TableStore, code: str, *, lang: str = "en") -> None:
        self.lang = lang
        self.view = PublicView(store, code, lang=lang)
        self.adapter = adapters.get(self.view.table.game_id)
        self.commands = TableCommands(apply=self.play)
        self.header = w.HTML()
        self.note = w.HTML()
        self.note.add_class("pe-public-note")
        self.status = w.HTML()
        self.status.add_class("pe-public-status")
        self.panels = (TablePanel(titled=False), MovesPanel(self.commands),
                       WhyPanel(titled=False, heading=lambda lang: table_text("why", lang)),
                       LogPanel(self.commands, title=lambda lang: table_text("log", lang),
                                newest=LOG_SHOWN))
        table, moves, why, log_panel = self.panels
        self.table = table.html
        self.table.add_class("pe-public-table")
        def button(**kwargs: Any) -> w.Button:  # (each its own layout: shown or hidden alone)
            return w.Button(layout=w.Layout(width="auto", min_height="44px"), **kwargs)

        self.back_button = button()
        self.forward_button = button()
        self.rejoin_button = button(button_style="success")
        self.step_button = button()  # a lesson: explore a step on this device
        self.back_button.add_class("pe-public-back")
        self.forward_button.add_class("pe-public-forward")
        self.rejoin_button.add_class("pe-public-rejoin")
        self.step_button.add_class("pe-public-step")
        self.slider = w.IntSlider(min=0, max=0, value=0, readout=True, continuous_update=False,
                                  layout=w.Layout(width="320px"))
        self.slider.add_class("pe-public-slider")
        self.back_button.on_click(lambda _b: self._do(self.view.back))
        self.forward_button.on_click(lambda _b: self._do(self.view.forward))
        self.rejoin_button.on_click(lambda _b: self._do(self.view.rejoin))
        self.step_button.on_click(lambda _b: self._step_clicked())
        self.slider.observe(self._slid, "value")
        self.nav = w.HBox([self.back_button, self.slider, self.forward_button, self.step_button,
                           self.rejoin_button])
        self.nav.add_class("pe-public-nav")
        self.pad = moves.pad
        self.pad.box.add_class("pe-public-moves")
        self.why = why.html
        self.why.add_class("pe-public-why")
        odds_panel = self.odds_panel = OddsPanel(
            self.commands, titled=False, seat_only=lambda lang: table_text("odds_seat_only", lang))
        self.odds = self.adapter.make_odds(chart=False)  # (the game's: text, no chart)
        odds_panel.show_game(self.odds)
        self.odds_note = odds_panel.note
        self.odds_box = odds_panel.outer
        self.odds_box.add_class("pe-public-odds")
        assert log_panel.html is not None  # (no jump offered: the log is text)
        self.log = log_panel.html
        self.log.add_class("pe-public-log")
        self.watcher = StoreWatcher(store, self.tick, table=code,
                                    on_connection=self.connection_changed)
        self._syncing = False
        self.widget = w.VBox([w.HTML(CSS + PAGE_CSS), self.header, self.note, self.status,
                              self.nav, table.box, moves.box, why.box, self.odds_box,
                              log_panel.box], layout=w.Layout(width="100%"))
        self.widget.add_class("pe-public-page")
        self.refresh()
        self.follow()

    # ----------------------------------------------------------------- reading
    @property
    def move_labels(self) -> list[str]:
        return self.pad.labels()

    def move_buttons(self) -> list[w.Button]:
        return self.pad.visible_buttons()

    # ----------------------------------------------------------------- commands
    def lost(self, exc: Exception) -> bool:
        """The table expired: say so, stop following."""
        if isinstance(exc, TableError):
            self.stop()
            self.say_problem(exc.message(self.lang))
            return True
        return False

    def play(self, action: Action) -> None:
        """A move button (a lesson's own branch): played on this device only. Only a move
        the page offers is played (a message pressing anything else is not answered)."""
        if not self.offers(action):
            return
        self._do(lambda: self.view.play(action))

    def say(self, message: str) -> None:
        """A note above the page (e.g. why a teacher's link opened the followers' page)."""
        self.note.value = (f'<div class="pe-problem" role="status">{esc(message)}</div>'
                           if message else "")

    def offers(self, action: Action) -> bool:
        """Whether ``action`` is on offer now: a lesson's branch, the game not over, and a
        legal move (or, at a roll, an outcome to set) of the position shown."""
        view = self.view
        if not (view.lesson and view.exploring) or view.session.state.is_terminal():
            return False
        try:
            view.session.state.action_index(action)  # (a roll's outcome too, at a roll)
        except (ValueError, IllegalAction):
            return False
        return True

    def _step_clicked(self) -> None:
        """"Try a step": only where the page shows it (a lesson, the game not over)."""
        shown = self.step_button.layout.display != HIDDEN and not self.step_button.disabled
        if shown and self.view.lesson:
            self._do(self.view.step)

    def _slid(self, change: dict[str, Any]) -> None:
        if not self._syncing and change["new"] != self.view.position:
            self._do(lambda: self.view.jump(change["new"]))

    def _do(self, command: Any) -> None:
        try:
            command()
        except (IllegalAction, IndexError, TableError) as exc:
            self.refresh()
            self.say_problem(exc.message(self.lang) if hasattr(exc, "message") else str(exc))
            return
        self.refresh()

    # ----------------------------------------------------------------- drawing
    def frame(self) -> Frame:
        """What the page shows: the public view's frame (moves only in a branch of this
        device's own), the odds only where they are the room's (``public_only``: odds written
        for one player say nothing to the room, they belong on the seats' pages), and at the
        start the public page's own Why text (no explorer's "press Step": nobody steps the
        table from here)."""
        frame = self.view.frame(self.adapter)
        frame = replace(frame, odds=replace(frame.odds, shown=True, advisor_shown=False,
                                            public_only=True))
        if self.view.session.position == 0:
            start = f"<div>{esc(table_text('why_start', self.lang))}</div>"
            frame = replace(frame, why=replace(frame.why, html=start))
        return frame

    def refresh(self) -> None:
        """Every panel from its slice of the public view's frame, and the page's own lines
        (the header, the status, the timeline, the odds)."""
        view, lang = self.view, self.lang
        frame = self.frame()
        state = view.session.state
        title = "lesson_title" if view.lesson else "public_title"
        self.header.value = (f'<div style="font-size:20px;font-weight:700">'
                             f"{esc(table_text(title, lang, code=view.code))}</div>")
        self.status.value = self._status_html(state, frame)
        table, moves, why, log_panel = self.panels
        table.update(frame.table)
        moves.update(frame.moves)
        self._sync_nav()
        why.update(frame.why)
        self.odds_panel.update(frame.odds)
        log_panel.update(frame.log)

    def _status_html(self, state: Any, frame: Any) -> str:
        view, lang = self.view, self.lang
        now = now_html(state.current_player(), frame.result, lang)
        if view.exploring:
            where = f'<span class="pe-public-past">{esc(table_text("own_branch", lang))}</span>'
        elif view.live:
            key = "following" if view.lesson else "live"
            where = f'<span class="pe-public-live">● {esc(table_text(key, lang))}</span>'
        else:
            where = (f'<span class="pe-public-past">'
                     f"{esc(table_text('looking_back', lang, step=view.position, n=view.present))}"
                     "</span>")
        return f'<div class="pe-public-status-line">{where} · {now}</div>'

    def _sync_nav(self) -> None:
        view, lang = self.view, self.lang
        self._syncing = True
        try:
            self.slider.max = max(view.length, 1)
            self.slider.value = min(view.line.position, self.slider.max)
        finally:
            self._syncing = False
        self.slider.disabled = view.length == 0
        self.back_button.description = table_text("back", lang)
        self.forward_button.description = table_text("forward", lang)
        self.back_button.disabled = not view.exploring and view.position == 0
        self.forward_button.disabled = view.exploring or view.position >= view.length
        self.rejoin_button.description = table_text("rejoin_lesson" if view.lesson else "rejoin", lang)
        away = view.exploring or not view.live
        self.rejoin_button.layout.display = None if away else HIDDEN
        self.step_button.description = table_text("explore_step", lang)
        self.step_button.tooltip = table_text("explore_step_tip", lang)
        over = view.session.state.current_player() == TERMINAL
        self.step_button.layout.display = None if view.lesson else HIDDEN
        self.step_button.disabled = over
        self.back_button.tooltip = table_text("back_tip_lesson" if view.lesson else "back_tip", lang)


__all__ = ["PublicPage"]
