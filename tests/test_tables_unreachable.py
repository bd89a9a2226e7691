"""Issue 37: a learner's kernel starts while the shared tables' PostgreSQL server is down.

With the session's throwaway cluster (``tests/pg_server.py``) stopped, a dashboard opened as a
learner's kernel opens it (the store named by ``PYRAMID_EXPLORER_TABLES``) says in English and
German that the shared tables' database cannot be reached, where it is (never the password)
and that it tries again — in the game tab's "Open a table" and on a seat link's page —, and
the explorer tabs work meanwhile. Once the cluster is started again, the seat's page appears
by itself and a table opens from the game tab.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from urllib.parse import urlsplit, urlunsplit

import pytest

from pyramid_explorer.tables import TABLES_ENV, StoreUnreachable, TableStore
from pyramid_explorer.ui.dashboard import Dashboard
from pyramid_explorer.ui.tables import SeatPage
from pyramid_explorer.ui.tables.waiting import WaitingPage

IB = "im-bann-der-pyramide"
SECRET = "s3cret-pw"


async def until(condition: Callable[[], bool], timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "the page did not change in time"
        await asyncio.sleep(0.05)


def with_password(url: str) -> str:
    """``url`` with a password (the throwaway cluster trusts its socket: it is ignored)."""
    parts = urlsplit(url)
    return urlunsplit(parts._replace(netloc=f"{parts.username}:{SECRET}@{parts.hostname or ''}"))


@pytest.fixture
def down_then_up(postgres_cluster):
    """The cluster stopped for the test (started again afterwards, whatever happened)."""
    postgres_cluster.stop()
    yield postgres_cluster
    try:
        postgres_cluster.admin().close()
    except Exception:  # noqa: BLE001 - still stopped: start it for the next tests
        postgres_cluster.start()


def test_a_dashboard_started_while_the_database_is_down_says_so_and_recovers(
        postgres_cluster, monkeypatch):
    url = with_password(postgres_cluster.new_database())
    table = TableStore(url).open(IB, seed=3, players=2, humans=[0, 1])
    monkeypatch.setenv(TABLES_ENV, url)  # (what the dashboard command sets for its kernels)
    postgres_cluster.stop()
    try:
        asyncio.run(_scenario(postgres_cluster, url, table))
    finally:
        try:
            postgres_cluster.admin().close()
        except Exception:  # noqa: BLE001 - still stopped: start it for the next tests
            postgres_cluster.start()


async def _scenario(cluster, url: str, table) -> None:
    dashboard = Dashboard(game_ids=[IB])             # the learner's kernel starts now
    store = dashboard.tables
    assert store is not None and store.unreachable is not None
    opener = dashboard.openers[IB]                    # the game tab's "Open a table" …
    said = opener.note.value
    assert "shared tables&#x27; database" in said and "cannot be reached" in said
    assert str(cluster.folder) in said                # … where the database is …
    assert "tries again by itself" in said            # … and that it tries again
    assert SECRET not in said and "Traceback" not in said

    explorer = dashboard.contents[IB]                 # the explorer works meanwhile
    explorer.step()
    assert explorer.session.position == 1
    dashboard.select("odds-lab")
    assert dashboard.contents["odds-lab"] is not None

    explorer.set_seat(0, "human")
    assert opener.open_table(base_url="http://h/") is None      # a click: refused, in words
    assert "cannot be reached" in opener.note.value and SECRET not in opener.note.value

    dashboard.show_seat({"table": table.code, "seat": "2", "key": table.keys[1]})
    waiting = dashboard.seat_page                     # a seat's link: the same words
    assert isinstance(waiting, WaitingPage)
    text = waiting.message.value
    assert "cannot be reached" in text and str(cluster.folder) in text
    assert SECRET not in text and "Traceback" not in text
    dashboard.set_language("de")                      # and in German
    assert "nicht erreichbar" in waiting.message.value
    assert "versucht es alle paar Sekunden" in waiting.message.value
    assert "nicht erreichbar" in opener.note.value
    dashboard.set_language("en")

    await asyncio.to_thread(cluster.start)            # the database is back
    await until(lambda: isinstance(waiting.page, SeatPage))
    seat = waiting.page                               # the seat's page opened by itself
    assert "You are P2" in seat.header.value and "Traceback" not in seat.status.value
    assert waiting.widget.children == (seat.widget,)
    await until(lambda: "cannot be reached" not in opener.note.value)
    assert store.unreachable is None
    opened = opener.open_table(base_url="http://h/")  # and "Open a table" works
    assert opened is not None and opened.code in opener.public_link
    first = TableStore(url)                           # a move elsewhere reaches the seat page
    state = first.state(table.code)
    first.move(table.code, 0, table.keys[0], state.legal_actions()[0], len(state.history))
    await until(lambda: "1. P1" in seat.log.value)
    seat.stop()


def test_a_store_whose_database_does_not_answer_is_refused_when_not_waited_for(
        down_then_up):
    """Outside a learner's kernel (a script, the dashboard command's own check) the store is
    not made at all: the error names the address without its password."""
    url = with_password(down_then_up.url("postgres"))
    with pytest.raises(StoreUnreachable, match="cannot be reached") as away:
        TableStore(url)
    assert SECRET not in str(away.value) and SECRET not in away.value.message("de")
    waiting = TableStore(url, patient=True)           # a kernel's store waits instead
    assert waiting.reconnecting and waiting.unreachable is not None
    with pytest.raises(StoreUnreachable, match="tries again by itself"):
        waiting.codes()
    waiting.close()
