"""The automated accessibility audit: axe-core on every tab, in English and German, on a laptop
and a phone screen.

axe-core (shipped by ``axe-playwright-python``) is the standard automated checker; it finds what
a screen-reader or keyboard user would stumble over first: a control without a name, text too
pale to read, content outside the page's landmarks. The test opens one dashboard page and, for
each language and screen size, visits the four game tabs, a game's Rules view, the Odds Lab and
the Simulate tab, and requires **no critical and no serious finding** anywhere. The moderate
findings are counted, printed and written to ``test-artifacts/axe-counts.json`` (quoted in
``docs/accessibility.md``).
"""

from __future__ import annotations

import json
import re
from collections import Counter

import pytest

from .conftest import ARTIFACTS, RENDER_TIMEOUT_MS, open_dashboard, settle

pytestmark = pytest.mark.browser

LANGS = ("en", "de")
VIEWPORTS = {"laptop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}
BLOCKING = ("critical", "serious")
RULES_BUTTON = {"en": "Rules", "de": "Regeln"}
PLAY_BUTTON = {"en": "▶ Play", "de": "▶ Spielen"}
GAME_TABS = 4  # the four games' tabs come first
SEED_NAME = {"en": "Seed", "de": "Startwert"}


@pytest.fixture(scope="module")
def watched(chromium, dashboard_url):
    """One dashboard page for the whole module, and what it logged."""
    page, watch = open_dashboard(chromium, dashboard_url)
    watch.warnings = []  # every console warning, with where it came from
    page.on("console", lambda m: watch.warnings.append(f"{m.text} @ {m.location.get('url')}")
            if m.type == "warning" else None)
    yield page, watch
    page.context.close()


@pytest.fixture(scope="module")
def page(watched):
    return watched[0]


def _tabs(page):
    return page.locator(".pe-dashboard-tabs .lm-TabBar-tab")


def _open_tab(page, index: int) -> str:
    """Open tab ``index`` and wait until its content (not the loading line) is drawn."""
    tab = _tabs(page).nth(index)
    tab.click()
    page.wait_for_function(
        """() => { const open = [...document.querySelectorAll('.pe-tab')]
                     .find(t => !t.classList.contains('lm-mod-hidden'));
                   return open && !open.querySelector('.pe-loading')
                          && open.querySelector('.pe-state svg, .pe-oddslab, .pe-sim'); }""",
        timeout=RENDER_TIMEOUT_MS)
    page.wait_for_timeout(700)  # let the page bridge name what was just drawn
    return tab.inner_text().strip()


def _audit(page) -> list[dict]:
    from axe_playwright_python.sync_playwright import Axe

    return Axe().run(page).response["violations"]


def _steady_audit(page) -> list[dict]:
    """The audit of a page at rest: a blocking finding is checked once more a second later,
    and only a finding still there counts (a widget caught half drawn on a loaded machine is
    not a page a learner sees; a real problem is there both times). What went away is
    printed."""
    found = _audit(page)
    if not any(v["impact"] in BLOCKING for v in found):
        return found
    page.wait_for_timeout(1000)
    again = _audit(page)
    gone = {v["id"] for v in found} - {v["id"] for v in again}
    if gone:
        print("axe: findings gone a second later (a page still drawing):", sorted(gone))
    return again


def _switch_language(page, lang: str) -> None:
    page.locator(".pe-lang button", has_text=lang.upper()).first.click()
    page.wait_for_function(f"() => document.documentElement.lang === '{lang}'",
                           timeout=RENDER_TIMEOUT_MS)
    page.wait_for_timeout(500)


def _click_until(page, button, shown: str, tries: int = 3) -> None:
    """Click ``button`` until ``shown`` appears: a click that lands while the view switch is
    redrawn (after a language or size change) reaches a button being replaced, and a person
    would click again; the view switch is idempotent, so a second click changes nothing."""
    for attempt in range(tries):
        button.click()
        try:
            page.locator(shown).first.wait_for(timeout=RENDER_TIMEOUT_MS // tries)
            return
        except Exception:  # noqa: BLE001 - Playwright's TimeoutError: click again
            if attempt == tries - 1:
                raise


def test_axe_finds_nothing_critical_or_serious_on_any_tab(page):
    blocking: list[str] = []
    moderate: dict[str, int] = {}
    game_tabs = page.locator(".pe-tab .pe-view-switch").count()  # built game tabs so far
    assert game_tabs >= 1
    count = _tabs(page).count()
    assert count >= 6  # four games, the Odds Lab, Simulate
    for lang in LANGS:
        _switch_language(page, lang)
        for size, viewport in VIEWPORTS.items():
            page.set_viewport_size(viewport)
            views: list[tuple[str, list[dict]]] = []
            for index in range(count):
                title = _open_tab(page, index)
                views.append((title, _steady_audit(page)))
                if index == 0:  # the first game's Rules view, then back to its table
                    scope = page.locator(".pe-tab:not(.lm-mod-hidden) .pe-view-switch")
                    _click_until(page, scope.locator("button", has_text=RULES_BUTTON[lang]).first,
                                 ".pe-tab:not(.lm-mod-hidden) .pe-rules-box .pe-rules-view")
                    views.append((f"{title} – {RULES_BUTTON[lang]}", _steady_audit(page)))
                    scope.locator("button", has_text=PLAY_BUTTON[lang]).first.click()
            for title, violations in views:
                impacts = Counter()
                for v in violations:
                    impacts[v["impact"]] += len(v["nodes"])
                    if v["impact"] in BLOCKING:
                        blocking.append(f"{lang} {size} {title}: {v['impact']} {v['id']} "
                                        f"({v['help']}) at {v['nodes'][0]['target']}")
                moderate[f"{lang} {size} {title}"] = impacts["moderate"]
    page.set_viewport_size(VIEWPORTS["laptop"])
    _switch_language(page, "en")
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "axe-counts.json").write_text(
        json.dumps({"blocking": blocking, "moderate": moderate}, indent=1, ensure_ascii=False))
    print("axe moderate findings per view:", json.dumps(moderate, ensure_ascii=False))
    assert not blocking, "axe found critical/serious problems:\n" + "\n".join(blocking)


def test_controls_are_named_in_the_pages_language(page):
    """A screen reader announces the seed field as "Seed" in English, "Startwert" in German,
    and reads the page in that language."""
    _open_tab(page, 0)
    seed = page.locator(".pe-tab:not(.lm-mod-hidden) .pe-seed input").first
    for lang in LANGS:
        _switch_language(page, lang)
        page.wait_for_function(
            "([el, name]) => el.getAttribute('aria-label') === name",
            arg=[seed.element_handle(), SEED_NAME[lang]], timeout=10_000)
        assert page.evaluate("document.documentElement.lang") == lang
        assert page.get_by_role("main").count() == 1
        assert page.get_by_role("banner").count() == 1
    _switch_language(page, "en")


def test_a_screen_reader_hears_the_table_and_each_step(page):
    """The table has words beside its drawing, and after Step the polite live region holds the
    Why panel's first sentence ("Step 1: …"), which a screen reader then reads out."""
    _switch_language(page, "en")
    _open_tab(page, 0)
    scope = ".pe-tab:not(.lm-mod-hidden)"
    words = page.locator(f"{scope} .pe-table-description").first
    assert words.inner_text().startswith("Turn") or "P1" in words.inner_text()
    assert words.bounding_box()["width"] <= 1  # read, not drawn
    live = page.locator(f"{scope} .pe-announce [role='status'][aria-live='polite']").first
    live.wait_for(state="attached", timeout=10_000)
    page.click(f"{scope} .pe-btn-step")
    page.wait_for_function(
        "el => /^Step \\d+: /.test(el.textContent)", arg=live.element_handle(), timeout=30_000)
    heading = live.text_content()
    assert heading in page.locator(f"{scope} .pe-rule-panel").first.inner_text()
    page.click(f"{scope} .pe-btn-undo")


PHONE = VIEWPORTS["phone"]
PHONE_CHECK = """() => {
  const tab = [...document.querySelectorAll('.pe-tab')]
    .find(t => !t.classList.contains('lm-mod-hidden'));
  const figure = tab.querySelector('.pe-state .pe-table-figure');
  const own = tab.querySelector('.pe-state svg.pe-own-hand');
  const words = tab.querySelector('.pe-table-description');
  const buttons = [...tab.querySelectorAll('.pe-moves button, .pe-nav button')]
    .filter(b => b.offsetParent);
  const tabs = [...document.querySelectorAll('.pe-dashboard-tabs .lm-TabBar-tab')];
  // every text of a drawing as drawn: its font size times the drawing's scale on screen
  const sizes = svg => [...svg.querySelectorAll('text')]
    .filter(t => t.getBoundingClientRect().width > 0 && t.textContent.trim())
    .map(t => ({px: parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a,
                text: t.textContent.trim()}));
  const smallest = list => list.reduce((a, b) => (b.px < a.px ? b : a),
                                       {px: Infinity, text: ''});
  const box = el => el.getBoundingClientRect();
  return {scroll: document.documentElement.scrollWidth,
          figureLeft: box(figure).left, figureRight: box(figure).right,
          figureScrolls: figure.scrollWidth > figure.clientWidth,
          figureTabIndex: figure.tabIndex,
          figureAtFocus: Math.abs(figure.scrollLeft - Math.min(
            figure.scrollWidth - figure.clientWidth, Math.max(0,
              parseFloat(figure.dataset.peFocus) * figure.scrollWidth - figure.clientWidth / 2)))
            <= 2,
          table: smallest(sizes(figure.querySelector('svg'))),
          tableTexts: sizes(figure.querySelector('svg')).length,
          own: own ? smallest(sizes(own)) : null, ownTexts: own ? sizes(own).length : 0,
          ownLeft: own ? box(own).left : 0, ownRight: own ? box(own).right : 0,
          ownText: own ? own.textContent : '',
          wordsText: words.textContent.trim(),
          wordsWidth: words.getBoundingClientRect().width,
          wordsRendered: getComputedStyle(words).display !== 'none'
                         && getComputedStyle(words).visibility !== 'hidden',
          lowest: Math.min(...buttons.map(b => b.getBoundingClientRect().height)),
          buttons: buttons.length,
          tabsRight: Math.max(...tabs.map(t => t.getBoundingClientRect().right))};
}"""
OWN_WORDS = {"dice-pyramid": "Re-rolls left", "im-bann-der-pyramide": "Hand:",
             "ramses-pyramid": "What P1 knows", "pyramidenbau": "View of P1"}
"""A word of each game's own strip for P1 (its dice, hand, tent or colours)."""
MIN_PX = 14


def test_phone_every_drawn_text_is_readable_and_nothing_scrolls_sideways(page):
    """At 390×844, in P1's view of each game: the page never scrolls sideways, every tab is
    on screen; **every text of the table drawing is drawn at ≥ 14 px** (measured: its font
    size times the drawing's scale on screen), the table scrolling sideways inside its own
    figure only (a keyboard stop, opened at its focus: the pyramid's apex, the board's middle, Im Bann's
    left edge); P1's own part (dice and relics, hand and showcase, tent and
    temples, colours and task) is drawn again as wide as the screen, its texts ≥ 14 px too;
    the table in words is in the page for a screen reader but not drawn (visually hidden, as
    on a wide screen), and every step and move button is at least 44 px tall. A screenshot of each goes to ``test-artifacts/phone-<game>.png`` (and
    ``docs/screenshots/`` with ``PE_UPDATE_SCREENSHOTS=1``)."""
    import shutil

    from .conftest import ROOT, update_docs_screenshots

    _switch_language(page, "en")
    page.set_viewport_size(PHONE)
    seen = {}
    try:
        for index in range(GAME_TABS):
            _open_tab(page, index)
            scope = ".pe-tab:not(.lm-mod-hidden)"
            page.locator(f"{scope} .pe-view button", has_text="P1").first.click()
            page.wait_for_function(
                "() => document.querySelector('.pe-tab:not(.lm-mod-hidden) .pe-state "
                "svg.pe-own-hand')", timeout=RENDER_TIMEOUT_MS)
            page.wait_for_timeout(500)
            got = page.evaluate(PHONE_CHECK)
            game_id = page.evaluate(
                "() => [...document.querySelector('.pe-tab:not(.lm-mod-hidden)').classList]"
                ".find(c => c.startsWith('pe-tab-'))").removeprefix("pe-tab-")
            seen[game_id] = (got["table"], got["own"])
            assert got["scroll"] <= PHONE["width"], (game_id, got)
            assert got["tabsRight"] <= PHONE["width"], (game_id, got)
            assert got["figureLeft"] >= 0 and got["figureRight"] <= PHONE["width"], (game_id, got)
            assert got["tableTexts"] >= 10, (game_id, got)
            assert got["table"]["px"] >= MIN_PX, (game_id, "table text too small", got["table"])
            assert got["figureTabIndex"] == 0, (game_id, got)
            assert got["figureAtFocus"], (game_id, "the table opens at its focus", got)
            assert got["own"] and got["own"]["px"] >= MIN_PX, (game_id, got["own"])
            assert got["ownLeft"] >= 0 and got["ownRight"] <= PHONE["width"], (game_id, got)
            assert OWN_WORDS[game_id] in got["ownText"], (game_id, got["ownText"][:200])
            # the table in words is read by a screen reader, not drawn (the drawing is readable)
            assert got["wordsRendered"] and len(got["wordsText"]) > 20, (game_id, got)
            assert got["wordsWidth"] <= 1, (game_id, "the table's words are drawn", got)
            assert got["buttons"] and got["lowest"] >= 44, (game_id, got)
            page.locator(f"{scope} .pe-state").first.scroll_into_view_if_needed()
            ARTIFACTS.mkdir(exist_ok=True)
            path = ARTIFACTS / f"phone-{game_id}.png"
            page.screenshot(path=str(path))
            if update_docs_screenshots():
                (ROOT / "docs" / "screenshots").mkdir(parents=True, exist_ok=True)
                shutil.copyfile(path, ROOT / "docs" / "screenshots" / path.name)
            page.locator(f"{scope} .pe-view button").first.click()  # back to the referee
    finally:
        page.set_viewport_size(VIEWPORTS["laptop"])
    print("smallest drawn text at 390×844 (table, own part):", seen)
    assert len(seen) == GAME_TABS


def test_phone_table_keeps_where_the_player_scrolled_it_from_step_to_step(page):
    """A player who scrolled the table somewhere finds the next position's drawing
    there too (each step draws a new figure); with the figure focused, → scrolls it rather
    than stepping."""
    _switch_language(page, "en")
    page.set_viewport_size(PHONE)
    try:
        _open_tab(page, 0)
        scope = ".pe-tab:not(.lm-mod-hidden)"
        figure = f"{scope} .pe-state .pe-table-figure"
        page.wait_for_function(
            f"() => document.querySelector('{figure}').hasAttribute('data-pe-scroll')",
            timeout=10_000)
        page.evaluate(f"() => {{ const f = document.querySelector('{figure}'); "
                      "f.scrollLeft = 37; f.setAttribute('data-old', ''); }")
        page.wait_for_timeout(200)
        before = page.locator(STATUS).first.inner_text()
        page.click(f"{scope} .pe-btn-step")
        page.wait_for_function("([sel, old]) => document.querySelector(sel).innerText !== old",
                               arg=[STATUS, before], timeout=90_000)
        page.wait_for_function(
            f"() => {{ const f = document.querySelector('{figure}'); "
            "return !f.hasAttribute('data-old') && f.hasAttribute('data-pe-scroll'); }",
            timeout=10_000)
        assert page.evaluate(f"() => document.querySelector('{figure}').scrollLeft") == 37
        # with the figure focused, → scrolls it (the page's → key steps everywhere else)
        page.focus(figure)
        status = page.locator(STATUS).first.inner_text()
        page.keyboard.press("ArrowRight")
        page.wait_for_function(f"() => document.querySelector('{figure}').scrollLeft > 37",
                               timeout=10_000)
        page.wait_for_timeout(500)
        assert page.locator(STATUS).first.inner_text() == status
        page.click(f"{scope} .pe-btn-undo")
    finally:
        page.set_viewport_size(VIEWPORTS["laptop"])


def test_a_laptop_shows_the_table_once(page):
    """At 1280×800 the seat's own strip is not drawn (nor read out): the table shows it."""
    _switch_language(page, "en")
    page.set_viewport_size(VIEWPORTS["laptop"])
    _open_tab(page, 1)
    scope = ".pe-tab:not(.lm-mod-hidden)"
    page.locator(f"{scope} .pe-view button", has_text="P1").first.click()
    own = page.locator(f"{scope} .pe-state svg.pe-own-hand").first
    own.wait_for(state="attached", timeout=RENDER_TIMEOUT_MS)
    assert not own.is_visible()
    figure = page.locator(f"{scope} .pe-state .pe-table-figure").first
    assert figure.evaluate("f => f.scrollWidth <= f.clientWidth")
    page.locator(f"{scope} .pe-view button").first.click()


def test_every_chart_is_named_and_has_its_numbers_as_text(page):
    """Each chart is one named picture for a screen reader: the games' odds charts (HTML bars)
    read their title and every bar's value; the Odds Lab's plotly charts their title. The same
    numbers are on the page as text."""
    _switch_language(page, "en")
    page.set_viewport_size(VIEWPORTS["laptop"])
    for index, text in ((0, ".pe-odds-panel details"), (4, ".pe-odds-summary")):
        _open_tab(page, index)
        scope = ".pe-tab:not(.lm-mod-hidden)"
        if index == 0:
            page.wait_for_selector(f"{scope} figure.pe-chart[role='img']",
                                   timeout=RENDER_TIMEOUT_MS)
            names = page.eval_on_selector_all(
                f"{scope} figure.pe-chart[role='img']",
                "els => els.map(e => e.getAttribute('aria-label') || '')")
            assert names and all(re.search(r": \d+(\.\d+)? %", n) for n in names), names
        else:
            page.wait_for_selector(f"{scope} .js-plotly-plot svg.main-svg[role='img']",
                                   timeout=RENDER_TIMEOUT_MS)
            names = page.eval_on_selector_all(
                f"{scope} .js-plotly-plot svg.main-svg:first-of-type",
                "els => els.map(e => e.getAttribute('aria-label') || '')")
            assert names and all("chart" in n and len(n) > 30 for n in names), names
        numbers = page.locator(f"{scope} {text}").first.text_content()
        assert re.search(r"\d+(\.\d+)?\s?%", numbers), numbers[:200]


SEAT_TO_MOVE = re.compile(r"\bP(\d+) \S+ to move")
"""The status line's "P2 ■ to move"."""


def _seat_to_move(page) -> int | None:
    """The 0-based seat the open tab's status line says is to move (None: chance, game over)."""
    found = SEAT_TO_MOVE.search(page.locator(STATUS).first.inner_text())
    return int(found.group(1)) - 1 if found else None


def _click_and_wait(page, button: str) -> None:
    before = page.locator(STATUS).first.inner_text()
    page.click(f".pe-tab:not(.lm-mod-hidden) {button}")
    page.wait_for_function("([sel, old]) => document.querySelector(sel).innerText !== old",
                           arg=[STATUS, before], timeout=90_000)


def test_axe_finds_nothing_serious_whichever_seat_is_to_move_in_every_game(page):
    """Each seat's colour shows as text while it is to move ("── Moves for P2 ■ ──"): in each
    game, from its start, the bots play (Step ▶) until every seat has been to move, and axe
    audits the table once for each seat; then Undo goes back to the start (the keyboard test
    below plays from there)."""
    from pyramid_explorer.ui import Explorer

    _switch_language(page, "en")
    page.set_viewport_size(VIEWPORTS["laptop"])
    blocking: list[str] = []
    audited: dict[str, list[int]] = {}
    for index in range(GAME_TABS):
        _open_tab(page, index)
        game_id = page.evaluate(
            "() => [...document.querySelector('.pe-tab:not(.lm-mod-hidden)').classList]"
            ".find(c => c.startsWith('pe-tab-'))").removeprefix("pe-tab-")
        players = Explorer(game_id).state.num_players  # the dashboard's table at its start
        seen: list[int] = []
        steps = 0
        while True:
            seat = _seat_to_move(page)
            if seat is not None and seat not in seen:
                seen.append(seat)
                page.wait_for_timeout(700)  # let the page bridge name what was just drawn
                for v in _audit(page):
                    if v["impact"] in BLOCKING:
                        blocking.append(f"{game_id} P{seat + 1} to move: {v['impact']} {v['id']} "
                                        f"({v['help']}) at {v['nodes'][0]['target']}")
            if len(seen) == players or steps == 30:
                break
            _click_and_wait(page, ".pe-btn-step")
            steps += 1
        for _ in range(steps):
            _click_and_wait(page, ".pe-btn-undo")
        audited[game_id] = seen
    print("audited with each seat to move:", audited)
    assert blocking == [], "axe found critical/serious problems:\n" + "\n".join(blocking)
    assert len(audited) == GAME_TABS
    for game_id, seen in audited.items():
        assert sorted(seen) == list(range(Explorer(game_id).state.num_players)), (game_id, seen)


MOVE = (".pe-tab:not(.lm-mod-hidden) .pe-moves button:not(:disabled):not(.pe-btn-apply_outcome)"
        ":not(.pe-btn-roll)")
MOVE_JS = """sel => (el => !!el && el.matches(sel) && el.offsetParent !== null
                    && !/^[\u2680-\u2685]/.test(el.innerText.trim()))"""
"""A move button: in the moves panel, shown, enabled, and not a die to pick (⚀…⚅)."""
STATUS = ".pe-tab:not(.lm-mod-hidden) .pe-state .pe-status"


def _has_move(page) -> bool:
    """Whether a move button is shown (enabled and visible) in the open tab."""
    return page.evaluate(f"sel => [...document.querySelectorAll(sel)].some(({MOVE_JS})(sel))",
                         MOVE)


def _tab_to(page, selector: str, limit: int = 400) -> bool:
    """Press Tab until the focused element is a move button (False if it never is)."""
    for _ in range(limit):
        page.keyboard.press("Tab")
        if page.evaluate(f"sel => ({MOVE_JS})(sel)(document.activeElement)", selector):
            return True
    return False


def _focus_ring(page) -> tuple[str, float]:
    return page.evaluate("""() => { const s = getComputedStyle(document.activeElement);
                                    return [s.outlineStyle, parseFloat(s.outlineWidth)]; }""")


def _key_step(page, key: str = "ArrowRight") -> None:
    """One step by key (the page's → key), waited for until the position counter changes."""
    before = page.locator(STATUS).first.inner_text()
    page.keyboard.press(key)
    page.wait_for_function("([sel, old]) => document.querySelector(sel).innerText !== old",
                           arg=[STATUS, before], timeout=90_000)


def _enter_on_move(page) -> str:
    """Tab to the first move button and press Enter; returns its label. The last step is
    drawn in full first (``settle``: a button replaced after it had focus would take the
    Enter with it), and Tab counts from one fixed place, the moves panel, so the same move is
    played every run (the game is the same every run)."""
    settle(page)
    page.focus(".pe-tab:not(.lm-mod-hidden) .pe-side > .pe-moves")
    assert _tab_to(page, MOVE), "no move button can be reached with Tab"
    style, width = _focus_ring(page)
    assert style != "none" and width >= 2, f"the focused move shows no focus ring: {style}"
    label = page.evaluate("() => document.activeElement.innerText")
    before = page.locator(STATUS).first.inner_text()
    page.keyboard.press("Enter")
    try:
        page.wait_for_function("([sel, old]) => document.querySelector(sel).innerText !== old",
                               arg=[STATUS, before], timeout=90_000)
    except Exception as exc:
        why = page.locator(".pe-tab:not(.lm-mod-hidden) .pe-rule-panel").first.inner_text()
        raise AssertionError(f"Enter on {label!r} changed nothing: {before!r}; {why[:300]}") \
            from exc
    return label


def test_keyboard_only_plays_dice_pyramid_to_the_end_and_an_im_bann_turn(page):
    """Without the mouse: Tab reaches the moves (with a visible focus ring), Enter plays one,
    the → key lets the dice roll; a whole Dice Pyramid game ends, and in Im Bann der Pyramide
    P1's turn is played with Tab and Enter until P2 is to move."""
    _switch_language(page, "en")
    page.set_viewport_size(VIEWPORTS["laptop"])
    _open_tab(page, 0)
    page.evaluate("() => document.activeElement && document.activeElement.blur()")
    moves_by_enter = 0
    for _ in range(300):
        settle(page)  # the last step is drawn in full before its status and moves are read
        status = page.locator(STATUS).first.inner_text()
        if "Result" in status or "Game over" in status:
            break
        if "to move" in status and _has_move(page):
            _enter_on_move(page)
            moves_by_enter += 1
        else:
            page.evaluate("() => document.activeElement && document.activeElement.blur()")
            _key_step(page)  # a chance step: the → key rolls
    status = page.locator(STATUS).first.inner_text()
    assert "Result" in status or "Game over" in status, status
    print("dice pyramid by keyboard:", moves_by_enter, "moves by Enter;", status)
    assert moves_by_enter >= 3

    _open_tab(page, 1)  # Im Bann der Pyramide, at its start: P1 to move
    page.evaluate("() => document.activeElement && document.activeElement.blur()")
    assert "P1" in page.locator(STATUS).first.inner_text()
    played = []
    for _ in range(40):
        settle(page)
        status = page.locator(STATUS).first.inner_text()
        if "P2" in status and "to move" in status:
            break
        if _has_move(page):
            played.append(_enter_on_move(page))
        else:
            page.evaluate("() => document.activeElement && document.activeElement.blur()")
            _key_step(page)
    print("im bann turn by keyboard:", played)
    assert played, "no Im Bann move was played with the keyboard"
    assert "P2" in page.locator(STATUS).first.inner_text()


def test_no_plotly_warning_or_page_error_in_all_of_the_above(watched):
    """After every tab, both languages, both screen sizes, a keyboard game and the charts:
    plotly.js warned about nothing (e.g. an invalid pattern colour), no script failed, and the
    console holds no error and no warning at all."""
    _page, watch = watched
    assert watch.plotly_warnings == []
    assert watch.page_errors == [], "\n\n".join(watch.page_error_stacks)
    assert watch.console_errors == []
    print("console warnings:", watch.warnings)
    assert watch.warnings == []
