"""The tabbed dashboard: a tab per game, the Odds Lab, Simulate; its links and start.

>>> from pyramid_explorer.ui.dashboard import Dashboard
>>> Dashboard.__name__
'Dashboard'
"""

from .app import (
    CSS,
    DEFAULT_SEED,
    ODDS_LAB,
    SIMULATE,
    TEXTS,
    TOOL_TABS,
    Dashboard,
    dashboard_text,
    fast_start,
    game_intro_html,
)

__all__ = [
    "CSS",
    "DEFAULT_SEED",
    "ODDS_LAB",
    "SIMULATE",
    "TEXTS",
    "TOOL_TABS",
    "Dashboard",
    "fast_start",
    "game_intro_html",
    "dashboard_text",
]
