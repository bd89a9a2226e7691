"""``pyramid-explorer odds``: exact chances of Dice Pyramid challenges under optimal play.

Examples::

    pyramid-explorer odds "X X X Y Y" --rerolls 2 --relic "Cat Statue"
    pyramid-explorer odds "Grand Gallery" "Unstable Stairway"     # any of several rooms
    pyramid-explorer odds --all-rooms --relic "Jackal's Fang"
    pyramid-explorer odds "Royal Chamber" --roll 3 3 5 6 1 --rerolls 1
    pyramid-explorer odds "X X X X X" --json

>>> from pyramid_explorer.cli import main
>>> main(["odds", "X X X X X", "--rerolls", "0"])
Challenge: X X X X X
Dice: 5, re-rolls after the first roll: 0
Chance to meet it this turn (optimal play): 0.08%  (0.000771604938272)
0
>>> main(["odds", "X X X X X", "--roll", "6", "6", "6", "2", "1", "--rerolls", "1", "--top", "2"])
Roll 6 6 6 2 1, 1 re-roll left — target: X X X X X
Best chance: 2.78%
  1.    2.78%  Keep 6 6 6, re-roll 2 dice
  2.    0.46%  Keep 6 6, re-roll 3 dice
     … 14 more (--top 0 shows all)
0
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from ..engine.text import counted


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "odds", help="exact chance of meeting dice challenges, and the best keep for a roll",
        description="Exact chance of meeting a Dice Pyramid challenge in one turn when every "
                    "keep, re-roll and relic decision is optimal. A CHALLENGE is a room name "
                    "(e.g. 'Grand Gallery') or notation: pips 1-6, ? for any die, letters X Y "
                    "(same letter = same value), bounds like ?>3, *N to repeat, | between "
                    "alternatives (e.g. '1 2 3 4 | 2 3 4 5 | 3 4 5 6'). Several challenges: any "
                    "one counts.",
        epilog='examples: odds "X X X Y Y" --rerolls 2 --relic "Cat Statue"; '
               "odds --all-rooms; odds 'Royal Chamber' --roll 3 3 5 6 1")
    p.add_argument("challenges", nargs="*", metavar="CHALLENGE",
                   help="room name or challenge notation (quote it); several = any of them")
    p.add_argument("--rerolls", type=int, default=2, choices=range(0, 10), metavar="N",
                   help="re-rolls left after the first roll (default 2); with --roll: "
                        "re-rolls left now")
    p.add_argument("--relic", action="append", default=[], metavar="NAME",
                   help="a relic held (repeatable), e.g. --relic 'Cat Statue'")
    p.add_argument("--roll", nargs="+", type=int, metavar="DIE",
                   help="the dice on the table: rank every option (the advisor)")
    p.add_argument("--all-rooms", action="store_true",
                   help="the 15 rooms' chances at 0 up to --rerolls re-rolls (default 0, 1, 2)")
    p.add_argument("--dice", type=int, default=5, choices=range(1, 9), metavar="N",
                   help="number of dice (default 5)")
    p.add_argument("--top", type=int, default=10, metavar="N",
                   help="with --roll: how many options to show (default 10; 0 = all)")
    p.add_argument("--relic-reroll-up-to", action="store_true",
                   help="a 're-roll k dice' relic may re-roll 1..k dice (the game option)")
    p.add_argument("--power-relics", action="store_true",
                   help="Power Relics option (the chance of one turn is unchanged)")
    p.add_argument("--lang", choices=("en", "de"), default="en", help="language of the labels")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.set_defaults(run=run)


def _pct(p: float) -> str:
    if p >= 1.0:
        return "100%"
    text = f"{p * 100:.2f}%"
    return ">99.99%" if text == "100.00%" else text


def run(args: argparse.Namespace) -> int:
    from ..dice import (
        best_keep,
        resolve_relic,
        resolve_targets,
        room_distribution,
        room_table,
        success_probability,
        success_probability_from,
    )

    def fail(message: str) -> int:
        print(f"pyramid-explorer: error: {message}", file=sys.stderr)
        return 2

    if not args.challenges and not args.all_rooms:
        return fail("give a CHALLENGE (room name or notation such as 'X X X') or --all-rooms")
    if args.all_rooms and args.roll:
        return fail("--all-rooms and --roll do not go together")
    try:
        relics = [resolve_relic(name) for name in args.relic]
    except KeyError as exc:
        return fail(str(exc.args[0]))
    kw: dict[str, Any] = {"relic_reroll_up_to": args.relic_reroll_up_to,
                          "power_relics": args.power_relics}
    relic_names = [r.name for r in relics]
    out: dict[str, Any] = {"rerolls": args.rerolls, "relics": relic_names, "dice": args.dice,
                           "relic_reroll_up_to": args.relic_reroll_up_to,
                           "power_relics": args.power_relics}

    if args.all_rooms:
        columns = tuple(range(args.rerolls + 1))
        rows = room_table(rerolls=columns, relics=relics, dice=args.dice,
                          relic_reroll_up_to=args.relic_reroll_up_to)
        table: dict[str, dict[str, Any]] = {}
        for r in rows:
            entry = table.setdefault(r.room, {"room": r.room, "notation": r.notation})
            entry[str(r.rerolls)] = r.probability
        if args.json:
            out["rooms"] = [{"room": e["room"], "notation": e["notation"],
                             "probability": {str(k): e[str(k)] for k in columns}}
                            for e in table.values()]
            print(json.dumps(out, ensure_ascii=False, indent=1))
            return 0
        with_relics = f" with {', '.join(relic_names)}" if relic_names else ""
        print(f"Chance to complete each room in one turn (optimal play){with_relics}")
        heads = "".join(f" {f'{k} re-roll' + ('' if k == 1 else 's'):>10}" for k in columns)
        print(f"{'Room':<21} {'Challenge':<28}{heads}")
        for e in table.values():
            cells = "".join(f" {_pct(e[str(k)]):>10}" for k in columns)
            print(f"{e['room']:<21} {e['notation']:<28}{cells}")
        return 0

    targets = resolve_targets(args.challenges)  # ChallengeSyntaxError -> cli: exit 2
    out["targets"] = [{"name": t.name, "notation": t.challenge.notation} for t in targets]
    if args.roll:
        roll = tuple(args.roll)
        if len(roll) != args.dice or not all(1 <= v <= 6 for v in roll):
            return fail(f"--roll needs {args.dice} dice showing 1 to 6, got {' '.join(map(str, roll))}")
        options = best_keep(roll, targets, rerolls_left=args.rerolls, relics=relics, **kw)
        shown = options if args.top <= 0 else options[: args.top]
        p = success_probability_from(roll, targets, args.rerolls, relics, **kw)
        if args.json:
            out.update(roll=list(roll), probability=p,
                       options=[o.as_dict() for o in shown], options_total=len(options))
            print(json.dumps(out, ensure_ascii=False, indent=1))
            return 0
        de = args.lang == "de"
        names = (" oder " if de else " or ").join(t.name for t in targets)
        dice = " ".join(map(str, roll))
        held = ", ".join(relic_names)
        if de:
            print(f"Wurf {dice}, noch {counted(args.rerolls, 'reroll', 'de')}"
                  + (f", Relikte: {held}" if relic_names else "") + f" — Ziel: {names}")
            print(f"Beste Chance: {_pct(p)}")
        else:
            print(f"Roll {dice}, {counted(args.rerolls, 'reroll')} left"
                  + (f", relics: {held}" if relic_names else "") + f" — target: {names}")
            print(f"Best chance: {_pct(p)}")
        for i, o in enumerate(shown, 1):
            print(f"{i:>3}. {_pct(o.probability):>8}  {o.label(args.lang)}")
        if len(shown) < len(options):
            more = len(options) - len(shown)
            print(f"     … {more} weitere (--top 0 zeigt alle)" if de
                  else f"     … {more} more (--top 0 shows all)")
        return 0

    p = success_probability(targets, dice=args.dice, rerolls=args.rerolls, relics=relics, **kw)
    out["probability"] = p
    dist = None
    if len(targets) > 1:
        dist = room_distribution(targets, dice=args.dice, rerolls=args.rerolls, relics=relics,
                                 relic_reroll_up_to=args.relic_reroll_up_to)
        out["per_target"] = dist.per_room
        out["by_set"] = dist.rows()
    if args.json:
        print(json.dumps(out, ensure_ascii=False, indent=1))
        return 0
    for t in targets:
        label = t.challenge.notation if t.name == t.challenge.notation else \
            f"{t.name} ({t.challenge.notation})"
        print(f"Challenge: {label}")
    print(f"Dice: {args.dice}, re-rolls after the first roll: {args.rerolls}"
          + (f", relics: {', '.join(relic_names)}" if relic_names else ""))
    what = "any of them" if len(targets) > 1 else "it"
    print(f"Chance to meet {what} this turn (optimal play): {_pct(p)}  ({p:.12g})")
    if dist is not None:
        print("Under the play that maximises that chance, each can be taken at the end:")
        for name, q in dist.per_room.items():
            print(f"  {_pct(q):>8}  {name}")
    return 0
