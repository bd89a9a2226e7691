"""The moves: the title (whose move, or why it is secret), the chance inputs, the game's
composer, and the grouped move buttons (:class:`~..pools.ActionPad`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ipywidgets as w

from ...model.frame import MovesSlice
from ..pools import ActionPad

HIDDEN = "none"


class MovesPanel:
    """``composer`` and ``tooltips`` are asked at each update: the game (and so its composer
    and its tooltips) may change between frames."""

    def __init__(self, title: w.HTML, chance_box: w.Box, outcome_box: w.Box, pad: ActionPad,
                 composer: Callable[[], Any],
                 tooltips: Callable[[MovesSlice, str, list[w.Button]], None]) -> None:
        self.title = title
        self.chance_box = chance_box
        self.outcome_box = outcome_box
        self.pad = pad
        self._composer = composer
        self._tooltips = tooltips
        self._shown: tuple[MovesSlice, str] | None = None

    def update(self, m: MovesSlice, lang: str) -> None:
        if (m, lang) == self._shown:
            return
        self.chance_box.layout.display = None if m.chance_shown else HIDDEN
        self.outcome_box.layout.display = None if m.outcome_editor_shown else HIDDEN
        self.title.value = m.title_html
        composer = self._composer()
        if composer is not None:
            composer.update(m.state, m.to_move, lang, m.composer_enabled)
            composer.widget.layout.display = None if m.composer_enabled else HIDDEN
        self.pad.update(m.groups, m.play_label)
        if m.composer_enabled:  # a move this view may see: the game's tooltips (odds)
            self._tooltips(m, lang, self.pad.visible_buttons())
        self._shown = (m, lang)

    def forget(self) -> None:
        self._shown = None


__all__ = ["MovesPanel"]
