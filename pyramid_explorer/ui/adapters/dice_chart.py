"""The Dice Pyramid odds chart: the rooms' chances and the advisor's options as HTML bars.

Top: the chance to complete each open room (and any of them) this turn. Bottom, when there are
dice to decide on: the advisor's ranked options with their chances, the best in vermillion.
:meth:`OddsChart.show` redraws only when something changed.

>>> chart = OddsChart()
>>> from pyramid_explorer.ui.adapters.dice_odds import DiceOdds
>>> chart.show(DiceOdds("roll", ("Entrance",), (1.0,), 1.0), "en")
>>> [b.label for b in chart.rooms.bars]
['Any open room', 'Entrance']
>>> chart.show(DiceOdds("roll", ("Entrance",), (1.0,), 1.0), "de"); [b.label for b in chart.rooms.bars]
['Irgendein offener Raum', 'Eingang']
"""

from __future__ import annotations

from ...engine.text import counted
from ...games.dice_pyramid.advice import DiceOdds
from ..charts.bars import Bar, Charts, ChartView, HBars
from ..common.i18n import t
from ..common.theme import OKABE_ITO
from .dice_words import room_label

ROOM_COLOUR = OKABE_ITO["blue"]
ANY_COLOUR = OKABE_ITO["black"]
OPTION_COLOUR = OKABE_ITO["bluish_green"]
BEST_COLOUR = OKABE_ITO["vermillion"]


def _short(text: str, n: int = 44) -> str:
    return text if len(text) <= n else text[: n - 1] + "…"


class OddsChart:
    """Room chances and the advisor's ranked options (two bar charts, one above the other)."""

    def __init__(self) -> None:
        self.view = ChartView()
        self.widget = self.view.widget
        self.rooms = HBars("", ())
        self.options = HBars("", ())

    def show(self, odds: DiceOdds, lang: str) -> None:
        """Draw ``odds`` (nothing is re-sent when they look the same as before)."""
        bars: list[Bar] = []
        if odds.rooms:
            bars.append(Bar(t("any_room", lang), odds.any_room, ANY_COLOUR))
            bars.extend(Bar(room_label(r, lang), p, ROOM_COLOUR)
                        for r, p in zip(odds.rooms, odds.probabilities, strict=True))
        if odds.kind == "dice":
            title = t("odds_now", lang, rerolls=counted(odds.rerolls_left, "reroll", lang))
        elif odds.kind == "roll":
            title = t("odds_after_roll", lang)
        else:
            title = t("no_dice_decision", lang)
        self.rooms = HBars(title, tuple(bars))
        self.options = HBars(t("advisor", lang), tuple(
            Bar(_short(o.label(lang)), o.probability, BEST_COLOUR if i == 0 else OPTION_COLOUR)
            for i, o in enumerate(odds.options)))
        charts = (self.rooms, self.options) if self.options.bars else (self.rooms,)
        self.view.show(Charts(charts))
