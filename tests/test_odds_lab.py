"""The Odds Lab: exact odds for typed challenges, relics and dice; bad input as a sentence."""

from __future__ import annotations

import pytest

from pyramid_explorer.dice.odds import success_probability
from pyramid_explorer.ui.odds_lab import (
    OddsLab,
    compute,
    figure_bundle,
    odds_figure,
    parse_dice,
    percent,
)


def test_default_lab_shows_three_of_a_kind_with_chart_and_advisor():
    lab = OddsLab()
    assert lab.error is None
    assert lab.result.by_rerolls == pytest.approx(
        [success_probability("X X X", rerolls=r) for r in range(3)])
    assert "74.3 %" in lab.message.value
    assert "Keep 3 3, re-roll 3 dice" in lab.message.value
    chart = lab.chart.outputs[0]["data"]["application/vnd.plotly.v1+json"]
    assert chart["data"][0]["y"] == pytest.approx(list(lab.result.by_rerolls))
    options = lab.options_chart.outputs[0]["data"]["application/vnd.plotly.v1+json"]
    assert options["data"][0]["y"][0] == "1. Keep 3 3, re-roll 3 dice"  # best first
    assert len(options["data"][0]["y"]) == 8


def test_relics_add_a_second_series_that_is_never_worse():
    lab = OddsLab()
    lab.set_relics(["Jackal's Fang", "Cat Statue"])
    with_relics = lab.result.by_rerolls_relics
    assert all(b >= a - 1e-12 for a, b in zip(lab.result.by_rerolls, with_relics, strict=True))
    assert with_relics[2] > lab.result.by_rerolls[2]
    chart = lab.chart.outputs[0]["data"]["application/vnd.plotly.v1+json"]
    assert len(chart["data"]) == 2 and "2 relic" in chart["data"][1]["name"]


def test_room_names_and_rerolls_are_understood():
    lab = OddsLab()
    lab.set_challenge("royal chamber")
    lab.set_rerolls(0)
    assert lab.result.name == "Royal Chamber"
    assert lab.result.fresh_turn == pytest.approx(success_probability("X X X X", rerolls=0))


@pytest.mark.parametrize("text", ["X X Q Q |", "7 7 7", "Nowhere Room", ""])
def test_bad_challenges_become_a_friendly_message(text):
    lab = OddsLab()
    lab.set_challenge(text)
    assert lab.result is None and lab.error
    assert "That challenge cannot be read" in lab.message.value
    assert "Traceback" not in lab.message.value
    assert lab.chart.outputs == ()  # no stale chart next to the error


def test_bad_dice_become_a_friendly_message_and_good_dice_recover():
    lab = OddsLab()
    lab.set_dice("3 3 9")
    assert "Type five numbers from 1 to 6" in lab.message.value
    lab.set_dice("6 6 6 2 1")
    assert lab.error is None and lab.result.options[0].kind == "stop"


def test_german_labels():
    lab = OddsLab(lang="de")
    assert "Ein neuer Zug" in lab.message.value
    assert lab.relic_boxes["Cat Statue"].description == "Katzenstatue"


def test_helpers():
    assert parse_dice("6,6,6,2,1") == (6, 6, 6, 2, 1)
    with pytest.raises(ValueError):
        parse_dice("6 6 6")
    assert percent(0.999999999999999) == "100 %"
    r = compute("X X X X X", rerolls=2)
    fig = odds_figure(r, [])
    assert figure_bundle(fig)["application/vnd.plotly.v1+json"]["data"][0]["type"] == "bar"
