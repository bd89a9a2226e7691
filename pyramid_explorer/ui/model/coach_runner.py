"""The coach's search on a thread of its own, so a click never waits for it.

A :class:`CoachRunner` takes one job at a time: rank the moves at a position, each against the
best one (:func:`pyramid_explorer.coach.race.race`), or weigh a move just played against the
best one (the same race with the move played among the candidates). A new request stops the job that is running
(the search polls ``stop`` before every playout), so the panel always works on what is on
screen. Results are kept by position, so going back to a position ranked before shows its
ranking at once, and the verdict on a move reuses the ranking made while the player thought.

Each position's search is seeded from the position's step number, so the same position gives
the same ranking (and the ranking never depends on what the seat cannot see: the search only
uses positions that seat could be in).

>>> from pyramid_explorer.coach import SearchConfig
>>> from pyramid_explorer.games import new_game
>>> s = new_game("ramses-pyramid", seed=2, players=2)
>>> s = s.apply(s.sample_chance())
>>> seen = []
>>> runner = CoachRunner(on_update=lambda job: seen.append(job.done))
>>> job = runner.rank(s, SearchConfig(budget_s=30, positions=2)); runner.wait(60)
True
>>> job.done, job.ranking.iterations, seen[-1]
(True, 2, True)
>>> runner.ranked(s) is job.ranking                   # kept for this position
True
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ...coach.config import SearchConfig
from ...engine import Action, GameState

Key = tuple[Any, ...]
VERDICT_BUDGET_S = 1.0
"""At most this long for "your move against the best one" when the position was not ranked
while the player thought (its ranking answers at once when it was)."""


def position_key(state: GameState) -> Key:
    """What a ranking depends on: the game, its setup and every step so far."""
    return (state.game_id, state.seed, state.num_players, repr(state.options), state.history)


@dataclass
class CoachJob:
    """One search: ``kind`` is ``"rank"`` or ``"compare"`` (then ``played`` is the move).

    ``config`` is the search's (its seed is set from the position); ``ranking`` /
    ``comparison`` grow while it runs; ``done`` is set when it ends (its budget spent or its
    positions played); ``stopped`` when a newer request cut it short.
    """

    kind: str
    state: GameState
    config: SearchConfig
    played: Action | None = None
    ranking: Any = None
    comparison: Any = None
    done: bool = False
    stopped: bool = False
    error: str = ""
    stop_event: threading.Event = field(default_factory=threading.Event, repr=False)


class CoachRunner:
    """Runs coach searches one at a time on a daemon thread; ``on_update(job)`` is called from
    that thread after each iteration and at the end (the panel redraws from it). A request
    answered from a finished ranking returns its job already ``done``, without a call."""

    def __init__(self, on_update: Callable[[CoachJob], None] | None = None,
                 keep: int = 64) -> None:
        self.on_update = on_update
        self.keep = keep
        self._lock = threading.Lock()
        self._wake = threading.Condition(self._lock)
        self._pending: CoachJob | None = None
        self._current: CoachJob | None = None
        self._rankings: OrderedDict[Key, Any] = OrderedDict()
        self._thread: threading.Thread | None = None

    # ---------------------------------------------------------------- requests
    def rank(self, state: GameState, config: SearchConfig) -> CoachJob:
        """Rank the moves at ``state`` by ``config`` (a finished ranking of it is reused at
        once)."""
        job = CoachJob("rank", state, config)
        known = self.ranked(state)
        if known is not None:
            job.ranking, job.done = known, True
            self._cancel_running()
            return job
        return self._submit(job)

    def compare(self, state: GameState, played: Action, config: SearchConfig) -> CoachJob:
        """Weigh ``played`` (made at ``state``) against the best move there; a finished
        ranking of ``state`` answers at once."""
        job = CoachJob("compare", state, config, played)
        known = self.ranked(state)
        if known is not None:
            from ...coach import MoveComparison

            try:
                mine = known.estimate(played)
            except KeyError:  # (a shortlist without the move played: race it in)
                return self._submit(job)
            job.ranking, job.done = known, True
            job.comparison = MoveComparison(mine, known.best, known)
            self._cancel_running()
            return job
        return self._submit(job)

    def cancel(self) -> None:
        """Stop whatever runs or waits (the panel was switched off)."""
        with self._lock:
            dropped, self._pending = self._pending, None
        self._drop(dropped)
        self._cancel_running()

    def ranked(self, state: GameState) -> Any:
        """The finished ranking of ``state``, if one was made."""
        with self._lock:
            return self._rankings.get(position_key(state))

    def wait(self, timeout: float) -> bool:
        """Wait until no job runs or waits; ``False`` on timeout."""
        end = time.monotonic() + timeout
        with self._lock:
            while self._pending is not None or self._current is not None:
                left = end - time.monotonic()
                if left <= 0:
                    return False
                self._wake.wait(min(left, 0.05))
        return True

    @property
    def busy(self) -> bool:
        with self._lock:
            return self._pending is not None or self._current is not None

    # ---------------------------------------------------------------- the thread
    def _cancel_running(self) -> None:
        with self._lock:
            running = self._current
        if running is not None and not running.done:
            running.stopped = True
            running.stop_event.set()

    def _drop(self, job: CoachJob | None) -> None:
        """A job that waited and will never run (a newer one replaced it, or the panel was
        switched off): it ends stopped, as a running one would (nobody waits for its news)."""
        if job is not None:
            job.stopped = job.done = True
            job.stop_event.set()

    def _submit(self, job: CoachJob) -> CoachJob:
        self._cancel_running()
        with self._lock:
            dropped, self._pending = self._pending, job
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, daemon=True,
                                                name="pe-coach")
                self._thread.start()
            self._wake.notify_all()
        self._drop(dropped)
        return job

    def _run(self) -> None:
        while True:
            with self._lock:
                if self._pending is None:
                    self._thread = None
                    self._wake.notify_all()
                    return
                job, self._pending = self._pending, None
                self._current = job
            try:
                self._search(job)
            except Exception as exc:  # a search failing must not kill the panel
                job.error = f"{type(exc).__name__}: {exc}"
            finally:
                job.done = True
                try:
                    self._notify(job)  # (before :meth:`wait` returns: the panel is drawn)
                finally:
                    with self._lock:
                        self._current = None
                        self._wake.notify_all()

    def _search(self, job: CoachJob) -> None:
        """The panel's race (:func:`pyramid_explorer.coach.race.race`): every move paired
        against the best, compiled where the game has it. A verdict races the move played
        among the others for at most :data:`VERDICT_BUDGET_S`."""
        from ...coach import MoveComparison
        from ...coach.race import race

        config = job.config.replace(seed=len(job.state.history))

        def progress(ranking: Any) -> None:
            job.ranking = ranking
            if not job.stop_event.is_set():
                self._notify(job)

        if job.kind == "rank":
            job.ranking = race(job.state, config=config, on_progress=progress,
                               stop=job.stop_event.is_set)
        else:
            assert job.played is not None
            job.state.check_legal(job.played)
            budget_s = min(config.budget_s or VERDICT_BUDGET_S, VERDICT_BUDGET_S)
            job.ranking = race(job.state, config=config.replace(budget_s=budget_s),
                               include=(job.played,), on_progress=progress,
                               stop=job.stop_event.is_set)
            job.comparison = MoveComparison(job.ranking.estimate(job.played), job.ranking.best,
                                            job.ranking)
        if not job.stop_event.is_set() and job.ranking is not None and job.kind == "rank":
            with self._lock:
                self._rankings[position_key(job.state)] = job.ranking
                while len(self._rankings) > self.keep:
                    self._rankings.popitem(last=False)

    def _notify(self, job: CoachJob) -> None:
        if self.on_update is not None:
            self.on_update(job)


__all__ = ["CoachJob", "CoachRunner", "position_key"]
