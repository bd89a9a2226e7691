"""The Odds Lab: exact odds of one Dice Pyramid roll, computed (:func:`compute`) and drawn.

>>> r = compute("X X X X X", roll=(6, 6, 6, 2, 1))
>>> percent(r.fresh_turn), r.options[0].label("en"), percent(r.options[0].probability)
('4.6 %', 'Keep 6 6 6, re-roll 2 dice', '9.3 %')
"""

from .lab import (
    CSS,
    DEFAULT_CHALLENGE,
    DEFAULT_ROLL,
    MAX_OPTIONS,
    NO_RELIC_COLOUR,
    RELIC_CHOICES,
    RELIC_COLOUR,
    TEXTS,
    OddsLab,
    OddsResult,
    compute,
    display_figure,
    figure_bundle,
    in_voila,
    odds_figure,
    odds_lab_text,
    options_figure,
    parse_dice,
    percent,
    relic_ability,
    show_figure,
)

__all__ = [
    "CSS",
    "DEFAULT_CHALLENGE",
    "DEFAULT_ROLL",
    "MAX_OPTIONS",
    "NO_RELIC_COLOUR",
    "RELIC_CHOICES",
    "RELIC_COLOUR",
    "TEXTS",
    "OddsLab",
    "OddsResult",
    "compute",
    "display_figure",
    "figure_bundle",
    "in_voila",
    "odds_figure",
    "options_figure",
    "parse_dice",
    "percent",
    "relic_ability",
    "show_figure",
    "odds_lab_text",
]
