"""*Im Bann der Pyramide* (Wolfgang Kramer, Adlung Spiele): card game for 2–5 players.

>>> from pyramid_explorer import games
>>> s = games.new_game("im-bann-der-pyramide", seed=4)
>>> s.num_players, len(s.adventure_values), len(s.all_cards())
(4, 4, 54)
>>> games.load(s.to_json()) == s
True
"""

from __future__ import annotations

from ...engine.rules import Bilingual
from .. import Chance, GameSpec, Information, Utility, coach_bot
from .bots import HeuristicBot, RandomImBannBot
from .kinds import Move, Phase, Termination
from .labels import action_label
from .moves import GROUPS, MOVES
from .options import OPTIONS, ImBannOptions, counts_minus_points
from .resample import resample_hidden
from .rules import CLAUSES, GAME_ID
from .state import ImBannState
from .strategy import StrategistBot

GAME = GameSpec(
    id=GAME_ID,
    name=Bilingual("Im Bann der Pyramide", "Im Bann der Pyramide"),
    min_players=2,
    max_players=5,
    default_players=4,
    options=OPTIONS,
    new_state=ImBannState.new,
    from_start=ImBannState.from_start,
    bots={"random": RandomImBannBot, "heuristic": HeuristicBot, "strategist": StrategistBot,
          "coach": coach_bot},
    coach_policy="strategist",
    rule_prefix="ib",
    chance=Chance.SHUFFLE,
    information=Information.HIDDEN,
    resample_hidden=resample_hidden,  # other hands and the draw order (resample.py)
    utility=Utility.WIN_LOSS,
    counts_minus_points=counts_minus_points,  # the Multi-Game variant: minus points per round
    blurb=Bilingual("Collect equipment the depot allows, complete four adventures and reach "
                    "the King's Chamber with the exact sum — while Curses and the Mummy get in "
                    "the way.",
                    "Sammle die Ausrüstung, die das Depot erlaubt, erfülle vier Abenteuer und "
                    "erreiche die Königskammer mit genauer Summe — trotz Fluch und Mumie."),
)

__all__ = ["CLAUSES", "GAME", "GROUPS", "MOVES", "OPTIONS", "ImBannOptions", "ImBannState", "Move",
           "Phase", "Termination", "action_label"]
