"""The ``pyramid-explorer`` command: rules listing, simulation, and clear errors."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from pyramid_explorer import games
from pyramid_explorer.cli import main
from pyramid_explorer.engine import RULES


def test_rules_lists_every_clause_of_a_game(capsys):
    assert main(["rules", "dice-pyramid"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    prefix = games.spec("dice-pyramid").rule_prefix
    expected = [c.id for c in RULES.all() if c.id.startswith(prefix + ".")]
    expected += [c.id for c in RULES.for_game("engine")]   # the clauses every game shares
    assert [line.split()[0] for line in lines] == expected
    assert any("[ruling]" in line for line in lines) and any("[seed]" in line for line in lines)


def test_rules_in_german_and_as_json(capsys):
    assert main(["rules", "dice-pyramid", "--lang", "de", "--json", "--kind", "ruling"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data and all(c["kind"] == "ruling" for c in data)
    assert {c["id"]: c["title"] for c in data} == {
        c["id"]: RULES.get(c["id"]).title.de for c in data}


def test_rules_without_a_game_lists_the_games(capsys):
    assert main(["rules", "--list"]) == 0
    out = capsys.readouterr().out
    assert all(gid in out for gid in games.available())


@pytest.mark.rules("dp.turn.win", "dp.turn.lose", engine=False)
def test_simulate_reports_wins_and_losses_of_a_solo_game(capsys):
    assert main(["simulate", "dice-pyramid", "--games", "30", "--bots", "greedy", "--json",
                 "--no-progress"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 30 and data["wins"][0] + data["draws"] == 30


def test_simulate_is_deterministic(capsys):
    args = ["simulate", "dice-pyramid", "--games", "20", "--seed", "5", "--json", "--no-progress"]
    main(args)
    first = capsys.readouterr().out
    main(args)
    assert capsys.readouterr().out == first


@pytest.mark.parametrize("argv, words", [
    (["simulate", "dice-pyramid", "--bots", "nobot"], "unknown bot 'nobot'"),
    (["simulate", "dice-pyramid", "--option", "power_relics=maybe"], "true or false"),
    (["simulate", "dice-pyramid", "--option", "colour=red"], "unknown option 'colour'"),
    (["simulate", "chess"], "unknown game 'chess'"),
    (["rules", "chess"], "unknown game 'chess'"),
])
def test_bad_arguments_give_one_clear_line_and_exit_2(capsys, argv, words):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert words in err and "Traceback" not in err


def test_console_script_runs_as_a_module():
    out = subprocess.run([sys.executable, "-m", "pyramid_explorer.cli", "--version"],
                         capture_output=True, text=True, check=True).stdout
    assert out.startswith("pyramid-explorer ")


@pytest.mark.parametrize("argv", [["--help"], *([name, "--help"] for name in
                                                 ("rules", "odds", "simulate", "dashboard"))])
def test_help_lists_what_each_command_does(capsys, argv):
    """``pyramid-explorer --help`` (and each subcommand's) prints its help and exits 0."""
    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    assert exit_info.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith("usage: pyramid-explorer")
    if argv == ["--help"]:
        for name in ("rules", "odds", "simulate", "dashboard"):
            assert name in out
        assert "95 % intervals" in out
