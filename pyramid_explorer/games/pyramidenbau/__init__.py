"""Pyramidenbau (eMGe-Spiele): 2–4 players build the four sides of one pyramid, stone by stone.

>>> from pyramid_explorer import games
>>> s = games.new_game("pyramidenbau", seed=4)
>>> s.num_players, sum(s.quarry), len(s.draw) + len(s.discard)
(4, 120, 40)
>>> games.load(s.to_json()) == s
True
"""

from __future__ import annotations

import random
from dataclasses import replace

from ...engine import RandomBot
from ...engine.rules import Bilingual
from .. import Chance, GameSpec, Information, Utility, coach_bot
from .bots import BuilderBot
from .kinds import Phase, Termination
from .moves import Move
from .options import OPTION_SPECS, PyramidenbauOptions, make_options
from .position import PositionError, from_start, position
from .rules import CLAUSES, GAME_ID
from .setup import new_state
from .state import PyramidenbauState
from .strategy import StrategistBot


def resample_hidden(state: PyramidenbauState, viewer: int, rng: random.Random) -> PyramidenbauState:
    """``state`` with the face-down pile reshuffled: the only thing no player knows.

    >>> from pyramid_explorer import games
    >>> s = games.new_game("pyramidenbau", seed=4)
    >>> t = resample_hidden(s, 0, random.Random(1))
    >>> t.observation(0) == s.observation(0), sorted(t.draw) == sorted(s.draw), t.draw != s.draw
    (True, True, True)
    """
    draw = sorted(state.draw)  # the new order depends on rng alone, not on the real one
    rng.shuffle(draw)
    return replace(state, draw=tuple(draw))


GAME = GameSpec(
    id=GAME_ID,
    name=Bilingual("Pyramidenbau", "Pyramidenbau"),
    min_players=2,
    max_players=4,
    default_players=4,
    options=OPTION_SPECS,
    new_state=new_state,
    bots={"random": RandomBot, "builder": BuilderBot, "strategist": StrategistBot,
          "coach": coach_bot},
    coach_policy="strategist",
    rule_prefix="pb",
    chance=Chance.DICE_AND_SHUFFLE,
    information=Information.HIDDEN,  # the order of the face-down cards
    utility=Utility.SCORE,
    blurb=Bilingual(
        "Each colour builds one side of a shared pyramid: place stones on workplaces, staff "
        "them with workers, build layer by layer, keep your colour on top and cap your side "
        "first. The card deck is reconstructed.",
        "Jede Farbe baut eine Seite der gemeinsamen Pyramide: Steine auf Arbeitsplätze setzen, "
        "Arbeiter hinstellen, Schicht für Schicht bauen, die eigene Farbe oben halten und als "
        "Erste die Spitze aufsetzen. Das Kartendeck ist rekonstruiert."),
    resample_hidden=resample_hidden,
    from_start=from_start,
)

__all__ = ["CLAUSES", "GAME", "BuilderBot", "Move", "Phase", "PyramidenbauOptions", "PyramidenbauState",
           "PositionError", "StrategistBot", "Termination", "from_start", "position", "make_options", "new_state", "resample_hidden"]
