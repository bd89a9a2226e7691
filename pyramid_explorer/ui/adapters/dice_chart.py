"""The Dice Pyramid odds chart: one plotly ``FigureWidget``, updated in place on every change.

Top: the chance to complete each open room (and any of them) this turn. Bottom: the advisor's
ranked options with their chances. The figure is built once; :meth:`OddsFigure.show` changes
the traces' data inside ``batch_update`` so the browser redraws once and nothing is rebuilt.

>>> fig = OddsFigure()
>>> from pyramid_explorer.ui.adapters.dice_odds import DiceOdds
>>> fig.show(DiceOdds("roll", ("Entrance",), (1.0,), 1.0), "en")
>>> list(fig.widget.data[0].y)
['Any open room', 'Entrance']
>>> fig.show(DiceOdds("roll", ("Entrance",), (1.0,), 1.0), "de"); list(fig.widget.data[0].y)
['Irgendein offener Raum', 'Eingang']
"""

from __future__ import annotations

from typing import Any

from ...engine.text import counted
from ...games.dice_pyramid.advice import DiceOdds
from ..charts.plotly_sync import responsive, sync_figure
from ..common.format import percent
from ..common.i18n import t
from ..common.theme import OKABE_ITO
from .dice_words import room_label

ROOM_COLOUR = OKABE_ITO["blue"]
ANY_COLOUR = OKABE_ITO["black"]
OPTION_COLOUR = OKABE_ITO["bluish_green"]
BEST_COLOUR = OKABE_ITO["vermillion"]


_UNSET = object()


def _short(text: str, n: int = 44) -> str:
    return text if len(text) <= n else text[: n - 1] + "…"


class OddsFigure:
    """Room chances and the advisor's ranked options in one figure (two stacked panels)."""

    def __init__(self) -> None:
        import plotly.graph_objects as go
        from plotly.subplots import make_subplots

        fig = make_subplots(rows=2, cols=1, vertical_spacing=0.16, row_heights=[0.55, 0.45])
        fig.add_trace(go.Bar(orientation="h", x=[], y=[], text=[], textposition="auto",
                             marker={"color": []}, hoverinfo="x+y", name="rooms"), row=1, col=1)
        fig.add_trace(go.Bar(orientation="h", x=[], y=[], text=[], textposition="auto",
                             marker={"color": []}, hoverinfo="x+y", name="advisor"), row=2, col=1)
        fig.update_layout(height=420, autosize=True, margin={"l": 10, "r": 16, "t": 34, "b": 10},
                          showlegend=False, font={"size": 15}, plot_bgcolor="#ffffff",
                          uniformtext={"minsize": 12, "mode": "show"})
        for row in (1, 2):
            fig.update_xaxes(range=[0, 1], tickformat=".0%", gridcolor="#dddddd", row=row, col=1)
            fig.update_yaxes(autorange="reversed", automargin=True, row=row, col=1)
        fig.update_layout(title={"text": "", "font": {"size": 14}, "x": 0.01})
        self.widget = go.FigureWidget(fig)
        responsive(self.widget)
        self._last: dict[tuple[str, ...], Any] = {}

    def show(self, odds: DiceOdds, lang: str) -> None:
        """Put ``odds`` into the figure (one batched update)."""
        rooms: list[str] = []
        probs: list[float] = []
        colours: list[str] = []
        if odds.rooms:
            rooms = [t("any_room", lang), *(room_label(r, lang) for r in odds.rooms)]
            probs = [odds.any_room, *odds.probabilities]
            colours = [ANY_COLOUR] + [ROOM_COLOUR] * len(odds.rooms)
        labels = [_short(o.label(lang)) for o in odds.options]
        option_probs = [o.probability for o in odds.options]
        option_colours = [BEST_COLOUR] + [OPTION_COLOUR] * (len(labels) - 1) if labels else []
        if odds.kind == "dice":
            title = t("odds_now", lang, rerolls=counted(odds.rerolls_left, "reroll", lang))
        elif odds.kind == "roll":
            title = t("odds_after_roll", lang)
        else:
            title = t("no_dice_decision", lang)
        wanted: dict[tuple[str, ...], Any] = {
            ("0", "y"): rooms, ("0", "x"): probs, ("0", "text"): [percent(p) for p in probs],
            ("0", "marker", "color"): colours,
            ("1", "y"): labels, ("1", "x"): option_probs,
            ("1", "text"): [percent(p) for p in option_probs],
            ("1", "marker", "color"): option_colours,
            ("title",): _short(title, 70),
            ("advisor",): bool(labels),
        }
        changed = {k: v for k, v in wanted.items() if self._last.get(k, _UNSET) != v}
        if not changed:
            return
        w: Any = self.widget
        with w.batch_update():  # only what changed: plotly validates every value it is given
            for key, value in changed.items():
                if key == ("title",):
                    w.layout.title.text = value
                elif key == ("advisor",):
                    w.layout.xaxis2.visible = value  # the advisor's panel only with dice
                    w.layout.yaxis2.visible = value
                elif key[1:] == ("marker", "color"):
                    w.data[int(key[0])].marker.color = value
                else:
                    setattr(w.data[int(key[0])], key[1], value)
        self._last.update(changed)
        sync_figure(w, data=any(k[0] in "01" for k in changed),
                    layout=("title",) in changed or ("advisor",) in changed)
