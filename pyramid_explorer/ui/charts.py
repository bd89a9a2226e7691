"""Plotly charts of exact dice odds, each with the same data as a plain table.

Every chart comes as a pair: ``*_rows(...)`` gives the numbers as a list of dataclasses (for
tests, screen readers and the CLI) and ``*_figure(...)`` draws them as a ``go.Figure``.
:func:`update_figure_widget` puts a new figure's data into an existing ``go.FigureWidget`` in
place, so a notebook or the explorer can update a chart live without re-displaying it.

Readable on a projector: fonts of 14 px and more, Okabe–Ito colours (safe for the common
colour-vision deficiencies) plus bar patterns so colour is never the only cue, and the
percentage written on every bar.

>>> rows = room_odds_rows(["Grand Gallery"], relic="Jackal's Fang")
>>> [(r.rerolls, r.relic, r.percent) for r in rows]
[(0, None, '21.3 %'), (1, None, '54.1 %'), (2, None, '74.3 %'), (0, "Jackal's Fang", '53.7 %'), (1, "Jackal's Fang", '74.3 %'), (2, "Jackal's Fang", '85.7 %')]
>>> fig = room_odds_figure(["Grand Gallery"], relic="Jackal's Fang")
>>> len(fig.data), fig.data[0].text[0]
(6, '21.3 %')
>>> [(r.value, r.ways) for r in die_distribution_rows([1, 2, 3, 4, 5, 6], 2)][:3]
[(2, 1), (3, 2), (4, 3)]
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import asdict, dataclass
from itertools import product
from typing import Any

import plotly.graph_objects as go

from ..dice import ROOMS, best_keep, resolve_relic, resolve_target, room_table
from ..dice.advisor import KeepOption
from ..dice.odds import RelicLike, TargetLike
from .format import percent

# Okabe & Ito (2008): distinguishable with the common colour-vision deficiencies.
REROLL_COLOURS = ("#E69F00", "#56B4E9", "#0072B2")  # 0, 1, 2 re-rolls: light to dark
CHOSEN_COLOUR = "#D55E00"
OPTION_COLOUR = "#009E73"
DIST_COLOUR = "#0072B2"
FONT_PX = 16
TICKS = (0, 0.2, 0.4, 0.6, 0.8, 1.0)
TEXT_PX = 14

_T = {
    "rooms_title": ("Chance to complete each room this turn",
                    "Chance, jeden Raum in diesem Zug zu schaffen"),
    "rerolls": ("{n} re-rolls", "{n} Neuwürfe"),
    "reroll1": ("1 re-roll", "1 Neuwurf"),
    "with": ("{label} + {relic}", "{label} + {relic}"),
    "chance": ("chance", "Chance"),
    "keep_title": ("Options for {dice} ({n} re-rolls left)",
                   "Möglichkeiten für {dice} (noch {n} Neuwürfe)"),
    "chosen": ("chosen", "gewählt"),
    "dist_title": ("{what} of {k} {dice} (faces {faces})", "{what} von {k} Würfel{n} (Seiten {faces})"),
    "sum": ("Sum", "Summe"),
    "result": ("Result", "Ergebnis"),
    "at_least": ("at least", "mindestens"),
}


def _t(key: str, lang: str, **kw: Any) -> str:
    en, de = _T[key]
    return (de if lang == "de" else en).format(**kw)



def _layout(fig: go.Figure, title: str, height: int) -> go.Figure:
    fig.update_layout(
        title={"text": title, "font": {"size": FONT_PX + 2}, "x": 0.01},
        font={"size": FONT_PX}, height=height, plot_bgcolor="#ffffff",
        margin={"l": 10, "r": 20, "t": 60, "b": 40},
        legend={"font": {"size": TEXT_PX + 1}, "orientation": "h", "y": -0.08},
        uniformtext={"minsize": TEXT_PX, "mode": "show"})
    return fig


# -- 1. per-room chances at 0/1/2 re-rolls, with and without a relic --------------------------

@dataclass(frozen=True)
class RoomOddsRow:
    """A room's chance for a fresh turn with ``rerolls`` re-rolls (and ``relic``, if any)."""

    room: str
    notation: str
    rerolls: int
    relic: str | None
    probability: float

    @property
    def percent(self) -> str:
        return percent(self.probability)


def room_odds_rows(rooms: Iterable[TargetLike] = ROOMS, *, relic: RelicLike | None = None,
                   rerolls: Sequence[int] = (0, 1, 2)) -> list[RoomOddsRow]:
    """Each room's chance at each number of re-rolls; with ``relic`` also the same with it."""
    rooms = list(rooms)
    out = [RoomOddsRow(r.room, r.notation, r.rerolls, None, r.probability)
           for r in room_table(rooms, rerolls=rerolls)]
    if relic is not None:
        held = resolve_relic(relic)
        out += [RoomOddsRow(r.room, r.notation, r.rerolls, held.name, r.probability)
                for r in room_table(rooms, rerolls=rerolls, relics=[held])]
    return out


def room_odds_figure(rooms: Iterable[TargetLike] = ROOMS, *, relic: RelicLike | None = None,
                     rerolls: Sequence[int] = (0, 1, 2), lang: str = "en",
                     rows: list[RoomOddsRow] | None = None) -> go.Figure:
    """Grouped horizontal bars: one group per room, one bar per re-roll count (and, hatched,
    the same with ``relic``). Pass ``rows`` to draw precomputed :func:`room_odds_rows`."""
    rows = rows if rows is not None else room_odds_rows(rooms, relic=relic, rerolls=rerolls)
    names = list(dict.fromkeys(r.room for r in rows))
    fig = go.Figure()
    for relic_name in dict.fromkeys(r.relic for r in rows):
        for k in sorted({r.rerolls for r in rows}):
            sel = {r.room: r for r in rows if r.rerolls == k and r.relic == relic_name}
            label = (_t("reroll1", lang) if k == 1 else _t("rerolls", lang, n=k))
            if relic_name:
                label = _t("with", lang, label=label, relic=relic_name)
            probs = [sel[n].probability for n in names]
            fig.add_trace(go.Bar(
                orientation="h", y=[f"{n}  ({sel[n].notation})" for n in names], x=probs,
                name=label, text=[percent(p) for p in probs], textposition="outside",
                textfont={"size": TEXT_PX}, cliponaxis=False,
                marker={"color": REROLL_COLOURS[k % len(REROLL_COLOURS)],
                        "line": {"color": "#222222", "width": 1},
                        "pattern": {"shape": "/" if relic_name else ""}},
                hovertemplate="%{y}<br>" + label + ": %{text}<extra></extra>"))
    fig.update_layout(barmode="group", bargap=0.25)
    fig.update_xaxes(range=[0, 1.12], tickformat=".0%", gridcolor="#dddddd", tickvals=TICKS,
                     tickfont={"size": TEXT_PX}, title={"text": _t("chance", lang)})
    fig.update_yaxes(autorange="reversed", automargin=True, tickfont={"size": TEXT_PX})
    height = 140 + len(names) * (22 * len(fig.data) + 16)
    return _layout(fig, _t("rooms_title", lang), max(height, 320))


# -- 2. the advisor's options for the roll on the table ------------------------------------

@dataclass(frozen=True)
class KeepRow:
    """One advisor option: its rank (1 = best), label, chance and whether it is chosen."""

    rank: int
    option: str
    probability: float
    chosen: bool
    kind: str
    reroll: tuple[int, ...]
    relic: str | None

    @property
    def percent(self) -> str:
        return percent(self.probability)


def keep_rows(roll: Sequence[int], challenges: TargetLike | Iterable[TargetLike], *,
              rerolls_left: int, relics: Iterable[RelicLike] = (), chosen: int = 0,
              top: int | None = 10, lang: str = "en",
              options: Sequence[KeepOption] | None = None, **kw: Any) -> list[KeepRow]:
    """The advisor's options for ``roll`` (best first, the ``top`` best), the option at rank
    ``chosen`` (0-based) marked. ``options`` skips the computation (from :func:`best_keep`)."""
    if options is None:
        options = best_keep(roll, challenges, rerolls_left=rerolls_left, relics=relics, **kw)
    shown = list(options) if top is None else list(options)[:max(top, chosen + 1)]
    return [KeepRow(i + 1, o.label(lang), o.probability, i == chosen, o.kind, o.reroll, o.relic)
            for i, o in enumerate(shown)]


def keep_figure(roll: Sequence[int], challenges: TargetLike | Iterable[TargetLike], *,
                rerolls_left: int, relics: Iterable[RelicLike] = (), chosen: int = 0,
                top: int | None = 10, lang: str = "en",
                rows: list[KeepRow] | None = None, **kw: Any) -> go.Figure:
    """Horizontal bars of the ranked options; the chosen one in a contrasting colour, hatched
    and marked "◀ chosen"."""
    rows = rows if rows is not None else keep_rows(
        roll, challenges, rerolls_left=rerolls_left, relics=relics, chosen=chosen, top=top,
        lang=lang, **kw)
    mark = _t("chosen", lang)
    fig = go.Figure(go.Bar(
        orientation="h", y=[f"{r.rank}. {r.option}" for r in rows],
        x=[r.probability for r in rows],
        text=[f"{r.percent}  ◀ {mark}" if r.chosen else r.percent for r in rows],
        textposition="outside", textfont={"size": TEXT_PX}, cliponaxis=False,
        marker={"color": [CHOSEN_COLOUR if r.chosen else OPTION_COLOUR for r in rows],
                "line": {"color": "#222222", "width": [3 if r.chosen else 1 for r in rows]},
                "pattern": {"shape": ["x" if r.chosen else "" for r in rows]}},
        hovertemplate="%{y}: %{text}<extra></extra>", showlegend=False))
    fig.update_xaxes(range=[0, 1.3], tickformat=".0%", gridcolor="#dddddd", tickvals=TICKS,
                     tickfont={"size": TEXT_PX}, title={"text": _t("chance", lang)})
    fig.update_yaxes(autorange="reversed", automargin=True, tickfont={"size": TEXT_PX})
    title = _t("keep_title", lang, dice=" ".join(str(v) for v in roll), n=rerolls_left)
    return _layout(fig, title, max(300, 120 + 36 * len(rows)))


# -- 3. distribution of a quantity of one or more dice (any faces) --------------------------

@dataclass(frozen=True)
class DistRow:
    """One value of the quantity: how many of the equally likely outcomes give it, its chance,
    and (numbers only) the chance of at least this value."""

    value: Hashable
    ways: int
    probability: float
    at_least: float | None

    @property
    def percent(self) -> str:
        return percent(self.probability)


MAX_OUTCOMES = 2_000_000


def die_distribution_rows(faces: Sequence[Hashable], k: int = 1,
                          quantity: Callable[[tuple[Any, ...]], Hashable] | None = None
                          ) -> list[DistRow]:
    """The exact distribution of ``quantity`` of ``k`` dice, each a fair die with ``faces``.

    ``quantity`` defaults to the sum (numeric faces) or to the outcome as a sorted tuple
    (other faces, e.g. a custom die's symbols). Faces may repeat (a d6 with two mummies).

    >>> [(r.value, r.ways, r.percent) for r in die_distribution_rows(["move", "move", "mummy"])]
    [('move', 2, '66.7 %'), ('mummy', 1, '33.3 %')]
    >>> die_distribution_rows([1, 2, 3, 4, 5, 6], 3)[-1].at_least == 1 / 216
    True
    >>> [r.value for r in die_distribution_rows([1, 2, 3], 2, quantity=max)]
    [1, 2, 3]
    """
    faces = list(faces)
    if not faces:
        raise ValueError("a die needs at least one face")
    if k < 1:
        raise ValueError(f"roll at least one die, not {k}")
    numeric = all(isinstance(f, (int, float)) and not isinstance(f, bool) for f in faces)
    total = len(faces) ** k
    if quantity is None and numeric:
        ways: Counter[Hashable] = Counter({0: 1})
        single = Counter(faces)
        for _ in range(k):
            nxt: Counter[Hashable] = Counter()
            for s, w in ways.items():
                for f, c in single.items():
                    nxt[s + f] += w * c  # type: ignore[operator]
            ways = nxt
    else:
        if total > MAX_OUTCOMES:
            raise ValueError(f"{len(faces)}^{k} outcomes are too many to list; "
                             "use numeric faces with the default sum")
        if quantity is None:
            def quantity(dice: tuple[Any, ...]) -> Hashable:
                return dice[0] if k == 1 else tuple(sorted(map(str, dice)))
        ways = Counter(quantity(tuple(o)) for o in product(faces, repeat=k))
    values = list(ways)
    try:
        values.sort()  # type: ignore[call-arg]
    except TypeError:
        values.sort(key=str)
    is_num = all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in values)
    rows: list[DistRow] = []
    tail = total
    for v in values:
        rows.append(DistRow(v, ways[v], ways[v] / total, tail / total if is_num else None))
        tail -= ways[v]
    return rows


def die_distribution_figure(faces: Sequence[Hashable], k: int = 1,
                            quantity: Callable[[tuple[Any, ...]], Hashable] | None = None, *,
                            name: str | None = None, lang: str = "en",
                            rows: list[DistRow] | None = None) -> go.Figure:
    """Bars of :func:`die_distribution_rows` with the percentage on every bar."""
    rows = rows if rows is not None else die_distribution_rows(faces, k, quantity)
    labels = [" + ".join(v) if isinstance(v, tuple) else str(v) for v in (r.value for r in rows)]
    hover = [f"{r.percent}" + (f" ({_t('at_least', lang)}: {percent(r.at_least)})"
                               if r.at_least is not None else "") for r in rows]
    fig = go.Figure(go.Bar(
        x=labels, y=[r.probability for r in rows], text=[r.percent for r in rows],
        textposition="outside", textfont={"size": TEXT_PX}, cliponaxis=False,
        marker={"color": DIST_COLOUR, "line": {"color": "#222222", "width": 1}},
        customdata=hover, hovertemplate="%{x}: %{customdata}<extra></extra>",
        showlegend=False))
    top = max(r.probability for r in rows)
    fig.update_yaxes(range=[0, top * 1.2], tickformat=".0%", gridcolor="#dddddd",
                     tickfont={"size": TEXT_PX}, title={"text": _t("chance", lang)})
    fig.update_xaxes(type="category", tickfont={"size": TEXT_PX})
    what = name or (_t("sum", lang) if quantity is None and all(
        isinstance(f, (int, float)) for f in faces) and k > 1 else _t("result", lang))
    shown = ", ".join(str(f) for f in faces)
    title = _t("dist_title", lang, what=what, k=k, faces=shown,
               dice="die" if k == 1 else "dice", n="" if k == 1 else "n")
    return _layout(fig, title, 420)


# -- tables and live updates ---------------------------------------------------------------

def as_table(rows: Iterable[Any]) -> list[dict[str, Any]]:
    """Rows of any chart as plain dicts, with the percentage text (for tables and JSON).

    >>> as_table(room_odds_rows(["Entrance"], rerolls=(0,)))
    [{'room': 'Entrance', 'notation': '? ? ? ? ?', 'rerolls': 0, 'relic': None, 'probability': 1.0, 'percent': '100 %'}]
    """
    return [{**asdict(r), "percent": r.percent} for r in rows]


def update_figure_widget(widget: go.FigureWidget, figure: go.Figure) -> None:
    """Make ``widget`` show ``figure`` in place (one batched update; traces are updated, added
    or removed as needed), so a chart on screen follows new data without being re-displayed.

    >>> w = go.FigureWidget(room_odds_figure(["Entrance"], rerolls=(0,)))
    >>> update_figure_widget(w, room_odds_figure(["Grand Gallery"], rerolls=(0, 1)))
    >>> [t.name for t in w.data], list(w.data[1].text)
    (['0 re-rolls', '1 re-roll'], ['54.1 %'])
    """
    new = figure.to_dict()
    with widget.batch_update():
        if len(widget.data) != len(new["data"]) or any(
                old.type != tr.get("type", "scatter") for old, tr in zip(widget.data, new["data"],
                                                                         strict=False)):
            widget.data = ()
            widget.add_traces(list(figure.data))
        else:
            for old, tr in zip(widget.data, new["data"], strict=True):
                old.update(tr, overwrite=True)
        widget.layout.update(new.get("layout", {}), overwrite=True)
    try:  # keep the synced copy right for views shown later (see ui.adapters.plotly_sync)
        from .adapters.plotly_sync import sync_figure
    except ImportError:  # pragma: no cover - the explorer's helpers are optional here
        return
    sync_figure(widget)


__all__ = [
    "DistRow",
    "KeepRow",
    "RoomOddsRow",
    "as_table",
    "die_distribution_figure",
    "die_distribution_rows",
    "keep_figure",
    "keep_rows",
    "percent",
    "resolve_target",
    "room_odds_figure",
    "room_odds_rows",
    "update_figure_widget",
]
