"""Benchmark: Ramses Pyramid engine speed and what memory is worth.

Run ``.venv/bin/python benchmarks/bench_ramses.py [--games 2000] [--random-games 40]``.

1. Random 4-player games per second (random bots in all seats; random bots almost never reach
   the top, so most games run to the turn cap of 300 turns), with two baselines measured in
   the same run on the same positions: listing the legal actions only, and copying a state
   (``dataclasses.replace``).
2. A memory bot with recall 0, 0.5, 0.9 and 1.0 in one seat (rotating over the four seats)
   against three random bots over seeded games: win rate and mean turns to its win.
3. The same memory bot against three memory bots with recall 0 (they never remember a
   temple): its win rate against the 25% an equal seat would get — how much memory is worth.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from baselines import listing_and_copying, positions  # noqa: E402
from machine import describe  # noqa: E402

from pyramid_explorer import games  # noqa: E402
from pyramid_explorer.engine import RandomBot  # noqa: E402
from pyramid_explorer.games.ramses_pyramid import MemoryBot  # noqa: E402
from pyramid_explorer.sim import play_out  # noqa: E402

GID = "ramses-pyramid"
RECALLS = (0.0, 0.5, 0.9, 1.0)


def bench_random(n_games: int) -> None:
    bot = RandomBot()
    steps = 0
    endings: dict[str, int] = {}
    finals = []
    t0 = time.perf_counter()
    for seed in range(n_games):
        final = play_out(games.new_game(GID, seed=seed, players=4), [bot])
        steps += final.step
        endings[final.ending.value] = endings.get(final.ending.value, 0) + 1
        finals.append(final)
    elapsed = time.perf_counter() - t0
    states = positions(games.new_game(GID, seed=0, players=4), finals[0].history)
    legal, copy = listing_and_copying(states, lambda s: s.legal_actions())
    print(f"random 4-player games: {n_games} games, {steps} steps in {elapsed:.2f} s")
    print(f"  {n_games / elapsed:8.2f} games/s   {steps / elapsed:10.0f} steps/s   "
          f"{elapsed / steps * 1e6:7.1f} µs/step (bot choice + legality check + transition)")
    print(f"  baseline legal_actions only: {legal * 1e6:7.1f} µs/state; "
          f"state copy: {copy * 1e6:7.1f} µs/state")
    print(f"  endings: {endings}")


def bench_memory(n_games: int, opponent: str) -> None:
    print(f"memory bot in one seat vs three {opponent} bots, {n_games} seeded 4-player games each")
    print("  recall   win rate   mean turns (its wins)   capped   seconds")
    for recall in RECALLS:
        me = MemoryBot(recall)
        other = RandomBot() if opponent == "random" else MemoryBot(0.0)
        wins = capped = 0
        turns = 0
        t0 = time.perf_counter()
        for seed in range(n_games):
            seat = seed % 4
            bots = [other] * 4
            bots[seat] = me
            final = play_out(games.new_game(GID, seed=seed, players=4), bots)
            if final.winner == seat:
                wins += 1
                turns += final.turn
            capped += final.ending.value == "turn-cap"
        elapsed = time.perf_counter() - t0
        mean = turns / wins if wins else float("nan")
        print(f"  {recall:6.1f}   {wins / n_games:8.1%}   {mean:21.1f}   {capped:6d}   "
              f"{elapsed:7.1f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--random-games", type=int, default=40)
    args = parser.parse_args()
    print(describe())
    bench_random(args.random_games)
    bench_memory(args.games, "random")
    bench_memory(args.games, "recall-0 memory")


if __name__ == "__main__":
    main()
