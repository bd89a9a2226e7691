"""Share links and keys in the real dashboard page (headless Chromium, see conftest.py).

A link with a fragment opens that game at that position; Step writes the new position into
the address bar; a reload keeps it; → and ← step and undo from the keyboard; Copy link shows
(and copies) the link.
"""

from __future__ import annotations

import pytest

from pyramid_explorer.games import new_game
from pyramid_explorer.ui.explorer import Explorer
from pyramid_explorer.ui.model import share

from .conftest import RENDER_TIMEOUT_MS, PageWatch

pytestmark = [pytest.mark.browser]

GAME = "ramses-pyramid"
TIMEOUT = 60_000


def _fragment(steps: int) -> tuple[str, str]:
    """A link to step ``steps`` of a seeded Ramses game, and the table as the kernel draws it."""
    state = new_game(GAME, seed=11)
    for _ in range(steps):
        state = state.apply(state.legal_actions()[0] if state.current_player() >= 0
                            else state.sample_chance())
    return share.encode(state), state.render_html(None, "en")


def _status(page) -> str:
    return page.locator(f".pe-tab-{GAME} .pe-state .pe-status").first.inner_text()


def _wait_status(page, text: str) -> None:
    page.wait_for_function(
        "([sel, text]) => { const el = document.querySelector(sel);"
        " return el && el.innerText.includes(text); }",
        arg=[f".pe-tab-{GAME} .pe-state .pe-status", text], timeout=TIMEOUT)


def _hash(page) -> str:
    return page.evaluate("() => location.hash")


def test_link_opens_position_step_writes_fragment_reload_keeps_it_keys_work(
        chromium, dashboard_url):
    fragment, _table = _fragment(5)
    context = chromium.new_context(viewport={"width": 1280, "height": 800})
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    page = context.new_page()
    watch = PageWatch(page)
    try:
        page.goto(dashboard_url + "#" + fragment)
        page.wait_for_selector(f".pe-tab-{GAME} .pe-state svg", timeout=RENDER_TIMEOUT_MS)
        _wait_status(page, "Step 5 of 5")
        # the table shows that position: the log names the same five steps as the kernel's
        reference = Explorer("dice-pyramid")
        reference.open_link(fragment)
        log = page.locator(f".pe-tab-{GAME} .pe-log").first.inner_text()
        assert len(reference.log_texts) == 6  # "Start" and the five steps
        for line in reference.log_texts[1:]:
            assert line in log
        # the Ramses tab is the open one, and the address still names the position
        assert page.locator(f".pe-tab-{GAME}").first.is_visible()
        assert "g=ramses-pyramid" in _hash(page) and "s=11" in _hash(page)
        history_length = page.evaluate("() => history.length")

        page.click(f".pe-tab-{GAME} .pe-btn-step")
        _wait_status(page, "Step 6 of 6")
        page.wait_for_function("(old) => location.hash !== old", arg="#" + fragment,
                               timeout=TIMEOUT)
        stepped = _hash(page)
        assert "m=6." in stepped
        assert page.evaluate("() => history.length") == history_length  # replaceState only

        page.reload()
        page.wait_for_selector(f".pe-tab-{GAME} .pe-state svg", timeout=RENDER_TIMEOUT_MS)
        _wait_status(page, "Step 6 of 6")

        # keys: ← undo, Shift+→ redo (the line stays), → step (focus on the page, not a field)
        page.locator(f".pe-tab-{GAME} .pe-state").first.click()
        page.keyboard.press("ArrowLeft")
        _wait_status(page, "Step 5 of 6")
        page.wait_for_function("() => location.hash.includes('p=5')", timeout=TIMEOUT)
        page.keyboard.press("ArrowLeft")
        _wait_status(page, "Step 4 of 6")
        page.keyboard.press("Shift+ArrowRight")
        _wait_status(page, "Step 5 of 6")
        page.keyboard.press("ArrowRight")  # a new step here replaces the rest of the line
        _wait_status(page, "Step 6 of 6")
        # Space switches autoplay on and off (on a focused button it presses that button, as
        # everywhere: docs/accessibility.md)
        page.locator(f".pe-tab-{GAME} .pe-state").first.click()
        page.keyboard.press("Space")
        page.wait_for_selector(f".pe-tab-{GAME} .pe-btn-stop:not([disabled])", timeout=TIMEOUT)
        page.keyboard.press("Space")
        page.wait_for_selector(f".pe-tab-{GAME} .pe-btn-stop[disabled]", timeout=TIMEOUT)
        page.wait_for_timeout(500)
        # keys typed into a field are the field's: the seed box takes the arrow
        before = _status(page)
        page.locator(f".pe-tab-{GAME} .pe-seed input").first.click()
        page.keyboard.press("ArrowLeft")
        page.wait_for_timeout(1500)
        assert _status(page) == before

        # Copy link shows the whole link to this position
        page.click(f".pe-tab-{GAME} .pe-btn-copy_link")
        field = f".pe-tab-{GAME} .pe-link-text input"
        page.wait_for_function(
            "(sel) => { const el = document.querySelector(sel);"
            " return el && el.value.includes('#v=1&g=ramses-pyramid'); }", arg=field,
            timeout=TIMEOUT)
        link = page.locator(field).first.input_value()
        assert link.startswith(dashboard_url) and link.split("#", 1)[1] == _hash(page)[1:]
        page.wait_for_selector(f".pe-tab-{GAME} .pe-link-note:has-text('Link copied')",
                               timeout=TIMEOUT)
        assert page.evaluate("() => navigator.clipboard.readText()") == link
        assert page.locator(f".pe-tab-{GAME} .pe-keys-hint").first.is_visible()
        assert not watch.page_errors
    finally:
        context.close()


def test_tampered_link_shows_a_message_and_the_legal_prefix(chromium, dashboard_url):
    fragment, _ = _fragment(4)
    head, _, moves = fragment.partition("&m=")
    count, _, rest = moves.partition(".")
    assert count == "4"
    cut = f"{head}&m=2.{rest}"  # the link edited by hand: two moves, the checksum is off
    context = chromium.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    try:
        page.goto(dashboard_url + "#" + cut)
        page.wait_for_selector(f".pe-tab-{GAME} .pe-state svg", timeout=RENDER_TIMEOUT_MS)
        page.wait_for_selector(f".pe-tab-{GAME} .pe-rule-panel .pe-error", timeout=TIMEOUT)
        message = page.locator(f".pe-tab-{GAME} .pe-rule-panel").first.inner_text()
        assert "changed after it was made" in message
        _wait_status(page, "Step 2 of 2")
    finally:
        context.close()
