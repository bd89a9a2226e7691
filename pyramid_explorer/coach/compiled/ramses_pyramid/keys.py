"""The seeded draws' keys of Ramses Pyramid in compiled code (their tails after
``"<seed>:<step>"``; :func:`..blake2b.key_start` turns them into a stream's start).

The transition of option ``spend_crystals`` draws from ``state.rng("spend")``; the memory bot
from ``"bot:memory"`` and ``"bot:memory:guess"``.

>>> from pyramid_explorer.coach.compiled import stream
>>> int(key_start(-12, 345, SPEND)) == stream.start("-12:345:spend")
True
>>> int(key_start(7, 0, BOT)) == stream.start("7:0:bot:memory")
True
"""

from __future__ import annotations

import numpy as np

from ..blake2b import key_start

SPEND = np.frombuffer(b":spend", dtype=np.uint8).copy()
"""The key's tail of option spend_crystals' draw (``state.rng("spend")``)."""
BOT = np.frombuffer(b":bot:memory", dtype=np.uint8).copy()
"""The memory bot's tie-breaks (``state.rng("bot:memory")``)."""
GUESS = np.frombuffer(b":bot:memory:guess", dtype=np.uint8).copy()
"""The memory bot's guess of a temple (``state.rng("bot:memory:guess")``)."""

__all__ = ["BOT", "GUESS", "SPEND", "key_start"]
