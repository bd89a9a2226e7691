"""One playout from what a seat knows: redraw the hidden part, play to the end, read the result.

:func:`determinize` turns the real state into one the seat cannot tell apart from it
(``GameSpec.resample_hidden`` from the seat's point of view) and gives it a fresh seed drawn
from the coach's own generator — the seed is hidden information too (it fixes every later
roll and reshuffle), so the coach never plays on with the real one. :func:`play_to_end` plays
every seat with the game's best heuristic bot (:func:`playout_bot_name`) and the chance steps
from the new seed.

>>> import random
>>> from pyramid_explorer.games import new_game
>>> s = new_game("im-bann-der-pyramide", seed=4, players=3)
>>> d = determinize(s, 0, random.Random(1))
>>> d.observation(0) == s.observation(0), d.seed != s.seed
(True, True)
>>> playout_bot_name("ramses-pyramid"), playout_bot_name("pyramidenbau")
('memory', 'builder')
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from .. import games
from ..engine import TERMINAL, GameState
from ..games import Utility
from .estimates import MINUS_POINTS, POINTS

MAX_PLAYOUT_STEPS = 20_000
"""A playout still running after this many steps counts as a draw (no game gets near it)."""

NOT_PLAYOUT_BOTS = ("random", "coach")


def playout_bot_name(game_id: str) -> str:
    """The bot that plays every seat in a playout: the game's first bot that is neither the
    random one nor the coach (the heuristic bot the game lists first)."""
    names = list(games.spec(game_id).bots)
    return next((n for n in names if n not in NOT_PLAYOUT_BOTS), names[0])


def playout_bots(game_id: str, players: int, name: str | None = None) -> list[Any]:
    """One playout bot per seat (``name`` or :func:`playout_bot_name`)."""
    factory = games.spec(game_id).bots[name or playout_bot_name(game_id)]
    return [factory() for _ in range(players)]


def determinize(state: GameState, seat: int, rng: random.Random) -> GameState:
    """A state ``seat`` cannot tell from ``state``: the hidden part redrawn with ``rng``, and a
    new seed from ``rng`` (see the module doc)."""
    spec = games.spec(state.game_id)
    if spec.resample_hidden is not None:
        state = spec.resample_hidden(state, seat, rng)
    return replace(state, seed=rng.getrandbits(62))  # type: ignore[type-var]


def play_to_end(state: GameState, bots: Sequence[Any],
                max_steps: int = MAX_PLAYOUT_STEPS) -> GameState:
    """``state`` played on by ``bots`` (seat ``i`` by ``bots[i]``), chance from its seed.

    The bots choose from the listed moves, so each step is taken with
    ``GameState.advance`` (the state ``apply`` gives, without checking it a second time).
    """
    for _ in range(max_steps):
        seat = state.current_player()
        if seat >= 0:
            state = state.advance(bots[seat].choose(state))
        elif seat == TERMINAL:
            break
        else:
            state = state.advance(state.sample_chance())
    return state


def sole_winner(returns: Sequence[float], utility: Utility) -> int | None:
    """The seat with the best return alone, or ``None`` (a tie, a draw, unfinished).

    The same rule as the simulation lab's ``winner_of``: highest return wins (Im Bann's
    Multi-Game variant returns minus points as negative numbers), lowest for ``MINUS_POINTS``.

    >>> sole_winner([1.0, -1.0, -1.0], Utility.WIN_LOSS), sole_winner([12, 15, 15], Utility.SCORE)
    (0, None)
    """
    if len(returns) < 2:
        return 0 if returns and returns[0] > 0 else None
    best = min(returns) if utility is Utility.MINUS_POINTS else max(returns)
    values = list(returns)
    return values.index(best) if values.count(best) == 1 else None


def won(returns: Sequence[float], seat: int, kind: str | None, utility: Utility) -> bool:
    """True when ``seat`` won: a positive return in a game only won or lost (a team's or the
    whole table's win counts for each of its seats), else the best score alone.

    >>> won([1.0, 1.0, -1.0, -1.0], 1, None, Utility.WIN_LOSS)      # Ramses, teams of two
    True
    >>> won([-3.0, -7.0], 0, MINUS_POINTS, Utility.WIN_LOSS)          # Im Bann Multi-Game
    True
    """
    if kind is None and utility is Utility.WIN_LOSS:
        return returns[seat] > 0
    return sole_winner(returns, utility) == seat


def score_kind(state: GameState) -> str | None:
    """What the coach's score means in ``state``'s game with its options (as the game's
    :class:`~pyramid_explorer.games.GameSpec` says): :data:`POINTS`, :data:`MINUS_POINTS` or
    ``None`` (the game is only won or lost).

    >>> from pyramid_explorer.games import new_game
    >>> score_kind(new_game("pyramidenbau", seed=1)), score_kind(new_game("ramses-pyramid", seed=1))
    ('points', None)
    >>> score_kind(new_game("im-bann-der-pyramide", seed=1, multi_game=True))
    'minus points'
    """
    game = games.spec(state.game_id)
    if game.utility is Utility.SCORE:
        return POINTS
    if game.scores_minus_points(state.options):  # Im Bann's Multi-Game: -(minus points)
        return MINUS_POINTS
    return None


def seat_score(returns: Sequence[float], seat: int, kind: str | None, utility: Utility) -> float:
    """The seat's score of ``kind`` read from the returns (minus points as a positive count)."""
    value = float(returns[seat])
    if kind == MINUS_POINTS and utility is not Utility.MINUS_POINTS:
        return -value
    return value
