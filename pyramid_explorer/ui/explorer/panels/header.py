"""The explorer's title row with its EN/DE switch (``commands.set_language``).

>>> calls = []
>>> class Recorder:
...     def __getattr__(self, name):
...         return lambda *args: calls.append((name, *args))
>>> header = HeaderPanel(Recorder())
>>> header.relabel("en"); header.language.value = "de"; calls
[('set_language', 'de')]
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import ipywidgets as w

from ...common.labels import Labels
from ...common.panel import HIDDEN

if TYPE_CHECKING:
    from ..commands import Commands



class HeaderPanel:
    """:attr:`box` holds the title and :attr:`language`; ``shown=False`` hides it (a
    dashboard has its own header)."""

    def __init__(self, commands: Commands, *, shown: bool = True) -> None:
        self._commands = commands
        self._labels = Labels()
        self.language = w.ToggleButtons(options=[("EN", "en"), ("DE", "de")], value="en",
                                        style={"button_width": "52px"})
        self.box = w.HBox([self._labels.html("title"), self.language],
                          layout=w.Layout(justify_content="space-between",
                                          flex_flow="row wrap", width="100%",
                                          display=None if shown else HIDDEN))
        self.box.add_class("pe-explorer-header")
        self._lang = "en"
        self.language.observe(self._on_language, "value")

    def relabel(self, lang: str) -> None:
        self._labels.write(lang)
        self._lang = lang
        if self.language.value != lang:
            self.language.value = lang  # (equal to the language shown: no command)

    def hide(self) -> None:
        self.box.layout.display = HIDDEN

    def _on_language(self, change: dict[str, Any]) -> None:
        if change["new"] != self._lang:
            self._commands.set_language(change["new"])


__all__ = ["HeaderPanel"]
