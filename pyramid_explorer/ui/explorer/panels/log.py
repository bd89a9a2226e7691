"""The log panel: one button per step (a click jumps there, ``commands.jump``) and the
first-uses filter (``commands.show_first_uses``).

>>> from pyramid_explorer.ui.model.frame import LogSlice
>>> calls = []
>>> class Recorder:
...     def __getattr__(self, name):
...         return lambda *args: calls.append((name, *args))
>>> panel = LogPanel(Recorder())
>>> panel.update(LogSlice(((0, "0. Start", "#000"),), 0)); panel.list.texts()
['0. Start']
>>> panel.list.buttons[0].click(); panel.first_only.value = True; calls
[('jump', 0), ('show_first_uses', True)]
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import ipywidgets as w

from ...common.panel import Panel
from ...model.frame import LogSlice
from ..pools import LogList
from .labels import Labels, boxed

if TYPE_CHECKING:
    from ..commands import Commands


class LogPanel(Panel[LogSlice]):
    def __init__(self, commands: Commands) -> None:
        super().__init__()
        self._labels = Labels()
        self.list = LogList(commands.jump)
        self.first_only = w.Checkbox(value=False, indent=False, layout=w.Layout(width="auto"))
        self._labels.add(self.first_only, "description", "first_uses")
        self._labels.add(self.first_only, "tooltip", "first_uses_tip")
        self.first_only.observe(lambda change: commands.show_first_uses(bool(change["new"])),
                                "value")  # (the filter: issue 12)
        self.box = boxed(w.VBox([self._labels.html("log_panel"),
                                 self._labels.html("log_hint", False), self.first_only,
                                 self.list.box]), "pe-panel", "pe-log-box")

    def relabel(self, lang: str) -> None:
        self._labels.write(lang)

    def show(self, part: LogSlice) -> None:
        self.list.update(part.entries, part.current)


__all__ = ["LogPanel"]
