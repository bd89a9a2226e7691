"""Seeded bot games for the tests that run over every registered game.

``cases()`` lists (game id, seed, players, options) for every game in ``games.available()``:
several seeds, every player count the game allows (at most four counts), and each boolean
option switched on once, so a new game is covered without editing the tests.
``trajectory()`` plays one case with the game's bots (chance steps drawn from the seed).
``bot_cases()`` lists a game for every registered bot (each seat played by that bot), so
every bot is played: a bot with a ``slow`` attribute (its reason) is played only with its
``quick_options`` (e.g. Dice Pyramid's ``optimal`` on I Know the Way + Power Relics).
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


def bots_for(game_id: str, n: int, bot: str | None = None) -> list[Any]:
    """One bot per seat, taking the game's bots in turn (so random and clever play mix);
    every seat the bot named ``bot`` if given.

    A bot that searches (it offers ``quick()``, a cheap copy of itself: the ``coach``) is left
    out of the mix and, when named, played as its quick copy."""
    spec = games.spec(game_id)
    if bot is not None:
        return [_quick(spec.bots[bot]()) for _ in range(n)]
    factories = [f for f in spec.bots.values() if not callable(getattr(f(), "quick", None))]
    return [factories[i % len(factories)]() for i in range(n)]


def _quick(bot: Any) -> Any:
    quick = getattr(bot, "quick", None)
    return quick() if callable(quick) else bot


def bot_cases(seeds: tuple[int, ...] = SEEDS) -> Iterator[tuple[str, int, int, dict[str, Any],
                                                               str]]:
    """(game id, seed, players, options, bot name): every registered bot of every game, at
    the default player count; a slow bot (``bot.slow`` says why) with ``bot.quick_options``."""
    for game_id in games.available():
        spec = games.spec(game_id)
        for name, factory in spec.bots.items():
            bot = factory()
            options = dict(getattr(bot, "quick_options", {})) if getattr(bot, "slow", "") else {}
            for seed in seeds:
                yield game_id, seed, spec.default_players, options, name


def trajectory(game_id: str, seed: int, players: int, options: dict[str, Any],
               max_steps: int = MAX_STEPS, bot: str | None = None) -> list[GameState]:
    """The states of one seeded bot game, from the start to the end or ``max_steps``
    (every seat played by ``bot`` if given)."""
    state = games.new_game(game_id, seed=seed, players=players, **options)
    bots = bots_for(game_id, state.num_players, bot)
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
