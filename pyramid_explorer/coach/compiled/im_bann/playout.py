"""A whole Im Bann playout in one compiled call: the policies move, the rules answer.

:func:`run` plays ``v`` on in place with ``policies[seat]`` in each seat until the game ends
(or ``max_steps``), every random draw (reshuffles, the Curse, the Mummy, the bots' tie-breaks)
keyed by the vector's seed and step exactly as the Python engine keys them (:mod:`.keys`):
a playout from a seed is the Python playout from that seed, move for move.

>>> import numpy as np
>>> from pyramid_explorer.games import new_game
>>> from pyramid_explorer.coach.compiled.im_bann.layout import encode
>>> v = encode(new_game("im-bann-der-pyramide", seed=5, players=4))
>>> out = np.zeros(4)
>>> codes = np.zeros(100, dtype=np.int64)
>>> steps = run(v, np.array([1, 0, 0, 0]), 20000, out, codes)
>>> steps > 0 and sorted(out.tolist()) in ([-1.0, -1.0, -1.0, 1.0], [0.0] * 4)
True
"""

from __future__ import annotations

import numpy as np

from .. import stream
from ..stream import njit
from .keys import BOT_HEURISTIC, BOT_RANDOM, BOT_STRATEGIST, key_start
from .layout import SEED, STEP
from .policies import COACH, RANDOM, SCRATCH, decide
from .rules import MAX_LEGAL, apply, current_player, legal, returns


@njit(cache=True, nogil=True)
def purpose_of(policy: int) -> int:
    """The key purpose of a policy's tie-break stream (``bot:<name>``)."""
    if policy == RANDOM:
        return BOT_RANDOM
    if policy == COACH:
        return BOT_STRATEGIST
    return BOT_HEURISTIC


@njit(cache=True, nogil=True)
def pick_move(v: np.ndarray, acts: np.ndarray, k: int, policy: int, rng: np.ndarray,
              buf: np.ndarray) -> int:
    """The policy's move, its stream started only when it draws (as the bot's is keyed)."""
    if policy != RANDOM:
        if k == 1:
            return acts[0]
        a = decide(v, acts, k, policy == COACH, buf)
        if a >= 0:
            return a
    stream.reset(rng, key_start(v[SEED], v[STEP], purpose_of(policy)))
    return acts[stream.randbelow(rng, k)]


@njit(cache=True, nogil=True)
def run(v: np.ndarray, policies: np.ndarray, max_steps: int, out: np.ndarray,
        record: np.ndarray) -> int:
    """Play ``v`` on in place; the returns into ``out``; the codes played into ``record``
    (as many as fit); the number of steps. Unfinished after ``max_steps``: returns 0."""
    acts = np.empty(MAX_LEGAL, dtype=np.int64)
    rng = np.zeros(5, dtype=np.uint64)
    other = np.zeros(5, dtype=np.uint64)
    buf = np.empty(SCRATCH, dtype=np.int64)
    steps = 0
    while steps < max_steps:
        seat = current_player(v)
        if seat < 0:
            break
        k = legal(v, acts)
        code = pick_move(v, acts, k, policies[seat], rng, buf)
        if steps < len(record):
            record[steps] = code
        apply(v, code, rng, other)
        steps += 1
    returns(v, out)
    return steps


@njit(cache=True, nogil=True)
def play_to_end(v: np.ndarray, policies: np.ndarray, seed: int, max_steps: int) -> np.ndarray:
    """The returns of a playout of a copy of ``v`` with its seed set to ``seed``."""
    w = v.copy()
    w[SEED] = seed
    out = np.zeros(len(policies))
    run(w, policies, max_steps, out, np.empty(0, dtype=np.int64))
    return out


@njit(cache=True, nogil=True)
def play_many(v: np.ndarray, policies: np.ndarray, seeds: np.ndarray,
              max_steps: int) -> np.ndarray:
    """The returns of one playout of ``v`` per seed (row ``i``: seed ``seeds[i]``)."""
    out = np.zeros((len(seeds), len(policies)))
    w = np.empty_like(v)
    none = np.empty(0, dtype=np.int64)
    for i in range(len(seeds)):
        w[:] = v
        w[SEED] = seeds[i]
        run(w, policies, max_steps, out[i], none)
    return out
