"""One seat of a shared table, as its own device shows it: widget-free.

A :class:`SeatView` follows a table of a :class:`~pyramid_explorer.tables.TableStore` for one
seat: it replays the table's moves into a :class:`~.session.Session` whose view is that seat
(every seat is "human" there, so nothing is played on this device), builds the seat's
:class:`~.frame.Frame` with :func:`~.frame.make_frame` — the same frame, with the same
hidden-information guarantees, as the explorer's player view — and sends its moves through the
store. :meth:`SeatView.poll` takes in the moves others made since.

>>> import os, tempfile
>>> from pyramid_explorer.tables import TableStore
>>> store = TableStore(os.path.join(tempfile.mkdtemp(), "t.sqlite3"))
>>> table = store.open("im-bann-der-pyramide", seed=3, players=2, humans=[0, 1])
>>> p1 = SeatView(store, table.code, 0, table.keys[0])
>>> p2 = SeatView(store, table.code, 1, table.keys[1])
>>> from pyramid_explorer.ui.adapters import get
>>> adapter = get("im-bann-der-pyramide")
>>> p1.my_turn, p2.my_turn, bool(p1.frame(adapter).moves.groups), p2.frame(adapter).moves.groups
(True, False, True, ())
>>> _ = p1.play(p1.state.legal_actions()[0]); p2.poll(), p2.ply == p1.ply
(True, True)
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ...engine import Action, GameState
from ...tables import TableError, TableStore
from .frame import Frame, FrameCache, make_frame
from .session import HUMAN, Session


class SeatView:
    """Seat ``seat`` (0-based) of table ``code``, held with ``key`` by this device.

    Joining takes the seat (another device that held it is told on its next poll or move).
    Raises the store's errors (``NoSuchTable``, ``SeatRefused``) when the link is wrong.
    """

    def __init__(self, store: TableStore, code: str, seat: int, key: str, *,
                 lang: str = "en", device: str | None = None) -> None:
        self.store = store
        self.code = code
        self.seat = seat
        self._key = key
        self.device = store.join(code, seat, key, device)
        self.table = store.table(code)
        self.session = Session(self.table.game_id, seed=self.table.seed,
                               players=self.table.players, **self.table.options)
        self.session.lang = lang
        for i in range(self.table.players):
            self.session.set_seat(i, HUMAN)  # nothing plays here: the store plays the bots
        self.session.view = seat
        self.cache = FrameCache()  # log sentences by state: a refresh words only new steps
        self.poll()

    # ----------------------------------------------------------------- reading
    @property
    def state(self) -> GameState:
        return self.session.state

    @property
    def lang(self) -> str:
        """The language the seat's frame speaks."""
        return self.session.lang

    @lang.setter
    def lang(self, lang: str) -> None:
        self.session.lang = lang

    @property
    def ply(self) -> int:
        """How many moves this device has seen (the position it moves from)."""
        return self.session.length

    @property
    def my_turn(self) -> bool:
        return self.state.current_player() == self.seat

    def frame(self, adapter: Any) -> Frame:
        """What this seat's page shows, worded by the game's ``adapter``: the explorer's frame
        in this seat's view; the moves only on this seat's own turn (the store would refuse
        any other)."""
        frame = make_frame(self.session, adapter, cache=self.cache)
        if not self.my_turn:
            frame = replace(frame, moves=replace(frame.moves, groups=(),
                                                 composer_enabled=False))
        return frame

    # ----------------------------------------------------------------- following
    def poll(self) -> bool:
        """Take in the moves made since the last poll; True when there were any.

        Raises ``SeatTakenOver`` when another device opened this seat's link since.
        """
        self.store.check(self.code, self.seat, self._key, self.device)
        if self.store.ply(self.code) == self.ply and self.session.position == self.ply:
            return False
        self.session.jump(self.session.length)
        for action in self.store.moves(self.code, since=self.ply):
            self.session.apply(action)
        return True

    def play(self, action: Action) -> GameState:
        """Send this seat's move; the store checks it (and plays the bots after it). Raises
        the store's refusals (``MovedOn`` …) or ``IllegalAction``; nothing changes then."""
        try:
            state = self.store.move(self.code, self.seat, self._key, action, self.ply,
                                    self.device)
        except TableError:
            self.poll()  # (the position this device shows is brought up to date)
            raise
        self.poll()
        return state


__all__ = ["SeatView"]
