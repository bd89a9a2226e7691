"""Button labels of Ramses Pyramid moves, verb first, in English and German.

Labels only use what everybody can see (layer colours, loose crystals, tents, temple
positions), so they never give away a temple's crystal.

>>> from pyramid_explorer.games import new_game
>>> s = new_game("ramses-pyramid", seed=3, players=2)
>>> str(roll_action(3, "mummy")), label(s, roll_action(1, "turn"), "de")
('Roll 3 + mummies', 'Wurf 1 + Stufe drehen')
>>> label(s, Action("sideways", (0, "tent")), "en")
'Move sideways to the north side (crystal at the tent)'
>>> label(s, Action("turn", (3, -1)), "de")
'Stufe 3 gegen den Uhrzeigersinn drehen'
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import Action
from .actions import Move, means_text
from .board import TEMPLE_LETTERS, colour_name, side_name

if TYPE_CHECKING:
    from .state import RamsesState

EFFECT_WORDS = {"en": {"plain": "", "steal": " + steal", "turn": " + turn a layer",
                       "mummy": " + mummies"},
                "de": {"plain": "", "steal": " + stehlen", "turn": " + Stufe drehen",
                       "mummy": " + Mumien"}}


DE_ADJECTIVE = {"yellow": "gelbe", "blue": "blaue", "green": "grüne", "red": "rote",
                "orange": "orangefarbene", "purple": "lilafarbene"}


def _adjective(colour: str, lang: str) -> str:
    """``red`` / ``rote`` (as in "das rote Juwel")."""
    return DE_ADJECTIVE[colour] if lang == "de" else colour_name(colour, lang)


def roll_action(value: int, effect: str) -> Action:
    """The chance outcome "the die shows ``value`` with ``effect``"."""
    return Action(Move.ROLL.value, (value, effect),
                  label=f"Roll {value}{EFFECT_WORDS['en'][effect]}")


def label(state: RamsesState, action: Action, lang: str = "en") -> str:
    """The text of ``action`` in ``state`` (any action of this game; English for unknown ones)."""
    de = lang == "de"
    a = action.args
    seat = state.player
    adv = state.advs[seat] if state.advs else None
    try:
        kind = Move(action.kind)
    except ValueError:
        return str(action)
    if kind is Move.ROLL:
        return (f"Wurf {a[0]}" if de else f"Roll {a[0]}") + EFFECT_WORDS[lang if de else "en"][a[1]]
    if kind is Move.CLIMB:
        return "Klettern (würfeln)" if de else "Climb (roll the die)"
    if kind is Move.SIDEWAYS:
        side = side_name(a[0], lang)
        text = f"Seitwärts auf die {side}seite" if de else f"Move sideways to the {side} side"
        return f"{text} ({means_text(a[1], lang)})"
    if kind is Move.ENTER:
        side = side_name(a[0], lang)
        return f"Die {side}seite betreten" if de else f"Enter the {side} side"
    if kind is Move.PASS:
        return "Aussetzen (alle Seiten versperrt)" if de else "Pass (every side is blocked)"
    if kind is Move.TURN:
        way = ("im Uhrzeigersinn" if a[1] == 1 else "gegen den Uhrzeigersinn") if de else (
            "clockwise" if a[1] == 1 else "anticlockwise")
        return f"Stufe {a[0]} {way} drehen" if de else f"Turn layer {a[0]} {way}"
    if kind is Move.STEAL:
        c = _adjective(a[1], lang)
        return (f"Das {c} Juwel von P{a[0] + 1} stehlen" if de
                else f"Steal the {c} crystal from P{a[0] + 1}")
    if kind is Move.MUMMY:
        side = side_name(a[0], lang)
        return (f"Die Mumie der {side}seite herabholen" if de
                else f"Bring down the mummy on the {side} side")
    if kind is Move.ADVANCE:
        return (f"{a[0]} {'Feld' if a[0] == 1 else 'Felder'} ziehen" if de
                else f"Move {a[0]} space{'s' if a[0] != 1 else ''}")
    if kind is Move.TAKE:
        colour = state.crystals[adv.track] if adv and adv.track else ""
        c = _adjective(colour, lang) if colour else "?"
        return f"Das {c} Juwel nehmen" if de else f"Take the {c} crystal"
    if kind is Move.PEEK:
        space = adv.track if adv else 0
        return (f"In den Tempel auf Feld {space} schauen" if de
                else f"Look into the temple on space {space}")
    if kind is Move.NOTHING:
        return "Hier nichts tun" if de else "Do nothing here"
    if kind is Move.PLACE:
        return f"Den Tempel auf Feld {a[0]} stellen" if de else f"Put the temple on space {a[0]}"
    if kind in (Move.UP, Move.DOWN) and adv is not None:
        layer = adv.layer + (1 if kind is Move.UP else -1)
        colour = state.colour_at(layer, adv.side) if 1 <= layer <= 6 else ""
        c = f", {colour_name(colour, lang)}" if colour else ""
        verb = ("Hinauf" if kind is Move.UP else "Hinab") if de else (
            "Climb" if kind is Move.UP else "Go down")
        where = f"auf Stufe {layer}" if de else f"to layer {layer}"
        return f"{verb} {where}{c} ({means_text(a[0], lang)})"
    if kind is Move.STOP:
        return "Hier anhalten" if de else "Stop here"
    if kind is Move.NAME:
        temple = TEMPLE_LETTERS[len(state.named)] if len(state.named) < 4 else "?"
        c = colour_name(a[0], lang)
        return f"Tempel {temple} enthält {c}" if de else f"Temple {temple} holds {c}"
    return str(action)


def labelled(state: RamsesState, action: Action) -> Action:
    """``action`` with its English label."""
    return Action(action.kind, action.args, label=label(state, action, "en"))
