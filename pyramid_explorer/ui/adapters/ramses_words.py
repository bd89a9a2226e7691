"""Words for Ramses Pyramid's step sentences: places, crystals, colours and steps, EN and DE.

All of it is public (adventurers, tents and layer colours are open on the table).

>>> crystal("red", "de"), colour_name("blue", "de"), steps_text(1, "en")
('das rote Juwel', 'Blau', '1 step')
"""

from __future__ import annotations

from typing import Any

from ...games.ramses_pyramid.board import colour_name as _colour_name
from ...games.ramses_pyramid.board import side_name
from ...games.ramses_pyramid.labels import DE_ADJECTIVE


def colour_name(colour: str, lang: str) -> str:
    """A colour as a noun ("Blau" in German)."""
    name = _colour_name(colour, lang)
    return name.capitalize() if lang == "de" else name


def crystal(colour: str, lang: str) -> str:
    """"the red crystal" / "das rote Juwel"."""
    if lang == "de":
        return f"das {DE_ADJECTIVE[colour]} Juwel"
    return f"the {_colour_name(colour, lang)} crystal"


def steps_text(n: int, lang: str) -> str:
    if lang == "de":
        return f"{n} {'Schritt' if n == 1 else 'Schritte'}"
    return f"{n} step{'s' if n != 1 else ''}"


def where(adv: Any, lang: str, role: str = "on") -> str:
    """Where an adventurer stands (public), as the object of "on", "from" or "to".

    >>> from pyramid_explorer.games.ramses_pyramid.mechanics import Adventurer
    >>> where(Adventurer(track=3), "en"), where(Adventurer(), "de", "from")
    ('space 3', 'vom Eingang')
    >>> where(Adventurer(layer=2, side=1), "de", "to"), where(Adventurer(lapped=True), "en")
    ('auf Stufe 2, Ostseite', 'the entrance after the lap')
    """
    de = lang == "de"
    if adv.out:
        return "in der Schatzkammer (gefangen)" if de else "the treasure room (trapped)"
    if adv.lapped or adv.track == 0 and not adv.on_pyramid:
        lap = " nach der Runde" if adv.lapped else ""
        if de:
            return {"on": "am Eingang", "from": "vom Eingang", "to": "zum Eingang"}[role] + lap
        return "the entrance" + (" after the lap" if adv.lapped else "")
    if adv.on_pyramid:
        side = side_name(adv.side, lang)
        place = f"Stufe {adv.layer}, {side}seite" if de else f"layer {adv.layer}, {side} side"
    else:
        place = f"Feld {adv.track}" if de else f"space {adv.track}"
    if de:
        return {"on": "auf ", "from": "von ", "to": "auf "}[role] + place
    return place


def moved(b: Any, a: Any, seat: int, lang: str) -> str:
    """"moves from space 2 to space 5" for the mover, or "" when it stayed."""
    old, new = b.advs[seat], a.advs[seat]
    if old == new:
        return ""
    if lang == "de":
        return f"zieht {where(old, lang, 'from')} {where(new, lang, 'to')}"
    return f"moves from {where(old, lang)} to {where(new, lang)}"
