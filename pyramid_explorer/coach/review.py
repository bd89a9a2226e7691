"""A game review: every decision of one seat judged from what that seat knew then.

:func:`review` walks a game's history. At each step where ``seat`` chose among two or more
moves it asks the coach (:func:`.race.race`) for the best move *from that seat's knowledge at
that moment* — the searches draw every position from the seat's own view, so the review never
uses a hidden card, not even after the game has ended — and sets the move played against it:
the difference in the chance to win with its 95 % interval, and a verdict on one scale for
every game (:data:`THRESHOLDS`, in percentage points of the chance to win):

==============  ===========================================================================
``best``        the move played is the coach's best move
``good``        it cannot be told from the best: the difference's interval reaches zero,
                or (Dice Pyramid, exact) it gives up less than 1 point
``inaccuracy``  clearly worse, by less than 5 points
``mistake``     clearly worse, by 5 to 15 points
``blunder``     clearly worse, by 15 points or more
==============  ===========================================================================

Dice Pyramid's review uses the exact whole-game solver (``solve.rank_moves``; with face-down
cards what the player can know, ``plan=True``): exact differences, no intervals.

>>> from pyramid_explorer.games import new_game
>>> s = new_game("ramses-pyramid", seed=3, players=2)
>>> for _ in range(12):
...     s = s.apply(s.sample_chance() if s.is_chance_node() else s.legal_actions()[0])
>>> r = review(s, 0, SearchConfig(positions=8, compiled=False))
>>> r.seat, len(r.decisions) > 0, {d.verdict for d in r.decisions} <= set(VERDICTS)
(0, True, True)
>>> r.decisions[0].state.current_player()
0
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from ..engine import Action, GameState
from .config import DEFAULT, SearchConfig
from .estimates import CoachRanking

VERDICTS = ("best", "good", "inaccuracy", "mistake", "blunder")
THRESHOLDS = {"inaccuracy": 0.0, "mistake": 0.05, "blunder": 0.15}
"""The least loss (chance to win given up) of each verdict for a move that is clearly worse."""
EXACT_GOOD = 0.01
"""Dice Pyramid (exact): a move giving up less than this is ``good``."""
REVIEW_BUDGET_S = 25.0
"""A whole game's review for one seat, at most (split over its decisions)."""
GAME_BUDGET_S = {"pyramidenbau": 50.0}
"""Games whose review gets longer (Pyramidenbau's playouts are the longest and its games have
~90 decisions a seat)."""
DECISION_BUDGET_S = 2.0
"""At most this long for one decision (the panel's own time): a short game takes less than
the whole budget."""

ReviewProgress = Callable[[int, int], None]
"""Called with (decisions judged, decisions in all) after each one."""


@dataclass(frozen=True)
class Decision:
    """One decision of the reviewed seat: ``state`` before it, the move ``played``, the
    coach's ``best`` move, ``loss`` (chance to win given up, ≥ 0), its 95 % interval
    (``None`` where exact), the ``verdict`` and the ``ranking`` the verdict came from."""

    step: int
    state: GameState
    played: Action
    best: Action
    loss: float
    loss_interval: tuple[float, float] | None
    verdict: str
    ranking: CoachRanking | None = None

    @property
    def exact(self) -> bool:
        return self.loss_interval is None


@dataclass(frozen=True)
class GameReview:
    """Every decision of ``seat`` with a verdict (:data:`VERDICTS`), oldest first."""

    game_id: str
    seat: int
    decisions: tuple[Decision, ...]
    seconds: float
    stopped: bool = False

    def mistakes(self, n: int = 3) -> tuple[Decision, ...]:
        """The ``n`` biggest losses among the inaccuracies, mistakes and blunders (the review's
        "Try again" offers)."""
        bad = [d for d in self.decisions if d.verdict not in ("best", "good")]
        return tuple(sorted(bad, key=lambda d: (-d.loss, d.step))[:n])

    def counts(self) -> dict[str, int]:
        """How many decisions got each verdict."""
        return {v: sum(d.verdict == v for d in self.decisions) for v in VERDICTS}


def verdict(loss: float, interval: tuple[float, float] | None, same: bool) -> str:
    """The verdict on a move that gives up ``loss`` (chance to win) with ``interval`` (the
    95 % interval of the loss; ``None``: exact).

    >>> verdict(0.0, (0.0, 0.0), True), verdict(0.02, (-0.01, 0.05), False)
    ('best', 'good')
    >>> verdict(0.03, (0.01, 0.05), False), verdict(0.08, (0.05, 0.11), False)
    ('inaccuracy', 'mistake')
    >>> verdict(0.3, (0.2, 0.4), False), verdict(0.005, None, False)
    ('blunder', 'good')
    """
    if same:
        return "best"
    if interval is None:
        if loss < EXACT_GOOD:
            return "good"
    elif interval[0] <= 0.0:
        return "good"
    if loss >= THRESHOLDS["blunder"]:
        return "blunder"
    if loss >= THRESHOLDS["mistake"]:
        return "mistake"
    return "inaccuracy"


def decisions_of(state: GameState, seat: int) -> list[tuple[int, GameState, Action]]:
    """(step, state before, move played) for each step of ``state``'s history where ``seat``
    chose among two or more moves."""
    from .. import games

    history = state.history
    s = games.new_game(state.game_id, seed=state.seed, players=state.num_players,
                       **state.options_dict())
    out = []
    for step, action in enumerate(history):
        if s.current_player() == seat and len(s.legal_actions()) > 1:
            out.append((step, s, action))
        s = s.advance(action)
    return out


def judge(before: GameState, played: Action, config: SearchConfig = DEFAULT, *,
          stop: Callable[[], bool] | None = None, step: int | None = None) -> Decision:
    """The verdict on ``played`` at ``before`` (the seat to move's decision), from that seat's
    knowledge only: :func:`.race.race` with ``config``'s settings, by the chance to win."""
    step = len(before.history) if step is None else step
    if before.game_id == "dice-pyramid":
        return _judge_exact(before, played, step)
    from .race import race

    ranking = race(before, config=config.replace(by="chance"), stop=stop, include=(played,))
    best = ranking.best
    mine = ranking.estimate(played)
    if mine.diff is None or mine.diff_interval is None:
        loss, interval = 0.0, (0.0, 0.0)
    else:
        loss = max(0.0, -mine.diff)
        interval = (-mine.diff_interval[1], -mine.diff_interval[0])
    return Decision(step, before, played, best.action, loss, interval,
                    verdict(loss, interval, played == best.action), ranking)


def _judge_exact(before: GameState, played: Action, step: int) -> Decision:
    from ..solve.query import HiddenCardsError, rank_moves

    try:
        ranked = rank_moves(before)  # type: ignore[arg-type]
    except HiddenCardsError:  # face-down cards: what the player can know (stand-in cards)
        ranked = rank_moves(before, plan=True)  # type: ignore[arg-type]
    best = ranked[0]
    mine = next(m for m in ranked if m.action == played)
    loss = max(0.0, best.probability - mine.probability)
    same = played == best.action or loss <= 1e-12
    return Decision(step, before, played, best.action, loss, None,
                    verdict(loss, None, same))


def review(state: GameState, seat: int, config: SearchConfig = DEFAULT, *,
           on_progress: ReviewProgress | None = None,
           stop: Callable[[], bool] | None = None) -> GameReview:
    """Every decision of ``seat`` in ``state``'s history judged (see the module doc).

    ``config.budget_s`` (default :data:`REVIEW_BUDGET_S`, Pyramidenbau :data:`GAME_BUDGET_S`)
    is the whole review's, spread over the decisions still to judge (each at most
    :data:`DECISION_BUDGET_S`); ``config.positions`` instead fixes every decision's count
    (deterministic for a fixed ``config.seed``; decision ``step`` searches with seed
    ``seed + step``). ``on_progress(done, total)`` after each decision;
    ``stop()`` ends the review early (the decisions judged so far are kept)."""
    if not 0 <= seat < state.num_players:
        raise ValueError(f"there is no seat {seat} in a game of {state.num_players} players")
    todo = decisions_of(state, seat)
    budget_s = config.budget_s
    if budget_s is None:
        budget_s = GAME_BUDGET_S.get(state.game_id, REVIEW_BUDGET_S)
    positions = config.positions
    started = time.perf_counter()
    judged: list[Decision] = []
    stopped = False
    for k, (step, before, played) in enumerate(todo):
        if stop is not None and stop():
            stopped = True
            break
        left = budget_s - (time.perf_counter() - started)
        share = None if positions is not None else min(DECISION_BUDGET_S,
                                                       max(0.05, left / (len(todo) - k)))
        judged.append(judge(before, played, config.replace(budget_s=share, seed=config.seed + step),
                            stop=stop, step=step))
        if on_progress is not None:
            on_progress(k + 1, len(todo))
    return GameReview(state.game_id, seat, tuple(judged), time.perf_counter() - started,
                      stopped)


__all__ = ["DECISION_BUDGET_S", "EXACT_GOOD", "THRESHOLDS", "VERDICTS", "Decision", "GameReview", "decisions_of",
           "judge", "review", "verdict"]
