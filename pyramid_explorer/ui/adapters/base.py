"""What a game may add to the explorer: labels, grouped move controls, a chance editor, odds.

The explorer itself knows nothing about any game. A game that needs more than the generic
buttons registers an :class:`Adapter` under its id (see :mod:`pyramid_explorer.ui.adapters`);
a new game only has to render itself (``render_html``) and, if it has dice, may add an odds
hook by overriding :meth:`Adapter.make_odds`.

>>> from pyramid_explorer.engine import Action
>>> a = Adapter()
>>> a.group_key(Action("take", (3,)))
'take'
>>> a.group_title("take_room", "en")
'Take room'
"""

from __future__ import annotations

import contextlib
import inspect
from collections.abc import Callable, Sequence
from typing import Any

from ...engine import Action, GameState, IllegalAction

ApplyFn = Callable[[Action], Any]


class Composer:
    """A game-specific move builder (e.g. dice keep toggles) shown above the move buttons.

    The explorer calls :meth:`update` after every change and hides the generic buttons for
    the actions :meth:`covers` returns true for. The composer plays a move by calling the
    ``apply`` function it was built with (the explorer's safe apply).
    """

    widget: Any = None

    def update(self, state: GameState, seat: int, lang: str, active: bool) -> None:
        """Show ``state`` for ``seat``; ``active`` is false when the seat is not played by hand."""

    def covers(self, action: Action) -> bool:
        return False


class OddsPanel:
    """A live odds view: a widget (usually a plotly ``FigureWidget``) updated in place.

    A panel made with ``chart=False`` (see :meth:`Adapter.make_odds`) shows its numbers as text
    only, until :meth:`build_chart` adds the chart; the explorer does that once the page has
    been drawn, so plotly's large JavaScript does not hold up the first paint.
    """

    widget: Any = None
    chart_built: bool = True

    def build_chart(self) -> None:
        """Create the chart (if not there yet) showing the current numbers. Idempotent."""

    def update(self, state: GameState, viewer: int | None, lang: str) -> None:
        """Refresh for ``state`` as ``viewer`` may know it. Should be cheap when nothing changed."""

    def suggestion(self, state: GameState) -> Action | None:
        """The advisor's move for the seat to move, when the panel has one."""
        return None

    def html(self) -> str:
        """A plain-text summary of what the panel shows (for tests and screen readers)."""
        return ""


class ChartOddsPanel(OddsPanel):
    """An :class:`OddsPanel` with a chart above its numbers as text; the chart may come later.

    Subclasses say how to compute the odds (:meth:`compute`), build the chart
    (:meth:`make_chart`, returning the chart object and the widget to show), draw odds on it
    (:meth:`draw`) and write them as text (:meth:`summary`). Recomputation and redrawing happen
    only when the odds or the language changed.
    """

    def __init__(self, chart: bool = True) -> None:
        import ipywidgets as w

        self.figure: Any = None
        self.text = w.HTML()
        self.widget = w.VBox([self.text])
        self.current: Any = None
        self._shown: tuple[Any, str] | None = None
        if chart:
            self.build_chart()

    # -- the game-specific part
    def compute(self, state: GameState, viewer: int | None) -> Any:
        raise NotImplementedError

    def make_chart(self) -> tuple[Any, Any]:
        raise NotImplementedError

    def draw(self, chart: Any, odds: Any, lang: str) -> None:
        raise NotImplementedError

    def summary(self, odds: Any, lang: str, unfolded: bool) -> str:
        raise NotImplementedError

    # -- shared machinery
    @property
    def chart_built(self) -> bool:  # type: ignore[override]
        return self.figure is not None

    def build_chart(self) -> None:
        if self.figure is not None:
            return
        chart, widget = self.make_chart()
        if self._shown is not None:
            odds, lang = self._shown
            self.draw(chart, odds, lang)  # filled before it is shown: it appears with its data
            self.text.value = self.summary(odds, lang, unfolded=False)
        self.figure = chart
        self.widget.children = (widget, self.text)

    def update(self, state: GameState, viewer: int | None, lang: str) -> None:
        odds = self.compute(state, viewer)
        self.current = odds
        if (odds, lang) == self._shown:
            return
        self._shown = (odds, lang)
        if self.figure is not None:
            self.draw(self.figure, odds, lang)
        self.text.value = self.summary(odds, lang, unfolded=self.figure is None)

    def html(self) -> str:
        return self.text.value


class Adapter:
    """Default behaviour for any game; subclass per game and register by game id."""

    game_id = ""

    # -- words
    def action_label(self, state: GameState, action: Action, lang: str) -> str:
        """The button label of a legal ``action`` in ``state``: a verb first.

        Uses the state's own ``action_label(action, lang)`` when the game has one.
        """
        label = getattr(state, "action_label", None)
        return label(action, lang) if callable(label) else str(action)

    def describe(self, before: GameState, action: Action, after: GameState, lang: str) -> str:
        """A log sentence for ``action`` played in ``before`` (``after`` is the result)."""
        return self.action_label(before, action, lang)

    def group_key(self, action: Action) -> str:
        """Actions with the same key are shown together (default: the action's kind)."""
        return action.kind

    def group_title(self, key: str, lang: str) -> str:
        """The heading of a group of moves."""
        return key.replace("_", " ").capitalize()

    # -- chance steps
    def outcome_editor(self) -> bool:
        """Whether a teacher may type a chance outcome ("Set dice…") in this game."""
        return False

    def parse_outcome(self, state: GameState, text: str) -> Action:
        """The chance outcome a teacher typed. Raises ``IllegalAction`` for a bad value."""
        raise IllegalAction("engine.chance", "This game has no chance outcomes to set.",
                            de="In diesem Spiel gibt es keine Zufallsergebnisse einzugeben.")

    # -- extra controls
    def make_composer(self, apply: ApplyFn) -> Composer | None:
        """A move builder for this game (``None``: buttons only)."""
        return None

    def make_odds(self, chart: bool = True) -> OddsPanel | None:
        """The odds panel of this game (``None``: no odds panel).

        ``chart=False``: the panel starts with its text only and creates its chart when its
        :meth:`OddsPanel.build_chart` is called.
        """
        return None


def make_odds(adapter: Adapter, chart: bool = True) -> OddsPanel | None:
    """``adapter.make_odds(chart)``, also for an adapter written before ``chart`` existed.

    >>> class Old(Adapter):
    ...     def make_odds(self):
    ...         return OddsPanel()
    >>> make_odds(Old(), chart=False).chart_built
    True
    """
    try:
        params = inspect.signature(adapter.make_odds).parameters
    except (TypeError, ValueError):
        params = {}
    if "chart" in params:
        return adapter.make_odds(chart=chart)
    return adapter.make_odds()


def responsive(figure: Any) -> None:
    """Let a ``FigureWidget`` follow its panel's width (no horizontal scrolling)."""
    with contextlib.suppress(AttributeError, TypeError):
        figure._config = {**figure._config, "responsive": True, "displaylogo": False}
    figure.layout.width = None


def sync_figure(figure: Any, *, data: bool = True, layout: bool = True) -> None:
    """Make a plotly ``FigureWidget``'s synced state match its Python-side data.

    ``batch_update`` sends the change as a message that only views already on screen apply; a
    figure nested in a box and shown later (a dashboard tab opened later, Voila rendering
    after the notebook ran) would start from its *initial* data. Plotly refreshes the synced
    copy only when the figure itself is displayed, so do it here after an update (``data``
    and/or ``layout``: only the parts that changed).
    """
    try:
        if data:
            figure._widget_data = _plain(figure._data)
        if layout:
            figure._widget_layout = _plain(figure._layout_obj._props)
    except AttributeError:  # another plotly version: its own messages must do
        pass


def _plain(value: Any) -> Any:
    """A copy of nested dicts and lists (faster than ``copy.deepcopy`` for plotly data)."""
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value


def parse_ints(text: str) -> list[int]:
    """Whole numbers in ``text``, separated by spaces, commas or dashes.

    >>> parse_ints("3 3,5-6 1")
    [3, 3, 5, 6, 1]
    >>> parse_ints("3 x")
    Traceback (most recent call last):
    ...
    ValueError: 'x' is not a whole number
    """
    parts = [p for p in text.replace(",", " ").replace("-", " ").split() if p]
    out = []
    for part in parts:
        if not part.lstrip("+").isdigit():
            raise ValueError(f"{part!r} is not a whole number")
        out.append(int(part))
    return out


def join_nums(values: Sequence[int]) -> str:
    """``"3 3 5"`` for ``[3, 3, 5]``."""
    return " ".join(str(v) for v in values)
