"""The Odds Lab's short import path: ``from pyramid_explorer.odds_lab import OddsLab``.

The Odds Lab lives in :mod:`pyramid_explorer.ui.odds_lab`.

>>> from pyramid_explorer.ui import odds_lab
>>> all(globals()[name] is getattr(odds_lab, name) for name in __all__)
True
>>> percent(compute("X X X X X", rerolls=0).fresh_turn)
'0.077 %'
"""

from .ui.odds_lab import OddsLab, OddsResult, compute, display_figure, percent

__all__ = ["OddsLab", "OddsResult", "compute", "display_figure", "percent"]
