"""A learner's kernel answers only the browser that opened its page; the cap holds under a rush.

Real ``pyramid-explorer dashboard --classroom --host 127.0.0.1`` servers; each learner is an
HTTP client with its own cookie jar (a browser's identity is its login cookie) and a tornado
websocket client that sends that jar's cookies, as a browser does.
"""

from __future__ import annotations

import asyncio
import re
import signal
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from http.cookiejar import CookieJar

import pytest
from tornado.httpclient import HTTPClientError, HTTPRequest
from tornado.websocket import websocket_connect

from pyramid_explorer.serve.kernel import is_kernel
from pyramid_explorer.serve.launch import TOKEN_ENV

URL_LINE = re.compile(r"Pyramid Explorer dashboard: (http://127\.0\.0\.1:(\d+)/\?token=(\S+))")
KERNEL_ID = re.compile(r'"kernelId":\s*"([0-9a-f-]{36})"')
UUID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")


class Classroom:
    """A classroom server on 127.0.0.1 and everything it printed."""

    def __init__(self, *args: str) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "pyramid_explorer.cli", "dashboard", "--classroom", "--host",
             "127.0.0.1", "--port", "0", "--no-browser", *args],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        self.printed: list[str] = []
        match = None
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self.printed.append(line)
            match = URL_LINE.search(line)
            if match:
                break
        threading.Thread(target=lambda: self.printed.extend(self.proc.stdout), daemon=True).start()
        if not match:
            self.stop()
            raise AssertionError("no URL printed:\n" + "".join(self.printed))
        self.link, self.port, self.token = match.group(1), match.group(2), match.group(3)
        self.base = f"http://127.0.0.1:{self.port}"

    def count(self, text: str) -> int:
        """How many printed lines so far contain ``text``."""
        return sum(text in line for line in list(self.printed))

    def wait_for(self, text: str, count: int, timeout: float = 120.0) -> None:
        """Until ``count`` printed lines contain ``text`` (fails after ``timeout`` seconds)."""
        deadline = time.monotonic() + timeout
        while self.count(text) < count:
            assert time.monotonic() < deadline, (
                f"the server did not print {text!r} {count} times:\n" + "".join(self.printed))
            time.sleep(0.05)

    def stop(self) -> None:
        self.proc.send_signal(signal.SIGTERM)
        try:
            self.proc.wait(30)
        except subprocess.TimeoutExpired:
            self.proc.kill()


class Browser:
    """One learner's browser: its own cookies."""

    def __init__(self, server: Classroom) -> None:
        self.server, self.jar = server, CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.jar))

    def fetch(self, path: str, method: str = "GET", data: dict | None = None) -> tuple[int, str]:
        body = urllib.parse.urlencode(data).encode() if data is not None else None
        request = urllib.request.Request(self.server.base + path, method=method, data=body)
        try:
            with self.opener.open(request, timeout=240) as response:
                return response.status, response.read().decode(errors="replace")
        except urllib.error.HTTPError as error:
            return error.code, error.read().decode(errors="replace")

    def open_dashboard(self) -> str:
        """Open the link; the id of the kernel the page was given."""
        status, page = self.fetch(f"/?token={self.server.token}")
        assert status == 200, page[:500]
        return KERNEL_ID.search(page).group(1)

    def cookie(self, name: str) -> str:
        return {c.name: c.value for c in self.jar}[name]

    def websocket(self, path: str) -> int:
        """101 if the websocket at ``path`` opened, else the HTTP status it was refused with."""
        cookies = "; ".join(f"{c.name}={c.value}" for c in self.jar)

        async def connect() -> int:
            request = HTTPRequest(f"ws://127.0.0.1:{self.server.port}{path}",
                                  headers={"Cookie": cookies} if cookies else {})
            try:
                connection = await websocket_connect(request)
            except HTTPClientError as error:
                return error.code
            connection.close()
            return 101

        # a thread of its own: an earlier test (Playwright's sync API, nbclient) may leave an
        # event loop running in this one, and asyncio.run refuses to nest
        result: list[int] = []
        worker = threading.Thread(target=lambda: result.append(asyncio.run(connect())))
        worker.start()
        worker.join(240)
        assert result, f"no answer from {path}"
        return result[0]


@pytest.fixture(scope="module")
def classroom():
    server = Classroom("--max-learners", "4")
    try:
        yield server
    finally:
        server.stop()


def test_another_browser_with_the_link_cannot_use_read_or_end_a_learners_kernel(classroom):
    ada, bo = Browser(classroom), Browser(classroom)
    kernel = ada.open_dashboard()
    bo.open_dashboard()
    token = classroom.token
    channels = f"/api/kernels/{kernel}/channels?session_id=x"
    # the other browser, token and kernel id in hand: every door is shut
    assert bo.websocket(channels + f"&token={token}") == 403  # read the hand, push HTML
    assert bo.websocket(f"/voila/query/{kernel}?token={token}") == 403  # the page's request
    assert bo.fetch(f"/api/kernels/{kernel}?token={token}")[0] == 403
    assert bo.fetch(f"/api/kernels/{kernel}?token={token}", "DELETE")[0] == 403
    assert bo.fetch(f"/voila/api/shutdown/{kernel}", "POST",
                    {"_xsrf": bo.cookie("_xsrf")})[0] == 403
    # its owner's page connects, and its kernel still runs
    assert ada.websocket(channels) == 101
    assert ada.websocket(f"/voila/query/{kernel}") == 101
    assert ada.fetch(f"/api/kernels/{kernel}")[0] == 200
    # the owner's closed tab ends it
    assert ada.fetch(f"/voila/api/shutdown/{kernel}", "POST",
                     {"_xsrf": ada.cookie("_xsrf")})[0] == 204


def test_the_page_request_info_needs_the_token(classroom):
    kernel = Browser(classroom).open_dashboard()
    stranger = Browser(classroom)  # no token, no cookie
    assert stranger.websocket(f"/voila/query/{kernel}") == 403


def test_the_terminal_shows_no_kernel_id_and_no_token_but_in_the_link(classroom):
    said = classroom.count("Kernel started") + classroom.count("Using pre-heated kernel")
    Browser(classroom).open_dashboard()
    # the page took a pre-heated kernel or had one started (the module's earlier pages may
    # hold every place of the cap), and the server says which
    deadline = time.monotonic() + 120
    while classroom.count("Kernel started") + classroom.count("Using pre-heated kernel") <= said:
        assert time.monotonic() < deadline, "the server said nothing of the page's kernel"
        time.sleep(0.05)
    printed = "".join(classroom.printed)
    after_link = printed[printed.index(classroom.link) + len(classroom.link):]
    after_link = after_link.replace(classroom.link, "")  # the link line itself
    assert "Kernel started" in printed  # the server does say what it does
    leaked = [line for line in printed.splitlines() if UUID.search(line)]
    assert not leaked, leaked
    assert classroom.token not in after_link


def test_the_token_is_on_no_command_line_and_not_handed_to_kernels(classroom):
    import psutil

    Browser(classroom).open_dashboard()
    processes = psutil.Process(classroom.proc.pid).children(recursive=True)
    kernels = [p for p in processes if is_kernel(p.cmdline())]
    assert processes and kernels
    # `ps` shows every command line to every user of the teacher's laptop
    for process in processes:
        assert classroom.token not in " ".join(process.cmdline())
    # the server took it out of its environment before starting any kernel (a kernel sees
    # only its own page's address, which Voila hands it as the page's request)
    for kernel in kernels:
        assert TOKEN_ENV not in kernel.environ()


def test_simultaneous_visits_never_overrun_the_cap_and_unconnected_pages_give_back():
    server = Classroom("--max-learners", "3", "--connect-timeout", "5s")
    try:
        visitors = [Browser(server) for _ in range(6)]
        start = threading.Barrier(len(visitors))
        statuses: list[int] = []

        def visit(browser: Browser) -> None:
            start.wait()
            statuses.append(browser.fetch(f"/?token={server.token}")[0])

        threads = [threading.Thread(target=visit, args=(v,)) for v in visitors]
        for t in threads:
            t.start()
        for t in threads:
            t.join(300)
        assert sorted(statuses) == [200, 200, 200, 503, 503, 503]
        # none of the three pages connected (plain GETs, no browser): their places come back
        # within the connect timeout, not at the 15-minute idle cull
        deadline = time.monotonic() + 90
        while time.monotonic() < deadline:
            status, _ = Browser(server).fetch(f"/?token={server.token}")
            if status == 200:
                break
            time.sleep(3)
        assert status == 200, "the places of pages that never connected were not given back"
        assert "a page never connected to its kernel" in "".join(server.printed)
    finally:
        server.stop()
