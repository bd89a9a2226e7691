"""Benchmark: where a Pyramidenbau player's points come from, against three builders.

Run ``.venv/bin/python benchmarks/bench_pyramidenbau_points.py [--player strategist]
[--games 400] [--first-seed 0] [--workers 2]``.

Game ``g`` seats the player at ``g % 4`` on seed ``g`` (4 players, seats rotated) and the
builder everywhere else; the baseline, on the same seeds, is the builder in that seat. For each
it prints how often the seat's colour put the first cap on (10 points), the mean number of
cells showing its colour at the end (1 point each, on any side), the mean points and the
median turn its side was complete (a side never completed counts as after every other).
"""

from __future__ import annotations

import argparse
import statistics
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from machine import describe  # noqa: E402

from pyramid_explorer import games  # noqa: E402
from pyramid_explorer.coach.playout import play_to_end  # noqa: E402
from pyramid_explorer.games.pyramidenbau import BuilderBot  # noqa: E402
from pyramid_explorer.games.pyramidenbau.board import visible_counts  # noqa: E402

NEVER = 10 ** 6
"""The completion turn given to a side that was never complete."""


def one_game(job: tuple[str, int]) -> tuple[bool, int, float, int]:
    """(first cap, cells showing its colour, points, turn its side was complete) of the seat
    ``seed % 4`` played by bot ``name`` against three builders."""
    name, seed = job
    seat = seed % 4
    bots = [BuilderBot() for _ in range(4)]
    bots[seat] = games.spec("pyramidenbau").bots[name]()
    end = play_to_end(games.new_game("pyramidenbau", seed=seed, players=4), bots)
    colour = end.owners.index(seat)
    first = bool(end.caps) and end.caps[0] == colour
    return first, visible_counts(end.stacks)[colour], end.returns()[seat], \
        end.complete_at[colour] or NEVER


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--player", default="strategist")
    p.add_argument("--games", type=int, default=400)
    p.add_argument("--first-seed", type=int, default=0)
    p.add_argument("--workers", type=int, default=2)
    args = p.parse_args()
    seeds = range(args.first_seed, args.first_seed + args.games)
    print(describe())
    print(f"pyramidenbau, 4 players, {args.games} games from seed {args.first_seed}, seats "
          f"rotated, against 3 × builder")
    print(f"{'player':12} {'first cap':>9} {'its cells':>9} {'points':>7} {'complete at':>11}")
    with ProcessPoolExecutor(args.workers) as pool:
        for name in ("builder", args.player):
            rows = list(pool.map(one_game, [(name, s) for s in seeds], chunksize=8))
            print(f"{name:12} {statistics.mean(r[0] for r in rows):9.1%} "
                  f"{statistics.mean(r[1] for r in rows):9.2f} "
                  f"{statistics.mean(r[2] for r in rows):7.2f} "
                  f"{statistics.median(r[3] for r in rows):11.0f}", flush=True)
    print(describe())


if __name__ == "__main__":
    main()
