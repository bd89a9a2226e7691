"""Every text a widget tree puts in the page: for tests that nothing hidden is shown.

:func:`widget_texts` walks a widget and its children and returns each text a browser receives
for it, shown or not (a hidden widget's text is still in the page): HTML and text values,
labels, tooltips, placeholders, option labels, accordion titles, and for a plotly figure its
whole data and layout (titles, axis labels, every trace's values). Plotly's random trace ids
are left out, so two figures showing the same numbers give the same text.

>>> import ipywidgets as w
>>> box = w.VBox([w.HTML("<b>Hi</b>"), w.Button(description="Go", tooltip="Go on"),
...               w.Dropdown(options=[("One", 1), ("Two", 2)])])
>>> widget_texts(box)
['VBox', 'HTML: <b>Hi</b>', 'Button.description: Go', 'Button.tooltip: Go on', 'Dropdown.options: One | Two', 'Dropdown: 1']
"""

from __future__ import annotations

import json
from typing import Any

TEXT_TRAITS = ("description", "tooltip", "placeholder", "title")


def widget_texts(root: Any) -> list[str]:
    """The texts of ``root`` and of every widget below it, in tree order (see module doc)."""
    out: list[str] = []
    _collect(root, out, set())
    return out


def _collect(widget: Any, out: list[str], seen: set[int]) -> None:
    if id(widget) in seen:
        return
    seen.add(id(widget))
    kind = type(widget).__name__
    if hasattr(widget, "_data") and hasattr(widget, "_layout_obj"):  # a plotly FigureWidget
        out.append(f"{kind}: {_figure_json(widget)}")
        return
    own = _own_texts(widget, kind)
    out.extend(own or [kind])
    for title in getattr(widget, "titles", ()) or ():
        out.append(f"{kind}.titles: {title}")
    for child in getattr(widget, "children", ()) or ():
        _collect(child, out, seen)


def _own_texts(widget: Any, kind: str) -> list[str]:
    """The texts of ``widget`` itself (not of its children)."""
    out = []
    for trait in TEXT_TRAITS:
        value = getattr(widget, trait, None)
        if isinstance(value, str) and value.strip("\u200b "):  # (HTML's default placeholder)
            out.append(f"{kind}.{trait}: {value}")
    tips = getattr(widget, "tooltips", None)
    if tips:
        out.append(f"{kind}.tooltips: {' | '.join(map(str, tips))}")
    labels = getattr(widget, "_options_labels", None)
    if labels:
        out.append(f"{kind}.options: {' | '.join(map(str, labels))}")
    value = getattr(widget, "value", None)
    if value not in ("", None, ()) and not isinstance(value, bytes | memoryview):
        out.append(f"{kind}: {value}")
    return out


def _figure_json(figure: Any) -> str:
    data = figure.to_dict()
    for trace in data.get("data", ()):
        trace.pop("uid", None)
    return json.dumps(data, sort_keys=True, default=str)
