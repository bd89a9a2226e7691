"""Playing a simulation on a Dask cluster: the same chunks, submitted to a ``distributed.Client``.

Give :func:`~pyramid_explorer.sim.simulate` a ``Client`` (or a scheduler address such as
``"tcp://10.0.0.5:8786"``, for which a client is opened and closed again). Every worker needs
pyramid-explorer installed, at the same version. Results are the same as on local cores: each
game's seed is fixed by the plan and rows are put back in job order.

>>> import distributed
>>> from pyramid_explorer.sim import simulate
>>> local = simulate("dice-pyramid", games=4, seed=3, workers=1, progress=False)
>>> with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=False,
...                               dashboard_address=None) as cluster:
...     remote = simulate("dice-pyramid", games=4, seed=3, client=cluster.scheduler_address,
...                       progress=False)
>>> remote.backend, remote.table.equals(local.table)
('dask', True)
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from .backends import TICK, Rows
from .plan import Plan, play_range


class DaskBackend:
    """Chunks as Dask tasks; ``workers`` is the cluster's thread count when the run starts."""

    name = "dask"

    def __init__(self, client: Any) -> None:
        from distributed import Client

        self._owned = isinstance(client, str)
        self.client = Client(client) if isinstance(client, str) else client
        self.workers = max(1, sum(self.client.nthreads().values()))

    def run(self, plan: Plan, chunks: list[tuple[int, int]]) -> Iterator[Rows]:
        from distributed import wait

        [plan_future] = self.client.scatter([plan], broadcast=True)
        futures = [self.client.submit(play_range, plan_future, a, b, pure=False)
                   for a, b in chunks]
        pending = set(futures)
        try:
            while pending:
                try:
                    done, pending = wait(pending, timeout=TICK, return_when="FIRST_COMPLETED")
                except TimeoutError:
                    yield []  # nothing new: the caller may look at its Stop button
                    continue
                for future in done:
                    yield future.result()
        finally:
            self.client.cancel(futures)
            if self._owned:
                self.client.close()
