"""The simulation charts: what each shows, with the intervals the summary gives."""

from __future__ import annotations

import pytest

from pyramid_explorer.sim import simulate, wilson
from pyramid_explorer.ui.charts.sim import charts_for, summary_html, win_rate_by_seat


@pytest.fixture(scope="module")
def im_bann():
    return simulate("im-bann-der-pyramide", games=10, players=3, bots=["heuristic", "random"],
                    options={"multi_game": True}, workers=1, progress=False)


def test_seat_bars_carry_the_wilson_interval_and_the_seat_shape(im_bann):
    fig = win_rate_by_seat(im_bann)
    bar = fig.data[0]
    seats = im_bann.by_seat()
    assert [x.split("<br>")[0] for x in bar.x] == ["P1 ●", "P2 ■", "P3 ▲"]
    for i, r in enumerate(seats.itertuples()):
        lo, hi = wilson(r.wins, r.games)
        assert bar.y[i] == pytest.approx(r.win_rate)
        assert bar.error_y.array[i] == pytest.approx(hi - r.win_rate)
        assert bar.error_y.arrayminus[i] == pytest.approx(r.win_rate - lo)


def test_im_bann_multi_game_gets_the_minus_points_match_chart(im_bann):
    charts = dict(charts_for(im_bann, "de"))
    assert {"win_by_seat", "win_by_bot", "length", "scores", "minus_match"} <= set(charts)
    match = charts["minus_match"]
    assert match.layout.title.text.startswith("Minuspunkte über 5 Partien")
    assert [t.name for t in match.data] == ["P1 ●", "P2 ■", "P3 ▲"]


def test_ramses_gets_win_rate_by_recall_level():
    r = simulate("ramses-pyramid", games=4, players=2, bots=["memory", "forgetful"],
                 rotate=True, workers=1, progress=False)
    assert set(r.table["ending"]) <= {"ramses", "scorpion", "mummies", "all-trapped",
                                      "turn-cap"}
    fig = dict(charts_for(r))["win_by_recall"]
    assert [x.split("<br>")[0] for x in fig.data[0].x] == ["memory (recall 100 %)",
                                                          "forgetful (recall 50.0 %)"]


def test_a_solo_game_shows_its_series_side_by_side_and_the_rooms_it_reached():
    r = simulate("dice-pyramid", games=10, bots=["greedy", "random"], workers=1, progress=False)
    names = [n for n, _ in charts_for(r)]
    assert names == ["win_by_series", "length", "rooms_taken"]
    html = summary_html(r, "de")
    assert "Serie: gierig" in html and "Serie: zufällig" in html and "verloren" in html


def test_seat_bars_of_several_series_keep_seat_colours_and_a_pattern_per_series():
    """Each series is hatched its own way over each seat's colour; plotly.js draws a pattern
    only over a single colour per trace (over an array it logs "Invalid color specifier" and
    paints the hatching black), so every patterned trace has one colour."""
    result = simulate("im-bann-der-pyramide", games=4, players=2, bots=["heuristic", "random"],
                      compare=("multi_game", [False, True]), workers=1, progress=False)
    fig = win_rate_by_seat(result)
    shapes = {}
    for bar in fig.data:
        assert isinstance(bar.marker.color, str)
        assert isinstance(bar.marker.pattern.fgcolor, str)
        assert bar.marker.pattern.bgcolor == bar.marker.color
        shapes.setdefault(bar.offsetgroup, set()).add(bar.marker.pattern.shape)
        assert bar.x[0].split("<br>")[0] in ("P1 ●", "P2 ■")
    assert len(shapes) == 2 and [len(s) for s in shapes.values()] == [1, 1]
    assert shapes["0"] != shapes["1"]
    assert sum(bool(bar.showlegend) for bar in fig.data) == 2  # one legend entry per series
    colours = {bar.x[0].split("<br>")[0]: bar.marker.color for bar in fig.data}
    assert colours["P1 ●"] != colours["P2 ■"]
