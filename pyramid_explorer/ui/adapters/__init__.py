"""Per-game additions to the explorer, registered by game id.

>>> get("no-such-game").__class__.__name__      # any game works with the default adapter
'Adapter'
>>> get("dice-pyramid").game_id
'dice-pyramid'
"""

from __future__ import annotations

import importlib

from .base import Adapter, ApplyFn, Composer, OddsPanel, make_odds

# game id -> module defining ``ADAPTER``; imported on first use (keeps start-up fast).
_MODULES: dict[str, str] = {
    "dice-pyramid": "pyramid_explorer.ui.adapters.dice_pyramid",
    "im-bann-der-pyramide": "pyramid_explorer.ui.adapters.im_bann",
}
_CACHE: dict[str, Adapter] = {}


def register(game_id: str, module: str) -> None:
    """Register the module (defining ``ADAPTER``) that adapts ``game_id``."""
    _MODULES[game_id] = module
    _CACHE.pop(game_id, None)


def get(game_id: str) -> Adapter:
    """The adapter of ``game_id`` (the generic :class:`Adapter` when none is registered)."""
    if game_id not in _CACHE:
        name = _MODULES.get(game_id)
        _CACHE[game_id] = importlib.import_module(name).ADAPTER if name else Adapter()
    return _CACHE[game_id]


__all__ = ["Adapter", "ApplyFn", "Composer", "OddsPanel", "get", "make_odds", "register"]
