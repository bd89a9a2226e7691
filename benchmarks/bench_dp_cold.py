"""Benchmark: CPU per greedy Dice Pyramid game in a cold process and a warm one, old code vs new.

Run ``.venv/bin/python benchmarks/bench_dp_cold.py [--games 3000] [--baseline DIR]``.

Each worker process of a simulation pool fills its own memos (relic uses, one-roll odds), so
what a pool's CPU per game is, against one long-lived process, decides how well the greedy
Dice Pyramid bot scales. For each code tree (this checkout, and ``--baseline DIR``: another
checkout, e.g. ``git worktree add /tmp/base <commit>``) fresh interpreters measure, with that
tree first on ``sys.path``:

- ``1 worker``: ``--games`` games in a new process (cold), then the next ``--games`` games
  with other seeds in the same process (warm);
- ``N workers``: the same two runs on a fresh pool of every local core, forked from a parent
  that has played no greedy game (so every worker starts cold), then warm.

The figures are CPU seconds (user + system, this process and the workers, from ``/proc``),
which a busy machine disturbs far less than wall time; the ``machine:`` line gives the load
average. ``bound`` is ``cores × CPU(1 worker) / CPU(pool)``: the scaling ratio the pool would
reach if its workers had the cores to themselves (on a busy machine the pool's processes
share the cores with others and this bound is noisy; the cold-minus-warm difference, taken
inside one run, is steadier). Both trees play the same seeds; the script
checks that they give the same table of games.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve()
sys.path.insert(0, str(HERE.parent))

from machine import describe  # noqa: E402

COLD_SEED, WARM_SEED = 1000, 10**6


def cpu_seconds(pids: list[int]) -> float:
    """CPU time (user + system) used so far by the processes ``pids`` (Linux ``/proc``)."""
    tick = os.sysconf("SC_CLK_TCK")
    total = 0.0
    for pid in pids:
        with open(f"/proc/{pid}/stat", encoding="ascii") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        total += (int(fields[11]) + int(fields[12])) / tick
    return total


def child(games: int, workers: int) -> dict[str, object]:
    """In this (fresh) process: CPU ms per game cold, then warm, on ``workers`` workers."""
    from pyramid_explorer.sim import simulate
    from pyramid_explorer.sim.backends import _POOLS

    pids = [os.getpid()]
    if workers > 1:
        # start the pool before any greedy game: every worker is forked cold
        simulate("dice-pyramid", games=workers, bots=["random"], workers=workers,
                 progress=False)
        pids += list(_POOLS[workers]._processes)  # type: ignore[attr-defined]
        assert len(pids) == workers + 1, "the pool must have started every worker"
    out: dict[str, object] = {}
    digest = hashlib.sha256()
    for name, seed in (("cold", COLD_SEED), ("warm", WARM_SEED)):
        c0 = cpu_seconds(pids)
        result = simulate("dice-pyramid", games=games, seed=seed, bots=["greedy"],
                          workers=workers, progress=False)
        out[name] = 1000 * (cpu_seconds(pids) - c0) / games
        digest.update(result.table.to_csv(index=False).encode())
    out["table"] = digest.hexdigest()[:16]
    import pyramid_explorer

    out["code"] = str(Path(pyramid_explorer.__file__).parents[1])
    return out


def measure(root: Path, games: int, workers: int) -> dict[str, object]:
    """Run :func:`child` in a new interpreter with ``root`` first on the import path."""
    env = {**os.environ, "PYTHONPATH": str(root)}
    cmd = [sys.executable, str(HERE), "--child", str(workers), "--games", str(games)]
    done = subprocess.run(cmd, env=env, cwd=root, capture_output=True, text=True, check=True)
    out = json.loads(done.stdout.strip().splitlines()[-1])
    assert Path(out["code"]) == root, f"{root}: imported the code in {out['code']}"
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3000, help="games per run (cold, warm)")
    parser.add_argument("--baseline", type=Path, help="another checkout to compare with")
    parser.add_argument("--rounds", type=int, default=1, help="repeat the whole comparison")
    parser.add_argument("--child", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(child(args.games, args.child)))
        return
    from pyramid_explorer.sim.backends import local_workers

    cores = local_workers()
    trees = [("new", HERE.parents[1])]
    if args.baseline:
        trees.insert(0, ("old", args.baseline.resolve()))
    print(f"machine: {describe()}")
    print(f"{args.games} greedy Dice Pyramid games per run; CPU ms per game")
    print(f"{'code':<6}{'round':>6}{'1 worker cold':>15}{'warm':>7}{f'{cores} workers cold':>17}"
          f"{'warm':>7}{'bound cold / warm':>19}")
    tables = set()
    extra: dict[str, list[tuple[float, float]]] = {name: [] for name, _ in trees}
    for r in range(args.rounds):
        for name, root in trees:
            one = measure(root, args.games, 1)
            pool = measure(root, args.games, cores)
            tables |= {one["table"], pool["table"]}
            extra[name].append((one["cold"] - one["warm"], pool["cold"] - pool["warm"]))
            bound_cold = cores * one["cold"] / pool["cold"]
            bound_warm = cores * one["warm"] / pool["warm"]
            print(f"{name:<6}{r + 1:>6}{one['cold']:>15.2f}{one['warm']:>7.2f}"
                  f"{pool['cold']:>17.2f}{pool['warm']:>7.2f}"
                  f"{bound_cold:>11.2f} / {bound_warm:.2f}", flush=True)
    for name, rows in extra.items():
        one, pool = (sum(x) / len(rows) for x in zip(*rows, strict=True))
        print(f"{name}: a cold run costs {one:+.2f} ms per game over a warm one on 1 worker, "
              f"{pool:+.2f} on {cores} (mean of {len(rows)} rounds)")
    assert len(tables) == 1, f"the trees and worker counts must give the same games: {tables}"
    print(f"machine at the end: {describe()}")


if __name__ == "__main__":
    main()
