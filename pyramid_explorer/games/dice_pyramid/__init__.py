"""Dice Pyramid (Raul Portales): the solo dice game of rooms, relics and the Golden Ankh.

>>> from pyramid_explorer import games
>>> state = games.new_game("dice-pyramid", seed=11, great_pyramid=True)
>>> len(state.pyramid), state.options.relic_cap
(15, 5)
>>> ROOMS["Grand Gallery"].matches((2, 2, 5, 2, 1)), ROOMS["Grand Gallery"].notation
(True, 'X X X')
>>> ROOMS["Grand Gallery"].relic, ROOMS["Grand Gallery"].ability.describe()
("Jackal's Fang", 're-roll 3 dice')
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from ...dice import CARDS, Ability, Card, Challenge
from ...engine import RandomBot
from ...engine.rules import Bilingual
from .. import Chance, GameSpec, Information
from .actions import label
from .bots import GreedyBot
from .options import OPTION_SPECS, DicePyramidOptions, make_options
from .resample import resample_hidden
from .rules import GAME_ID  # (importing rules registers the dp.* clauses)
from .state import DicePyramidState


@dataclass(frozen=True)
class Room:
    """A room of the pyramid: its card, challenge and the relic it turns into."""

    card: Card

    @property
    def name(self) -> str:
        return self.card.room

    @property
    def number(self) -> int:
        return self.card.number

    @property
    def challenge(self) -> Challenge:
        return self.card.challenge

    @property
    def notation(self) -> str:
        """The challenge in the project's notation, e.g. ``X X X``."""
        return self.card.challenge.notation

    @property
    def relic(self) -> str:
        return self.card.relic

    @property
    def ability(self) -> Ability:
        return self.card.ability

    def matches(self, dice: Sequence[int]) -> bool:
        """True when ``dice`` meet this room's challenge (default full-house ruling)."""
        return self.card.challenge.matches(dice)


ROOMS: Mapping[str, Room] = MappingProxyType({c.room: Room(c) for c in CARDS})
"""Room name -> :class:`Room` (printed order)."""


def optimal_bot() -> Any:
    """The ``optimal`` bot (:class:`pyramid_explorer.solve.OptimalBot`: best play for the whole
    game), imported when first asked for (the solver imports this package)."""
    from ...solve import OptimalBot

    return OptimalBot()


def new_state(seed: int, players: int = 1, **options: Any) -> DicePyramidState:
    """A new solo game dealt from ``seed`` with the given options (see ``OPTION_SPECS``)."""
    return DicePyramidState.new(seed, make_options(**options))


GAME = GameSpec(
    id=GAME_ID,
    name=Bilingual("Dice Pyramid", "Würfelpyramide"),
    min_players=1,
    max_players=1,
    default_players=1,
    options=OPTION_SPECS,
    new_state=new_state,
    bots={"random": RandomBot, "greedy": GreedyBot, "optimal": optimal_bot},
    coached=False,  # the odds panel ranks every move exactly (the whole-game solver)
    rule_prefix="dp",
    chance=Chance.DICE,
    information=Information.HIDDEN,  # face-down rooms (unless I Know the Way)
    resample_hidden=resample_hidden,  # face-down rooms and the box (resample.py)
    default_viewer=0,
    blurb=Bilingual(
        "Solo: roll five dice, meet the rooms' challenges, collect relics and climb to the "
        "Treasure Chamber.",
        "Solo: wirf fünf Würfel, erfülle die Aufgaben der Räume, sammle Relikte und steige "
        "zur Schatzkammer auf."),
)

__all__ = ["GAME", "ROOMS", "DicePyramidOptions", "DicePyramidState", "GreedyBot", "Room",
           "label", "make_options", "new_state"]
