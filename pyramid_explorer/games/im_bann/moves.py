"""The move table of *Im Bann der Pyramide*: every move kind's facts in one entry.

``MOVES[kind]`` gives the rule clause the move is governed by, the argument shapes it takes,
its label, its group in the explorer (key ``kind``, title in ``GROUPS``), the arguments it
may take now (``choose``), why it is refused (``refuse``) and what it does (``play``).
``kinds.PHASES`` says which moves each phase lists. The state's ``legal_actions``,
``_reject`` and ``_next`` are :func:`legal_actions`, :func:`reject` and :func:`transition`.

>>> from pyramid_explorer.engine import Action
>>> from pyramid_explorer.games import new_game
>>> s = new_game("im-bann-der-pyramide", seed=1, players=3)
>>> GROUPS["equip"].get("de"), MOVES["draw"].rule
('Ausrüstung ausspielen', 'ib.draw.draw')
>>> err = s._reject(Action("draw", (True,)))
>>> err.rule_id, err.reason
('ib.draw.draw', "'draw' takes one whole number (1 or 2), not (True,).")
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...engine import Action, IllegalAction
from ...engine.rules import Bilingual
from . import completion, curse, mummy, play, turn
from .draft import TurnDraft
from .kinds import PHASES, PLAY_PHASES, Move, Phase
from .labels import LABELS, LabelFn, labelled

if TYPE_CHECKING:
    from .state import ImBannState

Args = tuple[Any, ...]
Shape = tuple[type, ...]


@dataclass(frozen=True)
class MoveSpec:
    """One move kind: its rule, argument shapes, label, explorer group and three functions."""

    rule: str
    shapes: tuple[Shape, ...]
    takes: Bilingual  # the shapes in words, for the refusal of a malformed action
    group: Bilingual
    label: LabelFn
    choose: Callable[[ImBannState], list[Args]]
    refuse: Callable[[ImBannState, Action], IllegalAction]
    play: Callable[[TurnDraft, Args], None]

    def fits(self, args: Args) -> bool:
        """Whether ``args`` have one of the move's shapes (``True`` and ``1.0`` are no ints)."""
        return tuple(map(type, args)) in self.shapes


_NONE = ((),)
_NOTHING = Bilingual("no arguments", "keine Argumente")
_CARD = Bilingual("one card code such as 'rope-3'", "einen Kartencode wie „rope-3“")
_SEAT = Bilingual("one seat number (0 for P1)", "eine Platznummer (0 für P1)")
_ITEM = Bilingual("one item such as 'rope'", "einen Gegenstand wie „rope“")
_ONE_STR, _ONE_INT = ((str,),), ((int,),)

MOVES: dict[Move, MoveSpec] = {
    Move.DRAW: MoveSpec(
        "ib.draw.draw", _ONE_INT, Bilingual("one whole number (1 or 2)",
                                            "eine ganze Zahl (1 oder 2)"),
        Bilingual("Draw cards", "Karten ziehen"), LABELS[Move.DRAW],
        turn.choose_draw, turn.refuse_draw, turn.play_draw),
    Move.EXCHANGE: MoveSpec(
        "ib.draw.exchange", _ONE_STR, _CARD,
        Bilingual("Exchange: lay down a card", "Tauschen: eine Karte ablegen"),
        LABELS[Move.EXCHANGE],
        turn.choose_exchange, turn.refuse_exchange, turn.play_exchange),
    Move.EXCHANGE_DONE: MoveSpec(
        "ib.draw.exchange_steps", _NONE, _NOTHING,
        Bilingual("Finish the exchange", "Tausch beenden"),
        LABELS[Move.EXCHANGE_DONE],
        turn.choose_exchange_done, turn.refuse_exchange_done, turn.play_exchange_done),
    Move.EQUIP: MoveSpec(
        "ib.play.equipment", _ONE_STR, _CARD,
        Bilingual("Play equipment", "Ausrüstung ausspielen"),
        LABELS[Move.EQUIP],
        play.choose_equip, play.refuse_equip, play.play_equip),
    Move.MAGIC: MoveSpec(
        "ib.magic.other", _ONE_STR, _ITEM,
        Bilingual("Magic Power: turn the depot", "Zauberkraft: Depot drehen"),
        LABELS[Move.MAGIC],
        play.choose_magic, play.refuse_magic, play.play_magic),
    Move.MUMMY: MoveSpec(
        "ib.mummy.random", ((), (int,)),
        Bilingual("no arguments, or one seat number (option mummy_recipient=choice)",
                  "keine Argumente oder eine Platznummer (Option mummy_recipient=choice)"),
        Bilingual("Play the Mummy", "Mumie spielen"), LABELS[Move.MUMMY],
        mummy.choose_mummy, mummy.refuse_mummy, mummy.play_mummy),
    Move.CURSE: MoveSpec(
        "ib.card.curse", ((), (str,)),
        Bilingual("no arguments, or 'self' (Advanced Variant)",
                  "keine Argumente oder „self“ (Fortgeschrittenen-Variante)"),
        Bilingual("Play a Curse", "Fluch spielen"), LABELS[Move.CURSE],
        curse.choose_curse, curse.refuse_curse, curse.play_curse),
    Move.PROTECTION: MoveSpec(
        "ib.card.protection", _NONE, _NOTHING, Bilingual("Play Protection", "Schutz spielen"),
        LABELS[Move.PROTECTION],
        play.holding("protection"), play.refuse_plain_special, play.play_protection),
    Move.SCARAB: MoveSpec(
        "ib.card.scarab", _NONE, _NOTHING,
        Bilingual("Play the Scarab", "Skarabäus spielen"),
        LABELS[Move.SCARAB],
        play.holding("scarab"), play.refuse_plain_special, play.play_scarab),
    Move.COMPLETE: MoveSpec(
        "ib.complete.sum", _NONE, _NOTHING,
        Bilingual("Complete the adventure", "Abenteuer erfüllen"),
        LABELS[Move.COMPLETE],
        completion.choose_complete, completion.refuse_complete, completion.play_complete),
    Move.GIVE_UP: MoveSpec(
        "ib.curse.protected", _ONE_STR,
        Bilingual("one card code, 'protection' or 'equipment'",
                  "einen Kartencode, „protection“ oder „equipment“"),
        Bilingual("Curse: give up a card", "Fluch: eine Karte abgeben"), LABELS[Move.GIVE_UP],
        curse.choose_give_up, curse.refuse_give_up, curse.play_give_up),
    Move.SHED: MoveSpec(
        "ib.mummy.pass_chamber", _ONE_STR, _CARD,
        Bilingual("Shed equipment to pass the Mummy",
                  "Ausrüstung ablegen, um die Mumie weiterzugeben"),
        LABELS[Move.SHED],
        mummy.choose_shed, mummy.refuse_shed, mummy.play_shed),
    Move.PASS_MUMMY: MoveSpec(
        "ib.mummy.choice", _ONE_INT, _SEAT, Bilingual("Pass the Mummy", "Mumie weitergeben"),
        LABELS[Move.PASS_MUMMY],
        mummy.choose_pass_mummy, mummy.refuse_shed, mummy.play_pass_mummy),
    Move.DEPOT: MoveSpec(
        "ib.complete.exact", _ONE_STR, _ITEM, Bilingual("Turn the depot", "Depot drehen"),
        LABELS[Move.DEPOT],
        completion.choose_depot, completion.refuse_depot, completion.play_depot),
    Move.END: MoveSpec(
        "ib.turn.end", _NONE, _NOTHING, Bilingual("End the turn", "Zug beenden"),
        LABELS[Move.END],
        turn.choose_end, turn.refuse_end, turn.play_end),
    Move.PASS: MoveSpec(
        "ib.stall.pass", _NONE, _NOTHING, Bilingual("Pass", "Passen"),
        LABELS[Move.PASS],
        turn.choose_end, turn.refuse_pass, turn.play_pass),
}
"""Move -> its facts. Keys are ``Move`` members; a plain kind string finds them too."""

GROUPS: dict[str, Bilingual] = {str(move): spec.group for move, spec in MOVES.items()}
"""Explorer group key (the move kind) -> the group's title."""

CLOSED_PHASE_REFUSALS: dict[Phase, Callable[[ImBannState, Action], IllegalAction]] = {
    Phase.EXCHANGE: turn.refuse_during_exchange,
    Phase.SHED: mummy.refuse_while_shedding,
    Phase.PASS_MUMMY: mummy.refuse_while_passing,
    Phase.DEPOT: completion.refuse_while_turning_depot,
    Phase.CURSE: curse.refuse_while_cursed,
}
"""The reason a closed phase (``PhaseSpec.closed``) gives for any move it does not list."""


def legal_actions(state: ImBannState) -> list[Action]:
    """Every move the phase lists, with every argument it may take now, in table order."""
    if state.termination is not None:
        return []
    spec = PHASES[state.phase]
    out = [labelled(move, *args) for move in spec.moves for args in MOVES[move].choose(state)]
    if not out and spec.fallback is not None:
        out.append(labelled(spec.fallback))
    return out


def reject(state: ImBannState, action: Action) -> IllegalAction | None:
    """``None`` for a legal action, else the refusal naming the rule it breaks.

    The action's arguments have the move's shape (``ImBannState._reject`` checks that first).
    """
    spec = MOVES.get(action.kind)  # type: ignore[call-overload]
    if spec is not None and action in state.legal_actions():
        return None
    closed = CLOSED_PHASE_REFUSALS.get(state.phase)
    if closed is not None:
        return closed(state, action)
    if spec is None:
        return IllegalAction("engine.action", "That is not a move of this game.",
                             de="Das ist kein Zug dieses Spiels.")
    return spec.refuse(state, action)


def played(state: ImBannState, action: Action) -> TurnDraft:
    """The draft after a legal ``action`` (its ``rules`` are the clauses it used)."""
    draft = TurnDraft(state)
    MOVES[action.kind].play(draft, action.args)  # type: ignore[index]
    if (draft.phase in PLAY_PHASES and state.options.advanced
            and not draft.hands[draft.turn_player]):
        completion.empty_hand(draft)
    return draft


def transition(state: ImBannState, action: Action) -> tuple[ImBannState, tuple[str, ...]]:
    """The state after a legal ``action`` (history untouched) and the rule clauses it used."""
    draft = played(state, action)
    return draft.build(), tuple(draft.rules)
