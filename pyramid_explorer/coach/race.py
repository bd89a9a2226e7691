"""The Coach panel's search: the best move and how much every other move gives up against it,
with a 95 % interval on each difference, spending the time where it decides something.

:func:`race` plays every candidate move from the same drawn positions (common random numbers,
:class:`.sampler.Sampler`) and compares them *paired*: move ``k``'s result minus the leader's,
position by position, so the luck of the draw cancels. After every batch of positions a move
the leader is taken again and ``on_progress`` gets the ranking so far, so a panel's intervals
narrow as it runs. At 8, 16, 32, … positions (:func:`looks_at`: looks that double, as in
successive halving) a move whose difference to the leader lies below zero by more than
``drop_z`` standard errors is dropped (racing: the playouts go to the moves still in
question). With ``SearchConfig(halving=True)`` (the panel's ``coach.config.PANEL``) the search
is also cut into rounds, as many as halving the candidates down to two takes, and after each
only the better half by mean is played on (successive halving; never before
:data:`MIN_POSITIONS` positions), so the last round goes to the two leading moves. Looking every batch instead would drop a move level with the best by a fluke about
three times as often (3.7 % against 1.2 % of level moves over 8,192 positions, simulated in
``tests/test_coach_race.py``); a 60 s race did so in 3 of 100 Ramses positions
(``benchmarks/bench_agreement.py``). It ends when the time is spent, one move is left, ``positions`` positions
were drawn, or ``stop()`` says so.

What a difference measures (``CoachRanking.diff_kind``): this move's expectation minus the best
move's — in a game only won or lost the chance to win (−0.03: 3 percentage points less); in
Pyramidenbau the expected points (−1.2: 1.2 points fewer); in Im Bann's Multi-Game variant the
expected minus points (+2.0: two minus points more, since fewer is better there).

>>> from pyramid_explorer.games import new_game
>>> s = new_game("ramses-pyramid", seed=2, players=2)
>>> s = s.apply(s.sample_chance())
>>> python16 = SearchConfig(positions=16, seed=1, compiled=False)
>>> r = race(s, config=python16)
>>> r.diff_kind, r.best.diff, r.iterations
('chance', 0.0, 16)
>>> all(m.diff is not None and m.diff <= 1e-12 for m in r.moves)
True
>>> race(s, config=python16) == r      # deterministic by positions
True
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

from ..engine import Action, GameState
from ..engine.fastrng import StepRandom
from .config import DEFAULT, SearchConfig
from .estimates import MINUS_POINTS, Z95, CoachRanking, MoveEstimate, mean_interval, wilson
from .sampler import Sampler
from .search import Progress, Stop

BATCH = 4
"""Drawn positions between two reports of progress (the leader, the intervals so far)."""
MIN_POSITIONS = 8
"""Positions every candidate is played from before any is dropped (the first look)."""
DROP_Z = 3.0
"""How many standard errors below the leader a move must lie before it is dropped (high: a
move dropped by a fluke would keep a wide interval; the panel wants every move judged)."""
PANEL_BUDGET_S = 2.0
"""The Coach panel's thinking time."""
SHORTLIST = 8
"""Pyramidenbau lists up to ~200 moves; the panel ranks the coach policy's 8 best."""


@dataclass
class _Move:
    action: Action
    metric: dict[int, float] = field(default_factory=dict)  # position -> what diffs compare
    won: list[float] = field(default_factory=list)
    scores: list[float] = field(default_factory=list)
    alive: bool = True
    set_aside: str = ""  # "behind" or "halved" once not alive


def _paired(a: dict[int, float], b: dict[int, float]) -> tuple[float, float, int]:
    """(mean, standard error, n) of ``a - b`` over the positions both have."""
    diffs = [a[i] - b[i] for i in a if i in b]
    n = len(diffs)
    if n == 0:
        return (0.0, math.inf, 0)
    mean = sum(diffs) / n
    if n == 1:
        return (mean, math.inf, 1)
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return (mean, math.sqrt(var / n), n)


def shortlist(sampler: Sampler, actions: Sequence[Action], size: int | None) -> list[int]:
    """At most ``size`` move indices: the coach policy's choice in a drawn position first,
    then the moves it rates best there when it can rank them (Pyramidenbau's ``ranked``), the
    rest in a seeded order. Everything when ``size`` is ``None`` or not smaller."""
    everything = list(range(len(actions)))
    if size is None or size >= len(everything):
        return everything
    rng = StepRandom(f"{sampler.key}:{sampler.seed}:shortlist")
    drawn = sampler.draw(sampler.state, sampler.seat, rng)
    bot = sampler.bots[sampler.seat]
    liked = bot.choose(drawn)
    first = [k for k in everything if actions[k] == liked][:1]
    rest = [k for k in everything if k not in first]
    rng.shuffle(rest)
    ranked = getattr(bot, "ranked", None)
    if callable(ranked):
        order = {a: i for i, a in reversed(list(enumerate(ranked(drawn))))}
        rest.sort(key=lambda k: order.get(actions[k], len(order)))
    return sorted((first + rest)[:max(1, size)])


def race(state: GameState, seat: int | None = None, config: SearchConfig = DEFAULT, *,
         stop: Stop | None = None, on_progress: Progress | None = None,
         include: Sequence[Action] = ()) -> CoachRanking:
    """The moves of the seat to move, best first, each with its difference to the best and the
    95 % interval of that difference (see the module doc). The settings are ``config``'s
    (:class:`.config.SearchConfig`): it runs ``budget_s`` seconds (by ``clock``) or
    ``positions`` drawn positions, whichever ends first (neither: :data:`PANEL_BUDGET_S`),
    deterministic by ``positions`` for a fixed ``seed``; ``candidates`` limits the moves to
    the coach policy's best (default: all, or :data:`SHORTLIST` where a game lists more than
    30); ``by="chance"`` compares by the chance to win in a game with points too (a review's
    one scale); ``drop_z`` defaults to :data:`DROP_Z`. ``include`` adds moves to the
    candidates (a review judges the move played)."""
    sampler = Sampler(state, seat, config, key="race")
    actions = state.legal_actions()
    candidates = config.candidates
    if candidates is None and len(actions) > 30:
        candidates = SHORTLIST
    budget_s, positions, clock = config.budget_s, config.positions, config.clock
    drop_z = DROP_Z if config.drop_z is None else config.drop_z
    picked = shortlist(sampler, actions, candidates)
    picked += [k for k, a in enumerate(actions) if a in include and k not in picked]
    moves = [_Move(actions[k]) for k in sorted(picked)]
    kind = None if config.by == "chance" else sampler.kind
    diff_kind = "chance" if kind is None else kind
    sign = -1.0 if kind == MINUS_POINTS else 1.0
    if budget_s is None and positions is None:
        budget_s = PANEL_BUDGET_S
    started = clock()
    deadline = None if budget_s is None else started + budget_s
    i = 0
    stopped = False
    rounds = math.ceil(math.log2(len(moves))) if config.halving and len(moves) > 2 else 0
    halved = 0  # rounds of successive halving done

    def out_of_time() -> bool:
        return (stop is not None and stop()) or (
            deadline is not None and clock() >= deadline)

    def spent() -> float:
        """The share of the search done: of its time, or of its positions (the larger)."""
        return max((clock() - started) / budget_s if budget_s else 0.0,
                   i / positions if positions else 0.0)

    def ranking() -> CoachRanking:
        return _ranking(state, sampler, moves, i, diff_kind, sign, stopped,
                        clock() - started, kind)

    while positions is None or i < positions:
        if out_of_time():
            stopped = True
            break
        alive = [m for m in moves if m.alive]
        outcomes = sampler.values(i, [(m.action,) for m in alive], stop=out_of_time)
        if len(outcomes) < len(alive):  # cut short: a position only some moves had is dropped
            stopped = True
            break
        for m, o in zip(alive, outcomes, strict=True):
            m.won.append(o.won)
            if o.score is not None:
                m.scores.append(o.score)
            m.metric[i] = o.won if kind is None else sign * float(o.score)
        i += 1
        if i % BATCH and i != positions:
            continue
        if looks_at(i, positions) and len(alive) > 1:
            leader = max(alive, key=lambda m: _mean(m.metric))
            for m in alive:
                if m is not leader:
                    mean, se, n = _paired(m.metric, leader.metric)
                    if n >= MIN_POSITIONS and mean + drop_z * se < 0:
                        m.alive, m.set_aside = False, "behind"
        if rounds and halved < rounds - 1 and MIN_POSITIONS <= i != positions \
                and (halved + 1) / rounds <= spent() < 1.0:  # (never on a handful)
            halved += 1
            alive = sorted((m for m in moves if m.alive), key=lambda m: -_mean(m.metric))
            for m in alive[max(2, math.ceil(len(alive) / 2)):]:
                if m.action not in include:  # (the move a verdict asks about stays)
                    m.alive, m.set_aside = False, "halved"
        if on_progress is not None:
            on_progress(ranking())
        if sum(m.alive for m in moves) <= 1 and i >= MIN_POSITIONS:
            break
    return ranking()


def looks_at(i: int, positions: int | None = None) -> bool:
    """Whether the race decides its drops after ``i`` drawn positions: at
    :data:`MIN_POSITIONS` and each doubling of it, and at the last of ``positions``.

    >>> [i for i in range(1, 100) if looks_at(i)]
    [8, 16, 32, 64]
    >>> looks_at(40, positions=40)
    True
    """
    if i < MIN_POSITIONS:
        return False
    return i == positions or (i % MIN_POSITIONS == 0 and (i // MIN_POSITIONS).bit_count() == 1)


def _mean(values: dict[int, float]) -> float:
    return sum(values.values()) / len(values) if values else -math.inf


def _ranking(state: GameState, sampler: Sampler, moves: list[_Move], positions: int,
             diff_kind: str, sign: float, stopped: bool, elapsed: float,
             kind: str | None) -> CoachRanking:
    alive = [m for m in moves if m.alive and m.metric] or [m for m in moves if m.metric]
    if not alive:
        estimates = tuple(MoveEstimate(m.action, 0, 0.0, (0.0, 1.0)) for m in moves)
        return CoachRanking(state.game_id, sampler.seat, state.step, estimates, positions,
                            kind, stopped, elapsed, diff_kind, sampler.compiled)
    best = max(alive, key=lambda m: (_mean(m.metric), -moves.index(m)))
    rows = []
    for m in moves:
        n = len(m.won)
        wins = sum(m.won)
        score = interval = None
        if m.scores:
            score, lo, hi = mean_interval(m.scores)
            interval = (lo, hi)
        if m is best:
            diff, diff_interval, better = 0.0, (0.0, 0.0), 0.0
        elif n:
            mean, se, _k = _paired(m.metric, best.metric)
            half = Z95 * se if math.isfinite(se) else math.inf
            ends = sorted((sign * (mean - half), sign * (mean + half)))
            diff, diff_interval, better = sign * mean, (ends[0], ends[1]), mean
        else:
            diff, diff_interval, better = None, None, -math.inf
        rows.append((m.action is not best.action, not m.alive, -better, moves.index(m),
                     MoveEstimate(m.action, n, wins / n if n else 0.0, wilson(wins, n), score,
                                  interval, diff, diff_interval,
                                  "" if m.alive else m.set_aside)))

    rows.sort(key=lambda row: row[:4])
    return CoachRanking(state.game_id, sampler.seat, state.step, tuple(r[4] for r in rows),
                        positions, kind, stopped, elapsed, diff_kind, sampler.compiled)


__all__ = ["BATCH", "DROP_Z", "MIN_POSITIONS", "PANEL_BUDGET_S", "SHORTLIST", "looks_at", "race",
           "shortlist"]
