"""Shared tables on a served dashboard: T tables x D devices as websocket clients; how long
until a move made on one device is on the others, errors, memory and CPU per device.

Run: ``nice -n 5 .venv/bin/python benchmarks/bench_tables.py [--tables 8] [--devices 4]
[--seconds 60] [--arrival 90] [--baseline DIR] [--idle]``

``--baseline DIR`` plays the same tables first on the package in ``DIR`` (another checkout,
e.g. ``git worktree add --detach /tmp/base main``), then on this one: before and after in one
run. ``--idle``: nobody moves; the figure is the kernels' CPU while their pages only follow.

The tables (Im Bann der Pyramide, D players, every seat a person's) are opened in a fresh
store file; then the dashboard is started as a teacher starts it (``pyramid-explorer dashboard
--no-browser --port 0 --tables FILE --max-learners T*D``, on 127.0.0.1 only). Each device is a
websocket client that does what a phone's page does (reusing ``classroom_ws.py``, as
``bench_classroom.py --clients ws`` does): it GETs the page, connects to its own kernel,
requests the widget states, sends the seat link's fragment through the page bridge (the
kernel opens the seat's page), reports the page drawn, and then only receives: the seat's
kernel pushes the other devices' moves. (A page of an older version that still has a hidden
Play widget gets its ticks, at the widget's interval, as a browser sends them.) On its seat's
turn ("Your move") it clicks the first move button on screen.

**Move -> other devices** is from a device's click until each other device of the table has
received its kernel's update of the log (``pe-seat-log``) showing it: the whole path of a
real room (websocket, kernel, store, the other kernels noticing the change, their
websockets). **Errors** count devices that never got their seat's page, clicks with no update
within 10 s and every exception. **Memory per device** is the USS (unique set size: memory no
other process shares) and the PSS (proportional set size: shared pages split among their
users) of the command, Voila and every kernel at the peak during play, less the same of the
command and Voila alone before the first device arrived, divided by the devices; both are
printed. **Kernel CPU per device** is the CPU seconds all kernels used from the start to the
end of play, per device and minute (the spare pre-heated kernels included). Everything stops
by itself (bounded waits; the server is stopped at the end). Figures are printed, never
asserted.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import random
import statistics
import sys
import tempfile
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

import psutil
from bench_classroom import served_url, stop_server
from classroom_ws import (
    KERNEL_ID,
    LOAD_TIMEOUT,
    PROTOCOL,
    WidgetPage,
    _cookie_header,
    _idle_after,
    load_widget_states,
)
from machine import describe

from pyramid_explorer.serve.kernel import is_kernel
from pyramid_explorer.tables import TableStore

ROOT = Path(__file__).resolve().parents[1]
GAME = "im-bann-der-pyramide"
UPDATE_TIMEOUT = 10.0


@dataclass
class Device:
    """What one simulated device saw."""

    table: int
    seat: int
    ready_s: float | None = None
    clicks: int = 0
    errors: list[str] = field(default_factory=list)
    log_changes: list[float] = field(default_factory=list)  # when its log was updated
    own_ms: list[float] = field(default_factory=list)  # click -> its own log updated
    stopped: float = float("inf")  # when it stopped following (the end of play)


@dataclass
class Click:
    table: int
    seat: int
    at: float


def kernel_cpu(proc: Any) -> dict[int, float]:
    """CPU seconds (user + system) of each kernel of the command, by process id."""
    out = {}
    for p in psutil.Process(proc.pid).children(recursive=True):
        with contextlib.suppress(psutil.Error):
            if is_kernel(p.cmdline()):
                times = p.cpu_times()
                out[p.pid] = times.user + times.system
    return out


def tree_memory(proc: Any, kernels: bool = True) -> tuple[int, int]:
    """USS and PSS bytes of the command and its children (without kernels if asked)."""
    me = psutil.Process(proc.pid)
    uss = pss = 0
    for p in [me, *me.children(recursive=True)]:
        with contextlib.suppress(psutil.Error):
            if not kernels and is_kernel(p.cmdline()):
                continue
            info = p.memory_full_info()
            uss += info.uss
            pss += info.pss
    return uss, pss


def start(path: Path, devices: int, root: Path) -> tuple[Any, str]:
    """The dashboard of the package in ``root`` (server and kernels import it)."""
    import subprocess

    proc = subprocess.Popen(
        [sys.executable, "-m", "pyramid_explorer.cli", "dashboard", "--no-browser", "--port",
         "0", "--tables", str(path), "--max-learners", str(devices), "--preheat", "2"],
        cwd=root, env={**os.environ, "PYTHONPATH": str(root)},
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return proc, served_url(proc)


def visible(page: WidgetPage, model_id: str, root: str) -> bool:
    """Whether ``model_id`` and every box between it and ``root`` are shown (their layout's
    ``display`` is not ``none``)."""
    parents: dict[str, str] = {}
    for m in page.descendants(root):
        for child in page.models.get(m, {}).get("state", {}).get("children", []):
            if isinstance(child, str) and child.startswith("IPY_MODEL_"):
                parents[child[len("IPY_MODEL_"):]] = m
    current: str | None = model_id
    while current is not None:
        layout = page.models.get(current, {}).get("state", {}).get("layout", "")
        if isinstance(layout, str) and layout.startswith("IPY_MODEL_"):
            shown = page.models.get(layout[len("IPY_MODEL_"):], {}).get("state", {})
            if shown.get("display") == "none":
                return False
        current = parents.get(current) if current != root else None
    return True


@dataclass
class Phases:
    """When play starts (every device ready), and when the devices may leave (the CPU after
    play is measured)."""

    go: asyncio.Event = field(default_factory=asyncio.Event)
    leave: asyncio.Event = field(default_factory=asyncio.Event)
    move: bool = True  # False: nobody clicks (--idle)


async def device(url: str, fragment: str, delay: float, seconds: float, out: Device,
                 clicks: list[Click], phases: Phases) -> Device:
    """One device's visit: open the page, open its seat, follow and move until the end."""
    from tornado.httpclient import AsyncHTTPClient, HTTPRequest
    from tornado.websocket import websocket_connect

    await asyncio.sleep(delay)
    parts = urlsplit(url)
    token = parse_qs(parts.query).get("token", [""])[0]
    origin = f"{parts.scheme}://{parts.netloc}"
    client = AsyncHTTPClient(force_instance=True, max_clients=1000)
    t0 = time.monotonic()
    page = None
    kernel_id = cookies = xsrf = ""
    try:
        response = await client.fetch(HTTPRequest(url, request_timeout=LOAD_TIMEOUT,
                                                  connect_timeout=30))
        cookies, xsrf = _cookie_header(response)
        found = KERNEL_ID.search(response.body.decode("utf-8", "replace"))
        if found is None:
            out.errors.append("no kernel id in the page")
            return out
        kernel_id = found.group(1)
        query = f"session_id={uuid.uuid4().hex}" + (f"&token={token}" if token else "")
        ws = await websocket_connect(HTTPRequest(
            f"ws://{parts.netloc}/api/kernels/{kernel_id}/channels?{query}",
            headers={"Cookie": cookies, "Origin": origin}, connect_timeout=30,
            request_timeout=LOAD_TIMEOUT), max_message_size=64 * 2**20,
            subprotocols=[PROTOCOL])
        page = WidgetPage(ws, uuid.uuid4().hex)
        await play(page, url, fragment, t0, seconds, out, clicks, phases)
    except Exception as exc:  # noqa: BLE001 - a device's failure is a figure
        out.errors.append(f"{type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}")
    finally:
        out.stopped = min(out.stopped, time.monotonic())
        with contextlib.suppress(asyncio.TimeoutError):  # (the kernels' CPU is read first)
            await asyncio.wait_for(phases.leave.wait(), 60)
        if page is not None:
            page.close()
        with contextlib.suppress(Exception):
            await client.fetch(HTTPRequest(
                f"{origin}/voila/api/shutdown/{kernel_id}", method="POST", body="",
                headers={"Cookie": cookies, "X-XSRFToken": xsrf}, request_timeout=30))
        client.close()
    return out


async def play(page: WidgetPage, url: str, fragment: str, t0: float, seconds: float,
               out: Device, clicks: list[Click], phases: Phases) -> None:
    await load_widget_states(page)
    bridge = page.find("pe-page-bridge")
    if bridge is None:
        out.errors.append("no page bridge")
        return
    sent = page.send("comm_msg", {"comm_id": bridge, "data": {
        "method": "custom", "content": {"type": "hash", "hash": fragment, "href": url}}})
    await page.wait(_idle_after(sent), LOAD_TIMEOUT)
    seat_page = page.find("pe-seat-page")
    if seat_page is None:
        out.errors.append("the seat link opened no seat page")
        return
    inside = page.descendants(seat_page)
    log = page.find("pe-seat-log", seat_page)
    status = page.find("pe-seat-status-box", seat_page)
    pad = page.find("pe-seat-moves", seat_page)
    # (an older page's hidden Play widget, which the browser ticks; a page now has none)
    timer = next((m for m in inside if page.models[m]["model_name"] == "PlayModel"), None)
    tick_s = page.models[timer]["state"].get("interval", 500) / 1000 if timer else 0.0
    if None in (log, status, pad):
        out.errors.append("the seat page lacks its log, status or moves")
        return
    for model_id in inside:  # what the browser says after drawing the page
        if page.models[model_id]["state"].get("rendered") is False:
            done = page.send("comm_msg", {"comm_id": model_id, "data": {
                "method": "update", "state": {"rendered": True}, "buffer_paths": []}})
            await page.wait(_idle_after(done), LOAD_TIMEOUT)
    out.ready_s = time.monotonic() - t0

    def log_changed(msg: dict[str, Any]) -> bool:
        content = msg.get("content", {})
        if msg.get("msg_type") == "comm_msg" and content.get("comm_id") == log \
                and "value" in content.get("data", {}).get("state", {}):
            out.log_changes.append(time.monotonic())
        return False

    page.wait_forever = asyncio.ensure_future(page.wait(log_changed, seconds + 600))
    await phases.go.wait()
    deadline = time.monotonic() + seconds
    tick = 0
    next_tick = time.monotonic()
    while time.monotonic() < deadline:
        now = time.monotonic()
        if timer is not None and now >= next_tick:  # an older page's Play widget: value + 1
            tick += 1                                 # every interval, from the browser
            page.send("comm_msg", {"comm_id": timer, "data": {
                "method": "update", "state": {"value": tick}, "buffer_paths": []}})
            next_tick = now + tick_s
        text = page.models.get(status, {}).get("state", {}).get("value", "")
        buttons = [] if "Your move" not in text or not phases.move else [
            m for m in page.descendants(pad) if page.models[m]["model_name"] == "ButtonModel"
            and page.models[m]["state"].get("description") and visible(page, m, pad)]
        if buttons:
            before = len(out.log_changes)
            clicked = time.monotonic()
            clicks.append(Click(out.table, out.seat, clicked))
            sent = page.send("comm_msg", {"comm_id": buttons[0], "data": {
                "method": "custom", "content": {"event": "click"}}})
            out.clicks += 1
            try:
                await page.wait(_idle_after(sent), UPDATE_TIMEOUT)
            except asyncio.TimeoutError:
                out.errors.append(f"no answer within {UPDATE_TIMEOUT:.0f} s after a click")
            if len(out.log_changes) == before:
                out.errors.append("a click did not update the device's own log")
            else:
                out.own_ms.append((out.log_changes[before] - clicked) * 1000)
        await asyncio.sleep(0.02)
    out.stopped = time.monotonic()
    page.wait_forever.cancel()


def others_updated(devices: list[Device], clicks: list[Click]) -> tuple[list[float], int, int]:
    """Per click and other device of its table: ms until that device's log changed; how many
    (click, device) pairs saw no change within :data:`UPDATE_TIMEOUT` although the device
    went on following for at least 2 s; and how many came too late to count (the device
    stopped first)."""
    out, missed, late = [], 0, 0
    for click in clicks:
        for d in devices:
            if d.table != click.table or d.seat == click.seat or d.ready_s is None:
                continue
            after = [t for t in d.log_changes if t > click.at]
            if after and after[0] - click.at <= UPDATE_TIMEOUT and after[0] <= d.stopped:
                out.append((after[0] - click.at) * 1000)
            elif d.stopped - click.at < 2.0:
                late += 1
            else:
                missed += 1
    return out, missed, late


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


async def sample(proc: Any, stop: asyncio.Event, peak: list[int]) -> None:
    while not stop.is_set():
        uss, pss = await asyncio.to_thread(tree_memory, proc)
        peak[0], peak[1] = max(peak[0], uss), max(peak[1], pss)
        with contextlib.suppress(asyncio.TimeoutError):
            await asyncio.wait_for(stop.wait(), 3)


async def measure(args: argparse.Namespace, root: Path) -> dict[str, Any]:
    """Play the tables on the dashboard of the package in ``root``; the figures."""
    n = args.tables * args.devices
    folder = Path(tempfile.mkdtemp(prefix="bench-tables-"))
    path = folder / "tables.sqlite3"
    store = TableStore(path)
    links = []
    for t in range(args.tables):
        table = store.open(GAME, seed=t + 1, players=args.devices,
                           humans=list(range(args.devices)))
        links += [(t, s, table.link("", seat=s).split("#", 1)[1]) for s in range(args.devices)]
    proc, url = start(path, n, root)
    print(f"{root}: {n} devices ({args.tables} tables x {args.devices}) on "
          f"{url.split('?')[0]}", flush=True)
    try:
        await asyncio.sleep(5)
        bare = await asyncio.to_thread(tree_memory, proc, False)
        rng = random.Random(25)
        delays = sorted(rng.uniform(0, args.arrival) for _ in links)
        devices = [Device(t, s) for t, s, _ in links]
        clicks: list[Click] = []
        phases = Phases(move=not args.idle)
        tasks = [asyncio.ensure_future(device(url, frag, d, args.seconds, dev, clicks, phases))
                 for (_, _, frag), d, dev in zip(links, delays, devices, strict=True)]
        t0 = time.monotonic()
        while time.monotonic() - t0 < args.arrival + LOAD_TIMEOUT:
            if all(d.ready_s is not None or d.errors for d in devices):
                break
            await asyncio.sleep(1)
        print(f"every device ready after {time.monotonic() - t0:.0f} s "
              f"(load average {' '.join(f'{x:.2f}' for x in psutil.getloadavg())})", flush=True)
        stop = asyncio.Event()
        peak = [0, 0]
        sampler = asyncio.ensure_future(sample(proc, stop, peak))
        load_before = psutil.getloadavg()
        cpu_before = await asyncio.to_thread(kernel_cpu, proc)
        played_from = time.monotonic()
        phases.go.set()
        while not all(d.stopped < float("inf") for d in devices) \
                and time.monotonic() - played_from < args.seconds + 60:
            await asyncio.sleep(0.2)
        cpu_after = await asyncio.to_thread(kernel_cpu, proc)
        played_s = time.monotonic() - played_from
        load_after = psutil.getloadavg()
        phases.leave.set()
        await asyncio.gather(*tasks)
        stop.set()
        await sampler
    finally:
        stop_server(proc)
    updated, missed, late = others_updated(devices, clicks)
    each = sorted(cpu_after[pid] - cpu_before[pid] for pid in cpu_after if pid in cpu_before)
    cpu = sum(each)
    return {"root": root, "n": n, "devices": devices, "clicks": clicks, "updated": updated,
            "missed": missed, "late": late, "bare": bare, "peak": peak, "played_s": played_s,
            "load": (load_before, load_after), "cpu_per_device_min": cpu / n / played_s * 60,
            "kernels": len(cpu_after),
            "cpu_each_min": [c / played_s * 60 for c in each]}


def report(args: argparse.Namespace, r: dict[str, Any]) -> None:
    """Print one run's figures."""
    n, devices, clicks, updated = r["n"], r["devices"], r["clicks"], r["updated"]
    own = [ms for d in devices for ms in d.own_ms]
    errors = [e for d in devices for e in d.errors]
    ready = [d.ready_s for d in devices if d.ready_s is not None]
    print(f"\n== {r['root']}")
    print(f"devices ready: {len(ready)}/{n}; seat page ready after median "
          f"{statistics.median(ready):.1f} s, max {max(ready):.1f} s" if ready else "no device ready")
    print(f"moves clicked: {len(clicks)} in {args.seconds:.0f} s")
    if updated:
        print(f"move -> other devices updated: median {statistics.median(updated):.0f} ms, "
              f"p95 {p95(updated):.0f} ms, max {max(updated):.0f} ms "
              f"({len(updated)} deliveries; {r['late']} clicks in the last 2 s not counted)")
    if own:
        print(f"baseline, move -> the mover's own page updated: median "
              f"{statistics.median(own):.0f} ms, p95 {p95(own):.0f} ms")
    print(f"errors: {len(errors) + r['missed']} ({r['missed']} deliveries missing after "
          f"{UPDATE_TIMEOUT:.0f} s; {len(errors)} device errors)")
    for e in sorted(set(errors))[:10]:
        print(f"  {errors.count(e)} x {e}")
    bare, peak = r["bare"], r["peak"]
    uss = (peak[0] - bare[0]) / n / 2**20
    pss = (peak[1] - bare[1]) / n / 2**20
    print(f"memory per device (server + kernels at peak during play, less the bare server, "
          f"/ {n}): USS {uss:.0f} MiB, PSS {pss:.0f} MiB (bare server USS "
          f"{bare[0] / 2**20:.0f} MiB)")
    print(f"kernel CPU per device: {r['cpu_per_device_min']:.2f} CPU s a minute "
          f"({r['kernels']} kernels, {r['played_s']:.0f} s{', nobody moving' if args.idle else ''}; "
          f"each kernel: {', '.join(f'{c:.2f}' for c in r['cpu_each_min'])})")
    before, after = r["load"]
    print(f"load average during play: {' '.join(f'{x:.2f}' for x in before)} -> "
          f"{' '.join(f'{x:.2f}' for x in after)}", flush=True)


async def run(args: argparse.Namespace) -> int:
    print(f"machine: {describe()}", flush=True)
    roots = [args.baseline.resolve(), ROOT] if args.baseline else [ROOT]
    results = []
    for root in roots:
        results.append(await measure(args, root))
        report(args, results[-1])
    if len(results) == 2 and all(r["updated"] for r in results):
        (b, a) = (statistics.median(r["updated"]) for r in results)
        print(f"\nmove -> other devices, median: {b:.0f} ms (baseline) -> {a:.0f} ms (this)")
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--tables", type=int, default=8)
    ap.add_argument("--devices", type=int, default=4, help="devices (= seats) per table")
    ap.add_argument("--seconds", type=float, default=60.0, help="seconds of play")
    ap.add_argument("--baseline", metavar="DIR", type=Path,
                    help="first play on the package in DIR (another checkout), then on this")
    ap.add_argument("--idle", action="store_true",
                    help="nobody moves: the kernels' CPU while their pages only follow")
    ap.add_argument("--arrival", type=float, default=90.0,
                    help="devices arrive spread over this many seconds (seeded)")
    args = ap.parse_args(argv)
    return asyncio.run(run(args))


if __name__ == "__main__":
    sys.exit(main())
