"""``pyramid-explorer simulate GAME``: play many seeded games with bots and report win rates."""

from __future__ import annotations

import argparse
import json


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "simulate", help="play many seeded games with bots and report win rates",
        description="Play GAMES seeded games of GAME with the given bots (one per seat, reused "
                    "in turn when fewer are given) and print wins per seat.")
    p.add_argument("game", help="game id, e.g. dice-pyramid")
    p.add_argument("--bots", nargs="+", default=None,
                   help="bot names per seat (default: the game's first bot for every seat)")
    p.add_argument("--players", type=int, default=None, help="number of players")
    p.add_argument("--games", type=int, default=1000, help="how many games (default 1000)")
    p.add_argument("--seed", type=int, default=0, help="first seed (games use seed, seed+1, …)")
    p.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                   help="a game option, e.g. power_relics=true (repeatable)")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.add_argument("--no-progress", action="store_true", help="hide the progress bar")
    p.set_defaults(run=run)


def parse_option(text: str) -> tuple[str, object]:
    """``name=value`` with value read as JSON when it parses (true, 3) and as text otherwise.

    >>> parse_option("power_relics=true")
    ('power_relics', True)
    >>> parse_option("side=high")
    ('side', 'high')
    """
    if "=" not in text:
        raise ValueError(f"option {text!r} must look like NAME=VALUE")
    name, raw = text.split("=", 1)
    try:
        value = json.loads(raw)
    except json.JSONDecodeError:
        value = raw
    return name.strip(), value


def run(args: argparse.Namespace) -> int:
    from .. import games
    from ..sim import run_many

    spec = games.spec(args.game)
    options = dict(parse_option(o) for o in args.option)
    names = args.bots or [next(iter(spec.bots))]
    unknown = [n for n in names if n not in spec.bots]
    if unknown:
        raise ValueError(f"unknown bot {unknown[0]!r}; {args.game} has: {', '.join(spec.bots)}")
    if args.games < 1:
        raise ValueError("--games must be at least 1")
    games.new_game(args.game, seed=args.seed, players=args.players, **options)  # validate first
    bots = [spec.bots[n]() for n in names]
    result = run_many(
        lambda s: games.new_game(args.game, seed=s, players=args.players, **options),
        bots, range(args.seed, args.seed + args.games), progress=not args.no_progress)
    seats = [names[i % len(names)] for i in range(len(result.wins))]
    if args.json:
        print(json.dumps({"game": args.game, "games": result.games, "bots": seats,
                          "wins": list(result.wins), "draws": result.draws,
                          "mean_steps": result.mean_steps}))
        return 0
    print(f"{result.games} games of {spec.name.en}, seeds {args.seed}–{args.seed + args.games - 1}")
    for i, (bot, wins) in enumerate(zip(seats, result.wins, strict=True)):
        print(f"  P{i + 1} ({bot}): {wins} wins ({100 * wins / result.games:.1f} %)")
    label = "lost" if len(result.wins) == 1 else "no winner"
    print(f"  {label}: {result.draws} ({100 * result.draws / result.games:.1f} %)")
    print(f"  mean steps per game: {result.mean_steps:.1f}")
    return 0
