"""Readable labels for the moves of *Im Bann der Pyramide*, in English and German.

Each move kind has one label function (``args, lang -> str``) built from :class:`Bilingual`
texts, in :data:`LABELS`; ``moves.MOVES`` lists them with the rest of each move's facts (this
module imports nothing of the moves, so they import it at the top).

>>> from pyramid_explorer.engine import Action
>>> action_label(Action("magic", ("rope",)))
'Play Magic Power → Rope'
>>> action_label(Action("pass_mummy", (2,)), "de")
'Mumie an P3 weitergeben'
>>> action_label(Action("equip", ("ladder-3",)), "de")
'Leiter 3 ausspielen'
>>> action_label(Action("draw", (1,)), "de"), action_label(Action("draw", (2,)), "de")
('1 Karte ziehen', '2 Karten ziehen')
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any

from ...engine import Action
from ...engine.rules import Bilingual
from .data import card_name, item_name
from .kinds import Move

Args = tuple[Any, ...]
LabelFn = Callable[[Args, str], str]


def player_name(seat: int) -> str:
    """``P1`` for seat 0, and so on."""
    return f"P{seat + 1}"


def fixed(text: Bilingual) -> LabelFn:
    """A label that does not depend on the arguments."""
    return lambda args, lang: text.get(lang)


def with_card(text: Bilingual) -> LabelFn:
    """A label naming the card code in ``args[0]`` as ``{card}``."""
    return lambda args, lang: text.get(lang).format(card=card_name(args[0], lang))


def with_item(text: Bilingual) -> LabelFn:
    """A label naming the item in ``args[0]`` as ``{item}``."""
    return lambda args, lang: text.get(lang).format(item=item_name(args[0], lang))


def with_seat(text: Bilingual) -> LabelFn:
    """A label naming the seat in ``args[0]`` as ``{seat}`` (``P3``)."""
    return lambda args, lang: text.get(lang).format(seat=player_name(args[0]))


_DRAW_ONE = Bilingual("Draw 1", "1 Karte ziehen")
_DRAW = Bilingual("Draw {n}", "{n} Karten ziehen")


def draw(args: Args, lang: str) -> str:
    """``Draw 2`` / ``2 Karten ziehen``."""
    return (_DRAW_ONE if args[0] == 1 else _DRAW).get(lang).format(n=args[0])


_MUMMY_RANDOM = Bilingual("Play the Mummy (random player)", "Mumie spielen (zufälliger Mitspieler)")
_MUMMY_ON = with_seat(Bilingual("Play the Mummy on {seat}", "Mumie zu {seat} spielen"))


def mummy(args: Args, lang: str) -> str:
    """The Mummy card, on a chosen seat or a random one."""
    return _MUMMY_ON(args, lang) if args else _MUMMY_RANDOM.get(lang)


_CURSE = Bilingual("Play Curse", "Fluch spielen")
_CURSE_SELF = Bilingual("Play Curse and discard a random card of your own",
                        "Fluch spielen und eigene Zufallskarte ablegen")


def curse(args: Args, lang: str) -> str:
    """The Curse, perhaps hitting the own showcase too (Advanced Variant)."""
    return (_CURSE_SELF if args else _CURSE).get(lang)


_GIVE_UP_RANDOM = Bilingual("Give up a random equipment card", "Zufällige Ausrüstung abgeben")
_GIVE_UP = with_card(Bilingual("Give up {card}", "{card} abgeben"))


def give_up(args: Args, lang: str) -> str:
    """A protected Curse victim's choice."""
    return _GIVE_UP_RANDOM.get(lang) if args[0] == "equipment" else _GIVE_UP(args, lang)


LABELS: dict[Move, LabelFn] = {
    Move.DRAW: draw,
    Move.EXCHANGE: with_card(Bilingual("Exchange: lay down {card}", "Tauschen: {card} ablegen")),
    Move.EXCHANGE_DONE: fixed(Bilingual("Finish exchange and draw",
                                        "Tausch beenden und nachziehen")),
    Move.EQUIP: with_card(Bilingual("Play {card}", "{card} ausspielen")),
    Move.MAGIC: with_item(Bilingual("Play Magic Power → {item}", "Zauberkraft spielen → {item}")),
    Move.MUMMY: mummy,
    Move.CURSE: curse,
    Move.PROTECTION: fixed(Bilingual("Play Protection", "Schutz spielen")),
    Move.SCARAB: fixed(Bilingual("Play Scarab", "Skarabäus spielen")),
    Move.COMPLETE: fixed(Bilingual("Complete adventure", "Abenteuer erfüllen")),
    Move.GIVE_UP: give_up,
    Move.SHED: with_card(Bilingual("Discard {card} from showcase (to pass the Mummy)",
                                   "{card} aus der Auslage ablegen (Mumie)")),
    Move.PASS_MUMMY: with_seat(Bilingual("Pass the Mummy to {seat}",
                                         "Mumie an {seat} weitergeben")),
    Move.DEPOT: with_item(Bilingual("Set the depot to {item}", "Depot auf {item} stellen")),
    Move.END: fixed(Bilingual("End turn", "Zug beenden")),
    Move.PASS: fixed(Bilingual("Pass (no legal move)", "Passen (kein Zug möglich)")),
}
"""Move -> its label function (``args, lang -> str``); ``moves.MOVES`` lists each with the
rest of the move's facts. A plain kind string finds an entry too."""


def action_label(action: Action, lang: str = "en") -> str:
    """The label of ``action`` in ``lang`` ("en" or "de"), e.g. ``"Draw 2"``."""
    label = LABELS.get(action.kind)  # type: ignore[call-overload]
    return label(action.args, lang) if label is not None else str(action)


@lru_cache(maxsize=4096)
def labelled(kind: str, *args: object) -> Action:
    """An action with its English label filled in (cached: actions are immutable)."""
    action = Action(str(kind), tuple(args))
    return Action(action.kind, action.args, label=action_label(action))
