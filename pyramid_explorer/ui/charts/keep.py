"""Chart 2 of the dice odds: the advisor's options for the roll on the table, best first.

>>> rows = keep_rows((3, 3, 5, 6, 1), "Grand Gallery", rerolls_left=1, chosen=1, top=3)
>>> [(r.rank, r.chosen) for r in rows], rows[0].probability >= rows[1].probability
([(1, False), (2, True), (3, False)], True)
>>> keep_figure((3, 3, 5, 6, 1), "Grand Gallery", rerolls_left=1, rows=rows).data[0].text[1][-8:]
'◀ chosen'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import plotly.graph_objects as go

from ...dice import best_keep
from ...dice.advisor import KeepOption
from ...dice.odds import RelicLike, TargetLike
from ..common.format import percent
from .style import CHOSEN_COLOUR, OPTION_COLOUR, TEXT_PX, TICKS, layout, text


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
    mark = text("chosen", lang)
    fig = go.Figure(go.Bar(
        orientation="h", y=[f"{r.rank}. {r.option}" for r in rows],
        x=[r.probability for r in rows],
        text=[f"{r.percent}  ◀ {mark}" if r.chosen else r.percent for r in rows],
        textposition="outside", textfont={"size": TEXT_PX}, cliponaxis=False,
        marker={"color": [CHOSEN_COLOUR if r.chosen else OPTION_COLOUR for r in rows],
                "line": {"color": "#222222", "width": [3 if r.chosen else 1 for r in rows]},
                # fg and bg single colours: over an array of marker colours plotly.js logs
                # "Invalid color specifier"; only the chosen bar is hatched, so bg is its colour
                "pattern": {"shape": ["x" if r.chosen else "" for r in rows],
                            "fgcolor": "#ffffff", "bgcolor": CHOSEN_COLOUR}},
        hovertemplate="%{y}: %{text}<extra></extra>", showlegend=False))
    fig.update_xaxes(range=[0, 1.3], tickformat=".0%", gridcolor="#dddddd", tickvals=TICKS,
                     tickfont={"size": TEXT_PX}, title={"text": text("chance", lang)})
    fig.update_yaxes(autorange="reversed", automargin=True, tickfont={"size": TEXT_PX})
    title = text("keep_title", lang, dice=" ".join(str(v) for v in roll), n=rerolls_left)
    return layout(fig, title, max(300, 120 + 36 * len(rows)))


__all__ = ["KeepRow", "keep_figure", "keep_rows"]
