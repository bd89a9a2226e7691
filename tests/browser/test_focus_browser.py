"""Focus after a keyboard move: it stays on (or next to) the control, never the page start.

A move button pressed with Enter is often redrawn, hidden or disabled by the move it plays (the
next position offers other moves; a chance step or the end of the game offers none). The page
bridge puts focus back once the redraw settles: on the same move if it is offered again, else on
the first move of the new position, else on Step ▶ (or the first button of the step row that
works). A button reused for the next position under other words ("Draw 1" becoming "End turn")
does not keep focus under its new name. These tests play Dice Pyramid and Im Bann der Pyramide
with Enter only — after the first Tab, no Tab back through the page — and check after every move
that focus is on a working control of the explorer, named as it was before the move (or the
first move), and that the live region announced the step and, when focus is on other words than
the ones pressed, where focus is.
"""

from __future__ import annotations

import pytest

from .conftest import open_dashboard, settle
from .test_accessibility_browser import (
    MOVE_JS,
    STATUS,
    _has_move,
    _key_step,
    _open_tab,
)

pytestmark = pytest.mark.browser

ANNOUNCE = ".pe-tab:not(.lm-mod-hidden) .pe-announce [role=status]"
EXPLORER = ".pe-tab:not(.lm-mod-hidden) .pe-root"
FOCUS = """sel => { const el = document.activeElement;
  if (!el || el === document.body) return null;
  return { words: (el.innerText || el.getAttribute('aria-label') || '').trim(),
           inExplorer: !!el.closest(sel), working: !el.disabled && el.getClientRects().length > 0,
           move: el.matches('.pe-move-pad button'), step: el.matches('.pe-btn-step'),
           nav: !!el.closest('.pe-nav'),
           before: el.hasAttribute('data-test-before') ? el.getAttribute('data-test-before') : null,
           first: el === [...document.querySelectorAll(sel.replace('.pe-root', '.pe-move-pad button'))]
                    .find(b => !b.disabled && b.getClientRects().length > 0) }; }"""
QUIET = """ms => new Promise(done => {
  let timer = setTimeout(finish, ms);
  const seen = new MutationObserver(() => { clearTimeout(timer); timer = setTimeout(finish, ms); });
  function finish() { seen.disconnect(); done(true); }
  seen.observe(document.body, { childList: true, subtree: true, attributes: true,
                                characterData: true });
})"""
"""Resolves once the page has not changed for ``ms`` milliseconds (the step is drawn)."""
PAD = ".pe-tab:not(.lm-mod-hidden) .pe-move-pad button:not(:disabled)"
MOVE_WORDS = f"""sel => [...document.querySelectorAll(sel)].filter(({MOVE_JS})(sel))
                  .map(b => b.innerText.trim())"""
"""The words of the move buttons on offer (the pad's; a chooser's is its Play button)."""
MARK_WORDS = """sel => { for (const el of document.querySelectorAll(sel + ' button')) {
  el.setAttribute('data-test-before', (el.innerText || el.getAttribute('aria-label') || '').trim());
} }"""
"""Writes on every button of the explorer the name it has before a move (``data-test-before``)."""


@pytest.fixture(scope="module")
def page(chromium, dashboard_url):
    page, _watch = open_dashboard(chromium, dashboard_url)
    yield page
    page.context.close()


def _quiet(page, ms: int = 600) -> None:
    page.evaluate(QUIET, ms)


def _focused(page) -> dict | None:
    return page.evaluate(FOCUS, EXPLORER)


def _to_last_move(page) -> None:
    """Tab forward from the focused move to the last move of the position (within the pad)."""
    moves = page.evaluate(MOVE_WORDS, PAD)
    for _ in range(len(moves) + 4 if moves else 0):
        now = _focused(page)
        if now and now["move"] and now["words"] == moves[-1]:
            return
        page.keyboard.press("Tab")


def _tabs_to_a_move(page, limit: int = 60) -> int:
    """Press Tab until a move button has focus; how many presses it took."""
    for presses in range(1, limit + 1):
        page.keyboard.press("Tab")
        if _focused(page) and _focused(page)["move"]:
            return presses
    raise AssertionError(f"no move reached with {limit} Tabs")


def _play_with_enter(page, tab: int, moves: int) -> list[dict]:
    """Play up to ``moves`` steps in tab ``tab`` with Enter on whatever has focus (every third
    step first Tab to the last move on offer, a move the next position often no longer has);
    when focus is not on a move but moves are offered (Step ▶ after a roll), Tab onwards to
    one. Returns one record per step: what was pressed, whether that control survived the step,
    where focus went and what the live region said."""
    _open_tab(page, tab)
    page.evaluate("() => document.activeElement && document.activeElement.blur()")
    for _ in range(3):  # a game that opens with a roll: the page's → key rolls
        if _has_move(page):
            break
        _key_step(page)
        _quiet(page)
    _tabs_to_a_move(page)
    records: list[dict] = []
    for step in range(moves):
        status = page.locator(STATUS).first.inner_text()
        if "Game over" in status:
            break
        on_move = _focused(page) and _focused(page)["move"]
        if not on_move and page.evaluate(MOVE_WORDS, PAD):  # e.g. on Step ▶ after a roll
            _tabs_to_a_move(page)  # onwards from there, not from the page start
        elif step % 3 == 0 and on_move:
            _to_last_move(page)
        pressed = _focused(page)
        assert pressed and pressed["working"] and (pressed["move"] or pressed["step"]), (
            f"step {step}: focus is not on a move or Step: {pressed}")
        handle = page.evaluate_handle("document.activeElement")
        page.evaluate(MARK_WORDS, EXPLORER)
        page.keyboard.press("Enter")
        page.wait_for_function("([sel, old]) => document.querySelector(sel).innerText !== old",
                               arg=[STATUS, status], timeout=90_000)
        settle(page)  # the kernel has answered the move
        _quiet(page)  # and the page has put focus back
        survived = page.evaluate(
            "el => el.isConnected && el.getClientRects().length > 0 && !el.disabled", handle)
        renamed = survived and page.evaluate(
            "(el) => (el.innerText || el.getAttribute('aria-label') || '').trim()",
            handle) != pressed["words"]
        records.append({"pressed": pressed["words"], "survived": survived, "renamed": renamed,
                        "focus": _focused(page), "offered": page.evaluate(MOVE_WORDS, PAD),
                        "announced": page.locator(ANNOUNCE).first.inner_text()})
    return records


def _check(records: list[dict]) -> None:
    for k, r in enumerate(records):
        focus = r["focus"]
        assert focus is not None, f"move {k} ({r['pressed']}): focus fell to the page start"
        assert focus["inExplorer"] and focus["working"], (k, r)
        if r["pressed"] in r["offered"]:  # the same move is offered again: focus is on it
            assert focus["words"] == r["pressed"], (k, r)
        elif not r["survived"]:  # the control went: the first move, else Step (or the row)
            first = r["offered"][0] if r["offered"] else None
            assert (focus["words"] == first if first else focus["step"] or focus["nav"]), (k, r)
        assert r["announced"].startswith("Step "), (k, r)
        # a button never keeps focus while its name changes: the focused button is named as it
        # was before the move (or is new and names the move pressed), else it is the first move
        unchanged = (focus["before"] == focus["words"] if focus["before"] is not None
                     else focus["words"] == r["pressed"])
        assert unchanged or focus["first"] or (not r["offered"] and (focus["step"] or focus["nav"])), (
            f"move {k} ({r['pressed']}): focus stays on a button renamed "
            f"{focus['before']!r} -> {focus['words']!r}", r)
        if focus["words"] != r["pressed"] and (focus["move"] or focus["step"]):
            # the live region says what happened and where focus is now
            assert focus["words"] in r["announced"], (k, r)


def test_focus_stays_on_or_next_to_the_move_in_dice_pyramid(page):
    """Dice Pyramid: taking a room, re-rolling, ending a turn — each pressed with Enter — keeps
    focus in the explorer; where the pressed button is gone (a chance step, the chooser's Play,
    the end of the game) focus goes to the first move, Step ▶ or the step row."""
    records = _play_with_enter(page, 0, 24)
    print("dice pyramid:", [(r["pressed"], r["survived"], r["focus"]) for r in records])
    _check(records)
    assert len(records) >= 10
    assert "Game over" in page.locator(STATUS).first.inner_text()  # and its last move:
    assert records[-1]["focus"]["nav"] and not records[-1]["offered"]  # focus on the step row
    assert sum(not r["survived"] for r in records) >= 2, records  # the case that lost focus


def test_focus_stays_on_or_next_to_the_move_in_im_bann(page):
    """Im Bann der Pyramide: drawing, playing and ending turns with Enter keeps focus in the
    explorer, on the same move when it is offered again; a button reused for another move
    ("Draw 1" becoming "End turn") does not keep focus under its new name: focus goes to the
    first move and the live region says so."""
    records = _play_with_enter(page, 1, 20)
    print("im bann:", [(r["pressed"], r["survived"], r["renamed"], r["focus"]) for r in records])
    _check(records)
    assert len(records) == 20
    assert sum(not r["survived"] for r in records) >= 1, records
    assert any(r["renamed"] for r in records), records  # a button reused under other words
