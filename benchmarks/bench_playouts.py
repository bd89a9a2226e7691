"""Benchmark: the coach's playouts per second, for this checkout or another one.

Run ``.venv/bin/python benchmarks/bench_playouts.py [--root PATH] [--rounds 6]``.
At 3 positions per game (every 15th decision with a choice of seeded heuristic games, 4
players), one playout is what the coach does per move and drawn position: redraw what the seat
to move cannot see (``coach.determinize``), make the first listed move, play to the end with
the heuristic bot in every seat (``coach.playout.play_to_end``). Prints playouts per second of
CPU time (``time.process_time``: less sensitive to a loaded machine than wall time) and per
second of wall time, and the mean steps a playout takes.

``--root`` imports ``pyramid_explorer`` from another checkout (e.g. a worktree of the commit
before a change), so before and after run on the same machine in the same minutes: run the
two commands in turn, several times.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
GAMES = ("ramses-pyramid", "im-bann-der-pyramide", "pyramidenbau")


def positions(game_id: str, count: int = 3) -> list:
    """``count`` decision positions of seeded heuristic games (4 players)."""
    from pyramid_explorer import games
    from pyramid_explorer.coach.playout import playout_bots

    out = []
    for seed in range(100):
        state = games.new_game(game_id, seed=seed, players=4)
        bots = playout_bots(game_id, 4)
        k = 0
        while not state.is_terminal() and len(out) < count:
            if state.is_chance_node():
                state = state.apply(state.sample_chance())
                continue
            if len(state.legal_actions()) > 1:
                k += 1
                if k % 15 == 0:
                    out.append(state)
            state = state.apply(bots[state.current_player()].choose(state))
        if len(out) >= count:
            return out
    return out


def measure(game_id: str, rounds: int) -> tuple[float, float, float]:
    """(playouts per CPU second, per wall second, mean steps per playout)."""
    from pyramid_explorer.coach.playout import determinize, play_to_end, playout_bots
    from pyramid_explorer.engine.fastrng import StepRandom

    points = positions(game_id)
    bots = playout_bots(game_id, 4)
    cpu, wall = time.process_time(), time.perf_counter()
    n = steps = 0
    for r in range(rounds):
        for state in points:
            drawn = determinize(state, state.current_player(), StepRandom(f"speed:{r}"))
            end = play_to_end(drawn.apply(drawn.legal_actions()[0]), bots)
            n += 1
            steps += end.step - state.step
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    return n / cpu, n / wall, steps / n


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--root", type=Path, default=HERE.parent,
                   help="the checkout whose pyramid_explorer is measured")
    p.add_argument("--rounds", type=int, default=6, help="playouts per position")
    p.add_argument("--game", choices=GAMES, action="append", default=None)
    args = p.parse_args()
    sys.path.insert(0, str(args.root.resolve()))
    sys.path.insert(1, str(HERE))
    from machine import describe

    import pyramid_explorer

    print(f"{describe()}\npackage: {Path(pyramid_explorer.__file__).parent}")
    for game_id in args.game or GAMES:
        per_cpu, per_wall, steps = measure(game_id, args.rounds)
        print(f"{game_id:22} {per_cpu:7.1f} playouts/s CPU {per_wall:7.1f} /s wall "
              f"{steps:5.0f} steps a playout", flush=True)


if __name__ == "__main__":
    main()
