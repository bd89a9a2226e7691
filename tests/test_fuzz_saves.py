"""Property test for every registered game: a save file changed in any way loads as the very
same game or is refused with SaveError — never another error, never a different game."""

from __future__ import annotations

import json
import random
from functools import cache
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pyramid_explorer import games
from pyramid_explorer.engine import GameState, SaveError

GAMES = games.available()

json_values = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(), st.just(10**40),
              st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=10)),
    lambda inner: st.one_of(st.lists(inner, max_size=3),
                            st.dictionaries(st.text(max_size=6), inner, max_size=3)),
    max_leaves=6)


@cache
def played(game_id: str, seed: int, steps: int) -> GameState:
    state = games.new_game(game_id, seed=seed)
    rng = random.Random(seed)
    while not state.is_terminal() and state.step < steps:
        state = state.apply(state.sample_chance() if state.is_chance_node()
                            else rng.choice(state.legal_actions()))
    return state


def paths(value: Any, prefix: tuple = ()) -> list[tuple]:
    """Every place inside a JSON document: keys of objects and indexes of lists."""
    out = [prefix] if prefix else []
    if isinstance(value, dict):
        for k, v in value.items():
            out += paths(v, prefix + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += paths(v, prefix + (i,))
    return out


def parent(doc: Any, path: tuple) -> Any:
    for key in path[:-1]:
        doc = doc[key]
    return doc


def tweaks(value: Any) -> st.SearchStrategy:
    """Plausible edits of ``value`` that keep its type: what a hand edit would do."""
    if isinstance(value, bool):
        return st.just(not value)
    if isinstance(value, int):
        return st.sampled_from([value + 1, value - 1, 0])
    if isinstance(value, str):
        return st.sampled_from([value + "x", value.upper(), "", "random", "choice", "high"])
    if isinstance(value, list) and value:
        return st.sampled_from([value[:-1], value + value[-1:], value[::-1]])
    return st.just(value)


def loads_same_or_refuses(original: GameState, text: str) -> None:
    try:
        loaded = games.load(text)
    except SaveError as err:
        assert str(err)
        return
    assert loaded == original and loaded.to_json() == original.to_json()


positions = st.tuples(st.sampled_from(GAMES), st.integers(0, 10), st.integers(0, 60))


@pytest.mark.rules("engine.action", engine=False)  # (a tweak seldom hits a move)
@given(where=positions, data=st.data())
def test_a_changed_or_deleted_field_anywhere_is_refused(where, data):
    state = played(*where)
    doc = json.loads(state.to_json())
    path = data.draw(st.sampled_from(paths(doc)), "path")
    if data.draw(st.booleans(), "delete"):
        del parent(doc, path)[path[-1]]
    else:
        old = parent(doc, path)[path[-1]]
        parent(doc, path)[path[-1]] = data.draw(st.one_of(tweaks(old), json_values), "value")
    loads_same_or_refuses(state, json.dumps(doc))


@pytest.mark.rules("engine.action", engine=False)
@given(where=positions, data=st.data())
def test_reordered_dropped_or_repeated_moves_are_refused(where, data):
    state = played(*where)
    doc = json.loads(state.to_json())
    actions = doc["actions"]
    if len(actions) < 2:
        return
    i, j = sorted(data.draw(st.lists(st.integers(0, len(actions) - 1), min_size=2, max_size=2,
                                     unique=True), "i, j"))
    how = data.draw(st.sampled_from(["swap", "drop", "repeat", "reverse"]), "how")
    if how == "swap":
        actions[i], actions[j] = actions[j], actions[i]
    elif how == "drop":
        del actions[i]
    elif how == "repeat":
        actions.insert(i, actions[j])
    else:
        actions[i:j + 1] = actions[i:j + 1][::-1]
    loads_same_or_refuses(state, json.dumps(doc))


@pytest.mark.rules("engine.action", engine=False)
@given(where=positions, data=st.data())
def test_a_truncated_or_garbled_file_is_refused(where, data):
    state = played(*where)
    text = state.to_json()
    cut = data.draw(st.integers(0, len(text)), "cut")
    junk = data.draw(st.text(max_size=5), "junk")
    loads_same_or_refuses(state, text[:cut] + junk + text[cut + len(junk) // 2:])
    loads_same_or_refuses(state, text[:cut])
