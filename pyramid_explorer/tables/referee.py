"""The referee of a shared table: who sits where, whether a move may be played, the rolls and
bots' moves that follow it, and when a table has rested too long. No SQL here — the storage
(:mod:`.storage`) keeps what the referee decides.

>>> from pyramid_explorer import games
>>> seats = seat_names(games.spec("ramses-pyramid"), 3, humans=[0, 2])
>>> seats
('human', 'memory', 'human')
>>> state, steps = play_on(games.new_game("ramses-pyramid", seed=5, players=3), seats)
>>> state.current_player() in (0, 2), all(seat != 0 for seat, _ in steps)
(True, True)
>>> expired(touched=100.0, idle=60.0, now=200.0), expired(touched=150.0, idle=60.0, now=200.0)
(True, False)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from .. import games
from ..engine import CHANCE, Action, GameState
from ..games import HUMAN
from .errors import NotYourTurn, TableError

MAX_AUTO_STEPS = 10_000  # rolls and bot moves played after one move (a guard, never reached)


def seat_names(spec: games.GameSpec, players: int, humans: Sequence[int] = (),
               bots: Mapping[int, str] | None = None) -> tuple[str, ...]:
    """Who sits where: :data:`HUMAN` for the seats in ``humans`` (0-based), the bot named in
    ``bots`` or the game's default bot (:meth:`~pyramid_explorer.games.GameSpec.default_bot`)
    for the others. :class:`TableError` for a seat the game has not, ``ValueError`` for a bot
    it does not know.

    >>> seat_names(games.spec("pyramidenbau"), 2, humans=[5])
    Traceback (most recent call last):
    ...
    pyramid_explorer.tables.errors.TableError: There is no seat 5 in a game of 2 players (seats are 0 to 1).
    """
    people = sorted(set(humans))
    for s in people:
        if not isinstance(s, int) or isinstance(s, bool) or not 0 <= s < players:
            raise TableError(f"There is no seat {s!r} in a game of {players} players (seats "
                             f"are 0 to {players - 1}).",
                             de=f"Es gibt keinen Platz {s!r} in einem Spiel für {players} "
                             f"Personen (Plätze 0 bis {players - 1}).")
    names = spec.bot_names()
    default = spec.default_bot()
    seats = tuple(HUMAN if s in people else (bots or {}).get(s, default) for s in range(players))
    for name in seats:
        if name != HUMAN and name not in names:
            raise ValueError(f"unknown bot {name!r} (bots: {', '.join(names)})")
    return seats


def check_move(code: str, state: GameState, seat: int, action: Action) -> GameState:
    """The state after ``seat`` plays ``action`` at table ``code``'s ``state``:
    :class:`NotYourTurn` when another seat (or nobody) is to move, the engine's
    ``IllegalAction`` for a move the rules do not allow.

    >>> from pyramid_explorer import games
    >>> root = games.new_game("pyramidenbau", seed=1, players=2)
    >>> check_move("ABCDEF", root, 1, root.legal_actions()[0])
    Traceback (most recent call last):
    ...
    pyramid_explorer.tables.errors.NotYourTurn: It is not P2's turn at table ABCDEF.
    """
    if state.current_player() != seat:
        raise NotYourTurn(code, seat)
    return state.apply(action)


def play_on(state: GameState, seats: Sequence[str]) -> tuple[GameState, list[tuple[int, Action]]]:
    """Play the rolls and the bots' moves from ``state`` up to a person's turn or the end:
    the state then, and each step as (the seat that made it — ``CHANCE`` for a roll —, its
    action)."""
    spec = games.spec(state.game_id)
    bots: dict[str, Any] = {}
    steps: list[tuple[int, Action]] = []
    for _ in range(MAX_AUTO_STEPS):
        seat = state.current_player()
        if seat == CHANCE:
            action = state.sample_chance()
        elif seat >= 0 and seats[seat] != HUMAN:
            name = seats[seat]
            if name not in bots:
                bots[name] = spec.make_bot(name)
            action = bots[name].choose(state)
        else:
            break
        state = state.apply(action)
        steps.append((seat, action))
    return state, steps


def movers(final: GameState) -> list[int]:
    """Who made each step of ``final``'s history (the seat to move before it; ``CHANCE`` for
    a roll), replayed from its start.

    >>> from pyramid_explorer import games
    >>> root = games.new_game("pyramidenbau", seed=1, players=2)
    >>> movers(root) == []
    True
    """
    state = games.new_game(final.game_id, seed=final.seed, players=final.num_players,
                           **final.options_dict())
    who = []
    for action in final.history:
        who.append(state.current_player())
        state = state.apply(action)
    return who


def expired(*, touched: float, idle: float, now: float) -> bool:
    """Whether a table last touched at ``touched`` has rested longer than ``idle`` seconds."""
    return touched < now - idle


__all__ = ["HUMAN", "MAX_AUTO_STEPS", "check_move", "expired", "movers", "play_on", "seat_names"]
