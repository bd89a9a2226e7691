"""The panels every page is made of: the explorer's and a shared table's pages compose the same
Table, Why, Log, Moves and Odds panels, each fed its slice of a frame
(:mod:`pyramid_explorer.ui.model.frame`) through the one contract of
:class:`~pyramid_explorer.ui.common.panel.Panel` (``update(slice)``, ``relabel(lang)``). A page
differs in its commands object (what its buttons may do: a control it does not offer is not
built) and in its frame (what it may show).

>>> from pyramid_explorer.ui.model.frame import TableSlice
>>> table = TablePanel()
>>> table.update(TableSlice("<b>step 1</b>")); table.html.value
'<b>step 1</b>'
>>> class OnlyMoves:          # a shared table's page: its commands offer moves, nothing else
...     def apply(self, action): pass
>>> MovesPanel(OnlyMoves()).outcome is None    # no chance inputs are built for it
True
"""

from .log import LogPanel, log_html
from .moves import MovesPanel
from .odds import OddsPanel
from .table import TablePanel, WhyPanel

__all__ = ["LogPanel", "MovesPanel", "OddsPanel", "TablePanel", "WhyPanel", "log_html"]
