"""*Ramses Pyramid* (Reiner Knizia, LEGO Games 3843): climb the pyramid with crystals and memory.

>>> from pyramid_explorer import games
>>> s = games.new_game("ramses-pyramid", seed=4, players=3)
>>> s.num_players, len(s.mummies), s.is_chance_node()
(3, 8, True)
>>> games.load(s.to_json()) == s
True
"""

from __future__ import annotations

from typing import Any

from ...engine import RandomBot
from ...engine.rules import Bilingual
from .. import Chance, GameSpec, Information, Utility, coach_bot
from .bots import MemoryBot
from .kinds import Phase, Termination
from .options import OPTION_SPECS, RamsesOptions, make_options
from .position import PositionError, from_position, from_start
from .rules import CLAUSES, GAME_ID
from .state import RamsesState
from .view import resample_hidden


def new_state(seed: int, players: int = 2, **options: Any) -> RamsesState:
    """A new game for ``players`` set up from ``seed`` with the given options."""
    return RamsesState.new(seed=seed, players=players, **options)


GAME = GameSpec(
    id=GAME_ID,
    name=Bilingual("Ramses Pyramid", "Ramses Pyramide"),
    min_players=2,
    max_players=4,
    default_players=2,
    options=OPTION_SPECS,
    new_state=new_state,
    bots={"random": RandomBot, "memory": MemoryBot, "coach": coach_bot,
          "forgetful": lambda: MemoryBot(0.5)},
    rule_prefix="rp",
    chance=Chance.DICE_AND_SHUFFLE,  # die rolls; setup and spent crystals (option) are seeded draws
    information=Information.HIDDEN,
    utility=Utility.WIN_LOSS,
    default_viewer=0,
    blurb=Bilingual(
        "Go round the pyramid collecting crystals and peeking into secret temples, then climb "
        "six coloured layers past the mummies — remember which temple hides which colour.",
        "Umrunde die Pyramide, sammle Juwelen und schau heimlich in Tempel, dann klettere über "
        "sechs farbige Stufen an den Mumien vorbei — merk dir, welcher Tempel welche Farbe "
        "birgt."),
    resample_hidden=resample_hidden,
    from_start=from_start,
)

__all__ = ["CLAUSES", "GAME", "MemoryBot", "Phase", "PositionError", "RamsesOptions",
           "RamsesState", "Termination", "from_position", "from_start", "make_options",
           "new_state"]
