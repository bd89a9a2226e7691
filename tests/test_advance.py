"""``GameState.advance`` (the playouts' step: a listed move, not checked again) gives exactly
the state ``apply`` gives, in every game, player count and option set (tests/playouts.py).

The coach's playouts and the simulation loops take every step with ``advance``; a difference
here would change the games they play. Fresh copies (``dataclasses.replace``, which rebuilds
the state without any per-state cache) must list the same moves, so a cached
``legal_actions()`` never leaks into the next state.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from playouts import bots_for, case_id, cases

from pyramid_explorer import games
from pyramid_explorer.coach.playout import play_to_end, playout_bots
from pyramid_explorer.engine import Action, GameState

MAX_STEPS = 600


def _same(a: GameState, b: GameState) -> None:
    assert a == b
    assert a.history == b.history and a.last_rules == b.last_rules
    assert a.current_player() == b.current_player()
    assert a.legal_actions() == b.legal_actions() == replace(a).legal_actions()
    assert a.snapshot() == b.snapshot()
    assert a.returns() == b.returns()


@pytest.mark.parametrize("case", list(cases()), ids=case_id)
def test_advance_gives_the_state_apply_gives_at_every_step(case):
    game_id, seed, players, options = case
    state = games.new_game(game_id, seed=seed, players=players, **options)
    bots = bots_for(game_id, state.num_players)
    for _ in range(MAX_STEPS):
        if state.is_terminal():
            break
        if state.is_chance_node():
            action: Action = state.sample_chance()
        else:
            action = bots[state.current_player()].choose(state)
        applied = state.apply(action)
        advanced = state.advance(action)
        _same(advanced, applied)
        state = applied


@pytest.mark.parametrize("game_id", ["im-bann-der-pyramide", "ramses-pyramid", "pyramidenbau"])
def test_a_playout_ends_where_the_checked_game_ends(game_id):
    start = games.new_game(game_id, seed=11, players=4)
    bots = playout_bots(game_id, 4)
    state = start
    while not state.is_terminal():
        action = (state.sample_chance() if state.is_chance_node()
                  else bots[state.current_player()].choose(state))
        state = state.apply(action)
    played = play_to_end(start, playout_bots(game_id, 4))
    assert played.history == state.history
    assert played.returns() == state.returns()
