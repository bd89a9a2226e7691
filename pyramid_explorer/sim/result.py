"""What :func:`~pyramid_explorer.sim.simulate` returns: the table, its summaries, how it ran.

>>> from pyramid_explorer.sim import simulate
>>> result = simulate("dice-pyramid", games=5, seed=3, workers=1, progress=False)
>>> result.requested, result.played, result.partial, len(result.table)
(5, 5, False, 5)
>>> summary = result.to_dict()
>>> summary["game"], summary["played"], summary["series"] == [s.label for s in result.plan.series]
('dice-pyramid', 5, True)
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import pandas as pd

from . import stats
from .plan import Plan


@dataclass(frozen=True)
class SimResult:
    """A finished (or stopped: ``partial``) simulation.

    ``table`` has one row per game played (see :mod:`.table`); ``by_seat()``, ``by_bot()`` and
    ``overview()`` summarise it with 95 % confidence intervals (see :mod:`.stats`).
    """

    plan: Plan
    table: pd.DataFrame
    partial: bool
    elapsed: float
    backend: str
    workers: int

    @property
    def game_id(self) -> str:
        return self.plan.game_id

    @property
    def requested(self) -> int:
        """How many games were asked for (over all series)."""
        return len(self.plan)

    @property
    def played(self) -> int:
        """How many games finished and are in the table."""
        return len(self.table)

    @property
    def games_per_second(self) -> float:
        return self.played / self.elapsed if self.elapsed > 0 else math.inf

    def by_seat(self) -> pd.DataFrame:
        return stats.by_seat(self.table) if self.played else pd.DataFrame()

    def by_bot(self) -> pd.DataFrame:
        return stats.by_bot(self.table) if self.played else pd.DataFrame()

    def overview(self) -> pd.DataFrame:
        return stats.overview(self.table) if self.played else pd.DataFrame()

    def to_csv(self, path: str | None = None) -> str | None:
        """The game table as CSV text (or written to ``path``)."""
        return self.table.to_csv(path, index=False)

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready summary: the run, and the overview, seat and bot tables as records.

        Only what the seeds decide (no timings), so the same run prints the same JSON."""
        return {"game": self.game_id, "players": self.plan.players, "seed": self.plan.seed,
                "games_per_series": self.plan.games, "requested": self.requested,
                "played": self.played, "partial": self.partial, "backend": self.backend,
                "workers": self.workers,
                "series": [s.label for s in self.plan.series],
                "overview": records(self.overview()), "by_seat": records(self.by_seat()),
                "by_bot": records(self.by_bot())}


def records(frame: pd.DataFrame) -> list[dict[str, Any]]:
    """A summary frame as JSON-ready rows."""
    return [{k: _plain(v) for k, v in row.items()} for row in frame.to_dict("records")]


def _plain(value: Any) -> Any:
    """numpy / pandas scalars as plain JSON values (NaN as ``None``)."""
    if hasattr(value, "item"):
        value = value.item()
    if isinstance(value, float) and math.isnan(value):
        return None
    return value
