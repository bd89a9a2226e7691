"""The Odds Lab's short import path: ``from pyramid_explorer.odds_lab import OddsLab``.

The Odds Lab lives in :mod:`pyramid_explorer.ui.odds_lab`.
"""

from .ui.odds_lab import OddsLab, OddsResult, compute, display_figure, percent

__all__ = ["OddsLab", "OddsResult", "compute", "display_figure", "percent"]
