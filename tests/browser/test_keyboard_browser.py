"""Keyboard only: Ramses Pyramid and Pyramidenbau played with Tab, Enter and the arrow keys, and
the pass-and-play curtain as a modal dialog that keeps and returns focus.

The moves are reached with Tab (each with a visible focus ring), a chooser (a menu of many
moves) is changed with the arrow keys, Enter plays; at a chance step the page's → key rolls.
Which move is taken varies from step to step (the first, second, third… reachable move), so
the keyboard reaches every kind of move the positions offer, not only the first button.

The games are the same every run: each step, and each menu turned, is waited for until the
kernel has answered (``settle``: the page bridge's ping), and the moves are counted by Tab from
one fixed place (the moves panel), not from wherever the browser's Tab starting point was left.
"""

from __future__ import annotations

import re

import pytest

from .conftest import RENDER_TIMEOUT_MS, VIEWPORT, open_dashboard, settle
from .test_accessibility_browser import STATUS, _focus_ring, _has_move, _key_step, _open_tab

pytestmark = pytest.mark.browser

OPEN = ".pe-tab:not(.lm-mod-hidden)"
IN_MOVES = """el => !!el && !!el.closest('.pe-tab:not(.lm-mod-hidden) .pe-moves')
                  && el.offsetParent !== null"""
IS_MOVE = """el => !!el && el.matches('.pe-tab:not(.lm-mod-hidden) .pe-moves button')
                 && !el.disabled && el.offsetParent !== null"""
MOVE_LABELS = """() => [...document.querySelectorAll(
    '.pe-tab:not(.lm-mod-hidden) .pe-moves button')]
    .filter(b => !b.disabled && b.offsetParent !== null).map(b => b.innerText.trim())"""
LABEL = """() => { const el = document.activeElement, text = el.innerText.trim();
  const sel = el.parentElement && el.parentElement.querySelector('select');
  return sel && sel.offsetParent !== null && /^(Play|Spielen)$/.test(text)
         ? sel.selectedOptions[0].text : text; }"""
"""What the focused move plays: its button's words, or the chooser's choice for "Play"."""


@pytest.fixture(scope="module")
def page(chromium, dashboard_url):
    page, _watch = open_dashboard(chromium, dashboard_url)
    yield page
    page.context.close()


def _play_by_keyboard(page, choice: int, new_kind: str = "") -> str:
    """Tab to the ``choice``-th move (counted round) — or to the first move whose words match
    ``new_kind`` (a kind not played yet) — turning any chooser passed on the way with ↓, and
    press Enter; returns what was played."""
    seen: list[str] = []
    settle(page)  # the last step is drawn: the moves on screen are this position's
    labels = page.evaluate(MOVE_LABELS)
    assert labels, "no move on screen"
    fresh = [i for i, label in enumerate(labels) if new_kind and re.match(new_kind, label)]
    wanted = fresh[0] + 1 if fresh else choice % len(labels) + 1
    # Tab from one fixed place, the moves panel (a keyboard stop that scrolls): a blurred or
    # removed control leaves the browser's Tab starting point where it was, which differs
    # with how fast the last step was drawn
    page.focus(f"{OPEN} .pe-side > .pe-moves")
    reached = 0
    for _ in range(150):
        page.keyboard.press("Tab")
        active = page.evaluate_handle("document.activeElement")
        if page.evaluate(f"({IN_MOVES})", active) and page.evaluate(
                "el => el.tagName === 'SELECT'", active) and choice % 2:
            page.keyboard.press("ArrowDown")  # another move of a long group
            settle(page)  # the menus after it are refilled before Tab goes on
        if page.evaluate(f"({IS_MOVE})", active):
            reached += 1
            if reached == wanted:
                break
        seen.append(page.evaluate("el => el.tagName + '.' + el.className.slice(0, 40)", active))
    else:
        raise AssertionError(f"move {wanted} of {labels} not reached with Tab: {sorted(set(seen))}")
    style, width = _focus_ring(page)
    assert style != "none" and width >= 2, f"the focused move shows no focus ring: {style}"
    label = page.evaluate(LABEL)
    before = page.locator(STATUS).first.inner_text()
    page.keyboard.press("Enter")
    page.wait_for_function("([sel, old]) => document.querySelector(sel).innerText !== old",
                           arg=[STATUS, before], timeout=90_000)
    return label


def _play(page, tab: int, moves: int, kinds: tuple[str, ...] = ()) -> tuple[list[str], list[str]]:
    """Play ``moves`` moves by keyboard in tab ``tab`` (chance steps by →), taking a move of one
    of ``kinds`` (patterns of its words) not played yet whenever one is offered; returns the
    moves and the statuses seen."""
    _open_tab(page, tab)
    played: list[str] = []
    statuses: list[str] = []
    for step in range(moves * 4):
        settle(page)  # the last step is drawn in full before its moves are looked at
        status = page.locator(STATUS).first.inner_text()
        statuses.append(status)
        if "Result" in status or "Game over" in status or len(played) >= moves:
            break
        if _has_move(page):
            missing = [k for k in kinds if not any(re.match(k, p) for p in played)]
            played.append(_play_by_keyboard(page, step, "|".join(missing)))
        else:
            page.evaluate("() => document.activeElement && document.activeElement.blur()")
            _key_step(page)
    return played, statuses


def _turns(statuses: list[str]) -> int:
    """How many times the seat to move changed ("P1 ● to move" → "P2 ■ to move")."""
    movers = [m.group(1) for s in statuses for m in [re.search(r"(P\d)\D{0,4} to move", s)] if m]
    return sum(1 for a, b in zip(movers, movers[1:], strict=False) if a != b)


def test_keyboard_only_plays_ramses_pyramid_turns_with_every_kind_of_move(page):
    """Ramses Pyramid by keyboard: the die's faces chosen, layers turned, temples looked into
    and put back, crystals taken, steps and climbs — three rounds and more, no mouse."""
    played, statuses = _play(page, 2, 45)
    print("ramses by keyboard:", played)
    kinds = {kind for kind, pattern in (
        ("roll", r"^Roll"), ("turn a layer", r"^Turn layer"), ("temple", r"temple"),
        ("climb", r"^Climb"),
        ("move", r"^(Enter|Move|Stop|Go down|Take)")) if any(re.search(pattern, p)
                                                            for p in played)}
    assert {"roll", "turn a layer", "temple", "climb", "move"} <= kinds, (kinds, played)
    assert _turns(statuses) >= 6, statuses[-3:]  # three rounds of two seats


PYRAMIDENBAU_KINDS = ("Roll", "Place", "Take", "Build", "Move", "Hire", "Fire", "Reveal|Follow",
                      "Done", "Cap|Put the cap")
"""The kinds of Pyramidenbau moves, by the first words of their buttons."""


def test_keyboard_only_plays_pyramidenbau_turns_with_its_building_choices(page):
    """Pyramidenbau by keyboard, through its move composer: the die rolled, stones placed,
    taken from another site and built into the pyramid, workers moved and hired, cards revealed
    and followed, Done — three rounds and more, no mouse, the same moves every run."""
    played, statuses = _play(page, 3, 60, PYRAMIDENBAU_KINDS)
    print("pyramidenbau by keyboard:", played)
    kinds = {kind for kind in PYRAMIDENBAU_KINDS if any(re.match(kind, p) for p in played)}
    # the same game every run (fixed seed, each step waited for, Tab counted from one place):
    # the 60 moves meet every kind but firing a worker and the cap
    assert kinds == {"Roll", "Place", "Take", "Build", "Move", "Hire", "Reveal|Follow",
                     "Done"}, (kinds, played)
    assert _turns(statuses) >= 6, statuses[-3:]


IB = "im-bann-der-pyramide"
IN_CURTAIN = f"() => !!document.activeElement.closest('.pe-tab-{IB} .pe-curtain')"


def test_the_curtain_is_a_dialog_that_keeps_and_returns_focus(chromium, dashboard_url):
    """Pass and play with two human seats: the curtain is a named modal dialog, focus is on its
    Ready button, 30 Tabs and 10 Shift+Tabs never leave it, Escape does not lift it (that
    would show P1's hand to whoever holds the screen); Enter on Ready lifts it and focus lands
    on the step button, not on the page start; after P1's move by keyboard the curtain for P2
    takes focus again, and Space on its Ready button lifts it (Space presses a focused button;
    it does not start autoplay)."""
    page = chromium.new_context(viewport=VIEWPORT).new_page()
    try:
        page.goto(dashboard_url + f"#v=1&g={IB}&s=3&n=2&l=en&b=human,human&pp=1")
        tab = f".pe-tab-{IB}"
        curtain = page.locator(f"{tab} .pe-curtain").first
        page.wait_for_selector(f"{tab} .pe-curtain:has-text('Hand the laptop to P1')",
                               timeout=RENDER_TIMEOUT_MS)
        page.wait_for_function("() => document.activeElement.matches('.pe-btn-ready')",
                               timeout=30_000)
        assert curtain.get_attribute("role") == "dialog"
        assert curtain.get_attribute("aria-modal") == "true"
        title = page.locator("#" + curtain.get_attribute("aria-labelledby")).inner_text()
        assert "Hand the laptop to P1" in title
        for key in ["Tab"] * 30 + ["Shift+Tab"] * 10:
            page.keyboard.press(key)
            assert page.evaluate(IN_CURTAIN), f"{key} left the curtain"
        page.keyboard.press("Escape")
        page.wait_for_timeout(300)
        assert curtain.is_visible()
        page.keyboard.press("Enter")
        page.wait_for_selector(f"{tab} .pe-play-row", state="visible", timeout=30_000)
        page.wait_for_function(
            "() => document.activeElement.matches('.pe-btn-step, .pe-moves button')",
            timeout=30_000)
        assert not curtain.is_visible()
        # P1 plays by keyboard until the screen waits for P2: the curtain takes focus again
        for _ in range(20):
            if curtain.is_visible():
                break
            page.evaluate("() => document.activeElement && document.activeElement.blur()")
            for _ in range(400):
                page.keyboard.press("Tab")
                if page.evaluate(f"({IS_MOVE})", page.evaluate_handle("document.activeElement")):
                    break
            before = page.locator(f"{tab} .pe-state").first.inner_html()
            page.keyboard.press("Enter")
            page.wait_for_function(  # the move is played: the table (or the curtain) changes
                "([sel, old]) => document.querySelector(sel).innerHTML !== old",
                arg=[f"{tab} .pe-state", before], timeout=90_000)
            page.wait_for_timeout(500)
        page.wait_for_selector(f"{tab} .pe-curtain:has-text('Hand the laptop to P2')",
                               timeout=60_000)
        page.wait_for_function("() => document.activeElement.matches('.pe-btn-ready')",
                               timeout=30_000)
        page.keyboard.press("Shift+Tab")
        assert page.evaluate(IN_CURTAIN)
        page.keyboard.press("Space")  # Space presses the focused button (not autoplay)
        page.wait_for_selector(f"{tab} .pe-play-row", state="visible", timeout=30_000)
        assert not curtain.is_visible()
        assert "P2" in page.locator(f"{tab} .pe-state .pe-status").first.inner_text()
        page.wait_for_function(
            "() => document.activeElement !== document.body && "
            "!!document.activeElement.closest('.pe-tab') && "
            "document.activeElement.offsetParent !== null", timeout=30_000)
    finally:
        page.context.close()
