"""Im Bann der Pyramide: the HTML/SVG table as a player and as the referee sees it."""

from __future__ import annotations

import re

import pytest
from test_im_bann_helpers import act, play, pos

from pyramid_explorer import games
from pyramid_explorer.games.im_bann.render import PLAYER_COLOURS

BACK = "▲"  # the mark on a card back


def _backs(html: str) -> int:
    return html.count(f">{BACK}</text>")


@pytest.mark.rules("ib.setup.deal", engine=False)
def test_player_view_shows_own_cards_and_others_as_backs():
    s = pos(hands=[["rope-3", "magic"], ["torch-5", "torch-4", "curse"]], depot="rope")
    mine = s.render_html(0)
    assert "Rope" in mine and "Magic" in mine
    assert "Torch 5" not in mine and "Curse" not in mine
    assert _backs(mine) == 3 + 1  # P2's three cards and the draw pile
    assert "Hand: 3 cards" in mine
    ref = s.render_html(None)
    assert "Torch 5" in ref and "Curse" in ref and _backs(ref) == 1
    assert type(s).default_viewer is None and s._repr_html_() == ref


@pytest.mark.rules("ib.setup.chamber", "ib.card.mummy", engine=False)
def test_table_shows_row_depot_piles_showcase_sums_mummy_and_turn():
    s = pos(hands=[["ladder-2"], []], showcases=[["rope-5", "protection"], ["torch-1"]],
            positions=[4, 1], mummy=1, chamber=12, adventures=(7, 8, 9, 10), depot="torch")
    html = s.render_html(0)
    for text in ("King&#x27;s Chamber", ">12<", ">10<", "Depot", "Draw pile: 49", "Discard pile: 0",
                 "Showcase (sum 5 / 12)", "Showcase (sum 1 / 11)", "Mummy +3", "To move"):
        assert text in html, text
    assert html.count(PLAYER_COLOURS[0]) >= 2 and PLAYER_COLOURS[1] in html
    assert "➜" in html  # the depot arrow
    de = s.render_html(None, "de")
    assert "Königskammer" in de and "Nachziehstapel" in de and "Auslage" in de


@pytest.mark.rules("ib.end.win")
def test_winner_shown_and_fonts_large_enough():
    s = pos(hands=[["ladder-2"], []], showcases=[["rope-5", "torch-5"], []], positions=[4, 0],
            chamber=12)
    s = play(s, act("equip", "ladder-2"), act("complete"))
    html = s.render_html(None)
    assert "Winner: P1" in html
    sizes = [int(x) for x in re.findall(r'font-size="(\d+)"', html)]
    sizes += [int(x) for x in re.findall(r"font-size:(\d+)px", html)]
    assert sizes and min(sizes) >= 14


@pytest.mark.rules("ib.stall.turn_cap", "ib.multi.minus")
def test_draw_and_minus_points_shown():
    s = games.new_game("im-bann-der-pyramide", seed=1, players=2, turn_cap=1)
    s = play(s, act("draw", 1), act("end"))
    assert "Turn cap reached: draw" in s.render_html(None)
    m = pos(hands=[["ladder-2"], ["torch-1"]], showcases=[["rope-5", "torch-5"], ["rope-3"]],
            positions=[4, 4], chamber=12, multi_game=True)
    m = play(m, act("equip", "ladder-2"), act("complete"), act("end"), act("draw", 1),
             act("end"))
    html = m.render_html(None)
    assert "minus points" in html and "P2 9" in html
    assert "In the King&#x27;s Chamber" in html  # P1 entered it
