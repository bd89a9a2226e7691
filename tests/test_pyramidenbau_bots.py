"""The Pyramidenbau builder bot does what its name promises, and bot games replay exactly."""

from __future__ import annotations

import pytest

from pyramid_explorer.engine import Action, RandomBot
from pyramid_explorer.games.pyramidenbau import BuilderBot
from pyramid_explorer.games.pyramidenbau.geometry import SIDE_CELLS, cell_name, height, index
from pyramid_explorer.games.pyramidenbau.setup import position


@pytest.mark.rules("pb.cap.place", engine=False)
def test_builder_puts_its_cap_on_at_once():
    full = {cell_name(c): "R" * (height(c) - 1) + "B" for c in SIDE_CELLS[0]}  # 30 B at most
    s = position(cells=full, complete_before=True, roll=6)
    assert BuilderBot().choose(s) == Action("cap")


@pytest.mark.rules("pb.build.layers", "pb.build.staffed", engine=False)
def test_builder_keeps_its_colour_on_top_and_buries_others():
    first = {cell_name(c): "R" for c in SIDE_CELLS[0]}           # layer 1 full (red)
    s = position(cells=first, workplaces={"N2": "BR"}, workers={"N2": "B"}, roll=1)
    move = BuilderBot().choose(s)
    assert move.kind == "build" and move.args[1] == 0            # its own colour …
    assert height(divmod(move.args[2], 8)) == 2                  # … where it stays visible
    inner = {cell_name(c): "R" for c in SIDE_CELLS[0]}
    inner["d2"] = "R"
    s = position(cells=inner, workplaces={"N2": "R"}, workers={"N2": "B"}, roll=1)
    move = BuilderBot().choose(s)
    assert move.kind == "build" and height(divmod(move.args[2], 8)) > 2  # red goes under


@pytest.mark.rules("pb.move.worker", engine=False)
def test_builder_staffs_the_workplace_holding_its_stones():
    s = position(workplaces={"N3": "BBB"}, workers={"W4": "B"}, roll=4)
    assert BuilderBot().choose(s) == Action("move", (15, 2))


@pytest.mark.rules("pb.setup.start")
def test_bot_games_replay_exactly():
    from pyramid_explorer import games
    from pyramid_explorer.sim import play_out
    a = play_out(games.new_game("pyramidenbau", seed=9, turn_cap=80), [BuilderBot(), RandomBot()])
    b = play_out(games.new_game("pyramidenbau", seed=9, turn_cap=80), [BuilderBot(), RandomBot()])
    assert a.history == b.history and a == b
    assert index((0, 0)) == 0
