"""Moved to :mod:`pyramid_explorer.ui.exercises`; this module keeps older notebooks working."""

from .ui.exercises import *  # noqa: F403
