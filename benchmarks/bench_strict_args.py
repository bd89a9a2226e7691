"""What the kernel's strict argument check costs: seeded bot games with and without it.

Run: ``.venv/bin/python benchmarks/bench_strict_args.py [--games 1500] [--rounds 3]``

For every registered game, the same seeded games are played by the game's first bot twice per
round, interleaved: with the check (``engine.argcheck.check_types``, what every ``apply`` runs)
and with it replaced by a no-op (the baseline, what the kernel did before). CPU time
(``time.process_time``) per step is printed, the best of the rounds. Figures are printed,
never asserted.
"""

from __future__ import annotations

import argparse
import time

from machine import describe

from pyramid_explorer import games
from pyramid_explorer.engine import argcheck
from pyramid_explorer.engine import state as kernel_state
from pyramid_explorer.sim import play_out


def play(game_id: str, seeds: range) -> tuple[float, int]:
    """(CPU seconds, steps) for one game per seed with the game's first bot at every seat."""
    bot_factory = next(iter(games.spec(game_id).bots.values()))
    steps = 0
    cpu0 = time.process_time()
    for seed in seeds:
        state = games.new_game(game_id, seed=seed)
        steps += play_out(state, [bot_factory() for _ in range(state.num_players)]).step
    return time.process_time() - cpu0, steps


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--games", type=int, default=1500, help="seeded games per measurement")
    p.add_argument("--rounds", type=int, default=3, help="interleaved rounds (best is shown)")
    args = p.parse_args(argv)
    print("# Strict move arguments: cost per step")
    print(f"machine: {describe()}")
    real = argcheck.check_types
    print(f"{'game':<22} {'games':>6} {'steps':>8} {'no check µs/step':>17} "
          f"{'checked µs/step':>16} {'cost':>7}")
    for game_id in games.available():
        n = args.games if game_id == "dice-pyramid" else max(1, args.games // 50)
        seeds = range(n)
        play(game_id, range(min(n, 50)))      # warm the caches
        best = {"off": float("inf"), "on": float("inf")}
        steps = 0
        for _ in range(args.rounds):
            for mode in ("off", "on"):
                kernel_state.check_types = real if mode == "on" else (lambda s, a: None)
                cpu, steps = play(game_id, seeds)
                best[mode] = min(best[mode], cpu)
        kernel_state.check_types = real
        off, on = (best[m] / steps * 1e6 for m in ("off", "on"))
        print(f"{game_id:<22} {n:>6} {steps:>8} {off:>17.2f} {on:>16.2f} {on / off - 1:>+7.1%}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
