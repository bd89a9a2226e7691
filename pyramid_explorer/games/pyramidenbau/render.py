"""HTML/SVG of a Pyramidenbau table seen from above, as a pure function of state, viewer, language.

Every cell shows its stack height (``2/3``: two of three stones) and the letter of its visible
stone on that colour (paler while the stack is unfinished); the diagonals outline the four
sides; the 16 workplaces around the board show their stones and worker. Below: each colour's
owner, the layer it is building, its points and cap; quarry, market, and the cards (the draw
pile only as a count: its order is the game's hidden information).

>>> from pyramid_explorer.games import new_game
>>> html = render_html(new_game("pyramidenbau", seed=1), viewer=0, lang="de")
>>> "<svg" in html and "Steinbruch" in html and "rekonstruiert" in html
True
"""

from __future__ import annotations

import textwrap
from html import escape, unescape
from typing import TYPE_CHECKING

from ..phone import STRIP_W, figure, own_part
from ..svgtext import fit
from .board import current_layer
from .geometry import (
    CELLS,
    SIDE_NAMES,
    SIZE,
    WORKPLACES,
    cell_name,
    height,
    index,
    workplace_name,
    workplace_side,
)
from .labels import COLOURS, LETTERS, TEXT_COLOURS, colour_name
from .rules import CAP_POINTS

if TYPE_CHECKING:
    from .state import PyramidenbauState

FONT = "font-family:Segoe UI,Helvetica,Arial,sans-serif"
SHAPES = ("●", "■", "▲", "◆")
CELL = 46
MIN_TEXT = 18.5
"""The smallest text: the table is 724 high and shown at about 0.8 of that at 1280×800."""
X0, Y0 = 132, 92
BOARD = CELL * SIZE
WP_LONG, WP_SHORT = BOARD // 4, 96
WIDTH = X0 + BOARD + 8 + WP_SHORT + 8
SAND = "#f1e6c8"

T = {
    "en": {"turn": "Turn", "move": "to move", "referee": "Referee view", "view": "View of",
           "public": "Public view (no seat)",
           "quarry": "Quarry", "market": "Market", "cards": "Cards (reconstructed deck)",
           "cards_own": "Cards (your deck)", "draw": "face down", "top": "Top discard",
           "layer": "layer", "done": "side complete", "points": "points", "cap": "cap",
           "passive": "passive", "over": "Game over", "capped": "turn cap reached",
           "winner": "Winner", "winners": "Winners", "die": "die", "card": "card",
           "left": "left", "low": "place, build or move a worker",
           "high": "hire, fire, a card or the cap", "order": "choose which die first",
           "choose": "choose which of your colours plays this turn",
           "roll": "roll the die"},
    "de": {"turn": "Zug", "move": "am Zug", "referee": "Schiedsrichter-Sicht", "view": "Sicht von",
           "public": "Öffentliche Sicht (kein Platz)",
           "quarry": "Steinbruch", "market": "Markt", "cards": "Karten (rekonstruiertes Deck)",
           "cards_own": "Karten (euer Deck)", "draw": "verdeckt", "top": "Oberste Ablagekarte",
           "layer": "Schicht", "done": "Seite fertig", "points": "Punkte", "cap": "Spitze",
           "passive": "passiv", "over": "Spielende", "capped": "Zuggrenze erreicht",
           "winner": "Sieger", "winners": "Sieger", "die": "Würfel", "card": "Karte",
           "left": "übrig", "low": "Steine setzen, einbauen oder Arbeiter bewegen",
           "high": "einstellen, entlassen, Karte oder Spitze", "order": "Reihenfolge der "
           "Würfel wählen", "choose": "wähle, welche deiner Farben diesen Zug spielt", "roll": "würfeln"},
}


def seat_label(seat: int) -> str:
    return f"P{seat + 1} {SHAPES[seat % 4]}"


def _stone(colour: int, x: float, y: float, size: float = 22) -> str:
    return (f'<rect x="{x}" y="{y}" width="{size}" height="{size}" rx="3" fill="{COLOURS[colour]}" '
            f'stroke="#222"/><text x="{x + size / 2}" y="{y + size / 2 + 5}" text-anchor="middle" '
            f'font-size="{MIN_TEXT}" font-weight="bold" fill="#fff">{LETTERS[colour]}</text>')


def _cell(state: PyramidenbauState, r: int, c: int) -> str:
    i, h = index((r, c)), height((r, c))
    stack = state.stacks[i]
    x, y = X0 + c * CELL, Y0 + r * CELL
    name = cell_name((r, c))
    if stack:
        top = stack[-1]
        fill, opacity = COLOURS[top], "1" if len(stack) == h else "0.55"
        letter = (f'<text x="{x + 6}" y="{y + 20}" font-size="18" font-weight="bold" '
                  f'fill="#fff">{LETTERS[top]}</text>')
    else:
        fill, opacity, letter = SAND, "1", ""
    ink = "#fff" if stack else "#5a4630"
    return (f'<g class="cell" data-cell="{name}"><title>{name}: {len(stack)}/{h}</title>'
            f'<rect x="{x}" y="{y}" width="{CELL}" height="{CELL}" fill="{fill}" '
            f'fill-opacity="{opacity}" stroke="#5a4630" stroke-width="1"/>{letter}'
            f'<text x="{x + CELL - 4}" y="{y + CELL - 6}" text-anchor="end" font-size="{MIN_TEXT}" '
            f'fill="{ink}">{len(stack)}/{h}</text></g>')


def _workplace_box(wp: int) -> tuple[float, float, float, float]:
    side, k = workplace_side(wp), wp % 4
    if side == 0:
        return X0 + k * WP_LONG, Y0 - 86, WP_LONG - 6, 60
    if side == 1:
        return X0 + BOARD + 8, Y0 + k * WP_LONG, WP_SHORT, WP_LONG - 6
    if side == 2:
        return X0 + (3 - k) * WP_LONG, Y0 + BOARD + 8, WP_LONG - 6, 60
    return 12, Y0 + (3 - k) * WP_LONG, WP_SHORT, WP_LONG - 6


def _workplace(state: PyramidenbauState, wp: int) -> str:
    x, y, w, h = _workplace_box(wp)
    side = workplace_side(wp)
    mine = side == state.colour and state.phase.value != "over"
    out = [f'<g class="workplace" data-wp="{workplace_name(wp)}">'
           f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="6" fill="#fffaf0" '
           f'stroke="{COLOURS[side]}" stroke-width="{4 if mine else 2}"/>'
           f'<text x="{x + 6}" y="{y + 18}" font-size="{MIN_TEXT}" font-weight="bold" '
           f'fill="{COLOURS[side]}">{workplace_name(wp)}</text>']
    for k, colour in enumerate(state.workplaces[wp]):
        out.append(_stone(colour, x + 5 + k * 22, y + h - 26, 20))
    worker = state.workers[wp]
    if worker >= 0:
        cx, cy = x + w - 18, y + 18
        out.append(f'<circle cx="{cx}" cy="{cy}" r="14" fill="{COLOURS[worker]}" stroke="#000" '
                   f'stroke-width="2"/><text x="{cx}" y="{cy + 5}" text-anchor="middle" '
                   f'font-size="{MIN_TEXT}" font-weight="bold" fill="#fff">{LETTERS[worker]}</text>')
    out.append("</g>")
    return "".join(out)


def _outlines() -> str:
    x1, y1 = X0 + BOARD, Y0 + BOARD
    lines = [f'<rect x="{X0}" y="{Y0}" width="{BOARD}" height="{BOARD}" fill="none" '
             f'stroke="#3b2f1e" stroke-width="3"/>',
             f'<line x1="{X0}" y1="{Y0}" x2="{x1}" y2="{y1}" stroke="#3b2f1e" stroke-width="3" '
             f'stroke-dasharray="8 4"/>',
             f'<line x1="{x1}" y1="{Y0}" x2="{X0}" y2="{y1}" stroke="#3b2f1e" stroke-width="3" '
             f'stroke-dasharray="8 4"/>']
    for k in range(SIZE):                   # coordinates a–h (west to east), 1–8 (north to south)
        lines.append(f'<text x="{X0 + k * CELL + CELL / 2}" y="{Y0 - 8}" text-anchor="middle" '
                     f'font-size="{MIN_TEXT}" fill="#5a4630">{"abcdefgh"[k]}</text>'
                     f'<text x="{X0 - 6}" y="{Y0 + k * CELL + CELL / 2 + 5}" text-anchor="end" '
                     f'font-size="{MIN_TEXT}" fill="#5a4630">{k + 1}</text>')
    return "".join(lines)


def _colour_rows(state: PyramidenbauState, t: dict[str, str], lang: str, y: float) -> list[str]:
    out = []
    for c in range(4):
        yy = y + c * 26
        bold = ' font-weight="bold"' if c == state.colour else ""
        out.append(_stone(c, 12, yy - 17, 20))
        out.append(f'<text x="40" y="{yy}" font-size="{MIN_TEXT}"{bold}>'
                   f'{escape(" · ".join(_colour_words(state, t, lang, c)))}</text>')
    return out


def _colour_words(state: PyramidenbauState, t: dict[str, str], lang: str, c: int) -> list[str]:
    """Colour ``c``'s side, name, owner, stage and points (and its cap), as words."""
    owner = state.owners[c]
    who = seat_label(owner) if owner >= 0 else t["passive"]
    layer = current_layer(state.stacks, c)
    stage = t["done"] if layer > 4 else f'{t["layer"]} {layer}'
    words = [SIDE_NAMES[c], colour_name(c, lang), who, stage,
             f'{state.scores()[c]} {t["points"]}']
    if c in state.caps:
        words.append(f'{t["cap"]} +{CAP_POINTS[state.caps.index(c)]}')
    return words


def _own_part(state: PyramidenbauState, seat: int, t: dict[str, str], lang: str) -> str:
    """Seat ``seat``'s colours (side, stage, points, the stones at its workplaces) and the
    task of the turn, as wide as a phone (see :mod:`..phone`).

    >>> from pyramid_explorer.games import new_game
    >>> s = new_game("pyramidenbau", seed=1)
    >>> "Sicht von P1" in _own_part(s, 0, T["de"], "de")
    True
    """
    w = STRIP_W
    label = f'{t["view"]} {seat_label(seat)}'
    out = [f'<text x="10" y="26" font-size="{MIN_TEXT}" font-weight="bold">{escape(label)}</text>']
    y = 58
    for c in range(4):
        if state.owners[c] != seat:
            continue
        words = _colour_words(state, t, lang, c)
        bold = ' font-weight="bold"' if c == state.colour else ""
        out.append(_stone(c, 10, y - 18, 22))
        head = f"{words[0]} · {words[1]} ({LETTERS[c]})"
        out.append(f'<text x="40" y="{y}" font-size="{MIN_TEXT}"{bold} fill="{TEXT_COLOURS[c]}"'
                   f'{fit(head, MIN_TEXT, w - 50)}>{escape(head)}</text>')
        rest = " · ".join(words[3:])
        out.append(f'<text x="40" y="{y + 25}" font-size="{MIN_TEXT}"'
                   f'{fit(rest, MIN_TEXT, w - 50)}>{escape(rest)}</text>')
        y += 62
    if state.phase.value != "over":
        for line in textwrap.wrap(unescape(_task(state, t, lang)), 30):
            out.append(f'<text x="10" y="{y}" font-size="{MIN_TEXT}"{fit(line, MIN_TEXT, w - 20)}>'
                       f'{escape(line)}</text>')
            y += 25
    return own_part(out, w, y - 8, label,
                    'font-family="Segoe UI,Helvetica,Arial,sans-serif"')


def _piles(state: PyramidenbauState, t: dict[str, str], lang: str, y: float) -> list[str]:
    quarry = ", ".join(f"{LETTERS[c]} {state.quarry[c]}" for c in range(4))
    market = ", ".join(f"{LETTERS[c]} {state.market[c]}" for c in range(4))
    top = state.deck.card(state.discard[-1]).text(lang) if state.discard else "—"
    cards = t["cards"] if state.deck.reconstructed else t["cards_own"]
    return [f'<text x="12" y="{y}" font-size="{MIN_TEXT}">{t["quarry"]}: {quarry} · {t["market"]}: '
            f'{market}</text>',
            f'<text x="12" y="{y + 26}" font-size="{MIN_TEXT}">{escape(cards)}: {len(state.draw)} '
            f'{t["draw"]}</text>',
            f'<text x="12" y="{y + 52}" font-size="{MIN_TEXT}">{t["top"]}: {escape(top)}</text>']


def _task(state: PyramidenbauState, t: dict[str, str], lang: str) -> str:
    phase = state.phase.value
    if phase == "roll":
        return t["roll"]
    if phase == "choose":
        return t["choose"]
    if phase == "order":
        return f'{t["order"]} ({" / ".join(map(str, state.dice))})'
    if state.card >= 0:
        head = f'{t["card"]}: {state.deck.card(state.card).text(lang)}'
    else:
        head = f'{t["die"]} {state.die}: {t["low"] if state.die <= 4 else t["high"]}'
    if state.started:
        head += f' ({state.allowance} {t["left"]})'
    return escape(head)


def _status(state: PyramidenbauState, viewer: int | None, t: dict[str, str], lang: str) -> str:
    who = (t["referee"] if viewer is None else t["public"] if viewer >= state.num_players
           else f'{t["view"]} {seat_label(viewer)}')
    parts = [escape(who), f'{t["turn"]} {state.turn}']
    if state.phase.value == "over":
        seats = state.winners()
        names = ", ".join(seat_label(s) for s in seats)
        label = t["winner"] if len(seats) == 1 else t["winners"]
        end = f' ({t["capped"]})' if state.termination and state.termination.value == "turn-cap" \
            else ""
        points = " · ".join(f"{seat_label(s)} {p}" for s, p in enumerate(state.seat_scores()))
        parts.append(f"<b>{t['over']}{end}: {label} {escape(names)}</b> — {escape(points)}")
    else:
        c = state.colour
        parts.append(f'<b style="color:{TEXT_COLOURS[c]}">{escape(colour_name(c, lang))} '
                     f'({LETTERS[c]}) · {seat_label(state.owners[c])}</b> {t["move"]}: '
                     f'{_task(state, t, lang)}')
    return " · ".join(parts)


def render_html(state: PyramidenbauState, viewer: int | None = None, lang: str = "en") -> str:
    """The table as ``viewer`` sees it (``None``: referee), labels in ``lang``."""
    t = T["de" if lang == "de" else "en"]
    svg = [_cell(state, r, c) for r, c in CELLS]
    svg.append(_outlines())
    svg += [_workplace(state, wp) for wp in range(WORKPLACES)]
    y = Y0 + BOARD + 8 + 60 + 24
    svg += _colour_rows(state, t, lang, y)
    svg += _piles(state, t, lang, y + 4 * 26 + 6)
    total_h = y + 4 * 26 + 6 + 62
    drawing = (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {total_h}" '
               f'width="100%" style="{FONT}" role="img" aria-label="Pyramidenbau">'
               f'{"".join(svg)}</svg>')
    own = (_own_part(state, viewer, t, lang)
           if viewer is not None and viewer < state.num_players else "")
    return (f'<div class="pb-table" style="{FONT};font-size:16px;max-width:{WIDTH}px">'
            f'<div style="font-size:16px;margin:2px 0">{_status(state, viewer, t, lang)}</div>'
            f'{figure(drawing, WIDTH, 18, "Pyramidenbau", focus=(X0 + BOARD / 2) / WIDTH)}{own}</div>')
