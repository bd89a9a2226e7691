"""BLAKE2b in compiled code: where a seeded draw's stream starts, as the Python engine has it.

The engines draw a step's randomness and a bot's tie-breaks from ``state.rng(purpose)`` =
``StepRandom(f"{seed}:{len(history)}:{purpose}")``, a SplitMix64 stream started at the 8-byte
BLAKE2b digest of that key (:func:`.stream.start`). :func:`key_start` computes that starting
word inside compiled code from the seed and step a state vector keeps, so a compiled playout
draws exactly what the Python engine draws. One compression suffices: the keys are shorter
than a 128-byte block. Each game's ``keys.py`` names its purposes (the key's tail).

>>> import numpy as np
>>> from pyramid_explorer.coach.compiled import stream
>>> tail = np.frombuffer(b":bot:memory", dtype=np.uint8).copy()
>>> int(key_start(-12, 345, tail)) == stream.start("-12:345:bot:memory")
True
>>> msg = np.zeros(128, dtype=np.uint8)
>>> msg[:3] = np.frombuffer(b"abc", dtype=np.uint8)
>>> from hashlib import blake2b
>>> int(blake2b_64(msg, 3)) == int.from_bytes(blake2b(b"abc", digest_size=8).digest(), "little")
True
"""

from __future__ import annotations

import numpy as np

from .stream import njit

IV = np.array([0x6A09E667F3BCC908, 0xBB67AE8584CAA73B, 0x3C6EF372FE94F82B, 0xA54FF53A5F1D36F1,
               0x510E527FADE682D1, 0x9B05688C2B3E6C1F, 0x1F83D9ABFB41BD6B, 0x5BE0CD19137E2179],
              dtype=np.uint64)
"""BLAKE2b's initial words (RFC 7693, section 2.6)."""
SIGMA = np.array([
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
    [14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3],
    [11, 8, 12, 0, 5, 2, 15, 13, 10, 14, 3, 6, 7, 1, 9, 4],
    [7, 9, 3, 1, 13, 12, 11, 14, 2, 6, 5, 10, 4, 0, 15, 8],
    [9, 0, 5, 7, 2, 4, 10, 15, 14, 1, 11, 12, 6, 8, 3, 13],
    [2, 12, 6, 10, 0, 11, 8, 3, 4, 13, 7, 5, 15, 14, 1, 9],
    [12, 5, 1, 15, 14, 13, 4, 10, 0, 7, 6, 3, 9, 2, 8, 11],
    [13, 11, 7, 14, 12, 1, 3, 9, 5, 0, 15, 4, 8, 6, 2, 10],
    [6, 15, 14, 9, 11, 3, 0, 8, 12, 2, 13, 7, 1, 4, 10, 5],
    [10, 2, 8, 4, 7, 6, 1, 5, 15, 11, 9, 14, 3, 12, 13, 0],
], dtype=np.int64)
"""The message schedule (RFC 7693, section 2.7); round ``r`` uses row ``r % 10``."""
KEY_BYTES = 128
"""The longest key :func:`key_start` takes (one block)."""


@njit(cache=True, nogil=True)
def _rotr(x: np.uint64, n: int) -> np.uint64:
    return (x >> np.uint64(n)) | (x << np.uint64(64 - n))


@njit(cache=True, nogil=True)
def _g(v: np.ndarray, a: int, b: int, c: int, d: int, x: np.uint64, y: np.uint64) -> None:
    v[a] = v[a] + v[b] + x
    v[d] = _rotr(v[d] ^ v[a], 32)
    v[c] = v[c] + v[d]
    v[b] = _rotr(v[b] ^ v[c], 24)
    v[a] = v[a] + v[b] + y
    v[d] = _rotr(v[d] ^ v[a], 16)
    v[c] = v[c] + v[d]
    v[b] = _rotr(v[b] ^ v[c], 63)


@njit(cache=True, nogil=True)
def blake2b_64(msg: np.ndarray, length: int) -> np.uint64:
    """The 8-byte BLAKE2b digest (as a little-endian word) of the first ``length`` (<= 128)
    bytes of ``msg`` (a ``uint8`` array of 128 bytes, zero beyond ``length``)."""
    m = np.zeros(16, dtype=np.uint64)
    for i in range(16):
        w = np.uint64(0)
        for k in range(8):
            w |= np.uint64(msg[8 * i + k]) << np.uint64(8 * k)
        m[i] = w
    h0 = IV[0] ^ np.uint64(0x01010008)  # digest length 8, no key, fanout and depth 1
    v = np.empty(16, dtype=np.uint64)
    v[0] = h0
    for i in range(1, 8):
        v[i] = IV[i]
    for i in range(8):
        v[8 + i] = IV[i]
    v[12] ^= np.uint64(length)
    v[14] = ~v[14]  # the last block
    for r in range(12):
        s = SIGMA[r % 10]
        _g(v, 0, 4, 8, 12, m[s[0]], m[s[1]])
        _g(v, 1, 5, 9, 13, m[s[2]], m[s[3]])
        _g(v, 2, 6, 10, 14, m[s[4]], m[s[5]])
        _g(v, 3, 7, 11, 15, m[s[6]], m[s[7]])
        _g(v, 0, 5, 10, 15, m[s[8]], m[s[9]])
        _g(v, 1, 6, 11, 12, m[s[10]], m[s[11]])
        _g(v, 2, 7, 8, 13, m[s[12]], m[s[13]])
        _g(v, 3, 4, 9, 14, m[s[14]], m[s[15]])
    return h0 ^ v[0] ^ v[8]


@njit(cache=True, nogil=True)
def _put_int(buf: np.ndarray, at: int, x: int) -> int:
    """Write ``str(x)`` into ``buf`` from ``at``; return the position after it."""
    if x < 0:
        buf[at] = 45  # "-"
        at += 1
        u = np.uint64(-(x + 1)) + np.uint64(1)
    else:
        u = np.uint64(x)
    digits = np.empty(20, dtype=np.uint8)
    k = 0
    while True:
        digits[k] = np.uint8(48 + int(u % np.uint64(10)))
        k += 1
        u = u // np.uint64(10)
        if u == np.uint64(0):
            break
    for i in range(k):
        buf[at + i] = digits[k - 1 - i]
    return at + k


@njit(cache=True, nogil=True)
def key_start(seed: int, step: int, tail: np.ndarray) -> np.uint64:
    """``stream.start(f"{seed}:{step}" + tail)``: where ``StepRandom`` of that key starts
    (``tail``: the key's ASCII bytes after the step, colon included)."""
    buf = np.zeros(KEY_BYTES, dtype=np.uint8)
    at = _put_int(buf, 0, seed)
    buf[at] = 58  # ":"
    at = _put_int(buf, at + 1, step)
    for i in range(len(tail)):
        buf[at + i] = tail[i]
    return blake2b_64(buf, at + len(tail))


__all__ = ["IV", "KEY_BYTES", "SIGMA", "blake2b_64", "key_start"]
