"""Setting up a game of Ramses Pyramid from a seed (ruling ``rp.ruling.setup``).

Four secret temples with four different colours go onto four random temple spaces; up to
``loose_crystals`` of the brown spaces without a temple get a loose crystal of a random colour;
layers 2–6 each show four different colours; the 8 mummies stand at the top, two per side.

>>> from .options import make_options
>>> s = deal(5, make_options())
>>> sorted(s.temples.count(t) for t in range(4)), len(set(s.temple_colours))
([1, 1, 1, 1], 4)
>>> sum(1 for c in s.crystals if c), [len(set(c)) for c in s.layer_colours[1:]]
(4, [4, 4, 4, 4, 4])
>>> all(s.temples[i] < 0 for i, c in enumerate(s.crystals) if c)   # crystals beside no temple
True
>>> deal(5, make_options()) == s
True
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from .board import COLOURS, NUM_TEMPLES, SIDES, SPACES, TOP
from .options import RamsesOptions


@dataclass(frozen=True)
class Setup:
    """The dealt board: what :class:`~.state.RamsesState` starts from."""

    layer_colours: tuple[tuple[str, ...], ...]  # per layer 1..6, colour of piece 0..3 ("" dark)
    temples: tuple[int, ...]  # per temple space 0..8: temple id, -1 none (0 is the entrance)
    temple_colours: tuple[str, ...]  # per temple id
    crystals: tuple[str, ...]  # per brown space 0..8: loose crystal colour or ""
    mummies: tuple[tuple[int, int], ...]  # (layer, side); TOP for the top


def deal(seed: int, options: RamsesOptions) -> Setup:
    """The board for ``seed``, drawn with ``Random(f"{seed}:setup")``."""
    rng = random.Random(f"{seed}:setup")
    layers = [("", "", "", "")] + [tuple(rng.sample(COLOURS, 4)) for _ in range(5)]
    temple_spaces = sorted(rng.sample(SPACES, NUM_TEMPLES))
    temples = [-1] * 9
    for tid, space in enumerate(temple_spaces):
        temples[space] = tid
    temple_colours = tuple(rng.sample(COLOURS, NUM_TEMPLES))
    free = [s for s in SPACES if temples[s] < 0]
    crystals = [""] * 9
    for space in sorted(rng.sample(free, options.loose_crystals)):
        crystals[space] = rng.choice(COLOURS)
    mummies = tuple((TOP, side) for side in SIDES for _ in range(2))
    return Setup(tuple(layers), tuple(temples), temple_colours, tuple(crystals), mummies)
