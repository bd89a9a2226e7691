"""Plotly's widget code from the dashboard server's static file instead of the websocket.

A plotly ``FigureWidget`` normally carries its whole JavaScript (about 5 MB) with every chart;
anywidget gives a widget two seconds to load its code, which a busy machine misses (the page
then reports ``[anywidget] Failed to initialize model``). ``pyramid-explorer dashboard``
serves that code as a file and tells its kernels where (``PYRAMID_EXPLORER_PLOTLY_ESM``);
:func:`use_served_plotly` points the widgets at it, so each chart carries a three-line loader
and the browser loads the file once and caches it. Every explorer calls it when it is built,
so any notebook served by the dashboard command gets it, not only the dashboard. Importing
``plotly.basewidget`` costs about 0.5 CPU-s and 27 MB, so the widgets are pointed at the file
when the first chart imports plotly, not at kernel start (:mod:`.after_import`).

>>> import os
>>> os.environ.pop(PLOTLY_ESM_ENV, None) and None
>>> use_served_plotly()
False
"""

from __future__ import annotations

import os

PLOTLY_ESM_ENV = "PYRAMID_EXPLORER_PLOTLY_ESM"
PLOTLY_LOADER = """
const mod = await import(new URL("URL_PATH", window.location.origin).href);
export default mod.default;
"""


_hooked: set[str] = set()


def use_served_plotly() -> bool:
    """Load plotly's widget code from the served file when there is one; True if so."""
    url = os.environ.get(PLOTLY_ESM_ENV, "")
    if not url.startswith("/"):
        return False
    if url not in _hooked:
        from .after_import import after_import

        _hooked.add(url)
        loader = PLOTLY_LOADER.replace("URL_PATH", url)
        after_import("plotly.basewidget",
                     lambda module: setattr(module.BaseFigureWidget, "_esm", loader))
    return True
