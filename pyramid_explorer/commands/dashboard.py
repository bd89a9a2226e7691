"""``pyramid-explorer dashboard``: the explorer as a web app (Voila), on this machine only.

Starts Voila on the packaged ``dashboard.ipynb`` bound to 127.0.0.1, waits until it listens,
prints the URL and opens a browser when one is available. The page loads nothing from the
internet (a local Voila template, see ``pyramid_explorer/static/jupyter``), so it works offline.

>>> parser = argparse.ArgumentParser(prog="pyramid-explorer")
>>> register(parser.add_subparsers())
>>> args = parser.parse_args(["dashboard", "--port", "0", "--no-browser"])
>>> args.port, args.no_browser
(0, True)
>>> notebook_path("dashboard").name
'dashboard.ipynb'
"""

from __future__ import annotations

import argparse
import contextlib
import errno
import importlib.util
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import webbrowser
from pathlib import Path

HOST = "127.0.0.1"
DEFAULT_PORT = 8866
TEMPLATE = "pyramid-explorer"
PACKAGE_DIR = Path(__file__).resolve().parent.parent
NOTEBOOK_DIR = PACKAGE_DIR / "notebooks"
"""The notebooks shipped inside the package (copies of the repository's ``notebooks/``)."""
JUPYTER_DATA_DIR = PACKAGE_DIR / "static" / "jupyter"
"""Holds ``voila/templates/pyramid-explorer``: the offline Voila template."""
START_TIMEOUT = 90.0


class DashboardError(ValueError):
    """The dashboard cannot start: busy port, missing file, Voila not installed."""


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "dashboard", help="open the explorer in your browser (a local Voila web app)",
        description="Start the Pyramid Explorer dashboard (Voila) on 127.0.0.1 and open it in "
                    "a browser. Works offline; stop it with Ctrl-C.")
    p.add_argument("--port", type=int, default=DEFAULT_PORT,
                   help=f"port on 127.0.0.1 (default {DEFAULT_PORT}; 0 picks a free one)")
    p.add_argument("--no-browser", action="store_true",
                   help="only print the URL, do not open a browser")
    p.add_argument("--notebook", default="dashboard", metavar="NAME_OR_PATH",
                   help="serve another notebook: a packaged one by name (dice-pyramid, "
                        "im-bann-der-pyramide, odds-lab) or a path to an .ipynb file")
    p.set_defaults(run=run)


def notebook_path(name_or_path: str) -> Path:
    """The notebook to serve: a packaged notebook by name, or an existing ``.ipynb`` path.

    Raises :class:`DashboardError` saying what is missing.
    """
    candidate = Path(name_or_path)
    if candidate.suffix == ".ipynb" or candidate.parent != Path("."):
        if not candidate.is_file():
            raise DashboardError(f"notebook {name_or_path!r} not found")
        return candidate.resolve()
    packaged = NOTEBOOK_DIR / f"{name_or_path}.ipynb"
    if not packaged.is_file():
        shipped = sorted(p.stem for p in NOTEBOOK_DIR.glob("*.ipynb"))
        if not shipped:
            raise DashboardError(
                f"the packaged notebooks are missing (looked in {NOTEBOOK_DIR}); "
                "reinstall pyramid-explorer")
        raise DashboardError(f"no packaged notebook {name_or_path!r}; "
                             f"available: {', '.join(shipped)}")
    return packaged


def free_port() -> int:
    """A port on 127.0.0.1 that nothing listens on right now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind((HOST, 0))
        return int(s.getsockname()[1])


def check_port(port: int) -> None:
    """:class:`DashboardError` when ``port`` on 127.0.0.1 is taken or not allowed."""
    if not 0 < port < 65536:
        raise DashboardError(f"--port must be between 1 and 65535 (or 0 for any), not {port}")
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            s.bind((HOST, port))
        except OSError as exc:
            if exc.errno == errno.EADDRINUSE:
                raise DashboardError(
                    f"port {port} on {HOST} is already in use (is a dashboard already "
                    f"running? then open http://{HOST}:{port}/). Choose another port with "
                    "--port PORT, or --port 0 for any free port.") from None
            raise DashboardError(f"cannot use port {port} on {HOST}: {exc.strerror}") from None


def voila_command(notebook: Path, port: int) -> list[str]:
    """The command line that runs Voila for ``notebook`` on 127.0.0.1:``port``."""
    return [
        sys.executable, "-m", "voila", str(notebook),
        f"--port={port}", f"--Voila.ip={HOST}", "--Voila.port_retries=0", "--no-browser",
        f"--template={TEMPLATE}", "--theme=light",
        # keep one kernel that has already run the notebook ready for the next visitor
        "--preheat_kernel=True",
    ]


PLOTLY_ESM_ENV = "PYRAMID_EXPLORER_PLOTLY_ESM"
PLOTLY_ESM_URL = f"/voila/templates/{TEMPLATE}/static/plotly-widget.js"


def plotly_assets(workdir: Path) -> Path | None:
    """A Jupyter data directory under ``workdir`` that serves plotly's widget code as a file.

    A plotly ``FigureWidget`` normally sends its whole JavaScript (about 5 MB) through the
    kernel's websocket with every chart. Served once as a static file by Voila, the browser
    loads it over plain HTTP and caches it; the dashboard's kernel then points the widgets at
    it (see :func:`pyramid_explorer.dashboard.fast_start`). ``None`` if plotly is not there.
    """
    spec = importlib.util.find_spec("plotly")
    if spec is None or not spec.submodule_search_locations:
        return None
    bundle = Path(next(iter(spec.submodule_search_locations))) / "package_data" / "widgetbundle.js"
    if not bundle.is_file():
        return None
    static = workdir / "voila" / "templates" / TEMPLATE / "static"
    static.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(bundle, static / "plotly-widget.js")  # a copy: Voila refuses symlinks
    return workdir


def voila_env(assets: Path | None = None) -> dict[str, str]:
    """The environment for Voila: our template directory first on ``JUPYTER_PATH``."""
    env = dict(os.environ)
    extra = [str(JUPYTER_DATA_DIR)] + ([str(assets)] if assets is not None else [])
    paths = extra + [p for p in env.get("JUPYTER_PATH", "").split(os.pathsep) if p]
    env["JUPYTER_PATH"] = os.pathsep.join(paths)
    if assets is not None:
        env[PLOTLY_ESM_ENV] = PLOTLY_ESM_URL
    else:
        env.pop(PLOTLY_ESM_ENV, None)
    return env


def wait_until_listening(proc: subprocess.Popen, port: int, timeout: float) -> bool:
    """True once 127.0.0.1:``port`` accepts connections; False if ``proc`` exits first."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            return False
        with contextlib.suppress(OSError), socket.create_connection((HOST, port), timeout=0.5):
            return True
        time.sleep(0.1)
    return False


def has_graphical_browser() -> bool:
    """False on a Linux machine without a display (a server, CI), unless ``$BROWSER`` is set.

    There, :mod:`webbrowser` would start a text browser in the terminal instead.
    """
    if os.environ.get("BROWSER"):
        return True
    if sys.platform.startswith("linux"):
        return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    return True


def open_browser(url: str) -> bool:
    """Open ``url`` in the user's browser if this machine has one; True when it was opened."""
    if not has_graphical_browser():
        return False
    try:
        browser = webbrowser.get()
    except webbrowser.Error:
        return False
    try:
        return bool(browser.open(url, new=2))
    except Exception:  # a broken browser registration must not stop the server  # noqa: BLE001
        return False


def run(args: argparse.Namespace) -> int:
    notebook = notebook_path(args.notebook)
    if importlib.util.find_spec("voila") is None:
        raise DashboardError("Voila is not installed; run: pip install voila")
    if not (JUPYTER_DATA_DIR / "voila" / "templates" / TEMPLATE / "index.html.j2").is_file():
        raise DashboardError(f"the dashboard's page template is missing from {JUPYTER_DATA_DIR}; "
                             "reinstall pyramid-explorer")
    port = free_port() if args.port == 0 else args.port
    check_port(port)
    url = f"http://{HOST}:{port}/"
    print(f"Starting the Pyramid Explorer dashboard ({notebook.name}) …", flush=True)
    workdir = Path(tempfile.mkdtemp(prefix="pyramid-explorer-"))
    try:
        return _serve(notebook, port, url, plotly_assets(workdir), args.no_browser)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


def _serve(notebook: Path, port: int, url: str, assets: Path | None, no_browser: bool) -> int:
    proc = subprocess.Popen(voila_command(notebook, port), env=voila_env(assets),
                            cwd=str(notebook.parent))

    def stop(signum: int, frame: object) -> None:  # SIGTERM: take Voila down with us
        proc.terminate()
        raise SystemExit(0)

    previous = signal.signal(signal.SIGTERM, stop)
    try:
        if not wait_until_listening(proc, port, START_TIMEOUT):
            if proc.poll() is None:
                proc.terminate()
            proc.wait(10)
            print(f"pyramid-explorer: error: the dashboard did not start on {url} "
                  "(see Voila's messages above)", file=sys.stderr)
            return 1
        print(f"Pyramid Explorer dashboard: {url}", flush=True)
        if no_browser:
            print("Open that address in a browser. Press Ctrl-C to stop.", flush=True)
        elif open_browser(url):
            print("Opened in your browser. Press Ctrl-C to stop.", flush=True)
        else:
            print("No browser found here: open that address in one. Press Ctrl-C to stop.",
                  flush=True)
        return proc.wait()
    except KeyboardInterrupt:
        proc.send_signal(signal.SIGINT)
        with contextlib.suppress(subprocess.TimeoutExpired):
            proc.wait(10)
        return 130
    finally:
        if proc.poll() is None:
            proc.terminate()
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()
        signal.signal(signal.SIGTERM, previous)
