"""The log panel: one button per step (a click jumps there) and the first-uses filter.

>>> import ipywidgets as w
>>> from pyramid_explorer.ui.explorer.pools import LogList
>>> from pyramid_explorer.ui.model.frame import LogSlice
>>> panel = LogPanel(LogList(print), w.Checkbox())
>>> panel.update(LogSlice(((0, "0. Start", "#000"),), 0)); panel.list.texts()
['0. Start']
"""

from __future__ import annotations

import ipywidgets as w

from ...model.frame import LogSlice
from ..pools import LogList


class LogPanel:
    def __init__(self, entries: LogList, first_only: w.Checkbox) -> None:
        self.list = entries
        self.first_only = first_only
        self._shown: LogSlice | None = None

    def update(self, part: LogSlice) -> None:
        if part == self._shown:
            return
        self.list.update(part.entries, part.current)
        self._shown = part


__all__ = ["LogPanel"]
