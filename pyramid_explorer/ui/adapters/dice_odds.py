"""The live odds of a Dice Pyramid turn: per open room, any room, and the advisor's ranked options.

All numbers are exact (from :mod:`pyramid_explorer.dice`) and cached by what they depend on
(dice, dice being rolled, re-rolls left, usable relics, open rooms, options), so stepping
through a game, undoing or switching the language never recomputes them.

>>> from pyramid_explorer.games import new_game
>>> s = new_game("dice-pyramid", seed=3)
>>> s = s.apply(Action("roll", (3, 3, 3, 5, 1))); s.dice
(3, 3, 3, 5, 1)
>>> odds = dice_odds(s)
>>> percent(odds.probabilities[odds.rooms.index("Entrance")])   # any dice do
'100%'
>>> percent(odds.any_room), odds.options[0].kind
('100%', 'stop')
>>> suggested_action(s, odds).kind
'take'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations_with_replacement
from math import factorial
from typing import Any

from ...dice.advisor import KeepOption, best_keep
from ...dice.odds import Target, resolve_relic, success_probability, success_probability_from
from ...engine import Action, GameState
from ...games.dice_pyramid.actions import CARD, ROOM_NUMBER, room_name
from ...games.dice_pyramid.tables import challenges
from .. import charts
from ..i18n import t
from .base import ChartOddsPanel

TOP_OPTIONS = 5


@dataclass(frozen=True)
class DiceOdds:
    """What the odds panel shows for one moment of a turn.

    ``kind``: ``"dice"`` (dice on the table: chances by the end of the turn), ``"roll"``
    (a roll is due: chances averaged over its outcomes) or ``"none"`` (no dice decision).
    """

    kind: str
    rooms: tuple[str, ...] = ()
    probabilities: tuple[float, ...] = ()
    any_room: float = 0.0
    options: tuple[KeepOption, ...] = ()
    dice: tuple[int, ...] = ()
    rerolls_left: int = 0


def _key(state: Any) -> tuple[Any, ...]:
    """Everything the odds of ``state`` depend on."""
    o = state.options
    rooms = tuple(state.open_rooms()) if state.phase in ("play", "chance") else ()
    relics = tuple(CARD[n].relic for n in state.uses_left())
    return (state.phase, tuple(state.dice), tuple(state.pending), state.rerolls_left, relics,
            rooms, o.full_house_five_of_a_kind, o.relic_reroll_up_to, o.power_relics)


def dice_odds(state: GameState) -> DiceOdds:
    """The odds for ``state`` (cached by :func:`_key`)."""
    return _odds(_key(state))


@lru_cache(maxsize=4096)
def _odds(key: tuple[Any, ...]) -> DiceOdds:
    phase, dice, pending, rerolls, relics, rooms, five, up_to, power = key
    if not rooms or phase not in ("play", "chance"):
        return DiceOdds("none", dice=dice, rerolls_left=rerolls)
    table = challenges(five)
    # resolved once (Target / Relic objects), so the many calls below look nothing up by name
    single = {room: (Target(room, table[ROOM_NUMBER[room]]),) for room in rooms}
    targets = tuple(t for room in rooms for t in single[room])
    relics = tuple(resolve_relic(r) for r in relics)
    kw = {"relic_reroll_up_to": up_to, "power_relics": power}
    if phase == "play":
        probs = tuple(success_probability_from(dice, single[r], rerolls, relics, **kw)
                      for r in rooms)
        p_any = success_probability_from(dice, targets, rerolls, relics, **kw)
        options = tuple(best_keep(dice, targets, rerolls_left=rerolls, relics=relics, **kw))
        return DiceOdds("dice", rooms, probs, p_any, options[:TOP_OPTIONS], dice, rerolls)
    if len(pending) == 5:  # a fresh roll of all dice
        probs = tuple(success_probability(single[r], rerolls=rerolls, relics=relics, **kw)
                      for r in rooms)
        p_any = success_probability(targets, rerolls=rerolls, relics=relics, **kw)
        return DiceOdds("roll", rooms, probs, p_any, (), dice, rerolls)
    probs = tuple(_average(dice, pending, single[r], rerolls, relics, kw) for r in rooms)
    p_any = _average(dice, pending, targets, rerolls, relics, kw)
    return DiceOdds("roll", rooms, probs, p_any, (), dice, rerolls)


def _average(dice: Sequence[int], pending: Sequence[int], targets: Any, rerolls: int,
             relics: Sequence[Any], kw: dict[str, bool]) -> float:
    """The chance of success averaged over every outcome of the dice being rolled."""
    k = len(pending)
    kept = [v for i, v in enumerate(dice) if i not in pending]
    total = 0.0
    for values in combinations_with_replacement(range(1, 7), k):
        weight = factorial(k)
        for face in set(values):
            weight //= factorial(values.count(face))
        roll = tuple(kept) + values
        total += weight * success_probability_from(roll, targets, rerolls, relics, **kw)
    return total / 6**k


def option_action(option: KeepOption) -> Action:
    """The move that carries out an advisor option."""
    if option.kind == "stop":
        return Action("take", (option.room,)) if option.room else Action("end")
    if option.kind == "reroll":
        return Action("reroll", tuple(option.reroll))
    use = option.use
    indices = tuple(use.indices) if use is not None else tuple(option.reroll)
    delta = use.delta if use is not None else 0
    return Action("use", (option.relic, indices, delta))


def suggested_action(state: GameState, odds: DiceOdds | None = None) -> Action | None:
    """The advisor's best move now, if it is a legal move (``None`` when there is no advice)."""
    odds = odds or dice_odds(state)
    if odds.kind != "dice" or not odds.options:
        return None
    action = option_action(odds.options[0])
    return action if action in state.legal_actions() else None


def room_label(room: str, lang: str) -> str:
    """A room's name in ``lang`` (rooms are keyed by their printed English names)."""
    number = ROOM_NUMBER.get(room)
    return room_name(number, lang) if number is not None else room


def percent(p: float) -> str:
    """A chance as the charts module writes it (``63.2%``, ``>99.9%``), float noise removed.

    >>> percent(1.0000000000000007), percent(0.6321), percent(0.99996)
    ('100%', '63.2%', '>99.9%')
    """
    return charts.percent(min(1.0, max(0.0, round(p, 12))))


def summary_html(odds: DiceOdds, lang: str, *, open_: bool = False) -> str:
    """The odds as text: the same numbers as the chart, for reading and for tests.

    ``open_``: unfolded (while there is no chart yet, the text is all the panel shows).
    """
    if odds.kind == "none":
        return f"<div>{t('no_dice_decision', lang)}</div>"
    head = t("odds_now" if odds.kind == "dice" else "odds_after_roll", lang,
             n=odds.rerolls_left)
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
    """The odds panel: a plotly FigureWidget updated in place, plus the numbers as text.

    ``chart=False`` starts with the text only (unfolded); :meth:`build_chart` adds the chart.

    >>> from pyramid_explorer.games import new_game
    >>> panel = DicePyramidOdds(chart=False)
    >>> panel.update(new_game("dice-pyramid", seed=3), None, "en")
    >>> panel.figure is None, '<details class="pe-odds" open>' in panel.html()
    (True, True)
    >>> panel.build_chart(); panel.widget.children[0] is panel.figure.widget
    True
    >>> list(panel.figure.widget.data[0].y)[:2]
    ['Any open room', 'Inner Sanctum']
    """

    has_advisor = True

    def compute(self, state: GameState, viewer: int | None) -> DiceOdds:
        return dice_odds(state)

    def make_chart(self) -> tuple[Any, Any]:
        from .dice_chart import OddsFigure

        figure = OddsFigure()
        return figure, figure.widget

    def draw(self, chart: Any, odds: DiceOdds, lang: str) -> None:
        chart.show(odds, lang)

    def summary(self, odds: DiceOdds, lang: str, unfolded: bool) -> str:
        return summary_html(odds, lang, open_=unfolded)

    def suggestion(self, state: GameState) -> Action | None:
        return suggested_action(state)
