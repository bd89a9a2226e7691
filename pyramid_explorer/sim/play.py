"""Playing one game out with bots, and the record a simulation keeps of it.

>>> from pyramid_explorer.games import new_game
>>> from pyramid_explorer.engine import RandomBot
>>> final = play_out(new_game("dice-pyramid", seed=5), [RandomBot()])
>>> final.is_terminal()
True
>>> outcome = play_counted(new_game("dice-pyramid", seed=5), [RandomBot()])
>>> outcome.state == final, outcome.actions + outcome.chance_steps == len(final.history)
(True, True)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..engine import Bot, GameState

DEFAULT_MAX_STEPS = 100_000


class StepLimitReached(RuntimeError):
    """A simulated game did not end within the allowed number of steps."""


def play_out(state: GameState, bots: Sequence[Bot], max_steps: int = DEFAULT_MAX_STEPS) -> GameState:
    """Play ``state`` to the end: chance steps from the seed, seat ``i`` moved by ``bots[i]``.

    With fewer bots than seats the bots are reused in turn (``bots[i % len(bots)]``).
    Raises :class:`StepLimitReached` if the game has not ended after ``max_steps`` steps.
    """
    outcome = play_counted(state, bots, max_steps)
    if not outcome.finished:
        raise StepLimitReached(f"game not over after {max_steps} steps")
    return outcome.state


@dataclass(frozen=True)
class Outcome:
    """Where a played-out game stopped, with its player moves and chance steps counted."""

    state: GameState
    actions: int
    chance_steps: int

    @property
    def finished(self) -> bool:
        """False when the step limit stopped the game before its end."""
        return self.state.is_terminal()


def play_counted(state: GameState, bots: Sequence[Bot],
                 max_steps: int = DEFAULT_MAX_STEPS) -> Outcome:
    """Like :func:`play_out`, but stops quietly at ``max_steps`` and counts the steps by kind."""
    actions = chance = 0
    for _ in range(max_steps):
        if state.is_terminal():
            break
        if state.is_chance_node():
            state = state.apply(state.sample_chance())
            chance += 1
        else:
            seat = state.current_player()
            state = state.apply(bots[seat % len(bots)].choose(state))
            actions += 1
    return Outcome(state, actions, chance)
