"""The fast paths behind the greedy Dice Pyramid bot give exactly what the plain code gave.

Relic uses are listed once per pattern of dice (:mod:`.uses`), the one-roll odds come from
tables (:mod:`.keep`) and the bot labels only the relic use it plays. None of this may change
a single move, label or figure: the same seed must still give the same game.
"""

from __future__ import annotations

import hashlib
import random
from itertools import combinations, combinations_with_replacement, product

import pytest

from pyramid_explorer.dice import CARDS, multisets
from pyramid_explorer.games import new_game
from pyramid_explorer.games.dice_pyramid import GreedyBot
from pyramid_explorer.games.dice_pyramid.actions import label, use_actions, use_table
from pyramid_explorer.games.dice_pyramid.keep import _best_kept, keep_chance
from pyramid_explorer.games.dice_pyramid.tables import matching_cards
from pyramid_explorer.games.dice_pyramid.uses import legal_uses, use_results, uses
from pyramid_explorer.sim import play_out, simulate

ROLLS = list(product(range(1, 7), repeat=5))
RELICS = [c.number for c in CARDS]


@pytest.mark.parametrize("number", RELICS)
def test_every_relic_lists_the_same_uses_in_the_same_order_on_every_roll(number):
    ability = next(c.ability for c in CARDS if c.number == number)
    for dice in ROLLS:
        for up_to in (False, True):
            expected = ability.uses(dice, up_to=up_to)
            assert list(uses(number, dice, up_to)) == expected, (dice, up_to)
            assert legal_uses(number, dice, up_to) == frozenset(expected)
        if ability.kind in ("flip", "shift"):
            results = use_results(number, dice)
            assert list(results) == ability.uses(dice)
            if sum(dice) % 5 == 0:          # Ability.apply checks legality: slow, so a sample
                assert all(after == ability.apply(dice, u) for u, after in results.items())


def test_values_that_are_no_die_face_get_the_abilitys_own_answer():
    # a -1 must not be read as a 6, nor a 0 as anything: no use may touch them
    assert uses(14, (-1, 0, 5, 6, 6)) == tuple(CARDS[13].ability.uses((-1, 0, 5, 6, 6)))
    assert all(u.indices == (2,) for u in uses(14, (-1, 0, 5, 6, 6)))
    assert legal_uses(10, (3, 3, 7, 0, 1)) == frozenset(CARDS[9].ability.uses((3, 3, 7, 0, 1)))


def test_relic_move_labels_are_unchanged():
    # Sphinx's Ring flips one or two dice: 15 moves, labelled with the change they make
    table = use_table(11, (3, 2, 5, 6, 1))
    assert len(table) == 15
    assert [str(a) for a in use_actions(11, (3, 2, 5, 6, 1))][-1] == \
        "Use Sphinx's Ring: flip dice 4, 5 (6→1, 1→6)"
    shift = use_actions(9, (6, 2, 5, 6, 1))
    assert [str(a) for a in shift[:3]] == [
        "Use Crook and Flail: subtract 1 from die 1 (6→5)",
        "Use Crook and Flail: add 1 to die 2 (2→3)",
        "Use Crook and Flail: subtract 1 from die 2 (2→1)"]
    assert label(shift[1], "de", dice=(6, 2, 5, 6, 1)) == \
        "Krummstab und Geißel einsetzen: Würfel 2 um 1 erhöhen (2→3)"


def _keep_chance_by_outcome(kept, targets, five):
    """The plain loop the table-driven :func:`keep_chance` replaced."""
    table = multisets(5 - len(kept))
    total = 0.0
    for rolled, p in zip(table.tuples, table.prob.tolist(), strict=True):
        if matching_cards(tuple(sorted(kept + rolled)), five) & targets:
            total += p
    return total


def test_one_roll_odds_are_bit_for_bit_the_plain_sum():
    rng = random.Random(14)
    target_sets = [frozenset({n}) for n in range(1, 16)]
    target_sets += [frozenset(rng.sample(range(1, 16), rng.randint(2, 8))) for _ in range(25)]
    kept_sets = [k for n in range(5) for k in combinations_with_replacement(range(1, 7), n)]
    assert len(kept_sets) == 210
    for kept in kept_sets:
        for targets in target_sets:
            for five in (False, True):
                assert keep_chance(kept, targets, five) == \
                    _keep_chance_by_outcome(kept, targets, five), (kept, targets, five)


def test_the_best_dice_to_keep_are_chosen_as_before():
    def plain(ordered, targets, five):
        best, best_p = (), -1.0
        for k in range(len(ordered) - 1, -1, -1):
            for kept in sorted(set(combinations(ordered, k))):
                p = _keep_chance_by_outcome(kept, targets, five)
                if p > best_p + 1e-12:
                    best, best_p = kept, p
        return best, best_p

    rng = random.Random(7)
    for _ in range(150):
        ordered = tuple(sorted(rng.choice(ROLLS)))
        targets = frozenset(rng.sample(range(1, 16), rng.randint(1, 6)))
        five = rng.random() < 0.5
        assert _best_kept(ordered, targets, five) == plain(ordered, targets, five)


GAME_OPTIONS = [{}, {"power_relics": True},
                {"relic_reroll_up_to": True, "full_house_five_of_a_kind": True},
                {"great_pyramid": True, "power_relics": True, "may_decline": True}]

# Computed with the code before the fast paths (commit de2631f) by _game_digest below.
DIGESTS_BEFORE = {
    0: "6fda9ebf90fbd4d43be5", 1: "1b29a88ad9f156593f77", 2: "0b6b0b82ac57fb9dc74d",
    3: "f81aabe7616e33c2f9ba",
}


def _game_digest(options, seeds=range(25)):
    """Every step of greedy games: the move, its label, and each position's listed moves with
    their English and German labels."""
    h = hashlib.sha256()
    for seed in seeds:
        state = new_game("dice-pyramid", seed=seed, **options)
        final = play_out(state, [GreedyBot()])
        for action in final.history:
            if not state.is_chance_node():
                for listed in state.legal_actions():
                    h.update(f"{listed.args}{listed.label}|"
                             f"{label(listed, 'de', dice=state.dice)}".encode())
            h.update(f"{action.kind}{action.args}{action.label}".encode())
            state = state.apply(action)
        h.update(f"{final.outcome}{final.turn}{final.relics}".encode())
    return h.hexdigest()[:20]


@pytest.mark.parametrize("case", range(len(GAME_OPTIONS)))
def test_greedy_games_are_move_for_move_the_games_before_the_speed_up(case):
    assert _game_digest(GAME_OPTIONS[case]) == DIGESTS_BEFORE[case]


def test_the_simulation_table_is_the_same_on_one_worker_and_on_two():
    kwargs = {"games": 200, "seed": 4242, "bots": ["greedy"], "progress": False,
              "options": {"power_relics": True}}
    one = simulate("dice-pyramid", workers=1, **kwargs)
    two = simulate("dice-pyramid", workers=2, **kwargs)
    assert one.table.equals(two.table)
    assert (one.table["winner"] == 1).sum() > 0      # the greedy bot wins some
