"""Chart 1 of the dice odds: each room's chance at 0, 1 and 2 re-rolls, with and without a relic.

>>> rows = room_odds_rows(["Grand Gallery"], relic="Jackal's Fang")
>>> [(r.rerolls, r.relic, r.percent) for r in rows]
[(0, None, '21.3 %'), (1, None, '54.1 %'), (2, None, '74.3 %'), (0, "Jackal's Fang", '53.7 %'), (1, "Jackal's Fang", '74.3 %'), (2, "Jackal's Fang", '85.7 %')]
>>> fig = room_odds_figure(["Grand Gallery"], relic="Jackal's Fang")
>>> len(fig.data), fig.data[0].text[0], fig.data[3].marker.pattern.shape
(6, '21.3 %', '/')
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import plotly.graph_objects as go

from ...dice import ROOMS, resolve_relic, room_table
from ...dice.odds import RelicLike, TargetLike
from ..common.format import percent
from .style import REROLL_COLOURS, TEXT_PX, TICKS, layout, text


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
            label = (text("reroll1", lang) if k == 1 else text("rerolls", lang, n=k))
            if relic_name:
                label = text("with", lang, label=label, relic=relic_name)
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
                     tickfont={"size": TEXT_PX}, title={"text": text("chance", lang)})
    fig.update_yaxes(autorange="reversed", automargin=True, tickfont={"size": TEXT_PX})
    height = 140 + len(names) * (22 * len(fig.data) + 16)
    return layout(fig, text("rooms_title", lang), max(height, 320))


__all__ = ["RoomOddsRow", "room_odds_figure", "room_odds_rows"]
