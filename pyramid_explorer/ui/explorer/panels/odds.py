"""The odds panel: the game's live odds widget (charts), a note when they fail, and the
advisor's "Play the suggestion" button (``commands.play_advisor``).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import ipywidgets as w

from ...common.html import esc
from ...common.i18n import t
from ...common.labels import Labels, boxed
from ...common.panel import Panel
from ...model.frame import OddsSlice

if TYPE_CHECKING:
    from ..commands import Commands

log = logging.getLogger(__name__)
HIDDEN = "none"


class OddsPanel(Panel[OddsSlice]):
    def __init__(self, commands: Commands) -> None:
        super().__init__()
        self._labels = Labels()
        self.note = w.HTML()
        self.box = w.VBox(layout=w.Layout(width="100%"))  # holds the game's odds widget
        self.advisor = self._labels.button("advisor_play", commands.play_advisor, "primary")
        self.buttons = {"advisor_play": self.advisor}
        self.outer = boxed(w.VBox([self._labels.html("odds_panel"), self.note, self.box,
                                   self.advisor]), "pe-panel", "pe-odds-panel")
        self._odds: Any = None
        self._holds_numbers = False  # whether the odds widget shows a seat's numbers now

    def relabel(self, lang: str) -> None:
        self._labels.write(lang)

    def show_game(self, odds: Any) -> None:
        """A new game: its odds panel (or none); its widget goes in the box."""
        self._odds = odds
        self._holds_numbers = False
        self.box.children = (odds.widget,) if odds is not None and odds.widget else ()
        self.forget()

    def show(self, part: OddsSlice) -> None:
        lang = part.lang
        odds = self._odds
        if odds is not None and not part.shown:
            # put away (behind pass and play's curtain): nothing is computed for anyone, the
            # widget leaves the page, and nothing of the last seat's numbers stays in any
            # widget's state (the browser keeps a hidden widget's state) until shown again
            if self.box.children or self._holds_numbers:
                odds.forget()
                self._holds_numbers = False
            self.box.children = ()
        elif odds is not None:
            if odds.widget and not self.box.children:
                self.box.children = (odds.widget,)
            try:
                self._holds_numbers = True
                odds.update(part.state, part.viewer, lang)
                self.note.value = ""
            except Exception as exc:  # noqa: BLE001 - the other panels must still update
                log.exception("odds update failed")
                self.note.value = esc(t("odds_failed", lang, message=exc))
        else:
            self.note.value = esc(t("no_odds", lang))
        self.outer.layout.display = None if part.shown else HIDDEN
        self.advisor.layout.display = None if part.advisor_shown else HIDDEN


__all__ = ["OddsPanel"]
