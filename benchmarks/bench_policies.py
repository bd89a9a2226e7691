"""Benchmark: one policy against three copies of another, seats rotated, with a same-seed baseline.

Run ``.venv/bin/python benchmarks/bench_policies.py [--game im-bann-der-pyramide]
[--policy strategist] [--opponents heuristic] [--players 4] [--games 2000] [--first-seed 0]
[--workers 2] [--option name=value ...]``.

Game ``seed`` (``first_seed`` … ``first_seed + games - 1``) puts the policy in seat
``seed % players`` and the opponents' bot in every other seat; the same seeds are then played
with the opponents' bot in every seat, so the *baseline* is that bot's own rate in the very
seats and deals the policy had. A game counts as a win for the seat only when it alone has
the best return (``coach.playout.sole_winner``: a tie or a turn-cap draw is no win). Prints
both win rates with their 95 % Wilson intervals, the games each alone won, the games' mean
length, and the machine line (``benchmarks/machine.py``). Bots that search (``coach``) are far
slower: use ``bench_coach.py`` for those.
"""

from __future__ import annotations

import argparse
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from machine import describe  # noqa: E402  (benchmarks/ is the script's own directory)


def play_one(job: tuple[str, str, str, int, int, dict[str, Any]]) -> tuple[int, bool, int]:
    """(seed, whether the seat ``seed % players`` won alone, turns) of one game."""
    from pyramid_explorer import games
    from pyramid_explorer.coach.playout import play_to_end, sole_winner

    game_id, policy, opponents, players, seed, options = job
    spec = games.spec(game_id)
    seat = seed % players
    bots = [spec.bots[policy if q == seat else opponents]() for q in range(players)]
    final = play_to_end(games.new_game(game_id, seed=seed, players=players, **options), bots)
    return seed, sole_winner(final.returns(), spec.utility) == seat, final.turns


def run(game_id: str, policy: str, opponents: str, players: int, seeds: range,
        workers: int, options: dict[str, Any]) -> tuple[list[tuple[int, bool, int]], float]:
    """Every game of ``seeds`` (results in seed order) and the wall time it took."""
    jobs = [(game_id, policy, opponents, players, s, options) for s in seeds]
    start = time.perf_counter()
    if workers > 1:
        with ProcessPoolExecutor(workers) as pool:
            results = list(pool.map(play_one, jobs, chunksize=25))
    else:
        results = [play_one(j) for j in jobs]
    return results, time.perf_counter() - start


def line(label: str, results: list[tuple[int, bool, int]], seconds: float) -> str:
    """``label: 37.2 % (35.1–39.3 %) of 2000 games, 170 turns a game, 52 s``."""
    from pyramid_explorer.coach import wilson

    n = len(results)
    wins = sum(won for _, won, _ in results)
    low, high = wilson(wins, n)
    turns = sum(t for _, _, t in results) / max(n, 1)
    return (f"{label}: {wins / n:.1%} ({low:.1%}–{high:.1%}) of {n} games, "
            f"{turns:.0f} turns a game, {seconds:.0f} s")


def parse_option(text: str) -> tuple[str, Any]:
    """``name=value`` -> (name, value): ``true``/``false`` and whole numbers converted."""
    name, _, value = text.partition("=")
    if value.lower() in ("true", "false"):
        return name, value.lower() == "true"
    return name, int(value) if value.isdigit() else value


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", default="im-bann-der-pyramide")
    p.add_argument("--policy", default="strategist")
    p.add_argument("--opponents", default="heuristic")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--games", type=int, default=2000)
    p.add_argument("--first-seed", type=int, default=0)
    p.add_argument("--workers", type=int, default=2)
    p.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    a = p.parse_args()
    options = dict(parse_option(o) for o in a.option)
    seeds = range(a.first_seed, a.first_seed + a.games)
    print(describe([f"{a.workers} worker processes"]), flush=True)
    print(f"{a.game}, {a.players} players, seeds {seeds.start}–{seeds.stop - 1}, "
          f"options {options or 'default'}: {a.policy} in seat seed % {a.players} against "
          f"{a.players - 1} × {a.opponents}", flush=True)
    mine, t_mine = run(a.game, a.policy, a.opponents, a.players, seeds, a.workers, options)
    print(line(f"{a.policy} in its seat", mine, t_mine), flush=True)
    base, t_base = run(a.game, a.opponents, a.opponents, a.players, seeds, a.workers, options)
    print(line(f"{a.opponents} in the same seats (baseline)", base, t_base), flush=True)
    only_mine = sum(m[1] and not b[1] for m, b in zip(mine, base, strict=True))
    only_base = sum(b[1] and not m[1] for m, b in zip(mine, base, strict=True))
    print(f"games only {a.policy}'s seat won: {only_mine}; only the baseline's: {only_base}")
    print(describe(), flush=True)


if __name__ == "__main__":
    main()
