"""Colours, seat names and the explorer's CSS: one look across every panel.

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
SEAT_SHAPES = ("●", "■", "▲", "◆", "⬢")  # as the games draw their tokens
CHANCE_COLOUR = "#555555"
SEED_COLOUR = "#0072B2"
RULING_COLOUR = "#D55E00"
ERROR_COLOUR = "#B00020"

BASE_FONT_PX = 16


def seat_colour(seat: int) -> str:
    """The colour of seat ``seat`` (0-based); the chance "seat" (negative) is grey."""
    if seat < 0:
        return CHANCE_COLOUR
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


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
    return (f'<span class="pe-seat" style="color:{seat_colour(seat)};font-weight:700">'
            f"{label}</span>")


CSS = f"""
<style>
.pe-root {{ font-size:{BASE_FONT_PX}px; line-height:1.35; max-width:100%; box-sizing:border-box; }}
.pe-root * {{ box-sizing:border-box; }}
.pe-root .widget-label, .pe-root .widget-button, .pe-root .widget-toggle-button,
.pe-root .widget-dropdown select, .pe-root .widget-text input, .pe-root .widget-readout,
.pe-root .widget-html-content, .pe-root .widget-select select {{ font-size:{BASE_FONT_PX}px; }}
.pe-root .widget-button, .pe-root .widget-toggle-button {{ min-height:38px; font-weight:600; }}
.pe-panel {{ border:1px solid #bbb; border-radius:6px; padding:8px 10px; margin:4px;
            background:#fff; overflow-x:hidden; }}
.pe-panel-title {{ font-weight:700; font-size:{BASE_FONT_PX + 1}px; margin:0 0 4px 0; color:#222; }}
.pe-badge {{ display:inline-block; padding:1px 8px; border-radius:4px; color:#fff;
            font-weight:700; font-size:{BASE_FONT_PX - 2}px; letter-spacing:0.5px; }}
.pe-badge-seed {{ background:{SEED_COLOUR}; }}
.pe-badge-ruling {{ background:{RULING_COLOUR}; }}
.pe-badge-error {{ background:{ERROR_COLOUR}; }}
.pe-rule {{ margin:4px 0 8px 0; }}
.pe-rule-title {{ font-weight:700; }}
.pe-rule-id {{ font-family:monospace; color:#444; }}
.pe-rule-source {{ color:#444; font-style:italic; }}
.pe-error {{ border-left:5px solid {ERROR_COLOUR}; padding-left:8px; }}
.pe-info {{ border-left:5px solid {SEED_COLOUR}; padding-left:8px; }}
.pe-state svg {{ max-width:100%; height:auto; }}
.pe-status {{ font-weight:600; margin:2px 0 6px 0; }}
.pe-root .pe-log button {{ justify-content:flex-start; text-align:left; }}
.pe-root .pe-log {{ max-height:320px; overflow-y:auto; }}
.pe-current {{ outline:3px solid #000; }}
</style>
"""
