"""Shared tables at the store: T tables x D devices, each device a seat's view following the
store as a seat's page does; how long until a move is on the other devices.

Run: ``.venv/bin/python benchmarks/bench_tables_store.py [--tables 8] [--devices 4]
[--seconds 60] [--follow watch,poll]``

One process, one thread per device (each with its own SQLite connection, as each learner's
kernel has), all on one store file. ``--follow watch`` does what a page's watcher does
(:mod:`pyramid_explorer.ui.tables.watch`): every 50 ms it reads ``TableStore.version()`` and
only when that changed reads the view (``SeatView.poll``: the store's ply, then the new moves);
``--follow poll`` reads the view every 0.5 s, as the pages' browser timer made them do before.
``--follow watch,poll`` runs both, one after the other, on fresh stores. On its turn a device
plays its first legal move at once. **Move -> others** is from the move's commit until each
other device of the table has the move on its view (so it includes up to one interval). **Move** is the store's
``move`` (checks, engine, write, bots and rolls after it). Errors count every exception. This
measures the store and the views, not the websockets or Voila; figures are printed, never
asserted.
"""

from __future__ import annotations

import argparse
import statistics
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
    ap.add_argument("--tables", type=int, default=8)
    ap.add_argument("--devices", type=int, default=4)
    ap.add_argument("--seconds", type=float, default=60.0)
    ap.add_argument("--follow", default="watch",
                    help="watch (the pages' watcher, every 50 ms), poll (every 0.5 s), or both "
                         "comma-separated")
    args = ap.parse_args()
    print(describe())
    for mode in args.follow.split(","):
        run(args, mode.strip())


def run(args: argparse.Namespace, mode: str) -> None:
    """One run of the tables, their devices following the store by ``mode``."""
    if mode not in INTERVALS:
        raise SystemExit(f"--follow: watch or poll, not {mode!r}")
    interval = INTERVALS[mode]
    path = Path(tempfile.mkdtemp()) / "tables.sqlite3"
    store = TableStore(path)
    adapter = get(GAME)
    tables = [store.open(GAME, seed=s, players=args.devices, humans=list(range(args.devices)))
              for s in range(args.tables)]
    committed: dict[tuple[str, int], float] = {}  # (table, ply after the move) -> when
    lag: list[float] = []
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
                    with lock:
                        for ply in range(before + 1, view.ply + 1):
                            t = committed.get((table.code, ply))
                            if t is not None:
                                lag.append(now - t)
                if view.my_turn:
                    view.frame(adapter)  # what the page draws
                    t0 = time.monotonic()
                    view.play(view.state.legal_actions()[0])
                    t1 = time.monotonic()
                    with lock:
                        move_times.append(t1 - t0)
                        committed[(table.code, view.ply)] = t1
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

    def ms(values: list[float], q: float) -> str:
        if not values:
            return "-"
        return f"{sorted(values)[min(len(values) - 1, int(q * len(values)))] * 1000:.0f} ms"

    print(f"\n{args.tables} tables x {args.devices} devices, {args.seconds:.0f} s, "
          f"following by {mode} every {interval * 1000:.0f} ms, store {path}")
    print(f"moves played: {len(move_times)}; move: median {ms(move_times, 0.5)}, "
          f"p95 {ms(move_times, 0.95)}")
    print(f"move -> other devices ({len(lag)} updates): median "
          f"{statistics.median(lag) * 1000 if lag else 0:.0f} ms, p95 {ms(lag, 0.95)}")
    print(f"errors: {len(errors)}" + (f" (first: {errors[0]})" if errors else ""))


if __name__ == "__main__":
    main()
