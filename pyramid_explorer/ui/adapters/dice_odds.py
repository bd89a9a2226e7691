"""The live odds panel of a Dice Pyramid turn: per open room, any room, the advisor's options.

The numbers come from :mod:`pyramid_explorer.games.dice_pyramid.advice` (pure, no widgets);
this module shows them. The advice's names stay importable from here.

>>> from pyramid_explorer.games import new_game
>>> s = new_game("dice-pyramid", seed=3)
>>> s = s.apply(Action("roll", (3, 3, 3, 5, 1))); s.dice
(3, 3, 3, 5, 1)
>>> odds = dice_odds(s)
>>> percent(odds.probabilities[odds.rooms.index("Entrance")])   # any dice do
'100 %'
>>> percent(odds.any_room), odds.options[0].kind
('100 %', 'stop')
>>> suggested_action(s, odds).kind
'take'
"""

from __future__ import annotations

from typing import Any

from ...engine import Action, GameState
from ...engine.text import counted
from ...games.dice_pyramid.advice import (  # noqa: F401 - re-exported: the advice's old home
    TOP_OPTIONS,
    DiceOdds,
    _odds,
    dice_odds,
    option_action,
    suggested_action,
)
from ..common.format import percent  # noqa: F401 - the adapters take it from here
from ..common.i18n import t
from .base import ChartOddsPanel
from .dice_words import room_label


def summary_html(odds: DiceOdds, lang: str, *, open_: bool = False) -> str:
    """The odds as text: the same numbers as the chart, for reading and for tests.

    ``open_``: unfolded (while there is no chart yet, the text is all the panel shows).
    """
    if odds.kind == "none":
        return f"<div>{t('no_dice_decision', lang)}</div>"
    head = t("odds_now" if odds.kind == "dice" else "odds_after_roll", lang,
             rerolls=counted(odds.rerolls_left, "reroll", lang))
    rows = "".join(f"<li>{room_label(room, lang)}: <b>{percent(p)}</b></li>"
                   for room, p in zip(odds.rooms, odds.probabilities, strict=True))
    any_line = f"<div>{t('any_room', lang)}: <b>{percent(odds.any_room)}</b></div>"
    ranked = ""
    if odds.options:
        items = "".join(f"<li>{opt.label(lang)} — <b>{percent(opt.probability)}</b></li>"
                        for opt in odds.options)
        ranked = f"<div><b>{t('advisor', lang)}</b></div><ol>{items}</ol>"
    unfolded = " open" if open_ else ""
    return (f'<details class="pe-odds"{unfolded}><summary>{t("as_text", lang)}</summary>'
            f"<div>{head}</div><ul>{rows}</ul>{any_line}{ranked}</details>")


class DicePyramidOdds(ChartOddsPanel):
    """The odds panel: the rooms' and the advisor's bars (:mod:`.dice_chart`), plus the
    numbers as text.

    ``chart=False`` starts with the text only (unfolded); :meth:`build_chart` adds the chart.

    >>> from pyramid_explorer.games import new_game
    >>> panel = DicePyramidOdds(chart=False)
    >>> panel.update(new_game("dice-pyramid", seed=3), None, "en")
    >>> panel.figure is None, '<details class="pe-odds" open>' in panel.html()
    (True, True)
    >>> panel.build_chart(); panel.widget.children[0] is panel.figure.widget
    True
    >>> [b.label for b in panel.figure.rooms.bars][:2]
    ['Any open room', 'Inner Sanctum']
    """

    public = True  # (the solo game: whoever watches sees what the one player sees)

    has_advisor = True

    def compute(self, state: GameState, viewer: int | None) -> DiceOdds:
        return dice_odds(state)

    def make_chart(self) -> tuple[Any, Any]:
        from .dice_chart import OddsChart

        chart = OddsChart()
        return chart, chart.widget

    def draw(self, chart: Any, odds: DiceOdds, lang: str) -> None:
        chart.show(odds, lang)

    def summary(self, odds: DiceOdds, lang: str, unfolded: bool) -> str:
        return summary_html(odds, lang, open_=unfolded)

    def suggestion(self, state: GameState) -> Action | None:
        return suggested_action(state)
