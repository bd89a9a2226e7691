"""Property test for every registered game: any move, well-formed or junk, is either legal or
refused with a registered rule, and never changes the state it was tried on (issue 9)."""

from __future__ import annotations

import random
from functools import cache

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pyramid_explorer import games
from pyramid_explorer.engine import RULES, Action, GameState, IllegalAction

GAMES = games.available()

scalars = st.one_of(
    st.integers(-3, 12), st.integers(), st.just(10**30), st.booleans(), st.none(),
    st.floats(allow_nan=True), st.text(max_size=12), st.sampled_from(["", "?", "rope", "x" * 200]))
values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=4), max_leaves=8)


@cache
def kinds(game_id: str) -> tuple[str, ...]:
    """The move kinds a few seeded games of ``game_id`` list (the game's own vocabulary)."""
    seen: dict[str, None] = {}
    for seed in range(4):
        state = games.new_game(game_id, seed=seed)
        rng = random.Random(seed)
        while not state.is_terminal() and state.step < 150:
            for action in state.legal_actions():
                seen.setdefault(action.kind, None)
            state = step(state, rng)
    return tuple(seen)


def step(state: GameState, rng: random.Random) -> GameState:
    if state.is_chance_node():
        return state.apply(state.sample_chance())
    return state.apply(rng.choice(state.legal_actions()))


def typed(value: object) -> object:
    """``value`` with every scalar paired with its type (``True`` is not ``1`` here)."""
    if isinstance(value, tuple | list):
        return tuple(typed(v) for v in value)
    return (type(value).__name__, value)


def confusions(value: object) -> st.SearchStrategy:
    """Values Python treats as equal to ``value`` or that look like it: 1 -> True, 1.0, "1"."""
    if isinstance(value, tuple):
        return st.sampled_from([list(value), tuple(float(v) if type(v) is int else v
                                                   for v in value), (), value + value])
    if type(value) is int:
        return st.sampled_from([bool(value), float(value), str(value), value + 10**20, -value])
    return st.sampled_from([value.upper() if isinstance(value, str) else value, None, 0])


@cache
def position(game_id: str, seed: int, steps: int) -> GameState:
    state = games.new_game(game_id, seed=seed)
    rng = random.Random(seed)
    while not state.is_terminal() and state.step < steps:
        state = step(state, rng)
    return state


def check(state: GameState, action: Action) -> None:
    """``action`` is a listed move and the result saves and loads, or it is refused cleanly."""
    snapshot, saved = state.snapshot(), state.to_json()
    try:
        after = state.apply(action)
    except IllegalAction as err:
        assert err.rule_id in RULES, err.rule_id
        assert err.message("en") and err.message("de")
        assert state.snapshot() == snapshot and state.to_json() == saved
        return
    assert state.snapshot() == snapshot and state.to_json() == saved
    assert any(a == action and typed(a.args) == typed(action.args)
               for a in state.legal_actions()), f"{action!r} was accepted but is not listed"
    assert games.load(after.to_json()) == after


@pytest.mark.rules("engine.action")
@pytest.mark.parametrize("game_id", GAMES)
@given(data=st.data())
def test_any_move_is_legal_or_refused_with_a_rule_and_changes_nothing(game_id, data):
    state = position(game_id, data.draw(st.integers(0, 20), "seed"),
                     data.draw(st.integers(0, 80), "steps"))
    kind = data.draw(st.one_of(st.sampled_from(kinds(game_id)), st.text(max_size=8)), "kind")
    args = data.draw(st.lists(values, max_size=4).map(tuple), "args")
    check(state, Action(kind, args))


@pytest.mark.rules("engine.action")
@pytest.mark.parametrize("game_id", GAMES)
@given(data=st.data())
def test_a_listed_move_with_one_argument_changed_is_legal_or_refused(game_id, data):
    """Near misses: a move the game lists, with one argument replaced by any value or type."""
    state = position(game_id, data.draw(st.integers(0, 20), "seed"),
                     data.draw(st.integers(0, 80), "steps"))
    listed = [a for a in state.legal_actions() if a.args] or state.legal_actions()
    if not listed:
        return  # the game is over: every move is refused (checked by the other test)
    action = data.draw(st.sampled_from(listed[:200]), "listed")
    args = list(action.args)
    if args:
        i = data.draw(st.integers(0, len(args) - 1), "which")
        args[i] = data.draw(st.one_of(confusions(args[i]), values), "value")
    else:
        args.append(data.draw(values, "value"))
    check(state, Action(action.kind, tuple(args)))
