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
from pyramid_explorer.ui import exercise_links, share
from pyramid_explorer.ui.exercises import Choice, Exercise

WEST = 3


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
    return [ramses, track, pyramid, capped]


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
    assert 'href="' in ex._link.value and "Open this position in the dashboard" in ex._link.value
    assert "set up by hand" not in ex._link.value


def test_the_built_ramses_position_is_what_the_lesson_says():
    s = ramses_position(seed=3, players=3, adventurers=[{"layer": 1, "side": WEST}, {}, {}],
                        seen={0: {"A": 2, "C": 5}}, turn=6)
    assert s.current_player() == 0 and s.turn == 6 and s.advs[0].layer == 1
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
