"""Dice Pyramid engine speed and bot strength, with the kernel's generic path as baseline.

Run: ``.venv/bin/python benchmarks/bench_dice_pyramid.py [--speed-games 3000] [--games 10000]``

* **speed**: full games per second on one core (the process is pinned to one CPU where the OS
  allows) for the random bot and the greedy bot. Each is measured twice in the same run:
  through the engine's ``apply`` / ``sample_chance`` / ``rng`` (the optimised path) and through
  the kernel's generic path (``GameState.apply`` with ``dataclasses.replace``, and a Mersenne
  Twister seeded from a string at every step, as ``GameState.rng`` does) — the baseline. Both
  CPU time (``time.process_time``: what one core delivers, robust to other load) and wall time
  are shown. Target: at least 1,000 random games/s.
* **strength**: win rate of the greedy bot over ``--games`` seeded games (seeds 0..N-1), with
  the random bot over the same seeds as the baseline, then the greedy bot under each option
  (``--option-games`` each).

Figures are printed, never asserted.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from collections.abc import Callable

from machine import describe

from pyramid_explorer import games
from pyramid_explorer.engine import Action, GameState, RandomBot
from pyramid_explorer.games.dice_pyramid import GreedyBot
from pyramid_explorer.sim import play_out

GID = "dice-pyramid"


def pin_one_core() -> str:
    if hasattr(os, "sched_setaffinity"):
        cpu = sorted(os.sched_getaffinity(0))[-1]
        os.sched_setaffinity(0, {cpu})
        return f"pinned to CPU {cpu}"
    return "not pinned (no sched_setaffinity)"


# ------------------------------------------------------------------------------ baseline
class _GenericRandom:
    """The random bot as the kernel's RandomBot would run it without this game's fast rng."""

    name = "random"

    def choose(self, state: GameState) -> Action:
        actions = state.legal_actions()
        rng = random.Random(f"{state.seed}:{len(state.history)}:bot:random")
        return actions[rng.randrange(len(actions))]


def play_generic(state: GameState, bot) -> GameState:
    """Play out through the kernel's generic machinery (the baseline)."""
    while not state.is_terminal():
        if state.is_chance_node():
            rng = random.Random(f"{state.seed}:{len(state.history)}:chance")
            action = state._sample(rng)
        else:
            action = bot.choose(state)
        state = GameState.apply(state, action)
    return state


def play_engine(state: GameState, bot) -> GameState:
    return play_out(state, [bot])


def speed(play: Callable, bot, n: int) -> tuple[float, float, float]:
    """(games/s by CPU time, games/s by wall time, steps per game) over seeds 0..n-1."""
    steps = 0
    cpu0, wall0 = time.process_time(), time.perf_counter()
    for seed in range(n):
        steps += play(games.new_game(GID, seed=seed), bot).step
    cpu, wall = time.process_time() - cpu0, time.perf_counter() - wall0
    return n / cpu, n / wall, steps / n


def win_rate(bot, seeds: range, desc: str, **options) -> tuple[float, float]:
    from tqdm.auto import tqdm

    wins = steps = 0
    for seed in tqdm(seeds, desc=desc, unit="game", leave=False, file=sys.stderr):
        final = play_out(games.new_game(GID, seed=seed, **options), [bot])
        wins += final.outcome == "won"
        steps += final.step
    return wins / len(seeds), steps / len(seeds)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--speed-games", type=int, default=3000, help="games per speed measurement")
    p.add_argument("--games", type=int, default=10_000, help="seeded games for the win rates")
    p.add_argument("--option-games", type=int, default=2000,
                   help="seeded games per option for the greedy bot (0: skip)")
    args = p.parse_args(argv)

    print("# Dice Pyramid benchmark")
    print(f"machine: {describe()}")
    print(f"process: {pin_one_core()}")
    warm = 300
    for bot in (RandomBot(), GreedyBot()):          # fill the engine's look-up caches
        speed(play_engine, bot, warm)

    print(f"\n## Speed: full games per second on one core ({args.speed_games} games each)")
    print(f"{'bot':<8} {'path':<34} {'CPU games/s':>12} {'wall games/s':>13} {'steps/game':>11}")
    rows = [("random", "engine (apply, fast rng, caches)", play_engine, RandomBot()),
            ("random", "kernel generic path (baseline)", play_generic, _GenericRandom()),
            ("greedy", "engine (apply, fast rng, caches)", play_engine, GreedyBot()),
            ("greedy", "kernel generic path (baseline)", play_generic, GreedyBot())]
    for name, path, play, bot in rows:
        cpu, wall, steps = speed(play, bot, args.speed_games)
        print(f"{name:<8} {path:<34} {cpu:>12,.0f} {wall:>13,.0f} {steps:>11.1f}", flush=True)

    print(f"\n## Strength: win rate over seeds 0..{args.games - 1} (base game)")
    seeds = range(args.games)
    t0 = time.perf_counter()
    g_rate, g_steps = win_rate(GreedyBot(), seeds, "greedy")
    t1 = time.perf_counter()
    r_rate, r_steps = win_rate(RandomBot(), seeds, "random")
    t2 = time.perf_counter()
    print(f"{'bot':<8} {'games':>7} {'win rate':>9} {'steps/game':>11} {'seconds':>8}")
    print(f"{'greedy':<8} {args.games:>7} {g_rate:>9.2%} {g_steps:>11.1f} {t1 - t0:>8.1f}")
    print(f"{'random':<8} {args.games:>7} {r_rate:>9.2%} {r_steps:>11.1f} {t2 - t1:>8.1f}")

    if args.option_games:
        n = args.option_games
        print(f"\n## Greedy bot under each option (seeds 0..{n - 1})")
        variants = [("base game", {}), ("power_relics", {"power_relics": True}),
                    ("great_pyramid", {"great_pyramid": True}),
                    ("i_know_the_way", {"i_know_the_way": True}),
                    ("full_house_five_of_a_kind", {"full_house_five_of_a_kind": True}),
                    ("relic_reroll_up_to", {"relic_reroll_up_to": True}),
                    ("may_decline", {"may_decline": True})]
        print(f"{'option':<27} {'win rate':>9} {'steps/game':>11}")
        for label, options in variants:
            rate, steps = win_rate(GreedyBot(), range(n), label, **options)
            print(f"{label:<27} {rate:>9.2%} {steps:>11.1f}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
