"""Pyramidenbau property tests: random games (fixed seeds, 2–4 players) keep the game's invariants."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pyramid_explorer import games
from pyramid_explorer.engine import RandomBot
from pyramid_explorer.games.pyramidenbau import BuilderBot, resample_hidden
from pyramid_explorer.games.pyramidenbau.board import build_targets
from pyramid_explorer.games.pyramidenbau.geometry import CELLS, height, workplace_side
from pyramid_explorer.games.pyramidenbau.state import Termination

GAME = "pyramidenbau"


def conserved(s) -> None:
    stones = Counter()
    for stack in s.stacks:
        stones.update(stack)
    for wp in s.workplaces:
        stones.update(wp)
    for c in range(4):
        stones[c] += s.quarry[c]
    assert all(stones[c] == 30 for c in range(4)), stones
    workers = Counter(w for w in s.workers if w >= 0)
    assert all(workers[c] + s.market[c] == 4 for c in range(4))
    assert all(len(wp) <= 4 for wp in s.workplaces)
    assert all(len(st_) <= height(CELLS[i]) for i, st_ in enumerate(s.stacks))
    assert sorted(s.draw + s.discard) == list(range(40))


def walk(seed: int, players: int, steps: int, **options):
    s = games.new_game(GAME, seed=seed, players=players, **options)
    bots = [BuilderBot() if seat % 2 else RandomBot() for seat in range(players)]
    states = [s]
    for _ in range(steps):
        if s.is_terminal():
            break
        action = s.sample_chance() if s.is_chance_node() else bots[s.current_player()].choose(s)
        s = s.apply(action)
        states.append(s)
    return states


@settings(max_examples=8)
@given(seed=st.integers(0, 10_000), players=st.sampled_from([2, 3, 4]),
       second=st.booleans())
@pytest.mark.rules("pb.build.layers")
@pytest.mark.rules("pb.board.workplaces", "pb.card.reshuffle", engine=False)
def test_stones_workers_and_cards_conserved_and_layers_kept(seed, players, second):
    states = walk(seed, players, 300, second_die=second)
    for before, after in zip(states, states[1:], strict=False):
        conserved(after)
        action = after.history[-1]
        if action.kind == "build":
            wp, colour, cell = action.args
            assert cell in build_targets(before.stacks, workplace_side(wp))   # the layer rule
            assert after.stacks[cell] == before.stacks[cell] + (colour,)


@settings(max_examples=6)
@given(seed=st.integers(0, 10_000), players=st.sampled_from([2, 3, 4]))
@pytest.mark.rules("pb.setup.start")
def test_apply_never_mutates_and_saves_round_trip(seed, players):
    states = walk(seed, players, 150)
    snapshots = [s.snapshot() for s in states]
    for s, snap in zip(states, snapshots, strict=True):
        for a in s.legal_actions()[:3]:
            s.apply(a)
        assert s.snapshot() == snap
    last = states[-1]
    assert games.load(last.to_json()) == last
    again = walk(seed, players, 150)[-1]
    assert again.history == last.history and again == last            # replay is deterministic


@pytest.mark.parametrize("seed", [1, 2])
@pytest.mark.rules("pb.end.caps", "pb.score.visible")
def test_finished_four_colour_games_score_exactly_84(seed):
    from pyramid_explorer.sim import play_out
    end = play_out(games.new_game(GAME, seed=seed), [BuilderBot()])
    assert end.termination == Termination.ALL_CAPS
    assert sum(end.scores()) == 84 and len(end.caps) == 4
    assert all(len(s) == height(CELLS[i]) for i, s in enumerate(end.stacks))


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.rules("pb.end.turn-cap")
@pytest.mark.rules("pb.end.three-players", engine=False)
def test_every_game_ends_or_reports_the_turn_cap(players):
    from pyramid_explorer.sim import play_out
    for seed in range(2):
        end = play_out(games.new_game(GAME, seed=seed, players=players, turn_cap=300),
                       [RandomBot(), BuilderBot()])
        assert end.is_terminal() and end.termination in (Termination.ALL_CAPS,
                                                         Termination.TURN_CAP)
        if end.termination == Termination.TURN_CAP:
            assert end.turn == 301
        else:
            assert len(end.caps) == len(end.active_colours())


@pytest.mark.rules("pb.setup.cards")
def test_resampling_hides_only_the_face_down_order():
    import random
    for s in walk(8, 4, 200)[::25]:
        t = resample_hidden(s, 0, random.Random(s.step))
        assert t.observation(0) == s.observation(0)
        assert t.render_html(0) == s.render_html(0) and t.render_html(0, "de") == s.render_html(0, "de")
        assert sorted(t.draw) == sorted(s.draw)
