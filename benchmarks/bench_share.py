"""What share links cost: link length, writing a link and opening one, against a save file.

Run: ``.venv/bin/python benchmarks/bench_share.py [--steps 300] [--rounds 3]``

For every registered game, one seeded bot game of up to ``--steps`` steps is played. Printed:
the link's length against the save file's (``to_json``), the time to write the link from
scratch and after the explorer has seen the line (cached move indices: what a dashboard step
costs), and the time to open it (``share.decode``, which replays every move) against
``games.load`` of the save file (the baseline: also a full, checked replay). Best of the
rounds, wall-clock; figures are printed, never asserted.
"""

from __future__ import annotations

import argparse
import time

from machine import describe

from pyramid_explorer import games
from pyramid_explorer.ui.model import share
from pyramid_explorer.ui.model.session import Session


def best(fn, rounds: int) -> float:
    times = []
    for _ in range(rounds):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return min(times)


def measure(game_id: str, steps: int, rounds: int) -> str:
    """One table row for a seeded bot game of ``game_id``."""
    s = Session(game_id, seed=1)
    for _ in range(steps):
        if s.step() is None:
            break
    states = s.timeline.states()
    final = states[-1]
    save = final.to_json()
    indexer = share.MoveIndexer()
    link = share.encode(final, states=states, indexer=indexer)
    write = best(lambda: share.encode(final, states=states), rounds)
    cached = best(lambda: share.encode(final, states=states, indexer=indexer), rounds)
    opened = best(lambda: share.decode(link), rounds)
    load = best(lambda: games.load(save), rounds)
    return (f"{game_id:<22} {len(states) - 1:>5} {len(link):>10} {len(save):>10} "
            f"{write * 1e3:>9.1f} {cached * 1e3:>15.2f} {opened * 1e3:>8.1f} {load * 1e3:>12.1f}")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--steps", type=int, default=300, help="steps of each bot game")
    p.add_argument("--rounds", type=int, default=3, help="repetitions (best is shown)")
    args = p.parse_args(argv)
    print("# Share links: size and speed")
    print(f"machine: {describe()}")
    print(f"{'game':<22} {'steps':>5} {'link chars':>10} {'save chars':>10} "
          f"{'write ms':>9} {'write cached ms':>15} {'open ms':>8} {'load save ms':>12}")
    for game_id in games.available():
        print(measure(game_id, args.steps, args.rounds))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
