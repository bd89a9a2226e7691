"""The Mummy: playing the card, passing it after completing, and shedding it at the Chamber.

Each move has ``choose_*``, ``refuse_*`` and ``play_*``, as in ``turn.py``.

>>> from pyramid_explorer.games.im_bann import ImBannState
>>> s = ImBannState.from_position(hands=[["mummy"], [], []], positions=[0, 5, 1])
>>> choose_mummy(s)                 # P2 is in the King's Chamber: only P3 can get it
[()]
>>> ImBannState.from_position(hands=[["mummy"], []], mummy_recipient="choice").legal_actions()[-1]
Action(kind='mummy', args=(1,), label='Play the Mummy on P2')
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine import Action, IllegalAction
from . import logic
from .completion import after_completing
from .data import card_name
from .kinds import PLAY_PHASES, Phase
from .labels import player_name
from .play import refuse_special
from .turn import refusal

if TYPE_CHECKING:
    from .draft import TurnDraft
    from .state import ImBannState

Args = tuple[Any, ...]


# ---------------------------------------------------------------------- the Mummy card
def choose_mummy(state: ImBannState) -> list[Args]:
    """To a random other player still in the game, or a chosen one (option mummy_recipient)."""
    seat = state.turn_player
    if not logic.holds(state.hands[seat], state.data.cards, "mummy"):
        return []
    others = state.others_in_game(seat)
    if not others:
        return []
    if state.options.mummy_recipient == "choice":
        return [(q,) for q in others]
    return [()]


def refuse_mummy(state: ImBannState, action: Action) -> IllegalAction:
    problem = refuse_special(state, "mummy")
    if problem is not None:
        return problem
    others = state.others_in_game(state.turn_player)
    if not others:
        return refusal("ib.mummy.random", "The Mummy must go to another player still in the "
                       "game, and nobody else is.", "Die Mumie muss an einen Mitspieler gehen, "
                       "der noch im Spiel ist, und es ist keiner mehr im Spiel.")
    if state.options.mummy_recipient == "choice" and not action.args:
        return refusal("ib.mummy.random", "Choose who gets the Mummy (option mummy_recipient "
                       "is 'choice').", "Wähle, wer die Mumie bekommt (Option mummy_recipient "
                       "ist „choice“).")
    if state.options.mummy_recipient != "choice":
        return refusal("ib.mummy.random", "The Mummy goes to a random other player: play it "
                       "without choosing one.", "Die Mumie geht an einen zufälligen Mitspieler: "
                       "Spiele sie, ohne jemanden zu wählen.")
    return refusal("ib.mummy.random", f"The Mummy must go to another player still in the game: "
                   f"{', '.join(player_name(q) for q in others)}.", "Die Mumie muss an einen "
                   f"Mitspieler gehen, der noch im Spiel ist: "
                   f"{', '.join(player_name(q) for q in others)}.")


def play_mummy(draft: TurnDraft, args: Args) -> None:
    draft.take(draft.seat, "mummy")  # the Mummy stays on the table from now on
    others = draft.others_in_game(draft.seat)
    draft.mummy = args[0] if args else draft.state.rng("mummy").choice(others)
    draft.phase = Phase.SPECIAL
    draft.rules += ["ib.play.special", "ib.card.mummy", "ib.mummy.random"]


# ---------------------------------------------------------------------- shedding
def choose_shed(state: ImBannState) -> list[Args]:
    """Discard showcase equipment toward passing the Mummy to a player at the Chamber."""
    seat = state.turn_player
    codes = logic.equipment_codes(state.showcases[seat], state.data.cards)
    if state.phase == Phase.SHED:
        return [(c,) for c in codes]
    if state.completed_this_turn or not state.can_shed(seat):
        return []
    return [(c,) for c in codes]


def refuse_shed(state: ImBannState, action: Action) -> IllegalAction:
    """Shedding or passing the Mummy outside the phases where they belong."""
    seat, need = state.turn_player, state.data.shed_value
    if state.mummy != seat:
        return refusal("ib.mummy.pass_chamber", "You do not hold the Mummy.",
                       "Du hast die Mumie nicht.")
    if not state.others_at_chamber(seat):
        return refusal("ib.mummy.pass_chamber", "The Mummy can be passed this way only when "
                       "another player stands at the King's Chamber.", "Auf diesem Weg kann die "
                       "Mumie nur weitergegeben werden, wenn ein Mitspieler an der Königskammer "
                       "steht.")
    if state.phase == Phase.START:
        return refusal("ib.mummy.shed_timing", "Pass on the Mummy after option A or B.",
                       "Gib die Mumie erst nach Option A oder B ab.")
    if state.completed_this_turn:
        return refusal("ib.mummy.shed_timing", "Not after completing an adventure this turn.",
                       "Nicht, nachdem du in diesem Zug ein Abenteuer erfüllt hast.")
    total = state.showcase_sum(seat)
    if total < need:
        return refusal("ib.mummy.pass_chamber", f"Your showcase must hold equipment worth at "
                       f"least {need}; it holds {total}.", "Deine Auslage muss Ausrüstung im "
                       f"Wert von mindestens {need} enthalten; sie hat {total}.")
    if action.kind == "pass_mummy":
        return refusal("ib.mummy.pass_chamber", f"First discard equipment worth at least {need} "
                       "from your showcase, then pass the Mummy.", "Lege zuerst Ausrüstung im "
                       f"Wert von mindestens {need} aus deiner Auslage ab, dann gib die Mumie "
                       "weiter.")
    return no_showcase_card(action.args[0])


def no_showcase_card(code: str) -> IllegalAction:
    try:
        name_en, name_de = card_name(code), card_name(code, "de")
    except (KeyError, ValueError):
        name_en = name_de = repr(code)
    return refusal("ib.mummy.pass_chamber", f"Your showcase holds no {name_en} to discard.",
                   f"In deiner Auslage liegt keine Karte „{name_de}“ zum Ablegen.")


def refuse_while_shedding(state: ImBannState, action: Action) -> IllegalAction:
    """Phase ``shed`` is closed: discard more equipment, or pass to a player at the Chamber."""
    need = state.data.shed_value
    if action.kind == "pass_mummy" and state.shed_value < need:
        return refusal("ib.mummy.pass_chamber", f"Discard equipment worth at least {need} "
                       f"before passing the Mummy (so far {state.shed_value}).", "Lege "
                       f"Ausrüstung im Wert von mindestens {need} ab, bevor du die Mumie "
                       f"weitergibst (bisher {state.shed_value}).")
    if action.kind == "pass_mummy":
        return refusal("ib.mummy.pass_chamber", "This way the Mummy can go only to a player "
                       "standing at the King's Chamber.", "Auf diesem Weg kann die Mumie nur an "
                       "jemanden gehen, der an der Königskammer steht.")
    if action.kind == "shed":
        return no_showcase_card(action.args[0])
    return refusal("ib.mummy.shed_timing", "You are passing on the Mummy: discard showcase "
                   "equipment or pass it to a player at the King's Chamber.", "Du gibst gerade "
                   "die Mumie ab: Lege Ausrüstung aus deiner Auslage ab oder gib sie an jemanden "
                   "an der Königskammer.")


def play_shed(draft: TurnDraft, args: Args) -> None:
    if draft.phase != Phase.SHED:
        draft.shed_after_b = (draft.state.options.shed_then_complete
                              and draft.phase in PLAY_PHASES)
        draft.phase, draft.shed_value = Phase.SHED, 0
    cards = draft.cards
    card_id = min(i for i in draft.showcases[draft.seat] if cards[i].code == args[0])
    draft.lose(draft.seat, card_id)
    draft.shed_value += cards[card_id].value
    draft.rules += ["ib.mummy.pass_chamber", "ib.mummy.shed_timing"]


# ---------------------------------------------------------------------- passing it on
def choose_pass_mummy(state: ImBannState) -> list[Args]:
    """After completing with it: any other player in the game; after shedding: at the Chamber."""
    seat = state.turn_player
    if state.phase == Phase.PASS_MUMMY:
        return [(q,) for q in state.others_in_game(seat)]
    if state.shed_value >= state.data.shed_value:
        return [(q,) for q in state.others_at_chamber(seat)]
    return []


def refuse_while_passing(state: ImBannState, action: Action) -> IllegalAction:
    """Phase ``pass_mummy`` is closed: the Mummy goes on first."""
    if action.kind == "pass_mummy":
        return refusal("ib.mummy.choice", "The Mummy can go only to another player who is "
                       "still in the game.", "Die Mumie kann nur an einen Mitspieler gehen, der "
                       "noch im Spiel ist.")
    return refusal("ib.mummy.pass_complete", "You completed an adventure with the Mummy: first "
                   "pass it on to another player.", "Du hast mit der Mumie ein Abenteuer "
                   "erfüllt: Gib sie zuerst an einen Mitspieler weiter.")


def play_pass_mummy(draft: TurnDraft, args: Args) -> None:
    draft.mummy = args[0]
    if draft.phase == Phase.SHED:
        # option shed_then_complete: after option B an adventure may still be completed,
        # now without the Mummy's +3 (rule ib.mummy.shed_timing)
        draft.phase = Phase.AFTER_SHED if draft.shed_after_b else Phase.END
        draft.shed_value, draft.shed_after_b = 0, False
        draft.rules += ["ib.mummy.pass_chamber", "ib.mummy.shed_timing"]
    else:
        draft.rules += ["ib.mummy.pass_complete", "ib.mummy.choice"]
        after_completing(draft)

