"""The save file's guarantees (docs/saves.md): size cap, safe parsing, every field covered."""

from __future__ import annotations

import json

import pytest

from pyramid_explorer import games
from pyramid_explorer.engine import SAVE_MAX_CHARS, SaveError
from pyramid_explorer.sim import play_out


def played(game_id: str, steps: int = 40, seed: int = 3):
    state = games.new_game(game_id, seed=seed)
    bot = next(iter(games.spec(game_id).bots.values()))()
    while not state.is_terminal() and state.step < steps:
        state = state.apply(state.sample_chance() if state.is_chance_node() else bot.choose(state))
    return state


def edited(text: str, change) -> str:
    data = json.loads(text)
    change(data)
    return json.dumps(data)


def test_deeply_nested_json_is_a_save_error_not_a_crash():
    with pytest.raises(SaveError, match="nested too deeply"):
        games.load("[" * 100000 + "]" * 100000)
    with pytest.raises(SaveError, match="nested too deeply"):
        games.load('{"a":' * 5000 + "1" + "}" * 5000)


def test_a_save_larger_than_the_cap_is_refused_with_the_limit():
    with pytest.raises(SaveError, match=f"the limit is {SAVE_MAX_CHARS:,}"):
        games.load(" " * (SAVE_MAX_CHARS + 1))


def test_the_cap_is_well_above_a_long_real_game():
    long_game = play_out(games.new_game("im-bann-der-pyramide", seed=8),
                         [games.spec("im-bann-der-pyramide").bots["random"]() for _ in range(4)])
    text = long_game.to_json()
    assert len(text) * 5 < SAVE_MAX_CHARS
    assert games.load(text) == long_game


@pytest.mark.parametrize("text, words", [
    ("1" * 5000, "not valid JSON"),
    ('{"format": NaN}', "not valid JSON"),
    (b"\xff\xfe\x00", "not valid JSON"),
])
def test_odd_json_is_a_save_error(text, words):
    with pytest.raises(SaveError, match=words):
        games.load(text)


@pytest.mark.parametrize("option, value", [
    ("multi_game", True), ("turn_cap", 999), ("magic_same_item", True),
    ("mummy_recipient", "choice")])
def test_editing_an_option_of_a_save_is_detected(option, value):
    state = played("im-bann-der-pyramide")
    text = edited(state.to_json(), lambda d: d["options"].__setitem__(option, value))
    with pytest.raises(SaveError, match="altered after it was written"):
        games.load(text)


@pytest.mark.parametrize("game_id", games.available())
@pytest.mark.parametrize("field", ["format", "version", "game", "seed", "players", "options",
                                   "actions", "state", "digest"])
def test_every_field_of_a_save_is_checked(game_id, field):
    """Deleting any field, or adding an unknown one, is refused: nothing loads half-checked."""
    text = played(game_id).to_json()
    with pytest.raises(SaveError):
        games.load(edited(text, lambda d: d.pop(field)))
    with pytest.raises(SaveError, match="field this version does not write: 'zzz'"):
        games.load(edited(text, lambda d: d.__setitem__("zzz", 1)))


@pytest.mark.parametrize("game_id", games.available())
def test_a_version_1_save_written_before_the_digest_still_loads(game_id):
    state = played(game_id)
    data = json.loads(state.to_json())
    del data["digest"]
    data["version"] = 1
    assert games.load(json.dumps(data, sort_keys=True)) == state


def test_the_explorers_part_of_a_save_does_not_block_loading():
    state = played("dice-pyramid")
    text = edited(state.to_json(), lambda d: d.__setitem__("explorer", {"position": 3}))
    assert games.load(text) == state


def test_changing_the_game_of_a_save_says_it_is_for_another_game():
    text = edited(played("im-bann-der-pyramide").to_json(),
                  lambda d: d.__setitem__("game", "dice-pyramid"))
    with pytest.raises(SaveError) as info:
        games.load(text)
    assert str(info.value) == (
        "the save says it is a game of Dice Pyramid with 4 players, but Dice Pyramid is for "
        "1 player: the save is for another game or has been edited")


def other_values(option) -> list:
    """Every allowed value of ``option`` but its default (or a neighbour for a number)."""
    if option.choices is not None:
        return [v for v in option.choices if v != option.default]
    if isinstance(option.default, bool):
        return [not option.default]
    if isinstance(option.default, int):
        return [option.default + 1]
    return []


@pytest.mark.parametrize("game_id", games.available())
def test_setting_any_option_of_a_save_to_another_allowed_value_is_detected(game_id):
    text = played(game_id).to_json()
    edits = [(o.name, v) for o in games.spec(game_id).options for v in other_values(o)]
    assert edits
    for name, value in edits:
        with pytest.raises(SaveError):
            games.load(edited(text, lambda d: d["options"].__setitem__(name, value)))  # noqa: B023


@pytest.mark.parametrize("text, german", [
    (" " * (SAVE_MAX_CHARS + 1), "Diese Datei ist zu groß für einen Spielstand: 1.000.001 Zeichen, "
                                 "höchstens 1.000.000 sind erlaubt"),
    ("[1]", "Das ist kein Spielstand: erwartet wird ein JSON-Objekt"),
])
def test_save_errors_read_in_german_too(text, german):
    with pytest.raises(SaveError) as info:
        games.load(text)
    assert info.value.message("de") == german


def test_an_edited_save_is_explained_in_german():
    text = edited(played("im-bann-der-pyramide").to_json(),
                  lambda d: d["options"].__setitem__("multi_game", True))
    with pytest.raises(SaveError) as info:
        games.load(text)
    assert info.value.message("de").startswith("Der Spielstand wurde nach dem Speichern verändert")
    text = edited(played("im-bann-der-pyramide").to_json(),
                  lambda d: d.__setitem__("game", "dice-pyramid"))
    with pytest.raises(SaveError) as info:
        games.load(text)
    assert info.value.message("de") == (
        "Laut Spielstand ist es eine Partie Würfelpyramide mit 4 Personen, aber Würfelpyramide "
        "ist für 1 Person: Der Spielstand gehört zu einem anderen Spiel oder wurde bearbeitet")
