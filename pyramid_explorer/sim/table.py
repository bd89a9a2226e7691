"""The simulation's tidy table: one row per game, and the same games as one row per seat.

Columns of the game table, in order: ``job``, ``series`` (the line-up and options),
``game`` (0, 1, … within the series), ``seed``, ``players``, ``bot_p1`` … ``bot_pN``, ``winner``
(the seat number 1…N that won alone; empty for a draw, a tie, a solo loss or a capped game),
``return_p1`` … ``return_pN`` (the game's ``returns()``), ``turns``, ``actions`` (player
moves), ``chance_steps``, ``capped`` (stopped by a cap without a result), then the game's
extras (see :mod:`.extras`).

>>> from pyramid_explorer.sim.plan import make_plan, play_range
>>> plan = make_plan("im-bann-der-pyramide", games=2, seed=0, players=2, bots=["heuristic"])
>>> table = to_frame(play_range(plan, 0, 2))
>>> list(table.columns[:9])
['job', 'series', 'game', 'seed', 'players', 'bot_p1', 'bot_p2', 'winner', 'return_p1']
>>> seats = seat_table(table)
>>> len(seats), list(seats.columns)
(4, ['series', 'game', 'seed', 'seat', 'bot', 'return', 'won'])
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pandas as pd


def to_frame(rows: Iterable[dict[str, Any]]) -> pd.DataFrame:
    """Rows (in any order) as the game table, sorted by job, with pandas' nullable integers."""
    table = pd.DataFrame(list(rows))
    if table.empty:
        return table
    table = table.sort_values("job", kind="stable").reset_index(drop=True)
    for column in ("winner", "turns"):
        table[column] = table[column].astype("Int64")
    table["capped"] = table["capped"].astype(bool)
    return table


def players_of(table: pd.DataFrame) -> int:
    """The number of seats in the table (its ``bot_p*`` columns)."""
    return sum(1 for c in table.columns if c.startswith("bot_p"))


def seat_table(table: pd.DataFrame) -> pd.DataFrame:
    """One row per game and seat: ``series, game, seed, seat`` (1…N), ``bot``, ``return``, ``won``."""
    parts = []
    for seat in range(1, players_of(table) + 1):
        part = table[["series", "game", "seed"]].copy()
        part["seat"] = seat
        part["bot"] = table[f"bot_p{seat}"]
        part["return"] = table[f"return_p{seat}"]
        part["won"] = (table["winner"] == seat).fillna(False).astype(bool)
        parts.append(part)
    if not parts:
        return pd.DataFrame(columns=["series", "game", "seed", "seat", "bot", "return", "won"])
    out = pd.concat(parts, ignore_index=True)
    return out.sort_values(["series", "game", "seat"], kind="stable").reset_index(drop=True)
