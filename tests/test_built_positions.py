"""Built lesson positions of Ramses Pyramid and Pyramidenbau (issue 12): checked by the engine,
kept in saves and share links, and so every exercise opens in the dashboard."""

from __future__ import annotations

import json

import pytest

from pyramid_explorer import games
from pyramid_explorer.engine import Action, SaveError
from pyramid_explorer.games.pyramidenbau import position as pyramidenbau_position
from pyramid_explorer.games.pyramidenbau.position import PositionError as PbPositionError
from pyramid_explorer.games.ramses_pyramid import from_position as ramses_position
from pyramid_explorer.games.ramses_pyramid.position import PositionError as RpPositionError
from pyramid_explorer.ui.exercises import Choice, Exercise
from pyramid_explorer.ui.exercises import links as exercise_links
from pyramid_explorer.ui.model import share

NORTH, EAST, SOUTH, WEST = 0, 1, 2, 3
BOARD = dict(  # a lesson: a mummy on layer 4 east, just above P1's adventurer on layer 3 east
    adventurers=[{"layer": 3, "side": EAST}, {"track": 5}],
    mummies=[{"layer": 6, "side": NORTH}, {"layer": 5, "side": SOUTH},
             {"layer": 4, "side": EAST}],
    turns={2: 1, 3: 1, 4: 2}, temples={"A": 1, "B": 3}, tents=[["red"], []], turn=9)


def built_positions():
    """One built position per game, a few moves played after it as an exercise does."""
    ramses = ramses_position(seed=3, players=3, adventurers=[{"layer": 1, "side": WEST}, {}, {}],
                             tents=[["green"], [], []], seen={0: {"A": 2, "C": 5}}, turn=6)
    ramses = ramses.apply(Action("climb")).apply(Action("roll", (2, "plain")))
    track = ramses_position(seed=3, players=3, crystals={2: "green"}).apply(
        Action("roll", (2, "plain")))
    pyramid = pyramidenbau_position(seed=1, cells={"a1": "R"}, workplaces={"N2": "BB"},
                                    workers={"W4": "B"}, roll=3)
    capped = pyramidenbau_position(
        seed=1, complete_before=True, roll=5,
        cells={f"{'abcdefgh'[c]}{r + 1}": "R" * min(r, c, 7 - r, 7 - c) + "B"
               for r in range(8) for c in range(8)
               if r <= min(c, 7 - c)})  # the north side, complete
    board = ramses_position(seed=3, players=2, **BOARD).apply(Action("climb"))
    return [ramses, track, pyramid, capped, board]


@pytest.mark.parametrize("state", built_positions(), ids=lambda s: f"{s.game_id}-{s.step}")
def test_a_built_position_survives_a_save_and_a_link_with_the_same_moves(state):
    assert state.start_position() is not None
    loaded = games.load(state.to_json())
    assert loaded == state and loaded.legal_actions() == state.legal_actions()
    assert json.loads(state.to_json())["start"] == state.start_position()
    assert share.reachable(state)
    url = exercise_links.link(state, 0, "de")
    opened = share.decode(url.split("#", 1)[1])
    assert opened.notices == [] and opened.viewer == 0 and opened.lang == "de"
    assert opened.final.snapshot() == state.snapshot()
    assert opened.final.legal_actions() == state.legal_actions()
    assert opened.final.start_position() == state.start_position()


@pytest.mark.parametrize("state", built_positions(), ids=lambda s: f"{s.game_id}-{s.step}")
def test_an_exercise_on_a_built_position_offers_the_dashboard_link(state):
    ex = Exercise(state, "?", [Choice("x", [state.legal_actions()[0]])], viewer=0)
    assert 'href="' in ex.link_html.value and "Open this position in the dashboard" in ex.link_html.value
    assert "set up by hand" not in ex.link_html.value


def test_the_built_ramses_position_is_what_the_lesson_says():
    s = ramses_position(seed=3, players=3, adventurers=[{"layer": 1, "side": WEST}, {}, {}],
                        seen={0: {"A": 2, "C": 5}}, turn=6)
    assert s.current_player() == 0 and s.turn == 6 and s.advs[0].layer == 1
    dealt = games.new_game("ramses-pyramid", seed=3, players=3)
    assert (s.temples, s.mummies, s.rotation) == (dealt.temples, dealt.mummies, dealt.rotation)
    assert not {"temples", "mummies", "turns"} & set(s.start_position())  # as dealt: not saved
    known = {t["temple"]: t["colour"] for t in s.observation(0)["temples"]}
    assert [k for k, c in known.items() if c] == ["A", "C"]         # what P1 saw, no more
    assert all(t["colour"] is None for t in s.observation(1)["temples"])
    assert [t["known_by"] for t in s.observation(1)["temples"]][0] == [0]  # the public record
    assert {a.kind for a in s.legal_actions()} == {"climb", "sideways"}


@pytest.mark.parametrize(("build", "message"), [
    (dict(adventurers=[{"track": 4, "layer": 2}, {}]), "on brown space 4 and on layer 2 at once"),
    (dict(adventurers=[{"lapped": True, "track": 3}, {}]), "waits at the entrance"),
    (dict(adventurers=[{"layer": 9}, {}]), "layer must be a whole number 0–6"),
    (dict(adventurers=[{"flying": True}, {}]), "give track, lapped, layer and side only"),
    (dict(adventurers=[{}]), "one entry per player (2)"),
    (dict(tents=[["gold"], []]), "'gold' is not a colour"),
    (dict(crystals={9: "red"}), "'9' is not a brown space"),
    (dict(seen={0: {"A": 4}}, turn=3), "a turn before 3"),
    (dict(seen={0: {"E": 1}}), "'E' is not a temple"),
    (dict(player=2), "the player to move must be a whole number 0–1"),
])
def test_ramses_refuses_a_position_that_cannot_exist_and_says_why(build, message):
    with pytest.raises(RpPositionError) as err:
        ramses_position(seed=3, players=2, **build)
    assert message in str(err.value)
    assert err.value.message("de") != err.value.message("en")


@pytest.mark.parametrize(("build", "message"), [
    (dict(cells={"d4": "BB"}), "layer 1 below it is not complete"),
    (dict(cells={"a1": "BB"}), "cell a1 holds 2 stones, but its finished stack has 1"),
    (dict(cells={"z9": "B"}), "'z9' is not a cell"),
    (dict(cells={"a1": "X"}), "stones are colour letters B, R, G, V"),
    (dict(workplaces={"N2": "BBBBB"}), "workplace N2 holds at most 4 stones"),
    (dict(workplaces={"Q7": "B"}), "'Q7' is not a workplace"),
    (dict(workers={"N1": "B", "N2": "B", "N3": "B", "N4": "B", "E1": "B"}),
     "more B workers than the market's 4"),
    (dict(workers={"N1": "BB"}), "one letter"),
    (dict(colour=7), "the colour to move must be 0–3"),
])
def test_pyramidenbau_refuses_a_position_that_cannot_exist_and_says_why(build, message):
    with pytest.raises(PbPositionError) as err:
        pyramidenbau_position(seed=1, **build)
    assert message in str(err.value)
    assert err.value.message("de") != err.value.message("en")


def test_a_full_side_of_one_colour_is_more_stones_than_the_quarry_holds():
    full = {f"{'abcdefgh'[c]}{r + 1}": "B" * (1 + min(r, c, 7 - r, 7 - c))
            for r in range(8) for c in range(8) if r <= min(c, 7 - c)}
    with pytest.raises(PbPositionError, match="more B stones than the quarry's 30"):
        pyramidenbau_position(seed=1, cells=full)


def test_a_passive_colour_cannot_be_the_one_to_move():
    passive = games.new_game("pyramidenbau", seed=5, players=3).owners.index(-1)
    with pytest.raises(PbPositionError, match="passive"):
        pyramidenbau_position(seed=5, players=3, colour=passive)


@pytest.mark.parametrize("state", built_positions()[::2], ids=lambda s: s.game_id)
def test_a_save_with_a_damaged_start_is_refused_with_the_reason(state):
    data = json.loads(state.to_json())
    data["start"] = {**data["start"], "colour": 9} if state.game_id == "pyramidenbau" else {
        **data["start"], "player": 9}
    text = json.dumps(data)
    with pytest.raises(SaveError) as err:
        games.load(text)
    assert "start position is invalid" in str(err.value)
    assert "Startstellung" in err.value.message("de")
    junk = json.dumps({**json.loads(state.to_json()), "start": {"flying": True}})
    with pytest.raises(SaveError, match="unknown field 'flying'"):
        games.load(junk)


@pytest.mark.parametrize("state", built_positions()[::2], ids=lambda s: s.game_id)
def test_a_link_with_a_damaged_start_opens_the_deal_with_a_message(state):
    url = exercise_links.link(state, None, "en")
    fragment = url.split("#", 1)[1]
    start = json.dumps({"flying": True}).encode()
    import base64
    import zlib

    bad = base64.urlsafe_b64encode(zlib.compress(start)).decode().rstrip("=")
    damaged = "&".join(f"st={bad}" if part.startswith("st=") else part
                       for part in fragment.split("&"))
    opened = share.decode(damaged)
    assert "unknown field 'flying'" in opened.notices[0].en and opened.notices[0].de
    assert opened.root.start_position() is None and opened.root.history == ()


@pytest.mark.rules("rp.mummy.block", "rp.mummy.roll", "rp.pyramid.turn", engine=False)
def test_a_built_ramses_position_sets_mummies_layer_turns_and_temples():
    base = games.new_game("ramses-pyramid", seed=3, players=2)
    s = ramses_position(seed=3, players=2, **BOARD)
    assert sorted(m for m in s.mummies if m[0] < 7) == [(4, EAST), (5, SOUTH), (6, NORTH)]
    top = [side for layer, side in s.mummies if layer == 7]   # the others wait at the top
    assert len(top) == 5 and all(top.count(side) <= 2 for side in range(4))
    assert s.rotation == (0, 1, 1, 2, 0, 0)
    for side in range(4):                       # layer 4 stands two quarter turns on
        assert s.colour_at(4, side) == base.colour_at(4, (side - 2) % 4)
    assert s.temple_space(0) == 1 and s.temple_space(1) == 3
    seen_by_p2 = s.observation(1)
    assert [t["space"] for t in seen_by_p2["temples"]][:2] == [1, 3]   # public
    assert [4, EAST] in seen_by_p2["mummies"] and [6, NORTH] in seen_by_p2["mummies"]
    climb = s.apply(Action("climb"))
    moves = climb.apply(Action("roll", (2, "plain"))).legal_actions()
    assert moves and not any(a.kind == "up" for a in moves)   # the mummy blocks layer 4 east
    mummy_roll = climb.apply(Action("roll", (3, "mummy"))).legal_actions()
    assert {a.args[0] for a in mummy_roll if a.kind == "mummy"} == set(top)
    down = [{"layer": k, "side": NORTH} for k in range(1, 7)] + [{"space": 3}, {"space": 4}]
    assert (0, 4) in ramses_position(seed=3, players=2, mummies=down).mummies  # 4 after 3
    beside = ramses_position(seed=3, players=2, **{**BOARD, "adventurers": [
        {"layer": 4, "side": NORTH}, {}]})
    assert not any(a.kind == "sideways" and a.args[0] == EAST for a in beside.legal_actions())


@pytest.mark.parametrize(("build", "message"), [
    (dict(mummies=[{"layer": 5, "side": 1}]), "the others stand on layer 6, not on layer 5"),
    (dict(mummies=[{"layer": 6, "side": 1}, {"layer": 6, "side": 2}]),
     "2 mummies on layer 6"),
    (dict(mummies=[{"layer": 6}]), "give top (true) and side, layer and side, or space"),
    (dict(mummies=[{"space": 2}]), "with 7 mummies at the top, 0 stand on brown spaces, not 1"),
    (dict(mummies=[{"top": True, "side": 0}] * 3), "3 mummies at the top of the north side"),
    (dict(mummies=[{"layer": k, "side": 0} for k in range(1, 7)] + [{"space": 3}, {"space": 6}]),
     "a mummy on brown space 6 needs one on space 5"),
    (dict(mummies=[{"layer": k, "side": 0} for k in range(1, 6)] + [
        {"space": 1}, {"space": 1}, {"space": 3}]), "2 mummies on brown space 1"),
    (dict(mummies=[{"space": n} for n in range(1, 9)], team="all"),
     "in team play the game is already lost"),
    (dict(adventurers=[{"layer": 6, "side": 2}, {}], mummies=[{"layer": 6, "side": 2}]),
     "a mummy stands where P1's adventurer is"),
    (dict(turns={1: 1}), "the dark layer 1 never turns"),
    (dict(turns={3: 4}), "the turn of layer 3 must be a whole number 0–3"),
    (dict(temples={"A": 8}), "temples A and D both on temple space 8"),
    (dict(temples={"A": 0}), "the space of temple A must be a whole number 1–8"),
    (dict(temples={"E": 2}), "'temples' must give the space of each temple A, B, C and D"),
])
def test_ramses_refuses_mummies_turns_or_temples_no_game_reaches(build, message):
    with pytest.raises(RpPositionError) as err:
        ramses_position(seed=3, players=2, **build)
    assert message in str(err.value)
    assert err.value.message("de") != err.value.message("en")


def test_every_position_a_played_game_reaches_can_be_built_back():
    """The checks refuse nothing a game can reach: mummies, turns and temples of every position
    of random games (solo and team play) give the same board again."""
    import random

    from pyramid_explorer.games.ramses_pyramid.position import from_start

    checked = 0
    for seed in range(1, 9):
        s = games.new_game("ramses-pyramid", seed=seed, players=3, team="all")
        rng = random.Random(seed)
        while not s.is_terminal():
            built = from_start(seed=seed, players=3, start=ramses_board(s), team="all")
            assert (built.mummies, built.rotation, built.temples) == (
                tuple(sorted(s.mummies)), s.rotation, s.temples)
            checked += 1
            s = s.apply(s._sample(rng) if s.is_chance_node() else rng.choice(s.legal_actions()))
    assert checked > 1000


def ramses_board(state):
    """The start fields of ``state``'s mummies, turns and temples (all of them)."""
    from pyramid_explorer.games.ramses_pyramid.position_board import mummies_json

    return {"mummies": mummies_json(state.mummies),
            "turns": {str(k + 1): r for k, r in enumerate(state.rotation) if r},
            "temples": {"ABCD"[t]: sp for sp, t in enumerate(state.temples) if t >= 0}}
