"""Plotly figures in a notebook or a Voila page: small, offline, the same everywhere.

A figure is shown as plotly's mime bundle (drawn by the plotly extension, nothing from a CDN)
or, under Voila, as a ``FigureWidget`` (see :func:`display_figure` for why).

>>> import plotly.graph_objects as go
>>> sorted(figure_bundle(go.Figure(layout={"title": "t"})))
['application/vnd.plotly.v1+json', 'text/plain']
"""

from __future__ import annotations

import ipywidgets as widgets
import plotly.graph_objects as go

from ..common.host import in_voila


def show_figure(output: widgets.Output, figure: go.Figure) -> None:
    """Draw ``figure`` in ``output`` as a plotly mime bundle (no CDN, no 5 MB widget)."""
    output.outputs = ({"output_type": "display_data", "data": figure_bundle(figure),
                       "metadata": {}},)


def figure_bundle(figure: go.Figure) -> dict[str, object]:
    """``figure`` as a plotly mime bundle: drawn by the plotly extension, nothing from a CDN."""
    return {"application/vnd.plotly.v1+json": figure.to_plotly_json(),
            "text/plain": f"<plotly chart: {figure.layout.title.text}>"}


def display_figure(figure: go.Figure) -> None:
    """Show ``figure`` in a notebook as a mime bundle (small, offline, same in Voila and Lab).

    Under Voila the chart is a ``FigureWidget`` instead: Voila draws a notebook's own outputs
    with a read-only model, and plotly's mime renderer, which stores a PNG copy of the chart in
    that model after drawing it, fails there (``r.setData is not a function``); the widget also
    uses the plotly code the page has already loaded for the explorers' charts, not a second
    5 MB copy.
    """
    from IPython.display import display

    from ..common.plotly_assets import use_served_plotly

    if in_voila():
        use_served_plotly()
        display(go.FigureWidget(figure))
    else:
        display(figure_bundle(figure), raw=True)
