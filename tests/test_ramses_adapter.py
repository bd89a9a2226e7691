"""Ramses Pyramid in the explorer: views of knowledge, verb buttons, the Why panel, the odds."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import pytest
from test_ramses_helpers import WEST, A, deciding, new, tent

from pyramid_explorer.games.ramses_pyramid.odds import climb_chances, guess_chance, lap_within
from pyramid_explorer.ui import Explorer
from pyramid_explorer.ui.adapters.ramses_pyramid import (
    ADAPTER,
    knowledge_html,
    ramses_odds,
    summary_html,
)

GAME = "ramses-pyramid"


@pytest.fixture
def ex() -> Explorer:
    return Explorer(GAME, seed=3, players=2)


@pytest.mark.rules("rp.space.peek", "rp.ruling.memory")
def test_player_view_shows_only_what_that_player_saw(ex):
    ex.set_seat(0, "human")
    ex.apply(A("roll", 2, "plain"))
    assert ex.move_labels == ["Look into the temple on space 2"]
    ex.apply(A("peek"))
    ex.set_view(0)
    mine = ex.state_html
    assert "What P1 knows" in mine and "yellow Y, turn 1" in mine
    ex.set_view(1)
    theirs = ex.state_html
    assert "yellow" not in theirs.split("What P2 knows")[1] and "P1 looked" in theirs
    ex.set_view(None)
    assert "Referee: every temple" in ex.state_html and "orange" in ex.state_html


@pytest.mark.rules("rp.pyramid.sideways", "rp.pyramid.decide", engine=False)
def test_buttons_say_the_verb_and_the_why_panel_cites_the_clause(ex):
    ex.set_seat(0, "human")
    ex.apply(A("roll", 2, "plain"))
    assert "rp.track.move" in ex.rule_html and "seed" in ex.rule_html.lower()
    ex.apply(A("fly"))
    assert "engine.action" in ex.rule_html and "Traceback" not in ex.rule_html
    state = tent(deciding(new(), layer=2, side=WEST), 0, "purple")
    labels = [ADAPTER.action_label(state, a, "en") for a in state.legal_actions()]
    assert labels[0] == "Climb (roll the die)"
    assert "Move sideways to the south side (crystal at the tent)" in labels
    de = [ADAPTER.action_label(state, a, "de") for a in state.legal_actions()]
    assert "Seitwärts auf die Südseite (Juwel am Zelt)" in de
    assert ADAPTER.group_title("sideways", "de") == "Seitwärts ziehen (ohne Wurf)"


@pytest.mark.rules("rp.ruling.bump-to", engine=False)
def test_rulings_show_as_rulings_in_the_why_panel(ex):
    ex.set_seat(0, "human")
    ex.apply(A("roll", 1, "turn"))
    ex.apply(A("turn", 2, 1))
    assert "rp.ruling.turn-layer" in ex.rule_html and "pe-badge-ruling" in ex.rule_html


@pytest.mark.rules("rp.die.faces", "rp.track.lap", engine=False)
def test_odds_panel_die_lap_and_knowledge(ex):
    odds = ex.odds
    assert odds is not None
    odds.update(ex.state, 0, "en")
    text = odds.html()
    assert "Die (reconstructed)" in text and "Lap complete within n turns" in text
    assert "3 + mummies: 33.3 %" in text and "What does P1 ● know?" in text
    odds.update(ex.state, 0, "de")
    assert "Würfel (rekonstruiert)" in odds.html() and "Was weiß P1 ●?" in odds.html()
    assert lap_within(new(), 0, 3) == [0, 0, Fraction(1, 27)]
    assert lap_within(deciding(new(), layer=2, side=WEST), 0, 2) == [1, 1]


@pytest.mark.rules("rp.pyramid.turn")
@pytest.mark.rules("rp.pyramid.colour", engine=False)
def test_climb_chance_uses_tent_crystals_memory_and_the_best_turn():
    s = deciding(new(), layer=1, side=WEST)            # layer 2 west is red; nobody has it
    assert climb_chances(s, 0).sure == 0 and climb_chances(s, 0).guess == Fraction(1, 6)
    assert climb_chances(tent(s, 0, "red"), 0).sure == 1
    # with a blue crystal only a turn roll helps: turn layer 2 so its blue side faces west
    blue = climb_chances(tent(s, 0, "blue"), 0)
    assert [ok for *_, ok in blue.outcomes] == [True, False, False, False]
    assert blue.sure == Fraction(1, 3)
    # memory: P1 saw temple C (red) — sure for P1, still a guess for P2
    knows = replace(s, seen=((-1, -1, 1, -1), (-1, -1, -1, -1)))
    assert climb_chances(knows, 0).sure == 1 and climb_chances(knows, 1) is None
    assert guess_chance(knows, 0, "blue") == Fraction(1, 5)
    assert "C: red (R), seen on turn 1" in knowledge_html(knows, 0, "en")
    assert "C:" not in knowledge_html(knows, 1, "en")
    assert ramses_odds(knows, None).seat == 0
    top = deciding(new(), layer=6, side=WEST)
    assert climb_chances(top, 0).sure == Fraction(1, 3)
    assert "Next roll defeats Ramses: 33.3 %" in summary_html(ramses_odds(top, 0), "en")
