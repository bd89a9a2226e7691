"""Dice Pyramid setup: the layout, covering, face-up cards, the box, and each option's layout."""

from __future__ import annotations

import pytest
from test_dice_pyramid_helpers import new

from pyramid_explorer.games.dice_pyramid import ROOMS
from pyramid_explorer.games.dice_pyramid.layout import layout
from pyramid_explorer.games.dice_pyramid.setup import ENTRANCE, TREASURE_CHAMBER
from pyramid_explorer.games.dice_pyramid.view import observation

SEEDS = range(60)


@pytest.mark.rules("dp.setup.pyramid", "dp.setup.initial-row", "dp.setup.box")
@pytest.mark.parametrize("seed", SEEDS)
def test_base_pyramid_is_1_2_3_4_with_treasure_on_top_and_entrance_below(seed):
    s = new(seed)
    lay = layout(4)
    assert len(s.pyramid) == 10 and [len(lay.row_positions(r)) for r in range(4)] == [1, 2, 3, 4]
    assert s.pyramid[0] == TREASURE_CHAMBER
    assert ENTRANCE in [s.pyramid[p] for p in lay.bottom]
    # 10 in the pyramid + 5 in the box = the 15 cards, each once
    assert sorted(s.pyramid + s.box) == list(range(1, 16)) and len(s.box) == 5
    assert s.relics == () and s.discard == ()


@pytest.mark.rules("dp.setup.pyramid", "dp.setup.initial-row")
def test_setup_is_shuffled_by_seed_and_reproducible():
    assert new(5).pyramid == new(5).pyramid
    layouts = {new(seed).pyramid for seed in SEEDS}
    assert len(layouts) > 50
    entrance_slots = {new(seed).pyramid.index(ENTRANCE) for seed in SEEDS}
    assert entrance_slots == {6, 7, 8, 9}      # the Entrance is shuffled into the bottom row
    boxes = {new(seed).box for seed in SEEDS}
    assert len(boxes) > 40


@pytest.mark.rules("dp.pyramid.cover")
def test_card_i_is_covered_by_cards_i_and_i_plus_1_of_the_row_below():
    for rows in (4, 5):
        lay = layout(rows)
        for p in range(lay.size):
            r, i = lay.coord(p)
            expect = [] if r == rows - 1 else [lay.pos(r + 1, i), lay.pos(r + 1, i + 1)]
            assert list(lay.covered_by[p]) == expect
        dealt = new(1, great_pyramid=rows == 5)              # a game is dealt on this layout
        assert dealt.layout.covered_by == lay.covered_by
        assert sorted(dealt.open_positions()) == [p for p in range(lay.size)
                                                  if not lay.covered_by[p]]
    lay = layout(4)
    assert [lay.coord(q) for q in lay.covers[lay.pos(3, 1)]] == [(2, 0), (2, 1)]
    assert [lay.coord(q) for q in lay.covers[lay.pos(3, 0)]] == [(2, 0)]


@pytest.mark.rules("dp.setup.initial-row", "dp.setup.pyramid")
@pytest.mark.rules("dp.pyramid.open", engine=False)
def test_only_the_bottom_row_is_open_and_face_up_at_the_start():
    s = new(8)
    assert s.open_positions() == (6, 7, 8, 9)
    assert [s.is_face_up(p) for p in range(10)] == [False] * 6 + [True] * 4
    view = observation(s, 0)
    assert [c["face_down"] for row in view["pyramid"] for c in row] == [True] * 6 + [False] * 4
    assert view["pyramid"][3][0]["room"] == ROOMS_BY_NUMBER[s.pyramid[6]]
    assert all(c["room"] is None for row in view["pyramid"][:3] for c in row)


ROOMS_BY_NUMBER = {room.number: name for name, room in ROOMS.items()}


@pytest.mark.rules("dp.option.great-pyramid", "dp.setup.initial-row")
@pytest.mark.parametrize("seed", SEEDS)
def test_great_pyramid_uses_15_cards_treasure_above_the_bottom_row(seed):
    s = new(seed, great_pyramid=True)
    lay = layout(5)
    assert len(s.pyramid) == 15 and s.box == ()
    assert sorted(s.pyramid) == list(range(1, 16))
    assert s.pyramid.index(TREASURE_CHAMBER) not in lay.bottom
    assert s.pyramid.index(ENTRANCE) in lay.bottom
    assert s.open_positions() == lay.bottom


@pytest.mark.rules("dp.option.great-pyramid")
def test_great_pyramid_treasure_can_lie_anywhere_in_the_upper_ten():
    spots = {new(seed, great_pyramid=True).pyramid.index(TREASURE_CHAMBER) for seed in range(400)}
    assert spots == set(range(10))


@pytest.mark.rules("dp.option.i-know-the-way")
@pytest.mark.parametrize("great", [False, True])
def test_i_know_the_way_shows_every_pyramid_card(great):
    s = new(4, i_know_the_way=True, great_pyramid=great)
    assert all(s.is_face_up(p) for p in range(len(s.pyramid)))
    view = observation(s, 0)
    rooms = [c["room"] for row in view["pyramid"] for c in row]
    assert rooms == [ROOMS_BY_NUMBER[c] for c in s.pyramid]
    # face up is not open: only the bottom row can be attempted
    assert s.open_positions() == layout(s.options.rows).bottom
    assert view["box"]["rooms"] is None      # the box stays closed


@pytest.mark.rules("dp.option.power-relics")
def test_power_relics_cap_is_two():
    assert new(1, power_relics=True).options.relic_cap == 2
    assert new(1).options.relic_cap == 5
