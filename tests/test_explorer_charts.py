"""The odds charts at first paint, the optional title row and the explorer's stable CSS classes.

The charts are HTML bars (:mod:`pyramid_explorer.ui.charts.bars`), cheap to draw: every explorer,
the dashboard's too, has them from the start.
"""

from __future__ import annotations

from collections.abc import Iterator

import anywidget
import ipywidgets as w
import pytest

from pyramid_explorer.ui import Explorer
from pyramid_explorer.ui.adapters.dice_odds import dice_odds, percent
from pyramid_explorer.ui.adapters.im_bann import category_name, draw_odds

DICE = "dice-pyramid"
IM_BANN = "im-bann-der-pyramide"


def walk(widget: w.Widget) -> Iterator[w.Widget]:
    """``widget`` and every widget inside it."""
    yield widget
    for child in getattr(widget, "children", ()):
        yield from walk(child)


def figures(ex: Explorer) -> list[w.HTML]:
    """The odds charts on the page."""
    return [x for x in walk(ex.widget) if "pe-chart-box" in getattr(x, "_dom_classes", ())]


def holding(ex: Explorer, cls: str) -> list[w.Widget]:
    """The widgets of ``ex`` with the stable class ``cls`` (``pe-*``, public)."""
    return [x for x in walk(ex.widget) if cls in getattr(x, "_dom_classes", ())]


@pytest.mark.rules("dp.turn.roll")
def test_the_charts_are_there_with_the_first_paint_and_no_loading_note():
    """The odds charts are HTML bars, drawn with the table: a dashboard's explorer has them from
    the start, with the current odds, and no "Loading the charts…" note (nor a widget waiting
    for the browser) comes before them."""
    ex = Explorer(DICE, seed=7, solver_on_request=True)  # as the dashboard makes it
    assert ex.set_outcome("3 3 3 5 1"), ex.problem
    (figure,) = figures(ex)
    assert figure is ex.odds.figure.widget
    odds = dice_odds(ex.state)
    assert [b.value for b in ex.odds.figure.rooms.bars] == [odds.any_room, *odds.probabilities]
    assert all(percent(p) in figure.value for p in odds.probabilities)
    assert holding(ex, "pe-charts-loading") == []
    assert not any(isinstance(x, anywidget.AnyWidget) for x in walk(ex.widget))
    assert ex.apply(ex.odds.suggestion(ex.state)) and ex.undo() is None
    assert figures(ex) == [figure]  # later changes update the same chart in place


@pytest.mark.rules("ib.setup.deal")
def test_a_game_started_later_has_its_chart_at_once():
    ex = Explorer(DICE, seed=7, solver_on_request=True)
    ex.new_game(IM_BANN, seed=4, players=3)
    (figure,) = figures(ex)
    odds = draw_odds(ex.state, None)
    chart = ex.odds.figure.chart
    assert list(chart.categories) == [category_name(c, "en") for c, _ in odds.by_category]
    assert list(chart.series[0].values) == [n / odds.unseen for _, n in odds.by_category]
    assert all(f">{name}<" in figure.value for name in chart.categories)


@pytest.mark.rules("dp.turn.roll", engine=False)
def test_the_referees_upper_bound_waits_for_its_button_in_a_dashboards_explorer():
    """``solver_on_request=True`` (the dashboard): the referee's whole-game upper bound is not
    computed by itself, so a learner's kernel never loads the solver unasked; standalone it
    is."""
    assert Explorer(DICE, seed=7, solver_on_request=True).odds.whole.upper_on is False
    assert Explorer(DICE, seed=7).odds.whole.upper_on is True


@pytest.mark.rules("dp.turn.roll", engine=False)
def test_stable_classes_for_tests_and_styles():
    ex = Explorer(DICE, seed=7)
    for key in ("step", "undo", "redo", "roll", "new_game", "branch", "autoplay", "stop",
                "apply_outcome", "advisor_play"):
        assert f"pe-btn-{key}" in ex.buttons[key]._dom_classes
    assert all(f"pe-btn-{key}" in b._dom_classes for key, b in ex.buttons.items())

    def holding(cls: str) -> list[w.Widget]:
        return [x for x in walk(ex.widget) if cls in getattr(x, "_dom_classes", ())]

    (rule_box,) = holding("pe-rule-panel")
    assert ex.panels.why.html in rule_box.children
    (odds_box,) = holding("pe-odds-panel")
    assert ex.odds.widget in list(walk(odds_box))
    (save,) = holding("pe-save")
    assert "download=" in save.value
    (load,) = holding("pe-load")
    assert isinstance(load, w.FileUpload)
    (header,) = holding("pe-explorer-header")
    assert header is ex.header and ex.language_toggle in header.children
    assert header.layout.display != "none"


def test_show_header_false_leaves_out_the_title_row_only():
    ex = Explorer(DICE, seed=7, show_header=False)
    assert ex.header.layout.display == "none"
    def hidden(explorer: Explorer) -> set[int]:
        return {i for i, c in enumerate(explorer.widget.children) if c.layout.display == "none"}

    with_header = Explorer(DICE, seed=7)  # (the pass-and-play curtain is put away in both)
    assert hidden(ex) - hidden(with_header) == {ex.widget.children.index(ex.header)}
    ex.set_language("de")  # the switch still works from code
    assert ex.buttons["step"].description == "Würfeln ▶"  # the first step is the roll
    assert ex.header.layout.display == "none"
