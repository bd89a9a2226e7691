"""Which moves are legal in a Ramses Pyramid position, and why any other move is refused.

:func:`legal_actions` lists the moves (labelled, in English); :func:`refusal` returns the
:class:`IllegalAction` naming the rule a move breaks, looked up in ``_CHECKS`` by the move's
kind, or ``None`` when the move is legal.

>>> from pyramid_explorer.games import new_game
>>> s = new_game("ramses-pyramid", seed=3, players=2)
>>> refusal(s, Action("climb")).rule_id
'rp.track.move'
>>> refusal(s, Action("fly")).rule_id
'engine.action'
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ...engine import Action, IllegalAction
from .actions import Move, act
from .board import COLOURS, DARK, SIDES, TOP, TOP_LAYER
from .labels import labelled
from .mechanics import blocked

if TYPE_CHECKING:
    from .state import RamsesState


def legal_actions(state: RamsesState) -> list[Action]:
    """Every move of the player to move (at a chance step: the die's outcomes)."""
    from .state import Phase

    if state.phase is Phase.OVER:
        return []
    if state.phase is Phase.ROLL:
        return [a for a, _ in state.chance_outcomes()]
    return [labelled(state, a) for a in _raw(state, Phase)]


def _raw(state: RamsesState, phase_enum: type) -> list[Action]:
    ph = state.phase
    seat = state.player
    adv = state.advs[seat]
    if ph is phase_enum.DECIDE:
        if adv.lapped:
            sides = [act(Move.ENTER, s) for s in SIDES if not blocked(state.mummies, DARK, s)]
            return sides or [act(Move.PASS)]
        out = [act(Move.CLIMB)]
        for s in SIDES:
            if s != adv.side and not blocked(state.mummies, adv.layer, s):
                out += [act(Move.SIDEWAYS, s, m) for m in state.means_for(seat, adv.layer, s)]
        return out
    if ph is phase_enum.SPECIAL:
        effect = state.die[1] if state.die else ""
        if effect == "turn":
            return [act(Move.TURN, layer, d) for layer in range(2, 7) for d in (1, -1)]
        if effect == "steal":
            return [act(Move.STEAL, p, c) for p in range(state.num_players) if p != seat
                    for c in sorted(set(state.tents[p]), key=COLOURS.index)]
        return [act(Move.MUMMY, s) for s in top_sides(state)]
    if ph is phase_enum.ADVANCE:
        return [act(Move.ADVANCE, k) for k in range(1, state.steps + 1)]
    if ph is phase_enum.SPACE:
        out = []
        if state.crystals[adv.track]:
            out.append(act(Move.TAKE))
        if state.temples[adv.track] >= 0:
            out.append(act(Move.PEEK))
        if not out or state.options.may_pass_space:
            out.append(act(Move.NOTHING))
        return out
    if ph is phase_enum.PLACE:
        return [act(Move.PLACE, s) for s in state.empty_temple_spaces()]
    if ph is phase_enum.CLIMB:
        out = []
        for kind, layer in ((Move.UP, adv.layer + 1), (Move.DOWN, adv.layer - 1)):
            if 1 <= layer <= TOP_LAYER and not blocked(state.mummies, layer, adv.side):
                out += [act(kind, m) for m in state.means_for(seat, layer, adv.side)]
        return out + [act(Move.STOP)]
    if ph is phase_enum.NAME:
        return [act(Move.NAME, c) for c in COLOURS]
    return []


def top_sides(state: RamsesState) -> list[int]:
    """The sides that still have a mummy at the top."""
    return sorted({side for layer, side in state.mummies if layer == TOP})


# ---------------------------------------------------------------------------- refusals
def _no(rule: str, en: str, de: str) -> IllegalAction:
    return IllegalAction(rule, en, de=de)


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
        if means == "tent":
            return _no("rp.pyramid.colour", f"You have no {colour} crystal at your tent.",
                       f"Du hast kein Juwel der Farbe {colour} an deinem Zelt.")
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
    return _target_problem(state, adv.layer + (1 if up else -1), adv.side, args[0], False)


def _check_enter(state: RamsesState, args: tuple) -> IllegalAction | None:
    if blocked(state.mummies, DARK, args[0]):
        return _no("rp.mummy.block", "A mummy stands on that side of the dark layer.",
                   "Auf dieser Seite der dunklen Stufe steht eine Mumie.")
    return None


def _check_place(state: RamsesState, args: tuple) -> IllegalAction | None:
    return _no("rp.space.peek", "Move the temple to another temple space that is empty.",
               "Versetze den Tempel auf ein anderes, leeres Tempelfeld.")


_CHECKS: dict[Move, Callable[[RamsesState, tuple], IllegalAction | None]] = {
    Move.SIDEWAYS: _check_sideways,
    Move.UP: lambda s, a: _check_step(s, a, True),
    Move.DOWN: lambda s, a: _check_step(s, a, False),
    Move.ENTER: _check_enter,
    Move.PLACE: _check_place,
}

_PHASE_OF = {Move.CLIMB: "decide", Move.SIDEWAYS: "decide", Move.ENTER: "decide",
             Move.PASS: "decide", Move.TURN: "special", Move.STEAL: "special",
             Move.MUMMY: "special", Move.ADVANCE: "advance", Move.TAKE: "space",
             Move.PEEK: "space", Move.NOTHING: "space", Move.PLACE: "place", Move.UP: "climb",
             Move.DOWN: "climb", Move.STOP: "climb", Move.NAME: "name", Move.ROLL: "roll"}


def refusal(state: RamsesState, action: Action) -> IllegalAction | None:
    """``None`` if ``action`` is legal in ``state``, else the error naming the broken rule."""
    from .state import Phase

    if state.phase is Phase.OVER:
        legal: list[Action] = []
    elif state.phase is Phase.ROLL:
        legal = [a for a, _ in state.chance_outcomes()]
    else:
        legal = _raw(state, Phase)
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
    if state.phase.value != _PHASE_OF[kind] or state.phase.value == "roll":
        return _phase_needed(state, kind)
    adv = state.advs[state.player]
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
