"""The exercises' short import path: ``from pyramid_explorer.exercises import Exercise``.

The exercises live in :mod:`pyramid_explorer.ui.exercises`.
"""

from .ui.exercises import Choice, Exercise, dice_pyramid_judge, rules_html

__all__ = ["Choice", "Exercise", "dice_pyramid_judge", "rules_html"]
