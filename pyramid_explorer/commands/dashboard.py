"""``pyramid-explorer dashboard``: the explorer as a web app (Voila), for you or for a class.

Starts the dashboard's Voila server (:mod:`pyramid_explorer.serve`) on the packaged
``dashboard.ipynb``, bound to 127.0.0.1, waits until it listens, prints the URL and opens a
browser when one is available. The page loads nothing from the internet (a local Voila
template, see ``pyramid_explorer/static/jupyter``), so it works offline. A closed or reloaded
page gives its kernel back; kernels whose page vanished silently are shut down after
``--cull-idle``. ``--classroom`` serves the machine's LAN address instead, behind a token in
the link, with a QR code and a cap on learners (see ``docs/serving.md``).

>>> parser = argparse.ArgumentParser(prog="pyramid-explorer")
>>> register(parser.add_subparsers())
>>> args = parser.parse_args(["dashboard", "--port", "0", "--no-browser"])
>>> args.port, args.no_browser, args.classroom, args.cull_idle, args.preheat, args.host
(0, True, False, 900, None, None)
>>> serving_for(parser.parse_args(["dashboard", "--port", "0"])).preheat
1
>>> parser.parse_args(["dashboard", "--tables", "class.sqlite3"]).tables
'class.sqlite3'
>>> notebook_path("dashboard").name
'dashboard.ipynb'
"""

from __future__ import annotations

import argparse
import contextlib
import errno
import importlib.util
import ipaddress
import os
import shutil
import signal
import socket
import sqlite3
import subprocess
import sys
import tempfile
import threading
import webbrowser
from pathlib import Path

from pyramid_explorer.serve.classroom import (
    NoNetworkError,
    exposure_warning,
    lan_address,
    new_token,
    parse_duration,
    qr_code,
)
from pyramid_explorer.serve.kernel import write_kernel_spec
from pyramid_explorer.serve.launch import (  # noqa: F401  (PLOTLY_*: part of this command's API)
    DEFAULT_CONNECT_TIMEOUT,
    DEFAULT_CULL_IDLE,
    HOST,
    JUPYTER_DATA_DIR,
    PACKAGE_DIR,
    PLOTLY_ESM_ENV,
    PLOTLY_ESM_URL,
    TEMPLATE,
    Serving,
    free_port,
    plotly_assets,
    voila_command,
    voila_env,
    wait_until_listening,
)

NOTEBOOK_DIR = PACKAGE_DIR / "notebooks"
"""The notebooks shipped inside the package (copies of the repository's ``notebooks/``)."""
DEFAULT_PORT = 8866
START_TIMEOUT = 90.0
CLASSROOM_MAX_LEARNERS = 30
MAX_PREHEAT = 4


class DashboardError(ValueError):
    """The dashboard cannot start: busy port, missing file, Voila not installed."""


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "dashboard", help="open the explorer in your browser (a local Voila web app)",
        description="Start the Pyramid Explorer dashboard (Voila) on 127.0.0.1 and open it in "
                    "a browser. Works offline; stop it with Ctrl-C. With --classroom, serve it "
                    "to the devices of a class on this network instead.")
    p.add_argument("--port", type=int, default=DEFAULT_PORT,
                   help=f"port on 127.0.0.1 (default {DEFAULT_PORT}; 0 picks a free one)")
    p.add_argument("--no-browser", action="store_true",
                   help="only print the URL, do not open a browser")
    others = [name for name in packaged_notebooks() if name != "dashboard"]
    p.add_argument("--notebook", default="dashboard", metavar="NAME_OR_PATH",
                   help="serve another notebook: a packaged one by name "
                        f"({', '.join(others) or 'none installed'}) or a path to an .ipynb file")
    p.add_argument("--classroom", action="store_true",
                   help="serve on this computer's network address (not only 127.0.0.1) for a "
                        "class: prints the link with its token and a QR code; anyone without "
                        "the token gets 403")
    p.add_argument("--host", default=None, metavar="ADDRESS",
                   help="with --classroom: the address to serve on (default: this computer's "
                        "network address, detected; 127.0.0.1 tries classroom mode on this "
                        "computer only)")
    p.add_argument("--max-learners", type=int, default=None, metavar="N",
                   help="at most N learners at once; the next visitor sees a friendly 'the "
                        f"class is full' page (default {CLASSROOM_MAX_LEARNERS} with "
                        "--classroom, else no cap)")
    p.add_argument("--cull-idle", type=_duration, default=DEFAULT_CULL_IDLE, metavar="TIME",
                   help="shut down a learner's kernel when no page has been connected to it "
                        "and it has been idle this long, e.g. 15m, 90s; 0 never "
                        f"(default {DEFAULT_CULL_IDLE // 60}m)")
    p.add_argument("--connect-timeout", type=_duration, default=DEFAULT_CONNECT_TIMEOUT,
                   metavar="TIME",
                   help="give back a kernel whose page has not connected to it this long after "
                        "the page was sent (a request without a browser), e.g. 60s "
                        f"(default {DEFAULT_CONNECT_TIMEOUT}s)")
    # the benchmark's same-run baseline only: every browser may use every kernel
    p.add_argument("--ownership-checks", choices=("on", "off"), default="on",
                   help=argparse.SUPPRESS)
    p.add_argument("--preheat", type=int, default=None, metavar="N",
                   help=f"kernels kept ready for the next visitors (places), 0 to "
                        f"{MAX_PREHEAT}, or up to --max-learners with a cap (default: the "
                        "whole class with --classroom, warmed a few at a time while the first "
                        "learners can already come in; else 1; each holds about 60 MB, the "
                        "console says how much they hold once ready)")
    p.add_argument("--tables", default=None, metavar="FILE|URL",
                   help="where shared tables are kept: a SQLite file, or a PostgreSQL server "
                        "every learner's server shares (postgresql://user@host/database); "
                        "default: $PYRAMID_EXPLORER_TABLES, else tables.sqlite3 in your data "
                        "folder; see docs/playing-together.md")
    p.add_argument("--table-idle", type=_duration, default=None, metavar="TIME",
                   help="shared tables without a move for this long expire, e.g. 90m or 2h "
                        "(default 7 days)")
    p.set_defaults(run=run)


def _duration(text: str) -> int:
    try:
        return parse_duration(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def packaged_notebooks() -> list[str]:
    """The names of the notebooks shipped in the package (``--notebook NAME``), sorted.

    >>> "dashboard" in packaged_notebooks() and "odds-lab" in packaged_notebooks()
    True
    """
    return sorted(p.stem for p in NOTEBOOK_DIR.glob("*.ipynb"))


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
        shipped = packaged_notebooks()
        if not shipped:
            raise DashboardError(
                f"the packaged notebooks are missing (looked in {NOTEBOOK_DIR}); "
                "reinstall pyramid-explorer")
        raise DashboardError(f"no packaged notebook {name_or_path!r}; "
                             f"available: {', '.join(shipped)}")
    return packaged


def check_port(port: int, host: str = HOST) -> None:
    """:class:`DashboardError` when ``port`` on ``host`` is taken or not allowed."""
    if not 0 < port < 65536:
        raise DashboardError(f"--port must be between 1 and 65535 (or 0 for any), not {port}")
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            s.bind((host, port))
        except OSError as exc:
            if exc.errno == errno.EADDRINUSE:
                raise DashboardError(
                    f"port {port} on {host} is already in use (is a dashboard already "
                    f"running? then open http://{host}:{port}/). Choose another port with "
                    "--port PORT, or --port 0 for any free port.") from None
            raise DashboardError(f"cannot use port {port} on {host}: {exc.strerror}") from None


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


def serving_for(args: argparse.Namespace) -> Serving:
    """The :class:`Serving` the command line asks for; :class:`DashboardError` if it cannot be."""
    if args.max_learners is not None and args.max_learners < 1:
        raise DashboardError(f"--max-learners must be at least 1, not {args.max_learners}")
    cap = args.max_learners or (CLASSROOM_MAX_LEARNERS if args.classroom else 0)
    most = max(MAX_PREHEAT, cap)  # with a cap the pool never outgrows the class (serve/pool.py)
    preheat = default_preheat(args.classroom, cap) if args.preheat is None else args.preheat
    if not 0 <= preheat <= most:
        raise DashboardError(f"--preheat must be between 0 and {most}, not {preheat}"
                             + ("" if cap else " (or up to --max-learners)"))
    host, token = HOST, None
    if args.host is not None and not args.classroom:
        raise DashboardError("--host goes with --classroom (without it the dashboard serves "
                             "127.0.0.1 only)")
    if args.classroom:
        host = args.host or _network_address()
        try:
            ipaddress.IPv4Address(host)
        except ValueError:
            raise DashboardError(f"--host must be an IPv4 address such as 192.168.1.20, "
                                 f"not {host!r}") from None
        token = new_token()
    port = free_port(host) if args.port == 0 else args.port
    check_port(port, host)
    if args.connect_timeout < 1:
        raise DashboardError("--connect-timeout must be at least 1s")
    return Serving(port=port, host=host, token=token, cull_idle=args.cull_idle,
                   max_learners=cap, preheat=preheat, connect_timeout=args.connect_timeout,
                   ownership_checks=args.ownership_checks == "on")


def default_preheat(classroom: bool, cap: int) -> int:
    """Pre-heated kernels when ``--preheat`` is not given: in classroom mode one for every
    learner of the class (``cap``, the ``--max-learners``), so that a class arriving at once
    finds its places ready instead of waiting for 30 kernel starts on the teacher's cores;
    else one, for the next visitor.

    >>> default_preheat(True, 30), default_preheat(True, 12), default_preheat(False, 0)
    (30, 12, 1)
    >>> default_preheat(False, 20)   # a cap without classroom mode: one, as before
    1
    """
    return cap if classroom and cap > 0 else 1


def _network_address() -> str:
    try:
        return lan_address()
    except NoNetworkError as exc:
        raise DashboardError(f"--classroom: {exc}") from None


def run(args: argparse.Namespace) -> int:
    notebook = notebook_path(args.notebook)
    if importlib.util.find_spec("voila") is None:
        raise DashboardError("Voila is not installed; run: pip install voila")
    if not (JUPYTER_DATA_DIR / "voila" / "templates" / TEMPLATE / "index.html.j2").is_file():
        raise DashboardError(f"the dashboard's page template is missing from {JUPYTER_DATA_DIR}; "
                             "reinstall pyramid-explorer")
    serving = serving_for(args)
    tables = tables_path(args.tables)
    print(f"Starting the Pyramid Explorer dashboard ({notebook.name}) …", flush=True)
    workdir = Path(tempfile.mkdtemp(prefix="pyramid-explorer-"))
    try:
        write_kernel_spec(workdir)  # lighter kernels (serve/kernel.py), found with the assets
        return _serve(notebook, serving, plotly_assets(workdir), args.no_browser, tables,
                      args.table_idle)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


WARM_ENV = "PYRAMID_EXPLORER_WARM"
"""Set to ``0`` to skip compiling the coach's playouts ahead when the dashboard starts."""


def _warm_coach() -> subprocess.Popen[bytes] | None:
    """Compile the coach's playouts into numba's disk cache in a separate, low-priority
    process (``coach.compiled.warm``), so no learner's kernel compiles them; ``None`` when
    switched off (:data:`WARM_ENV`) or it cannot start."""
    if os.environ.get(WARM_ENV, "1") == "0":
        return None
    try:
        warmer = subprocess.Popen(
            [sys.executable, "-m", "pyramid_explorer.coach.compiled.warm", "--quiet"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            preexec_fn=(lambda: os.nice(15)) if hasattr(os, "nice") else None)  # noqa: PLW1509
    except OSError:
        return None
    threading.Thread(target=warmer.wait, daemon=True, name="pe-warm-reaper").start()  # no zombie
    return warmer


def _announce(serving: Serving) -> None:
    if serving.token:  # classroom: what it exposes, then the code to scan
        print(exposure_warning(serving.url, serving.max_learners), flush=True)
        print(qr_code(serving.url), flush=True)
    print(f"Pyramid Explorer dashboard: {serving.url}", flush=True)


def tables_path(given: str | None, environ: dict[str, str] | None = None) -> Path | str | None:
    """The table store (``--tables FILE|URL``, else ``$PYRAMID_EXPLORER_TABLES`` — a hub sets
    it for every learner's server —, else the default file), opened once here so that a
    store that cannot be used stops the command with a clear :class:`DashboardError`; when
    the default cannot be used (a read-only home), the dashboard starts without shared
    tables and says so (``None``). A ``postgresql://…`` address is returned as given.

    >>> import tempfile, os
    >>> tables_path(os.path.join(tempfile.mkdtemp(), "class.sqlite3"), {}).name
    'class.sqlite3'
    >>> tables_path("mysql://db/class", {})
    Traceback (most recent call last):
    ...
    pyramid_explorer.commands.dashboard.DashboardError: --tables: cannot use 'mysql://db/class' as the table store ('mysql://db/class' is a URL of no table store this program knows: give a SQLite file's path, or a PostgreSQL address (postgresql://user@host/database).)
    """
    from pyramid_explorer.tables import TABLES_ENV, TableStore, default_path
    from pyramid_explorer.tables.store import URL

    env = os.environ if environ is None else environ
    given = given or env.get(TABLES_ENV, "").strip() or None
    if given and URL.match(given):
        try:
            TableStore(given).close()
        except ValueError as exc:  # (TableError: unknown kind, unreachable server)
            from pyramid_explorer.tables.postgres_backend import redacted

            raise DashboardError(f"--tables: cannot use {redacted(given)!r} as the table "
                                 f"store ({exc})") from None
        return given
    path = Path(given).expanduser() if given else default_path()
    try:
        TableStore(path).close()
    except (OSError, ValueError, sqlite3.Error) as exc:
        if not given:
            print(f"Shared tables are off: cannot use {str(path)!r} ({exc}); choose a file "
                  "with --tables FILE.", file=sys.stderr, flush=True)
            return None
        raise DashboardError(f"--tables: cannot use {str(path)!r} as the table store ({exc})") \
            from None
    return path.resolve()


def _serve(notebook: Path, serving: Serving, assets: Path | None, no_browser: bool,
           tables: Path | str | None = None, table_idle: int | None = None) -> int:
    url = serving.url
    env = voila_env(assets, serving.token)
    if tables is not None:
        from pyramid_explorer.tables import IDLE_ENV, TABLES_ENV

        env[TABLES_ENV] = str(tables)  # the kernels keep shared tables there
        if table_idle:
            env[IDLE_ENV] = str(table_idle)
    proc = subprocess.Popen(voila_command(notebook, serving), env=env,
                            cwd=str(notebook.parent))

    def stop(signum: int, frame: object) -> None:  # SIGTERM: take Voila down with us
        proc.terminate()
        raise SystemExit(0)

    previous = signal.signal(signal.SIGTERM, stop)
    warmer: subprocess.Popen[bytes] | None = None
    try:
        if not wait_until_listening(proc, serving.host, serving.port, START_TIMEOUT):
            if proc.poll() is None:
                proc.terminate()
            proc.wait(10)
            print(f"pyramid-explorer: error: the dashboard did not start on {url} "
                  "(see Voila's messages above)", file=sys.stderr)
            return 1
        _announce(serving)
        warmer = _warm_coach()
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
        if warmer is not None and warmer.poll() is None:
            warmer.kill()
        if proc.poll() is None:
            proc.terminate()
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()
        signal.signal(signal.SIGTERM, previous)
