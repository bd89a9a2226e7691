"""Exact odds for one Ramses Pyramid player, from what that player knows.

* :func:`die_table` — every outcome of the reconstructed die with its probability;
* :func:`climb_chances` — for an adventurer about to roll on the pyramid: per die outcome,
  whether the roll lets it climb one layer *for sure* (a crystal at the tent, the dark layer,
  or a temple it saw holding the colour), with the best choice of turn, steal or mummy; and
  the chance of a correct guess when it has to open a temple it has not seen;
* :func:`lap_within` — on the brown spaces: the chance to complete the lap within ``n`` turns;
* :func:`public_climb` — the same climb odds as the whole room can work them out (a shared
  table's public view): the room knows which temples the player looked into but not what it
  saw there, so every way the colours it cannot see may lie is counted, equally likely.

Only public facts and the colours the player saw are used, never an unseen temple.

>>> from pyramid_explorer.games import new_game
>>> [str(p) for _, _, p in die_table()]
['1/3', '1/6', '1/6', '1/3']
>>> [str(p) for p in lap_within(new_game("ramses-pyramid", seed=3), 0, 4)]
['0', '0', '1/27', '31/81']
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from itertools import permutations
from typing import TYPE_CHECKING

from ...engine import Action
from .board import COLOURS, TOP_LAYER, TRACK_LENGTH, die_outcomes
from .kinds import Phase
from .mechanics import blocked
from .quick import replace
from .view import public_colours

if TYPE_CHECKING:
    from .state import RamsesState


def die_table() -> list[tuple[int, str, Fraction]]:
    """``(value, effect, probability)`` for each outcome of one roll."""
    return [(f.value, f.effect.value, p) for f, p in die_outcomes()]


def lap_within(state: RamsesState, seat: int, turns: int) -> list[Fraction]:
    """P(lap complete within 1, 2, …, ``turns`` of ``seat``'s turns), rolling exactly.

    Every roll moves 1, 2 or 3 spaces with probability 1/3 each; the lap is complete on
    reaching the entrance (space 9 counting from it). An adventurer past the lap: 1.
    """
    adv = state.advs[seat]
    if not adv.on_track:
        return [Fraction(1)] * turns
    need = TRACK_LENGTH - adv.track
    step = {v: sum(p for f, p in die_outcomes() if f.value == v) for v in (1, 2, 3)}
    open_: dict[int, Fraction] = {0: Fraction(1)}  # spaces covered so far (lap not done)
    done = Fraction(0)
    out = []
    for _ in range(turns):
        nxt: dict[int, Fraction] = {}
        for d, p in open_.items():
            for v, q in step.items():
                if d + v >= need:
                    done += p * q
                else:
                    nxt[d + v] = nxt.get(d + v, Fraction(0)) + p * q
        open_ = nxt
        out.append(done)
    return out


def remembered(state: RamsesState, seat: int) -> dict[int, str]:
    """Temple id -> colour for the temples ``seat`` has seen (perfect memory)."""
    return {t: state.temple_colours[t] for t, turn in enumerate(state.seen[seat]) if turn >= 0}


def sure_step(state: RamsesState, seat: int, layer: int, side: int) -> bool:
    """True when ``seat`` can enter ``(layer, side)`` without guessing."""
    if not 1 <= layer <= TOP_LAYER or blocked(state.mummies, layer, side):
        return False
    means = state.means_for(seat, layer, side)
    if means[0] in ("free", "tent"):
        return True
    return state.colour_at(layer, side) in remembered(state, seat).values()


def guess_chance(state: RamsesState, seat: int, colour: str) -> Fraction:
    """The chance that one temple ``seat`` has not seen holds ``colour``.

    Four temples hold four different colours of six; the seen ones are known, so each unseen
    temple holds any colour not seen elsewhere with equal probability.
    """
    known = remembered(state, seat)
    if colour in known.values() or len(known) == len(state.temple_colours):
        return Fraction(0)
    return Fraction(1, len(COLOURS) - len(known))


@dataclass(frozen=True)
class ClimbOdds:
    """Climb odds of ``seat`` for its next roll on the pyramid."""

    seat: int
    layer: int
    outcomes: tuple[tuple[int, str, Fraction, bool], ...]  # value, effect, probability, sure
    sure: Fraction
    guess: Fraction  # chance that guessing a temple works, when there is no sure way


def climb_chances(state: RamsesState, seat: int) -> ClimbOdds | None:
    """The climb odds of ``seat`` if it chose to roll now (``None`` off the pyramid).

    On the top layer the "climb" is defeating Ramses: the mummy face, 1 in 3.
    """
    adv = state.advs[seat]
    if not adv.on_pyramid:
        return None
    if adv.layer == TOP_LAYER:  # just below Ramses: only the mummy face matters (it wins)
        rows = tuple((v, e, p, e == "mummy") for v, e, p in die_table())
        return ClimbOdds(seat, adv.layer, rows, sum((r[2] for r in rows if r[3]), Fraction(0)),
                         Fraction(0))
    base = replace(state, player=seat, phase=Phase.ROLL, steps=0, pending=-1)
    rows = []
    for value, effect, p in die_table():
        after = base.apply(Action("roll", (value, effect)))
        rows.append((value, effect, p, _best_sure(after, seat)))
    sure = sum((p for *_, p, ok in rows if ok), Fraction(0))
    colour = state.colour_at(adv.layer + 1, adv.side)
    guess = guess_chance(state, seat, colour) if colour and not sure_step(
        state, seat, adv.layer + 1, adv.side) else Fraction(0)
    return ClimbOdds(seat, adv.layer, tuple(rows), sure, guess)


def _best_sure(state: RamsesState, seat: int) -> bool:
    if state.phase is Phase.SPECIAL:
        return any(_best_sure(state.apply(a), seat) for a in state.legal_actions())
    adv = state.advs[seat]
    return (state.phase is Phase.CLIMB and state.player == seat
            and sure_step(state, seat, adv.layer + 1, adv.side))


# ---------------------------------------------------------------------------- the room's odds
@dataclass(frozen=True)
class PublicClimb:
    """What the whole room can work out about ``seat``'s next roll on the pyramid.

    ``sure`` is :attr:`ClimbOdds.sure` averaged over every way the temples nobody opened may
    hold their colours (the room does not know what ``seat`` saw in the temples it looked
    into); ``colour`` is the colour of the layer-side above ``seat`` (``""`` on the top layer or
    the dark layer's free step), ``in_temple`` the chance some temple holds it and
    ``seat_knows`` the chance ``seat`` saw that temple (so knows where the colour is).
    """

    seat: int
    layer: int
    outcomes: tuple[tuple[int, str, Fraction, Fraction], ...]  # value, effect, p, P(sure)
    sure: Fraction
    colour: str
    in_temple: Fraction
    seat_knows: Fraction


def colour_layouts(state: RamsesState) -> Counter[tuple[str, ...]]:
    """Every way the temples nobody opened may hold their colours, as the room sees the table:
    four different colours of six, the opened temples' known. Each layout is equally likely.

    >>> from pyramid_explorer.games import new_game
    >>> layouts = colour_layouts(new_game("ramses-pyramid", seed=3, players=2))
    >>> len(layouts), sum(layouts.values())            # 6 * 5 * 4 * 3 ways, none opened
    (360, 360)
    """
    known = {t: c for t, (c, _) in public_colours(state).items()}
    hidden = [t for t in range(len(state.temple_colours)) if t not in known]
    pool = [c for c in COLOURS if c not in known.values()]
    layouts: Counter[tuple[str, ...]] = Counter()
    for drawn in permutations(pool, len(hidden)):
        colours = dict(known)
        colours.update(zip(hidden, drawn, strict=True))
        layouts[tuple(colours[t] for t in range(len(state.temple_colours)))] += 1
    return layouts


def public_climb(state: RamsesState, seat: int) -> PublicClimb | None:
    """The climb odds of ``seat`` (``None`` off the pyramid) from what the room knows: the
    layers, tents, mummies, which temples ``seat`` looked into, the opened temples' colours.

    The result never depends on the colour of a temple nobody opened: the state's own colours
    are not used, every layout of :func:`colour_layouts` is (a seat's memory holds the colours
    of the temples it saw, so layouts alike on those give the same odds and are worked once).

    >>> from pyramid_explorer.games import new_game
    >>> from pyramid_explorer.games.ramses_pyramid.mechanics import Adventurer
    >>> s = new_game("ramses-pyramid", seed=3, players=2)
    >>> s = replace(s, advs=(Adventurer(layer=6, side=0),) + s.advs[1:])
    >>> str(public_climb(s, 0).sure)                   # below Ramses: the mummy face
    '1/3'
    """
    adv = state.advs[seat]
    if not adv.on_pyramid:
        return None
    layouts = colour_layouts(state)
    total = sum(layouts.values())
    seen = [t for t in range(len(state.temple_colours)) if state.knows(seat, t)]
    colour = state.colour_at(adv.layer + 1, adv.side) if adv.layer < TOP_LAYER else ""
    worked: dict[frozenset[str], ClimbOdds] = {}
    per_outcome: dict[tuple[int, str], Fraction] = {}
    sure = in_temple = seat_knows = Fraction(0)
    for colours, n in layouts.items():
        memory = frozenset(colours[t] for t in seen)
        odds = worked.get(memory)
        if odds is None:
            odds = climb_chances(replace(state, temple_colours=colours), seat)
            assert odds is not None  # (on the pyramid)
            worked[memory] = odds
        weight = Fraction(n, total)
        sure += weight * odds.sure
        for value, effect, _p, ok in odds.outcomes:
            key = (value, effect)
            per_outcome[key] = per_outcome.get(key, Fraction(0)) + (weight if ok else 0)
        if colour:
            in_temple += weight * (colour in colours)
            seat_knows += weight * (colour in memory)
    outcomes = tuple((v, e, p, per_outcome[(v, e)]) for v, e, p in die_table())
    return PublicClimb(seat, adv.layer, outcomes, sure, colour or "", in_temple, seat_knows)
