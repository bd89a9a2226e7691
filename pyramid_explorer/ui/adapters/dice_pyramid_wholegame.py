"""Dice Pyramid in the explorer: the chance to win the whole game, computed in the background.

The odds panel shows "Chance to win from here with best play: 41.3 %" under this turn's odds,
and each move button's tooltip the chance to win after that move. The numbers come from
:mod:`pyramid_explorer.solve`; a fresh deal's first answer takes seconds (about 0.1 s with Power
Relics, 2 s in the base game with the compiled kernel), so a :class:`WholeGame` computes it on its own thread: the
panel says "computing…" meanwhile, and a click is never held up (the compiled kernels release
the interpreter lock while they run). A newer position supersedes an older one still
waiting, and stops one that is being solved, between two kernel calls (within a few
milliseconds: :mod:`pyramid_explorer.solve.cancel`); every value the stopped solve finished
stays in the deal's memo, so the newer position picks up where it left off. Results are
cached by what they depend on.

What may be shown depends on the view (hidden information stays hidden):

- **I Know the Way** (every card face up): the exact chance, in every view;
- **face-down cards, the referee's view**: the chance *if every card were known*, labelled as
  that upper bound, computed by itself like the exact line (a base deal costs about 0.3 s
  of CPU, Power Relics 0.1 s); in the Great Pyramid without Power Relics (0.3–11 s a deal)
  only when the button "Upper bound (up to 11 s)" is clicked. In the dashboard
  (``Explorer(..., solver_on_request=True)``, ``WholeGameOdds(upper_by_itself=False)``) and
  on a shared table's public page the upper bound waits for the button "Show the upper bound",
  and then follows the game by itself: a kernel that
  waits pre-heated for a learner, or whose learner never asks, never loads the compiled
  solver (numba, about 55 MB, and its pool of solved turns);
- **face-down cards, a player's view**: no number (it would depend on cards the player cannot
  see); the line says the exact chance needs I Know the Way.

>>> from pyramid_explorer.games import new_game
>>> s = new_game("dice-pyramid", seed=1, i_know_the_way=True, power_relics=True)
>>> whole = WholeGame()
>>> whole.request(s, 0, "en"); whole.wait(60)
True
>>> whole.line.value
'<div class="pe-wholegame">Chance to win from here with best play: <b>43.0 %</b></div>'
>>> whole.request(new_game("dice-pyramid", seed=1), 0, "de"); whole.line.value
'<div class="pe-wholegame">Gewinnchance bei bestem Spiel: genau nur mit „Ich kenne den Weg“ (verdeckte Karten entscheiden sie)</div>'
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as w

from ...engine import Action
from ...games.dice_pyramid import DicePyramidState
from ...solve.cancel import Cancelled, cancellable, lower_priority
from ...solve.heap import settle
from ..common.format import percent
from .dice_odds import DicePyramidOdds
from .dice_pyramid_wholegame_texts import wholegame_text


def mode(state: DicePyramidState, viewer: int | None) -> str | None:
    """``"exact"``, ``"upper"`` (referee, face-down) or ``None`` (a player, face-down)."""
    if state.options.i_know_the_way:
        return "exact"
    return "upper" if viewer is None else None


def slow(state: DicePyramidState) -> bool:
    """True when a deal's solve takes long enough to wait for a click: the Great Pyramid's
    15 cards without Power Relics (0.3–11 s of CPU; the base game about 0.6–2 s, Power Relics
    0.1 s, Great Pyramid with Power Relics 0.2–0.7 s: docs/wholegame.md sections 4 and 6).
    The exact line of I Know the Way is computed in any case (it is the game).

    >>> from pyramid_explorer.games import new_game
    >>> [slow(new_game("dice-pyramid", seed=1, **o)) for o in ({}, {"great_pyramid": True},
    ...                                 {"great_pyramid": True, "power_relics": True})]
    [False, True, False]
    """
    return state.options.great_pyramid and not state.options.power_relics


Key = tuple[Any, ...]


def key_of(state: DicePyramidState, how: str) -> Key:
    """What a result depends on: the cards still in play, relics, dice and the turn's step
    (not the box or the history), so indistinguishable positions share one result."""
    return (how, state.options, state.pyramid, tuple(sorted(state.relics)),
            tuple(sorted(state.used)), state.phase, state.roll_rule, state.dice,
            state.rerolls_left, state.pending, state.outcome)


class Result:
    """A position's chance to win and each legal move's (``moves``: action -> chance)."""

    def __init__(self, value: float, moves: dict[Action, float]) -> None:
        self.value = value
        self.moves = moves


def compute(state: DicePyramidState, how: str) -> Result:
    """The :class:`Result` for ``state`` (``how`` from :func:`mode`).

    The solver (and numba, at its first kernel call) loads here, at the first value asked
    for: a kernel whose learner never asks for one never loads it."""
    from ...solve import rank_moves, win_probability

    referee = how == "upper"
    value = win_probability(state, referee=referee)
    moves = {m.action: m.probability for m in rank_moves(state, referee=referee)}
    return Result(value, moves)


CACHE: OrderedDict[Key, Result] = OrderedDict()
CACHE_SIZE = 2048


def cached(key: Key) -> Result | None:
    got = CACHE.get(key)
    if got is not None:
        CACHE.move_to_end(key)
    return got


def remember(key: Key, result: Result) -> None:
    CACHE[key] = result
    while len(CACHE) > CACHE_SIZE:
        CACHE.popitem(last=False)


class WholeGame:
    """The whole-game line of the odds panel and its background thread (see module docs)."""

    def __init__(self, upper_by_itself: bool = True) -> None:
        self.line = w.HTML()
        self.ask = w.Button(layout=w.Layout(width="auto", display="none"))
        self.ask.add_class("pe-wholegame-ask")
        self.upper_on = upper_by_itself
        """Whether the referee's upper bound computes by itself (else after the button)."""
        self.ask.on_click(lambda _b: self._asked())
        self.widget = w.VBox([self.line, self.ask])
        self._ask_for: tuple[Key, DicePyramidState, str] | None = None
        self._cond = threading.Condition()
        self._pending: tuple[Key, DicePyramidState, str] | None = None
        self._busy = False
        self._wanted: Key | None = None
        self._lang = "en"
        self._listeners: list[Callable[[Key, Result], None]] = []
        self._thread: threading.Thread | None = None
        self.view_lock = threading.RLock()
        """Held while the view changes and while the thread shows a result or calls the
        listeners, so a result for the referee's view never lands in a player's."""
        self.computed = 0
        """How many positions the thread has solved (for tests)."""
        self.cancelled = 0
        """How many solves a newer position stopped (for tests)."""

    def request(self, state: DicePyramidState, viewer: int | None, lang: str) -> None:
        """Show the line for ``state`` as ``viewer`` may know it; start computing if needed."""
        with self.view_lock:     # the thread never shows an older view's number after this
            self._request(state, viewer, lang)

    def _request(self, state: DicePyramidState, viewer: int | None, lang: str) -> None:
        self._lang = lang
        self._ask_for = None
        self.ask.layout.display = "none"
        how = mode(state, viewer)
        if how is None:
            self._wanted = None
            self._set(wholegame_text("hidden", lang))
            return
        key = key_of(state, how)
        self._wanted = key
        got = cached(key)
        if got is not None:
            self._show(got)
            return
        if how == "upper" and (slow(state) or not self.upper_on):  # on request (module docs)
            self._ask_for = (key, state, how)
            self.ask.description = wholegame_text("ask_button" if slow(state) else "ask_upper_button", lang)
            self.ask.layout.display = None
            self._set(wholegame_text("ask" if slow(state) else "ask_upper", lang))
            return
        self._set(wholegame_text("computing" if how == "exact" else "computing_upper", lang))
        self.submit(key, state, how)

    def _asked(self) -> None:
        self.upper_on = True                     # asked once: it follows the game from now
        if self._ask_for is not None:
            self.ask.layout.display = "none"
            self._set(wholegame_text("computing_upper", self._lang))
            self.submit(*self._ask_for)

    def submit(self, key: Key, state: DicePyramidState, how: str) -> None:
        """Queue ``state`` (replacing any position still waiting)."""
        with self._cond:
            self._pending = (key, state, how)
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, daemon=True,
                                                name="pe-wholegame")
                self._thread.start()
            self._cond.notify_all()

    def on_result(self, listener: Callable[[Key, Result], None], keep: int = 8) -> None:
        """Call ``listener(key, result)`` on the thread whenever a position is solved (only
        the last ``keep`` listeners stay: older positions are no longer on screen)."""
        self._listeners.append(listener)
        del self._listeners[:-keep]

    def wait(self, timeout: float) -> bool:
        """Block until nothing is waiting or running (tests, scripts); False on timeout."""
        with self._cond:
            return self._cond.wait_for(lambda: self._pending is None and not self._busy,
                                       timeout)

    def _run(self) -> None:
        lower_priority()            # the cores go to the thread that answers clicks first
        settle()                    # full collections no longer walk the explorer's imports
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._pending is not None)
                key, state, how = self._pending  # type: ignore[misc]
                self._pending = None
                self._busy = True
            try:
                # a newer position on screen stops this solve between two kernel calls
                with cancellable(lambda key=key: key != self._wanted):
                    result = cached(key) or compute(state, how)
                remember(key, result)
                self.computed += 1
                settle()            # again if modules were loaded meanwhile (the explorer's)
                with self.view_lock:
                    if key == self._wanted:
                        self._show(result)
                    for listener in list(self._listeners):
                        listener(key, result)
            except Cancelled:
                self.cancelled += 1
            except Exception as exc:  # noqa: BLE001 - the panel says so instead of dying
                with self.view_lock:
                    if key == self._wanted:
                        self._set(wholegame_text("failed", self._lang, e=exc))
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()

    def _show(self, result: Result) -> None:
        how = self._wanted[0] if self._wanted else "exact"
        self._set(wholegame_text(how, self._lang, p=percent(result.value)))

    def _set(self, text: str) -> None:
        self.line.value = f'<div class="pe-wholegame">{text}</div>'


def tooltip(state: DicePyramidState, action: Action, viewer: int | None,
            lang: str) -> str | None:
    """The chance to win after ``action`` when it is known (cached) and may be shown."""
    how = mode(state, viewer)
    if how is None:
        return None
    got = cached(key_of(state, how))
    if got is None or action not in got.moves:
        return None
    return wholegame_text("tip_" + how, lang, p=percent(got.moves[action]))


def set_tooltips(whole: WholeGame | None, state: DicePyramidState, viewer: int | None,
                 lang: str, buttons: Sequence[Any]) -> None:
    """Give each move button (``button.pe_action``) its label plus the chance to win after
    it; when the chance is not known yet, again once ``whole`` has solved the position (if the
    button still shows that move of that position in that view: the buttons are reused, and a
    referee's upper bound must not reach a player's tooltip after the view changed)."""
    shown = object()                     # this call's mark: a later call replaces it

    def fill(_key: Any = None, _result: Any = None) -> None:
        for button in buttons:
            if getattr(button, "pe_tip_for", None) is not shown:
                continue
            tip = tooltip(state, button.pe_action, viewer, lang)
            button.tooltip = f"{button.description} — {tip}" if tip else button.description

    lock = whole.view_lock if whole is not None else threading.RLock()
    with lock:
        for button in buttons:
            button.pe_tip_for = shown
        fill()
        how = mode(state, viewer)
        if whole is not None and how is not None and cached(key_of(state, how)) is None:
            key = key_of(state, how)
            whole.on_result(lambda k, r: fill() if k == key else None)


class WholeGameOdds(DicePyramidOdds):
    """This turn's odds (chart and text) with the whole-game line above them."""

    def __init__(self, chart: bool = True, *, upper_by_itself: bool = True) -> None:
        self.whole = WholeGame(upper_by_itself=upper_by_itself)
        super().__init__(chart=chart)
        if self.figure is None:
            self.widget.children = self.layout_children(None)

    def layout_children(self, chart_widget: Any) -> tuple[Any, ...]:
        """The whole-game line on top of this turn's chart and text."""
        return (self.whole.widget, *super().layout_children(chart_widget))

    def update(self, state: Any, viewer: int | None, lang: str) -> None:
        super().update(state, viewer, lang)
        self.whole.request(state, viewer, lang)

    def html(self) -> str:
        return self.whole.line.value + super().html()


__all__ = ["WholeGame", "WholeGameOdds", "compute", "key_of", "mode", "set_tooltips", "tooltip"]
