"""Summary statistics of a simulation, each with a 95 % confidence interval.

Win rates use the Wilson score interval (good near 0 % and 100 % and for few games, where
the textbook ``p ± 1.96·se`` fails); means use the normal approximation ``mean ± 1.96·s/√n``.

>>> [round(x, 4) for x in wilson(81, 263)]    # Newcombe (1998), Table I
[0.2553, 0.3662]
>>> [round(x, 4) for x in wilson(0, 20)]
[0.0, 0.1611]
>>> [round(x, 3) for x in mean_ci([1, 2, 3, 4])]
[2.5, 1.235, 3.765]
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pandas as pd

from .table import players_of, seat_table

Z95 = 1.959963984540054
"""The standard normal quantile for a two-sided 95 % interval."""


def wilson(wins: int, games: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for ``wins`` successes out of ``games`` (``(0, 1)`` for none)."""
    if games <= 0:
        return (0.0, 1.0)
    p = wins / games
    denom = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denom
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def mean_ci(values: Sequence[float], z: float = Z95) -> tuple[float, float, float]:
    """``(mean, low, high)``; one value or none gives an interval of zero width (or NaN)."""
    xs = [float(v) for v in values if v is not None and not (isinstance(v, float) and math.isnan(v))]
    n = len(xs)
    if n == 0:
        return (math.nan, math.nan, math.nan)
    mean = sum(xs) / n
    if n == 1:
        return (mean, mean, mean)
    sd = math.sqrt(sum((x - mean) ** 2 for x in xs) / (n - 1))
    half = z * sd / math.sqrt(n)
    return (round(mean, 12), round(mean - half, 12), round(mean + half, 12))


def _rate_rows(groups: pd.core.groupby.DataFrameGroupBy) -> pd.DataFrame:
    rows = []
    for key, part in groups:
        wins, n = int(part["won"].sum()), len(part)
        lo, hi = wilson(wins, n)
        mean, rlo, rhi = mean_ci(part["return"].tolist())
        rows.append((*key, n, wins, wins / n, lo, hi, mean, rlo, rhi))
    return pd.DataFrame(rows, columns=[*groups.keys, "games", "wins", "win_rate", "win_low",
                                       "win_high", "mean_return", "return_low", "return_high"])


def by_seat(table: pd.DataFrame) -> pd.DataFrame:
    """Per series and seat: the bot(s) there, games, wins, win rate and mean return with CIs."""
    seats = seat_table(table)
    out = _rate_rows(seats.groupby(["series", "seat"], sort=False))
    bots = seats.groupby(["series", "seat"], sort=False)["bot"].agg(
        lambda b: " / ".join(dict.fromkeys(b)))
    out.insert(2, "bot", bots.to_numpy())
    return out


def by_bot(table: pd.DataFrame) -> pd.DataFrame:
    """Per series and bot, over every seat it played (``games`` counts seat-games)."""
    return _rate_rows(seat_table(table).groupby(["series", "bot"], sort=False))


def overview(table: pd.DataFrame) -> pd.DataFrame:
    """Per series: games, games with a sole winner, without one, capped, and game length."""
    rows = []
    for series, part in table.groupby("series", sort=False):
        turns = part["turns"].dropna().tolist()
        mean, lo, hi = mean_ci(turns) if turns else (math.nan,) * 3
        amean, alo, ahi = mean_ci(part["actions"].tolist())
        rows.append((series, len(part), int(part["winner"].notna().sum()),
                     int(part["winner"].isna().sum()), int(part["capped"].sum()),
                     mean, lo, hi, amean, alo, ahi))
    return pd.DataFrame(rows, columns=["series", "games", "decided", "no_winner", "capped",
                                       "mean_turns", "turns_low", "turns_high", "mean_actions",
                                       "actions_low", "actions_high"])


def match_totals(table: pd.DataFrame, games_per_match: int, prefix: str = "minus") -> pd.DataFrame:
    """Consecutive games of each series grouped into matches, points ``prefix_p*`` summed.

    One row per series, match, game in the match (1…k) and seat, with ``points`` (this game)
    and ``total`` (the match so far) — e.g. Im Bann's minus points over a multi-game match;
    lowest total wins the match. Incomplete last matches are dropped.
    """
    seats = players_of(table)
    rows = []
    for series, part in table.groupby("series", sort=False):
        part = part.sort_values("game")
        full = len(part) // games_per_match * games_per_match
        for i, (_, row) in enumerate(part.iloc[:full].iterrows()):
            match, in_match = divmod(i, games_per_match)
            for seat in range(1, seats + 1):
                rows.append((series, match + 1, in_match + 1, seat,
                             float(row.get(f"{prefix}_p{seat}", math.nan))))
    out = pd.DataFrame(rows, columns=["series", "match", "game_in_match", "seat", "points"])
    out["total"] = out.groupby(["series", "match", "seat"])["points"].cumsum()
    return out
