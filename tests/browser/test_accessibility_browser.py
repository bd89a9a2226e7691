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
from collections import Counter

import pytest

from .conftest import ARTIFACTS, RENDER_TIMEOUT_MS, open_dashboard

pytestmark = pytest.mark.browser

LANGS = ("en", "de")
VIEWPORTS = {"laptop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}
BLOCKING = ("critical", "serious")
RULES_BUTTON = {"en": "Rules", "de": "Regeln"}
PLAY_BUTTON = {"en": "▶ Play", "de": "▶ Spielen"}
SEED_NAME = {"en": "Seed", "de": "Startwert"}


@pytest.fixture(scope="module")
def page(chromium, dashboard_url):
    page, _watch = open_dashboard(chromium, dashboard_url)
    yield page
    page.context.close()


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


def _switch_language(page, lang: str) -> None:
    page.locator(".pe-lang button", has_text=lang.upper()).first.click()
    page.wait_for_function(f"() => document.documentElement.lang === '{lang}'",
                           timeout=RENDER_TIMEOUT_MS)
    page.wait_for_timeout(500)


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
                views.append((title, _audit(page)))
                if index == 0:  # the first game's Rules view, then back to its table
                    scope = page.locator(".pe-tab:not(.lm-mod-hidden) .pe-view-switch")
                    scope.locator("button", has_text=RULES_BUTTON[lang]).first.click()
                    page.locator(".pe-tab:not(.lm-mod-hidden) .pe-rules-box .pe-rules-view").first \
                        .wait_for(timeout=RENDER_TIMEOUT_MS)
                    views.append((f"{title} – {RULES_BUTTON[lang]}", _audit(page)))
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
