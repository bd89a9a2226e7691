"""A cheap, deterministic ``random.Random`` for per-step draws.

The kernel derives a fresh generator for every step (``state.rng(purpose)``), keyed by seed,
step number and purpose. Seeding a Mersenne Twister from a string costs ~20 µs, more than the
rest of a Dice Pyramid step, so the key is hashed once with BLAKE2b and the draws come from a
SplitMix64 sequence started there: the same key always gives the same draws, and a generator
costs a few microseconds to create and draw from.

>>> a, b = StepRandom("7:3:chance"), StepRandom("7:3:chance")
>>> [a.randrange(6) for _ in range(8)] == [b.randrange(6) for _ in range(8)]
True
>>> StepRandom("7:3:chance").random() != StepRandom("7:4:chance").random()
True
>>> 0.0 <= StepRandom("x").random() < 1.0
True
"""

from __future__ import annotations

import random
from hashlib import blake2b
from typing import Any

MASK64 = (1 << 64) - 1


class StepRandom(random.Random):
    """A :class:`random.Random` drawing 64 bits at a time from SplitMix64 seeded by BLAKE2b(key)."""

    def __init__(self, key: Any = "") -> None:  # noqa: D107 - see class docstring
        self.seed(key)

    def seed(self, a: Any = "", version: int = 2) -> None:  # type: ignore[override]
        """(Re)start the stream for key ``a`` (any value; its ``str`` is the key)."""
        self._state = int.from_bytes(blake2b(str(a).encode(), digest_size=8).digest(), "little")
        self._bits = 0
        self._nbits = 0
        self.gauss_next = None

    def getrandbits(self, k: int) -> int:
        """``k`` random bits from the stream."""
        while self._nbits < k:
            self._state = z = (self._state + 0x9E3779B97F4A7C15) & MASK64
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
            self._bits |= (z ^ (z >> 31)) << self._nbits
            self._nbits += 64
        out = self._bits & ((1 << k) - 1)
        self._bits >>= k
        self._nbits -= k
        return out

    def random(self) -> float:
        """A float in [0, 1) with 53 random bits."""
        return self.getrandbits(53) * (2.0 ** -53)

    def getstate(self) -> tuple:
        return (self._state, self._bits, self._nbits)

    def setstate(self, state: tuple) -> None:
        self._state, self._bits, self._nbits = state
