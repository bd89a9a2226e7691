"""Dice Pyramid, the whole game: the exact chance to win with best play (issue 15).

Pure maths on numpy (no widgets): :mod:`.shapes` (the between-turn graph), :mod:`.turn` (one
turn with a worth per end-of-turn outcome; :mod:`.kernel` the same compiled with numba, and
:mod:`.policy_kernel` for the stand-in policy), :mod:`.perfect` (backward induction for a deal
with all cards known), :mod:`.deals` (which cards a plan may use), :mod:`.query`
(:func:`win_probability`, :func:`rank_moves`), :mod:`.bot` (:class:`OptimalBot`) and
:mod:`.hidden` (the information states of the face-down game, counted). See
``docs/wholegame.md``.

>>> from pyramid_explorer.games import new_game
>>> from pyramid_explorer.solve import win_probability
>>> round(win_probability(new_game("dice-pyramid", seed=1, i_know_the_way=True,
...                                power_relics=True)), 3)
0.43
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover - for type checkers; at run time see __getattr__
    from .bot import OptimalBot
    from .perfect import DealSolver
    from .query import (
        HiddenCardsError,
        RankedMove,
        move_verdict,
        rank_moves,
        solver_for,
        win_probability,
    )

_WHERE = {"OptimalBot": "bot", "DealSolver": "perfect", "HiddenCardsError": "query",
          "RankedMove": "query", "move_verdict": "query", "rank_moves": "query",
          "solver_for": "query", "win_probability": "query"}


def __getattr__(name: str) -> Any:
    """The solver's modules load when one of their names is first used, not when a module
    of this package is imported: the explorer imports :mod:`.cancel` and :mod:`.heap` at
    start, and a kernel that never asks for a whole-game value never loads the solver."""
    where = _WHERE.get(name)
    if where is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{where}", __name__), name)
    globals()[name] = value
    return value


__all__ = ["DealSolver", "HiddenCardsError", "OptimalBot", "RankedMove", "move_verdict",
           "rank_moves", "solver_for", "win_probability"]
