"""The ``optimal`` bot: plays the move with the highest chance to win the whole game.

With I Know the Way (every card face up) its moves are exactly optimal (:mod:`.query`). With
face-down cards it plans with a stand-in for each hidden card built only from what the
player sees (:func:`.deals.planning_cards`): a fair policy, exact for its stand-in deal.
Ties go to the first move in ``legal_actions()`` order, so games replay exactly.

>>> from pyramid_explorer.games import new_game
>>> from pyramid_explorer.sim import play_out
>>> final = play_out(new_game("dice-pyramid", seed=2, i_know_the_way=True, power_relics=True),
...                  [OptimalBot()])
>>> final.outcome in ("won", "lost")
True
"""

from __future__ import annotations

from ..engine import Action
from ..games.dice_pyramid.state import DicePyramidState


class OptimalBot:
    """Best play for the whole game (exact with all cards known; see the module docs)."""

    name = "optimal"
    slow = ("each revealed face-down card rebuilds the stand-in plan: about 2 s of CPU in the "
            "base game, under 0.3 s with Power Relics")
    """Why the bot is slow where it is (the playout tests run it on :data:`QUICK_OPTIONS`)."""
    quick_options = {"i_know_the_way": True, "power_relics": True}
    """Small deals (556 states, one plan per game, about 1 s) for tests that play every bot."""

    def choose(self, state: DicePyramidState) -> Action:
        """The best move; the solver loads at the first one (a menu that only lists this bot,
        like the Simulate tab's, loads nothing)."""
        if state.phase in ("chance", "over"):
            return state.legal_actions()[0]
        from .query import rank_moves

        return rank_moves(state, plan=True)[0].action
