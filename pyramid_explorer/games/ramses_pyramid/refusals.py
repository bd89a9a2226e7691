"""Why a Ramses Pyramid move is refused: the :class:`IllegalAction` naming the rule it breaks.

:func:`refusal` first asks whether the move is made at the right moment of the turn, then
runs the move kind's check in ``CHECKS`` (its values: sides, layers, colours, seats), so every
refusal names the rule that really forbids the move, in English and German. The kernel has
already checked the argument types against ``actions.ARGUMENTS``.

>>> from pyramid_explorer.games import new_game
>>> s = new_game("ramses-pyramid", seed=3, players=2)
>>> refusal(s, Action("climb")).rule_id
'rp.track.move'
>>> s = s.apply(Action("roll", (1, "turn")))
>>> err = refusal(s, Action("turn", (1, 1)))
>>> err.rule_id, err.reason
('rp.pyramid.turn', 'The dark bottom layer does not turn: turn one of the layers 2 to 6.')
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ...engine import Action, IllegalAction
from .actions import ARGUMENTS, Move
from .board import SIDES, TOP_LAYER, colour_name
from .kinds import Phase
from .legal import listed_moves
from .mechanics import blocked
from .refusals_moves import (
    check_enter,
    check_mummy,
    check_place,
    check_steal,
    check_take,
    check_turn,
)
from .refusals_moves import no as _no
from .refusals_moves import no_side as _no_side

if TYPE_CHECKING:
    from .state import RamsesState



def _phase_needed(state: RamsesState, kind: Move) -> IllegalAction:
    """The refusal of a move made at the wrong moment of the turn."""
    adv = state.advs[state.player]
    if kind in (Move.CLIMB, Move.SIDEWAYS) and adv.on_track:
        return _no("rp.track.move", "You are still going round the pyramid: roll and move on "
                   "the brown spaces first.", "Du bist noch auf dem Weg um die Pyramide: "
                   "würfle und ziehe erst über die braunen Felder.")
    if kind in (Move.CLIMB, Move.SIDEWAYS):
        return _no("rp.pyramid.decide", "You choose between climbing and moving sideways "
                   "before rolling, at the start of your turn.", "Zwischen Klettern und "
                   "Seitwärtsziehen entscheidest du vor dem Würfeln, zu Beginn deines Zuges.")
    rule, en, de = _WHEN[kind]
    return _no(rule, en, de)


_WHEN: dict[Move, tuple[str, str, str]] = {
    Move.ENTER: ("rp.track.enter", "You enter the pyramid on the turn after your lap.",
                 "Die Pyramide betrittst du im Zug nach deiner Runde."),
    Move.PASS: ("rp.ruling.enter-blocked", "You may only pass when every side you could enter "
                "is blocked.", "Aussetzen darfst du nur, wenn jede Seite versperrt ist."),
    Move.TURN: ("rp.ruling.turn-layer", "You turn a layer only after rolling a turn face.",
                "Eine Stufe drehst du nur nach einem Wurf mit Drehen-Symbol."),
    Move.STEAL: ("rp.ruling.steal", "You steal only after rolling the steal face, from "
                 "another player's tent.", "Stehlen darfst du nur nach dem Stehlen-Wurf, vom "
                 "Zelt eines Mitspielers."),
    Move.MUMMY: ("rp.mummy.roll", "Mummies come down only after a mummy roll.",
                 "Mumien kommen nur nach einem Mumienwurf herab."),
    Move.ADVANCE: ("rp.ruling.track-exact", "You choose how far to move on the brown spaces "
                   "only right after a mummy roll (up to 3) or with the 'up to the number' "
                   "option; otherwise you move exactly the number rolled.",
                   "Die Schrittzahl auf den braunen Feldern wählst du nur direkt nach einem "
                   "Mumienwurf (bis zu 3) oder mit der Option „bis zur Augenzahl“; sonst ziehst "
                   "du genau die gewürfelte Zahl."),
    Move.TAKE: ("rp.space.crystal", "There is no crystal to take on your space now.",
                "Auf deinem Feld liegt jetzt kein Juwel zum Nehmen."),
    Move.PEEK: ("rp.space.peek", "There is no temple beside your space to look into now.",
                "Neben deinem Feld steht jetzt kein Tempel zum Hineinschauen."),
    Move.NOTHING: ("rp.ruling.space-choice", "On a space with a crystal or a temple you take "
                   "the crystal or look into the temple.", "Auf einem Feld mit Juwel oder "
                   "Tempel nimmst du das Juwel oder schaust in den Tempel."),
    Move.PLACE: ("rp.space.peek", "A temple is moved only right after looking into it or "
                 "opening it.", "Ein Tempel wird nur direkt nach dem Hineinschauen oder Öffnen "
                 "versetzt."),
    Move.UP: ("rp.pyramid.step", "You change layers only after choosing to climb and rolling.",
              "Die Stufe wechselst du nur, nachdem du Klettern gewählt und gewürfelt hast."),
    Move.DOWN: ("rp.pyramid.step", "You change layers only after choosing to climb and "
                "rolling.", "Die Stufe wechselst du nur, nachdem du Klettern gewählt und "
                "gewürfelt hast."),
    Move.STOP: ("rp.ruling.track-exact", "You can stop only while climbing with steps left.",
                "Anhalten kannst du nur beim Klettern mit übrigen Schritten."),
    Move.NAME: ("rp.variant.treasure", "Temple colours are named only in the treasure room, "
                "after defeating Ramses.", "Tempelfarben nennst du nur in der Schatzkammer, "
                "nach dem Sieg über Ramses."),
    Move.ROLL: ("engine.chance", "The die decides this, not a player.",
                "Das entscheidet der Würfel, nicht ein Spieler."),
}


def _target_problem(state: RamsesState, layer: int, side: int, means: object,
                    sideways: bool) -> IllegalAction | None:
    seat = state.player
    adv = state.advs[seat]
    if side not in SIDES:
        return _no_side(side, "rp.pyramid.sideways")
    if sideways and side == adv.side:
        return _no("rp.pyramid.sideways", "Sideways means one of the other three sides of "
                   "your layer.", "Seitwärts heißt: auf eine der drei anderen Seiten deiner "
                   "Stufe.")
    if not 1 <= layer <= TOP_LAYER:
        return _no("rp.pyramid.step", "There is no layer there: the pyramid has layers 1 to 6 "
                   "below Ramses.", "Dort ist keine Stufe: Die Pyramide hat die Stufen 1 bis 6 "
                   "unter Ramses.")
    if blocked(state.mummies, layer, side):
        return _no("rp.mummy.block", "A mummy stands on that layer-side: it may not be "
                   "entered.", "Auf dieser Stufenseite steht eine Mumie: Sie darf nicht "
                   "betreten werden.")
    if means not in state.means_for(seat, layer, side):
        colour = state.colour_at(layer, side)
        if not colour:
            return _no("rp.ruling.dark-layer", "The dark layer has no colour: you go there "
                       "freely (means 'free'), with no crystal and no temple.", "Die dunkle "
                       "Stufe hat keine Farbe: Du gehst frei dorthin (Mittel „free“), ohne "
                       "Juwel und ohne Tempel.")
        if means == "free":
            return _no("rp.pyramid.colour", f"This layer-side is {colour_name(colour)}, not "
                       "free: meet its colour with a crystal at your tent or a temple.",
                       f"Diese Stufenseite ist {colour_name(colour, 'de')}, nicht frei: "
                       "Erfülle ihre Farbe mit einem Juwel am Zelt oder einem Tempel.")
        if means == "tent":
            return _no("rp.pyramid.colour", f"You have no {colour_name(colour)} crystal at "
                       "your tent.", f"Du hast kein Juwel der Farbe "
                       f"{colour_name(colour, 'de')} an deinem Zelt.")
        return _no("rp.pyramid.colour", "Meet the colour with a crystal at your tent when you "
                   "have one, else by opening a temple on a temple space.",
                   "Erfülle die Farbe mit einem Juwel am Zelt, wenn du eines hast, sonst durch "
                   "Öffnen eines Tempels auf einem Tempelfeld.")
    return None


def _check_sideways(state: RamsesState, args: tuple) -> IllegalAction | None:
    adv = state.advs[state.player]
    return _target_problem(state, adv.layer, args[0], args[1], True)


def _check_step(state: RamsesState, args: tuple, up: bool) -> IllegalAction | None:
    adv = state.advs[state.player]
    if state.heading == (-1 if up else 1) and not state.options.change_direction:
        way, back = ("down", "up") if up else ("up", "down")
        de_way, de_back = ("hinab", "hinauf") if up else ("hinauf", "hinab")
        return _no("rp.ruling.one-direction", f"This roll you are going {way}: one roll moves "
                   f"you either up or down, so you cannot go {back} now.", f"In diesem Wurf "
                   f"ziehst du {de_way}: Ein Wurf führt dich entweder hinauf oder hinab, also "
                   f"kannst du jetzt nicht {de_back}.")
    return _target_problem(state, adv.layer + (1 if up else -1), adv.side, args[0], False)


def _arity_problem(kind: Move, args: tuple) -> IllegalAction | None:
    wanted = len(ARGUMENTS[kind.value])
    if len(args) == wanted:
        return None
    return _no("engine.action", f"The move {kind.value!r} takes {wanted} argument"
               f"{'s' if wanted != 1 else ''}, not {len(args)}.", f"Der Zug „{kind.value}“ "
               f"nimmt {wanted} Argument{'e' if wanted != 1 else ''}, nicht {len(args)}.")


_CHECKS: dict[Move, Callable[[RamsesState, tuple], IllegalAction | None]] = {
    Move.TURN: check_turn,
    Move.STEAL: check_steal,
    Move.MUMMY: check_mummy,
    Move.TAKE: check_take,
    Move.SIDEWAYS: _check_sideways,
    Move.UP: lambda s, a: _check_step(s, a, True),
    Move.DOWN: lambda s, a: _check_step(s, a, False),
    Move.ENTER: check_enter,
    Move.PLACE: check_place,
}

_PHASE_OF = {Move.CLIMB: "decide", Move.SIDEWAYS: "decide", Move.ENTER: "decide",
             Move.PASS: "decide", Move.TURN: "special", Move.STEAL: "special",
             Move.MUMMY: "special", Move.ADVANCE: "advance", Move.TAKE: "space",
             Move.PEEK: "space", Move.NOTHING: "space", Move.PLACE: "place", Move.UP: "climb",
             Move.DOWN: "climb", Move.STOP: "climb", Move.NAME: "name", Move.ROLL: "roll"}


def refusal(state: RamsesState, action: Action) -> IllegalAction | None:
    """``None`` if ``action`` is legal in ``state``, else the error naming the broken rule."""
    if state.phase is Phase.OVER:
        legal: list[Action] = []
    elif state.phase is Phase.ROLL:
        legal = [a for a, _ in state.chance_outcomes()]
    else:
        legal = listed_moves(state)
    if action in legal:
        return None
    try:
        kind = Move(action.kind)
    except ValueError:
        names = ", ".join(m.value for m in Move)
        return _no("engine.action", f"{action.kind!r} is not a Ramses Pyramid move; the moves "
                   f"are: {names}.", f"{action.kind!r} ist kein Zug von Ramses Pyramid; die Züge "
                   f"sind: {names}.")
    if kind is Move.ROLL and state.phase.value == "roll":
        return _no("engine.chance", "The die has no such face.", "Diese Würfelseite gibt es nicht.")
    adv = state.advs[state.player]
    if kind is Move.ROLL and state.phase.value == "decide":
        if adv.lapped:
            return _no("rp.track.enter", "After the lap you first enter a side of the dark "
                       "layer; the die is rolled then.", "Nach der Runde betrittst du zuerst "
                       "eine Seite der dunklen Stufe; dann wird gewürfelt.")
        return _no("rp.pyramid.decide", "On the pyramid you decide before rolling: climb (then "
                   "the die is rolled) or move sideways without rolling.", "Auf der Pyramide "
                   "entscheidest du vor dem Würfeln: klettern (dann wird gewürfelt) oder ohne "
                   "Würfeln seitwärts ziehen.")
    if state.phase.value != _PHASE_OF[kind] or state.phase.value == "roll":
        return _phase_needed(state, kind)
    if kind in (Move.CLIMB, Move.SIDEWAYS) and adv.lapped:
        return _no("rp.track.enter", "After the lap you first enter a side of the dark layer.",
                   "Nach der Runde betrittst du zuerst eine Seite der dunklen Stufe.")
    if kind is Move.ENTER and not adv.lapped:
        return _phase_needed(state, kind)
    check = _CHECKS.get(kind)
    try:
        problem = check(state, action.args) if check else None
    except (IndexError, TypeError, ValueError):  # arguments of the wrong shape
        problem = None
    problem = problem or _arity_problem(kind, action.args)
    if problem is not None:
        return problem
    rule, en, de = _WHEN.get(kind) or _SHAPE[kind]
    return _no(rule, f"That move is not possible here. {en}", f"Dieser Zug ist hier nicht "
               f"möglich. {de}")


_SHAPE = {
    Move.CLIMB: ("rp.pyramid.decide", "Climbing is chosen at the start of a turn on the pyramid.",
                 "Klettern wählst du zu Beginn eines Zuges auf der Pyramide."),
    Move.SIDEWAYS: ("rp.pyramid.sideways", "Name one of the other three sides (0–3) and how you "
                    "meet its colour: tent, free or a temple space.", "Nenne eine der drei anderen "
                    "Seiten (0–3) und wie du ihre Farbe erfüllst: Zelt, frei oder ein Tempelfeld."),
}
