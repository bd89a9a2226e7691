"""Keeping plotly ``FigureWidget``s right in the browser: responsive width, synced state.

>>> import plotly.graph_objects as go
>>> fig = go.FigureWidget(go.Figure(go.Bar(x=[1], y=[2])))
>>> responsive(fig); fig.layout.width is None
True
>>> with fig.batch_update():
...     fig.data[0].y = [5]
>>> sync_figure(fig); fig._widget_data[0]["y"]
[5]
"""

from __future__ import annotations

import contextlib
from typing import Any


def chance_widget(fig: Any, *, height: int = 300, top: int = 40, y_max: float = 1.0,
                  **layout: Any) -> Any:
    """The odds panels' chart look on ``fig`` (a ``go.Figure``), as a responsive
    ``FigureWidget``: 15 px text, white plot, chances on the y axis from 0 to ``y_max``.

    >>> import plotly.graph_objects as go
    >>> w = chance_widget(go.Figure(go.Bar(x=["a"], y=[0.5])), y_max=0.75)
    >>> w.layout.yaxis.range, w.layout.font.size, w.layout.width
    ((0, 0.75), 15, None)
    """
    import plotly.graph_objects as go

    fig.update_layout(height=height, autosize=True, font={"size": 15}, plot_bgcolor="#ffffff",
                      margin={"l": 10, "r": 16, "t": top, "b": 10},
                      **({"showlegend": False} | layout))
    fig.update_yaxes(range=[0, y_max], tickformat=".0%", gridcolor="#dddddd")
    figure = go.FigureWidget(fig)
    responsive(figure)
    return figure


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
    """A copy of nested dicts and lists (faster than ``copy.deepcopy`` for plotly data).

    >>> _plain({"a": (1, [2])})
    {'a': [1, [2]]}
    """
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value
