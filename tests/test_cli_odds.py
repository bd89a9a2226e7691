"""``pyramid-explorer odds``: chances, the 15-room table, the advisor, JSON and clear errors."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from pyramid_explorer.cli import main
from pyramid_explorer.dice import ROOMS, best_keep, success_probability


def _json(capsys, argv):
    assert main(argv) == 0
    return json.loads(capsys.readouterr().out)


@pytest.mark.rules("dp.turn.relics", engine=False)
def test_chance_of_a_challenge_with_relics(capsys):
    assert main(["odds", "X X X Y Y", "--rerolls", "2", "--relic", "Cat Statue"]) == 0
    out = capsys.readouterr().out
    p = success_probability("X X X Y Y", rerolls=2, relics=["Cat Statue"])
    assert f"{p * 100:.2f}%" in out and "relics: Cat Statue" in out
    data = _json(capsys, ["odds", "Inner Sanctum", "--relic", "Cat Statue", "--relic",
                          "Cobra's Fangs", "--rerolls", "1", "--json"])
    assert data["probability"] == pytest.approx(success_probability(
        "X X X Y Y", rerolls=1, relics=["Cat Statue", "Cobra's Fangs"]), abs=1e-15)
    assert data["relics"] == ["Cat Statue", "Cobra's Fangs"]
    assert data["targets"] == [{"name": "Inner Sanctum", "notation": "X X X Y Y"}]


def test_five_of_a_kind_json_is_the_known_fraction(capsys):
    data = _json(capsys, ["odds", "X X X X X", "--json"])
    assert data["probability"] == pytest.approx(2783176 / 60466176, abs=1e-12)


def test_all_rooms_table(capsys):
    assert main(["odds", "--all-rooms"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 2 + 15
    assert lines[2].split()[0] == "Entrance" and lines[2].split()[-3:] == ["100%"] * 3
    data = _json(capsys, ["odds", "--all-rooms", "--json", "--relic", "Jackal's Fang"])
    assert [r["room"] for r in data["rooms"]] == list(ROOMS)
    gallery = data["rooms"][ROOMS.index("Grand Gallery")]
    assert gallery["probability"]["1"] == pytest.approx(
        success_probability("Grand Gallery", rerolls=1, relics=["Jackal's Fang"]), abs=1e-15)


def test_several_rooms_show_any_and_each(capsys):
    data = _json(capsys, ["odds", "Grand Gallery", "Unstable Stairway", "--json"])
    assert data["probability"] == pytest.approx(
        success_probability(["Grand Gallery", "Unstable Stairway"]), abs=1e-15)
    assert set(data["per_target"]) == {"Grand Gallery", "Unstable Stairway"}
    assert sum(row["probability"] for row in data["by_set"]) == pytest.approx(1.0)


def test_roll_prints_the_advisor_ranking(capsys):
    assert main(["odds", "Royal Chamber", "--roll", "3", "3", "5", "6", "1", "--rerolls", "1",
                 "--top", "3"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[2].split(maxsplit=2)[2] == "Keep 3 3, re-roll 3 dice"
    assert len([line for line in out if line.strip()[:2] in ("1.", "2.", "3.")]) == 3
    data = _json(capsys, ["odds", "Royal Chamber", "--roll", "3", "3", "5", "6", "1",
                          "--rerolls", "1", "--relic", "Crook and Flail", "--top", "0",
                          "--json"])
    expected = best_keep((3, 3, 5, 6, 1), "Royal Chamber", rerolls_left=1,
                         relics=["Crook and Flail"])
    assert [o["description"] for o in data["options"]] == [o.description for o in expected]
    assert data["options"][0]["reroll"] == [2, 3, 4]
    de = subprocess.run([sys.executable, "-m", "pyramid_explorer.cli", "odds", "X X X",
                         "--roll", "3", "3", "5", "6", "1", "--lang", "de", "--top", "1"],
                        capture_output=True, text=True)
    assert "3 3 behalten, 3 Würfel neu werfen" in de.stdout
    assert de.stdout.splitlines()[1].startswith("Beste Chance: ")


@pytest.mark.parametrize(("argv", "words"), [
    (["odds", "X X 7"], "a die shows 1 to 6, not 7 at position 5"),
    (["odds", "Grand Galery"], "neither a Dice Pyramid room"),
    (["odds", "X X X", "--relic", "Dog Statue"], "no Dice Pyramid relic 'Dog Statue'"),
    (["odds", "X X X", "--roll", "3", "3", "5"], "--roll needs 5 dice"),
    (["odds"], "give a CHALLENGE"),
    (["odds", "X X X", "--rerolls", "-1"], "invalid choice"),
])
def test_errors_are_one_clear_message_with_exit_2_and_no_traceback(argv, words):
    result = subprocess.run([sys.executable, "-m", "pyramid_explorer.cli", *argv],
                            capture_output=True, text=True)
    assert result.returncode == 2
    assert words in result.stderr
    assert "Traceback" not in result.stderr and result.stdout == ""
