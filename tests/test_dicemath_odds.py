"""Exact optimal odds, cross-checked against an independent brute force written here (over
ordered rolls, from the rules, with exact fractions on small cases) and a seeded Monte Carlo
of every room played by the advisor."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from functools import cache
from itertools import combinations, product

import numpy as np
import pytest
from test_dicemath_challenge import ROOM_PREDICATES

from pyramid_explorer.dice import (
    ROOMS,
    Ability,
    Challenge,
    ChallengeSyntaxError,
    best_keep,
    card_by_relic,
    card_by_room,
    room_distribution,
    room_table,
    success_probability,
    success_probability_from,
)

# ---------------------------------------------------------------------------------------
# An independent brute force: the rules of a turn written out directly over ordered dice.
# Relics are (kind, counts, faces, deltas) tuples; nothing from pyramid_explorer is used.
# ---------------------------------------------------------------------------------------
FLIPPED = {1: 6, 2: 5, 3: 4, 4: 3, 5: 2, 6: 1}


def brute_force(pred, dice, rerolls, relics, *, exact=False, up_to=False):
    """Best chance to end the turn with ``pred(dice)`` true, trying every decision."""
    best = _brute_solver(pred, exact, up_to)
    return best(tuple(sorted(dice)), rerolls, tuple(relics))


@cache
def _brute_solver(pred, exact, up_to):
    one = Fraction(1) if exact else 1.0

    def average(values):
        values = list(values)
        return sum(values, Fraction(0) if exact else 0.0) / len(values)

    def replaced(state, positions, new_values):
        out = list(state)
        for p, v in zip(positions, new_values, strict=True):
            out[p] = v
        return tuple(sorted(out))

    def reroll_value(state, positions, r, rest):
        return average(best(replaced(state, positions, outcome), r, rest)
                       for outcome in product(range(1, 7), repeat=len(positions)))

    @cache
    def best(state, r, relics_left):
        if pred(state):
            return one
        value = 0 * one
        n = len(state)
        if r > 0:
            for k in range(1, n + 1):
                for positions in combinations(range(n), k):
                    value = max(value, reroll_value(state, positions, r - 1, relics_left))
        for i, (kind, counts, faces, deltas) in enumerate(relics_left):
            rest = relics_left[:i] + relics_left[i + 1:]
            sizes = range(1, max(counts) + 1) if (up_to and kind == "reroll") else counts
            for k in sizes:
                for positions in combinations(range(n), k):
                    if kind == "reroll":
                        value = max(value, reroll_value(state, positions, r, rest))
                    elif kind == "flip" and all(state[p] in faces for p in positions):
                        value = max(value, best(replaced(state, positions,
                                                         [FLIPPED[state[p]] for p in positions]),
                                                r, rest))
                    elif kind == "shift" and k == 1:
                        (p,) = positions
                        for dlt in deltas:
                            if 1 <= state[p] + dlt <= 6:
                                value = max(value, best(replaced(state, positions,
                                                                 [state[p] + dlt]), r, rest))
        return value

    return best


def brute_turn(pred, n, rerolls, relics=(), **kw):
    rolls = list(product(range(1, 7), repeat=n))
    total = sum((brute_force(pred, roll, rerolls, relics, **kw) for roll in rolls),
                Fraction(0) if kw.get("exact") else 0.0)
    return total / len(rolls)


ALL = frozenset(range(1, 7))
R_CAT = ("flip", (1,), ALL, ())
R_SPHINX = ("flip", (1, 2), ALL, ())
R_AMULET = ("flip", (1,), frozenset({1, 6}), ())
R_CROOK = ("shift", (1,), ALL, (1, -1))
R_NUT = ("shift", (1,), ALL, (1,))
R_COBRA = ("reroll", (2,), ALL, ())
R_JACKAL = ("reroll", (3,), ALL, ())
R_GRIFFIN = ("reroll", (2, 3), ALL, ())
RELIC_NAMES = {R_CAT: "Cat Statue", R_SPHINX: "Sphinx's Ring", R_AMULET: "Sandstone Amulet",
               R_CROOK: "Crook and Flail", R_NUT: "Scepter of Nut", R_COBRA: "Cobra's Fangs",
               R_JACKAL: "Jackal's Fang", R_GRIFFIN: "Griffin's Feather"}


def three_same(d):
    return max(Counter(d).values()) >= 3


def run_123(d):
    return {1, 2, 3} <= set(d)


def pair_of_sixes_or_run(d):
    return d.count(6) >= 2 or {1, 2, 3} <= set(d)


# ---------------------------------------------------------------------------------------


@pytest.mark.rules("dp.turn.rerolls", "dp.card.treasure-chamber", engine=False)
def test_five_of_a_kind_in_three_rolls_is_the_known_fraction():
    assert success_probability("X X X X X", rerolls=2) == pytest.approx(
        2783176 / 60466176, abs=1e-12)
    assert success_probability("Treasure Chamber", rerolls=2) == pytest.approx(
        2783176 / 60466176, abs=1e-12)


@pytest.mark.parametrize(("notation", "pred"), [
    ("X X X", three_same), ("1 2 3", run_123), ("6 6 | 1 2 3", pair_of_sixes_or_run)])
@pytest.mark.rules("dp.turn.rerolls", "dp.turn.relics", "dp.ruling.relic-timing",
                   "dp.ruling.relic-reroll-free", engine=False)
@pytest.mark.parametrize("rerolls", [0, 1, 2])
@pytest.mark.parametrize("relics", [(), (R_CAT,), (R_CROOK, R_COBRA), (R_SPHINX, R_AMULET)])
def test_exact_fractions_on_three_dice(notation, pred, rerolls, relics):
    exact = brute_turn(pred, 3, rerolls, relics, exact=True)
    got = success_probability(notation, dice=3, rerolls=rerolls,
                              relics=[RELIC_NAMES[r] for r in relics])
    assert abs(Fraction(got) - exact) < Fraction(1, 10**14)


@pytest.mark.parametrize(("notation", "pred", "relics"), [
    ("X X X", three_same, (R_JACKAL,)),
    ("1 2 3", run_123, (R_NUT, R_GRIFFIN)),
    ("X X Y Y | X X X X", lambda d: sorted(Counter(d).values()) in ([2, 2], [4]), (R_SPHINX,)),
])
@pytest.mark.rules("dp.ruling.relic-timing", "dp.ruling.relic-reroll-free", "dp.turn.relics",
                   engine=False)
def test_four_dice_with_relics_agree_with_brute_force(notation, pred, relics):
    rerolls = 2 if len(relics) == 1 else 1
    expected = brute_turn(pred, 4, rerolls, relics)
    got = success_probability(notation, dice=4, rerolls=rerolls,
                              relics=[RELIC_NAMES[r] for r in relics])
    assert got == pytest.approx(expected, abs=1e-12)


@pytest.mark.rules("dp.ruling.reroll-count", engine=False)
def test_relic_reroll_up_to_k_option_agrees_with_brute_force():
    expected = brute_turn(run_123, 3, 0, (R_JACKAL,), up_to=True)
    assert expected > brute_turn(run_123, 3, 0, (R_JACKAL,))  # the option matters here
    got = success_probability("1 2 3", dice=3, rerolls=0, relics=["Jackal's Fang"],
                              relic_reroll_up_to=True)
    assert got == pytest.approx(expected, abs=1e-12)


@pytest.mark.parametrize("room", ["Grand Gallery"])
def test_five_dice_one_reroll_agrees_with_brute_force(room):
    pred = ROOM_PREDICATES[room]
    expected = brute_turn(pred, 5, 1)
    assert success_probability(room, rerolls=1) == pytest.approx(expected, abs=1e-12)


@pytest.mark.parametrize("roll", [(3, 3, 5, 6, 1), (1, 1, 2, 6, 6), (4, 5, 2, 2, 3)])
def test_probability_from_a_roll_with_relics_agrees_with_brute_force(roll):
    pred = ROOM_PREDICATES["Royal Chamber"]
    for relics, rerolls in [((R_CROOK,), 1), ((R_CAT, R_COBRA), 0)]:
        expected = brute_force(pred, roll, rerolls, relics)
        got = success_probability_from(roll, "Royal Chamber", rerolls,
                                       [RELIC_NAMES[r] for r in relics])
        assert got == pytest.approx(expected, abs=1e-12)


def test_several_rooms_count_as_any_of_them():
    rooms = ["Grand Gallery", "Unstable Stairway"]
    preds = [ROOM_PREDICATES[r] for r in rooms]
    expected = brute_turn(lambda d: any(p(d) for p in preds), 5, 0)
    assert success_probability(rooms, rerolls=0) == pytest.approx(expected, abs=1e-12)
    assert success_probability(rooms, rerolls=2) > max(success_probability(r) for r in rooms)


def test_every_room_gets_easier_with_rerolls_and_relics():
    rows = {(r.room, r.rerolls): r.probability for r in room_table()}
    for room in ROOMS:
        assert rows[room, 0] <= rows[room, 1] <= rows[room, 2] <= 1.0
        assert success_probability(room, rerolls=2, relics=["Sphinx's Ring"]) >= rows[room, 2]
    assert rows["Entrance", 0] == 1.0
    assert rows["Grand Gallery", 0] == pytest.approx(1656 / 7776, abs=1e-15)


@pytest.mark.rules("dp.option.power-relics", engine=False)
def test_power_relics_do_not_change_the_chance_of_one_turn_but_change_the_wording():
    plain = success_probability("Royal Chamber", relics=["Crook and Flail"])
    power = success_probability("Royal Chamber", relics=["Crook and Flail"], power_relics=True)
    assert plain == power
    opts = best_keep((4, 4, 4, 5, 1), "Royal Chamber", rerolls_left=0,
                     relics=["Crook and Flail"], power_relics=True)
    assert opts[0].description == "Use Crook and Flail (it stays with you): lower die 4 by 1 (5→4)"


def test_relics_by_ability_and_golden_ankh():
    by_name = success_probability("Grand Gallery", relics=["Jackal's Fang"])
    by_ability = success_probability("Grand Gallery", relics=[Ability("reroll", (3,))])
    assert by_name == by_ability
    with_ankh = success_probability("Grand Gallery", relics=["Golden Ankh"])
    assert with_ankh == success_probability("Grand Gallery")


def test_bad_targets_and_arguments_are_clear_errors():
    with pytest.raises(ChallengeSyntaxError, match="neither a Dice Pyramid room"):
        success_probability("Grand Galery")
    with pytest.raises(ChallengeSyntaxError, match="position"):
        success_probability("X X 7")
    # lower-case dice letters and capital runs are still notation, not misspelt rooms
    assert success_probability("xxxyy") == success_probability("Inner Sanctum")
    assert success_probability("XYZW", rerolls=0) == pytest.approx(
        sum(1 for r in product(range(1, 7), repeat=5) if len(set(r)) >= 4) / 7776, abs=1e-15)
    with pytest.raises(KeyError, match="Cat Statue"):
        success_probability("X X X", relics=["Dog Statue"])
    with pytest.raises(ValueError, match="re-rolls"):
        success_probability("X X X", rerolls=-1)
    with pytest.raises(ValueError, match="5 dice showing 1 to 6"):
        success_probability_from((1, 2, 3, 4, 7), "X X X", 1)
    with pytest.raises(ValueError, match="5 dice showing 1 to 6"):
        best_keep((0, 2, 3, 4, 5), "X X X", rerolls_left=1)


# --- the distribution over rooms ----------------------------------------------------------

def test_room_distribution_is_consistent():
    rooms = ["Grand Gallery", "Unstable Stairway", "Royal Chamber", "Inner Sanctum"]
    odds = room_distribution(rooms, rerolls=2, relics=["Cat Statue"])
    assert sum(odds.by_set.values()) == pytest.approx(1.0, abs=1e-12)
    assert odds.p_any == pytest.approx(
        success_probability(rooms, rerolls=2, relics=["Cat Statue"]), abs=1e-12)
    assert odds.by_set.get(frozenset(), 0.0) == pytest.approx(1 - odds.p_any, abs=1e-12)
    for room in rooms:
        assert odds.per_room[room] == pytest.approx(
            sum(p for s, p in odds.by_set.items() if room in s), abs=1e-12)
    # Royal Chamber (four of a kind) always comes with Grand Gallery (three of a kind)
    assert all("Grand Gallery" in s for s in odds.by_set if "Royal Chamber" in s)
    assert odds.rows()[0]["probability"] == max(odds.by_set.values())


def test_room_distribution_of_one_room_is_its_chance():
    odds = room_distribution(["Altar of the Sky"], rerolls=1)
    assert odds.per_room["Altar of the Sky"] == pytest.approx(
        success_probability("Altar of the Sky", rerolls=1), abs=1e-12)


def test_room_distribution_matches_a_simulation_of_the_advisor():
    rooms = ["Grand Gallery", "Descending Passage", "Altar of the Depths"]
    odds = room_distribution(rooms, rerolls=1)
    rng = np.random.default_rng(11)
    n = 3000
    counts: Counter[frozenset[str]] = Counter()
    for _ in range(n):
        dice = tuple(int(v) for v in rng.integers(1, 7, 5))
        dice = _play(dice, rooms, 1, (), rng)
        counts[frozenset(r for r in rooms if card_by_room(r).challenge.matches(dice))] += 1
    for s, p in odds.by_set.items():
        se = max((p * (1 - p) / n) ** 0.5, 1 / n)
        assert abs(counts[s] / n - p) < 4 * se, s


# --- the advisor ---------------------------------------------------------------------------

def test_best_keep_ranks_every_option_by_its_exact_chance():
    roll = (3, 3, 5, 6, 1)
    pred = ROOM_PREDICATES["Grand Gallery"]
    options = best_keep(roll, "Grand Gallery", rerolls_left=1, relics=["Cat Statue"])
    probs = [o.probability for o in options]
    assert all(a >= b - 1e-12 for a, b in zip(probs, probs[1:], strict=False))
    assert options[0].probability == pytest.approx(
        success_probability_from(roll, "Grand Gallery", 1, ["Cat Statue"]), abs=1e-15)
    for opt in options:
        if opt.kind == "reroll":
            expected = brute_chance_after_reroll(pred, roll, opt.reroll, 0, (R_CAT,))
        elif opt.kind == "relic":
            assert opt.result is not None
            expected = brute_force(pred, opt.result, 1, ())
        else:
            expected = 0.0
        assert opt.probability == pytest.approx(expected, abs=1e-12), opt.description
    kept = [o for o in options if o.kind == "reroll"]
    assert len({tuple(sorted(roll[i] for i in range(5) if i not in o.reroll))
                for o in kept}) == len(kept) == 23  # distinct keeps of 3 3 5 6 1, not all 5
    # with the Cat Statue, a 1 and a 6 are worth more than a pair of 3s: each flips to the other
    top = options[0]
    assert top.description == "Keep 1 6, re-roll 3 dice" and top.reroll == (0, 1, 2)
    assert top.description_de == "1 6 behalten, 3 Würfel neu werfen"
    plain = best_keep(roll, "Grand Gallery", rerolls_left=1)[0]
    assert plain.description == "Keep 3 3, re-roll 3 dice" and plain.reroll == (2, 3, 4)


def brute_chance_after_reroll(pred, roll, positions, rerolls_after, relics):
    total = 0.0
    for outcome in product(range(1, 7), repeat=len(positions)):
        dice = list(roll)
        for p, v in zip(positions, outcome, strict=True):
            dice[p] = v
        total += brute_force(pred, tuple(dice), rerolls_after, relics)
    return total / 6 ** len(positions)


def test_best_keep_stop_options_and_relic_machine_form():
    rooms = ["Grand Gallery", "Royal Chamber", "Unstable Stairway"]
    options = best_keep((2, 2, 2, 2, 6), rooms, rerolls_left=2, relics=["Cat Statue"])
    assert [o.description for o in options[:2]] == ["Stop: take Grand Gallery",
                                                     "Stop: take Royal Chamber"]
    assert options[0].kind == "stop" and options[0].room == "Grand Gallery"
    flips = [o for o in options if o.kind == "relic"]
    assert {o.use.indices for o in flips} == {(0,), (4,)}  # one per distinct result
    assert flips[0].relic == "Cat Statue" and flips[0].relic_index == 0
    ankh = best_keep((2, 2, 2, 2, 6), "Treasure Chamber", rerolls_left=0,
                     relics=["Crook and Flail"])
    assert ankh[0].probability == 0.0  # a 6 cannot become a 2 by one step
    assert ankh[0].kind == "stop"  # nothing helps: spend no relic
    both = best_keep((2, 2, 2, 2, 6), "Treasure Chamber", rerolls_left=0,
                     relics=["Crook and Flail", "Cat Statue"])
    assert both[0].probability == 1.0  # 6 -> 5 with the Crook, then flip 5 -> 2
    assert both[0].description == "Use Crook and Flail: lower die 5 by 1 (6→5)"
    assert best_keep((2, 2, 2, 2, 5), "Treasure Chamber", rerolls_left=0,
                     relics=["Crook and Flail", "Cat Statue"])[0].description == \
        "Use Cat Statue: flip die 5 (5→2)"


def test_best_keep_relic_reroll_and_german_labels():
    options = best_keep((1, 1, 4, 4, 6), "Inner Sanctum", rerolls_left=0,
                        relics=["Cobra's Fangs"])
    top = options[0]
    assert top.kind == "relic" and top.reroll == (4,) or len(top.reroll) == 2
    assert top.description.startswith("Use Cobra's Fangs: keep ")
    assert top.label("de").startswith("Cobra's Fangs einsetzen: ")
    assert top.as_dict()["use"] == {"indices": list(top.use.indices), "delta": 0}


# --- Monte Carlo of every room, played by the advisor ---------------------------------------

def _play(dice, targets, rerolls, relics, rng, decisions=None):
    """One turn following the advisor's top option, with real random dice."""
    relics = list(relics)
    while True:
        dice = tuple(sorted(dice))
        key = (dice, rerolls, tuple(relics))
        if decisions is not None and key in decisions:
            top = decisions[key]
        else:
            top = best_keep(dice, targets, rerolls_left=rerolls, relics=relics)[0]
            if decisions is not None:
                decisions[key] = top
        if top.kind == "stop":
            return dice
        new = list(dice)
        if top.kind == "reroll" or (top.kind == "relic" and top.result is None):
            for i in top.reroll:
                new[i] = int(rng.integers(1, 7))
        else:
            new = list(top.result)
        if top.kind == "reroll":
            rerolls -= 1
        else:
            relics.pop(top.relic_index)
        dice = tuple(new)


@pytest.mark.rules("dp.turn.rerolls", "dp.turn.relics", engine=False)
@pytest.mark.parametrize("room", ROOMS)
def test_monte_carlo_of_every_room_within_four_standard_errors(room):
    rng = np.random.default_rng(2024 + ROOMS.index(room))
    relic = card_by_relic("Cat Statue").relic if ROOMS.index(room) % 2 else "Cobra's Fangs"
    n = 1500
    p = success_probability(room, rerolls=2, relics=[relic])
    decisions: dict = {}
    wins = 0
    challenge = card_by_room(room).challenge
    for _ in range(n):
        start = tuple(int(v) for v in rng.integers(1, 7, 5))
        wins += challenge.matches(_play(start, room, 2, [relic], rng, decisions))
    se = max((p * (1 - p) / n) ** 0.5, 1 / n)
    assert abs(wins / n - p) < 4 * se


def test_challenge_objects_are_accepted_everywhere():
    c = Challenge.parse("?>3*5")
    assert success_probability(c) == success_probability("Altar of the Sky")
    assert best_keep((4, 5, 6, 1, 1), c, rerolls_left=1)[0].description.startswith("Keep 4 5 6")


def test_room_distribution_from_a_roll_on_the_table():
    rooms = ["Grand Gallery", "Royal Chamber", "Inner Sanctum"]
    met = room_distribution(rooms, roll=(4, 4, 4, 4, 2), rerolls=2)
    assert met.by_set == {frozenset({"Grand Gallery", "Royal Chamber"}): 1.0}  # stop at once
    odds = room_distribution(rooms, roll=(1, 2, 3, 5, 6), rerolls=1, relics=["Cat Statue"])
    assert odds.p_any == pytest.approx(
        success_probability_from((1, 2, 3, 5, 6), rooms, 1, ["Cat Statue"]), abs=1e-12)
    assert sum(odds.by_set.values()) == pytest.approx(1.0, abs=1e-12)
