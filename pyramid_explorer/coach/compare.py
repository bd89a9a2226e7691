""""Your move against the best one": the data the Coach panel shows after a player moves, and
the coach's estimate of whole lines of play (the exercises' choices).

>>> from pyramid_explorer.games import new_game
>>> s = new_game("ramses-pyramid", seed=2, players=2)
>>> s = s.apply(s.sample_chance())
>>> played = s.legal_actions()[-1]
>>> c = compare_move(s, played, SearchConfig(positions=4, seed=1))
>>> c.played.action == played, c.best.win_chance >= c.played.win_chance, c.loss >= 0
(True, True, True)
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import Action, GameState, IllegalAction
from .config import DEFAULT, SearchConfig
from .estimates import POINTS, LineEstimate, MoveComparison, mean_interval, wilson
from .sampler import Sampler
from .search import Progress, Stop, rank_moves

LINE_POSITIONS = 64
"""Drawn positions :func:`rank_lines` plays every line from unless ``config.positions`` says."""


def compare_move(state: GameState, played: Action, config: SearchConfig = DEFAULT, *,
                 on_progress: Progress | None = None, stop: Stop | None = None
                 ) -> MoveComparison:
    """The move ``played`` at ``state`` (before it was made) against the coach's best move.

    The search is :func:`.search.rank_moves` for the seat that moved, with ``config``'s
    settings. Raises :class:`IllegalAction` when ``played`` is not a legal move there.
    """
    state.check_legal(played)
    ranking = rank_moves(state, config=config, on_progress=on_progress, stop=stop)
    try:
        mine = ranking.estimate(played)
    except KeyError:  # legal but listed differently (cannot happen for a listed move)
        raise IllegalAction("engine.action", f"{played} is not one of the listed moves.",
                            de=f"{played} ist keiner der aufgeführten Züge.") from None
    return MoveComparison(mine, ranking.best, ranking)


def rank_lines(state: GameState, lines: Sequence[Sequence[Action]],
               config: SearchConfig = DEFAULT) -> tuple[LineEstimate, ...]:
    """The coach's estimate of each line of play (one or more actions of the seat to move,
    e.g. "play Ladder 3, complete, pass the Mummy"), in the order given.

    Every iteration draws one position the seat to move cannot tell from ``state``
    (:func:`.playout.determinize`), plays every line from it (common random numbers) and the
    game on to the end — the seat with the game's coach policy, the others with the playout
    bot, as the Coach panel does (:class:`.sampler.Sampler`, compiled where the game has it),
    from ``config.positions`` drawn positions (default :data:`LINE_POSITIONS`). A line that is
    illegal in the real position raises :class:`IllegalAction` (what the seat sees decides
    legality, so a legal line is legal in every drawn position). Deterministic for a fixed
    ``config.seed``.

    >>> from pyramid_explorer.games import new_game
    >>> s = new_game("ramses-pyramid", seed=2, players=2)
    >>> s = s.apply(s.sample_chance())
    >>> four = SearchConfig(positions=4, seed=1)
    >>> a, b = rank_lines(s, [[m] for m in s.legal_actions()[:2]], four)
    >>> a.playouts, 0 <= a.win_chance <= 1, a.actions == (s.legal_actions()[0],)
    (4, True, True)
    """
    if state.is_terminal() or state.is_chance_node():
        raise ValueError("the coach judges the moves of a seat to move")
    lines = [tuple(line) for line in lines]
    for line in lines:
        state.apply_all(line)  # raises IllegalAction, naming the rule
    sampler = Sampler(state, config=config, key="coach:lines")
    iterations = LINE_POSITIONS if config.positions is None else config.positions
    kind = sampler.kind
    wins = [0.0] * len(lines)
    won_at: list[list[float]] = [[] for _ in lines]
    scores: list[list[float]] = [[] for _ in lines]
    for i in range(iterations):
        for k, o in enumerate(sampler.values(i, lines)):
            won_at[k].append(o.won)
            wins[k] += o.won
            if o.score is not None:
                scores[k].append(o.score)
    out = []
    for k, line in enumerate(lines):
        score = interval = None
        if kind is not None:
            score, lo, hi = mean_interval(scores[k])
            interval = (lo, hi)
        outcomes = (tuple(scores[k]) if kind == POINTS
                    else tuple(float(w) for w in won_at[k]))
        out.append(LineEstimate(line, iterations, wins[k] / iterations if iterations else 0.0,
                                wilson(wins[k], iterations), kind, score, interval, outcomes))
    return tuple(out)
