"""Refusals of the die's moves (turn, steal, mummy), entering a side and taking a crystal:
each names the rule a value breaks, in English and German. :mod:`.refusals` runs them.

>>> from pyramid_explorer.engine import Action
>>> from pyramid_explorer.games import new_game
>>> s = new_game("ramses-pyramid", seed=3, players=2).apply(Action("roll", (3, "mummy")))
>>> check_mummy(s, (7,)).reason
'There is no side 7: the sides are 0 north, 1 east, 2 south, 3 west.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import IllegalAction
from .board import DARK, SIDES, TOP_LAYER, colour_name, side_name
from .legal import top_sides
from .mechanics import blocked

if TYPE_CHECKING:
    from .state import RamsesState


def no(rule: str, en: str, de: str) -> IllegalAction:
    """The refusal naming ``rule``, in English and German."""
    return IllegalAction(rule, en, de=de)


def no_side(side: object, rule: str) -> IllegalAction:
    """The refusal of a side that does not exist (sides are 0–3)."""
    return no(rule, f"There is no side {side!r}: the sides are 0 north, 1 east, 2 south, "
               "3 west.", f"Es gibt keine Seite {side!r}: Die Seiten sind 0 Nord, 1 Ost, "
               "2 Süd, 3 West.")


def check_enter(state: RamsesState, args: tuple) -> IllegalAction | None:
    if args[0] not in SIDES:
        return no_side(args[0], "rp.track.enter")
    if blocked(state.mummies, DARK, args[0]):
        return no("rp.mummy.block", "A mummy stands on that side of the dark layer.",
                   "Auf dieser Seite der dunklen Stufe steht eine Mumie.")
    return None


def check_place(state: RamsesState, args: tuple) -> IllegalAction | None:
    return no("rp.space.peek", "Move the temple to another temple space that is empty.",
               "Versetze den Tempel auf ein anderes, leeres Tempelfeld.")


def rolled(state: RamsesState) -> str:
    return state.die[1] if state.die else ""


def check_turn(state: RamsesState, args: tuple) -> IllegalAction | None:
    if rolled(state) != "turn":
        return None
    layer, direction = args
    if layer == DARK:
        return no("rp.pyramid.turn", "The dark bottom layer does not turn: turn one of the "
                   "layers 2 to 6.", "Die dunkle unterste Stufe dreht sich nicht: Drehe eine "
                   "der Stufen 2 bis 6.")
    if not 2 <= layer <= TOP_LAYER:
        return no("rp.ruling.turn-layer", f"There is no layer {layer}: turn one of the layers "
                   "2 to 6.", f"Es gibt keine Stufe {layer}: Drehe eine der Stufen 2 bis 6.")
    if direction not in (1, -1):
        return no("rp.ruling.turn-layer", f"A layer turns a quarter turn: direction 1 "
                   f"(clockwise) or -1 (anticlockwise), not {direction}.", "Eine Stufe dreht "
                   "sich um eine Vierteldrehung: Richtung 1 (im Uhrzeigersinn) oder -1 (gegen "
                   f"den Uhrzeigersinn), nicht {direction}.")
    return None


def check_steal(state: RamsesState, args: tuple) -> IllegalAction | None:
    if rolled(state) != "steal":
        return None
    victim, colour = args
    if victim == state.player:
        return no("rp.ruling.steal", "You steal from another player's tent, not from your own.",
                   "Du stiehlst vom Zelt eines Mitspielers, nicht von deinem eigenen.")
    if not 0 <= victim < state.num_players:
        return no("rp.ruling.steal", f"There is no player {victim + 1} in this game: steal "
                   f"from P1 to P{state.num_players}.", f"In dieser Partie gibt es keinen "
                   f"Spieler {victim + 1}: Stiehl bei P1 bis P{state.num_players}.")
    if colour not in state.tents[victim]:
        return no("rp.ruling.steal", f"P{victim + 1} has no {colour_name(colour)} crystal at "
                   "their tent to steal.", f"P{victim + 1} hat kein Juwel der Farbe "
                   f"{colour_name(colour, 'de')} am Zelt, das du stehlen könntest.")
    return None


def check_mummy(state: RamsesState, args: tuple) -> IllegalAction | None:
    if rolled(state) != "mummy":
        return None
    side = args[0]
    if side not in SIDES:
        return no_side(side, "rp.mummy.roll")
    left = top_sides(state)
    return no("rp.mummy.roll", f"No mummy is left at the top on the {side_name(side)} side; "
               "bring one down on a side that still has one: "
               f"{', '.join(side_name(s) for s in left)}.", "Auf der Seite "
               f"{side_name(side, 'de')} steht oben keine Mumie mehr; hole eine auf einer "
               f"Seite herab, die noch eine hat: {', '.join(side_name(s, 'de') for s in left)}.")


def check_take(state: RamsesState, args: tuple) -> IllegalAction | None:
    here = state.crystals[state.advs[state.player].track]
    if not here or not args:
        return None
    if args[0] != here:
        return no("rp.space.crystal", f"The crystal on your space is {colour_name(here)}, not "
                   f"{args[0]!r}: you take the crystal that lies there (the move 'take', "
                   "without a colour).", f"Das Juwel auf deinem Feld ist "
                   f"{colour_name(here, 'de')}, nicht {args[0]!r}: Du nimmst das Juwel, das dort "
                   "liegt (der Zug „take“, ohne Farbe).")
    return no("rp.space.crystal", "Taking names no colour: the move 'take' takes the crystal "
               "on your space.", "Nehmen nennt keine Farbe: Der Zug „take“ nimmt das Juwel "
               "auf deinem Feld.")


