"""Shared test fixtures and the ``rules`` marker used for rule coverage."""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, settings

settings.register_profile(
    "ci", max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile(
    "dev", max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("ci" if os.environ.get("CI") else "dev")

# The dashboards the tests start skip the coach's warm-up process: `.ci/run` compiles the
# playouts ahead once, and a warm-up process would count in the servers' memory and process
# checks. `test_the_dashboard_opens_as_fast_while_the_coach_compiles_ahead` starts it on purpose.
os.environ.setdefault("PYRAMID_EXPLORER_WARM", "0")


# ---------------------------------------------------------------- PostgreSQL (issue 37)
BACKENDS = ("sqlite", "postgresql")
"""The table store's backends every store test runs on."""


@pytest.fixture(scope="session")
def postgres_cluster():
    """A throwaway PostgreSQL cluster for the session (:mod:`pg_server`): skipped where
    Debian's server or psycopg is missing — but never in CI (``CI`` set): it fails there."""
    from pg_server import Cluster, find_bin

    bindir = find_bin()
    missing = "PostgreSQL's initdb/pg_ctl" if bindir is None else None
    try:
        import psycopg  # noqa: F401
    except ImportError:
        missing = "psycopg"
    if missing:
        message = f"{missing} not installed: the PostgreSQL store tests cannot run"
        if os.environ.get("CI"):
            pytest.fail(message + " (CI must run them: .ci/run installs postgresql)")
        pytest.skip(message)
    cluster = Cluster(bindir)
    yield cluster
    cluster.remove()


@pytest.fixture(params=BACKENDS)
def store_location(request, tmp_path):
    """Where a test's table store lives: a SQLite file, or a new database of the session's
    PostgreSQL cluster (dropped after the test)."""
    if request.param == "sqlite":
        yield str(tmp_path / "tables.sqlite3")
        return
    cluster = request.getfixturevalue("postgres_cluster")
    url = cluster.new_database()
    yield url
    import gc

    gc.collect()  # (the test's stores stop listening)
    cluster.drop_database(url)
