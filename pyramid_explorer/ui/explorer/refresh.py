"""Bringing the explorer's panels up to date after every change (state, line, view, language).

:func:`refresh` is what the explorer runs after each command: it builds one
:class:`~pyramid_explorer.ui.model.frame.Frame` (:func:`~pyramid_explorer.ui.model.frame.make_frame`,
no widgets) and writes each panel from its slice, skipping the slices that did not change
since the last frame.

>>> from pyramid_explorer.ui.explorer import Explorer
>>> ex = Explorer("dice-pyramid", seed=7)
>>> ex.step(); ex.frame.timeline.position, ex.log_texts[-1].startswith("1. ⚄: ")
True
(1, True)
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from ..model import frame as frames
from ..model.frame import Flags
from . import extras as extra_controls

if TYPE_CHECKING:
    import ipywidgets as w

    from .explorer import Explorer

log = logging.getLogger(__name__)


def flags(ex: Explorer) -> Flags:
    """The explorer's switches the frame needs (autoplay, the log filter, the odds panel)."""
    odds = ex.odds
    composer = ex.composer
    return Flags(playing=bool(ex._play.playing), first_uses_only=bool(ex._first_only.value),
                 has_odds=odds is not None, has_advisor=odds is not None and odds.has_advisor,
                 covered=composer.covers if composer is not None else None)


def refresh(ex: Explorer) -> None:
    """The state, the line, the view or the language changed: one frame, every panel from it
    (each panel skips a slice equal to the one it shows)."""
    ex.problem = None
    frame = frames.make_frame(ex.session, ex.adapter, flags(ex), ex._frame_cache)
    last, ex._frame = ex._frame, frame
    p = ex.panels
    if last is None:  # a new game or language: write everything again
        for panel in (p.table, p.why, p.nav, p.timeline, p.seats, p.moves, p.save, p.curtain):
            panel.forget()
    p.curtain.show_setting(ex.session.pass_and_play)
    p.curtain.update(frame.curtain)
    # after the curtain, which puts the seed away in pass and play but shows it when off
    p.settings.keep_seed_private(frame.extras.referee_only or ex.session.pass_and_play)
    p.table.update(frame.table)
    p.why.update(frame.why)
    p.timeline.update(frame.timeline)
    p.seats.update(frame.seats)
    p.moves.update(frame.moves, frame.lang)
    p.odds.update(frame.odds, frame.lang)
    p.log.update(frame.log)
    extra_controls.changed(ex)
    p.save.update(frame.save)
    write_nav(ex, frame.nav)
    for listener in list(ex._listeners):
        listener(ex)


def write_nav(ex: Explorer, nav: frames.NavSlice) -> None:
    """The step buttons, and "Play as" showing the seat played by hand."""
    ex.panels.nav.update(nav)
    ex.panels.seats.show_play_as(frames.play_as_value(ex.session))


def sync_buttons(ex: Explorer) -> None:
    """Autoplay started or stopped: only the step buttons change."""
    write_nav(ex, frames.nav_slice(ex.session, bool(ex._play.playing)))


def update_log(ex: Explorer) -> None:
    """The log filter changed: only the log."""
    entries = frames.log_slice(ex.session, ex.adapter, bool(ex._first_only.value),
                               ex._frame_cache)
    ex.panels.log.update(entries)


def result_text(ex: Explorer) -> str:
    """The result in words once the game is over ("" before): the adapter's sentence."""
    return frames.result_text(ex.session, ex.adapter)


class PanelReadouts:
    """Mixin of :class:`~pyramid_explorer.ui.explorer.Explorer`: what its panels show now, for
    tests and scripts (:func:`refresh` writes them)."""

    @property
    def state_html(self) -> str:
        return self.panels.table.html.value

    @property
    def rule_html(self) -> str:
        return self.panels.why.html.value

    @property
    def log_texts(self) -> list[str]:
        return self.panels.log.list.texts()

    @property
    def move_labels(self) -> list[str]:
        """The move buttons (and chooser entries) on offer now."""
        return self.panels.moves.pad.labels()

    def move_buttons(self) -> list[w.Button]:
        return self.panels.moves.pad.visible_buttons()

    @property
    def save_link_html(self) -> str:
        return self.panels.save.html.value
