"""``pyramid-explorer dashboard``: starts Voila on 127.0.0.1, prints the URL, fails clearly."""

from __future__ import annotations

import argparse
import os
import re
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from pyramid_explorer import cli
from pyramid_explorer.commands import dashboard
from pyramid_explorer.serve.launch import TOKEN_ENV

URL_LINE = re.compile(r"Pyramid Explorer dashboard: (http://127\.0\.0\.1:(\d+)/)")


def cli_args(*args: str):
    parser = argparse.ArgumentParser(prog="pyramid-explorer")
    dashboard.register(parser.add_subparsers())
    return parser.parse_args(["dashboard", *args])


def start_cli(*args: str, env: dict[str, str] | None = None) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-m", "pyramid_explorer.cli", "dashboard", *args],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env)


def read_url(proc: subprocess.Popen, timeout: float = 90) -> tuple[str, str]:
    """The URL the command prints, and everything it printed up to there."""
    seen = []
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        line = proc.stdout.readline()
        if not line:
            break
        seen.append(line)
        m = URL_LINE.search(line)
        if m:
            return m.group(1), "".join(seen)
    raise AssertionError("the dashboard printed no URL:\n" + "".join(seen))


def stop(proc: subprocess.Popen) -> int:
    proc.send_signal(signal.SIGTERM)
    try:
        return proc.wait(20)
    finally:
        if proc.poll() is None:
            proc.kill()


def port_is_free(port: int) -> bool:
    with socket.socket() as s:
        return s.connect_ex(("127.0.0.1", port)) != 0


def test_help_names_port_and_no_browser(capsys):
    with pytest.raises(SystemExit):
        cli.main(["dashboard", "--help"])
    out = capsys.readouterr().out
    assert "--port" in out and "--no-browser" in out and "127.0.0.1" in out


def test_busy_port_is_a_clear_error_and_starts_nothing(capsys):
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        status = cli.main(["dashboard", "--port", str(port), "--no-browser"])
    err = capsys.readouterr().err
    assert status == 2
    assert f"port {port} on 127.0.0.1 is already in use" in err
    assert "--port 0" in err  # tells the user what to do
    assert "Traceback" not in err


def test_unknown_packaged_notebook_lists_the_available_ones(capsys):
    assert cli.main(["dashboard", "--notebook", "chess", "--no-browser"]) == 2
    err = capsys.readouterr().err
    assert "no packaged notebook 'chess'" in err
    assert "dashboard" in err and "odds-lab" in err


def test_missing_notebook_file_is_a_clear_error(tmp_path, capsys):
    missing = tmp_path / "nowhere.ipynb"
    assert cli.main(["dashboard", "--notebook", str(missing), "--no-browser"]) == 2
    assert f"notebook {str(missing)!r} not found" in capsys.readouterr().err


def test_missing_packaged_notebooks_say_reinstall(monkeypatch, tmp_path, capsys):
    monkeypatch.setattr(dashboard, "NOTEBOOK_DIR", tmp_path)
    assert cli.main(["dashboard", "--no-browser"]) == 2
    assert "reinstall pyramid-explorer" in capsys.readouterr().err


def test_every_packaged_notebook_can_be_named():
    for name in ("dashboard", "dice-pyramid", "im-bann-der-pyramide", "odds-lab"):
        assert dashboard.notebook_path(name).is_file()


def test_the_help_lists_every_packaged_notebook(capsys, monkeypatch):
    """``--help`` names each notebook the package ships, read from the package."""
    monkeypatch.setenv("COLUMNS", "1000")               # one line per option: no wrapped names
    shipped = sorted(p.stem for p in dashboard.NOTEBOOK_DIR.glob("*.ipynb"))
    assert {"dice-pyramid", "im-bann-der-pyramide", "odds-lab", "pyramidenbau",
            "ramses-pyramid"} <= set(shipped)
    with pytest.raises(SystemExit):
        cli.main(["dashboard", "--help"])
    text = capsys.readouterr().out
    named = text.split("a packaged one by name (", 1)[1].split(")", 1)[0]
    assert named.split(", ") == [name for name in shipped if name != "dashboard"]


def test_voila_listens_on_loopback_only_with_the_offline_template():
    serving = dashboard.serving_for(cli_args("--port", "9999"))
    cmd = dashboard.voila_command(Path("x.ipynb"), serving)
    assert cmd[1:3] == ["-m", "pyramid_explorer.serve"]  # Voila with our page handler
    assert "--Voila.ip=127.0.0.1" in cmd and "--port=9999" in cmd
    assert "--template=pyramid-explorer" in cmd and "--no-browser" in cmd
    assert "--preheat_kernel=True" in cmd and "--pool_size=1" in cmd  # one kernel kept ready
    assert not any("token" in part for part in cmd)  # never on a command line (ps shows it)
    assert "--DashboardServer.max_learners=0" in cmd  # and no cap
    # a kernel whose page went away silently is shut down after a lesson's pause
    assert "--MappingKernelManager.cull_idle_timeout=900" in cmd
    # a loaded machine still gets the whole page (nbclient's 4 s dropped the dashboard's output)
    assert "--VoilaExecutor.iopub_timeout=60" in cmd
    env = dashboard.voila_env()
    assert env[TOKEN_ENV] == ""  # no token on loopback: only this machine can connect
    assert env["JUPYTER_PATH"].split(os.pathsep)[0] == str(dashboard.JUPYTER_DATA_DIR)
    assert dashboard.PLOTLY_ESM_ENV not in env


def test_plotly_widget_code_is_laid_out_for_voila_to_serve(tmp_path):
    root = dashboard.plotly_assets(tmp_path)
    served = root / "voila" / "templates" / "pyramid-explorer" / "static" / "plotly-widget.js"
    assert served.is_file() and not served.is_symlink()  # Voila refuses symlinks
    import plotly

    original = Path(plotly.__file__).parent / "package_data" / "widgetbundle.js"
    assert served.read_bytes() == original.read_bytes()
    env = dashboard.voila_env(root)
    assert env["JUPYTER_PATH"].split(os.pathsep)[:2] == [str(dashboard.JUPYTER_DATA_DIR), str(root)]
    assert env[dashboard.PLOTLY_ESM_ENV] == dashboard.PLOTLY_ESM_URL


def test_serves_the_dashboard_on_loopback_and_stops_cleanly(tmp_path):
    """A user's start: prints the URL, opens the browser, serves the page, Ctrl-C/TERM stops it."""
    opened = tmp_path / "opened.txt"
    browser = tmp_path / "browser.sh"
    browser.write_text(f'#!/bin/sh\necho "$1" > {opened}\n')
    browser.chmod(0o755)
    env = dict(os.environ, BROWSER=str(browser))
    proc = start_cli("--port", "0", env=env)
    try:
        url, printed = read_url(proc)
        port = int(URL_LINE.search(printed).group(2))
        with urllib.request.urlopen(url, timeout=120) as response:
            assert response.status == 200
            page = response.read().decode()
        # the notebook ran in a kernel and its widget is on the page; no code, no traceback
        assert "application/vnd.jupyter.widget-view+json" in page
        assert "from pyramid_explorer" not in page
        assert "Traceback" not in page
        # nothing on the page points outside this machine
        assert "cdn.jsdelivr" not in page and "cdnjs" not in page
        # plotly's widget code is served as a file the page preloads (not 5 MB per chart)
        assert 'rel="modulepreload"' in page
        with urllib.request.urlopen(url + dashboard.PLOTLY_ESM_URL.lstrip("/"),
                                    timeout=30) as js:
            assert js.status == 200 and len(js.read()) > 1_000_000
        deadline = time.monotonic() + 10
        while not opened.exists() and time.monotonic() < deadline:
            time.sleep(0.1)
        assert opened.read_text().strip() == url
    finally:
        status = stop(proc)
    assert status == 0
    deadline = time.monotonic() + 10
    while not port_is_free(port) and time.monotonic() < deadline:
        time.sleep(0.2)
    assert port_is_free(port), "Voila kept running after the command stopped"


def test_no_display_means_no_browser_is_started(monkeypatch):
    monkeypatch.delenv("BROWSER", raising=False)
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.setattr(sys, "platform", "linux")
    assert dashboard.open_browser("http://127.0.0.1:1/") is False
    monkeypatch.setenv("DISPLAY", ":0")
    assert dashboard.has_graphical_browser()
