"""A shared table's public view, widget-free: what the projector (and, in a lesson, every
follower) may see, following the store, with a cursor of its own.

The view holds two :class:`~..model.session.Session` objects: ``line``, the table's moves as
the store has them, shown in the view of :func:`onlooker` — a viewer who holds no seat, so
the game's ``observation`` and drawing hide every card and colour any seat keeps to itself
(never the referee's view, which shows them) — and, while the device explores a branch of
its own, ``own``. Nothing here ever writes to the store.

* A table that is **played**: the view shows the newest position (*live*) until the device
  steps back to discuss a move (:meth:`back`, :meth:`jump`); new moves still come in, the
  cursor stays where it is, and :meth:`rejoin` returns to the present in one call.
* A **lesson**: the view shows the driver's position (*following*); :meth:`step`,
  :meth:`play` and :meth:`undo` explore a branch on this device only, and :meth:`rejoin`
  comes back to the teacher's position. A table that is played offers no branch: those
  commands raise ``LessonOnly`` there.

A branch starts from a position the onlooker may know, never from the table's own state: what
no onlooker sees (hands, unopened temples, face-down cards) is redrawn with the game's
``resample_hidden`` for the onlooker, and the branch gets a seed of its own from a fresh
generator, so its rolls and reshuffles are not the table's next ones and its bots play from
the redrawn position only.

>>> import os, tempfile
>>> from pyramid_explorer.tables import TableStore
>>> store = TableStore(os.path.join(tempfile.mkdtemp(), "t.sqlite3"))
>>> table = store.open("im-bann-der-pyramide", seed=3, players=2, humans=[0, 1])
>>> def p1_moves():
...     state = store.state(table.code)
...     return store.move(table.code, 0, table.keys[0], state.legal_actions()[0], len(state.history))
>>> _ = p1_moves()
>>> view = PublicView(store, table.code)
>>> view.live, view.viewer, view.session.view      # P3 of two: a viewer with no seat
(True, 2, 2)
>>> view.back(); view.live, view.position == view.length - 1
(False, True)
>>> _ = p1_moves()
>>> view.poll(), view.live, view.length == store.ply(table.code)   # the cursor stayed
(True, False, True)
>>> view.rejoin(); view.live, view.position == store.ply(table.code)
(True, True)
"""

from __future__ import annotations

import random
import secrets
from dataclasses import replace
from typing import Any

from ... import games
from ...engine import CHANCE, TERMINAL, Action, GameState
from ...tables import LESSON, Lesson, LessonOnly, TableStore
from ..model.frame import Frame, FrameCache, LogSlice, log_slice, make_frame
from ..model.session import HUMAN, Session


def onlooker(state: GameState) -> int:
    """The viewer of a table's public view: the first number that is nobody's seat.

    Every game's ``observation(viewer)`` shows a seat's private cards (a hand, the temples it
    looked into) only to ``viewer == seat`` and everything to ``None`` (the referee); a
    viewer that holds no seat sees what every player sees and nothing more.

    >>> from pyramid_explorer.games import new_game
    >>> s = new_game("im-bann-der-pyramide", seed=1, players=3)
    >>> onlooker(s), s.observation(onlooker(s))["hands"]
    (3, {})
    """
    return state.num_players


class PublicView:
    """The public view of table ``code`` (a lesson's follower when the table is a lesson)."""

    def __init__(self, store: TableStore, code: str, *, lang: str = "en",
                 rng: random.Random | None = None) -> None:
        self.store = store
        # the branches' redraws and seeds (tests pass a seeded one); never the table's seed
        self._rng = rng if rng is not None else random.Random(secrets.randbits(64))
        self.code = code
        self.table = store.table(code)
        self.lesson = self.table.mode == LESSON
        self.lang = lang
        self.line = self._session()
        self.viewer = onlooker(self.line.state)
        self.own: Session | None = None  # a branch of this device's own (lessons)
        self.branch_from = 0  # the step of the line where the own branch left it
        self.live = True  # played: at the newest move; lesson: at the driver's position
        self.driver: Lesson | None = None
        self.cache = FrameCache()  # log sentences by state: a refresh words only new steps
        self.branch_cache = FrameCache()  # (the line's sentences while a branch is shown)
        self.poll()

    def _session(self) -> Session:
        t = self.table
        s = Session(t.game_id, seed=t.seed, players=t.players, **t.options)
        s.lang = self.lang
        for i in range(t.players):
            s.set_seat(i, HUMAN)  # nothing plays by itself here
        s.view = onlooker(s.state)
        return s

    # ----------------------------------------------------------------- reading
    @property
    def session(self) -> Session:
        """The session on screen: the device's own branch while it explores, else the line."""
        return self.own if self.own is not None else self.line

    @property
    def exploring(self) -> bool:
        return self.own is not None

    @property
    def position(self) -> int:
        """The step shown, counted along the table's line (a branch goes on from where it
        left the line)."""
        if self.own is not None:
            return self.branch_from + self.own.position
        return self.line.position

    @property
    def length(self) -> int:
        """The table's moves so far (the newest position)."""
        return self.line.length

    @property
    def present(self) -> int:
        """Where "live" is: the newest move, or in a lesson the driver's position."""
        return self.driver.position if self.lesson and self.driver is not None else self.length

    def frame(self, adapter: Any) -> Frame:
        """What the public view shows, in the onlooker's view (never the referee's); the moves
        only in a branch of the device's own (the line is played by the seats or the driver)."""
        session = self.session
        session.lang = self.lang
        session.view = self.viewer  # (a new session's start resets a view with no seat)
        if session.view != self.viewer:  # pragma: no cover - a guard, never reached
            raise RuntimeError("the public view lost its onlooker")
        frame = make_frame(session, adapter, cache=self.cache)
        if not self.exploring:
            frame = replace(frame, moves=replace(frame.moves, groups=(), composer_enabled=False))
        else:
            frame = replace(frame, log=self._branch_log(frame.log, adapter))
        return frame

    def _branch_log(self, own: LogSlice, adapter: Any) -> LogSlice:
        """The log of a branch: the table's steps up to where the branch left it, then the
        branch's own, numbered on from there (the branch starts at step 0 of its own line)."""
        line = self.line
        line.lang = self.lang
        line.view = self.viewer
        before = [e for e in log_slice(line, adapter, False, self.branch_cache).entries
                  if e[0] <= self.branch_from]
        after = []
        for step, text, colour in own.entries:
            if step == 0:
                continue
            number = step + self.branch_from
            prefix = f"{step}. "
            after.append((number, f"{number}. {text[len(prefix):]}" if text.startswith(prefix)
                          else text, colour))
        return LogSlice(tuple(before + after), own.current + self.branch_from, own.lang)

    # ----------------------------------------------------------------- following
    def poll(self) -> bool:
        """Take in what changed at the table since the last poll; True when anything did.

        New moves join the line; a live view moves to the present, a view looking back or
        exploring stays where it is. In a lesson a rewritten line (the teacher went back and
        played another move) replaces the old one.
        """
        if self.lesson:
            lesson = self.store.lesson(self.code)
            if lesson == self.driver:
                return False
            self.driver = lesson
            self._take_line(rewrite=True)
        elif self.store.ply(self.code) == self.length:
            return False
        else:
            self._take_line(rewrite=False)
        if self.live and self.own is None:
            self.line.jump(min(self.present, self.length))
        return True

    def _take_line(self, rewrite: bool) -> None:
        moves = self.store.moves(self.code, since=0 if rewrite else self.length)
        mine = list(self.line.timeline.states()[-1].history) if rewrite else []
        cursor = self.line.position
        if rewrite and moves[:len(mine)] != mine:  # another line: start it afresh
            self.line = self._session()
            cursor = min(cursor, len(moves))
            extra = moves
        else:
            extra = moves[len(mine):]
        if extra:
            self.line.jump(self.line.length)
            for action in extra:
                self.line.apply(action)
            self.line.jump(min(cursor, self.line.length))

    # ----------------------------------------------------------------- looking back
    def jump(self, n: int) -> None:
        """Show step ``n`` of the table's line (``IndexError`` off it); the present is left
        unless ``n`` is the present itself. Leaves a branch of the device's own."""
        if not 0 <= n <= self.length:
            raise IndexError(n)
        self.own = None
        self.line.jump(n)
        self.live = n == self.present

    def back(self) -> None:
        """One step back (the own branch's undo while exploring)."""
        if self.own is not None:
            self.undo()
        elif self.position > 0:
            self.jump(self.position - 1)

    def forward(self) -> None:
        """One step forward along the table's line (back to live at the present)."""
        if self.own is None and self.position < self.length:
            self.jump(self.position + 1)

    def rejoin(self) -> None:
        """Back to the live game (a lesson: to the teacher's position), in one call."""
        self.poll()
        self.own = None
        self.live = True
        self.line.jump(min(self.present, self.length))

    # ----------------------------------------------------------------- a branch of its own
    def _branch(self) -> Session:
        if not self.lesson:
            raise LessonOnly(self.code, lesson=False)  # (no branch is offered at a played table)
        if self.own is None:
            own = self._session()
            own.start_from(branch_root(self.line.state, self.viewer, self._rng))
            own.view = self.viewer  # (a new start resets a view that holds no seat)
            self.own = own
            self.branch_from = self.line.position
            self.live = False
        return self.own

    def step(self) -> Action | None:
        """Explore (a lesson): play the next step on this device only — a roll from the
        branch's own seed, or the move the game's usual bot makes in the redrawn position —
        never written to the store. ``LessonOnly`` at a table that is played."""
        own = self._branch()
        state = own.state
        seat = state.current_player()
        if seat == TERMINAL:
            return None
        action = state.sample_chance() if seat == CHANCE else own.bot(seat).choose(state)
        own.apply(action)
        return action

    def play(self, action: Action) -> GameState:
        """Explore (a lesson): play ``action`` on this device only (``IllegalAction`` if not
        allowed, ``LessonOnly`` at a table that is played)."""
        return self._branch().apply(action)

    def undo(self) -> None:
        """Take back the branch's last step; at its start, the branch is left (the view goes
        back to where it left the line)."""
        if self.own is None:
            return
        if self.own.position > 0:
            self.own.undo()
        else:
            self.own = None


def branch_root(state: GameState, viewer: int, rng: random.Random) -> GameState:
    """Where a branch of ``viewer``'s own starts from ``state``: what ``viewer`` cannot see
    redrawn (``GameSpec.resample_hidden``) and a new seed from ``rng``, so no roll, reshuffle
    or bot move of the branch depends on anything the viewer may not know.

    >>> from pyramid_explorer.games import new_game
    >>> s = new_game("ramses-pyramid", seed=4, players=2)
    >>> b = branch_root(s, 2, random.Random(1))
    >>> b.observation(2) == s.observation(2), b.seed != s.seed, b.history == s.history
    (True, True, True)
    """
    resample = games.spec(state.game_id).resample_hidden
    if resample is not None:
        state = resample(state, viewer, rng)
    return replace(state, seed=rng.getrandbits(62))  # type: ignore[type-var]


__all__ = ["PublicView", "branch_root", "onlooker"]
