"""The dashboard in headless Chromium, started as a user starts it (see conftest.py).

One page is opened for the whole module (each page load starts a kernel); the tests run in file
order and each leaves the page usable for the next. Selectors are CSS classes set with
ipywidgets ``add_class``: ``pe-dashboard``, ``pe-tab-<game id>``; the explorer's own
``pe-state`` (table panel), ``pe-btn-<button key>``, ``pe-rule-panel``, ``pe-odds-panel``,
``pe-save``, ``pe-load`` and ``pe-explorer-header``; ``pe-oddslab`` and ``pe-odds-*`` (the Odds
Lab).

The games' odds charts are HTML bars drawn with the panel; the Odds Lab's plotly chart is
drawn by the browser after the page, so its check waits for it to be drawn.
"""

from __future__ import annotations

import pytest

from pyramid_explorer import games

from .conftest import ARTIFACTS, RENDER_TIMEOUT_MS, open_dashboard, screenshot

pytestmark = [pytest.mark.browser]

GAME_IDS = games.available()
TIMEOUT = 60_000


@pytest.fixture(scope="module")
def dash(chromium, dashboard_url):
    page, watch = open_dashboard(chromium, dashboard_url)
    yield page, watch
    page.context.close()


def tab(page, title: str) -> None:
    """Open the tab whose title is ``title``."""
    page.locator(".pe-dashboard-tabs .lm-TabBar-tab", has_text=title).first.click()


def panel_html(page, game_id: str) -> str:
    return page.locator(f".pe-tab-{game_id} .pe-state").first.inner_html()


def wait_panel_change(page, game_id: str, before: str) -> str:
    page.wait_for_function(
        "([sel, before]) => { const el = document.querySelector(sel);"
        " return el && el.innerHTML !== before; }",
        arg=[f".pe-tab-{game_id} .pe-state", before], timeout=TIMEOUT)
    return panel_html(page, game_id)


def table_html(page, game_id: str) -> str:
    """The drawing of the table without the status line ("Step 3 of 5 …")."""
    return page.evaluate(
        """(sel) => { const el = document.querySelector(sel).cloneNode(true);
                      el.querySelectorAll('.pe-status').forEach(s => s.remove());
                      return el.innerHTML; }""", f".pe-tab-{game_id} .pe-state")


def status_text(page, game_id: str) -> str:
    return page.locator(f".pe-tab-{game_id} .pe-state .pe-status").first.inner_text()


def traces_drawn(page, scope: str) -> int:
    """How many plotly bars/lines inside ``scope`` have a real size (not an empty frame)."""
    return page.evaluate(
        """(scope) => {
          let n = 0;
          for (const plot of document.querySelectorAll(scope + ' .js-plotly-plot')) {
            for (const p of plot.querySelectorAll('.trace path')) {
              const box = p.getBBox();
              if (box.width > 0 && box.height > 0) { n += 1; }
            }
          }
          return n;
        }""", scope)


def bars_drawn(page, scope: str) -> int:
    """How many bars of the games' odds charts (HTML bars) inside ``scope`` have a real size."""
    return page.evaluate(
        """(scope) => [...document.querySelectorAll(scope + ' .pe-chart .pe-hbar-fill, '
                                                    + scope + ' .pe-chart .pe-col-fill')]
             .filter(b => { const r = b.getBoundingClientRect();
                            return r.width > 0 && r.height > 0; }).length""", scope)


def wait_bars(page, scope: str) -> None:
    """Wait until an odds chart inside ``scope`` shows a bar of real size."""
    page.wait_for_function(
        """(scope) => [...document.querySelectorAll(scope + ' .pe-chart .pe-hbar-fill, '
                                                    + scope + ' .pe-chart .pe-col-fill')]
             .some(b => { const r = b.getBoundingClientRect(); return r.width > 0 && r.height > 0; })""",
        arg=scope, timeout=TIMEOUT)


def wait_traces(page, scope: str) -> None:
    """Wait until a plotly chart inside ``scope`` has drawn a bar or line of real size."""
    page.wait_for_function(
        """(scope) => [...document.querySelectorAll(scope + ' .js-plotly-plot .trace path')]
             .some(p => { const b = p.getBBox(); return b.width > 0 && b.height > 0; })""",
        arg=scope, timeout=TIMEOUT)


def test_first_tab_renders_its_table_and_only_it_is_built(dash):
    page, _ = dash
    first = GAME_IDS[0]
    assert page.title() == "Pyramid Explorer"  # the browser tab names the app, not the file
    assert page.locator(f".pe-tab-{first} .pe-state svg").count() >= 1
    assert "Step 0" in status_text(page, first)
    # the explorer's own title row is left out: the dashboard has one for every tab
    header = page.locator(f".pe-tab-{first} .pe-explorer-header")
    assert header.count() == 1 and not header.first.is_visible()
    assert page.locator(f".pe-tab-{first} .pe-rule-panel").first.is_visible()
    # the other tabs wait until they are opened (fast first render)
    for game_id in GAME_IDS[1:]:
        assert page.locator(f".pe-tab-{game_id} .pe-state").count() == 0
    assert page.locator(".pe-tab-odds-lab .pe-oddslab").count() == 0
    if games.spec(first).has_dice:
        # the odds chart comes by itself once the page is drawn, without any click
        wait_bars(page, f".pe-tab-{first} .pe-odds-panel")
        assert bars_drawn(page, f".pe-tab-{first} .pe-odds-panel") > 0
    screenshot(page, f"dashboard-{first}")


def test_step_undo_redo_change_the_table(dash):
    page, _ = dash
    game_id = GAME_IDS[0]
    start = panel_html(page, game_id)
    start_table = table_html(page, game_id)
    page.click(f".pe-tab-{game_id} .pe-btn-step")
    after_step = wait_panel_change(page, game_id, start)
    assert status_text(page, game_id).startswith("Step 1 of 1")
    assert table_html(page, game_id) != start_table
    page.click(f".pe-tab-{game_id} .pe-btn-undo")
    wait_panel_change(page, game_id, after_step)
    assert status_text(page, game_id).startswith("Step 0 of 1")
    assert table_html(page, game_id) == start_table
    undone = panel_html(page, game_id)
    page.click(f".pe-tab-{game_id} .pe-btn-redo")
    wait_panel_change(page, game_id, undone)
    assert panel_html(page, game_id) == after_step
    assert page.locator(f".pe-tab-{game_id} .pe-log").first.inner_text().count("1.") >= 1


def test_every_game_tab_renders_its_table(dash):
    page, watch = dash
    for game_id in GAME_IDS:
        tab(page, games.spec(game_id).name.en)
        page.wait_for_selector(f".pe-tab-{game_id} .pe-state svg", timeout=RENDER_TIMEOUT_MS)
        # the intro starts folded (the whole table first); "About this game" opens it
        assert page.locator(f".pe-tab-{game_id} .pe-about").first.is_visible()
        before = panel_html(page, game_id)
        page.click(f".pe-tab-{game_id} .pe-btn-step")
        wait_panel_change(page, game_id, before)
        odds = page.locator(f".pe-tab-{game_id} .pe-odds-panel").first
        if odds.is_visible():  # a game with live odds: its chart is drawn too
            wait_bars(page, f".pe-tab-{game_id} .pe-odds-panel")
        screenshot(page, f"dashboard-{game_id}")
    assert not watch.page_errors


def test_dice_chart_inside_a_tab_draws_its_bars(dash):
    page, _ = dash
    dice_games = [g for g in GAME_IDS if games.spec(g).has_dice]
    assert dice_games
    for game_id in dice_games:
        tab(page, games.spec(game_id).name.en)
        wait_bars(page, f".pe-tab-{game_id} .pe-odds-panel")
        assert bars_drawn(page, f".pe-tab-{game_id} .pe-odds-panel") > 0
        # every chart stays inside its panel: nothing to scroll sideways
        assert page.evaluate(
            """(scope) => [...document.querySelectorAll(scope + ' .pe-chart')]
                 .every(c => c.scrollWidth <= c.clientWidth + 1)""",
            f".pe-tab-{game_id} .pe-odds-panel")
        # each bar's value is written beside it, at the projector's size
        sizes = page.eval_on_selector_all(
            f".pe-tab-{game_id} .pe-chart .pe-hbar-value, .pe-tab-{game_id} .pe-chart .pe-col-value",
            "els => els.map(e => parseFloat(getComputedStyle(e).fontSize))")
        assert sizes and min(sizes) >= 14


def test_illegal_attempt_shows_a_friendly_message(dash):
    page, _ = dash
    game_id = GAME_IDS[0]
    tab(page, games.spec(game_id).name.en)
    scope = f".pe-tab-{game_id}"
    # go back to a chance step, where the teacher may type the dice
    while "Chance step" not in status_text(page, game_id):
        before = panel_html(page, game_id)
        page.click(f"{scope} .pe-btn-undo")
        wait_panel_change(page, game_id, before)
    page.fill(f"{scope} .pe-root input[type=text] >> nth=-1", "7 7 7 7 7")
    page.click(f"{scope} .pe-btn-apply_outcome")
    error = page.locator(f"{scope} .pe-rule-panel .pe-error").first
    error.wait_for(timeout=TIMEOUT)
    text = error.inner_text()
    assert "1 to 6" in text
    assert "Traceback" not in page.locator(scope).first.inner_text()


def test_save_then_load_restores_the_position(dash, tmp_path):
    page, _ = dash
    game_id = GAME_IDS[0]
    scope = f".pe-tab-{game_id}"
    for _ in range(3):
        before = panel_html(page, game_id)
        page.click(f"{scope} .pe-btn-step")
        wait_panel_change(page, game_id, before)
    saved_panel = panel_html(page, game_id)
    saved_status = status_text(page, game_id)
    with page.expect_download() as download:
        page.click(f"{scope} .pe-save a[download]")
    path = tmp_path / "saved.json"
    download.value.save_as(path)
    assert '"format": "pyramid-explorer/save"' in path.read_text()
    # move away: undo twice
    for _ in range(2):
        before = panel_html(page, game_id)
        page.click(f"{scope} .pe-btn-undo")
        wait_panel_change(page, game_id, before)
    assert panel_html(page, game_id) != saved_panel
    moved = panel_html(page, game_id)
    with page.expect_file_chooser() as chooser:
        page.click(f"{scope} .pe-load")
    chooser.value.set_files(str(path))
    wait_panel_change(page, game_id, moved)
    try:
        page.wait_for_function(
            "([sel, want]) => document.querySelector(sel).innerHTML === want",
            arg=[f"{scope} .pe-state", saved_panel], timeout=TIMEOUT)
    except Exception:  # say what differs (seen once or twice under heavy load)
        import difflib

        now = panel_html(page, game_id).split(">")
        print("the loaded panel differs from the saved one:\n" + "\n".join(
            difflib.unified_diff(saved_panel.split(">"), now, lineterm="", n=1))[:6000])
        raise
    assert status_text(page, game_id) == saved_status


def test_odds_lab_chart_advisor_and_friendly_errors(dash):
    page, _ = dash
    tab(page, "Odds Lab")
    page.wait_for_selector(".pe-oddslab .js-plotly-plot .trace", timeout=RENDER_TIMEOUT_MS)
    assert traces_drawn(page, ".pe-oddslab") >= 3
    summary = page.locator(".pe-odds-summary").first.inner_text()
    assert "74.3 %" in summary  # three of a kind, two re-rolls
    assert "Keep 3 3, re-roll 3 dice" in summary
    screenshot(page, "dashboard-odds-lab")
    box = page.locator(".pe-odds-challenge input").first
    box.fill("X X Q Q |")
    box.press("Enter")
    error = page.locator(".pe-odds-error").first
    error.wait_for(timeout=TIMEOUT)
    assert "position" in error.inner_text()
    assert "Traceback" not in page.locator(".pe-oddslab").first.inner_text()
    box.fill("Royal Chamber")
    box.press("Enter")
    page.wait_for_function(
        "() => (document.querySelector('.pe-odds-summary') || {}).innerText?.includes('Royal')",
        timeout=TIMEOUT)


def test_language_switch_relabels_tabs_and_explorer(dash):
    page, _ = dash
    page.locator(".pe-lang button", has_text="DE").first.click()
    page.locator(".pe-dashboard-tabs .lm-TabBar-tab", has_text="Würfel-Labor").first.wait_for(
        timeout=TIMEOUT)
    game_id = GAME_IDS[0]
    page.locator(f".pe-tab-{game_id} .pe-btn-undo", has_text="Zurück").first.wait_for(
        state="attached", timeout=TIMEOUT)
    page.locator(".pe-odds-summary", has_text="Ein neuer Zug").first.wait_for(timeout=TIMEOUT)
    screenshot(page, "dashboard-odds-lab-de")
    page.locator(".pe-lang button", has_text="EN").first.click()
    page.locator(".pe-dashboard-tabs .lm-TabBar-tab", has_text="Odds Lab").first.wait_for(
        timeout=TIMEOUT)


def test_fits_1280_pixels_without_horizontal_scrolling(dash):
    page, _ = dash
    for title in [games.spec(g).name.en for g in GAME_IDS] + ["Odds Lab"]:
        tab(page, title)
        page.wait_for_timeout(200)
        width = page.evaluate("() => document.documentElement.scrollWidth")
        assert width <= 1280, f"{title}: the page is {width} px wide"


def test_no_console_errors_and_nothing_loaded_from_outside(dash):
    page, watch = dash
    assert watch.requests, "the page made no requests at all?"
    assert watch.foreign_requests() == []
    assert watch.page_errors == []
    assert watch.console_errors == []
    # plotly.js warns nothing, e.g. no 'Invalid color specifier: Array(8)' (a pattern drawn over
    # an array of colours: the Odds Lab's keep chart hatches the chosen keep)
    tab(page, "Odds Lab")
    wait_traces(page, ".pe-oddslab")
    page.wait_for_timeout(500)
    assert watch.plotly_warnings == []


def assert_axe_clean(page, scope: str, language: str) -> None:
    """No critical or serious axe finding inside ``scope`` (the coach's table and the review
    shown: the page-wide audit in test_accessibility_browser.py runs with the coach off)."""
    from axe_playwright_python.sync_playwright import Axe

    page.wait_for_timeout(500)  # let the page bridge name what was just drawn
    result = Axe().run(page, context=scope).response
    assert len(result["passes"]) >= 10, "axe checked next to nothing: is the scope on the page?"
    found = [f"{v['impact']} {v['id']} ({v['help']}) at {v['nodes'][0]['target']}"
             for v in result["violations"] if v["impact"] in ("critical", "serious")]
    assert not found, f"axe, {language}, coach and review shown:\n" + "\n".join(found)


def step_and_switch_the_coach_on(page, title: str, game_id: str):
    """Open the tab ``title``, take one step (the first roll) and tick "Coach: rank my moves";
    (the tab's scope selector, the switch)."""
    tab(page, title)
    scope = f".pe-tab-{game_id}"
    page.wait_for_selector(f"{scope} .pe-state", timeout=TIMEOUT)
    before = panel_html(page, game_id)
    page.locator(f"{scope} .pe-btn-step").first.click()
    wait_panel_change(page, game_id, before)
    switch = page.locator(f"{scope} .pe-coach-switch input").first
    switch.scroll_into_view_if_needed()
    switch.check()
    return scope, switch


def test_the_coach_panel_ranks_the_moves_in_the_browser(dash):
    """Ramses: switched on, the Coach panel lists every move of the seat to move with its
    chance to win, the best one marked, while the table stays where it was."""
    page, watch = dash
    scope, switch = step_and_switch_the_coach_on(page, "Ramses", "ramses-pyramid")  # P1 next
    page.wait_for_selector(f"{scope} .pe-coach-table tbody tr", timeout=TIMEOUT)
    page.wait_for_function(
        "(sel) => document.querySelector(sel)?.innerText.includes('Ranked from')",
        arg=f"{scope} .pe-coach-status", timeout=TIMEOUT)
    rows = page.locator(f"{scope} .pe-coach-table tbody tr")
    moves = page.locator(f"{scope} .pe-moves button:visible")
    assert 1 <= rows.count() <= moves.count()  # every move of the seat to move, no other
    assert "(best)" in rows.first.inner_text() and "%" in rows.first.inner_text()
    assert page.get_by_role("checkbox", name="Coach: rank my moves").count() >= 1
    assert "Against the best" in page.inner_text(f"{scope} .pe-coach-table")
    level = page.locator(f"{scope} .pe-coach-table .pe-coach-level").count()
    status = page.inner_text(f"{scope} .pe-coach-status")
    assert ("marked “≈ best”, cannot be told from the best" in status) == (level > 0), status
    page.locator(f"{scope} .pe-coach-table").scroll_into_view_if_needed()
    screenshot(page, "coach-panel-ramses")
    before = panel_html(page, "ramses-pyramid")
    moves.nth(moves.count() - 1).click()                              # P1 decides
    wait_panel_change(page, "ramses-pyramid", before)
    review = page.locator(f"{scope} .pe-btn-review").first           # the game review
    review.scroll_into_view_if_needed()
    review.click()
    page.wait_for_selector(f"{scope} .pe-review-summary", timeout=TIMEOUT)
    assert "Review of P1" in page.inner_text(f"{scope} .pe-review-summary")
    assert_axe_clean(page, scope, "English")                        # the coach and the review
    page.locator(".pe-lang button", has_text="DE").first.click()
    page.wait_for_function(
        "(sel) => document.querySelector(sel)?.innerText.includes('Auswertung für P1')",
        arg=f"{scope} .pe-review-summary", timeout=TIMEOUT)
    assert "Gegen den besten" in page.inner_text(f"{scope} .pe-coach-table")
    assert_axe_clean(page, scope, "German")
    page.locator(".pe-lang button", has_text="EN").first.click()
    page.wait_for_function(
        "(sel) => document.querySelector(sel)?.innerText.includes('Review of P1')",
        arg=f"{scope} .pe-review-summary", timeout=TIMEOUT)
    switch.uncheck()
    page.wait_for_function(
        "(sel) => document.querySelector(sel)?.innerText.includes('is off')",
        arg=f"{scope} .pe-coach-status", timeout=TIMEOUT)
    assert not watch.page_errors


def test_the_coach_panel_ranks_pyramidenbau_in_points(dash):
    """Pyramidenbau: the Coach panel ranks the seat's moves (the strategist's 8 best where more
    are listed) in expected game points, each with its difference to the best and its
    interval, in the dashboard as a learner sees it."""
    page, watch = dash
    scope, switch = step_and_switch_the_coach_on(page, "Pyramidenbau", "pyramidenbau")
    rows = page.locator(f"{scope} .pe-coach-table tbody tr")
    answered = ("([status, table, before]) => {"
                " const s = document.querySelector(status), t = document.querySelector(table);"
                " if (!s) return false;"
                " if (s.innerText.includes('dice decide')) return true;"
                " return s.innerText.includes('Ranked from') && !!t && t.outerHTML !== before; }")
    table_before = ""
    for _ in range(12):  # on to a seat's choice (a roll ranks nothing, a forced move one row)
        page.wait_for_function(
            answered, timeout=TIMEOUT,
            arg=[f"{scope} .pe-coach-status", f"{scope} .pe-coach-table", table_before])
        if rows.count() >= 2:
            break
        tables = page.locator(f"{scope} .pe-coach-table")
        table_before = tables.first.evaluate("el => el.outerHTML") if tables.count() else ""
        before = panel_html(page, "pyramidenbau")
        page.locator(f"{scope} .pe-btn-step").first.click()
        wait_panel_change(page, "pyramidenbau", before)
    table = page.inner_text(f"{scope} .pe-coach-table")
    assert 2 <= rows.count() <= 30, rows.count()  # (more than 30 listed: the 8 best)
    assert "Points" in table and "Against the best" in table and "±" in table
    assert "(best)" in rows.first.inner_text()
    for k in range(rows.count()):  # a move set aside early is never also "≈ best"
        text = rows.nth(k).inner_text()
        assert not ("set aside" in text and "≈ best" in text), text
    panel = page.locator(f"{scope} .pe-panel", has=page.locator(".pe-coach-table")).first
    ARTIFACTS.mkdir(exist_ok=True)
    panel.screenshot(path=str(ARTIFACTS / "coach-panel-pyramidenbau.png"))  # the panel itself
    switch.uncheck()
    page.wait_for_function(
        "(sel) => document.querySelector(sel)?.innerText.includes('is off')",
        arg=f"{scope} .pe-coach-status", timeout=TIMEOUT)
    assert not watch.page_errors


def test_the_dashboard_opens_as_fast_while_the_coach_compiles_ahead(chromium, tmp_path):
    """The dashboard starts the coach's warm-up (numba compiling into its disk cache) in a
    process of its own: the first page is ready about as fast as with the warm-up switched
    off (a generous bound; the figures are printed)."""
    import time

    from .conftest import Server

    ready = {}
    for label, env in (("warm-up on", {"NUMBA_CACHE_DIR": str(tmp_path / "cold"),
                                       "PYRAMID_EXPLORER_WARM": "1"}),
                       ("warm-up off", {"PYRAMID_EXPLORER_WARM": "0"})):
        server = Server(env=env)
        try:
            page = chromium.new_context(viewport={"width": 1280, "height": 800}).new_page()
            started = time.monotonic()
            page.goto(server.url)
            page.wait_for_selector(".pe-dashboard .pe-tab .pe-state", timeout=RENDER_TIMEOUT_MS)
            ready[label] = time.monotonic() - started
            page.close()
        finally:
            server.stop()
    print(f"first page ready: {ready}")
    assert ready["warm-up on"] <= 2 * ready["warm-up off"] + 15, ready
