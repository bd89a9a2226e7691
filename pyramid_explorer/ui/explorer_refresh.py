"""Bringing the explorer's panels up to date after every change (state, line, view, language).

:func:`refresh` is what the explorer runs after each step: the table with its status line,
the Why panel, the timeline and menus, the moves, the odds, the log and the save link.

>>> from pyramid_explorer.ui.explorer import Explorer
>>> ex = Explorer("dice-pyramid", seed=7)
>>> ex.step(); log_sentence(ex, ex.session.log(range(1, 2))[0]).startswith("⚄: ")
True
True
"""

from __future__ import annotations

import base64
import logging
from typing import TYPE_CHECKING, Any

from ..engine import CHANCE, GameState
from . import extra_controls, why
from .explorer_layout import HIDDEN, REFEREE
from .explorer_moves import sync_buttons, update_moves
from .i18n import t
from .panels import esc, status_html
from .pools import log_window
from .theme import seat_colour, seat_name

if TYPE_CHECKING:
    import ipywidgets as w

    from .explorer import Explorer

log = logging.getLogger(__name__)
LOG_CACHE_MAX = 20_000  # log sentences kept (with their states) before the cache is emptied


def refresh(ex: Explorer) -> None:
    """The state, the line, the view or the language changed: bring every panel up to date."""
    ex.problem = None
    s = ex.session
    state = s.state
    lang = ex.lang
    to_move = state.current_player()
    # state panel
    ex._state_panel.value = (
        status_html(s.position, s.length, to_move, lang, result_text(ex))
        + render_state(ex, state))
    # rule panel
    ex._rule_panel.value = rule_text(ex, state)
    # timeline, branches, view, seats
    with ex._quiet():
        ex._timeline.max = max(s.length, 1)
        ex._timeline.value = s.position
        ex._timeline.disabled = s.length == 0
        ex._branches.options = [(branch_name(ex, i), i) for i in range(len(s.branches))]
        ex._branches.value = s.active
        ex._view.value = REFEREE if s.view is None else s.view
        for dd, choice in zip(ex._seat_widgets, s.seats, strict=False):
            dd.value = choice
    ex._timeline_label.value = f"<b>{s.position}/{s.length}</b>"
    # moves
    update_moves(ex, state, to_move)
    # odds
    odds = ex.odds
    if odds is not None:
        try:
            odds.update(state, s.view, lang)
            ex._odds_note.value = ""
        except Exception as exc:  # noqa: BLE001 - the other panels must still update
            log.exception("odds update failed")
            ex._odds_note.value = esc(t("odds_failed", lang, message=exc))
    else:
        ex._odds_note.value = esc(t("no_odds", lang))
    ex._odds_outer.layout.display = None if odds is not None else HIDDEN
    has_advice = (odds is not None and odds.has_advisor and to_move >= 0
                  and not ex._hidden_turn(to_move))
    ex._advisor_button.layout.display = None if has_advice else HIDDEN
    # log, save link, buttons
    update_log(ex)
    update_save_link(ex)
    sync_buttons(ex)


def branch_name(ex: Explorer, index: int) -> str:
    """The timeline menu's name for line ``index``: the main line, or a branch and its step."""
    b = ex.session.branches[index]
    if b.number == 0:
        return t("main_line", ex.lang)
    return t("branch_name", ex.lang, n=b.number, step=b.from_step)


def render_state(ex: Explorer, state: GameState) -> str:
    """The game's own drawing; its observation as text if the drawing fails."""
    try:
        return state.render_html(ex.session.view, ex.lang)
    except Exception:  # noqa: BLE001 - show the position anyway
        log.exception("render_html failed")
        return GameState.render_html(state, ex.session.view, ex.lang)


def update_log(ex: Explorer) -> None:
    s = ex.session
    lang = ex.lang
    window = log_window(s.length, s.position)
    if ex._first_only.value:  # the steps where a rule applies for the first time: all
        # of them, however long the line (a game meets each rule once; a few dozen steps)
        window = range(0, s.length + 1)
        wanted = why.refresh_first_uses(ex, s, ex.adapter).steps()
        log = [e for k in wanted for e in s.log(range(k, k + 1))]
    else:
        log = s.log(window)
    entries = [(0, t("log_start", lang), "#000000")] if window.start == 0 else []
    cache = ex._log_cache
    if len(cache) > LOG_CACHE_MAX:
        cache.clear()
    for e in log:
        key = (id(e.after), lang, s.view, tuple(s.seats))
        hit = cache.get(key)
        if hit is not None and hit[0] is e.after:
            text = hit[1]
        else:
            text = f"{e.step}. {log_sentence(ex, e)}"
            reason = why.bot_reason(s, e, lang)
            if reason:
                text += f" — {reason}"
            cache[key] = (e.after, text)
        entries.append((e.step, text, seat_colour(e.seat)))
    ex._log.update(entries, s.position)


def update_save_link(ex: Explorer) -> None:
    extra_controls.changed(ex)
    s = ex.session
    last = s.timeline.states()[-1]
    key = (s.active, last, s.position, len(s.branches), ex.lang, tuple(s.seats), s.view)
    if ex._save_key is not None and key[0] == ex._save_key[0] and \
            key[1] is ex._save_key[1] and key[2:] == ex._save_key[2:]:
        return
    ex._save_key = key
    if ex._player_view():
        # a save holds the whole game (seed and hands): it is the referee's, not a player's
        ex._save_link.value = (f'<span class="pe-save-note">'
                                 f"{esc(t('save_referee_only', ex.lang))}</span>")
        return
    data = base64.b64encode(s.save_json().encode("utf-8")).decode("ascii")
    name = f"{s.game_id}-seed{s.seed}-step{s.position}.json"
    ex._save_link.value = (
        f'<a download="{esc(name)}" href="data:application/json;base64,{data}" '
        f'style="font-size:16px;font-weight:600;padding:8px 12px;border:1px solid #0072B2;'
        f'border-radius:4px;text-decoration:none;color:#0072B2;display:inline-block">'
        f"⬇ {esc(t('save', ex.lang))}</a>")


def rule_text(ex: Explorer, state: GameState) -> str:
    """The Why panel: what the step did on the table, the bot's reason, the clauses."""
    lang = ex.lang
    s = ex.session
    if s.position == 0:
        return f"<div>{esc(t('rule_start', lang))}</div>"
    adapter = ex.adapter
    clauses = adapter.explain(state, s.view)
    entry = s.log(range(s.position, s.position + 1))[0]
    heading = t("rule_for_step", lang, step=state.step, action=log_sentence(ex, entry))
    new = why.refresh_first_uses(ex, s, adapter).new_at(s.position)
    chance = why.chance_line(entry.before, entry.action, lang) if entry.seat == CHANCE else None
    step_text = adapter.explain_step(entry.before, entry.action, entry.after, s.view, lang)
    return why.why_html(heading, clauses, lang, step_text=step_text, chance=chance,
                        bot=why.bot_reason(s, entry, lang), new=new)


def log_sentence(ex: Explorer, entry: Any) -> str:
    """``P1: Draw 2`` for a log entry, as the current view may read it."""
    lang = ex.lang
    who = seat_name(entry.seat, lang) if entry.seat >= 0 else "⚄"
    text = ex.adapter.describe(entry.before, entry.action, entry.after, lang,
                                 viewer=ex.session.view)
    return f"{who}: {text}"


def result_text(ex: Explorer) -> str:
    """The result in words once the game is over ("" before): the adapter's sentence."""
    state = ex.state
    if not state.is_terminal():
        return ""
    return f"{t('result', ex.lang)}: {ex.adapter.result_text(state, ex.lang)}"


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
