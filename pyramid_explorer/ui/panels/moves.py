"""The moves: the title (whose move, or why it is secret), the chance inputs (the dice a
teacher sets), the game's composer, and the grouped move buttons
(:class:`~..common.pools.ActionPad`).

A move button plays its move (``commands.apply``); "Set" resolves a chance step with the typed
outcome (``commands.set_outcome``). Commands that offer only ``apply`` (a shared table's page)
get the move buttons alone: no title, no chance inputs, no composer are built.

>>> from pyramid_explorer.engine import Action
>>> played = []
>>> class Moves:
...     apply = played.append
>>> panel = MovesPanel(Moves())
>>> panel.box is panel.pad.box, panel.buttons, panel.outcome is None
(True, {}, True)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import ipywidgets as w

from ..common.i18n import t
from ..common.labels import Labels, boxed, row
from ..common.panel import HIDDEN, Panel
from ..common.pools import ActionPad
from ..model.frame import MovesSlice

if TYPE_CHECKING:
    from ..explorer.commands import Commands

Tooltips = Callable[[MovesSlice, str, list[w.Button]], None]


class MovesPanel(Panel[MovesSlice]):
    """The game's composer and move tooltips come with :meth:`show_game` (another game has
    its own)."""

    def __init__(self, commands: Commands | Any) -> None:
        super().__init__()
        self._labels = Labels()
        self.pad = ActionPad(commands.apply)
        self.buttons: dict[str, w.Button] = {}
        self.title: w.HTML | None = None
        self.outcome: w.Text | None = None
        self.outcome_box: w.Box | None = None
        self.chance_box: w.Box | None = None
        self.composer_box: w.Box | None = None
        self.box: w.Box = self.pad.box
        if callable(getattr(commands, "set_outcome", None)):  # (the explorer's commands)
            self.title = w.HTML()
            self.title.add_class("pe-moves-title")
            outcome = self.outcome = w.Text(layout=w.Layout(width="150px"))
            roll = self._labels.button("roll", commands.roll)  # Step ▶ rolls: kept for scripts
            roll.layout.display = HIDDEN
            apply = self._labels.button("apply_outcome",
                                        lambda: commands.set_outcome(outcome.value))
            self.buttons = {"roll": roll, "apply_outcome": apply}
            self.outcome_box = row(self._labels.html("set_outcome"), self.outcome, apply)
            self.chance_box = w.VBox([roll, self.outcome_box])
            self.composer_box = w.VBox()
            self.composer_box.add_class("pe-composer")  # the game's own way to make a move
            self.box = boxed(w.VBox([self.title, self.chance_box, self.composer_box,
                                     self.pad.box]), "pe-moves")
        self._composer: Any = None
        self._tooltips: Tooltips | None = None

    def relabel(self, lang: str) -> None:
        self._labels.write(lang)
        if self.outcome is not None:
            self.outcome.placeholder = t("set_outcome_placeholder", lang)

    def show_game(self, composer: Any, tooltips: Tooltips | None) -> None:
        """A new game: its composer (or none) and what sets its move buttons' tooltips."""
        self._composer = composer
        self._tooltips = tooltips
        if self.composer_box is not None:
            self.composer_box.children = (composer.widget,) if composer is not None else ()
        self.forget()

    def show(self, m: MovesSlice) -> None:
        lang = m.lang
        if self.chance_box is not None and self.outcome_box is not None:
            self.chance_box.layout.display = None if m.chance_shown else HIDDEN
            self.outcome_box.layout.display = None if m.outcome_editor_shown else HIDDEN
        if self.title is not None:
            self.title.value = m.title_html
        composer = self._composer
        if composer is not None:
            composer.update(m.state, m.to_move, lang, m.composer_enabled)
            composer.widget.layout.display = None if m.composer_enabled else HIDDEN
        self.pad.update(m.groups, m.play_label)
        if m.composer_enabled and self._tooltips is not None:  # a move this view may see
            self._tooltips(m, lang, self.pad.visible_buttons())


__all__ = ["MovesPanel"]
