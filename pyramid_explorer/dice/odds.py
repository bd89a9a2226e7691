"""Exact odds of meeting challenges in one turn under optimal play.

"Optimal" means: every keep / re-roll / relic decision maximises the chance that, when the
turn ends, the dice meet the challenge (or, with several targets, *at least one* of them).
Results are exact up to float rounding (about 1e-15).

>>> round(success_probability("X X X X X", rerolls=2) * 6**10)
2783176
>>> round(success_probability("Grand Gallery", rerolls=0), 4)
0.213
>>> success_probability("Grand Gallery", rerolls=2, relics=["Jackal's Fang"]) > \\
...     success_probability("Grand Gallery", rerolls=2)
True
>>> success_probability_from((6, 6, 6, 2, 1), "Treasure Chamber", rerolls_left=0,
...                          relics=["Crook and Flail"])
0.0
>>> odds = room_distribution(["Grand Gallery", "Unstable Stairway"], rerolls=2)
>>> sorted(odds.per_room)
['Grand Gallery', 'Unstable Stairway']
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

import numpy as np

from .abilities import Ability
from .cards import ROOMS, Card, card_by_relic, card_by_room, relic_name
from .challenge import Challenge, ChallengeSyntaxError
from .solver import Solver, solver

TargetLike = Challenge | str
RelicLike = str | Ability | Card

_NAME_WORD = re.compile(r"[A-Za-z']{4,}")


@dataclass(frozen=True)
class Target:
    """A challenge with the name shown for it (the room name, or the notation)."""

    name: str
    challenge: Challenge


@dataclass(frozen=True)
class Relic:
    """A relic held for the turn: its name and ability."""

    name: str
    ability: Ability


def resolve_target(value: TargetLike | Target) -> Target:
    """A :class:`Target` from a room name (case ignored), notation text or a challenge.

    >>> resolve_target("grand gallery")
    Target(name='Grand Gallery', challenge=Challenge(notation='X X X'))
    >>> resolve_target("X X X Y Y").name
    'X X X Y Y'
    """
    if isinstance(value, Target):
        return value
    if isinstance(value, Card):
        return Target(value.room, value.challenge)
    if isinstance(value, Challenge):
        return Target(_room_of(value) or value.notation, value)
    if not isinstance(value, str):
        raise TypeError(f"a target is a room name, challenge notation or Challenge, "
                        f"not {type(value).__name__}")
    try:
        card = card_by_room(value)
    except KeyError:
        pass
    else:
        return Target(card.room, card.challenge)
    # a word of 4+ letters in lower case with 3+ different letters ("Grand Galery") is a
    # misspelt room, not dice letters (write those as capitals: "XYZW")
    words = [w for w in value.split() if _NAME_WORD.fullmatch(w) and not w.isupper()
             and len(set(w.lower())) >= 3]
    if words:
        raise ChallengeSyntaxError(
            f"{value!r} is neither a Dice Pyramid room ({', '.join(ROOMS)}) nor challenge "
            "notation such as 'X X X'", value, value.index(words[0]))
    challenge = Challenge.parse(value)
    return Target(challenge.notation, challenge)


def _room_of(challenge: Challenge) -> str | None:
    for room in ROOMS:
        if card_by_room(room).challenge == challenge:
            return room
    return None


def resolve_targets(value: TargetLike | Iterable[TargetLike] | Mapping[str, TargetLike]
                    ) -> tuple[Target, ...]:
    """One or several targets: a single target, a list of them, or ``{name: target}``."""
    if isinstance(value, (str, Challenge, Card, Target)):
        return (resolve_target(value),)
    if isinstance(value, Mapping):
        return tuple(Target(name, resolve_target(t).challenge) for name, t in value.items())
    out = tuple(resolve_target(v) for v in value)
    if not out:
        raise ValueError("give at least one target (a room or a challenge)")
    return out


def resolve_relic(value: RelicLike | Relic) -> Relic:
    """A :class:`Relic` from a relic name (case ignored), an :class:`Ability` or a card."""
    if isinstance(value, Relic):
        return value
    if isinstance(value, Card):
        return Relic(value.relic, value.ability)
    if isinstance(value, Ability):
        return Relic(relic_name(value) or value.describe(), value)
    card = card_by_relic(value)
    return Relic(card.relic, card.ability)


def _setup(targets, dice: int, relics: Iterable[RelicLike], up_to: bool
           ) -> tuple[tuple[Target, ...], tuple[Relic, ...], Solver]:
    if isinstance(dice, bool) or not isinstance(dice, int):
        raise TypeError(f"dice must be a whole number, not {dice!r}")
    resolved = resolve_targets(targets)
    held = tuple(resolve_relic(r) for r in relics)
    s = solver(tuple(t.challenge for t in resolved), dice, tuple(r.ability for r in held),
               bool(up_to))
    return resolved, held, s


def _check_rerolls(rerolls: int) -> int:
    if isinstance(rerolls, bool) or not isinstance(rerolls, int) or rerolls < 0:
        raise ValueError(f"re-rolls left must be a whole number 0 or more, not {rerolls!r}")
    return rerolls


def _roll_index(s: Solver, roll: Sequence[int]) -> int:
    dice = tuple(roll)
    if len(dice) != s.n or any(not isinstance(v, (int, np.integer)) or not 1 <= v <= 6
                               for v in dice):
        raise ValueError(f"a roll is {s.n} dice showing 1 to 6, not {dice}")
    return s.tab.full.index[tuple(sorted(int(v) for v in dice))]


def success_probability(challenge: TargetLike | Iterable[TargetLike], *, dice: int = 5,
                        rerolls: int = 2, relics: Iterable[RelicLike] = (),
                        relic_reroll_up_to: bool = False, power_relics: bool = False) -> float:
    """The chance to meet ``challenge`` in a fresh turn under optimal play.

    ``challenge``: a :class:`Challenge`, notation, a room name, or a list of them (then any
    one counts). ``rerolls``: re-rolls after the first roll. ``relics``: relic names, cards or
    abilities, each usable once at any moment. ``relic_reroll_up_to``: a "re-roll k dice" relic
    may re-roll 1..k dice. ``power_relics``: the Power Relics option — the relic stays with the
    player, but is still usable once per turn, so the chance for a turn is unchanged (accepted
    so callers can pass the game's options through).
    """
    del power_relics  # same once-per-turn limit; see docstring
    _, _, s = _setup(challenge, dice, relics, relic_reroll_up_to)
    return s.turn_probability(_check_rerolls(rerolls))


def success_probability_from(roll: Sequence[int], challenges: TargetLike | Iterable[TargetLike],
                             rerolls_left: int, relics: Iterable[RelicLike] = (), *,
                             relic_reroll_up_to: bool = False,
                             power_relics: bool = False) -> float:
    """The chance to meet any of ``challenges`` from the dice on the table (``roll``), with
    ``rerolls_left`` re-rolls and ``relics`` unused, under optimal play.

    >>> success_probability_from((3, 3, 3, 5, 1), "Grand Gallery", 0)
    1.0
    """
    del power_relics
    _, _, s = _setup(challenges, len(tuple(roll)), relics, relic_reroll_up_to)
    return float(s.V(_check_rerolls(rerolls_left), s.full_mask)[_roll_index(s, roll)])


@dataclass(frozen=True)
class RoomOdds:
    """Which rooms can be taken at the end of the turn, under the policy that maximises the
    chance of taking *at least one* (ties broken as in :mod:`.solver`: stop as soon as a room
    is met, keep more dice, spend no relic that does not strictly help).

    ``p_any``: chance that at least one room can be taken (the optimum). ``per_room``: chance
    that each room can be taken at the end under that policy (they overlap). ``by_set``:
    chance that *exactly* this set of rooms can be taken (``frozenset()`` = none); sums to 1.
    """

    names: tuple[str, ...]
    p_any: float
    per_room: dict[str, float]
    by_set: dict[frozenset[str], float] = field(repr=False)

    def rows(self) -> list[dict[str, object]]:
        """The distribution as plain rows, most likely first (for tables and tests)."""
        return [{"rooms": sorted(k), "probability": v}
                for k, v in sorted(self.by_set.items(), key=lambda kv: -kv[1])]


def room_distribution(challenges: Iterable[TargetLike] | Mapping[str, TargetLike], *,
                      dice: int = 5, rerolls: int = 2, relics: Iterable[RelicLike] = (),
                      roll: Sequence[int] | None = None, relic_reroll_up_to: bool = False
                      ) -> RoomOdds:
    """The distribution over which of several open rooms can be taken (see :class:`RoomOdds`).

    With ``roll`` the turn starts from those dice with ``rerolls`` re-rolls left; otherwise it
    is a fresh turn (first roll random, then ``rerolls`` re-rolls).
    """
    targets, _, s = _setup(challenges, dice, relics, relic_reroll_up_to)
    r = _check_rerolls(rerolls)
    if roll is None:
        start = s.tab.full.prob.copy()
    else:
        start = np.zeros(len(s.tab.full))
        start[_roll_index(s, roll)] = 1.0
    final = s.final_distribution(r, start)
    names = tuple(t.name for t in targets)
    codes = np.zeros(len(final), dtype=np.int64)
    for i in range(len(names)):
        codes |= s.match[i].astype(np.int64) << i
    by_code = np.bincount(codes, weights=final, minlength=1 << len(names))
    by_set = {frozenset(n for i, n in enumerate(names) if code >> i & 1): float(p)
              for code, p in enumerate(by_code) if p > 0}
    per_room = {n: float(final[s.match[i]].sum()) for i, n in enumerate(names)}
    p_any = float(final[s.success > 0].sum())
    return RoomOdds(names, p_any, per_room, by_set)


@dataclass(frozen=True)
class RoomRow:
    """One row of the room table: a room's chance with some re-rolls (and relics)."""

    room: str
    notation: str
    rerolls: int
    relics: tuple[str, ...]
    probability: float


def room_table(rooms: Iterable[TargetLike] = ROOMS, *, rerolls: Iterable[int] = (0, 1, 2),
               relics: Iterable[RelicLike] = (), dice: int = 5,
               relic_reroll_up_to: bool = False) -> list[RoomRow]:
    """Each room's chance for a fresh turn at each number of re-rolls (with ``relics``).

    >>> rows = room_table(["Entrance", "Treasure Chamber"], rerolls=(0,))
    >>> [(r.room, round(r.probability, 5)) for r in rows]
    [('Entrance', 1.0), ('Treasure Chamber', 0.00077)]
    """
    held = tuple(resolve_relic(r) for r in relics)
    names = tuple(r.name for r in held)
    out: list[RoomRow] = []
    for target in (resolve_target(r) for r in rooms):
        s = solver((target.challenge,), dice, tuple(r.ability for r in held),
                   bool(relic_reroll_up_to))
        for k in rerolls:
            out.append(RoomRow(target.name, target.challenge.notation, _check_rerolls(k), names,
                               s.turn_probability(k)))
    return out
