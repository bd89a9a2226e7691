"""A real JupyterHub (issue 37): the hub of deploy/jupyterhub/ (pip ``jupyterhub``, npm's
``configurable-http-proxy``, the dummy authenticator and the simple local-process spawner, all
on 127.0.0.1) with two learners, each with their own server, and one PostgreSQL store.

Learner A opens a table in their own server's dashboard; learner B opens its join link, which
the hub brings to B's own server, and takes P1 (A takes P2 the same way in theirs); a move on
B's page reaches A's page; B's server is stopped and started again through the hub, and B's
seat link brings B back to the same position.
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from pyramid_explorer.tables import TableStore

from .conftest import RENDER_TIMEOUT_MS, ROOT

IB = "im-bann-der-pyramide"
HUB_CONFIG = ROOT / "deploy" / "jupyterhub" / "jupyterhub_config.py"
SEAT_PAGE = ".pe-seat-page .pe-seat-table svg"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def hub_missing() -> str | None:
    """What the hub test needs and this machine lacks (``None``: nothing)."""
    try:
        import jupyterhub  # noqa: F401
    except ImportError:
        return "jupyterhub (pip install jupyterhub)"
    if shutil.which("configurable-http-proxy") is None:
        return "configurable-http-proxy (npm install -g configurable-http-proxy)"
    return None


class Hub:
    """``jupyterhub -f deploy/jupyterhub/jupyterhub_config.py`` in a folder of its own."""

    def __init__(self, tables: str) -> None:
        self.folder = Path(tempfile.mkdtemp(prefix="pe-hub-"))
        self.url = f"http://127.0.0.1:{free_port()}"
        self.token = secrets.token_hex(16)
        env = {**os.environ,
               "PYRAMID_EXPLORER_TABLES": tables, "PYRAMID_HUB_URL": self.url,
               "PYRAMID_HUB_PROXY_API": f"http://127.0.0.1:{free_port()}",
               "PYRAMID_HUB_AUTH": "dummy", "PYRAMID_HUB_SPAWNER": "simple",
               "PYRAMID_HUB_HOMES": str(self.folder / "homes"),
               "PYRAMID_HUB_ADMIN_TOKEN": self.token,
               "PYTHONPATH": os.pathsep.join([str(ROOT), *filter(None, [
                   os.environ.get("PYTHONPATH")])]),
               "PATH": os.pathsep.join([str(Path(sys.executable).parent),
                                        os.environ.get("PATH", "")])}
        self.log = open(self.folder / "hub.log", "w")  # noqa: SIM115 - closed in stop()
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "jupyterhub", "-f", str(HUB_CONFIG),
             f"--JupyterHub.hub_port={free_port()}"],
            cwd=self.folder, env=env, stdout=self.log, stderr=subprocess.STDOUT,
            start_new_session=True)
        deadline = time.monotonic() + 120
        while True:
            with contextlib.suppress(OSError):
                if self.api("GET", "/")["version"]:
                    break
            assert self.proc.poll() is None and time.monotonic() < deadline, self.output()
            time.sleep(0.5)

    def output(self) -> str:
        return (self.folder / "hub.log").read_text(errors="replace")[-4000:]

    def api(self, method: str, path: str) -> dict:
        request = urllib.request.Request(f"{self.url}/hub/api{path}", method=method,
                                         headers={"Authorization": f"token {self.token}"})
        with urllib.request.urlopen(request, timeout=30) as answer:
            body = answer.read()
        return json.loads(body) if body else {}

    def server_ready(self, name: str) -> bool:
        server = self.api("GET", f"/users/{name}").get("servers", {}).get("")
        return bool(server and server.get("ready"))

    def wait(self, condition, timeout: float = 180) -> None:
        deadline = time.monotonic() + timeout
        while not condition():
            assert time.monotonic() < deadline, self.output()
            time.sleep(0.5)

    def stop(self) -> None:
        if self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGTERM)  # the hub, its proxy and servers
            try:
                self.proc.wait(30)
            except subprocess.TimeoutExpired:
                os.killpg(self.proc.pid, signal.SIGKILL)
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(self.proc.pid, signal.SIGKILL)  # (what is left of the session)
        self.log.close()
        shutil.rmtree(self.folder, ignore_errors=True)


def log_in(chromium, hub: Hub, name: str, fragment: str = ""):
    """Learner ``name`` logs in; the hub starts their server on the dashboard."""
    page = chromium.new_context(viewport={"width": 1280, "height": 800}).new_page()
    page.goto(f"{hub.url}/hub/login")
    page.fill("#username_input", name)
    page.fill("#password_input", "any password")
    page.click("#login_submit")
    page.wait_for_url(f"**/user/{name}/voila/render/dashboard.ipynb*", timeout=180_000)
    if fragment:
        page.goto(f"{hub.url}/user/{name}/voila/render/dashboard.ipynb#{fragment}")
    # the tab shown (a link may open another game's tab than the first)
    page.wait_for_selector(".pe-dashboard .pe-tab:not(.lm-mod-hidden) .pe-state",
                           timeout=RENDER_TIMEOUT_MS)
    return page


def take_seat(page, join_link: str, seat: str) -> str:
    """On the join page the link opens, take ``seat`` (e.g. ``"P1"``); the seat's own link,
    shown once."""
    page.goto(join_link)
    page.wait_for_selector(".pe-join-seat", timeout=RENDER_TIMEOUT_MS)
    page.locator(".pe-join-seat", has_text=seat).first.click()
    page.wait_for_selector(SEAT_PAGE, timeout=RENDER_TIMEOUT_MS)
    assert f"You are {seat}" in page.inner_text(".pe-seat-page")
    kept = page.inner_text(".pe-join-kept-link")
    return kept[kept.index("http"):].split()[0]


@pytest.fixture
def hub(postgres_cluster):
    missing = hub_missing()
    if missing:
        if os.environ.get("CI"):
            pytest.fail(f"{missing} is missing: .ci/run installs it")
        pytest.skip(f"{missing} is not installed")
    url = postgres_cluster.new_database()
    running = Hub(url)
    running.tables = url
    try:
        yield running
    finally:
        running.stop()


def test_two_learners_on_their_own_servers_play_one_table_through_the_hub(chromium, hub):
    a = log_in(chromium, hub, "alice", f"v=1&g={IB}&s=3&n=2&l=en&b=human,human")
    tab = f".pe-tab-{IB}"
    a.click(f"{tab} .pe-btn-open-table")                          # A opens a table
    a.wait_for_selector(f"{tab} .pe-seat-link a", timeout=60_000)
    links = [el.get_attribute("href") for el in a.query_selector_all(f"{tab} .pe-seat-link a")]
    join = next(link for link in links if link.endswith("&join=1"))  # (projector-safe links)
    assert "/hub/user-redirect/voila/render/dashboard.ipynb#table=" in join
    code = join.split("#table=")[1].split("&")[0]

    b = log_in(chromium, hub, "bob")                              # B: their own server
    b_link = take_seat(b, join, "P1")                             # the hub: to B's server
    assert "/user/bob/" in b.url and "/user/bob/" in b_link
    a_link = take_seat(a, join, "P2")
    assert "/user/alice/" in a.url and a_link != b_link
    a.wait_for_timeout(1000)

    start = time.monotonic()
    b.locator(".pe-seat-moves button:visible").first.click()      # B's move …
    a.wait_for_function(                                          # … on A's page
        "() => document.querySelector('.pe-seat-log').innerText.includes('1. P1')",
        timeout=15_000)
    print(f"B's move shown on A's page (another server) after "
          f"{(time.monotonic() - start) * 1000:.0f} ms")
    b.wait_for_function(                                          # (B's own page too)
        "() => document.querySelector('.pe-seat-log').innerText.includes('1. P1')",
        timeout=15_000)
    log = b.inner_text(".pe-seat-log")

    hub.api("DELETE", "/users/bob/server")                        # B's server stopped …
    hub.wait(lambda: not hub.server_ready("bob"))
    hub.api("POST", "/users/bob/server")                          # … and started again
    hub.wait(lambda: hub.server_ready("bob"))
    b.goto(b_link)                                                # B's own seat link
    b.wait_for_selector(SEAT_PAGE, timeout=RENDER_TIMEOUT_MS)
    assert "You are P1" in b.inner_text(".pe-seat-page")
    assert b.inner_text(".pe-seat-log") == log                    # the same position
    store = TableStore(hub.tables)
    assert store.ply(code) == len(store.moves(code)) >= 1
