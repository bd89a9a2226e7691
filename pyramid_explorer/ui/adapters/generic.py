"""The adapter of a game that has none of its own: the generic :class:`~.base.Adapter`
(the game's own words, no odds panel, no composer).

>>> ADAPTER.make_odds(chart=False) is None
True
"""

from .base import Adapter

ADAPTER = Adapter()

__all__ = ["ADAPTER"]
