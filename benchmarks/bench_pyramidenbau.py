"""Benchmark: Pyramidenbau engine speed and the builder bot's strength.

Run ``.venv/bin/python benchmarks/bench_pyramidenbau.py [--games 2000] [--random-games 10]``.

1. Random 4-player games per second (random bots in every seat, default turn cap), with two
   baselines measured in the same run on the same positions: listing the legal actions only,
   and copying a state (``dataclasses.replace``).
2. The builder bot in one seat (rotating over the four seats) against three random bots over
   seeded games: its win rate (ties shared) against the 25% a random seat would get, its mean
   points, and how many games hit the turn cap (random bots are slow to finish once the quarry
   is empty), with the win rate among finished and among capped games.
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
from pyramid_explorer.games.pyramidenbau import BuilderBot, Termination  # noqa: E402
from pyramid_explorer.sim import play_out  # noqa: E402

GID = "pyramidenbau"


def bench_random(n_games: int) -> None:
    bot = RandomBot()
    steps, capped = 0, 0
    finals = []
    t0 = time.perf_counter()
    for seed in range(n_games):
        final = play_out(games.new_game(GID, seed=seed, players=4), [bot])
        steps += final.step
        capped += final.termination == Termination.TURN_CAP
        finals.append(final)
    elapsed = time.perf_counter() - t0
    root = games.new_game(GID, seed=0, players=4)
    states = positions(root, finals[0].history)
    legal, copy = listing_and_copying(states, lambda s: s._list())
    print(f"random 4-player games: {n_games} games, {steps} steps in {elapsed:.2f} s")
    print(f"  {n_games / elapsed:8.3f} games/s   {steps / elapsed:8.0f} steps/s   "
          f"{elapsed / steps * 1e6:7.1f} µs/step (bot + legality check + transition)")
    print(f"  baseline legal_actions only: {legal * 1e6:7.1f} µs/state; "
          f"state copy: {copy * 1e6:7.1f} µs/state")
    print(f"  turn cap ({root.options.turn_cap} turns) reached in {capped} of {n_games}")


def bench_builder(n_games: int) -> None:
    builder, rnd = BuilderBot(), RandomBot()
    wins, points, capped, turns = 0.0, 0, 0, 0
    wins_finished, wins_capped = 0.0, 0.0
    t0 = time.perf_counter()
    for seed in range(n_games):
        seat = seed % 4
        bots = [rnd] * 4
        bots[seat] = builder
        final = play_out(games.new_game(GID, seed=seed, players=4), bots)
        winners = final.winners()
        won = 1 / len(winners) if seat in winners else 0.0
        wins += won
        points += final.seat_scores()[seat]
        if final.termination == Termination.TURN_CAP:
            capped += 1
            wins_capped += won
        else:
            wins_finished += won
        turns += final.turn
    elapsed = time.perf_counter() - t0
    print(f"builder vs 3 random: {n_games} seeded games (seeds 0–{n_games - 1}, builder seat "
          f"rotating) in {elapsed:.1f} s")
    print(f"  builder win rate {wins / n_games:.1%} (random seat: 25%), mean points "
          f"{points / n_games:.1f} of 84 (a quarter: 21), mean turns {turns / n_games:.0f}, "
          f"turn cap hit {capped}")
    finished = n_games - capped
    if finished:
        print(f"  finished games (all caps on): {finished}, builder won {wins_finished / finished:.1%}")
    if capped:
        print(f"  turn-capped games (scored as they stood): {capped}, builder led "
              f"{wins_capped / capped:.1%}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--random-games", type=int, default=10)
    args = parser.parse_args()
    print(describe())
    bench_random(args.random_games)
    bench_builder(args.games)


if __name__ == "__main__":
    main()
