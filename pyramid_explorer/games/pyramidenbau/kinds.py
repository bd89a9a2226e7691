"""The names of a Pyramidenbau turn's steps and of the game's endings, each named once.

A leaf module: it imports nothing of the game, so the rule modules (:mod:`.transitions`,
:mod:`.refusals`, :mod:`.deal`, :mod:`.position`) import it at the top, and so does
:mod:`.state`, which imports those rule modules in turn (see ``docs/developing.md``, "Game
packages"). The values are the strings saves and observations have always used.

>>> Phase("order") is Phase.ORDER, Phase.ROLL == "roll", Termination.ALL_CAPS.value
(True, True, 'all-caps')
"""

from __future__ import annotations

from enum import Enum


class Phase(str, Enum):
    """Where in a turn the game is."""

    ROLL = "roll"      # chance: the die (dice) are rolled
    CHOOSE = "choose"  # two players, a turn per player: which of the seat's colours plays it
    ORDER = "order"    # two dice: which one is played first
    ACT = "act"        # the colour to move carries out its die or card
    OVER = "over"


class Termination(str, Enum):
    """How a game ended."""

    ALL_CAPS = "all-caps"
    TURN_CAP = "turn-cap"
