"""Benchmark: Im Bann playouts per CPU second, compiled (numba) against the Python engine.

Run ``.venv/bin/python benchmarks/bench_compiled_im_bann.py [--rounds 20]``.
On the positions ``bench_playouts.py`` uses (3 decisions of seeded heuristic games, 4 players),
one playout is what the coach does per move and drawn position: redraw what the seat to move
cannot see (``coach.playout.determinize``, Python), make the first listed move, play to the
end with the coach policy (the strategist) in the seat to move and the heuristic bot in the
others. Printed, per CPU second (``time.process_time``):

- Python: ``coach.playout.play_to_end`` with those bots (and, for reference, today's
  ``bench_playouts.py`` playout: the heuristic bot in every seat);
- compiled, with the Python determinize, first move and ``encode`` counted in;
- compiled, with the Python determinize and ``encode`` counted in, the first move made by
  the compiled ``step`` (what the coach can do: one ``encode`` per drawn position);
- compiled alone: ``play_to_end`` of the encoded position (the same playouts);
- compiled in one call per position (``playout.play_many``, many seeds), no Python at all.

Every compiled playout here is the Python playout from the same seed (the compiled rules draw
what the engine draws), so the script also checks that their returns agree.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
GAME = "im-bann-der-pyramide"


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--rounds", type=int, default=20, help="playouts per position")
    p.add_argument("--batch", type=int, default=2000, help="play_many seeds per position")
    args = p.parse_args()
    sys.path.insert(0, str(HERE.parent))
    sys.path.insert(1, str(HERE))
    import numpy as np
    from bench_playouts import positions
    from machine import describe

    import pyramid_explorer
    from pyramid_explorer.coach.compiled import COACH, HEURISTIC, module
    from pyramid_explorer.coach.playout import determinize, play_to_end, playout_bots
    from pyramid_explorer.engine.fastrng import StepRandom
    from pyramid_explorer.games.im_bann import HeuristicBot, StrategistBot

    print(f"{describe()}\npackage: {Path(pyramid_explorer.__file__).parent}")
    t0 = time.perf_counter()
    compiled = module(GAME)
    points = positions(GAME)
    warm = compiled.encode(points[0])
    compiled.play_to_end(warm, [COACH, HEURISTIC, HEURISTIC, HEURISTIC], 1)
    compiled.step(warm, compiled.legal_codes(warm)[0])
    compiled.playout.play_many(warm, np.array([COACH, HEURISTIC, HEURISTIC, HEURISTIC]),
                               np.arange(1, 3, dtype=np.int64), compiled.MAX_STEPS)
    print(f"import and first call (numba cache as it is): {time.perf_counter() - t0:.2f} s")

    def drawn(state, r):
        d = determinize(state, state.current_player(), StepRandom(f"speed:{r}"))
        return d.apply(d.legal_actions()[0])

    def policies(state):
        return [COACH if q == state.current_player() else HEURISTIC for q in range(4)]

    # Python, the coach's mix of bots
    cpu, py_returns, steps = time.process_time(), [], 0
    for r in range(args.rounds):
        for state in points:
            seat = state.current_player()
            bots = [StrategistBot() if q == seat else HeuristicBot() for q in range(4)]
            end = play_to_end(drawn(state, r), bots)
            py_returns.append(end.returns())
            steps += end.step - state.step
    n = len(py_returns)
    py_rate = n / (time.process_time() - cpu)
    # Python, today's bench_playouts playout (the heuristic everywhere)
    cpu, today_steps = time.process_time(), 0
    for r in range(args.rounds):
        for state in points:
            end = play_to_end(drawn(state, r), playout_bots(GAME, 4))
            today_steps += end.step - state.step
    today_rate = n / (time.process_time() - cpu)
    # compiled, determinize and encode included
    cpu, c_returns, only = time.process_time(), [], 0.0
    for r in range(args.rounds):
        for state in points:
            d = drawn(state, r)
            vec = compiled.encode(d)
            t = time.process_time()
            c_returns.append(compiled.play_to_end(vec, policies(state), d.seed).tolist())
            only += time.process_time() - t
    c_rate = n / (time.process_time() - cpu)
    c_only = n / only
    assert c_returns == py_returns, "compiled and Python playouts disagree"
    # compiled, the first move compiled too (determinize and encode in Python)
    cpu, m_returns = time.process_time(), []
    for r in range(args.rounds):
        for state in points:
            d = determinize(state, state.current_player(), StepRandom(f"speed:{r}"))
            vec = compiled.encode(d)
            vec = compiled.step(vec, compiled.legal_codes(vec)[0])
            m_returns.append(compiled.play_to_end(vec, policies(state), d.seed).tolist())
    m_rate = n / (time.process_time() - cpu)
    assert m_returns == py_returns, "compiled and Python playouts disagree"
    # compiled, many seeds in one call
    cpu = time.process_time()
    for state in points:
        vec = compiled.encode(drawn(state, 0))
        seeds = np.arange(1, args.batch + 1, dtype=np.int64)
        compiled.playout.play_many(vec, np.array(policies(state)), seeds, compiled.MAX_STEPS)
    batch_rate = len(points) * args.batch / (time.process_time() - cpu)
    print(f"{n} playouts, {steps / n:.0f} steps a playout (strategist in the seat to move)")
    print(f"python   (strategist + heuristic)      {py_rate:9.1f} playouts/s CPU")
    print(f"python   (heuristic everywhere, today) {today_rate:9.1f} playouts/s CPU  "
          f"({today_steps / n:.0f} steps a playout)")
    print(f"compiled, with Python determinize      {c_rate:9.1f} playouts/s CPU  "
          f"x{c_rate / py_rate:6.1f}")
    print(f"compiled, first move compiled too      {m_rate:9.1f} playouts/s CPU  "
          f"x{m_rate / py_rate:6.1f}")
    print(f"compiled play_to_end alone             {c_only:9.1f} playouts/s CPU  "
          f"x{c_only / py_rate:6.1f}")
    print(f"compiled play_many (one call/position) {batch_rate:9.1f} playouts/s CPU  "
          f"x{batch_rate / py_rate:6.1f}")
    print(f"determinize + first move + encode: {1e3 / c_rate - 1e3 / c_only:.3f} ms of "
          f"{1e3 / c_rate:.3f} ms a compiled playout")


if __name__ == "__main__":
    main()
