"""The served dashboard answers only what it must: the notebook's own pictures behind the token,
only to loopback names or the address served, and 404/403 (never 500) for odd paths."""

from __future__ import annotations

import http.client
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from test_serving_ownership import Browser, Classroom

from pyramid_explorer.serve.launch import free_port, wait_until_listening

PNG = b"\x89PNG\r\n\x1a\n" + b"\x00" * 32


@pytest.fixture(scope="module")
def lesson():
    """A teacher's lesson notebook next to other pictures of theirs, served in classroom mode."""
    home = Path(tempfile.mkdtemp(prefix="pe-home-"))
    (home / "holiday.png").write_bytes(PNG)  # the teacher's own, shown by no notebook
    folder = home / "lesson"
    (folder / "img").mkdir(parents=True)
    (folder / "img" / "pyramid.png").write_bytes(PNG)
    (folder / "other.png").write_bytes(PNG)
    notebook = {
        "nbformat": 4, "nbformat_minor": 5,
        "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3",
                                    "language": "python"}},
        "cells": [{"cell_type": "markdown", "id": "a", "metadata": {},
                   "source": ["# Lesson\n", "![the pyramid](img/pyramid.png)"]},
                  {"cell_type": "code", "id": "b", "metadata": {}, "execution_count": None,
                   "outputs": [], "source": ["print('hello')"]}]}
    path = folder / "lesson.ipynb"
    path.write_text(json.dumps(notebook))
    server = Classroom("--notebook", str(path), "--max-learners", "3")
    try:
        yield server
    finally:
        server.stop()
        shutil.rmtree(home, ignore_errors=True)


def test_only_the_notebooks_own_pictures_are_served_and_only_with_the_token(lesson):
    stranger, learner = Browser(lesson), Browser(lesson)
    assert stranger.fetch("/voila/files/img/pyramid.png")[0] == 403  # no token
    learner.fetch(f"/?token={lesson.token}")  # the link: from now on the login cookie
    assert learner.fetch("/voila/files/img/pyramid.png")[0] == 200
    for other in ("other.png", "../holiday.png", "%2e%2e/holiday.png", "lesson.ipynb"):
        assert learner.fetch(f"/voila/files/{other}")[0] in (403, 404), other


def test_a_nul_byte_in_a_picture_path_answers_404_not_500(lesson):
    learner = Browser(lesson)
    learner.fetch(f"/?token={lesson.token}")
    for path in ("/voila/files/img/pyramid.png%00.txt", "/voila/files/%00"):
        status, body = learner.fetch(path)
        assert status in (403, 404), (path, status)
        assert "Traceback" not in body


def test_odd_template_paths_login_and_logout_answer_404_never_500(lesson):
    learner = Browser(lesson)
    learner.fetch(f"/?token={lesson.token}")
    before = "".join(lesson.printed).count("Traceback")
    for path in ("/voila/templates/..%2f..%2fetc/passwd",
                 "/voila/templates/pyramid-explorer/static/..%2f..%2f..%2fsecret.txt",
                 "/voila/templates/pyramid-explorer", "/logout", "/login"):
        assert learner.fetch(path)[0] == 404, path
    # the login form (and its "set up a password" part) is offered to nobody
    status, page = learner.fetch("/login", "POST", {"_xsrf": learner.cookie("_xsrf"),
                                                   "password": lesson.token,
                                                   "new_password": "mine"})
    assert status in (403, 404) and "password" not in page.lower()
    # the page's own files are still there
    assert learner.fetch("/voila/templates/pyramid-explorer/static/index.css")[0] == 200
    assert "".join(lesson.printed).count("Traceback") == before  # nothing failed inside


def host_status(port: str, host: str, path: str = "/") -> int:
    connection = http.client.HTTPConnection("127.0.0.1", int(port), timeout=120)
    try:
        connection.request("GET", path, headers={"Host": host})
        return connection.getresponse().status
    finally:
        connection.close()


def test_a_foreign_host_name_is_not_answered(lesson):
    """DNS rebinding: a page on evil.example whose name resolves to 127.0.0.1."""
    port = lesson.port
    token = f"/?token={lesson.token}"
    assert host_status(port, f"evil.example:{port}", token) == 404
    assert host_status(port, f"127.0.0.1.evil.example:{port}", token) == 404
    assert host_status(port, f"localhost:{port}", "/voila/files/img/pyramid.png") == 403
    assert host_status(port, f"127.0.0.1:{port}", "/voila/files/img/pyramid.png") == 403


def test_the_local_dashboard_without_a_token_refuses_foreign_host_names():
    port = free_port()
    proc = subprocess.Popen(
        [sys.executable, "-m", "pyramid_explorer.cli", "dashboard", "--no-browser", "--port",
         str(port), "--preheat", "0"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        assert wait_until_listening(proc, "127.0.0.1", port, 90)
        path = "/voila/templates/pyramid-explorer/static/plotly-widget.js"
        assert host_status(str(port), f"evil.example:{port}", path) == 404
        for name in ("localhost", "127.0.0.1"):
            assert host_status(str(port), f"{name}:{port}", path) == 200
    finally:
        proc.terminate()
        proc.wait(30)
