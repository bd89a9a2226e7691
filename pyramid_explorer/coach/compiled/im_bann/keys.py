"""The per-step generators' keys of Im Bann der Pyramide in compiled code, by number.

The engine draws a step's randomness (a reshuffle, the Curse's victim card, the Mummy's random
recipient) and a bot's tie-breaks from ``state.rng(purpose)``; :func:`key_start` gives where
that stream starts for a purpose's number (the constants below), through
:func:`..blake2b.key_start`.

>>> from pyramid_explorer.coach.compiled import stream
>>> int(key_start(7, 3, SHUFFLE)) == stream.start("7:3:shuffle")
True
>>> int(key_start(-12, 0, BOT_STRATEGIST)) == stream.start("-12:0:bot:strategist")
True
"""

from __future__ import annotations

import numpy as np

from ..blake2b import key_start as _start_of
from ..stream import njit

PURPOSES = ("shuffle", "curse", "mummy", "bot:heuristic", "bot:strategist", "bot:random")
"""The keys' purposes, by number (the constants below)."""
SHUFFLE, CURSE, MUMMY, BOT_HEURISTIC, BOT_STRATEGIST, BOT_RANDOM = range(len(PURPOSES))
_WIDTH = max(len(p) for p in PURPOSES) + 1
TAILS = np.zeros((len(PURPOSES), _WIDTH), dtype=np.uint8)
"""Row ``i``: ``":" + PURPOSES[i]`` in ASCII, zero-padded (lengths in :data:`TAIL_LENGTHS`)."""
TAIL_LENGTHS = np.zeros(len(PURPOSES), dtype=np.int64)
for _i, _p in enumerate(PURPOSES):
    TAIL_LENGTHS[_i] = len(_p) + 1
    TAILS[_i, :len(_p) + 1] = np.frombuffer(f":{_p}".encode(), dtype=np.uint8)


@njit(cache=True, nogil=True)
def key_start(seed: int, step: int, purpose: int) -> np.uint64:
    """``stream.start(f"{seed}:{step}:{PURPOSES[purpose]}")``, compiled."""
    return _start_of(seed, step, TAILS[purpose, :TAIL_LENGTHS[purpose]])


__all__ = ["BOT_HEURISTIC", "BOT_RANDOM", "BOT_STRATEGIST", "CURSE", "MUMMY", "PURPOSES",
           "SHUFFLE", "key_start"]
