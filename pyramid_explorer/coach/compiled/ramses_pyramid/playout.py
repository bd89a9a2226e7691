"""A whole Ramses Pyramid playout in one compiled call.

:func:`run` plays a vector to the end: the memory bot in every seat (``HEURISTIC`` and
``COACH`` are the same bot here), the die drawn as ``state._sample`` draws it (one
``random()`` walked down the outcome probabilities). Where the draws come from:

- ``python_keys`` false (the coach's playouts): chance from a stream started at
  ``stream.mix(seed, step)``, the bot's tie-breaks and guesses at ``mix(seed ^ BOT_SALT,
  step)`` and ``mix(seed ^ GUESS_SALT, step)`` — fresh and independent of the real game's seed;
- ``python_keys`` true (the tests): the very keys the Python engine uses,
  ``"{seed}:{step}:chance"`` and the bot's (the seed kept in the vector), so the playout is
  ``coach.playout.play_to_end`` move for move.

Option ``spend_crystals`` draws its space from the state's own key in both cases (a part of
the transition, as in Python). ``trace`` receives the codes played (as many as fit).

>>> from pyramid_explorer.games import new_game
>>> from .layout import encode
>>> v = encode(new_game("ramses-pyramid", seed=3, players=2))
>>> trace = np.empty(0, dtype=np.int64)
>>> ret, steps = run(v, np.zeros(2, dtype=np.int64), np.uint64(9), False, trace)
>>> sorted(ret.tolist()) in ([-1.0, 1.0], [0.0, 0.0]), steps > 10
(True, True)
"""

from __future__ import annotations

import numpy as np

from ..stream import mix, njit, random, reset
from .keys import BOT, GUESS, key_start
from .layout import P_OVER, P_ROLL, PHASE, SEED, STEP
from .policies import choose_in
from .rules import MAX_LEGAL, apply, list_codes, returns

MAX_PLAYOUT_STEPS = 20_000
"""As ``coach.playout.MAX_PLAYOUT_STEPS``: a playout still running then counts as a draw."""
CHANCE = np.frombuffer(b":chance", dtype=np.uint8).copy()
BOT_SALT = np.uint64(0x5BD1E9955BD1E995)
GUESS_SALT = np.uint64(0xC2B2AE3D27D4EB4F)
PROBS = np.array([1.0 / 3.0, 1.0 / 6.0, 1.0 / 6.0, 1.0 / 3.0])
"""``float`` of the die's outcome probabilities (``board.die_outcomes``), in their order."""


@njit(cache=True, nogil=True)
def sample_roll(rng: np.ndarray) -> int:
    """``RamsesState._sample``: one ``random()`` walked down the probabilities."""
    x = random(rng)
    for i in range(4):
        x -= PROBS[i]
        if x < 0:
            return i
    return 3


@njit(cache=True, nogil=True)
def run(vec: np.ndarray, policies: np.ndarray, seed: np.uint64, python_keys: bool,
        trace: np.ndarray) -> tuple[np.ndarray, int]:
    """Play ``vec`` (untouched) to the end; the returns and the number of steps taken."""
    v = vec.copy()
    legal = np.empty(MAX_LEGAL, dtype=np.int64)
    rng = np.zeros(4, dtype=np.uint64)
    guess = np.zeros(4, dtype=np.uint64)
    taken = 0
    for _ in range(MAX_PLAYOUT_STEPS):
        if v[PHASE] == P_OVER:
            break
        step = np.uint64(v[STEP])
        if v[PHASE] == P_ROLL:
            if python_keys:
                reset(rng, key_start(v[SEED], v[STEP], CHANCE))
            else:
                reset(rng, mix(seed, step))
            code = sample_roll(rng)
        else:
            n = list_codes(v, legal)
            if python_keys:
                reset(rng, key_start(v[SEED], v[STEP], BOT))
                guess_first = key_start(v[SEED], v[STEP], GUESS)
            else:
                reset(rng, mix(seed ^ BOT_SALT, step))
                guess_first = mix(seed ^ GUESS_SALT, step)
            code = choose_in(v, legal, n, rng, guess, guess_first)
        if taken < len(trace):
            trace[taken] = code
        apply(v, code)
        taken += 1
    return returns(v), taken
