"""How a coach search spends its time and plays its playouts: one :class:`SearchConfig` passed
whole from the caller (a panel, a review, a bot, a benchmark) through every layer down to the
:class:`.sampler.Sampler`, like python-chess's ``chess.engine.Limit``.

Fields left at ``None`` mean "the search's own default": :func:`.race.race` thinks for
:data:`.race.PANEL_BUDGET_S` seconds and drops a move at :data:`.race.DROP_Z` standard errors,
:func:`.search.rank_moves` draws :data:`.search.DEFAULT_ITERATIONS` positions,
:func:`.compare.rank_lines` 64, :func:`.search.best_move` drops at :data:`.search.DEFAULT_Z`.
What a search is *handed at run time* — ``stop``, ``on_progress``, the moves a review must
include — stays a keyword argument of that search, not a setting.

>>> quick = SearchConfig(positions=16, seed=1)
>>> quick.positions, quick.budget_s, quick.compiled
(16, None, None)
>>> quick.replace(seed=2).seed, quick.seed        # frozen: replace makes a new one
(2, 1)
>>> SearchConfig(budget_s=0)
Traceback (most recent call last):
    ...
ValueError: budget_s must be a positive number of seconds, not 0
>>> SearchConfig(positions=8).replace(playout=3)
Traceback (most recent call last):
    ...
TypeError: SearchConfig has no setting 'playout' (settings: budget_s, positions, ...)
"""

from __future__ import annotations

import dataclasses
import random
import time
from collections.abc import Callable
from dataclasses import dataclass

from ..engine import GameState

Draw = Callable[[GameState, int, random.Random], GameState]
"""How a drawn position is made from the real state, the seat and a generator: by default
:func:`.playout.determinize` (the hidden part redrawn, a new seed). The skill-ceiling benchmark
passes one that keeps the real hidden part, to measure what knowing it is worth to the search."""

BY = (None, "chance")


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


@dataclass(frozen=True)
class SearchConfig:
    """The settings of one coach search (see the module doc); every field is optional.

    - ``budget_s``: seconds to think, measured by ``clock`` (``None``: the search's default,
      or no time limit when ``positions`` is given).
    - ``positions``: drawn positions to play every candidate from; with a fixed ``seed`` the
      result is then deterministic (the search ends at whichever limit comes first).
    - ``playouts``: :func:`.search.best_move`'s budget in playouts (the ``coach`` bot's).
    - ``seed``: keys the drawn positions.
    - ``playout_bot`` / ``own_bot``: the bots playing the other seats / the seat's own later
      moves (default: the game's heuristic bot / ``GameSpec.coach_policy``).
    - ``playout_steps``: cut playouts short after that many steps (only where an unfinished
      game has a score).
    - ``candidates``: rank at most this many of the coach policy's preferred moves.
    - ``drop_z``: stop playing a move once it trails by more standard errors than this.
    - ``halving``: successive halving on top of the racing: the time budget is cut into as
      many equal rounds as halving the candidates to two takes, and after each round only the
      better half (by mean, at least two) is played on.
    - ``margin``: :func:`.search.best_move` recommends another move than its anchor only when
      it is ahead by more standard errors than this.
    - ``compiled``: ``None`` compiled playouts where the game has them, ``False`` never,
      ``True`` insists.
    - ``draw``: how drawn positions are made (:data:`Draw`).
    - ``by``: ``"chance"`` compares moves by the chance to win even in a game with points
      (a review's one scale).
    - ``clock``: measures ``budget_s`` (wall time; a benchmark on a shared machine passes
      ``time.thread_time``: "2 s on one core" however busy the other cores are).
    """

    budget_s: float | None = None
    positions: int | None = None
    playouts: int = 64
    seed: int = 0
    playout_bot: str | None = None
    own_bot: str | None = None
    playout_steps: int | None = None
    candidates: int | None = None
    drop_z: float | None = None
    halving: bool = False
    margin: float = 1.96
    compiled: bool | None = None
    draw: Draw | None = None
    by: str | None = None
    clock: Callable[[], float] = time.perf_counter

    def __post_init__(self) -> None:
        if self.budget_s is not None and not (isinstance(self.budget_s, (int, float))
                                              and self.budget_s > 0):
            raise ValueError("budget_s must be a positive number of seconds, not "
                             f"{self.budget_s!r}")
        for name in ("positions", "playouts", "candidates", "playout_steps"):
            value = getattr(self, name)
            if value is not None and not (_whole(value) and value >= 1):
                raise ValueError(f"{name} must be a whole number of at least 1, not {value!r}")
        if not _whole(self.seed):
            raise ValueError(f"seed must be a whole number, not {self.seed!r}")
        if self.by not in BY:
            raise ValueError(f"by must be one of {BY}, not {self.by!r}")
        if self.compiled not in (None, True, False):
            raise ValueError(f"compiled must be None, True or False, not {self.compiled!r}")

    def replace(self, **changes: object) -> SearchConfig:
        """A copy with ``changes`` (names of fields); an unknown name is a ``TypeError``."""
        names = [f.name for f in dataclasses.fields(self)]
        for name in changes:
            if name not in names:
                raise TypeError(f"SearchConfig has no setting {name!r} "
                                f"(settings: {', '.join(names[:2])}, ...)")
        return dataclasses.replace(self, **changes)  # type: ignore[arg-type]


DEFAULT = SearchConfig()
"""Every search's defaults."""

PANEL = SearchConfig(budget_s=2.0, halving=True)
"""The Coach panel's search (its "Think for" changes ``budget_s``): 2 s, racing with successive
halving, so the last rounds go to the two leading moves. Reviews and verdicts race without
halving: the move they judge keeps every drawn position.

>>> PANEL.replace(budget_s=0.5).halving
True
"""

__all__ = ["DEFAULT", "PANEL", "Draw", "SearchConfig"]
