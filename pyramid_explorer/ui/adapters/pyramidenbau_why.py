"""Pyramidenbau: one sentence per step for the Why panel, naming what the table shows.

Every move kind of the engine (``games.pyramidenbau.moves.Move``) has a sentence in English
and German. Everything on the table is public: stones, workplaces, workers, the market, the
quarry, caps and the open discard pile. Only the order of the face-down pile is hidden, and a
card is named only once it lies face up (revealed or followed):

>>> from pyramid_explorer.games import new_game
>>> s = new_game("pyramidenbau", seed=3).apply(Action("roll", (3,)))
>>> after = s.apply(Action("place", (0, 2, 1)))
>>> step_sentence(s, Action("place", (0, 2, 1)), after, None, "en")
'Red (R, P2 ■) places 2 blue stones on workplace N2: 2 stones wait there now; 1 more step allowed (or Done).'
>>> step_sentence(s, Action("place", (0, 2, 1)), after, None, "de")
'Rot (R, P2 ■) setzt 2 blaue Steine auf Arbeitsplatz N2: dort warten jetzt 2; noch 1 Schritt erlaubt (oder Fertig).'
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...engine import Action, GameState
from ...games.pyramidenbau.geometry import (
    CELLS,
    LAYER_INDICES,
    SIDE_NAMES,
    cell_name,
    ring_distance,
    workplace_name,
    workplace_side,
)
from ...games.pyramidenbau.labels import _ADJ_DE, _ADJ_DE_N, LETTERS, colour_name
from ...games.pyramidenbau.rules import CAP_POINTS
from ..common.theme import seat_name


def mover(s: Any, colour: int, lang: str) -> str:
    """"Red (R, P2 ■)": the colour that acts, its letter and the seat that plays it."""
    name = colour_name(colour, lang).capitalize()
    seat = s.owners[colour]
    return f"{name} ({LETTERS[colour]}, {seat_name(seat, lang)})" if seat >= 0 else name


def stones(n: int, colour: int, lang: str) -> str:
    """"2 blue stones" / "einen roten Stein"."""
    if lang == "de":
        return f"einen {_ADJ_DE_N[colour]} Stein" if n == 1 else f"{n} {_ADJ_DE[colour]} Steine"
    return f"{n} {colour_name(colour)} stone{'s' if n != 1 else ''}"


def worker(colour: int, lang: str, article: str = "the") -> str:
    """"the red worker" / "den roten Arbeiter" (accusative) / "a red worker"."""
    if lang == "de":
        art = "einen" if article == "a" else "den"
        return f"{art} {_ADJ_DE_N[colour]} Arbeiter"
    return f"{article} {colour_name(colour)} worker"


def after_step(b: Any, a: Any, lang: str) -> str:
    """What comes next: more steps of this task, the next die, or the next colour's turn."""
    de = lang == "de"
    if a.is_terminal():
        return "das Spiel ist zu Ende" if de else "the game is over"
    if a.turn != b.turn:
        if a.phase.value == "choose":
            who = seat_name(a.owners[a.colour], lang)
            return f"{who} wählt die Farbe des nächsten Zugs" if de else \
                f"{who} chooses the colour of the next turn"
        return f"{mover(a, a.colour, lang)} ist am Zug" if de else \
            f"{mover(a, a.colour, lang)} moves next"
    if a.card >= 0 and a.card != b.card:
        return ""  # a card's instruction begins: the sentence names it
    if a.phase.value == "roll":
        return "es wird noch einmal gewürfelt" if de else "the die is rolled again"
    if a.started and a.allowance > 0:
        n = a.allowance
        return (f"noch {n} {'Schritt' if n == 1 else 'Schritte'} erlaubt (oder Fertig)" if de
                else f"{n} more step{'s' if n != 1 else ''} allowed (or Done)")
    if a.die and (a.die != b.die or b.started or a.card != b.card):
        return f"jetzt gilt die {a.die}" if de else f"now the {a.die} is played"
    return ""


def _with_next(text: str, b: Any, a: Any, lang: str) -> str:
    tail = after_step(b, a, lang)
    return f"{text}; {tail}." if tail else f"{text}."


def place(b: Any, action: Action, a: Any, viewer: int | None, lang: str) -> str:
    """Stones from the quarry or from another site to a workplace, and how many wait there."""
    de, who = lang == "de", mover(b, b.colour, lang)
    if action.kind == "place":
        colour, n, wp = action.args
        text = (f"{who} setzt {stones(n, colour, lang)} auf Arbeitsplatz {workplace_name(wp)}"
                if de else f"{who} places {stones(n, colour, lang)} on workplace "
                f"{workplace_name(wp)}")
    else:
        src, colour, wp = action.args
        text = (f"{who} setzt {stones(1, colour, lang)} von {workplace_name(src)} nach "
                f"{workplace_name(wp)} um" if de else f"{who} takes {stones(1, colour, lang)} "
                f"from {workplace_name(src)} to {workplace_name(wp)}")
    there = len(a.workplaces[wp])
    text += ((f": dort wartet jetzt {there}" if there == 1 else f": dort warten jetzt {there}")
             if de else f": {there} stone{' waits' if there == 1 else 's wait'} there now")
    return _with_next(text, b, a, lang)


def build(b: Any, action: Action, a: Any, viewer: int | None, lang: str) -> str:
    """The stone built and how full its layer of the side now is."""
    wp, colour, cell = action.args
    side = workplace_side(wp)
    level = len(a.stacks[cell])
    layer = LAYER_INDICES[side][level]
    done = sum(1 for i in layer if len(a.stacks[i]) >= level)
    stone, where = colour_name(colour, lang), cell_name(CELLS[cell])
    if lang == "de":
        return (f"Ein Stein ({stone}) auf {where}: Stufe {level} der Seite {SIDE_NAMES[side]} "
                f"hat jetzt {done} von {len(layer)} Steinen.")
    return (f"A {stone} stone on {where}: layer {level} of side {SIDE_NAMES[side]} now has "
            f"{done} of {len(layer)} stones.")


def move(b: Any, action: Action, a: Any, viewer: int | None, lang: str) -> str:
    """The worker's way round the ring, and which workplace it now staffs."""
    src, dst = action.args
    de, who = lang == "de", mover(b, b.colour, lang)
    d = ring_distance(src, dst)
    colour = b.workers[src]
    fields = f"{d} {'Feld' if d == 1 else 'Felder'}" if de else f"{d} field{'s' if d != 1 else ''}"
    text = (f"{who} zieht {worker(colour, lang)} {fields} von {workplace_name(src)} nach "
            f"{workplace_name(dst)}: Von dort lassen sich jetzt Steine einbauen" if de else
            f"{who} moves {worker(colour, lang)} {fields} from {workplace_name(src)} to "
            f"{workplace_name(dst)}: stones there can be built now")
    return _with_next(text, b, a, lang)


def hire(b: Any, action: Action, a: Any, viewer: int | None, lang: str) -> str:
    """The worker taken from the market, where it works, and how many of its colour are left."""
    colour, wp = action.args
    de, who = lang == "de", mover(b, b.colour, lang)
    left = a.market[colour]
    text = (f"{who} stellt {worker(colour, lang, 'a')} an {workplace_name(wp)} ein: noch {left} in "
            f"{colour_name(colour, lang).capitalize()} auf dem Markt" if de else f"{who} hires "
            f"{worker(colour, lang, 'a')} for {workplace_name(wp)}: {left} {colour_name(colour)} "
            "left in the market")
    return _with_next(text, b, a, lang)


def fire(b: Any, action: Action, a: Any, viewer: int | None, lang: str) -> str:
    """The worker sent back to the market, and that its workplace is unstaffed now."""
    (wp,) = action.args
    de, who = lang == "de", mover(b, b.colour, lang)
    colour = b.workers[wp]
    text = (f"{who} entlässt {worker(colour, lang)} an {workplace_name(wp)}: Er geht zurück "
            f"auf den Markt (dort jetzt {a.market[colour]} in {colour_name(colour, lang).capitalize()}), an "
            f"{workplace_name(wp)} wird nicht mehr eingebaut" if de else
            f"{who} fires {worker(colour, lang)} at {workplace_name(wp)}: back to the market "
            f"({a.market[colour]} {colour_name(colour)} there), {workplace_name(wp)} can no "
            "longer build")
    return _with_next(text, b, a, lang)


def card(b: Any, action: Action, a: Any, viewer: int | None, lang: str) -> str:
    """The card turned up or followed (face up now), and what it allows."""
    de, who = lang == "de", mover(b, b.colour, lang)
    text = b.deck.card(a.card).text(lang) if a.card >= 0 else ""
    if action.kind == "reveal":
        head = f"{who} deckt eine Karte auf" if de else f"{who} reveals a card"
    else:
        head = f"{who} führt die oberste Ablagekarte aus" if de else \
            f"{who} follows the top discard"
    shuffled = len(a.draw) > len(b.draw)
    extra = ((" (der Stapel war leer: alle Karten neu gemischt)" if de else
              " (the pile ran out: every card was shuffled again)") if shuffled else "")
    return _with_next(f"{head}: „{text}“{extra}" if de else f"{head}: “{text}”{extra}", b, a,
                      lang)


def cap(b: Any, action: Action, a: Any, viewer: int | None, lang: str) -> str:
    """Which cap this is and its points."""
    de, who = lang == "de", mover(b, b.colour, lang)
    k = len(b.caps)
    points = CAP_POINTS[k]
    text = (f"{who} setzt als {k + 1}. die Spitze auf Seite {SIDE_NAMES[b.colour]}: "
            f"{points} Punkte" if de else f"{who} puts the cap on side {SIDE_NAMES[b.colour]} "
            f"as number {k + 1}: {points} points")
    return _with_next(text, b, a, lang)


def done(b: Any, action: Action, a: Any, viewer: int | None, lang: str) -> str:
    de, who = lang == "de", mover(b, b.colour, lang)
    n = b.allowance
    text = (f"{who} ist fertig und lässt {n} {'Schritt' if n == 1 else 'Schritte'} ungenutzt"
            if de else f"{who} is done, leaving {n} step{'s' if n != 1 else ''} unused")
    return _with_next(text, b, a, lang)


def pass_(b: Any, action: Action, a: Any, viewer: int | None, lang: str) -> str:
    de, who = lang == "de", mover(b, b.colour, lang)
    what = (f"die Karte „{b.deck.card(b.card).text(lang)}“" if de else
            f"the card “{b.deck.card(b.card).text(lang)}”") if b.card >= 0 else (
        f"die {b.die}" if de else f"the {b.die}")
    text = (f"{who} kann {what} nicht nutzen: kein Zug möglich" if de else
            f"{who} cannot use {what}: no move is possible")
    return _with_next(text, b, a, lang)


def play_as(b: Any, action: Action, a: Any, viewer: int | None, lang: str) -> str:
    """Two players, a turn per player: the colour chosen for this turn."""
    colour = action.args[0]
    seat = seat_name(b.owners[colour], lang)
    name = f"{colour_name(colour, lang)} ({LETTERS[colour]}, Seite {SIDE_NAMES[colour]})" \
        if lang == "de" else f"{colour_name(colour)} ({LETTERS[colour]}, side {SIDE_NAMES[colour]})"
    return (f"{seat} spielt diesen Zug als {name}: Als Nächstes wird gewürfelt." if lang == "de"
            else f"{seat} plays this turn as {name}: the die is rolled next.")


def first(b: Any, action: Action, a: Any, viewer: int | None, lang: str) -> str:
    v = action.args[0]
    other = b.dice[1] if b.dice[0] == v else b.dice[0]
    who = mover(b, b.colour, lang)
    return (f"{who} spielt zuerst die {v}, danach die {other}." if lang == "de" else
            f"{who} plays the {v} first, then the {other}.")


def roll(b: Any, action: Action, a: Any, viewer: int | None, lang: str) -> str:
    dice = " ".join(str(v) for v in action.args)
    return f"Gewürfelt: {dice}." if lang == "de" else f"The dice show {dice}."


SENTENCES: dict[str, Callable[[Any, Action, Any, Any, str], str]] = {
    "roll": roll, "play_as": play_as, "first": first, "place": place, "take": place,
    "build": build, "move": move, "hire": hire, "fire": fire, "reveal": card, "follow": card,
    "cap": cap, "done": done, "pass": pass_,
}
"""A sentence for every move kind (``tests/test_step_sentences.py`` checks none is missing)."""


def step_sentence(before: GameState, action: Action, after: GameState, viewer: int | None,
                  lang: str) -> str | None:
    """The Why panel's sentence for one step (all public)."""
    sentence = SENTENCES.get(action.kind)
    return sentence(before, action, after, viewer, lang) if sentence else None
