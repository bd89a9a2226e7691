"""The panels that show one HTML text each: the table, the Why panel, the save link.

>>> import ipywidgets as w
>>> from pyramid_explorer.ui.model.frame import TableSlice, WhySlice
>>> panel = TablePanel(w.HTML()); panel.update(TableSlice("<b>step 1</b>")); panel.html.value
'<b>step 1</b>'
"""

from __future__ import annotations

from typing import Any

import ipywidgets as w

from ...common.html import esc
from ...model.frame import SaveSlice, TableSlice, WhySlice


class _HtmlPanel:
    """One HTML widget written from a slice with an ``html`` field."""

    def __init__(self, html: w.HTML) -> None:
        self.html = html
        self._shown: Any = None

    def update(self, part: Any) -> None:
        if part == self._shown:
            return
        self.html.value = part.html
        self._shown = part

    def forget(self) -> None:
        """Write the next slice even if it equals the last one (something else was shown)."""
        self._shown = None


class TablePanel(_HtmlPanel):
    """The status line and the game's drawing."""

    def update(self, part: TableSlice) -> None:  # (typed for the reader)
        super().update(part)


class WhyPanel(_HtmlPanel):
    """What the step did and the rules behind it; a problem takes its place until the next
    frame (:meth:`show_problem`).

    ``announce`` (optional) is a visually hidden polite live region: after each step it gets the
    panel's first sentence, which a screen reader then reads out.

    >>> panel = WhyPanel(w.HTML(), w.HTML())
    >>> panel.update(WhySlice("<div>Step 1: P1: Roll</div>", "Step 1: P1: Roll"))
    >>> panel.announce.value
    'Step 1: P1: Roll'
    """

    def __init__(self, html: w.HTML, announce: w.HTML | None = None) -> None:
        super().__init__(html)
        self.announce = announce

    def update(self, part: WhySlice) -> None:
        changed = part != self._shown
        super().update(part)
        if changed and self.announce is not None:
            self.announce.value = esc(part.announce)

    def show_problem(self, html: str) -> None:
        self.html.value = html
        self.forget()


class SavePanel(_HtmlPanel):
    """The save link (a player's view of hidden cards: why there is none)."""

    def update(self, part: SaveSlice) -> None:
        super().update(part)


__all__ = ["SavePanel", "TablePanel", "WhyPanel"]
