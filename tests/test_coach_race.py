"""The Coach panel's race drops a move only at looks that double (issue 38): a move level
with the best is seldom thrown away by a fluke, so the panel and a game review do not call a
good move a mistake because a few drawn positions went against it."""

from __future__ import annotations

import numpy as np

from pyramid_explorer.coach.race import DROP_Z, MIN_POSITIONS, looks_at

POSITIONS = 8192
"""About what a 2 s Ramses race draws (7,000–9,000 positions)."""


def level_move_dropped(looks: list[int], races: int = 2000, seed: int = 0) -> float:
    """The share of ``races`` in which a move exactly level with the leader is dropped by the
    race's rule (its mean paired difference ``drop_z`` standard errors below zero at a look),
    paired differences drawn as in Ramses' won/lost outcomes (30 % of positions differ)."""
    rng = np.random.default_rng(seed)
    diffs = rng.choice([-1.0, 0.0, 1.0], p=[0.15, 0.7, 0.15], size=(races, POSITIONS))
    sums, squares = np.cumsum(diffs, axis=1), np.cumsum(diffs * diffs, axis=1)
    dropped = np.zeros(races, dtype=bool)
    for n in looks:
        mean = sums[:, n - 1] / n
        var = (squares[:, n - 1] - n * mean * mean) / (n - 1)
        se = np.sqrt(np.maximum(var, 0.0) / n)
        dropped |= (se > 0) & (mean + DROP_Z * se < 0)
    return float(dropped.mean())


def test_the_race_looks_at_doubling_counts_and_at_its_last_position():
    assert [i for i in range(1, 200) if looks_at(i)] == [8, 16, 32, 64, 128]
    assert looks_at(100, positions=100) and not looks_at(100)
    assert not any(looks_at(i, positions=5) for i in range(1, MIN_POSITIONS))


def test_a_level_move_is_dropped_three_times_less_often_than_when_looking_every_batch():
    doubling = level_move_dropped([n for n in range(1, POSITIONS + 1) if looks_at(n)])
    every_batch = level_move_dropped(list(range(MIN_POSITIONS, POSITIONS + 1, 4)))
    assert doubling < 0.015, doubling
    assert every_batch > 3 * doubling, (every_batch, doubling)


def test_successive_halving_ends_on_the_two_leading_moves():
    """``SearchConfig(halving=True)`` (the Coach panel's race): the search is cut into as many
    rounds as halving the candidates to two takes, and after each only the better half by mean
    is played on. The two left have every drawn position, every other move fewer and says why
    it was set aside; a move a verdict asks about (``include``) is never halved; the same
    positions and seed give the same ranking."""
    from pyramid_explorer import games
    from pyramid_explorer.coach import SearchConfig
    from pyramid_explorer.coach.race import race
    from pyramid_explorer.engine import CHANCE

    s = games.new_game("ramses-pyramid", seed=2, players=4)
    while s.current_player() == CHANCE:
        s = s.apply(s.sample_chance())
    config = SearchConfig(positions=64, seed=1, halving=True)
    ranking = race(s, config=config)
    assert len(ranking.moves) >= 4
    full = [m for m in ranking.moves if m.playouts == 64]
    assert len(full) == 2 and ranking.best in full and not any(m.set_aside for m in full)
    rest = [m for m in ranking.moves if m.playouts < 64]
    assert rest and {m.set_aside for m in rest} <= {"halved", "behind"}
    assert any(m.set_aside == "halved" for m in rest)
    assert race(s, config=config) == ranking
    asked = rest[-1].action
    again = race(s, config=config, include=[asked])
    assert next(m for m in again.moves if m.action == asked).set_aside != "halved"
    plain = race(s, config=SearchConfig(positions=64, seed=1))
    assert not any(m.set_aside == "halved" for m in plain.moves)
