"""The timeline: the slider over the line's steps, "step/length", the menu of lines and the
Branch button. Moving the slider jumps (``commands.jump``); choosing a line switches to it.

Writing the widgets from a slice never calls back (the panel is quiet meanwhile).

>>> from pyramid_explorer.ui.model.frame import TimelineSlice
>>> calls = []
>>> class Recorder:
...     def __getattr__(self, name):
...         return lambda *args: calls.append((name, *args))
>>> panel = TimelinePanel(Recorder())
>>> panel.update(TimelineSlice(2, 5, "<b>2/5</b>", (("main", 0),), 0)); calls
[]
>>> panel.slider.value = 4; calls
[('jump', 4)]
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import ipywidgets as w

from ...common.labels import Labels, row
from ...common.panel import Panel
from ...model.frame import TimelineSlice

if TYPE_CHECKING:
    from ..commands import Commands


class TimelinePanel(Panel[TimelineSlice]):
    def __init__(self, commands: Commands) -> None:
        super().__init__()
        self._commands = commands
        self._labels = Labels()
        self.slider = w.IntSlider(min=0, max=0, value=0, continuous_update=True, readout=False,
                                  layout=w.Layout(width="100%", min_width="160px",
                                                  flex="1 1 auto"))
        self.label = w.HTML()
        self.branches = w.Dropdown(layout=w.Layout(width="auto", min_width="180px"))
        self.buttons = {"branch": self._labels.button("branch", commands.branch)}
        self.row = w.HBox([self._labels.html("timeline"), self.slider, self.label],
                          layout=w.Layout(align_items="center", width="100%"))
        self.branch_row = row(self.buttons["branch"], self._labels.html("branches"),
                              self.branches)
        self._quiet = False
        self.slider.observe(self._on_slider, "value")
        self.branches.observe(self._on_branch, "value")

    def relabel(self, lang: str) -> None:
        self._labels.write(lang)

    def show(self, tl: TimelineSlice) -> None:
        self._quiet = True
        try:
            self.slider.max = max(tl.length, 1)
            self.slider.value = tl.position
            self.slider.disabled = tl.length == 0
            self.branches.options = list(tl.branches)
            self.branches.value = tl.active
        finally:
            self._quiet = False
        self.label.value = tl.label_html

    def _on_slider(self, change: dict[str, Any]) -> None:
        shown = self._shown.position if self._shown is not None else None
        if not self._quiet and change["new"] != shown:
            self._commands.jump(int(change["new"]))

    def _on_branch(self, change: dict[str, Any]) -> None:
        shown = self._shown.active if self._shown is not None else None
        if not self._quiet and change["new"] is not None and change["new"] != shown:
            self._commands.switch_branch(int(change["new"]))


__all__ = ["TimelinePanel"]
