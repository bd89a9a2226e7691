"""How a table drawing reads on a phone: the table at a readable size, the seat's own part
full width.

A whole table cannot be drawn 350 px wide with its texts at 14 px and keep its shape (Im Bann
der Pyramide's four rows of cards, Dice Pyramid's card pyramid, Ramses' square board,
Pyramidenbau's 8×8 board with its workplaces). So on a narrow screen (the theme's
``max-width: 600px`` rule) a table keeps its shape and is drawn at the size that puts its
smallest text at :data:`PHONE_TEXT_PX` inside a *figure* that scrolls sideways on its own (the
page never does; the figure is a keyboard stop, so the arrow keys scroll it too), and what the
seat acts on every turn — its own hand, dice, tent or colours — is drawn a second time below it
as a strip exactly as wide as the screen (:func:`own_part`), so a move never needs panning.
On a wide screen the figure is an ordinary block and the strip is not shown (nor read out).

>>> html = figure('<svg viewBox="0 0 700 400"></svg>', 700, 17.5, "Dice Pyramid, turn 1")
>>> 'class="pe-table-figure"' in html and "--pe-phone-w:600px" in html
True
>>> strip = own_part(["<text/>"], 340, 60, "Your dice")
>>> 'class="pe-own-hand"' in strip and 'aria-label="Your dice"' in strip
True
"""

from __future__ import annotations

import math
from html import escape

PHONE_TEXT_PX = 15.0
"""The size of a table's smallest text on a phone, in CSS pixels (at least 14, with margin)."""
STRIP_W = 340
"""The width of a seat's own strip in SVG units: drawn 1:1 or larger on a 360–400 px phone."""


def phone_width(units_wide: float, min_text: float) -> int:
    """The CSS width (px) that draws a ``units_wide`` table with its ``min_text`` at
    :data:`PHONE_TEXT_PX`.

    >>> phone_width(1100, 19.5)
    847
    """
    return math.ceil(units_wide * PHONE_TEXT_PX / min_text)


def figure(svg: str, units_wide: float, min_text: float, label: str, focus: float = 0.5) -> str:
    """The table's ``svg`` inside its figure (scrolls sideways on a phone only).

    The figure is a named group and a keyboard stop (``tabindex="0"``): a scrolled region must
    be reachable by keyboard to be scrolled with the arrow keys. ``focus`` is where (a fraction
    of the drawing's width) a phone first shows it centred: the pyramid's apex, the board's
    middle, or ``0`` for a table read from its left edge.
    """
    return (f'<div class="pe-table-figure" role="group" tabindex="0" '
            f'aria-label="{escape(label)}" data-pe-focus="{focus:.3f}" '
            f'style="--pe-phone-w:{phone_width(units_wide, min_text)}px">{svg}</div>')


def own_part(parts: list[str], width: float, height: float, label: str,
             font: str = 'font-family="Segoe UI,Helvetica,Arial,sans-serif"') -> str:
    """A seat's own part of the table, ``width`` × ``height`` SVG units, shown on a phone only.

    Hidden by its own ``style`` wherever the theme's phone rule does not show it (a notebook
    without the theme, a wide screen), so it is never drawn or read twice.
    """
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="pe-own-hand" '
            f'viewBox="0 0 {width:g} {height:g}" width="100%" style="display:none" role="img" '
            f'aria-label="{escape(label)}" {font}>'
            f'<rect width="{width:g}" height="{height:g}" fill="#fbf6e9" rx="8"/>'
            + "".join(parts) + "</svg>")
