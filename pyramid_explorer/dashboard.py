"""The dashboard's short import path: ``from pyramid_explorer.dashboard import Dashboard``.

The dashboard lives in :mod:`pyramid_explorer.ui.dashboard`.

>>> from pyramid_explorer import ui
>>> Dashboard is ui.dashboard.Dashboard, fast_start is ui.dashboard.fast_start
(True, True)
"""

from .ui.dashboard import Dashboard, fast_start

__all__ = ["Dashboard", "fast_start"]
