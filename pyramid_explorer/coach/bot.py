"""The ``coach`` bot: plays the move the coach's search likes best, with a settable budget.

Each decision spends about ``playouts`` playouts (:func:`.search.best_move`) over at most
``candidates`` moves, anchored on its own playout bot's choice (``own_bot``, else the game's
best heuristic bot): another move is played only
when its paired difference to that one, over the same drawn positions, is above zero by more
than ``margin`` standard errors (default 1.96); moves trailing it by more than ``z`` standard
errors stop being played out. With
``budget_s``, as many playouts as fit in that many seconds (then no longer deterministic). Its
search seed comes from ``state.rng("bot:coach")``, so a game played by coach bots replays
exactly from seed + actions. A move with no alternative is played at once. ``draw`` replaces
how drawn positions are made (:data:`.search.Draw`; only the skill-ceiling benchmark does).

>>> from pyramid_explorer.games import new_game
>>> s = new_game("im-bann-der-pyramide", seed=5, players=3)
>>> bot = CoachBot(playouts=8)
>>> bot.choose(s) in s.legal_actions(), bot.choose(s) == bot.choose(s)
(True, True)
"""

from __future__ import annotations

from ..engine import Action, GameState
from .search import DEFAULT_MARGIN, DEFAULT_Z, Draw, best_move

DEFAULT_PLAYOUTS = 24
"""Playouts per decision of the registered ``coach`` bot."""
DEFAULT_CANDIDATES = 12
"""Moves searched at most per decision (see :func:`.search.best_move`)."""


class CoachBot:
    """Plays by the coach's search over what its seat knows (see the module doc)."""

    slow = ("plays every candidate move out from several drawn positions per decision: "
            "0.2–3 s a move on an idle core with the default budget")
    """Why this bot is slow (tests that mix every bot leave it out; see tests/playouts.py)."""

    def __init__(self, playouts: int = DEFAULT_PLAYOUTS, budget_s: float | None = None,
                 playout_bot: str | None = None, playout_steps: int | None = None,
                 candidates: int | None = DEFAULT_CANDIDATES, z: float = DEFAULT_Z,
                 margin: float = DEFAULT_MARGIN, draw: Draw | None = None,
                 own_bot: str | None = None) -> None:
        if isinstance(playouts, bool) or not isinstance(playouts, int) or playouts < 1:
            raise ValueError(f"playouts must be a whole number of at least 1, not {playouts!r}")
        if budget_s is not None and not budget_s > 0:
            raise ValueError(f"budget_s must be a positive number of seconds, not {budget_s!r}")
        self.playouts = playouts
        self.budget_s = budget_s
        self.playout_bot = playout_bot
        self.playout_steps = playout_steps
        self.candidates = candidates
        self.z = z
        self.margin = margin
        self.draw = draw
        self.own_bot = own_bot
        self.name = "coach"

    def quick(self) -> CoachBot:
        """A cheap copy for tests that play every registered bot: 2 candidate moves from 4
        drawn positions per decision (8 playouts), each cut short after 4 steps (the search
        machinery, not its strength)."""
        return CoachBot(playouts=2, playout_bot=self.playout_bot, playout_steps=4,
                        candidates=2, z=self.z, margin=self.margin, draw=self.draw,
                        own_bot=self.own_bot)

    def choose(self, state: GameState) -> Action:
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        seed = state.rng("bot:coach").getrandbits(62)
        ranking = best_move(state, playouts=self.playouts, budget_s=self.budget_s, seed=seed,
                            playout_bot=self.playout_bot, playout_steps=self.playout_steps,
                            candidates=self.candidates, z=self.z, margin=self.margin,
                            draw=self.draw, own_bot=self.own_bot)
        return ranking.best.action
