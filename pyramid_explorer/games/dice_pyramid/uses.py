"""Relic uses and their results without labels: the fast path for the rules and the bots.

:meth:`Ability.uses` reads the dice only through each die's *class*: whether it shows one of
the relic's faces and, for a shift, which changes keep it within 1–6. So the uses of a relic
are listed once per pattern of classes (at most 32 for a flip, 243 for a shift) instead of
once per ordered roll (7,776), and every :class:`AbilityUse` is one shared object. The result
of each use is :meth:`Ability.result`. Labels (which only the explorer shows) are built in
:mod:`.actions`, from these tables, when a move list is asked for.

The order is exactly :meth:`Ability.uses`'s (a test compares every relic on every roll), so
a bot that breaks ties by position in this list plays the same moves as before.

>>> uses(10, (3, 2, 5, 6, 1))[:2]                  # Cat Statue: flip any one die
(AbilityUse(indices=(0,), delta=0), AbilityUse(indices=(1,), delta=0))
>>> use_results(14, (6, 6, 5, 6, 6))               # Scepter of Nut: a 6 cannot go up
{AbilityUse(indices=(2,), delta=1): (6, 6, 6, 6, 6)}
>>> uses(8, (1, 2, 3, 4, 5), up_to=True)[0]        # Jackal's Fang, "up to 3": one die too
AbilityUse(indices=(0,), delta=0)
"""

from __future__ import annotations

from functools import cache, lru_cache

from ...dice import CARDS, AbilityUse

_ABILITY = {c.number: c.ability for c in CARDS}

_Class = tuple[bool, tuple[int, ...]]


@cache
def _classes(number: int) -> dict[int, _Class]:
    """Face value -> the class of a die showing it, for relic ``number``: (shows one of the
    relic's faces, the shifts that keep it within 1–6)."""
    ability = _ABILITY[number]
    shifts = ability.deltas if ability.kind == "shift" else ()
    return {v: (v in ability.faces, tuple(d for d in shifts if 1 <= v + d <= 6))
            for v in range(1, 7)}


_BY_PATTERN: dict[tuple, tuple[tuple[AbilityUse, ...], frozenset[AbilityUse]]] = {}
"""(relic, up_to, pattern of the dice's classes) -> the uses in :meth:`Ability.uses` order,
and the same as a set."""


def _listing(number: int, dice: tuple[int, ...],
             up_to: bool) -> tuple[tuple[AbilityUse, ...], frozenset[AbilityUse]]:
    pattern = tuple(map(_classes(number).get, dice))
    if None in pattern:                   # not a die face: no pattern, ask the ability itself
        listed = tuple(_ABILITY[number].uses(dice, up_to=up_to))
        return listed, frozenset(listed)
    key = (number, up_to, pattern)
    found = _BY_PATTERN.get(key)
    if found is None:
        # any roll with this pattern has the same uses: list them from this one
        listed = tuple(_ABILITY[number].uses(dice, up_to=up_to))
        found = _BY_PATTERN[key] = (listed, frozenset(listed))
    return found


def uses(number: int, dice: tuple[int, ...], up_to: bool = False) -> tuple[AbilityUse, ...]:
    """Every legal use of card ``number``'s relic on ``dice``, as :meth:`Ability.uses` lists
    them (``up_to``: a re-roll relic may re-roll fewer dice)."""
    return _listing(number, dice, up_to)[0]


def legal_uses(number: int, dice: tuple[int, ...], up_to: bool = False) -> frozenset[AbilityUse]:
    """The legal uses of card ``number``'s relic on ``dice``, as a set to test a move against."""
    return _listing(number, dice, up_to)[1]


@lru_cache(maxsize=1 << 16)
def use_results(number: int, dice: tuple[int, ...]) -> dict[AbilityUse, tuple[int, ...]]:
    """Flip/shift relic ``number`` on ``dice``: each legal use -> the dice after it."""
    result = _ABILITY[number].result
    return {u: result(dice, u) for u in uses(number, dice)}
