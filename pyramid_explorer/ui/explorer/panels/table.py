"""The panels that show one HTML text each: the table, the Why panel, and the save link with
its Load button (a chosen file is loaded, ``commands.load_json``).

>>> from pyramid_explorer.ui.model.frame import TableSlice, WhySlice
>>> panel = TablePanel(); panel.update(TableSlice("<b>step 1</b>")); panel.html.value
'<b>step 1</b>'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import ipywidgets as w

from ...common.html import esc
from ...model.frame import SaveSlice, TableSlice, WhySlice
from .labels import Labels, boxed, row

if TYPE_CHECKING:
    from ..commands import Commands


class _HtmlPanel:
    """One HTML widget written from a slice with an ``html`` field."""

    def __init__(self) -> None:
        self._labels = Labels()
        self.html = w.HTML(layout=w.Layout(width="100%"))
        self._shown: Any = None

    def relabel(self, lang: str) -> None:
        self._labels.write(lang)

    def update(self, part: Any) -> None:
        if part == self._shown:
            return
        self.html.value = part.html
        self._shown = part

    def forget(self) -> None:
        """Write the next slice even if it equals the last one (something else was shown)."""
        self._shown = None


class TablePanel(_HtmlPanel):
    """The status line and the game's drawing, under the panel's title."""

    def __init__(self) -> None:
        super().__init__()
        self.title = self._labels.html("state_panel")
        self.title.add_class("pe-state-title")
        self.box = boxed(w.VBox([self.title, self.html]), "pe-panel", "pe-state")

    def update(self, part: TableSlice) -> None:  # (typed for the reader)
        super().update(part)


class WhyPanel(_HtmlPanel):
    """What the step did and the rules behind it; a problem takes its place until the next
    frame (:meth:`show_problem`).

    :attr:`announce` is a visually hidden polite live region (role=status, set by the page
    bridge): after each step it gets the panel's first sentence, which a screen reader reads.

    >>> panel = WhyPanel()
    >>> panel.update(WhySlice("<div>Step 1: P1: Roll</div>", "Step 1: P1: Roll"))
    >>> panel.announce.value
    'Step 1: P1: Roll'
    """

    def __init__(self) -> None:
        super().__init__()
        self.announce = boxed(w.HTML(), "pe-announce")
        self.box = boxed(w.VBox([self._labels.html("rule_panel"), self.html]),
                         "pe-panel", "pe-rule-panel")

    def update(self, part: WhySlice) -> None:
        changed = part != self._shown
        super().update(part)
        if changed:
            self.announce.value = esc(part.announce)

    def show_problem(self, html: str) -> None:
        self.html.value = html
        self.forget()


class SavePanel(_HtmlPanel):
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

    def update(self, part: SaveSlice) -> None:
        super().update(part)

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
