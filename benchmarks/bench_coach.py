"""Benchmark: how strong the coach plays, whether its numbers mean what they say, how fast.

Run ``.venv/bin/python benchmarks/bench_coach.py [--games 1000] [--playouts 24] [--workers 1]
[--candidates 12] [--z 1.96] [--margin 1.96] [--playout-steps N] [--first-seed 0] [--log FILE]
[--only strength|calibration|speed] [--game GAME]``. The strength games run in a process pool
of ``--workers`` processes and print a running count (every game up to 100 games, else every
10th) to stderr, and ``--log FILE`` appends one JSON line per finished game, so a run cut
short still gives its figures.

1. Strength: the ``coach`` bot (``--playouts`` per decision, at most ``--candidates`` moves,
   dropped ``--z`` standard errors behind the heuristic's move, preferred ``--margin`` above it)
   in one seat against three copies
   of the game's best heuristic bot, 4 players, seats rotated (game ``g`` seats the coach at
   ``g % 4``), seeds ``0 … games-1``: its win rate with a 95 % Wilson interval against the 25 %
   of an equal seat; Pyramidenbau also mean points. Baseline in the same run, on the same
   seeds: the heuristic bot in the coach's seat (four copies of it), whose seat should win
   about 25 %.
2. Calibration: positions from seeded heuristic games (every ``--every``-th decision with a
   choice); the coach's estimated chance to win for the move the heuristic bot makes there,
   then that move played and the game finished by the heuristic bots from the *real*
   position; estimate against the observed result, binned. Agreement means the redrawn hidden
   part follows the real one's distribution. The same for the coach's recommended move, whose
   estimate is the largest of several noisy ones and so runs high (the winner's curse).
3. Speed: at positions from seeded games, the Coach panel's search (``rank_moves``) with a
   budget of 0.5 s and 2 s: moves ranked per second (one playout gives one move one more
   sample, so this is playouts per second), iterations done (every move played once each),
   and the half-width of the best move's 95 % win interval.
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

from machine import describe  # noqa: E402

from pyramid_explorer import coach, games  # noqa: E402
from pyramid_explorer.coach.playout import play_to_end, sole_winner  # noqa: E402

GAMES = ("im-bann-der-pyramide", "ramses-pyramid", "pyramidenbau")
PLAYERS = 4


def best_bot(game_id: str):
    return games.spec(game_id).bots[coach.playout_bot_name(game_id)]()


def strength_game(job: tuple) -> tuple[bool, float, bool, float, float]:
    """One seeded game: (coach won, coach's return, baseline seat won, its return, seconds).

    ``job`` is ``(game_id, seed, playouts, candidates, z, playout_steps, margin)``."""
    game_id, seed, playouts, candidates, z, steps, margin = job
    seat = seed % PLAYERS
    start = games.new_game(game_id, seed=seed, players=PLAYERS)
    utility = games.spec(game_id).utility
    t = time.perf_counter()
    bots = [best_bot(game_id) for _ in range(PLAYERS)]
    bots[seat] = coach.CoachBot(coach.bot.BOT_SEARCH.replace(
        playouts=playouts, candidates=candidates, drop_z=z, playout_steps=steps, margin=margin))
    final = play_to_end(start, bots)
    elapsed = time.perf_counter() - t
    base = play_to_end(start, [best_bot(game_id) for _ in range(PLAYERS)])
    return (sole_winner(final.returns(), utility) == seat, final.returns()[seat],
            sole_winner(base.returns(), utility) == seat, base.returns()[seat], elapsed)


def bench_strength(game_ids, n_games: int, playouts: int, candidates: int, workers: int,
                   z: float = coach.search.DEFAULT_Z, steps: int | None = None,
                   first_seed: int = 0, log: Path | None = None,
                   margin: float = coach.search.DEFAULT_MARGIN) -> None:
    print(f"\n1. Strength: coach ({playouts} playouts per decision, at most "
          f"{candidates} candidate moves, z = {z}, margin = {margin}, playouts cut after "
          f"{steps} steps) vs 3 × "
          f"best bot, {PLAYERS} players, seats rotated, {n_games} games per game from seed "
          f"{first_seed}, {workers} worker(s)")
    print(f"{'game':22} {'games':>5} {'coach wins':>10} {'95% Wilson':>15} {'pts':>6}   "
          f"{'baseline seat':>13} {'95% Wilson':>15} {'pts':>6} {'s/game':>7}")
    for game_id in game_ids:
        jobs = [(game_id, seed, playouts, candidates, z, steps, margin)
                for seed in range(first_seed, first_seed + n_games)]
        rows = []
        with ProcessPoolExecutor(workers) as pool:
            for job, row in zip(jobs, pool.map(strength_game, jobs), strict=True):
                rows.append(row)
                if log is not None:  # one line per game as it finishes: a cut run keeps them
                    with log.open("a") as out:
                        out.write(json.dumps({
                            "game": game_id, "seed": job[1], "seat": job[1] % PLAYERS,
                            "playouts": playouts, "candidates": candidates, "z": z,
                            "margin": margin,
                            "playout_steps": steps, "coach_won": row[0], "coach_return": row[1],
                            "baseline_won": row[2], "baseline_return": row[3],
                            "coach_s": round(row[4], 2), "load": os.getloadavg()[0]}) + "\n")
                if len(rows) % (1 if n_games <= 100 else 10) == 0:  # in case the run is cut short
                    pts = statistics.mean(r[1] for r in rows)
                    bpts = statistics.mean(r[3] for r in rows)
                    print(f"  … {game_id}: {len(rows)} games, coach won "
                          f"{sum(r[0] for r in rows)} (pts {pts:.2f}), baseline seat won "
                          f"{sum(r[2] for r in rows)} (pts {bpts:.2f}), "
                          f"{sum(r[4] for r in rows):.0f} s, load {os.getloadavg()[0]:.1f}",
                          file=sys.stderr, flush=True)
        n = len(rows)
        won = sum(r[0] for r in rows)
        base = sum(r[2] for r in rows)
        lo, hi = coach.wilson(won, n)
        blo, bhi = coach.wilson(base, n)
        points = statistics.mean(r[1] for r in rows)
        bpoints = statistics.mean(r[3] for r in rows)
        secs = statistics.mean(r[4] for r in rows)
        print(f"{game_id:22} {n:5d} {won / n:10.1%} {f'{lo:.1%}–{hi:.1%}':>15} {points:6.1f}   "
              f"{base / n:13.1%} {f'{blo:.1%}–{bhi:.1%}':>15} {bpoints:6.1f} {secs:7.1f}",
              flush=True)


def decision_points(game_id: str, seeds, every: int):
    """(state, seat) at every ``every``-th decision with a choice of heuristic games."""
    for seed in seeds:
        state = games.new_game(game_id, seed=seed, players=PLAYERS)
        bots = [best_bot(game_id) for _ in range(PLAYERS)]
        k = 0
        while not state.is_terminal():
            if state.is_chance_node():
                state = state.apply(state.sample_chance())
                continue
            if len(state.legal_actions()) > 1:
                k += 1
                if k % every == 0:
                    yield state
            state = state.apply(bots[state.current_player()].choose(state))


def calibration_point(job):
    """(estimate of the heuristic bot's move, won after it; estimate of the coach's best move,
    won after it), both games finished by the heuristic bots from the real position."""
    state, iterations = job
    seat = state.current_player()
    ranking = coach.rank_moves(
        state, config=coach.SearchConfig(positions=iterations, seed=state.step))
    spec = games.spec(state.game_id)
    out = []
    for move in (best_bot(state.game_id).choose(state), ranking.best.action):
        final = play_to_end(state.apply(move), [best_bot(state.game_id) for _ in range(PLAYERS)])
        out += [ranking.estimate(move).win_chance,
                sole_winner(final.returns(), spec.utility) == seat]
    return tuple(out)


def bench_calibration(game_ids, n_games: int, iterations: int, every: int, workers: int) -> None:
    print(f"\n2. Calibration: positions every {every}th decision of {n_games} heuristic games "
          f"per game, rank_moves({iterations} iterations), the recommended move then played "
          "out from the real position by the heuristic bots")
    bins = [(0.0, 0.1), (0.1, 0.25), (0.25, 0.5), (0.5, 0.75), (0.75, 1.01)]
    for game_id in game_ids:
        jobs = [(s, iterations) for s in decision_points(game_id, range(n_games), every)]
        if workers > 1:
            with ProcessPoolExecutor(workers) as pool:
                rows = list(pool.map(calibration_point, jobs))
        else:
            rows = [calibration_point(j) for j in jobs]
        for title, pairs in (("the heuristic bot's move (chosen without the estimate)",
                              [r[:2] for r in rows]),
                             ("the coach's best move (the largest of noisy estimates)",
                              [r[2:] for r in rows])):
            print(f"{game_id}, {title}: {len(pairs)} positions; mean estimate "
                  f"{statistics.mean(p for p, _ in pairs):.1%}, observed "
                  f"{statistics.mean(w for _, w in pairs):.1%}")
            print(f"  {'estimated':>11} {'positions':>9} {'mean est.':>9} {'observed':>9} "
                  f"{'95% Wilson':>15}")
            for lo, hi in bins:
                inside = [(p, w) for p, w in pairs if lo <= p < hi]
                if not inside:
                    continue
                wins = sum(w for _, w in inside)
                wlo, whi = coach.wilson(wins, len(inside))
                print(f"  {f'{lo:.0%}–{min(hi, 1):.0%}':>11} {len(inside):9d} "
                      f"{statistics.mean(p for p, _ in inside):9.1%} {wins / len(inside):9.1%} "
                      f"{f'{wlo:.1%}–{whi:.1%}':>15}", flush=True)


def bench_speed(game_ids, n_positions: int) -> None:
    print(f"\n3. Speed: rank_moves with a time budget, {n_positions} positions per game "
          "(every 15th decision of seeded heuristic games); medians")
    print(f"{'game':22} {'budget':>6} {'moves':>5} {'iter.':>5} {'moves ranked/s':>14} "
          f"{'best ± (95%)':>12}")
    for game_id in game_ids:
        points = []
        for state in decision_points(game_id, range(100), 15):
            points.append(state)
            if len(points) >= n_positions:
                break
        for budget in (0.5, 2.0):
            rows = []
            for state in points:
                r = coach.rank_moves(state, config=coach.SearchConfig(budget_s=budget, seed=1))
                rows.append((len(r.moves), r.iterations, r.playouts / r.elapsed_s,
                             r.best.win_margin))
            med = [statistics.median(col) for col in zip(*rows, strict=True)]
            print(f"{game_id:22} {budget:5.1f}s {med[0]:5.0f} {med[1]:5.0f} {med[2]:14.0f} "
                  f"{med[3]:11.1%}", flush=True)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=1000, help="strength games per game")
    p.add_argument("--playouts", type=int, default=coach.DEFAULT_PLAYOUTS,
                   help="the coach bot's playouts per decision")
    p.add_argument("--candidates", type=int, default=coach.bot.DEFAULT_CANDIDATES,
                   help="the coach bot's candidate moves per decision")
    p.add_argument("--workers", type=int, default=1, help="worker processes")
    p.add_argument("--z", type=float, default=coach.search.DEFAULT_Z,
                   help="standard errors a move may trail the heuristic's move by and still be "
                   "played out")
    p.add_argument("--margin", type=float, default=coach.search.DEFAULT_MARGIN,
                   help="standard errors another move must beat the heuristic's move by")
    p.add_argument("--playout-steps", type=int, default=None,
                   help="cut the coach's playouts after this many steps (Pyramidenbau)")
    p.add_argument("--first-seed", type=int, default=0, help="strength: the first seed")
    p.add_argument("--log", type=Path, default=None,
                   help="strength: append one JSON line per finished game to this file")
    p.add_argument("--calibration-games", type=int, default=20)
    p.add_argument("--calibration-iterations", type=int, default=16)
    p.add_argument("--every", type=int, default=10, help="calibration: every n-th decision")
    p.add_argument("--speed-positions", type=int, default=5)
    p.add_argument("--only", choices=("strength", "calibration", "speed"), default=None)
    p.add_argument("--game", choices=GAMES, action="append", default=None)
    args = p.parse_args()
    game_ids = args.game or GAMES
    print(describe())
    started = time.perf_counter()
    if args.only in (None, "strength"):
        bench_strength(game_ids, args.games, args.playouts, args.candidates, args.workers,
                       args.z, args.playout_steps, args.first_seed, args.log, args.margin)
    if args.only in (None, "calibration"):
        bench_calibration(game_ids, args.calibration_games, args.calibration_iterations,
                          args.every, args.workers)
    if args.only in (None, "speed"):
        bench_speed(game_ids, args.speed_positions)
    print(f"\n{math.ceil(time.perf_counter() - started)} s in all; {describe()}")


if __name__ == "__main__":
    main()
