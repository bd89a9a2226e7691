"""The CSS classes the browser code (``ui/common/js/``) selects: named once, here.

Python puts these classes on widgets (``add_class``) or into HTML (``class="…"``); the page
bridge's JavaScript finds the page's parts by them. A class renamed on one side only would break
the page silently, in a classroom. So every ``pe-…`` class the JavaScript mentions is listed here,
and ``tests/test_browser_code.py`` checks both ways: each class the JavaScript selects is in
:data:`SELECTED` (and each one here is still selected), and the dashboard's and a seat page's
widgets, as Python builds them, carry every one of them.

The JavaScript also relies on classes of the libraries that draw the widgets (ipywidgets, its
slider, plotly): those are listed in :data:`LIBRARY_CLASSES`, and the same test finds each in the
installed libraries' own browser code, so an upgrade that renames one fails there too.

>>> MOVES, BTN_STEP in SELECTED
('pe-moves', True)
>>> sorted(SELECTED) == sorted(set(SELECTED))
True
"""

from __future__ import annotations

# the dashboard (ui/dashboard/app.py)
DASHBOARD = "pe-dashboard"
"""The whole dashboard: its page bridge's explorer (keys count while focus is inside it, in
JupyterLab)."""
DASHBOARD_HEADER = "pe-dashboard-header"
"""The title row: a ``banner`` landmark."""
DASHBOARD_TABS = "pe-dashboard-tabs"
"""The tab widget: the ``main`` landmark."""
TAB = "pe-tab"
"""One tab's content: where focus is kept and restored."""
TAB_PREFIX = "pe-tab-"
"""``pe-tab-<id>``: which tab (a phone keeps each tab's table scroll apart)."""

# the explorer (ui/explorer/)
ROOT = "pe-root"
"""An explorer (also where focus is kept outside the dashboard)."""
SIDE = "pe-side"
"""The column beside the table; its moves and Why panel scroll inside it."""
NAV = "pe-nav"
"""The step row."""
BTN_STEP = "pe-btn-step"
"""Step ▶ (``pe-btn-<key>`` of :mod:`..explorer.panels.labels`)."""
MOVES = "pe-moves"
"""The moves panel."""
MOVE_PAD = "pe-move-pad"
"""The move buttons of a position."""
COMPOSER = "pe-composer"
"""A game's own way to put a move together (menus, Play)."""
RULE_PANEL = "pe-rule-panel"
"""The Why panel."""
ANNOUNCE = "pe-announce"
"""The live region read after each step."""
LOG = "pe-log"
"""The game's log (scrolls inside)."""
CURTAIN = "pe-curtain"
"""Pass-and-play's curtain: a modal dialog while it shows."""
CURTAIN_TITLE = "pe-curtain-title"
"""The curtain's title: the dialog's name."""
BTN_READY = "pe-btn-ready"
"""The curtain's Ready button: focused when it opens."""

# the games' drawings (games/phone.py)
TABLE_FIGURE = "pe-table-figure"
"""A table drawing's figure: scrolls sideways on a phone."""

# a shared table's seat page (ui/tables/page.py)
SEAT_PAGE = "pe-seat-page"
"""A seat's own page: where focus is kept and restored."""

SELECTED = (DASHBOARD, DASHBOARD_HEADER, DASHBOARD_TABS, TAB, TAB_PREFIX, ROOT, SIDE, NAV,
            BTN_STEP, MOVES, MOVE_PAD, COMPOSER, RULE_PANEL, ANNOUNCE, LOG, CURTAIN,
            CURTAIN_TITLE, BTN_READY, TABLE_FIGURE, SEAT_PAGE)
"""Every class Python sets and the browser code selects (``TAB_PREFIX`` is a prefix)."""

FOCUS_NOTE = "pe-focus-note"
"""The focus note the browser code itself adds to the live region ("Focus: End turn.")."""
DIALOG_TITLE_ID = "pe-dialog-title-"
"""The id the browser code gives a curtain's title (a prefix: ``pe-dialog-title-1``)."""
WRITTEN_BY_BROWSER = (FOCUS_NOTE, DIALOG_TITLE_ID)
"""The ``pe-`` names the browser code writes itself (no Python sets them)."""

LIBRARY_CLASSES: dict[str, tuple[str, ...]] = {
    "ipywidgets": ("jupyter-widgets", "widget-inline-hbox", "widget-box", "widget-label",
                   "widget-html", "widget-html-content", "widget-slider", "widget-toggle-button",
                   "mod-active"),
    "nouislider": ("noUi-target",),
    "plotly": ("js-plotly-plot", "main-svg", "gtitle"),
}
"""The classes of the widget libraries the browser code selects, by the library that sets them."""

__all__ = [name for name in list(globals()) if name.isupper()]
