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
SEAT_TEXT_COLOURS = ("#0072B2", "#A64A00", "#007A5A", "#A8457F", "#9A6700")
"""The seat colours darkened for text on white: each reads at WCAG AA (contrast ≥ 4.5:1)."""
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
    """The colour of seat ``seat`` for text: as :func:`seat_colour`, dark enough to read.

    >>> seat_text_colour(1)
    '#A64A00'
    """
    if seat < 0:
        return CHANCE_COLOUR
    return SEAT_TEXT_COLOURS[seat % len(SEAT_TEXT_COLOURS)]


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
CHART_CSS = f"""
.pe-charts {{ display:flex; flex-wrap:wrap; gap:8px 20px; }}
.pe-charts > .pe-chart {{ flex:1 1 240px; min-width:0; }}
.pe-chart {{ margin:0 0 6px 0; color:{TEXT_COLOUR}; font-size:{CHART_LABEL_PX}px; }}
.pe-chart-title {{ font-weight:600; font-size:{CHART_LABEL_PX}px; margin:2px 0 6px 0; }}
.pe-chart-note {{ font-size:{CHART_VALUE_PX}px; margin-top:4px; }}
.pe-hbars {{ display:grid; grid-template-columns:minmax(5em, max-content) minmax(60px, 1fr) 4.6em;
  column-gap:8px; row-gap:4px; align-items:center; }}
.pe-hbar-row {{ display:contents; }}
.pe-hbar-label {{ font-size:{CHART_LABEL_PX}px; overflow-wrap:anywhere; max-width:22em; }}
.pe-hbar-track {{ display:block; height:18px; background:linear-gradient(90deg, {GRID_COLOUR} 1px,
  transparent 1px) 0 0 / 25% 100%, #ffffff; border-right:1px solid {GRID_COLOUR}; }}
.pe-hbar-fill {{ display:block; height:100%; min-width:1px; }}
.pe-hbar-value {{ font-size:{CHART_VALUE_PX}px; font-variant-numeric:tabular-nums; text-align:right; }}
.pe-chart-box {{ min-width:0; max-width:100%; }}
.pe-col-grid {{ display:grid; column-gap:6px; align-items:end; padding-bottom:2px; }}
.pe-col-scale {{ position:relative; height:calc(var(--pe-col-area) + 1.5em); min-width:3.2em; }}
.pe-col-tick {{ position:absolute; right:2px; font-size:{CHART_VALUE_PX}px; color:#555;
  line-height:1; transform:translateY(50%); }}
.pe-col-bars {{ display:flex; align-items:flex-end; gap:2px; height:calc(var(--pe-col-area) + 1.5em);
  border-bottom:1px solid #888; background:repeating-linear-gradient(to top, {GRID_COLOUR} 0 1px,
  transparent 1px var(--pe-col-step)) bottom / 100% calc(var(--pe-col-area) + 1px)
  no-repeat; }}
.pe-col {{ flex:1 1 0; display:flex; flex-direction:column; justify-content:flex-end;
  align-items:center; min-width:0; }}
.pe-col-value {{ font-size:{CHART_VALUE_PX}px; font-variant-numeric:tabular-nums; line-height:1.2;
  text-align:center; padding-bottom:2px; }}
.pe-col-fill {{ display:block; width:100%; min-height:1px; }}
.pe-col-label, .pe-col-cell {{ font-size:{CHART_VALUE_PX}px; text-align:center;
  overflow-wrap:anywhere; align-self:start; padding-top:2px; }}
.pe-col-cell {{ font-variant-numeric:tabular-nums; white-space:nowrap; }}
.pe-col-series {{ font-size:{CHART_VALUE_PX}px; white-space:nowrap; align-self:start;
  padding-top:2px; }}
.pe-chart-axis-title {{ font-size:{CHART_VALUE_PX}px; text-align:center; color:#555; }}
.pe-chart-swatch {{ display:inline-block; width:14px; height:14px; margin-right:6px;
  vertical-align:-2px; }}
"""
"""The look of the explorer's bar charts (:mod:`..charts.bars`); part of :data:`CSS`."""

CSS = f"""
<style>
.pe-root {{ font-size:{BASE_FONT_PX}px; line-height:1.35; max-width:100%; box-sizing:border-box;
           --pe-chrome:{TABLE_CHROME_PX}px; --pe-side-top:{SIDE_TOP_PX}px; }}
.pe-root * {{ box-sizing:border-box; }}
.pe-root .widget-label, .pe-root .widget-button, .pe-root .widget-toggle-button,
.pe-root .widget-dropdown select, .pe-root .widget-text input, .pe-root .widget-readout,
.pe-root .widget-html-content, .pe-root .widget-select select {{ font-size:{BASE_FONT_PX}px; }}
.pe-root .widget-button, .pe-root .widget-toggle-button {{ min-height:38px; font-weight:600; }}
/* disabled controls look disabled: grey, no hover colour, a not-allowed cursor */
.pe-root .widget-button:disabled, .pe-root .widget-button.mod-disabled,
.pe-root .widget-toggle-button:disabled, .pe-root .jupyter-button:disabled {{
    background:#e4e4e4 !important; color:#555 !important; border-color:#d0d0d0 !important;
    box-shadow:none !important; cursor:not-allowed !important; opacity:1 !important; }}
.pe-root .widget-button:disabled:hover, .pe-root .jupyter-button:disabled:hover {{
    background:#e4e4e4 !important; box-shadow:none !important; }}
.pe-panel {{ border:1px solid #bbb; border-radius:6px; padding:6px 10px; margin:3px;
            background:#fff; overflow-x:hidden; }}
.pe-panel-title {{ font-weight:700; font-size:{BASE_FONT_PX + 1}px; margin:0 0 4px 0; color:#222; }}
/* the play row: the table, and beside it (below it on a narrow screen) the next action */
.pe-play-row {{ display:flex; flex-flow:row wrap; align-items:flex-start; width:100%; }}
.pe-play-row > .pe-state {{ flex:1 1 420px; min-width:0; }}
.pe-play-row > .pe-side {{ flex:0 1 {SIDE_PX}px; min-width:300px; }}
.pe-more-row {{ display:flex; flex-flow:row wrap; align-items:flex-start; width:100%; }}
.pe-more-row > .pe-odds-panel, .pe-more-row > .pe-odds-column {{ flex:1 1 420px; min-width:0; }}
.pe-coach-table {{ border-collapse:collapse; margin-top:4px; }}
.pe-coach-table caption {{ text-align:left; color:#333; padding-bottom:2px; }}
.pe-coach-table th, .pe-coach-table td {{ padding:2px 10px 2px 0; text-align:left;
                                          font-weight:normal; }}
.pe-coach-table thead th {{ font-weight:700; border-bottom:1px solid #666; }}
.pe-coach-best th, .pe-coach-best td {{ font-weight:700 !important; }}
.pe-more-row > .pe-settings {{ flex:0 1 {SIDE_PX + 60}px; min-width:300px; }}
.pe-state-title {{ display:none; }}
.pe-state svg {{ display:block; margin:0 auto; max-width:100%; width:auto; height:auto;
                max-height:calc(100vh - var(--pe-chrome)); }}
.pe-state svg[width="100%"] {{ width:100%; }}
/* a drawing with its own status line above it gets that much less height */
.pe-state .widget-html-content > div > div + svg,
.pe-state .widget-html-content > div > div + .pe-table-figure > svg {{
                max-height:calc(100vh - var(--pe-chrome) - 30px); }}
.pe-nav {{ gap:3px; margin:0 3px 2px 3px; }}
.pe-nav .widget-button, .pe-nav .widget-toggle-button {{ margin:0; padding:0 8px; }}
.pe-nav .pe-btn-step {{ font-size:{BASE_FONT_PX + 1}px; padding:0 14px; flex:1 1 auto; }}
.pe-moves {{ border:2px solid #0072B2; border-radius:6px; padding:4px 8px; margin:3px;
            max-height:calc((100vh - var(--pe-side-top)) * 0.5); }}
.pe-moves .widget-button {{ min-height:32px !important; margin:2px 4px 2px 0; padding:0 8px; }}
.pe-moves .widget-hbox {{ flex-wrap:wrap; }}
.pe-extras .widget-button {{ height:32px; padding:0 7px; margin:2px 3px 2px 0; font-size:14px; }}
.pe-bot-note {{ font-size:{BASE_FONT_PX - 2}px; line-height:1.3; color:#444; margin:2px 0; }}
/* the column beside the table never runs below the screen: the moves and the Why panel
   share its height and scroll inside when they hold more */
.pe-side {{ height:calc(100vh - var(--pe-side-top)); min-height:300px; }}
.pe-side > .pe-nav {{ flex:0 0 auto; }}
.pe-side > .pe-moves {{ flex:0 0 auto; overflow-y:auto !important; }}
.pe-side > .pe-rule-panel {{ flex:1 1 0; min-height:90px; overflow-y:auto !important; }}
.pe-side > .pe-moves > *, .pe-side > .pe-rule-panel > * {{ flex-shrink:0; }}
.pe-presenting .pe-more-row, .pe-presenting .pe-log-box {{ display:none !important; }}
.pe-presenting {{ --pe-chrome:{TABLE_CHROME_PX - 44}px; --pe-side-top:{SIDE_TOP_PX - 44}px; }}
.pe-presenting .pe-play-row > .pe-side {{ flex-basis:{SIDE_PX - 40}px; }}
.pe-root .widget-toggle-button.mod-active.pe-btn-presentation {{ background:#0b2e4f; color:#fff; }}
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
.pe-status {{ font-weight:600; margin:2px 0 4px 0; }}
.pe-root .pe-log button {{ justify-content:flex-start; text-align:left; }}
.pe-root .pe-log {{ max-height:320px; overflow-y:auto; }}
.pe-current {{ outline:3px solid #000; }}
/* read by a screen reader, not drawn: the table in words, the live announcement */
.pe-sr-only, .pe-root .pe-announce {{ position:absolute !important; width:1px !important;
    height:1px !important; padding:0 !important; margin:-1px !important; overflow:hidden !important;
    clip:rect(0 0 0 0) !important; white-space:nowrap !important; border:0 !important; }}
/* a phone (390 px wide): one column, the drawing at a readable size in a figure that scrolls
   sideways, the seat's own part below it as wide as the screen, buttons a finger can hit; the
   table in words stays visually hidden (read by a screen reader), as on a wide screen */
@media (max-width: 600px) {{
  .pe-root {{ --pe-chrome:0px; }}
  .pe-play-row > .pe-state, .pe-play-row > .pe-side, .pe-more-row > .pe-odds-panel,
  .pe-more-row > .pe-odds-column, .pe-more-row > .pe-settings {{ flex:1 1 100% !important; min-width:0 !important;
                                 max-width:100% !important; }}
  .pe-side {{ height:auto; }}
  .pe-side > .pe-moves, .pe-side > .pe-rule-panel {{ max-height:none; }}
  .pe-state svg {{ width:100% !important; max-height:none; }}
  /* the table at the size that keeps its smallest text at 15 px (games/phone.py), scrolled
     sideways inside its figure only; the seat's own part below it, as wide as the screen */
  .pe-table-figure {{ overflow-x:auto; overflow-y:hidden; width:100%; max-width:100%;
    contain:inline-size; }}
  .pe-state .pe-table-figure > svg, .pe-table-figure > svg {{ width:var(--pe-phone-w) !important;
    max-width:none !important; max-height:none !important; height:auto; }}
  .pe-own-hand {{ display:block !important; width:100% !important; max-width:520px;
    height:auto; margin:8px auto 0 auto; }}
  .pe-root .widget-button, .pe-root .widget-toggle-button,
  .pe-moves .widget-button {{ min-height:44px !important; height:auto; }}
  .pe-root .widget-dropdown select, .pe-root .widget-text input {{ min-height:40px; }}
}}
/* a focus ring a keyboard user can see on every control */
.pe-root :focus-visible {{ outline:3px solid #0b2e4f !important; outline-offset:2px; }}
/* a button's ring is drawn inside it: the boxes that hold buttons (a row of moves) cut off
   whatever is drawn outside them */
.pe-root button:focus-visible {{ outline-offset:-3px; }}
{CHART_CSS}
</style>
"""
