"""Shared tables at the store: T tables x D devices, each device a seat's view following the
store as a seat's page does; how long until a move is on the other devices.

Run: ``.venv/bin/python benchmarks/bench_tables_store.py [--tables 8] [--devices 4]
[--seconds 60] [--follow watch,poll] [--backend sqlite,postgresql] [--writers 32]``

One process, one thread per device (each with its own store object — its own connection, and
on PostgreSQL its own listener —, as each learner's kernel has), all on one store: a SQLite
file, or (``--backend postgresql``) a database of a throwaway PostgreSQL cluster the benchmark
starts with tests/pg_server.py (Debian's ``initdb``/``pg_ctl``), or the server given with
``--postgres-url``. On PostgreSQL ``version()`` reads the count of ``NOTIFY`` heard, so
``watch`` is the pages' pushed path across servers. ``--follow watch`` does what a page's watcher does
(:mod:`pyramid_explorer.ui.tables.watch`): every 50 ms it reads ``TableStore.version()`` and
only when that changed reads the view (``SeatView.poll``: the store's ply, then the new moves);
``--follow poll`` reads the view every 0.5 s, as the pages' browser timer made them do before.
``--follow watch,poll`` runs both, one after the other, on fresh stores; ``--backend
sqlite,postgresql`` runs each on both. ``--writers N`` measures the store alone first: N
threads, each its own store object and table (two people's seats, both its own), moving as
fast as they can — moves per second. On its turn a device
plays its first legal move at once. **Move -> others** is from the move's commit until each
other device of the table has the move on its view (so it includes up to one interval). **Move** is the store's
``move`` (checks, engine, write, bots and rolls after it). Errors count every exception. This
measures the store and the views, not the websockets or Voila; figures are printed, never
asserted.
"""

from __future__ import annotations

import argparse
import contextlib
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

from machine import describe

from pyramid_explorer.tables import TableStore
from pyramid_explorer.ui.adapters import get
from pyramid_explorer.ui.model.seat_view import SeatView
from pyramid_explorer.ui.tables.watch import WATCH_MS

GAME = "im-bann-der-pyramide"
INTERVALS = {"watch": WATCH_MS / 1000, "poll": 0.5}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--backend", default="sqlite",
                    help="sqlite, postgresql, or both comma-separated")
    ap.add_argument("--postgres-url", default=None,
                    help="a PostgreSQL server's database to use (default: a throwaway cluster)")
    ap.add_argument("--writers", type=int, default=0,
                    help="first, N threads moving as fast as they can (the store alone)")
    ap.add_argument("--tables", type=int, default=8)
    ap.add_argument("--devices", type=int, default=4)
    ap.add_argument("--seconds", type=float, default=60.0)
    ap.add_argument("--follow", default="watch",
                    help="watch (the pages' watcher, every 50 ms), poll (every 0.5 s), or both "
                         "comma-separated")
    args = ap.parse_args()
    print(describe())
    with contextlib.ExitStack() as stack:
        for backend in args.backend.split(","):
            new_store = store_maker(backend.strip(), args.postgres_url, stack)
            if args.writers:
                writers(args, new_store())
            for mode in args.follow.split(","):
                run(args, mode.strip(), new_store())


def store_maker(backend: str, url: str | None, stack: contextlib.ExitStack):
    """A function that gives a new empty store's location on ``backend``."""
    if backend == "sqlite":
        return lambda: str(Path(tempfile.mkdtemp()) / "tables.sqlite3")
    if backend != "postgresql":
        raise SystemExit(f"--backend: sqlite or postgresql, not {backend!r}")
    if url:
        return lambda: url
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
    from pg_server import Cluster, find_bin

    bindir = find_bin()
    if bindir is None:
        raise SystemExit("no PostgreSQL server here (Debian: apt install postgresql)")
    cluster = Cluster(bindir)
    stack.callback(cluster.remove)
    return cluster.new_database


def writers(args: argparse.Namespace, path: str) -> None:
    """The store alone: ``args.writers`` threads move as fast as they can for
    ``args.seconds``; moves per second, and each move's time."""
    opened = [TableStore(path).open(GAME, seed=s, players=2, humans=[0, 1])
              for s in range(args.writers)]
    times: list[float] = []
    errors: list[str] = []
    lock = threading.Lock()
    barrier = threading.Barrier(args.writers)
    stop = 0.0

    def writer(table) -> None:
        nonlocal stop
        own = TableStore(path)
        barrier.wait()
        if not stop:
            stop = time.monotonic() + args.seconds
        seed = table.seed
        try:
            while time.monotonic() < stop:
                state = own.state(table.code)
                if state.is_terminal():  # a new game at the same table's store
                    seed += 1000
                    table = own.open(GAME, seed=seed, players=2, humans=[0, 1])
                    continue
                seat = state.current_player()
                t0 = time.monotonic()
                own.move(table.code, seat, table.keys[seat], state.legal_actions()[0],
                         len(state.history))
                with lock:
                    times.append(time.monotonic() - t0)
        except Exception as exc:  # noqa: BLE001 - counted
            with lock:
                errors.append(repr(exc))

    threads = [threading.Thread(target=writer, args=(t,)) for t in opened]
    start = time.monotonic()
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    took = time.monotonic() - start
    times.sort()
    print(f"\nthe store alone, {args.writers} writers, {args.seconds:.0f} s, store "
          f"{TableStore(path).location}")
    print(f"moves: {len(times)} = {len(times) / took:.0f} per second; a move median "
          f"{times[len(times) // 2] * 1000 if times else 0:.1f} ms, p95 "
          f"{times[int(0.95 * len(times))] * 1000 if times else 0:.1f} ms; "
          f"errors: {len(errors)}" + (f" (first: {errors[0]})" if errors else ""))


def run(args: argparse.Namespace, mode: str, path: str) -> None:
    """One run of the tables, their devices following the store by ``mode``."""
    if mode not in INTERVALS:
        raise SystemExit(f"--follow: watch or poll, not {mode!r}")
    interval = INTERVALS[mode]
    store = TableStore(path)
    adapter = get(GAME)
    tables = [store.open(GAME, seed=s, players=args.devices, humans=list(range(args.devices)))
              for s in range(args.tables)]
    committed: dict[tuple[str, int], float] = {}  # (table, ply after the move) -> when
    sightings: list[tuple[str, int, float]] = []  # (table, ply, when a device had it)
    move_times: list[float] = []
    errors: list[str] = []
    lock = threading.Lock()
    stop = time.monotonic() + args.seconds

    def device(table, seat: int) -> None:
        own = TableStore(path)
        view = SeatView(own, table.code, seat, table.keys[seat])
        seen = None
        try:
            while time.monotonic() < stop:
                before = view.ply
                if mode == "watch":
                    version = own.version()
                    changed, seen = version != seen, version
                else:
                    changed = True
                if changed and view.poll():
                    now = time.monotonic()
                    # (matched with the commits at the end: a device may have a move before
                    # its mover noted the commit)
                    with lock:
                        sightings.extend((table.code, ply, now)
                                         for ply in range(before + 1, view.ply + 1))
                if view.my_turn:
                    view.frame(adapter)  # what the page draws
                    ply = view.ply
                    t0 = time.monotonic()
                    own.move(table.code, seat, table.keys[seat], view.state.legal_actions()[0],
                             ply, view.device)  # (what view.play sends)
                    t1 = time.monotonic()
                    with lock:
                        move_times.append(t1 - t0)
                        committed[(table.code, ply + 1)] = t1
                    view.poll()
                    continue
                if view.state.is_terminal():
                    break
                time.sleep(interval)
        except Exception as exc:  # noqa: BLE001 - counted
            with lock:
                errors.append(repr(exc))

    threads = [threading.Thread(target=device, args=(t, s)) for t in tables
               for s in range(args.devices)]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    lag = [max(0.0, when - committed[(code, ply)]) for code, ply, when in sightings
           if (code, ply) in committed]

    def ms(values: list[float], q: float) -> str:
        if not values:
            return "-"
        return f"{sorted(values)[min(len(values) - 1, int(q * len(values)))] * 1000:.0f} ms"

    print(f"\n{args.tables} tables x {args.devices} devices, {args.seconds:.0f} s, "
          f"following by {mode} every {interval * 1000:.0f} ms, store {store.location}")
    print(f"moves played: {len(move_times)}; move: median {ms(move_times, 0.5)}, "
          f"p95 {ms(move_times, 0.95)}")
    print(f"move -> other devices ({len(lag)} updates): median "
          f"{statistics.median(lag) * 1000 if lag else 0:.0f} ms, p95 {ms(lag, 0.95)}")
    print(f"errors: {len(errors)}" + (f" (first: {errors[0]})" if errors else ""))


if __name__ == "__main__":
    main()
