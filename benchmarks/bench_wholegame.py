"""Benchmark and figures of the whole-game solver (pyramid_explorer.solve, issue 15).

    .venv/bin/python benchmarks/bench_wholegame.py            # timings and peak memory
    .venv/bin/python benchmarks/bench_wholegame.py --figures N [--great M] [--games G]
    .venv/bin/python benchmarks/bench_wholegame.py --bounds P [--base-bounds B] [--play]

Timings: CPU and wall time and peak traced memory (tracemalloc, numpy included) to solve one
deal per option set, and to answer ``win_probability`` / ``rank_moves`` for a position of a
game in progress (solver cached, as in the explorer), against a baseline measured in the same
run: the one-turn solver's chance for the same opening rooms.
Figures: exact values of new games averaged over the deals of seeds 1..N (exact per deal; the
± is the sampling error over deals), and measured bot win rates over G seeded games.
"""

from __future__ import annotations

import argparse
import sys
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from machine import describe  # noqa: E402
from wholegame_bounds import bounds, chamber_on_top, known_deals, summary  # noqa: E402

from pyramid_explorer.dice import success_probability  # noqa: E402
from pyramid_explorer.engine import RandomBot  # noqa: E402
from pyramid_explorer.games import new_game  # noqa: E402
from pyramid_explorer.games.dice_pyramid import GreedyBot  # noqa: E402
from pyramid_explorer.games.dice_pyramid.options import make_options  # noqa: E402
from pyramid_explorer.games.dice_pyramid.setup import deal  # noqa: E402
from pyramid_explorer.solve import (  # noqa: E402
    OptimalBot,
    query,  # noqa: E402
    rank_moves,
    win_probability,
)
from pyramid_explorer.solve.figures import deal_values, estimate, win_rate  # noqa: E402
from pyramid_explorer.solve.perfect import DealSolver  # noqa: E402
from pyramid_explorer.solve.pool import _POOLS  # noqa: E402

OPTION_SETS = {
    "I Know the Way": dict(i_know_the_way=True),
    "I Know the Way + Power Relics": dict(i_know_the_way=True, power_relics=True),
    "I Know the Way + Great Pyramid": dict(i_know_the_way=True, great_pyramid=True),
}


def measure(fn, trace: bool = True):
    """(result, wall s, CPU s, peak MiB or 0 without ``trace``) of calling ``fn``."""
    if trace:
        tracemalloc.start()
    w, c = time.perf_counter(), time.process_time()
    out = fn()
    w, c = time.perf_counter() - w, time.process_time() - c
    peak = tracemalloc.get_traced_memory()[1] / 2**20 if trace else 0.0
    if trace:
        tracemalloc.stop()
    return out, w, c, peak


def kernel_load() -> None:
    """The compiled kernel's one-off cost in a new process: numba loads it from its cache
    (``__pycache__``), or compiles it (a few seconds) the first time after an install."""
    from pyramid_explorer.solve.perfect import DealSolver as Solver
    options = make_options(i_know_the_way=True)
    top_only = (2,) + (None,) * 9                      # only the Treasure Chamber left
    _, w, c, _ = measure(lambda: Solver(top_only, options).value(0b1111111110, (8,)),
                         trace=False)
    print(f"{'compiled kernel':34s} first use in this process (load or compile): "
          f"{w:.2f} s wall, {c:.2f} s CPU")


def face_down_bot(seed: int) -> None:
    """The optimal bot in a face-down base seat: CPU time of each decision (a revealed card
    rebuilds its stand-in plan), as the explorer's Step and a simulation see them."""
    query._SOLVERS.clear()
    query._SHARED.clear()
    query._turn.cache_clear()
    s = new_game("dice-pyramid", seed=seed)
    bot, times = OptimalBot(), []
    while not s.is_terminal():
        if s.is_chance_node():
            s = s.apply(s.sample_chance())
            continue
        c = time.process_time()
        action = bot.choose(s)
        times.append(time.process_time() - c)
        s = s.apply(action)
    slow = sorted(times, reverse=True)
    print(f"{'optimal bot, face-down base seat':34s} seed {seed}: {len(times)} decisions, "
          f"{sum(times):.1f} s CPU in all, slowest {', '.join(f'{t:.2f}' for t in slow[:4])} s, "
          f"median {1000 * slow[len(slow) // 2]:.1f} ms; {s.outcome}")


def timings(seed: int, skip_great: bool) -> None:
    kernel_load()
    for name, opts in OPTION_SETS.items():
        if skip_great and "Great" in name:
            continue
        query._SOLVERS.clear()
        query._SHARED.clear()
        query._turn.cache_clear()
        _POOLS.clear()
        state = new_game("dice-pyramid", seed=seed, **opts)
        rooms = state.open_rooms()
        _, bw, bc, _ = measure(lambda rooms=rooms: success_probability(rooms, rerolls=2))
        value, w, c, _ = measure(lambda state=state: win_probability(state), trace=False)
        states = len(query._SOLVERS[0]._W)
        query._SOLVERS.clear()                  # again, for the peak memory (tracemalloc
        query._SHARED.clear()                   # slows Python down: not for the times),
        query._turn.cache_clear()               # with a new pool: its allocation counts
        _POOLS.clear()
        _, _, _, peak = measure(lambda state=state: win_probability(state))
        print(f"{name:34s} seed {seed}: solve the deal {w:8.2f} s wall {c:8.2f} s CPU, "
              f"peak {peak:6.1f} MiB, {states} states, value {value:.6f}")
        print(f"{'':34s} baseline one-turn chance of the opening rooms: {1000 * bc:.1f} ms CPU")
        cards = deal(seed, state.options)[0]
        if not state.options.power_relics:   # with Power Relics turns are not nested
            _, ow, oc, _ = measure(lambda c=cards, o=state.options:
                                   DealSolver(c, o, nested=False).value(0, ()), trace=False)
            print(f"{'':34s} baseline kernel, each state's turn on its own (before): "
                  f"{ow:.2f} s wall {oc:.2f} s CPU")
        if "Great" not in name:
            _, nw, nc, _ = measure(lambda c=cards, o=state.options:
                                   DealSolver(c, o, compiled=False).value(0, ()), trace=False)
            print(f"{'':34s} baseline numpy path (no kernel) for the same deal: {nw:.2f} s wall "
                  f"{nc:.2f} s CPU")
        # a position later in the game, solver cached: what the explorer asks each step
        s = state
        bot = OptimalBot()
        for _ in range(25):
            s = s.apply(s.sample_chance() if s.is_chance_node() else bot.choose(s))
            if s.is_terminal():
                break
        if not s.is_terminal():
            query._turn.cache_clear()
            _, w1, c1, _ = measure(lambda s=s: win_probability(s))
            _, w2, c2, _ = measure(lambda s=s: rank_moves(s) if not s.is_chance_node() else [])
            print(f"{'':34s} position after 25 steps: win_probability {1000 * w1:.1f} ms wall "
                  f"({1000 * c1:.1f} ms CPU), rank_moves {1000 * w2:.1f} ms wall "
                  f"({1000 * c2:.1f} ms CPU)")
    for game_seed in (seed, seed + 1):
        face_down_bot(game_seed)


def figures(n: int, power: int, great: int, games: int, hidden_games: int,
            base_hidden_games: int) -> None:
    for name, opts, count in [("Power Relics deals, all cards known",
                               dict(power_relics=True), power),
                              ("base deals, all cards known", {}, n),
                              ("Great Pyramid deals, all cards known",
                               dict(great_pyramid=True), great)]:
        if not count:
            continue
        t = time.process_time()
        values = []
        for seed in range(1, count + 1):
            values += deal_values([seed], **opts)
            print(f"  {name}, seed {seed}: {values[-1]:.6f} "
                  f"[{time.process_time() - t:.0f} s CPU so far]", flush=True)
        print(f"exact optimal value, {name}: {estimate(values)} over the deals of seeds "
              f"1..{count}; min {min(values):.4f}, max {max(values):.4f} "
              f"[{time.process_time() - t:.0f} s CPU]", flush=True)
    if games:
        gseeds = range(10_001, 10_001 + games)
        for name, opts in [("I Know the Way + Power Relics",
                            dict(i_know_the_way=True, power_relics=True)),
                           ("Power Relics", dict(power_relics=True)),
                           ("I Know the Way", dict(i_know_the_way=True)),
                           ("base game", {})]:
            for bot in (GreedyBot(), RandomBot(), OptimalBot()):
                run = gseeds
                if bot.name == "optimal":
                    if "i_know_the_way" in opts:
                        continue          # exact values above; simulated in the tests
                    # the stand-in plan is rebuilt at every revealed card: slower
                    run = gseeds[:hidden_games if opts else base_hidden_games]
                if not len(run):
                    continue
                t = time.process_time()
                print(f"measured win rate, {name}, {bot.name}: "
                      f"{win_rate(bot, run, **opts)} over seeds {run.start}.."
                      f"{run.stop - 1} [{time.process_time() - t:.0f} s CPU]", flush=True)


def great_seeds(count: int, first: int, top: bool) -> list[int] | range:
    """Seeds of a Great Pyramid run: ``first..first+count-1``, or with ``top`` the first
    ``count`` seeds from ``first`` with the Treasure Chamber on top."""
    return chamber_on_top(count, first) if top else range(first, first + count)


def great_rates(games: int) -> None:
    """Greedy and random on the Great Pyramid, face-down and I Know the Way, over the same
    ``games`` seeded games (seeds 10001..): the measured rates of docs/wholegame.md section 3."""
    gseeds = range(10_001, 10_001 + games)
    for name, opts in [("Great Pyramid", dict(great_pyramid=True)),
                       ("I Know the Way + Great Pyramid",
                        dict(i_know_the_way=True, great_pyramid=True))]:
        for bot in (GreedyBot(), RandomBot()):
            t = time.process_time()
            print(f"measured win rate, {name}, {bot.name}: {win_rate(bot, gseeds, **opts)} "
                  f"over seeds {gseeds.start}..{gseeds.stop - 1} "
                  f"[{time.process_time() - t:.0f} s CPU]", flush=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--figures", type=int, default=0, metavar="N")
    ap.add_argument("--power", type=int, default=0, metavar="P")
    ap.add_argument("--great", type=int, default=0, metavar="M")
    ap.add_argument("--games", type=int, default=0, metavar="G")
    ap.add_argument("--hidden-games", type=int, default=0, metavar="H",
                    help="games of the optimal bot in the face-down Power Relics game")
    ap.add_argument("--base-hidden-games", type=int, default=0, metavar="B",
                    help="games of the optimal bot in the face-down base game")
    ap.add_argument("--great-games", type=int, default=0, metavar="G",
                    help="greedy and random on the Great Pyramid (face-down, I Know the Way)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--skip-great", action="store_true")
    ap.add_argument("--bounds", type=int, default=0, metavar="P",
                    help="exact lower/upper bounds per deal, face-down Power Relics, seeds 1..P")
    ap.add_argument("--base-bounds", type=int, default=0, metavar="B",
                    help="the same for the face-down base game, seeds 1..B")
    ap.add_argument("--great-bounds", type=int, default=0, metavar="G",
                    help="the same for the face-down Great Pyramid, seeds FIRST..FIRST+G-1")
    ap.add_argument("--chamber-top", action="store_true",
                    help="with --great-bounds/--great-known: the first G seeds from FIRST "
                         "whose deal has the Treasure Chamber on top")
    ap.add_argument("--great-known", type=int, default=0, metavar="G",
                    help="I Know the Way + Great Pyramid: exact value per deal, seeds 1..G")
    ap.add_argument("--play", action="store_true",
                    help="with --bounds: also play the optimal bot once per deal")
    ap.add_argument("--first", type=int, default=1, help="first seed of --bounds")
    ap.add_argument("--known", action="store_true",
                    help="with --bounds: I Know the Way (lower = upper = the exact optimum)")
    ap.add_argument("--summary", metavar="FILE",
                    help="summarise the per-deal lines of a --bounds run saved in FILE")
    args = ap.parse_args()
    if args.summary:
        summary(args.summary)
        return
    print("Machine:", describe(), flush=True)
    if args.great_games:
        great_rates(args.great_games)
        return
    if args.great_known:
        known_deals("I Know the Way + Great Pyramid", dict(great_pyramid=True),
                    great_seeds(args.great_known, args.first, args.chamber_top), args.play)
        return
    if args.great_bounds:
        bounds("Great Pyramid", dict(great_pyramid=True),
               great_seeds(args.great_bounds, args.first, args.chamber_top), args.play)
        return
    if args.bounds or args.base_bounds:
        known = dict(i_know_the_way=True) if args.known else {}
        prefix = "I Know the Way + " if args.known else ""
        if args.bounds:
            bounds(prefix + "Power Relics", dict(power_relics=True, **known),
                   range(args.first, args.first + args.bounds), args.play)
        if args.base_bounds:
            bounds(prefix + "base game", known,
                   range(args.first, args.first + args.base_bounds), args.play)
        return
    if args.figures or args.games or args.great or args.power:
        figures(args.figures, args.power, args.great, args.games, args.hidden_games,
                args.base_hidden_games)
    else:
        timings(args.seed, args.skip_great)


if __name__ == "__main__":
    main()
