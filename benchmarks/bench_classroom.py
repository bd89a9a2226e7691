"""A class on one dashboard: N learners open it and click Step/Undo; what each of them waits.

Run: ``.venv/bin/python benchmarks/bench_classroom.py [--learners 1,10,30] [--seconds 60]
[--clients browser|ws] [--classroom] [--preheat default|N|class] [--ownership on|off|both]
[--baseline DIR]``

``--baseline DIR`` serves each class size first from the package in ``DIR`` (another checkout,
e.g. ``git worktree add /tmp/base <commit>``), then from this one: before and after in one run
(the ``code`` column).

For each N a fresh server is started the way a teacher starts it (``pyramid-explorer dashboard
--no-browser --port 0 --max-learners N``, on 127.0.0.1 only; with ``--classroom``, ``--classroom
--host 127.0.0.1``: the link with its token), with ``--preheat`` as given or, by default, none
(the command's own default: the whole class in classroom mode, else one). The class arrives
once the server has warmed its places (**start s**: from the command's start until it said
"N places ready", or, for code that does not say it, until its kernels and memory stayed the
same for 6 s; **start MB**: the PSS of command, Voila and kernels then, without the coach's
compiling process, which ends by itself). Then N learners arrive
spread over ``--arrival`` seconds (seeded, so every run has the same arrivals). A learner is
either

* ``--clients browser`` (default): a browser context (own cookies, empty cache) in one headless
  Debian Chromium. **First paint** is taken in the page (the first animation frame in which the
  first tab's table has a size, ms since navigation; see ``bench_dashboard.py``); the learner
  waits until the first tab's odds chart is drawn, then, for ``--seconds``, clicks Step and
  Undo alternately with ``--think`` seconds between clicks: **click -> panel** is from the
  click until the table panel changed, in the page (``performance.now()`` and a
  ``MutationObserver``); or
* ``--clients ws``: a websocket client that sends the messages the page sends (see
  ``classroom_ws.py``): GET the page, connect to its kernel, request the widget states
  (**page ready**), report the page drawn, click Step/Undo; **click -> panel** is until the
  kernel's update of the table panel. It draws nothing, so the server keeps the cores, as in a
  real room where every learner's browser runs on their own device.

**Memory per learner** is the peak proportional set size (PSS, from ``/proc/PID/smaps_rollup``)
of the command, its Voila server and all kernels while the class clicks, less that of the
command and Voila alone before the first learner arrived, divided by N (so the spare pre-heated
kernel is in it). PSS counts a page that k processes share as 1/k in each, so the libraries
every kernel maps from the same files (numpy's OpenBLAS, Python's extension modules, about
20 MB a kernel) count once for the machine, as they do in its RAM. The resident set size (RSS)
counted them once per kernel; it is printed too (``RSS MB/learner``).
**CPU** (which, unlike the times, does not depend on what else the machine runs): the CPU
seconds of a pre-heated kernel once it has run the notebook (a kernel start), and of the server
and all kernels during the class, per learner. **Errors** count pages that never got ready,
clicks with no panel change within 10 s, uncaught page errors and console errors. The N = 1 row
is the baseline of the same run. Everything stops by itself (each phase is bounded; each
learner closes its page, and the server is stopped at the end).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import re
import signal
import statistics
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import psutil
from bench_dashboard import ARGS, CHROMIUM, FIRST_PAINT, MEASURE_CLICK, machine, p95

from pyramid_explorer.serve.kernel import is_kernel

ROOT = Path(__file__).resolve().parents[1]
URL = re.compile(r"dashboard: (http://127\.0\.0\.1:\d+/(?:\?token=\S+)?)")
READY_LINE = re.compile(r"places? ready|Pl(?:ä|ae)tze? bereit")
PANEL = ".pe-dashboard .pe-tab .pe-state"
BUTTONS = (".pe-dashboard .pe-tab .pe-btn-step", ".pe-dashboard .pe-tab .pe-btn-undo")
CHART = ".pe-dashboard .pe-tab .js-plotly-plot .trace"
LOAD_TIMEOUT_MS = 300_000


@dataclass
class Learner:
    """What one simulated learner saw."""

    first_paint_s: float | None = None
    clicks_ms: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)


def start_server(max_learners: int, preheat: int | None, ownership: str = "on",
                 root: Path = ROOT, classroom: bool = False,
                 ready: threading.Event | None = None) -> tuple[subprocess.Popen, str]:
    """The dashboard served from the package in ``root`` (its kernels import it too);
    ``preheat`` ``None``: the command's default. ``ready`` is set when the command says its
    places are ready."""
    env = {**os.environ, "PYTHONPATH": str(root)}
    proc = subprocess.Popen(
        [sys.executable, "-m", "pyramid_explorer.cli", "dashboard", "--no-browser", "--port", "0",
         "--max-learners", str(max_learners),
         *([] if preheat is None else ["--preheat", str(preheat)]),
         *(["--classroom", "--host", "127.0.0.1"] if classroom else []),
         "--ownership-checks", ownership],
        cwd=root, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return proc, served_url(proc, ready)


def served_url(proc: Any, ready: threading.Event | None = None) -> str:
    """The URL a starting ``pyramid-explorer dashboard`` prints; its output is drained from
    then on, so the server never blocks on a full pipe (and ``ready`` set at the line saying
    the places are ready, if it comes before or after the URL)."""
    assert proc.stdout is not None
    seen = threading.Event() if ready is None else ready

    def note(line: str) -> None:
        if READY_LINE.search(line):
            print(f"  server: {line.strip()}", flush=True)
            seen.set()

    for line in proc.stdout:
        note(line)
        m = URL.search(line)
        if m:
            threading.Thread(target=lambda: [note(x) for x in proc.stdout], daemon=True).start()
            return m.group(1)
    raise SystemExit("the dashboard did not start")


def stop_server(proc: subprocess.Popen) -> None:
    proc.send_signal(signal.SIGTERM)
    try:
        proc.wait(30)
    except subprocess.TimeoutExpired:
        proc.kill()


def proportional(p: psutil.Process) -> tuple[int, int]:
    """``(pss, rss)`` bytes of one process (PSS from ``/proc/PID/smaps_rollup``; where that
    cannot be read, the RSS for both)."""
    rss = p.memory_info().rss
    try:
        with open(f"/proc/{p.pid}/smaps_rollup") as f:
            for line in f:
                if line.startswith("Pss:"):
                    return int(line.split()[1]) * 1024, rss
    except OSError:
        pass
    return rss, rss


def server_memory(proc: subprocess.Popen,
                  cpu: dict[int, tuple[bool, float]] | None = None) -> tuple[int, int, int]:
    """PSS bytes of the command, Voila and every kernel; the number of kernels; their RSS.

    With ``cpu``, also notes each process's CPU seconds so far (by pid, with whether it is a
    kernel; kernels that end keep their last figure).
    """
    me = psutil.Process(proc.pid)
    total, kernels, total_rss = 0, 0, 0
    for p in [me, *me.children(recursive=True)]:
        with contextlib.suppress(psutil.Error):
            pss, rss = proportional(p)
            total += pss
            total_rss += rss
            kernel = is_kernel(p.cmdline())
            kernels += kernel
            if cpu is not None:
                times = p.cpu_times()
                cpu[p.pid] = (kernel, times.user + times.system)
    return total, kernels, total_rss


def bare_server_memory(proc: subprocess.Popen) -> tuple[int, int]:
    """PSS and RSS bytes of the command and Voila, without any kernel."""
    me = psutil.Process(proc.pid)
    total, total_rss = 0, 0
    for p in [me, *me.children(recursive=True)]:
        with contextlib.suppress(psutil.Error):
            if not is_kernel(p.cmdline()):
                pss, rss = proportional(p)
                total += pss
                total_rss += rss
    return total, total_rss


WARMER = "pyramid_explorer.coach.compiled.warm"
"""The command's low-priority process that compiles the coach's playouts after the start."""


def places_memory(proc: subprocess.Popen) -> tuple[int, int]:
    """PSS bytes of the command, Voila and every kernel, without the coach's compiling process
    (it ends by itself, and its memory is no learner's); the number of kernels."""
    me = psutil.Process(proc.pid)
    total, kernels = 0, 0
    for p in [me, *me.children(recursive=True)]:
        with contextlib.suppress(psutil.Error):
            cmdline = p.cmdline()
            if WARMER not in cmdline:
                total += proportional(p)[0]
                kernels += is_kernel(cmdline)
    return total, kernels


def kernel_cpu(proc: subprocess.Popen) -> list[float]:
    """CPU seconds each running kernel has used so far."""
    out = []
    for p in psutil.Process(proc.pid).children(recursive=True):
        with contextlib.suppress(psutil.Error):
            if is_kernel(p.cmdline()):
                times = p.cpu_times()
                out.append(times.user + times.system)
    return out


def wait_for_pool(proc: subprocess.Popen, kernels_wanted: int, timeout: float = 300,
                  ready: threading.Event | None = None) -> None:
    """Until the pre-heated kernels have started and run the notebook: the command said so
    (``ready``), or at least ``kernels_wanted`` kernels are there and the kernels and memory
    stayed the same over three samples 3 s apart."""
    deadline = time.monotonic() + timeout
    last: list[tuple[int, int]] = []
    while time.monotonic() < deadline:
        if ready is not None and ready.is_set():
            return
        total, kernels = places_memory(proc)
        last = [*last[-2:], (total, kernels)]
        if (kernels >= kernels_wanted and len(last) == 3
                and all(k == kernels and abs(t - total) < 2 * 2**20 for t, k in last)):
            return
        if ready is not None:
            ready.wait(3)
        else:
            time.sleep(3)


async def learn(browser, url: str, delay: float, seconds: float, think: float,
                rng: random.Random) -> Learner:
    out = Learner()
    await asyncio.sleep(delay)
    context = await browser.new_context(viewport={"width": 1280, "height": 800})
    await context.add_init_script(FIRST_PAINT.replace("SELECTOR", json.dumps(PANEL)))
    page = await context.new_page()
    page.on("pageerror", lambda exc: out.errors.append(f"page error: {exc}"))
    page.on("console", lambda m: out.errors.append(f"console: {m.text}")
            if m.type == "error" else None)
    try:
        # Voila sends the page while the kernel runs the notebook: allow a loaded server time
        response = await page.goto(url, timeout=LOAD_TIMEOUT_MS, wait_until="commit")
        if response is not None and response.status != 200:
            out.errors.append(f"HTTP {response.status} on opening")
            return out
        await page.wait_for_function("() => window.__peFirstPaint !== undefined",
                                     timeout=LOAD_TIMEOUT_MS)
        out.first_paint_s = await page.evaluate("() => window.__peFirstPaint") / 1000
        # as a learner would: start once the page has settled (its odds chart is drawn)
        await page.wait_for_selector(CHART, state="attached", timeout=LOAD_TIMEOUT_MS)
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            button = BUTTONS[len(out.clicks_ms) % 2]
            ms = await page.evaluate(MEASURE_CLICK, [button, PANEL])
            if ms < 0:
                out.errors.append(f"no panel change within 10 s after {button}")
            else:
                out.clicks_ms.append(ms)
            await asyncio.sleep(think * rng.uniform(0.5, 1.5))
    except Exception as exc:  # a learner's failure is a figure, not the end of the run  # noqa: BLE001
        out.errors.append(f"{type(exc).__name__}: {str(exc).splitlines()[0]}")
    finally:
        await context.close()
    return out


def kernel_memory(proc: subprocess.Popen) -> list[int]:
    """PSS bytes of each running kernel."""
    out = []
    for p in psutil.Process(proc.pid).children(recursive=True):
        with contextlib.suppress(psutil.Error):
            if is_kernel(p.cmdline()):
                out.append(proportional(p)[0])
    return out


async def sample_memory(proc: subprocess.Popen, stop: asyncio.Event, peak: list[int],
                        cpu: dict[int, tuple[bool, float]]) -> None:
    """Track the peak of: all PSS, all RSS, the kernels' PSS summed (at the same moment as
    the first), and the largest kernel's PSS."""
    while not stop.is_set():
        pss, _, rss = server_memory(proc, cpu)
        kernels = kernel_memory(proc)
        if pss > peak[0]:
            peak[0], peak[2] = pss, sum(kernels)
        peak[1] = max(peak[1], rss)
        peak[3] = max([peak[3], *kernels])
        with contextlib.suppress(asyncio.TimeoutError):
            await asyncio.wait_for(stop.wait(), 2)


async def run_learners(n: int, url: str, delays: list[float], args: argparse.Namespace) -> list:
    if args.clients == "ws":
        from classroom_ws import learn_ws

        return await asyncio.gather(*[
            learn_ws(url, d, args.seconds, args.think, random.Random(f"{n}:{i}"), Learner())
            for i, d in enumerate(delays)])
    from playwright.async_api import async_playwright

    async with async_playwright() as p:
        browser = await p.chromium.launch(executable_path=CHROMIUM, args=ARGS, headless=True)
        try:
            return await asyncio.gather(*[
                learn(browser, url, d, args.seconds, args.think, random.Random(f"{n}:{i}"))
                for i, d in enumerate(delays)])
        finally:
            await browser.close()


async def one_class(n: int, args: argparse.Namespace, ownership: str = "on",
                    root: Path = ROOT) -> dict:
    preheat = {"class": n, "default": None}.get(args.preheat)
    if preheat is None and args.preheat != "default":
        preheat = int(args.preheat)
    ready = threading.Event()
    started = time.monotonic()
    proc, url = start_server(n, preheat, ownership, root, args.classroom, ready)
    try:
        if not args.during_warm_up:
            wait_for_pool(proc, 1 if preheat is None else preheat, ready=ready)
        start_s = time.monotonic() - started
        start_bytes = places_memory(proc)[0]
        start_cpu = kernel_cpu(proc)
        cpu: dict[int, tuple[bool, float]] = {}
        baseline, _, baseline_rss = server_memory(proc, cpu)
        bare, bare_rss = bare_server_memory(proc)
        before = dict(cpu)
        rng = random.Random(f"classroom:{n}")
        delays = sorted(rng.uniform(0, args.arrival) for _ in range(n)) if n > 1 else [0.0]
        stop, peak = asyncio.Event(), [baseline, baseline_rss, 0, 0]
        sampler = asyncio.create_task(sample_memory(proc, stop, peak, cpu))
        learners = await run_learners(n, url, delays, args)
        stop.set()
        await sampler
        server_memory(proc, cpu)
    finally:
        stop_server(proc)
    paints = [x.first_paint_s for x in learners if x.first_paint_s is not None]
    clicks = [ms for x in learners for ms in x.clicks_ms]
    errors = [e for x in learners for e in x.errors]
    return {"n": n, "paints": paints, "clicks": clicks, "errors": errors,
            "start_s": start_s, "start_mb": start_bytes / 2**20, "said_ready": ready.is_set(),
            "per_learner_mb": (peak[0] - bare) / n / 2**20, "baseline_mb": baseline / 2**20,
            "bare_mb": bare / 2**20, "per_learner_rss_mb": (peak[1] - bare_rss) / n / 2**20,
            # at the peak: what the server (command and Voila) grew by, per learner, and
            # what the kernels (the learners' and the spare pre-heated ones) held, per learner
            "server_mb": (peak[0] - peak[2] - bare) / n / 2**20,
            "kernels_mb": peak[2] / n / 2**20, "largest_kernel_mb": peak[3] / 2**20,
            "start_cpu": start_cpu,
            "cpu_server": sum(c - before.get(pid, (k, 0.0))[1]
                              for pid, (k, c) in cpu.items() if not k) / n,
            "cpu_kernels": sum(c - before.get(pid, (k, 0.0))[1]
                               for pid, (k, c) in cpu.items() if k) / n}


def fmt(values: list[float], f, scale: float = 1.0, digits: int = 2) -> str:
    return f"{f(values) * scale:.{digits}f}" if values else "-"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--learners", default="1,10,30",
                        help="class sizes to run, comma-separated (default 1,10,30)")
    parser.add_argument("--seconds", type=float, default=60,
                        help="how long each learner clicks (default 60)")
    parser.add_argument("--think", type=float, default=1.0,
                        help="mean pause between a learner's clicks, s (default 1)")
    parser.add_argument("--arrival", type=float, default=20,
                        help="the class arrives spread over this many seconds (default 20)")
    parser.add_argument("--clients", choices=("browser", "ws"), default="browser",
                        help="learners as browser contexts in headless Chromium (default) or "
                             "as websocket clients that send the page's messages")
    parser.add_argument("--preheat", default="default",
                        help="pre-heated kernels the server keeps ready: 'default' (no "
                             "--preheat: the command's default, the class with --classroom, "
                             "else 1), a number, or 'class': as many as learners; the class "
                             "arrives once they are ready")
    parser.add_argument("--during-warm-up", action="store_true",
                        help="the class starts arriving as soon as the server listens, while "
                             "it still warms its places (start s: until it listened)")
    parser.add_argument("--classroom", action="store_true",
                        help="serve as a teacher does for a room: --classroom --host 127.0.0.1 "
                             "(the link with its token; the classroom defaults)")
    parser.add_argument("--ownership", choices=("on", "off", "both"), default="on",
                        help="the kernel ownership checks (serve/ownership.py): on (as served), "
                             "off, or both: each class size with the checks off, then on, in "
                             "the same run (their cost to a click)")
    parser.add_argument("--baseline", metavar="DIR", type=Path,
                        help="also serve each class size from the package in DIR, first "
                             "(before and after in one run)")
    args = parser.parse_args(argv)
    sizes = [int(x) for x in args.learners.split(",")]
    modes = ["off", "on"] if args.ownership == "both" else [args.ownership]
    roots = [("base", args.baseline.resolve()), ("this", ROOT)] if args.baseline else [
        ("this", ROOT)]
    print(f"machine: {machine()}")
    print(f"learners: {args.clients}; each clicks Step/Undo for {args.seconds:.0f} s, about "
          f"every {args.think:.1f} s; learners arrive over {args.arrival:.0f} s; "
          f"--preheat {args.preheat}{'; --classroom' if args.classroom else ''}"
          f"{'; arriving during the warm-up' if args.during_warm_up else ''}\n")
    first = "paint" if args.clients == "browser" else "ready"
    header = (f"{'code':>4} {'owners':>6} {'learners':>8} {first + ' med s':>11} {first + ' p95 s':>11} "
              f"{'click med ms':>12} {'click p95 ms':>12} {'clicks':>7} {'MB/learner':>10} "
              f"{'= kernels + server':>18} {'largest kernel':>14} {'RSS MB/learner':>14} "
              f"{'CPU s/learner':>13} {'errors':>7} {'start s':>7} {'start MB':>8}  "
              f"load avg (1 min) before/after")
    print(header, flush=True)
    results = []
    for n, mode, (code, root) in ((n, m, r) for n in sizes for m in modes for r in roots):
        load_before = os.getloadavg()[0]
        r = asyncio.run(one_class(n, args, mode, root))
        results.append(r)
        print(f"{code:>4} {mode:>6} {n:>8} {fmt(r['paints'], statistics.median):>11} {fmt(r['paints'], p95):>11} "
              f"{fmt(r['clicks'], statistics.median, digits=0):>12} "
              f"{fmt(r['clicks'], p95, digits=0):>12} {len(r['clicks']):>7} "
              f"{r['per_learner_mb']:>10.0f} "
              f"{r['kernels_mb']:>9.0f} + {r['server_mb']:>6.0f} {r['largest_kernel_mb']:>14.0f} "
              f"{r['per_learner_rss_mb']:>14.0f} "
              f"{r['cpu_server']:>6.1f} +{r['cpu_kernels']:>5.1f} "
              f"{len(r['errors']):>7} {r['start_s']:>6.1f}{'' if r['said_ready'] else '*'} "
              f"{r['start_mb']:>8.0f}  {load_before:.1f} / {os.getloadavg()[0]:.1f}",
              flush=True)
    for r in results:
        for error in sorted(set(r["errors"]))[:5]:
            print(f"  N={r['n']}: {error}")
    starts = [c for r in results for c in r["start_cpu"]]
    print(f"\nserver before the first learner: {results[0]['baseline_mb']:.0f} MB "
          f"(command, Voila, pre-heated kernels: {args.preheat}), of which "
          f"{results[0]['bare_mb']:.0f} MB command and Voila (PSS); MB/learner: the peak PSS "
          f"less command and Voila, divided by N (so it includes the spare pre-heated kernel; "
          f"= kernels + server: at that peak, the kernels' PSS (learners' and spare) / N and "
          f"what command and Voila grew by / N; largest kernel: the peak PSS of one kernel; "
          f"RSS MB/learner: the same with resident sizes, counting shared pages per kernel); "
          f"N = 1 is the baseline of this run; start s: from the command's start until it "
          f"said its places were ready (* : code that does not say it; until its kernels "
          f"and memory were steady for 6 s), start MB: the PSS of command, Voila and "
          f"kernels then (without the coach's compiling process)")
    print(f"CPU of a kernel start (a pre-heated kernel once it has run the notebook): "
          f"median {fmt(starts, statistics.median)} s over {len(starts)} kernels; "
          f"CPU s/learner: the server (command and Voila) + all kernels during the class, "
          f"divided by N")
    return 0


if __name__ == "__main__":
    sys.exit(main())
