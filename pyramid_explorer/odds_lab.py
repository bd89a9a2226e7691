"""Moved to :mod:`pyramid_explorer.ui.odds_lab`; this module keeps older notebooks working."""

from .ui.odds_lab import *  # noqa: F403
