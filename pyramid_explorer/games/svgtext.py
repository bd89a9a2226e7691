"""Readable SVG text for the games' tables: a minimum size, squeezed to fit its room.

A table is drawn at a fixed size and scaled to the screen, so its smallest text sets how
readable the table is from the back of a room. :data:`MIN_TEXT` is the smallest font size a
table drawing uses (in its own units; the explorer shows the drawings at 0.8–1.0 of that size
at 1280×800, which keeps every text at 14 px or more). :func:`fit` keeps a text at its size and,
when it would run wider than the room it has, condenses it to that width (SVG ``textLength``)
instead of shrinking it.

>>> fit("Ladder", 18, 200)
''
>>> fit("Altar of the Depths", 17, 150, bold=True)
' textLength="150" lengthAdjust="spacingAndGlyphs"'
"""

from __future__ import annotations

MIN_TEXT = 17.5
"""The smallest font size on a table drawing (SVG user units)."""

_EM = {False: 0.56, True: 0.62}  # average advance of a sans-serif letter, in em


def text_width(text: str, size: float, bold: bool = False) -> float:
    """About how wide ``text`` is at ``size`` (sans-serif).

    >>> round(text_width("Torch", 20))
    56
    """
    return len(text) * size * _EM[bold]


def fit(text: str, size: float, room: float, *, bold: bool = False) -> str:
    """Attributes that condense ``text`` to ``room`` units when it is wider, else ``""``."""
    if text_width(text, size, bold) <= room:
        return ""
    return f' textLength="{room:g}" lengthAdjust="spacingAndGlyphs"'
