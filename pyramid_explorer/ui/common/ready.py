"""A signal from the browser that a widget has been drawn: build heavy widgets after first paint.

:class:`RenderSignal` is an invisible widget. When the browser draws it, it waits for the next
frame (so the page has painted) and then sets ``rendered`` to ``True``, which reaches the kernel
as an ordinary trait change. The explorer uses it to create its plotly charts only after the
page is on screen (``Explorer(..., defer_charts=True)``): plotly's JavaScript is about 5 MB, and
a chart that exists while the page loads makes the page wait for it.

The front end is a few lines of JavaScript run by `anywidget <https://anywidget.dev>`_, which
plotly's ``FigureWidget`` needs anyway; it works under Voila, JupyterLab and Notebook 7.
Without a front end nothing is ever sent, so Python code calls the action itself:

>>> sig = RenderSignal()
>>> seen = []
>>> sig.when_rendered(lambda: seen.append("drawn"))
>>> sig.rendered = True          # what the browser sends after drawing the widget
>>> seen
['drawn']
>>> sig.rendered = False; sig.rendered = True   # only the first time
>>> seen
['drawn']
"""

from __future__ import annotations

from collections.abc import Callable

import anywidget
import traitlets

# requestAnimationFrame runs before the next paint; the timeout after it, once that paint is done
_ESM = """
function render({ model, el }) {
  el.style.display = "none";
  requestAnimationFrame(() => setTimeout(() => {
    if (!model.get("rendered")) { model.set("rendered", true); model.save_changes(); }
  }, 0));
}
export default { render };
"""


class RenderSignal(anywidget.AnyWidget):
    """An invisible widget whose ``rendered`` trait turns ``True`` once a browser has drawn it."""

    _esm = _ESM
    rendered = traitlets.Bool(False).tag(sync=True)

    def __init__(self) -> None:
        super().__init__()
        self._callbacks: list[Callable[[], object]] = []
        self._fired = False
        self.layout.display = "none"
        self.observe(self._on_rendered, "rendered")

    def when_rendered(self, callback: Callable[[], object]) -> None:
        """Call ``callback()`` once, the first time a browser reports the widget drawn."""
        self._callbacks.append(callback)

    def _on_rendered(self, change: dict[str, object]) -> None:
        if not change["new"] or self._fired:
            return
        self._fired = True
        for callback in self._callbacks:
            callback()
