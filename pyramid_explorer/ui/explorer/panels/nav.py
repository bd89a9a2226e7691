"""The step buttons: Undo, Step ▶ (named for what it does), Redo, Autoplay, Stop.

>>> import ipywidgets as w
>>> from pyramid_explorer.ui.model.frame import NavSlice
>>> keys = ("undo", "step", "redo", "autoplay", "stop")
>>> panel = NavPanel({k: w.Button() for k in keys})
>>> panel.update(NavSlice(False, False, True, "Roll ▶", "Step", True, False))
>>> panel.buttons["step"].description, panel.buttons["undo"].disabled
('Roll ▶', True)
"""

from __future__ import annotations

import ipywidgets as w

from ...model.frame import NavSlice


class NavPanel:
    def __init__(self, buttons: dict[str, w.Button]) -> None:
        self.buttons = buttons
        self._shown: NavSlice | None = None

    def update(self, nav: NavSlice) -> None:
        if nav == self._shown:
            return
        b = self.buttons
        b["undo"].disabled = not nav.undo_enabled
        b["redo"].disabled = not nav.redo_enabled
        b["step"].disabled = not nav.step_enabled
        b["step"].description = nav.step_label
        b["step"].tooltip = nav.step_tooltip
        b["autoplay"].disabled = not nav.autoplay_enabled
        b["stop"].disabled = not nav.stop_enabled
        self._shown = nav

    def forget(self) -> None:
        self._shown = None


__all__ = ["NavPanel"]
