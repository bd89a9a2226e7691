"""Who won a game, read from its returns and the game's declared utility.

>>> from pyramid_explorer.games import Utility
>>> winner_of([1.0, -1.0, -1.0], Utility.WIN_LOSS), winner_of([0.0, 0.0], Utility.WIN_LOSS)
(0, None)
>>> winner_of([-1.0], Utility.WIN_LOSS), winner_of([1.0], Utility.WIN_LOSS)
(None, 0)
>>> winner_of([-5.0, -0.0, -9.0], Utility.WIN_LOSS), winner_of([-0.0, -0.0, -9.0], Utility.WIN_LOSS)
(1, None)
>>> winner_of([12, 15, 15], Utility.SCORE), winner_of([3, 7], Utility.MINUS_POINTS)
(None, 0)
"""

from __future__ import annotations

from collections.abc import Sequence

from ..games import Utility


def winner_of(returns: Sequence[float], utility: Utility) -> int | None:
    """The seat (0-based) that won alone, or ``None`` (a draw, a tie, or a solo loss).

    Solo game: seat 0 wins when its return is positive. Otherwise the best return wins when
    no other seat has it too: highest for win/loss and score games (Im Bann's Multi-Game
    variant returns minus points as negative numbers, so the highest is the fewest), lowest for
    a game whose utility is ``MINUS_POINTS`` (penalty points, lower is better).
    """
    if not returns:
        return None
    if len(returns) == 1:
        return 0 if returns[0] > 0 else None
    best = min(returns) if utility is Utility.MINUS_POINTS else max(returns)
    if list(returns).count(best) != 1:
        return None
    return list(returns).index(best)
