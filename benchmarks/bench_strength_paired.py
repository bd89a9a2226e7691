"""Benchmark: does the Coach panel's advice win more games than its own anchor policy? Paired.

Run ``.venv/bin/python benchmarks/bench_strength_paired.py [--games 2000] [--budget 2]
[--game ID] [--first-seed 0] [--log DIR] [--shard K/N] [--summary]``.

For each seed, two games of four players from the same start: in seat ``seed % 4`` once the
**panel bot** (at every decision with a choice it plays the best move of the Coach panel's
race, ``coach.race``, given ``--budget`` seconds of this thread's CPU) and once the **anchor**
(the game's coach policy alone: the strategist in Im Bann and Pyramidenbau, the memory bot in
Ramses); the three other seats are the game's heuristic bot in both games. Chance comes from
the seed, so the two games differ only by the seat's choices. Reported: both seats' wins, the
games won by only one of the two and the two-sided sign test on them (issue 38: Im Bann and
Pyramidenbau ahead at p < 0.01 over ≥ 2,000 games; Ramses reported with its interval), and
the CPU seconds a panel game costs. Where both games are mostly won or lost alike (Pyramidenbau's
strategist already wins most games against three builders), the pairs in which the panel bot
scores more or fewer points than the anchor, and their sign test, say more.

Each seed's pair is appended to ``DIR/strength-<game>.jsonl`` as it finishes; a run with the
same settings skips seeds already there, so the count can be reached over several runs.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
GAMES = ("ramses-pyramid", "im-bann-der-pyramide", "pyramidenbau")
PLAYERS = 4


class PanelBot:
    """Plays the Coach panel's best move (the race for ``budget_s`` CPU seconds)."""

    def __init__(self, budget_s: float, halving: bool = True) -> None:
        self.budget_s = budget_s
        self.halving = halving
        self.name = "panel"

    def choose(self, state):
        from pyramid_explorer.coach.config import PANEL
        from pyramid_explorer.coach.race import race

        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        seed = state.rng("bot:coach").getrandbits(62)
        search = PANEL.replace(budget_s=self.budget_s, seed=seed, clock=time.thread_time,
                               halving=self.halving)
        return race(state, config=search).best.action


def pair(game_id: str, seed: int, budget_s: float, halving: bool = True) -> dict:
    """The two games of ``seed`` (see the module doc)."""
    from pyramid_explorer import games
    from pyramid_explorer.coach.playout import play_to_end, playout_bots, sole_winner

    spec = games.spec(game_id)
    seat = seed % PLAYERS
    start = games.new_game(game_id, seed=seed, players=PLAYERS)
    out = {"seed": seed, "seat": seat}
    for who in ("panel", "anchor"):
        bots = playout_bots(game_id, PLAYERS)
        if who == "panel":
            bots[seat] = PanelBot(budget_s, halving)
        elif spec.coach_policy is not None:  # (else the heuristic bot is the coach policy)
            bots[seat] = spec.bots[spec.coach_policy]()
        cpu = time.thread_time()
        final = play_to_end(start, bots, 100_000)
        returns = final.returns()
        out[f"{who}_won"] = sole_winner(returns, spec.utility) == seat
        out[f"{who}_return"] = returns[seat]
        out[f"{who}_cpu_s"] = round(time.thread_time() - cpu, 2)
    return out


def read_pairs(log: Path, budget: float, halving: bool = True) -> dict[int, dict]:
    """The logged pairs at thinking time ``budget``, by seed, of the panel's race with or
    without successive halving (a pair logged without the field: without)."""
    done: dict[int, dict] = {}
    if log.exists():
        for line in log.read_text().splitlines():
            try:
                r = json.loads(line)
            except json.JSONDecodeError:  # another shard's line being written
                continue
            if r["budget"] == budget and r.get("halving", False) == halving:
                done[r["seed"]] = r
    return done


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=2000)
    p.add_argument("--budget", type=float, default=2.0)
    p.add_argument("--first-seed", type=int, default=0)
    p.add_argument("--game", choices=GAMES, action="append", default=None)
    p.add_argument("--log", type=Path, default=HERE / "results")
    p.add_argument("--shard", default="0/1", metavar="K/N",
                   help="play only the seeds that are K modulo N (N processes, one per core, on "
                        "one log; the summary reads every pair logged)")
    p.add_argument("--no-halving", action="store_true",
                   help="the panel's race before successive halving (the first pairs logged)")
    p.add_argument("--summary", action="store_true",
                   help="play nothing: summarize the pairs the log holds for these seeds")
    args = p.parse_args()
    shard, shards = (int(x) for x in args.shard.split("/"))
    sys.path.insert(0, str(HERE.parent))
    sys.path.insert(1, str(HERE))
    from bench_players import sign_test
    from machine import describe

    from pyramid_explorer.coach.estimates import wilson

    print(describe([f"panel bot {args.budget:g} CPU-s a decision against its anchor"]))
    args.log.mkdir(parents=True, exist_ok=True)
    for game_id in args.game or GAMES:
        log = args.log / f"strength-{game_id}.jsonl"
        halving = not args.no_halving
        done = read_pairs(log, args.budget, halving)
        seeds = range(args.first_seed, args.first_seed + args.games)
        for seed in seeds:
            if seed not in done and seed % shards == shard and not args.summary:
                row = {"budget": args.budget, **({"halving": True} if halving else {}),
                       **pair(game_id, seed, args.budget, halving)}
                with log.open("a") as f:
                    f.write(json.dumps(row) + "\n")
                done[seed] = row
        done.update(read_pairs(log, args.budget, halving))  # (another shard's pairs meanwhile)
        rows = [done[s] for s in seeds if s in done]
        n = len(rows)
        if not n:
            continue
        panel = sum(r["panel_won"] for r in rows)
        anchor = sum(r["anchor_won"] for r in rows)
        only_panel = sum(r["panel_won"] and not r["anchor_won"] for r in rows)
        only_anchor = sum(r["anchor_won"] and not r["panel_won"] for r in rows)
        more = sum(r["panel_return"] > r["anchor_return"] for r in rows)
        fewer = sum(r["panel_return"] < r["anchor_return"] for r in rows)
        lo, hi = wilson(panel, n)
        alo, ahi = wilson(anchor, n)
        print(f"{game_id:22} {n} pairs: panel bot {panel / n:.1%} ({lo:.1%}–{hi:.1%}), anchor "
              f"{anchor / n:.1%} ({alo:.1%}–{ahi:.1%}); won by only one: {only_panel} / "
              f"{only_anchor}, sign test p = {sign_test(only_panel, only_anchor):.3g}; points "
              f"{statistics.fmean(r['panel_return'] for r in rows):.2f} / "
              f"{statistics.fmean(r['anchor_return'] for r in rows):.2f}, more / fewer "
              f"{more} / {fewer} (sign test p = {sign_test(more, fewer):.3g}); a panel game "
              f"{statistics.fmean(r['panel_cpu_s'] for r in rows):.0f} CPU-s "
              f"(2,000 of them: {2000 * statistics.fmean(r['panel_cpu_s'] for r in rows) / 3600:.0f} "
              "CPU-hours)", flush=True)


if __name__ == "__main__":
    main()
