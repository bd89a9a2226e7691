"""Per-game additions to the explorer, registered by game id.

>>> get("no-such-game").__class__.__name__      # any game works with the default adapter
'Adapter'
>>> get("dice-pyramid").game_id
'dice-pyramid'
"""

from __future__ import annotations

from .base import Adapter, ApplyFn, Composer, OddsPanel
from .registry import get, register

__all__ = ["Adapter", "ApplyFn", "Composer", "OddsPanel", "get", "register"]
