"""Search over what the seat to move knows: determinized playouts of every legal move.

Each iteration draws one position the seat cannot tell apart from the real one (hidden
cards, temples and deck order redrawn with ``GameSpec.resample_hidden``, and a fresh seed for
the rolls and reshuffles to come; see :mod:`.playout`) and plays every candidate move from it
to the end with the game's best heuristic bot in every seat. All candidates share the same
drawn positions (common random numbers), so their differences are not blurred by the luck of
the draw. Iteration ``i`` draws from a generator keyed by ``seed`` and ``i`` alone, so a fixed
seed and iteration count give the same ranking, and a ranking never depends on what the seat
cannot see.

:func:`rank_moves` plays every move equally often (the Coach panel's table: every move gets
an interval). :func:`best_move` spends a budget by sequential halving (half the moves are
dropped after each round), which finds the best move with fewer playouts (the ``coach`` bot).

>>> from pyramid_explorer.games import new_game
>>> s = new_game("ramses-pyramid", seed=2, players=2)
>>> s = s.apply(s.sample_chance())                  # the first roll
>>> ranking = rank_moves(s, iterations=4, seed=1)
>>> ranking.iterations, len(ranking.moves) == len(s.legal_actions())
(4, True)
>>> ranking.best.action in s.legal_actions(), 0 <= ranking.best.win_chance <= 1
(True, True)
>>> rank_moves(s, iterations=4, seed=1) == ranking  # deterministic
True
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from .. import games
from ..engine import Action, GameState, IllegalAction
from ..engine.fastrng import StepRandom
from .estimates import MINUS_POINTS, CoachRanking, MoveEstimate, mean_interval, wilson
from .playout import (
    MAX_PLAYOUT_STEPS,
    determinize,
    play_to_end,
    playout_bots,
    score_kind,
    seat_score,
    won,
)

DEFAULT_ITERATIONS = 32
"""Iterations of :func:`rank_moves` when neither ``iterations`` nor ``budget_s`` is given."""

Progress = Callable[[CoachRanking], None]
"""Called with the ranking so far after every iteration (a progress bar reads
``ranking.iterations`` and ``ranking.elapsed_s``)."""
Stop = Callable[[], bool]
"""Polled before every playout; returning ``True`` ends the search (e.g. ``event.is_set``)."""


@dataclass
class _Tally:
    playouts: int = 0
    wins: float = 0.0
    scores: list[float] = field(default_factory=list)
    stage: int = 0  # sequential halving: the round this move reached


class _Search:
    """The playouts of one position for one seat, tallied per move."""

    def __init__(self, state: GameState, seat: int | None, seed: int, playout_bot: str | None,
                 budget_s: float | None, stop: Stop | None,
                 playout_steps: int | None = None) -> None:
        if state.is_terminal() or state.is_chance_node():
            raise ValueError("the coach ranks the moves of a seat to move: this is "
                             f"{'the end of the game' if state.is_terminal() else 'a chance step'}")
        to_move = state.current_player()
        if seat is not None and seat != to_move:
            raise ValueError(f"seat {seat} is not to move (seat {to_move} is)")
        self.state, self.seat, self.seed = state, to_move, seed
        self.spec = games.spec(state.game_id)
        self.kind = score_kind(state)
        self.actions: list[Action] = state.legal_actions()
        self.tallies = [_Tally() for _ in self.actions]
        self.bots = playout_bots(state.game_id, state.num_players, playout_bot)
        self.started = time.perf_counter()
        self.deadline = None if budget_s is None else self.started + budget_s
        self.stop = stop
        self.playout_steps = MAX_PLAYOUT_STEPS if playout_steps is None else playout_steps
        self.iterations = 0
        self.stopped = False
        self.prior: int | None = None  # the playout bot's own choice: first among equals

    def out_of_budget(self) -> bool:
        if (self.stop is not None and self.stop()) or (
                self.deadline is not None and time.perf_counter() >= self.deadline):
            self.stopped = True
        return self.stopped

    def iterate(self, candidates: Sequence[int]) -> bool:
        """Play ``candidates`` (move indices) once each from a newly drawn position; ``False``
        when the budget ran out or the search was cancelled (a partial iteration counts)."""
        rng = StepRandom(f"coach:{self.seed}:{self.iterations}")
        drawn = determinize(self.state, self.seat, rng)
        self.iterations += 1
        for k in candidates:
            if self.out_of_budget():
                return False
            try:
                after = drawn.apply(self.actions[k])
            except IllegalAction:  # cannot happen: the seat's moves depend on what it sees
                continue
            returns = play_to_end(after, self.bots, self.playout_steps).returns()
            tally = self.tallies[k]
            tally.playouts += 1
            tally.wins += won(returns, self.seat, self.kind, self.spec.utility)
            if self.kind is not None:
                tally.scores.append(seat_score(returns, self.seat, self.kind, self.spec.utility))
        return True

    def shortlist(self, size: int | None) -> list[int]:
        """Indices of at most ``size`` moves to search (all when ``size`` is ``None``): the
        playout bot's choice in a drawn position first, then others in a seeded order."""
        everything = list(range(len(self.actions)))
        rng = StepRandom(f"coach:{self.seed}:shortlist")
        drawn = determinize(self.state, self.seat, rng)
        liked = self.bots[self.seat].choose(drawn)
        first = [k for k in everything if self.actions[k] == liked][:1]
        self.prior = first[0] if first else None
        if size is None or size >= len(everything):
            return everything
        rest = [k for k in everything if k not in first]
        rng.shuffle(rest)
        return sorted((first + rest)[:max(1, size)])

    def ranking(self) -> CoachRanking:
        moves = [self._estimate(a, t) for a, t in zip(self.actions, self.tallies, strict=True)]
        sign = -1.0 if self.kind == MINUS_POINTS else 1.0

        def key(i: int) -> tuple[float, ...]:
            m = moves[i]
            score = 0.0 if m.score is None else sign * m.score
            stage = self.tallies[i].stage if m.playouts else -1
            return (-stage, -m.win_chance, -score, i != self.prior, i)

        order = sorted(range(len(moves)), key=key)
        return CoachRanking(self.state.game_id, self.seat, self.state.step,
                            tuple(moves[i] for i in order), self.iterations, self.kind,
                            self.stopped, time.perf_counter() - self.started)

    def _estimate(self, action: Action, t: _Tally) -> MoveEstimate:
        n = t.playouts
        win = t.wins / n if n else 0.0
        if self.kind is None or not t.scores:
            return MoveEstimate(action, n, win, wilson(t.wins, n))
        mean, lo, hi = mean_interval(t.scores)
        return MoveEstimate(action, n, win, wilson(t.wins, n), mean, (lo, hi))


def rank_moves(state: GameState, seat: int | None = None, *, budget_s: float | None = None,
               iterations: int | None = None, seed: int = 0, playout_bot: str | None = None,
               on_progress: Progress | None = None, stop: Stop | None = None,
               playout_steps: int | None = None) -> CoachRanking:
    """Every legal move of the seat to move, ranked by its estimated chance to win.

    ``seat`` (default: the seat to move) must be the seat to move; the search uses only what
    it knows. The search runs ``iterations`` iterations (one drawn position, every move played
    out once from it), or until ``budget_s`` seconds have passed, whichever comes first
    (neither given: :data:`DEFAULT_ITERATIONS`); ``stop()`` cancels it. By iterations the
    result is deterministic for a fixed ``seed``. ``playout_bot`` names the bot playing the
    playouts (default :func:`.playout.playout_bot_name`). ``playout_steps`` cuts playouts
    short after that many steps and judges the position by its ``returns()`` there (cheap,
    but only meaningful where an unfinished game has a score: Pyramidenbau's points).

    >>> from pyramid_explorer.games import new_game
    >>> s = new_game("pyramidenbau", seed=3, players=2)
    >>> s = s.apply(s.sample_chance())              # the first roll
    >>> r = rank_moves(s, iterations=2)
    >>> r.score_kind, r.best.score is not None, r.best.playouts
    ('points', True, 2)
    """
    search = _Search(state, seat, seed, playout_bot, budget_s, stop, playout_steps)
    if iterations is None and budget_s is None:
        iterations = DEFAULT_ITERATIONS
    everything = list(range(len(search.actions)))
    while iterations is None or search.iterations < iterations:
        if not search.iterate(everything):
            break
        if on_progress is not None:
            on_progress(search.ranking())
    return search.ranking()


def best_move(state: GameState, seat: int | None = None, *, playouts: int = 64,
              budget_s: float | None = None, seed: int = 0, playout_bot: str | None = None,
              stop: Stop | None = None, playout_steps: int | None = None,
              candidates: int | None = None) -> CoachRanking:
    """The ranking a player needs to pick one move: about ``playouts`` playouts spent by
    sequential halving (round by round, every remaining move is played out equally often from
    shared drawn positions, then the worse half is dropped), or until ``budget_s`` seconds.

    The first move of the result is the last one left (the recommendation); the moves dropped
    earlier follow, later rounds first. Deterministic for a fixed ``seed`` and ``playouts``.
    With more legal moves than ``candidates`` (Pyramidenbau lists over a hundred), only that
    many are searched: the move the playout bot would make in a drawn position, then others
    in an order drawn from ``seed``; the rest are listed last, unplayed. Moves with equal
    estimates are ordered with the playout bot's choice first (with few playouts per move,
    ties are common). The other arguments are those of :func:`rank_moves`.

    >>> from pyramid_explorer.games import new_game
    >>> s = new_game("im-bann-der-pyramide", seed=5, players=3)
    >>> r = best_move(s, playouts=12)
    >>> r.best.action in s.legal_actions(), r.playouts <= 12 + len(s.legal_actions())
    (True, True)
    """
    search = _Search(state, seat, seed, playout_bot, budget_s, stop, playout_steps)
    alive = search.shortlist(candidates)
    rounds = max(1, math.ceil(math.log2(len(alive)))) if len(alive) > 1 else 1
    for stage in range(rounds):
        per_move = max(1, playouts // (len(alive) * rounds))
        for _ in range(per_move):
            if not search.iterate(alive):
                return search.ranking()
        for k in alive:
            search.tallies[k].stage = stage
        if len(alive) > 1:
            ranked = [m.action for m in search.ranking().moves]
            keep = (len(alive) + 1) // 2
            position = {a: i for i, a in enumerate(ranked)}
            alive = sorted(sorted(alive, key=lambda k: position[search.actions[k]])[:keep])
    for k in alive:
        search.tallies[k].stage = rounds
    return search.ranking()
