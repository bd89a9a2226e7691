"""Benchmark: does the 2 s coach pick a move a much longer search cannot tell from its best?

Run ``.venv/bin/python benchmarks/bench_agreement.py [--positions 100] [--reference 60]
[--game ID] [--log DIR]``.

Positions as ``bench_coach_panel.py`` draws them (seeded games of four players, every 6th
decision). At each, the panel's race runs for 2 s (seed 1), and a reference race for
``--reference`` seconds (seed 2: other drawn positions). The 2 s best move *agrees* when the
reference cannot tell it from the reference's best: the 95 % interval of its paired difference
to that best reaches zero (or it is that best). Issue 38 asks for ≥ 90 % over ≥ 100 positions
with a 60 s reference (100 minutes of one core per game).

Seconds are seconds of this thread's CPU (``time.thread_time``, "2 s on one core"), so the
figures hold on a busy machine; ``--clock wall`` measures wall time instead. Every position's
two rankings are appended to ``DIR/agreement-<game>.jsonl`` as they finish (each with its
settings), and a run skips the rankings already there: a long run can be stopped and resumed,
or spread over several runs, and ``--drop-z`` tries the quick race with another racing rule
against the same logged references. The summary is computed from the log: agreement with its
Wilson interval, and the same with the coach policy's own move kept where the quick race
cannot tell it from its leader (``prior``), to show whether that tie-break would help.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
GAMES = ("ramses-pyramid", "im-bann-der-pyramide", "pyramidenbau")


def ranking_record(ranking, actions) -> dict:
    """A ranking as JSON: each move by its index among ``actions``."""
    return {
        "best": actions.index(ranking.best.action),
        "iterations": ranking.iterations,
        "elapsed_s": round(ranking.elapsed_s, 3),
        "diff_kind": ranking.diff_kind,
        "moves": [{"move": actions.index(m.action), "playouts": m.playouts,
                   "diff": m.diff, "interval": m.diff_interval} for m in ranking.moves],
    }


def _cannot_tell(ranking: dict, move: int) -> bool:
    """Whether the logged ``ranking`` cannot tell ``move`` from its best."""
    if move == ranking["best"]:
        return True
    m = next((m for m in ranking["moves"] if m["move"] == move), None)
    if m is None or m["interval"] is None:
        return False
    lo, hi = m["interval"]
    return lo <= 0 if ranking["diff_kind"] == "minus points" else hi >= 0


def judged(quick: dict, reference: dict, liked: int | None) -> tuple[bool, bool]:
    """(agrees, agrees with the prior tie-break) for one position's logged rankings."""
    prior = liked if liked is not None and _cannot_tell(quick, liked) else quick["best"]
    return _cannot_tell(reference, quick["best"]), _cannot_tell(reference, prior)


def disagreement(quick: dict, reference: dict) -> tuple[float, float] | None:
    """For a position where the quick race's best move is *not* agreed on: (how much worse
    the reference finds that move, the quick race's own 95 % half-width for its runner-up),
    both in the logged unit; ``None`` where they agree or the numbers are missing. A loss
    below the quick race's own half-width is a difference the 2 s race could not resolve."""
    if _cannot_tell(reference, quick["best"]):
        return None
    pick = next((m for m in reference["moves"] if m["move"] == quick["best"]), None)
    others = [m for m in quick["moves"] if m["move"] != quick["best"] and m["interval"]]
    if pick is None or pick["diff"] is None or not others:
        return None
    runner_up = max(others, key=lambda m: m["diff"] if m["diff"] is not None else -math.inf)
    lo, hi = runner_up["interval"]
    return abs(pick["diff"]), (hi - lo) / 2


def read_log(log: Path) -> dict[tuple, dict]:
    """The logged rankings by (kind, settings, index)."""
    out: dict[tuple, dict] = {}
    if log.exists():
        for line in log.read_text().splitlines():
            r = json.loads(line)
            out[(r["kind"], json.dumps(r["setting"], sort_keys=True), r["index"])] = r
    return out


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--positions", type=int, default=100)
    p.add_argument("--reference", type=float, default=60.0)
    p.add_argument("--budget", type=float, default=2.0)
    p.add_argument("--game", choices=GAMES, action="append", default=None)
    p.add_argument("--clock", choices=("cpu", "wall"), default="cpu")
    p.add_argument("--drop-z", type=float, default=None,
                   help="the quick race's racing rule (default: the panel's)")
    p.add_argument("--log", type=Path, default=HERE / "results",
                   help="folder of the per-position logs (resumed where they end)")
    args = p.parse_args()
    sys.path.insert(0, str(HERE.parent))
    sys.path.insert(1, str(HERE))
    from bench_coach_panel import decision_positions
    from machine import describe

    from pyramid_explorer.coach.config import SearchConfig
    from pyramid_explorer.coach.estimates import wilson
    from pyramid_explorer.coach.race import race
    from pyramid_explorer.coach.sampler import Sampler

    clock = time.thread_time if args.clock == "cpu" else time.perf_counter
    print(describe([f"{args.budget:g} s against {args.reference:g} s ({args.clock} time)"]))
    args.log.mkdir(parents=True, exist_ok=True)
    quick_setting = {"budget": args.budget, "clock": args.clock, "seed": 1}
    if args.drop_z is not None:
        quick_setting["drop_z"] = args.drop_z
    ref_setting = {"budget": args.reference, "clock": args.clock, "seed": 2}
    keys = {"quick": json.dumps(quick_setting, sort_keys=True),
            "reference": json.dumps(ref_setting, sort_keys=True)}
    for game_id in args.game or GAMES:
        started = time.perf_counter()
        log = args.log / f"agreement-{game_id}.jsonl"
        done = read_log(log)
        points = decision_positions(game_id, args.positions)
        for index, state in enumerate(points):
            actions = state.legal_actions()
            for kind, setting in (("quick", quick_setting), ("reference", ref_setting)):
                if (kind, keys[kind], index) in done:
                    continue
                extra = {} if kind == "reference" or args.drop_z is None else {
                    "drop_z": args.drop_z}
                search = SearchConfig(budget_s=setting["budget"], seed=setting["seed"],
                                      clock=clock, **extra)
                ranking = race(state, config=search)
                sampler = Sampler(state, None, config=SearchConfig(seed=0), key="agreement")
                liked = sampler.bots[sampler.seat].choose(state)  # (the seat's own view)
                record = {"kind": kind, "setting": setting, "index": index,
                          "step": state.step,
                          "liked": actions.index(liked) if liked in actions else None,
                          **ranking_record(ranking, actions)}
                with log.open("a") as f:
                    f.write(json.dumps(record) + "\n")
                done[(kind, keys[kind], index)] = record
        pairs = [(done[("quick", keys["quick"], i)], done[("reference", keys["reference"], i)])
                 for i in range(len(points))
                 if ("quick", keys["quick"], i) in done
                 and ("reference", keys["reference"], i) in done]
        hits = [judged(q, r, q["liked"]) for q, r in pairs]
        n = len(pairs)
        plain = sum(h[0] for h in hits)
        prior = sum(h[1] for h in hits)
        lo, hi = wilson(plain, n)
        plo, phi = wilson(prior, n)
        drawn = [r["iterations"] for _q, r in pairs]
        print(f"{game_id:22} agreement {plain}/{n} = {plain / n:.0%} (Wilson {lo:.0%}–{hi:.0%}); "
              f"with the prior tie-break {prior}/{n} = {prior / n:.0%} ({plo:.0%}–{phi:.0%}); "
              f"reference {statistics.median(drawn):.0f} drawn positions (median); "
              f"this run {time.perf_counter() - started:.0f} s", flush=True)
        missed = [d for d in (disagreement(q, r) for q, r in pairs) if d is not None]
        if missed:
            unresolved = sum(loss < half for loss, half in missed)
            print(f"{'':22} where they disagree ({len(missed)}): the reference puts the 2 s "
                  f"pick {statistics.median(d[0] for d in missed):.1%} behind its best "
                  f"(median; largest {max(d[0] for d in missed):.1%}), while the 2 s race's "
                  f"own runner-up interval is ±{statistics.median(d[1] for d in missed):.1%}; "
                  f"{unresolved} of {len(missed)} lie inside it (a difference 2 s cannot "
                  f"resolve)", flush=True)


if __name__ == "__main__":
    main()
