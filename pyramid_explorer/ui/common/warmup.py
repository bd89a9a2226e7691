"""Warm plotly in a pre-heated kernel while it waits in Voila's pool, not when a learner arrives.

The dashboard creates its odds charts once the browser has drawn the page
(``Explorer(..., defer_charts=True)``). The first chart of a kernel costs about 0.6 CPU-seconds
(plotly's figure widget code and validators load), every later one about 0.1 s. In a class,
that first chart came with every arrival, while the others were already clicking. A kernel that
Voila pre-heats (``VOILA_PREHEAT=True`` in its environment) has time before anyone takes it, so
once the dashboard notebook's cell has run, :func:`warm_after_this_cell` loads plotly there, in
a background thread (the kernel keeps answering while it does). A kernel started for a waiting
visitor is left alone: its first paint must not wait.

>>> class Events:
...     def __init__(self): self.callbacks = []
...     def register(self, name, callback): self.callbacks.append(callback)
...     def unregister(self, name, callback): self.callbacks.remove(callback)
>>> class Shell: events = Events()
>>> shell, warmed = Shell(), []
>>> warm_after_this_cell(shell, environ={}, warm=lambda: warmed.append(1))  # not pre-heated
False
>>> warm_after_this_cell(shell, environ={"VOILA_PREHEAT": "True"},
...                      warm=lambda: warmed.append(1))
True
>>> thread = shell.events.callbacks[0](None)   # IPython: the cell has finished
>>> thread.join(); warmed, shell.events.callbacks
([1], [])
"""

from __future__ import annotations

import logging
import os
import threading
from collections.abc import Callable, Mapping
from typing import Any

log = logging.getLogger(__name__)
PREHEAT_ENV = "VOILA_PREHEAT"


def warm_plotly() -> None:
    """Load what a kernel's first plotly figure widget needs (one widget, closed at once)."""
    import plotly.graph_objects as go

    widget = go.FigureWidget(go.Figure(go.Bar(x=[0], y=[0]), layout={"title": {"text": ""}}))
    widget.close()


def _warm_quietly(warm: Callable[[], None]) -> None:
    try:
        warm()
    except Exception:  # only a head start: the charts load plotly themselves  # noqa: BLE001
        log.exception("warming plotly failed")


def warm_after_this_cell(shell: Any = None, *, environ: Mapping[str, str] | None = None,
                         warm: Callable[[], None] = warm_plotly) -> bool:
    """In a kernel Voila pre-heats, run ``warm`` in a thread once the current cell is done.

    True when it was arranged (a pre-heated kernel with an IPython shell), else False.
    """
    if (environ if environ is not None else os.environ).get(PREHEAT_ENV) != "True":
        return False
    if shell is None:
        try:
            from IPython import get_ipython
        except ImportError:
            return False
        shell = get_ipython()
    if shell is None:
        return False

    def after_cell(_result: object) -> threading.Thread:
        shell.events.unregister("post_run_cell", after_cell)
        thread = threading.Thread(target=_warm_quietly, args=(warm,), daemon=True,
                                  name="pyramid-explorer-warm-plotly")
        thread.start()
        return thread

    shell.events.register("post_run_cell", after_cell)
    return True
