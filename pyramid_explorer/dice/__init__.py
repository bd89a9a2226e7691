"""Exact dice mathematics: the challenge language, relic abilities, the Dice Pyramid cards,
and optimal keep / re-roll / relic odds.

This package imports numpy but never plotly or ipywidgets.

>>> from pyramid_explorer.dice import Challenge, card_by_room
>>> Challenge.parse("X X X Y Y").matches((2, 5, 2, 5, 2))
True
>>> card_by_room("Altar of the Sky").challenge.notation
'?>3*5'
"""

from .abilities import FLIP, Ability, AbilityUse
from .cards import CARDS, RELICS, ROOMS, Card, card_by_relic, card_by_room, full_house, relic_name
from .challenge import Challenge, ChallengeSyntaxError, Term, any_of, as_challenge
from .multisets import multisets

__all__ = [
    "CARDS",
    "FLIP",
    "RELICS",
    "ROOMS",
    "Ability",
    "AbilityUse",
    "Card",
    "Challenge",
    "ChallengeSyntaxError",
    "Term",
    "any_of",
    "as_challenge",
    "card_by_relic",
    "card_by_room",
    "full_house",
    "multisets",
    "relic_name",
]
