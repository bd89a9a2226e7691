"""simulate(): the table a user gets, its determinism, its refusals and its early stop."""

from __future__ import annotations

import threading

import pandas as pd
import pytest

from pyramid_explorer import games
from pyramid_explorer.engine import OptionError
from pyramid_explorer.sim import play_out, simulate
from pyramid_explorer.sim.extras import Hooks, record_extras, register

DP, IB = "dice-pyramid", "im-bann-der-pyramide"


def test_same_seed_gives_the_same_table_on_one_worker_and_on_a_process_pool():
    one = simulate(DP, games=24, seed=3, bots=["greedy", "random"], workers=1, progress=False)
    pool = simulate(DP, games=24, seed=3, bots=["greedy", "random"], workers=2, progress=False)
    assert one.backend == "in-process" and pool.backend == "process-pool"
    pd.testing.assert_frame_equal(one.table, pool.table)
    assert not one.partial and one.played == 48


def test_each_row_is_the_game_its_seed_replays():
    result = simulate(IB, games=3, seed=40, players=3, bots=["heuristic", "random"],
                      workers=1, progress=False)
    spec = games.spec(IB)
    for row in result.table.itertuples():
        bots = [spec.bots[getattr(row, f"bot_p{i}")]() for i in (1, 2, 3)]
        final = play_out(games.new_game(IB, seed=row.seed, players=3), bots)
        assert [row.return_p1, row.return_p2, row.return_p3] == final.returns()
        assert row.winner == final.winner + 1 and row.turns == final.turns
        assert row.actions == len(final.history)  # no chance steps in Im Bann


def test_solo_game_with_two_bots_plays_one_series_per_bot_on_the_same_seeds():
    result = simulate(DP, games=30, seed=0, bots=["greedy", "random"], workers=1, progress=False)
    t = result.table
    assert list(t["series"].unique()) == ["greedy", "random"]
    assert list(t[t.series == "greedy"]["seed"]) == list(t[t.series == "random"]["seed"])
    seats = result.by_seat().set_index("series")
    # the greedy player wins often; random play almost never reaches the Treasure Chamber
    assert seats.loc["greedy", "wins"] > 5 and seats.loc["random", "wins"] == 0


def test_more_bots_than_seats_is_refused_with_the_reason():
    with pytest.raises(OptionError, match="3 bots for 2 seats"):
        simulate(IB, games=2, players=2, bots=["random", "heuristic", "random"], progress=False)


@pytest.mark.parametrize("kwargs, words", [
    ({"bots": ["nobot"]}, "unknown bot 'nobot'"),
    ({"games": 0}, "at least 1"),
    ({"players": 2}, "1–1 players"),
    ({"options": {"colour": "red"}}, "unknown option 'colour'"),
    ({"compare": ("power_relics", [])}, "at least one value"),
    ({"workers": 0}, "workers must be"),
])
def test_bad_settings_are_refused_before_any_game_is_played(kwargs, words):
    with pytest.raises(ValueError, match=words):
        simulate(DP, **{"games": 5, "progress": False, **kwargs})


def test_rotation_moves_every_bot_through_every_seat():
    t = simulate(IB, games=6, seed=1, players=3, bots=["heuristic", "random", "random"],
                 rotate=True, workers=1, progress=False).table
    assert [list(t.loc[g, ["bot_p1", "bot_p2", "bot_p3"]]).index("heuristic") for g in range(6)] \
        == [0, 1, 2, 0, 1, 2]


def test_compare_plays_one_series_per_option_value():
    result = simulate(DP, games=4, compare=("power_relics", [False, True]), workers=1,
                      progress=False)
    assert list(result.table["series"].unique()) == ["random, power_relics=false",
                                                     "random, power_relics=true"]


@pytest.mark.rules("ib.multi.minus")
def test_im_bann_multi_game_records_minus_points_per_seat():
    t = simulate(IB, games=3, players=3, bots=["heuristic"], options={"multi_game": True},
                 workers=1, progress=False).table
    for seat in (1, 2, 3):
        assert (t[f"minus_p{seat}"] == -t[f"return_p{seat}"]).all()
    # whoever won alone has no minus points
    for row in t.dropna(subset=["winner"]).itertuples():
        assert getattr(row, f"minus_p{row.winner}") == 0


@pytest.mark.rules("ib.stall.turn_cap")
def test_a_game_stopped_by_its_turn_cap_is_marked_capped_without_a_winner():
    t = simulate(IB, games=2, players=2, options={"turn_cap": 3}, workers=1,
                 progress=False).table
    assert t["capped"].all() and t["winner"].isna().all()
    assert (t[["return_p1", "return_p2"]] == 0).all().all() and (t["turns"] == 3).all()


def test_the_step_limit_marks_a_game_capped_instead_of_failing():
    t = simulate(IB, games=1, players=2, max_steps=10, workers=1, progress=False).table
    assert bool(t.loc[0, "capped"]) and pd.isna(t.loc[0, "winner"]) and t.loc[0, "actions"] == 10


def test_dice_pyramid_extras_count_rooms_and_relics():
    t = simulate(DP, games=20, bots=["greedy"], workers=1, progress=False).table
    won = t[t["winner"] == 1]
    assert len(won) > 0 and (won["rooms_taken"] == 10).all()  # the Treasure Chamber is the last
    assert (t["relics_used"] >= 0).all() and (t["rooms_taken"] <= 10).all()


def test_a_game_without_hooks_still_gets_the_generic_columns(monkeypatch):
    monkeypatch.setitem(__import__("pyramid_explorer.sim.extras", fromlist=["HOOKS"]).HOOKS,
                        DP, Hooks())
    final = play_out(games.new_game(DP, seed=2), [games.spec(DP).bots["random"]()])
    assert record_extras(DP, final) == {"turns": None, "capped": False}
    register(DP, Hooks(extras=lambda s: {"dice": list(s.dice)}))
    assert set(record_extras(DP, final)) == {"turns", "capped", "dice_p1", "dice_p2", "dice_p3",
                                            "dice_p4", "dice_p5"}


def test_stop_event_returns_the_finished_games_marked_partial():
    stop = threading.Event()

    def progress(done, total):
        if done >= 5:
            stop.set()

    result = simulate(DP, games=40, seed=9, workers=1, progress=progress, stop=stop)
    assert result.partial and result.played == 5 and result.requested == 40
    full = simulate(DP, games=5, seed=9, workers=1, progress=False)
    pd.testing.assert_frame_equal(result.table, full.table)


def test_ctrl_c_returns_the_finished_games_marked_partial():
    def progress(done, total):
        if done == 4:
            raise KeyboardInterrupt

    result = simulate(DP, games=30, seed=2, workers=1, progress=progress)
    assert result.partial and result.played == 4
    assert list(result.table["seed"]) == [2, 3, 4, 5]


def test_stop_on_a_process_pool_keeps_only_whole_games_in_order():
    stop = threading.Event()
    result = simulate(DP, games=400, seed=0, workers=2, stop=stop,
                      progress=lambda done, total: stop.set())
    assert result.partial and 0 < result.played < 400
    full = simulate(DP, games=400, seed=0, workers=1, progress=False).table
    rows = full.set_index("job").loc[result.table["job"]].reset_index()
    pd.testing.assert_frame_equal(result.table, rows[result.table.columns])


class _RememberingBot:
    """Plays differently the more moves it has made: state that must not leak between games."""

    name = "remembering"

    def __init__(self):
        self.moves = 0

    def choose(self, state):
        self.moves += 1
        actions = state.legal_actions()
        return actions[self.moves % len(actions)]


def test_a_bot_with_memory_starts_every_game_fresh(monkeypatch):
    monkeypatch.setitem(games.spec(DP).bots, "remembering", _RememberingBot)
    many = simulate(DP, games=4, seed=0, bots=["remembering"], workers=1, progress=False).table
    alone = simulate(DP, games=1, seed=3, bots=["remembering"], workers=1, progress=False).table
    cols = [c for c in alone.columns if c not in ("job", "game")]
    assert many.iloc[3][cols].tolist() == alone.iloc[0][cols].tolist()
