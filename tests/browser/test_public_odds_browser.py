"""The room's odds on a served public page (issue 25): ``pyramid-explorer dashboard --tables
FILE``, a table of Im Bann der Pyramide and one of Ramses Pyramid played some way, each
table's public link opened at 1280×800. The odds panel shows the room's odds — the numbers the
Python side computes for a viewer who holds no seat, no hidden card — and the table, the Why
panel and the odds all fit the screen without scrolling.
"""

from __future__ import annotations

import pytest
from playouts import trajectory
from test_public_odds import privately_seen

from pyramid_explorer.tables import TableStore
from pyramid_explorer.ui.adapters.im_bann import draw_odds
from pyramid_explorer.ui.adapters.ramses_pyramid import ramses_odds
from pyramid_explorer.ui.tables.public_view import onlooker

from .conftest import ARTIFACTS, VIEWPORT
from .test_tables_browser import TablesServer, hidden_from_everyone, public_page

pytestmark = pytest.mark.browser
IB, RP = "im-bann-der-pyramide", "ramses-pyramid"


def replayed(store: TableStore, game_id: str, state) -> object:
    """A table of three people at ``state``: each of its moves played through the store by
    the seat whose move it was (rolls and draws come from the same seed)."""
    table = store.open(game_id, seed=state.seed, players=3, humans=[0, 1, 2])
    line = list(state.history)
    while (ply := store.ply(table.code)) < len(line):
        now = store.state(table.code)
        assert list(now.history) == line[:ply]
        seat = now.current_player()
        store.move(table.code, seat, table.keys[seat], line[ply], ply)
    return table


def fits_the_screen(page, selector: str) -> None:
    box = page.locator(selector).bounding_box()
    assert box is not None and box["height"] > 0, selector
    assert box["y"] >= 0 and box["y"] + box["height"] <= VIEWPORT["height"], (selector, box)


def test_the_rooms_odds_on_the_projector_beside_the_table_and_why_panel(chromium, tmp_path):
    path = tmp_path / "tables.sqlite3"
    store = TableStore(path)
    ramses = trajectory(RP, 1, 3, {})
    at = next(i for i, s in enumerate(ramses)
              if i > 20 and s.current_player() >= 0 and privately_seen(s))
    positions = {RP: ramses[at], IB: trajectory(IB, 1, 3, {})[60]}
    tables = {game: replayed(store, game, state) for game, state in positions.items()}
    server = TablesServer(path)
    ARTIFACTS.mkdir(exist_ok=True)
    try:
        for game_id, table in tables.items():
            state = store.state(table.code)
            page = public_page(chromium, table.link(server.url))
            page.wait_for_selector(".pe-public-odds :text(\"The room's odds\")",
                                   timeout=30_000)
            page.screenshot(path=str(ARTIFACTS / f"public-odds-{game_id}.png"))
            text = page.inner_text(".pe-public-odds")
            viewer = onlooker(state)
            if game_id == IB:
                odds = draw_odds(state, viewer)
                assert f"({odds.playable} of {odds.unseen})" in text
                assert f"{odds.pile} in the draw pile, {odds.in_hands} in hands" in text
                for name in hidden_from_everyone(state):
                    assert name not in page.inner_text(".pe-public-page"), name
            else:
                room = ramses_odds(state, viewer).room
                assert room is not None and 0 < room.sure < 1       # depends on a memory
                assert f"({room.sure.numerator}/{room.sure.denominator})" in text
                assert "climb without guessing" in text
            assert f"P{viewer + 1}" not in text                       # nobody's seat
            assert page.evaluate("window.scrollY") == 0
            for part in (".pe-public-table", ".pe-public-why", ".pe-public-odds"):
                fits_the_screen(page, part)
            page.context.close()
    finally:
        server.stop()
