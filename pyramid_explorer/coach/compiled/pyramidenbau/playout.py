"""A whole Pyramidenbau playout in one compiled call: :func:`play_to_end`.

Chance and each policy's tie-breaks come from streams derived from the playout's ``seed`` with
:func:`.stream.mix`, never from the real game's seed: the dice from one stream per turn
and each tie-break from one per turn and decision (:data:`CHANCE_KEY`), a reshuffle inside a
reveal from one per step. :func:`trace` is the same loop recording every code taken and
every state passed, so a test can replay it through the Python engine.

>>> import numpy as np
>>> from pyramid_explorer import games
>>> from .layout import encode
>>> v = encode(games.new_game("pyramidenbau", seed=2, players=3))
>>> r = play_to_end(v, np.array([1, 0, 0]), np.uint64(5), 20000)
>>> r.shape, bool(r.sum() > 0)
((3,), True)
"""

from __future__ import annotations

import numpy as np

from ..blake2b import key_start
from ..stream import getrandbits, mix, njit, randbelow, reset, shuffle
from .layout import (
    C_REVEAL,
    C_ROLL1,
    C_ROLL2,
    DRAW,
    MAX_MOVES,
    NDRAW,
    ROLLING,
    SEED,
    SIZE,
    STEP,
    TURN,
)
from .policies import choose
from .rules import CHANCE, TERMINAL, apply, current_player, returns

CHANCE_SALT = np.uint64(0x5EED0C4A)
"""Separates the chance streams of a playout from its policies' streams."""
POLICY_SALT = np.uint64(0xB07B07B0)
SHUFFLE_SALT = np.uint64(0x5AFF1E00)
"""A reveal's reshuffle in a playout draws from a stream of its own (seed and step)."""
SHUFFLE_TAIL = np.frombuffer(b":shuffle", dtype=np.uint8).copy()
"""The end of the Python engine's reshuffle key ``f"{seed}:{step}:shuffle"``."""
DECISIONS_PER_TURN = np.uint64(4096)
"""More decisions than any turn has: a tie-break's stream is keyed by turn * this + number."""
CHANCE_KEY = "turn and decision"
"""What a playout's dice and tie-breaks are keyed by: the turn and the decision (the dice: one
stream per turn, every roll of the turn drawn from it in order; a tie-break: the turn and the
decision's number in it), not the step. Two candidate moves played from one drawn position then see the same
dice turn for turn even where one of them takes a step more (a reveal, another order of
tasks): their paired difference is the moves', not the dice's. The race's paired differences
shrink: the variance of the difference of five moves to a sixth, over 14 benchmark positions
and 400 drawn positions each, from 18.1 (keyed by step) to 15.4 (dice by turn) and 13.7
(tie-breaks too). The dice are as fair as before: each turn's stream is a fresh SplitMix64
sequence."""


@njit(cache=True, nogil=True)
def roll_code(v: np.ndarray, rng: np.ndarray) -> int:
    """A roll drawn with ``rng`` (``randint(1, 6)`` per die, sorted), as its code."""
    a = randbelow(rng, 6) + 1
    if v[ROLLING] == 1:
        return C_ROLL1 + a - 1
    b = randbelow(rng, 6) + 1
    if a > b:
        a, b = b, a
    return C_ROLL2 + (a - 1) * 6 + b - 1


@njit(cache=True, nogil=True)
def _next_code(v: np.ndarray, policies: np.ndarray, seed: np.uint64, rng: np.ndarray,
               dice: np.ndarray, codes: np.ndarray, scores: np.ndarray,
               scratch: np.ndarray) -> int:
    """The code taken in ``v`` (chance or a policy's move); -1 at the end. A roll draws from
    ``dice``, the turn's dice stream (words 0–3; word 4 marks the turn it belongs to); a
    decision's tie-break from a stream of the turn and the decision's number in it (word 5
    marks the turn, word 6 counts its decisions); after a reveal ``rng`` is left at the step's
    reshuffle stream."""
    seat = current_player(v)
    if seat == TERMINAL:
        return -1
    step = np.uint64(v[STEP])
    if seat == CHANCE:
        turn = np.uint64(v[TURN] + 1)
        if dice[4] != turn:  # the turn's first roll: its dice stream starts
            reset(dice, mix(seed ^ CHANCE_SALT, turn))
            dice[4] = turn
        return roll_code(v, dice)
    turn = np.uint64(v[TURN] + 1)
    if dice[5] != turn:  # the turn's first decision: count the turn's decisions from 0
        dice[5] = turn
        dice[6] = np.uint64(0)
    reset(rng, mix(seed ^ POLICY_SALT, turn * DECISIONS_PER_TURN + dice[6]))
    dice[6] += np.uint64(1)
    code = choose(v, policies[seat], rng, codes, scores, scratch)
    if code == C_REVEAL:                   # a reveal may reshuffle: chance draws that
        reset(rng, mix(seed ^ SHUFFLE_SALT, step))
    return code


@njit(cache=True, nogil=True)
def play_to_end(vec: np.ndarray, policies: np.ndarray, seed: np.uint64,
                max_steps: int) -> np.ndarray:
    """The returns after playing on from ``vec`` (not changed) with ``policies[seat]`` in each
    seat, at most ``max_steps`` steps (as ``coach.playout.play_to_end``)."""
    v = vec.copy()
    rng = np.zeros(4, dtype=np.uint64)
    dice = np.zeros(7, dtype=np.uint64)
    codes = np.empty(MAX_MOVES, dtype=np.int64)
    scores = np.empty(MAX_MOVES, dtype=np.float64)
    scratch = np.empty(MAX_MOVES, dtype=np.int64)
    for _ in range(max_steps):
        code = _next_code(v, policies, seed, rng, dice, codes, scores, scratch)
        if code < 0:
            break
        apply(v, code, rng)
    return returns(v)


@njit(cache=True, nogil=True)
def play_many(vecs: np.ndarray, policies: np.ndarray, seeds: np.ndarray,
              max_steps: int) -> np.ndarray:
    """:func:`play_to_end` of each row of ``vecs`` with its seed: one row of returns each."""
    out = np.zeros((vecs.shape[0], policies.shape[0]), dtype=np.float64)
    for i in range(vecs.shape[0]):
        out[i] = play_to_end(vecs[i], policies, seeds[i], max_steps)
    return out


@njit(cache=True, nogil=True)
def trace(vec: np.ndarray, policies: np.ndarray, seed: np.uint64,
          max_steps: int) -> tuple[np.ndarray, np.ndarray]:
    """:func:`play_to_end`'s playout recorded: (the codes taken, the states passed, the first
    one ``vec`` and the last the end)."""
    v = vec.copy()
    rng = np.zeros(4, dtype=np.uint64)
    dice = np.zeros(7, dtype=np.uint64)
    codes = np.empty(MAX_MOVES, dtype=np.int64)
    scores = np.empty(MAX_MOVES, dtype=np.float64)
    scratch = np.empty(MAX_MOVES, dtype=np.int64)
    taken = np.empty(max_steps, dtype=np.int64)
    states = np.empty((max_steps + 1, SIZE), dtype=np.int64)
    states[0] = v
    n = 0
    for _ in range(max_steps):
        code = _next_code(v, policies, seed, rng, dice, codes, scores, scratch)
        if code < 0:
            break
        apply(v, code, rng)
        taken[n] = code
        n += 1
        states[n] = v
    return taken[:n], states[:n + 1]


@njit(cache=True, nogil=True)
def determinize(vec: np.ndarray, rng: np.ndarray) -> np.ndarray:
    """``coach.playout.determinize`` with a ``StepRandom`` whose stream is ``rng``: the
    face-down pile sorted and shuffled (``resample_hidden``), then a new 62-bit seed."""
    v = vec.copy()
    n = v[NDRAW]
    pile = np.sort(v[DRAW:DRAW + n])
    shuffle(rng, pile, n)
    v[DRAW:DRAW + n] = pile
    v[SEED] = np.int64(getrandbits(rng, 62))
    return v


@njit(cache=True, nogil=True)
def playouts(vec: np.ndarray, code: int, policies: np.ndarray, firsts: np.ndarray,
             max_steps: int) -> np.ndarray:
    """One playout per stream start in ``firsts``: :func:`determinize` ``vec``, make move
    ``code``, :func:`play_to_end` from the new seed; one row of returns each. (A reshuffle
    inside ``code`` draws from the playout's chance stream, not from ``rng("shuffle")``.)"""
    out = np.zeros((firsts.shape[0], policies.shape[0]), dtype=np.float64)
    rng = np.zeros(4, dtype=np.uint64)
    for i in range(firsts.shape[0]):
        reset(rng, firsts[i])
        v = determinize(vec, rng)
        seed = np.uint64(v[SEED])
        reset(rng, mix(seed ^ SHUFFLE_SALT, np.uint64(v[STEP])))
        apply(v, code, rng)
        out[i] = play_to_end(v, policies, seed, max_steps)
    return out


@njit(cache=True, nogil=True)
def lines_from(vec: np.ndarray, first: np.uint64, codes: np.ndarray, policies: np.ndarray,
               max_steps: int) -> np.ndarray:
    """The returns (row ``j``) of move ``codes[j]`` from the one position :func:`determinize`
    draws from ``vec`` with the stream starting at ``first``, each played on by
    :func:`play_to_end` from the drawn seed; a reveal's reshuffle draws from the drawn state's
    ``rng("shuffle")``, as ``step`` makes that move."""
    rng = np.zeros(4, dtype=np.uint64)
    reset(rng, first)
    drawn = determinize(vec, rng)
    seed = np.uint64(drawn[SEED])
    out = np.zeros((codes.shape[0], policies.shape[0]), dtype=np.float64)
    for j in range(codes.shape[0]):
        v = drawn.copy()
        if codes[j] == C_REVEAL and v[NDRAW] == 1:
            reset(rng, key_start(v[SEED], v[STEP], SHUFFLE_TAIL))
        apply(v, codes[j], rng)
        out[j] = play_to_end(v, policies, seed, max_steps)
    return out
