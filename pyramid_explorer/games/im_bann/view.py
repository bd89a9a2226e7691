"""What a player may know of a position (``observation``) and the full record (``snapshot``).

The keys are those saves have always carried, so old saves load: ``count`` is the cards
exchanged so far in an exchange or the value shed so far when passing the Mummy on (only one
of them is ever under way), ``over`` the ending's string (``""`` while the game goes on).

>>> from pyramid_explorer.games import new_game
>>> s = new_game("im-bann-der-pyramide", seed=1, players=3)
>>> obs = observation(s, 1)
>>> sorted(obs["hands"]), obs["hand_sizes"], obs["phase"], obs["over"]
(['1'], [5, 5, 5], 'start', '')
>>> "draw_pile" in obs, "draw_pile" in observation(s, None)
(False, True)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .rules import GAME_ID

if TYPE_CHECKING:
    from .state import ImBannState


def observation(state: ImBannState, player: int | None) -> dict[str, Any]:
    """What ``player`` may know; ``None`` is the referee (everything, draw order too)."""
    codes = state.codes
    hands = {str(q): codes(state.hands[q]) for q in range(state.num_players)
             if player is None or q == player}
    obs: dict[str, Any] = {
        "game": GAME_ID,
        "viewer": player,
        "players": state.num_players,
        "adventures": list(state.adventure_values),
        "kings_chamber": state.chamber_value,
        "chamber_side": state.chamber_side,
        "depot": state.depot,
        "positions": list(state.positions),
        "mummy": state.mummy,
        "turn_player": state.turn_player,
        "current_player": state.current_player(),
        "phase": str(state.phase),
        "completed_this_turn": state.completed_this_turn,
        "exact_pending": state.exact_pending,
        "count": state.exchanged + state.shed_value,
        "curse_queue": list(state.curse_queue),
        "hands": hands,
        "hand_sizes": [len(h) for h in state.hands],
        "showcases": [codes(s) for s in state.showcases],
        "showcase_sums": [state.showcase_sum(q) for q in range(state.num_players)],
        "discard": codes(state.discard),
        "draw_pile_size": len(state.draw_pile),
        "turns": state.turns,
        "final_round": state.final_round,
        "over": state.over,
        "winner": state.winner,
    }
    if player is None:
        obs["draw_pile"] = codes(state.draw_pile)
    return obs


def snapshot(state: ImBannState) -> dict[str, Any]:
    """The referee's observation plus every card id: what a save is checked against."""
    obs = observation(state, None)
    obs["ids"] = {"hands": [list(h) for h in state.hands],
                  "showcases": [list(s) for s in state.showcases],
                  "draw_pile": list(state.draw_pile), "discard": list(state.discard)}
    return obs
