"""Ramses Pyramid bots: legal, deterministic, and memory that can be turned down."""

from __future__ import annotations

from dataclasses import replace

import pytest
from test_ramses_helpers import WEST, A, deciding, new

from pyramid_explorer import games
from pyramid_explorer.engine import RandomBot
from pyramid_explorer.games.ramses_pyramid import MemoryBot
from pyramid_explorer.sim import play_out


def saw_everything(s):
    return replace(s, seen=tuple((1, 2, 3, 4) for _ in range(s.num_players)))


def test_recall_decides_how_much_is_remembered():
    s = saw_everything(new(seed=5))
    assert len(MemoryBot(1.0).memory(s, 0)) == 4
    assert MemoryBot(0.0).memory(s, 0) == {}
    half = [len(MemoryBot(0.5).memory(saw_everything(new(seed=k)), 0)) for k in range(40)]
    assert 1.2 < sum(half) / len(half) < 2.8           # about half of 4
    assert MemoryBot(0.5).memory(s, 0) == MemoryBot(0.5).memory(s, 0)
    with pytest.raises(ValueError):
        MemoryBot(1.5)


@pytest.mark.rules("rp.pyramid.temple", engine=False)
def test_the_memory_bot_opens_the_temple_it_remembers():
    s = deciding(new(), layer=1, side=WEST)             # layer 2 west is red: temple C (space 6)
    s = replace(s, seen=((-1, -1, 1, -1), (-1, -1, -1, -1))).apply(A("climb"))
    s = s.apply(A("roll", 2, "plain"))
    assert MemoryBot(1.0).choose(s) == A("up", 6)
    forgetful = MemoryBot(0.0).choose(s)
    assert forgetful.kind == "up" and forgetful.args[0] in (2, 4, 6, 8)   # a guess


def test_memory_bot_never_reads_unseen_colours():
    s = deciding(new(), layer=1, side=WEST).apply(A("climb")).apply(A("roll", 2, "plain"))
    spec = games.spec("ramses-pyramid")
    import random
    choices = {MemoryBot(1.0).choose(spec.resample_hidden(s, 0, random.Random(k)))
               for k in range(12)}
    assert len(choices) == 1                      # what it cannot know does not change its move


@pytest.mark.parametrize("players", [2, 3, 4])
def test_bot_games_replay_and_memory_beats_random(players):
    wins = 0
    for seed in range(6):
        bots = [MemoryBot(1.0)] + [RandomBot()] * (players - 1)
        final = play_out(games.new_game("ramses-pyramid", seed=seed, players=players), bots)
        assert final.is_terminal()
        assert games.load(final.to_json()) == final
        wins += final.winner == 0
    assert wins >= 5
