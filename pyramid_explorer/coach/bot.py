"""The ``coach`` bot: plays the move the coach's search likes best, with a settable budget.

Each decision is :func:`.search.best_move` with the bot's :class:`.config.SearchConfig`
(default :data:`BOT_SEARCH`: about 24 playouts over at most 12 candidate moves), anchored on
its own playout bot's choice (``own_bot``, else the game's coach policy): another move is
played only when its paired difference to that one, over the same drawn positions, is above
zero by more than ``margin`` standard errors (default 1.96); moves trailing it by more than
``drop_z`` standard errors stop being played out. With ``budget_s``, as many playouts as fit
in that many seconds (then no longer deterministic). Its search seed comes from
``state.rng("bot:coach")`` (the config's ``seed`` is not used), so a game played by coach bots
replays exactly from seed + actions. A move with no alternative is played at once.

>>> from pyramid_explorer.games import new_game
>>> s = new_game("im-bann-der-pyramide", seed=5, players=3)
>>> bot = CoachBot(BOT_SEARCH.replace(playouts=8))
>>> bot.choose(s) in s.legal_actions(), bot.choose(s) == bot.choose(s)
(True, True)
"""

from __future__ import annotations

from ..engine import Action, GameState
from .config import SearchConfig
from .search import best_move

DEFAULT_PLAYOUTS = 24
"""Playouts per decision of the registered ``coach`` bot."""
DEFAULT_CANDIDATES = 12
"""Moves searched at most per decision (see :func:`.search.best_move`)."""
BOT_SEARCH = SearchConfig(playouts=DEFAULT_PLAYOUTS, candidates=DEFAULT_CANDIDATES)
"""The registered ``coach`` bot's search."""


class CoachBot:
    """Plays by the coach's search over what its seat knows (see the module doc)."""

    slow = ("plays every candidate move out from several drawn positions per decision: "
            "0.2–3 s a move on an idle core with the default budget")
    """Why this bot is slow (tests that mix every bot leave it out; see tests/playouts.py)."""

    def __init__(self, config: SearchConfig = BOT_SEARCH) -> None:
        self.config = config
        self.name = "coach"

    def quick(self) -> CoachBot:
        """A cheap copy for tests that play every registered bot: 2 candidate moves from 4
        drawn positions per decision (8 playouts), each cut short after 4 steps (the search
        machinery, not its strength)."""
        return CoachBot(self.config.replace(playouts=2, playout_steps=4, candidates=2,
                                            budget_s=None))

    def choose(self, state: GameState) -> Action:
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        seed = state.rng("bot:coach").getrandbits(62)
        return best_move(state, config=self.config.replace(seed=seed)).best.action
