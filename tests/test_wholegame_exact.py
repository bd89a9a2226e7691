"""The whole-game solver against an independent brute force written here from the rules,
and against the one-turn solver where the game ends this turn.

The brute force knows nothing of pyramid_explorer's solver: rooms are Counter predicates
(``test_dicemath_challenge.ROOM_PREDICATES``), relics are re-rolled, flipped or shifted by
its own code, rolls are enumerated as multisets with their multinomial weights, and the
game recursion (take a met room, or discard a relic after a miss, or lose) is spelled out.
"""

from __future__ import annotations

from functools import cache
from itertools import combinations, combinations_with_replacement
from math import factorial

import pytest
from test_dicemath_challenge import ROOM_PREDICATES

from pyramid_explorer.dice import success_probability, success_probability_from
from pyramid_explorer.dice.transitions import tables
from pyramid_explorer.games.dice_pyramid.options import make_options
from pyramid_explorer.solve import DealSolver
from pyramid_explorer.solve.shapes import open_in, shapes

FLIP = {1: 6, 2: 5, 3: 4, 4: 3, 5: 2, 6: 1}
# card number -> (room, relic kind, dice counts, faces, deltas) for the cards used here
CARDS = {
    2: ("Treasure Chamber", "win", (), (), ()),
    1: ("Entrance", "reroll", (5,), (), ()),
    8: ("Grand Gallery", "reroll", (3,), (), ()),
    10: ("Unstable Stairway", "flip", (1,), (1, 2, 3, 4, 5, 6), ()),
    14: ("Altar of the Sky", "shift", (1,), (1, 2, 3, 4, 5, 6), (1,)),
}
ROOM_OF = {n: c[0] for n, c in CARDS.items()}


def _rolls(k):
    """Every multiset of k dice with its chance."""
    out = []
    for t in combinations_with_replacement(range(1, 7), k):
        w = factorial(k)
        for v in set(t):
            w //= factorial(t.count(v))
        out.append((t, w / 6**k))
    return out


def _replace(dice, positions, values):
    out = list(dice)
    for p, v in zip(positions, values, strict=True):
        out[p] = v
    return tuple(sorted(out))


def brute_force_game(rooms_left, relics, cap=5):
    """Best chance to win; ``rooms_left`` = open rooms in order: the first one taken opens
    nothing new except that the last card is the Treasure Chamber, open once alone."""

    @cache
    def game(rooms, held):
        return turn_start(rooms, held)

    def end_worth(rooms, dice, left):
        worths = []
        for i, card in enumerate(rooms):
            if i > 0 and card == 2:        # the chamber is covered while another room is left
                continue
            if not ROOM_PREDICATES[ROOM_OF[card]](dice):
                continue
            if card == 2:
                return 1.0
            rest = rooms[:i] + rooms[i + 1:]
            new = tuple(sorted(left + (card,)))
            if len(new) > cap:
                worths.append(max(game(rest, tuple(sorted(new[:j] + new[j + 1:])))
                                  for j in range(len(new))))
            else:
                worths.append(game(rest, new))
        if worths:
            return max(worths)
        if not left:
            return 0.0
        return max(game(rooms, left[:j] + left[j + 1:]) for j in range(len(left)))

    @cache
    def after_roll(rooms, kept, r, left):
        """Keep the sorted dice ``kept``, roll the others: the expected best worth."""
        return sum(p * best(rooms, tuple(sorted(kept + out)), r, left)
                   for out, p in _rolls(5 - len(kept)))

    def kept_after(dice, s):
        return tuple(v for i, v in enumerate(dice) if i not in s)

    @cache
    def best(rooms, dice, r, left):
        value = end_worth(rooms, dice, left)
        subsets = [s for k in range(1, 6) for s in combinations(range(5), k)]
        if r > 0:
            for s in subsets:
                value = max(value, after_roll(rooms, kept_after(dice, s), r - 1, left))
        for j, card in enumerate(left):
            rest = left[:j] + left[j + 1:]
            _, kind, counts, faces, deltas = CARDS[card]
            for s in subsets:
                if kind == "reroll" and len(s) in counts:
                    value = max(value, after_roll(rooms, kept_after(dice, s), r, rest))
                elif kind == "flip" and len(s) in counts and all(dice[i] in faces for i in s):
                    value = max(value, best(rooms, _replace(dice, s, [FLIP[dice[i]] for i in s]),
                                            r, rest))
                elif kind == "shift" and len(s) == 1:
                    for d in deltas:
                        v = dice[s[0]] + d
                        if 1 <= v <= 6:
                            value = max(value, best(rooms, _replace(dice, s, [v]), r, rest))
        return value

    def turn_start(rooms, held):
        return sum(p * best(rooms, dice, 2, held) for dice, p in _rolls(5))

    return game(tuple(rooms_left), tuple(sorted(relics)))


def chamber_only():
    """A 10-card deal with everything but the Treasure Chamber taken."""
    return DealSolver((2,) + (None,) * 9, make_options()), (1 << 10) - 2


def test_shapes_are_the_closed_sets_42_and_132():
    assert (len(shapes(4)), len(shapes(5))) == (42, 132)
    # every shape is reachable by taking open cards one at a time, and only those
    assert open_in(4, 0) == (6, 7, 8, 9)


@pytest.mark.rules("dp.turn.win", "dp.turn.lose", engine=False)
def test_chamber_alone_without_relics_is_the_one_turn_chance():
    solver, taken = chamber_only()
    assert round(solver.value(taken, ()) * 6**10) == 2783176
    assert solver.value(taken, ()) == pytest.approx(
        success_probability("Treasure Chamber", rerolls=2), abs=1e-15)


@pytest.mark.rules("dp.turn.miss", engine=False)
@pytest.mark.parametrize("relics", [(10,), (1,), (8, 10), (10, 14)])
def test_chamber_alone_with_relics_matches_brute_force(relics):
    solver, taken = chamber_only()
    assert solver.value(taken, relics) == pytest.approx(
        brute_force_game([2], relics), abs=1e-12)


def test_a_relic_is_worth_more_as_a_spare_turn_than_as_one_phoenix_re_roll():
    """Hand check: with only the Phoenix's Feather, missing and discarding it buys a second
    turn: 1 - (1 - p)^2 with p = 2783176 / 6^10, better than using it for one re-roll."""
    solver, taken = chamber_only()
    p = 2783176 / 6**10
    assert solver.value(taken, (1,)) == pytest.approx(1 - (1 - p) ** 2, abs=1e-15)
    assert success_probability("Treasure Chamber", rerolls=2,
                               relics=["Phoenix's Feather"]) < 1 - (1 - p) ** 2


@pytest.mark.rules("dp.turn.opens-next-turn", "dp.pyramid.uncover", engine=False)
@pytest.mark.parametrize("relics", [(), (10,)])
def test_two_rooms_left_matches_brute_force(relics):
    # position 1 (Grand Gallery) still covers the Treasure Chamber; position 2 taken
    cards = (2, 8) + (None,) * 8
    solver = DealSolver(cards, make_options())
    taken = (1 << 10) - 1 - 0b11
    assert solver.rooms(taken) == ["Grand Gallery"]
    assert solver.value(taken, relics) == pytest.approx(
        brute_force_game([8, 2], relics), abs=1e-12)


@pytest.mark.rules("dp.turn.relic-cap", engine=False)
def test_over_the_cap_the_least_useful_relic_goes():
    # cap 5: holding five relics and taking the Grand Gallery forces one discard
    cards = (2, 8) + (None,) * 8
    solver = DealSolver(cards, make_options())
    taken = (1 << 10) - 1 - 0b11
    held = (1, 3, 4, 5, 10)
    after = taken | 0b10
    options = [solver.value(after, tuple(sorted(set(held + (8,)) - {x})))
               for x in held + (8,)]
    assert solver.take_value(taken, 1, held) == pytest.approx(max(options), abs=1e-15)


@pytest.mark.rules("dp.ruling.relic-reroll-free", engine=False)
def test_game_value_from_the_table_equals_one_turn_solver_when_the_game_ends_now():
    """Only the chamber left and no relics: every position of the turn has the one-turn
    solver's chance, whatever the dice and re-rolls left."""
    solver, taken = chamber_only()
    turn = solver.turn(taken, ())
    full = tables(5).full
    for dice in [(3, 3, 3, 5, 1), (6, 6, 6, 6, 2), (1, 2, 3, 4, 5)]:
        for r in (0, 1, 2):
            assert float(turn.V(r, 0)[full.index[tuple(sorted(dice))], 0]) == pytest.approx(
                success_probability_from(dice, "Treasure Chamber", r), abs=1e-14)
