"""Shared tables in the browser (issue 25): one server, two seats' pages on their own; each
shows its own hand and no other, a move on one appears on the other — pushed by the other
page's kernel, while that page sends nothing — and a reload keeps the seat.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

from pyramid_explorer.tables import TableStore

from .conftest import RENDER_TIMEOUT_MS, ROOT, Server

IB = "im-bann-der-pyramide"
PHONE = {"width": 390, "height": 844}


class TablesServer(Server):
    """``pyramid-explorer dashboard --tables FILE``; its kernels import this checkout (they run
    in the notebooks' folder)."""

    def __init__(self, tables: Path) -> None:
        super().__init__(args=["--tables", str(tables)], env={"PYTHONPATH": os.pathsep.join(
            [str(ROOT), *filter(None, [os.environ.get("PYTHONPATH")])])})


def other_hands(state, seat: int) -> list[str]:
    from collections import Counter

    from pyramid_explorer.games.im_bann.data import card_name

    obs = state.observation(seat)
    seen = Counter(obs["hands"][str(seat)])
    for showcase in obs["showcases"]:
        seen.update(showcase)
    seen.update(obs["discard"])
    return sorted({card_name(c, "en") for q in range(state.num_players) if q != seat
                   for c in state.codes(state.hands[q]) if "-" in c and not seen[c]})


def seat_page(chromium, url: str, sent: list[str] | None = None):
    """A phone's page at ``url``, drawn; what it sends on its websockets goes to ``sent``."""
    context = chromium.new_context(viewport=PHONE)
    page = context.new_page()
    if sent is not None:
        page.on("websocket", lambda ws: ws.on(
            "framesent", lambda frame: sent.append(frame if isinstance(frame, str) else
                                                   frame.decode("utf-8", "replace"))))
    page.goto(url)
    page.wait_for_selector(".pe-seat-page .pe-seat-table svg", timeout=RENDER_TIMEOUT_MS)
    return page


def test_two_seats_on_their_own_pages_follow_one_table(chromium, tmp_path):
    path = tmp_path / "tables.sqlite3"
    store = TableStore(path)
    table = store.open(IB, seed=3, players=2, humans=[0, 1])
    server = TablesServer(path)
    try:
        sent: list[str] = []                                         # by P2's page
        pages = [seat_page(chromium, table.link(server.url, seat=0)),
                 seat_page(chromium, table.link(server.url, seat=1), sent)]
        state = store.state(table.code)
        for page in pages:                                   # no timer ticks in the browser
            assert page.locator(".pe-seat-page .widget-play").count() == 0
        for seat, page in enumerate(pages):
            text = page.inner_text(".pe-seat-page")
            assert f"You are P{seat + 1}" in text
            for name in other_hands(state, seat):
                assert name not in text, f"P{seat + 1}'s page shows {name}"
        assert pages[1].locator(".pe-seat-moves button:visible").count() == 0
        button = pages[0].locator(".pe-seat-moves button:visible").first
        box = button.bounding_box()
        assert box is not None and box["height"] >= 44               # phone-sized
        pages[1].wait_for_timeout(1000)                      # (P2's page has settled)
        sent.clear()
        start = time.monotonic()
        button.click()
        pages[1].wait_for_function(
            "() => document.querySelector('.pe-seat-log').innerText.includes('1. P1')",
            timeout=10_000)
        followed = time.monotonic() - start
        assert len(store.moves(table.code)) > len(state.history)
        assert sent == [], f"P2's page sent {sent[:3]} to receive the move"    # pushed
        print(f"P1's move shown on P2's page after {followed * 1000:.0f} ms")
        pages[0].reload()
        pages[0].wait_for_selector(".pe-seat-page .pe-seat-table svg",
                                   timeout=RENDER_TIMEOUT_MS)
        assert "You are P1" in pages[0].inner_text(".pe-seat-page")
        assert ".pe-dashboard-tabs" not in pages[0].content() or \
            pages[0].locator(".pe-dashboard-tabs:visible").count() == 0
    finally:
        server.stop()


def test_a_server_restart_keeps_the_table_and_a_second_device_takes_the_seat(chromium,
                                                                            tmp_path):
    path = tmp_path / "tables.sqlite3"
    store = TableStore(path)
    table = store.open(IB, seed=3, players=2, humans=[0, 1])
    state = store.state(table.code)
    store.move(table.code, 0, table.keys[0], state.legal_actions()[0], len(state.history))
    server = TablesServer(path)
    try:
        first = seat_page(chromium, table.link(server.url, seat=0))
        assert "1. P1" in first.inner_text(".pe-seat-log")
    finally:
        server.stop()
    server = TablesServer(path)                                      # restarted
    try:
        again = seat_page(chromium, table.link(server.url, seat=0))
        assert "1. P1" in again.inner_text(".pe-seat-log")          # the same table
        assert "You are P1" in again.inner_text(".pe-seat-page")
        laptop = seat_page(chromium, table.link(server.url, seat=0))  # a second device
        again.wait_for_selector(".pe-seat-page :text('another device')", timeout=10_000)
        assert laptop.locator(".pe-seat-moves button:visible").count() > 0
        assert again.locator(".pe-seat-moves button:visible").count() == 0
        wrong = table.link(server.url, seat=1).replace(table.keys[1], table.keys[0])
        refused = chromium.new_context().new_page()
        refused.goto(wrong)
        refused.wait_for_selector(".pe-problem:has-text('does not hold seat P2')",
                                  timeout=RENDER_TIMEOUT_MS)
    finally:
        server.stop()


def test_pass_and_play_in_the_dashboard_curtain_ready_and_no_seed_in_the_address(chromium,
                                                                                 tmp_path):
    """A link with two human seats and pass and play (``pp=1``) opens behind the curtain; Ready
    shows P1's view; the address bar never carries the seed and moves."""
    server = TablesServer(tmp_path / "tables.sqlite3")
    try:
        page = chromium.new_context(viewport={"width": 1280, "height": 800}).new_page()
        page.goto(server.url + f"#v=1&g={IB}&s=3&n=2&l=en&b=human,human&pp=1")
        tab = f".pe-tab-{IB}"
        page.wait_for_selector(f"{tab} .pe-curtain:has-text('Hand the laptop to P1')",
                               timeout=RENDER_TIMEOUT_MS)
        assert page.locator(f"{tab} .pe-play-row").is_hidden()
        assert page.locator(f"{tab} .pe-btn-ready").bounding_box()["height"] >= 44
        page.wait_for_function(f"() => location.hash === '#t={IB}'", timeout=10_000)
        page.click(f"{tab} .pe-btn-ready")
        page.wait_for_selector(f"{tab} .pe-play-row", state="visible", timeout=10_000)
        assert page.locator(f"{tab} .pe-curtain").is_hidden()
        assert "s=3" not in page.evaluate("location.hash")
    finally:
        server.stop()


def public_page(chromium, url: str, viewport=None):
    page = chromium.new_context(viewport=viewport or {"width": 1280, "height": 800}).new_page()
    page.goto(url)
    page.wait_for_selector(".pe-public-page .pe-public-table svg", timeout=RENDER_TIMEOUT_MS)
    return page


def hidden_from_everyone(state) -> list[str]:
    return sorted({name for seat in range(state.num_players)
                   for name in other_hands(state, seat)})


def test_the_projectors_public_view_follows_a_seat_and_looks_back_without_moving_it(
        chromium, tmp_path):
    """One server: P1's page and the table's public page. The public page shows no hand, a
    move on P1's page appears on it, stepping back shows an earlier step while the table
    stays, and "Back to the live game" returns to the present."""
    path = tmp_path / "tables.sqlite3"
    store = TableStore(path)
    table = store.open(IB, seed=3, players=2, humans=[0], bots={1: "heuristic"})
    server = TablesServer(path)
    try:
        public = public_page(chromium, table.link(server.url))
        seat = seat_page(chromium, table.link(server.url, seat=0))
        state = store.state(table.code)
        text = public.inner_text(".pe-public-page")
        assert "Public view" in text and "Live" in text
        for name in hidden_from_everyone(state):
            assert name not in text, f"the public view shows {name}"
        assert public.locator(".pe-public-moves button:visible").count() == 0
        for _ in range(2):                                          # P1 moves twice
            before = len(store.moves(table.code))
            seat.locator(".pe-seat-moves button:visible").first.click()
            deadline = time.monotonic() + 30
            while len(store.moves(table.code)) == before and time.monotonic() < deadline:
                time.sleep(0.1)
            played = len(store.moves(table.code))
            assert played > before, "P1's click played nothing"
            seat.wait_for_function(                                 # (its page shows it)
                "n => document.querySelector('.pe-seat-log').innerText.includes(n + '. ')",
                arg=played, timeout=10_000)
        ply = len(store.moves(table.code))
        public.wait_for_function(
            "n => document.querySelector('.pe-public-log').innerText.includes(n + '. ')",
            arg=ply, timeout=10_000)                                # the newest step is shown
        text = public.inner_text(".pe-public-page")
        for name in hidden_from_everyone(store.state(table.code)):
            assert name not in text, f"the public view shows {name}"
        public.click(".pe-public-back")
        public.wait_for_selector(".pe-public-status :text('Looking back')", timeout=10_000)
        assert public.locator(".pe-public-rejoin").is_visible()
        assert len(store.moves(table.code)) == ply                  # the table did not move
        assert seat.locator(".pe-seat-moves button:visible").count() > 0 or \
            store.state(table.code).current_player() != 0
        public.click(".pe-public-rejoin")
        public.wait_for_selector(".pe-public-status :text('Live')", timeout=10_000)
        assert public.locator(".pe-public-rejoin").is_hidden()
    finally:
        server.stop()


def test_a_lesson_follower_follows_the_driver_and_comes_back_from_its_own_branch(chromium,
                                                                               tmp_path):
    path = tmp_path / "tables.sqlite3"
    store = TableStore(path)
    lesson = store.open("pyramidenbau", seed=2, players=2, mode="lesson")
    server = TablesServer(path)
    try:
        driver = chromium.new_context(viewport={"width": 1280, "height": 900}).new_page()
        driver.goto(lesson.driver_link(server.url))
        driver.wait_for_selector(".pe-driver-page .pe-state svg", timeout=RENDER_TIMEOUT_MS)
        follower = public_page(chromium, lesson.link(server.url), viewport=PHONE)
        assert "Following the teacher" in follower.inner_text(".pe-public-status")
        tablet = chromium.new_context(viewport={"width": 1280, "height": 900}).new_page()
        tablet.goto(lesson.driver_link(server.url))              # the teacher's second device
        tablet.wait_for_selector(".pe-driver-page .pe-state svg", timeout=RENDER_TIMEOUT_MS)
        for n in (1, 2, 3):
            driver.click(".pe-driver-page .pe-btn-step")
            deadline = time.monotonic() + 10
            while store.lesson(lesson.code).position < n and time.monotonic() < deadline:
                time.sleep(0.1)
        assert store.lesson(lesson.code).position == 3
        tablet.wait_for_function(                                   # it follows the first
            "() => document.querySelector('.pe-driver-page .pe-log').innerText.includes('3. ')",
            timeout=10_000)
        tablet.context.close()
        follower.wait_for_function(
            "() => document.querySelector('.pe-public-slider input, .pe-public-slider')"
            " && document.querySelector('.pe-public-log').innerText.includes('3. ')",
            timeout=10_000)
        version = store.lesson(lesson.code).version
        follower.click(".pe-public-step")                           # a branch of its own
        follower.wait_for_selector(".pe-public-status :text('Your own branch')",
                                   timeout=10_000)
        follower.wait_for_function(
            "() => document.querySelector('.pe-public-log').innerText.includes('4. ')",
            timeout=10_000)
        assert store.lesson(lesson.code).version == version and store.ply(lesson.code) == 3
        follower.click(".pe-public-rejoin")
        follower.wait_for_selector(".pe-public-status :text('Following the teacher')",
                                   timeout=10_000)
        follower.wait_for_function(
            "() => !document.querySelector('.pe-public-log').innerText.includes('4. ')",
            timeout=10_000)
        driver.click(".pe-driver-page .pe-btn-step")                # and it follows again
        follower.wait_for_function(
            "() => document.querySelector('.pe-public-log').innerText.includes('4. ')",
            timeout=10_000)
    finally:
        server.stop()
