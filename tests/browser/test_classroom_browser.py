"""Two learners in Chromium on one classroom server: each page works, neither reaches the other's
kernel. The server is ``pyramid-explorer dashboard --classroom --host 127.0.0.1``; each learner
is a browser context of its own (own cookies, so its own identity)."""

from __future__ import annotations

import re

import pytest

from .conftest import RENDER_TIMEOUT_MS, VIEWPORT, Server

pytestmark = [pytest.mark.browser]

URL_LINE = re.compile(r"Pyramid Explorer dashboard: (http://127\.0\.0\.1:\d+/\?token=\S+)")

OPEN_SOCKET = """async (path) => await new Promise((resolve) => {
    const socket = new WebSocket(`ws://${location.host}${path}`);
    socket.onopen = () => { socket.close(); resolve("open"); };
    socket.onerror = () => resolve("refused");
    setTimeout(() => resolve("timeout"), 20000);
})"""


@pytest.fixture()
def classroom(browser_available):
    server = Server(args=["--classroom", "--host", "127.0.0.1", "--max-learners", "2",
                          "--preheat", "2"], url_line=URL_LINE)
    try:
        yield server.url
    finally:
        server.stop()


def test_two_learners_each_use_their_own_kernel_and_cannot_reach_the_others(classroom, chromium):
    pages = []
    for _ in range(2):
        context = chromium.new_context(viewport=VIEWPORT)
        page = context.new_page()
        page.goto(classroom)
        page.wait_for_selector(".pe-dashboard .pe-tab .pe-state", timeout=RENDER_TIMEOUT_MS)
        pages.append(page)
    ada, bo = pages
    kernel = re.search(r'"kernelId":\s*"([0-9a-f-]{36})"', ada.content()).group(1)
    channels = f"/api/kernels/{kernel}/channels?session_id=x"
    assert ada.evaluate(OPEN_SOCKET, channels) == "open"
    assert bo.evaluate(OPEN_SOCKET, channels) == "refused"
    assert bo.evaluate(OPEN_SOCKET, f"/voila/query/{kernel}") == "refused"
    ended = bo.evaluate("""async (kernel) => (await fetch(`/api/kernels/${kernel}`,
        {method: "DELETE", headers: {"X-XSRFToken": document.cookie.match(/_xsrf=([^;]+)/)[1]}}
    )).status""", kernel)
    assert ended == 403
    # bo's own page still works: a click on Step changes its table
    before = bo.inner_text(".pe-dashboard .pe-tab .pe-state")
    bo.click(".pe-dashboard .pe-tab .pe-btn-step")
    bo.wait_for_function("""(before) => document.querySelector(
        '.pe-dashboard .pe-tab .pe-state').innerText !== before""", arg=before, timeout=60_000)
    for page in pages:
        page.context.close()
