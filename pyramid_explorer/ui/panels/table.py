"""The panels that show one HTML text each: the table (the status line and the game's drawing)
and the Why panel (what the step did and the rules behind it).

>>> from pyramid_explorer.ui.model.frame import TableSlice, WhySlice
>>> panel = TablePanel(); panel.update(TableSlice("<b>step 1</b>")); panel.html.value
'<b>step 1</b>'
>>> bare = TablePanel(titled=False); bare.box is bare.html     # (a shared table's page)
True
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

import ipywidgets as w

from ..common.html import esc
from ..common.labels import Labels, boxed
from ..common.panel import Panel
from ..model.frame import TableSlice, WhySlice

S = TypeVar("S", TableSlice, WhySlice)


class _HtmlPanel(Panel[S]):
    """One HTML widget (:attr:`html`) written from a slice with an ``html`` field."""

    def __init__(self, *, full_width: bool = True) -> None:
        super().__init__()
        self._labels = Labels()
        self.html = w.HTML(layout=w.Layout(width="100%") if full_width else w.Layout())

    def relabel(self, lang: str) -> None:
        self._labels.write(lang)

    def show(self, part: S) -> None:
        self.html.value = part.html  # type: ignore[attr-defined]


class TablePanel(_HtmlPanel[TableSlice]):
    """The status line and the game's drawing, under the panel's title (``titled=False``:
    the drawing alone, as a shared table's page shows it under its own status line)."""

    def __init__(self, *, titled: bool = True) -> None:
        super().__init__()
        if titled:
            self.title = self._labels.html("state_panel")
            self.title.add_class("pe-state-title")
            self.box: w.Widget = boxed(w.VBox([self.title, self.html]), "pe-panel", "pe-state")
        else:
            self.box = self.html


class WhyPanel(_HtmlPanel[WhySlice]):
    """What the step did and the rules behind it; a problem (the slice's ``problem_html``)
    takes its place until the next change.

    :attr:`announce` is a visually hidden polite live region (role=status, set by the page
    bridge): after each step it gets the panel's first sentence, which a screen reader reads.
    ``titled=False``: the text alone (:attr:`box` is :attr:`html`), headed by
    ``heading(lang)`` in the same text if given (a shared table's page).

    >>> panel = WhyPanel()
    >>> panel.update(WhySlice("<div>Step 1: P1: Roll</div>", "Step 1: P1: Roll"))
    >>> panel.announce.value
    'Step 1: P1: Roll'
    >>> panel.update(WhySlice("<div>Step 1: P1: Roll</div>", "Step 1: P1: Roll", "<b>No.</b>"))
    >>> panel.html.value, panel.announce.value
    ('<b>No.</b>', 'Step 1: P1: Roll')
    """

    def __init__(self, *, titled: bool = True,
                 heading: Callable[[str], str] | None = None) -> None:
        # (untitled, on a shared table's page, its width is the page's CSS's: beside the
        # table on a projector)
        super().__init__(full_width=titled)
        self._heading = heading
        self.announce = boxed(w.HTML(), "pe-announce")
        if titled:
            self.box: w.Widget = boxed(w.VBox([self._labels.html("rule_panel"), self.html]),
                                       "pe-panel", "pe-rule-panel")
        else:
            self.box = self.html

    def show(self, part: WhySlice) -> None:
        head = f"<b>{esc(self._heading(part.lang))}</b>" if self._heading is not None else ""
        self.html.value = head + (part.problem_html or part.html)
        self.announce.value = esc(part.announce)


__all__ = ["TablePanel", "WhyPanel"]
