"""Issue 34: every websocket frame the server sends to a table's pages, recorded in Chromium,
holds only what that device may know — while the tables play, for a seat's page, the public
page, a lesson's follower and spoofed links (a wrong seat key, a wrong driver key, an unknown
code), and after crafted clicks on controls the page hides.

One server (loopback), three tables of seed :data:`SEED` (its digits appear nowhere else):
Im Bann played by P1 and P2 (people) and a bot, a Ramses lesson, a Pyramidenbau table. A frame
fails the test when it holds the seed (which also names a table's save file), the name of a
card in a hand the page may not see, or another seat's key.
"""

from __future__ import annotations

import json
import time

from pyramid_explorer.tables import TableStore
from pyramid_explorer.ui.tables.public_view import onlooker

from .conftest import RENDER_TIMEOUT_MS
from .test_tables_browser import IB, TablesServer

RAMSES, PYB = "ramses-pyramid", "pyramidenbau"
SEED = 918273645


def recorded(chromium, url: str, ready: str, frames: list[str]):
    """A page at ``url`` whose received websocket frames go to ``frames``, once ``ready``
    (a selector) is drawn."""
    page = chromium.new_context(viewport={"width": 1280, "height": 800}).new_page()
    page.on("websocket", lambda ws: ws.on(
        "framereceived", lambda frame: frames.append(
            frame if isinstance(frame, str) else frame.decode("utf-8", "replace"))))
    page.goto(url)
    page.wait_for_selector(ready, timeout=RENDER_TIMEOUT_MS)
    return page


def unseen_cards(state, viewer: int) -> list[str]:
    """Names of Im Bann cards in hands ``viewer`` may not see and that lie face up nowhere."""
    from pyramid_explorer.games.im_bann.data import card_name

    public = json.dumps(state.observation(viewer))
    return sorted({card_name(c, lang) for q in range(state.num_players) if q != viewer
                   for c in state.codes(state.hands[q]) if "-" in c and f'"{c}"' not in public
                   for lang in ("en", "de")})


def check(frames: list[str], what: str, secrets: list[str]) -> None:
    text = "\n".join(frames)
    assert text, f"{what}: no frame recorded"
    for secret in (str(SEED), *secrets):  # (the seed names a table's save file too)
        at = text.find(secret)
        assert at < 0, f"{what} received {secret!r}: …{text[max(0, at - 200):at + 100]!r}…"


def test_each_page_receives_only_what_its_device_may_know(chromium, tmp_path):
    path = tmp_path / "tables.sqlite3"
    store = TableStore(path)
    ib = store.open(IB, seed=SEED, players=3, humans=[0, 1], bots={2: "heuristic"})
    pyb = store.open(PYB, seed=SEED, players=2, humans=[0])
    from pyramid_explorer.ui.explorer import Explorer
    from pyramid_explorer.ui.tables.lesson import LessonLead

    teacher = Explorer(RAMSES, seed=SEED, players=2)
    for _ in range(3):
        teacher.step()
    lead = LessonLead.open(store, teacher)
    lead.stop()                                         # (the store keeps the lesson)
    driver_key = store.table(lead.code, with_keys=True).driver_key
    server = TablesServer(path)
    try:
        seat_ready = ".pe-seat-page .pe-seat-table svg"
        public_ready = ".pe-public-page .pe-public-table svg"
        pages: dict[str, tuple[list[str], object]] = {}

        def open_page(name: str, link: str, ready: str) -> None:
            frames: list[str] = []
            pages[name] = (frames, recorded(chromium, link, ready, frames))

        open_page("P2's seat page", ib.link(server.url, seat=1), seat_ready)
        open_page("the public page", ib.link(server.url), public_ready)
        open_page("the lesson's follower", lead_link := f"{server.url}#table={lead.code}",
                  public_ready)
        open_page("a wrong seat key", ib.link(server.url, seat=0).replace(
            ib.keys[0], ib.keys[1]), ".pe-problem")
        open_page("a wrong driver key", f"{lead_link}&drive=not-the-teachers-key",
                  ".pe-public-note .pe-problem")
        open_page("an unknown code", f"{server.url}#table=ABCDEF&seat=1&key=abcdefgh12345678",
                  ".pe-problem")
        open_page("the Pyramidenbau public page", pyb.link(server.url), public_ready)
        assert driver_key not in "\n".join(pages["a wrong driver key"][0])
        assert "Only the teacher" in pages["a wrong driver key"][1].inner_text("body")
        assert "does not hold seat P1" in pages["a wrong seat key"][1].inner_text("body")

        # crafted clicks on controls the page hides: the played table's "Try a step"
        public = pages["the public page"][1]
        assert public.locator(".pe-public-step").is_hidden()
        before = public.inner_text(".pe-public-log")
        public.locator(".pe-public-step").dispatch_event("click")
        public.wait_for_timeout(1500)
        assert public.inner_text(".pe-public-log") == before
        assert "Your own branch" not in public.inner_text(".pe-public-page")

        # the tables play on: P1 moves at Im Bann (the bot answers), P1 at Pyramidenbau
        for table, seat in ((ib, 0), (pyb, 0), (ib, 0)):
            state = store.state(table.code)
            if state.current_player() == seat:
                store.move(table.code, seat, table.keys[seat], state.legal_actions()[0],
                           len(state.history))
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline and \
                f"{len(store.moves(ib.code))}. " not in public.inner_text(".pe-public-log"):
            time.sleep(0.2)
        # a follower's own branch (offered at a lesson): its steps come from a redraw
        follower = pages["the lesson's follower"][1]
        for _ in range(3):
            follower.click(".pe-public-step")
            follower.wait_for_timeout(400)
        follower.wait_for_selector(".pe-public-page :text('Your own branch')", timeout=10_000)

        ib_state = store.state(ib.code)
        secrets_of = {
            "P2's seat page": unseen_cards(ib_state, 1) + [ib.keys[0]],
            "the public page": unseen_cards(ib_state, onlooker(ib_state)) + list(ib.keys.values()),
            "the lesson's follower": [driver_key],
            "a wrong seat key": unseen_cards(ib_state, onlooker(ib_state)) + [ib.keys[0]],
            "a wrong driver key": [driver_key],
            "an unknown code": [],
            "the Pyramidenbau public page": list(pyb.keys.values()),
        }
        assert unseen_cards(ib_state, 1), "no hidden card to look for"
        for name, (frames, _page) in pages.items():
            check(frames, name, secrets_of[name])
            print(f"{name}: {len(frames)} frames, {sum(map(len, frames)) / 1000:.0f} kB")
        # a wrong driver key gets a follower's page, no teacher's explorer besides it
        wrong_driver = sum(map(len, pages["a wrong driver key"][0]))
        plain = sum(map(len, pages["the lesson's follower"][0]))
        assert wrong_driver < 1.25 * plain, (wrong_driver, plain)
    finally:
        server.stop()


def test_the_join_page_on_a_phone_passes_axe_and_takes_a_seat(chromium, tmp_path):
    """The projector's join link on a phone: big named buttons, axe finds nothing critical or
    serious, and a press opens that seat's page with its own link shown once."""
    from axe_playwright_python.sync_playwright import Axe

    path = tmp_path / "tables.sqlite3"
    store = TableStore(path)
    table = store.open(IB, seed=SEED, players=3, humans=[0, 1, 2])
    server = TablesServer(path)
    try:
        page = chromium.new_context(viewport={"width": 390, "height": 844}).new_page()
        page.goto(f"{server.url}#table={table.code}&join=1")
        page.wait_for_selector(".pe-join-seat", timeout=RENDER_TIMEOUT_MS)
        page.wait_for_timeout(700)
        violations = Axe().run(page).response["violations"]
        blocking = [f"{v['impact']} {v['id']} at {v['nodes'][0]['target']}" for v in violations
                    if v["impact"] in ("critical", "serious")]
        assert not blocking, blocking
        button = page.locator(".pe-join-seat", has_text="P2").first
        assert button.bounding_box()["height"] >= 44
        button.click()
        page.wait_for_selector(".pe-seat-page .pe-seat-table svg", timeout=RENDER_TIMEOUT_MS)
        assert "You are P2" in page.inner_text(".pe-seat-page")
        kept = page.inner_text(".pe-join-kept-link").split("key=")[1].split()[0]
        assert f"seat=2&key={kept}" in page.inner_text(".pe-join-kept-link")
        store.join(table.code, 1, kept)               # P2's own key (a claim gets a new one)
        assert store.free_seats(table.code) == [0, 2]
    finally:
        server.stop()
