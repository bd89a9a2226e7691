"""The explorer where most of its users run it: real JupyterLab in Chromium.

One ``jupyter lab`` for the module (``jupyter.JupyterApp``: 127.0.0.1, a random token, private
Jupyter folders, the venv's kernel). A new user's notebook is written and opened, Run All, and
both explorers are clicked; a packaged teaching notebook runs top to bottom; Voila's "Render"
page on the same server gives its kernel back and loads nothing from the internet; a narrow
output area keeps every panel readable.
"""

from __future__ import annotations

import re
import time

import pytest

from .conftest import ARTIFACTS, RENDER_TIMEOUT_MS, VIEWPORT, PageWatch, screenshot
from .jupyter import (
    EXPLORER_CELLS,
    OUTPUT_WIDTH,
    JupyterApp,
    check_explorers_step_and_play,
    check_teaching_notebook_runs,
    click_step,
    clipped,
    open_notebook,
    page_problems,
    run_all,
    save_log,
    settle,
    wait_explorers,
)

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def app(browser_available, tmp_path_factory):
    server = JupyterApp("lab", tmp_path_factory.mktemp("jupyterlab"))
    try:
        yield server
    finally:
        server.stop()
        save_log(server, ARTIFACTS)



def test_explorers_step_and_play_in_jupyterlab(browser_page, app):
    page, watch = browser_page
    played = check_explorers_step_and_play(page, watch, app)
    print("played in JupyterLab:", played)
    screenshot(page, "jupyterlab-explorers")
    assert page_problems(watch, app) == []
    assert watch.foreign_requests() == []


def test_a_teaching_notebook_runs_all_in_jupyterlab(browser_page, app):
    page, watch = browser_page
    check_teaching_notebook_runs(page, watch, app, "dice-pyramid.ipynb")
    assert page_problems(watch, app) == []


NARROW_VIEWPORTS = {"1280x800": {"width": 1280, "height": 800},
                    "700 px output": {"width": 1132, "height": 800}}
"""JupyterLab with its file browser open (as it starts): at 1280×800 the output area is about
850 px wide; 1132 px of window leave it 700 px."""


def test_narrow_outputs_wrap_and_cut_no_words_off(browser_page, app):
    """Dice Pyramid after its first roll, with JupyterLab's file browser open: at 1280×800 and
    with a 700 px output area, every button shows all its words (the five dice "⚄ 5", not
    "⚄…") and no panel needs a sideways scroll."""
    page, watch = browser_page
    name = app.write_notebook("narrow.ipynb", *EXPLORER_CELLS[:2])
    open_notebook(page, app, name)
    assert page.locator(".jp-FileBrowser").first.is_visible()
    run_all(page)
    wait_explorers(page, 1)
    click_step(page, 0)  # the first roll: the five dice become buttons
    settle(page)
    found = {}
    for label, viewport in NARROW_VIEWPORTS.items():
        page.set_viewport_size(viewport)
        page.wait_for_timeout(300)  # JupyterLab lays its panels out again
        width = page.evaluate(OUTPUT_WIDTH)
        assert width >= 700, (label, width)
        dice = page.locator(".pe-root .pe-moves .widget-toggle-button")
        assert dice.count() == 5 and all(d.strip()[-1].isdigit() for d in dice.all_inner_texts())
        found[f"{label} ({width} px)"] = clipped(page)
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"jupyterlab-narrow-{viewport['width']}.png"))
    page.set_viewport_size(VIEWPORT)
    assert found == {k: [] for k in found}, found


def test_the_package_turns_its_server_extensions_on_in_jupyterlab(app):
    """``jupyter lab`` started with no flag loads both of the package's server extensions
    (the configuration pip installs into ``etc/jupyter/jupyter_server_config.d``)."""
    log = app.log()
    for module in ("pyramid_explorer.serve.xsrf", "pyramid_explorer.serve.offline"):
        assert f"{module} | extension was successfully loaded" in log, log[-3000:]
    assert "Voila's pages set the _xsrf cookie" in log
    assert "Voila's pages typeset with the bundled MathJax" in log
    assert "Voila's pages leave out @jupyter-notebook/lab-extension" in log


VOILA_LAB_TEMPLATE_CDN = {
    "https://cdn.jsdelivr.net/npm/@fortawesome/fontawesome-free@%5E5/css/all.min.css",
    "https://cdn.jsdelivr.net/npm/@fortawesome/fontawesome-free@%5E5/css/v4-shims.min.css",
}
"""The only requests that leave 127.0.0.1 from ``/voila/render/…``: the two Font Awesome
style sheets Voila's own "lab" page template links (``share/jupyter/voila/templates/lab/
index.html.j2``). The icons still show offline (the widget manager bundles the font); see
docs/dashboard.md, "JupyterLab and Notebook 7"."""


SAME_MAJOR_NOTE = re.compile(
    r"^(?:Unsatisfied version (?P<have>\d+)\.\S+ from _JUPYTERLAB\.CORE_OUTPUT of shared "
    r"singleton module @jupyterlab/[\w-]+ \(required \^(?P=have)\.\S+\)"
    r"|No satisfying version \(\^(?P<want>\d+)\.\S+\) of shared module @jupyterlab/[\w-]+ "
    r"found in shared scope default\.\nAvailable versions: (?P=want)\.\S+ from "
    r"_JUPYTERLAB\.CORE_OUTPUT)$")
"""The version notes Voila's "lab" page logs (13 with Voila 0.5.13, ipywidgets 8.1.9): a
module of its page's JupyterLab 4.2 used where 4.5–4.6 was asked for, same major version (see
docs/dashboard.md, "Versions")."""


def test_voila_render_from_jupyterlab_gives_its_kernel_back_and_asks_no_cdn_for_mathjax(
        chromium, app):
    """JupyterLab's "Render with Voilà" (``/voila/render/…`` on the same server) of the
    dashboard notebook: drawn; no request leaves 127.0.0.1 but Voila's template's Font
    Awesome (no MathJax from cdnjs); no console error and no version warning; leaving the page
    shuts its kernel down (its shutdown request carries ``_xsrf``: no 403)."""
    name = app.copy_notebook("dashboard.ipynb")
    context = chromium.new_context(viewport=VIEWPORT)
    page = context.new_page()
    watch = PageWatch(page)
    warnings: list[str] = []
    page.on("console", lambda m: warnings.append(m.text) if m.type == "warning" else None)
    try:
        page.goto(app.url(f"voila/render/{name}"))
        page.wait_for_selector(".pe-dashboard .pe-tab .pe-state svg", timeout=RENDER_TIMEOUT_MS)
        page.wait_for_load_state("networkidle")
        assert len(app.api("api/kernels")) == 1
        screenshot(page, "jupyterlab-voila-render")
        assert set(watch.foreign_requests()) <= VOILA_LAB_TEMPLATE_CDN, watch.foreign_requests()
        # Voila's "lab" template keeps webpack's notes on its page's older JupyterLab modules
        # (same major version) on the console; the dashboard's template files them away.
        # Nothing else: no note of another major version, none from another extension
        unexplained = [w for w in warnings if "version" in w.lower()
                       and not SAME_MAJOR_NOTE.match(w)]
        assert unexplained == [], "\n".join(unexplained)
        # offline, the two style sheets fail to load; nothing else may fail
        assert [e for e in page_problems(watch, app) if "Failed to load resource" not in e] == []
        page.close(run_before_unload=True)
    finally:
        context.close()
    deadline = time.monotonic() + 30
    while app.api("api/kernels") and time.monotonic() < deadline:
        time.sleep(0.3)
    assert app.api("api/kernels") == [], "leaving the page left its kernel running"
    # a refused shutdown is logged ("403 POST /voila/api/shutdown/…: '_xsrf' argument
    # missing"); a granted one (204) is not, at the server's log level
    refused = [line for line in app.log().splitlines()
               if "/voila/api/shutdown/" in line and "403" in line]
    assert refused == []
