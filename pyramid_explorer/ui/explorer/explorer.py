"""The step-through explorer: one game on screen, played by bots and humans, with time travel.

Display ``Explorer(...)`` in a notebook (or ``explorer.widget`` in a layout), or drive the same
object from code; every button is a method::

    >>> ex = Explorer("dice-pyramid", seed=7)
    >>> ex.step()                    # the opening roll, drawn from the seed
    True
    >>> ex.state.step, ex.session.position
    (1, 1)
    >>> ex.undo(); ex.state.step
    0
    >>> ex.set_language("de"); ex.buttons["step"].description   # named for what it does
    'Würfeln ▶'

Nothing a user does ever raises out of a callback: problems (an illegal move, a bad save file,
anything unexpected) appear as a friendly message in the Why panel and change nothing.

The shape: the explorer owns a :class:`~..model.session.Session` and the panels
(:mod:`.panels`, arranged by :mod:`.layout`). Its public methods are the commands the panels
call (:class:`~.commands.Commands`); each changes the session, then the explorer renders one
:class:`~..model.frame.Frame` (:func:`~..model.frame.make_frame`, no widgets) and hands every
panel its slice (a panel skips a slice equal to the one it shows), then tells the
:meth:`on_change` listeners.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import ipywidgets as w

from ...engine import Action, GameState
from ...engine.errors import OptionError
from .. import adapters
from ..common.i18n import t
from ..common.problems import Problem, problem_html
from ..common.theme import seat_name
from ..model import frame as frames
from ..model import jumps, share
from ..model.frame import Flags, Frame, FrameCache, WhySlice
from ..model.jumps import Jump
from ..model.session import HUMAN, Session
from ..model.texts import layout_text
from .layout import ExplorerLayout
from .links import jump_message, open_in, share_fragment
from .panels import slices_of
from .problems import safe
from .texts import explorer_text

__all__ = ["Explorer", "Problem", "safe"]

log = logging.getLogger(__name__)


class Explorer:
    """A game on screen with every control of the step-through explorer.

    ``Explorer(game_id, seed=0, players=None, **options)`` starts a game like
    :func:`pyramid_explorer.games.new_game`. Every seat starts as the game's first bot, so
    :meth:`step` always advances; :meth:`set_seat` gives a seat to a human.

    ``show_header=False`` leaves out the title row with its language switch (a dashboard that
    has its own). ``solver_on_request=True`` (as the dashboard makes its explorers): a
    whole-game value that loads the compiled solver by itself elsewhere — Dice Pyramid's
    referee's upper bound — waits for its button, so a kernel whose learner never asks never
    loads it. The odds charts are HTML bars, drawn with the first paint.

    >>> ex = Explorer("dice-pyramid", seed=7, solver_on_request=True)
    >>> ex.odds.chart_built, ex.odds.whole.upper_on
    (True, False)
    """

    def __init__(self, game_id: str = "dice-pyramid", *, seed: int = 0,
                 players: int | None = None, solver_on_request: bool = False,
                 show_header: bool = True, **options: Any) -> None:
        self.session = Session(game_id, seed=seed, players=players, **options)
        self.problem: Problem | None = None
        self.page: Any = None  # the dashboard's PageBridge, when there is one
        self._keys: Any = None  # the explorer's own keys, once shown by itself (with_keys)
        self._solver_on_request = solver_on_request
        self._first_uses_only = False
        self._odds: dict[str, Any] = {}  # game id -> its odds panel (made once per game)
        self._composers: dict[str, Any] = {}  # game id -> its move composer
        # what consecutive frames share (log sentences, the save link, first uses of rules)
        self._frame_cache = FrameCache()
        self._frame: Frame | None = None  # the frame on screen
        self._listeners: list[Callable[[Explorer], None]] = []
        self._indexer: share.MoveIndexer | None = None
        self._link: tuple[str, bool | None] | None = None  # the link shown, and if copied
        layout = ExplorerLayout(self, show_header=show_header)
        self.panels = layout.panels
        self.buttons = layout.buttons
        self.widget = layout.widget
        self.header = self.panels.header.box
        self.language_toggle = self.panels.header.language  # (public, as presentation_toggle)
        self.presentation_toggle = layout.presentation_toggle
        self._layout = layout
        self.coach = self.panels.coach
        """The Coach panel: the moves of the seat to move ranked by the coach (off until its
        switch is on; see :mod:`.panels.coach`)."""
        self.review = self.panels.review
        """The Review panel: "Review this game" for a seat, its biggest mistakes to try again
        (see :mod:`.panels.review`)."""
        self._relabel()
        self._game_changed()

    # ================================================================= read-outs
    @property
    def state(self) -> GameState:
        """The state on screen (the cursor of the active line)."""
        return self.session.state

    @property
    def lang(self) -> str:
        return self.session.lang

    @property
    def adapter(self) -> adapters.Adapter:
        return adapters.get(self.session.game_id)

    @property
    def odds(self) -> adapters.OddsPanel | None:
        """The live odds panel of this game, if it has one."""
        return self._odds.get(self.session.game_id)

    @property
    def composer(self) -> adapters.Composer | None:
        return self._composers.get(self.session.game_id)

    @property
    def frame(self) -> Frame:
        """What every panel shows now, as a widget-free :class:`~..model.frame.Frame`."""
        assert self._frame is not None  # (rendered by the constructor)
        return self._frame

    @property
    def autoplaying(self) -> bool:
        return self.panels.autoplay.playing

    @property
    def pass_and_play(self) -> bool:
        """Whether one screen is passed from player to player (see :meth:`set_pass_and_play`)."""
        return self.session.pass_and_play

    @property
    def state_html(self) -> str:
        return self.panels.table.html.value

    @property
    def rule_html(self) -> str:
        return self.panels.why.html.value

    @property
    def log_texts(self) -> list[str]:
        return self.panels.log.list.texts()

    @property
    def move_labels(self) -> list[str]:
        """The move buttons (and chooser entries) on offer now."""
        return self.panels.moves.pad.labels()

    def move_buttons(self) -> list[w.Button]:
        return self.panels.moves.pad.visible_buttons()

    @property
    def save_link_html(self) -> str:
        return self.panels.save.html.value

    def on_change(self, listener: Callable[[Explorer], None]) -> Callable[[], None]:
        """Call ``listener(explorer)`` after every change on screen (a step, a jump, a new
        game, another view or language); returns a function that stops the calls.

        >>> ex = Explorer("dice-pyramid", seed=7); seen = []
        >>> stop = ex.on_change(lambda e: seen.append(e.session.position))
        >>> ex.step(); ex.step(); stop(); ex.undo(); seen
        True
        True
        [1, 2]
        """
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener) if listener in self._listeners else None

    def show_problem(self, problem: Problem) -> None:
        """Show ``problem`` in the Why panel (with its rule, if any) until the next change;
        an error stops autoplay."""
        if problem.level == "error":
            self.panels.autoplay.stop()
        try:
            self._render(problem)
        except Exception:  # noqa: BLE001 - the frame itself failed: the problem still shows
            log.exception("drawing the frame failed")
            self.problem = problem
            self.panels.why.update(WhySlice("", problem_html=problem_html(problem, self.lang)))

    # ================================================================= steps and moves
    @safe
    def step(self) -> bool:
        """One step: the roll at a chance step, else the move of the seat's bot.

        Returns ``False`` (and says why in the Why panel) at the end or when a human is to move.
        """
        if self.session.step() is None:  # (the session says why: Session.step_blocked)
            self.show_problem(self._why_no_step())
            return False
        self._render()
        return True

    @safe
    def apply(self, action: Action) -> bool:
        """Play ``action`` (as a move button does). An illegal one shows its rule; returns False."""
        self.session.apply(action)
        self._render()
        return True

    @safe
    def roll(self) -> bool:
        """Resolve a chance step with the seeded dice."""
        self.session.roll()
        self._render()
        return True

    @safe
    def set_outcome(self, text: str) -> bool:
        """Resolve a chance step with outcome ``text`` chosen by a teacher (e.g. ``"3 3 5 6 1"``)."""
        action = self.adapter.parse_outcome(self.state, text)
        self.session.apply(action)
        self._render()
        return True

    @safe
    def play_advisor(self) -> bool:
        """Play the odds panel's advisor's suggestion for the seat to move."""
        odds = self.odds
        action = odds.suggestion(self.state) if odds is not None else None
        if action is None:
            return False
        self.session.apply(action)
        self._render()
        return True

    # ================================================================= autoplay
    @safe
    def autoplay(self) -> None:
        """Start stepping on every tick of the Play widget, until the end or a human's turn.

        >>> ex = Explorer("dice-pyramid", seed=7)
        >>> ex.autoplay(); ex.autoplaying, ex.buttons["stop"].disabled
        (True, False)
        >>> ex.tick(); ex.state.step
        1
        >>> ex.stop(); ex.autoplaying
        False
        """
        self.panels.autoplay.start()
        self._render()

    @safe
    def stop(self) -> None:
        """Stop autoplay (the problem on screen, if any, stays)."""
        self.panels.autoplay.stop()
        if self._frame is None or self._frame.nav.stop_enabled != self.autoplaying:
            self._render(self.problem)

    def set_speed(self, steps_per_second: float) -> None:
        self.panels.autoplay.set_speed(steps_per_second)

    @safe
    def tick(self) -> None:
        """One autoplay tick (the Play widget calls this); stops at the end or a human's turn."""
        if not self.autoplaying:
            return
        if self.session.step() is None:
            self.stop()
            return
        if self.session.step_blocked() is not None:  # the next step waits: the end, a person
            self.panels.autoplay.stop()
        self._render()

    def press(self, key: str) -> None:
        """A key of the page (see :mod:`..common.page_bridge`): step, undo, redo or autoplay
        on/off."""
        if key == "autoplay":
            self.stop() if self.autoplaying else self.autoplay()
        elif key in ("step", "undo", "redo"):
            getattr(self, key)()

    # ================================================================= time travel
    @safe
    def undo(self) -> None:
        self.session.undo()
        self._render()

    @safe
    def redo(self) -> None:
        self.session.redo()
        self._render()

    @safe
    def jump(self, n: int) -> None:
        """Show step ``n`` of the active line (0 = the start)."""
        self.session.jump(n)
        self._render()

    @safe
    def branch(self) -> None:
        """Keep the current line and continue on a new branch starting here."""
        self.session.branch()
        self._render()

    @safe
    def switch_branch(self, index: int) -> None:
        """Show line ``index`` of :attr:`Session.branches` (0 is the main line)."""
        self.session.switch_branch(index)
        self._render()

    @safe
    def next_turn(self) -> str:
        """Play on to the start of the next turn (see :mod:`..model.jumps`); returns how it
        ended.

        >>> ex = Explorer("ramses-pyramid", seed=5)
        >>> ex.next_turn(), ex.session.position
        ('turn', 4)
        """
        return self._jump(jumps.next_turn)

    @safe
    def to_end(self) -> str:
        """Let chance and the bots play the game out (bounded; stops at a human's move)."""
        return self._jump(jumps.to_end)

    @safe
    def start_of_turn(self) -> str:
        """Back to the first step of this turn (at it: to the turn before)."""
        return self._jump(jumps.start_of_turn)

    def show_first_uses(self, only: bool) -> None:
        """The log shows only the steps where a rule is met for the first time (or all)."""
        self._first_uses_only = bool(only)
        self._render(self.problem)  # (only the log's slice changes)

    # ================================================================= seats and the view
    @safe
    def set_view(self, player: int | None) -> None:
        """Show the table as ``player`` (0-based) sees it, or as the referee (``None``)."""
        self.session.set_view(player)
        self._render()

    @safe
    def set_pass_and_play(self, on: bool) -> None:
        """Pass and play: each human seat sees only its own view, and between two human
        turns a curtain hides the table until the next player presses Ready (:meth:`reveal`).
        Bots still play their seats. Off: the view chosen before comes back.

            >>> ex = Explorer("im-bann-der-pyramide", seed=3, players=2)
            >>> ex.set_seat(0, "human"); ex.set_seat(1, "human"); ex.set_pass_and_play(True)
            >>> ex.frame.curtain.title, ex.move_labels
            ('Hand the laptop to P1 ●', [])
            >>> ex.reveal(); ex.session.view, bool(ex.move_labels)
            (0, True)
        """
        s = self.session
        s.set_pass_and_play(on)
        notice = None
        if s.pass_and_play and HUMAN not in s.seats:  # nothing to hide from anyone yet
            notice = Problem(layout_text("pass_and_play", self.lang),
                             layout_text("pass_and_play_needs_people", self.lang), level="info")
        self._render(notice)

    @safe
    def reveal(self) -> None:
        """The player the curtain waits for presses Ready: their view is shown.

        Shows why (and changes nothing) when no curtain is up.
        """
        self.session.reveal()
        self._render()

    @safe
    def set_seat(self, seat: int, choice: str) -> None:
        """Give ``seat`` to a bot by name or to ``"human"``; a lone human seat takes the view."""
        self.session.choose_seat(seat, choice)
        self._render()

    @safe
    def play_as(self, seat: int | None) -> None:
        """Play ``seat`` (0-based) by hand and see the table as it does; ``None``: watch the bots.

        Every other seat goes back to a bot, so exactly one seat waits for your moves::

            >>> ex = Explorer("im-bann-der-pyramide", seed=3)
            >>> ex.play_as(1); ex.session.seats[1], ex.session.view
            ('human', 1)
            >>> ex.play_as(None); "human" in ex.session.seats, ex.session.view
            (False, None)
        """
        self.session.play_as(seat)
        self._render()

    # ================================================================= games, files, links
    @safe
    def new_game(self, game_id: str | None = None, *, seed: int | None = None,
                 players: int | None = None, **options: Any) -> None:
        """Start a new game (same game and seed unless given); a bad option changes nothing."""
        self.panels.autoplay.stop()
        self.session.new_game(game_id, seed=seed, players=players, **options)
        self._game_changed()

    @safe
    def undo_new_game(self) -> bool:
        """Bring back the game the last New game (or load, or link) replaced, with its timeline."""
        if not self.session.can_undo_new_game():
            return False
        self.panels.autoplay.stop()
        self.session.undo_new_game()
        self._game_changed()
        return True

    @safe
    def start_from(self, root: GameState, actions: tuple[Action, ...] = ()) -> bool:
        """Explore from the position ``root`` (step 0), with ``actions`` played from it."""
        self.panels.autoplay.stop()
        self.session.start_from(root, tuple(actions))
        self._game_changed()
        return True

    def save_json(self) -> str:
        """The active line as a save file (kernel format plus the cursor position)."""
        return self.session.save_json()

    @safe
    def load_json(self, text: str | bytes) -> bool:
        """Load a saved game; a bad file shows why in the Why panel and changes nothing."""
        self.panels.autoplay.stop()
        self.session.load_json(text)
        self._game_changed()
        return True

    def share_fragment(self) -> str:
        """The URL fragment (without ``#``) of the position on screen (see :mod:`..model.share`)."""
        self._indexer = self._indexer or share.MoveIndexer()
        return share_fragment(self.session, self._indexer)

    @safe
    def copy_link(self) -> str | None:
        """Show (and in the dashboard copy) the link to this position; referee's view only
        (the link replays the whole game, like a save).

        >>> ex = Explorer("ramses-pyramid", seed=5); _ = ex.next_turn()
        >>> link = ex.copy_link(); link.startswith("#v=1&g=ramses-pyramid&s=5")
        True
        >>> ex.panels.extras.link_text.value == link
        True
        >>> other = Explorer("dice-pyramid", seed=1); other.open_link(link[1:]), other.session.position
        (True, 4)
        """
        if self.session.private_view:
            self._notice("link_title", explorer_text("link_referee_only", self.lang))
            return None
        try:
            fragment = self.share_fragment()
        except (ValueError, OptionError) as exc:
            self._notice("link_title", explorer_text("no_link", self.lang, why=exc), level="error")
            return None
        page = self.page
        link = page.link(fragment) if page is not None else f"#{fragment}"
        self._link = (link, None)
        if page is not None:
            page.on_copied_once(lambda ok: self._link_copied(link, ok))
            page.copy(link)
        self._render(self.problem)
        return link

    def _link_copied(self, link: str, ok: bool) -> None:
        """The browser says whether it copied ``link`` (shown if the link is still there)."""
        if self._link is not None and self._link[0] == link:
            self._link = (link, bool(ok))
            self._render(self.problem)

    @safe
    def open_link(self, fragment: str) -> bool:
        """Show the position a share link names; what it cannot use is said in the Why panel
        (an illegal or changed move list: its longest legal prefix)."""
        s = self.session
        opened = share.decode(fragment, default_game=s.game_id, default_seed=s.seed)
        if opened.root is None:
            return False
        self.panels.autoplay.stop()
        lang = self.lang
        open_in(s, opened)
        if s.lang != lang:
            self._relabel()
        notes = None
        if opened.notices:
            notes = Problem(explorer_text("link_notes", self.lang),
                            " ".join(n.get(self.lang) for n in opened.notices), level="error")
        self._game_changed(notes)
        return True

    # ================================================================= the page
    @safe
    def set_language(self, lang: str) -> None:
        """Switch every text to ``"en"`` or ``"de"``."""
        if lang not in ("en", "de"):
            raise ValueError(t("bad_language", self.lang, lang=repr(lang)))
        self.session.lang = lang
        self._relabel()
        self._render()

    def hide_header(self) -> w.Widget:
        """Hide the title and language switch (as ``show_header=False`` does); returns the widget."""
        self.panels.header.hide()
        return self.widget

    def _ipython_display_(self) -> None:
        from IPython.display import display

        display(self.with_keys())

    def with_keys(self) -> w.Box:
        """The explorer's widget, with its own keys (→ step, ← undo, Shift+→ redo, Space
        autoplay) while focus is inside it: what a notebook shows for ``Explorer(...)``. A
        dashboard's explorers need none (its page bridge sends the keys).

        >>> ex = Explorer("dice-pyramid", seed=7)
        >>> ex.with_keys() is ex.widget, ex.with_keys().children[-1] is ex.with_keys().children[-1]
        (True, True)
        >>> ex.widget.children[-1].receive({"type": "key", "key": "step"}); ex.state.step
        1
        >>> ex.frame.extras.keys_shown      # the "⌨ keys" reminder beside the buttons
        True
        """
        if self._keys is None:
            from ..common.page_bridge import ExplorerKeys

            self._keys = ExplorerKeys()
            self._keys.on_key(self.press)
            self.widget.children = (*self.widget.children, self._keys)
            self._render(self.problem)  # the "⌨ keys" reminder shows now
        return self.widget

    # ================================================================= rendering
    def _flags(self, problem: Problem | None) -> Flags:
        """What the frame needs beyond the session: the explorer's own switches (autoplay,
        the log filter, the odds panel), the problem to show, the link shown, the page's keys."""
        odds = self.odds
        composer = self.composer
        link, copied = self._link or ("", None)
        return Flags(playing=self.autoplaying, first_uses_only=self._first_uses_only,
                     has_odds=odds is not None, has_advisor=odds is not None and odds.has_advisor,
                     covered=composer.covers if composer is not None else None,
                     problem=problem, link=link, link_copied=copied,
                     keys_shown=self.page is not None or self._keys is not None)

    def _render(self, problem: Problem | None = None) -> None:
        """One frame (with ``problem`` in the Why panel, if any), every panel from its slice
        (each skips a slice equal to the one it shows), then the listeners."""
        self.problem = problem
        frame = frames.make_frame(self.session, self.adapter, self._flags(problem),
                                  self._frame_cache)
        if frame.extras.referee_only:
            self._link = None  # (a player's view shows no link; it does not come back)
        last, self._frame = self._frame, frame
        if last is None:  # a new game or language: write everything again
            self.panels.forget()
        for panel, part in zip(self.panels.fed, slices_of(frame), strict=True):
            panel.update(part)
        for listener in list(self._listeners):
            listener(self)

    def _relabel(self) -> None:
        """Every static word in the current language (the menus are made again with the
        next frame, whose slices carry the language)."""
        self._layout.relabel(self.lang)
        self._frame_cache.clear()
        self._frame = None  # every panel is written again
        self._link = None

    def _game_changed(self, problem: Problem | None = None) -> None:
        """A new or loaded game: the odds and composer of the game, then a frame.

        Creating widgets is slow: odds panels and composers are made once per game and kept
        (the option and seat menus are made again by their panels only when the game, its
        players, options or the language differ from what they show).
        """
        gid = self.session.game_id
        p = self.panels
        adapter = self.adapter
        if gid not in self._odds:
            self._odds[gid] = adapter.make_odds(solver_on_request=self._solver_on_request)
        if gid not in self._composers:
            self._composers[gid] = adapter.make_composer(self.apply)
        odds = self._odds[gid]
        p.odds.show_game(odds)
        p.moves.show_game(self._composers[gid], lambda m, lang, buttons: (
            adapter.set_move_tooltips(m.state, m.viewer, lang, buttons, odds)))
        self._frame_cache.clear()
        self._frame = None  # every panel is written again
        self._render(problem)

    def _why_no_step(self) -> Problem:
        """Step played nothing: the game is over, or a person is to move (the session says)."""
        s, lang = self.session, self.lang
        if s.step_blocked() == "over":
            return Problem(t("game_over", lang), frames.result_text(s, self.adapter), level="info")
        return Problem(t("your_move", lang),
                       t("human_to_move", lang, seat=seat_name(s.to_move(), lang)), level="info")

    def _jump(self, how: Callable[[Session], Jump]) -> str:
        """Run a jump of :mod:`..model.jumps`; say why if it stopped early."""
        self.panels.autoplay.stop()
        done = how(self.session)
        message = jump_message(self.session, done)
        self._render(Problem(explorer_text("jump_title", self.lang), message, level="info")
                     if message else None)
        return done.reason

    def _notice(self, key: str, message: str, level: str = "info") -> None:
        self.show_problem(Problem(explorer_text(key, self.lang), message, level=level))
