"""The command line after issue 9: every bot runs, every flag counts, one error prefix, German
errors, and the rules that refusals cite are listed."""

from __future__ import annotations

import json

import pytest

from pyramid_explorer import games
from pyramid_explorer.cli import main
from pyramid_explorer.dice import room_table
from pyramid_explorer.engine import RULES, OptionError, Timeline, TimelineError


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_a_solo_game_runs_one_series_per_bot_named(capsys):
    code, out, _ = run(capsys, "simulate", "dice-pyramid", "--bots", "random", "greedy",
                       "--games", "20", "--json", "--no-progress")
    assert code == 0
    series = json.loads(out)["series"]
    assert [s["bots"] for s in series] == [["random"], ["greedy"]]
    alone = [json.loads(run(capsys, "simulate", "dice-pyramid", "--bots", name, "--games", "20",
                            "--json", "--no-progress")[1]) for name in ("random", "greedy")]
    assert series == alone


def test_more_bots_than_seats_is_refused(capsys):
    code, _, err = run(capsys, "simulate", "im-bann-der-pyramide", "--players", "2", "--bots",
                       "random", "random", "random", "--games", "2", "--no-progress")
    assert code == 2
    assert err.strip() == ("pyramid-explorer: error: 3 bots for 2 seats: a game of "
                           "im-bann-der-pyramide with 2 players takes at most 2 bots (use --players)")


@pytest.mark.parametrize("rerolls", [0, 1, 3])
def test_all_rooms_shows_the_rerolls_asked_for(capsys, rerolls):
    code, out, _ = run(capsys, "odds", "--all-rooms", "--rerolls", str(rerolls), "--json")
    assert code == 0
    data = json.loads(out)
    assert data["rerolls"] == rerolls
    columns = [str(k) for k in range(rerolls + 1)]
    expected = {(r.room, str(r.rerolls)): r.probability
                for r in room_table(rerolls=tuple(range(rerolls + 1)))}
    for room in data["rooms"]:
        assert list(room["probability"]) == columns
        for k, p in room["probability"].items():
            assert p == expected[(room["room"], k)]
    code, text, _ = run(capsys, "odds", "--all-rooms", "--rerolls", str(rerolls))
    header = text.splitlines()[1]
    assert header.count("re-roll") == rerolls + 1


def test_rules_of_a_game_include_the_engine_clauses_refusals_cite(capsys):
    engine = [c.id for c in RULES.for_game("engine")]
    assert {"engine.action", "engine.chance", "engine.over"} <= set(engine)
    for gid in games.available():
        _, out, _ = run(capsys, "rules", gid)
        ids = [line.split()[0] for line in out.splitlines()]
        assert ids[-len(engine):] == engine
    _, out, _ = run(capsys, "rules", "engine", "--lang", "de")
    assert [line.split()[0] for line in out.splitlines()] == engine
    assert "Nur Spielzüge" in out
    _, out, _ = run(capsys, "rules", "--list")
    assert "engine\t" in out


@pytest.mark.parametrize("word", ["yes", "YES", "on", "1", "True"])
def test_yes_no_options_take_the_usual_words(capsys, word):
    base = ["simulate", "dice-pyramid", "--games", "5", "--json", "--no-progress", "--option"]
    assert run(capsys, *base, f"power_relics={word}") == run(capsys, *base, "power_relics=true")
    off = {"yes": "no", "YES": "NO", "on": "off", "1": "0", "True": "False"}[word]
    assert run(capsys, *base, f"power_relics={off}") == run(capsys, *base, "power_relics=false")


@pytest.mark.parametrize("argv", [
    ["odds"],                                             # the subcommand's own check
    ["odds", "--rerolls", "12", "X X"],                   # argparse inside a subcommand
    ["simulate", "dice-pyramid", "--games", "many"],
    ["simulate", "dice-pyramid", "--option", "power_relics"],
    ["rules", "chess"],                                   # OptionError
    ["odds", "7 7"],                                      # challenge syntax
    ["nonsense"],
])
def test_every_error_has_one_prefix_and_exit_status_2(capsys, argv):
    try:
        code = main(argv)
    except SystemExit as exc:  # argparse's own refusals exit directly
        code = exc.code
    err = capsys.readouterr().err
    assert code == 2
    errors = [line for line in err.splitlines() if "error:" in line]
    assert len(errors) == 1 and errors[0].startswith("pyramid-explorer: error: ")
    assert "Traceback" not in err


def test_option_errors_are_in_german_too(capsys):
    code, _, err = run(capsys, "rules", "chess", "--lang", "de")
    assert code == 2 and err.strip() == (
        "pyramid-explorer: error: unbekanntes Spiel 'chess'; vorhanden: "
        + ", ".join(games.available()))
    with pytest.raises(OptionError) as info:
        games.new_game("dice-pyramid", seed=1, turbo=True)
    assert info.value.message("de").startswith("unbekannte Option 'turbo'; dieses Spiel hat:")
    with pytest.raises(OptionError) as info:
        games.new_game("dice-pyramid", seed=1, players=2)
    assert info.value.message("de") == "Würfelpyramide ist für 1 Person, nicht für 2 Personen"
    with pytest.raises(OptionError) as info:
        games.new_game("dice-pyramid", seed=1, power_relics="yes")
    assert info.value.message("de") == "Option 'power_relics' muss true oder false sein, nicht 'yes'"


def test_timeline_errors_are_in_german_too():
    timeline = Timeline(games.new_game("dice-pyramid", seed=1))
    with pytest.raises(TimelineError) as info:
        timeline.jump(5)
    assert isinstance(info.value, IndexError)
    assert info.value.message("en") == "step 5 is outside this timeline (0..0)"
    assert info.value.message("de") == "Schritt 5 liegt außerhalb dieses Spielverlaufs (0..0)"
