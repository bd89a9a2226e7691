"""Plotly charts of exact dice odds, each with the same data as a plain table.

Every chart comes as a pair: ``*_rows(...)`` gives the numbers as a list of dataclasses (for
tests, screen readers and the CLI) and ``*_figure(...)`` draws them as a ``go.Figure``.
:func:`update_figure_widget` puts a new figure's data into an existing ``go.FigureWidget`` in
place, so a notebook or the explorer can update a chart live without re-displaying it.

One module per chart, all importable from here: :mod:`.room_odds` (each room's chance by
re-rolls), :mod:`.keep` (the advisor's options), :mod:`.die_distribution` (any
dice's distribution); their shared colours, fonts and words are in :mod:`.style`.

Readable on a projector: fonts of 14 px and more, Okabe–Ito colours (safe for the common
colour-vision deficiencies) plus bar patterns so colour is never the only cue, and the
percentage written on every bar.

>>> [r.percent for r in room_odds_rows(["Grand Gallery"])]
['21.3 %', '54.1 %', '74.3 %']
>>> len(room_odds_figure(["Grand Gallery"], relic="Jackal's Fang").data)
6
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import asdict
from typing import Any

import plotly.graph_objects as go

from ...dice import resolve_target
from ..common.format import percent
from .die_distribution import (
    MAX_OUTCOMES,
    DistRow,
    die_distribution_figure,
    die_distribution_rows,
)
from .keep import KeepRow, keep_figure, keep_rows
from .room_odds import RoomOddsRow, room_odds_figure, room_odds_rows
from .style import CHOSEN_COLOUR, DIST_COLOUR, OPTION_COLOUR, REROLL_COLOURS

# -- tables and live updates ---------------------------------------------------------------

def as_table(rows: Iterable[Any]) -> list[dict[str, Any]]:
    """Rows of any chart as plain dicts, with the percentage text (for tables and JSON).

    >>> as_table(room_odds_rows(["Entrance"], rerolls=(0,)))
    [{'room': 'Entrance', 'notation': '? ? ? ? ?', 'rerolls': 0, 'relic': None, 'probability': 1.0, 'percent': '100 %'}]
    """
    return [{**asdict(r), "percent": r.percent} for r in rows]


def update_figure_widget(widget: go.FigureWidget, figure: go.Figure) -> None:
    """Make ``widget`` show ``figure`` in place (one batched update; traces are updated, added
    or removed as needed), so a chart on screen follows new data without being re-displayed.

    >>> w = go.FigureWidget(room_odds_figure(["Entrance"], rerolls=(0,)))
    >>> update_figure_widget(w, room_odds_figure(["Grand Gallery"], rerolls=(0, 1)))
    >>> [t.name for t in w.data], list(w.data[1].text)
    (['0 re-rolls', '1 re-roll'], ['54.1 %'])
    """
    new = figure.to_dict()
    with widget.batch_update():
        if len(widget.data) != len(new["data"]) or any(
                old.type != tr.get("type", "scatter") for old, tr in zip(widget.data, new["data"],
                                                                         strict=False)):
            widget.data = ()
            widget.add_traces(list(figure.data))
        else:
            for old, tr in zip(widget.data, new["data"], strict=True):
                old.update(tr, overwrite=True)
        widget.layout.update(new.get("layout", {}), overwrite=True)
    try:  # keep the synced copy right for views shown later (see ui.adapters.plotly_sync)
        from .plotly_sync import sync_figure
    except ImportError:  # pragma: no cover - the explorer's helpers are optional here
        return
    sync_figure(widget)


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
