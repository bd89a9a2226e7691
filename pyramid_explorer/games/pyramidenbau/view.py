"""What a viewer sees of a Pyramidenbau position (``observation``), as JSON-ready data.

Everything is public except the order of the face-down pile: a player sees how many cards it
holds, the referee (``None``) also their order.

>>> from pyramid_explorer.games import new_game
>>> s = new_game("pyramidenbau", seed=2)
>>> obs = observation(s, 0)
>>> obs["draw"], len(observation(s, None)["draw"]["order"])
({'count': 36, 'order': None}, 36)
>>> obs["scores"], obs["quarry"]
([0, 0, 0, 0], [30, 30, 30, 30])
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .board import current_layer

if TYPE_CHECKING:
    from .state import PyramidenbauState


def card_info(state: PyramidenbauState, card: int) -> dict[str, Any]:
    instr = state.deck.card(card)
    return {"card": card, "id": instr.id, "action": instr.action, "count": instr.count}


def observation(state: PyramidenbauState, player: int | None) -> dict[str, Any]:
    """The position as ``player`` may know it (``None``: the referee, with the pile's order)."""
    referee = player is None
    return {
        "game": state.game_id,
        "viewer": player,
        "turn": state.turn,
        "phase": state.phase.value,
        "to_move": state.current_player(),
        "colour": state.colour,
        "owners": list(state.owners),
        "stacks": [list(s) for s in state.stacks],
        "layers": [current_layer(state.stacks, side) for side in range(4)],
        "workplaces": [list(w) for w in state.workplaces],
        "workers": list(state.workers),
        "market": list(state.market),
        "quarry": list(state.quarry),
        "caps": list(state.caps),
        "complete_at": list(state.complete_at),
        "draw": {"count": len(state.draw), "order": list(state.draw) if referee else None},
        "discard": [card_info(state, c) for c in state.discard],
        "deck": {"source": state.deck.source, "reconstructed": state.deck.reconstructed,
                 "cards": [c.id for c in state.deck.cards]},
        "rolling": state.rolling,
        "dice": list(state.dice),
        "die": state.die,
        "card": card_info(state, state.card) if state.card >= 0 else None,
        "kinds": list(state.kinds),
        "allowance": state.allowance,
        "started": state.started,
        "scores": list(state.scores()),
        "termination": state.termination.value if state.termination else None,
        "options": state.options_dict(),
    }
