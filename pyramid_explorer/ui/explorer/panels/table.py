"""The panels that show one HTML text each: the table, the Why panel, and the save link with
its Load button (a chosen file is loaded, ``commands.load_json``).

>>> from pyramid_explorer.ui.model.frame import TableSlice, WhySlice
>>> panel = TablePanel(); panel.update(TableSlice("<b>step 1</b>")); panel.html.value
'<b>step 1</b>'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeVar

import ipywidgets as w

from ...common.html import esc
from ...common.panel import Panel
from ...model.frame import SaveSlice, TableSlice, WhySlice
from .labels import Labels, boxed, row

if TYPE_CHECKING:
    from ..commands import Commands

S = TypeVar("S", TableSlice, WhySlice, SaveSlice)


class _HtmlPanel(Panel[S]):
    """One HTML widget written from a slice with an ``html`` field."""

    def __init__(self) -> None:
        super().__init__()
        self._labels = Labels()
        self.html = w.HTML(layout=w.Layout(width="100%"))

    def relabel(self, lang: str) -> None:
        self._labels.write(lang)

    def show(self, part: S) -> None:
        self.html.value = part.html  # type: ignore[attr-defined]


class TablePanel(_HtmlPanel[TableSlice]):
    """The status line and the game's drawing, under the panel's title."""

    def __init__(self) -> None:
        super().__init__()
        self.title = self._labels.html("state_panel")
        self.title.add_class("pe-state-title")
        self.box = boxed(w.VBox([self.title, self.html]), "pe-panel", "pe-state")


class WhyPanel(_HtmlPanel[WhySlice]):
    """What the step did and the rules behind it; a problem (the slice's ``problem_html``)
    takes its place until the next change.

    :attr:`announce` is a visually hidden polite live region (role=status, set by the page
    bridge): after each step it gets the panel's first sentence, which a screen reader reads.

    >>> panel = WhyPanel()
    >>> panel.update(WhySlice("<div>Step 1: P1: Roll</div>", "Step 1: P1: Roll"))
    >>> panel.announce.value
    'Step 1: P1: Roll'
    >>> panel.update(WhySlice("<div>Step 1: P1: Roll</div>", "Step 1: P1: Roll", "<b>No.</b>"))
    >>> panel.html.value, panel.announce.value
    ('<b>No.</b>', 'Step 1: P1: Roll')
    """

    def __init__(self) -> None:
        super().__init__()
        self.announce = boxed(w.HTML(), "pe-announce")
        self.box = boxed(w.VBox([self._labels.html("rule_panel"), self.html]),
                         "pe-panel", "pe-rule-panel")

    def show(self, part: WhySlice) -> None:
        self.html.value = part.problem_html or part.html
        self.announce.value = esc(part.announce)


class SavePanel(_HtmlPanel[SaveSlice]):
    """The save link (a player's view of hidden cards: why there is none) and Load."""

    def __init__(self, commands: Commands) -> None:
        super().__init__()
        self._commands = commands
        self.html.layout = w.Layout()
        self.html.add_class("pe-save")
        self.upload = w.FileUpload(accept=".json,application/json", multiple=False)
        self.upload.add_class("pe-load")
        self._labels.add(self.upload, "description", "load")
        self._labels.add(self.upload, "tooltip", "load_tooltip")
        self.upload.observe(self._on_upload, "value")
        self.row = row(self.html, self.upload)
        self._quiet = False

    def _on_upload(self, change: dict[str, Any]) -> None:
        files = change["new"]
        if self._quiet or not files:
            return
        data = bytes(files[0]["content"])
        self._quiet = True
        try:
            self.upload.value = ()  # the same file may be chosen again
        finally:
            self._quiet = False
        self._commands.load_json(data)


__all__ = ["SavePanel", "TablePanel", "WhyPanel"]
