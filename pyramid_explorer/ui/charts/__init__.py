"""The package's charts: the plotly figures of the Odds Lab and the Simulate tab (odds, keeps,
rooms, simulations) and their style, and the explorer's light HTML bar charts (:mod:`.bars`).

The plotly names below load plotly the first time one is used, so a module that needs only
:mod:`.bars` (every game's odds panel) never pays for plotly.

>>> import pyramid_explorer.ui.charts as charts
>>> callable(charts.keep_figure), "keep_figure" in charts.__all__
(True, True)
"""

from __future__ import annotations

from typing import Any

_FROM_FIGURES = (
    "CHOSEN_COLOUR",
    "DIST_COLOUR",
    "MAX_OUTCOMES",
    "OPTION_COLOUR",
    "REROLL_COLOURS",
    "DistRow",
    "KeepRow",
    "RoomOddsRow",
    "as_table",
    "die_distribution_figure",
    "die_distribution_rows",
    "keep_figure",
    "keep_rows",
    "percent",
    "resolve_target",
    "room_odds_figure",
    "room_odds_rows",
    "update_figure_widget",
)


def __getattr__(name: str) -> Any:
    if name in _FROM_FIGURES:
        from . import figures

        return getattr(figures, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = list(_FROM_FIGURES)
