"""``pyramid-explorer dashboard --classroom`` as a teacher starts it, on ``--host 127.0.0.1``.

Tests send traffic to 127.0.0.1 only, so the classroom server is started on that address (the
command's default is the detected network address, unit-tested in ``test_serving.py`` without
sending anything). One server for the module: started with ``--max-learners 1`` so that the
second learner meets the friendly "class is full" page.
"""

from __future__ import annotations

import re
import signal
import subprocess
import sys
import threading
import urllib.error
import urllib.request

import pytest

from pyramid_explorer.serve import classroom

URL_LINE = re.compile(r"Pyramid Explorer dashboard: (http://([\d.]+):(\d+)/\?token=(\S+))")


@pytest.fixture(scope="module")
def server():
    proc = subprocess.Popen(
        [sys.executable, "-m", "pyramid_explorer.cli", "dashboard", "--classroom", "--host", "127.0.0.1",
         "--port", "0", "--no-browser", "--max-learners", "1"],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    printed: list[str] = []
    match = None
    assert proc.stdout is not None
    for line in proc.stdout:
        printed.append(line)
        match = URL_LINE.search(line)
        if match:
            break
    threading.Thread(target=lambda: printed.extend(proc.stdout), daemon=True).start()
    try:
        assert match, "the classroom dashboard printed no URL:\n" + "".join(printed)
        yield match, "".join(printed)
    finally:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(20)
        except subprocess.TimeoutExpired:
            proc.kill()


def fetch(url: str, language: str = "en") -> tuple[int, str]:
    request = urllib.request.Request(url, headers={"Accept-Language": language})
    try:
        with urllib.request.urlopen(request, timeout=180) as response:
            return response.status, response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode()


def test_it_serves_the_address_asked_for_and_prints_the_link_as_a_qr_code(server):
    match, printed = server
    url, host = match.group(1), match.group(2)
    assert host == "127.0.0.1"
    assert classroom.qr_code(url) in printed  # the code a phone scans is exactly this link
    assert "reachable from the whole local network" in printed
    assert "At most 1 learners at once" in printed


def test_without_the_token_a_visitor_gets_403_and_a_page_saying_why(server):
    match, _ = server
    base = f"http://{match.group(2)}:{match.group(3)}/"
    for url in (base, base + "?token=wrong", base + "api/kernels"):
        status, body = fetch(url)
        assert status == 403, url
        assert "Traceback" not in body
    status, body = fetch(base)
    assert "This link is missing its key" in body and "Diesem Link fehlt der Schlüssel" in body


def test_the_learner_past_the_cap_sees_that_the_class_is_full(server):
    match, _ = server
    status, page = fetch(match.group(1))
    assert status == 200 and "application/vnd.jupyter.widget-view+json" in page
    status, page = fetch(match.group(1), "de-DE,de;q=0.9")
    assert status == 503
    assert page.index("Die Klasse ist voll") < page.index("The class is full")
    assert "Alle Plätze auf diesem Dashboard (1) sind belegt" in page
