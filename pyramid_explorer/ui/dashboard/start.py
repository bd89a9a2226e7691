"""A faster start for the dashboard's kernel: the dashboard notebook's first cell runs

    from pyramid_explorer.ui.dashboard import Dashboard, fast_start
    fast_start()

before anything imports plotly (see :func:`fast_start` for what it changes in that kernel).
"""

from __future__ import annotations

import sys

from ..common.plotly_assets import use_served_plotly


def fast_start() -> bool:
    """Make the dashboard's kernel start faster; True when something took effect.

    Two things, both only in the kernel that calls it (the dashboard notebook does, before
    anything imports plotly):

    * plotly's ``FigureWidget`` imports nbformat, whose jsonschema imports the optional
      ``rfc3987_syntax`` package if installed (JupyterLab installs it); that package compiles
      a grammar at import, about 2.5 s. The dashboard never validates IRIs, so the package is
      marked absent and jsonschema skips just that one format check.
    * A ``FigureWidget`` sends plotly's whole JavaScript (about 5 MB) through the websocket
      with every chart. When ``pyramid-explorer dashboard`` serves that code as a static file
      (it sets ``PYRAMID_EXPLORER_PLOTLY_ESM`` to its path on the Voila server), each chart
      instead carries a three-line loader that imports the file, which the browser caches.
    * In a kernel Voila pre-heats, plotly is loaded after the notebook has run, while the
      kernel waits for a learner (:mod:`pyramid_explorer.ui.common.warmup`).
    """
    from ..common.warmup import warm_after_this_cell

    took = warm_after_this_cell()
    if "jsonschema" not in sys.modules and "rfc3987_syntax" not in sys.modules:
        sys.modules["rfc3987_syntax"] = None  # type: ignore[assignment]
        took = True
    return use_served_plotly() or took
