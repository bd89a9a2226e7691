"""Benchmark: compiled Pyramidenbau playouts against today's Python ones, in one run.

Run ``.venv/bin/python benchmarks/bench_compiled_pyramidenbau.py [--rounds 6] [--compiled 200]``.
On ``bench_playouts.positions`` (every 15th decision with a choice of seeded builder games, 4
players) one playout is what the coach does per move and drawn position: redraw what the seat
to move cannot see (``coach.determinize``, Python), make the first listed move, play to the
end. Python: ``coach.playout.play_to_end`` with the builder in every seat (today's path,
``bench_playouts.py``) and with the strategist in the seat to move. Compiled: ``encode`` of
the drawn state after the first move, then the compiled ``play_to_end`` with the strategist
(COACH) in the seat to move and the builder (HEURISTIC) elsewhere. Prints playouts per CPU
second (``time.process_time``) with and without the Python determinize, with the first move
made by the compiled ``step`` (the same vector, tested), and with the determinize compiled
too (``playouts``: one encode per position, one compiled call for its playouts), and the
ratios to today's Python path.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
GAME = "pyramidenbau"


def python_rate(points: list, rounds: int, coach_seat: bool) -> tuple[float, float]:
    """(playouts per CPU second, mean steps) of the Python path."""
    from pyramid_explorer import games
    from pyramid_explorer.coach.playout import determinize, play_to_end, playout_bots
    from pyramid_explorer.engine.fastrng import StepRandom

    cpu = time.process_time()
    n = steps = 0
    for r in range(rounds):
        for state in points:
            bots = playout_bots(GAME, 4)
            if coach_seat:
                bots[state.current_player()] = games.spec(GAME).bots["strategist"]()
            drawn = determinize(state, state.current_player(), StepRandom(f"speed:{r}"))
            end = play_to_end(drawn.apply(drawn.legal_actions()[0]), bots)
            n += 1
            steps += end.step - state.step
    return n / (time.process_time() - cpu), steps / n


def compiled_rate(points: list, rounds: int) -> tuple[float, float, float, float, float]:
    """(playouts per CPU second with the Python determinize, first move and encode; without
    them; with the first move made compiled; with determinize compiled too; mean steps)."""
    from pyramid_explorer.coach.compiled import COACH, HEURISTIC, stream
    from pyramid_explorer.coach.compiled import pyramidenbau as pb
    from pyramid_explorer.coach.playout import determinize
    from pyramid_explorer.engine.fastrng import StepRandom

    def policies(state):
        return [COACH if k == state.current_player() else HEURISTIC for k in range(4)]

    cpu = time.process_time()
    play = 0.0
    n = 0
    for r in range(rounds):
        for state in points:
            drawn = determinize(state, state.current_player(), StepRandom(f"speed:{r}"))
            vec = pb.encode(drawn.apply(drawn.legal_actions()[0]))
            t = time.process_time()
            pb.play_to_end(vec, policies(state), drawn.seed)
            play += time.process_time() - t
            n += 1
    total = time.process_time() - cpu
    # the first move made by the compiled step instead of the Python engine's apply
    cpu = time.process_time()
    m = 0
    for r in range(rounds):
        for state in points:
            drawn = determinize(state, state.current_player(), StepRandom(f"speed:{r}"))
            vec = pb.encode(drawn)
            pb.play_to_end(pb.step(vec, pb.legal_codes(vec)[0]), policies(state), drawn.seed)
            m += 1
    stepped = time.process_time() - cpu
    # determinize compiled too: one encode per position, one compiled call for its playouts
    cpu = time.process_time()
    k = 0
    for state in points:
        vec = pb.encode(state)
        first = pb.legal_codes(vec)[0]
        pb.playouts(vec, first, policies(state),
                    [stream.start(f"speed:{r}") for r in range(rounds)])
        k += rounds
    whole = time.process_time() - cpu
    steps = 0
    for state in points[:3]:
        drawn = determinize(state, state.current_player(), StepRandom("speed:steps"))
        codes, _ = pb.trace(pb.encode(drawn.apply(drawn.legal_actions()[0])), policies(state),
                            drawn.seed)
        steps += len(codes) + 1
    return n / total, n / play, m / stepped, k / whole, steps / min(3, len(points))


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--rounds", type=int, default=6, help="Python playouts per position")
    p.add_argument("--compiled", type=int, default=200, help="compiled playouts per position")
    args = p.parse_args()
    sys.path.insert(0, str(HERE.parent))
    sys.path.insert(1, str(HERE))
    from bench_playouts import positions
    from machine import describe

    import pyramid_explorer

    print(f"{describe()}\npackage: {Path(pyramid_explorer.__file__).parent}")
    points = positions(GAME)
    t = time.perf_counter()
    compiled_rate(points[:1], 1)                     # load (or compile) the kernels
    print(f"first compiled playout (load or compile): {time.perf_counter() - t:.1f} s")
    py, py_steps = python_rate(points, args.rounds, coach_seat=False)
    py_coach, _ = python_rate(points, args.rounds, coach_seat=True)
    full, play, stepped, whole, steps = compiled_rate(points, args.compiled)
    print(f"Python, builder everywhere (today)  {py:9.1f} playouts/s CPU "
          f"{py_steps:6.0f} steps a playout")
    print(f"Python, strategist in the seat      {py_coach:9.1f} playouts/s CPU")
    print(f"compiled, Python determinize+apply  {full:9.1f} playouts/s CPU "
          f"{steps:6.0f} steps a playout  x{full / py:.0f}")
    print(f"compiled, play_to_end alone         {play:9.1f} playouts/s CPU  x{play / py:.0f}")
    print(f"compiled, Python determinize, step  {stepped:9.1f} playouts/s CPU  x{stepped / py:.0f}")
    print(f"compiled, determinize compiled too  {whole:9.1f} playouts/s CPU  x{whole / py:.0f}")
    print(f"Python determinize+apply+encode share of a compiled playout: {1 - full / play:.0%}; "
          f"with the compiled step: {1 - stepped / play:.0%}")


if __name__ == "__main__":
    main()
