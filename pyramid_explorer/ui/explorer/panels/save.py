"""The save link (a data URL of the line, or why a player's view has none) and its Load
button (a chosen file is loaded, ``commands.load_json``).

>>> from pyramid_explorer.ui.model.frame import SaveSlice
>>> calls = []
>>> class Recorder:
...     def __getattr__(self, name):
...         return lambda *args: calls.append(name)
>>> panel = SavePanel(Recorder()); panel.update(SaveSlice("<a>save</a>")); panel.html.value
'<a>save</a>'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import ipywidgets as w

from ...common.labels import Labels, row
from ...common.panel import Panel
from ...model.frame import SaveSlice

if TYPE_CHECKING:
    from ..commands import Commands


class SavePanel(Panel[SaveSlice]):
    """The save link (a player's view of hidden cards: why there is none) and Load."""

    def __init__(self, commands: Commands) -> None:
        super().__init__()
        self._commands = commands
        self._labels = Labels()
        self.html = w.HTML()
        self.html.add_class("pe-save")
        self.upload = w.FileUpload(accept=".json,application/json", multiple=False)
        self.upload.add_class("pe-load")
        self._labels.add(self.upload, "description", "load")
        self._labels.add(self.upload, "tooltip", "load_tooltip")
        self.upload.observe(self._on_upload, "value")
        self.row = row(self.html, self.upload)
        self._quiet = False

    def relabel(self, lang: str) -> None:
        self._labels.write(lang)

    def show(self, part: SaveSlice) -> None:
        self.html.value = part.html

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


__all__ = ["SavePanel"]
