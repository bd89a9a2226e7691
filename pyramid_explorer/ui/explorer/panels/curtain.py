"""Pass and play: the switch, and the curtain that hides the table between two players.

The panel owns the "Pass and play" checkbox and the curtain (a title in the waiting seat's
colour, a prompt and a Ready button). While the curtain is up it puts away the rows it was
given to cover (the table and the next action, the settings and odds, the log); while pass
and play is on it also puts away the controls that would show everything (the referee's view,
the seed). Its widget events become one command each (``set_pass_and_play``, ``reveal``).

>>> import ipywidgets as w
>>> from pyramid_explorer.ui.model.curtain import CurtainSlice
>>> calls = []
>>> class Recorder:
...     def __getattr__(self, name):
...         return lambda *args: calls.append((name, *args))
>>> table = w.VBox(); seed = w.IntText()
>>> panel = CurtainPanel(Recorder(), covered=(table,), private=(seed,))
>>> panel.update(CurtainSlice(True, True, 1, "#D55E00", "Hand the laptop to P2 ■",
...                           "P2 ■, press Ready when only you are looking.", "Ready — I am P2 ■"))
>>> panel.box.layout.display, table.layout.display, seed.layout.display, panel.ready.description
(None, 'none', 'none', 'Ready — I am P2 ■')
>>> panel.ready.click(); panel.toggle.value = True; calls
[('reveal',), ('set_pass_and_play', True)]
>>> panel.update(CurtainSlice(False, False)); panel.box.layout.display, table.layout.display
('none', None)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import ipywidgets as w

from ...common.html import esc
from ...common.panel import HIDDEN, Panel
from ...model.curtain import CurtainSlice
from ...model.texts import layout_text

if TYPE_CHECKING:
    from ..commands import Commands



class CurtainPanel(Panel[CurtainSlice]):
    """The "Pass and play" checkbox (:attr:`toggle`) and the curtain (:attr:`box`)."""

    def __init__(self, commands: Commands, *, covered: Sequence[w.Widget] = (),
                 private: Sequence[w.Widget] = ()) -> None:
        super().__init__()
        self.toggle = w.Checkbox(value=False, indent=False, layout=w.Layout(width="auto"))
        self.toggle.add_class("pe-pass-and-play")
        self.title = w.HTML()
        self.prompt = w.HTML()
        self.ready = w.Button(button_style="primary",
                              layout=w.Layout(width="auto", min_height="44px"))
        self.ready.add_class("pe-btn-ready")
        self.box = w.VBox([self.title, self.prompt, self.ready],
                          layout=w.Layout(display=HIDDEN, width="100%", padding="24px",
                                          align_items="center"))
        self.box.add_class("pe-curtain")
        self._covered = tuple(covered)
        self._private = tuple(private)
        self._quiet = False
        self._commands = commands
        self.toggle.observe(self._on_toggle, "value")
        self.ready.on_click(lambda _b: commands.reveal())

    def cover(self, *widgets: w.Widget) -> None:
        """Also put ``widgets`` away while the curtain is up (rows made after the panel)."""
        self._covered += widgets
        self.forget()

    def _on_toggle(self, change: dict[str, Any]) -> None:
        if not self._quiet:
            self._commands.set_pass_and_play(bool(change["new"]))

    def relabel(self, lang: str) -> None:
        """The checkbox in ``lang`` (the curtain's own words come with each slice)."""
        self.toggle.description = layout_text("pass_and_play", lang)
        self.toggle.tooltip = layout_text("pass_and_play_tip", lang)

    def show(self, curtain: CurtainSlice) -> None:
        if self.toggle.value != curtain.switch:  # (the checkbox, without calling back)
            self._quiet = True
            try:
                self.toggle.value = curtain.switch
            finally:
                self._quiet = False
        if curtain.shown:
            self.title.value = (f'<div class="pe-curtain-title" style="color:{curtain.colour};'
                                f'font-size:28px;font-weight:700">{esc(curtain.title)}</div>')
            self.prompt.value = f'<div style="font-size:18px">{esc(curtain.prompt)}</div>'
            self.ready.description = curtain.button
        else:
            self.title.value = self.prompt.value = ""
        self.box.layout.display = None if curtain.shown else HIDDEN
        for widget in self._covered:
            widget.layout.display = HIDDEN if curtain.shown else None
        for widget in self._private:
            widget.layout.display = HIDDEN if curtain.private else None


__all__ = ["CurtainPanel"]
