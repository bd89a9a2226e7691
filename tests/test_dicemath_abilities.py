"""Relic abilities: which uses are legal, and what flips and shifts do to the dice."""

from __future__ import annotations

from itertools import product

import pytest

from pyramid_explorer.dice import FLIP, Ability, AbilityUse, card_by_relic

ROLL = (3, 3, 5, 6, 1)


@pytest.mark.rules("dp.dice.flip", "dp.relic.cat-statue", engine=False)
def test_flip_turns_a_die_upside_down():
    assert all(a + b == 7 for a, b in FLIP.items())
    cat = card_by_relic("Cat Statue").ability
    assert cat.apply(ROLL, AbilityUse((3,))) == (3, 3, 5, 1, 1)
    assert [u.indices for u in cat.uses(ROLL)] == [(0,), (1,), (2,), (3,), (4,)]


@pytest.mark.rules("dp.dice.flip", "dp.relic.sandstone-amulet", "dp.relic.onyx-beetle",
                   engine=False)
def test_flip_with_a_face_restriction_only_targets_those_faces():
    amulet = card_by_relic("Sandstone Amulet").ability
    assert [u.indices for u in amulet.uses(ROLL)] == [(3,), (4,)]
    with pytest.raises(ValueError, match="not a legal flip"):
        amulet.apply(ROLL, AbilityUse((0,)))
    beetle = card_by_relic("Onyx Beetle").ability
    assert [u.indices for u in beetle.uses(ROLL)] == [(0,), (1,), (4,)]


@pytest.mark.rules("dp.dice.flip", "dp.relic.sphinxs-ring", engine=False)
def test_sphinx_flips_one_or_two_dice():
    sphinx = card_by_relic("Sphinx's Ring").ability
    uses = sphinx.uses(ROLL)
    assert len(uses) == 5 + 10
    assert sphinx.apply(ROLL, AbilityUse((0, 4))) == (4, 3, 5, 6, 6)


@pytest.mark.rules("dp.dice.shift", "dp.relic.crook-and-flail", "dp.relic.scepter-of-nut",
                   "dp.relic.scepter-of-ged", engine=False)
def test_shifts_never_wrap_around():
    crook = card_by_relic("Crook and Flail").ability
    uses = crook.uses((6, 1, 3, 3, 3))
    assert AbilityUse((0,), 1) not in uses and AbilityUse((0,), -1) in uses
    assert AbilityUse((1,), -1) not in uses and AbilityUse((1,), 1) in uses
    assert crook.apply((6, 1, 3, 3, 3), AbilityUse((0,), -1)) == (5, 1, 3, 3, 3)
    nut = card_by_relic("Scepter of Nut").ability
    assert nut.uses((6, 6, 6, 6, 6)) == []
    ged = card_by_relic("Scepter of Ged").ability
    assert ged.uses((1, 1, 1, 1, 1)) == []
    assert ged.apply((1, 1, 2, 1, 1), AbilityUse((2,), -1)) == (1, 1, 1, 1, 1)
    with pytest.raises(ValueError):
        ged.apply((1, 1, 2, 1, 1), AbilityUse((0,), -1))


@pytest.mark.rules("dp.dice.shift", "dp.relic.crook-and-flail", engine=False)
def test_every_shift_stays_on_the_die():
    crook = card_by_relic("Crook and Flail").ability
    for roll in product(range(1, 7), repeat=3):
        for use in crook.uses(roll):
            assert all(1 <= v <= 6 for v in crook.apply(roll, use))


@pytest.mark.rules("dp.ruling.reroll-count", "dp.relic.jackals-fang", "dp.relic.griffins-feather",
                   "dp.relic.phoenixs-feather", engine=False)
def test_rerolls_exactly_k_dice_or_up_to_k():
    jackal = card_by_relic("Jackal's Fang").ability
    assert {len(u.indices) for u in jackal.uses(ROLL)} == {3}
    assert len(jackal.uses(ROLL)) == 10
    assert len(jackal.uses(ROLL, up_to=True)) == 5 + 10 + 10
    griffin = card_by_relic("Griffin's Feather").ability
    assert {len(u.indices) for u in griffin.uses(ROLL)} == {2, 3}
    phoenix = card_by_relic("Phoenix's Feather").ability
    assert phoenix.uses(ROLL) == [AbilityUse((0, 1, 2, 3, 4))]
    with pytest.raises(ValueError, match="roll the dice"):
        jackal.apply(ROLL, AbilityUse((0, 1, 2)))


@pytest.mark.rules("dp.relic.golden-ankh", engine=False)
def test_golden_ankh_is_never_used():
    ankh = card_by_relic("Golden Ankh").ability
    assert ankh == Ability(kind="win", counts=(), faces=frozenset(), deltas=())
    assert ankh.uses(ROLL) == []


@pytest.mark.rules("dp.relic.cobras-fangs", "dp.relic.griffins-feather", "dp.relic.sphinxs-ring",
                   engine=False)
def test_contract_counts_of_every_relic():
    expected = {"Phoenix's Feather": (5,), "Jackal's Fang": (3,), "Griffin's Feather": (2, 3),
                "Cobra's Fangs": (2,), "Sphinx's Ring": (1, 2), "Cat Statue": (1,),
                "Crook and Flail": (1,), "Scepter of Nut": (1,), "Scepter of Ged": (1,)}
    for relic, counts in expected.items():
        assert card_by_relic(relic).ability.counts == counts
    assert card_by_relic("Crook and Flail").ability.deltas == (1, -1)


@pytest.mark.rules("dp.dice.flip", "dp.relic.basalt-signet", "dp.relic.granite-idol",
                   "dp.relic.marble-beetle", engine=False)
@pytest.mark.parametrize(("relic", "faces"), [
    ("Sandstone Amulet", {1, 6}), ("Basalt Signet", {2, 5}), ("Granite Idol", {3, 4}),
    ("Onyx Beetle", {1, 2, 3}), ("Marble Beetle", {4, 5, 6})])
def test_each_restricted_flip_targets_exactly_its_faces(relic, faces):
    ability = card_by_relic(relic).ability
    for roll in product(range(1, 7), repeat=2):
        targets = {roll[u.indices[0]] for u in ability.uses(roll)}
        assert targets == faces & set(roll)
        for use in ability.uses(roll):
            (i,) = use.indices
            assert ability.apply(roll, use)[i] == 7 - roll[i]
