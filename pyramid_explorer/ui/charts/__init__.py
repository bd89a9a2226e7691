"""Every plotly figure of the package and its style (odds, keeps, rooms, simulations).
"""

from .figures import (
    CHOSEN_COLOUR,
    DIST_COLOUR,
    MAX_OUTCOMES,
    OPTION_COLOUR,
    REROLL_COLOURS,
    DistRow,
    KeepRow,
    RoomOddsRow,
    as_table,
    die_distribution_figure,
    die_distribution_rows,
    keep_figure,
    keep_rows,
    percent,
    resolve_target,
    room_odds_figure,
    room_odds_rows,
    update_figure_widget,
)

__all__ = [
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
]
