"""Benchmark: how sure the Coach panel is after 0.5 s and 2 s, per game (issue 38).

Run ``.venv/bin/python benchmarks/bench_coach_panel.py [--positions 20] [--budget 2]
[--game ID] [--compiled/--python]``.

Positions: every 6th decision with at least two moves of seeded games of four players (the
heuristic bots in every seat), up to ``--positions`` per game. At each the panel's race
(:func:`pyramid_explorer.coach.race.race`, one thread, the machine otherwise as it is) runs
for ``--budget`` seconds; its ranking is read at the first progress report after 0.5 s and at
the end. Printed per game, medians over the positions: the half-width of the runner-up's 95 %
interval against the best (percentage points of the chance to win; Pyramidenbau: points), the
drawn positions, and the share of positions where the runner-up is already clearly worse.
Pyramidenbau's panel ranks the coach policy's 8 best moves (its shortlist).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
GAMES = ("ramses-pyramid", "im-bann-der-pyramide", "pyramidenbau")


def decision_positions(game_id: str, count: int, every: int = 6, players: int = 4) -> list:
    """``count`` decision positions of seeded heuristic games."""
    from pyramid_explorer import games
    from pyramid_explorer.coach.playout import playout_bots

    out = []
    for seed in range(1000):
        state = games.new_game(game_id, seed=seed, players=players)
        bots = playout_bots(game_id, players)
        k = 0
        while not state.is_terminal() and len(out) < count:
            if state.is_chance_node():
                state = state.apply(state.sample_chance())
                continue
            if len(state.legal_actions()) > 1:
                k += 1
                if k % every == 0:
                    out.append(state)
            state = state.apply(bots[state.current_player()].choose(state))
        if len(out) >= count:
            break
    return out


def runner_up_margin(ranking) -> tuple[float, bool]:
    """(half-width of the runner-up's difference interval, whether it is clearly worse)."""
    if len(ranking.moves) < 2 or ranking.moves[1].diff_interval is None:
        return (float("nan"), False)
    second = ranking.moves[1]
    lo, hi = second.diff_interval
    worse = hi < 0 if ranking.diff_kind != "minus points" else lo > 0
    return ((hi - lo) / 2, worse)


def measure(game_id: str, count: int, budget: float, compiled: bool | None) -> dict:
    from pyramid_explorer.coach.config import PANEL, SearchConfig
    from pyramid_explorer.coach.race import race

    points = decision_positions(game_id, count)
    race(points[0], config=SearchConfig(positions=2, compiled=compiled))  # warm (numba's cache load)
    early, late, n_early, n_late, worse_early, worse_late = [], [], [], [], [], []
    for state in points:
        seen: list = []

        def progress(r, seen=seen) -> None:
            if not seen and r.elapsed_s >= 0.5:
                seen.append(r)

        final = race(state, config=PANEL.replace(budget_s=budget, seed=1, compiled=compiled),
                     on_progress=progress)
        first = seen[0] if seen else final
        for ranking, margins, ns, worse in ((first, early, n_early, worse_early),
                                            (final, late, n_late, worse_late)):
            m, w = runner_up_margin(ranking)
            if m == m:  # not NaN
                margins.append(m)
                worse.append(w)
            ns.append(ranking.iterations)
    scale = 1.0 if game_id == "pyramidenbau" else 100.0
    return {
        "positions": len(points),
        "early": statistics.median(early) * scale if early else float("nan"),
        "late": statistics.median(late) * scale if late else float("nan"),
        "n_early": statistics.median(n_early),
        "n_late": statistics.median(n_late),
        "worse_early": sum(worse_early) / max(1, len(worse_early)),
        "worse_late": sum(worse_late) / max(1, len(worse_late)),
        "compiled": final.compiled,
    }


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--positions", type=int, default=20)
    p.add_argument("--budget", type=float, default=2.0)
    p.add_argument("--game", choices=GAMES, action="append", default=None)
    p.add_argument("--python", action="store_true", help="Python playouts (the old path)")
    args = p.parse_args()
    sys.path.insert(0, str(HERE.parent))
    sys.path.insert(1, str(HERE))
    from machine import describe

    print(describe())
    for game_id in args.game or GAMES:
        started = time.perf_counter()
        r = measure(game_id, args.positions, args.budget, False if args.python else None)
        unit = "points" if game_id == "pyramidenbau" else "pp"
        print(f"{game_id:22} {'compiled' if r['compiled'] else 'python':8} "
              f"{r['positions']} positions: runner-up ± at 0.5 s {r['early']:.1f} {unit} "
              f"({r['n_early']:.0f} drawn), at {args.budget:g} s {r['late']:.1f} {unit} "
              f"({r['n_late']:.0f} drawn); runner-up clearly worse {r['worse_early']:.0%} / "
              f"{r['worse_late']:.0%} ({time.perf_counter() - started:.0f} s)", flush=True)


if __name__ == "__main__":
    main()
