"""The odds panel's frame: the game's live odds widget (made by its adapter), a note when
there are none or they failed, and the advisor's Play button.

The game's odds widget computes for the state and view it is given (it keeps its own cache);
this panel shows or hides the frame around it and never lets a failure reach the other panels.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import ipywidgets as w

from ...common.html import esc
from ...common.i18n import t
from ...model.frame import OddsSlice

log = logging.getLogger(__name__)
HIDDEN = "none"


class OddsPanel:
    def __init__(self, outer: w.Box, note: w.HTML, box: w.Box, advisor: w.Button,
                 odds: Callable[[], Any]) -> None:
        self.outer = outer
        self.note = note
        self.box = box  # holds the game's odds widget
        self.advisor = advisor
        self._odds = odds

    def show_game(self, odds: Any) -> None:
        """A new game: its odds widget (or none) goes in the box."""
        self.box.children = (odds.widget,) if odds is not None and odds.widget else ()

    def update(self, part: OddsSlice, lang: str) -> None:
        odds = self._odds()
        if odds is not None and not part.shown:
            # put away (behind pass and play's curtain): nothing is computed for anyone, and
            # the widget leaves the page until it is shown again
            self.box.children = ()
        elif odds is not None:
            if odds.widget and not self.box.children:
                self.box.children = (odds.widget,)
            try:
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
