"""``pyramid-explorer simulate GAME``: play many seeded games with bots and report win rates.

``--bots`` names one bot per seat (reused in turn when fewer are given). In a solo game each
bot named plays its own series over the same seeds, so ``--bots random greedy`` compares them.
"""

from __future__ import annotations

import argparse
import json
from typing import Any


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "simulate", help="play many seeded games with bots and report win rates",
        description="Play GAMES seeded games of GAME with the given bots and print wins per "
                    "seat. In a game for several players, --bots names one bot per seat (reused "
                    "in turn when fewer are given; more bots than seats is an error). In a solo "
                    "game, each bot named plays its own series over the same seeds.")
    p.add_argument("game", help="game id, e.g. dice-pyramid")
    p.add_argument("--bots", nargs="+", default=None,
                   help="bot names: one per seat, or one series each in a solo game "
                        "(default: the game's first bot for every seat)")
    p.add_argument("--players", type=int, default=None, help="number of players")
    p.add_argument("--games", type=int, default=1000, help="how many games (default 1000)")
    p.add_argument("--seed", type=int, default=0, help="first seed (games use seed, seed+1, …)")
    p.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                   help="a game option, e.g. power_relics=yes (repeatable; yes/no options take "
                        "true/false, 1/0, yes/no or on/off)")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.add_argument("--no-progress", action="store_true", help="hide the progress bar")
    p.set_defaults(run=run)


def series_of(names: list[str], seats: int, game: str) -> list[list[str]]:
    """The bot line-ups to play: one per solo bot, else one with a bot per seat.

    >>> series_of(["random", "greedy"], 1, "dice-pyramid")
    [['random'], ['greedy']]
    >>> series_of(["random"], 3, "im-bann-der-pyramide")
    [['random', 'random', 'random']]
    """
    if seats == 1:
        return [[name] for name in names]
    if len(names) > seats:
        raise ValueError(f"{len(names)} bots for {seats} seats: a game of {game} with "
                         f"{seats} players takes at most {seats} bots (use --players)")
    return [[names[i % len(names)] for i in range(seats)]]


def run(args: argparse.Namespace) -> int:
    from .. import games
    from ..engine.options import parse_options
    from ..sim import run_many

    spec = games.spec(args.game)
    options = parse_options(spec.options, args.option)
    names = args.bots or [next(iter(spec.bots))]
    unknown = [n for n in names if n not in spec.bots]
    if unknown:
        raise ValueError(f"unknown bot {unknown[0]!r}; {args.game} has: {', '.join(spec.bots)}")
    if args.games < 1:
        raise ValueError("--games must be at least 1")
    first = games.new_game(args.game, seed=args.seed, players=args.players, **options)
    results = []
    for seats in series_of(names, first.num_players, args.game):
        result = run_many(
            lambda s: games.new_game(args.game, seed=s, players=args.players, **options),
            [spec.bots[n]() for n in seats], range(args.seed, args.seed + args.games),
            progress=not args.no_progress)
        results.append((seats, result))
    if args.json:
        rows = [_row(args.game, seats, r) for seats, r in results]
        print(json.dumps(rows[0] if len(rows) == 1 else {"game": args.game, "series": rows}))
        return 0
    for seats, result in results:
        _print(spec.name.en, args.seed, seats, result)
    return 0


def _row(game: str, seats: list[str], result: Any) -> dict[str, Any]:
    return {"game": game, "games": result.games, "bots": seats, "wins": list(result.wins),
            "draws": result.draws, "mean_steps": result.mean_steps}


def _print(name: str, seed: int, seats: list[str], result: Any) -> None:
    print(f"{result.games} games of {name}, seeds {seed}–{seed + result.games - 1}")
    for i, (bot, wins) in enumerate(zip(seats, result.wins, strict=True)):
        print(f"  P{i + 1} ({bot}): {wins} wins ({100 * wins / result.games:.1f} %)")
    label = "lost" if len(result.wins) == 1 else "no winner"
    print(f"  {label}: {result.draws} ({100 * result.draws / result.games:.1f} %)")
    print(f"  mean steps per game: {result.mean_steps:.1f}")
