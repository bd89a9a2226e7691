"""Run a function on a module right after it is first imported, without importing it now.

The dashboard's kernel points plotly's figure widgets at the copy of plotly's JavaScript that
the server serves (:func:`pyramid_explorer.ui.dashboard.fast_start`). Doing that by importing
``plotly.basewidget`` at kernel start cost every kernel about 0.5 CPU-seconds and 27 MB before
its first paint, although the charts come only after it. :func:`after_import` sets it when
plotly is imported by the first chart instead.

>>> import sys
>>> seen = []
>>> after_import("json.tool", lambda module: seen.append(module.__name__))
>>> "json.tool" in sys.modules or seen == []
True
>>> import json.tool
>>> seen
['json.tool']
>>> after_import("json", lambda module: seen.append("at once"))   # already imported
>>> seen
['json.tool', 'at once']
"""

from __future__ import annotations

import importlib.abc
import importlib.machinery
import sys
from collections.abc import Callable, Sequence
from types import ModuleType
from typing import Any


class _Loader(importlib.abc.Loader):
    """The module's own loader, then the action."""

    def __init__(self, loader: Any, action: Callable[[ModuleType], object]) -> None:
        self._loader, self._action = loader, action

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ModuleType | None:
        return self._loader.create_module(spec)

    def exec_module(self, module: ModuleType) -> None:
        self._loader.exec_module(module)
        self._action(module)


class _Finder(importlib.abc.MetaPathFinder):
    """Finds one module with the normal path finder, once, and wraps its loader."""

    def __init__(self, name: str, action: Callable[[ModuleType], object]) -> None:
        self._name, self._action = name, action

    def find_spec(self, fullname: str, path: Sequence[str] | None,
                  target: ModuleType | None = None) -> importlib.machinery.ModuleSpec | None:
        if fullname != self._name:
            return None
        sys.meta_path.remove(self)
        spec = importlib.machinery.PathFinder.find_spec(fullname, path, target)
        if spec is not None and spec.loader is not None:
            spec.loader = _Loader(spec.loader, self._action)
        return spec


def after_import(name: str, action: Callable[[ModuleType], object]) -> None:
    """Call ``action(module)`` once ``name`` has been imported (now, if it already is)."""
    if name in sys.modules:
        action(sys.modules[name])
        return
    sys.meta_path.insert(0, _Finder(name, action))
