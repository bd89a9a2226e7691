"""Compile the coach's playouts ahead of time, into numba's disk cache.

``python -m pyramid_explorer.coach.compiled.warm`` plays one compiled playout of each game
(numba compiles every function it needs and writes it to its cache, ``cache=True``), so a
learner's kernel that asks the coach later loads the machine code instead of compiling it.
``pyramid-explorer dashboard`` starts this in a separate, low-priority process once the server
listens: the kernels (one per learner) never compile, and a kernel imports numba only when its
coach is first asked for. Prints each game's seconds.

>>> warm(["ramses-pyramid"]) [0][0]
'ramses-pyramid'
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Sequence

GAMES = ("ramses-pyramid", "im-bann-der-pyramide", "pyramidenbau")


def warm(game_ids: Sequence[str] = GAMES) -> list[tuple[str, float]]:
    """(game id, seconds) for one compiled playout of each game (compiled or loaded)."""
    from ... import games
    from ..config import SearchConfig
    from ..sampler import Sampler

    out = []
    for game_id in game_ids:
        started = time.perf_counter()
        state = games.new_game(game_id, seed=1, players=4)
        while state.is_chance_node():
            state = state.apply(state.sample_chance())
        sampler = Sampler(state, config=SearchConfig(compiled=True), key="warm")
        sampler.values(0, [(state.legal_actions()[0],)])
        out.append((game_id, time.perf_counter() - started))
    return out


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--quiet", action="store_true")
    args = p.parse_args(argv)
    for game_id, seconds in warm():
        if not args.quiet:
            print(f"{game_id}: {seconds:.1f} s", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
