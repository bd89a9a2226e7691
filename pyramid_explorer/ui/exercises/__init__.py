"""Exercises for the teaching notebooks: a position, a question, a judged answer.

>>> from pyramid_explorer.engine import Action
>>> from pyramid_explorer.games import new_game
>>> s = new_game("dice-pyramid", seed=7).apply(Action("roll", (3, 3, 3, 5, 1)))
>>> ex = Exercise(s, "Which room?", [Choice("Take Ascending Passage",
...                                         [Action("take", ("Ascending Passage",))])])
>>> verdict = ex.choose(0)
>>> verdict.legal, verdict.rule_ids[0]
(False, 'dp.pyramid.open')
"""

from .exercise import (
    CSS,
    EXERCISE_SEARCH,
    TEXTS,
    Choice,
    Exercise,
    Judge,
    Text,
    Verdict,
    coach_judge,
    dice_pyramid_judge,
    exercise_text,
    rules_html,
    text_in,
)

__all__ = [
    "CSS",
    "EXERCISE_SEARCH",
    "TEXTS",
    "Choice",
    "Exercise",
    "Judge",
    "Text",
    "Verdict",
    "coach_judge",
    "dice_pyramid_judge",
    "rules_html",
    "text_in",
    "exercise_text",
]
