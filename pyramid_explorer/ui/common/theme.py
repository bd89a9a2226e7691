"""Colours, seat names and the explorer's CSS: one look across every panel.

The CSS itself is in ``css/page.css`` and ``css/charts.css`` (:mod:`.styles`); the numbers and
colours it uses are defined here and filled in.

Each seat has one Okabe-Ito colour (safe for the common colour-vision deficiencies and dark
enough to read on white from the back of a room) *and* a shape, so a seat is never told by colour
alone.

>>> seat_name(0), seat_name(1, "de")
('P1 ●', 'P2 ■')
>>> seat_colour(1)
'#D55E00'
>>> 'class="pe-seat"' in seat_tag(2)
True
"""

from __future__ import annotations

import html

from .styles import css

# Okabe & Ito (2008) colours, in the order seats get them; pale yellow (#F0E442) left out.
OKABE_ITO = {
    "blue": "#0072B2",
    "vermillion": "#D55E00",
    "bluish_green": "#009E73",
    "reddish_purple": "#CC79A7",
    "orange": "#E69F00",
    "sky_blue": "#56B4E9",
    "black": "#000000",
}
SEAT_COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00")
SEAT_TEXT_COLOURS = ("#006DAB", "#A64A00", "#007657", "#A8457F", "#8E5F00")
"""The seat colours darkened for text: each reads at WCAG AA (contrast ≥ 4.5:1) on every one of
:data:`TEXT_BACKGROUNDS`. The seat colours themselves stay for swatches, tokens and lines."""
TEXT_BACKGROUNDS = ("#ffffff", "#F7F7F7", "#FFE9B0", "#f4f8fb", "#ececec")
"""The backgrounds text in a seat's colour is drawn on: the panels (white), the log's entries
and its current entry, the intro's and the tables' stripes, an inactive tab."""
SEAT_SHAPES = ("●", "■", "▲", "◆", "⬢")  # as the games draw their tokens
CHANCE_COLOUR = "#555555"
SEED_COLOUR = "#0072B2"
RULING_COLOUR = "#A64A00"  # vermillion darkened: white text on it reads at WCAG AA
ERROR_COLOUR = "#B00020"

BASE_FONT_PX = 16


def seat_colour(seat: int) -> str:
    """The colour of seat ``seat`` (0-based); the chance "seat" (negative) is grey."""
    if seat < 0:
        return CHANCE_COLOUR
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def seat_text_colour(seat: int) -> str:
    """The colour of seat ``seat`` for text: as :func:`seat_colour`, dark enough to read
    (vermillion ``#D55E00`` on white is 3.9:1, its text shade 5.8:1).

    >>> seat_text_colour(1), round(contrast(seat_text_colour(1), "#ffffff"), 1)
    ('#A64A00', 5.8)
    """
    if seat < 0:
        return CHANCE_COLOUR
    return SEAT_TEXT_COLOURS[seat % len(SEAT_TEXT_COLOURS)]


def luminance(colour: str) -> float:
    """The relative luminance of ``#rrggbb`` (WCAG 2): 0 for black, 1 for white.

    >>> luminance("#000000"), luminance("#ffffff")
    (0.0, 1.0)
    """
    def linear(channel: float) -> float:
        return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(int(colour[i:i + 2], 16) / 255) for i in (1, 3, 5))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(foreground: str, background: str) -> float:
    """The WCAG 2 contrast ratio of two ``#rrggbb`` colours (1 to 21; AA text needs 4.5).

    >>> round(contrast("#D55E00", "#ffffff"), 2), round(contrast("#CC79A7", "#ffffff"), 2)
    (3.87, 3.06)
    """
    light, dark = sorted((luminance(foreground), luminance(background)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def seat_shape(seat: int) -> str:
    """The shape that goes with the seat's colour."""
    if seat < 0:
        return "⚄"
    return SEAT_SHAPES[seat % len(SEAT_SHAPES)]


def seat_name(seat: int, lang: str = "en") -> str:
    """``P1 ●`` for 0-based ``seat`` (the same in both languages, as the games' labels)."""
    return f"P{seat + 1} {seat_shape(seat)}"


def seat_tag(seat: int, lang: str = "en", text: str | None = None) -> str:
    """An inline HTML label in the seat's colour with its shape (``text`` replaces the name)."""
    label = html.escape(text if text is not None else seat_name(seat, lang))
    return (f'<span class="pe-seat" style="color:{seat_text_colour(seat)};font-weight:700">'
            f"{label}</span>")


TABLE_CHROME_PX = 206
"""Height above and below the table drawing at 1280×800 (dashboard header, tabs, the row with
the view switch, the panel's status line and padding): the drawing gets the rest of the
viewport, so the whole table shows without scrolling."""
SIDE_TOP_PX = 128
"""How far below the top of the page the column beside the table starts (in the dashboard)."""
SIDE_PX = 380
"""The width of the column beside the table: step buttons, the moves and the Why panel."""

CHART_LABEL_PX = 15
CHART_VALUE_PX = 14
GRID_COLOUR = "#dddddd"
TEXT_COLOUR = "#222222"
CHART_CSS = "\n" + css("charts.css", chart_label_px=CHART_LABEL_PX, chart_value_px=CHART_VALUE_PX,
                        grid_colour=GRID_COLOUR, text_colour=TEXT_COLOUR)
"""The look of the explorer's bar charts (:mod:`..charts.bars`); part of :data:`CSS`."""

CSS = "\n<style>\n" + css(
    "page.css", base_font_px=BASE_FONT_PX, title_font_px=BASE_FONT_PX + 1,
    small_font_px=BASE_FONT_PX - 2, table_chrome_px=TABLE_CHROME_PX, side_top_px=SIDE_TOP_PX,
    side_px=SIDE_PX, settings_px=SIDE_PX + 60, presenting_chrome_px=TABLE_CHROME_PX - 44,
    presenting_side_top_px=SIDE_TOP_PX - 44, presenting_side_px=SIDE_PX - 40,
    seed_colour=SEED_COLOUR, ruling_colour=RULING_COLOUR, error_colour=ERROR_COLOUR,
) + CHART_CSS + "\n</style>\n"
"""The explorer's CSS (``css/page.css`` and :data:`CHART_CSS`, filled in with the numbers and
colours above), in a ``<style>`` element."""
