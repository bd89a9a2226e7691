"""``pyramid-explorer rules GAME``: every rule clause of a game, one per line.

A game's listing ends with the kernel's ``engine.*`` clauses (no moves after the end, chance
decides rolls, only listed moves), which apply to every game and which refusals and the rule
panel cite too; ``rules engine`` lists only those.

>>> from pyramid_explorer.cli import main
>>> main(["rules", "engine"])
engine.over [ruling] Game over — Once the game has ended nobody moves any more.
    (All rulebooks: end of the game)
engine.chance [ruling] Chance decides — A roll is decided by the dice, not by a player; only a
    roll can be resolved at a chance step, and only at one. (All rulebooks: dice and shuffles)
engine.action [ruling] Moves only — Only a move the game lists can be played. (All rulebooks)
0
"""

from __future__ import annotations

import argparse
import json

ENGINE = "engine"


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("rules", help="list the rule clauses of a game (seed rules and rulings)",
                       description="Print every rule clause of GAME: id, kind, source, text. "
                                   "The listing ends with the engine.* clauses every game "
                                   "shares; 'rules engine' prints only those.")
    p.add_argument("game", nargs="?",
                   help="game id, e.g. dice-pyramid, or 'engine' for the rules every game "
                        "shares (see 'pyramid-explorer rules --list')")
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
        shared = "Regeln, die für jedes Spiel gelten" if args.lang == "de" else \
            "rules every game shares"
        print(f"{ENGINE}\t{shared}")
        return 0
    prefixes = [ENGINE] if args.game == ENGINE else [games.spec(args.game).rule_prefix, ENGINE]
    clauses = [c for p in prefixes for c in RULES.all() if c.id.startswith(p + ".")]
    if args.kind:
        clauses = [c for c in clauses if c.kind == args.kind]
    if args.json:
        print(json.dumps([{"id": c.id, "kind": c.kind, "source": c.cite(args.lang),
                           "title": c.title.get(args.lang), "text": c.text.get(args.lang),
                           "option": c.option} for c in clauses], ensure_ascii=False, indent=1))
        return 0
    for c in clauses:
        print(c.one_line(args.lang))
    return 0
