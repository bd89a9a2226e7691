"""Which adapter belongs to which game: a game's own module, one registered by hand, or the
generic :class:`~.base.Adapter`.

>>> get("no-such-game").__class__.__name__      # any game works with the default adapter
'Adapter'
"""

from __future__ import annotations

import importlib
import importlib.util
from typing import TYPE_CHECKING

from ... import games
from ...engine.errors import OptionError

if TYPE_CHECKING:
    from .base import Adapter

# game id -> module defining ``ADAPTER``, for adapters registered by hand. A game's own adapter
# needs no entry: it is the module named like the game's package (``games/im_bann`` ->
# ``ui/adapters/im_bann.py``), imported on first use (keeps start-up fast).
_MODULES: dict[str, str] = {}
_CACHE: dict[str, Adapter] = {}


def _module_of(game_id: str) -> str | None:
    if game_id in _MODULES:
        return _MODULES[game_id]
    try:
        name = f"{__package__}.{games.package(game_id)}"
    except OptionError:
        return None
    return name if importlib.util.find_spec(name) is not None else None


def register(game_id: str, module: str) -> None:
    """Register the module (defining ``ADAPTER``) that adapts ``game_id``."""
    _MODULES[game_id] = module
    _CACHE.pop(game_id, None)


def get(game_id: str) -> Adapter:
    """The adapter of ``game_id`` (the generic :class:`Adapter` when none is registered)."""
    if game_id not in _CACHE:
        name = _module_of(game_id)
        # a game without its own adapter gets the generic one, found by name like the others
        _CACHE[game_id] = importlib.import_module(name or f"{__package__}.generic").ADAPTER
    return _CACHE[game_id]


__all__ = ["get", "register"]
