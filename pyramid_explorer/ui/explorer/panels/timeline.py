"""The timeline: the slider over the line's steps, "step/length", and the menu of lines.

Writing the widgets must not trigger their own callbacks (a jump): the panel writes them
inside the explorer's ``quiet`` context.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import Any

import ipywidgets as w

from ...model.frame import TimelineSlice


class TimelinePanel:
    def __init__(self, slider: w.IntSlider, label: w.HTML, branches: w.Dropdown,
                 quiet: Callable[[], contextlib.AbstractContextManager[Any]]) -> None:
        self.slider = slider
        self.label = label
        self.branches = branches
        self._quiet = quiet
        self._shown: TimelineSlice | None = None

    def update(self, tl: TimelineSlice) -> None:
        if tl == self._shown:
            return
        with self._quiet():
            self.slider.max = max(tl.length, 1)
            self.slider.value = tl.position
            self.slider.disabled = tl.length == 0
            self.branches.options = list(tl.branches)
            self.branches.value = tl.active
        self.label.value = tl.label_html
        self._shown = tl

    def forget(self) -> None:
        self._shown = None


__all__ = ["TimelinePanel"]
