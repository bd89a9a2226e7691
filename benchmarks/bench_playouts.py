"""Benchmark: the coach's playouts per CPU second, compiled against Python, in one run.

Run ``.venv/bin/python benchmarks/bench_playouts.py [--rounds 6] [--game ID]``.
At 3 positions per game (every 15th decision with a choice of seeded heuristic games, 4
players), one playout is what the coach does per move and drawn position
(:class:`pyramid_explorer.coach.sampler.Sampler`): redraw what the seat to move cannot see
(``coach.determinize``), make the first listed move, play to the end with the coach policy in
the seat and the heuristic bot in the others. ``python`` redraws and plays on with the Python
bots and engine (``compiled=False``); ``compiled`` with the numba playouts, the redraw in
Python too where the game's module plays one call per move (Ramses), in the same compiled call
where it draws positions itself (``lines_from``: Im Bann, Pyramidenbau)
(:mod:`pyramid_explorer.coach.compiled`), after one warm-up playout per game (numba's compile
or cache load is not counted; the cold figure is printed on its own). Prints playouts per
second of CPU time (``time.process_time``) for both, and the ratio.

``--root`` imports ``pyramid_explorer`` from another checkout (a worktree of an older commit):
then only the Python path is measured there (the older coach has no sampler).
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


def measure(game_id: str, rounds: int, compiled: bool) -> tuple[float, float, int]:
    """(playouts per CPU second, per wall second, playouts) on the Sampler's path."""
    from pyramid_explorer.coach.config import SearchConfig
    from pyramid_explorer.coach.sampler import Sampler

    points = positions(game_id)
    samplers = [Sampler(s, config=SearchConfig(seed=r, compiled=compiled), key="speed")
                for s in points for r in range(1)]
    for sampler in samplers:  # warm: numba's compile or cache load is not a playout
        sampler.values(10_000, [(sampler.state.legal_actions()[0],)])
    cpu, wall = time.process_time(), time.perf_counter()
    n = 0
    for r in range(rounds):
        for sampler in samplers:
            sampler.values(r, [(sampler.state.legal_actions()[0],)])
            n += 1
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    return n / cpu, n / wall, n


def cold_start(game_id: str) -> float:
    """Seconds for a fresh process to import the game's compiled playouts and play one (numba
    loads them from its disk cache when there is one; else it compiles them)."""
    import subprocess

    code = ("import time; t = time.perf_counter(); "
            "from pyramid_explorer.coach.sampler import Sampler; "
            "from pyramid_explorer.coach.config import SearchConfig; "
            "from pyramid_explorer import games; "
            f"s = games.new_game({game_id!r}, seed=1, players=4); "
            "s = s.apply(s.sample_chance()) if s.is_chance_node() else s; "
            "x = Sampler(s, config=SearchConfig(compiled=True)); x.values(0, [(s.legal_actions()[0],)]); "
            "print(time.perf_counter() - t)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=str(HERE.parent))
    return float(out.stdout.strip().splitlines()[-1])


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--root", type=Path, default=HERE.parent,
                   help="the checkout whose pyramid_explorer is measured")
    p.add_argument("--rounds", type=int, default=6, help="playouts per position")
    p.add_argument("--game", choices=GAMES, action="append", default=None)
    p.add_argument("--compiled-factor", type=int, default=20,
                   help="rounds of the compiled path per Python round (it is that much faster)")
    p.add_argument("--cold", action="store_true",
                   help="also time a new process's first compiled playout")
    args = p.parse_args()
    sys.path.insert(0, str(args.root.resolve()))
    sys.path.insert(1, str(HERE))
    from machine import describe

    import pyramid_explorer

    print(f"{describe()}\npackage: {Path(pyramid_explorer.__file__).parent}")
    try:
        from pyramid_explorer.coach import sampler  # noqa: F401
    except ImportError:  # an older checkout: its Python playouts only
        sampler = None
    for game_id in args.game or GAMES:
        if sampler is None:
            print(f"{game_id:22} (an older checkout: no sampler to measure)")
            continue
        py_cpu, py_wall, n_py = measure(game_id, args.rounds, compiled=False)
        cold = cold_start(game_id) if args.cold else float("nan")
        c_cpu, c_wall, n_c = measure(game_id, args.rounds * args.compiled_factor, compiled=True)
        print(f"{game_id:22} python {py_cpu:8.1f}/s CPU ({n_py} playouts)  compiled "
              f"{c_cpu:9.1f}/s CPU ({n_c})  = {c_cpu / py_cpu:6.1f}x"
              + (f"  first playout in a new process {cold:.1f} s" if args.cold else ""),
              flush=True)


if __name__ == "__main__":
    main()
