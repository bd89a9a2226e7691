"""Moved to :mod:`pyramid_explorer.ui.dashboard`; this module keeps older notebooks working."""

from .ui.dashboard import *  # noqa: F403
