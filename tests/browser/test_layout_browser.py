"""The dashboard fits a projector: measured in headless Chromium (see conftest.py).

For every game tab at 1280×800, 1920×1080 and at 150 % zoom (a 1280×800 screen at 150 % is a
853×533 CSS viewport), the table panel, the moves for the player to act and the Why panel lie
inside the viewport without scrolling; at 1280 wide no text on the table is smaller than 14 px
(an SVG text's size times the drawing's scale on screen). The presentation toggle gives the table
more room and keeps the moves and the Why panel on screen; disabled buttons look disabled.
Pages log no error and no version warning: the dashboard and every packaged notebook in Voila.

One page on the session's dashboard server serves the layout tests (each game tab is opened and
played once); each notebook gets one server of its own. Screenshots go to ``test-artifacts/``,
and with ``PE_UPDATE_SCREENSHOTS=1`` to ``docs/screenshots/`` (see docs/dashboard.md).
"""

from __future__ import annotations

import shutil

import pytest

from pyramid_explorer import games
from pyramid_explorer.commands.dashboard import NOTEBOOK_DIR

from .conftest import (
    ARTIFACTS,
    RENDER_TIMEOUT_MS,
    ROOT,
    VIEWPORT,
    PageWatch,
    Server,
    update_docs_screenshots,
)

pytestmark = [pytest.mark.browser]

GAME_IDS = games.available()
TIMEOUT = 60_000
SIZES = {"1280x800": (1280, 800), "1920x1080": (1920, 1080), "zoom150": (853, 533)}
DOCS_SHOTS = ROOT / "docs" / "screenshots"
MIN_TEXT_PX = 14

BOXES_JS = """(scope) => {
  window.scrollTo(0, 0);
  const root = document.querySelector(scope);
  const box = (sel) => { const el = root.querySelector(sel);
    if (!el || el.offsetParent === null) return null;
    const r = el.getBoundingClientRect();
    return {left: r.left, top: r.top, right: r.right, bottom: r.bottom}; };
  const moves = root.querySelector('.pe-moves');
  const buttons = [...moves.querySelectorAll('button')].filter(b => b.offsetParent !== null);
  return {vw: window.innerWidth, vh: window.innerHeight, state: box('.pe-state'),
          moves: box('.pe-moves'), why: box('.pe-rule-panel'), settings: box('.pe-settings'),
          move_buttons: buttons.length, moves_text: moves.innerText};
}"""

SMALL_TEXT_JS = """([scope, least]) => {
  const out = [];
  const root = document.querySelector(scope + ' .pe-state');
  for (const el of root.querySelectorAll('*')) {
    const own = [...el.childNodes].some(n => n.nodeType === 3 && n.textContent.trim());
    if (!own || el.closest('title')) continue;
    let px = parseFloat(getComputedStyle(el).fontSize);
    if (el instanceof SVGElement) {
      const m = el.getScreenCTM();
      px *= m ? Math.hypot(m.a, m.b) : 1;
    }
    if (px < least) out.push([el.textContent.trim().slice(0, 30), Math.round(px * 10) / 10]);
  }
  return out;
}"""


class Watch(PageWatch):
    """What a page logged, warnings too."""

    def __init__(self, page) -> None:
        super().__init__(page)
        self.warnings: list[str] = []
        page.on("console", lambda m: self.warnings.append(m.text) if m.type == "warning" else None)


def open_page(chromium, url: str, ready: str):
    context = chromium.new_context(viewport=VIEWPORT)
    page = context.new_page()
    watch = Watch(page)
    page.goto(url, timeout=RENDER_TIMEOUT_MS)  # Voila runs a notebook before it answers
    page.wait_for_selector(ready, timeout=RENDER_TIMEOUT_MS)
    return page, watch


@pytest.fixture(scope="module")
def dash(chromium, dashboard_url):
    """The dashboard with every game tab opened and two steps played in it (a move on offer,
    the intro folded away after this first use)."""
    page, watch = open_page(chromium, dashboard_url, ".pe-dashboard .pe-tab .pe-state")
    for game_id in GAME_IDS:
        open_tab(page, game_id)
        for _ in range(2):
            before = page.locator(f".pe-tab-{game_id} .pe-state").first.inner_html()
            page.click(f".pe-tab-{game_id} .pe-btn-step")
            page.wait_for_function(
                "([sel, before]) => document.querySelector(sel).innerHTML !== before",
                arg=[f".pe-tab-{game_id} .pe-state", before], timeout=TIMEOUT)
    yield page, watch
    page.set_viewport_size(VIEWPORT)
    page.context.close()


def open_tab(page, game_id: str) -> None:
    page.set_viewport_size(VIEWPORT)  # the tab bar is on one line at 1280
    page.locator(".pe-dashboard-tabs .lm-TabBar-tab",
                 has_text=games.spec(game_id).name.en).first.click()
    page.wait_for_selector(f".pe-tab-{game_id} .pe-state svg", timeout=RENDER_TIMEOUT_MS)


def show(page, game_id: str, size: tuple[int, int]) -> dict:
    open_tab(page, game_id)
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.wait_for_timeout(250)  # the layout settles (CSS only, no kernel round trip)
    return page.evaluate(BOXES_JS, f".pe-tab-{game_id}")


def inside(box: dict | None, vw: float, vh: float) -> bool:
    return (box is not None and box["left"] >= -1 and box["top"] >= -1
            and box["right"] <= vw + 1 and box["bottom"] <= vh + 1)


def shoot(page, name: str) -> None:
    """A screenshot of what the viewport shows now (to docs/screenshots/ when asked to)."""
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    page.screenshot(path=str(path))
    if update_docs_screenshots():
        DOCS_SHOTS.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, DOCS_SHOTS / path.name)


@pytest.mark.parametrize("size_name", list(SIZES))
def test_table_moves_and_why_are_on_screen_for_every_game(dash, size_name):
    page, _ = dash
    size = SIZES[size_name]
    for game_id in GAME_IDS:
        m = show(page, game_id, size)
        where = f"{game_id} at {size_name}"
        for part in ("state", "moves", "why"):
            assert inside(m[part], m["vw"], m["vh"]), f"{where}: {part} {m[part]} off screen"
        # the moves box holds the player's moves, or says who is choosing / that dice roll
        assert m["move_buttons"] > 0 or "choosing" in m["moves_text"] or \
            "Chance step" in m["moves_text"], f"{where}: no moves shown: {m['moves_text']!r}"
        state, moves = m["state"], m["moves"]
        beside = moves["left"] >= state["right"] - 2
        below = moves["top"] >= state["bottom"] - 2
        assert beside or below, f"{where}: the moves overlap the table"
        if m["settings"] is not None:  # the settings never come between table and moves
            assert m["settings"]["top"] >= moves["bottom"] - 2, where
        if size_name in ("1280x800", "zoom150"):
            shoot(page, f"{game_id}-{size_name}")


def test_the_first_view_of_every_game_tab_fits_a_projector(chromium, dashboard_url):
    """A game tab opened for the first time, before any step, shows the whole table at 1280×800
    (the intro folded; "ℹ About this game" opens it and says to a screen reader that it did)."""
    page, watch = open_page(chromium, dashboard_url, ".pe-dashboard .pe-tab .pe-state")
    try:
        for game_id in GAME_IDS:
            m = show(page, game_id, SIZES["1280x800"])
            assert page.locator(f".pe-tab-{game_id} .pe-state .pe-status").first.inner_text().startswith(
                "Step 0")  # before any step
            for part in ("state", "moves", "why"):
                assert inside(m[part], m["vw"], m["vh"]), \
                    f"{game_id} on first opening: {part} {m[part]} below 800 px"
            shoot(page, f"{game_id}-first-view-1280x800")
            intro = page.locator(f".pe-tab-{game_id} .pe-game-intro").first
            about = page.locator(f".pe-tab-{game_id} button.pe-about").first
            assert not intro.is_visible()
            page.wait_for_function("(el) => el.getAttribute('aria-pressed') === 'false'",
                                   arg=about.element_handle(), timeout=TIMEOUT)
            about.focus()
            page.keyboard.press("Enter")  # the keyboard opens it
            intro.wait_for(state="visible", timeout=TIMEOUT)
            page.wait_for_function("(el) => el.getAttribute('aria-pressed') === 'true'",
                                   arg=about.element_handle(), timeout=TIMEOUT)
            assert games.spec(game_id).name.en in intro.inner_text()
            about.click()
            intro.wait_for(state="hidden", timeout=TIMEOUT)
        assert not watch.page_errors
    finally:
        page.context.close()


def test_table_text_is_at_least_14px_at_1280(dash):
    page, _ = dash
    for game_id in GAME_IDS:
        show(page, game_id, SIZES["1280x800"])
        small = page.evaluate(SMALL_TEXT_JS, [f".pe-tab-{game_id}", MIN_TEXT_PX])
        assert small == [], f"{game_id}: text below {MIN_TEXT_PX} px: {small[:8]}"


def test_presentation_gives_the_table_more_room_and_keeps_moves_and_why(dash):
    page, _ = dash
    game_id = GAME_IDS[0]
    scope = f".pe-tab-{game_id}"
    before = show(page, game_id, SIZES["1280x800"])
    assert page.locator(f"{scope} .pe-settings").first.is_visible()
    page.click(f"{scope} .pe-btn-presentation")
    page.wait_for_selector(f"{scope} .pe-presenting", timeout=TIMEOUT)
    page.wait_for_timeout(250)
    m = page.evaluate(BOXES_JS, scope)
    assert not page.locator(f"{scope} .pe-settings").first.is_visible()
    assert not page.locator(f"{scope} .pe-log-box").first.is_visible()
    assert not page.locator(".pe-dashboard-header").first.is_visible()  # title and tabs too
    for part in ("state", "moves", "why"):
        assert inside(m[part], m["vw"], m["vh"]), f"presenting: {part} {m[part]} off screen"
    table = m["state"]["right"] - m["state"]["left"], m["state"]["bottom"] - m["state"]["top"]
    was = (before["state"]["right"] - before["state"]["left"],
           before["state"]["bottom"] - before["state"]["top"])
    assert table[0] * table[1] > was[0] * was[1]  # the table got more room
    shoot(page, f"{game_id}-presentation")
    page.click(f"{scope} .pe-btn-presentation")  # and back
    page.wait_for_selector(f"{scope} .pe-settings", state="visible", timeout=TIMEOUT)
    assert page.locator(".pe-dashboard-header").first.is_visible()


def test_disabled_buttons_look_disabled(dash):
    page, _ = dash
    game_id = GAME_IDS[0]
    scope = f".pe-tab-{game_id}"
    show(page, game_id, SIZES["1280x800"])
    look = """(el) => { const s = getComputedStyle(el);
                        return [el.disabled, s.backgroundColor, s.color, s.cursor]; }"""
    stop = page.locator(f"{scope} .pe-btn-stop").first
    redo = page.locator(f"{scope} .pe-btn-redo").first  # at the end of the line
    undo = page.locator(f"{scope} .pe-btn-undo").first
    # grey, yet readable: #555 on #e4e4e4 has a contrast of 5.9:1 (WCAG AA; docs/accessibility.md)
    grey = ("rgb(228, 228, 228)", "rgb(85, 85, 85)", "not-allowed")
    for button in (stop, redo):
        disabled, background, colour, cursor = button.evaluate(look)
        assert disabled and (background, colour, cursor) == grey
        button.hover()
        assert button.evaluate(look)[1] == background  # no hover colour
    disabled, background, _colour, cursor = undo.evaluate(look)
    assert not disabled and cursor != "not-allowed" and background != grey[0]
    step = page.locator(f"{scope} .pe-btn-step").first  # the one primary action
    assert "mod-primary" in (step.get_attribute("class") or "")


def test_no_console_errors_or_version_warnings_on_the_dashboard(dash):
    page, watch = dash
    assert watch.page_errors == [] and watch.console_errors == []
    assert version_warnings(watch) == []
    assert_notes_are_same_major(page)


def version_warnings(watch: Watch) -> list[str]:
    return [t for t in watch.warnings if "version" in t.lower()]


def assert_notes_are_same_major(page) -> None:
    """Only same-major @jupyterlab notes were kept off the console (see the page template)."""
    notes = page.evaluate("() => window.peVersionNotes || []")
    for note in notes:
        assert "@jupyterlab/" in note and "_JUPYTERLAB.CORE_OUTPUT" in note, note


NOTEBOOKS = sorted(p.stem for p in NOTEBOOK_DIR.glob("*.ipynb") if p.stem != "dashboard")


@pytest.mark.parametrize("notebook", NOTEBOOKS)
def test_notebook_in_voila_logs_no_errors_or_version_warnings(chromium, browser_available,
                                                              notebook):
    server = Server(notebook=notebook)
    page = None
    try:
        page, watch = open_page(chromium, server.url, ".jp-OutputArea-output")
        page.wait_for_load_state("networkidle", timeout=RENDER_TIMEOUT_MS)
        page.wait_for_timeout(3000)  # late errors: charts drawn after their code loads
        assert "Traceback" not in page.locator("body").inner_text()
        assert watch.page_errors == [], notebook
        assert watch.console_errors == [], notebook
        assert version_warnings(watch) == [], notebook
        assert_notes_are_same_major(page)
    finally:
        if page is not None:
            page.context.close()
        server.stop()
