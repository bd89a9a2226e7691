"""The static words of a panel: its labels and buttons, written again in another language.

>>> labels = Labels()
>>> clicked = []
>>> b = labels.button("undo", lambda: clicked.append("undo"))
>>> h = labels.html("seed")
>>> labels.write("de"); b.description, h.value, "pe-btn-undo" in b._dom_classes
('◀ Zurück', '<b>Startwert</b>', True)
>>> b.click(); clicked
['undo']
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ipywidgets as w

from .html import esc
from .i18n import t


class Labels:
    """Widgets whose text is an i18n key of :mod:`...common.i18n` (``t``)."""

    def __init__(self) -> None:
        self._items: list[tuple[w.Widget, str, str]] = []  # (widget, attribute, i18n key)

    def add(self, widget: w.Widget, attribute: str, key: str) -> w.Widget:
        """Write ``t(key)`` to ``widget.attribute`` (``"value_b"``: bold HTML)."""
        self._items.append((widget, attribute, key))
        return widget

    def html(self, key: str, bold: bool = True) -> w.HTML:
        return self.add(w.HTML(), "value_b" if bold else "value", key)

    def button(self, key: str, handler: Callable[[], Any], style: str = "",
               width: str = "auto") -> w.Button:
        """A button labelled ``t(key)``, with the CSS class ``pe-btn-<key>`` (stable selectors
        for tests and benchmarks); a click calls ``handler()``."""
        b = w.Button(button_style=style, layout=w.Layout(width=width, min_height="38px"))
        b.on_click(lambda _b: handler())
        b.add_class(f"pe-btn-{key}")
        return self.add(b, "description", key)

    def write(self, lang: str) -> None:
        for widget, attribute, key in self._items:
            text = t(key, lang)
            if attribute == "value_b":
                widget.value = f"<b>{esc(text)}</b>"
            else:
                setattr(widget, attribute, text)


def row(*children: w.Widget, classes: tuple[str, ...] = (), **layout: str) -> w.HBox:
    """A wrapping row of ``children``, centred vertically (with CSS ``classes``)."""
    box = w.HBox(list(children), layout=w.Layout(flex_flow="row wrap", align_items="center",
                                                 **layout))
    for cls in classes:
        box.add_class(cls)
    return box


def boxed(widget: w.Box, *classes: str) -> w.Box:
    for cls in classes:
        widget.add_class(cls)
    return widget


__all__ = ["Labels", "boxed", "row"]
