"""What a rules audit of Pyramidenbau found, one named test per finding."""

from __future__ import annotations

import pytest

from pyramid_explorer.engine import Action
from pyramid_explorer.games.pyramidenbau.geometry import SIDE_CELLS, cell_name, height
from pyramid_explorer.games.pyramidenbau.setup import position

NORTH_FULL = {cell_name(c): "R" * (height(c) - 1) + "B" for c in SIDE_CELLS[0]}


def _until_colour_rolls(s, colour: int):
    """Play the first listed move (chance: the seeded draw) until ``colour`` is to roll again."""
    s = s.apply(s.sample_chance() if s.is_chance_node() else s.legal_actions()[0])
    while not (s.colour == colour and s.is_chance_node()):
        s = s.apply(s.sample_chance() if s.is_chance_node() else s.legal_actions()[0])
    return s


@pytest.mark.rules("pb.cap.place")
def test_built_position_with_a_complete_side_offers_its_cap():
    s = position(cells=NORTH_FULL)                    # blue's side complete, built this turn
    assert s.complete_at[0] > 0 and not s.may_cap()   # finished now: the cap goes on next round
    later = _until_colour_rolls(s.apply(Action("roll", (5,))), 0).apply(Action("roll", (6,)))
    assert Action("cap") in later.legal_actions()
    assert later.apply(Action("cap")).caps == (0,)
