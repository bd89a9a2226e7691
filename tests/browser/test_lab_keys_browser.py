"""Keys inside JupyterLab and Notebook 7 (issue 35, parts 1 and 2): the explorer's keys act only
while focus is inside that explorer, never on JupyterLab's page.

* → and ← with focus inside an explorer (a plain ``Explorer(...)`` as much as the dashboard)
  step and undo it;
* with another cell selected in command mode, → and Space leave every explorer as it was, and
  JupyterLab's own shortcut (↓: the next cell) still works;
* from another notebook's tab (JupyterLab) the hidden dashboard does not move;
* the dashboard run as a notebook never writes JupyterLab's address (``#v=1&g=…``), so a reload
  brings no "Unknown target type for URI fragment" warning;
* with two views of one notebook (JupyterLab's "New View for Notebook"), → steps once.

These fail until the page bridge (``ui/common/page_bridge.py``) knows where it runs; they are
meant to be committed with that fix. One server per interface (the module's fixture is
parametrized), reused by every test.
"""

from __future__ import annotations

import json

import pytest

from .conftest import ARTIFACTS, VIEWPORT, PageWatch
from .jupyter import (
    EXPLORER_CELLS,
    NOTEBOOKS,
    STEP_TIMEOUT_MS,
    JupyterApp,
    open_notebook,
    run_all,
    save_log,
    settle,
    wait_explorers,
)

pytestmark = pytest.mark.browser

DASHBOARD_SOURCE = "".join(json.loads((NOTEBOOKS / "dashboard.ipynb").read_text())
                           ["cells"][0]["source"])
"""The dashboard notebook's one cell (the dashboard, with its page bridge)."""
QUIET_MS = 1500
"""How long a key that must do nothing is given to do something anyway (autoplay steps twice a
second at the slowest)."""

DASH_STATUS = """() => { const s = document.querySelector(
  '.pe-dashboard .pe-tab .pe-state .pe-status'); return s ? s.textContent : null; }"""
PLAIN_STATUS = """() => [...document.querySelectorAll('.pe-root')]
  .filter(r => !r.closest('.pe-dashboard'))
  .map(r => r.querySelector('.pe-state .pe-status').textContent)"""
ACTIVE_CELL = """() => window.jupyterapp.shell.currentWidget.content.activeCellIndex"""
FOCUS_IN_NOTEBOOK = """() => { const nb = window.jupyterapp.shell.currentWidget.content;
  const a = document.activeElement;
  return nb.node.contains(a) ? null
         : (a ? a.tagName + '.' + String(a.className).slice(0, 80) : 'nothing'); }"""
"""Where focus is when it is not inside the current notebook (``None`` when it is)."""
NOTEBOOK_LOADED = """(cells) => { const w = window.jupyterapp.shell.currentWidget;
  return !!w && !!w.context && w.context.isReady && w.content.widgets.length === cells; }"""


@pytest.fixture(scope="module", params=["lab", "notebook"])
def app(request, browser_available, tmp_path_factory):
    server = JupyterApp(request.param, tmp_path_factory.mktemp(f"keys-{request.param}"))
    try:
        yield server
    finally:
        server.stop()
        save_log(server, ARTIFACTS)


@pytest.fixture()
def page(chromium, app):
    context = chromium.new_context(viewport=VIEWPORT)
    page = context.new_page()
    page.watch = PageWatch(page)
    page.warnings = []
    page.on("console", lambda m: page.warnings.append(m.text) if m.type == "warning" else None)
    try:
        yield page
    finally:
        context.close()
        app.shut_down_kernels()


def _quiet(page) -> None:
    """Give a key that should do nothing the time to do something, then wait for the kernel."""
    page.wait_for_timeout(QUIET_MS)
    settle(page)


def _wait_status(page, script: str, before) -> None:
    page.wait_for_function(f"(before) => JSON.stringify(({script})()) !== JSON.stringify(before)",
                           arg=before, timeout=STEP_TIMEOUT_MS)
    settle(page)


def test_arrow_keys_step_a_plain_explorer_while_focus_is_inside_it(page, app):
    name = app.write_notebook("plain-keys.ipynb", *EXPLORER_CELLS[:2])
    open_notebook(page, app, name)
    run_all(page)
    wait_explorers(page, 1)
    assert page.evaluate(PLAIN_STATUS)[0].startswith("Step 0")
    page.focus(".pe-root .pe-btn-step")
    before = page.evaluate(PLAIN_STATUS)
    page.keyboard.press("ArrowRight")
    _wait_status(page, PLAIN_STATUS, before)
    assert page.evaluate(PLAIN_STATUS)[0].startswith("Step 1 of 1")
    before = page.evaluate(PLAIN_STATUS)
    page.keyboard.press("ArrowLeft")
    _wait_status(page, PLAIN_STATUS, before)
    assert page.evaluate(PLAIN_STATUS)[0].startswith("Step 0 of 1")


def _dashboard_notebook(page, app, name: str) -> str:
    """A notebook with the dashboard, a plain explorer and two ordinary cells, run; the
    page's address before it ran."""
    app.write_notebook(name, DASHBOARD_SOURCE, *EXPLORER_CELLS[:2], "x = 1", "y = 2")
    open_notebook(page, app, name)
    address = page.url
    run_all(page)
    page.wait_for_selector(".pe-dashboard .pe-tab .pe-state svg", timeout=STEP_TIMEOUT_MS)
    wait_explorers(page, 2)
    settle(page)
    return address


def _command_mode_on_cell(page, index: int) -> None:
    """Select cell ``index`` in command mode, as a click beside it and Escape leave it: the
    cell active, the notebook (not an editor, not an output) focused."""
    page.evaluate("""(i) => { const nb = window.jupyterapp.shell.currentWidget.content;
                              nb.activeCellIndex = i; nb.mode = 'command';
                              nb.activeCell.node.scrollIntoView(); nb.node.focus(); }""", index)
    page.wait_for_function(f"() => ({ACTIVE_CELL})() === {index}")
    assert page.evaluate("() => window.jupyterapp.shell.currentWidget.content.mode") == "command"
    assert page.evaluate(FOCUS_IN_NOTEBOOK) is None, page.evaluate(FOCUS_IN_NOTEBOOK)


def test_keys_in_another_cell_leave_the_explorers_alone_and_reach_jupyter(page, app):
    address = _dashboard_notebook(page, app, "dashboard-cells.ipynb")
    dash, plain = page.evaluate(DASH_STATUS), page.evaluate(PLAIN_STATUS)
    _command_mode_on_cell(page, 3)                   # "x = 1"
    for key in ("ArrowRight", "ArrowLeft", "Space", "ArrowRight"):
        page.keyboard.press(key)
    _quiet(page)
    assert page.evaluate(DASH_STATUS) == dash, "a key in another cell stepped the dashboard"
    assert page.evaluate(PLAIN_STATUS) == plain, "a key in another cell stepped the explorer"
    assert page.evaluate(FOCUS_IN_NOTEBOOK) is None, \
        f"focus left the notebook for {page.evaluate(FOCUS_IN_NOTEBOOK)}"
    page.keyboard.press("ArrowDown")                 # JupyterLab's own: the next cell
    page.wait_for_function(f"() => ({ACTIVE_CELL})() === 4")
    assert page.url == address


def test_arrow_keys_step_the_dashboard_while_focus_is_inside_it(page, app):
    address = _dashboard_notebook(page, app, "dashboard-inside.ipynb")
    plain = page.evaluate(PLAIN_STATUS)
    page.focus(".pe-dashboard .pe-tab .pe-btn-step")
    before = page.evaluate(DASH_STATUS)
    page.keyboard.press("ArrowRight")
    _wait_status(page, DASH_STATUS, before)
    assert page.evaluate(DASH_STATUS).startswith("Step 1 of 1")
    assert page.evaluate(PLAIN_STATUS) == plain, "→ in the dashboard stepped another explorer"
    assert page.url == address, f"the dashboard wrote the page's address: {page.url}"
    page.reload()
    page.wait_for_selector(".jp-Notebook", timeout=STEP_TIMEOUT_MS)
    page.wait_for_timeout(QUIET_MS)
    fragments = [w for w in page.warnings if "URI fragment" in w]
    assert fragments == [], fragments


def test_keys_in_another_notebook_tab_leave_the_dashboard_alone(page, app):
    if app.kind != "lab":
        pytest.skip("Notebook 7 opens every notebook in a browser tab of its own")
    _dashboard_notebook(page, app, "dashboard-tab.ipynb")
    dash = page.evaluate(DASH_STATUS)
    other = app.write_notebook("other.ipynb", "z = 3", "w = 4")
    page.evaluate("(path) => window.jupyterapp.commands.execute('docmanager:open', {path})"
                  ".then(() => true)", other)
    page.wait_for_function(
        "() => window.jupyterapp.shell.currentWidget.context.path === 'other.ipynb'")
    # the new tab settled: its cells loaded and its kernel started (JupyterLab activates the
    # notebook, and so moves focus, while it loads; keys are pressed after that)
    page.wait_for_function(NOTEBOOK_LOADED, arg=2, timeout=STEP_TIMEOUT_MS)
    settle(page)
    _command_mode_on_cell(page, 0)
    for key in ("ArrowRight", "Space", "ArrowRight"):
        page.keyboard.press(key)
    _quiet(page)
    assert page.evaluate(DASH_STATUS) == dash, "a key in another notebook stepped the dashboard"
    assert page.evaluate(FOCUS_IN_NOTEBOOK) is None, \
        f"focus left the notebook for {page.evaluate(FOCUS_IN_NOTEBOOK)}"
    page.keyboard.press("ArrowDown")
    page.wait_for_function(f"() => ({ACTIVE_CELL})() === 1")


def test_two_views_of_one_dashboard_step_once(page, app):
    if app.kind != "lab":
        pytest.skip("Notebook 7 has no second view of a notebook in one page")
    _dashboard_notebook(page, app, "dashboard-views.ipynb")
    page.evaluate("() => window.jupyterapp.commands.execute('docmanager:clone')")
    page.wait_for_function(
        "() => document.querySelectorAll('.pe-dashboard .pe-tab .pe-state svg').length >= 2",
        timeout=STEP_TIMEOUT_MS)
    page.locator(".pe-dashboard .pe-tab .pe-btn-step:visible").first.focus()
    before = page.evaluate(DASH_STATUS)
    page.keyboard.press("ArrowRight")
    _wait_status(page, DASH_STATUS, before)
    _quiet(page)
    assert page.evaluate(DASH_STATUS).startswith("Step 1 of 1"), page.evaluate(DASH_STATUS)
