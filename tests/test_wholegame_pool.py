"""The pool of solved relic masks (solve/pool.py) and the nested turns of the base game.

In the base game one kernel call solves the turn of every sub-multiset of the relics held
and keeps the solved masks in a pool that other turns read. Neither may change a value: the
values must be those of the numpy reference path (which solves every state on its own), a
pool that starts afresh every few turns must give the same values as a large one, and the
Great Pyramid's face-down stand-in policy must agree by both paths too."""

from __future__ import annotations

import pytest
from test_wholegame_kernel import policies_by_both_paths, same_turn, turn_starts

from pyramid_explorer.games.dice_pyramid.options import make_options
from pyramid_explorer.games.dice_pyramid.setup import deal
from pyramid_explorer.solve import pool as pool_module
from pyramid_explorer.solve.perfect import DealSolver


def test_a_pool_that_starts_afresh_gives_the_same_values(monkeypatch):
    options = make_options(i_know_the_way=True)
    cards = deal(3, options)[0]
    monkeypatch.setattr(pool_module, "_POOLS", {})
    large = DealSolver(cards, options)
    value = large.value(0, ())
    big = pool_module._POOLS[options]
    assert big.resets == 0 and len(big.index) > 1000
    monkeypatch.setattr(pool_module, "_POOLS", {options: pool_module.Pool(rows=40)})
    small = DealSolver(cards, options)
    assert abs(small.value(0, ()) - value) < 1e-15
    assert pool_module._POOLS[options].resets > 50      # it really started afresh
    assert small._W.keys() == large._W.keys()
    assert max(abs(small._W[k] - large._W[k]) for k in large._W) < 1e-15


def test_the_pool_solves_each_relic_subset_once_per_shape(monkeypatch):
    """Every state of a base deal is in the pool exactly once (its masks found there by the
    later turns), so the pool holds no more rows than the deal has states."""
    options = make_options(i_know_the_way=True)
    monkeypatch.setattr(pool_module, "_POOLS", {})
    solver = DealSolver(deal(1, options)[0], options)
    solver.value(0, ())
    rows = pool_module._POOLS[options].index
    assert len(rows) == len(solver._W) == 1856
    assert {(taken, left) for taken, left, _rest in rows} == set(solver._W)


@pytest.mark.parametrize("seed, taken, relics", [(1, 32216, (1, 8, 10, 11, 13)),
                                                 (3, 15832, (4, 6, 10, 12, 15))])
def test_great_pyramid_values_by_the_kernel_and_the_numpy_path_agree(seed, taken, relics):
    """Turn starts of seeded greedy Great Pyramid games with five relics (the cap) and five
    or six cards left (278 states each), I Know the Way: every state solved, by the nested
    kernel with its pool and by the numpy path, agrees to 1e-12."""
    options, starts = turn_starts(seed, dict(i_know_the_way=True, great_pyramid=True))
    assert (taken, relics) in starts
    cards = deal(seed, options)[0]
    fast, slow = DealSolver(cards, options), DealSolver(cards, options, compiled=False)
    assert abs(fast.value(taken, relics) - slow.value(taken, relics)) < 1e-12
    assert fast._W.keys() == slow._W.keys()
    assert len(fast._W) == 278
    assert max(abs(fast._W[k] - slow._W[k]) for k in fast._W) < 1e-12
    assert same_turn(fast.turn(taken, relics), slow.turn(taken, relics)) < 1e-12


def test_great_pyramid_stand_in_policy_by_both_paths_face_down():
    """The face-down Great Pyramid's lower bound at late turn starts, by both paths."""
    fast = policies_by_both_paths(3, dict(great_pyramid=True))
    assert len(fast._W) > 50 and fast.plans >= 2
