"""HTML/SVG of an *Im Bann der Pyramide* table, as a pure function of the state.

Players have one Okabe-Ito colour each plus a shape and their number, so colour-blind
readers and projector audiences can follow. A player's view shows the others' hands as card
backs with counts; the referee view (``viewer=None``) shows every hand.

>>> from pyramid_explorer.games import new_game
>>> html = render_html(new_game("im-bann-der-pyramide", seed=1), viewer=0, lang="de")
>>> "<svg" in html and "Nachziehstapel" in html
True
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from ...engine.rules import Bilingual
from ..phone import STRIP_W, figure, own_part
from ..svgtext import fit
from .data import SPECIAL_CARDS, card_name, code_item, code_value, item_name
from .kinds import PHASES, Termination
from .labels import player_name

if TYPE_CHECKING:
    from .state import ImBannState

PLAYER_COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00")
"""Okabe-Ito colours (no pale yellow), one per seat."""
PLAYER_TEXT_COLOURS = ("#006DAB", "#A64A00", "#007657", "#A8457F", "#8E5F00")
"""The seat colours darkened for text (the status line's "Turn: P2"): WCAG AA, as the explorer's
``ui.common.theme.SEAT_TEXT_COLOURS`` (tests/test_theme_contrast.py keeps them equal)."""
PLAYER_SHAPES = ("circle", "square", "triangle", "diamond", "hexagon")
ITEM_COLOURS = {"ladder": "#8c564b", "pickaxe": "#4d4d4d", "rope": "#6b6b00", "torch": "#b2182b"}
SPECIAL_SHORT: dict[str, Bilingual] = {
    "magic": Bilingual("Magic|Power", "Zauber-|kraft"),
    "protection": Bilingual("Protec-|tion", "Schutz"),
    "curse": Bilingual("Curse", "Fluch"),
    "scarab": Bilingual("Scarab", "Skara-|bäus"),
    "mummy": Bilingual("Mummy", "Mumie"),
}
"""A special card's name as it fits on the card, line breaks as ``|``."""
ITEM_SHORT = {"pickaxe": Bilingual("Pickaxe", "Hacke")}
"""Item names shortened to fit a card's header (the others fit as they are)."""
SPECIAL_COLOUR = "#5e3c99"
FONT = "font-family:Segoe UI,Helvetica,Arial,sans-serif"

TEXT: dict[str, Bilingual] = {
    "turn": Bilingual("To move", "Am Zug"),
    "draw": Bilingual("Draw pile", "Nachziehstapel"),
    "discard": Bilingual("Discard pile", "Ablagestapel"),
    "depot": Bilingual("Depot", "Depot"),
    "hand": Bilingual("Hand", "Hand"),
    "showcase": Bilingual("Showcase", "Auslage"),
    "sum": Bilingual("sum", "Summe"),
    "chamber": Bilingual("King's Chamber", "Königskammer"),
    "winner": Bilingual("Winner", "Sieger"),
    "draw_game": Termination.TURN_CAP.text,
    "mummy": Bilingual("Mummy", "Mumie"),
    "over": Bilingual("Game over (minus points)", "Spielende (Minuspunkte)"),
    "adventure": Bilingual("Adventure", "Abenteuer"),
    "cards": Bilingual("cards", "Karten"),
    "card": Bilingual("card", "Karte"),
    "referee": Bilingual("Referee view", "Schiedsrichter-Sicht"),
    "view": Bilingual("View of", "Sicht von"),
    "public": Bilingual("Public view (no seat)", "Öffentliche Sicht (kein Platz)"),
    "turns": Bilingual("turn", "Zug"),
    "entered": Bilingual("In the King's Chamber", "In der Königskammer"),
    "own": Bilingual("Your hand and showcase", "Deine Hand und Auslage"),
}
"""Every text on the table, by key."""


class Texts:
    """The table's texts in one language: ``Texts("de")["draw"] == "Nachziehstapel"``."""

    def __init__(self, lang: str) -> None:
        self.lang = lang

    def __getitem__(self, key: str) -> str:
        return TEXT[key].get(self.lang)


CARD_W, CARD_H = 62, 80
MIN_TEXT = 19.5
"""The smallest text: the table is 1100 wide and shown at about 0.75 of that at 1280×800."""


def token(seat: int, x: float, y: float, r: float = 15) -> str:
    """A player's token: colour + shape + number."""
    c = PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]
    shape = PLAYER_SHAPES[seat % len(PLAYER_SHAPES)]
    if shape == "circle":
        body = f'<circle cx="{x}" cy="{y}" r="{r}"'
    elif shape == "square":
        body = f'<rect x="{x - r}" y="{y - r}" width="{2 * r}" height="{2 * r}"'
    elif shape == "triangle":
        body = f'<polygon points="{x},{y - r * 1.2} {x + r * 1.15},{y + r * 0.85} {x - r * 1.15},{y + r * 0.85}"'
    elif shape == "diamond":
        body = f'<polygon points="{x},{y - r * 1.25} {x + r * 1.25},{y} {x},{y + r * 1.25} {x - r * 1.25},{y}"'
    else:
        pts = " ".join(f"{x + r * 1.1 * dx},{y + r * 1.1 * dy}" for dx, dy in
                       ((1, 0), (0.5, 0.87), (-0.5, 0.87), (-1, 0), (-0.5, -0.87), (0.5, -0.87)))
        body = f'<polygon points="{pts}"'
    return (f'<g>{body} fill="{c}" stroke="#000" stroke-width="1.5"/>'
            f'<text x="{x}" y="{y + 6}" text-anchor="middle" font-size="{MIN_TEXT}" font-weight="bold" '
            f'fill="#fff">{seat + 1}</text></g>')


def icon(item: str, cx: float, cy: float, colour: str) -> str:
    """A small line drawing of an equipment item, centred at (cx, cy)."""
    st = f'stroke="{colour}" stroke-width="2.2" fill="none" stroke-linecap="round"'
    if item == "ladder":
        rungs = "".join(f'<line x1="{cx - 5}" y1="{cy - 6 + 5 * k}" x2="{cx + 5}" '
                        f'y2="{cy - 6 + 5 * k}" {st}/>' for k in range(3))
        return (f'<line x1="{cx - 5}" y1="{cy - 9}" x2="{cx - 5}" y2="{cy + 9}" {st}/>'
                f'<line x1="{cx + 5}" y1="{cy - 9}" x2="{cx + 5}" y2="{cy + 9}" {st}/>{rungs}')
    if item == "pickaxe":
        return (f'<path d="M{cx - 10},{cy - 3} Q{cx},{cy - 11} {cx + 10},{cy - 3}" {st}/>'
                f'<line x1="{cx}" y1="{cy - 7}" x2="{cx}" y2="{cy + 9}" {st}/>')
    if item == "rope":
        return (f'<circle cx="{cx}" cy="{cy}" r="8" {st}/><circle cx="{cx}" cy="{cy}" r="4" '
                f'{st}/>')
    return (f'<line x1="{cx}" y1="{cy - 1}" x2="{cx}" y2="{cy + 10}" {st}/>'
            f'<path d="M{cx - 5},{cy - 1} Q{cx},{cy - 16} {cx + 5},{cy - 1} Z" '
            f'fill="{colour}" stroke="none"/>')


def card_svg(code: str | None, x: float, y: float, lang: str) -> str:
    """One card face (``code``) or a card back (``None``)."""
    if code is None:
        return (f'<rect x="{x}" y="{y}" width="{CARD_W}" height="{CARD_H}" rx="6" fill="#7a5c2e" '
                f'stroke="#000"/><text x="{x + CARD_W / 2}" y="{y + CARD_H / 2 + 6}" '
                f'text-anchor="middle" font-size="{MIN_TEXT}" fill="#f3e3c0">▲</text>')
    item = code_item(code)
    if item is None:
        name = SPECIAL_CARDS[code].get(lang)
        words = SPECIAL_SHORT[code].get(lang).split("|")
        lines = "".join(
            f'<text x="{x + CARD_W / 2}" y="{y + 44 + 19 * k}" text-anchor="middle" '
            f'font-size="{MIN_TEXT}" fill="#fff"{fit(w, MIN_TEXT, CARD_W - 6)}>{escape(w)}</text>'
            for k, w in enumerate(words))
        return (f'<g><title>{escape(name)}</title><rect x="{x}" y="{y}" width="{CARD_W}" '
                f'height="{CARD_H}" rx="6" fill="{SPECIAL_COLOUR}" stroke="#000"/>'
                f'<text x="{x + CARD_W / 2}" y="{y + 20}" text-anchor="middle" font-size="{MIN_TEXT}" '
                f'fill="#fff">★</text>{lines}</g>')
    colour = ITEM_COLOURS[item]
    name = item_name(item, lang)
    short = ITEM_SHORT[item].get(lang) if item in ITEM_SHORT else name
    return (f'<g><title>{escape(name)} {code_value(code)}</title>'
            f'<rect x="{x}" y="{y}" width="{CARD_W}" height="{CARD_H}" rx="6" fill="#fffaf0" '
            f'stroke="{colour}" stroke-width="3"/>'
            f'<rect x="{x}" y="{y}" width="{CARD_W}" height="22" rx="6" fill="{colour}"/>'
            f'<text x="{x + CARD_W / 2}" y="{y + 17}" text-anchor="middle" font-size="{MIN_TEXT}" '
            f'fill="#fff"{fit(short, MIN_TEXT, CARD_W - 6)}>{escape(short)}</text>'
            f'<text x="{x + CARD_W / 2}" y="{y + 52}" text-anchor="middle" font-size="26" '
            f'font-weight="bold" fill="{colour}">{code_value(code)}</text>'
            f'{icon(item, x + CARD_W / 2, y + 66, colour)}</g>')


def _row(state: ImBannState, lang: str, y: int) -> list[str]:
    t = Texts(lang)
    out = []
    values = list(state.adventure_values) + [state.chamber_value]
    for i, v in enumerate(values):
        x = 20 + i * 150
        chamber = i == state.chamber_index
        fill = "#f2c14e" if chamber else "#e8d6b0"
        label = t["chamber"] if chamber else f"{t['adventure']} {i + 1}"
        out.append(f'<rect x="{x}" y="{y}" width="130" height="90" rx="8" fill="{fill}" '
                   f'stroke="#5a4630" stroke-width="2"/>'
                   f'<text x="{x + 65}" y="{y + 25}" text-anchor="middle" font-size="{MIN_TEXT}"'
                   f'{fit(label, MIN_TEXT, 120)}>{escape(label)}</text>'
                   f'<text x="{x + 65}" y="{y + 70}" text-anchor="middle" font-size="36" '
                   f'font-weight="bold">{v}</text>')
        here = [p for p in range(state.num_players)
                if state.positions[p] == i or (chamber and state.entered(p))]
        for k, p in enumerate(here):
            out.append(token(p, x + 16 + k * 29, y + 112, 13))
    return out


def _depot(state: ImBannState, lang: str, x: int, y: int) -> list[str]:
    t = Texts(lang)
    out = [f'<text x="{x}" y="{y}" font-size="{MIN_TEXT}" font-weight="bold">{t["depot"]}</text>']
    for k, item in enumerate(state.data.items):
        yy = y + 12 + k * 30
        on = item == state.depot
        colour = ITEM_COLOURS[item]
        out.append(f'<rect x="{x}" y="{yy}" width="150" height="26" rx="4" '
                   f'fill="{colour if on else "#fff"}" stroke="{colour}" stroke-width="2"/>'
                   f'<text x="{x + 8}" y="{yy + 20}" font-size="{MIN_TEXT}" '
                   f'fill="{"#fff" if on else colour}">'
                   f'{escape(item_name(item, lang))}</text>'
                   f'{icon(item, x + 136, yy + 14, "#fff" if on else colour)}')
        if on:
            out.append(f'<text x="{x - 26}" y="{yy + 20}" font-size="22" '
                       f'font-weight="bold">➜</text>')
    return out


def render_html(state: ImBannState, viewer: int | None = None, lang: str = "en") -> str:
    """The table as ``viewer`` sees it (``None``: referee), labels in ``lang``."""
    t = Texts(lang)
    n = state.num_players
    width = 1100
    hx_start = 540
    row_h = 110
    top = 250
    height = top + n * row_h + 20
    svg: list[str] = []
    svg += _row(state, lang, 20)
    svg += _depot(state, lang, 820, 22)
    # piles
    svg.append(card_svg(None, 760, 160, lang))
    svg.append(f'<text x="832" y="185" font-size="{MIN_TEXT}">{t["draw"]}: {len(state.draw_pile)}'
               '</text>')
    top_discard = state.codes(state.discard[-1:])
    svg.append(f'<text x="832" y="212" font-size="{MIN_TEXT}">{t["discard"]}: {len(state.discard)}'
               f'{" · " + escape(_card_text(top_discard[0], lang)) if top_discard else ""}'
               f'</text>')
    for p in range(n):
        y = top + p * row_h
        colour = PLAYER_COLOURS[p % len(PLAYER_COLOURS)]
        active = p == state.current_player()
        svg.append(f'<rect x="8" y="{y}" width="{width - 16}" height="{row_h - 8}" rx="8" '
                   f'fill="{"#fff7e0" if active else "#fafafa"}" stroke="{colour}" '
                   f'stroke-width="{4 if active else 1.5}"/>')
        svg.append(token(p, 34, y + 30))
        svg.append(f'<text x="56" y="{y + 37}" font-size="{MIN_TEXT}" font-weight="bold" '
                   f'fill="{colour}">{player_name(p)}{" ◀" if active else ""}</text>')
        if state.mummy == p:
            svg.append(f'<rect x="20" y="{y + 56}" width="100" height="26" rx="4" fill="#333"/>'
                       f'<text x="70" y="{y + 75}" text-anchor="middle" font-size="{MIN_TEXT}" '
                       f'fill="#fff">☥ {t["mummy"]} +{state.data.mummy_penalty}</text>')
        show = state.codes(state.showcases[p])
        svg.append(f'<text x="140" y="{y + 19}" font-size="{MIN_TEXT}">{t["showcase"]} '
                   f'({t["sum"]} {state.showcase_sum(p)} / {state.target(p) if not state.entered(p) else "—"})'
                   f'</text>')
        sstep = min(CARD_W + 3, (hx_start - 150 - CARD_W) / max(1, len(show) - 1))
        for k, code in enumerate(show):
            svg.append(card_svg(code, 140 + k * sstep, y + 24, lang))
        hx = hx_start
        hand_codes = state.codes(state.hands[p])
        visible = viewer is None or viewer == p
        svg.append(f'<text x="{hx}" y="{y + 19}" font-size="{MIN_TEXT}">{t["hand"]}: '
                   f'{len(hand_codes)} {t["card"] if len(hand_codes) == 1 else t["cards"]}'
                   f'</text>')
        if state.entered(p):
            svg.append(f'<text x="140" y="{y + 60}" font-size="{MIN_TEXT}" font-weight="bold" '
                       f'fill="{colour}">✓ {escape(t["entered"])}</text>')
        shown = hand_codes if visible else [None] * len(hand_codes)
        step = min(CARD_W + 3, (width - hx - 20 - CARD_W) / max(1, len(shown) - 1))
        for k, code in enumerate(shown):
            svg.append(card_svg(code, hx + k * step, y + 24, lang))
    status = _status(state, viewer, lang)
    body = "".join(svg)
    svg = (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" '
           f'width="100%" style="{FONT}" role="img" aria-label="Im Bann der Pyramide">'
           f'{body}</svg>')
    own = (_own_part(state, viewer, lang)
           if viewer is not None and viewer < state.num_players else "")
    return (f'<div style="{FONT};font-size:16px;max-width:{width}px">'
            f'<div style="font-size:17px;margin:4px 0">{status}</div>'
            f'{figure(svg, width, MIN_TEXT, "Im Bann der Pyramide", focus=0)}{own}</div>')


def _own_part(state: ImBannState, seat: int, lang: str) -> str:
    """Seat ``seat``'s hand and showcase as wide as a phone (see :mod:`..phone`): five cards a
    row, at least the size of the table's cards.

    >>> from pyramid_explorer.games import new_game
    >>> "Hand: 5 Karten" in _own_part(new_game("im-bann-der-pyramide", seed=1), 0, "de")
    True
    """
    t = Texts(lang)
    w, per_row, gap = STRIP_W, 5, 3
    colour = PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]
    parts = [token(seat, 24, 24, 13),
             f'<text x="46" y="31" font-size="{MIN_TEXT}" font-weight="bold" fill="{colour}">'
             f'{player_name(seat)}</text>']
    y = 66
    hand = state.codes(state.hands[seat])
    show = state.codes(state.showcases[seat])
    target = state.target(seat) if not state.entered(seat) else "—"
    for head, codes in ((f'{t["hand"]}: {len(hand)} {t["card"] if len(hand) == 1 else t["cards"]}',
                         hand),
                        (f'{t["showcase"]} ({t["sum"]} {state.showcase_sum(seat)} / {target})',
                         show)):
        parts.append(f'<text x="10" y="{y}" font-size="{MIN_TEXT}" font-weight="bold"'
                     f'{fit(head, MIN_TEXT, w - 20, bold=True)}>{escape(head)}</text>')
        y += 10
        for k, code in enumerate(codes):
            parts.append(card_svg(code, 10 + (k % per_row) * (CARD_W + gap),
                                  y + (k // per_row) * (CARD_H + gap), lang))
        y += ((len(codes) + per_row - 1) // per_row) * (CARD_H + gap) + 30
    return own_part(parts, w, y - 14, f'{t["own"]}, {player_name(seat)}')


def _card_text(code: str, lang: str) -> str:
    return card_name(code, lang)


def _status(state: ImBannState, viewer: int | None, lang: str) -> str:
    t = Texts(lang)
    who = (t["referee"] if viewer is None else t["public"] if viewer >= state.num_players
           else f'{t["view"]} {player_name(viewer)}')
    parts = [escape(who), f'{t["turns"]} {state.turns + 1}']
    if state.termination is Termination.WIN and state.winner is not None:
        c = PLAYER_TEXT_COLOURS[state.winner % len(PLAYER_TEXT_COLOURS)]
        parts.append(f'<b style="color:{c}">{t["winner"]}: {player_name(state.winner)}</b>')
    elif state.termination is Termination.TURN_CAP:
        parts.append(f"<b>{t['draw_game']}</b>")
    elif state.termination is not None:
        minus = ", ".join(f"{player_name(p)} {m}" for p, m in enumerate(state.minus_points()))
        parts.append(f"<b>{t['over']}: {escape(minus)}</b>")
    else:
        p = state.current_player()
        c = PLAYER_TEXT_COLOURS[p % len(PLAYER_TEXT_COLOURS)]
        parts.append(f'{t["turn"]}: <b style="color:{c}">{player_name(p)}</b> '
                     f'({PHASES[state.phase].name.get(lang)})')
    return " · ".join(parts)
