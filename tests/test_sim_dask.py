"""The Dask path: the same call on a (small, in-process) LocalCluster gives the same table."""

from __future__ import annotations

import threading

import pandas as pd
import pytest

from pyramid_explorer.sim import simulate

distributed = pytest.importorskip("distributed")

DP = "dice-pyramid"


@pytest.fixture(scope="module")
def cluster():
    with distributed.LocalCluster(n_workers=1, threads_per_worker=2, processes=False,
                                  dashboard_address=None) as c:
        yield c


def test_dask_client_gives_the_same_table_as_local_cores(cluster):
    local = simulate(DP, games=30, seed=11, bots=["greedy", "random"], workers=1,
                     progress=False)
    with distributed.Client(cluster) as client:
        seen = []
        remote = simulate(DP, games=30, seed=11, bots=["greedy", "random"], client=client,
                          progress=lambda done, total: seen.append((done, total)))
        assert client.status == "running"  # a client we were given stays open
    assert remote.backend == "dask" and remote.workers == 2 and not remote.partial
    pd.testing.assert_frame_equal(local.table, remote.table)
    assert seen[-1] == (60, 60) and len(seen) > 1  # progress in batches


def test_a_scheduler_address_works_like_a_client(cluster):
    local = simulate("im-bann-der-pyramide", games=2, seed=4, players=2, workers=1,
                     progress=False)
    remote = simulate("im-bann-der-pyramide", games=2, seed=4, players=2,
                      client=cluster.scheduler_address, progress=False)
    pd.testing.assert_frame_equal(local.table, remote.table)


def test_stop_on_dask_returns_finished_batches_marked_partial(cluster):
    stop = threading.Event()
    with distributed.Client(cluster) as client:
        result = simulate(DP, games=300, seed=0, client=client, stop=stop,
                          progress=lambda done, total: stop.set())
    assert result.partial and 0 < result.played < 300


def test_workers_and_a_client_together_are_refused(cluster):
    with pytest.raises(ValueError, match="not both"):
        simulate(DP, games=2, workers=2, client=cluster.scheduler_address, progress=False)
