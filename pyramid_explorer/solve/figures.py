"""The figures of ``docs/wholegame.md``: exact values of new games and measured bot rates.

The deal of a seed does not depend on I Know the Way, so the exact perfect-information value
of a seed's deal is both the I Know the Way value and, for the face-down game, the upper
bound "a player who knew every card" (no fair policy can do better on that deal).

>>> v = deal_values([1], power_relics=True)
>>> [round(x, 4) for x in v]
[0.4304]
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from ..games import new_game
from ..games.dice_pyramid.options import make_options
from ..games.dice_pyramid.setup import deal
from ..sim import play_out
from .perfect import DealSolver


def deal_values(seeds: Iterable[int], **options: Any) -> list[float]:
    """The exact chance to win a new game of each seed's deal with every card known."""
    opts = make_options(**{**options, "i_know_the_way": True})
    out = []
    for seed in seeds:
        cards, _ = deal(seed, opts)
        out.append(DealSolver(cards, opts).value(0, ()))
    return out


@dataclass(frozen=True)
class Estimate:
    """A mean over a sample with its standard error (``n`` items)."""

    mean: float
    se: float
    n: int

    def __str__(self) -> str:
        return f"{100 * self.mean:.1f} % ± {100 * self.se:.1f} % (n = {self.n})"


def estimate(values: Sequence[float]) -> Estimate:
    """Mean and standard error of the mean.

    >>> str(estimate([0.5, 0.7]))
    '60.0 % ± 10.0 % (n = 2)'
    """
    n = len(values)
    mean = math.fsum(values) / n
    var = math.fsum((v - mean) ** 2 for v in values) / (n - 1) if n > 1 else 0.0
    return Estimate(mean, math.sqrt(var / n), n)


def win_rate(bot: Any, seeds: Iterable[int], **options: Any) -> Estimate:
    """The share of games won by ``bot`` over the seeds' games (each game its own deal)."""
    wins = [float(play_out(new_game("dice-pyramid", seed=s, **options), [bot]).outcome == "won")
            for s in seeds]
    return estimate(wins)
