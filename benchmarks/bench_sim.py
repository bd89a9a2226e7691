"""Benchmark: simulation throughput on 1 worker and on every local core, and Dask's overhead.

Run ``.venv/bin/python benchmarks/bench_sim.py [--scale 1.0] [--dask-games 10000]``.

1. For every game: games per second in this process (1 worker: the baseline, measured in the
   same run) and on a pool of all local cores, the scaling ratio and its efficiency
   (ratio / cores; 100 % is linear). The pool is started before timing (its cold start is
   printed separately); both sides are first warmed with the same few games (imports, the
   bots' caches: otherwise the first worker to be timed pays for them and the other does
   not), and both timed runs play the same seeds, so their tables are identical.
   ``--rounds R`` splits the games into R slices timed back to back on both sides, the order
   alternating, and gives the median of the R ratios and their spread; ``parent`` is the CPU
   ms per game the pool's own process spends (handing out tasks, collecting rows: the pool's
   overhead beside the workers), and ``spin`` the median ratio a pure-Python loop gets from
   two processes on this machine in the same rounds (``interleaved.py``).
2. ``--dask-games`` Dice Pyramid games (greedy bot) on the process pool and on a Dask
   ``LocalCluster`` with one single-threaded worker process per core: Dask's overhead
   ``(t_dask - t_pool) / t_pool``, with Dask's default worker settings and with its
   statistical profiler off (``distributed.worker.profile.enabled: false``). Both start fresh
   and are warmed with the same few games (imports, the greedy bot's odds caches); start-up is
   printed, not counted. The scheduler process's CPU time is not counted.

Wall-clock figures depend on the machine's load (the ``machine:`` line gives the load average):
on a shared, busy machine two processes do not get two cores. The CPU time per game (this
process plus the worker processes, from ``/proc``) shows the pool's and Dask's own overhead
whatever the load.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from interleaved import Ceiling, alternate, median  # noqa: E402
from machine import describe  # noqa: E402

from pyramid_explorer import games  # noqa: E402
from pyramid_explorer.sim import simulate  # noqa: E402
from pyramid_explorer.sim.backends import local_workers  # noqa: E402

# game id -> (games at scale 1, players, bots): a realistic line-up that takes seconds
WORKLOADS = {
    "dice-pyramid": (10_000, 1, ["greedy"]),
    "im-bann-der-pyramide": (120, 4, ["heuristic"]),
    "ramses-pyramid": (300, 2, ["memory", "forgetful"]),
}


# games each side plays before timing: the greedy bot memoises its one-turn odds per process,
# so each pool worker would otherwise build its own cache inside the timed run (steady state
# is what a long tournament sees; the cold figure is printed by --cold). Filling those memos
# is cheap now: benchmarks/bench_dp_cold.py shows cold against warm
WARM = {"dice-pyramid": 4000}


def cpu_seconds(pids: list[int]) -> float:
    """CPU time (user + system) used so far by the processes ``pids`` (Linux ``/proc``)."""
    tick = os.sysconf("SC_CLK_TCK")
    total = 0.0
    for pid in pids:
        try:
            with open(f"/proc/{pid}/stat", encoding="ascii") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            total += (int(fields[11]) + int(fields[12])) / tick
        except (OSError, IndexError, ValueError):
            pass
    return total


def pool_pids(cores: int) -> list[int]:
    from pyramid_explorer.sim.backends import _POOLS

    pool = _POOLS.get(cores)
    return list(pool._processes) if pool is not None else []  # type: ignore[union-attr]


def timed(pids: list[int] | None = None, **kwargs) -> tuple[float, float, object]:
    """Wall time, CPU time (this process plus ``pids``) and the result of one simulation."""
    pids = [os.getpid(), *(pids or [])]
    c0, t0 = cpu_seconds(pids), time.perf_counter()
    result = simulate(progress=False, **kwargs)
    return time.perf_counter() - t0, cpu_seconds(pids) - c0, result


def scale_game(gid: str, cores: int, n: int, rounds: int, machine: Ceiling | None) -> str:
    """One line of the scaling table: ``n`` games of ``gid`` on 1 worker and on the pool."""
    _, players, bots = WORKLOADS.get(gid, (100, None, None))
    kwargs = {"game_id": gid, "players": players, "bots": bots}
    # both sides warmed with the same games first (imports, the bots' caches): the pool's
    # tasks are then one game each, so every worker gets some of them
    warm = {**kwargs, "games": WARM.get(gid, 4 * cores), "seed": 10**6, "progress": False}
    simulate(workers=1, **warm)
    simulate(workers=cores, **warm)
    size = n // rounds
    cpu = {1: 0.0, cores: 0.0, 0: 0.0}  # 0: the pool's parent process alone
    tables: dict[int, list] = {}

    def side(workers: int, r: int) -> float:
        pids = pool_pids(cores) if workers > 1 else []
        parent = cpu_seconds([os.getpid()])
        wall, used, result = timed(pids, workers=workers, games=size, seed=1000 + r * size,
                                   **kwargs)
        cpu[workers] += used
        if workers > 1:
            cpu[0] += cpu_seconds([os.getpid()]) - parent
        tables.setdefault(r, []).append(result.table)
        return wall

    times = alternate(rounds, lambda r: side(1, r), lambda r: side(cores, r))
    assert all(a.equals(b) for a, b in tables.values()), "the pool must give the same table"
    played = size * rounds
    t1, tn = sum(t for t, _ in times), sum(t for _, t in times)
    ratios = [a / b for a, b in times]
    ratio = median(ratios)
    line = (f"{gid:<24}{played:>7}{played / t1:>10.1f} g/s{played / tn:>10.1f} g/s"
            f"{ratio:>8.2f}{ratio / cores:>11.0%}{1000 * cpu[1] / played:>14.1f} / "
            f"{1000 * cpu[cores] / played:.1f}")
    if machine is None:
        return line
    reference = [machine.ratio(r) for r in range(rounds)]
    return (f"{line}{min(ratios):>11.2f}–{max(ratios):.2f}{1000 * cpu[0] / played:>10.2f}"
            f"{median(reference):>9.2f}")


def bench_scaling(scale: float, cores: int, only: list[str] | None = None,
                  rounds: int = 1) -> None:
    t0 = time.perf_counter()
    simulate("dice-pyramid", games=cores, bots=["random"], workers=cores, progress=False)
    print(f"process pool of {cores}: cold start and first {cores} games {time.perf_counter() - t0:.2f} s")
    spread = f"{'rounds: min–max':>18}{'parent':>10}{'spin':>9}" if rounds > 1 else ""
    print(f"{'game':<24}{'games':>7}{'1 worker':>14}{f'{cores} workers':>14}{'ratio':>8}"
          f"{'efficiency':>12}{'CPU ms/game 1 / pool':>24}{spread}")
    with Ceiling(cores) as machine:
        for gid in only or games.available():
            n = max(cores * rounds, int(WORKLOADS.get(gid, (100,))[0] * scale))
            print(scale_game(gid, cores, n, rounds, machine if rounds > 1 else None), flush=True)


def bench_dask(n: int, cores: int) -> None:
    import dask
    from distributed import Client, LocalCluster

    from pyramid_explorer.sim.backends import shutdown_pools

    kwargs = {"game_id": "dice-pyramid", "games": n, "seed": 0, "bots": ["greedy"]}
    warm = {**kwargs, "games": 4 * cores}
    shutdown_pools()  # a fresh pool: as cold (imports, the greedy bot's caches) as a new cluster
    simulate(workers=cores, progress=False, **warm)
    t_pool, c_pool, pool = timed(pool_pids(cores), workers=cores, **kwargs)
    print(f"{n} Dice Pyramid games (greedy), {cores} workers, each warmed with {4 * cores} games:")
    print(f"  process pool       {t_pool:7.1f} s {n / t_pool:7.1f} g/s  CPU {1000 * c_pool / n:.2f} ms/game")
    for profile in (True, False):
        t0 = time.perf_counter()
        with dask.config.set({"distributed.worker.profile.enabled": profile}), \
                LocalCluster(n_workers=cores, threads_per_worker=1, processes=True,
                             dashboard_address=None) as cluster, Client(cluster) as client:
            simulate(client=client, progress=False, **warm)
            startup = time.perf_counter() - t0
            pids = list(client.run(os.getpid).values())
            t_dask, c_dask, dask_result = timed(pids, client=client, **kwargs)
        assert pool.table.equals(dask_result.table), "Dask must give the same table"
        label = "Dask" + ("" if profile else ", profiler off")
        print(f"  {label:<19}{t_dask:7.1f} s {n / t_dask:7.1f} g/s  CPU {1000 * c_dask / n:.2f} "
              f"ms/game; overhead: wall {(t_dask - t_pool) / t_pool:+.1%}, CPU "
              f"{(c_dask - c_pool) / c_pool:+.1%} (start and warm-up {startup:.1f} s not counted)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scale", type=float, default=1.0, help="scale the scaling workloads")
    parser.add_argument("--dask-games", type=int, default=10_000,
                        help="Dice Pyramid games for the Dask comparison (0: skip)")
    parser.add_argument("--no-scaling", action="store_true", help="only the Dask comparison")
    parser.add_argument("--only", nargs="*", help="game ids for the scaling table (default: all)")
    parser.add_argument("--rounds", type=int, default=1,
                        help="interleave 1 worker and the pool in this many rounds (median "
                             "ratio) and time this machine's own two-process ceiling beside it")
    parser.add_argument("--cold", action="store_true",
                        help="warm both sides with a few games only (each worker's caches cold)")
    args = parser.parse_args()
    cores = local_workers()
    print(f"machine: {describe()}")
    if not args.no_scaling:
        if args.cold:
            WARM.clear()
        bench_scaling(args.scale, cores, args.only, args.rounds)
    if args.dask_games:
        bench_dask(args.dask_games, cores)


if __name__ == "__main__":
    main()
