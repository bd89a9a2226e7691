"""Pyramidenbau: the geometry, the set-up, the 1–4 actions, refusals that name their rule.

Helpers (``new``, ``rolled``, ``refused``, ``card_number``) are shared with
``test_pyramidenbau_cards.py``.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from pyramid_explorer import games
from pyramid_explorer.engine import Action, IllegalAction
from pyramid_explorer.games.pyramidenbau import geometry as geo
from pyramid_explorer.games.pyramidenbau.board import build_targets, current_layer, side_complete
from pyramid_explorer.games.pyramidenbau.rules import CAP_POINTS
from pyramid_explorer.games.pyramidenbau.state import Phase

GAME = "pyramidenbau"


def new(**kw):
    return games.new_game(GAME, seed=kw.pop("seed", 3), **kw)


def rolled(value: int, **kw):
    """A game where colour 0 (seat 0, north) has just rolled ``value``."""
    s = new(**kw)
    return replace(s, colour=0).apply(Action("roll", (value,)))


def card_number(state, card_id: str) -> int:
    ids = [c.id for c in state.deck.cards]
    return ids.index(card_id) * state.deck.copies


def refused(state, action):
    before = state.snapshot()
    with pytest.raises(IllegalAction) as err:
        state.apply(action)
    assert state.snapshot() == before
    return err.value


# ---------------------------------------------------------------- geometry (numbers derived)
@pytest.mark.rules("pb.board.plan", "pb.board.sides", "pb.score.visible", "pb.cap.points",
                   engine=False)
def test_the_model_reproduces_the_rulebooks_numbers():
    assert sum(geo.height(c) for c in geo.CELLS) == 120        # 120 stones
    assert len(geo.CELLS) == 64                                 # 64 visible
    assert {len(cells) for cells in geo.SIDE_CELLS} == {20}     # 20 visible per side
    per_row = [sum(1 for c in geo.SIDE_CELLS[0] if c[0] == r) for r in range(4)]
    assert per_row == [8, 6, 4, 2]
    assert len(geo.CELLS) + sum(CAP_POINTS) == 84               # 84 points
    shared = [c for c in geo.CELLS if len(geo.sides_of(c)) == 2]
    assert len(shared) == 16 and all(c[0] == c[1] or c[0] + c[1] == 7 for c in shared)
    assert sum(len(cells) for cells in geo.SIDE_CELLS) == 64 + len(shared)


@pytest.mark.rules("pb.board.workplaces", "pb.move.ring", engine=False)
def test_sixteen_workplaces_in_a_ring():
    assert geo.WORKPLACES == 16 and [geo.workplace_name(w) for w in geo.site_workplaces(3)] == \
        ["W1", "W2", "W3", "W4"]
    assert geo.ring_distance(15, 0) == 1 and max(geo.ring_distance(0, w) for w in range(16)) == 8


# ---------------------------------------------------------------- setup
@pytest.mark.rules("pb.setup.start", "pb.setup.cards")
def test_setup_empty_board_full_quarry_four_cards_up():
    s = new()
    assert all(not st for st in s.stacks) and s.quarry == (30,) * 4 and s.market == (4,) * 4
    assert len(s.discard) == 4 and len(s.draw) == 36
    starts = {new(seed=k).colour for k in range(30)}
    assert starts == {0, 1, 2, 3}                                  # start player by lot


@pytest.mark.rules("pb.players.three", "pb.players.two", "pb.players.colour-turns")
def test_player_counts_share_out_the_colours():
    three = new(players=3)
    assert three.owners.count(-1) == 1 and sorted(o for o in three.owners if o >= 0) == [0, 1, 2]
    passive = three.owners.index(-1)
    assert passive in replace(three, colour=(passive + 1) % 4).own_colours()
    two = new(players=2)
    assert sorted(two.owners) == [0, 0, 1, 1]
    from pyramid_explorer.engine import RandomBot
    s, colours = two, []
    while len(colours) < 8:                                        # a turn per colour
        if s.is_chance_node():
            if not s.card >= 0:
                colours.append((s.colour, s.owners[s.colour]))
            s = s.apply(s.sample_chance())
        else:
            assert s.current_player() == s.owners[s.colour]
            s = s.apply(RandomBot().choose(s))
    assert sorted(c for c, _ in colours[:4]) == [0, 1, 2, 3] and colours[:4] == colours[4:]


@pytest.mark.rules("pb.players.two", "pb.players.colour-turns")
def test_two_players_turn_per_player_choose_the_colour_first():
    from pyramid_explorer.engine import RandomBot

    s = new(players=2, turns="players")
    seat = s.current_player()
    mine = tuple(c for c in range(4) if s.owners[c] == seat)
    assert s.phase == Phase.CHOOSE and not s.is_chance_node()
    assert [a.args for a in s.legal_actions()] == [(c,) for c in mine]
    assert "Play this turn as" in str(s.legal_actions()[0])
    assert refused(s, Action("roll", (3,))).rule_id == "engine.chance"
    assert refused(s, Action("done", ())).rule_id == "pb.players.colour-turns"
    other = next(c for c in range(4) if s.owners[c] != seat)
    assert refused(s, Action("play_as", (other,))).rule_id == "pb.players.colour-turns"
    s = s.apply(Action("play_as", (mine[1],)))
    assert s.colour == mine[1] and s.phase == Phase.ROLL
    assert s.last_rules == ("pb.players.colour-turns",)
    seats = []
    while len(seats) < 6:                                     # the seats alternate, one turn each
        if s.phase == Phase.CHOOSE:
            seats.append(s.current_player())
        s = s.apply(s.sample_chance() if s.is_chance_node() else RandomBot().choose(s))
    assert seats == [1 - seat, seat] * 3
    four = new(players=4, turns="players")                     # one colour each: nothing to choose
    assert four.phase == Phase.ROLL


# ---------------------------------------------------------------- 1–4
@pytest.mark.rules("pb.turn.roll", "pb.place.quarry", "pb.place.colour", "pb.steps.up-to")
def test_place_up_to_n_stones_in_steps_then_done():
    s = rolled(3)
    assert {a.kind for a in s.legal_actions()} == {"place"}      # no worker is out yet
    s = s.apply(Action("place", (2, 1, 5)))                 # one green on E2
    assert s.workplaces[5] == (2,) and s.quarry[2] == 29 and s.allowance == 2
    assert Action("done", ()) in s.legal_actions()
    assert all(a.kind in ("place", "done") for a in s.legal_actions())
    s = s.apply(Action("place", (0, 2, 0)))                 # allowance used up: turn passes
    assert s.workplaces[0] == (0, 0) and s.phase == Phase.ROLL and s.colour == 1


@pytest.mark.rules("pb.place.quarry", "pb.board.workplaces")
def test_no_stones_on_a_staffed_or_full_workplace():
    s = replace(rolled(4), workers=(1,) + (-1,) * 15, workplaces=((),) * 5 + ((0,) * 4,) + ((),) * 10)
    err = refused(s, Action("place", (0, 1, 0)))
    assert err.rule_id == "pb.place.quarry"
    assert refused(s, Action("place", (0, 1, 5))).rule_id == "pb.board.workplaces"


@pytest.mark.rules("pb.place.from-sites", "pb.place.other-sites")
def test_empty_quarry_takes_stones_from_other_sites():
    s = rolled(2)
    s = replace(s, quarry=(0, 0, 0, 0),
                workplaces=((1,),) + ((),) * 4 + ((3, 3),) + ((),) * 10)
    kinds = {a.kind for a in s.legal_actions()}
    assert "take" in kinds and "place" not in kinds
    assert all(a.args[0] != 0 for a in s.legal_actions() if a.kind == "take")  # not own site
    s = s.apply(Action("take", (5, 3, 1)))
    assert s.workplaces[5] == (3,) and s.workplaces[1] == (3,)
    assert refused(s, Action("take", (0, 1, 2))).rule_id == "pb.place.other-sites"
    assert "pb.place.other-sites" in s.last_rules


@pytest.mark.rules("pb.build.staffed", "pb.build.layers")
def test_build_from_staffed_own_workplaces_layer_by_layer():
    s = rolled(2)
    s = replace(s, workplaces=((0, 1),) + ((),) * 4 + ((0,),) + ((),) * 10,
                workers=(2,) + (-1,) * 4 + (0,) + (-1,) * 10)
    builds = [a for a in s.legal_actions() if a.kind == "build"]
    assert builds and all(a.args[0] == 0 for a in builds)            # not from E2 (not own)
    assert {a.args[2] for a in builds} == set(build_targets(s.stacks, 0))
    assert all(geo.height(geo.CELLS[a.args[2]]) >= 1 and s.stacks[a.args[2]] == () for a in builds)
    inner = geo.index((1, 3))                          # level 1 there is open, level 2 is not
    assert Action("build", (0, 0, inner)) in builds
    one_down = replace(s, stacks=s.stacks[:inner] + ((2,),) + s.stacks[inner + 1:])
    assert refused(one_down, Action("build", (0, 0, inner))).rule_id == "pb.build.layers"
    s = s.apply(Action("build", (0, 1, geo.index((0, 3)))))
    assert s.stacks[3] == (1,) and s.workplaces[0] == (0,)
    assert refused(replace(s, workers=(-1,) * 16), Action("build", (0, 0, 4))).rule_id \
        == "pb.build.staffed"


@pytest.mark.rules("pb.build.layers", engine=False)
def test_second_layer_opens_only_when_the_first_is_full():
    s = new()
    first = {geo.index(c) for c in geo.layer_cells(0, 1)}
    stacks = tuple((1,) if i in first and i != 0 else () for i in range(64))
    assert current_layer(stacks, 0) == 1 and build_targets(stacks, 0) == (0,)
    stacks = tuple((1,) if i in first else () for i in range(64))
    assert current_layer(stacks, 0) == 2
    assert set(build_targets(stacks, 0)) == {geo.index(c) for c in geo.layer_cells(0, 2)}
    assert not side_complete(stacks, 0)
    full = tuple((0,) * geo.height(c) if 0 in geo.sides_of(c) else () for c in geo.CELLS)
    assert side_complete(full, 0) and current_layer(full, 0) == 5 and not build_targets(full, 0)
    assert s.stacks == ((),) * 64


@pytest.mark.rules("pb.move.worker", "pb.move.ring")
def test_move_own_worker_anywhere_or_any_worker_on_own_site():
    s = rolled(3)
    workers = [-1] * 16
    workers[0], workers[9], workers[10] = 2, 0, 1       # green on N1, blue on S2, red on S3
    s = replace(s, workers=tuple(workers))
    movers = {a.args[0] for a in s.legal_actions() if a.kind == "move"}
    assert movers == {0, 9}
    dists = {geo.ring_distance(*a.args) for a in s.legal_actions() if a.kind == "move"}
    assert dists == {1, 2, 3}
    assert refused(s, Action("move", (10, 11))).rule_id == "pb.move.worker"
    assert refused(s, Action("move", (9, 13))).rule_id == "pb.move.ring"
    assert refused(s, Action("move", (9, 10))).rule_id == "pb.move.ring"   # occupied
    label = s.action_label(Action("move", (9, 12)))     # what the button and the log say
    s = s.apply(Action("move", (9, 12)))                 # passes the red worker on S3
    assert s.workers[12] == 0 and s.workers[9] == -1 and s.colour == 1
    assert s.history[-1] == Action("move", (9, 12))
    assert label == "Move the blue worker 3 fields: S2 → W1"
