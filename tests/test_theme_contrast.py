"""Text in a seat's colour reads at WCAG AA: every seat's text shade has a contrast ratio of at
least 4.5:1 (WCAG 2's formula) against every background such text is drawn on, while the seat
colours themselves stay as they are for swatches, tokens and lines."""

from __future__ import annotations

import pytest

from pyramid_explorer.ui.common import theme
from pyramid_explorer.ui.common.theme import contrast, seat_colour, seat_tag, seat_text_colour

AA_TEXT = 4.5
SEATS = range(-1, len(theme.SEAT_COLOURS))  # the chance "seat" (-1) and every seat


def test_the_wcag_formula_gives_the_published_ratios():
    assert contrast("#000000", "#ffffff") == pytest.approx(21.0)
    assert contrast("#ffffff", "#ffffff") == pytest.approx(1.0)
    assert contrast("#767676", "#ffffff") == pytest.approx(4.54, abs=0.01)  # the AA grey
    assert contrast("#ffffff", "#767676") == contrast("#767676", "#ffffff")


@pytest.mark.parametrize("seat", SEATS)
@pytest.mark.parametrize("background", theme.TEXT_BACKGROUNDS)
def test_every_seats_text_colour_reads_at_aa(seat, background):
    ratio = contrast(seat_text_colour(seat), background)
    assert ratio >= AA_TEXT, (seat, seat_text_colour(seat), background, round(ratio, 2))


def test_the_seat_colours_that_fail_as_text_are_the_ones_darkened():
    """The issue's findings: vermillion (P2) and reddish purple (P4) on white fail as text;
    their text shades are darker, the seat colours unchanged for swatches and shapes."""
    assert contrast(seat_colour(1), "#ffffff") < AA_TEXT
    assert contrast(seat_colour(3), "#ffffff") < AA_TEXT
    assert theme.SEAT_COLOURS == ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00")
    for seat in range(len(theme.SEAT_COLOURS)):
        assert theme.luminance(seat_text_colour(seat)) < theme.luminance(seat_colour(seat))


@pytest.mark.parametrize("seat", range(len(theme.SEAT_COLOURS)))
def test_a_seat_tag_uses_the_text_shade(seat):
    assert f"color:{seat_text_colour(seat)}" in seat_tag(seat)


def test_the_moves_title_and_the_log_use_the_text_shade():
    """ "── Moves for P2 ■ ──" (the axe finding in Im Bann) and P2's log entries."""
    from pyramid_explorer.ui import Explorer

    seat = 1
    ex = Explorer("im-bann-der-pyramide", seed=3)
    while ex.state.current_player() != seat:  # P2 to move: "── Moves for P2 ■ ──"
        ex.step()
    assert f'color:{seat_text_colour(seat)}">── ' in ex.frame.moves.title_html
    assert seat_colour(seat) not in ex.frame.moves.title_html
    ex.step()
    assert ex.frame.log.entries[-1][2] == seat_text_colour(seat)


def test_the_games_own_status_lines_use_the_same_text_shades():
    """Im Bann writes "Turn: P2" in its own drawing's status line (the games layer cannot
    import the theme): the same shades; Pyramidenbau's colour names read at AA too."""
    from pyramid_explorer import games
    from pyramid_explorer.games.im_bann.render import PLAYER_COLOURS, PLAYER_TEXT_COLOURS
    from pyramid_explorer.games.pyramidenbau.render import TEXT_COLOURS

    assert PLAYER_TEXT_COLOURS == theme.SEAT_TEXT_COLOURS
    assert PLAYER_COLOURS == theme.SEAT_COLOURS
    for colour in TEXT_COLOURS:
        assert contrast(colour, "#ffffff") >= AA_TEXT, colour
    state = games.new_game("im-bann-der-pyramide", seed=3)
    while state.current_player() != 1:  # P2 to move: "Turn: P2" in vermillion's text shade
        state = state.apply(state.legal_actions()[0])
    html = state.render_html(None)
    assert f'<b style="color:{PLAYER_TEXT_COLOURS[1]}">P2' in html
    assert f'color:{PLAYER_COLOURS[1]}">' not in html
