"""Option B: playing an equipment card, Magic Power, Protection or the Scarab.

(The Mummy card is in ``mummy.py``, the Curse in ``curse.py``.) Each move has ``choose_*``,
``refuse_*`` and ``play_*``, as in ``turn.py``.

>>> from pyramid_explorer.games.im_bann import ImBannState
>>> s = ImBannState.from_position(hands=[["rope-3", "magic"], []], depot="rope")
>>> choose_equip(s), choose_magic(s)
([('rope-3',)], [('ladder',), ('pickaxe',), ('torch',)])
>>> print(refuse_equip(s, Action("equip", ("rope",))).reason)
'rope' is not a card: cards are named like 'rope-3' or 'magic'.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine import Action, IllegalAction
from . import logic
from .data import card_name, item_name
from .kinds import Phase
from .turn import no_card_in_hand, refusal

if TYPE_CHECKING:
    from .draft import TurnDraft
    from .state import ImBannState

Args = tuple[Any, ...]

_NO_MORE_CARDS = (Phase.AFTER_A, Phase.END, Phase.AFTER_SHED)
"""Phases in which no card may be played any more."""


def too_late(state: ImBannState) -> IllegalAction | None:
    """No cards after option A, after completing or after passing the Mummy on."""
    if state.phase in _NO_MORE_CARDS:
        return refusal("ib.turn.options", "You cannot play cards after drawing or exchanging, "
                       "after completing or after passing on the Mummy.",
                       "Nach dem Ziehen oder Tauschen, nach dem Erfüllen oder nach dem "
                       "Weitergeben der Mumie kannst du keine Karten mehr ausspielen.")
    return None


# ---------------------------------------------------------------------- equipment
def choose_equip(state: ImBannState) -> list[Args]:
    """The indicated equipment in hand (at the start, after a special card, after a Scarab)."""
    hand = state.hands[state.turn_player]
    return [(c,) for c in logic.indicated_codes(hand, state.data.cards, state.depot)]


def refuse_equip(state: ImBannState, action: Action) -> IllegalAction:
    code = action.args[0]
    late = too_late(state)
    if late is not None:
        return late
    if state.phase == Phase.AFTER_B:
        return refusal("ib.play.equipment", "You may play only one equipment card per turn "
                       "(more only after a Scarab).", "Du darfst nur eine Ausrüstungskarte pro "
                       "Zug ausspielen (mehr nur nach einem Skarabäus).")
    if code not in state.codes(state.hands[state.turn_player]):
        return no_card_in_hand("ib.play.equipment", state, code)
    if "-" not in code:
        name_en, name_de = card_name(code), card_name(code, "de")
        return refusal("ib.play.special", f"{name_en} is a special card: play it as such, not "
                       "as equipment.", f"„{name_de}“ ist eine Sonderkarte: Spiele sie als "
                       "Sonderkarte aus, nicht als Ausrüstung.")
    item_en, item_de = item_name(state.depot), item_name(state.depot, "de")
    return refusal("ib.play.equipment", f"The depot points to {item_en}: only "
                   f"{item_en.lower()} cards may be played now.", f"Das Depot zeigt auf "
                   f"„{item_de}“: Jetzt dürfen nur Karten dieses Gegenstands ausgespielt werden.")


def play_equip(draft: TurnDraft, args: Args) -> None:
    draft.showcases[draft.seat].append(draft.take(draft.seat, args[0]))
    draft.rules += ["ib.play.equipment", "ib.play.showcase"]
    if draft.phase == Phase.SCARAB:
        draft.rules += ["ib.card.scarab", "ib.scarab.turn"]
        return
    if draft.phase == Phase.SPECIAL:
        draft.rules.append("ib.play.special")
    draft.phase = Phase.AFTER_B


# ---------------------------------------------------------------------- special cards
def refuse_special(state: ImBannState, kind: str) -> IllegalAction | None:
    """What every special card needs: the start of option B, and the card in hand."""
    late = too_late(state)
    if late is not None:
        return late
    if state.phase != Phase.START:
        return refusal("ib.play.special", "Only one special card per turn, and only before "
                       "any equipment card.", "Nur eine Sonderkarte pro Zug, und nur vor jeder "
                       "Ausrüstungskarte.")
    if not logic.holds(state.hands[state.turn_player], state.data.cards, kind):
        return refusal("ib.play.special", f"You have no {card_name(kind)} in hand.",
                       f"Du hast keine Karte „{card_name(kind, 'de')}“ auf der Hand.")
    return None


def holding(kind: str):  # noqa: ANN201  (a choices function)
    """Choices ``[()]`` when the player to move holds a card of ``kind``."""
    def choose(state: ImBannState) -> list[Args]:
        return [()] if logic.holds(state.hands[state.turn_player], state.data.cards, kind) else []
    return choose


def refuse_plain_special(state: ImBannState, action: Action) -> IllegalAction:
    """Protection and Scarab: only the shared conditions can fail."""
    problem = refuse_special(state, action.kind)
    return problem or refusal("ib.play.special", "That special card cannot be played like "
                              "this.", "Diese Sonderkarte lässt sich so nicht ausspielen.")


def discard_special(draft: TurnDraft, kind: str) -> None:
    """Play a special card from the hand onto the discard pile."""
    draft.discard.append(draft.take(draft.seat, kind))
    draft.phase = Phase.SPECIAL
    draft.rules += ["ib.play.special", f"ib.card.{kind}"]


def choose_magic(state: ImBannState) -> list[Args]:
    """Magic Power turns the depot to another item (or the same, option magic_same_item)."""
    if not logic.holds(state.hands[state.turn_player], state.data.cards, "magic"):
        return []
    same = state.options.magic_same_item
    return [(item,) for item in state.data.items if item != state.depot or same]


def refuse_magic(state: ImBannState, action: Action) -> IllegalAction:
    problem = refuse_special(state, "magic")
    if problem is not None:
        return problem
    item, items = action.args[0], state.data.items
    if item not in items:
        names_en = ", ".join(item_name(i) for i in items)
        names_de = ", ".join(item_name(i, "de") for i in items)
        return refusal("ib.magic.other", f"{item!r} is not an item: Magic Power turns the depot "
                       f"to one of {names_en}.", f"{item!r} ist kein Gegenstand: Zauberkraft "
                       f"dreht das Depot auf {names_de}.")
    return refusal("ib.magic.other", f"The depot already points to {item_name(item)}: Magic "
                   "Power must turn the depot to another item.", "Das Depot zeigt schon auf "
                   f"„{item_name(item, 'de')}“: Zauberkraft muss das Depot auf einen anderen "
                   "Gegenstand drehen.")


def play_magic(draft: TurnDraft, args: Args) -> None:
    discard_special(draft, "magic")
    if args[0] == draft.depot:
        draft.rules.append("ib.turn.useless")  # option magic_same_item: the depot stays
    draft.depot = args[0]
    draft.rules.append("ib.magic.other")


def play_scarab(draft: TurnDraft, args: Args) -> None:
    discard_special(draft, "scarab")
    draft.phase = Phase.SCARAB
    if not logic.indicated_codes(draft.hands[draft.seat], draft.cards, draft.depot):
        draft.rules.append("ib.turn.useless")  # nothing to play with it


def play_protection(draft: TurnDraft, args: Args) -> None:
    draft.showcases[draft.seat].append(draft.take(draft.seat, "protection"))
    draft.phase = Phase.SPECIAL
    draft.rules += ["ib.play.special", "ib.card.protection"]
