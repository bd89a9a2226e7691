""""Your move against the best one": the data the Coach panel shows after a player moves.

>>> from pyramid_explorer.games import new_game
>>> s = new_game("ramses-pyramid", seed=2, players=2)
>>> s = s.apply(s.sample_chance())
>>> played = s.legal_actions()[-1]
>>> c = compare_move(s, played, iterations=4, seed=1)
>>> c.played.action == played, c.best.win_chance >= c.played.win_chance, c.loss >= 0
(True, True, True)
"""

from __future__ import annotations

from ..engine import Action, GameState, IllegalAction
from .estimates import MoveComparison
from .search import Progress, Stop, rank_moves


def compare_move(state: GameState, played: Action, *, budget_s: float | None = None,
                 iterations: int | None = None, seed: int = 0, playout_bot: str | None = None,
                 on_progress: Progress | None = None, stop: Stop | None = None
                 ) -> MoveComparison:
    """The move ``played`` at ``state`` (before it was made) against the coach's best move.

    The search is :func:`.search.rank_moves` for the seat that moved, with the same budget
    arguments. Raises :class:`IllegalAction` when ``played`` is not a legal move there.
    """
    state.check_legal(played)
    ranking = rank_moves(state, budget_s=budget_s, iterations=iterations, seed=seed,
                         playout_bot=playout_bot, on_progress=on_progress, stop=stop)
    try:
        mine = ranking.estimate(played)
    except KeyError:  # legal but listed differently (cannot happen for a listed move)
        raise IllegalAction("engine.action", f"{played} is not one of the listed moves.",
                            de=f"{played} ist keiner der aufgeführten Züge.") from None
    return MoveComparison(mine, ranking.best, ranking)
