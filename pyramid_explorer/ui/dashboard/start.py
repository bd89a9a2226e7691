"""A faster start for the dashboard's kernel: the dashboard notebook's first cell runs

    from pyramid_explorer.ui.dashboard import Dashboard, fast_start
    fast_start()

before anything imports plotly (see :func:`fast_start` for what it changes in that kernel).
In a fresh kernel plotly then loads without nbformat:

>>> import subprocess, sys
>>> kernel = ("import sys; from pyramid_explorer.ui.dashboard.start import fast_start; "
...           "took = fast_start(); import plotly.graph_objects; "
...           "print(took, sys.modules['nbformat'])")
>>> subprocess.run([sys.executable, "-c", kernel], capture_output=True, text=True).stdout.strip()
'True None'
"""

from __future__ import annotations

import logging
import os
import sys
import traceback
from typing import Any

from ...games.pyramidenbau.cards import SERVED_ENV  # set for a served dashboard's kernels
from ..common.plotly_assets import use_served_plotly

KERNEL_LOGGERS = ("Comm", "ipykernel.comm")  # where a failed widget message is reported


class TerminalHandler(logging.Handler):
    """Writes to the kernel process's own stderr (the server's terminal), which ipykernel does
    not forward to the page, unlike ``sys.stderr``."""

    def emit(self, record: logging.LogRecord) -> None:
        try:
            print(f"[pyramid-explorer kernel] {self.format(record)}", file=sys.__stderr__,
                  flush=True)
        except Exception:  # a closed terminal must not break the kernel
            self.handleError(record)


def keep_tracebacks_off_the_page(shell: Any = None) -> None:
    """In a served dashboard, errors in the kernel's message handling never reach a page.

    A page that sends a malformed widget message (a modified browser) made the kernel log the
    error with its traceback to ``sys.stderr``, which ipykernel forwards to the page: server
    paths and code for anyone to read. Here those loggers write to the server's terminal
    instead, and an error in a widget callback (``shell.showtraceback``, which ipywidgets calls)
    is printed there too. Our own callbacks already show friendly problems; this is the net
    under them.
    """
    handler = TerminalHandler()
    handler.setFormatter(logging.Formatter("%(levelname)s %(name)s: %(message)s"))
    for name in KERNEL_LOGGERS:
        logger = logging.getLogger(name)
        logger.handlers = [handler]
        logger.propagate = False
    if shell is not None:
        def to_terminal(*_args: Any, **_kwargs: Any) -> None:
            traceback.print_exc(file=sys.__stderr__)

        shell.showtraceback = to_terminal


def fast_start() -> bool:
    """Make the dashboard's kernel start faster; True when something took effect.

    Three things, all only in the kernel that calls it (the dashboard notebook does, before
    anything imports plotly):

    * plotly's ``FigureWidget`` imports nbformat (through ``plotly.io``'s renderers, which use
      it only to show a figure as a notebook output, ``fig.show()``), and nbformat imports
      jsonschema and its format checkers: about 6 MB and 0.15 s in every kernel. The
      dashboard never shows a figure that way (its charts are widgets; a notebook output is
      built as a plain mime bundle, :mod:`pyramid_explorer.ui.charts.notebook`), so nbformat
      is marked absent, and plotly takes it as an optional package not installed. Should
      nbformat be loaded already, the optional ``rfc3987_syntax`` package (JupyterLab
      installs it) is marked absent instead: jsonschema would import it, and it compiles a
      grammar at import, about 2.5 s; jsonschema then skips just that one format check.
    * A ``FigureWidget`` sends plotly's whole JavaScript (about 5 MB) through the websocket
      with every chart. When ``pyramid-explorer dashboard`` serves that code as a static file
      (it sets ``PYRAMID_EXPLORER_PLOTLY_ESM`` to its path on the Voila server), each chart
      instead carries a three-line loader that imports the file, which the browser caches.
    * In a served dashboard, kernel errors go to the server's terminal, never to a learner's
      page (:func:`keep_tracebacks_off_the_page`).

    Pre-heated kernels do not load plotly ahead: the games' odds charts are HTML bars
    (:mod:`pyramid_explorer.ui.charts.bars`), and plotly loads only when a learner opens the
    Odds Lab or the Simulate tab.
    """
    took = False
    if os.environ.get(SERVED_ENV):
        from IPython import get_ipython

        keep_tracebacks_off_the_page(get_ipython())
    if "nbformat" not in sys.modules:
        sys.modules["nbformat"] = None  # type: ignore[assignment]
        took = True
    if "jsonschema" not in sys.modules and "rfc3987_syntax" not in sys.modules:
        sys.modules["rfc3987_syntax"] = None  # type: ignore[assignment]
        took = True
    return use_served_plotly() or took
