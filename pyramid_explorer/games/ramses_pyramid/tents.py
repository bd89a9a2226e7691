"""Crystals changing tents: the steal face and, with option ``spend_crystals``, a used crystal.

>>> from pyramid_explorer.games import new_game
>>> from .quick import replace
>>> s = replace(new_game("ramses-pyramid", seed=3), tents=((), ("red", "blue")))
>>> steal(s, 1, "red").tents
(('red',), ('blue',))
>>> after = spend(replace(s, tents=(("red",), ())), "red")
>>> after.tents[0], sorted(c for c in after.crystals if c).count("red")
((), 2)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .board import COLOURS, SPACES
from .quick import replace

if TYPE_CHECKING:
    from .state import RamsesState


def steal(s: RamsesState, victim: int, colour: str) -> RamsesState:
    """The player to move takes one ``colour`` crystal from ``victim``'s tent."""
    tents = list(s.tents)
    lost = list(tents[victim])
    lost.remove(colour)
    tents[victim] = tuple(lost)
    tents[s.player] = tuple(sorted(tents[s.player] + (colour,), key=COLOURS.index))
    return replace(s, tents=tuple(tents))


def spend(s: RamsesState, colour: str) -> RamsesState:
    """Option spend_crystals: the crystal goes back onto a random free brown space."""
    tents = list(s.tents)
    mine = list(tents[s.player])
    mine.remove(colour)
    tents[s.player] = tuple(mine)
    free = [p for p in SPACES if not s.crystals[p]]
    space = free[s.rng("spend").randrange(len(free))]
    crystals = s.crystals[:space] + (colour,) + s.crystals[space + 1:]
    return replace(s, tents=tuple(tents), crystals=crystals)
