"""A top-down SVG of a Ramses Pyramid table, drawn only from ``observation(viewer)``.

Because the picture is made from the viewer's observation, a temple the viewer has not seen
can only be drawn as "?": its colour is not in the data. Every colour carries its letter,
every adventurer its seat's colour, shape and number (as the other games draw them).

>>> from pyramid_explorer.games import new_game
>>> s = new_game("ramses-pyramid", seed=3, players=2)
>>> html = render_html(s, 0, "en")
>>> "<svg" in html and "?" in html and "reconstructed" in html
True
>>> "Zelte" in render_html(s, None, "de")
True
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING, Any

from ..phone import STRIP_W, figure, own_part
from ..svgtext import fit
from .board import COLOUR_HEX, DIE_FACES, colour_letter, colour_name, side_name
from .render_text import EFFECT_SHORT, TEXT

if TYPE_CHECKING:
    from .state import RamsesState

SEAT_COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7")
"""Okabe-Ito colours, one per seat (as ui/common/theme.py)."""
SHAPES = ("circle", "square", "triangle", "diamond")
SAND, BROWN, DARK_BROWN, INK, STONE = "#f4e4bc", "#a0703c", "#5a3e22", "#2b2118", "#cbb994"
C, TRACK, TEMPLE = 240, 208, 152
HALVES = (128, 109, 90, 71, 52, 33)  # outer half-size of layers 1..6; the top is inside 33
SPOT = 48
W, H = 780, 480
FONT = 'font-family="Segoe UI,Helvetica,Arial,sans-serif"'

def _t(lang: str, key: str, **kw: Any) -> str:
    return TEXT["de" if lang == "de" else "en"][key].format(**kw)


def seat_label(seat: int) -> str:
    return f"P{seat + 1}"


def spot(space: int, half: float = TRACK) -> tuple[float, float]:
    """The centre of brown space ``space`` (0 = entrance, at the south-west corner)."""
    a, b = 80, half
    return {0: (C - b, C + b), 1: (C - b, C + a), 2: (C - b, C - a), 3: (C - a, C - b),
            4: (C + a, C - b), 5: (C + b, C - a), 6: (C + b, C + a), 7: (C + a, C + b),
            8: (C - a, C + b)}[space]


def side_point(side: int, half: float, along: float = 0) -> tuple[float, float]:
    """A point on side ``side`` at distance ``half`` from the centre, ``along`` the side."""
    return {0: (C + along, C - half), 1: (C + half, C + along), 2: (C - along, C + half),
            3: (C - half, C - along)}[side]


def token(seat: int, x: float, y: float, r: float = 10) -> str:
    """An adventurer: seat colour, seat shape and seat number."""
    c = SEAT_COLOURS[seat % 4]
    shape = SHAPES[seat % 4]
    if shape == "circle":
        body = f'<circle cx="{x}" cy="{y}" r="{r}"'
    elif shape == "square":
        body = f'<rect x="{x - r}" y="{y - r}" width="{2 * r}" height="{2 * r}"'
    elif shape == "triangle":
        body = (f'<polygon points="{x},{y - r * 1.3} {x + r * 1.2},{y + r * 0.9} '
                f'{x - r * 1.2},{y + r * 0.9}"')
    else:
        body = f'<polygon points="{x},{y - r * 1.3} {x + r * 1.3},{y} {x},{y + r * 1.3} {x - r * 1.3},{y}"'
    return (f'<g class="rp-adventurer"><title>{seat_label(seat)}</title>{body} fill="{c}" '
            f'stroke="#000" stroke-width="1.5"/><text x="{x}" y="{y + 5}" text-anchor="middle" '
            f'font-size="16" font-weight="bold" fill="#fff">{seat + 1}</text></g>')


def crystal(colour: str, x: float, y: float, lang: str, r: float = 13) -> str:
    """A crystal: a diamond in its colour with its letter."""
    ink = INK if colour in ("yellow", "orange") else "#fff"
    return (f'<g class="rp-crystal"><title>{escape(colour_name(colour, lang))}</title>'
            f'<polygon points="{x},{y - r} {x + r},{y} {x},{y + r} {x - r},{y}" '
            f'fill="{COLOUR_HEX[colour]}" stroke="{INK}" stroke-width="1"/>'
            f'<text x="{x}" y="{y + 5}" text-anchor="middle" font-size="16" font-weight="bold" '
            f'fill="{ink}">{colour_letter(colour, lang)}</text></g>')


def _layer(obs: dict[str, Any], k: int, lang: str) -> list[str]:
    out = []
    outer = HALVES[k - 1]
    inner = HALVES[k] if k < 6 else 18
    for side, colour in enumerate(obs["layers"][k - 1]["sides"]):
        corners = {0: ((-1, -1), (1, -1)), 1: ((1, -1), (1, 1)), 2: ((1, 1), (-1, 1)),
                   3: ((-1, 1), (-1, -1))}[side]
        (ax, ay), (bx, by) = corners
        pts = [(C + ax * outer, C + ay * outer), (C + bx * outer, C + by * outer),
               (C + bx * inner, C + by * inner), (C + ax * inner, C + ay * inner)]
        fill = COLOUR_HEX[colour] if colour else DARK_BROWN
        name = (f"{colour_name(colour, lang)} ({colour_letter(colour, lang)})" if colour
                else ("dunkel" if lang == "de" else "dark"))
        title = f"{'Stufe' if lang == 'de' else 'Layer'} {k}, {side_name(side, lang)}: {name}"
        out.append(f'<polygon points="{" ".join(f"{x},{y}" for x, y in pts)}" fill="{fill}" '
                   f'stroke="{INK}" stroke-width="1"><title>{escape(title)}</title></polygon>')
        if colour:
            x, y = side_point(side, (outer + inner) / 2, along=-(outer + inner) / 2 + 12)
            ink = INK if colour in ("yellow", "orange") else "#fff"
            out.append(f'<text x="{x}" y="{y + 5}" text-anchor="middle" font-size="16" '
                       f'font-weight="bold" fill="{ink}">{colour_letter(colour, lang)}</text>')
    return out


def _board(obs: dict[str, Any], lang: str) -> list[str]:
    north = side_name(0, lang).capitalize()
    out = [f'<rect x="0" y="0" width="{2 * C}" height="{2 * C}" rx="12" fill="{SAND}"/>',
           f'<text x="{C}" y="22" text-anchor="middle" font-size="16" font-weight="bold" '
           f'fill="{INK}" class="rp-compass">▲ {escape(north)}</text>']
    for space in range(9):
        x, y = spot(space)
        fill = "#e9d39c" if space == 0 else BROWN
        out.append(f'<rect x="{x - SPOT / 2}" y="{y - SPOT / 2}" width="{SPOT}" height="{SPOT}" '
                   f'rx="8" fill="{fill}" stroke="{INK}" stroke-width="1.5"/>')
        label = _t(lang, "entrance")[:3] + "." if space == 0 else str(space)
        out.append(f'<text x="{x - SPOT / 2 + 4}" y="{y - SPOT / 2 + 15}" font-size="16" '
                   f'fill="{INK if space == 0 else "#fff"}" font-weight="bold">{label}</text>')
        colour = obs["crystals"].get(str(space))
        if colour:
            out.append(crystal(colour, x + 10, y - 8, lang))
    for k in range(1, 7):
        out += _layer(obs, k, lang)
    out.append(f'<rect x="{C - 18}" y="{C - 18}" width="36" height="36" fill="#d4af37" '
               f'stroke="{INK}"><title>{_t(lang, "ramses")}</title></rect>'
               f'<text x="{C}" y="{C + 5}" text-anchor="middle" font-size="16" '
               f'font-weight="bold" fill="{INK}">R</text>')
    out += _mummies(obs)
    for t in obs["temples"]:
        out += _temple(t, lang)
    out += _adventurers(obs)
    return out


def _mummies(obs: dict[str, Any]) -> list[str]:
    out = []
    count: dict[tuple[int, int], int] = {}
    for layer, side in obs["mummies"]:
        count[(layer, side)] = count.get((layer, side), 0) + 1
    for (layer, side), n in sorted(count.items()):
        if layer == 0:
            x, y = spot(side)
            x, y = x + 13, y + 12
        elif layer == 7:
            x, y = side_point(side, 26)
        else:
            half = (HALVES[layer - 1] + (HALVES[layer] if layer < 6 else 18)) / 2
            x, y = side_point(side, half, along=(HALVES[layer - 1]) / 2)
        text = "M" if n == 1 else f"{n}"
        out.append(f'<g class="rp-mummy"><title>Mummy ×{n}</title><rect x="{x - 8}" y="{y - 9}" '
                   f'width="16" height="18" rx="4" fill="#f5f5f5" stroke="{INK}"/>'
                   f'<text x="{x}" y="{y + 5}" text-anchor="middle" font-size="16" '
                   f'font-weight="bold" fill="{INK}">{text}</text></g>')
    return out


def _temple(t: dict[str, Any], lang: str) -> list[str]:
    x, y = spot(t["space"], TEMPLE)
    colour = t["colour"]
    fill = COLOUR_HEX[colour] if colour else STONE
    mark = colour_letter(colour, lang) if colour else "?"
    seen = (_t(lang, "seen", n=t["seen_on"]) if t["seen_on"] is not None
            else colour_name(colour, lang) if colour else _t(lang, "unseen"))
    ink = INK if not colour or colour in ("yellow", "orange") else "#fff"
    return [f'<g class="rp-temple"><title>{escape(t["temple"])}: {escape(seen)}</title>'
            f'<path d="M{x - 17},{y + 9} A17,17 0 0 1 {x + 17},{y + 9} Z" fill="{fill}" '
            f'stroke="{INK}" stroke-width="1.5"/>'
            f'<text x="{x}" y="{y + 6}" text-anchor="middle" font-size="16" font-weight="bold" '
            f'fill="{ink}">{mark}</text>'
            f'<text x="{x + 22}" y="{y + 8}" font-size="16" font-weight="bold" '
            f'fill="{INK}">{t["temple"]}</text></g>']


def _adventurers(obs: dict[str, Any]) -> list[str]:
    out = []
    placed: dict[tuple[Any, ...], int] = {}
    for seat, a in enumerate(obs["adventurers"]):
        if a["out"]:
            continue
        if a["layer"]:
            key: tuple[Any, ...] = ("p", a["layer"], a["side"])
            k = a["layer"]
            half = (HALVES[k - 1] + (HALVES[k] if k < 6 else 18)) / 2
            n = placed.get(key, 0)
            x, y = side_point(a["side"], half, along=-6 + 22 * n - HALVES[k - 1] / 4)
        else:
            key = ("t", a["track"])
            n = placed.get(key, 0)
            x, y = spot(a["track"])
            x, y = x - 11 + 20 * (n % 2), y + 12 - 8 * (n // 2)
        placed[key] = placed.get(key, 0) + 1
        out.append(token(seat, x, y))
    return out


def _info(obs: dict[str, Any], lang: str, viewer: int | None) -> list[str]:
    x0 = 2 * C + 14
    lines: list[str] = []
    y = 24

    def line(text: str, size: int = 15, bold: bool = False, fill: str = INK,
             cls: str = "") -> None:
        nonlocal y
        weight = ' font-weight="bold"' if bold else ""
        klass = f' class="{cls}"' if cls else ""
        lines.append(f'<text x="{x0}" y="{y}" font-size="{size}"{weight} fill="{fill}"{klass}>'
                     f'{escape(text)}</text>')
        y += size + 7

    mover = obs["to_move"]
    who = (_t(lang, "chance") if mover == -1 else
           _t(lang, "to_move", p=seat_label(mover)) if mover >= 0 else "")
    line(f'{_t(lang, "turn", n=obs["turn"])} · {who}', 18, True)
    faces = " ".join(f"{f.value}{EFFECT_SHORT[lang if lang == 'de' else 'en'][f.effect.value]}"
                     for f in DIE_FACES)
    line(_t(lang, "die", faces=""), 16, True)
    half = len(DIE_FACES) // 2
    line(" ".join(faces.split(" ")[:half]), 16)
    line(" ".join(faces.split(" ")[half:]), 16)
    if obs["die"]:
        v, e = obs["die"]
        line(_t(lang, "last", roll=f"{v} {EFFECT_SHORT[lang if lang == 'de' else 'en'][e]}"), 16)
    if obs["phase"] == "climb" and obs["steps"]:
        line(_t(lang, "steps", n=obs["steps"]), 16)
    y += 4
    line(_t(lang, "tents"), 17, True)
    for seat, tent in enumerate(obs["tents"]):
        lines.append(token(seat, x0 + 10, y - 5))
        a = obs["adventurers"][seat]
        note = _t(lang, "out") if a["out"] else _t(lang, "lapped") if a["lapped"] else ""
        if tent:
            for i, colour in enumerate(tent[:8]):
                lines.append(crystal(colour, x0 + 38 + 28 * i, y - 5, lang, r=13))
        else:
            lines.append(f'<text x="{x0 + 30}" y="{y}" font-size="16" fill="#6b5b45">'
                         f'{_t(lang, "none")}</text>')
        if note:
            lines.append(f'<text x="{x0 + 150}" y="{y}" font-size="16" fill="#6b5b45">'
                         f'{escape(note)}</text>')
        y += 27
    y += 2
    title = (_t(lang, "referee") if viewer is None
             else _t(lang, "public") if viewer >= len(obs["tents"])
             else _t(lang, "view", p=seat_label(viewer)))
    line(title, 17, True, cls="rp-knows")
    for text in _temple_lines(obs, lang):
        line(text, 16)
    if obs["ending"]:
        y += 4
        text = TEXT["de" if lang == "de" else "en"]["over"][obs["ending"]].format(
            p=seat_label(obs["winner"]) if obs["winner"] is not None else "")
        line(text, 17, True, fill="#1b7a3a" if obs["winner"] is not None else "#b22222",
             cls="outcome")
    return lines


def _temple_lines(obs: dict[str, Any], lang: str) -> list[str]:
    """What the viewer knows of each temple, one line each."""
    out = []
    for t in obs["temples"]:
        if t["colour"]:
            what = f'{colour_name(t["colour"], lang)} {colour_letter(t["colour"], lang)}'
            if t["seen_on"] is not None:
                what += ", " + _t(lang, "seen_short", n=t["seen_on"])
        else:
            lookers = [seat_label(p) for p in t["known_by"]]
            what = "?, " + (_t(lang, "looked", who=", ".join(lookers)) if lookers
                             else _t(lang, "unseen"))
        out.append(f'{t["temple"]} ({t["space"]}): {what}')
    return out


def _own_part(obs: dict[str, Any], seat: int, lang: str) -> str:
    """Seat ``seat``'s tent, the last roll and what it knows of the temples, as wide as a phone
    (see :mod:`..phone`).

    >>> from pyramid_explorer.games import new_game
    >>> s = new_game("ramses-pyramid", seed=3, players=2)
    >>> "Was P1 weiß" in _own_part(s.observation(0), 0, "de")
    True
    """
    w = STRIP_W
    out = [token(seat, 20, 24, 12)]
    y = 30
    mover = obs["to_move"]
    who = (_t(lang, "chance") if mover == -1 else
           _t(lang, "to_move", p=seat_label(mover)) if mover >= 0 else "")
    out.append(f'<text x="40" y="{y}" font-size="17" font-weight="bold" fill="{INK}">'
               f'{escape(_t(lang, "turn", n=obs["turn"]))} · {escape(who)}</text>')
    y += 36
    tent = obs["tents"][seat]
    out.append(f'<text x="10" y="{y + 5}" font-size="17" font-weight="bold" fill="{INK}">'
               f'{escape(_t(lang, "tents"))}</text>')
    for i, colour in enumerate(tent):
        out.append(crystal(colour, 80 + 30 * (i % 8), y + 30 * (i // 8), lang, r=13))
    if not tent:
        out.append(f'<text x="80" y="{y + 5}" font-size="16" fill="#6b5b45">'
                   f'{escape(_t(lang, "none"))}</text>')
    y += 30 * max(1, (len(tent) + 7) // 8) + 12
    lines = []
    if obs["die"]:
        v, e = obs["die"]
        lines.append(_t(lang, "last", roll=f"{v} {EFFECT_SHORT[lang if lang == 'de' else 'en'][e]}"))
    if obs["phase"] == "climb" and obs["steps"]:
        lines.append(_t(lang, "steps", n=obs["steps"]))
    for text in lines:
        out.append(f'<text x="10" y="{y}" font-size="16" fill="{INK}">{escape(text)}</text>')
        y += 24
    out.append(f'<text x="10" y="{y + 4}" font-size="17" font-weight="bold" fill="{INK}">'
               f'{escape(_t(lang, "view", p=seat_label(seat)))}</text>')
    y += 28
    for text in _temple_lines(obs, lang):
        out.append(f'<text x="10" y="{y}" font-size="16" fill="{INK}"{fit(text, 16, w - 20)}>'
                   f'{escape(text)}</text>')
        y += 23
    return own_part(out, w, y, f'{_t(lang, "view", p=seat_label(seat))}', FONT)


def render_html(state: RamsesState, viewer: int | None = None, lang: str = "en") -> str:
    """The table as ``viewer`` sees it (``None``: the referee) in ``lang`` ("en"/"de")."""
    obs = state.observation(viewer)
    parts = _board(obs, lang) + _info(obs, lang, viewer)
    title = escape(_t(lang, "title", n=obs["turn"]))
    svg = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" '
           f'viewBox="0 0 {W} {H}" role="img" aria-label="{title}" {FONT}>'
           f'<title>{title}</title><rect width="{W}" height="{H}" fill="#fbf6e9" rx="10"/>'
           + "".join(parts) + "</svg>")
    own = _own_part(obs, viewer, lang) if viewer is not None and viewer < len(obs["tents"]) else ""
    return (f'<div class="pyramid-explorer ramses-pyramid" lang="{"de" if lang == "de" else "en"}">'
            f'{figure(svg, W, 16, _t(lang, "title", n=obs["turn"]), focus=C / W)}{own}</div>')
