"""The Ramses Pyramid table drawing: knowledge per viewer, letters with colours, readable text."""

from __future__ import annotations

import re

import pytest
from test_ramses_helpers import EAST, WEST, A, at, new, tent

from pyramid_explorer.games.ramses_pyramid.render import SEAT_COLOURS
from pyramid_explorer.ui.common.theme import SEAT_COLOURS as THEME_COLOURS


def peeked():
    return new(players=3).apply(A("roll", 2, "plain")).apply(A("peek")).apply(A("place", 5))


@pytest.mark.rules("rp.space.peek")
def test_temples_show_colour_and_turn_for_the_viewer_who_saw_them_else_a_question_mark():
    s = peeked()
    mine = s.render_html(0)
    assert "A (5): yellow Y, turn 1" in mine and "seen on turn 1" in mine
    other = s.render_html(1)
    assert "A (5): ?, P1 looked" in other and "yellow" not in re.sub(r"<title>[^<]*</title>", "",
                                                                       other).split("P2 knows")[1]
    assert other.count(">?</text>") == 4          # four domes drawn as "?"
    ref = s.render_html(None)
    assert "Referee: every temple" in ref and ref.count(">?</text>") == 0
    assert "gesehen in Zug 1" in s.render_html(0, "de")


def test_seats_have_colour_shape_and_number_and_colours_their_letter():
    assert THEME_COLOURS[:4] == SEAT_COLOURS
    s = tent(at(at(new(players=4), 1, layer=3, side=EAST), 2, layer=2, side=WEST), 0, "red")
    html = s.render_html(None)
    for seat in range(4):
        assert SEAT_COLOURS[seat] in html
    assert "<circle" in html and "<rect" in html and "<polygon" in html
    assert '<title>red</title>' in html and ">R</text>" in html       # the tent crystal
    de = s.render_html(None, "de")
    assert ">Ro</text>" in de and "Zelte" in de and "Würfel (rekonstruiert)" in de


def test_text_is_at_least_14_px_and_the_picture_fits_the_table_panel():
    html = peeked().render_html(0)
    sizes = [int(x) for x in re.findall(r'font-size="(\d+)"', html)]
    assert sizes and min(sizes) >= 16      # drawn ≥ 14 px when scaled to a ~690 px panel
    width = int(re.search(r'<svg[^>]* width="(\d+)"', html).group(1))
    assert width <= 800


@pytest.mark.rules("rp.win.ramses")
def test_the_winner_is_announced():
    from test_ramses_helpers import deciding
    s = deciding(new(), seat=1, layer=6, side=EAST).apply(A("climb")).apply(A("roll", 3, "mummy"))
    assert "P2 defeats Ramses!" in s.render_html(0)
    assert "P2 besiegt Ramses!" in s.render_html(0, "de")
