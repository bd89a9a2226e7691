"""Under ``jupyter server`` (as Binder runs Voila), a closed dashboard tab gives its kernel back."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
from http.cookiejar import CookieJar
from pathlib import Path

import pytest

from pyramid_explorer.serve.launch import free_port, wait_until_listening

ROOT = Path(__file__).resolve().parents[1]
TOKEN = "test-token-binder"


@pytest.fixture()
def jupyter_server(tmp_path):
    port = free_port()
    log = (tmp_path / "server.log").open("w+")
    proc = subprocess.Popen(
        [sys.executable, "-m", "jupyter_server", f"--port={port}", "--ip=127.0.0.1",
         "--no-browser", f"--IdentityProvider.token={TOKEN}", f"--ServerApp.root_dir={ROOT}",
         "--ServerApp.jpserver_extensions=pyramid_explorer.serve.xsrf=True", "--ServerApp.port_retries=0",
         "--allow-root"],  # CI runs as root
        cwd=ROOT, stdout=log, stderr=subprocess.STDOUT, text=True)
    try:
        if not wait_until_listening(proc, "127.0.0.1", port, 90):
            proc.kill()
            log.seek(0)
            pytest.fail(f"jupyter server did not start: {log.read()[-2000:]}")
        yield f"http://127.0.0.1:{port}"
    finally:
        proc.terminate()
        try:
            proc.wait(30)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()


def _kernels(base: str) -> set[str]:
    with urllib.request.urlopen(f"{base}/api/kernels?token={TOKEN}", timeout=30) as r:
        return {k["id"] for k in json.load(r)}


def test_a_closed_voila_tab_under_jupyter_server_shuts_its_kernel_down(jupyter_server):
    base = jupyter_server
    jar = CookieJar()
    browser = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    # the Binder link: the token once in the URL, afterwards the login cookie
    with browser.open(f"{base}/voila/render/notebooks/dashboard.ipynb?token={TOKEN}",
                      timeout=180) as r:
        page = r.read().decode("utf-8")
    kernel = re.search(r'"kernelId":\s*"([0-9a-f-]+)"', page).group(1)
    cookies = {c.name: c.value for c in jar}
    assert "_xsrf" in cookies, "the page came without the _xsrf cookie its unload request needs"
    assert kernel in _kernels(base)
    # what the page sends when the tab is closed (a beacon with the cookie's _xsrf value)
    request = urllib.request.Request(
        f"{base}/voila/api/shutdown/{kernel}", method="POST",
        data=urllib.parse.urlencode({"_xsrf": cookies["_xsrf"]}).encode())
    with browser.open(request, timeout=60) as r:
        assert r.status == 204
    deadline = time.monotonic() + 30
    while kernel in _kernels(base) and time.monotonic() < deadline:
        time.sleep(0.5)
    assert kernel not in _kernels(base)
