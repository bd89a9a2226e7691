"""Lessons: one explorer leads, every device that opens the lesson's link follows.

:class:`LessonLead` ties an :class:`~pyramid_explorer.ui.explorer.Explorer` (the teacher's:
the one the lesson was opened from, or the driver link's page) to a lesson table: after every
change of the explorer its line of play and cursor go to the store (:meth:`TableStore.lead`,
one transaction), and the followers' pages (:class:`~.public_page.PublicPage`) show that
position. The teacher may lead from two devices at once (the dashboard's explorer and the
driver link on a tablet, or the driver link twice): each lead has a
:class:`~.watch.StoreWatcher` on the kernel's loop, and a lesson moved by the other device
(its version changed, not by this lead) is taken into the explorer — the new moves played,
the cursor put where the other device has it — without being written back. It reads and
drives the explorer through its public API only (``session``, ``on_change``, ``apply``,
``jump``, ``start_from``).

>>> import os, tempfile
>>> from pyramid_explorer.tables import LESSON, TableStore
>>> from pyramid_explorer.ui.explorer import Explorer
>>> store = TableStore(os.path.join(tempfile.mkdtemp(), "t.sqlite3"))
>>> ex = Explorer("pyramidenbau", seed=2, players=2)
>>> lead = LessonLead.open(store, ex)
>>> _ = ex.step(), ex.step()
>>> store.lesson(lead.code).position == ex.session.position == 2
True
>>> ex.undo(); store.lesson(lead.code).position
1
>>> key = store.table(lead.code, with_keys=True).driver_key
>>> tablet = DriverPage(store, lead.code, key, make_explorer=Explorer)   # on a second device
>>> _ = tablet.explorer.step()
>>> lead.tick(), ex.session.position   # (in a kernel the lead's watcher calls tick())
(True, 2)
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import ipywidgets as w

from ...engine import GameState
from ...tables import LESSON, Lesson, Table, TableError, TableStore
from ..common.html import esc
from .texts import table_text
from .watch import StoreWatcher

log = logging.getLogger(__name__)


class LessonLead:
    """The explorer ``explorer`` leads lesson ``code`` with the driver's ``key``."""

    def __init__(self, store: TableStore, code: str, key: str, explorer: Any) -> None:
        self.store = store
        self.code = code
        self._key = key
        self.explorer = explorer
        self.table = store.table(code)
        self.note = w.HTML()
        self.leading = True
        self._following = False  # True while the other device's moves are taken in
        s = explorer.session
        final = s.timeline.states()[-1]
        # NotTheDriver for a wrong key
        self._known: Lesson = store.lead(code, key, s.position, final.history)
        self._sent: tuple[GameState, int] | None = (final, s.position)
        self._stop = explorer.on_change(lambda _ex: self.send())
        self.watcher = StoreWatcher(store, self.tick, table=code)
        self.watcher.start()  # (on a kernel's loop; without one only tick() follows)

    @classmethod
    def open(cls, store: TableStore, explorer: Any) -> LessonLead:
        """Open a lesson of the explorer's game and line (at its cursor) and lead it."""
        table = cls.open_table(store, explorer)
        assert table.driver_key is not None
        return cls(store, table.code, table.driver_key, explorer)

    @staticmethod
    def open_table(store: TableStore, explorer: Any) -> Table:
        s = explorer.session
        final = s.timeline.states()[-1]
        return store.open(s.game_id, seed=s.seed, players=s.num_players, mode=LESSON,
                          moves=final.history, position=s.position, **s.options)

    def _same_game(self) -> bool:
        """Whether the explorer still shows the lesson's game (not a new game or another)."""
        s, t = self.explorer.session, self.table
        return (s.game_id, s.seed, s.num_players) == (t.game_id, t.seed, t.players) \
            and s.state.options_dict() == t.options

    def send(self) -> None:
        """The explorer's line and cursor to the store, when they changed (the explorer
        calls this after every change)."""
        if not self.leading or self._following:
            return
        s = self.explorer.session
        if not self._same_game():
            self.stop()
            self.note.value = (f'<div class="pe-problem">'
                               f"{esc(table_text('lesson_other_game', s.lang, code=self.code))}</div>")
            return
        final, position = s.timeline.states()[-1], s.position
        if self._sent is not None and self._sent[0] is final and self._sent[1] == position:
            return
        try:
            self._known = self.store.lead(self.code, self._key, position, final.history)
        except TableError as exc:
            self.stop()
            self.note.value = f'<div class="pe-problem">{esc(exc.message(s.lang))}</div>'
            return
        except Exception:  # noqa: BLE001 - the explorer must go on whatever the store does
            log.exception("leading the lesson failed")
            return
        self._sent = (final, position)

    def tick(self) -> bool:
        """Take in the lesson as another driver device left it (the watcher calls this when
        the store changed); ``True`` when the explorer moved. The explorer plays the moves it
        does not have from the last step both lines share and goes to the other device's
        position; nothing of this is sent back."""
        if not self.leading:
            return False
        try:
            lesson = self.store.lesson(self.code)
            if lesson.version == self._known.version:
                return False  # (this lead's own write, or another table's change)
            moves = self.store.moves(self.code)
        except TableError as exc:  # the lesson expired: say so, lead no more
            self.stop()
            self.note.value = (f'<div class="pe-problem">'
                               f"{esc(exc.message(self.explorer.lang))}</div>")
            return False
        self._known = lesson
        self._following = True
        try:
            self._take(moves, lesson.position)
        finally:
            self._following = False
        s = self.explorer.session
        self._sent = (s.timeline.states()[-1], s.position)
        return True

    def _take(self, moves: list[Any], position: int) -> None:
        """Make the explorer's line ``moves`` with its cursor at ``position``."""
        ex = self.explorer
        mine = list(ex.session.timeline.states()[-1].history)
        same = 0
        while same < min(len(mine), len(moves)) and mine[same] == moves[same]:
            same += 1
        if len(mine) > same or len(moves) > same:  # the lines part at step ``same``
            if ex.session.position != same:
                ex.jump(same)
            played = all(ex.apply(action) for action in moves[same:])  # (drops my later steps)
            if not played or list(ex.session.timeline.states()[-1].history) != moves:
                from ... import games  # the whole line again (an illegal move, a shorter line)

                t = self.table
                root = games.new_game(t.game_id, seed=t.seed, players=t.players, **t.options)
                ex.start_from(root, tuple(moves))
        if ex.session.position != position:
            ex.jump(position)

    def stop(self) -> None:
        """Lead no more (the followers stay at the last position sent)."""
        self.leading = False
        self.watcher.stop()
        self._stop()


class DriverPage:
    """The driver link's page (``#table=CODE&drive=KEY``): an explorer at the lesson's line
    and position that leads it from this device. The key is checked first
    (``NotTheDriver``): the explorer, which shows the referee's view, is built only for the
    teacher. ``make_explorer`` builds it (the dashboard passes
    :class:`~pyramid_explorer.ui.explorer.Explorer`: ``tables`` does not import the explorer)
    as ``make_explorer(game_id, seed=, players=, show_header=False, **options)``."""

    def __init__(self, store: TableStore, code: str, key: str, *,
                 make_explorer: Callable[..., Any], lang: str = "en") -> None:
        from ... import games

        store.check_driver(code, key)  # NotTheDriver before anything of the lesson is built
        table = store.table(code)
        at = store.lesson(code)  # (LessonOnly for a table that is played)
        moves = store.moves(code)
        self.explorer = make_explorer(table.game_id, seed=table.seed, players=table.players,
                                      show_header=False, **table.options)
        if self.explorer.lang != lang:
            self.explorer.set_language(lang)
        root = games.new_game(table.game_id, seed=table.seed, players=table.players,
                              **table.options)
        self.explorer.start_from(root, tuple(moves))
        self.explorer.jump(at.position)
        self.lead = LessonLead(store, code, key, self.explorer)  # NotTheDriver: a wrong key
        self.header = w.HTML(f'<div style="font-size:20px;font-weight:700">'
                             f"{esc(table_text('driver_title', lang, code=code))}</div>")
        self.widget = w.VBox([self.header, self.lead.note, self.explorer.widget])
        self.widget.add_class("pe-driver-page")

    def set_language(self, lang: str) -> None:
        self.explorer.set_language(lang)
        self.header.value = (f'<div style="font-size:20px;font-weight:700">'
                             f"{esc(table_text('driver_title', lang, code=self.lead.code))}</div>")

    def stop(self) -> None:
        self.lead.stop()


__all__ = ["DriverPage", "LessonLead"]
