"""Property tests over random seeds, 2–4 players and options (random and memory bots)."""

from __future__ import annotations

import random
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pyramid_explorer import games
from pyramid_explorer.engine import RandomBot
from pyramid_explorer.games.ramses_pyramid import MemoryBot
from pyramid_explorer.games.ramses_pyramid.board import COLOURS, colour_name
from pyramid_explorer.games.ramses_pyramid.state import Termination

GAME = "ramses-pyramid"
OPTIONS = st.fixed_dictionaries({}, optional={
    "bumped_to": st.sampled_from(["bottom", "entrance"]), "spend_crystals": st.booleans(),
    "track_up_to": st.booleans(), "may_pass_space": st.booleans(),
    "treasure_room": st.booleans(), "team": st.sampled_from(["none", "all"]),
    "loose_crystals": st.integers(0, 4)})


def walk(seed: int, players: int, options: dict, steps: int = 400):
    """States of one game played by a mix of memory and random bots (turn cap 60)."""
    state = games.new_game(GAME, seed=seed, players=players, turn_cap=60, **options)
    bots = [MemoryBot(1.0), RandomBot(), MemoryBot(0.5), RandomBot()]
    out = [state]
    for _ in range(steps):
        if state.is_terminal():
            break
        action = (state.sample_chance() if state.is_chance_node()
                  else bots[state.current_player()].choose(state))
        state = state.apply(action)
        out.append(state)
    return out


def unseen_words(state, viewer: int) -> set[str]:
    """Colour names that only temples hidden from ``viewer`` hold (nothing public shows them)."""
    public = {c for c in state.crystals if c} | {c for t in state.tents for c in t}
    public |= {state.colour_at(k, s) for k in range(2, 7) for s in range(4)}
    public |= {state.temple_colours[t] for t in range(4) if state.seen[viewer][t] >= 0}
    return {state.temple_colours[t] for t in range(4) if state.seen[viewer][t] < 0} - public


@pytest.mark.rules("rp.ruling.memory", "rp.space.peek", "rp.pyramid.temple")
@settings(max_examples=12)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4), options=OPTIONS)
def test_crystals_and_temples_are_conserved_and_nothing_is_mutated(seed, players, options):
    states = walk(seed, players, options)
    first = states[0]
    total = sum(1 for c in first.crystals if c)
    for before, after in zip(states, states[1:], strict=False):
        snap = before.snapshot()
        assert sum(1 for c in after.crystals if c) + sum(map(len, after.tents)) == total
        placed = sorted(t for t in after.temples if t >= 0)
        assert placed == [0, 1, 2, 3] and after.temple_colours == first.temple_colours
        assert sorted(after.temple_space(t) for t in range(4)) == sorted(
            i for i, t in enumerate(after.temples) if t >= 0)
        assert len(after.mummies) == 8
        assert before.snapshot() == snap                       # apply did not touch it
        for seat in range(players):                             # memory only grows
            assert all(b >= a for a, b in zip(before.seen[seat], after.seen[seat], strict=True))


@pytest.mark.rules("rp.ruling.memory")
@settings(max_examples=10)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4), options=OPTIONS)
def test_no_player_sees_a_colour_they_have_not_seen(seed, players, options):
    spec = games.spec(GAME)
    for state in walk(seed, players, options)[::9]:
        for viewer in range(players):
            obs = state.observation(viewer)
            for t in obs["temples"]:
                tid = "ABCD".index(t["temple"])
                assert (t["colour"] is None) == (state.seen[viewer][tid] < 0)
            # a state with every unseen temple redrawn looks exactly the same to the viewer
            other = spec.resample_hidden(state, viewer, random.Random(seed + viewer))
            assert other.observation(viewer) == obs
            for lang in ("en", "de"):
                html = state.render_html(viewer, lang)
                assert other.render_html(viewer, lang) == html
                words = unseen_words(state, viewer)
                text = re.sub(r"<[^>]+>", " ", html)
                assert not any(re.search(rf"\b{colour_name(c, lang)}\b", text) for c in words)
                labels = " ".join(state.action_label(a, lang) for a in state.legal_actions())
                assert not any(colour_name(c, lang) in labels for c in words)


@pytest.mark.rules("rp.ruling.turn-cap")
@settings(max_examples=8)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4), options=OPTIONS)
def test_json_round_trip_replay_and_every_game_ends(seed, players, options):
    states = walk(seed, players, options, steps=2000)
    final = states[-1]
    assert final.is_terminal() and isinstance(final.ending, Termination)
    if final.ending is Termination.TURN_CAP:
        assert final.turn == 61 and final.returns() == [0.0] * players
    loaded = games.load(final.to_json())
    assert loaded == final and loaded.snapshot() == final.snapshot()
    middle = states[len(states) // 2]
    again = games.new_game(GAME, seed=seed, players=players, turn_cap=60, **options)
    assert again.apply_all(middle.history) == middle
    assert walk(seed, players, options, steps=2000)[-1] == final   # bots replay exactly


@settings(max_examples=10)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4))
def test_legal_moves_are_accepted_and_labelled_in_both_languages(seed, players):
    for state in walk(seed, players, {})[::7]:
        if state.is_terminal():
            continue
        for action in state.legal_actions():
            assert state._reject(action) is None
            en, de = state.action_label(action, "en"), state.action_label(action, "de")
            assert en and de and "?" not in en
        if state.is_chance_node():
            assert abs(sum(p for _, p in state.chance_outcomes()) - 1) < 1e-9


def test_colour_words_are_distinct():
    assert len({colour_name(c, lang) for c in COLOURS for lang in ("en",)}) == 6
