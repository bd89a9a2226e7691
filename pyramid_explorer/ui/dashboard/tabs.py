"""The dashboard's tabs: the ids of its tool tabs (the game tabs are named by their game ids),
and what a tab's content offers the dashboard (:class:`Tab`, :class:`GameTab`).

>>> TOOL_TABS
('odds-lab', 'simulate')

A builder may return any of them, or a plain widget (as tests do), which :func:`as_tab` makes a
tab without texts to switch:

>>> import ipywidgets as widgets
>>> label = widgets.HTML("odds-lab:en")
>>> tab = as_tab(label)
>>> tab.widget is label, isinstance(tab, GameTab)
(True, False)
>>> tab.set_language("de"); label.value               # nothing to translate
'odds-lab:en'
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol, runtime_checkable

import ipywidgets as widgets

ODDS_LAB = "odds-lab"
SIMULATE = "simulate"
TOOL_TABS = (ODDS_LAB, SIMULATE)


@runtime_checkable
class Tab(Protocol):
    """What every tab's content offers: the widget the tab shows, and its language.

    The Odds Lab (:class:`~pyramid_explorer.ui.odds_lab.OddsLab`), the Simulate tab
    (:class:`~pyramid_explorer.ui.simulate.tab.SimulateTab`) and every game's explorer are
    tabs."""

    widget: widgets.Widget

    def set_language(self, lang: str) -> None:
        """Switch every text of the tab to ``lang`` ("en" or "de")."""


@runtime_checkable
class GameTab(Tab, Protocol):
    """A game's tab (the :class:`~pyramid_explorer.ui.explorer.Explorer`): its game session
    (a shared table can be opened from it), its changes (the intro folds away at the first),
    a presentation toggle for the tab bar (``None``: none), share links and keys."""

    session: Any
    presentation_toggle: widgets.Widget | None

    def on_change(self, listener: Callable[[Any], None]) -> Callable[[], None]:
        """Call ``listener(tab)`` after every change; returns what removes it again."""

    def share_fragment(self) -> str:
        """The address fragment of what the tab shows (a share link)."""

    def open_link(self, fragment: str) -> bool:
        """Show what a share link's ``fragment`` names; False when it opened nothing."""

    def press(self, key: str) -> None:
        """A key pressed on the page (the explorer's keyboard shortcuts)."""


class WidgetTab:
    """A plain widget as a tab (a builder's, e.g. in tests): there are no texts to switch."""

    def __init__(self, widget: widgets.Widget) -> None:
        self.widget = widget

    def set_language(self, lang: str) -> None:
        """A plain widget keeps its texts."""


def as_tab(content: Any) -> Tab:
    """``content`` as a :class:`Tab`: itself when it is one, else a :class:`WidgetTab`."""
    return content if isinstance(content, Tab) else WidgetTab(content)


__all__ = ["ODDS_LAB", "SIMULATE", "TOOL_TABS", "GameTab", "Tab", "WidgetTab", "as_tab"]
