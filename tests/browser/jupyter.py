"""Real JupyterLab and Notebook 7 for the browser tests: a server, a notebook, its cells run.

:class:`JupyterApp` starts ``jupyter lab`` or ``jupyter notebook`` as a user does, on 127.0.0.1
with a random token and a free port (``--port 0``; the URL is read from the server's output),
serving a temporary folder. Each server gets its own ``JUPYTER_CONFIG_DIR``, ``JUPYTER_DATA_DIR``
and ``JUPYTER_RUNTIME_DIR`` under that folder, so the settings, workspaces and kernels of the
user running the tests cannot change what is tested; the environment's own configuration
(``<venv>/etc/jupyter``: the server extensions installed with the packages; this package's
own data-files from the checkout, see ``INSTALLED_CONFIG``) and its ``python3`` kernel (the
venv's Python, with this checkout first on ``PYTHONPATH``) are used, as a user of the venv
has them.

The page's application object is exposed (``expose_app_in_browser``, what JupyterLab's own
test tool Galata does), so a test runs *Run All* through the same command the menu runs and
waits for the kernel through the notebook's own session, not a guessed pause.
"""

from __future__ import annotations

import json
import os
import re
import secrets
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "pyramid_explorer" / "notebooks"
INSTALLED_CONFIG = ROOT / "jupyter-config"
"""What pip installs into ``<prefix>/etc/jupyter`` (pyproject's data-files): the package's
server extensions turned on. An editable install copies no data-files, so the harness puts
the checkout's folder on ``JUPYTER_CONFIG_PATH``, as an installed package has it."""
VENV_BIN = Path(sys.executable).parent
URL_LINE = re.compile(r"(http://127\.0\.0\.1:\d+)/(?:lab|tree)\b")
APPS = {"lab": ("lab", "LabApp"), "notebook": ("notebook", "JupyterNotebookApp")}
"""The two interfaces: the ``jupyter`` subcommand and its application's configuration name."""
START_TIMEOUT = 120
RUN_TIMEOUT_MS = 180_000


def notebook_json(*sources: str) -> str:
    """A notebook (nbformat 4, the venv's ``python3`` kernel) with one code cell per source.

    >>> nb = json.loads(notebook_json("1 + 1"))
    >>> nb["cells"][0]["source"], nb["metadata"]["kernelspec"]["name"]
    ('1 + 1', 'python3')
    """
    cells = [{"cell_type": "code", "execution_count": None, "id": f"cell-{i}", "metadata": {},
              "outputs": [], "source": source} for i, source in enumerate(sources)]
    return json.dumps({
        "cells": cells, "nbformat": 4, "nbformat_minor": 5,
        "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3 (ipykernel)",
                                    "language": "python"},
                     "language_info": {"name": "python"}}}, indent=1)


class JupyterApp:
    """A running ``jupyter lab`` or ``jupyter notebook`` serving ``folder``.

    ``base`` is ``http://127.0.0.1:<port>``; :meth:`url` adds the token to a path.
    """

    def __init__(self, kind: str, folder: Path, extra_args: tuple[str, ...] = ()) -> None:
        command, app = APPS[kind]
        self.kind = kind
        self.folder = folder
        self.notebooks = folder / "notebooks"
        self.notebooks.mkdir(parents=True, exist_ok=True)
        self.token = secrets.token_hex(16)
        self.log_path = folder / f"jupyter-{kind}.log"
        home = folder / "jupyter-home"
        quiet = home / "config" / "lab" / "user-settings" / "@jupyterlab" / "apputils-extension"
        quiet.mkdir(parents=True, exist_ok=True)  # no "notified about news?" toast on the cells
        (quiet / "notification.jupyterlab-settings").write_text(
            json.dumps({"fetchNews": "false", "checkForUpdates": False}))
        self.env = {k: v for k, v in os.environ.items() if not k.startswith("JUPYTER")}
        self.env.update(
            JUPYTER_CONFIG_DIR=str(home / "config"), JUPYTER_DATA_DIR=str(home / "data"),
            JUPYTER_RUNTIME_DIR=str(home / "runtime"), JUPYTER_PLATFORM_DIRS="1",
            JUPYTER_CONFIG_PATH=str(INSTALLED_CONFIG),
            PYTHONPATH=os.pathsep.join(p for p in (str(ROOT), os.environ.get("PYTHONPATH"))
                                       if p),
            PATH=os.pathsep.join((str(VENV_BIN), os.environ.get("PATH", ""))))
        args = [str(VENV_BIN / "jupyter"), command, "--no-browser", "--ip", "127.0.0.1",
                "--port", "0", f"--IdentityProvider.token={self.token}",
                "--ServerApp.port_retries=0", f"--notebook-dir={self.notebooks}",
                f"--{app}.expose_app_in_browser=True", *extra_args]
        if os.geteuid() == 0:  # containers and CI run as root
            args.append("--allow-root")
        self._log = self.log_path.open("w+")
        self.proc = subprocess.Popen(args, stdout=self._log, stderr=subprocess.STDOUT,
                                     text=True, env=self.env, cwd=str(self.notebooks),
                                     start_new_session=True)
        self.base = self._read_base()

    def _read_base(self) -> str:
        deadline = time.monotonic() + START_TIMEOUT
        while time.monotonic() < deadline and self.proc.poll() is None:
            m = URL_LINE.search(self.log())
            if m:
                return m.group(1)
            time.sleep(0.2)
        self.stop()
        raise AssertionError(f"jupyter {self.kind} did not start:\n{self.log()[-3000:]}")

    def log(self) -> str:
        """Everything the server has written so far."""
        return self.log_path.read_text(errors="replace")

    def url(self, path: str) -> str:
        """``path`` on this server, with the token (the link a user is given)."""
        sep = "&" if "?" in path else "?"
        return f"{self.base}/{path.lstrip('/')}{sep}token={self.token}"

    def notebook_url(self, name: str) -> str:
        """Where this interface opens the notebook ``name`` (``lab/tree/…`` or
        ``notebooks/…``)."""
        # "reset": JupyterLab would otherwise restore the notebooks the last page had open
        # (its workspace is kept on the server) and Run All could go to one of them
        return self.url(f"lab/tree/{name}?reset" if self.kind == "lab" else f"notebooks/{name}")

    def jupyter(self, *args: str) -> str:
        """``jupyter ARGS`` in this server's environment (its configuration folders)."""
        done = subprocess.run([str(VENV_BIN / "jupyter"), *args], env=self.env,
                              capture_output=True, text=True, timeout=120)
        return done.stdout + done.stderr

    def write_notebook(self, name: str, *sources: str) -> str:
        (self.notebooks / name).write_text(notebook_json(*sources))
        return name

    def copy_notebook(self, packaged: str) -> str:
        """Copy a packaged teaching notebook into the served folder; its name there."""
        (self.notebooks / packaged).write_bytes((NOTEBOOKS / packaged).read_bytes())
        return packaged

    def api(self, path: str, method: str = "GET") -> object:
        """A call to the server's REST API (``api/…``) with the token; its JSON answer."""
        request = urllib.request.Request(f"{self.base}/{path.lstrip('/')}", method=method,
                                         headers={"Authorization": f"token {self.token}"})
        with urllib.request.urlopen(request, timeout=60) as answer:
            body = answer.read()
        return json.loads(body) if body else None

    def shut_down_kernels(self) -> None:
        """End every notebook session and its kernel (what closing the notebooks does)."""
        for session in self.api("api/sessions"):
            self.api(f"api/sessions/{session['id']}", method="DELETE")

    def stop(self) -> None:
        """Stop the server and every kernel it started (SIGINT twice, as Ctrl-C)."""
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(30)
            except subprocess.TimeoutExpired:
                os.killpg(self.proc.pid, signal.SIGKILL)
                self.proc.wait(10)
        self._log.close()


# -- the page ---------------------------------------------------------------------------------

WAIT_APP = """() => !!(window.jupyterapp && window.jupyterapp.shell
                     && window.jupyterapp.shell.currentWidget
                     && window.jupyterapp.shell.currentWidget.sessionContext)"""
KERNEL_READY = """() => { const w = window.jupyterapp.shell.currentWidget;
  const k = w && w.sessionContext && w.sessionContext.session
            && w.sessionContext.session.kernel;
  return !!k && k.connectionStatus === 'connected' && k.status === 'idle'; }"""
RUN_ALL = """async () => { const app = window.jupyterapp;
  app.shell.activateById(app.shell.currentWidget.id);  // the notebook the commands act on
  await app.commands.execute('notebook:run-all-cells'); return true; }"""
ALL_RUN = """() => { const w = window.jupyterapp.shell.currentWidget;
  const cells = w.content.widgets.filter(c => c.model.type === 'code');
  const k = w.sessionContext.session && w.sessionContext.session.kernel;
  return cells.length > 0 && cells.every(c => c.model.executionCount !== null
                                              && !c.promptNode.innerText.includes('*'))
         && !!k && k.status === 'idle'; }"""
ERROR_OUTPUTS = """() => { const w = window.jupyterapp.shell.currentWidget;
  const out = [];
  w.content.widgets.forEach((c, i) => {
    if (c.model.type !== 'code') return;
    for (let j = 0; j < c.model.outputs.length; j++) {
      const o = c.model.outputs.get(j).toJSON();
      if (o.output_type === 'error') out.push(`cell ${i}: ${o.ename}: ${o.evalue}`);
      else if (o.output_type === 'stream' && o.name === 'stderr')
        out.push(`cell ${i} stderr: ${[].concat(o.text).join('')}`);
    }
  });
  return out; }"""


def open_notebook(page, app: JupyterApp, name: str) -> None:
    """Open ``name`` in ``app``'s interface and wait until its kernel is idle."""
    page.goto(app.notebook_url(name))
    page.wait_for_function(WAIT_APP, timeout=RUN_TIMEOUT_MS)
    page.wait_for_function(KERNEL_READY, timeout=RUN_TIMEOUT_MS)


RUN_STATE = """() => { const w = window.jupyterapp.shell.currentWidget;
  const k = w.sessionContext.session && w.sessionContext.session.kernel;
  return {kernel: k ? k.status : null,
          counts: w.content.widgets.filter(c => c.model.type === 'code')
                   .map(c => c.model.executionCount),
          dialogs: [...document.querySelectorAll('.jp-Dialog')].map(d => d.innerText)}; }"""


def run_all(page) -> None:
    """*Run All Cells* (the Run menu's command), then wait until every cell has run."""
    page.evaluate(RUN_ALL)
    try:
        page.wait_for_function(ALL_RUN, timeout=RUN_TIMEOUT_MS, polling=250)
    except Exception as exc:
        raise AssertionError(f"Run All did not finish: {page.evaluate(RUN_STATE)}") from exc


def error_outputs(page) -> list[str]:
    """Every error and every stderr stream in the open notebook's outputs."""
    return page.evaluate(ERROR_OUTPUTS)


# -- what a user does with the explorer in a notebook ----------------------------------------

EXPLORER_CELLS = ("from pyramid_explorer.ui import Explorer",
                  'Explorer("dice-pyramid", seed=7)',
                  'Explorer("ramses-pyramid", seed=3, players=2)')
"""A new user's notebook: the import, Dice Pyramid, and a second game."""
ROOT_SEL = ".pe-root"
MOVES = """(i) => [...document.querySelectorAll('.pe-root')[i].querySelectorAll('.pe-moves button')]
  .map((b, n) => [n, b.innerText.trim(), !b.disabled && b.offsetParent !== null
                  && !b.matches('.pe-btn-roll, .pe-btn-apply_outcome')])"""
"""Every button of an explorer's moves panel: its place, its words, whether it is a move one
can click now (shown, enabled; not the chance step's Roll or dice editor)."""
DIE = re.compile(r"^[\u2680-\u2685]")
"""A die to pick for a re-roll (⚀…⚅) is a choice within a move, not a move."""
STEP_TIMEOUT_MS = 90_000


def explorer_state(page, index: int) -> str:
    """The table panel (status line and drawing) of the ``index``-th explorer on the page."""
    return page.locator(f"{ROOT_SEL} .pe-state").nth(index).inner_html()


def wait_state_change(page, index: int, before: str) -> str:
    page.wait_for_function(
        """([i, before]) => { const el = document.querySelectorAll('.pe-root .pe-state')[i];
                              return !!el && el.innerHTML !== before; }""",
        arg=[index, before], timeout=STEP_TIMEOUT_MS)
    return explorer_state(page, index)


def status(page, index: int) -> str:
    return page.locator(f"{ROOT_SEL} .pe-state .pe-status").nth(index).inner_text()


def settle(page) -> None:
    """Wait until the kernel has handled every click so far and the page has drawn it: the
    notebook's kernel idle (its answers to a widget message come before its idle status), then
    one animation frame."""
    page.wait_for_function(KERNEL_READY, timeout=STEP_TIMEOUT_MS, polling=100)
    page.evaluate("() => new Promise(done => requestAnimationFrame(() => done(true)))")


def click_step(page, index: int) -> str:
    """Click the ``index``-th explorer's Step (or Roll) button; its new table panel."""
    before = explorer_state(page, index)
    page.locator(ROOT_SEL).nth(index).locator(".pe-btn-step").click()
    return wait_state_change(page, index, before)


def click_a_move(page, index: int) -> str:
    """Click the last move button of the ``index``-th explorer; the words of the move."""
    settle(page)  # the moves panel is redrawn after the table
    buttons = page.evaluate(MOVES, index)
    choices = [(n, label) for n, label, live in buttons if live and label and not DIE.match(label)]
    assert choices, f"no move offered: {buttons}"
    n, label = choices[-1]
    before = explorer_state(page, index)
    page.locator(ROOT_SEL).nth(index).locator(".pe-moves button").nth(n).click()
    wait_state_change(page, index, before)
    return label


def wait_explorers(page, count: int) -> None:
    """Wait until ``count`` explorers have drawn their table."""
    page.wait_for_function(
        "(n) => document.querySelectorAll('.pe-root .pe-state svg').length >= n",
        arg=count, timeout=RUN_TIMEOUT_MS)


def check_explorers_step_and_play(page, watch, app: JupyterApp) -> list[str]:
    """The new user's notebook, run: both explorers drawn; in each, Step changes the table and
    a move button plays (the table changes again) while the *other* explorer stays as it was;
    the page's address stays what the interface made it. Returns the moves played."""
    name = app.write_notebook("first-steps.ipynb", *EXPLORER_CELLS)
    open_notebook(page, app, name)
    address = page.url
    run_all(page)
    wait_explorers(page, 2)
    assert page.locator(ROOT_SEL).count() == 2
    assert status(page, 0).startswith("Step 0") and status(page, 1).startswith("Step 0")
    played = []
    for index in (0, 1):
        other = 1 - index
        other_before = explorer_state(page, other)
        click_step(page, index)                       # the first roll
        assert status(page, index).startswith("Step 1"), status(page, index)
        played.append(click_a_move(page, index))
        assert status(page, index).startswith("Step 2"), status(page, index)
        assert explorer_state(page, other) == other_before, "the other explorer moved too"
    assert page.url == address, f"the explorer changed the page's address to {page.url}"
    assert error_outputs(page) == []
    return played


def check_teaching_notebook_runs(page, watch, app: JupyterApp, notebook: str) -> None:
    """A packaged teaching notebook, copied to the served folder and *Run All*: no cell
    shows an error (or anything on stderr), its explorer is drawn."""
    name = app.copy_notebook(notebook)
    open_notebook(page, app, name)
    run_all(page)
    assert error_outputs(page) == []
    wait_explorers(page, 1)
    assert page.locator(f"{ROOT_SEL} .pe-state svg").count() >= 1


NOTEBOOK7_OWN_ERRORS = ("Cannot read properties of undefined (reading 'schema')",)
"""Page errors Notebook 7 (7.6.5) throws by itself, with a notebook holding only ``1 + 1``:
its keyboard-shortcut settings plugin reads the schema of a plugin it never registered."""


def page_problems(watch, app: JupyterApp) -> list[str]:
    """The page's errors (uncaught and console), without the interface's own known ones."""
    own = NOTEBOOK7_OWN_ERRORS if app.kind == "notebook" else ()
    return [e for e in watch.page_errors + watch.console_errors
            if not any(known in e for known in own)]


def save_log(app: JupyterApp, artifacts: Path) -> Path:
    """Copy the server's log to ``test-artifacts/`` (read it when a test failed)."""
    artifacts.mkdir(exist_ok=True)
    path = artifacts / f"jupyter-{app.kind}.log"
    path.write_text(app.log())
    return path


CLIPPED = """() => {
  const out = [];
  for (const b of document.querySelectorAll('.pe-root button')) {
    if (b.offsetParent === null || !b.innerText.trim()) continue;
    const has = b.getBoundingClientRect().width;
    const saved = [b.style.width, b.style.minWidth, b.style.maxWidth, b.style.flex];
    Object.assign(b.style, {width: 'max-content', minWidth: '0', maxWidth: 'none', flex: 'none'});
    const needs = b.getBoundingClientRect().width;
    [b.style.width, b.style.minWidth, b.style.maxWidth, b.style.flex] = saved;
    if (needs - has > 0.01) out.push(`${b.innerText.trim()} (needs ${needs.toFixed(2)} px, `
                                  + `has ${has.toFixed(2)})`);
  }
  for (const p of document.querySelectorAll('.pe-root, .pe-root .pe-panel')) {
    const cs = getComputedStyle(p);
    if (p.offsetParent === null || cs.overflowX === 'visible') continue;
    // a box that sticks out (its margins may: they hold nothing to read)
    const edge = p.getBoundingClientRect().right - parseFloat(cs.borderRightWidth);
    const out_ = [...p.querySelectorAll('*')].find(
      el => el.offsetParent !== null && el.getBoundingClientRect().right > edge + 1);
    if (out_) out.push(`${p.className.split(' ').filter(c => c.startsWith('pe-')).join('.')}: `
                       + `${out_.tagName}.${out_.className} ends past its edge`);
  }
  return out; }"""
"""Every shown button of every explorer whose words do not fit inside it (cut off with "…":
it would be wider at its content's width), and every panel that clips or scrolls sideways
what it holds: nothing a reader cannot read."""
OUTPUT_WIDTH = "() => document.querySelector('.pe-root').closest('.jp-OutputArea-output')" \
               ".clientWidth"


def clipped(page) -> list[str]:
    """What :data:`CLIPPED` finds on the page."""
    return page.evaluate(CLIPPED)
