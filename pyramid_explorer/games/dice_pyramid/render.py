"""An inline-SVG picture of a Dice Pyramid table, in English or German.

The pyramid is drawn like the table: cards with room name and challenge (drawn as small dice,
see :mod:`.glyphs`; the room's description is the card's tooltip), face-down cards as card
backs (in a player's view), open cards highlighted, rooms the dice meet marked, taken cards
gone (an empty outline). Below: the five dice as dice faces, re-rolls left, the
relics held (name and ability) and, at the end, the outcome.

>>> from pyramid_explorer.games import new_game
>>> html = render_html(new_game("dice-pyramid", seed=2), 0, "de")
>>> html.startswith("<div") and "<svg" in html and "Schatzkammer" not in html
True
>>> "Schatzkammer" in render_html(new_game("dice-pyramid", seed=2), None, "de")
True
"""

from __future__ import annotations

import textwrap
from html import escape
from typing import TYPE_CHECKING

from ...dice import Challenge
from ..phone import STRIP_W, figure, own_part
from ..svgtext import MIN_TEXT, fit
from .actions import CARD, relic_name, room_name
from .glyphs import challenge_svg
from .tables import INNER_SANCTUM, challenges

if TYPE_CHECKING:
    from .state import DicePyramidState

CARD_W, CARD_H, GAP_X, GAP_Y = 164, 112, 10, 12
GLYPH_TOP = 26
DIE, DIE_GAP = 46, 12
SAND, SAND_EDGE, GOLD, GREEN, BACK, INK = "#f4e4bc", "#b08d57", "#e0a800", "#2e8b57", "#3b4a6b", "#2b2118"

TEXT = {
    "en": {
        "turn": "Turn {n}", "rerolls": "Re-rolls left: {n}", "relics": "Relics ({n}/{cap})",
        "none": "none", "discard": "Discarded: {n}", "box": "In the box: {n}",
        "chance": "Rolling…", "play": "Your move", "cap": "Too many relics: discard down to {cap}",
        "miss": "No room this turn: discard a relic", "won": "Golden Ankh found — you win!",
        "lost": "No relic left to discard — the pyramid wins.", "not_rolled": "not rolled yet",
        "used": "used this turn", "meets": "dice meet it", "back": "Dice Pyramid",
        "face_down": "face down", "five_counts": "(Five of a kind counts too.)",
        "title": "Dice Pyramid, turn {n}",
        "own": "Your dice and relics, turn {n}",
    },
    "de": {
        "turn": "Zug {n}", "rerolls": "Neuwürfe übrig: {n}", "relics": "Relikte ({n}/{cap})",
        "none": "keine", "discard": "Abgelegt: {n}", "box": "In der Schachtel: {n}",
        "chance": "Es wird gewürfelt…", "play": "Du bist dran",
        "cap": "Zu viele Relikte: lege bis auf {cap} ab",
        "miss": "Kein Raum in diesem Zug: lege ein Relikt ab",
        "won": "Goldenes Anch gefunden — du gewinnst!",
        "lost": "Kein Relikt mehr zum Ablegen — die Pyramide gewinnt.",
        "not_rolled": "noch nicht gewürfelt", "used": "in diesem Zug benutzt",
        "meets": "Würfel passen", "back": "Würfelpyramide", "title": "Würfelpyramide, Zug {n}",
        "own": "Deine Würfel und Relikte, Zug {n}",
        "face_down": "verdeckt", "five_counts": "(Fünf gleiche zählen auch.)",
    },
}

PIPS = {
    1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
    6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
}


def _t(lang: str, key: str, **kw: object) -> str:
    table = TEXT["de" if lang == "de" else "en"]
    return table[key].format(**kw)


def _die(x: float, y: float, value: int | None, rolling: bool) -> str:
    parts = [f'<g class="die" data-value="{value or 0}">',
             f'<rect x="{x}" y="{y}" width="{DIE}" height="{DIE}" rx="8" fill="#fffdf7" '
             f'stroke="{INK}" stroke-width="2"' + (' stroke-dasharray="5 3"' if rolling else "")
             + "/>"]
    if value is None or rolling:
        parts.append(f'<text x="{x + DIE / 2}" y="{y + DIE / 2 + 8}" text-anchor="middle" '
                     f'font-size="24" fill="#8a7a60">?</text>')
    else:
        cx, cy, step = x + DIE / 2, y + DIE / 2, DIE / 4
        for dx, dy in PIPS[value]:
            parts.append(f'<circle cx="{cx + dx * step}" cy="{cy + dy * step}" r="4.5" '
                         f'fill="{INK}"/>')
    parts.append("</g>")
    return "".join(parts)


def _card(x: float, y: float, number: int | None, shown: bool, is_open: bool, meets: bool,
          challenge: Challenge | None, lang: str, face_down: bool = False,
          five_full_house: bool = False) -> str:
    if number is None:
        return (f'<rect class="slot-empty" x="{x}" y="{y}" width="{CARD_W}" height="{CARD_H}" '
                f'rx="8" fill="none" stroke="#cbb994" stroke-dasharray="6 4"/>')
    if not shown:
        return (f'<g class="card-back"><rect x="{x}" y="{y}" width="{CARD_W}" height="{CARD_H}" '
                f'rx="8" fill="{BACK}" stroke="#1f2a40" stroke-width="2"/>'
                f'<rect x="{x + 6}" y="{y + 6}" width="{CARD_W - 12}" height="{CARD_H - 12}" '
                f'rx="5" fill="none" stroke="#c9a94f" stroke-width="1.5"/>'
                f'<path d="M{x + CARD_W / 2} {y + 18} l16 30 l-16 30 l-16 -30 z" fill="none" '
                f'stroke="#c9a94f" stroke-width="2"/></g>')
    edge, width = (GREEN, 4) if meets else (GOLD, 4) if is_open else (SAND_EDGE, 1.5)
    cls = "card open" if is_open else "card face-down" if face_down else "card"
    name = room_name(number, lang)
    size = MIN_TEXT
    dim = ' opacity="0.6"' if face_down else ""
    out = [f'<g class="{cls}" data-card="{number}"{dim}>',
           f"<title>{escape(_card_title(number, lang, five_full_house))}</title>",
           f'<rect x="{x}" y="{y}" width="{CARD_W}" height="{CARD_H}" rx="8" fill="{SAND}" '
           f'stroke="{edge}" stroke-width="{width}"' + (' stroke-dasharray="4 3"' if face_down
                                                        else "") + "/>",
           f'<text x="{x + CARD_W / 2}" y="{y + 20}" text-anchor="middle" font-size="{size}" '
           f'font-weight="bold" fill="{INK}"{fit(name, size, CARD_W - 10, bold=True)}>'
           f'{escape(name)}</text>']
    if challenge is not None:
        out.append(challenge_svg(challenge, x + CARD_W / 2, y + GLYPH_TOP, lang))
    note = f'✓ {_t(lang, "meets")}' if meets else _t(lang, "face_down") if face_down else ""
    if note:
        out.append(f'<text x="{x + CARD_W / 2}" y="{y + CARD_H - 6}" text-anchor="middle" '
                   f'font-size="{MIN_TEXT}" fill="{GREEN if meets else "#6b5b45"}"'
                   f'{fit(note, MIN_TEXT, CARD_W - 12)}>{escape(note)}</text>')
    out.append("</g>")
    return "".join(out)


def _card_title(number: int, lang: str, five_full_house: bool) -> str:
    """The card's tooltip: room name and its challenge in words."""
    text = CARD[number].room_text.get(lang)
    if number == INNER_SANCTUM and five_full_house:
        text += " " + _t(lang, "five_counts")
    return f"{room_name(number, lang)}: {text}"


def render_html(state: DicePyramidState, viewer: int | None = None, lang: str = "en") -> str:
    """HTML with an inline SVG of ``state`` as ``viewer`` sees it (``None``: the referee)."""
    lay = state.layout
    rows = lay.rows
    width = max(rows * (CARD_W + GAP_X) + 40, 720)
    opened = set(state.open_positions())
    meets = set(state.takeable())
    five = state.options.full_house_five_of_a_kind
    table = challenges(five)
    parts: list[str] = []
    for p in range(lay.size):
        r, i = lay.coord(p)
        row_w = (r + 1) * CARD_W + r * GAP_X
        x = (width - row_w) / 2 + i * (CARD_W + GAP_X)
        y = 20 + r * (CARD_H + GAP_Y)
        number = state.pyramid[p]
        shown = number is not None and (viewer is None or state.is_face_up(p))
        face_down = number is not None and not state.is_face_up(p)
        parts.append(_card(x, y, number, shown, p in opened, number in meets,
                           table[number] if number else None, lang, face_down, five))
    y = 20 + rows * (CARD_H + GAP_Y) + 10
    dice_w = 5 * DIE + 4 * DIE_GAP
    x0 = (width - dice_w) / 2
    rolling = set(state.pending) if state.phase == "chance" else set()
    for i in range(5):
        value = state.dice[i] if state.dice else None
        parts.append(_die(x0 + i * (DIE + DIE_GAP), y, value, i in rolling))
        parts.append(f'<text x="{x0 + i * (DIE + DIE_GAP) + DIE / 2}" y="{y + DIE + 14}" '
                     f'text-anchor="middle" font-size="{MIN_TEXT}" fill="#6b5b45">{i + 1}</text>')
    y += DIE + 40
    status = {"chance": _t(lang, "chance"), "play": _t(lang, "play"),
              "cap": _t(lang, "cap", cap=state.options.relic_cap), "miss": _t(lang, "miss"),
              "over": _t(lang, state.outcome or "lost")}[state.phase]
    line = (f'{_t(lang, "turn", n=state.turn)} · {_t(lang, "rerolls", n=state.rerolls_left)} · '
            f"{status}")
    parts.append(f'<text x="20" y="{y}" font-size="{MIN_TEXT + 0.5}" font-weight="bold" fill="{INK}" '
                 f'class="status"{fit(line, MIN_TEXT + 0.5, width - 40, bold=True)}>'
                 f'{escape(line)}</text>')
    y += 27
    head = _t(lang, "relics", n=len(state.relics), cap=state.options.relic_cap)
    parts.append(f'<text x="20" y="{y}" font-size="{MIN_TEXT}" font-weight="bold" fill="{INK}">'
                 f"{escape(head)}</text>")
    if not state.relics:
        parts.append(f'<text x="200" y="{y}" font-size="{MIN_TEXT}" fill="#6b5b45">'
                     f'{_t(lang, "none")}</text>')
    for number in state.relics:
        y += 23
        used = f' ({_t(lang, "used")})' if number in state.used else ""
        text = f"{relic_name(number, lang)} — {CARD[number].ability.describe(lang)}{used}"
        parts.append(f'<text x="36" y="{y}" font-size="{MIN_TEXT}" fill="{INK}" class="relic"'
                     f'{fit(text, MIN_TEXT, width - 56)}>{escape(text)}</text>')
    y += 25
    extra = _t(lang, "discard", n=len(state.discard))
    if state.box:
        extra += " · " + _t(lang, "box", n=len(state.box))
    parts.append(f'<text x="20" y="{y}" font-size="{MIN_TEXT}" fill="#6b5b45">'
                 f'{escape(extra)}</text>')
    if state.phase == "over":
        y += 34
        color = GREEN if state.outcome == "won" else "#b22222"
        parts.append(f'<rect x="20" y="{y - 22}" width="{width - 40}" height="32" rx="6" '
                     f'fill="{color}" opacity="0.12"/>'
                     f'<text x="{width / 2}" y="{y}" text-anchor="middle" font-size="{MIN_TEXT + 1}" '
                     f'font-weight="bold" fill="{color}" class="outcome">'
                     f'{escape(_t(lang, state.outcome or "lost"))}</text>')
    height = y + 20
    title = escape(_t(lang, "title", n=state.turn))
    svg = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
           f'viewBox="0 0 {width} {height}" role="img" aria-label="{title}" '
           f'font-family="sans-serif"><title>{title}</title>'
           f'<rect width="{width}" height="{height}" fill="#fbf6e9" rx="10"/>'
           + "".join(parts) + "</svg>")
    return (f'<div class="pyramid-explorer dice-pyramid" lang="{"de" if lang == "de" else "en"}">'
            f'{figure(svg, width, MIN_TEXT, _t(lang, "title", n=state.turn))}'
            f"{_own_part(state, lang, status)}</div>")


def _own_part(state: DicePyramidState, lang: str, status: str) -> str:
    """The player's dice, re-rolls and relics as wide as a phone (see :mod:`..phone`).

    >>> from pyramid_explorer.games import new_game
    >>> "Neuwürfe übrig" in _own_part(new_game("dice-pyramid", seed=2), "de", "")
    True
    """
    w = STRIP_W
    parts: list[str] = []
    x0 = (w - (5 * DIE + 4 * DIE_GAP)) / 2
    rolling = set(state.pending) if state.phase == "chance" else set()
    for i in range(5):
        value = state.dice[i] if state.dice else None
        parts.append(_die(x0 + i * (DIE + DIE_GAP), 10, value, i in rolling))
        parts.append(f'<text x="{x0 + i * (DIE + DIE_GAP) + DIE / 2}" y="{DIE + 28}" '
                     f'text-anchor="middle" font-size="{MIN_TEXT}" fill="#6b5b45">{i + 1}</text>')
    y = DIE + 56
    for text, bold in ((_t(lang, "rerolls", n=state.rerolls_left), True), (status, True),
                       (_t(lang, "relics", n=len(state.relics), cap=state.options.relic_cap),
                        True)):
        weight = ' font-weight="bold"' if bold else ""
        parts.append(f'<text x="10" y="{y}" font-size="{MIN_TEXT}"{weight} fill="{INK}"'
                     f'{fit(text, MIN_TEXT, w - 20, bold=bold)}>{escape(text)}</text>')
        y += 24
    if not state.relics:
        parts.append(f'<text x="24" y="{y}" font-size="{MIN_TEXT}" fill="#6b5b45">'
                     f'{_t(lang, "none")}</text>')
        y += 24
    for number in state.relics:
        used = f' ({_t(lang, "used")})' if number in state.used else ""
        name = f"{relic_name(number, lang)}{used}"
        parts.append(f'<text x="24" y="{y}" font-size="{MIN_TEXT}" font-weight="bold" '
                     f'fill="{INK}"{fit(name, MIN_TEXT, w - 34, bold=True)}>{escape(name)}</text>')
        y += 23
        for line in textwrap.wrap(CARD[number].ability.describe(lang), 30):
            parts.append(f'<text x="36" y="{y}" font-size="{MIN_TEXT}" fill="{INK}"'
                         f'{fit(line, MIN_TEXT, w - 46)}>{escape(line)}</text>')
            y += 23
    return own_part(parts, w, y, _t(lang, "own", n=state.turn))
