"""Batch simulation: play games out with bots, many at a time, with a progress bar.

>>> from pyramid_explorer.games import new_game
>>> from pyramid_explorer.engine import RandomBot
>>> final = play_out(new_game("dice-pyramid", seed=5), [RandomBot()])
>>> final.is_terminal()
True
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from ..engine import Bot, GameState


class StepLimitReached(RuntimeError):
    """A simulated game did not end within the allowed number of steps."""


def play_out(state: GameState, bots: Sequence[Bot], max_steps: int = 100_000) -> GameState:
    """Play ``state`` to the end: chance steps from the seed, seat ``i`` moved by ``bots[i]``.

    With fewer bots than seats the bots are reused in turn (``bots[i % len(bots)]``).
    Raises :class:`StepLimitReached` if the game has not ended after ``max_steps`` steps.
    """
    for _ in range(max_steps):
        if state.is_terminal():
            return state
        if state.is_chance_node():
            state = state.apply(state.sample_chance())
        else:
            seat = state.current_player()
            state = state.apply(bots[seat % len(bots)].choose(state))
    if state.is_terminal():
        return state
    raise StepLimitReached(f"game not over after {max_steps} steps")


@dataclass(frozen=True)
class BatchResult:
    """Outcome of many games: per-seat wins, draws, and the final states' lengths."""

    games: int
    wins: tuple[int, ...]
    draws: int
    mean_steps: float

    def win_rate(self, seat: int = 0) -> float:
        return self.wins[seat] / self.games if self.games else 0.0


def run_many(new_state: Callable[[int], GameState], bots: Sequence[Bot], seeds: Iterable[int],
             *, progress: bool = False) -> BatchResult:
    """Play one game per seed (``new_state(seed)``) and count wins per seat.

    A seat wins when its return is the unique maximum and positive; anything else is a draw.
    """
    seeds = list(seeds)
    iterator: Iterable[int] = seeds
    if progress:
        from tqdm.auto import tqdm

        iterator = tqdm(seeds, desc="games", unit="game")
    wins: list[int] = []
    draws = 0
    steps = 0
    for seed in iterator:
        final = play_out(new_state(seed), bots)
        returns = final.returns()
        if not wins:
            wins = [0] * len(returns)
        best = max(returns)
        if best > 0 and returns.count(best) == 1:
            wins[returns.index(best)] += 1
        else:
            draws += 1
        steps += final.step
    n = len(seeds)
    return BatchResult(n, tuple(wins), draws, steps / n if n else 0.0)
