"""Bots: functions from a state to an action, seeded by the state itself.

A bot draws its randomness from ``state.rng("bot:<name>")``, so the same position always gets
the same move and a game played by bots replays exactly from seed + actions.

>>> from pyramid_explorer.games import new_game
>>> state = new_game("dice-pyramid", seed=3)
>>> state = state.apply(state.sample_chance())      # the opening roll
>>> RandomBot().choose(state) in state.legal_actions()
True
"""

from __future__ import annotations

from typing import Protocol

from .action import Action
from .state import GameState


class Bot(Protocol):
    """Anything with a ``name`` and ``choose(state) -> Action`` for the seat to move."""

    name: str

    def choose(self, state: GameState) -> Action: ...


class RandomBot:
    """Picks uniformly among the legal actions."""

    name = "random"

    def choose(self, state: GameState) -> Action:
        actions = state.legal_actions()
        return actions[state.rng(f"bot:{self.name}").randrange(len(actions))]
