"""Words for Pyramidenbau: colour names and letters, and every move's label in EN and DE.

Colour ``i`` builds side ``i`` (0 = N, 1 = E, 2 = S, 3 = W). Each colour has a letter that is
the same in both languages, so a stone is never told by its colour alone.

>>> colour_name(1), colour_name(1, "de"), LETTERS[1]
('red', 'rot', 'R')
>>> from pyramid_explorer.engine import Action
>>> move_label(Action("place", (0, 3, 1)))
'Place 3 blue stones on workplace N2'
>>> move_label(Action("place", (0, 3, 1)), "de")
'3 blaue Steine auf Arbeitsplatz N2 setzen'
>>> move_label(Action("place", (3, 1, 15)), "de")
'Einen violetten Stein auf Arbeitsplatz W4 setzen'
>>> move_label(Action("move", (1, 4)), "en", worker=1)
'Move the red worker 3 fields: N2 → E1'
>>> move_label(Action("build", (4, 2, 9)), "de")
'Einen grünen Stein von E1 auf b2 einbauen (Schicht 2)'
"""

from __future__ import annotations

from ...engine import Action
from .geometry import CELLS, cell_name, height, ring_distance, workplace_name

COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7")
"""Okabe-Ito blue, vermillion, bluish green and reddish purple (readable on white)."""
TEXT_COLOURS = ("#0072B2", "#A64A00", "#007A5A", "#A8457F")
"""The same colours darkened for text on white (WCAG AA contrast, at least 4.5:1)."""
LETTERS = ("B", "R", "G", "V")
_NAMES = {"en": ("blue", "red", "green", "violet"), "de": ("blau", "rot", "grün", "violett")}
_ADJ_DE = ("blaue", "rote", "grüne", "violette")      # plural and after "der/die"
_ADJ_DE_N = ("blauen", "roten", "grünen", "violetten")  # "einen …en Stein", "den …en Arbeiter"


def colour_name(colour: int, lang: str = "en") -> str:
    """``blue`` / ``blau`` for colour 0."""
    return _NAMES["de" if lang == "de" else "en"][colour]


def colour_tag(colour: int, lang: str = "en") -> str:
    """``blue (B)``: the name with the colour's letter."""
    return f"{colour_name(colour, lang)} ({LETTERS[colour]})"


def _stones(n: int, colour: int, lang: str) -> str:
    if lang == "de":
        return f"einen {_ADJ_DE_N[colour]} Stein" if n == 1 else f"{n} {_ADJ_DE[colour]} Steine"
    return f"1 {colour_name(colour)} stone" if n == 1 else f"{n} {colour_name(colour)} stones"


def _upper(text: str) -> str:
    return text[:1].upper() + text[1:]


def _level(cell_index: int, level: int | None) -> int:
    return level if level is not None else height(CELLS[cell_index])


def move_label(action: Action, lang: str = "en", *, worker: int | None = None,
               level: int | None = None, card_text: str = "") -> str:
    """The label of ``action``; ``worker`` is the colour of the worker moved or fired,
    ``level`` the layer a built stone lands on, ``card_text`` the instruction being followed."""
    de = lang == "de"
    kind, args = action.kind, action.args
    if kind == "roll":
        values = " ".join(map(str, args))
        return f"Wurf: {values}" if de else f"Roll: {values}"
    if kind == "play_as":
        name = colour_tag(args[0], lang)
        return f"Diesen Zug als {name} spielen" if de else f"Play this turn as {name}"
    if kind == "first":
        return f"Zuerst die {args[0]} spielen" if de else f"Play the {args[0]} first"
    if kind == "place":
        colour, n, wp = args
        where = workplace_name(wp)
        if de:
            return f"{_upper(_stones(n, colour, 'de'))} auf Arbeitsplatz {where} setzen"
        return f"Place {_stones(n, colour, 'en')} on workplace {where}"
    if kind == "take":
        src, colour, dst = args
        if de:
            return (f"{_upper(_stones(1, colour, 'de'))} von {workplace_name(src)} nach "
                    f"{workplace_name(dst)} umsetzen")
        return f"Take {_stones(1, colour, 'en')} from {workplace_name(src)} to {workplace_name(dst)}"
    if kind == "build":
        wp, colour, cell = args
        layer = _level(cell, level)
        name = cell_name(CELLS[cell])
        if de:
            return (f"{_upper(_stones(1, colour, 'de'))} von {workplace_name(wp)} auf {name} "
                    f"einbauen (Schicht {layer})")
        return f"Build {_stones(1, colour, 'en')} from {workplace_name(wp)} onto {name} (layer {layer})"
    if kind == "move":
        src, dst = args
        d = ring_distance(src, dst)
        route = f"{workplace_name(src)} → {workplace_name(dst)}"
        if worker is None:
            if de:
                return f"Arbeiter {d} {'Feld' if d == 1 else 'Felder'} bewegen: {route}"
            return f"Move the worker {d} field{'s' if d != 1 else ''}: {route}"
        if de:
            return (f"Den {_ADJ_DE_N[worker]} Arbeiter {d} {'Feld' if d == 1 else 'Felder'} "
                    f"bewegen: {route}")
        return f"Move the {colour_name(worker)} worker {d} field{'s' if d != 1 else ''}: {route}"
    if kind == "hire":
        colour, wp = args
        if de:
            return f"Einen {_ADJ_DE_N[colour]} Arbeiter an {workplace_name(wp)} einstellen"
        return f"Hire a {colour_name(colour)} worker for {workplace_name(wp)}"
    if kind == "fire":
        (wp,) = args
        if worker is None:
            return f"Arbeiter an {workplace_name(wp)} entlassen" if de else \
                f"Fire the worker at {workplace_name(wp)}"
        if de:
            return f"Den {_ADJ_DE_N[worker]} Arbeiter an {workplace_name(wp)} entlassen"
        return f"Fire the {colour_name(worker)} worker at {workplace_name(wp)}"
    if kind == "reveal":
        return "Eine verdeckte Karte aufdecken" if de else "Reveal a card"
    if kind == "follow":
        text = f": {card_text}" if card_text else ""
        return (f"Oberste Ablagekarte ausführen{text}" if de
                else f"Follow the top discard{text}")
    if kind == "cap":
        return "Die Spitze aufsetzen" if de else "Place your cap"
    if kind == "done":
        return "Fertig" if de else "Done"
    if kind == "pass":
        return ("Kein Zug möglich: weiter" if de else "No move possible: go on")
    return str(action)
