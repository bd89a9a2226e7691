"""Which moves are legal in a Ramses Pyramid position.

:func:`legal_actions` lists the moves (labelled, in English); :func:`listed_moves` the same
moves unlabelled, which :func:`.refusals.refusal` checks a move against before it names the
rule the move breaks.

>>> from pyramid_explorer.games import new_game
>>> s = new_game("ramses-pyramid", seed=3, players=2)
>>> [str(a) for a in legal_actions(s)][:2], listed_moves(s)   # a roll: the die's outcomes
(['Roll 1 + turn a layer', 'Roll 2 + steal'], [])
>>> s = s.apply(Action("roll", (2, "plain")))
>>> [a.kind for a in listed_moves(s)], [str(a) for a in legal_actions(s)]
(['peek'], ['Look into the temple on space 2'])
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import Action
from .actions import Move, act
from .board import COLOURS, DARK, SIDES, TOP, TOP_LAYER
from .kinds import Phase
from .labels import labelled
from .mechanics import blocked

if TYPE_CHECKING:
    from .state import RamsesState


def legal_actions(state: RamsesState) -> list[Action]:
    """Every move of the player to move (at a chance step: the die's outcomes)."""
    if state.phase is Phase.OVER:
        return []
    if state.phase is Phase.ROLL:
        return [a for a, _ in state.chance_outcomes()]
    return [labelled(state, a) for a in listed_moves(state)]


def listed_moves(state: RamsesState) -> list[Action]:
    """The moves of the player to move, unlabelled (none at a chance step or the end)."""
    ph = state.phase
    seat = state.player
    adv = state.advs[seat]
    if ph is Phase.DECIDE:
        if adv.lapped:
            sides = [act(Move.ENTER, s) for s in SIDES if not blocked(state.mummies, DARK, s)]
            return sides or [act(Move.PASS)]
        out = [act(Move.CLIMB)]
        for s in SIDES:
            if s != adv.side and not blocked(state.mummies, adv.layer, s):
                out += [act(Move.SIDEWAYS, s, m) for m in state.means_for(seat, adv.layer, s)]
        return out
    if ph is Phase.SPECIAL:
        effect = state.die[1] if state.die else ""
        if effect == "turn":
            return [act(Move.TURN, layer, d) for layer in range(2, 7) for d in (1, -1)]
        if effect == "steal":
            return [act(Move.STEAL, p, c) for p in range(state.num_players) if p != seat
                    for c in sorted(set(state.tents[p]), key=COLOURS.index)]
        return [act(Move.MUMMY, s) for s in top_sides(state)]
    if ph is Phase.ADVANCE:
        return [act(Move.ADVANCE, k) for k in range(1, state.steps + 1)]
    if ph is Phase.SPACE:
        out = []
        if state.crystals[adv.track]:
            out.append(act(Move.TAKE))
        if state.temples[adv.track] >= 0:
            out.append(act(Move.PEEK))
        if not out or state.options.may_pass_space:
            out.append(act(Move.NOTHING))
        return out
    if ph is Phase.PLACE:
        return [act(Move.PLACE, s) for s in state.empty_temple_spaces()]
    if ph is Phase.CLIMB:
        out = []
        ways = ((Move.UP, adv.layer + 1, 1), (Move.DOWN, adv.layer - 1, -1))
        for kind, layer, heading in ways:
            if state.heading == -heading and not state.options.change_direction:
                continue  # one roll, one direction (rp.ruling.one-direction)
            if 1 <= layer <= TOP_LAYER and not blocked(state.mummies, layer, adv.side):
                out += [act(kind, m) for m in state.means_for(seat, layer, adv.side)]
        return out + [act(Move.STOP)]
    if ph is Phase.NAME:
        return [act(Move.NAME, c) for c in COLOURS]
    return []


def top_sides(state: RamsesState) -> list[int]:
    """The sides that still have a mummy at the top."""
    return sorted({side for layer, side in state.mummies if layer == TOP})

