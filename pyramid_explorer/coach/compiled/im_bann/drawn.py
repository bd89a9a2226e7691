"""One drawn position of the coach's search and its lines, in one compiled call.

The coach draws position ``i`` with :func:`pyramid_explorer.coach.playout.determinize`: the
cards the seat cannot see (the other hands and the draw pile) dealt again with a stream keyed
by the search (``StepRandom(f"{key}:{seed}:{i}")``), then a fresh seed from the same stream.
:func:`redeal` does exactly that, draw for draw (the same sorted pool, the same shuffle, the
same 62 bits for the seed), and :func:`lines_from` plays every candidate move from the drawn
position to the end — what ``Sampler.values`` did one Python call per move, now one call per
position (``tests/test_compiled_im_bann.py`` checks it against the Python path).

>>> import numpy as np
>>> from pyramid_explorer.games import new_game
>>> from pyramid_explorer.coach.compiled import stream
>>> from pyramid_explorer.coach.compiled.im_bann.layout import encode
>>> s = new_game("im-bann-der-pyramide", seed=5, players=4)
>>> out = lines_from(encode(s), 0, np.uint64(stream.start("race:1:0")),
...                  np.array([64, 65]), np.array([1, 0, 0, 0]), 20000)
>>> out.shape, sorted(out[0].tolist()) in ([-1.0, -1.0, -1.0, 1.0], [0.0] * 4)
((2, 4), True)
"""

from __future__ import annotations

import numpy as np

from .. import stream
from ..stream import njit
from .layout import DRAW, DRAW_LEN, HANDS, NCARDS, NP, SEED
from .playout import run
from .rules import apply, popcount


@njit(cache=True, nogil=True)
def redeal(v: np.ndarray, seat: int, rng: np.ndarray) -> None:
    """``resample_hidden(state, seat, rng)`` and then ``seed = rng.getrandbits(62)``, in
    place: the pool of unseen cards in card order (so the redeal never depends on where the
    unseen cards really are), shuffled, each other hand keeping its size, the rest the draw
    pile in the shuffled order."""
    unseen = 0
    for q in range(v[NP]):
        if q != seat:
            unseen |= v[HANDS + q]
    for i in range(v[DRAW_LEN]):
        unseen |= 1 << v[DRAW + i]
    pool = np.empty(NCARDS, dtype=np.int64)
    m = 0
    for c in range(NCARDS):
        if (unseen >> c) & 1:
            pool[m] = c
            m += 1
    stream.shuffle(rng, pool, m)
    at = 0
    for q in range(v[NP]):
        if q != seat:
            hand = 0
            for j in range(popcount(v[HANDS + q])):
                hand |= 1 << pool[at + j]
            v[HANDS + q] = hand
            at += popcount(hand)
    for i in range(m - at):
        v[DRAW + i] = pool[at + i]
    v[SEED] = np.int64(stream.getrandbits(rng, 62))


@njit(cache=True, nogil=True)
def lines_from(v: np.ndarray, seat: int, first: np.uint64, codes: np.ndarray,
               policies: np.ndarray, max_steps: int) -> np.ndarray:
    """The returns of each move ``codes[j]`` (row ``j``) played from the position drawn from
    ``v`` for ``seat`` with the stream starting at ``first`` (:func:`redeal`), then on to the
    end with ``policies[seat]`` in each seat, every random draw keyed by the drawn seed."""
    rng = np.zeros(5, dtype=np.uint64)
    rng[0] = first
    drawn = v.copy()
    redeal(drawn, seat, rng)
    out = np.zeros((len(codes), v[NP]))
    w = np.empty_like(drawn)
    scratch = np.zeros(5, dtype=np.uint64)
    other = np.zeros(5, dtype=np.uint64)
    none = np.empty(0, dtype=np.int64)
    for j in range(len(codes)):
        w[:] = drawn
        apply(w, codes[j], scratch, other)
        run(w, policies, max_steps, out[j], none)
    return out
