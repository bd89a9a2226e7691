"""The dashboard's short import path: ``from pyramid_explorer.dashboard import Dashboard``.

The dashboard lives in :mod:`pyramid_explorer.ui.dashboard`.
"""

from .ui.dashboard import Dashboard, fast_start

__all__ = ["Dashboard", "fast_start"]
