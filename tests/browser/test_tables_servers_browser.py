"""Shared tables across servers (issue 37): two dashboard servers — as two learners' servers
of a hub are — on one PostgreSQL store. A move on one server's page reaches the other
server's page, pushed by PostgreSQL's NOTIFY to that server's kernel; a restarted server's
seat link brings the seat back at the same position.
"""

from __future__ import annotations

import time

from pyramid_explorer.tables import TableStore

from .test_tables_browser import IB, TablesServer, seat_page


def test_a_move_on_one_servers_page_reaches_a_page_of_another_server(chromium,
                                                                     postgres_cluster):
    url = postgres_cluster.new_database()
    store = TableStore(url)
    table = store.open(IB, seed=3, players=2, humans=[0, 1])
    a, b = TablesServer(url), TablesServer(url)                  # (URL: no file is made)
    try:
        on_a = seat_page(chromium, table.link(a.url, seat=1))   # P2, learner A's server
        on_b = seat_page(chromium, table.link(b.url, seat=0))   # P1, learner B's server
        on_a.wait_for_timeout(1000)                              # (A's page has settled)
        start = time.monotonic()
        on_b.locator(".pe-seat-moves button:visible").first.click()
        on_a.wait_for_function(
            "() => document.querySelector('.pe-seat-log').innerText.includes('1. P1')",
            timeout=10_000)
        print(f"P1's move on server B shown on server A's page after "
              f"{(time.monotonic() - start) * 1000:.0f} ms")
        on_b.wait_for_function(                                  # (B's own page too)
            "() => document.querySelector('.pe-seat-log').innerText.includes('1. P1')",
            timeout=10_000)
        log = on_b.inner_text(".pe-seat-log")
        b.stop()                                                 # B's server stopped …
        b = TablesServer(url)                                    # … and started again
        again = seat_page(chromium, table.link(b.url, seat=0))
        assert "You are P1" in again.inner_text(".pe-seat-page")
        assert again.inner_text(".pe-seat-log") == log           # the same position
        assert store.ply(table.code) == len(store.moves(table.code)) > 0
    finally:
        a.stop()
        b.stop()
