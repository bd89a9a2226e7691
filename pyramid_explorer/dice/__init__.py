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
from .advisor import KeepOption, best_keep
from .cards import CARDS, RELICS, ROOMS, Card, card_by_relic, card_by_room, full_house, relic_name
from .challenge import Challenge, ChallengeSyntaxError, Term, any_of, as_challenge
from .multisets import multisets
from .odds import (
    Relic,
    RoomOdds,
    RoomRow,
    Target,
    resolve_relic,
    resolve_target,
    resolve_targets,
    room_distribution,
    room_table,
    success_probability,
    success_probability_from,
)

__all__ = [
    "CARDS",
    "FLIP",
    "RELICS",
    "ROOMS",
    "Ability",
    "AbilityUse",
    "Card",
    "KeepOption",
    "Relic",
    "RoomOdds",
    "RoomRow",
    "Target",
    "Challenge",
    "ChallengeSyntaxError",
    "Term",
    "any_of",
    "as_challenge",
    "best_keep",
    "card_by_relic",
    "card_by_room",
    "full_house",
    "multisets",
    "relic_name",
    "resolve_relic",
    "resolve_target",
    "resolve_targets",
    "room_distribution",
    "room_table",
    "success_probability",
    "success_probability_from",
]
