"""Shared test fixtures and the ``rules`` marker used for rule coverage."""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, settings
from rule_citations import recording

CITED = pytest.StashKey[set]()
CASES = pytest.StashKey[dict]()
SEEN = pytest.StashKey[dict]()
SHARED = pytest.StashKey[dict]()

settings.register_profile(
    "ci", max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile(
    "dev", max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("ci" if os.environ.get("CI") else "dev")

# The dashboards the tests start skip the coach's warm-up process: `.ci/run` compiles the
# playouts ahead once, and a warm-up process would count in the servers' memory and process
# checks. `test_the_dashboard_opens_as_fast_while_the_coach_compiles_ahead` starts it on purpose.
os.environ.setdefault("PYRAMID_EXPLORER_WARM", "0")



# --------------------------------------------------------------------- the rules marker, kept
# ``@pytest.mark.rules("dp.turn.rerolls")`` promises that the test makes the engine cite the
# clause (a move it allowed, a move it refused, a game dealt that shows it); a test that checks
# a clause another way (its odds, its drawing, a bot, the moves listed) says so with
# ``engine=False``. Checked here while the tests run (docs/developing.md, "Rule coverage").

def checked_ids(marks) -> set[str]:
    """The clause ids of the ``rules`` marks that promise the engine cites them."""
    return {rid for m in marks if m.name == "rules" and m.kwargs.get("engine", True)
            for rid in m.args}


def param_marks(item: pytest.Item) -> list:
    """The marks of this parameter set only (``pytest.param(..., marks=...)``)."""
    return list(getattr(getattr(item, "callspec", None), "marks", []))


def function_key(item: pytest.Item) -> str:
    return item.nodeid.split("[", 1)[0]


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Count each function's parameter sets before any are deselected: a function's marker is
    checked over all of them, once the last has run."""
    cases: dict[str, int] = {}
    for item in items:
        cases[function_key(item)] = cases.get(function_key(item), 0) + 1
    config.stash[CASES] = cases
    config.stash[SEEN] = {}


@pytest.hookimpl(wrapper=True)
def pytest_fixture_setup(fixturedef: pytest.FixtureDef, request: pytest.FixtureRequest):
    """A fixture shared by several tests (module or session scope) is made once, maybe before
    any marked test runs: what the engine cited while making it counts for every test that
    uses its value."""
    if fixturedef.scope == "function":
        return (yield)
    with recording() as cited:
        value = yield
    request.config.stash.setdefault(SHARED, {})[id(value)] = (value, cited)
    return value


def shared_citations(item: pytest.Item) -> set[str]:
    """What the engine cited making the shared fixtures this test uses."""
    made = item.config.stash.get(SHARED, {})
    return {rid for value in getattr(item, "funcargs", {}).values()
            for rid in made.get(id(value), (None, ()))[1]}


@pytest.hookimpl(wrapper=True)
def pytest_runtest_setup(item: pytest.Item):
    """A test with a checked rules marker records the clauses the engine cites from its set-up
    on (a fixture may deal the game)."""
    if not checked_ids(item.iter_markers("rules")):
        return (yield)
    with recording() as cited:
        try:
            return (yield)
        finally:
            item.stash[CITED] = cited


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item):
    """A test fails when the engine never cited a clause its checked marker names: the marks of
    its own parameter set at once, the function's marks over all its parameter sets."""
    if not checked_ids(item.iter_markers("rules")):
        return (yield)
    with recording() as cited:
        result = yield
    cited |= item.stash.get(CITED, set()) | shared_citations(item)
    own = param_marks(item)
    never = checked_ids(own) - cited
    function_wide = checked_ids(m for m in item.iter_markers("rules") if m not in own)
    seen = item.config.stash[SEEN].setdefault(function_key(item), [0, set()])
    seen[0] += 1
    seen[1] |= cited
    if seen[0] >= item.config.stash[CASES].get(function_key(item), 1):
        never |= function_wide - seen[1]
    if never:
        report = os.environ.get("RULE_MARKER_REPORT")  # (measuring: list, do not fail)
        if report:
            with open(report, "a", encoding="utf-8") as out:
                out.write(f"{item.nodeid}\t{' '.join(sorted(never))}\n")
            return result
        raise AssertionError(
            f"the rules marker names {sorted(never)}, but the engine never cited "
            f"{'it' if len(never) == 1 else 'them'} in this test: no move allowed or refused "
            "by it, no game dealt that shows it. Exercise the clause, or mark how the test "
            "checks it otherwise: @pytest.mark.rules(..., engine=False)")
    return result

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
