"""Bad input: every kind of illegal move and malformed save is refused with a reason."""

from __future__ import annotations

import json

import pytest
from test_dice_pyramid_helpers import END, at, new, rejected, reroll, roll, rolled, take, use

from pyramid_explorer import games
from pyramid_explorer.engine import Action, IllegalAction, SaveError
from pyramid_explorer.engine.errors import OptionError
from pyramid_explorer.games.dice_pyramid import GreedyBot
from pyramid_explorer.sim import play_out


@pytest.fixture(scope="module")
def played():
    """A finished greedy game with relic uses, re-rolls and takes in it."""
    return play_out(new(21), [GreedyBot()])


# ------------------------------------------------------------------------ illegal moves
MALFORMED = [
    Action("dance", ()),
    Action("take", ()),
    Action("take", (3,)),
    Action("take", ("Grand Galery",)),
    Action("discard", ("Jackals Fang",)),
    Action("discard", (None,)),
    Action("use", ("Cat Statue",)),
    Action("use", ("Cat Statue", 1, 0)),
    Action("use", ("Cat Statue", (1,), True)),
    Action("use", ("Cat Figure", (1,), 0)),
    Action("end", (1,)),
]


@pytest.mark.rules("engine.action")
@pytest.mark.parametrize("action", MALFORMED, ids=str)
def test_malformed_moves_are_refused_with_engine_action(action):
    s = at(rolled((1, 2, 3, 4, 6)), relics=(10,))
    err = rejected(s, action, "engine.action")
    assert len(err.reason) > 15


@pytest.mark.rules("engine.action")
def test_a_non_action_is_refused():
    s = rolled((1, 2, 3, 4, 6))
    for bad in ("reroll 1", ("take", "Entrance"), None, {"kind": "end"}):
        with pytest.raises(IllegalAction) as info:
            s.apply(bad)  # type: ignore[arg-type]
        assert info.value.rule_id == "engine.action"


@pytest.mark.rules("engine.chance", "dp.turn.rerolls")
@pytest.mark.parametrize("values", [(1, 2, 3, 4), (1, 2, 3, 4, 5, 6), (0, 1, 2, 3, 4),
                                    (1, 2, 3, 4, 7)])
def test_a_roll_needs_one_value_1_to_6_per_die_being_rolled(values):
    rejected(new(1), Action("roll", values), "engine.chance")
    s = rolled((1, 2, 3, 4, 6)).apply(reroll(0, 1))
    rejected(s, Action("roll", values), "engine.chance")


@pytest.mark.rules("engine.action")
@pytest.mark.parametrize("values", [(True, 2, 3, 4, 5), ("1", 2, 3, 4, 5), (1.0, 2, 3, 4, 5)])
def test_a_roll_value_of_the_wrong_type_is_named(values):
    err = rejected(new(1), Action("roll", values), "engine.action")
    assert f"Argument 1 of the move 'roll' is {values[0]!r}" in err.message("en")
    assert "ganze Zahl" in err.message("de")


@pytest.mark.rules("engine.chance")
def test_moves_at_a_chance_step_and_rolls_at_a_move_are_refused():
    s = new(1)
    for action in (reroll(0), take("Entrance"), END, use("Cat Statue", (0,))):
        rejected(s, action, "engine.chance")
    t = roll(s, 1, 2, 3, 4, 6)
    err = rejected(t, Action("roll", (1, 2, 3, 4, 5)), "engine.chance")
    assert "No roll is due" in err.reason
    with pytest.raises(IllegalAction) as info:
        t.sample_chance()
    assert info.value.rule_id == "engine.chance"


@pytest.mark.rules("dp.turn.miss")
def test_discarding_in_the_middle_of_a_turn_is_refused():
    s = at(rolled((1, 2, 3, 4, 6)), relics=(10,))
    rejected(s, Action("discard", ("Cat Statue",)), "dp.turn.miss")


@pytest.mark.rules("engine.over")
def test_nothing_moves_after_the_end(played):
    assert played.is_terminal()
    for action in (END, reroll(0), Action("roll", (1, 2, 3, 4, 5)), take("Entrance")):
        rejected(played, action, "engine.over")


# ------------------------------------------------------------------------ options
@pytest.mark.parametrize("options, words", [
    ({"power_relic": True}, "unknown option 'power_relic'"),
    ({"great_pyramid": "yes"}, "true or false"),
    ({"i_know_the_way": 1}, "true or false"),
])
def test_bad_options_are_explained(options, words):
    with pytest.raises(OptionError, match=words):
        new(1, **options)


def test_dice_pyramid_is_solo():
    with pytest.raises(OptionError, match="Dice Pyramid is for 1 player, not for 2 players"):
        games.new_game("dice-pyramid", seed=1, players=2)


# ------------------------------------------------------------------------ saves
def _edit(text: str, change) -> str:
    data = json.loads(text)
    change(data)
    return json.dumps(data)


def _set(path, value):
    def change(data):
        target = data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
    return change


def _first(kind):
    def find(data):
        return next(i for i, a in enumerate(data["actions"]) if a["kind"] == kind)
    return find


SAVE_EDITS = [
    ("not json", lambda t: t[:-3], "not valid JSON"),
    ("a list", lambda t: "[]", "JSON object"),
    ("wrong format", lambda t: _edit(t, _set(["format"], "other/save")), "not a pyramid-explorer save"),
    ("wrong version", lambda t: _edit(t, _set(["version"], 7)), "unsupported save version"),
    ("wrong game", lambda t: _edit(t, _set(["game"], "im-bann-der-pyramide")),
     "with 1 player, but Im Bann der Pyramide is for 2–5 players: the save is for another game"),
    ("unknown game", lambda t: _edit(t, _set(["game"], "chess")), "unknown game"),
    ("seed text", lambda t: _edit(t, _set(["seed"], "21")), "'seed' must be a whole number"),
    ("seed bool", lambda t: _edit(t, _set(["seed"], True)), "'seed' must be a whole number"),
    ("two players", lambda t: _edit(t, _set(["players"], 2)),
     "Dice Pyramid is for 1 player: the save is for another game or has been edited"),
    ("bad option", lambda t: _edit(t, _set(["options", "power_relics"], "no")), "settings are invalid"),
    ("unknown option", lambda t: _edit(t, _set(["options", "turbo"], True)), "settings are invalid"),
    ("actions not a list", lambda t: _edit(t, _set(["actions"], {})), "'actions' must be a list"),
    ("state not an object", lambda t: _edit(t, _set(["state"], [])), "'state' must be a JSON object"),
    ("no state", lambda t: _edit(t, lambda d: d.pop("state")), "no 'state'"),
    ("action with float", lambda t: _edit(t, _set(["actions", 0, "args"], [1.5, 2, 3, 4, 5])),
     "not a whole number"),
    ("action not an object", lambda t: _edit(t, _set(["actions", 1], "reroll")), "an action must be"),
    ("illegal step", lambda t: _edit(t, _set(["actions", 1], {"kind": "take", "args": ["Treasure Chamber"]})),
     "step 2 of the save is not a legal move"),
    ("unknown move", lambda t: _edit(t, _set(["actions", 1], {"kind": "cheat", "args": []})),
     "not a legal move"),
    ("tampered roll", lambda t: _edit(t, _set(["actions", 0, "args"], [7, 7, 7, 7, 7])),
     "step 1 of the save is not a legal move"),
    ("tampered snapshot", lambda t: _edit(t, _set(["state", "turn"], 99)), "altered"),
    ("tampered outcome", lambda t: _edit(t, _set(["state", "outcome"], "won")), "altered"),
    ("tampered dice type", lambda t: _edit(t, _set(["state", "turn"], "3")), "altered"),
    ("cut short", lambda t: _edit(t, lambda d: d["actions"].pop()), "altered"),
]


@pytest.mark.rules("engine.action", "engine.chance")
@pytest.mark.parametrize("name, edit, words", SAVE_EDITS, ids=[e[0] for e in SAVE_EDITS])
def test_malformed_or_tampered_saves_are_refused(played, name, edit, words):
    text = played.to_json()
    snapshot = played.snapshot()
    with pytest.raises(SaveError, match=words) as info:
        games.load(edit(text))
    assert str(info.value)
    assert played.snapshot() == snapshot and games.load(text) == played


def test_a_save_of_a_game_in_progress_loads():
    s = rolled((1, 2, 3, 4, 6)).apply(reroll(2))
    back = games.load(s.to_json())
    assert back == s and back.is_chance_node() and back.pending == (2,)
