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
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Callable

from machine import describe

from pyramid_explorer import games
from pyramid_explorer.engine import Action
from pyramid_explorer.ui import Explorer, Session

GAMES = {"dice-pyramid": {}, "im-bann-der-pyramide": {"players": 4},
         "ramses-pyramid": {"players": 3}, "pyramidenbau": {"players": 3}}
TARGET_MS = 50.0


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


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=200)
    parser.add_argument("--baseline", metavar="DIR", help="also measure the package in DIR")
    parser.add_argument("--rounds", type=int, default=2, help="alternations with --baseline")
    args = parser.parse_args(argv)
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
