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

from ..common.html import esc
from ..common.i18n import t
from ..model import frame as frames
from ..model.frame import Flags, Frame
from . import extras as extra_controls
from .layout import HIDDEN

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
    """The state, the line, the view or the language changed: one frame, every panel from it."""
    ex.problem = None
    frame = frames.make_frame(ex.session, ex.adapter, flags(ex), ex._frame_cache)
    last, ex._frame = ex._frame, frame

    def changed(name: str) -> bool:
        return last is None or getattr(last, name) != getattr(frame, name) or last.lang != frame.lang

    if changed("table"):
        ex._state_panel.value = frame.table.html
    ex._rule_panel.value = frame.why.html  # (always: a problem may have taken the panel)
    if changed("timeline") or changed("seats"):
        write_timeline_and_seats(ex, frame)
    if changed("moves"):
        write_moves(ex, frame)
    write_odds(ex, frame)
    if changed("log"):
        ex._log.update(frame.log.entries, frame.log.current)
    extra_controls.changed(ex)
    if changed("save"):
        ex._save_link.value = frame.save.html
    write_nav(ex, frame.nav)
    for listener in list(ex._listeners):
        listener(ex)


def write_timeline_and_seats(ex: Explorer, frame: Frame) -> None:
    tl = frame.timeline
    with ex._quiet():
        ex._timeline.max = max(tl.length, 1)
        ex._timeline.value = tl.position
        ex._timeline.disabled = tl.length == 0
        ex._branches.options = list(tl.branches)
        ex._branches.value = tl.active
        ex._view.value = frame.seats.view
        for dd, choice in zip(ex._seat_widgets, frame.seats.seats, strict=False):
            dd.value = choice
    ex._timeline_label.value = tl.label_html


def write_moves(ex: Explorer, frame: Frame) -> None:
    """The moves box from its slice: the title, the chance inputs, the composer, the buttons."""
    m = frame.moves
    ex._chance_box.layout.display = None if m.chance_shown else HIDDEN
    ex._outcome_box.layout.display = None if m.outcome_editor_shown else HIDDEN
    ex._moves_title.value = m.title_html
    composer = ex.composer
    if composer is not None:
        composer.update(m.state, m.to_move, frame.lang, m.composer_enabled)
        composer.widget.layout.display = None if m.composer_enabled else HIDDEN
    ex._pad.update(m.groups, m.play_label)
    if m.composer_enabled:
        ex.adapter.set_move_tooltips(m.state, ex.session.view, frame.lang,
                                     ex._pad.visible_buttons(), ex.odds)


def write_odds(ex: Explorer, frame: Frame) -> None:
    odds = ex.odds
    lang = frame.lang
    if odds is not None:
        try:
            odds.update(frame.odds.state, frame.odds.viewer, lang)
            ex._odds_note.value = ""
        except Exception as exc:  # noqa: BLE001 - the other panels must still update
            log.exception("odds update failed")
            ex._odds_note.value = esc(t("odds_failed", lang, message=exc))
    else:
        ex._odds_note.value = esc(t("no_odds", lang))
    ex._odds_outer.layout.display = None if frame.odds.shown else HIDDEN
    ex._advisor_button.layout.display = None if frame.odds.advisor_shown else HIDDEN


def write_nav(ex: Explorer, nav: frames.NavSlice) -> None:
    """The step buttons: what can be done now, Step ▶ named for what it does."""
    b = ex.buttons
    b["undo"].disabled = not nav.undo_enabled
    b["redo"].disabled = not nav.redo_enabled
    b["step"].disabled = not nav.step_enabled
    b["step"].description = nav.step_label
    b["step"].tooltip = nav.step_tooltip
    b["autoplay"].disabled = not nav.autoplay_enabled
    b["stop"].disabled = not nav.stop_enabled
    play_as = frames.play_as_value(ex.session)
    if ex._play_as.value != play_as:
        with ex._quiet():
            ex._play_as.value = play_as


def sync_buttons(ex: Explorer) -> None:
    """Autoplay started or stopped: only the step buttons change."""
    write_nav(ex, frames.nav_slice(ex.session, bool(ex._play.playing)))


def update_log(ex: Explorer) -> None:
    """The log filter changed: only the log."""
    entries = frames.log_slice(ex.session, ex.adapter, bool(ex._first_only.value),
                               ex._frame_cache)
    ex._log.update(entries.entries, entries.current)


def result_text(ex: Explorer) -> str:
    """The result in words once the game is over ("" before): the adapter's sentence."""
    return frames.result_text(ex.session, ex.adapter)


class PanelReadouts:
    """Mixin of :class:`~pyramid_explorer.ui.explorer.Explorer`: what its panels show now, for
    tests and scripts (:func:`refresh` writes them)."""

    @property
    def state_html(self) -> str:
        return self._state_panel.value

    @property
    def rule_html(self) -> str:
        return self._rule_panel.value

    @property
    def log_texts(self) -> list[str]:
        return self._log.texts()

    @property
    def move_labels(self) -> list[str]:
        """The move buttons (and chooser entries) on offer now."""
        return self._pad.labels()

    def move_buttons(self) -> list[w.Button]:
        return self._pad.visible_buttons()

    @property
    def save_link_html(self) -> str:
        return self._save_link.value
