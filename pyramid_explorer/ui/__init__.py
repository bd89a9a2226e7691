"""The notebook user interface: the step-through explorer, charts and the dashboard.

``Explorer`` is imported lazily, so ``pyramid_explorer.ui.charts`` can be used without
building any widget.

>>> from pyramid_explorer.ui import Explorer
>>> Explorer.__name__
'Explorer'
"""

from __future__ import annotations

from typing import Any

__all__ = ["Explorer", "Session"]


def __getattr__(name: str) -> Any:
    if name == "Explorer":
        from .explorer.explorer import Explorer

        return Explorer
    if name == "Session":
        from .model.session import Session

        return Session
    raise AttributeError(f"module 'pyramid_explorer.ui' has no attribute {name!r}")
