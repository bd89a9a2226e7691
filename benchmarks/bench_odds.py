"""Benchmark of the exact odds engine (``pyramid_explorer.dice``).

Run: ``.venv/bin/python benchmarks/bench_odds.py [--quick]``

1. All 15 Dice Pyramid rooms x {0, 1, 2} re-rolls, *cold*: in a fresh Python process, after
   ``import pyramid_explorer.dice``, including building the transition tables (target <= 50 ms).
   Median of several fresh processes; the warm figure (tables built, values not cached) too.
2. Baselines measured in the same run, pure Python, written here independently:
   a. a straightforward recursion over ordered rolls (no memo): far too slow to finish, so it
      is timed on a subset and extrapolated — the printout says exactly how;
   b. the same recursion memoised on sorted dice (a fair, much faster baseline), timed in full
      (``--quick``: on 3 rooms and extrapolated x5).
   The speed-ups (target >= 1000x) are reported against both.
3. ``best_keep`` for a roll with 4 open rooms and 2 relics: median over repeated calls
   (target <= 20 ms), cold (first call in a process), warm (same position again) and with the
   solver's cache cleared before every call (new targets each time; tables kept).
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from functools import cache
from itertools import combinations, product

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from machine import describe  # noqa: E402

from pyramid_explorer.dice import CARDS, best_keep, room_table  # noqa: E402
from pyramid_explorer.dice.solver import solver  # noqa: E402

ADVISOR_ROOMS = ["Grand Gallery", "Unstable Stairway", "Royal Chamber", "Inner Sanctum"]
ADVISOR_RELICS = ["Cat Statue", "Griffin's Feather"]
ADVISOR_ROLL = (3, 3, 5, 6, 1)

COLD_SCRIPT = """
import json, sys, time
rooms, relics, roll = json.loads(sys.argv[1])
t0 = time.perf_counter()
import pyramid_explorer.dice as d
t1 = time.perf_counter()
rows = d.room_table(rerolls=(0, 1, 2))
t2 = time.perf_counter()
from pyramid_explorer.dice.solver import solver
solver.cache_clear()
t3 = time.perf_counter()
d.room_table(rerolls=(0, 1, 2))
t4 = time.perf_counter()
t5 = time.perf_counter()
d.best_keep(tuple(roll), rooms, rerolls_left=2, relics=relics)
t6 = time.perf_counter()
print(json.dumps({"import": t1 - t0, "cold": t2 - t1, "warm": t4 - t3, "advisor_cold": t6 - t5,
                  "n": len(rows)}))
"""


# --- baselines: pure Python, over ordered rolls ------------------------------------------

def naive_value(pred: Callable[[tuple[int, ...]], bool], dice: tuple[int, ...], r: int) -> float:
    """Best chance from ordered ``dice`` with ``r`` re-rolls: plain recursion, no memo."""
    if pred(dice):
        return 1.0
    if r == 0:
        return 0.0
    best = 0.0
    n = len(dice)
    for k in range(1, n + 1):
        for pos in combinations(range(n), k):
            total = 0.0
            for outcome in product(range(1, 7), repeat=k):
                new = list(dice)
                for p, v in zip(pos, outcome, strict=True):
                    new[p] = v
                total += naive_value(pred, tuple(new), r - 1)
            best = max(best, total / 6**k)
    return best


def memo_turn(pred: Callable[[tuple[int, ...]], bool], rerolls: int) -> float:
    """The same recursion, memoised on the sorted dice: a fair pure-Python baseline."""
    @cache
    def value(dice: tuple[int, ...], r: int) -> float:
        if pred(dice):
            return 1.0
        if r == 0:
            return 0.0
        best = 0.0
        for k in range(1, 6):
            for pos in combinations(range(5), k):
                total = 0.0
                for outcome in product(range(1, 7), repeat=k):
                    new = list(dice)
                    for p, v in zip(pos, outcome, strict=True):
                        new[p] = v
                    total += value(tuple(sorted(new)), r - 1)
                best = max(best, total / 6**k)
        return best

    rolls = list(product(range(1, 7), repeat=5))
    return sum(value(tuple(sorted(d)), rerolls) for d in rolls) / len(rolls)


def main() -> None:
    quick = "--quick" in sys.argv
    print("Machine:", describe([f"numpy {np.__version__}"]))
    print()

    # 1. cold, in fresh processes
    runs = []
    for _ in range(3 if quick else 7):
        args = json.dumps([ADVISOR_ROOMS, ADVISOR_RELICS, ADVISOR_ROLL])
        out = subprocess.run([sys.executable, "-c", COLD_SCRIPT, args], capture_output=True,
                             text=True, check=True, cwd=ROOT)
        runs.append(json.loads(out.stdout))
    cold = statistics.median(r["cold"] for r in runs)
    warm = statistics.median(r["warm"] for r in runs)
    imp = statistics.median(r["import"] for r in runs)
    adv_cold = statistics.median(r["advisor_cold"] for r in runs)
    print(f"[1] 15 rooms x {{0,1,2}} re-rolls = {runs[0]['n']} chances, median of {len(runs)} "
          "fresh processes")
    print(f"    import pyramid_explorer.dice          {imp * 1000:8.1f} ms (not counted)")
    print(f"    cold (tables built + all values)       {cold * 1000:8.1f} ms   target <= 50 ms")
    print(f"    warm (tables built, values recomputed) {warm * 1000:8.1f} ms")

    # 2. baselines
    preds = {c.room: (lambda d, c=c: c.challenge.matches(d)) for c in CARDS}
    # 2a. naive recursion: exact for r=0; r=1 on a sample of first rolls; r=2 from one subtree
    rolls = list(product(range(1, 7), repeat=5))
    t = time.perf_counter()
    for pred in preds.values():
        for d in rolls:
            naive_value(pred, d, 0)
    naive_r0 = time.perf_counter() - t
    rng = np.random.default_rng(1)
    per_room = 2 if quick else 4
    per_root_r1: dict[str, float] = {}
    for room, pred in preds.items():
        sample = [rolls[i] for i in rng.choice(len(rolls), per_room, replace=False)]
        t = time.perf_counter()
        for d in sample:
            naive_value(pred, d, 1)
        per_root_r1[room] = (time.perf_counter() - t) / len(sample)
    naive_r1 = sum(per_root_r1.values()) * len(rolls)
    # r=2 from a first roll: 16806 re-roll outcomes (7^5 - 1), each an r=1 subtree
    naive_r2 = naive_r1 * (7**5 - 1)
    naive_total = naive_r0 + naive_r1 + naive_r2
    print()
    print("[2a] naive pure-Python recursion over ordered rolls (no memo)")
    print(f"    r=0, all 15 rooms x 7776 rolls, measured: {naive_r0:8.2f} s")
    print(f"    r=1: {per_room} random first rolls per room timed, mean "
          f"{1000 * sum(per_root_r1.values()) / len(preds):.0f} ms each, x 7776 rolls "
          f"= {naive_r1:,.0f} s for 15 rooms (extrapolated)")
    print(f"    r=2: each first roll has 16806 re-roll outcomes, each an r=1 subtree -> "
          f"{naive_r2:.3g} s = {naive_r2 / 3.156e7:.3g} years (extrapolated, assuming such a "
          "subtree costs what a random first roll's r=1 tree does)")
    print(f"    total {naive_total:.3g} s  -> speed-up vs cold engine: {naive_total / cold:.3g}x")

    # 2b. memoised recursion
    rooms = list(preds)
    measured = rooms[:3] if quick else rooms
    t = time.perf_counter()
    for room in measured:
        for r in (0, 1, 2):
            memo_turn(preds[room], r)
    memo = (time.perf_counter() - t) * len(rooms) / len(measured)
    how = "measured" if not quick else f"measured on {len(measured)} rooms, x5 extrapolated"
    print()
    print("[2b] memoised pure-Python recursion (sorted dice as the memo key)")
    print(f"    15 rooms x 3: {memo:8.1f} s ({how})  -> speed-up vs cold engine: "
          f"{memo / cold:,.0f}x, vs warm: {memo / warm:,.0f}x   target >= 1000x")

    # 3. best_keep
    times_warm = []
    for _ in range(50):
        t = time.perf_counter()
        best_keep(ADVISOR_ROLL, ADVISOR_ROOMS, rerolls_left=2, relics=ADVISOR_RELICS)
        times_warm.append(time.perf_counter() - t)
    times_fresh = []
    for _ in range(15 if quick else 30):
        solver.cache_clear()
        t = time.perf_counter()
        best_keep(ADVISOR_ROLL, ADVISOR_ROOMS, rerolls_left=2, relics=ADVISOR_RELICS)
        times_fresh.append(time.perf_counter() - t)
    n_opts = len(best_keep(ADVISOR_ROLL, ADVISOR_ROOMS, rerolls_left=2, relics=ADVISOR_RELICS))
    print()
    print(f"[3] best_keep({ADVISOR_ROLL}, 4 open rooms, relics {ADVISOR_RELICS}, 2 re-rolls): "
          f"{n_opts} options ranked")
    print(f"    cold (first call in a fresh process, tables built): {adv_cold * 1000:7.2f} ms")
    print(f"    solver cache cleared before each call (median):     "
          f"{statistics.median(times_fresh) * 1000:7.2f} ms   target <= 20 ms")
    print(f"    same position again (median of 50):                 "
          f"{statistics.median(times_warm) * 1000:7.2f} ms")
    _ = room_table  # imported for readers: the engine entry point measured in [1]


if __name__ == "__main__":
    main()
