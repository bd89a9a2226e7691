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
anything unexpected) appear as a friendly message in the rule panel and change nothing.

The class is the public API; its parts live beside it: the widgets and their layout
(:mod:`.layout`), the panels that write them from each frame (:mod:`.panels`, fed by
:func:`~pyramid_explorer.ui.model.frame.make_frame` in :mod:`.refresh`), what the widgets
call (:mod:`.callbacks`), autoplay (:mod:`.autoplay`), jumps and links (:mod:`.links`), seats
and the view (:mod:`.settings`), the rebuild for a new game or language (:mod:`.rebuild`) and
the no-traceback guard (:mod:`.problems`). Others read :attr:`Explorer.frame` and
:attr:`Explorer.panels` and subscribe with :meth:`Explorer.on_change`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ipywidgets as w

from ...engine import TERMINAL, Action, GameState
from .. import adapters
from ..common.i18n import t
from ..common.problems import Problem
from ..common.theme import seat_name
from ..model.frame import Frame, FrameCache
from ..model.session import HUMAN, Session
from . import extras as extra_controls
from . import rebuild as explorer_rebuild
from . import refresh as explorer_refresh
from .autoplay import Autoplay
from .callbacks import WidgetCallbacks
from .layout import HIDDEN, build
from .links import JumpsAndLinks
from .problems import safe, show_problem
from .refresh import PanelReadouts
from .settings import SeatsAndView

__all__ = ["Explorer", "Problem", "safe"]


class Explorer(WidgetCallbacks, Autoplay, JumpsAndLinks, SeatsAndView, PanelReadouts):
    """A game on screen with every control of the step-through explorer.

    ``Explorer(game_id, seed=0, players=None, **options)`` starts a game like
    :func:`pyramid_explorer.games.new_game`. Every seat starts as the game's first bot, so
    :meth:`step` always advances; :meth:`set_seat` gives a seat to a human.

    ``show_header=False`` leaves out the title row with its language switch (a dashboard that
    has its own). ``defer_charts=True`` shows the odds as text first and creates the plotly
    charts only once a browser has drawn the explorer (see :mod:`pyramid_explorer.ui.common.ready`),
    so the page appears without waiting for plotly; without a browser, call
    :meth:`build_charts`.

    >>> ex = Explorer("dice-pyramid", seed=7, defer_charts=True)
    >>> ex.odds.chart_built, ex._charts_note.layout.display    # "Loading the charts…" shows
    (False, None)
    >>> ex.build_charts(); ex.odds.chart_built, ex._charts_note.layout.display
    (True, 'none')
    """

    def __init__(self, game_id: str = "dice-pyramid", *, seed: int = 0,
                 players: int | None = None, defer_charts: bool = False,
                 show_header: bool = True, **options: Any) -> None:
        self.session = Session(game_id, seed=seed, players=players, **options)
        self._charts_on = not defer_charts
        self._show_header = show_header
        self.problem: Problem | None = None
        self._syncing = False
        self._odds: dict[str, Any] = {}
        self._composers: dict[str, Any] = {}
        # what consecutive frames share (log sentences, the save link, first uses of rules)
        self._frame_cache = FrameCache()
        self._frame: Frame | None = None  # the frame on screen
        self._listeners: list[Callable[[Explorer], None]] = []
        self._built_for: tuple[Any, ...] | None = None  # what the option and seat widgets show
        self._build()
        self._game_changed()

    # ================================================================= public API
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
        assert self._frame is not None  # (built by the constructor)
        return self._frame

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

    @property
    def charts_built(self) -> bool:
        """Whether the odds charts exist (always, unless made with ``defer_charts=True``)."""
        return self._charts_on

    @safe
    def build_charts(self) -> None:
        """Create the odds charts now (after ``defer_charts=True``); they show the current odds.

        The browser calls this by itself once it has drawn the explorer; call it from code
        when there is no browser. Later games get their charts at once. Does nothing twice.
        """
        if self._charts_on:
            return
        self._charts_on = True
        try:
            for odds in self._odds.values():
                if odds is not None:
                    odds.build_chart()
        finally:
            self._charts_note.layout.display = HIDDEN  # "Loading the charts…" goes

    @safe
    def step(self) -> bool:
        """One step: the roll at a chance step, else the move of the seat's bot.

        Returns ``False`` (and says why in the rule panel) at the end or when a human is to move.
        """
        seat = self.session.to_move()
        if seat == TERMINAL:
            self._show_problem(Problem(t("game_over", self.lang), explorer_refresh.result_text(self),
                                       level="info"))
            return False
        if seat >= 0 and self.session.seats[seat] == HUMAN:
            self._show_problem(Problem(t("your_move", self.lang),
                                       t("human_to_move", self.lang, seat=seat_name(seat, self.lang)),
                                       level="info"))
            return False
        self.session.step()
        self._changed()
        return True

    @safe
    def apply(self, action: Action) -> bool:
        """Play ``action`` (as a move button does). An illegal one shows its rule; returns False."""
        self.session.apply(action)
        self._changed()
        return True

    @safe
    def roll(self) -> bool:
        """Resolve a chance step with the seeded dice."""
        self.session.roll()
        self._changed()
        return True

    @safe
    def set_outcome(self, text: str) -> bool:
        """Resolve a chance step with outcome ``text`` chosen by a teacher (e.g. ``"3 3 5 6 1"``)."""
        action = self.adapter.parse_outcome(self.state, text)
        self.session.apply(action)
        self._changed()
        return True

    @safe
    def undo(self) -> None:
        self.session.undo()
        self._changed()

    @safe
    def redo(self) -> None:
        self.session.redo()
        self._changed()

    @safe
    def jump(self, n: int) -> None:
        """Show step ``n`` of the active line (0 = the start)."""
        self.session.jump(n)
        self._changed()

    @safe
    def branch(self) -> None:
        """Keep the current line and continue on a new branch starting here."""
        self.session.branch()
        self._changed()

    @safe
    def switch_branch(self, index: int) -> None:
        """Show line ``index`` of :attr:`Session.branches` (0 is the main line)."""
        self.session.switch_branch(index)
        self._changed()

    @safe
    def set_language(self, lang: str) -> None:
        """Switch every text to ``"en"`` or ``"de"``."""
        if lang not in ("en", "de"):
            raise ValueError(t("bad_language", self.lang, lang=repr(lang)))
        self.session.lang = lang
        self._relabel()
        self._changed()

    @safe
    def new_game(self, game_id: str | None = None, *, seed: int | None = None,
                 players: int | None = None, **options: Any) -> None:
        """Start a new game (same game and seed unless given); a bad option changes nothing."""
        self.stop()
        self.session.new_game(game_id, seed=seed, players=players, **options)
        self._game_changed()

    @safe
    def start_from(self, root: GameState, actions: tuple[Action, ...] = ()) -> bool:
        """Explore from the position ``root`` (step 0), with ``actions`` played from it."""
        self.stop()
        self.session.start_from(root, tuple(actions))
        self._game_changed()
        return True

    def press(self, key: str) -> None:
        """A key of the page (see :mod:`.page_bridge`): step, undo, redo or autoplay on/off."""
        if key == "autoplay":
            self.stop() if self.autoplaying else self.autoplay()
        elif key in ("step", "undo", "redo"):
            getattr(self, key)()

    def save_json(self) -> str:
        """The active line as a save file (kernel format plus the cursor position)."""
        return self.session.save_json()

    @safe
    def load_json(self, text: str | bytes) -> bool:
        """Load a saved game; a bad file shows why in the rule panel and changes nothing."""
        self.stop()
        self.session.load_json(text)
        self._game_changed()
        return True

    @safe
    def play_advisor(self) -> bool:
        """Play the odds panel's advisor's suggestion for the seat to move."""
        odds = self.odds
        action = odds.suggestion(self.state) if odds is not None else None
        if action is None:
            return False
        self.session.apply(action)
        self._changed()
        return True

    # -- display
    def _ipython_display_(self) -> None:
        from IPython.display import display

        display(self.widget)

    def hide_header(self) -> w.Widget:
        """Hide the title and language switch (as ``show_header=False`` does); returns the widget."""
        self._show_header = False
        self.header.layout.display = HIDDEN
        return self.widget

    # ================================================================= building
    def _build(self) -> None:
        build(self)
        extra_controls.build(self)  # jumps, Undo new game, Copy link: placed after Undo/Step

    def _relabel(self) -> None:
        """Write every static label in the current language."""
        explorer_rebuild.relabel(self)

    # ================================================================= game (re)start
    def _game_changed(self) -> None:
        """A new or loaded game: rebuild what depends on the game, then refresh everything."""
        explorer_rebuild.game_changed(self)

    # ================================================================= refreshing
    def _changed(self) -> None:
        """The state, the line, the view or the language changed: refresh every panel."""
        explorer_refresh.refresh(self)

    def _update_log(self) -> None:
        explorer_refresh.update_log(self)

    def _sync_buttons(self) -> None:
        explorer_refresh.sync_buttons(self)

    def _show_problem(self, problem: Problem) -> None:
        show_problem(self, problem)
