"""Pages follow the store by themselves (issue 25, push): a watcher on the running event loop
notices another connection's commit and redraws the page, with nobody calling ``tick()``; it
stops when the seat is taken over or the page is replaced; a failing check is logged and the
watch goes on.

Each test runs its pages inside ``asyncio.run`` (as a kernel runs them on its loop); the
other devices are other :class:`TableStore` objects on the same file or PostgreSQL database
(other connections, as other kernels — or other servers of a hub — are).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable

import pytest

from pyramid_explorer.tables import TableStore
from pyramid_explorer.ui.explorer import Explorer
from pyramid_explorer.ui.tables import SeatPage
from pyramid_explorer.ui.tables.lesson import DriverPage, LessonLead
from pyramid_explorer.ui.tables.public_page import PublicPage
from pyramid_explorer.ui.tables.watch import WATCH_MS

IB = "im-bann-der-pyramide"


@pytest.fixture
def path(store_location: str) -> str:
    """The store every page's kernel opens: a SQLite file, then a PostgreSQL database."""
    return store_location


async def until(condition: Callable[[], bool], timeout: float = 5.0) -> float:
    """Seconds until ``condition()`` held (the loop runs meanwhile); fails after ``timeout``."""
    start = time.monotonic()
    while not condition():
        assert time.monotonic() - start < timeout, "the page did not change in time"
        await asyncio.sleep(0.01)
    return time.monotonic() - start


def first_move(store: TableStore, code: str, seat: int) -> None:
    """``seat`` plays its first legal move through ``store`` (another device's connection)."""
    state = store.state(code)
    key = store.table(code, with_keys=True).keys[seat]
    store.move(code, seat, key, state.legal_actions()[0], len(state.history))


def test_a_seat_page_shows_another_devices_move_with_no_tick(path):
    store, other = TableStore(path), TableStore(path)
    table = other.open(IB, seed=3, players=2, humans=[0, 1])

    async def scenario() -> None:
        p2 = SeatPage(store, table.code, 1, table.keys[1])
        assert p2.watcher.running and "1. P1" not in p2.log.value
        ply = p2.view.ply
        first_move(other, table.code, 0)                     # P1 draws, on another kernel
        await until(lambda: "1. P1" in p2.log.value)           # (how soon: bench_tables_watch)
        assert p2.view.ply > ply and p2.view.state == other.state(table.code)
        assert "Your move" not in p2.status.value and p2.move_labels == []   # still P1's turn
        first_move(other, table.code, 0)                     # P1 ends the turn
        await until(lambda: "2. P1" in p2.log.value)
        assert "Your move" in p2.status.value                  # P2's turn: it is offered moves
        assert p2.move_labels[0] == "Draw 1"
        p2.stop()

    asyncio.run(scenario())


def test_a_move_on_a_page_of_the_same_kernel_reaches_the_other_page(path):
    store = TableStore(path)  # one store object, one connection: its own commits count too
    table = store.open(IB, seed=3, players=2, humans=[0, 1])

    async def scenario() -> None:
        p1 = SeatPage(store, table.code, 0, table.keys[0])
        p2 = SeatPage(store, table.code, 1, table.keys[1], lang="de")
        p1.move_buttons()[0].click()
        await until(lambda: p2.view.ply == p1.view.ply)
        assert p2.view.state == p1.view.state
        p1.stop(), p2.stop()

    asyncio.run(scenario())


def test_the_watch_stops_when_another_device_takes_the_seat(path):
    store, other = TableStore(path), TableStore(path)
    table = other.open(IB, seed=3, players=2, humans=[0, 1])

    async def scenario() -> None:
        phone = SeatPage(store, table.code, 0, table.keys[0], lang="de")
        assert phone.watcher.running and phone.move_labels
        other.join(table.code, 0, table.keys[0])               # the laptop opens P1's link
        await until(lambda: not phone.held)
        assert "anderen Gerät" in phone.status.value and phone.move_labels == []
        await until(lambda: not phone.watcher.running)
        shown = phone.log.value
        first_move(other, table.code, 0)                       # the laptop plays P1
        await asyncio.sleep(5 * WATCH_MS / 1000)
        assert phone.log.value == shown and phone.move_labels == []   # no longer followed

    asyncio.run(scenario())


def test_a_replaced_page_follows_no_more(path):
    store, other = TableStore(path), TableStore(path)
    table = other.open(IB, seed=3, players=2, humans=[0, 1])

    async def scenario() -> None:
        projector = PublicPage(store, table.code)
        projector.stop()                                       # (the dashboard opened a link)
        await until(lambda: not projector.watcher.running)
        first_move(other, table.code, 0)
        await asyncio.sleep(5 * WATCH_MS / 1000)
        assert projector.view.length == 0 and "1. P1" not in projector.log.value

    asyncio.run(scenario())


def test_a_lessons_follower_moves_with_the_teacher_with_no_tick(path):
    teacher_store, store = TableStore(path), TableStore(path)
    teacher = Explorer("pyramidenbau", seed=2, players=2)
    lead = LessonLead.open(teacher_store, teacher)

    async def scenario() -> None:
        follower = PublicPage(store, lead.code)
        teacher.step()
        teacher.step()
        await until(lambda: follower.view.position == 2)
        teacher.undo()
        await until(lambda: follower.view.position == 1)
        assert follower.slider.value == 1 and "Following" in follower.status.value
        follower.stop()

    asyncio.run(scenario())


def test_a_failing_check_is_logged_and_the_watch_goes_on(path, caplog, monkeypatch):
    store, other = TableStore(path), TableStore(path)
    table = other.open(IB, seed=3, players=2, humans=[0, 1])
    real = store.version
    broken = {"left": 3}

    def flaky(table: str | None = None) -> tuple[int, int]:
        if broken["left"]:
            broken["left"] -= 1
            raise OSError("disk I/O error")
        return real(table)

    async def scenario() -> None:
        monkeypatch.setattr(store, "version", flaky)
        p2 = SeatPage(store, table.code, 1, table.keys[1])
        await until(lambda: broken["left"] == 0)
        first_move(other, table.code, 0)
        await until(lambda: "1. P1" in p2.log.value)
        assert p2.watcher.running and p2.watcher.failures == 3
        assert "Traceback" not in p2.status.value + p2.log.value
        p2.stop()

    with caplog.at_level(logging.ERROR, logger="pyramid_explorer.ui.tables.watch"):
        asyncio.run(scenario())
    assert [r.message for r in caplog.records] == ["checking the table store failed (1 times)"]


def test_two_driver_pages_of_a_lesson_stay_in_step(path):
    """The teacher leads from the laptop and opens the driver link on a tablet too (another
    kernel): a step, an undo or another move on either device shows on the other with nobody
    calling ``tick()``, and following never writes the lesson back (no echo between them)."""
    laptop_store, tablet_store = TableStore(path), TableStore(path)
    teacher = Explorer("pyramidenbau", seed=2, players=2)
    table = LessonLead.open_table(laptop_store, teacher)

    async def scenario() -> None:
        laptop = DriverPage(laptop_store, table.code, table.driver_key, make_explorer=Explorer)
        tablet = DriverPage(tablet_store, table.code, table.driver_key, lang="de",
                            make_explorer=Explorer)
        a, b = laptop.explorer, tablet.explorer
        a.step(), a.step(), a.step()                               # the laptop steps on
        await until(lambda: b.session.position == 3)              # (how soon: bench_tables_watch)
        assert b.state == a.state and b.log_texts[-1].startswith("3.")
        b.undo()                                                   # the tablet goes back
        await until(lambda: a.session.position == 2)
        assert a.state == b.state
        replaced = a.session.timeline.states()[3].history[-1]     # the laptop's third step
        others = [m for m in b.state.legal_actions() if m != replaced]
        assert others                                              # (a seat to move: seed 2)
        b.apply(others[-1])                                        # the tablet plays another
        await until(lambda: a.session.timeline.states()[-1].history
                    == b.session.timeline.states()[-1].history)
        assert a.session.position == b.session.position == 3 and a.state == b.state
        version = laptop_store.lesson(table.code).version
        await asyncio.sleep(10 * WATCH_MS / 1000)                  # nobody moves: no echo
        assert laptop_store.lesson(table.code).version == version
        assert laptop_store.lesson(table.code).position == 3
        follower = PublicPage(laptop_store, table.code)            # the class sees the same
        assert follower.view.session.state == a.state
        assert laptop.lead.watcher.running and tablet.lead.watcher.running
        laptop.stop(), tablet.stop(), follower.stop()
        await until(lambda: not laptop.lead.watcher.running and not tablet.lead.watcher.running)

    asyncio.run(scenario())


def test_a_driver_page_follows_the_explorer_the_lesson_was_opened_from(path):
    """The lesson opened from the dashboard's explorer and led from a second device by its
    driver link: the dashboard's explorer follows the driver's steps too."""
    dashboard_store, tablet_store = TableStore(path), TableStore(path)
    teacher = Explorer("im-bann-der-pyramide", seed=3, players=2)

    async def scenario() -> None:
        lead = LessonLead.open(dashboard_store, teacher)
        table = dashboard_store.table(lead.code, with_keys=True)
        tablet = DriverPage(tablet_store, lead.code, table.driver_key, make_explorer=Explorer)
        tablet.explorer.step(), tablet.explorer.step()
        await until(lambda: teacher.session.position == 2)
        assert teacher.state == tablet.explorer.state
        teacher.step()
        await until(lambda: tablet.explorer.session.position == 3)
        lead.stop(), tablet.stop()

    asyncio.run(scenario())


def test_a_page_says_it_is_reconnecting_and_misses_no_move_when_the_database_restarts(
        postgres_cluster):
    """Issue 37: the PostgreSQL server restarts mid-game. The seat page's watcher is told the
    connection is lost and back, the page says "reconnecting…" in its status line meanwhile,
    the watcher never reads the table while away, and the move another server made right after
    the restart shows on the page."""
    url = postgres_cluster.new_database()
    store, other = TableStore(url), TableStore(url)
    table = other.open(IB, seed=3, players=2, humans=[0, 1])

    async def scenario() -> None:
        p2 = SeatPage(store, table.code, 1, table.keys[1])
        await until(lambda: p2.watcher.changes >= 1)
        assert "reconnecting" not in p2.status.value
        await asyncio.to_thread(postgres_cluster.stop)
        await until(lambda: p2.watcher.reconnecting)
        assert "reconnecting…" in p2.status.value                # the page says so
        calls = p2.watcher.changes
        await asyncio.sleep(0.3)
        assert p2.watcher.changes == calls                       # nothing read while away
        await asyncio.to_thread(postgres_cluster.start)
        await asyncio.to_thread(first_move, other, table.code, 0)  # (other's retry: no error)
        await until(lambda: "1. P1" in p2.log.value, timeout=15)
        assert not p2.watcher.reconnecting and "reconnecting" not in p2.status.value
        assert p2.view.state == other.state(table.code)
        assert "Traceback" not in p2.status.value + p2.log.value
        p2.stop()

    asyncio.run(scenario())


def test_a_move_clicked_while_the_database_is_away_is_refused_and_can_be_played_once_back(
        postgres_cluster):
    """Issue 37: a learner clicks a move while the PostgreSQL server is down. After the
    store's retries the page says the move was not played and to play it again once the page
    shows the table again (en/de, no traceback), the table is unchanged; when the server is
    back the page redraws by itself and the same click plays the move, once."""
    url = postgres_cluster.new_database()
    store, other = TableStore(url), TableStore(url)
    table = other.open(IB, seed=3, players=2, humans=[0, 1])

    async def scenario() -> None:
        p1 = SeatPage(store, table.code, 0, table.keys[0])
        await until(lambda: p1.watcher.changes >= 1)
        before = p1.view.state
        move = before.legal_actions()[0]
        await asyncio.to_thread(postgres_cluster.stop)
        await until(lambda: p1.watcher.reconnecting)
        p1.play(move)                                     # (the store retries, then refuses)
        assert "Nothing was changed" in p1.status.value
        assert "do it once more" in p1.status.value
        assert "Traceback" not in p1.status.value
        assert p1.view.state == before
        p1.set_language("de")
        p1.play(move)
        assert "Nichts wurde geändert" in p1.status.value
        p1.set_language("en")
        await asyncio.to_thread(postgres_cluster.start)
        await until(lambda: not p1.watcher.reconnecting, timeout=15)
        assert "Nothing was changed" not in p1.status.value   # the table shown again
        assert other.state(table.code).history == before.history
        p1.play(move)
        assert len(p1.view.state.history) == len(before.history) + 1
        assert other.state(table.code).history == p1.view.state.history
        p1.stop()

    asyncio.run(scenario())
