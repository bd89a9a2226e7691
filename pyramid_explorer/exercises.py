"""The exercises' short import path: ``from pyramid_explorer.exercises import Exercise``.

The exercises live in :mod:`pyramid_explorer.ui.exercises`.

>>> from pyramid_explorer.ui import exercises
>>> all(globals()[name] is getattr(exercises, name) for name in __all__)
True
>>> "dp.turn.rerolls" in rules_html("dice-pyramid", "seed")
True
"""

from .ui.exercises import Choice, Exercise, dice_pyramid_judge, rules_html

__all__ = ["Choice", "Exercise", "dice_pyramid_judge", "rules_html"]
