"""Completing an adventure or the King's Chamber, turning the depot, and the empty hand.

Each move has ``choose_*``, ``refuse_*`` and ``play_*``, as in ``turn.py``.

>>> from pyramid_explorer.games.im_bann import ImBannState
>>> s = ImBannState.from_position(hands=[["rope-3"], []], showcases=[["rope-4"], []],
...                               depot="rope", adventures=(7, 8, 9, 10))
>>> s = s.apply(Action("equip", ("rope-3",)))
>>> choose_complete(s)
[()]
>>> s.apply(Action("complete")).phase       # 7 exactly: turn the depot, then an extra turn
<Phase.DEPOT: 'depot'>
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine import Action, IllegalAction
from .kinds import PLAY_PHASES, Phase, Termination
from .turn import refusal

if TYPE_CHECKING:
    from .draft import TurnDraft
    from .state import ImBannState

Args = tuple[Any, ...]


# ---------------------------------------------------------------------- complete
def choose_complete(state: ImBannState) -> list[Args]:
    """Once per turn, after playing cards (or after shedding, option shed_then_complete)."""
    if state.completed_this_turn:
        return []
    if state.phase in PLAY_PHASES or state.phase == Phase.AFTER_SHED:
        return [()] if state.can_complete(state.turn_player) else []
    return []


def refuse_complete(state: ImBannState, action: Action) -> IllegalAction:
    phase, done = state.phase, state.completed_this_turn
    if phase in (Phase.START, Phase.AFTER_A):
        return refusal("ib.complete.sum", "You can complete an adventure only after playing "
                       "cards (option B).", "Ein Abenteuer kannst du erst erfüllen, nachdem du "
                       "Karten ausgespielt hast (Option B).")
    if phase == Phase.END and not done and state.options.shed_then_complete:
        return refusal("ib.complete.sum", "You drew or exchanged cards this turn: an adventure "
                       "can be completed only after playing cards (option B).", "Du hast in "
                       "diesem Zug gezogen oder getauscht: Ein Abenteuer kannst du nur nach dem "
                       "Ausspielen von Karten (Option B) erfüllen.")
    if phase == Phase.END and not done:
        return refusal("ib.mummy.shed_timing", "After shedding the Mummy no adventure can be "
                       "completed this turn.", "Nach dem Abgeben der Mumie kann in diesem Zug "
                       "kein Abenteuer mehr erfüllt werden.")
    if done or phase == Phase.END:
        return refusal("ib.complete.once", "You may complete only one adventure per turn.",
                       "Du darfst nur ein Abenteuer pro Zug erfüllen.")
    seat = state.turn_player
    total, need, mummy = state.showcase_sum(seat), state.target(seat), state.mummy == seat
    if state.positions[seat] == state.chamber_index:
        return refusal("ib.chamber.mummy" if mummy else "ib.chamber.exact",
                       f"The King's Chamber needs exactly {need}; your showcase has {total}.",
                       f"Die Königskammer braucht genau {need}; deine Auslage hat {total}.")
    return refusal("ib.complete.mummy" if mummy else "ib.complete.sum",
                   f"Your showcase has {total}; this adventure needs at least {need}.",
                   f"Deine Auslage hat {total}; dieses Abenteuer braucht mindestens {need}.")


def play_complete(draft: TurnDraft, args: Args) -> None:
    complete(draft, draft.seat)


def complete(draft: TurnDraft, seat: int) -> None:
    """Complete ``seat``'s adventure (its showcase meets the target)."""
    at_chamber = draft.positions[seat] == draft.chamber_index
    exact = draft.total(seat) == draft.need(seat)
    draft.rules += ["ib.complete.sum", "ib.complete.discard", "ib.sum.protection"]
    if draft.mummy == seat:
        draft.rules.append("ib.chamber.mummy" if at_chamber else "ib.complete.mummy")
    draft.discard += draft.showcases[seat]
    draft.showcases[seat] = []
    draft.positions[seat] += 1
    draft.completed_this_turn = True
    if at_chamber:
        draft.rules.append("ib.chamber.exact")
        if not draft.state.options.multi_game:
            draft.rules.append("ib.end.win")
            draft.end_game(Termination.WIN, seat)
            return
        draft.rules.append("ib.multi.round")  # the round goes on; the player sits out
        draft.final_round = True
        exact = False  # a player in the Chamber takes no more turns
    draft.exact_pending = exact
    if draft.mummy == seat and draft.others_in_game(seat):
        draft.phase = Phase.PASS_MUMMY
        draft.rules.append("ib.mummy.pass_complete")
    else:
        after_completing(draft)


def after_completing(draft: TurnDraft) -> None:
    """After completing (and passing the Mummy): turn the depot if exact, else end the turn."""
    if draft.exact_pending:
        draft.phase = Phase.DEPOT
        draft.rules.append("ib.complete.exact")
    else:
        draft.phase = Phase.END
        draft.rules.append("ib.complete.once")


# ---------------------------------------------------------------------- depot
def choose_depot(state: ImBannState) -> list[Args]:
    return [(item,) for item in state.data.items]


def refuse_while_turning_depot(state: ImBannState, action: Action) -> IllegalAction:
    """Phase ``depot`` is closed: the exact completion's depot choice comes first."""
    return refusal("ib.complete.exact", "You reached the exact value: choose where the depot "
                   "points (or leave it) before your extra turn.", "Du hast den Wert genau "
                   "erreicht: Wähle vor deinem Extrazug, worauf das Depot zeigt (oder lass es so).")


def refuse_depot(state: ImBannState, action: Action) -> IllegalAction:
    return refusal("ib.complete.exact", "The depot turns like this only after completing with "
                   "the exact value.", "So dreht sich das Depot nur nach dem Erfüllen mit genau "
                   "dem Wert.")


def play_depot(draft: TurnDraft, args: Args) -> None:
    draft.depot = args[0]
    draft.phase, draft.completed_this_turn, draft.exact_pending = Phase.START, False, False
    draft.exchanged = draft.shed_value = 0
    draft.shed_after_b = False
    draft.rules.append("ib.complete.exact")


# ---------------------------------------------------------------------- Advanced Variant
def empty_hand(draft: TurnDraft) -> None:
    """Advanced Variant: the turn player's hand has just become empty (option B)."""
    seat = draft.seat
    if draft.positions[seat] == draft.chamber_index:
        draft.draw_cards(seat, draft.data.hand_size)
        if draft.state.options.adv_chamber_play == "stop":
            draft.phase = Phase.AFTER_B
        # "continue": the phase stays (after a special card one equipment card may still
        # follow, after a Scarab any number), rule ib.adv.chamber_play
        draft.rules += ["ib.adv.chamber", "ib.adv.details", "ib.adv.chamber_play"]
        return
    total, need = draft.total(seat), draft.need(seat)
    if total >= need and not draft.completed_this_turn:
        draft.rules += ["ib.adv.last_exact" if total == need else "ib.adv.empty_hand",
                        "ib.adv.details"]
        complete(draft, seat)
    else:
        draft.rules += ["ib.adv.empty_hand", "ib.adv.details"]
        draft.discard += draft.showcases[seat]
        draft.showcases[seat] = []
        draft.positions[seat] += 1
        draft.completed_this_turn = True
        draft.phase = Phase.END
    draft.draw_cards(seat, draft.data.hand_size)
