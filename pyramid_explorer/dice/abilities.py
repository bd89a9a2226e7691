"""Relic abilities of Dice Pyramid: re-roll, flip and shift dice.

An :class:`Ability` says what a relic does; :meth:`Ability.uses` lists every legal way to use
it on the dice on the table, as :class:`AbilityUse` values (0-based dice positions).

>>> cat = Ability(kind="flip", counts=(1,))
>>> cat.uses((3, 3, 5, 6, 1))[:2]
[AbilityUse(indices=(0,), delta=0), AbilityUse(indices=(1,), delta=0)]
>>> cat.apply((3, 3, 5, 6, 1), AbilityUse((4,)))
(3, 3, 5, 6, 6)
>>> nut = Ability(kind="shift", counts=(1,), deltas=(1,))
>>> [u.indices for u in nut.uses((6, 6, 5, 6, 6))]   # a 6 cannot go up
[(2,)]
>>> len(Ability(kind="reroll", counts=(3,)).uses((1, 2, 3, 4, 5)))
10
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Literal

from .multisets import FACES

FLIP: dict[int, int] = {1: 6, 2: 5, 3: 4, 4: 3, 5: 2, 6: 1}
"""A flipped die shows the opposite face: the two always add up to 7."""

AbilityKind = Literal["reroll", "flip", "shift", "win"]
_ALL = frozenset(FACES)


@dataclass(frozen=True)
class AbilityUse:
    """One use of an ability: the dice positions (0-based, sorted) and, for a shift, ±1."""

    indices: tuple[int, ...]
    delta: int = 0


@dataclass(frozen=True)
class Ability:
    """What a relic does.

    - ``kind``: ``"reroll"`` (roll those dice again), ``"flip"`` (turn dice upside down),
      ``"shift"`` (add or subtract 1, never past 6 or below 1), ``"win"`` (the Golden Ankh:
      taking it wins the game; it is never *used*).
    - ``counts``: how many dice it acts on, e.g. ``(2, 3)`` for "re-roll 2 or 3 dice".
    - ``faces``: the faces a targeted die may show (all six when unrestricted).
    - ``deltas``: for shifts, the allowed changes (``(1, -1)``, ``(1,)`` or ``(-1,)``).
    """

    kind: AbilityKind
    counts: tuple[int, ...] = ()
    faces: frozenset[int] = _ALL
    deltas: tuple[int, ...] = ()

    def sizes(self, n_dice: int, up_to: bool = False) -> tuple[int, ...]:
        """How many dice one use may target among ``n_dice`` dice.

        ``up_to=True`` (re-rolls only): any number from 1 to the largest count.
        """
        if self.kind == "reroll" and up_to and self.counts:
            wanted = range(1, max(self.counts) + 1)
        else:
            wanted = self.counts
        return tuple(k for k in sorted(set(wanted)) if 0 < k <= n_dice)

    def uses(self, dice: Sequence[int], up_to: bool = False) -> list[AbilityUse]:
        """Every legal use of this ability on ``dice`` (positions 0-based, sorted).

        Re-roll: every set of dice of a size in ``counts`` (``up_to=True``: of 1..max size).
        Flip: every such set whose dice all show a face in ``faces``. Shift: one die and each
        delta that keeps it within 1..6. The Golden Ankh (``"win"``) has no uses.
        """
        n = len(dice)
        if self.kind == "win":
            return []
        if self.kind == "shift":
            return [AbilityUse((i,), d) for i in range(n) if dice[i] in self.faces
                    for d in self.deltas if 1 <= dice[i] + d <= 6]
        out: list[AbilityUse] = []
        for k in self.sizes(n, up_to):
            for idx in combinations(range(n), k):
                if all(dice[i] in self.faces for i in idx):
                    out.append(AbilityUse(idx))
        return out

    def apply(self, dice: Sequence[int], use: AbilityUse) -> tuple[int, ...]:
        """The dice after a flip or a shift (positions unchanged).

        A re-roll has no fixed result: the caller rolls the dice at ``use.indices``.
        ``ValueError`` for a use that is not legal on these dice.
        """
        if self.kind in ("reroll", "win"):
            raise ValueError(f"a {self.kind} has no fixed result; roll the dice at "
                             f"{use.indices} instead" if self.kind == "reroll"
                             else "the Golden Ankh is never used; taking it wins the game")
        legal = self.uses(dice, up_to=False)
        if use not in legal:
            raise ValueError(f"{use} is not a legal {self.kind} of dice {tuple(dice)}")
        return self.result(dice, use)

    def result(self, dice: Sequence[int], use: AbilityUse) -> tuple[int, ...]:
        """The dice after a flip or shift ``use`` that the caller took from :meth:`uses`.

        Unchecked (that is :meth:`apply`'s job), so a table of every use's result costs one
        pass over the uses instead of one per use.

        >>> Ability("flip", (1, 2)).result((3, 3, 5, 6, 1), AbilityUse((0, 4)))
        (4, 3, 5, 6, 6)
        """
        out = list(dice)
        for i in use.indices:
            out[i] = FLIP[out[i]] if self.kind == "flip" else out[i] + use.delta
        return tuple(out)

    def describe(self, lang: str = "en") -> str:
        """A short description of the ability, e.g. ``'flip 1 die showing 6 or 1'``.

        >>> Ability("reroll", (2, 3)).describe()
        're-roll 2 or 3 dice'
        >>> Ability("shift", (1,), deltas=(1, -1)).describe("de")
        'einen Würfel um 1 erhöhen oder verringern'
        """
        de = lang == "de"
        counts = (" oder " if de else " or ").join(str(c) for c in self.counts)
        one = self.counts == (1,)
        if self.kind == "win":
            return "gewinnt das Spiel" if de else "wins the game"
        if self.kind == "reroll":
            if de:
                return f"{counts} Würfel neu werfen" if not one else "1 Würfel neu werfen"
            return f"re-roll {counts} {'die' if one else 'dice'}"
        if self.kind == "flip":
            restrict = ""
            if self.faces != _ALL:
                shown = (" oder " if de else " or ").join(
                    ", ".join(str(f) for f in sorted(self.faces)).rsplit(", ", 1))
                restrict = f" mit {shown}" if de else f" showing {shown}"
            if de:
                return f"{counts} Würfel{restrict} umdrehen"
            return f"flip {counts} {'die' if one else 'dice'}{restrict}"
        ups = [d for d in self.deltas if d > 0]
        downs = [d for d in self.deltas if d < 0]
        if de:
            verb = ("erhöhen oder verringern" if ups and downs
                    else "erhöhen" if ups else "verringern")
            return f"einen Würfel um 1 {verb}"
        verb = ("add or subtract 1 on" if ups and downs else "add 1 to" if ups
                else "subtract 1 from")
        return f"{verb} one die"


REROLL_ALL = Ability("reroll", (5,))
WIN = Ability("win", (), frozenset(), ())
