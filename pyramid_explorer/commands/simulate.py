"""``pyramid-explorer simulate GAME``: a seeded tournament of bots, on local cores or Dask.

Examples::

    pyramid-explorer simulate dice-pyramid --games 2000 --bots greedy,random
    pyramid-explorer simulate im-bann-der-pyramide --players 3 --bots heuristic,random --rotate
    pyramid-explorer simulate dice-pyramid --compare power_relics=false,true --csv games.csv
    pyramid-explorer simulate dice-pyramid --games 10000 --dask tcp://scheduler:8786 --json

``--bots`` names a bot per seat (commas or spaces; fewer than the seats are reused in turn).
For a solo game several bots are *all* played, one series per bot on the same seeds (a paired
comparison); a game with seats refuses more bots than seats.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Any


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "simulate", help="play many seeded games with bots: win rates with 95 %% intervals",
        description="Play GAMES seeded games of GAME with bots (game g uses seed SEED+g) on all "
                    "local cores, or on a Dask cluster, and print win rates by seat and bot with "
                    "95 %% confidence intervals (Wilson) and the games' lengths. A solo game "
                    "given several bots plays one series per bot on the same seeds. Ctrl-C "
                    "stops early and reports the games finished so far (marked partial).",
        epilog="examples: simulate dice-pyramid --bots greedy,random; simulate "
               "im-bann-der-pyramide --players 3 --bots heuristic,random --rotate")
    p.add_argument("game", help="game id, e.g. dice-pyramid")
    p.add_argument("--bots", nargs="+", default=None, metavar="BOT",
                   help="bot names per seat, e.g. greedy,random (default: the game's first bot)")
    p.add_argument("--players", type=int, default=None, help="number of players")
    p.add_argument("--games", type=int, default=1000, help="games per series (default 1000)")
    p.add_argument("--seed", type=int, default=0, help="first seed (games use seed, seed+1, …)")
    p.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                   help="a game option, e.g. power_relics=yes (repeatable; yes/no options take "
                        "true/false, 1/0, yes/no or on/off)")
    p.add_argument("--compare", default=None, metavar="NAME=V1,V2",
                   help="one series per value of an option, e.g. power_relics=false,true")
    p.add_argument("--rotate", action="store_true",
                   help="shift the bots one seat per game, so no bot keeps the first seat")
    where = p.add_mutually_exclusive_group()
    where.add_argument("--workers", type=int, default=None,
                       help="local worker processes (default: every core; 1 = no pool)")
    where.add_argument("--dask", default=None, metavar="ADDRESS",
                       help="run on the Dask cluster whose scheduler is at ADDRESS")
    p.add_argument("--csv", default=None, metavar="FILE", help="write the table of games to FILE")
    p.add_argument("--json", action="store_true", help="machine-readable summary on stdout")
    p.add_argument("--no-progress", action="store_true", help="hide the progress bar")
    p.set_defaults(run=run)


def parse_compare(text: str) -> tuple[str, list[str]]:
    """``name=v1,v2,…`` as the option and its values as written (checked with the game's
    option specs by :func:`compare_values`).

    >>> parse_compare("power_relics=no,yes")
    ('power_relics', ['no', 'yes'])
    """
    if "=" not in text:
        raise ValueError(f"--compare {text!r} must look like NAME=VALUE1,VALUE2")
    name, raw = (part.strip() for part in text.split("=", 1))
    return name, [v.strip() for v in raw.split(",") if v.strip()]


def compare_values(specs: Any, text: str) -> tuple[str, list[Any]]:
    """``--compare`` with every value read as ``--option`` reads it (``yes`` -> ``True``)."""
    from ..engine.options import parse_options

    name, raws = parse_compare(text)
    return name, [parse_options(specs, [f"{name}={raw}"])[name] for raw in raws]


def bot_names(given: list[str] | None) -> list[str] | None:
    """Bot names from ``--bots``: commas and spaces both separate.

    >>> bot_names(["greedy,random"]), bot_names(["heuristic", "random"]), bot_names(None)
    (['greedy', 'random'], ['heuristic', 'random'], None)
    """
    if not given:
        return None
    return [name for part in given for name in part.split(",") if name.strip()]


def run(args: argparse.Namespace) -> int:
    from .. import games
    from ..engine.options import parse_options
    from ..sim import simulate

    spec = games.spec(args.game)
    result = simulate(
        args.game, games=args.games, seed=args.seed, players=args.players,
        bots=bot_names(args.bots), options=parse_options(spec.options, args.option),
        compare=compare_values(spec.options, args.compare) if args.compare else None,
        rotate=args.rotate,
        workers=args.workers, client=args.dask, progress=not args.no_progress)
    if args.csv:
        result.to_csv(args.csv)
    if args.json:
        print(json.dumps(json_summary(result)))
    else:
        print(text_summary(result, spec.name.en))
        if args.csv:
            print(f"table of {result.played} games written to {args.csv}")
    if result.partial:
        # Ctrl-C: the summary is out. Leave at once: at interpreter exit concurrent.futures
        # would wait for the batches the workers are still on (up to 100 games each).
        from ..sim.backends import kill_pools

        kill_pools()
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(130)
    return 0


def json_summary(result: Any) -> dict[str, Any]:
    """One series: its result object. Several: ``{"game": …, "series": [one per series]}``,
    each exactly what that series alone prints (see :func:`series_summary`)."""
    rows = [series_summary(result, i) for i in range(len(result.plan.series))]
    return rows[0] if len(rows) == 1 else {"game": result.game_id, "series": rows}


def series_summary(result: Any, index: int) -> dict[str, Any]:
    """A series as JSON: ``games`` played, ``bots`` per seat, ``wins`` per seat, ``draws``
    (games without a sole winner, solo losses included), ``mean_steps``, then the 95 %
    intervals by seat and bot and the game lengths. Only what the seeds decide: no timings."""
    from ..sim.result import records

    plan, series = result.plan, result.plan.series[index]
    table = result.table[result.table["series"] == series.label] if result.played else None
    played = 0 if table is None else len(table)

    def part(frame: Any) -> list[dict[str, Any]]:
        return records(frame[frame["series"] == series.label]) if played else []

    return {
        "game": plan.game_id, "games": played, "bots": list(series.bots),
        "wins": [int((table["winner"] == s).sum()) if played else 0
                 for s in range(1, plan.players + 1)],
        "draws": int(table["winner"].isna().sum()) if played else 0,
        "mean_steps": float((table["actions"] + table["chance_steps"]).mean()) if played else 0.0,
        "seed": plan.seed, "players": plan.players, "options": dict(series.options),
        "rotate": plan.rotate, "partial": played < plan.games,
        "by_seat": part(result.by_seat()), "by_bot": part(result.by_bot()),
        "overview": part(result.overview()),
    }


def _pct(p: float) -> str:
    from ..ui.common.format import percent

    return percent(p)


def text_summary(result: Any, name: str) -> str:
    """The summary as a small plain-text report (English), one block per series."""
    plan = result.plan
    lines = [f"{name}: {plan.games} games per series, seeds {plan.seed}–{plan.seed + plan.games - 1}, "
             f"{plan.players} player{'s' if plan.players != 1 else ''}; "
             f"{result.played} games on {result.backend} ({result.workers} worker"
             f"{'s' if result.workers != 1 else ''}) in {result.elapsed:.1f} s "
             f"({result.games_per_second:.1f} games/s)"]
    if result.partial:
        lines.append(f"STOPPED EARLY: {result.played} of {result.requested} games finished "
                     f"(partial result)")
    if not result.played:
        return "\n".join(lines)
    seats, bots, overview = result.by_seat(), result.by_bot(), result.overview()
    w = max(12, 2 + max(len(str(b)) for b in [*seats["bot"], *bots["bot"]]))
    head = f"  {'seat':<6}{'bot':<{w}}{'games':>7}{'wins':>7}{'win rate':>10}  95 % interval"
    for series, part in seats.groupby("series", sort=False):
        lines += ["", f"series {series}", head]
        for row in part.itertuples():
            lines.append(f"  {'P' + str(row.seat):<6}{row.bot:<{w}}{row.games:>7}"
                         f"{row.wins:>7}{_pct(row.win_rate):>10}  {_pct(row.win_low)} – "
                         f"{_pct(row.win_high)}")
        by_bot = bots[bots["series"] == series]
        if plan.players > 1 and len(by_bot) > 1:
            for row in by_bot.itertuples():
                lines.append(f"  {'all':<6}{row.bot:<{w}}{row.games:>7}{row.wins:>7}"
                             f"{_pct(row.win_rate):>10}  {_pct(row.win_low)} – "
                             f"{_pct(row.win_high)}  (seat-games)")
        o = overview[overview["series"] == series].iloc[0]
        label = "lost" if plan.players == 1 else "no sole winner"
        lines.append(f"  {label}: {o.no_winner} of {o.games}; capped: {o.capped}")
        if o.mean_turns == o.mean_turns:  # not NaN
            lines.append(f"  turns per game: {o.mean_turns:.1f} ({o.turns_low:.1f}–"
                         f"{o.turns_high:.1f}); moves per game: {o.mean_actions:.1f}")
    return "\n".join(lines)


if __name__ == "__main__":  # pragma: no cover
    from ..cli import main

    sys.exit(main(["simulate", *sys.argv[1:]]))
