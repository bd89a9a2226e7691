"""The ``pyramid-explorer`` command.

Each subcommand lives in its own module under :mod:`pyramid_explorer.commands` and has a
``register(subparsers)`` function; heavy imports happen only when a subcommand runs.

>>> main(["rules", "dice-pyramid", "--kind", "ruling"])  # doctest: +ELLIPSIS
dp...
0
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence
from typing import NoReturn

from . import __version__

SUBCOMMAND_MODULES = (
    "pyramid_explorer.commands.rules",
    "pyramid_explorer.commands.odds",
    "pyramid_explorer.commands.simulate",
    "pyramid_explorer.commands.dashboard",
)


PROG = "pyramid-explorer"
ERROR_PREFIX = f"{PROG}: error: "
"""Every subcommand's errors start so, and exit with status 2."""


class _Parser(argparse.ArgumentParser):
    """argparse with the one error prefix (its own would name the subcommand)."""

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        self.exit(2, f"{ERROR_PREFIX}{message}\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog=PROG,
        description="Learn four pyramid board games step by step and explore their exact odds.")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in SUBCOMMAND_MODULES:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name != name:
                raise
            continue  # subcommand not built yet
        module.register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "run", None):
        parser.print_help()
        return 2
    try:
        return int(args.run(args) or 0)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # output piped into `head` and the like
        import os

        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except (ValueError, IndexError) as exc:  # IllegalAction, SaveError, OptionError, Timeline…
        lang = getattr(args, "lang", "en")
        text = exc.message(lang) if hasattr(exc, "message") else str(exc)
        print(f"{ERROR_PREFIX}{text}", file=sys.stderr)
        return 2


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
