"""The simulation lab: play many seeded games with bots and summarise them.

:func:`simulate` plays a tournament on every local core (or a Dask cluster) with a progress
bar and returns a :class:`SimResult`: a tidy pandas table, one row per game, and summaries
with 95 % confidence intervals (Wilson intervals for win rates). :func:`play_out` plays one
game; :func:`run_many` is the small sequential counter the notebooks started with.

>>> from pyramid_explorer.games import new_game
>>> from pyramid_explorer.engine import RandomBot
>>> final = play_out(new_game("dice-pyramid", seed=5), [RandomBot()])
>>> final.is_terminal()
True
>>> from pyramid_explorer.sim import simulate
>>> result = simulate("dice-pyramid", games=4, seed=0, workers=1, progress=False)
>>> result.table[["seed", "bot_p1"]].values.tolist()
[[0, 'random'], [1, 'random'], [2, 'random'], [3, 'random']]
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from ..engine import Bot, GameState
from .extras import Hooks, register
from .outcome import winner_of
from .play import StepLimitReached, play_out

# pandas is imported only when a table is made: ``play_out`` stays a light import
_LAZY = {"SimResult": "result", "simulate": "run", "by_bot": "stats", "by_seat": "stats",
         "match_totals": "stats", "mean_ci": "stats", "overview": "stats", "wilson": "stats",
         "seat_table": "table"}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        return getattr(importlib.import_module(f"{__name__}.{_LAZY[name]}"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


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
    """Play one game per seed (``new_state(seed)``) in this process and count wins per seat.

    A seat wins when its return is the unique maximum and positive; anything else is a draw.
    For tables, confidence intervals, several cores or a cluster use :func:`simulate`.
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


__all__ = ["BatchResult", "Hooks", "SimResult", "StepLimitReached", "by_bot", "by_seat",
           "match_totals", "mean_ci", "overview", "play_out", "register", "run_many",
           "seat_table", "simulate", "wilson", "winner_of"]
