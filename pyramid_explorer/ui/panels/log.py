"""The log panel: what happened, step by step.

Given commands that offer ``jump`` (the explorer's), it shows one button per step (a click
jumps there) and the first-uses filter (``commands.show_first_uses``); given commands that do
not (a shared table's page, which only follows), it shows the newest steps as text, and no
button is built that could answer a click.

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
>>> text = LogPanel(object(), title=lambda lang: "Moves so far", newest=1)
>>> text.update(LogSlice(((0, "0. Start", "#000"), (1, "1. P1: Go", "#D55E00")), 1))
>>> text.list is None, text.html.value
(True, '<b>Moves so far</b><div style="color:#D55E00">1. P1: Go</div>')
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ipywidgets as w

from ..common.html import esc
from ..common.labels import Labels, boxed
from ..common.panel import Panel
from ..common.pools import LogList
from ..model.frame import LogSlice


def log_html(entries: Any, title: str) -> str:
    """The log as text: a bold title, then each ``(step, sentence, colour)`` in its seat's
    colour.

    >>> log_html([(1, "1. P1: Go <on>", "#000")], "Log")
    '<b>Log</b><div style="color:#000">1. P1: Go &lt;on&gt;</div>'
    """
    return f"<b>{esc(title)}</b>" + "".join(
        f'<div style="color:{colour}">{esc(text)}</div>' for _, text, colour in entries)


class LogPanel(Panel[LogSlice]):
    """:attr:`list` (the step buttons) and :attr:`first_only` with commands that jump;
    else :attr:`html`, the ``newest`` steps under ``title(lang)``."""

    def __init__(self, commands: Any, *, title: Callable[[str], str] | None = None,
                 newest: int = 12) -> None:
        super().__init__()
        self._labels = Labels()
        self._title = title
        self._newest = newest
        jump = getattr(commands, "jump", None)
        self.list: LogList | None = None
        self.first_only: w.Checkbox | None = None
        self.html: w.HTML | None = None
        if callable(jump):
            self.list = LogList(jump)
            self.first_only = w.Checkbox(value=False, indent=False,
                                         layout=w.Layout(width="auto"))
            self._labels.add(self.first_only, "description", "first_uses")
            self._labels.add(self.first_only, "tooltip", "first_uses_tip")
            self.first_only.observe(  # (the filter: issue 12)
                lambda change: commands.show_first_uses(bool(change["new"])), "value")
            self.box: w.Widget = boxed(w.VBox([self._labels.html("log_panel"),
                                               self._labels.html("log_hint", False),
                                               self.first_only, self.list.box]),
                                       "pe-panel", "pe-log-box")
        else:
            self.html = w.HTML()
            self.box = self.html

    def relabel(self, lang: str) -> None:
        self._labels.write(lang)

    def show(self, part: LogSlice) -> None:
        if self.list is not None:
            self.list.update(part.entries, part.current)
        elif self.html is not None:
            title = self._title(part.lang) if self._title is not None else ""
            self.html.value = log_html(part.entries[-self._newest:], title)


__all__ = ["LogPanel", "log_html"]
