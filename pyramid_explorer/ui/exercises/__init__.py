"""Exercises for the teaching notebooks: a position, a question, a judged answer.
"""

from .exercise import (
    CSS,
    TEXTS,
    Choice,
    Exercise,
    Judge,
    Text,
    Verdict,
    coach_judge,
    dice_pyramid_judge,
    rules_html,
    text_in,
    tr,
)

__all__ = [
    "CSS",
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
    "tr",
]
