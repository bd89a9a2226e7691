"""The explorer where most of its users run it: real JupyterLab in Chromium.

One ``jupyter lab`` for the module (``jupyter.JupyterApp``: 127.0.0.1, a random token, private
Jupyter folders, the venv's kernel). A new user's notebook is written and opened, Run All, and
both explorers are clicked; a packaged teaching notebook runs top to bottom; Voila's "Render"
page on the same server gives its kernel back and loads nothing from the internet; a narrow
output area keeps every panel readable.
"""

from __future__ import annotations

import pytest

from .conftest import ARTIFACTS, VIEWPORT, PageWatch, screenshot
from .jupyter import (
    JupyterApp,
    check_explorers_step_and_play,
    check_teaching_notebook_runs,
    page_problems,
    save_log,
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


@pytest.fixture()
def browser_page(chromium, app):
    """A fresh browser tab on the lab server and what it logged; its kernels are shut down
    afterwards, so each test starts from a quiet server."""
    context = chromium.new_context(viewport=VIEWPORT)
    page = context.new_page()
    watch = PageWatch(page)
    try:
        yield page, watch
    finally:
        context.close()
        app.shut_down_kernels()


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
