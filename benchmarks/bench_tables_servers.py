"""Shared tables across servers (issue 37): 4 learner servers × 8 devices on one PostgreSQL
store, and the SQLite baseline (one server, the same 32 devices) in the same run.

Run: ``.venv/bin/python benchmarks/bench_tables_servers.py [--seconds 60] [--think 0.5]
[--backends sqlite,postgresql] [--json FILE]``

Every backend gets a fresh store: a new database on a throwaway PostgreSQL cluster
(``tests/pg_server.py``: Debian's ``initdb``/``pg_ctl``, a unix socket in a temporary folder,
run as the ``postgres`` user when this runs as root), or a new SQLite file. The benchmark

1. opens 8 tables of Im Bann der Pyramide, 4 players each, every seat a person's (no rolls,
   no bots: every step of the log is a device's move);
2. starts the servers the way a hub starts each learner's server: ``pyramid-explorer
   dashboard --no-browser --port 0 --tables STORE --max-learners 8 --preheat 8`` on
   127.0.0.1 — 4 of them on PostgreSQL (seat N of every table on server N, so each move
   crosses to three other servers), 1 with ``--max-learners 32 --preheat 32`` on SQLite —
   and waits until every pre-heated kernel has run the notebook (memory steady): no kernel
   start is timed;
3. connects 32 websocket devices (``classroom_ws.py``: the page's own messages, no browser),
   each to its seat's server; a device sends its seat link's fragment as the page does
   (the page bridge's ``hash`` message) and waits for the seat's page; once all 32 show
   their seat, the clock starts;
4. for ``--seconds``, a device whose page says "Your move" waits ``--think`` s (± 50 %,
   seeded), clicks one of its visible move buttons (a ``comm_msg`` ``click``) and waits for
   its own page's log to show the move.

Every device notes when each step of its table's log first reached its page (the ``update``
of the ``pe-seat-log`` HTML). **move → other pages** is, for each move and each of the three
other devices of its table, from the click to that device's page showing it (the store's
commit time is reported too: the ``at`` of the move's row, taken when the write began).
**lost**: a move in the store that a page of its table never showed, or a click the page
took (its log moved on, no refusal) that the store does not hold; **doubled**: the store
holding more moves of a seat than its device clicked, or a page showing a step twice with
different text. Memory (PSS of each server with its kernels, and of PostgreSQL) and CPU
seconds of servers, kernels, PostgreSQL and this process are measured over the timed part.

Figures are printed as a table and saved as JSON (``--json``); nothing is asserted. The
issue's goal: PostgreSQL median ≤ 150 ms, p95 ≤ 400 ms, 0 lost or doubled moves.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import psutil
from bench_classroom import proportional, served_url, server_memory, stop_server, wait_for_pool
from classroom_ws import (
    KERNEL_ID,
    LOAD_TIMEOUT,
    PROTOCOL,
    WidgetPage,
    _cookie_header,
    load_widget_states,
)
from machine import describe
from tornado.httpclient import AsyncHTTPClient, HTTPRequest
from tornado.websocket import websocket_connect

from pyramid_explorer.serve.kernel import is_kernel
from pyramid_explorer.tables import TableStore

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))  # (the throwaway cluster of the tests)
GAME = "im-bann-der-pyramide"
TABLES, SEATS = 8, 4
STEP = re.compile(r'<div style="color:[^"]*">(\d+)\. ([^<]*)</div>')
"""One step of a seat page's log (``log_html``): its number (= moves played) and text."""
SEAT_TIMEOUT = 120.0
MOVE_TIMEOUT = 10.0


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


class SeatDevice(WidgetPage):
    """A device's page that notes when each step of its seat page's log first arrived."""

    def __init__(self, ws: Any, session: str) -> None:
        self.seen: dict[int, float] = {}  # step -> time.time() it first reached the page
        self.texts: dict[int, str] = {}
        self.rewritten = 0  # a step shown again with other text
        self._located: dict[str, str | None] = {}
        self.updated: dict[str, float] = {}  # model id -> when its last message came
        super().__init__(ws, session)

    def _track(self, msg: Any) -> None:
        super()._track(msg)
        comm_id = msg.get("content", {}).get("comm_id")
        model = self.models.get(comm_id)
        if model is None:
            return
        now = time.time()
        self.updated[comm_id] = now
        if "pe-seat-log" not in model["state"].get("_dom_classes", ()):
            return
        for number, text in STEP.findall(model["state"].get("value", "")):
            step = int(number)
            if step not in self.seen:
                self.seen[step], self.texts[step] = now, text
            elif self.texts[step] != text:
                self.rewritten += 1

    def my_move(self) -> bool:
        """The page says "Your move" and has been redrawn since: a redraw writes the status
        line first and the log last, so a log older than the status is still on its way."""
        status, log = self.located("pe-seat-status-box"), self.located("pe-seat-log")
        if status is None or log is None or "Your move" not in self.value_of(
                "pe-seat-status-box"):
            return False
        return self.updated.get(log, 0.0) >= self.updated.get(status, 0.0)

    @property
    def steps(self) -> int:
        """The newest step the page shows (= moves played, as far as it knows)."""
        return max(self.seen, default=0)

    def located(self, css_class: str) -> str | None:
        """The model with ``css_class`` (remembered once found: the seat page keeps it)."""
        found = self._located.get(css_class)
        if found is None or found not in self.models:
            found = self._located[css_class] = self.find(css_class)
        return found

    def value_of(self, css_class: str) -> str:
        found = self.located(css_class)
        return "" if found is None else str(self.models[found]["state"].get("value", ""))

    def move_buttons(self) -> list[str]:
        """The enabled move buttons on screen (inside ``pe-seat-moves``, no hidden box)."""
        box = self.located("pe-seat-moves")
        out, todo = [], [box] if box else []
        while todo:
            current = todo.pop()
            state = self.models.get(current, {}).get("state", {})
            layout = str(state.get("layout", ""))[len("IPY_MODEL_"):]
            if self.models.get(layout, {}).get("state", {}).get("display") == "none":
                continue
            if self.models[current]["model_name"] == "ButtonModel" and not state.get("disabled"):
                out.append(current)
            todo.extend(c[len("IPY_MODEL_"):] for c in state.get("children", [])
                        if isinstance(c, str) and c.startswith("IPY_MODEL_"))
        return sorted(out)


@dataclass
class Device:
    table: int
    seat: int
    server: int
    link: str
    page: SeatDevice | None = None
    clicks: list[tuple[int, float]] = field(default_factory=list)  # (steps before, time)
    taken: list[int] = field(default_factory=list)  # steps before each click the page took
    refused: int = 0
    errors: list[str] = field(default_factory=list)
    client: Any = None


async def connect(device: Device) -> None:
    """Open the dashboard page, connect to its kernel and open the seat's link in it."""
    base, fragment = device.link.split("#", 1)
    parts = urlsplit(base)
    client = device.client = AsyncHTTPClient(force_instance=True)
    response = await client.fetch(HTTPRequest(base, request_timeout=LOAD_TIMEOUT,
                                              connect_timeout=30))
    cookies, _ = _cookie_header(response)
    found = KERNEL_ID.search(response.body.decode("utf-8", "replace"))
    if found is None:
        raise RuntimeError("no kernel id in the page")
    ws = await websocket_connect(HTTPRequest(
        f"ws://{parts.netloc}/api/kernels/{found.group(1)}/channels?session_id="
        f"{uuid.uuid4().hex}", headers={"Cookie": cookies, "Origin": f"http://{parts.netloc}"},
        connect_timeout=30, request_timeout=LOAD_TIMEOUT),
        max_message_size=64 * 2**20, subprotocols=[PROTOCOL])
    page = device.page = SeatDevice(ws, uuid.uuid4().hex)
    await load_widget_states(page)
    bridge = page.find("pe-page-bridge")
    if bridge is None:
        raise RuntimeError("the dashboard has no page bridge")
    page.send("comm_msg", {"comm_id": bridge, "data": {"method": "custom", "content": {
        "type": "hash", "href": base, "hash": fragment}}})
    deadline = time.monotonic() + SEAT_TIMEOUT
    while not (page.seen and any(said in page.value_of("pe-seat-status-box")
                                 for said in ("Your move", "is to move"))):
        if page.find("pe-link-problem") is not None:
            raise RuntimeError(f"the link opens no seat: {page.value_of('pe-link-problem')}")
        if time.monotonic() > deadline:
            raise RuntimeError("the seat's page did not appear")
        await asyncio.sleep(0.05)


async def play(device: Device, deadline: float, think: float, rng: random.Random) -> None:
    """Move whenever the page says "Your move", until ``deadline`` (time.monotonic())."""
    page = device.page
    assert page is not None
    while time.monotonic() < deadline:
        if not page.my_move():
            await asyncio.sleep(0.01)
            continue
        await asyncio.sleep(think * rng.uniform(0.5, 1.5))
        if time.monotonic() >= deadline:
            return
        buttons = page.move_buttons()
        if not buttons:
            device.errors.append("my move, but no move button")
            await asyncio.sleep(0.1)
            continue
        before = page.steps
        device.clicks.append((before, time.time()))
        sent = page.send("comm_msg", {"comm_id": rng.choice(buttons), "data": {
            "method": "custom", "content": {"event": "click"}}})
        with contextlib.suppress(asyncio.TimeoutError):  # (the kernel has handled the click)
            await page.wait(lambda m, s=sent: m.get("msg_type") == "status"
                            and m.get("parent_header", {}).get("msg_id") == s
                            and m["content"].get("execution_state") == "idle", MOVE_TIMEOUT)
        until = time.monotonic() + MOVE_TIMEOUT
        while page.steps == before and time.monotonic() < until:
            if 'class="pe-problem"' in page.value_of("pe-seat-status-box"):
                device.refused += 1
                break
            await asyncio.sleep(0.005)
        if page.steps > before:
            device.taken.append(before)
        elif time.monotonic() >= until:
            device.errors.append(f"no move on my page within {MOVE_TIMEOUT:.0f} s of a click")


def cpu_seconds(pids: list[int]) -> float:
    total = 0.0
    for pid in pids:
        with contextlib.suppress(psutil.Error):
            t = psutil.Process(pid).cpu_times()
            total += t.user + t.system
    return total


def tree(proc_pid: int) -> tuple[list[int], list[int]]:
    """(server pids, kernel pids) of one dashboard command."""
    me = psutil.Process(proc_pid)
    servers, kernels = [], []
    for p in [me, *me.children(recursive=True)]:
        with contextlib.suppress(psutil.Error):
            (kernels if is_kernel(p.cmdline()) else servers).append(p.pid)
    return servers, kernels


def postgres_pids(folder: Path | None) -> list[int]:
    if folder is None:
        return []
    try:
        postmaster = int((folder / "data" / "postmaster.pid").read_text().split()[0])
        me = psutil.Process(postmaster)
        return [me.pid, *(c.pid for c in me.children(recursive=True))]
    except (OSError, ValueError, psutil.Error):
        return []


def pss_mb(pids: list[int]) -> float:
    total = 0
    for pid in pids:
        with contextlib.suppress(psutil.Error):
            total += proportional(psutil.Process(pid))[0]
    return total / 2**20


def start_server(tables: str, learners: int) -> tuple[subprocess.Popen, str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen(
        [sys.executable, "-m", "pyramid_explorer.cli", "dashboard", "--no-browser", "--port",
         "0", "--tables", tables, "--max-learners", str(learners), "--preheat", str(learners)],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return proc, served_url(proc)


def store_moves(store: TableStore, code: str) -> list[tuple[int, int, float]]:
    """(ply, seat, at) of every move at ``code``, in order."""
    rows = store.backend.read().execute(
        "SELECT ply, seat, at FROM moves WHERE code=? ORDER BY ply", (code,)).fetchall()
    return [(int(p), int(s), float(a)) for p, s, a in rows]


async def run_backend(backend: str, servers: int, args: argparse.Namespace,
                      cluster: Any) -> dict[str, Any]:
    folder = Path(tempfile.mkdtemp(prefix="pe-bench-servers-"))
    location = cluster.new_database() if backend == "postgresql" \
        else str(folder / "tables.sqlite3")
    store = TableStore(location)
    tables = [store.open(GAME, seed=100 + t, players=SEATS, humans=list(range(SEATS)))
              for t in range(TABLES)]
    per_server = TABLES * SEATS // servers
    started = time.monotonic()
    procs = [start_server(location, per_server) for _ in range(servers)]
    for proc, _ in procs:
        wait_for_pool(proc, per_server)
    ready_s = time.monotonic() - started
    devices = [Device(t, s, s % servers, table.link(procs[s % servers][1], seat=s))
               for t, table in enumerate(tables) for s in range(SEATS)]
    result: dict[str, Any] = {"backend": backend, "servers": servers, "devices": len(devices),
                              "servers_ready_s": ready_s}
    try:
        connected = await asyncio.gather(*[connect(d) for d in devices],
                                         return_exceptions=True)
        for device, outcome in zip(devices, connected, strict=True):
            if isinstance(outcome, Exception):
                device.errors.append(f"connecting: {type(outcome).__name__}: {outcome}")
        await asyncio.sleep(1.0)  # (every page settled)
        server_trees = [tree(p.pid) for p, _ in procs]
        pg = postgres_pids(getattr(cluster, "folder", None) if backend == "postgresql" else None)
        mem_before = [server_memory(p)[0] / 2**20 for p, _ in procs]
        watched = {"servers": [pid for s, _ in server_trees for pid in s],
                   "kernels": [pid for _, k in server_trees for pid in k], "postgresql": pg,
                   "bench": [os.getpid()]}
        cpu_before = {name: cpu_seconds(pids) for name, pids in watched.items()}
        load_before = os.getloadavg()[0]
        wall = time.monotonic()
        deadline = wall + args.seconds
        await asyncio.gather(*[play(d, deadline, args.think, random.Random(f"{d.table}:{d.seat}"))
                               for d in devices if d.page is not None])
        wall = time.monotonic() - wall
        cpu = {name: cpu_seconds(pids) - cpu_before[name] for name, pids in watched.items()}
        await asyncio.sleep(args.grace)  # moves in flight reach every page
        mem_after = [server_memory(p)[0] / 2**20 for p, _ in procs]
        result.update(measure(store, tables, devices))
        result.update({
            "seconds": wall, "load_before": load_before, "load_after": os.getloadavg()[0],
            "cpu_s": cpu, "cpu_share_of_2_cores": sum(cpu.values()) / wall / (os.cpu_count() or 1),
            "server_mb": mem_before, "server_mb_after": mem_after,
            "postgresql_mb": pss_mb(pg), "kernels": len(watched["kernels"])})
    finally:
        for device in devices:
            if device.page is not None:
                device.page.close()
            if device.client is not None:
                device.client.close()
        for proc, _ in procs:
            stop_server(proc)
        store.close()
        if backend == "postgresql":
            import gc

            gc.collect()
            cluster.drop_database(location)
    return result


def measure(store: TableStore, tables: list[Any], devices: list[Device]) -> dict[str, Any]:
    """Latencies, lost and doubled moves (see the module's text)."""
    to_others, from_commit, own, worst_of_others = [], [], [], []
    lost_on_pages = lost_clicks = doubled = rewritten = missing = 0
    by_table: dict[int, list[Device]] = {}
    for d in devices:
        by_table.setdefault(d.table, []).append(d)
    for t, table in enumerate(tables):
        moves = store_moves(store, table.code)
        seats = by_table[t]
        for seat in range(SEATS):
            device = next(d for d in seats if d.seat == seat)
            held = sum(1 for _, s, _ in moves if s == seat)
            doubled += max(0, held - len(device.taken))
            plies = {p for p, s, _ in moves if s == seat}
            lost_clicks += sum(1 for before in device.taken if before not in plies)
            rewritten += device.page.rewritten if device.page else 0
        for ply, seat, at in moves:
            mover = next(d for d in seats if d.seat == seat)
            click = next((c for before, c in mover.clicks if before == ply), None)
            if mover.page is not None and ply + 1 in mover.page.seen and click is not None:
                own.append(mover.page.seen[ply + 1] - click)
            arrivals = []
            for other in seats:
                if other is mover or other.page is None:
                    continue
                seen = other.page.seen.get(ply + 1)
                if seen is None:
                    lost_on_pages += 1
                    continue
                arrivals.append(seen)
                from_commit.append(seen - at)
                if click is not None:
                    to_others.append(seen - click)
            if click is None:
                missing += 1  # (a move no device of this run clicked: none expected)
            elif arrivals:
                worst_of_others.append(max(arrivals) - click)
    ms = [round(x * 1000, 1) for x in to_others]
    return {
        "moves": sum(len(d.taken) for d in devices),
        "to_others_ms": ms, "to_others_median_ms": statistics.median(ms) if ms else None,
        "to_others_p95_ms": p95(ms) if ms else None,
        "all_others_ms": [round(x * 1000, 1) for x in worst_of_others],
        "from_commit_ms": [round(x * 1000, 1) for x in from_commit],
        "own_page_ms": [round(x * 1000, 1) for x in own],
        "lost": lost_on_pages + lost_clicks, "lost_on_pages": lost_on_pages,
        "lost_clicks": lost_clicks, "doubled": doubled + rewritten,
        "unclicked_moves": missing,
        "refused": sum(d.refused for d in devices),
        "errors": [e for d in devices for e in d.errors]}


def fmt(values: list[float], f: Any) -> str:
    return f"{f(values):.0f}" if values else "-"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=60,
                        help="how long the devices play (default 60)")
    parser.add_argument("--think", type=float, default=0.5,
                        help="mean pause before a device's move, s (default 0.5)")
    parser.add_argument("--grace", type=float, default=3.0,
                        help="s to wait after the last move before counting (default 3)")
    parser.add_argument("--backends", default="sqlite,postgresql",
                        help="sqlite (1 server, the baseline) and/or postgresql (4 servers)")
    parser.add_argument("--servers", type=int, default=4,
                        help="learner servers on PostgreSQL (default 4)")
    parser.add_argument("--json", type=Path,
                        default=ROOT / "benchmarks" / "results" / "tables-servers.json",
                        help="where to save the figures (default benchmarks/results/"
                             "tables-servers.json)")
    args = parser.parse_args(argv)
    backends = [b.strip() for b in args.backends.split(",") if b.strip()]
    print(describe([f"{TABLES} tables × {SEATS} seats of {GAME}; devices play for "
                    f"{args.seconds:.0f} s, think {args.think:.1f} s"]), flush=True)
    cluster = None
    if "postgresql" in backends:
        from pg_server import Cluster, find_bin

        bindir = find_bin()
        if bindir is None:
            raise SystemExit("PostgreSQL's initdb/pg_ctl are not installed")
        cluster = Cluster(bindir)
    results = []
    try:
        for backend in backends:
            servers = args.servers if backend == "postgresql" else 1
            results.append(asyncio.run(run_backend(backend, servers, args, cluster)))
            r = results[-1]
            print(f"  {backend}: {r['moves']} moves, servers ready after "
                  f"{r['servers_ready_s']:.0f} s", flush=True)
    finally:
        if cluster is not None:
            cluster.remove()
    print(f"\n{'store':<11} {'servers':>7} {'devices':>7} {'moves':>6} "
          f"{'→others med ms':>14} {'p95 ms':>7} {'all 3 p95':>9} {'commit→ med':>11} "
          f"{'own page med':>12} {'lost':>5} {'doubled':>7} {'refused':>7} {'errors':>6} "
          f"{'MB/server':>9} {'PG MB':>6} {'CPU % of cores':>14} {'load before/after':>17}")
    for r in results:
        cpu = r["cpu_s"]
        print(f"{r['backend']:<11} {r['servers']:>7} {r['devices']:>7} {r['moves']:>6} "
              f"{fmt(r['to_others_ms'], statistics.median):>14} {fmt(r['to_others_ms'], p95):>7} "
              f"{fmt(r['all_others_ms'], p95):>9} "
              f"{fmt(r['from_commit_ms'], statistics.median):>11} "
              f"{fmt(r['own_page_ms'], statistics.median):>12} {r['lost']:>5} "
              f"{r['doubled']:>7} {r['refused']:>7} {len(r['errors']):>6} "
              f"{statistics.mean(r['server_mb']):>9.0f} {r['postgresql_mb']:>6.0f} "
              f"{r['cpu_share_of_2_cores'] * 100:>14.0f} "
              f"{r['load_before']:>8.1f}/{r['load_after']:.1f}")
        print(f"{'':<11} CPU s over {r['seconds']:.0f} s: " + ", ".join(
            f"{k} {v:.1f}" for k, v in cpu.items()))
        for error in sorted(set(r["errors"]))[:5]:
            print(f"{'':<11} error: {error}")
    print("\n→others: click → each other device's page has the move (3 per move); all 3: "
          "until the last of them; commit→: from the move's row's time; own page: click → "
          "the mover's own page; MB/server: PSS of a server with its kernels; CPU %: "
          "servers + kernels + PostgreSQL + this process over the timed part, of all cores")
    args.json.parent.mkdir(parents=True, exist_ok=True)
    args.json.write_text(json.dumps({"machine": describe(), "args": {
        "seconds": args.seconds, "think": args.think}, "results": results}, indent=1))
    print(f"saved {args.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
