"""The advice behind Dice Pyramid's odds panel: exact chances per open room, and the move.

Pure functions of the state (no widgets): :func:`dice_odds` gives the chance to complete each
open room (and any of them) by the end of the turn under best play, and the advisor's ranked
options; :func:`suggested_action` turns the best option into the move that carries it out.
All numbers are exact (from :mod:`pyramid_explorer.dice`) and cached by what they depend on
(dice, dice being rolled, re-rolls left, usable relics, open rooms, options), so stepping
through a game, undoing or switching the language never recomputes them.

>>> from pyramid_explorer.games import new_game
>>> s = new_game("dice-pyramid", seed=3)
>>> dice_odds(s).kind, dice_odds(s).any_room > 0.9     # a roll is due: averaged over it
('roll', True)
>>> s = s.apply(Action("roll", (3, 3, 3, 5, 1)))
>>> odds = dice_odds(s)
>>> odds.probabilities[odds.rooms.index("Entrance")], odds.options[0].kind   # any dice do
(1.0, 'stop')
>>> suggested_action(s, odds)
Action(kind='take', args=('Entrance',), label='')
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
from .actions import CARD, ROOM_NUMBER
from .tables import challenges

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
