"""Ramses Pyramid: one sentence per step for the Why panel, naming what the table shows.

Every move kind of the engine (``games.ramses_pyramid.actions.Move``) has a sentence in
English and German. Layer colours, tents, loose crystals, mummies and where each temple stands
are open on the table; a temple's crystal is named only when the viewer's own observation
shows it (the referee, the player who looked in, or everyone once it was opened):

>>> from pyramid_explorer.games import new_game
>>> s = new_game("ramses-pyramid", seed=3, players=2).apply(Action("roll", (2, "plain")))
>>> after = s.apply(Action("peek"))
>>> step_sentence(s, Action("peek"), after, 1, "en")
'P1 ● looks into temple A on space 2.'
>>> step_sentence(s, Action("peek"), after, 0, "en").startswith("P1 ● looks into temple A on space 2: it holds ")
True
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...engine import Action, GameState
from ...games.ramses_pyramid.board import TEMPLE_LETTERS, side_name
from ..common.theme import seat_name
from .ramses_words import colour_name, crystal, moved, steps_text, where


def _next(a: Any, lang: str) -> str:
    de = lang == "de"
    if a.is_terminal():
        return "das Spiel ist zu Ende" if de else "the game is over"
    who = seat_name(a.player, lang)
    return f"{who} ist am Zug" if de else f"{who} moves next"


def _then(b: Any, a: Any, seat: int, lang: str) -> str:
    """"; then moves from … to …" and whose turn it is when the turn ended with this step."""
    parts = []
    step = moved(b, a, seat, lang)
    if step:
        if lang == "de":
            step = step.replace("zieht ", f"zieht {seat_name(seat, lang)} ", 1)
        parts.append(("dann " if lang == "de" else "then ") + step)
    if a.is_terminal() or a.player != seat or a.turn != b.turn:
        parts.append(_next(a, lang))
    return "".join(f"; {p}" for p in parts)


def _shown(a: Any, space: int, viewer: int | None) -> str | None:
    """The colour of the temple on ``space`` as the viewer's observation shows it, or None."""
    return next((t["colour"] for t in a.observation(viewer)["temples"] if t["space"] == space),
                None)


def _temple_at(s: Any, space: int) -> str:
    return TEMPLE_LETTERS[s.temples[space]]


def climb(b: Any, action: Action, a: Any, viewer: int | None, lang: str) -> str:
    who, here = seat_name(b.player, lang), where(b.advs[b.player], lang, "from")
    return (f"{who} klettert {here} aus los: Als Nächstes wird gewürfelt." if lang == "de" else
            f"{who} climbs from {here}: the die is rolled next.")


def enter(b: Any, action: Action, a: Any, viewer: int | None, lang: str) -> str:
    who, side = seat_name(b.player, lang), side_name(action.args[0], lang)
    return (f"{who} betritt die {side}seite der dunklen Stufe (keine Farbe nötig): Als Nächstes "
            "wird gewürfelt." if lang == "de" else f"{who} enters the {side} side of the dark "
            "layer (no colour needed): the die is rolled next.")


def pass_turn(b: Any, action: Action, a: Any, viewer: int | None, lang: str) -> str:
    who = seat_name(b.player, lang)
    return (f"{who} setzt aus: Mumien versperren jede Seite der dunklen Stufe; {_next(a, lang)}."
            if lang == "de" else f"{who} passes: mummies block every side of the dark layer; "
            f"{_next(a, lang)}.")


def turn_layer(b: Any, action: Action, a: Any, viewer: int | None, lang: str) -> str:
    """Which layers turned, which way, who turned with them, then the mover's steps."""
    seat, (layer, way) = b.player, action.args
    de = lang == "de"
    who = seat_name(seat, lang)
    span = f"{layer}–6" if layer < 6 else "6"
    riders = [seat_name(q, lang) for q in range(b.num_players)
              if b.advs[q].on_pyramid and b.advs[q].layer >= layer]
    if de:
        how = "im Uhrzeigersinn" if way == 1 else "gegen den Uhrzeigersinn"
        with_ = f" ({', '.join(riders)} dreht mit)" if riders else ""
        layers = f"die Stufen {span}" if layer < 6 else "Stufe 6"
        text = f"{who} dreht {layers} um eine Vierteldrehung {how}{with_}"
    else:
        how = "clockwise" if way == 1 else "anticlockwise"
        with_ = f" ({', '.join(riders)} turning with it)" if riders else ""
        text = f"{who} turns layer{'s' if layer < 6 else ''} {span} a quarter turn {how}{with_}"
    return text + _then(b, a, seat, lang) + "."


def steal(b: Any, action: Action, a: Any, viewer: int | None, lang: str) -> str:
    """The crystal that changed tents (tents are open), then the mover's steps."""
    seat, (victim, colour) = b.player, action.args
    who, from_ = seat_name(seat, lang), seat_name(victim, lang)
    mine = ", ".join(colour_name(c, lang) for c in a.tents[seat])
    if lang == "de":
        text = f"{who} stiehlt {from_} {crystal(colour, lang)}: im Zelt von {who} jetzt {mine}"
    else:
        text = (f"{who} steals {from_}'s {colour_name(colour, lang)} crystal: {who}'s tent now "
                f"holds {mine}")
    return text + _then(b, a, seat, lang) + "."


def mummy(b: Any, action: Action, a: Any, viewer: int | None, lang: str) -> str:
    """The mummies come down: who was bumped off, then the mover's steps."""
    seat, de = b.player, lang == "de"
    who, side = seat_name(seat, lang), side_name(action.args[0], lang)
    bumped = [q for q in range(b.num_players) if q != seat and b.advs[q] != a.advs[q]]
    text = (f"{who} holt die Mumie der {side}seite herab; alle anderen steigen eine Stufe ab"
            if de else f"{who} brings down the mummy on the {side} side; all others go one "
            "layer down")
    for q in bumped:
        text += (f"; {seat_name(q, lang)} wird {where(a.advs[q], lang, 'to')} gestoßen" if de
                 else f"; {seat_name(q, lang)} is bumped to {where(a.advs[q], lang)}")
    return text + _then(b, a, seat, lang) + "."


def advance(b: Any, action: Action, a: Any, viewer: int | None, lang: str) -> str:
    seat = b.player
    who, step = seat_name(seat, lang), moved(b, a, seat, lang)
    text = f"{who} {step}" if step else who
    n = action.args[0]
    count = (f" ({n} {'Feld' if n == 1 else 'Felder'})" if lang == "de" else
             f" ({n} space{'s' if n != 1 else ''})")
    tail = f"; {_next(a, lang)}" if a.is_terminal() or a.player != seat else ""
    return text + count + tail + "."


def take(b: Any, action: Action, a: Any, viewer: int | None, lang: str) -> str:
    seat = b.player
    space = b.advs[seat].track
    who, what = seat_name(seat, lang), crystal(b.crystals[space], lang)
    return (f"{who} nimmt {what} von Feld {space} ins Zelt; {_next(a, lang)}." if lang == "de"
            else f"{who} takes {what} from space {space} into the tent; {_next(a, lang)}.")


def peek(b: Any, action: Action, a: Any, viewer: int | None, lang: str) -> str:
    """The temple looked into; its crystal only if the viewer may know it."""
    seat = b.player
    space = b.advs[seat].track
    who, letter = seat_name(seat, lang), _temple_at(b, space)
    de = lang == "de"
    text = (f"{who} schaut in Tempel {letter} auf Feld {space}" if de else
            f"{who} looks into temple {letter} on space {space}")
    colour = _shown(a, space, viewer)
    if colour:
        text += (f": Er enthält {crystal(colour, lang)}" if de else
                 f": it holds {colour_name(colour, lang)}")
    return text + "."


def nothing(b: Any, action: Action, a: Any, viewer: int | None, lang: str) -> str:
    seat = b.player
    who, space = seat_name(seat, lang), b.advs[seat].track
    return (f"{who} lässt Feld {space}, wie es ist; {_next(a, lang)}." if lang == "de" else
            f"{who} leaves space {space} as it is; {_next(a, lang)}.")


def place(b: Any, action: Action, a: Any, viewer: int | None, lang: str) -> str:
    seat, to = b.player, action.args[0]
    letter = TEMPLE_LETTERS[b.pending]
    old = b.temple_space(b.pending)
    who = seat_name(seat, lang)
    tail = f"; {_next(a, lang)}" if a.is_terminal() or a.player != seat else ""
    return (f"{who} stellt Tempel {letter} von Feld {old} auf Feld {to}{tail}." if lang == "de"
            else f"{who} puts temple {letter} from space {old} on space {to}{tail}.")


def step(b: Any, action: Action, a: Any, viewer: int | None, lang: str) -> str:
    """Up, down or sideways: the layer-side reached and how its colour was met."""
    seat, de = b.player, lang == "de"
    old, new = b.advs[seat], a.advs[seat]
    who = seat_name(seat, lang)
    means = action.args[-1]
    if action.kind == "sideways":
        layer, side = old.layer, action.args[0]
    else:
        layer, side = old.layer + (1 if action.kind == "up" else -1), old.side
    colour = b.colour_at(layer, side) if layer >= 1 else ""
    target = (f"Stufe {layer}, {side_name(side, lang)}seite" if de else
              f"layer {layer}, {side_name(side, lang)} side") + (
        f" ({colour_name(colour, lang)})" if colour else "")
    verb = {"up": ("klettert auf", "climbs to"), "down": ("steigt hinab auf", "goes down to"),
            "sideways": ("zieht seitwärts auf", "moves sideways to")}[action.kind][0 if de else 1]
    if isinstance(means, int):
        shown = _shown(a, means, viewer)
        text = f"{who} {verb} {target}" + (
            (f": Der Tempel auf Feld {means} zeigte {crystal(shown, lang)}" if de else
             f": the temple on space {means} showed {colour_name(shown, lang)}") if shown else
            (f": Der Tempel auf Feld {means} wurde geöffnet" if de else
             f": the temple on space {means} was opened"))
        if (new.layer, new.side) != (layer, side):
            text += (f" – die falsche Farbe, {who} steht jetzt {where(new, lang)}" if de
                     else f" – the wrong colour, {who} now stands on {where(new, lang)}")
    else:
        how = {"tent": ("mit einem Juwel aus dem Zelt", "with a crystal from the tent"),
               "free": ("die dunkle Stufe braucht keine Farbe", "the dark layer needs no colour")
               }[means][0 if de else 1]
        text = f"{who} {verb} {target}: {how}"
    if a.steps and not a.is_terminal() and a.player == seat and action.kind != "sideways":
        text += (f"; noch {steps_text(a.steps, lang)}" if de else f"; {steps_text(a.steps, lang)} left")
    if a.is_terminal() or a.player != seat or a.turn != b.turn:
        text += f"; {_next(a, lang)}"
    return text + "."


def stop(b: Any, action: Action, a: Any, viewer: int | None, lang: str) -> str:
    seat = b.player
    who, here = seat_name(seat, lang), where(b.advs[seat], lang)
    unused = steps_text(b.steps, lang)
    return (f"{who} hält {here} an ({unused} ungenutzt); {_next(a, lang)}." if lang == "de"
            else f"{who} stops on {here} ({unused} unused); {_next(a, lang)}.")


def name(b: Any, action: Action, a: Any, viewer: int | None, lang: str) -> str:
    """The colour named for the next temple, and the outcome once all are named."""
    seat, de = b.player, lang == "de"
    who = seat_name(seat, lang)
    letter = TEMPLE_LETTERS[len(b.named)]
    colour = colour_name(action.args[0], lang)
    text = (f"{who} nennt {colour} für Tempel {letter}" if de else
            f"{who} names {colour} for temple {letter}")
    if len(a.named) == len(b.named) + 1 and a.named != b.named and len(a.named) < len(
            b.temple_colours) and not a.is_terminal() and a.player == seat:
        n = len(a.named)
        return text + (f" ({n} von {len(b.temple_colours)} genannt)." if de else
                       f" ({n} of {len(b.temple_colours)} named).")
    if getattr(a.ending, "value", "") == "scorpion":
        return text + (f": Alle Farben stimmen, {who} holt den Goldenen Skorpion." if de else
                       f": every colour is right, {who} takes the Golden Scorpion.")
    return text + (f": Nicht alle Farben stimmen, {who} ist gefangen; {_next(a, lang)}." if de
                   else f": not every colour is right, {who} is trapped; {_next(a, lang)}.")


def roll(b: Any, action: Action, a: Any, viewer: int | None, lang: str) -> str | None:
    """A plain roll on the brown spaces: where the adventurer went (chance steps otherwise
    get the chance line)."""
    seat = b.player
    if b.advs[seat].on_pyramid:
        return None
    start, end = b.advs[seat].track, a.advs[seat].track
    if start == end:
        return None
    return (f"{seat_name(seat, lang)} zieht von Feld {start} auf Feld {end}." if lang == "de"
            else f"{seat_name(seat, lang)} moves from space {start} to space {end}.")


SENTENCES: dict[str, Callable[..., Any]] = {
    "climb": climb, "sideways": step, "enter": enter, "pass": pass_turn, "turn": turn_layer,
    "steal": steal, "mummy": mummy, "advance": advance, "take": take, "peek": peek,
    "nothing": nothing, "place": place, "up": step, "down": step, "stop": stop, "name": name,
    "roll": roll,
}
"""A sentence for every move kind (``tests/test_step_sentences.py`` checks none is missing)."""


def step_sentence(before: GameState, action: Action, after: GameState, viewer: int | None,
                  lang: str) -> str | None:
    """The Why panel's sentence for one step as ``viewer`` may know it."""
    sentence = SENTENCES.get(action.kind)
    return sentence(before, action, after, viewer, lang) if sentence else None
