"""The explorer in Notebook 7 (``jupyter notebook``, the interface many teachers use), in
Chromium: the same new user's notebook and teaching notebook as in JupyterLab
(``test_jupyterlab_browser.py``), on one ``jupyter notebook`` server for the module.
"""

from __future__ import annotations

import pytest

from .conftest import ARTIFACTS, screenshot
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
    server = JupyterApp("notebook", tmp_path_factory.mktemp("notebook7"))
    try:
        yield server
    finally:
        server.stop()
        save_log(server, ARTIFACTS)



def test_explorers_step_and_play_in_notebook7(browser_page, app):
    page, watch = browser_page
    played = check_explorers_step_and_play(page, watch, app)
    print("played in Notebook 7:", played)
    screenshot(page, "notebook7-explorers")
    assert page_problems(watch, app) == []
    assert watch.foreign_requests() == []


def test_a_teaching_notebook_runs_all_in_notebook7(browser_page, app):
    page, watch = browser_page
    check_teaching_notebook_runs(page, watch, app, "dice-pyramid.ipynb")
    assert page_problems(watch, app) == []
