"""The bots' random stream in compiled code: :class:`~pyramid_explorer.engine.fastrng.StepRandom`
draw for draw.

A Python bot breaks ties with ``state.rng("bot:<name>")``: a SplitMix64 sequence started at
BLAKE2b(key) (``engine/fastrng.py``). A compiled policy that must pick *the same move* as the
Python bot draws from the same sequence, so this module re-implements ``getrandbits`` (with the
same bit buffer: 64 bits added at a time, the low bits handed out first), ``randbelow`` (Python's
``_randbelow_with_getrandbits``: ``n.bit_length()`` bits, redrawn while ``>= n``; ``randrange(n)``,
``choice`` and ``shuffle`` all use it) and ``random`` (53 bits) as numba functions on a
four-word ``uint64`` array ``[splitmix state, buffer low, buffer high, bits in buffer]``.

:func:`start` gives the first word for a key, computed in Python (BLAKE2b is not compiled); in
playouts the compiled code derives its own starting words with :func:`mix` instead (a playout
needs fresh, independent draws, not the Python keys).

>>> from pyramid_explorer.engine.fastrng import StepRandom
>>> rng = new_stream(start("7:3:bot:memory"))
>>> py = StepRandom("7:3:bot:memory")
>>> [randbelow(rng, n) for n in (1, 2, 6, 13, 1000)] == [py.randrange(n) for n in (1, 2, 6, 13, 1000)]
True
>>> random(rng) == py.random()
True
"""

from __future__ import annotations

from hashlib import blake2b

import numpy as np

from ...solve.kernel import AVAILABLE

if AVAILABLE:
    from numba import njit as _numba_njit

    def njit(*args, **kwargs):  # type: ignore[no-redef]
        """numba's ``njit``; where ``cache=True`` finds no writable folder (the package's
        ``__pycache__``, then numba's user-wide cache) the function is compiled uncached
        instead of the import failing: slower to start, the same machine code."""
        if args and callable(args[0]):
            return njit(**kwargs)(args[0])

        def decorate(fn):
            try:
                return _numba_njit(**kwargs)(fn)
            except RuntimeError:  # "cannot cache function …: no locator available"
                if not kwargs.get("cache"):
                    raise
                return _numba_njit(**{**kwargs, "cache": False})(fn)
        return decorate
else:  # pragma: no cover - numba is a dependency; keeps the module importable without it
    def njit(*args, **kwargs):  # type: ignore[no-redef]
        if args and callable(args[0]):
            return args[0]
        return lambda fn: fn

GOLDEN = np.uint64(0x9E3779B97F4A7C15)
MUL1 = np.uint64(0xBF58476D1CE4E5B9)
MUL2 = np.uint64(0x94D049BB133111EB)


def start(key: str) -> int:
    """The SplitMix64 state :class:`StepRandom` starts from for ``key`` (as an unsigned int).

    >>> start("x") == int.from_bytes(blake2b(b"x", digest_size=8).digest(), "little")
    True
    """
    return int.from_bytes(blake2b(str(key).encode(), digest_size=8).digest(), "little")


def new_stream(first: int) -> np.ndarray:
    """A fresh stream array starting at SplitMix64 state ``first``."""
    rng = np.zeros(4, dtype=np.uint64)
    rng[0] = np.uint64(first)
    return rng


@njit(cache=True, nogil=True)
def reset(rng: np.ndarray, first: np.uint64) -> None:
    """Restart ``rng`` in place at SplitMix64 state ``first`` (an empty buffer)."""
    rng[0] = first
    rng[1] = np.uint64(0)
    rng[2] = np.uint64(0)
    rng[3] = np.uint64(0)


@njit(cache=True, nogil=True)
def mix(a: np.uint64, b: np.uint64) -> np.uint64:
    """A well-mixed 64-bit word from two (SplitMix64's finaliser of ``a + golden * (b + 1)``):
    the starting word of a playout's stream for seed ``a`` and step ``b``."""
    z = a + GOLDEN * (b + np.uint64(1))
    z = (z ^ (z >> np.uint64(30))) * MUL1
    z = (z ^ (z >> np.uint64(27))) * MUL2
    return z ^ (z >> np.uint64(31))


@njit(cache=True, nogil=True)
def getrandbits(rng: np.ndarray, k: int) -> np.uint64:
    """``k`` (0–64) random bits, as ``StepRandom.getrandbits(k)``."""
    if k == 0:
        return np.uint64(0)
    while rng[3] < np.uint64(k):
        rng[0] = rng[0] + GOLDEN
        z = rng[0]
        z = (z ^ (z >> np.uint64(30))) * MUL1
        z = (z ^ (z >> np.uint64(27))) * MUL2
        z = z ^ (z >> np.uint64(31))
        n = rng[3]
        if n == np.uint64(0):
            rng[1] = z
        else:  # 0 < n < 64: the low word takes z's low bits, the high word the rest
            rng[1] = rng[1] | (z << n)
            rng[2] = z >> (np.uint64(64) - n)
        rng[3] = n + np.uint64(64)
    kk = np.uint64(k)
    if k == 64:
        out = rng[1]
        rng[1] = rng[2]
        rng[2] = np.uint64(0)
    else:
        out = rng[1] & ((np.uint64(1) << kk) - np.uint64(1))
        rng[1] = (rng[1] >> kk) | (rng[2] << (np.uint64(64) - kk))
        rng[2] = rng[2] >> kk
    rng[3] = rng[3] - kk
    return out


@njit(cache=True, nogil=True)
def bit_length(n: int) -> int:
    """The number of bits of ``n`` (> 0), as ``int.bit_length``."""
    k = 0
    while n > 0:
        n >>= 1
        k += 1
    return k


@njit(cache=True, nogil=True)
def randbelow(rng: np.ndarray, n: int) -> int:
    """A draw from ``range(n)`` (``n`` > 0), as ``randrange(n)``; ``choice`` and ``shuffle``
    draw with it."""
    k = bit_length(n)
    r = getrandbits(rng, k)
    while r >= np.uint64(n):
        r = getrandbits(rng, k)
    return int(r)


@njit(cache=True, nogil=True)
def random(rng: np.ndarray) -> float:
    """A float in [0, 1), as ``StepRandom.random()``."""
    return float(getrandbits(rng, 53)) * (2.0 ** -53)


@njit(cache=True, nogil=True)
def shuffle(rng: np.ndarray, x: np.ndarray, n: int) -> None:
    """Shuffle the first ``n`` items of ``x`` in place, as ``random.shuffle``."""
    for i in range(n - 1, 0, -1):
        j = randbelow(rng, i + 1)
        t = x[i]
        x[i] = x[j]
        x[j] = t
