"""Benchmark: Ramses Pyramid playouts per CPU second, compiled against Python, in one run.

Run ``.venv/bin/python benchmarks/bench_compiled_ramses.py [--rounds 6] [--compiled-rounds 300]
[--compile-times]``. On the positions ``bench_playouts.py`` uses (every 15th decision of seeded
heuristic games, 4 players), one playout is: redraw what the seat to move cannot see
(``coach.determinize``, Python), make the first listed move, then play to the end — the Python
path with the memory bot in every seat (``coach.playout.play_to_end``), the compiled path with
``play_to_end(encode(state), policies, seed)``, COACH in the seat to move and HEURISTIC
elsewhere. Prints playouts per CPU second (``time.process_time``) of the Python path and of
the compiled one four ways, each with its ratio to Python: as the brief says (``determinize``,
``apply`` of the first move and ``encode`` in Python, then ``play_to_end``); ``play_to_end``
alone; ``determinize`` in Python with the first move played compiled (``step``); and
``play_many`` (determinize, first move and playout all compiled). ``--compile-times``
also times numba's first compile (an empty cache directory) and a warm import plus first call,
each in a fresh interpreter.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
GAME = "ramses-pyramid"

FIRST_CALL = (
    "import time; t = time.perf_counter(); "
    "from pyramid_explorer.coach.compiled import ramses_pyramid as R; "
    "from pyramid_explorer.games import new_game; "
    "s = new_game('ramses-pyramid', seed=1, players=4); v = R.encode(s); "
    "R.play_to_end(v, [0, 1, 0, 0], 1); R.choose(R.step(v, 2), 0); "
    "R.legal_codes(v); R.play_to_end_traced(v, [0, 0, 0, 0], 1, True); "
    "print(time.perf_counter() - t)"
)


def python_rate(points: list, rounds: int) -> tuple[float, float]:
    """(playouts per CPU second, mean steps) of the Python path."""
    from pyramid_explorer.coach.playout import determinize, play_to_end, playout_bots
    from pyramid_explorer.engine.fastrng import StepRandom

    bots = playout_bots(GAME, 4)
    cpu = time.process_time()
    n = steps = 0
    for r in range(rounds):
        for state in points:
            drawn = determinize(state, state.current_player(), StepRandom(f"speed:{r}"))
            end = play_to_end(drawn.apply(drawn.legal_actions()[0]), bots)
            n += 1
            steps += end.step - state.step
    return n / (time.process_time() - cpu), steps / n


def compiled_rates(points: list, rounds: int) -> dict[str, float]:
    """Compiled playouts per CPU second, four ways (see :func:`main`)."""
    from pyramid_explorer.coach.compiled import COACH, HEURISTIC
    from pyramid_explorer.coach.compiled import ramses_pyramid as R
    from pyramid_explorer.coach.playout import determinize
    from pyramid_explorer.engine.fastrng import StepRandom

    R.play_to_end(R.encode(points[0]), [HEURISTIC] * 4, 0)  # compile or load the cache
    R.play_many(R.encode(points[0]), 0, [0], [HEURISTIC] * 4, 0, 1)
    out = {}
    jobs = []
    cpu = time.process_time()
    for r in range(rounds):
        for state in points:
            seat = state.current_player()
            drawn = determinize(state, seat, StepRandom(f"speed:{r}"))
            vec = R.encode(drawn.apply(drawn.legal_actions()[0]))
            jobs.append((vec, [COACH if p == seat else HEURISTIC for p in range(4)], drawn.seed))
    python_cpu = time.process_time() - cpu
    cpu = time.process_time()
    for vec, policies, seed in jobs:
        R.play_to_end(vec, policies, seed)
    compiled_cpu = time.process_time() - cpu
    n = len(jobs)
    out["as the brief says"] = n / (python_cpu + compiled_cpu)
    out["python share"] = python_cpu / (python_cpu + compiled_cpu)
    out["play_to_end alone"] = n / compiled_cpu
    cpu = time.process_time()
    for r in range(rounds):
        for state in points:
            seat = state.current_player()
            drawn = determinize(state, seat, StepRandom(f"speed:{r}"))
            vec = R.encode(drawn)
            first = R.legal_codes(vec)[0]  # the code of legal_actions()[0], compiled
            policies = [COACH if p == seat else HEURISTIC for p in range(4)]
            R.play_to_end(R.step(vec, first), policies, drawn.seed)
    out["python determinize, compiled first move"] = n / (time.process_time() - cpu)
    cpu = time.process_time()
    for k, state in enumerate(points):
        seat = state.current_player()
        vec = R.encode(state)
        R.play_many(vec, seat, R.legal_codes(vec)[:1],
                    [COACH if p == seat else HEURISTIC for p in range(4)], k, rounds)
    out["play_many (compiled determinize)"] = n / (time.process_time() - cpu)
    return out


def first_call_seconds(cold: bool) -> tuple[float, float]:
    """(wall, CPU) seconds from import to the first compiled calls, in a fresh interpreter
    (``cold``: an empty numba cache directory, so everything compiles); the CPU figure is the
    whole child process's."""
    import resource

    env = dict(os.environ, PYTHONPATH=str(HERE.parent))
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    with tempfile.TemporaryDirectory() as cache:
        if cold:
            env["NUMBA_CACHE_DIR"] = cache
        out = subprocess.run([sys.executable, "-c", FIRST_CALL], env=env, check=True,
                             capture_output=True, text=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
    return float(out.stdout.strip().splitlines()[-1]), cpu


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--rounds", type=int, default=6, help="Python playouts per position")
    p.add_argument("--compiled-rounds", type=int, default=300,
                   help="compiled playouts per position")
    p.add_argument("--compile-times", action="store_true",
                   help="also time the cold compile and the warm first call")
    args = p.parse_args()
    sys.path.insert(0, str(HERE.parent))
    sys.path.insert(1, str(HERE))
    from bench_playouts import positions
    from machine import describe

    print(describe())
    points = positions(GAME)
    py_rate, steps = python_rate(points, args.rounds)
    rates = compiled_rates(points, args.compiled_rounds)
    share = rates.pop("python share")
    print(f"{'python':50} {py_rate:10.1f} playouts/s CPU ({steps:.0f} steps a playout, "
          f"{len(points) * args.rounds} playouts)")
    for what, rate in rates.items():
        print(f"{'compiled, ' + what:50} {rate:10.1f} playouts/s CPU  x{rate / py_rate:.0f}")
    print(f"(as the brief says: determinize, first move and encode in Python take "
          f"{100 * share:.0f} % of the time)")
    if args.compile_times:
        for what, cold in (("cold cache (compile)", True), ("warm cache (import + load)", False)):
            wall, cpu = first_call_seconds(cold)
            print(f"first calls, {what}: {wall:.1f} s wall in the calls, "
                  f"{cpu:.1f} s CPU for the whole interpreter")


if __name__ == "__main__":
    main()
