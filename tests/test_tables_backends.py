"""The table store on its two backends (issue 37): a store file written before schema
versions opens and keeps its tables, keys are kept only as digests, two servers on one
PostgreSQL database get one result per position, and a lost database connection is made
again without losing or doubling a move."""

from __future__ import annotations

import json
import sqlite3
import time
from pathlib import Path

import pytest
from at_once import at_once

from pyramid_explorer import games
from pyramid_explorer.tables import MovedOn, SeatRefused, StoreUnreachable, TableStore
from pyramid_explorer.tables.schema import LATEST

IB = "im-bann-der-pyramide"

# The schema the store wrote before issue 37 (store.py's SCHEMA then), keys in plain text.
TODAYS_SCHEMA = """
CREATE TABLE IF NOT EXISTS tables (
    code TEXT PRIMARY KEY, game TEXT NOT NULL, seed INTEGER NOT NULL,
    players INTEGER NOT NULL, options TEXT NOT NULL, seats TEXT NOT NULL,
    created REAL NOT NULL, touched REAL NOT NULL,
    mode TEXT NOT NULL DEFAULT 'play', driver TEXT, driver_pos INTEGER NOT NULL DEFAULT 0,
    version INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS seats (
    code TEXT NOT NULL, seat INTEGER NOT NULL, key TEXT NOT NULL, holder TEXT,
    joins INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (code, seat));
CREATE TABLE IF NOT EXISTS moves (
    code TEXT NOT NULL, ply INTEGER NOT NULL, seat INTEGER NOT NULL, action TEXT NOT NULL,
    at REAL NOT NULL, PRIMARY KEY (code, ply));
"""
OLD_KEYS = {0: "oldKeyOfSeatOne1", 1: "oldKeyOfSeatTwo2"}
OLD_DRIVER = "oldTeacherKey123"


def todays_file(path: Path) -> list:
    """A store file as today's code writes it: a played table (P1 moved, P2 holds a device)
    and a lesson; returns the played table's moves."""
    root = games.new_game(IB, seed=3, players=2)
    first = root.legal_actions()[0]
    now = time.time()
    db = sqlite3.connect(path)
    db.executescript(TODAYS_SCHEMA)
    db.execute("INSERT INTO tables VALUES ('OLDTAB', ?, 3, 2, '{}', '[\"human\", \"human\"]', "
               "?, ?, 'play', NULL, 0, 0)", (IB, now, now))
    db.execute("INSERT INTO tables VALUES ('OLDLES', ?, 3, 2, '{}', '[\"memory\", \"memory\"]', "
               "?, ?, 'lesson', ?, 0, 0)", (IB, now, now, OLD_DRIVER))
    for seat, key in OLD_KEYS.items():
        db.execute("INSERT INTO seats VALUES ('OLDTAB', ?, ?, ?, ?)",
                   (seat, key, "phone" if seat == 1 else None, int(seat == 1)))
    db.execute("INSERT INTO moves VALUES ('OLDTAB', 0, 0, ?, ?)",
               (json.dumps(first.to_json()), now))
    db.commit()
    db.close()
    return [first]


def test_a_store_file_from_todays_code_opens_and_keeps_its_tables_and_links(tmp_path):
    path = tmp_path / "class.sqlite3"
    moves = todays_file(path)
    store = TableStore(path)
    assert set(store.codes()) == {"OLDTAB", "OLDLES"}
    assert store.moves("OLDTAB") == moves and store.holder("OLDTAB", 1) == "phone"
    assert store.seat_devices("OLDTAB") == {0: 0, 1: 1}
    state = store.state("OLDTAB")                                # the old links still play
    seat = state.current_player()
    store.move("OLDTAB", seat, OLD_KEYS[seat], state.legal_actions()[0], 1)
    store.check("OLDTAB", 1, OLD_KEYS[1], "phone")                # P2's device still holds it
    assert store.ply("OLDTAB") == 2
    store.check_driver("OLDLES", OLD_DRIVER)
    with pytest.raises(SeatRefused):
        store.join("OLDTAB", 0, OLD_KEYS[1])
    raw = b"".join(p.read_bytes() for p in tmp_path.iterdir())  # (the file, its WAL, …)
    assert all(key.encode() not in raw for key in (*OLD_KEYS.values(), OLD_DRIVER))
    db = sqlite3.connect(path)
    assert db.execute("SELECT MAX(version) FROM schema_version").fetchone()[0] == LATEST
    again = TableStore(path)                                      # a second opening: no change
    assert again.moves("OLDTAB") == store.moves("OLDTAB")


def test_keys_are_kept_only_as_digests(store_location):
    store = TableStore(store_location)
    table = store.open(IB, seed=3, players=2, humans=[0, 1])
    lesson = store.open(IB, seed=3, players=2, mode="lesson")
    claimed, device = store.claim(table.code, 1)
    dump = dump_store(store)
    for key in (*table.keys.values(), lesson.driver_key, claimed):
        assert key not in dump
    store.check(table.code, 1, claimed, device)                  # each key still plays
    store.join(table.code, 1, table.keys[1])                      # (the opener's link: takes over)
    store.check_driver(lesson.code, lesson.driver_key)


def dump_store(store: TableStore) -> str:
    """Every row of every table of the store, as text."""
    db = store.backend.read()
    text = []
    for name in ("tables", "seats", "seat_keys", "moves"):
        text += [str(row) for row in db.execute(f"SELECT * FROM {name}").fetchall()]
    return " ".join(text)


def test_two_servers_on_one_database_get_one_result_per_position(store_location):
    """Eight stores (eight servers' kernels, each its own connection) send P1's move at the
    same position at once: exactly one is played, seven are told the game moved on."""
    stores = [TableStore(store_location) for _ in range(8)]
    table = stores[0].open(IB, seed=3, players=2, humans=[0, 1])
    state = stores[0].state(table.code)
    legal, ply = state.legal_actions(), len(state.history)
    results = at_once(
        lambda i: stores[i].move(table.code, 0, table.keys[0], legal[i % len(legal)], ply), 8)
    won = [r for r in results if not isinstance(r, Exception)]
    lost = [r for r in results if isinstance(r, Exception)]
    assert len(won) == 1 and len(lost) == 7 and all(isinstance(r, MovedOn) for r in lost), lost
    assert stores[5].moves(table.code)[ply] in legal and stores[6].state(table.code) == won[0]
    root = games.new_game(IB, seed=3, players=2)
    assert root.apply_all(stores[3].moves(table.code)) == stores[0].state(table.code)


def wait_for(condition, timeout: float = 10.0) -> float:
    start = time.monotonic()
    while not condition():
        assert time.monotonic() - start < timeout, "not in time"
        time.sleep(0.02)
    return time.monotonic() - start


def test_a_move_through_one_server_is_heard_by_another_without_polling_the_database(
        postgres_cluster):
    url = postgres_cluster.new_database()
    laptop, tablet = TableStore(url), TableStore(url)
    table = laptop.open(IB, seed=3, players=2, humans=[0, 1])
    before = tablet.version()                                   # (starts listening)
    queries = _statements(postgres_cluster, url)
    for _ in range(20):
        tablet.version()
    assert _statements(postgres_cluster, url) - queries <= 1    # memory, not the database
    state = laptop.state(table.code)
    laptop.move(table.code, 0, table.keys[0], state.legal_actions()[0], len(state.history))
    took = wait_for(lambda: tablet.version() != before)
    assert took < 0.5 and tablet.ply(table.code) == laptop.ply(table.code)


def test_a_page_watching_one_table_is_not_woken_by_moves_at_another(postgres_cluster):
    """Every write names its table in its NOTIFY: a seat page of table A (its watcher asks
    ``version(A)``) does not wake for the moves at table B, the whole store's version does,
    and a move at A wakes A's pages on another server."""
    url = postgres_cluster.new_database()
    laptop, tablet = TableStore(url), TableStore(url)
    a = laptop.open(IB, seed=3, players=2, humans=[0, 1])
    b = laptop.open(IB, seed=4, players=2, humans=[0, 1])
    tablet.version()                                            # (starts listening)
    time.sleep(0.3)                                             # (the openings heard)
    at_a, at_b, anything = tablet.version(a.code), tablet.version(b.code), tablet.version()
    state = laptop.state(b.code)
    laptop.move(b.code, 0, b.keys[0], state.legal_actions()[0], len(state.history))
    wait_for(lambda: tablet.version(b.code) != at_b)
    assert tablet.version() != anything
    assert tablet.version(a.code) == at_a                       # A's pages sleep on
    state = laptop.state(a.code)
    laptop.move(a.code, 0, a.keys[0], state.legal_actions()[0], len(state.history))
    wait_for(lambda: tablet.version(a.code) != at_a)


def _statements(cluster, url: str) -> int:
    """Transactions committed in ``url``'s database so far (PostgreSQL's own count)."""
    from pg_server import database_of

    with cluster.admin() as conn:
        conn.execute("SELECT pg_stat_clear_snapshot()")
        return int(conn.execute("SELECT xact_commit FROM pg_stat_database WHERE datname=%s",
                                (database_of(url),)).fetchone()[0])


def test_connections_ended_by_the_server_are_made_again_and_nothing_is_lost(postgres_cluster):
    """An admin (or a failing server) ends every connection: the watcher's listener says it
    is reconnecting, comes back, and the moves made meanwhile are all there once each."""
    url = postgres_cluster.new_database()
    watched, mover = TableStore(url), TableStore(url)
    table = mover.open(IB, seed=3, players=2, humans=[0, 1])
    seen = watched.version()
    assert not watched.reconnecting
    assert postgres_cluster.terminate(url) >= 2                 # both stores' connections
    for _ in range(3):                                           # moves go on meanwhile
        state = mover.state(table.code)                          # (a retry, not an error)
        seat = state.current_player()
        mover.move(table.code, seat, table.keys[seat], state.legal_actions()[0],
                   len(state.history))
    wait_for(lambda: watched.version() != seen and not watched.reconnecting)
    assert watched.moves(table.code) == mover.moves(table.code)
    root = games.new_game(IB, seed=3, players=2)
    assert root.apply_all(watched.moves(table.code)) == mover.state(table.code)


def test_the_database_restarted_mid_game_loses_and_doubles_no_move(postgres_cluster):
    url = postgres_cluster.new_database()
    watched, mover = TableStore(url, retry_for=0.5), TableStore(url)
    table = mover.open(IB, seed=3, players=2, humans=[0, 1])
    state = mover.state(table.code)
    mover.move(table.code, 0, table.keys[0], state.legal_actions()[0], len(state.history))
    watched.version()
    postgres_cluster.stop()
    try:
        wait_for(lambda: watched.reconnecting, timeout=5)       # the page can say so
        with pytest.raises(StoreUnreachable) as away:            # a move now: refused, in words
            watched.move(table.code, 1, table.keys[1], state.legal_actions()[0], 1)
        assert "reconnecting" in str(away.value) and "wiederhergestellt" in \
            away.value.message("de")
    finally:
        postgres_cluster.start()
    wait_for(lambda: not watched.reconnecting, timeout=15)
    ply = watched.ply(table.code)
    after = watched.state(table.code)
    watched.move(table.code, after.current_player(), table.keys[after.current_player()],
                 after.legal_actions()[0], ply)
    assert mover.ply(table.code) == ply + 1                     # once, not twice
    with pytest.raises(MovedOn):                                 # the same click again: refused
        watched.move(table.code, after.current_player(), table.keys[after.current_player()],
                     after.legal_actions()[0], ply)


def test_the_dashboard_command_takes_a_postgresql_address_or_says_why_not(postgres_cluster):
    from pyramid_explorer.commands.dashboard import DashboardError, tables_path
    from pyramid_explorer.tables import TABLES_ENV

    url = postgres_cluster.new_database()
    assert tables_path(url, {}) == url                             # --tables postgresql://…
    assert tables_path(None, {TABLES_ENV: url}) == url             # as a hub sets it
    with pytest.raises(DashboardError, match="cannot be reached") as away:
        tables_path("postgresql://pyramid:s3cret@127.0.0.1:1/class", {})
    assert "s3cret" not in str(away.value)                         # no password printed


def test_a_dashboard_opens_when_its_postgresql_store_does_not_answer(monkeypatch, caplog):
    """A learner's kernel starting while the database is down: the dashboard opens (shared
    tables wait for their database, said in the log without the password), never a
    traceback (what its pages say: tests/test_tables_unreachable.py)."""
    import logging

    from pyramid_explorer.tables import TABLES_ENV
    from pyramid_explorer.ui.dashboard import Dashboard

    monkeypatch.setenv(TABLES_ENV, "postgresql://pyramid:s3cret@127.0.0.1:1/class")
    with caplog.at_level(logging.WARNING):
        dashboard = Dashboard(game_ids=["pyramidenbau"])
    assert dashboard.tables.unreachable is not None and dashboard.widget is not None
    assert "cannot be reached" in caplog.text and "s3cret" not in caplog.text
