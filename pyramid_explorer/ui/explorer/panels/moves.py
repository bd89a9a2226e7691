"""The moves: the title (whose move, or why it is secret), the chance inputs (the dice a
teacher sets), the game's composer, and the grouped move buttons (:class:`~..pools.ActionPad`).

A move button plays its move (``commands.apply``); "Set" resolves a chance step with the typed
outcome (``commands.set_outcome``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import ipywidgets as w

from ...common.i18n import t
from ...common.panel import Panel
from ...model.frame import MovesSlice
from ..pools import ActionPad
from .labels import Labels, boxed, row

if TYPE_CHECKING:
    from ..commands import Commands

HIDDEN = "none"
Tooltips = Callable[[MovesSlice, str, list[w.Button]], None]


class MovesPanel(Panel[MovesSlice]):
    """The game's composer and move tooltips come with :meth:`show_game` (another game has
    its own)."""

    def __init__(self, commands: Commands) -> None:
        super().__init__()
        self._labels = Labels()
        self.title = w.HTML()
        self.title.add_class("pe-moves-title")
        self.outcome = w.Text(layout=w.Layout(width="150px"))
        roll = self._labels.button("roll", commands.roll)  # Step ▶ rolls: kept for scripts
        roll.layout.display = HIDDEN
        apply = self._labels.button("apply_outcome",
                                    lambda: commands.set_outcome(self.outcome.value))
        self.buttons = {"roll": roll, "apply_outcome": apply}
        self.outcome_box = row(self._labels.html("set_outcome"), self.outcome, apply)
        self.chance_box = w.VBox([roll, self.outcome_box])
        self.composer_box = w.VBox()
        self.composer_box.add_class("pe-composer")  # the game's own way to put a move together
        self.pad = ActionPad(commands.apply)
        self.box = boxed(w.VBox([self.title, self.chance_box, self.composer_box, self.pad.box]),
                         "pe-moves")
        self._composer: Any = None
        self._tooltips: Tooltips | None = None

    def relabel(self, lang: str) -> None:
        self._labels.write(lang)
        self.outcome.placeholder = t("set_outcome_placeholder", lang)

    def show_game(self, composer: Any, tooltips: Tooltips | None) -> None:
        """A new game: its composer (or none) and what sets its move buttons' tooltips."""
        self._composer = composer
        self._tooltips = tooltips
        self.composer_box.children = (composer.widget,) if composer is not None else ()
        self.forget()

    def show(self, m: MovesSlice) -> None:
        lang = m.lang
        self.chance_box.layout.display = None if m.chance_shown else HIDDEN
        self.outcome_box.layout.display = None if m.outcome_editor_shown else HIDDEN
        self.title.value = m.title_html
        composer = self._composer
        if composer is not None:
            composer.update(m.state, m.to_move, lang, m.composer_enabled)
            composer.widget.layout.display = None if m.composer_enabled else HIDDEN
        self.pad.update(m.groups, m.play_label)
        if m.composer_enabled and self._tooltips is not None:  # a move this view may see
            self._tooltips(m, lang, self.pad.visible_buttons())


__all__ = ["MovesPanel"]
