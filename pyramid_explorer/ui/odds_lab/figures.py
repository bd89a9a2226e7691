"""The Odds Lab's charts: the chance by re-rolls (with and without relics), the advisor's options.

>>> from pyramid_explorer.ui.odds_lab import compute
>>> fig = odds_figure(compute("X X X"), [])
>>> fig.layout.title.text
'Chance to make X X X'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import plotly.graph_objects as go

from ...engine.text import counted
from ...games.dice_pyramid.actions import CARD, RELIC_NUMBER
from ..common.format import percent
from .texts import odds_lab_text

if TYPE_CHECKING:
    from .lab import OddsResult

MAX_OPTIONS = 8
NO_RELIC_COLOUR = "#0072B2"
RELIC_COLOUR = "#D55E00"


def relic_ability(name: str, lang: str = "en") -> str:
    """What relic ``name`` does, in ``lang`` (the card's text, in our words).

    >>> relic_ability("Jackal's Fang")
    'Roll three dice of your choice again.'
    >>> relic_ability("Jackal's Fang", "de")
    'Drei Würfel deiner Wahl noch einmal werfen.'
    """
    number = RELIC_NUMBER.get(name)
    return CARD[number].relic_text.get(lang) if number is not None else ""


def odds_figure(r: OddsResult, relics: Sequence[str], lang: str = "en") -> go.Figure:
    """Bars: the chance of a fresh turn for 0, 1, 2 re-rolls, without and with the relics.

    >>> from pyramid_explorer.ui.odds_lab import compute
    >>> fig = odds_figure(compute("X X X"), [])
    >>> [round(p, 3) for p in fig.data[0].y]
    [0.213, 0.541, 0.743]
    """
    x = ["0", "1", "2"]
    traces = [go.Bar(x=x, y=list(r.by_rerolls), name=odds_lab_text("no_relic", lang),
                     marker_color=NO_RELIC_COLOUR,
                     text=[percent(p) for p in r.by_rerolls], textposition="outside")]
    if relics:
        traces.append(go.Bar(x=x, y=list(r.by_rerolls_relics),
                             name=odds_lab_text("with_relics", lang,
                                     relics=counted(len(relics), "relic", lang, dative=True)),
                             marker_color=RELIC_COLOUR, marker_pattern_shape="/",
                             text=[percent(p) for p in r.by_rerolls_relics],
                             textposition="outside"))
    fig = go.Figure(traces)
    fig.update_layout(template="none", title=odds_lab_text("chart_title", lang, c=r.name), height=360,
                      barmode="group",
                      margin={"l": 60, "r": 20, "t": 50, "b": 50}, font={"size": 15},
                      xaxis={"title": odds_lab_text("chart_x", lang), "type": "category"},
                      yaxis={"title": odds_lab_text("chart_y", lang), "range": [0, 1.12],
                             "tickformat": ".0%", "gridcolor": "#dddddd"},
                      legend={"orientation": "h", "y": 1.0, "x": 1, "xanchor": "right",
                              "yanchor": "bottom"}, showlegend=True)
    return fig


def options_figure(r: OddsResult, lang: str = "en") -> go.Figure:
    """The advisor's best options for the dice on the table, best first (the shared chart of
    :mod:`pyramid_explorer.ui.charts`)."""
    from ..charts.figures import keep_figure, keep_rows

    rows = keep_rows(r.roll, r.notation, rerolls_left=r.rerolls, options=r.options,
                     top=MAX_OPTIONS, lang=lang)
    return keep_figure(r.roll, r.notation, rerolls_left=r.rerolls, rows=rows, lang=lang)
