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

from ..stream import getrandbits, mix, njit, randbelow, random, reset
from .keys import BOT, GUESS, key_start
from .layout import NUM_TEMPLES, P_OVER, P_ROLL, PHASE, SEED, SEEN, STEP, TEMPLE_COLOURS, N
from .policies import choose_in
from .rules import MAX_LEGAL, apply, list_codes, returns

MAX_PLAYOUT_STEPS = 20_000
"""As ``coach.playout.MAX_PLAYOUT_STEPS``: a playout still running then counts as a draw."""
CHANCE = np.frombuffer(b":chance", dtype=np.uint8).copy()
BOT_SALT = np.uint64(0x5BD1E9955BD1E995)
GUESS_SALT = np.uint64(0xC2B2AE3D27D4EB4F)
DRAW_SALT = np.uint64(0x165667B19E3779F9)
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


@njit(cache=True, nogil=True)
def determinize(v: np.ndarray, seat: int, rng: np.ndarray) -> None:
    """``coach.playout.determinize`` in place, in distribution: the colours of the temples
    ``seat`` has not seen redrawn (``view.resample_hidden``: an ordered sample of the colours
    not known to be in a seen temple) and a new seed of 62 bits, all drawn from ``rng``."""
    known = np.zeros(6, dtype=np.bool_)
    unknown = np.empty(NUM_TEMPLES, dtype=np.int64)
    k = 0
    for t in range(NUM_TEMPLES):
        if v[SEEN + seat * NUM_TEMPLES + t] >= 0:
            known[v[TEMPLE_COLOURS + t]] = True
        else:
            unknown[k] = t
            k += 1
    pool = np.empty(6, dtype=np.int64)
    m = 0
    for c in range(6):
        if not known[c]:
            pool[m] = c
            m += 1
    for i in range(k):  # the first k of a Fisher-Yates shuffle: an ordered sample
        j = i + randbelow(rng, m - i)
        pool[i], pool[j] = pool[j], pool[i]
        v[TEMPLE_COLOURS + unknown[i]] = pool[i]
    v[SEED] = np.int64(getrandbits(rng, 62))


@njit(cache=True, nogil=True)
def drawn_position(vec: np.ndarray, seat: int, seed: np.uint64, draw: int,
                   rng: np.ndarray) -> np.ndarray:
    """Drawn position number ``draw`` of :func:`play_many` (``rng``: scratch stream)."""
    reset(rng, mix(seed ^ DRAW_SALT, np.uint64(draw)))
    drawn = vec.copy()
    determinize(drawn, seat, rng)
    return drawn


@njit(cache=True, nogil=True)
def play_many(vec: np.ndarray, seat: int, codes: np.ndarray, policies: np.ndarray,
              seed: np.uint64, count: int) -> np.ndarray:
    """``count`` drawn positions of ``seat`` (:func:`determinize`), each played out after every
    move of ``codes`` with the same playout streams (paired, common random numbers): the
    returns as an array ``[draw, move, seat]``."""
    n = vec[N]
    out = np.zeros((count, len(codes), n), dtype=np.float64)
    rng = np.zeros(4, dtype=np.uint64)
    empty = np.empty(0, dtype=np.int64)
    for d in range(count):
        drawn = drawn_position(vec, seat, seed, d, rng)
        playout_seed = np.uint64(drawn[SEED])
        for i in range(len(codes)):
            after = drawn.copy()
            apply(after, codes[i])
            ret, _ = run(after, policies, playout_seed, False, empty)
            out[d, i, :] = ret
    return out
