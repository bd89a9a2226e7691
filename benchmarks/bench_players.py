"""Benchmark: one player against three copies of the game's best heuristic bot, and how much
of the game skill can win.

Run ``.venv/bin/python benchmarks/bench_players.py --game GAME --player NAME [--player NAME …]
[--games 2000] [--first-seed 0] [--players 4] [--workers 2] [--log FILE]``.

``NAME`` is a bot registered for the game (``memory``, ``coach``, ``coach:48`` — the simulate
command's ``NAME:N`` budgets) or a measuring probe from ``probes.py`` (``sees-temples``,
``targets``, ``told-coach``: players told what a real player cannot know, or changing one habit
of the heuristic bot). Game ``g`` seats the player at ``g % players`` (seats rotated) on seeds
``first-seed …``; the other seats are the game's best heuristic bot (the coach's playout bot).
Baseline in the same run, on the same seeds: the heuristic bot in that seat (every seat the
heuristic). For each player it prints the sole-win rate with its 95 % Wilson interval, the
mean return (points in Pyramidenbau), the games only the player won against those only the
baseline seat won with a two-sided sign test on them (paired: same seeds, same seats), and CPU
seconds a game. ``--log`` appends one JSON line per game and player.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from machine import describe  # noqa: E402
from probes import PROBES  # noqa: E402

from pyramid_explorer import coach, games  # noqa: E402
from pyramid_explorer.coach.playout import play_to_end, sole_winner  # noqa: E402
from pyramid_explorer.sim.plan import make_bot  # noqa: E402


def player(game_id: str, name: str):
    """The bot ``name``: a probe of ``probes.PROBES`` or a registered bot (``NAME:N``)."""
    probe = PROBES.get(game_id, {}).get(name)
    return probe() if probe is not None else make_bot(games.spec(game_id), name)


def heuristic(game_id: str):
    return games.spec(game_id).bots[coach.playout_bot_name(game_id)]()


def one_game(job: tuple[str, str | None, int, int]) -> tuple[bool, float, float]:
    """(the seat's player won alone, its return, CPU seconds) for ``(game, name, seed,
    players)``; ``name`` ``None`` is the baseline (the heuristic bot in every seat)."""
    game_id, name, seed, n = job
    seat = seed % n
    bots = [heuristic(game_id) for _ in range(n)]
    if name is not None:
        bots[seat] = player(game_id, name)
    start = games.new_game(game_id, seed=seed, players=n)
    cpu = time.process_time()
    final = play_to_end(start, bots)
    returns = final.returns()
    won = sole_winner(returns, games.spec(game_id).utility) == seat
    return won, returns[seat], time.process_time() - cpu


def sign_test(a: int, b: int) -> float:
    """Two-sided p-value of ``a`` against ``b`` wins under a fair coin.

    >>> round(sign_test(81, 70), 2), sign_test(5, 5)
    (0.42, 1.0)
    """
    n, k = a + b, min(a, b)
    if n == 0:
        return 1.0
    tail = sum(math.comb(n, i) for i in range(k + 1)) / 2 ** n
    return min(1.0, 2 * tail)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", required=True, choices=games.available())
    p.add_argument("--player", action="append", required=True)
    p.add_argument("--games", type=int, default=2000)
    p.add_argument("--first-seed", type=int, default=0)
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    p.add_argument("--log", type=Path, default=None)
    args = p.parse_args()
    gid, n = args.game, args.players
    for name in args.player:
        player(gid, name)  # an unknown name fails now, not in a worker
    seeds = range(args.first_seed, args.first_seed + args.games)
    print(describe())
    print(f"{gid}, {n} players, {args.games} games from seed {args.first_seed}, seats rotated, "
          f"against {n - 1} × {coach.playout_bot_name(gid)}, {args.workers} worker(s)")
    print(f"{'player':16} {'games':>5} {'wins':>7} {'95 % Wilson':>13} {'return':>7} "
          f"{'only it':>7} {'only base':>9} {'sign p':>7} {'CPU s/game':>10}")
    results: dict[str | None, list[tuple[bool, float, float]]] = {}
    with ProcessPoolExecutor(args.workers) as pool:
        for name in [None, *args.player]:
            jobs = [(gid, name, seed, n) for seed in seeds]
            rows = list(pool.map(one_game, jobs, chunksize=8))
            results[name] = rows
            if args.log is not None:
                with args.log.open("a") as out:
                    for (_, _, seed, _), (won, ret, cpu) in zip(jobs, rows, strict=True):
                        out.write(json.dumps({"game": gid, "player": name or "baseline",
                                              "seed": seed, "seat": seed % n, "won": won,
                                              "return": ret, "cpu_s": round(cpu, 3)}) + "\n")
            base = results[None]
            wins = sum(r[0] for r in rows)
            lo, hi = coach.wilson(wins, len(rows))
            only = sum(r[0] and not b[0] for r, b in zip(rows, base, strict=True))
            only_base = sum(b[0] and not r[0] for r, b in zip(rows, base, strict=True))
            print(f"{name or '(baseline)':16} {len(rows):5d} {wins / len(rows):7.1%} "
                  f"{f'{lo:.1%}–{hi:.1%}':>13} {statistics.mean(r[1] for r in rows):7.2f} "
                  f"{only:7d} {only_base:9d} {sign_test(only, only_base):7.3f} "
                  f"{statistics.mean(r[2] for r in rows):10.3f}", flush=True)
    print(describe())


if __name__ == "__main__":
    main()
