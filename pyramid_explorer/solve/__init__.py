"""Dice Pyramid, the whole game: the exact chance to win with best play (issue 15).

Pure maths on numpy (no widgets): :mod:`.shapes` (the between-turn graph), :mod:`.turn` (one
turn with a worth per end-of-turn outcome; :mod:`.kernel` the same compiled with numba, and
:mod:`.policy_kernel` for the stand-in policy), :mod:`.perfect` (backward induction for a deal
with all cards known), :mod:`.deals` (which cards a plan may use), :mod:`.query`
(:func:`win_probability`, :func:`rank_moves`), :mod:`.bot` (:class:`OptimalBot`) and
:mod:`.hidden` (the information states of the face-down game, counted). See
``docs/wholegame.md``.

>>> from pyramid_explorer.games import new_game
>>> round(win_probability(new_game("dice-pyramid", seed=1, i_know_the_way=True,
...                                power_relics=True)), 3)
0.43
"""

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

__all__ = ["DealSolver", "HiddenCardsError", "OptimalBot", "RankedMove", "move_verdict",
           "rank_moves", "solver_for", "win_probability"]
