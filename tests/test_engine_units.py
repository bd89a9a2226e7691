"""Kernel pieces that need no game: actions, options, the rule registry, save-file envelopes."""

from __future__ import annotations

import json
from dataclasses import dataclass

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pyramid_explorer import games
from pyramid_explorer.engine import (
    RULES,
    Action,
    Bilingual,
    IllegalAction,
    OptionError,
    OptionSpec,
    RuleClause,
    RuleRegistry,
    SaveError,
    build_options,
)

args_strategy = st.recursive(
    st.one_of(st.integers(-10, 10), st.text(max_size=5), st.booleans(), st.none()),
    lambda inner: st.lists(inner, max_size=4), max_leaves=8)


@given(kind=st.text(min_size=1, max_size=8), args=st.lists(args_strategy, max_size=4))
def test_action_json_round_trip_and_hash(kind, args):
    action = Action(kind, args)
    back = Action.from_json(json.loads(json.dumps(action.to_json())))
    assert back == action and hash(back) == hash(action)


def test_action_label_is_not_part_of_identity():
    assert Action("take", (3,), label="Take Grand Gallery") == Action("take", (3,))
    assert str(Action("take", (3,), label="Take Grand Gallery")) == "Take Grand Gallery"


@pytest.mark.parametrize("bad", [[], "x", {"kind": 3}, {"kind": "a", "args": 5},
                                 {"kind": "a", "args": [1.5]}, {"kind": "a", "extra": 1}])
def test_malformed_actions_are_rejected_with_a_message(bad):
    with pytest.raises(SaveError):
        Action.from_json(bad)


def test_illegal_action_names_its_rule():
    err = IllegalAction("dp.turn.rerolls", "No re-rolls left.")
    assert isinstance(err, ValueError) and err.rule_id == "dp.turn.rerolls"
    assert "dp.turn.rerolls" in str(err)


@dataclass(frozen=True)
class _Opts:
    fast: bool = False
    rounds: int = 3
    side: str = "low"


SPECS = [
    OptionSpec("fast", False, Bilingual("Fast", "Schnell"), Bilingual("", "")),
    OptionSpec("rounds", 3, Bilingual("Rounds", "Runden"), Bilingual("", ""), choices=(1, 2, 3)),
    OptionSpec("side", "low", Bilingual("Side", "Seite"), Bilingual("", ""),
               choices=("low", "high")),
]


def test_options_defaults_and_values():
    assert build_options(_Opts, SPECS, {}) == _Opts()
    assert build_options(_Opts, SPECS, {"side": "high", "rounds": 1}) == _Opts(False, 1, "high")


@pytest.mark.parametrize("given_options, words", [
    ({"speed": 1}, "unknown option 'speed'"),
    ({"fast": 1}, "true or false"),
    ({"rounds": "2"}, "whole number"),
    ({"rounds": 7}, "one of"),
    ({"side": "middle"}, "one of"),
])
def test_bad_options_are_explained(given_options, words):
    with pytest.raises(OptionError, match=words):
        build_options(_Opts, SPECS, given_options)


def test_registry_rejects_conflicting_ids_and_reports_unknown():
    reg = RuleRegistry()
    clause = RuleClause("t.a", "seed", "src", Bilingual("A", "A"), Bilingual("a", "a"))
    reg.register("t", [clause, clause])
    assert reg.for_game("t") == [clause]
    with pytest.raises(ValueError, match="registered twice"):
        reg.register("t", [RuleClause("t.a", "ruling", "src", clause.title, clause.text)])
    with pytest.raises(KeyError, match="t.zzz"):
        reg.get("t.zzz")
    with pytest.raises(ValueError, match="kind"):
        RuleClause("t.b", "law", "src", clause.title, clause.text)  # type: ignore[arg-type]


def test_kernel_clauses_are_registered_bilingually():
    for rid in ("engine.over", "engine.chance", "engine.action"):
        clause = RULES.get(rid)
        assert clause.title.get("de") != clause.title.get("en")


def test_unknown_game_and_bad_player_counts_are_explained():
    with pytest.raises(OptionError, match="unknown game 'chess'"):
        games.new_game("chess", seed=1)
    with pytest.raises(OptionError, match="players"):
        games.new_game("dice-pyramid", seed=1, players=3)
    with pytest.raises(OptionError, match="seed"):
        games.new_game("dice-pyramid", seed="7")  # type: ignore[arg-type]


@pytest.mark.parametrize("text, words", [
    ("{not json", "not valid JSON"),
    ("[1, 2]", "JSON object"),
    ('{"format": "chess-pgn"}', "not a pyramid-explorer save"),
    ('{"format": "pyramid-explorer/save", "version": 99}', "unsupported save version"),
    ('{"format": "pyramid-explorer/save", "version": 1, "game": "dice-pyramid"}', "no 'seed'"),
    ('{"format": "pyramid-explorer/save", "version": 1, "game": "dice-pyramid", "seed": "1",'
     ' "players": 1, "options": {}, "actions": [], "state": {}}', "'seed' must be a whole number"),
    ('{"format": "pyramid-explorer/save", "version": 1, "game": "go", "seed": 1,'
     ' "players": 1, "options": {}, "actions": [], "state": {}}', "unknown game"),
])
def test_malformed_save_envelopes_are_rejected_with_the_reason(text, words):
    with pytest.raises(SaveError, match=words):
        games.load(text)


def test_actions_that_python_calls_equal_are_different_moves():
    one = Action("draw", (1,))
    assert one != Action("draw", (True,)) and one != Action("draw", (1.0,))
    assert Action("use", ("x", [2], 0)) == Action("use", ("x", (2,), 0))
    assert len({one, Action("draw", (True,)), Action("draw", (1.0,))}) == 3
    assert one in [Action("draw", (1,), label="Draw 1")]


def _seeded_positions(game_id: str):
    """Every fifth position where a player moves, in the first 40 steps of seeds 0-5."""
    for seed in range(6):
        state = games.new_game(game_id, seed=seed)
        while not state.is_terminal() and state.step < 40:
            if state.is_chance_node():
                state = state.apply(state.sample_chance())
                continue
            if state.step % 5 == 0:
                yield state
            actions = state.legal_actions()
            state = state.apply(actions[(seed + state.step) % len(actions)])


@pytest.mark.rules("engine.action")
@pytest.mark.parametrize("game_id", games.available())
def test_a_listed_move_with_a_bool_or_float_for_a_whole_number_is_refused(game_id):
    """For every game: Draw 1 written as True or 1.0 is not Draw 1, and nothing changes."""
    tried = 0
    for state in _seeded_positions(game_id):
        for action in state.legal_actions():
            for i, value in enumerate(action.args):
                if type(value) is not int:
                    continue
                for wrong in (bool(value), float(value)):
                    bad = Action(action.kind, action.args[:i] + (wrong,) + action.args[i + 1:])
                    before = state.to_json()
                    with pytest.raises(IllegalAction) as info:
                        state.apply(bad)
                    if state.checks_argument_types:  # the game's own rule and sentence
                        assert info.value.rule_id.startswith(games.spec(game_id).rule_prefix)
                        assert repr(wrong) in info.value.message("en")
                    else:
                        assert info.value.rule_id == "engine.action"
                        assert f"Argument {i + 1} of the move {action.kind!r} is {wrong!r}" \
                            in info.value.message("en")
                        assert f"Argument {i + 1} des Zugs „{action.kind}“" \
                            in info.value.message("de")
                    assert state.to_json() == before
                    tried += 1
    assert tried > 0
