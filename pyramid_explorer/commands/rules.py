"""``pyramid-explorer rules GAME``: every rule clause of a game, one per line."""

from __future__ import annotations

import argparse
import json


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("rules", help="list the rule clauses of a game (seed rules and rulings)",
                       description="Print every rule clause of GAME: id, kind, source, text.")
    p.add_argument("game", help="game id, e.g. dice-pyramid (see 'pyramid-explorer rules --list')",
                   nargs="?")
    p.add_argument("--list", action="store_true", help="list the game ids")
    p.add_argument("--lang", choices=("en", "de"), default="en", help="language of the texts")
    p.add_argument("--kind", choices=("seed", "ruling"), help="only clauses of this kind")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from .. import games
    from ..engine import RULES

    if args.list or not args.game:
        for gid in games.available():
            print(f"{gid}\t{games.spec(gid).name.get(args.lang)}")
        return 0
    spec = games.spec(args.game)
    clauses = [c for c in RULES.all() if c.id.startswith(spec.rule_prefix + ".")]
    if args.kind:
        clauses = [c for c in clauses if c.kind == args.kind]
    if args.json:
        print(json.dumps([{"id": c.id, "kind": c.kind, "source": c.source,
                           "title": c.title.get(args.lang), "text": c.text.get(args.lang),
                           "option": c.option} for c in clauses], ensure_ascii=False, indent=1))
        return 0
    for c in clauses:
        print(c.one_line(args.lang))
    return 0
