"""Deferred odds charts, the optional title row and the explorer's stable CSS classes.

``Explorer(..., defer_charts=True)`` (as the dashboard makes it) shows the odds as text first and
creates the charts (HTML bars, :mod:`pyramid_explorer.ui.charts.bars`) only when the browser
reports the page drawn. No browser here: the signal is set as the browser sets it.
"""

from __future__ import annotations

from collections.abc import Iterator

import ipywidgets as w
import pytest

from pyramid_explorer.ui import Explorer
from pyramid_explorer.ui.adapters.dice_odds import dice_odds, percent
from pyramid_explorer.ui.adapters.im_bann import category_name, draw_odds
from pyramid_explorer.ui.common.ready import RenderSignal

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


def signal(ex: Explorer) -> RenderSignal:
    found = [x for x in walk(ex.widget) if isinstance(x, RenderSignal)]
    assert len(found) == 1
    return found[0]


@pytest.mark.rules("dp.turn.roll")
def test_deferred_dice_chart_appears_after_the_page_is_drawn_with_the_current_odds():
    ex = Explorer(DICE, seed=7, defer_charts=True)
    assert not ex.charts_built and figures(ex) == []  # no chart before the first paint
    assert ex.set_outcome("3 3 3 5 1"), ex.problem
    odds = dice_odds(ex.state)
    text = ex.odds.html()
    assert "<details" in text and " open>" in text  # the numbers, unfolded, meanwhile
    assert all(percent(p) in text for p in odds.probabilities)
    signal(ex).rendered = True  # what the browser sends once it has drawn the explorer
    assert ex.charts_built
    (figure,) = figures(ex)
    assert figure is ex.odds.figure.widget
    assert [b.value for b in ex.odds.figure.rooms.bars] == [odds.any_room, *odds.probabilities]
    assert all(percent(p) in figure.value for p in odds.probabilities)
    assert " open>" not in ex.odds.html()  # the chart shows them now; the text folds away
    assert ex.apply(ex.odds.suggestion(ex.state)) and ex.undo() is None
    assert figures(ex) == [figure]  # later changes update the same chart in place
    assert [b.value for b in ex.odds.figure.rooms.bars] == [odds.any_room, *odds.probabilities]


@pytest.mark.rules("ib.setup.deal")
def test_deferred_im_bann_chart_and_a_game_started_later_gets_its_chart_at_once():
    ex = Explorer(DICE, seed=7, defer_charts=True)
    ex.new_game(IM_BANN, seed=4, players=3)
    assert figures(ex) == [] and "%" in ex.odds.html()
    ex.build_charts()  # Python-only use: build them explicitly
    ex.build_charts()  # a second call changes nothing
    (figure,) = figures(ex)
    odds = draw_odds(ex.state, None)
    chart = ex.odds.figure.chart
    assert list(chart.categories) == [category_name(c, "en") for c, _ in odds.by_category]
    assert list(chart.series[0].values) == [n / odds.unseen for _, n in odds.by_category]
    assert all(f">{name}<" in figure.value for name in chart.categories)
    ex.new_game(DICE, seed=7)  # built after the page is drawn: with its chart
    assert ex.odds.chart_built and ex.odds.figure.widget in figures(ex)


@pytest.mark.rules("dp.turn.roll")
def test_charts_are_there_at_once_by_default():
    ex = Explorer(DICE, seed=7)
    assert ex.charts_built and len(figures(ex)) == 1
    assert not any(isinstance(x, RenderSignal) for x in walk(ex.widget))
    ex.build_charts()
    assert len(figures(ex)) == 1


@pytest.mark.rules("dp.turn.roll")
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


@pytest.mark.parametrize("lang, words", [("en", "Loading the charts"),
                                         ("de", "Diagramme werden geladen")])
def test_until_the_charts_exist_the_next_action_area_says_a_click_may_wait(lang, words):
    ex = Explorer(DICE, seed=7, defer_charts=True)
    ex.set_language(lang)
    (note,) = holding(ex, "pe-charts-loading")
    (side,) = holding(ex, "pe-side")
    order = [("pe-charts-loading" in c._dom_classes, "pe-moves" in c._dom_classes)
             for c in side.children]
    assert order.index((True, False)) < order.index((False, True))  # above the moves, by Step
    assert note.layout.display is None and words in note.value
    assert ex.step()  # a click before the charts is played, not refused
    signal(ex).rendered = True
    assert ex.charts_built and note.layout.display == "none"
    (at_once,) = holding(Explorer(DICE, seed=7), "pe-charts-loading")
    assert at_once.layout.display == "none"  # charts at once: no note
