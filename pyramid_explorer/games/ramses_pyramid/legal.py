"""Which moves are legal in a Ramses Pyramid position, and why any other move is refused.

:func:`legal_actions` lists the moves (labelled, in English); :func:`refusal` (from
:mod:`.refusals`) returns the :class:`IllegalAction` naming the rule a move breaks, or ``None``
when the move is legal.

>>> from pyramid_explorer.games import new_game
>>> s = new_game("ramses-pyramid", seed=3, players=2)
>>> refusal(s, Action("climb")).rule_id
'rp.track.move'
>>> refusal(s, Action("fly")).rule_id
'engine.action'
"""

from __future__ import annotations

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
    return [labelled(state, a) for a in listed_moves(state, Phase)]


def listed_moves(state: RamsesState, phase_enum: type) -> list[Action]:
    """The moves of the player to move, unlabelled (``phase_enum``: the state's ``Phase``)."""
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
        ways = ((Move.UP, adv.layer + 1, 1), (Move.DOWN, adv.layer - 1, -1))
        for kind, layer, heading in ways:
            if state.heading == -heading and not state.options.change_direction:
                continue  # one roll, one direction (rp.ruling.one-direction)
            if 1 <= layer <= TOP_LAYER and not blocked(state.mummies, layer, adv.side):
                out += [act(kind, m) for m in state.means_for(seat, layer, adv.side)]
        return out + [act(Move.STOP)]
    if ph is phase_enum.NAME:
        return [act(Move.NAME, c) for c in COLOURS]
    return []


def top_sides(state: RamsesState) -> list[int]:
    """The sides that still have a mummy at the top."""
    return sorted({side for layer, side in state.mummies if layer == TOP})


def refusal(state: RamsesState, action: Action) -> IllegalAction | None:
    """``None`` if ``action`` is legal in ``state``, else the error naming the broken rule
    (:func:`.refusals.refusal`)."""
    from .refusals import refusal as refuse

    return refuse(state, action)
