"""Benchmark: Im Bann der Pyramide engine speed and bot strength.

Run ``.venv/bin/python benchmarks/bench_im_bann.py [--games 2000] [--random-games 40]``.

1. Random 4-player games per second (random bots in all seats, default turn cap), with two
   baselines measured in the same run on the same positions: listing the legal actions only,
   and copying a state (``dataclasses.replace``).
2. Heuristic bot in one seat (rotating over the four seats) against three random bots over
   seeded games: its win rate against the 25% a random seat would get, and the number of
   stalled games ended as draws by the turn cap.
3. Four heuristic bots: wins by seat, capped games and forced passes.
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from machine import describe  # noqa: E402

from pyramid_explorer import games  # noqa: E402
from pyramid_explorer.games.im_bann.bots import HeuristicBot, RandomImBannBot  # noqa: E402
from pyramid_explorer.sim import play_out  # noqa: E402

GID = "im-bann-der-pyramide"


def bench_random(n_games: int) -> None:
    bot = RandomImBannBot()
    steps = 0
    passes = 0
    over: dict[str, int] = {}
    finals = []
    t0 = time.perf_counter()
    for seed in range(n_games):
        final = play_out(games.new_game(GID, seed=seed, players=4), [bot])
        steps += final.step
        passes += sum(a.kind == "pass" for a in final.history)
        over[final.over] = over.get(final.over, 0) + 1
        finals.append(final)
    elapsed = time.perf_counter() - t0
    # baselines on the positions of the first game
    root = games.new_game(GID, seed=0, players=4)
    states = [root]
    for action in finals[0].history:
        states.append(states[-1].apply(action))
    t1 = time.perf_counter()
    for s in states:
        s._legal()
    t_legal = time.perf_counter() - t1
    t2 = time.perf_counter()
    for s in states:
        replace(s)
    t_copy = time.perf_counter() - t2
    per_step = elapsed / steps
    print(f"random 4-player games: {n_games} games, {steps} steps in {elapsed:.2f} s")
    print(f"  {n_games / elapsed:8.2f} games/s   {steps / elapsed:10.0f} steps/s   "
          f"{per_step * 1e6:7.1f} µs/step (bot choice + legality check + transition)")
    print(f"  baseline legal_actions only: {t_legal / len(states) * 1e6:7.1f} µs/state; "
          f"state copy: {t_copy / len(states) * 1e6:7.1f} µs/state")
    print(f"  outcomes: {over}  (cap = no winner within {root.options.turn_cap} turns: "
          f"ended as a draw); forced passes (no legal move): {passes}")


def bench_heuristic(n_games: int) -> None:
    heuristic, rnd = HeuristicBot(), RandomImBannBot()
    wins = 0
    capped = 0
    passes = 0
    by_seat = [0, 0, 0, 0]
    turns = 0
    t0 = time.perf_counter()
    for seed in range(n_games):
        seat = seed % 4
        bots = [rnd] * 4
        bots[seat] = heuristic
        final = play_out(games.new_game(GID, seed=10_000 + seed, players=4), bots)
        turns += final.turns
        passes += sum(a.kind == "pass" for a in final.history)
        if final.over == "cap":
            capped += 1
        elif final.winner == seat:
            wins += 1
            by_seat[seat] += 1
    elapsed = time.perf_counter() - t0
    rate = wins / n_games
    se = (rate * (1 - rate) / n_games) ** 0.5
    print(f"heuristic vs 3 random, {n_games} seeded 4-player games (heuristic seat rotates): "
          f"{elapsed:.1f} s")
    print(f"  heuristic win rate {rate:.1%} ± {1.96 * se:.1%} (95%)  vs 25.0% for a random seat")
    print(f"  wins by heuristic seat P1..P4: {by_seat} (of {n_games // 4} games each)")
    print(f"  stalled games ended as draws by the turn cap: {capped}; forced passes: {passes}; "
          f"mean turns per game {turns / n_games:.0f}")


def bench_mirror(n_games: int) -> None:
    """Four heuristic bots: seat balance and how often such games stall."""
    bot = HeuristicBot()
    wins = [0, 0, 0, 0]
    capped = passes = turns = 0
    t0 = time.perf_counter()
    for seed in range(n_games):
        final = play_out(games.new_game(GID, seed=20_000 + seed, players=4), [bot])
        turns += final.turns
        passes += sum(a.kind == "pass" for a in final.history)
        if final.over == "cap":
            capped += 1
        else:
            wins[final.winner] += 1
    elapsed = time.perf_counter() - t0
    print(f"4 heuristic bots, {n_games} games: {elapsed:.1f} s; wins by seat P1..P4 {wins}; "
          f"capped (draws) {capped}; forced passes {passes}; mean turns {turns / n_games:.0f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000, help="heuristic-vs-random games")
    parser.add_argument("--random-games", type=int, default=40, help="all-random games")
    parser.add_argument("--mirror", type=int, default=200, help="all-heuristic games")
    args = parser.parse_args()
    print(f"machine: {describe()}")
    bench_random(args.random_games)
    bench_heuristic(args.games)
    bench_mirror(args.mirror)


if __name__ == "__main__":
    main()
