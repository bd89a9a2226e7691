"""Positions for the Ramses Pyramid tests, all on the board of seed 3.

Seed 3 (two players): temples A yellow on space 2, B blue on 4, C red on 6, D orange on 8;
loose crystals red on 1, purple on 3, blue on 5, orange on 7; layer 2 shows north blue, east
yellow, south purple, west red; layer 3 north blue, east yellow, south green, west red.
"""

from __future__ import annotations

from dataclasses import replace

from pyramid_explorer import games
from pyramid_explorer.engine import Action
from pyramid_explorer.games.ramses_pyramid.mechanics import Adventurer
from pyramid_explorer.games.ramses_pyramid.state import Phase, RamsesState

GAME = "ramses-pyramid"
NORTH, EAST, SOUTH, WEST = 0, 1, 2, 3


def new(players: int = 2, seed: int = 3, **options) -> RamsesState:
    return games.new_game(GAME, seed=seed, players=players, **options)


def A(kind: str, *args) -> Action:  # noqa: N802 - reads like the move
    return Action(kind, tuple(args))


def at(s: RamsesState, seat: int = 0, **where) -> RamsesState:
    """``s`` with seat's adventurer at ``where`` (Adventurer fields)."""
    advs = list(s.advs)
    advs[seat] = Adventurer(**where)
    return replace(s, advs=tuple(advs))


def deciding(s: RamsesState, seat: int = 0, **where) -> RamsesState:
    """Seat to move at the start of a turn on the pyramid (or after the lap)."""
    return replace(at(s, seat, **where), player=seat, phase=Phase.DECIDE)


def climbing(s: RamsesState, value: int, effect: str = "plain", seat: int = 0, **where
             ) -> RamsesState:
    """Seat has chosen to climb from ``where`` and rolled ``value`` (a chance step)."""
    s = deciding(s, seat, **where).apply(A("climb"))
    return s.apply(A("roll", value, effect))


def tent(s: RamsesState, seat: int, *colours: str) -> RamsesState:
    tents = list(s.tents)
    tents[seat] = tuple(colours)
    return replace(s, tents=tuple(tents))


def play(s: RamsesState, *actions: Action) -> RamsesState:
    for a in actions:
        s = s.apply(a)
    return s
