"""Benchmark: seconds to review a whole game for one seat, per game (issue 38).

Run ``.venv/bin/python benchmarks/bench_review.py [--games 2] [--game ID] [--budget 25]``.

A seeded game of four players (Dice Pyramid: solo, I Know the Way and Power Relics, so the
exact solver answers from one deal) is played to the end by the heuristic bots; then
:func:`pyramid_explorer.coach.review` judges every decision of seat 0 with its default time
budget (``--budget``; 25 s, Pyramidenbau 50 s; spread over the decisions, at most 2 s
each) on one thread. Printed per game: decisions,
seconds (wall and CPU), drawn positions per decision (median), and the verdicts.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
GAMES = ("dice-pyramid", "ramses-pyramid", "im-bann-der-pyramide", "pyramidenbau")


def finished_game(game_id: str, seed: int):
    from pyramid_explorer import games
    from pyramid_explorer.coach.playout import playout_bots

    if game_id == "dice-pyramid":
        state = games.new_game(game_id, seed=seed, i_know_the_way=True, power_relics=True)
        bots = [games.spec(game_id).bots["greedy"]()]
    else:
        state = games.new_game(game_id, seed=seed, players=4)
        bots = playout_bots(game_id, 4)
    while not state.is_terminal():
        seat = state.current_player()
        state = state.apply(state.sample_chance() if seat < 0 else bots[seat].choose(state))
    return state


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=2)
    p.add_argument("--budget", type=float, default=None)
    p.add_argument("--game", choices=GAMES, action="append", default=None)
    args = p.parse_args()
    sys.path.insert(0, str(HERE.parent))
    sys.path.insert(1, str(HERE))
    from machine import describe

    from pyramid_explorer.coach import SearchConfig, review
    from pyramid_explorer.coach.review import GAME_BUDGET_S, REVIEW_BUDGET_S

    print(describe([f"budget {args.budget or REVIEW_BUDGET_S:g} s a game"
                    + ("" if args.budget else f" ({GAME_BUDGET_S})")]))
    for game_id in args.game or GAMES:
        for seed in range(args.games):
            state = finished_game(game_id, seed)
            wall, cpu = time.perf_counter(), time.process_time()
            r = review(state, 0, config=SearchConfig(budget_s=args.budget, seed=seed))
            wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
            drawn = [d.ranking.iterations for d in r.decisions if d.ranking is not None]
            counts = ", ".join(f"{n} {v}" for v, n in r.counts().items() if n)
            print(f"{game_id:22} seed {seed}: {len(r.decisions):3} decisions in {wall:5.1f} s "
                  f"({cpu:5.1f} s CPU), "
                  f"{statistics.median(drawn) if drawn else 0:.0f} drawn positions each; "
                  f"{counts}", flush=True)


if __name__ == "__main__":
    main()
