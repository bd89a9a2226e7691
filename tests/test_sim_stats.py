"""Summary statistics: Wilson intervals against published values, and the summary tables."""

from __future__ import annotations

import math

import pandas as pd
import pytest

from pyramid_explorer.sim import by_bot, by_seat, match_totals, mean_ci, overview, wilson


@pytest.mark.parametrize("wins, games, low, high", [
    # Newcombe (1998), "Two-sided confidence intervals for the single proportion", Table I,
    # method 3 (Wilson score, no continuity correction)
    (81, 263, 0.2553, 0.3662),
    (15, 148, 0.0624, 0.1605),
    (0, 20, 0.0, 0.1611),
    (1, 29, 0.0061, 0.1718),
    (5, 10, 0.2366, 0.7634),
])
def test_wilson_interval_matches_published_values(wins, games, low, high):
    lo, hi = wilson(wins, games)
    assert round(lo, 4) == low and round(hi, 4) == high


def test_wilson_interval_stays_inside_0_and_1_and_narrows_with_more_games():
    assert wilson(20, 20)[1] == 1.0 and wilson(0, 20)[0] == 0.0
    assert wilson(0, 0) == (0.0, 1.0)
    w100 = wilson(50, 100)
    w1000 = wilson(500, 1000)
    assert w1000[1] - w1000[0] < w100[1] - w100[0]


def test_mean_interval_is_mean_plus_minus_1_96_standard_errors():
    mean, lo, hi = mean_ci([2, 4, 4, 4, 5, 5, 7, 9])
    se = math.sqrt(sum((x - 5) ** 2 for x in [2, 4, 4, 4, 5, 5, 7, 9]) / 7) / math.sqrt(8)
    assert mean == 5 and hi - mean == pytest.approx(1.959964 * se, rel=1e-6)
    assert mean_ci([3.0]) == (3.0, 3.0, 3.0) and math.isnan(mean_ci([])[0])


def _table():
    # three 2-player games: P1 wins twice, one draw
    return pd.DataFrame({
        "job": [0, 1, 2], "series": ["s"] * 3, "game": [0, 1, 2], "seed": [0, 1, 2],
        "players": [2] * 3, "bot_p1": ["a", "b", "a"], "bot_p2": ["b", "a", "b"],
        "winner": pd.array([1, 1, None], dtype="Int64"),
        "return_p1": [1.0, 1.0, 0.0], "return_p2": [-1.0, -1.0, 0.0],
        "turns": pd.array([10, 20, 30], dtype="Int64"), "actions": [30, 60, 90],
        "chance_steps": [0, 0, 0], "capped": [False, False, True],
        "minus_p1": [0, 3, 5], "minus_p2": [4, 0, 1]})


def test_by_seat_counts_wins_per_seat_with_the_bots_that_sat_there():
    seats = by_seat(_table())
    assert seats[["seat", "bot", "games", "wins"]].values.tolist() == [
        [1, "a / b", 3, 2], [2, "b / a", 3, 0]]
    assert seats.loc[0, "win_rate"] == pytest.approx(2 / 3)
    assert (seats.loc[0, "win_low"], seats.loc[0, "win_high"]) == wilson(2, 3)


def test_by_bot_pools_every_seat_a_bot_played():
    bots = by_bot(_table()).set_index("bot")
    assert bots.loc["a", "wins"] == 1 and bots.loc["b", "wins"] == 1
    assert bots.loc["a", "games"] == 3 and bots.loc["a", "mean_return"] == 0.0  # +1, -1, 0


def test_overview_counts_decided_undecided_and_capped_games():
    o = overview(_table()).iloc[0]
    assert (o.games, o.decided, o.no_winner, o.capped, o.mean_turns) == (3, 2, 1, 1, 20.0)


def test_match_totals_add_minus_points_game_by_game_and_drop_an_unfinished_match():
    m = match_totals(_table(), games_per_match=2)
    assert m[["match", "game_in_match", "seat", "points", "total"]].values.tolist() == [
        [1, 1, 1, 0.0, 0.0], [1, 1, 2, 4.0, 4.0], [1, 2, 1, 3.0, 3.0], [1, 2, 2, 0.0, 4.0]]
