"""The game protocol, checked once for every registered game (like OpenSpiel's random_sim_test).

Parametrised over ``games.available()`` (several seeds, every player count, variants; see
``playouts.cases``), so a newly registered game is checked without editing this file. Random
legal playouts, and along the way:

* ``legal_actions()`` is non-empty until the game is over, and every listed move is legal;
* ``apply`` never mutates the state it is called on (snapshot and save before == after);
* an illegal move raises ``IllegalAction`` naming a registered rule clause and changes nothing;
* ``chance_outcomes()`` are legal, have positive probabilities summing to 1, and exist exactly
  at chance steps; a game whose spec says it has dice meets some;
* ``observation(p)`` is JSON data for the referee and every seat, and a game with hidden
  information hides something from each seat;
* ``games.load(s.to_json()) == s`` at positions spread over the game, and the same seed plus
  the same actions replay the identical game;
* every game ends (a win, a loss, or its turn cap) within :data:`STEP_BOUND` random steps,
  and the final step names the rule that ended it.
"""

from __future__ import annotations

import json
import math
import random

import pytest
from playouts import case_id, cases, spread

from pyramid_explorer import games
from pyramid_explorer.engine import RULES, Action, GameState, IllegalAction

STEP_BOUND = 20_000   # random play: Im Bann's default turn cap (1000 turns) ends it first
CHECKED_STEPS = 600   # the protocol is checked over the first steps of every playout
CHECK_EVERY = 17      # the expensive checks (saves, illegal moves) at every 17th step
SAVES_PER_GAME = 4
CHANCE_CHECKS = 8     # chance steps per playout whose outcome list is checked in full
CASES = list(cases())


def random_game(case) -> list[GameState]:
    """A random legal playout of ``case`` (at most :data:`CHECKED_STEPS` steps) with the
    contract checked along the way; returns the states at which the expensive checks ran,
    and the last state."""
    game_id, seed, players, options = case
    state = games.new_game(game_id, seed=seed, players=players, **options)
    rng = random.Random(f"contract:{seed}:{players}")
    checked, chance_steps = [], 0
    for step in range(CHECKED_STEPS):
        legal = state.legal_actions()
        outcomes = state.chance_outcomes()
        if state.is_terminal():
            assert legal == [] and outcomes == []
            break
        assert legal, f"step {step}: no legal move, yet the game is not over"
        if state.is_chance_node():
            chance_steps += 1
            if chance_steps <= CHANCE_CHECKS:  # (a roll of five dice has 7776 outcomes)
                check_chance(state, outcomes)
            action = state.sample_chance()
        else:
            assert outcomes == [], "chance outcomes offered where a player moves"
            action = legal[rng.randrange(len(legal))]
        if step % CHECK_EVERY == 0:
            check_position(state, legal, rng)
            checked.append(state)
        snapshot = state.snapshot()
        after = state.apply(action)
        assert state.snapshot() == snapshot, f"step {step}: apply({action}) mutated the state"
        assert after.history[-1] == action and after.step == step + 1
        state = after
    assert chance_steps or not games.spec(game_id).has_dice, "a dice game without a roll"
    return [*checked, state]


def check_chance(state: GameState, outcomes: list[tuple[Action, float]]) -> None:
    assert outcomes, "a chance step without outcomes"
    assert all(p > 0 for _, p in outcomes)
    assert math.isclose(sum(p for _, p in outcomes), 1.0, rel_tol=1e-9)
    assert {a for a, _ in outcomes} == set(state.legal_actions())
    assert state.sample_chance() in {a for a, _ in outcomes}


def check_position(state: GameState, legal: list[Action], rng: random.Random) -> None:
    """The checks that cost a save or several moves, at one position."""
    before_json, before_snap = state.to_json(), state.snapshot()
    for action in rng.sample(legal, min(3, len(legal))):
        state.apply(action)                         # legal moves played from here...
    for action in illegal_moves(state, legal):      # ...and illegal ones tried
        with pytest.raises(IllegalAction) as refused:
            state.apply(action)
        assert refused.value.rule_id in RULES, f"{action}: unregistered {refused.value.rule_id}"
    assert state.snapshot() == before_snap and state.to_json() == before_json, "state mutated"
    viewers = [None, *range(state.num_players)]
    observations = {v: state.observation(v) for v in viewers}
    for v, obs in observations.items():
        assert json.loads(json.dumps(obs)) == obs, f"observation({v}) is not plain JSON data"
    if games.spec(state.game_id).hidden_information and state.num_players > 1:
        assert all(observations[p] != observations[None] for p in range(state.num_players))


def illegal_moves(state: GameState, legal: list[Action]) -> list[Action]:
    """Well-formed moves that are not legal here: an unknown kind, a legal kind with another
    kind's arguments, and legal moves with an argument too many."""
    listed = set(legal)
    kinds = {a.kind: a for a in legal}
    out = [Action("no-such-move", ())]
    for kind, sample in kinds.items():
        for other in kinds.values():
            if other.kind != kind:
                out.append(Action(kind, other.args))
        out.append(Action(kind, (*sample.args, 1)))
    return [a for a in out if a not in listed]


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_random_playouts_keep_the_game_protocol(case):
    checked = random_game(case)
    final = checked[-1]
    assert len(final.returns()) == final.num_players
    assert all(isinstance(r, float) and math.isfinite(r) for r in final.returns())
    # saves load back to the same game, at positions spread over it
    for i in spread(checked, SAVES_PER_GAME):
        assert games.load(checked[i].to_json()) == checked[i]
    # the same seed and the same actions replay the identical game
    again = games.new_game(case[0], seed=case[1], players=case[2], **case[3])
    again = again.apply_all(final.history)
    assert again == final and again.snapshot() == final.snapshot()
    assert again.to_json() == final.to_json()


@pytest.mark.parametrize("game_id", games.available())
def test_a_new_game_offers_moves_and_its_spec_matches_it(game_id):
    spec = games.spec(game_id)
    for n in range(spec.min_players, spec.max_players + 1):
        state = games.new_game(game_id, seed=0, players=n)
        assert state.game_id == game_id and state.num_players == n and state.step == 0
        assert state.legal_actions() and not state.is_terminal()
        assert games.load(state.to_json()) == state
    clauses = RULES.for_game(game_id)
    assert clauses and all(c.id.startswith(spec.rule_prefix + ".") for c in clauses)


@pytest.mark.parametrize("case", [c for c in CASES if c[1] == 1 and not c[3]
                                  and c[2] == games.spec(c[0]).max_players], ids=case_id)
def test_random_play_ends_within_the_bound_and_says_why(case):
    """A game ends — won, lost, or at its turn cap — and its last step names the rule."""
    game_id, seed, players, options = case
    state = games.new_game(game_id, seed=seed, players=players, **options)
    rng = random.Random(f"ending:{seed}")
    for _ in range(STEP_BOUND):
        if state.is_terminal():
            break
        if state.is_chance_node():
            state = state.apply(state.sample_chance())
        else:
            legal = state.legal_actions()
            state = state.apply(legal[rng.randrange(len(legal))])
    assert state.is_terminal(), f"not over after {STEP_BOUND} random steps"
    assert state.explain_last() and all(c.id in RULES for c in state.explain_last())
    assert len(state.returns()) == players
