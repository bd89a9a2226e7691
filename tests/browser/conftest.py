"""Browser fixtures: the dashboard started as a user starts it, and headless Debian Chromium.

The dashboard runs through the real command (``pyramid-explorer dashboard --no-browser`` on a
free port). Chromium is Debian's ``/usr/bin/chromium`` (Playwright cannot download browsers
here). When Chromium or Playwright is missing the tests are skipped on a developer machine but
**fail** when the ``CI`` environment variable is set, so CI never skips them silently.
"""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from urllib.parse import urlparse

import pytest

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--no-first-run", "--disable-sync", "--disable-quic",
]
ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts"
DOCS_IMG = ROOT / "docs" / "img"
URL_LINE = re.compile(r"Pyramid Explorer dashboard: (http://127\.0\.0\.1:\d+/)")
VIEWPORT = {"width": 1280, "height": 800}
RENDER_TIMEOUT_MS = 180_000
UPDATE_ENV = "PE_UPDATE_SCREENSHOTS"


def _missing_browser() -> str | None:
    if not os.path.exists(CHROMIUM):
        return f"{CHROMIUM} is not installed (apt-get install chromium)"
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "playwright is not installed (pip install -e '.[test]')"
    return None


@pytest.fixture(scope="session")
def browser_available() -> None:
    problem = _missing_browser()
    if problem:
        if os.environ.get("CI"):
            pytest.fail(f"browser tests cannot run in CI: {problem}")
        pytest.skip(problem)


class Server:
    """A running ``pyramid-explorer dashboard`` process (on 127.0.0.1, a free port), the URL
    it printed (``url_line``'s first group) and everything it said (``output``, read on
    while it runs, so its pipe never fills up). ``args`` are more of the command's options.
    """

    def __init__(self, notebook: str = "dashboard", env: dict[str, str] | None = None,
                 args: Sequence[str] = (), url_line: re.Pattern[str] = URL_LINE) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "pyramid_explorer.cli", "dashboard", "--no-browser",
             "--port", "0", "--notebook", notebook, *args],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, cwd=str(ROOT),
            env={**os.environ, **(env or {})})
        self.output: list[str] = []
        self.url_line = url_line
        self.url = self._read_url()
        stdout = self.proc.stdout
        threading.Thread(target=lambda: self.output.extend(stdout), daemon=True).start()

    def _read_url(self, timeout: float = 120) -> str:
        deadline = time.monotonic() + timeout
        assert self.proc.stdout is not None
        while time.monotonic() < deadline:
            line = self.proc.stdout.readline()
            if not line:
                break
            self.output.append(line)
            m = self.url_line.search(line)
            if m:
                return m.group(1)
        self.stop()
        raise AssertionError("the dashboard did not start:\n" + "".join(self.output))

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(20)
            except subprocess.TimeoutExpired:
                self.proc.kill()


@pytest.fixture(scope="session")
def dashboard_url(browser_available: None) -> Iterator[str]:
    server = Server()
    try:
        yield server.url
    finally:
        server.stop()


@pytest.fixture(scope="module")
def chromium(browser_available: None):
    """Headless Chromium for one test module. Playwright's sync API keeps its event loop set
    as the main thread's running loop while it is open; closed after each module, it cannot
    leak into the tests that follow (a shared table's page would take that loop for its
    kernel's and schedule its store watcher there)."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        try:
            yield browser
        finally:
            browser.close()


class PageWatch:
    """What a page did: console errors, uncaught exceptions, and every requested URL."""

    def __init__(self, page) -> None:
        self.page = page
        self.console_errors: list[str] = []
        self.plotly_warnings: list[str] = []  # plotly.js warns through console.trace
        self.page_errors: list[str] = []
        self.page_error_stacks: list[str] = []  # (where each page error came from)
        self.requests: list[str] = []
        page.on("console", self._console)
        page.on("pageerror", self._page_error)
        page.on("request", lambda request: self.requests.append(request.url))

    def _page_error(self, exc) -> None:
        self.page_errors.append(str(exc))
        self.page_error_stacks.append(f"{exc}\n{getattr(exc, 'stack', '') or ''}\n"
                                      f"at {self.page.url}")

    def _console(self, message) -> None:
        if message.type == "error":
            self.console_errors.append(message.text)
        elif message.type == "trace" and message.text.startswith("WARN:"):
            self.plotly_warnings.append(message.text)

    def foreign_requests(self) -> list[str]:
        """Requests to any host other than 127.0.0.1 (``data:``/``blob:`` URLs are local)."""
        out = []
        for url in self.requests:
            parsed = urlparse(url)
            if parsed.scheme in ("data", "blob", "about"):
                continue
            if parsed.hostname != "127.0.0.1":
                out.append(url)
        return out


def open_dashboard(chromium, url: str):
    """A fresh page on the dashboard, waited for until the first tab's explorer is drawn."""
    context = chromium.new_context(viewport=VIEWPORT, accept_downloads=True)
    page = context.new_page()
    watch = PageWatch(page)
    page.goto(url)
    page.wait_for_selector(".pe-dashboard .pe-tab .pe-state", timeout=RENDER_TIMEOUT_MS)
    return page, watch


def settle(page) -> None:
    """Wait until the kernel has handled everything the page sent so far (a key, a click, a
    menu turned) and its answer is drawn: the page bridge's ``settled()`` (a ping the kernel
    answers after the messages before it), not a guessed pause."""
    page.evaluate("() => window.pyramidExplorer.settled()")
    page.evaluate("() => new Promise(done => requestAnimationFrame(() => done(true)))")


def update_docs_screenshots() -> bool:
    """Whether screenshots also go to ``docs/img/`` (only when ``PE_UPDATE_SCREENSHOTS=1``).

    An ordinary test run must not change files under version control.
    """
    return os.environ.get(UPDATE_ENV, "") == "1"


def screenshot(page, name: str) -> Path:
    """Write ``test-artifacts/<name>.png``; copy it to ``docs/img/`` when asked to.

    ``PE_UPDATE_SCREENSHOTS=1`` copies it (to refresh the pictures in the docs); otherwise
    ``docs/img/`` is left alone, so a test run leaves the work tree clean.
    """
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    page.set_viewport_size({"width": VIEWPORT["width"], "height": 1500})  # the whole tab
    try:
        page.wait_for_timeout(300)  # let plotly relayout to the new height
        page.screenshot(path=str(path))
    finally:
        page.set_viewport_size(VIEWPORT)
    if update_docs_screenshots():
        DOCS_IMG.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, DOCS_IMG / path.name)
    return path


@pytest.fixture()
def browser_page(chromium, app):
    """A fresh browser tab on the module's Jupyter server (``app``: JupyterLab or Notebook 7)
    and what it logged; its kernels are shut down afterwards, so each test starts from a quiet
    server."""
    context = chromium.new_context(viewport=VIEWPORT)
    page = context.new_page()
    watch = PageWatch(page)
    try:
        yield page, watch
    finally:
        context.close()
        app.shut_down_kernels()
