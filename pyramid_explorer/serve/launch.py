"""How the dashboard's Voila server is started: its settings, command line and environment.

>>> serving = Serving(port=8866)
>>> command = voila_command(Path("dashboard.ipynb"), serving)
>>> command[1:4] == ["-m", "pyramid_explorer.serve", "dashboard.ipynb"]
True
>>> "--Voila.ip=127.0.0.1" in command and "--MappingKernelManager.cull_idle_timeout=900" in command
True
"""

from __future__ import annotations

import contextlib
import importlib.util
import os
import shutil
import socket
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from pyramid_explorer.games.pyramidenbau.cards import SERVED_ENV
from pyramid_explorer.serve.classroom import classroom_url

HOST = "127.0.0.1"
TEMPLATE = "pyramid-explorer"
PACKAGE_DIR = Path(__file__).resolve().parent.parent
JUPYTER_DATA_DIR = PACKAGE_DIR / "static" / "jupyter"
"""Holds ``voila/templates/pyramid-explorer``: the offline Voila template."""
DEFAULT_CULL_IDLE = 15 * 60
IOPUB_TIMEOUT = 60
DEFAULT_CONNECT_TIMEOUT = 60
"""A kernel whose page has not connected to it this long after the page was sent is ended."""
"""A lesson's pause: a kernel nobody's page has been connected to for 15 minutes is ended."""


@dataclass(frozen=True)
class Serving:
    """Where and how the server listens, and how it treats kernels.

    >>> Serving(port=8866).url
    'http://127.0.0.1:8866/'
    >>> Serving(host="192.168.1.20", port=8866, token="abc").url
    'http://192.168.1.20:8866/?token=abc'
    """

    port: int
    host: str = HOST
    token: str | None = None
    cull_idle: int = DEFAULT_CULL_IDLE
    max_learners: int = 0
    preheat: int = 1
    connect_timeout: int = DEFAULT_CONNECT_TIMEOUT
    ownership_checks: bool = True

    @property
    def url(self) -> str:
        """The address to open (with the token, when there is one)."""
        if self.token:
            return classroom_url(self.host, self.port, self.token)
        return f"http://{self.host}:{self.port}/"


def free_port(host: str = HOST) -> int:
    """A port on ``host`` that nothing listens on right now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind((host, 0))
        return int(s.getsockname()[1])


def voila_command(notebook: Path, serving: Serving) -> list[str]:
    """The command line that runs the dashboard's Voila server for ``notebook``."""
    cull = []
    if serving.cull_idle > 0:  # kernels with a page connected are never culled (cull_connected)
        interval = max(1, min(60, serving.cull_idle // 3))
        cull = [f"--MappingKernelManager.cull_idle_timeout={serving.cull_idle}",
                f"--MappingKernelManager.cull_interval={interval}"]
    return [
        sys.executable, "-m", "pyramid_explorer.serve", str(notebook),
        f"--port={serving.port}", f"--Voila.ip={serving.host}", "--Voila.port_retries=0",
        "--no-browser", f"--template={TEMPLATE}", "--theme=light",
        # keep a few kernels that have already run the notebook ready for the next visitors
        f"--preheat_kernel={serving.preheat > 0}", f"--pool_size={max(serving.preheat, 1)}",
        # the token is not here: a command line is visible to every user in `ps`; it goes to
        # the server in the environment (voila_env's TOKEN_ENV), which the server empties
        f"--DashboardServer.max_learners={serving.max_learners}",
        f"--DashboardServer.connect_timeout={serving.connect_timeout}",
        *([] if serving.ownership_checks else ["--DashboardServer.ownership=False"]),
        # on a loaded machine a cell's output can come more than nbclient's default 4 s after
        # the kernel reported the cell done; Voila then dropped it, and the page stayed empty
        f"--VoilaExecutor.iopub_timeout={IOPUB_TIMEOUT}",
        *cull,
    ]


PLOTLY_ESM_ENV = "PYRAMID_EXPLORER_PLOTLY_ESM"
TOKEN_ENV = "PYRAMID_EXPLORER_TOKEN"  # the classroom token, for the server only
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


def voila_env(assets: Path | None = None, token: str | None = None) -> dict[str, str]:
    """The environment for Voila and its kernels: our template directory first on
    ``JUPYTER_PATH``, the mark of a served dashboard (see
    :func:`~pyramid_explorer.games.pyramidenbau.cards.load_deck`) and the link's token
    (``""``: none), which the server takes out of its environment before any kernel starts.

    >>> voila_env(token="abc")[TOKEN_ENV]
    'abc'
    """
    env = dict(os.environ)
    env[TOKEN_ENV] = token or ""
    extra = [str(JUPYTER_DATA_DIR)] + ([str(assets)] if assets is not None else [])
    paths = extra + [p for p in env.get("JUPYTER_PATH", "").split(os.pathsep) if p]
    env["JUPYTER_PATH"] = os.pathsep.join(paths)
    env[SERVED_ENV] = "1"  # the kernels choose decks by name only, never a path from a link
    if assets is not None:
        env[PLOTLY_ESM_ENV] = PLOTLY_ESM_URL
    else:
        env.pop(PLOTLY_ESM_ENV, None)
    return env


def wait_until_listening(proc: subprocess.Popen, host: str, port: int, timeout: float) -> bool:
    """True once ``host``:``port`` accepts connections; False if ``proc`` exits first."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            return False
        with contextlib.suppress(OSError), socket.create_connection((host, port), timeout=0.5):
            return True
        time.sleep(0.1)
    return False
