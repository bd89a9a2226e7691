"""Benchmark: which rule should the coach bot use to leave the heuristic bot's move?

Run ``.venv/bin/python benchmarks/bench_coach_rules.py --game ramses-pyramid [--positions 20]
[--draws 160] [--every 7] [--max-moves 16] [--workers 2] [--save FILE] [--load FILE]``.

1. Outcome tables: at every ``--every``-th decision with a choice (at most ``--max-moves``
   moves) of seeded heuristic games (4 players), every legal move is played out from the same
   ``--draws`` positions drawn from what the seat to move knows (``coach.determinize``), with
   the heuristic bot in every seat after it; each playout's value is the coach bot's (1 for a
   win plus ``SCORE_WEIGHT`` per point). The *anchor* is the heuristic bot's move in a drawn
   position, as in ``coach.best_move``. ``--save`` pickles the tables as they come, so a cut
   run keeps them; ``--load`` evaluates saved tables without playing.
2. Rules replayed on the tables: the first half of the draws feeds the search (``best_move``'s
   rounds of 4 shared positions, moves trailing the anchor by more than 1.96 standard errors
   dropped, stopped at the budget), 40 shuffles per position; the second half is the "true"
   value of each move, so a rule cannot choose on the same noise it is judged by. The gain of
   a rule is the true value of the move it picks minus the anchor's, per decision, in
   percentage points (of the chance to win, plus the points' small weight).
"""

from __future__ import annotations

import argparse
import math
import pickle
import random
import statistics
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench_coach import GAMES, decision_points  # noqa: E402
from machine import describe  # noqa: E402

from pyramid_explorer import games  # noqa: E402
from pyramid_explorer.coach import search  # noqa: E402
from pyramid_explorer.coach.playout import (  # noqa: E402
    MINUS_POINTS,
    determinize,
    play_to_end,
    playout_bots,
    score_kind,
    seat_score,
    won,
)
from pyramid_explorer.engine.fastrng import StepRandom  # noqa: E402

RULES = {  # name: (standard errors above zero to switch, paired positions needed)
    "margin 0 (greedy), n ≥ 4": (0.0, 4),
    "margin 0.5, n ≥ 4": (0.5, 4),
    "margin 1.96, n ≥ 4": (1.96, 4),
    "margin 0 (greedy), n ≥ 8": (0.0, 8),
    "margin 1.96, n ≥ 8": (1.96, 8),
}
BUDGETS = (16, 24, 48)
DROP_Z = search.DEFAULT_Z
ROUND = search.MIN_ITERATIONS


def outcome_table(job: tuple) -> dict:
    """Every legal move's value from ``draws`` shared drawn positions, and the anchor's index."""
    state, draws = job
    seat = state.current_player()
    spec = games.spec(state.game_id)
    kind = score_kind(state)
    bots = playout_bots(state.game_id, state.num_players)
    moves = state.legal_actions()
    anchor = moves.index(bots[seat].choose(determinize(state, seat, StepRandom("m:anchor"))))
    values = []
    for i in range(draws):
        drawn = determinize(state, seat, StepRandom(f"m:{i}"))
        row = []
        for move in moves:
            returns = play_to_end(drawn.advance(move), bots).returns()
            value = float(won(returns, seat, kind, spec.utility))
            if kind is not None:
                score = seat_score(returns, seat, kind, spec.utility)
                value += search.SCORE_WEIGHT * (-score if kind == MINUS_POINTS else score)
            row.append(value)
        values.append(row)
    return {"game": state.game_id, "step": state.step, "anchor": anchor, "values": values}


def paired(values: list[list[float]], rows: list[int], k: int, a: int) -> tuple[float, float, int]:
    """(mean, standard error, n) of move ``k`` minus move ``a`` over ``rows``.

    >>> paired([[1, 0], [1, 1], [0, 0]], [0, 1, 2], 0, 1)
    (0.3333333333333333, 0.3333333333333333, 3)
    """
    d = [values[i][k] - values[i][a] for i in rows]
    n = len(d)
    if n < 2:
        return (0.0, math.inf, n)
    mean = sum(d) / n
    var = sum((x - mean) ** 2 for x in d) / (n - 1)
    return (mean, math.sqrt(var / n), n)


def replay_rule(table: dict, order: list[int], budget: int, margin: float,
                need: int) -> tuple[int, int]:
    """(the move the rule picks, playouts spent): ``best_move``'s loop over ``order``'s rows."""
    values, anchor = table["values"], table["anchor"]
    alive = list(range(len(values[0])))
    used: list[int] = []
    spent = 0
    while (spent < budget or len(used) < ROUND) and len(used) < len(order):
        used.append(order[len(used)])
        spent += len(alive)
        if len(used) % ROUND:
            continue
        if all(values[i][k] == values[i][anchor] for k in alive for i in used):
            break
        diffs = {k: paired(values, used, k, anchor) for k in alive if k != anchor}
        alive = [anchor] + [k for k in alive if k != anchor
                            and diffs[k][0] + DROP_Z * diffs[k][1] >= 0]
        if len(alive) == 1:
            break
    others = [k for k in alive if k != anchor]
    if not others:
        return anchor, spent
    diffs = {k: paired(values, used, k, anchor) for k in others}
    top = max(others, key=lambda k: (diffs[k][0], -k))
    mean, se, n = diffs[top]
    if n >= need and mean > 0 and mean - margin * se > 0:
        return top, spent
    return anchor, spent


def evaluate(tables: list[dict], shuffles: int = 40) -> None:
    print(f"{len(tables)} positions, {len(tables[0]['values'])} draws each "
          f"(first half searched, second half judges)")
    print(f"{'budget':>6} {'rule':28} {'gain/decision':>13} {'switched':>8} {'playouts':>8}")
    for budget in BUDGETS:
        for name, (margin, need) in RULES.items():
            gains, switched, spent_all = [], 0, []
            for p, table in enumerate(tables):
                half = len(table["values"]) // 2
                judge = table["values"][half:]
                true = [statistics.mean(r[k] for r in judge) for k in range(len(judge[0]))]
                for rep in range(shuffles):
                    order = list(range(half))
                    random.Random(rep * 1000 + p).shuffle(order)
                    pick, spent = replay_rule(table, order, budget, margin, need)
                    gains.append(true[pick] - true[table["anchor"]])
                    switched += pick != table["anchor"]
                    spent_all.append(spent)
            print(f"{budget:6d} {name:28} {statistics.mean(gains) * 100:+12.2f}  "
                  f"{switched / len(gains):8.1%} {statistics.mean(spent_all):8.0f}", flush=True)
    best = []
    for table in tables:
        judge = table["values"][len(table["values"]) // 2:]
        true = [statistics.mean(r[k] for r in judge) for k in range(len(judge[0]))]
        best.append(max(true) - true[table["anchor"]])
    print(f"best move by the judging half (biased upwards): {statistics.mean(best) * 100:+.2f}")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", choices=GAMES, default="ramses-pyramid")
    p.add_argument("--positions", type=int, default=20)
    p.add_argument("--draws", type=int, default=160)
    p.add_argument("--every", type=int, default=7)
    p.add_argument("--max-moves", type=int, default=16)
    p.add_argument("--workers", type=int, default=2)
    p.add_argument("--save", type=Path, default=None)
    p.add_argument("--load", type=Path, default=None)
    args = p.parse_args()
    print(describe())
    if args.load is not None:
        tables = pickle.loads(args.load.read_bytes())
    else:
        jobs = []
        for state in decision_points(args.game, range(1000), args.every):
            if len(state.legal_actions()) <= args.max_moves:
                jobs.append((state, args.draws))
            if len(jobs) >= args.positions:
                break
        tables = []
        with ProcessPoolExecutor(args.workers) as pool:
            for table in pool.map(outcome_table, jobs):
                tables.append(table)
                print(f"  … {len(tables)} positions", file=sys.stderr, flush=True)
                if args.save is not None:
                    args.save.write_bytes(pickle.dumps(tables))
    evaluate(tables)
    print(describe())


if __name__ == "__main__":
    main()
