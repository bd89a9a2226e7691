"""The explorer's next-action area: the move buttons and the step buttons' state.

:func:`update_moves` fills the moves box for the seat to move (grouped move buttons, a chooser
of outcomes at a small chance step, or a note when another player's choice is secret);
:func:`sync_buttons` enables what can be done now and names Step ▶ for what it does.

>>> from pyramid_explorer.ui.explorer import Explorer
>>> ex = Explorer("dice-pyramid", seed=7)
>>> ex.buttons["step"].description, ex.buttons["undo"].disabled
('Roll ▶', True)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine import CHANCE, TERMINAL, Action, GameState
from .explorer_layout import HIDDEN, play_as_value
from .i18n import bot_label, t
from .layout_texts import tr
from .panels import esc
from .session import HUMAN
from .theme import seat_colour, seat_name

if TYPE_CHECKING:
    from .explorer import Explorer

MAX_LISTED_OUTCOMES = 60  # chance steps with at most this many outcomes offer a chooser


def update_moves(ex: Explorer, state: GameState, to_move: int) -> None:
    """The moves box for ``to_move`` at ``state`` (a player, chance or the end)."""
    s = ex.session
    lang = ex.lang
    adapter = ex.adapter
    ex._chance_box.layout.display = None if to_move == CHANCE else HIDDEN
    ex._outcome_box.layout.display = None if adapter.outcome_editor() else HIDDEN
    composer = ex.composer
    if to_move < 0:
        title = t("chance_step", lang) if to_move == CHANCE else t("game_over", lang)
        ex._moves_title.value = f"<b>── {esc(title)} ──</b>"
        if composer is not None:
            composer.update(state, to_move, lang, False)
            composer.widget.layout.display = HIDDEN
        groups = []
        if to_move == CHANCE and not adapter.outcome_editor():
            # any game with few outcomes (a special die, a small draw): let a teacher choose
            outcomes = state.legal_actions()
            if len(outcomes) <= MAX_LISTED_OUTCOMES:
                groups = [(esc(t("choose_outcome", lang)),
                           [(adapter.action_label(state, a, lang), a) for a in outcomes])]
        ex._pad.update(groups, t("play_choice", lang))
        return
    seat_label = seat_name(to_move, lang)
    if ex._hidden_turn(to_move):
        # another seat's turn in a player's view: its moves would show its hidden cards
        hint = (" — " + t("switch_view_to_play", lang, seat=seat_label)
                if s.seats[to_move] == HUMAN else "")
        ex._moves_title.value = (f'<b style="color:{seat_colour(to_move)}">── '
                                   f'{esc(t("choosing", lang, seat=seat_label))} ──</b>'
                                   f"{esc(hint)}")
        if composer is not None:
            composer.update(state, to_move, lang, False)
            composer.widget.layout.display = HIDDEN
        ex._pad.update([], t("play_choice", lang))
        return
    human = s.seats[to_move] == HUMAN
    title = t("your_move", lang) if human else t("moves_for", lang, seat=seat_label)
    hint = "" if human else (
        f'<div class="pe-bot-note">'
        f'{esc(tr("bot_holds_seat", lang, seat=seat_label, bot=bot_label(s.seats[to_move], lang)))}'
        "</div>")
    ex._moves_title.value = (f'<b style="color:{seat_colour(to_move)}">── {esc(title)} ──'
                               f"</b>{hint}")
    if composer is not None:
        composer.widget.layout.display = None
        composer.update(state, to_move, lang, True)
    groups: dict[str, list[tuple[str, Action]]] = {}
    for action in state.legal_actions():
        if composer is not None and composer.covers(action):
            continue
        groups.setdefault(adapter.group_key(action), []).append(
            (adapter.action_label(state, action, lang), action))
    ex._pad.update([(esc(adapter.group_title(k, lang)), v) for k, v in groups.items()],
                     t("play_choice", lang))
    adapter.set_move_tooltips(state, s.view, lang, ex._pad.visible_buttons(), ex.odds)


def sync_buttons(ex: Explorer) -> None:
    """Enable what can be done now; name Step ▶ for what it does (roll, a bot's move)."""
    s = ex.session
    lang = ex.lang
    to_move = s.to_move()
    over = to_move == TERMINAL
    human = to_move >= 0 and s.seats[to_move] == HUMAN
    playing = bool(ex._play.playing)
    ex.buttons["undo"].disabled = not s.timeline.can_undo()
    ex.buttons["redo"].disabled = not s.timeline.can_redo()
    step = ex.buttons["step"]
    step.disabled = over or human
    if over:
        step.description = tr("over_step", lang)
    elif to_move == CHANCE:
        step.description = tr("roll_step", lang)
    elif human:
        step.description = tr("your_turn_step", lang)
    else:
        step.description = tr("play_step", lang, seat=seat_name(to_move, lang))
    step.tooltip = t("step", lang)
    ex.buttons["autoplay"].disabled = over or playing or human
    ex.buttons["stop"].disabled = not playing
    if ex._play_as.value != play_as_value(ex):
        with ex._quiet():
            ex._play_as.value = play_as_value(ex)
