"""What a game may add to the explorer: labels, grouped move controls, a chance editor, odds.

The explorer itself knows nothing about any game. Every hook is declared here with a default,
so a game's adapter (``ui/adapters/<package>.py``, module attribute ``ADAPTER``) overrides only
what it needs; the explorer calls the hooks directly, never by ``getattr``.

Hooks that produce text for the screen take the ``viewer`` (a seat, or ``None`` for the
referee): a player's view must not name anything that player cannot know.

>>> from pyramid_explorer.engine import Action
>>> a = Adapter()
>>> a.group_key(Action("take", (3,)))
'take'
>>> a.group_title("take_room", "en")
'Take room'
>>> OddsPanel.has_advisor
False
>>> from pyramid_explorer.games import new_game
>>> a.result_text(new_game("dice-pyramid", seed=1), "en")       # not over yet
''
"""


from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import Any

from ...engine import Action, Bilingual, GameState, IllegalAction, RuleClause
from ..common.theme import seat_name

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
    """A live odds view: a widget (usually a light HTML bar chart, :mod:`..charts.bars`)
    updated in place.

    A panel made with ``chart=False`` (see :meth:`Adapter.make_odds`) shows its numbers as text
    only, until :meth:`build_chart` adds the chart; the explorer does that once the page has
    been drawn, so the first paint carries only what the page needs first.
    """

    widget: Any = None
    chart_built: bool = True
    has_advisor: bool = False
    """Whether :meth:`suggestion` can offer a move (the explorer then shows the advisor button)."""
    public: bool = False
    """Whether what the panel shows for a viewer who holds no seat (a shared table's public
    page calls ``update(state, onlooker, lang)``) is the room's odds, which anyone at the table
    may see, rather than one seat's. The public page shows only a panel that declares it."""

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

    def forget(self) -> None:
        """Keep nothing of the last seat's numbers in any widget (pass and play's curtain
        fell): the next :meth:`update` computes and draws afresh. Default: nothing kept."""


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
        self.figure_widget: Any = None
        self._shown: tuple[Any, str] | None = None
        self._chart_again = False  # a chart was put away by :meth:`forget`: build it anew
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

    def _show_result(self, state: GameState, lang: str) -> None:
        from .registry import get  # (the adapter of the state's game words the result)

        self.current = None
        self._shown = (_RESULT, lang)
        sentence = get(state.game_id).result_text(state, lang)
        self.text.value = (f'<div class="pe-odds pe-odds-result" style="font-size:16px">'
                           f'<b>{_esc(_GAME_OVER.get(lang))}</b><div>{_esc(sentence)}</div></div>')
        self.widget.children = (self.text,)

    def build_chart(self) -> None:
        if self.figure is not None:
            return
        chart, widget = self.make_chart()
        self.figure_widget = widget
        if self._shown is not None and self._shown[0] == _RESULT:
            self.figure = chart  # made now, shown when the game goes on (after an undo)
            return
        if self._shown is not None:
            odds, lang = self._shown
            self.draw(chart, odds, lang)  # filled before it is shown: it appears with its data
            self.text.value = self.summary(odds, lang, unfolded=False)
        self.figure = chart
        self.widget.children = self.layout_children(widget)

    def layout_children(self, chart_widget: Any) -> tuple[Any, ...]:
        """The panel's widgets, top to bottom, with the chart's widget (``None``: not built)."""
        return (self.text,) if chart_widget is None else (chart_widget, self.text)

    def forget(self) -> None:
        """Blank the text and close the chart's widgets (a closed widget's model leaves the
        page, with every number it held); a new chart is built at the next :meth:`update`.

        >>> from pyramid_explorer.games import new_game
        >>> from pyramid_explorer.ui.adapters import get
        >>> odds = get("ramses-pyramid").make_odds()
        >>> s = new_game("ramses-pyramid", seed=1, players=2)
        >>> odds.update(s, 0, "en"); bool(odds.html())
        True
        >>> odds.forget(); odds.html(), odds.chart_built
        ('', False)
        >>> odds.update(s, 1, "en"); bool(odds.html()), odds.chart_built
        (True, True)
        """
        old = self.figure_widget
        self._chart_again = self._chart_again or self.figure is not None
        self.figure = None
        self.figure_widget = None
        self.current = None
        self._shown = None
        self.text.value = ""
        self.widget.children = (self.text,)
        if old is not None:
            _close_tree(old)

    def update(self, state: GameState, viewer: int | None, lang: str) -> None:
        if self._chart_again:
            self._chart_again = False
            self.build_chart()
        if state.is_terminal():  # the game is decided: say how, instead of an empty chart
            self._show_result(state, lang)
            return
        if self._shown is not None and self._shown[0] == _RESULT:  # going on after an undo
            self.widget.children = self.layout_children(self.figure_widget)
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


def _close_tree(widget: Any) -> None:
    """Close ``widget`` and every widget below it (their models leave the page)."""
    for child in getattr(widget, "children", ()) or ():
        _close_tree(child)
    close = getattr(widget, "close", None)
    if callable(close):
        close()


_RESULT = object()  # what a panel shows once the game is over (instead of odds)
_GAME_OVER = Bilingual("The game is over", "Das Spiel ist vorbei")


def _esc(text: object) -> str:
    return html.escape(str(text))


class Adapter:
    """Default behaviour for any game; subclass per game and register by game id."""

    game_id = ""

    # -- words
    def action_label(self, state: GameState, action: Action, lang: str) -> str:
        """The button label of a legal ``action`` in ``state``: a verb first.

        Only the seat to move sees its own move buttons, so this may name that seat's cards.
        Default: the state's own :meth:`GameState.action_label`.
        """
        return state.action_label(action, lang)

    def describe(self, before: GameState, action: Action, after: GameState, lang: str,
                 viewer: int | None = None) -> str:
        """The log sentence for ``action`` played in ``before`` (``after`` is the result), as
        ``viewer`` may read it: for another seat's move, only what ``viewer`` can know.

        Default: the action's label (right for a game whose moves are all public).
        """
        return self.action_label(before, action, lang)

    def explain(self, state: GameState, viewer: int | None = None) -> list[RuleClause]:
        """The rule clauses behind the last step, for the rule panel, as ``viewer`` may see
        them (a clause that would reveal a hidden card is left out of a player's view).

        Default: every clause of :meth:`GameState.explain_last`.
        """
        return state.explain_last()

    def explain_step(self, before: GameState, action: Action, after: GameState,
                     viewer: int | None, lang: str) -> str | None:
        """One sentence saying what the step did *with what is on the table* ("Your 3 3 3
        meet Grand Gallery's X X X"), shown in the Why panel above the rule clauses.

        As ``viewer`` may know it: in a player's view never a card that player cannot see.
        ``None``: nothing to add to the rule clauses (the default).
        """
        return None

    def result_text(self, state: GameState, lang: str) -> str:
        """The result of a finished game in words ("" while it goes on); public information.

        Default: each seat with its return, best first.
        """
        if not state.is_terminal():
            return ""
        returns = state.returns()
        order = sorted(range(len(returns)), key=lambda i: -returns[i])
        return ", ".join(f"{seat_name(i, lang)}: {returns[i]:g}" for i in order)

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

    def make_odds(self, chart: bool = True, *,
                  solver_on_request: bool = False) -> OddsPanel | None:
        """The odds panel of this game (``None``: no odds panel).

        ``chart=False``: the panel shows its text only (a shared table's public page) until
        its :meth:`OddsPanel.build_chart` is called. ``solver_on_request=True``: a value that
        needs the compiled whole-game solver though nobody asked (Dice Pyramid's referee's
        upper bound) waits for its button (a dashboard's explorer: a kernel whose learner
        never asks never loads the solver).
        """
        return None

    def move_tooltip(self, state: GameState, action: Action, viewer: int | None,
                     lang: str) -> str | None:
        """Extra words for the tooltip of ``action``'s button (e.g. the chance to win after
        it), as ``viewer`` may know them; ``None``: the label alone."""
        return None

    def set_move_tooltips(self, state: GameState, viewer: int | None, lang: str,
                          buttons: Sequence[Any], odds: OddsPanel | None = None) -> None:
        """Set each move button's tooltip (``button.pe_action`` is its move): its label plus
        :meth:`move_tooltip`. A game whose tooltips need a background computation (``odds``
        may run it) sets them again when it is done."""
        for button in buttons:
            tip = self.move_tooltip(state, button.pe_action, viewer, lang)
            button.tooltip = f"{button.description} — {tip}" if tip else button.description
