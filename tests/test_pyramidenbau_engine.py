"""Pyramidenbau: the geometry, every action, every card, and refusals that name their rule."""

from __future__ import annotations

from dataclasses import replace

import pytest

from pyramid_explorer import games
from pyramid_explorer.engine import Action, IllegalAction
from pyramid_explorer.games.pyramidenbau import geometry as geo
from pyramid_explorer.games.pyramidenbau.board import build_targets, current_layer, side_complete
from pyramid_explorer.games.pyramidenbau.rules import CAP_POINTS
from pyramid_explorer.games.pyramidenbau.state import Phase, Termination

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
@pytest.mark.rules("pb.board.plan", "pb.board.sides", "pb.score.visible", "pb.cap.points")
def test_the_model_reproduces_the_rulebooks_numbers():
    assert sum(geo.height(c) for c in geo.CELLS) == 120        # 120 stones
    assert len(geo.CELLS) == 64                                 # 64 visible
    assert {len(cells) for cells in geo.SIDE_CELLS} == {20}     # 20 visible per side
    rows = [sorted({geo.edge_distances(c)[0] for c in geo.SIDE_CELLS[0]}).count(r)
            for r in range(4)]
    assert rows == [1, 1, 1, 1]
    per_row = [sum(1 for c in geo.SIDE_CELLS[0] if c[0] == r) for r in range(4)]
    assert per_row == [8, 6, 4, 2]
    assert len(geo.CELLS) + sum(CAP_POINTS) == 84               # 84 points
    shared = [c for c in geo.CELLS if len(geo.sides_of(c)) == 2]
    assert len(shared) == 16 and all(c[0] == c[1] or c[0] + c[1] == 7 for c in shared)
    assert sum(len(cells) for cells in geo.SIDE_CELLS) == 64 + len(shared)


@pytest.mark.rules("pb.board.workplaces", "pb.move.ring")
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


@pytest.mark.rules("pb.build.layers")
def test_second_layer_opens_only_when_the_first_is_full():
    s = new()
    first = {geo.index(c) for c in geo.layer_cells(0, 1)}
    stacks = tuple((1,) if i in first and i != 0 else () for i in range(64))
    assert current_layer(stacks, 0) == 1 and build_targets(stacks, 0) == (0,)
    stacks = tuple((1,) if i in first else () for i in range(64))
    assert current_layer(stacks, 0) == 2
    assert set(build_targets(stacks, 0)) == {geo.index(c) for c in geo.layer_cells(0, 2)}
    assert not side_complete(stacks, 0) and s


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
    s = s.apply(Action("move", (9, 12)))                 # passes the red worker on S3
    assert s.workers[12] == 0 and s.workers[9] == -1 and s.colour == 1
    assert str(s.history[-1]) == "" or s.history[-1] == Action("move", (9, 12))


# ---------------------------------------------------------------- 5–6
@pytest.mark.rules("pb.hire.market", "pb.hire.colour")
def test_hire_own_colour_to_any_free_workplace():
    s = rolled(5)
    hires = [a for a in s.legal_actions() if a.kind == "hire"]
    assert {a.args[0] for a in hires} == {0} and len(hires) == 16
    assert refused(s, Action("hire", (1, 4))).rule_id == "pb.hire.colour"
    s2 = s.apply(Action("hire", (0, 9)))
    assert s2.workers[9] == 0 and s2.market[0] == 3
    anyc = rolled(6, hire_any_colour=True)
    assert {a.args[0] for a in anyc.legal_actions() if a.kind == "hire"} == {0, 1, 2, 3}


@pytest.mark.rules("pb.fire.own-site")
def test_fire_any_colour_from_own_site_only():
    workers = [-1] * 16
    workers[2], workers[6] = 3, 0
    s = replace(rolled(6), workers=tuple(workers), market=(3, 4, 4, 3))
    fires = [a for a in s.legal_actions() if a.kind == "fire"]
    assert [a.args for a in fires] == [(2,)]
    assert refused(s, Action("fire", (6,))).rule_id == "pb.fire.own-site"
    s = s.apply(Action("fire", (2,)))
    assert s.workers[2] == -1 and s.market[3] == 4


@pytest.mark.rules("pb.card.reveal", "pb.deck.reconstructed")
def test_reveal_turns_up_the_top_card_and_carries_it_out():
    s = rolled(5)
    top = s.draw[0]
    s = s.apply(Action("reveal", ()))
    assert s.discard[-1] == top and len(s.draw) == 35 and s.card == top
    assert s.kinds == (s.deck.card(top).action,) or s.phase == Phase.ROLL


@pytest.mark.rules("pb.card.reshuffle")
def test_all_forty_are_reshuffled_when_the_pile_runs_out():
    s = rolled(5)
    s = replace(s, draw=s.draw[:1], discard=s.discard + s.draw[1:])
    last = s.draw[0]
    s = s.apply(Action("reveal", ()))
    assert len(s.draw) == 36 and len(s.discard) == 4
    assert sorted(s.draw + s.discard) == list(range(40)) and s.card == last


@pytest.mark.rules("pb.card.follow")
def test_follow_the_top_discard_then_slide_it_under():
    s = rolled(6)
    build = card_number(s, "place-2")
    s = replace(s, discard=(1, 5, build))
    s = s.apply(Action("follow", ()))
    assert s.discard == (build, 1, 5) and s.kinds == ("place",) and s.allowance == 2


@pytest.mark.rules("pb.card.void", "pb.card.follow-possible")
def test_a_card_that_cannot_be_done_is_void():
    s = rolled(5)
    fire = card_number(s, "fire")
    s = replace(s, draw=(fire,) + s.draw[1:])
    no_follow = replace(s, discard=(fire,))
    assert "follow" not in {a.kind for a in no_follow.legal_actions()}
    assert refused(no_follow, Action("follow", ())).rule_id == "pb.card.follow-possible"
    s = s.apply(Action("reveal", ()))
    assert s.legal_actions() == [Action("pass", ())]
    s = s.apply(Action("pass", ()))
    assert s.last_rules == ("pb.card.void",) and s.colour == 1


CARD_CASES = [
    ("place-2", "pb.deck.place", ("place",), 2),
    ("place-4", "pb.deck.place", ("place",), 4),
    ("build-1", "pb.deck.build", ("build",), 1),
    ("build-3", "pb.deck.build", ("build",), 3),
    ("move-2", "pb.deck.move", ("move",), 2),
    ("move-4", "pb.deck.move", ("move",), 4),
    ("hire", "pb.deck.hire", ("hire",), 1),
    ("fire", "pb.deck.fire", ("fire",), 1),
    ("take-2", "pb.deck.take", ("take",), 2),
]


@pytest.mark.parametrize("card_id, rule, kinds, count", CARD_CASES)
@pytest.mark.rules("pb.deck.place", "pb.deck.build", "pb.deck.move", "pb.deck.hire",
                   "pb.deck.fire", "pb.deck.take")
def test_every_card_instruction(card_id, rule, kinds, count):
    s = rolled(5)
    n = card_number(s, card_id)
    workers = [-1] * 16
    workers[0], workers[1] = 0, 2
    s = replace(s, draw=(n,) + s.draw[1:], workers=tuple(workers),
                workplaces=((0, 0),) + ((),) * 4 + ((1, 2),) + ((),) * 10)
    s = s.apply(Action("reveal", ()))
    assert rule in s.last_rules and s.kinds == kinds and s.allowance == count
    moves = s.legal_actions()
    assert moves and all(a.kind == kinds[0] for a in moves)
    s = s.apply(moves[0])
    assert rule in s.last_rules


@pytest.mark.rules("pb.deck.roll")
def test_roll_again_card_plays_a_new_die():
    s = rolled(5)
    s = replace(s, draw=(card_number(s, "roll-again"),) + s.draw[1:])
    s = s.apply(Action("reveal", ()))
    assert s.is_chance_node() and s.colour == 0
    s = s.apply(Action("roll", (2,)))
    assert s.colour == 0 and s.die == 2 and s.allowance == 2 and "pb.deck.roll" in s.last_rules


# ---------------------------------------------------------------- cap, end, score
def finished_side(state, side, colour=0):
    stacks = list(state.stacks)
    for c in geo.SIDE_CELLS[side]:
        stacks[geo.index(c)] = (colour,) * geo.height(c)
    return tuple(stacks)


@pytest.mark.rules("pb.cap.place", "pb.cap.points", "pb.turn.must-act")
def test_cap_on_a_later_turn_with_5_or_6_scores_by_order():
    s = new()
    s = replace(s, colour=0, stacks=finished_side(s, 0), complete_at=(s.turn, 0, 0, 0))
    now = s.apply(Action("roll", (6,)))
    assert "cap" not in {a.kind for a in now.legal_actions()}          # same turn: not yet
    assert refused(now, Action("cap", ())).rule_id == "pb.cap.place"
    later = replace(s, turn=s.turn + 1).apply(Action("roll", (5,)))
    assert Action("cap", ()) in later.legal_actions()
    after = later.apply(Action("cap", ()))
    assert after.caps == (0,) and after.scores()[0] == 20 + 10
    assert refused(replace(s, turn=9).apply(Action("roll", (3,))), Action("cap", ())).rule_id \
        == "pb.cap.place"


@pytest.mark.rules("pb.end.caps", "pb.score.visible", "pb.score.winner")
def test_game_ends_with_the_fourth_cap_and_scores_84():
    s = new()
    stacks = tuple((i % 4,) * geo.height(c) for i, c in enumerate(geo.CELLS))
    s = replace(s, colour=3, stacks=stacks, caps=(0, 1, 2), complete_at=(1, 1, 1, 1), turn=5,
                quarry=(0, 0, 0, 0))
    s = s.apply(Action("roll", (6,))).apply(Action("cap", ()))
    assert s.is_terminal() and s.termination == Termination.ALL_CAPS
    assert sum(s.scores()) == 84 and s.scores() == (26, 22, 19, 17)
    assert s.winners() == (0,) and s.returns() == [26.0, 22.0, 19.0, 17.0]
    assert "pb.end.caps" in s.last_rules


@pytest.mark.rules("pb.end.three-players", "pb.players.three")
def test_three_players_end_without_the_passive_cap():
    s = new(players=3)
    active = s.active_colours()
    s = replace(s, colour=active[-1], caps=active[:-1], complete_at=(1, 1, 1, 1), turn=5)
    s = s.apply(Action("roll", (5,))).apply(Action("cap", ()))
    assert s.is_terminal() and len(s.caps) == 3 and "pb.end.three-players" in s.last_rules


@pytest.mark.rules("pb.end.turn-cap")
def test_turn_cap_is_a_reported_ending():
    from pyramid_explorer.engine import RandomBot
    from pyramid_explorer.sim import play_out
    s = play_out(new(turn_cap=5), [RandomBot()])
    assert s.termination == Termination.TURN_CAP and s.turn == 6


@pytest.mark.rules("pb.score.winner")
def test_tied_seats_share_the_win_and_two_colours_add_up():
    s = new(players=2)
    stacks = tuple((i % 4,) * geo.height(c) for i, c in enumerate(geo.CELLS))
    s = replace(s, stacks=stacks)
    per_colour = s.scores()
    seat0 = sum(p for c, p in enumerate(per_colour) if s.owners[c] == 0)
    assert s.seat_scores()[0] == seat0 and sum(s.seat_scores()) == 64


@pytest.mark.rules("pb.turn.must-act")
def test_no_possible_action_loses_the_turn():
    s = rolled(4)
    s = replace(s, quarry=(0, 0, 0, 0))                 # nothing to place, build or move
    assert s.legal_actions() == [Action("pass", ())]
    assert refused(rolled(4), Action("pass", ())).rule_id == "pb.turn.must-act"
    assert refused(rolled(4), Action("done", ())).rule_id == "pb.turn.must-act"
    s = s.apply(Action("pass", ()))
    assert s.colour == 1 and s.last_rules == ("pb.turn.must-act",)


@pytest.mark.rules("pb.option.second-die")
def test_second_die_both_used_in_chosen_order():
    s = replace(new(second_die=True), colour=0)
    assert len(s.chance_outcomes()) == 21
    assert abs(sum(p for _, p in s.chance_outcomes()) - 1) < 1e-12
    s = s.apply(Action("roll", (2, 6)))
    assert {str(a) for a in s.legal_actions()} == {"Play the 2 first", "Play the 6 first"}
    assert refused(s, Action("first", (4,))).rule_id == "pb.option.second-die"
    s = s.apply(Action("first", (6,)))
    assert s.die == 6 and s.dice == (2,)
    s = s.apply(Action("hire", (0, 0)))
    assert s.die == 2 and s.colour == 0 and s.allowance == 2


# ---------------------------------------------------------------- refusals in general
@pytest.mark.rules("pb.hire.market", "pb.place.quarry")
def test_wrong_die_is_refused_with_the_rule_in_both_languages():
    low, high = rolled(2), rolled(6)
    err = refused(low, Action("hire", (0, 1)))
    assert err.rule_id == "pb.hire.market" and err.message("de").endswith(".")
    err = refused(high, Action("place", (0, 1, 1)))
    assert err.rule_id == "pb.place.quarry" and "1–4" in err.message("en")
    assert refused(low, Action("place", ("x",))).rule_id == "engine.action"
    assert refused(low, Action("fly", ())).rule_id == "engine.action"
    assert refused(new(), Action("place", (0, 1, 1))).rule_id == "engine.chance"


@pytest.mark.rules("pb.deck.reconstructed")
def test_user_deck_loads_and_bad_decks_say_why(tmp_path):
    import json

    from pyramid_explorer.engine import OptionError
    from pyramid_explorer.games.pyramidenbau.cards import default_deck
    raw = {"format": "pyramidenbau-cards", "version": 1, "copies": 4, "reconstructed": False,
           "cards": [{"id": f"b{i}", "action": "build", "count": 1 + i % 4, "de": f"Baue {i}"}
                     for i in range(10)]}
    good = tmp_path / "deck.json"
    good.write_text(json.dumps(raw))
    s = new(deck_file=str(good))
    assert not s.deck.reconstructed and s.deck.cards[3].text("de") == "Baue 3"
    assert default_deck().reconstructed
    raw["cards"][2] = {"id": "x", "action": "fly"}
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(raw))
    with pytest.raises(OptionError, match="card 3 .*'action' must be one of"):
        new(deck_file=str(bad))
    with pytest.raises(OptionError, match="cannot read the deck file"):
        new(deck_file=str(tmp_path / "missing.json"))
    raw["cards"][2] = {"id": "b0", "action": "hire"}
    bad.write_text(json.dumps(raw))
    with pytest.raises(OptionError, match="repeated: b0"):
        new(deck_file=str(bad))
