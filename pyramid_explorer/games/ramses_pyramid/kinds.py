"""The names of a Ramses Pyramid turn's steps and of the game's endings, each named once.

A leaf module: it imports nothing of the game, so every rule module (:mod:`.legal`,
:mod:`.refusals`, :mod:`.moves`, :mod:`.odds`) imports it at the top, and so does
:mod:`.state`, which imports those rule modules in turn (see ``docs/developing.md``, "Game
packages"). The values are the strings saves and observations have always used.

>>> Phase("climb") is Phase.CLIMB, Phase.ROLL == "roll", Termination.ALL_TRAPPED.value
(True, True, 'all-trapped')
"""

from __future__ import annotations

from enum import Enum


class Phase(str, Enum):
    """Where in a turn the game is."""

    DECIDE = "decide"    # on the pyramid (climb or sideways) or after the lap (enter a side)
    ROLL = "roll"        # chance: the die is rolled
    SPECIAL = "special"  # carry out the die's symbol (turn / steal / which mummy)
    ADVANCE = "advance"  # option track_up_to: how many spaces
    SPACE = "space"      # on a brown space: take / peek / nothing
    PLACE = "place"      # move the temple just looked into or opened
    CLIMB = "climb"      # steps left on the pyramid
    NAME = "name"        # treasure room: name the temples' colours
    OVER = "over"


class Termination(str, Enum):
    """How a game ended."""

    RAMSES = "ramses"          # Ramses defeated
    SCORPION = "scorpion"      # treasure room: Golden Scorpion taken
    MUMMIES = "mummies"        # team play: all 8 mummies on the brown spaces
    ALL_TRAPPED = "all-trapped"
    TURN_CAP = "turn-cap"
