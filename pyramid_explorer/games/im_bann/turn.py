"""Option A (draw or exchange), ending the turn, passing, and whose turn comes next.

Each move has three functions here: ``choose_*`` (the arguments it may take now, in listing
order), ``refuse_*`` (why it is illegal: an :class:`IllegalAction` naming the rule, with the
numbers in the sentence) and ``play_*`` (the transition, on a :class:`TurnDraft`).

>>> from pyramid_explorer.games import new_game
>>> s = new_game("im-bann-der-pyramide", seed=1, players=3)
>>> choose_draw(s)
[(1,), (2,)]
>>> refuse_exchange_done(s, Action("exchange_done")).rule_id
'ib.draw.exchange_steps'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine import Action, IllegalAction
from . import logic
from .data import card_name, is_card_code
from .kinds import Phase, Termination

if TYPE_CHECKING:
    from .draft import TurnDraft
    from .state import ImBannState

Args = tuple[Any, ...]

ALREADY_CHOSE = ("ib.turn.options", "You have already chosen your option this turn.",
                 "Du hast in diesem Zug schon deine Option gewählt.")


def refusal(rule: str, en: str, de: str) -> IllegalAction:
    """The :class:`IllegalAction` for ``rule`` with its English and German reason."""
    return IllegalAction(rule, en, de=de)


def no_card_in_hand(rule: str, state: ImBannState, code: Any) -> IllegalAction:
    """'You have no Rope 3 in hand', or 'x is not a card' when ``code`` names no card."""
    if not is_card_code(code, state.data):
        return refusal(rule, f"{code!r} is not a card: cards are named like 'rope-3' or "
                       "'magic'.", f"{code!r} ist keine Karte: Karten heißen etwa „rope-3“ "
                       "oder „magic“.")
    return refusal(rule, f"You have no {card_name(code)} in hand.",
                   f"Du hast keine Karte „{card_name(code, 'de')}“ auf der Hand.")


# ---------------------------------------------------------------------- draw
def choose_draw(state: ImBannState) -> list[Args]:
    """Draw 1 or 2 while the hand stays within the limit and the piles hold enough."""
    hand = len(state.hands[state.turn_player])
    available = len(state.draw_pile) + len(state.discard)
    return [(n,) for n in (1, 2)
            if logic.may_draw(hand, n, state.data.hand_limit, available)]


def refuse_draw(state: ImBannState, action: Action) -> IllegalAction:
    if state.phase != Phase.START:
        return refusal(*ALREADY_CHOSE)
    n, limit = action.args[0], state.data.hand_limit
    if n not in (1, 2):
        return refusal("ib.draw.draw", f"You may draw one or two cards, not {n}.",
                       f"Du darfst eine oder zwei Karten ziehen, nicht {n}.")
    held = len(state.hands[state.turn_player])
    if held + n > limit:
        return refusal("ib.draw.limit", f"You would hold more than {limit} cards "
                       f"({held} + {n}).", f"Du hättest dann mehr als {limit} Karten auf der "
                       f"Hand ({held} + {n}).")
    left = len(state.draw_pile) + len(state.discard)
    return refusal("ib.draw.draw", f"There are not enough cards left to draw ({left} left).",
                   f"Es sind nicht mehr genug Karten zum Ziehen übrig (noch {left}).")


def play_draw(draft: TurnDraft, args: Args) -> None:
    draft.draw_cards(draft.seat, args[0])
    draft.phase = Phase.AFTER_A
    draft.rules[:0] = ["ib.draw.draw", "ib.draw.limit"]


# ---------------------------------------------------------------------- exchange
def _hand_codes(state: ImBannState) -> list[Args]:
    return [(c,) for c in sorted(set(state.codes(state.hands[state.turn_player])))]


def choose_exchange(state: ImBannState) -> list[Args]:
    """At the start: any hand card if cards can be drawn; during an exchange: up to the cap."""
    data = state.data
    if state.phase == Phase.START:
        cap = logic.exchange_cap(len(state.draw_pile), len(state.discard), data.exchange_max)
        return _hand_codes(state) if cap > 0 else []
    if state.exchanged < min(data.exchange_max, len(state.draw_pile)):
        return _hand_codes(state)
    return []


def refuse_exchange(state: ImBannState, action: Action) -> IllegalAction:
    if state.phase != Phase.START:
        return refusal(*ALREADY_CHOSE)
    if logic.exchange_cap(len(state.draw_pile), len(state.discard), state.data.exchange_max) == 0:
        return refusal("ib.draw.exchange_short", "There are no cards to exchange for.",
                       "Es gibt keine Karten, gegen die du tauschen könntest.")
    return no_card_in_hand("ib.draw.exchange", state, action.args[0])


def refuse_during_exchange(state: ImBannState, action: Action) -> IllegalAction:
    """Phase ``exchange`` is closed: only more cards or finishing the exchange."""
    most = state.data.exchange_max
    if action.kind != "exchange":
        return refusal("ib.draw.exchange_steps", "Finish your exchange first (lay down more "
                       "cards or draw the replacements).", "Beende zuerst deinen Tausch (lege "
                       "weitere Karten ab oder ziehe den Ersatz nach).")
    if state.exchanged >= most:
        return refusal("ib.draw.exchange", f"You may exchange at most {most} cards.",
                       f"Du darfst höchstens {most} Karten tauschen.")
    if state.exchanged >= len(state.draw_pile):
        return refusal("ib.draw.exchange_short", "You cannot exchange more cards than can be "
                       f"drawn ({len(state.draw_pile)}).", "Du kannst nicht mehr Karten "
                       f"tauschen, als im Nachziehstapel liegen ({len(state.draw_pile)}).")
    return no_card_in_hand("ib.draw.exchange", state, action.args[0])


def play_exchange(draft: TurnDraft, args: Args) -> None:
    if draft.phase == Phase.START:
        draft.rules.append("ib.draw.exchange")
        if len(draft.draw_pile) < draft.data.exchange_max and draft.discard:
            pile = draft.draw_pile + draft.discard
            draft.discard = []
            draft.shuffler().shuffle(pile)
            draft.draw_pile = pile
            draft.rules.append("ib.draw.exchange_short")
        draft.phase, draft.exchanged = Phase.EXCHANGE, 0
    draft.discard.append(draft.take(draft.seat, args[0]))
    draft.exchanged += 1
    draft.rules.append("ib.draw.exchange_steps")


def choose_exchange_done(state: ImBannState) -> list[Args]:
    return [()]


def refuse_exchange_done(state: ImBannState, action: Action) -> IllegalAction:
    if state.phase != Phase.START:
        return refusal(*ALREADY_CHOSE)
    return refusal("ib.draw.exchange_steps", "No exchange is under way: lay down a card to "
                   "exchange first.", "Es läuft kein Tausch: Lege zuerst eine Karte zum "
                   "Tauschen ab.")


def play_exchange_done(draft: TurnDraft, args: Args) -> None:
    draft.draw_cards(draft.seat, draft.exchanged)
    draft.phase, draft.exchanged = Phase.AFTER_A, 0
    draft.rules[:0] = ["ib.draw.exchange", "ib.draw.exchange_steps"]


# ---------------------------------------------------------------------- end and pass
def choose_end(state: ImBannState) -> list[Args]:
    return [()]


def refuse_end(state: ImBannState, action: Action) -> IllegalAction:
    return refusal("ib.turn.options", "Take option A or B before ending your turn.",
                   "Wähle Option A oder B, bevor du deinen Zug beendest.")


def play_end(draft: TurnDraft, args: Args) -> None:
    next_turn(draft)
    draft.rules.append("ib.turn.end")


def refuse_pass(state: ImBannState, action: Action) -> IllegalAction:
    return refusal("ib.stall.pass", "You can pass only when no other move is possible.",
                   "Passen darfst du nur, wenn kein anderer Zug möglich ist.")


def play_pass(draft: TurnDraft, args: Args) -> None:
    next_turn(draft)
    draft.rules.append("ib.stall.pass")


def next_turn(draft: TurnDraft) -> None:
    """The next player still in the game moves; the round or the turn cap may end the game."""
    draft.turns += 1
    draft.phase, draft.completed_this_turn, draft.exact_pending = Phase.START, False, False
    draft.exchanged = draft.shed_value = 0
    draft.shed_after_b = False
    n = draft.state.num_players
    draft.rules.append("ib.turn.options")
    for step in range(1, n + 1):
        seat = draft.turn_player + step
        if seat >= n and draft.final_round:
            break  # multi-game: the round in which someone entered the Chamber is over
        if draft.positions[seat % n] <= draft.chamber_index:
            draft.turn_player = seat % n
            cap = draft.state.options.turn_cap
            if cap and draft.turns >= cap:
                draft.end_game(Termination.TURN_CAP)
                draft.rules.append("ib.stall.turn_cap")
            return
    draft.end_game(Termination.ROUND_END)
    draft.rules += ["ib.multi.round", "ib.multi.minus"]
