"""What a viewer sees of a Dice Pyramid state (``observation``), as JSON-ready data.

>>> from pyramid_explorer.games import new_game
>>> s = new_game("dice-pyramid", seed=1)
>>> top = observation(s, 0)["pyramid"][0][0]
>>> top["room"], top["face_down"]
(None, True)
>>> observation(s, None)["pyramid"][0][0]["room"]          # the referee sees everything
'Treasure Chamber'
>>> [c["room"] is not None for c in observation(s, 0)["pyramid"][3]]
[True, True, True, True]
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .actions import CARD

if TYPE_CHECKING:
    from .state import DicePyramidState


def card_info(number: int) -> dict[str, Any]:
    """Room, challenge notation, relic and ability text of card ``number``."""
    card = CARD[number]
    return {"card": number, "room": card.room, "challenge": card.challenge.notation,
            "relic": card.relic, "ability": card.ability.describe()}


def observation(state: DicePyramidState, player: int | None) -> dict[str, Any]:
    """The state as ``player`` may know it (``None``: the referee sees face-down cards too)."""
    referee = player is None
    lay = state.layout
    opened = set(state.open_positions())
    rows = []
    for r in range(lay.rows):
        row = []
        for p in lay.row_positions(r):
            number = state.pyramid[p]
            entry: dict[str, Any] = {"position": [r, lay.index_in_row[p]],
                                     "taken": number is None, "open": p in opened}
            if number is None:
                entry.update(face_up=False, face_down=False, card=None, room=None,
                             challenge=None)
            else:
                up = state.is_face_up(p)
                entry.update(face_up=up, face_down=not up)
                if up or referee:
                    entry.update(card=number, room=CARD[number].room,
                                 challenge=CARD[number].challenge.notation)
                else:
                    entry.update(card=None, room=None, challenge=None)
            row.append(entry)
        rows.append(row)
    if state.options.full_house_five_of_a_kind:
        for row in rows:
            for entry in row:
                if entry["card"] == 12:
                    entry["challenge"] = "X X X Y Y | X X X X X"
    return {
        "game": state.game_id,
        "viewer": player,
        "turn": state.turn,
        "phase": state.phase,
        "to_move": state.current_player(),
        "pyramid": rows,
        "dice": list(state.dice),
        "rolling": list(state.pending) if state.phase == "chance" else [],
        "rerolls_left": state.rerolls_left,
        "relics": [dict(card_info(c), used=c in state.used) for c in state.relics],
        "relic_cap": state.options.relic_cap,
        "discard": [CARD[c].relic for c in state.discard],
        "box": {"count": len(state.box),
                "rooms": [CARD[c].room for c in state.box] if referee else None},
        "takeable": state.takeable_rooms(),
        "outcome": state.outcome or None,
        "options": state.options_dict(),
    }
