"""The explorer's work per step, counted rather than timed: Python function calls and widget
state messages from a step to every panel updated, per game.

Counts do not depend on how loaded the machine is, so a before/after comparison on a shared
machine is exact where timings (``bench_explorer.py``) drown in noise. ``--baseline DIR``
counts the package in ``DIR`` (e.g. ``git archive <commit> | tar -x -C DIR``) first, in a
fresh process, then this checkout.

    .venv/bin/python benchmarks/bench_explorer_calls.py [--steps 60] [--baseline DIR]
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import subprocess
import sys

GAMES = {"dice-pyramid": {}, "im-bann-der-pyramide": {"players": 4},
         "ramses-pyramid": {"players": 3}, "pyramidenbau": {"players": 3}}


def count(game_id: str, steps: int) -> tuple[float, float]:
    """(function calls, widget state messages) per bot step, after three warm-up steps."""
    import ipywidgets

    from pyramid_explorer.ui import Explorer

    sent = [0]
    original = ipywidgets.Widget.send_state

    def counting(self, key=None):  # noqa: ANN001, ANN202 - ipywidgets' signature
        sent[0] += 1
        return original(self, key)

    ipywidgets.Widget.send_state = counting
    try:
        ex = Explorer(game_id, seed=2, **GAMES[game_id])
        for _ in range(3):
            ex.step()
        sent[0] = 0
        done = 0
        profile = cProfile.Profile()
        profile.enable()
        for _ in range(steps):
            if ex.state.is_terminal():
                break
            ex.step()
            done += 1
        profile.disable()
    finally:
        ipywidgets.Widget.send_state = original
    return pstats.Stats(profile).total_calls / done, sent[0] / done


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=60)
    parser.add_argument("--baseline", metavar="DIR", help="count the package in DIR first")
    args = parser.parse_args(argv)
    if args.baseline:
        env = {**os.environ, "PYTHONPATH": os.path.abspath(args.baseline)}
        print(f"== baseline: {args.baseline}", flush=True)
        subprocess.run([sys.executable, __file__, "--steps", str(args.steps)], env=env, check=True)
        print("== this checkout", flush=True)
    import pyramid_explorer

    print(f"package: {os.path.dirname(pyramid_explorer.__file__)}")
    print(f"{'game':<22} {'calls/step':>11} {'widget msgs/step':>17}")
    for game_id in GAMES:
        calls, messages = count(game_id, args.steps)
        print(f"{game_id:<22} {calls:>11.0f} {messages:>17.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
