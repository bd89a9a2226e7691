"""``pyramid-explorer simulate``: the summary a user reads, the CSV and JSON, the refusals."""

from __future__ import annotations

import json

import pandas as pd
import pytest

from pyramid_explorer.cli import main


def test_solo_game_with_two_bots_prints_one_block_per_bot(capsys):
    assert main(["simulate", "dice-pyramid", "--games", "12", "--bots", "greedy", "random",
                 "--workers", "1", "--no-progress"]) == 0
    out = capsys.readouterr().out
    assert "12 games per series, seeds 0–11" in out and "24 games on in-process" in out
    assert "series greedy" in out and "series random" in out
    assert "95 % interval" in out and "lost:" in out and "turns per game" in out


def test_comma_separated_bots_fill_the_seats_in_turn(capsys):
    assert main(["simulate", "im-bann-der-pyramide", "--games", "2", "--players", "3",
                 "--bots", "heuristic,random", "--workers", "1", "--no-progress"]) == 0
    out = capsys.readouterr().out
    assert "series heuristic / random / heuristic" in out
    assert "all   heuristic" in out and "(seat-games)" in out


def test_more_bots_than_seats_exits_2_with_the_reason(capsys):
    assert main(["simulate", "im-bann-der-pyramide", "--players", "2",
                 "--bots", "random,heuristic,random", "--no-progress"]) == 2
    err = capsys.readouterr().err
    assert "3 bots for 2 seats" in err and "Traceback" not in err


def test_csv_holds_one_row_per_game(tmp_path, capsys):
    path = tmp_path / "games.csv"
    assert main(["simulate", "dice-pyramid", "--games", "5", "--seed", "7", "--workers", "1",
                 "--compare", "power_relics=false,true", "--csv", str(path),
                 "--no-progress"]) == 0
    table = pd.read_csv(path)
    assert len(table) == 10 and sorted(set(table["seed"])) == [7, 8, 9, 10, 11]
    assert set(table["series"]) == {"random, power_relics=false", "random, power_relics=true"}
    assert f"table of 10 games written to {path}" in capsys.readouterr().out


def test_json_is_the_same_on_one_worker_and_on_a_pool(capsys):
    args = ["simulate", "dice-pyramid", "--games", "16", "--bots", "greedy", "--json",
            "--no-progress"]
    main([*args, "--workers", "1"])
    one = json.loads(capsys.readouterr().out)
    main([*args, "--workers", "2"])
    two = json.loads(capsys.readouterr().out)
    for key in ("by_seat", "by_bot", "overview", "wins", "draws", "games"):
        assert one[key] == two[key]
    assert one["wins"][0] + one["draws"] == 16 and one["partial"] is False


@pytest.mark.parametrize("workers", [1, 2])
def test_ctrl_c_in_a_terminal_prints_the_finished_games_and_exits_130(workers):
    import os
    import re
    import signal
    import subprocess
    import sys
    import threading

    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    env = {**os.environ, "PYTHONPATH": root}
    proc = subprocess.Popen(
        [sys.executable, "-m", "pyramid_explorer.cli", "simulate", "dice-pyramid", "--games",
         "200000", "--bots", "random", "--workers", str(workers)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
        start_new_session=True)
    seen = threading.Event()
    err: list[str] = []

    def read_progress():
        while chunk := proc.stderr.read(64):
            err.append(chunk)
            if re.search(r"\| *[1-9]\d*/200000", "".join(err)):
                seen.set()

    reader = threading.Thread(target=read_progress, daemon=True)
    reader.start()
    try:
        assert seen.wait(240), "no progress shown"
        os.killpg(proc.pid, signal.SIGINT)  # Ctrl-C reaches the whole process group
        proc.wait(timeout=90)  # a hang after Ctrl-C fails, never blocks
        out = proc.stdout.read()  # (stderr stays the reader's: two readers would race)
        reader.join(30)
        assert proc.returncode == 130
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
    assert "STOPPED EARLY" in out and "of 200000 games finished (partial result)" in out
    assert "series random" in out and "Traceback" not in "".join(err)
