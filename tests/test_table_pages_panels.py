"""A shared table's pages are made of the explorer's panels, with commands of their own: no
control the page does not offer is built, odds reach the projector only where the game's odds
panel declares them the room's, and the Coach panel asks the game's spec."""

from __future__ import annotations

from pathlib import Path

import pytest

from pyramid_explorer import games
from pyramid_explorer.tables import TableStore
from pyramid_explorer.ui.adapters import get
from pyramid_explorer.ui.adapters.base import OddsPanel
from pyramid_explorer.ui.explorer import Explorer
from pyramid_explorer.ui.model.frame import make_frame
from pyramid_explorer.ui.model.session import Session
from pyramid_explorer.ui.panels import LogPanel, MovesPanel
from pyramid_explorer.ui.tables import SeatPage
from pyramid_explorer.ui.tables.public_page import PublicPage

IB = "im-bann-der-pyramide"


@pytest.fixture
def store(tmp_path: Path) -> TableStore:
    return TableStore(str(tmp_path / "tables.sqlite3"))


def test_the_public_page_offers_no_advisor(store):
    table = store.open("dice-pyramid", seed=3, players=1, humans=[0])
    page = PublicPage(store, table.code)
    assert page.odds_panel.advisor is None and page.odds_panel.buttons == {}
    assert page.odds_note.value == "<b>Odds</b>" and page.odds.html()


def test_a_seats_page_builds_no_control_it_does_not_offer(store):
    """The seat's page offers one thing, its own move: no step button to jump the log, no
    dice to set, no composer — not hidden, not there."""
    table = store.open(IB, seed=3, players=2, humans=[0, 1])
    page = SeatPage(store, table.code, 0, table.keys[0])
    moves = next(p for p in page.panels if isinstance(p, MovesPanel))
    log = next(p for p in page.panels if isinstance(p, LogPanel))
    assert moves.buttons == {} and moves.outcome is None and moves.chance_box is None
    assert log.list is None and log.first_only is None
    assert page.move_labels  # (P1 is to move: its moves are there)
    page.move_buttons()[0].click()
    assert "1. P1" in page.log.value  # the move went through the page's one command


def test_the_explorer_keeps_its_controls():
    ex = Explorer(IB, seed=3)
    assert {"roll", "apply_outcome"} <= set(ex.buttons)
    assert ex.panels.log.list is not None and ex.panels.log.first_only is not None


class SeatOnlyOdds(OddsPanel):
    """Odds a game computes for one seat only: it never declares them the room's."""

    def __init__(self) -> None:
        import ipywidgets as w

        self.widget = w.HTML()
        self.asked = 0

    def update(self, state, viewer, lang):  # noqa: ANN001, ANN201 - the panel's protocol
        self.asked += 1
        self.widget.value = f"P{viewer + 1}'s hand: Rope 3"


def test_odds_not_declared_public_never_reach_the_projector(store, monkeypatch):
    adapter = get(IB)
    monkeypatch.setattr(type(adapter), "make_odds",
                        lambda self, chart=True, **kw: SeatOnlyOdds())
    table = store.open(IB, seed=3, players=2, humans=[0, 1])
    page = PublicPage(store, table.code)
    assert page.odds.asked == 0 and page.odds.widget.value == ""  # not even computed
    assert page.odds.widget not in page.odds_panel.box.children  # not on the page
    assert "Odds" not in page.odds_note.value and page.odds_note.value  # says where they are


@pytest.mark.parametrize("game_id", games.available())
def test_every_games_odds_panel_declares_its_room_odds_public(game_id):
    """The four games' panels say, for a viewer with no seat, the room's odds (each adapter
    documents why): the projector shows them (tests/test_tables_public.py checks the words)."""
    assert get(game_id).make_odds(chart=False).public


@pytest.mark.parametrize("game_id", games.available())
def test_the_coach_panel_is_offered_where_the_games_spec_says(game_id):
    spec = games.spec(game_id)
    frame = make_frame(Session(game_id, seed=1), get(game_id))
    assert frame.coach.coached is spec.coached
    assert spec.coached is (game_id != "dice-pyramid")  # its odds panel ranks every move
