"""A room's challenge drawn like the card's hieroglyphs: one small die per die it needs.

The rulebook ("Reading the Cards") writes a challenge as dice: a die with pips is that value,
a question mark is any value, a boxed letter is one value shared by every die with that letter.
:func:`challenge_svg` draws a :class:`~pyramid_explorer.dice.Challenge` the same way, so a
learner reads "five dice, each 4 or more" instead of ``?>3*5``:

- a pip ``1``–``6``: a white die showing those pips;
- ``?``: a die with a question mark; ``?>3`` a die labelled ``≥4`` (``?<4``: ``≤3``);
- a letter: a tinted die with the letter (``X`` gold, ``Y`` blue, …);
- alternatives (``|``): side by side with "or" between them, or one alternative per line
  (each line after the first preceded by "or") when that draws the dice larger.

The glyph dice carry the class ``glyph`` (never ``die``: ``.die[data-value]`` are the five
dice on the table).

>>> from pyramid_explorer.dice import Challenge
>>> svg = challenge_svg(Challenge.parse("?>3*5"), 75, 28)
>>> svg.count('class="glyph any"'), "≥4" in svg, "?&gt;3" in svg
(5, True, False)
>>> svg = challenge_svg(Challenge.parse("1 2 3 4 | 2 3 4 5 | 3 4 5 6"), 75, 28, "de")
>>> svg.count('class="glyph pip"'), svg.count(">oder</text>")
(12, 2)
>>> rows(Challenge.parse("? ? ? ? ?")), rows(Challenge.parse("1 2 3 4 5 | 2 3 4 5 6"))
((1, 22), (2, 21))
"""

from __future__ import annotations

from html import escape

from ...dice import Challenge
from ...dice.challenge import Term
from ..svgtext import MIN_TEXT, fit

AREA_W, AREA_H = 140, 62
"""The room a challenge may take on a card (width, height in px)."""
GAP = 3
OR_GAP = {"en": 22, "de": 30}
INK, FACE = "#2b2118", "#fffdf7"
LETTER_FILL = {"X": "#f3cf6b", "Y": "#a9c9ef", "Z": "#c7e3b0"}
PIPS = {
    1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
    6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
}
_BOUND = {">": lambda v: f"≥{v + 1}", "<": lambda v: f"≤{v - 1}", ">=": lambda v: f"≥{v}",
          "<=": lambda v: f"≤{v}", "!=": lambda v: f"≠{v}"}


def _dice(alternative: tuple[Term, ...]) -> list[Term]:
    """The alternative's terms with repeats written out (``?>3*5`` -> five ``?>3``)."""
    return [t for t in alternative for _ in range(t.repeat)]


def _width(n: int, size: int) -> int:
    return n * size + (n - 1) * GAP


def rows(challenge: Challenge, lang: str = "en") -> tuple[int, int]:
    """``(lines, die size)``: alternatives side by side, or one per line when that draws the
    dice larger (the "or" column then sits left of the lines)."""
    groups = [len(_dice(alt)) for alt in challenge.alternatives]
    or_gap = OR_GAP.get(lang, OR_GAP["en"])
    one = 0
    for size in (22, 21, 20, 19, 18, 17, 16, 15, 14):
        if sum(_width(n, size) for n in groups) + or_gap * (len(groups) - 1) <= AREA_W:
            one = size
            break
    lines = len(groups)
    if lines == 1:
        return 1, one or 14
    size = min(22, (AREA_H - GAP * (lines - 1)) // lines)
    while size > 8 and max(_width(n, size) for n in groups) + or_gap > AREA_W:
        size -= 1
    return (1, one) if one >= size else (lines, size)


def _glyph(term: Term, x: float, y: float, size: int) -> str:
    """One die of the challenge at (x, y), ``size`` px square."""
    box = (f'<rect x="{x:.1f}" y="{y:.1f}" width="{size}" height="{size}" rx="{size / 5:.1f}" '
           f'stroke="{INK}" stroke-width="1.2" fill="{{fill}}"/>')
    cx, cy = x + size / 2, y + size / 2
    if term.atom.isdigit():
        step, r = size / 4, max(size / 12, 1.1)
        pips = "".join(f'<circle cx="{cx + dx * step:.1f}" cy="{cy + dy * step:.1f}" r="{r:.1f}" '
                       f'fill="{INK}"/>' for dx, dy in PIPS[int(term.atom)])
        return f'<g class="glyph pip" data-face="{term.atom}">{box.format(fill=FACE)}{pips}</g>'
    if term.letter:
        label, fill, kind = term.letter, LETTER_FILL.get(term.letter, "#e3c6e8"), "letter"
    else:
        label, fill, kind = "?", FACE, "any"
    if term.op is not None and term.value is not None:
        label = _BOUND[term.op](term.value) if kind == "any" else f"{label}{_BOUND[term.op](term.value)}"
    font = max(MIN_TEXT, size * 0.8)  # as large as a table's text, condensed into the die
    return (f'<g class="glyph {kind}">{box.format(fill=fill)}'
            f'<text x="{cx:.1f}" y="{cy + font * 0.36:.1f}" text-anchor="middle" '
            f'font-size="{font:.1f}" font-weight="bold" fill="{INK}"'
            f'{fit(label, font, size - 3, bold=True)}>{escape(label)}</text></g>')


def _or(x: float, y: float, size: int, lang: str) -> str:
    word = "oder" if lang == "de" else "or"
    room = OR_GAP[lang] - 2
    return (f'<text x="{x:.1f}" y="{y + size * 0.5 + 6:.1f}" text-anchor="middle" '
            f'font-size="{MIN_TEXT}" font-style="italic" fill="#6b5b45"'
            f'{fit(word, MIN_TEXT, room)}>{word}</text>')


def challenge_svg(challenge: Challenge, center_x: float, top: float, lang: str = "en") -> str:
    """SVG of ``challenge`` as dice glyphs, centred on ``center_x`` below ``top``."""
    lang = "de" if lang == "de" else "en"
    lines, size = rows(challenge, lang)
    groups = [_dice(alt) for alt in challenge.alternatives]
    or_gap = OR_GAP[lang]
    parts = ['<g class="challenge">']
    if lines == 1:
        total = sum(_width(len(g), size) for g in groups) + or_gap * (len(groups) - 1)
        y = top + (AREA_H - size) / 2
        x = center_x - total / 2
        for k, group in enumerate(groups):
            if k:
                parts.append(_or(x + or_gap / 2 - GAP / 2, y, size, lang))
                x += or_gap
            for term in group:
                parts.append(_glyph(term, x, y, size))
                x += size + GAP
            x -= GAP
    else:
        height = lines * size + (lines - 1) * GAP
        y = top + (AREA_H - height) / 2
        widest = max(_width(len(g), size) for g in groups)
        left = center_x - (widest + or_gap) / 2 + or_gap      # the lines start right of "or"
        for k, group in enumerate(groups):
            if k:
                parts.append(_or(left - or_gap / 2, y, size, lang))
            x = left + (widest - _width(len(group), size)) / 2
            for term in group:
                parts.append(_glyph(term, x, y, size))
                x += size + GAP
            y += size + GAP
    parts.append("</g>")
    return "".join(parts)
