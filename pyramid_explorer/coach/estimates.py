"""What the coach says about one move, and about all of them: frozen results with intervals.

A move's chance to win is the share of playouts (from positions the seat cannot tell apart
from the real one) that the seat won alone, with a 95 % Wilson score interval; its score is the
mean of the seat's points (Pyramidenbau) or minus points (Im Bann's Multi-Game variant) with a
normal-approximation interval.

>>> [round(x, 4) for x in wilson(81, 263)]    # Newcombe (1998), Table I
[0.2553, 0.3662]
>>> wilson(0, 0)
(0.0, 1.0)
>>> mean_interval([2.0, 4.0, 6.0])[0]
4.0
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

from ..engine import Action

Z95 = 1.959963984540054
"""The standard normal quantile of a two-sided 95 % interval."""

POINTS = "points"
"""``CoachRanking.score_kind`` of a game scored in points (higher is better: Pyramidenbau)."""
MINUS_POINTS = "minus points"
"""``CoachRanking.score_kind`` of a game scored in minus points (lower is better: Im Bann's
Multi-Game variant)."""


def wilson(wins: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of ``wins`` successes in ``n`` trials (``(0, 1)`` for none)."""
    if n <= 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(max(0.0, p * (1 - p)) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, min(p, centre - half)), min(1.0, max(p, centre + half)))


def mean_interval(values: Sequence[float], z: float = Z95) -> tuple[float, float, float]:
    """``(mean, low, high)`` with ``mean ± z·s/√n``; one value gives an interval of zero width.

    >>> mean_interval([5.0])
    (5.0, 5.0, 5.0)
    """
    n = len(values)
    if n == 0:
        return (0.0, 0.0, 0.0)
    mean = sum(values) / n
    if n == 1:
        return (mean, mean, mean)
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    half = z * math.sqrt(var / n)
    return (mean, mean - half, mean + half)


@dataclass(frozen=True)
class MoveEstimate:
    """The coach's estimate for one legal move of the seat to move.

    ``win_chance`` lies in ``win_interval`` (95 %, Wilson) and both in [0, 1]; ``score`` is the
    mean points or minus points (see ``CoachRanking.score_kind``; ``None`` for a game without
    a score) inside ``score_interval``. ``playouts`` says how many games were played out after
    this move.
    """

    action: Action
    playouts: int
    win_chance: float
    win_interval: tuple[float, float]
    score: float | None = None
    score_interval: tuple[float, float] | None = None
    diff: float | None = None
    """This move against the best one, paired over the drawn positions both were played from
    (0 for the best; negative: worse), in the ranking's ``diff_kind`` units: the chance to
    win (0.03 = 3 points) or points / minus points. ``None`` where the search did not pair."""
    diff_interval: tuple[float, float] | None = None
    """The 95 % interval of :attr:`diff`."""
    set_aside: str = ""
    """Why the race stopped playing this move before the end: ``"behind"`` (clearly behind
    the leader at a look), ``"halved"`` (not in the better half at a round of successive
    halving), ``""`` (played to the end)."""

    @property
    def diff_margin(self) -> float | None:
        """Half the width of the difference's interval (``None`` without one)."""
        if self.diff_interval is None:
            return None
        return (self.diff_interval[1] - self.diff_interval[0]) / 2

    @property
    def win_margin(self) -> float:
        """Half the width of the win interval (the "± 3 %" of "41 % ± 3 %")."""
        return (self.win_interval[1] - self.win_interval[0]) / 2


@dataclass(frozen=True)
class LineEstimate:
    """The coach's estimate for a line of play (one or more actions of the seat to move).

    The fields mean what they mean in :class:`MoveEstimate`; ``score_kind`` is
    :data:`POINTS`, :data:`MINUS_POINTS` or ``None`` (then ``score`` is ``None``).
    ``outcomes`` holds one value per drawn position, in draw order: the points when the game
    is scored in points, else 1 for a win and 0 otherwise (lines ranked together share the drawn positions,
    so :meth:`paired` compares them position by position).
    """

    actions: tuple[Action, ...]
    playouts: int
    win_chance: float
    win_interval: tuple[float, float]
    score_kind: str | None = None
    score: float | None = None
    score_interval: tuple[float, float] | None = None
    outcomes: tuple[float, ...] = ()

    def paired(self, other: LineEstimate) -> tuple[float, float]:
        """``(mean, half-width of its 95 % interval)`` of this line's outcome minus
        ``other``'s, position by position.

        >>> a = LineEstimate((), 4, 0.5, (0.1, 0.9), outcomes=(1, 1, 0, 0))
        >>> b = LineEstimate((), 4, 0.25, (0.0, 0.7), outcomes=(1, 0, 0, 0))
        >>> a.paired(b)[0]
        0.25
        """
        diffs = [x - y for x, y in zip(self.outcomes, other.outcomes, strict=True)]
        mean, lo, hi = mean_interval(diffs)
        return (mean, (hi - lo) / 2)

    @property
    def win_margin(self) -> float:
        """Half the width of the win interval."""
        return (self.win_interval[1] - self.win_interval[0]) / 2

    @property
    def score_margin(self) -> float:
        """Half the width of the score interval (0 without a score)."""
        if self.score_interval is None:
            return 0.0
        return (self.score_interval[1] - self.score_interval[0]) / 2


@dataclass(frozen=True)
class CoachRanking:
    """Every legal move of ``seat`` at step ``step`` of a game, best first.

    The order: higher chance to win first; equal chances by the better score (more points,
    fewer minus points), then in ``legal_actions()`` order. ``iterations`` counts the
    positions sampled from what the seat knows; ``stopped`` is true when a time budget or a
    cancellation ended the search early. ``elapsed_s`` is not part of equality, so the same
    seed and iteration count give equal rankings.
    """

    game_id: str
    seat: int
    step: int
    moves: tuple[MoveEstimate, ...]
    iterations: int
    score_kind: str | None = None
    stopped: bool = False
    elapsed_s: float = field(default=0.0, compare=False)
    diff_kind: str | None = None
    """What the moves' ``diff`` measures: ``"chance"`` (the chance to win), :data:`POINTS` or
    :data:`MINUS_POINTS`; ``None`` for a search that does not pair moves."""
    compiled: bool = field(default=False, compare=False)
    """Whether the playouts ran compiled (:mod:`.compiled`)."""

    @property
    def best(self) -> MoveEstimate:
        """The recommended move's estimate."""
        return self.moves[0]

    @property
    def playouts(self) -> int:
        """Games played out in all."""
        return sum(m.playouts for m in self.moves)

    def estimate(self, action: Action) -> MoveEstimate:
        """The estimate of ``action``; ``KeyError`` if it is not one of the ranked moves."""
        for m in self.moves:
            if m.action == action:
                return m
        raise KeyError(f"{action} is not a legal move here")


@dataclass(frozen=True)
class MoveComparison:
    """A played move set against the coach's best one (data for "your move vs the best move").

    ``same`` is true when the player chose the recommended move; ``loss`` is how much chance to
    win the played move gives up against the best one (0 when it is the best); ``clearly_worse``
    is true when the paired difference's interval lies below zero (a ranking without paired
    differences: when the two chances' intervals do not overlap).
    """

    played: MoveEstimate
    best: MoveEstimate
    ranking: CoachRanking

    @property
    def same(self) -> bool:
        return self.played.action == self.best.action

    @property
    def loss(self) -> float:
        return max(0.0, self.best.win_chance - self.played.win_chance)

    @property
    def clearly_worse(self) -> bool:
        d = self.played.diff_interval
        if d is not None and not self.same:
            worse_is_up = self.ranking.diff_kind == MINUS_POINTS
            return d[0] > 0 if worse_is_up else d[1] < 0
        return self.played.win_interval[1] < self.best.win_interval[0]
