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
>>> quick = SearchConfig(positions=4, seed=1)
>>> ranking = rank_moves(s, config=quick)
>>> ranking.iterations, len(ranking.moves) == len(s.legal_actions())
(4, True)
>>> ranking.best.action in s.legal_actions(), 0 <= ranking.best.win_chance <= 1
(True, True)
>>> rank_moves(s, config=quick) == ranking  # deterministic
True
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from ..engine import Action, GameState
from ..engine.fastrng import StepRandom
from .config import DEFAULT, Draw, SearchConfig
from .estimates import MINUS_POINTS, CoachRanking, MoveEstimate, mean_interval, wilson
from .sampler import SCORE_WEIGHT, Sampler  # noqa: F401 (SCORE_WEIGHT: re-exported)

DEFAULT_Z = 1.96
"""How many standard errors (of the paired difference) a move must trail the playout bot's
own move by before :func:`best_move` stops playing it out."""
MIN_ITERATIONS = 4
"""Drawn positions :func:`best_move` plays every candidate from before it may stop early
(and between two of its checks)."""
DEFAULT_MARGIN = DEFAULT.margin
"""How many standard errors (of the paired difference) another move must beat the anchor by
before :func:`best_move` recommends it. Measured (docs/coach.md, "Choosing the switching
rule"): with a margin of 0 the bot leaves the heuristic's move in almost half its decisions
and, although that gains most under the playouts' own judgement, it lost more Ramses games
than the heuristic bot in its seat (11.5 % against 20.8 %, 96 games); 1.96 leaves it in one
decision of ten."""


DEFAULT_ITERATIONS = 32
"""Iterations of :func:`rank_moves` when neither ``positions`` nor ``budget_s`` is set."""

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
    values: dict[int, float] = field(default_factory=dict)  # iteration -> playout's value


class _Search:
    """The playouts of one position for one seat, tallied per move."""

    def __init__(self, state: GameState, seat: int | None, config: SearchConfig,
                 stop: Stop | None) -> None:
        # (ValueError at a chance step, at the end, for a seat not to move)
        self.sampler = Sampler(state, seat, config)
        self.state, self.seat, self.seed = state, self.sampler.seat, config.seed
        self.spec = self.sampler.spec
        self.kind = self.sampler.kind
        self.actions: list[Action] = state.legal_actions()
        self.tallies = [_Tally() for _ in self.actions]
        self.bots = self.sampler.bots
        self.clock = config.clock
        self.started = self.clock()
        self.deadline = None if config.budget_s is None else self.started + config.budget_s
        self.stop = stop
        self.iterations = 0
        self.stopped = False
        self.prior: int | None = None  # the playout bot's own choice: first among equals
        self.draw: Draw = self.sampler.draw

    def out_of_budget(self) -> bool:
        if (self.stop is not None and self.stop()) or (
                self.deadline is not None and self.clock() >= self.deadline):
            self.stopped = True
        return self.stopped

    def iterate(self, candidates: Sequence[int]) -> bool:
        """Play ``candidates`` (move indices) once each from a newly drawn position; ``False``
        when the budget ran out or the search was cancelled (a partial iteration counts)."""
        if self.out_of_budget():
            return False
        outcomes = self.sampler.values(self.iterations, [(self.actions[k],) for k in candidates],
                                       stop=self.out_of_budget)
        self.iterations += 1
        for k, o in zip(candidates, outcomes, strict=False):  # (a partial one counts)
            tally = self.tallies[k]
            tally.playouts += 1
            tally.wins += o.won
            if o.score is not None:
                tally.scores.append(o.score)
            tally.values[self.iterations - 1] = o.value
        return len(outcomes) == len(candidates)

    def paired(self, k: int, anchor: int) -> tuple[float, float, int]:
        """``(mean, standard error, n)`` of move ``k``'s value minus the ``anchor`` move's,
        over the drawn positions both were played from (common random numbers)."""
        a, b = self.tallies[k].values, self.tallies[anchor].values
        diffs = [a[i] - b[i] for i in a if i in b]
        n = len(diffs)
        if n < 2:
            return (0.0, math.inf, n)
        mean = sum(diffs) / n
        var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
        return (mean, math.sqrt(var / n), n)

    def shortlist(self, size: int | None) -> list[int]:
        """Indices of at most ``size`` moves to search (all when ``size`` is ``None``): the
        playout bot's choice in a drawn position first, then the moves it likes best there
        when it can say (a bot with ``ranked(state)``, e.g. Pyramidenbau's builder), the
        others in a seeded order."""
        everything = list(range(len(self.actions)))
        rng = StepRandom(f"coach:{self.seed}:shortlist")
        drawn = self.draw(self.state, self.seat, rng)
        bot = self.bots[self.seat]
        liked = bot.choose(drawn)
        first = [k for k in everything if self.actions[k] == liked][:1]
        self.prior = first[0] if first else None
        if size is None or size >= len(everything):
            return everything
        rest = [k for k in everything if k not in first]
        rng.shuffle(rest)
        ranked = getattr(bot, "ranked", None)
        if callable(ranked):
            order = {a: i for i, a in reversed(list(enumerate(ranked(drawn))))}
            rest.sort(key=lambda k: order.get(self.actions[k], len(order)))  # stable: ties seeded
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
                            self.stopped, self.clock() - self.started,
                            compiled=self.sampler.compiled)

    def _estimate(self, action: Action, t: _Tally) -> MoveEstimate:
        n = t.playouts
        win = t.wins / n if n else 0.0
        if self.kind is None or not t.scores:
            return MoveEstimate(action, n, win, wilson(t.wins, n))
        mean, lo, hi = mean_interval(t.scores)
        return MoveEstimate(action, n, win, wilson(t.wins, n), mean, (lo, hi))


def rank_moves(state: GameState, seat: int | None = None, config: SearchConfig = DEFAULT, *,
               on_progress: Progress | None = None, stop: Stop | None = None) -> CoachRanking:
    """Every legal move of the seat to move, ranked by its estimated chance to win.

    ``seat`` (default: the seat to move) must be the seat to move; the search uses only what
    it knows. The search runs ``config.positions`` iterations (one drawn position, every move
    played out once from it), or until ``config.budget_s`` seconds have passed, whichever comes
    first (neither given: :data:`DEFAULT_ITERATIONS`); ``stop()`` cancels it. By positions the
    result is deterministic for a fixed ``config.seed``. The other settings
    (:class:`.config.SearchConfig`): ``playout_bot`` plays the playouts (default
    :func:`.playout.playout_bot_name`), ``own_bot`` the seat's own later moves in them (default:
    the game's ``GameSpec.coach_policy``, else the playout bot too), ``playout_steps`` cuts
    playouts short after that many steps and judges the position by its ``returns()`` there
    (cheap, but only meaningful where an unfinished game has a score: Pyramidenbau's points).

    >>> from pyramid_explorer.games import new_game
    >>> s = new_game("pyramidenbau", seed=3, players=2)
    >>> s = s.apply(s.sample_chance())              # the first roll
    >>> r = rank_moves(s, config=SearchConfig(positions=2))
    >>> r.score_kind, r.best.score is not None, r.best.playouts
    ('points', True, 2)
    """
    search = _Search(state, seat, config, stop)
    iterations = config.positions
    if iterations is None and config.budget_s is None:
        iterations = DEFAULT_ITERATIONS
    everything = list(range(len(search.actions)))
    while iterations is None or search.iterations < iterations:
        if not search.iterate(everything):
            break
        if on_progress is not None:
            on_progress(search.ranking())
    return search.ranking()


def best_move(state: GameState, seat: int | None = None, config: SearchConfig = DEFAULT, *,
              stop: Stop | None = None) -> CoachRanking:
    """The ranking a player needs to pick one move, anchored on the playout bot's own move.

    The *anchor* is the move the seat's own playout bot (``own_bot``, else the game's
    ``coach_policy``, else its best heuristic bot) makes in a drawn position. The candidates (at most ``candidates``: the
    anchor, then the moves that bot likes best if it can rank them, else others in an order
    drawn from ``seed``)
    are played out from shared drawn positions, every candidate from each (common random
    numbers), and each is judged by its *paired* difference to the anchor: the playout's
    value (1 for a win, plus :data:`SCORE_WEIGHT` per point, minus per minus point) minus the
    anchor's value from the same drawn position. Every :data:`MIN_ITERATIONS` positions, a
    move whose difference is below zero by more than ``config.drop_z`` (default
    :data:`DEFAULT_Z`) standard errors is dropped (the
    playouts go to the moves still in question), and the search stops early when no
    candidate's playout has differed from the anchor's at all (a decision that does not
    matter) or only the anchor is left. The budget is about ``playouts`` playouts but at
    least :data:`MIN_ITERATIONS` positions (or ``budget_s`` seconds). Settings come from
    ``config`` (:class:`.config.SearchConfig`).

    The recommendation (first in the result) is the candidate with the best mean difference
    if it was played from at least :data:`MIN_ITERATIONS` positions and its difference lies
    above zero by more than ``margin`` standard errors (default :data:`DEFAULT_MARGIN`), else
    the anchor; on a tie the anchor stays. The other moves follow by their
    estimates (unplayed ones last). Deterministic for a fixed
    ``seed`` and ``playouts``. ``draw`` makes the drawn positions (default: what the seat
    cannot tell apart, :data:`Draw`). The other arguments are those of :func:`rank_moves`.

    >>> from pyramid_explorer.games import new_game
    >>> s = new_game("im-bann-der-pyramide", seed=5, players=3)
    >>> r = best_move(s, config=SearchConfig(playouts=12))
    >>> n = len(s.legal_actions())
    >>> r.best.action in s.legal_actions(), r.playouts <= max(12, MIN_ITERATIONS * n) + n
    (True, True)
    """
    search = _Search(state, seat, config, stop)
    playouts = config.playouts
    z = DEFAULT_Z if config.drop_z is None else config.drop_z
    margin = config.margin
    alive = search.shortlist(config.candidates)
    anchor = search.prior if search.prior is not None else alive[0]
    if len(alive) == 1:
        search.tallies[anchor].stage = 2
        return search.ranking()
    spent = 0
    while spent < playouts or search.iterations < MIN_ITERATIONS:
        if not search.iterate(alive):
            break
        spent += len(alive)
        if search.iterations % MIN_ITERATIONS:
            continue
        if all(search.tallies[k].values == search.tallies[anchor].values for k in alive):
            break  # every candidate did exactly as well as the anchor in every playout
        diffs = {k: search.paired(k, anchor) for k in alive if k != anchor}
        alive = [anchor] + [k for k in alive if k != anchor
                            and diffs[k][0] + z * diffs[k][1] >= 0]
        if len(alive) == 1:
            break
    chosen = anchor
    others = [k for k in alive if k != anchor]
    if others:
        diffs = {k: search.paired(k, anchor) for k in others}
        top = max(others, key=lambda k: (diffs[k][0], -k))
        mean, se, n = diffs[top]
        if n >= MIN_ITERATIONS and mean > 0 and mean - margin * se > 0:
            chosen = top
    for k in alive:
        search.tallies[k].stage = 1
    search.tallies[chosen].stage = 2
    return search.ranking()
