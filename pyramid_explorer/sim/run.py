"""``simulate()``: play many seeded games on local cores or a Dask cluster, with a progress bar.

>>> result = simulate("dice-pyramid", games=6, seed=1, bots=["random"], workers=1,
...                   progress=False)
>>> result.played, result.partial, list(result.table["seed"])
(6, False, [1, 2, 3, 4, 5, 6])
>>> result.by_seat()[["seat", "bot", "games"]].values.tolist()
[[1, 'random', 6]]
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from .backends import Backend, InProcess, ProcessPool, chunk_ranges, chunk_size, local_workers
from .interrupt import ctrl_c_sets
from .plan import make_plan
from .play import DEFAULT_MAX_STEPS
from .result import SimResult
from .table import to_frame

Progress = Callable[[int, int], None]


def simulate(game_id: str, *, games: int, seed: int = 0, players: int | None = None,
             bots: Sequence[str] | None = None, options: Mapping[str, Any] | None = None,
             compare: tuple[str, Sequence[Any]] | None = None, rotate: bool = False,
             workers: int | None = None, client: Any = None,
             progress: bool | Progress = True, stop: threading.Event | None = None,
             max_steps: int = DEFAULT_MAX_STEPS) -> SimResult:
    """Play ``games`` seeded games of ``game_id`` (per series) and return a :class:`SimResult`.

    ``bots``: names per seat (reused in turn; default the game's first bot); a solo game with
    several bots plays one series per bot. ``compare=(option, values)`` plays one series per
    value. ``rotate`` shifts the line-up one seat per game so no bot keeps the first seat.
    Game ``g`` uses seed ``seed + g``; the table is the same for any ``workers`` or cluster.

    Runs on ``workers`` local processes (default: every core; 1 = in this process), or on a
    Dask cluster when ``client`` is a ``distributed.Client`` or a scheduler address.
    ``progress``: a tqdm bar (``True``; in a notebook, Voila or a terminal), none (``False``) or
    a function ``(done, total)``. Ctrl-C, or setting the ``stop`` event, ends the run early and
    returns the games finished so far with ``partial=True``.
    """
    plan = make_plan(game_id, games=games, seed=seed, players=players, bots=bots,
                     options=options, compare=compare, rotate=rotate, max_steps=max_steps)
    backend = _backend(workers, client, len(plan))
    chunks = chunk_ranges(len(plan), 1 if backend.workers == 1 else
                          chunk_size(len(plan), backend.workers))
    report, close = _progress(progress, len(plan), game_id)
    rows: list[dict[str, Any]] = []
    stop = stop if stop is not None else threading.Event()
    stopped = False
    started = time.perf_counter()
    results = backend.run(plan, chunks)
    try:
        with ctrl_c_sets(stop):
            for chunk in results:
                rows.extend(chunk)
                if chunk:
                    report(len(rows), len(plan))
                if stop.is_set():
                    stopped = True
                    break
    except KeyboardInterrupt:  # a second Ctrl-C, or one outside the main thread
        stopped = True
    finally:
        results.close()
        close()
    elapsed = time.perf_counter() - started
    return SimResult(plan, to_frame(rows), stopped or len(rows) < len(plan), elapsed,
                     backend.name, backend.workers)


def _backend(workers: int | None, client: Any, jobs: int) -> Backend:
    if client is not None:
        if workers is not None:
            raise ValueError("give either workers (local cores) or a Dask client, not both")
        from .dask_backend import DaskBackend

        return DaskBackend(client)
    n = local_workers() if workers is None else workers
    if isinstance(n, bool) or not isinstance(n, int) or n < 1:
        raise ValueError(f"workers must be a whole number of at least 1, not {workers!r}")
    n = min(n, jobs)
    return InProcess() if n == 1 else ProcessPool(n)


def _progress(progress: bool | Progress, total: int, game_id: str
              ) -> tuple[Progress, Callable[[], None]]:
    if callable(progress):
        return progress, lambda: None
    if not progress:
        return (lambda done, total: None), lambda: None
    from tqdm.auto import tqdm

    bar = tqdm(total=total, desc=game_id, unit="game")

    def report(done: int, _total: int) -> None:
        bar.update(done - bar.n)

    return report, bar.close
