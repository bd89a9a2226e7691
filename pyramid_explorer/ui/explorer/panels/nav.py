"""The step buttons: Undo, Step ▶ (named for what it does), Redo, Autoplay, Stop.

>>> from pyramid_explorer.ui.model.frame import NavSlice
>>> calls = []
>>> class Recorder:
...     def __getattr__(self, name):
...         return lambda *args: calls.append(name)
>>> panel = NavPanel(Recorder())
>>> panel.update(NavSlice(False, False, True, "Roll ▶", "Step", True, False))
>>> panel.buttons["step"].description, panel.buttons["undo"].disabled
('Roll ▶', True)
>>> panel.buttons["step"].click(); calls
['step']
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import ipywidgets as w

from ...common.labels import Labels, row
from ...common.panel import Panel
from ...model.frame import NavSlice

if TYPE_CHECKING:
    from ..commands import Commands


class NavPanel(Panel[NavSlice]):
    """``extra`` widgets follow the buttons in the row (the standalone Presentation toggle)."""

    def __init__(self, commands: Commands, extra: Sequence[w.Widget] = ()) -> None:
        super().__init__()
        self._labels = Labels()
        button = self._labels.button
        self.buttons = {"undo": button("undo", commands.undo),
                        "step": button("step", commands.step, "primary"),
                        "redo": button("redo", commands.redo),
                        "autoplay": button("autoplay", commands.autoplay),
                        "stop": button("stop", commands.stop)}
        self.box = row(*self.buttons.values(), *extra, classes=("pe-nav",))

    def relabel(self, lang: str) -> None:
        self._labels.write(lang)
        self.forget()  # (the step button's label comes with the slice)

    def show(self, nav: NavSlice) -> None:
        b = self.buttons
        b["undo"].disabled = not nav.undo_enabled
        b["redo"].disabled = not nav.redo_enabled
        b["step"].disabled = not nav.step_enabled
        b["step"].description = nav.step_label
        b["step"].tooltip = nav.step_tooltip
        b["autoplay"].disabled = not nav.autoplay_enabled
        b["stop"].disabled = not nav.stop_enabled


__all__ = ["NavPanel"]
