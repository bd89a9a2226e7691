"""The coach: ranks the moves of the seat to move from what that seat knows, and a bot.

Information-set search by determinized playouts: every iteration redraws what the seat cannot
see (``GameSpec.resample_hidden``) and a fresh seed for the rolls to come, then plays each
move out to the end with the game's best heuristic bot in every seat. Results are frozen
dataclasses with 95 % intervals: :class:`CoachRanking` of :class:`MoveEstimate` (chance to
win; Pyramidenbau also points, Im Bann's Multi-Game also minus points), and
:class:`MoveComparison` for "your move against the best one". See ``docs/coach.md``.

>>> from pyramid_explorer.games import new_game
>>> from pyramid_explorer import coach
>>> s = new_game("im-bann-der-pyramide", seed=1, players=4)
>>> quick = coach.SearchConfig(positions=3, seed=7)
>>> ranking = coach.rank_moves(s, config=quick)
>>> [0 <= m.win_interval[0] <= m.win_chance <= m.win_interval[1] <= 1 for m in ranking.moves][:3]
[True, True, True]
>>> coach.compare_move(s, ranking.best.action, quick).same
True
"""

from __future__ import annotations

from .bot import DEFAULT_PLAYOUTS, CoachBot
from .compare import compare_move, rank_lines
from .config import PANEL, SearchConfig
from .estimates import (
    MINUS_POINTS,
    POINTS,
    CoachRanking,
    LineEstimate,
    MoveComparison,
    MoveEstimate,
    wilson,
)
from .playout import determinize, playout_bot_name
from .race import race
from .review import Decision, GameReview, review
from .search import DEFAULT_ITERATIONS, Progress, Stop, best_move, rank_moves

__all__ = ["DEFAULT_ITERATIONS", "DEFAULT_PLAYOUTS", "MINUS_POINTS", "POINTS", "CoachBot",
           "CoachRanking", "Decision", "GameReview", "LineEstimate", "MoveComparison",
           "MoveEstimate", "PANEL", "Progress", "SearchConfig", "Stop", "best_move", "compare_move",
           "determinize", "playout_bot_name", "race", "rank_lines", "rank_moves", "review",
           "wilson"]
