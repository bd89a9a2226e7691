"""Setting up a game: dealt from a seed (:func:`new_state`, from :mod:`.deal`) or built for a
lesson (:func:`position`, from :mod:`.position`), the two names lessons and notebooks import
from here.

The deal and the built positions live in their own modules because a built position starts
from the seed's deal (:mod:`.position` imports :mod:`.deal`); this module only gathers them.

>>> s = new_state(seed=5, players=3)
>>> sorted(s.owners), s.owners.count(-1)
([-1, 0, 1, 2], 1)
>>> p = position(seed=5, players=4, cells={"a1": "B"})
>>> p.stacks[0], p.quarry[0], p.start_position()["cells"]
((0,), 29, {'a1': 'B'})
"""

from __future__ import annotations

from .deal import deal_owners, new_state
from .position import position

__all__ = ["deal_owners", "new_state", "position"]
