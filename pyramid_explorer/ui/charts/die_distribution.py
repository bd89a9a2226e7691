"""Chart 3 of the dice odds: the exact distribution of a quantity of one or more dice (any faces).

>>> [(r.value, r.ways) for r in die_distribution_rows([1, 2, 3, 4, 5, 6], 2)][:3]
[(2, 1), (3, 2), (4, 3)]
>>> die_distribution_figure([1, 2, 3, 4, 5, 6], 2).layout.title.text
'Sum of 2 dice (faces 1, 2, 3, 4, 5, 6)'
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from itertools import product
from typing import Any

import plotly.graph_objects as go

from ..common.format import percent
from .style import DIST_COLOUR, TEXT_PX, layout, text


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
    hover = [f"{r.percent}" + (f" ({text('at_least', lang)}: {percent(r.at_least)})"
                               if r.at_least is not None else "") for r in rows]
    fig = go.Figure(go.Bar(
        x=labels, y=[r.probability for r in rows], text=[r.percent for r in rows],
        textposition="outside", textfont={"size": TEXT_PX}, cliponaxis=False,
        marker={"color": DIST_COLOUR, "line": {"color": "#222222", "width": 1}},
        customdata=hover, hovertemplate="%{x}: %{customdata}<extra></extra>",
        showlegend=False))
    top = max(r.probability for r in rows)
    fig.update_yaxes(range=[0, top * 1.2], tickformat=".0%", gridcolor="#dddddd",
                     tickfont={"size": TEXT_PX}, title={"text": text("chance", lang)})
    fig.update_xaxes(type="category", tickfont={"size": TEXT_PX})
    what = name or (text("sum", lang) if quantity is None and all(
        isinstance(f, (int, float)) for f in faces) and k > 1 else text("result", lang))
    shown = ", ".join(str(f) for f in faces)
    title = text("dist_title", lang, what=what, k=k, faces=shown,
               dice="die" if k == 1 else "dice", n="" if k == 1 else "n")
    return layout(fig, title, 420)


__all__ = ["MAX_OUTCOMES", "DistRow", "die_distribution_figure", "die_distribution_rows"]
