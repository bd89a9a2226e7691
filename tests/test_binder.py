"""The Binder files install this package in a fresh environment, and point at real notebooks.

Binder (repo2docker) runs ``pip install -r binder/requirements.txt`` from the repository root,
then ``binder/postBuild``. The slow test does the same in a fresh ``python -m venv`` (about half
a minute with a warm pip cache) and starts the dashboard from that installation.
"""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
BINDER = ROOT / "binder"
DOCS = ROOT / "docs" / "dashboard.md"
VOILA_URLPATH = "voila/render/notebooks/dashboard.ipynb"


def test_binder_requirements_install_this_package():
    lines = [ln.strip() for ln in (BINDER / "requirements.txt").read_text().splitlines()]
    assert "." in [ln for ln in lines if ln and not ln.startswith("#")]


def test_post_build_stops_at_the_first_error_and_is_executable():
    post_build = BINDER / "postBuild"
    text = post_build.read_text()
    assert text.startswith("#!/bin/bash")
    assert "\nset -e\n" in text
    assert os.access(post_build, os.X_OK)


def test_the_badges_point_at_notebooks_that_exist():
    docs = DOCS.read_text(encoding="utf-8")
    voila = re.findall(r"urlpath=([^)\s&]+)", docs)
    assert VOILA_URLPATH.replace("/", "%2F") in voila or VOILA_URLPATH in voila
    assert (ROOT / "notebooks" / "dashboard.ipynb").is_file()
    assert "urlpath=lab" in docs
    for link in re.findall(r"\((notebooks/[^)]+\.ipynb)\)", docs):
        assert (ROOT / link).is_file(), link


@pytest.mark.binder
def test_binder_environment_installs_and_serves_the_dashboard(tmp_path):
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    py = venv / "bin" / "python"
    install = subprocess.run(
        [str(py), "-m", "pip", "install", "-q", "-r", str(BINDER / "requirements.txt")],
        cwd=ROOT, capture_output=True, text=True, timeout=900)
    assert install.returncode == 0, install.stderr[-3000:]
    post = subprocess.run(["bash", str(BINDER / "postBuild")], cwd=ROOT, capture_output=True,
                          text=True, env=dict(os.environ, PATH=f"{venv / 'bin'}:{os.environ['PATH']}"))
    assert post.returncode == 0, post.stdout + post.stderr
    # a regular (not editable) install that carries its notebooks and offline page template
    where = subprocess.run(
        [str(py), "-c", "import json, pyramid_explorer.commands.dashboard as d; "
         "print(json.dumps([str(d.PACKAGE_DIR), sorted(p.name for p in d.NOTEBOOK_DIR.glob('*.ipynb'))]))"],
        cwd=tmp_path, capture_output=True, text=True, check=True)
    package_dir, notebooks = json.loads(where.stdout)
    assert str(venv) in package_dir
    assert notebooks == sorted(p.name for p in (ROOT / "notebooks").glob("*.ipynb"))
    # the installed command starts Voila, which starts a kernel and runs the dashboard
    proc = subprocess.Popen([str(venv / "bin" / "pyramid-explorer"), "dashboard", "--no-browser",
                             "--port", "0"], cwd=tmp_path, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True)
    try:
        url = None
        for line in proc.stdout:
            m = re.search(r"dashboard: (http://127\.0\.0\.1:\d+/)", line)
            if m:
                url = m.group(1)
                break
        assert url, "the installed dashboard printed no URL"
        with urllib.request.urlopen(url, timeout=180) as response:
            page = response.read().decode()
        assert "application/vnd.jupyter.widget-view+json" in page
        assert "Traceback" not in page
    finally:
        proc.send_signal(signal.SIGTERM)
        proc.wait(30)
