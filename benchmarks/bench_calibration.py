"""Benchmark: are the Coach panel's chances to win honest? Estimated against observed, binned.

Run ``.venv/bin/python benchmarks/bench_calibration.py [--positions 500] [--budget 2]
[--game ID] [--log DIR]``.

Positions: decisions of seeded games of four players played by the heuristic bots (every 4th
decision with a choice; the seat's real cards and the game's real seed are known to the
benchmark, never to the search). At each, the panel's race runs for ``--budget`` seconds of
this thread's CPU (seed 1) with the heuristic bot's move among the candidates. Three
estimates are binned against what happens:

- **the heuristic bot's move** (chosen without looking at any estimate): its chance in the race;
- **the coach's recommended move** (the race's best): its chance in the race — the largest of
  several noisy estimates, so inflated by the winner's curse;
- **the recommended move, held out**: a fresh estimate of that move alone from other drawn
  positions (``--held-out`` of them, another seed), which the choice did not see.

*Observed*: the move played from the **real** position — the hidden cards as they really
are — and the game finished by the same policies as the playouts (the coach policy in the
seat, the heuristic bots elsewhere) ``--real`` times with fresh seeds for the future chance;
a position's observed value is the share of those games the seat wins. If the search's redraw
of what the seat cannot see behaves like the real hidden part, each bin's mean observed value
lies near its mean estimate (a 95 % interval over the bin's positions is printed).

Each position's numbers are appended to ``DIR/calibration-<game>.jsonl`` as they come, and a
run with the same settings skips the positions already there (stop and resume at will).
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path

HERE = Path(__file__).resolve().parent
GAMES = ("ramses-pyramid", "im-bann-der-pyramide", "pyramidenbau")
BINS = ((0.0, 0.10), (0.10, 0.25), (0.25, 0.50), (0.50, 0.75), (0.75, 1.0001))
ESTIMATES = (("heuristic", "the heuristic bot's move"),
             ("recommended", "the recommended move (race)"),
             ("held_out", "the recommended move, held out"))


def real_outcomes(sampler, state, action, count: int, key: str) -> float:
    """The seat's share of wins when ``action`` is played from the real ``state`` and the game
    finished by the sampler's policies, ``count`` times with fresh seeds for what comes."""
    from pyramid_explorer.engine.fastrng import StepRandom

    wins = 0.0
    for k in range(count):
        real = replace(state, seed=StepRandom(f"{key}:{k}").getrandbits(62))
        wins += sampler.play_from(real, [(action,)])[0].won
    return wins / count


def held_out(sampler, action, count: int) -> float:
    """``action``'s chance to win from ``count`` drawn positions of ``sampler``."""
    return statistics.fmean(sampler.values(i, [(action,)])[0].won for i in range(count))


def measure(state, index: int, game_id: str, args, clock) -> dict:
    """One position's estimates and observations (see the module doc)."""
    from pyramid_explorer.coach.config import SearchConfig
    from pyramid_explorer.coach.playout import playout_bots
    from pyramid_explorer.coach.race import race
    from pyramid_explorer.coach.sampler import Sampler

    seat = state.current_player()
    heuristic = playout_bots(game_id, state.num_players)[seat].choose(state)
    search = SearchConfig(budget_s=args.budget, seed=1, by="chance", clock=clock)
    ranking = race(state, config=search, include=(heuristic,))
    best = ranking.best.action
    fresh = Sampler(state, config=SearchConfig(seed=1_000_003), key="held-out")
    key = f"calibration:{game_id}:{index}"
    return {
        "index": index, "step": state.step, "positions": ranking.iterations,
        "same": best == heuristic,
        "heuristic": ranking.estimate(heuristic).win_chance,
        "recommended": ranking.best.win_chance,
        "held_out": held_out(fresh, best, args.held_out),
        "observed_heuristic": real_outcomes(fresh, state, heuristic, args.real, key),
        "observed_recommended": real_outcomes(fresh, state, best, args.real, key),
    }


def table(rows: list[dict], which: str) -> list[str]:
    """The binned lines for one estimate."""
    observed = "observed_heuristic" if which == "heuristic" else "observed_recommended"
    out = []
    for lo, hi in BINS:
        got = [r for r in rows if lo <= r[which] < hi]
        if not got:
            continue
        est = statistics.fmean(r[which] for r in got)
        obs = [r[observed] for r in got]
        mean = statistics.fmean(obs)
        half = 1.96 * statistics.stdev(obs) / math.sqrt(len(obs)) if len(obs) > 1 else math.inf
        out.append(f"  {lo:4.0%}–{min(hi, 1):4.0%}  {len(got):4d} positions  estimated "
                   f"{est:6.1%}  observed {mean:6.1%} ± {half:.1%}")
    est = statistics.fmean(r[which] for r in rows)
    obs = statistics.fmean(r[observed] for r in rows)
    out.append(f"  all        {len(rows):4d} positions  estimated {est:6.1%}  observed {obs:6.1%}")
    return out


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--positions", type=int, default=500)
    p.add_argument("--budget", type=float, default=2.0)
    p.add_argument("--held-out", type=int, default=256, help="drawn positions of the re-estimate")
    p.add_argument("--real", type=int, default=32, help="finished games from the real position")
    p.add_argument("--every", type=int, default=4)
    p.add_argument("--game", choices=GAMES, action="append", default=None)
    p.add_argument("--clock", choices=("cpu", "wall"), default="cpu")
    p.add_argument("--log", type=Path, default=HERE / "results")
    args = p.parse_args()
    sys.path.insert(0, str(HERE.parent))
    sys.path.insert(1, str(HERE))
    from bench_coach_panel import decision_positions
    from machine import describe

    clock = time.thread_time if args.clock == "cpu" else time.perf_counter
    print(describe([f"race {args.budget:g} s ({args.clock} time), held out {args.held_out}, "
                    f"real {args.real}"]))
    args.log.mkdir(parents=True, exist_ok=True)
    setting = {"budget": args.budget, "held_out": args.held_out, "real": args.real,
               "every": args.every, "clock": args.clock}
    for game_id in args.game or GAMES:
        started = time.perf_counter()
        log = args.log / f"calibration-{game_id}.jsonl"
        done: dict[int, dict] = {}
        if log.exists():
            for line in log.read_text().splitlines():
                r = json.loads(line)
                if r.pop("setting") == setting:
                    done[r["index"]] = r
        points = decision_positions(game_id, args.positions, every=args.every)
        for index, state in enumerate(points):
            if index in done:
                continue
            row = measure(state, index, game_id, args, clock)
            with log.open("a") as f:
                f.write(json.dumps({"setting": setting, **row}) + "\n")
            done[index] = row
        rows = [done[i] for i in range(len(points)) if i in done]
        print(f"{game_id}: {len(rows)} positions, race median "
              f"{statistics.median(r['positions'] for r in rows):.0f} drawn positions, the "
              f"recommended move is the heuristic's in {sum(r['same'] for r in rows)}; "
              f"this run {time.perf_counter() - started:.0f} s")
        for which, title in ESTIMATES:
            print(f" {title}:")
            print("\n".join(table(rows, which)), flush=True)


if __name__ == "__main__":
    main()
