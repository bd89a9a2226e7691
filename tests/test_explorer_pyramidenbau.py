"""Pyramidenbau in the explorer: a learner builds moves from drop-downs, sees the odds and rulings."""

from __future__ import annotations

from dataclasses import replace

import pytest

from pyramid_explorer.engine import RULES, Action
from pyramid_explorer.ui import Explorer

GAME = "pyramidenbau"


@pytest.fixture
def ex() -> Explorer:
    e = Explorer(GAME, seed=3)
    for seat in range(4):
        e.set_seat(seat, "human")
    e.set_view(None)  # the referee's view: every seat's moves are shown (hot seat)
    return e


def to_roll(ex: Explorer, value: int) -> None:
    ex.apply(Action("roll", (value,)))


@pytest.mark.rules("pb.place.quarry", "pb.steps.up-to")
def test_place_stones_through_the_drop_downs(ex):
    to_roll(ex, 3)
    composer = ex.composer
    rows = [r.kind for r in composer.visible_rows()]
    assert rows == ["place"]
    assert not any(lbl.startswith("Place") for lbl in ex.move_labels)   # no flood of buttons
    row = composer.rows["place"]
    row.choose(0, 1)                    # red
    assert list(row.menus[1].options)[-1][1] == 3      # up to 3 stones
    row.choose(1, 2)
    row.choose(2, 9)
    assert row.button.description == "Place 2 red stones on workplace S2"
    row.button.click()
    assert ex.state.workplaces[9] == (1, 1) and ex.state.allowance == 1
    assert "Done" in ex.move_labels
    # the step-by-step ruling is cited, shown as a ruling (not as the rulebook's text)
    up_to = ex.rule_html.split('data-rule-id="pb.steps.up-to">')[1].split('data-rule-id=')[0]
    assert '<span class="pe-badge pe-badge-ruling">RULING</span>' in up_to
    assert RULES.get("pb.steps.up-to").title.en in up_to


@pytest.mark.rules("pb.move.worker", engine=False)
def test_move_worker_row_names_colour_and_distance(ex):
    workers = [-1] * 16
    workers[1] = 1
    state = replace(ex.state, colour=1, workers=tuple(workers)).apply(Action("roll", (4,)))
    from pyramid_explorer.ui.adapters.pyramidenbau import StepComposer
    played = []
    c = StepComposer(played.append)
    c.update(state, 1, "de", True)
    row = c.rows["move"]
    assert [lbl for lbl, _ in row.menus[0].options] == ["N2: rot (R)"]
    labels = [lbl for lbl, _ in row.menus[1].options]
    assert "N3 (1 Feld)" in labels and "E1 (3 Felder)" in labels
    row.choose(1, 4)
    assert row.button.description == "Den roten Arbeiter 3 Felder bewegen: N2 → E1"
    row.play()
    assert played == [Action("move", (1, 4))]


@pytest.mark.rules("pb.card.reveal", "pb.hire.market", engine=False)
def test_high_roll_shows_card_buttons_and_odds_text(ex):
    to_roll(ex, 6)
    assert "Reveal a card" in ex.move_labels
    assert [r.kind for r in ex.composer.visible_rows()] == ["hire"]
    ex.set_language("de")
    assert "Eine verdeckte Karte aufdecken" in ex.move_labels
    text = ex.odds.html()
    assert "5 oder 6" in text and "33.3 %" in text and "55.6 %" in text


@pytest.mark.rules("pb.hire.market")
def test_an_illegal_move_shows_the_rule_and_keeps_the_state(ex):
    to_roll(ex, 2)
    before = ex.state
    assert not ex.apply(Action("hire", (0, 1)))
    assert ex.state == before
    assert ex.problem.rule_id == "pb.hire.market" and "5 or 6" in ex.problem.message
    assert "pb.hire.market" in ex.rule_html and "Traceback" not in ex.rule_html
