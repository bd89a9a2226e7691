"""How long the explorer takes from an action to all panels updated (Python side), per game.

For each game the same 200 actions (chance outcomes and bot moves, over as many games as it
takes) are timed three ways in one run:

* baseline — the bare engine: ``state.apply(action)``;
* explorer — ``Explorer.apply(action)``: the engine step plus every panel refreshed (state
  SVG, rule panel, log, timeline, move buttons, dice toggles, odds chart, save link);
* explorer + bot — ``Explorer.step()``: as above, the bot choosing the move included.

The odds caches are emptied before each explorer pass, so the figures include computing
every new odds table (the first time a set of relics is held costs tens of milliseconds).

No browser is attached, so the widget messages are built but not sent over a comm.

    .venv/bin/python benchmarks/bench_explorer.py [--steps 200] [--baseline DIR]

``--baseline DIR`` runs the same measurement on the package found in ``DIR`` (another
checkout, e.g. ``git archive <commit> | tar -x -C DIR``) and on this one, each in a fresh
process, alternating ``--rounds`` times (a shared machine's load drifts): before and after in
one run.

``--while-solving`` times instead the Dice Pyramid explorer's steps (``apply``
and ``step``, a player's view of face-down games, so its own whole-game line computes
nothing) while another thread solves fresh base deals one after another, as the
``pe-wholegame`` thread does for the referee's view, three ways in one run:

* no solve running (the baseline);
* a solve running as shipped: the kernels release the interpreter lock (``nogil``), the
  solving thread yields it between turns and runs at a lower CPU priority, and the heap is
  settled (:mod:`pyramid_explorer.solve.heap`: Python's full garbage collections no longer
  walk the ~300,000 objects of the explorer's and numba's imports);
* the same with the heap not settled (``PYRAMID_SETTLE_HEAP=0``, in a subprocess);
* a solve running as before issue 28: kernels holding the lock (``PYRAMID_KERNEL_GIL=1``,
  in a subprocess, since a process compiles its kernels once), the heap not settled, the
  solving thread at the normal CPU priority and never yielding between turns.

The explorer is built before the solve starts, as in use (its panel starts the solve). Each
case also counts Python's full garbage collections (generation 2, on any thread) during the
timed steps and how long they took: a figure that depends little on the machine's load.

    .venv/bin/python benchmarks/bench_explorer.py --while-solving [--steps 200]
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import json
import os
import statistics
import subprocess
import sys
import threading
import time
from collections.abc import Callable

from machine import describe

from pyramid_explorer import games
from pyramid_explorer.engine import Action
from pyramid_explorer.ui import Explorer, Session

GAMES = {"dice-pyramid": {}, "im-bann-der-pyramide": {"players": 4},
         "ramses-pyramid": {"players": 3}, "pyramidenbau": {"players": 3}}
TARGET_MS = 50.0
SOLVING_TARGET_MS = 100.0


def record(game_id: str, steps: int, opts: dict) -> list[tuple[int, list[Action]]]:
    """Bot-played games (seed, actions) totalling ``steps`` actions."""
    out: list[tuple[int, list[Action]]] = []
    total, seed = 0, 1
    while total < steps:
        s = Session(game_id, seed=seed, **opts)
        actions: list[Action] = []
        while total < steps and not s.state.is_terminal():
            actions.append(s.step())
            total += 1
        out.append((seed, actions))
        seed += 1
    return out


def timed(fn: Callable[[], object]) -> float:
    start = time.perf_counter()
    fn()
    return (time.perf_counter() - start) * 1000.0


def cold_caches() -> None:
    """Forget every cached odds table, so each timed pass starts cold."""
    from pyramid_explorer.dice import solver
    from pyramid_explorer.ui.adapters import dice_odds

    dice_odds._odds.cache_clear()
    solver.solver.cache_clear()


def bench(game_id: str, steps: int) -> dict[str, list[float]]:
    opts = GAMES[game_id]
    plan = record(game_id, steps, opts)
    base: list[float] = []
    ui: list[float] = []
    ui_bot: list[float] = []
    for seed, actions in plan:
        state = games.new_game(game_id, seed=seed, **opts)
        for a in actions:
            t0 = time.perf_counter()
            state = state.apply(a)
            base.append((time.perf_counter() - t0) * 1000.0)
    cold_caches()
    for seed, actions in plan:
        ex = Explorer(game_id, seed=seed, **opts)
        for a in actions:
            ui.append(timed(lambda a=a, ex=ex: ex.apply(a)))
            assert ex.problem is None, ex.problem
    cold_caches()
    for seed, actions in plan:
        ex = Explorer(game_id, seed=seed, **opts)
        for _ in actions:
            ui_bot.append(timed(ex.step))
    return {"engine apply (baseline)": base, "explorer apply + panels": ui,
            "explorer step (bot + panels)": ui_bot}


def solving_in_background(stop: threading.Event, solved: list[float]) -> None:
    """Solve fresh face-down base deals (the referee's upper bound) until ``stop``; the
    seconds each took go to ``solved``."""
    from pyramid_explorer.games.dice_pyramid.options import make_options
    from pyramid_explorer.games.dice_pyramid.setup import deal
    from pyramid_explorer.solve import kernel
    from pyramid_explorer.solve.cancel import cancellable, lower_priority
    from pyramid_explorer.solve.heap import settle
    from pyramid_explorer.solve.perfect import DealSolver

    old = kernel.HOLD_GIL              # the old thread: GIL-holding kernels, nothing else
    if not old:
        lower_priority()                                # as the pe-wholegame thread does
        settle()
    options, seed = make_options(), 1000
    while not stop.is_set():
        t0 = time.perf_counter()
        with contextlib.nullcontext() if old else cancellable(lambda: False):
            DealSolver(deal(seed, options)[0], options).value(0, ())  # yields at each turn
        solved.append(time.perf_counter() - t0)
        seed += 1


class FullCollections:
    """Python's full garbage collections (generation 2) while it is on: how long each took
    (ms, on whichever thread) — the pauses the heap's settling removes from the steps."""

    def __init__(self) -> None:
        self.ms: list[float] = []
        self._start = 0.0

    def __enter__(self) -> FullCollections:
        gc.callbacks.append(self._note)
        return self

    def __exit__(self, *exc: object) -> None:
        gc.callbacks.remove(self._note)

    def _note(self, phase: str, info: dict) -> None:
        if info["generation"] != 2:
            return
        if phase == "start":
            self._start = time.perf_counter()
        else:
            self.ms.append((time.perf_counter() - self._start) * 1000.0)


def bench_while_solving(steps: int, solve: bool) -> dict[str, list[float]]:
    """Dice Pyramid explorer steps (a player's view), with or without a solve running."""
    from pyramid_explorer.games.dice_pyramid.options import make_options
    from pyramid_explorer.games.dice_pyramid.setup import deal
    from pyramid_explorer.solve.perfect import DealSolver

    options = make_options(power_relics=True)          # numba loaded, kernels compiled
    DealSolver(deal(1, options)[0], options).value(0, ())
    Explorer("dice-pyramid", seed=0)   # as in use: the explorer is built before its solve starts
    plan = record("dice-pyramid", steps, {})
    stop, solved = threading.Event(), []
    worker = threading.Thread(target=solving_in_background, args=(stop, solved), daemon=True)
    if solve:
        worker.start()
        time.sleep(0.5)                                 # the solve is under way
    cold_caches()
    ui: list[float] = []
    ui_bot: list[float] = []
    with FullCollections() as full:
        for seed, actions in plan:
            ex = Explorer("dice-pyramid", seed=seed)
            ex.set_view(0)
            for a in actions:
                ui.append(timed(lambda a=a, ex=ex: ex.apply(a)))
                assert ex.problem is None, ex.problem
        cold_caches()
        for seed, actions in plan:
            ex = Explorer("dice-pyramid", seed=seed)
            ex.set_view(0)
            for _ in actions:
                ui_bot.append(timed(ex.step))
    stop.set()
    if solve:
        worker.join()
    return {"explorer apply + panels": ui, "explorer step (bot + panels)": ui_bot,
            "full garbage collections": full.ms or [0.0],
            "deals solved meanwhile": [len(solved)]}


def while_solving(steps: int) -> None:
    """The three rows of ``--while-solving`` (see the module docs)."""
    rows = {"no solve running (baseline)": bench_while_solving(steps, solve=False),
            "solve running, as shipped": bench_while_solving(steps, solve=True)}
    for case, env in (("solve running, heap not settled", {"PYRAMID_SETTLE_HEAP": "0"}),
                      ("solve running, GIL-holding kernels",
                       {"PYRAMID_SETTLE_HEAP": "0", "PYRAMID_KERNEL_GIL": "1"})):
        out = subprocess.run([sys.executable, __file__, "--while-solving-json", str(steps)],
                             env={**os.environ, **env}, capture_output=True, text=True,
                             check=True).stdout
        rows[case] = json.loads(out.splitlines()[-1])
    print(f"{'case':<36} {'what':<30} {'n':>4} {'median ms':>10} {'p95 ms':>8} {'max ms':>8}")
    for case, result in rows.items():
        for what, values in result.items():
            if what.startswith("deals"):
                print(f"{case:<36} {what:<30} {values[0]:>4}")
                continue
            if what.startswith("full"):      # how many, and how long each took (ms)
                n = len(values) if max(values) > 0 else 0
                print(f"{case:<36} {what:<30} {n:>4} {statistics.median(values):>10.2f} "
                      f"{'':>8} {max(values):>8.2f}")
                continue
            print(f"{case:<36} {what:<30} {len(values):>4} {statistics.median(values):>10.2f} "
                  f"{p95(values):>8.2f} {max(values):>8.2f}")
    worst = max(max(v) for k, v in rows["solve running, as shipped"].items()
                if k.startswith("explorer"))
    print(f"target: max step while a solve runs <= {SOLVING_TARGET_MS:.0f} ms: "
          f"{'met' if worst <= SOLVING_TARGET_MS else 'NOT met'} ({worst:.0f} ms)")


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=200)
    parser.add_argument("--baseline", metavar="DIR", help="also measure the package in DIR")
    parser.add_argument("--rounds", type=int, default=2, help="alternations with --baseline")
    parser.add_argument("--while-solving", action="store_true",
                        help="Dice Pyramid steps while a background solve runs")
    parser.add_argument("--while-solving-json", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.while_solving_json:          # the GIL-holding baseline's subprocess
        print(json.dumps(bench_while_solving(args.while_solving_json, solve=True)))
        return 0
    if args.baseline:
        here = [sys.executable, __file__, "--steps", str(args.steps)]
        base_env = {**os.environ, "PYTHONPATH": os.path.abspath(args.baseline)}
        for r in range(1, args.rounds + 1):
            print(f"== round {r}: baseline {args.baseline}", flush=True)
            subprocess.run(here, env=base_env, check=True)
            print(f"== round {r}: this checkout", flush=True)
            subprocess.run(here, check=True)
        return 0
    import pyramid_explorer

    print(f"package: {os.path.dirname(pyramid_explorer.__file__)}")
    print(f"machine: {describe()}")
    if args.while_solving:
        while_solving(args.steps)
        print(f"machine after: {describe()}")
        return 0
    Explorer("dice-pyramid", seed=0)  # warm-up: imports (plotly, numpy) and first solver tables
    print(f"{'game':<22} {'what':<30} {'n':>4} {'median ms':>10} {'p95 ms':>8} {'max ms':>8}")
    ok = True
    for game_id in GAMES:
        for what, values in bench(game_id, args.steps).items():
            med = statistics.median(values)
            print(f"{game_id:<22} {what:<30} {len(values):>4} {med:>10.2f} {p95(values):>8.2f} "
                  f"{max(values):>8.2f}")
            if what.startswith("explorer apply") and med > TARGET_MS:
                ok = False
    print(f"target: median explorer apply + panels <= {TARGET_MS:.0f} ms: "
          f"{'met' if ok else 'NOT met'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
