"""Readable labels for the actions of *Im Bann der Pyramide*, in English and German.

>>> from pyramid_explorer.engine import Action
>>> action_label(Action("magic", ("rope",)))
'Play Magic Power → Rope'
>>> action_label(Action("pass_mummy", (2,)), "de")
'Mumie an P3 weitergeben'
>>> action_label(Action("equip", ("ladder-3",)), "de")
'Leiter 3 ausspielen'
"""

from __future__ import annotations

from functools import lru_cache

from ...engine import Action
from .data import card_name, item_name


def player_name(seat: int) -> str:
    """``P1`` for seat 0, and so on."""
    return f"P{seat + 1}"


def action_label(action: Action, lang: str = "en") -> str:
    """The label of ``action`` in ``lang`` ("en" or "de"), e.g. ``"Draw 2"``."""
    de = lang == "de"
    k, a = action.kind, action.args
    if k == "draw":
        n = a[0]
        if de:
            return f"{n} Karte ziehen" if n == 1 else f"{n} Karten ziehen"
        return f"Draw {n}"
    if k == "exchange":
        name = card_name(a[0], lang)
        return f"Tauschen: {name} ablegen" if de else f"Exchange: lay down {name}"
    if k == "exchange_done":
        return "Tausch beenden und nachziehen" if de else "Finish exchange and draw"
    if k == "equip":
        name = card_name(a[0], lang)
        return f"{name} ausspielen" if de else f"Play {name}"
    if k == "magic":
        item = item_name(a[0], lang)
        return f"Zauberkraft spielen → {item}" if de else f"Play Magic Power → {item}"
    if k == "mummy":
        if a:
            who = player_name(a[0])
            return f"Mumie zu {who} spielen" if de else f"Play the Mummy on {who}"
        return "Mumie spielen (zufälliger Mitspieler)" if de else "Play the Mummy (random player)"
    if k == "curse":
        if a:
            return ("Fluch spielen und eigene Zufallskarte ablegen" if de
                    else "Play Curse and discard a random card of your own")
        return "Fluch spielen" if de else "Play Curse"
    if k == "protection":
        return "Schutz spielen" if de else "Play Protection"
    if k == "scarab":
        return "Skarabäus spielen" if de else "Play Scarab"
    if k == "complete":
        return "Abenteuer erfüllen" if de else "Complete adventure"
    if k == "give_up":
        if a[0] == "equipment":
            return ("Zufällige Ausrüstung abgeben" if de
                    else "Give up a random equipment card")
        name = card_name(a[0], lang)
        return f"{name} abgeben" if de else f"Give up {name}"
    if k == "shed":
        name = card_name(a[0], lang)
        return (f"{name} aus der Auslage ablegen (Mumie)" if de
                else f"Discard {name} from showcase (to pass the Mummy)")
    if k == "pass_mummy":
        who = player_name(a[0])
        return f"Mumie an {who} weitergeben" if de else f"Pass the Mummy to {who}"
    if k == "depot":
        item = item_name(a[0], lang)
        return f"Depot auf {item} stellen" if de else f"Set the depot to {item}"
    if k == "end":
        return "Zug beenden" if de else "End turn"
    if k == "pass":
        return "Passen (kein Zug möglich)" if de else "Pass (no legal move)"
    return str(action)


@lru_cache(maxsize=4096)
def labelled(kind: str, *args: object) -> Action:
    """An action with its English label filled in (cached: actions are immutable)."""
    action = Action(kind, tuple(args))
    return Action(kind, action.args, label=action_label(action))
