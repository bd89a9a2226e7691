"""Odds charts: the figures show exactly the numbers of their plain tables, readably."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import plotly.graph_objects as go
import pytest

from pyramid_explorer.dice import ROOMS, best_keep, success_probability
from pyramid_explorer.ui import charts

OKABE_ITO = {"#E69F00", "#56B4E9", "#009E73", "#0072B2", "#D55E00", "#CC79A7", "#000000"}


def _font_sizes(fig: go.Figure) -> list[float]:
    lay = fig.layout
    sizes = [lay.font.size, lay.title.font.size, lay.xaxis.tickfont.size, lay.yaxis.tickfont.size]
    sizes += [t.textfont.size for t in fig.data]
    return [s for s in sizes if s is not None]


@pytest.mark.rules("dp.turn.rerolls", engine=False)
def test_room_chart_has_every_room_at_0_1_2_rerolls_with_and_without_the_relic():
    rows = charts.room_odds_rows(relic="Cat Statue")
    assert len(rows) == 15 * 3 * 2
    fig = charts.room_odds_figure(rows=rows)
    assert len(fig.data) == 6
    assert [t.name for t in fig.data] == [
        "0 re-rolls", "1 re-roll", "2 re-rolls", "0 re-rolls + Cat Statue",
        "1 re-roll + Cat Statue", "2 re-rolls + Cat Statue"]
    gallery = [r for r in rows if r.room == "Grand Gallery" and r.relic is None]
    assert [r.probability for r in gallery] == [
        pytest.approx(success_probability("Grand Gallery", rerolls=k), abs=1e-15)
        for k in (0, 1, 2)]
    for trace in fig.data:
        assert len(trace.y) == 15 and trace.y[0].startswith("Entrance")
        assert list(trace.text) == [charts.percent(p) for p in trace.x]
    assert all(t.marker.pattern.shape == "/" for t in fig.data[3:])  # relic bars hatched
    assert {t.marker.color for t in fig.data} <= OKABE_ITO
    assert min(_font_sizes(fig)) >= 14


def test_room_chart_in_german():
    fig = charts.room_odds_figure(["Entrance"], rerolls=(0, 1), lang="de")
    assert [t.name for t in fig.data] == ["0 Neuwürfe", "1 Neuwurf"]
    assert fig.layout.title.text.startswith("Chance, jeden Raum")


def test_keep_chart_ranks_the_advisor_options_and_highlights_the_chosen_one():
    rooms = ["Grand Gallery", "Unstable Stairway", "Royal Chamber", "Inner Sanctum"]
    options = best_keep((3, 3, 5, 6, 1), rooms, rerolls_left=1, relics=["Cat Statue"])
    rows = charts.keep_rows((3, 3, 5, 6, 1), rooms, rerolls_left=1, relics=["Cat Statue"],
                            chosen=2, top=6)
    assert [r.option for r in rows] == [o.description for o in options[:6]]
    assert [r.chosen for r in rows] == [False, False, True, False, False, False]
    fig = charts.keep_figure((3, 3, 5, 6, 1), rooms, rerolls_left=1, rows=rows)
    bar = fig.data[0]
    assert list(bar.x) == [o.probability for o in options[:6]]
    assert bar.marker.color[2] == charts.CHOSEN_COLOUR != bar.marker.color[0]
    assert bar.marker.pattern.shape[2] == "x"  # not by colour alone
    # single colours: over an array of marker colours plotly.js logs "Invalid color specifier"
    assert bar.marker.pattern.fgcolor == "#ffffff"
    assert bar.marker.pattern.bgcolor == charts.CHOSEN_COLOUR
    assert bar.text[2].endswith("◀ chosen")
    assert min(_font_sizes(fig)) >= 14
    de = charts.keep_rows((3, 3, 5, 6, 1), rooms, rerolls_left=1, relics=["Cat Statue"],
                          lang="de", top=1)
    assert de[0].option == options[0].description_de


def test_keep_rows_show_the_chosen_option_even_below_the_top():
    rows = charts.keep_rows((1, 2, 3, 4, 6), "Grand Gallery", rerolls_left=1, chosen=7, top=3)
    assert len(rows) == 8 and rows[-1].chosen


def test_sum_distribution_is_exact():
    rows = charts.die_distribution_rows([1, 2, 3, 4, 5, 6], 3)
    ways = {}
    for roll in product(range(1, 7), repeat=3):
        ways[sum(roll)] = ways.get(sum(roll), 0) + 1
    assert {r.value: r.ways for r in rows} == ways
    assert sum(Fraction(r.ways, 216) for r in rows) == 1
    assert rows[0].at_least == 1.0
    assert [r for r in rows if r.value == 10][0].at_least == pytest.approx(
        sum(w for s, w in ways.items() if s >= 10) / 216)


def test_custom_die_with_symbols_and_a_custom_quantity():
    lego = ["move", "move", "move and steal", "move and turn", "mummy", "mummy"]
    one = charts.die_distribution_rows(lego)
    assert {r.value: r.ways for r in one} == {"move": 2, "move and steal": 1,
                                              "move and turn": 1, "mummy": 2}
    assert all(r.at_least is None for r in one)
    mummies = charts.die_distribution_rows(lego, 2, quantity=lambda d: d.count("mummy"))
    assert [(r.value, r.ways) for r in mummies] == [(0, 16), (1, 16), (2, 4)]
    fig = charts.die_distribution_figure(lego, 2, quantity=lambda d: d.count("mummy"),
                                         name="Mummies")
    assert list(fig.data[0].text) == ["44.4 %", "44.4 %", "11.1 %"]
    assert fig.layout.title.text.startswith("Mummies of 2")
    with pytest.raises(ValueError, match="at least one face"):
        charts.die_distribution_rows([])


def test_tables_are_plain_data():
    table = charts.as_table(charts.room_odds_rows(ROOMS[:2], rerolls=(0,)))
    assert table[1]["room"] == "Treasure Chamber" and table[1]["percent"] == "0.077 %"


def test_figure_widget_is_updated_in_place():
    widget = go.FigureWidget(charts.room_odds_figure(["Entrance"], rerolls=(0, 1)))
    same = widget
    charts.update_figure_widget(widget, charts.room_odds_figure(["Royal Chamber"],
                                                                rerolls=(0, 1)))
    assert widget is same
    assert widget.data[1].text == (charts.percent(success_probability("Royal Chamber",
                                                                      rerolls=1)),)
    charts.update_figure_widget(widget, charts.die_distribution_figure([1, 2, 3, 4, 5, 6]))
    assert len(widget.data) == 1 and widget.layout.title.text.startswith("Result of 1")


def test_dice_package_stays_free_of_plotting_libraries():
    import subprocess
    import sys
    code = ("import sys, pyramid_explorer.dice as d; d.success_probability('X X X'); "
            "print(any(m.split('.')[0] in ('plotly', 'ipywidgets') for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "False"
