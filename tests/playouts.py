"""Seeded bot games for the tests that run over every registered game.

``cases()`` lists (game id, seed, players, options) for every game in ``games.available()``:
several seeds, every player count the game allows (at most four counts), and each boolean
option switched on once, so a new game is covered without editing the tests.
``trajectory()`` plays one case with the game's bots (chance steps drawn from the seed).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from pyramid_explorer import games
from pyramid_explorer.engine import GameState

SEEDS = (1, 2)
MAX_STEPS = 400  # every test position lies within this many steps of the start


def cases(seeds: tuple[int, ...] = SEEDS) -> Iterator[tuple[str, int, int, dict[str, Any]]]:
    """(game id, seed, players, options) for every game; ids read like ``im-bann-…-s1-p3``."""
    for game_id in games.available():
        spec = games.spec(game_id)
        counts = list(range(spec.min_players, spec.max_players + 1))[:4]
        flags = [o.name for o in spec.options if o.default is False]
        for k, seed in enumerate(seeds):
            for n in counts:
                yield game_id, seed, n, {}
            if flags:  # one variant per seed, in turn
                yield game_id, seed, counts[-1], {flags[k % len(flags)]: True}


def case_id(case: tuple[str, int, int, dict[str, Any]]) -> str:
    game_id, seed, n, options = case
    extra = "-".join(options)
    return f"{game_id}-s{seed}-p{n}" + (f"-{extra}" if extra else "")


def bots_for(game_id: str, n: int) -> list[Any]:
    """One bot per seat, taking the game's bots in turn (so random and clever play mix)."""
    factories = list(games.spec(game_id).bots.values())
    return [factories[i % len(factories)]() for i in range(n)]


def trajectory(game_id: str, seed: int, players: int, options: dict[str, Any],
               max_steps: int = MAX_STEPS) -> list[GameState]:
    """The states of one seeded bot game, from the start to the end or ``max_steps``."""
    state = games.new_game(game_id, seed=seed, players=players, **options)
    bots = bots_for(game_id, state.num_players)
    states = [state]
    while not state.is_terminal() and len(states) <= max_steps:
        if state.is_chance_node():
            action = state.sample_chance()
        else:
            action = bots[state.current_player()].choose(state)
        state = state.apply(action)
        states.append(state)
    return states


def spread(states: list[GameState], k: int) -> list[int]:
    """``k`` step numbers spread over ``states`` (the first and the last included)."""
    if len(states) <= k:
        return list(range(len(states)))
    return sorted({round(i * (len(states) - 1) / (k - 1)) for i in range(k)})
