"""Benchmark: does the 2 s coach pick a move a much longer search cannot tell from its best?

Run ``.venv/bin/python benchmarks/bench_agreement.py [--positions 100] [--reference 60]
[--game ID]``.

Positions as ``bench_coach_panel.py`` draws them (seeded games of four players, every 6th
decision). At each, the panel's race runs for 2 s (seed 1), and a reference race for
``--reference`` seconds (seed 2: other drawn positions). The 2 s best move *agrees* when the
reference cannot tell it from the reference's best: the 95 % interval of its paired difference
to that best reaches zero (or it is that best). Printed per game: agreement and its Wilson
interval, and the reference's drawn positions. Issue 38 asks for ≥ 90 % over ≥ 100 positions
with a 60 s reference (100 minutes of one core per game).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
GAMES = ("ramses-pyramid", "im-bann-der-pyramide", "pyramidenbau")


def agrees(quick, reference) -> bool:
    """Whether ``quick``'s best cannot be told from ``reference``'s best by ``reference``."""
    best = quick.best.action
    if best == reference.best.action:
        return True
    try:
        e = reference.estimate(best)
    except KeyError:  # (not on the reference's shortlist)
        return False
    if e.diff_interval is None:
        return False
    lo, hi = e.diff_interval  # (worse is below zero; for minus points above)
    return hi >= 0 if reference.diff_kind != "minus points" else lo <= 0


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--positions", type=int, default=100)
    p.add_argument("--reference", type=float, default=60.0)
    p.add_argument("--budget", type=float, default=2.0)
    p.add_argument("--game", choices=GAMES, action="append", default=None)
    args = p.parse_args()
    sys.path.insert(0, str(HERE.parent))
    sys.path.insert(1, str(HERE))
    from bench_coach_panel import decision_positions
    from machine import describe

    from pyramid_explorer.coach.estimates import wilson
    from pyramid_explorer.coach.race import race

    print(describe([f"{args.budget:g} s against {args.reference:g} s"]))
    for game_id in args.game or GAMES:
        started = time.perf_counter()
        points = decision_positions(game_id, args.positions)
        hits, drawn = 0, []
        for state in points:
            quick = race(state, budget_s=args.budget, seed=1)
            reference = race(state, budget_s=args.reference, seed=2)
            hits += agrees(quick, reference)
            drawn.append(reference.iterations)
        lo, hi = wilson(hits, len(points))
        print(f"{game_id:22} agreement {hits}/{len(points)} = {hits / len(points):.0%} "
              f"(Wilson {lo:.0%}–{hi:.0%}); reference {statistics.median(drawn):.0f} drawn "
              f"positions (median); {time.perf_counter() - started:.0f} s", flush=True)


if __name__ == "__main__":
    main()
