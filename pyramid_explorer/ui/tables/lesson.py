"""Lessons: one explorer leads, every device that opens the lesson's link follows.

:class:`LessonLead` ties an :class:`~pyramid_explorer.ui.explorer.Explorer` (the teacher's:
the one the lesson was opened from, or the driver link's page) to a lesson table: after every
change of the explorer its line of play and cursor go to the store (:meth:`TableStore.lead`,
one transaction), and the followers' pages (:class:`~.public_page.PublicPage`) show that
position. It reads the explorer through its public API only (``session``, ``on_change``).

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
"""

from __future__ import annotations

import logging
from typing import Any

import ipywidgets as w

from ...engine import GameState
from ...tables import LESSON, Table, TableError, TableStore
from ..common.html import esc
from .texts import tr

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
        s = explorer.session
        final = s.timeline.states()[-1]
        store.lead(code, key, s.position, final.history)  # NotTheDriver for a wrong key
        self._sent: tuple[GameState, int] | None = (final, s.position)
        self._stop = explorer.on_change(lambda _ex: self.send())

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
        if not self.leading:
            return
        s = self.explorer.session
        if not self._same_game():
            self.stop()
            self.note.value = (f'<div class="pe-problem">'
                               f"{esc(tr('lesson_other_game', s.lang, code=self.code))}</div>")
            return
        final, position = s.timeline.states()[-1], s.position
        if self._sent is not None and self._sent[0] is final and self._sent[1] == position:
            return
        try:
            self.store.lead(self.code, self._key, position, final.history)
        except TableError as exc:
            self.stop()
            self.note.value = f'<div class="pe-problem">{esc(exc.message(s.lang))}</div>'
            return
        except Exception:  # noqa: BLE001 - the explorer must go on whatever the store does
            log.exception("leading the lesson failed")
            return
        self._sent = (final, position)

    def stop(self) -> None:
        """Lead no more (the followers stay at the last position sent)."""
        self.leading = False
        self._stop()


class DriverPage:
    """The driver link's page (``#table=CODE&drive=KEY``): an explorer at the lesson's line
    and position that leads it from this device."""

    def __init__(self, store: TableStore, code: str, key: str, *, lang: str = "en") -> None:
        from ... import games
        from ..explorer import Explorer

        table = store.table(code)
        at = store.lesson(code)  # (LessonOnly for a table that is played)
        moves = store.moves(code)
        self.explorer = Explorer(table.game_id, seed=table.seed, players=table.players,
                                 show_header=False, **table.options)
        if self.explorer.lang != lang:
            self.explorer.set_language(lang)
        root = games.new_game(table.game_id, seed=table.seed, players=table.players,
                              **table.options)
        self.explorer.start_from(root, tuple(moves))
        self.explorer.jump(at.position)
        self.lead = LessonLead(store, code, key, self.explorer)  # NotTheDriver: a wrong key
        self.header = w.HTML(f'<div style="font-size:20px;font-weight:700">'
                             f"{esc(tr('driver_title', lang, code=code))}</div>")
        self.widget = w.VBox([self.header, self.lead.note, self.explorer.widget])
        self.widget.add_class("pe-driver-page")

    def set_language(self, lang: str) -> None:
        self.explorer.set_language(lang)
        self.header.value = (f'<div style="font-size:20px;font-weight:700">'
                             f"{esc(tr('driver_title', lang, code=self.lead.code))}</div>")

    def stop(self) -> None:
        self.lead.stop()


__all__ = ["DriverPage", "LessonLead"]
