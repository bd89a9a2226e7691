"""Every relic ability played through the game: legal uses, effect, discard, illegal uses."""

from __future__ import annotations

import pytest
from test_dice_pyramid_helpers import END, at, discard, new, rejected, roll, rolled, use

from pyramid_explorer.engine import Action
from pyramid_explorer.games.dice_pyramid import ROOMS

RELIC = {room.relic: room.number for room in ROOMS.values()}


def holding(relic: str, dice: tuple[int, ...], **options):
    """A game after the opening roll ``dice``, holding only ``relic``."""
    return at(rolled(dice, seed=2, **options), relics=(RELIC[relic],))


def uses(state, relic: str) -> list[tuple[tuple[int, ...], int]]:
    return [(a.args[1], a.args[2]) for a in state.legal_actions()
            if a.kind == "use" and a.args[0] == relic]


# relic, dice on the table, legal (positions, change) uses (the moves listed, engine=False: the
# uses are applied, and their clauses cited, in EFFECTS below)
LEGAL = [
    pytest.param("Phoenix's Feather", (1, 2, 3, 4, 5), [((0, 1, 2, 3, 4), 0)],
                 marks=pytest.mark.rules("dp.relic.phoenixs-feather", engine=False)),
    pytest.param("Sandstone Amulet", (6, 1, 3, 4, 6), [((0,), 0), ((1,), 0), ((4,), 0)],
                 marks=pytest.mark.rules("dp.relic.sandstone-amulet", "dp.dice.flip",
                                         engine=False)),
    pytest.param("Basalt Signet", (5, 2, 3, 4, 6), [((0,), 0), ((1,), 0)],
                 marks=pytest.mark.rules("dp.relic.basalt-signet", engine=False)),
    pytest.param("Granite Idol", (5, 2, 3, 4, 6), [((2,), 0), ((3,), 0)],
                 marks=pytest.mark.rules("dp.relic.granite-idol", engine=False)),
    pytest.param("Onyx Beetle", (1, 2, 3, 4, 6), [((0,), 0), ((1,), 0), ((2,), 0)],
                 marks=pytest.mark.rules("dp.relic.onyx-beetle", engine=False)),
    pytest.param("Marble Beetle", (1, 2, 3, 4, 6), [((3,), 0), ((4,), 0)],
                 marks=pytest.mark.rules("dp.relic.marble-beetle", engine=False)),
    pytest.param("Jackal's Fang", (1, 2, 3, 4, 5),
                 [((0, 1, 2), 0), ((0, 1, 3), 0), ((0, 1, 4), 0), ((0, 2, 3), 0),
                  ((0, 2, 4), 0), ((0, 3, 4), 0), ((1, 2, 3), 0), ((1, 2, 4), 0),
                  ((1, 3, 4), 0), ((2, 3, 4), 0)],
                 marks=pytest.mark.rules("dp.relic.jackals-fang", "dp.ruling.reroll-count",
                                         engine=False)),
    pytest.param("Crook and Flail", (1, 6, 3, 4, 5),
                 [((0,), 1), ((1,), -1), ((2,), 1), ((2,), -1), ((3,), 1), ((3,), -1),
                  ((4,), 1), ((4,), -1)],
                 marks=pytest.mark.rules("dp.relic.crook-and-flail", "dp.dice.shift",
                                         engine=False)),
    pytest.param("Cat Statue", (1, 6, 3, 4, 5), [((i,), 0) for i in range(5)],
                 marks=pytest.mark.rules("dp.relic.cat-statue", engine=False)),
    pytest.param("Sphinx's Ring", (1, 6, 3, 4, 5),
                 [((i,), 0) for i in range(5)]
                 + [((i, j), 0) for i in range(5) for j in range(i + 1, 5)],
                 marks=pytest.mark.rules("dp.relic.sphinxs-ring", engine=False)),
    pytest.param("Griffin's Feather", (1, 6, 3, 4, 5),
                 [((i, j), 0) for i in range(5) for j in range(i + 1, 5)]
                 + [((i, j, k), 0) for i in range(5) for j in range(i + 1, 5)
                    for k in range(j + 1, 5)],
                 marks=pytest.mark.rules("dp.relic.griffins-feather", engine=False)),
    pytest.param("Cobra's Fangs", (1, 6, 3, 4, 5),
                 [((i, j), 0) for i in range(5) for j in range(i + 1, 5)],
                 marks=pytest.mark.rules("dp.relic.cobras-fangs", engine=False)),
    pytest.param("Scepter of Nut", (1, 6, 3, 4, 5), [((0,), 1), ((2,), 1), ((3,), 1), ((4,), 1)],
                 marks=pytest.mark.rules("dp.relic.scepter-of-nut", "dp.dice.shift", engine=False)),
    pytest.param("Scepter of Ged", (1, 6, 3, 4, 5),
                 [((1,), -1), ((2,), -1), ((3,), -1), ((4,), -1)],
                 marks=pytest.mark.rules("dp.relic.scepter-of-ged", "dp.dice.shift", engine=False)),
]


@pytest.mark.rules("dp.turn.relics", engine=False)
@pytest.mark.parametrize("relic, dice, expected", LEGAL)
def test_each_relic_lists_exactly_its_legal_uses(relic, dice, expected):
    assert sorted(uses(holding(relic, dice), relic)) == sorted(expected)


# relic, dice, use, dice afterwards (None: a re-roll -> chance step for those dice)
EFFECTS = [
    pytest.param("Sandstone Amulet", (6, 1, 3, 4, 6), ((1,), 0), (6, 6, 3, 4, 6),
                 marks=pytest.mark.rules("dp.relic.sandstone-amulet", "dp.dice.flip")),
    pytest.param("Basalt Signet", (5, 2, 3, 4, 6), ((0,), 0), (2, 2, 3, 4, 6),
                 marks=pytest.mark.rules("dp.relic.basalt-signet")),
    pytest.param("Granite Idol", (5, 2, 3, 4, 6), ((2,), 0), (5, 2, 4, 4, 6),
                 marks=pytest.mark.rules("dp.relic.granite-idol")),
    pytest.param("Onyx Beetle", (1, 2, 3, 4, 6), ((0,), 0), (6, 2, 3, 4, 6),
                 marks=pytest.mark.rules("dp.relic.onyx-beetle")),
    pytest.param("Marble Beetle", (1, 2, 3, 4, 6), ((4,), 0), (1, 2, 3, 4, 1),
                 marks=pytest.mark.rules("dp.relic.marble-beetle")),
    pytest.param("Crook and Flail", (1, 6, 3, 4, 5), ((1,), -1), (1, 5, 3, 4, 5),
                 marks=pytest.mark.rules("dp.relic.crook-and-flail")),
    pytest.param("Cat Statue", (1, 6, 3, 4, 5), ((2,), 0), (1, 6, 4, 4, 5),
                 marks=pytest.mark.rules("dp.relic.cat-statue")),
    pytest.param("Sphinx's Ring", (1, 6, 3, 4, 5), ((0, 4), 0), (6, 6, 3, 4, 2),
                 marks=pytest.mark.rules("dp.relic.sphinxs-ring")),
    pytest.param("Scepter of Nut", (1, 6, 3, 4, 5), ((4,), 1), (1, 6, 3, 4, 6),
                 marks=pytest.mark.rules("dp.relic.scepter-of-nut")),
    pytest.param("Scepter of Ged", (1, 6, 3, 4, 5), ((1,), -1), (1, 5, 3, 4, 5),
                 marks=pytest.mark.rules("dp.relic.scepter-of-ged")),
    pytest.param("Phoenix's Feather", (1, 6, 3, 4, 5), ((0, 1, 2, 3, 4), 0), None,
                 marks=pytest.mark.rules("dp.relic.phoenixs-feather")),
    pytest.param("Jackal's Fang", (1, 6, 3, 4, 5), ((0, 2, 4), 0), None,
                 marks=pytest.mark.rules("dp.relic.jackals-fang")),
    pytest.param("Griffin's Feather", (1, 6, 3, 4, 5), ((1, 3), 0), None,
                 marks=pytest.mark.rules("dp.relic.griffins-feather")),
    pytest.param("Cobra's Fangs", (1, 6, 3, 4, 5), ((3, 4), 0), None,
                 marks=pytest.mark.rules("dp.relic.cobras-fangs")),
]


@pytest.mark.rules("dp.turn.relics", "dp.ruling.relic-timing", "dp.ruling.relic-reroll-free")
@pytest.mark.parametrize("relic, dice, move, after", EFFECTS)
def test_using_a_relic_changes_the_dice_and_discards_it(relic, dice, move, after):
    s = holding(relic, dice)
    t = s.apply(use(relic, *move))
    assert t.relics == () and t.discard == (RELIC[relic],)
    assert t.rerolls_left == 2                   # relics never spend the turn's re-rolls
    assert "dp.turn.relics" in t.last_rules
    assert any(r.startswith("dp.relic.") for r in t.last_rules)
    if after is not None:
        assert t.dice == after and t.phase == "play"
        return
    # a re-roll relic: a chance step rolls exactly the chosen dice
    assert t.is_chance_node() and t.pending == move[0]
    assert len(t.chance_outcomes()) == 6 ** len(move[0])
    values = tuple(range(1, len(move[0]) + 1))
    u = roll(t, *values)
    expect = list(dice)
    for i, v in zip(move[0], values, strict=True):
        expect[i] = v
    assert u.dice == tuple(expect) and u.phase == "play" and u.rerolls_left == 2
    assert RELIC_RULES[relic] in u.last_rules


RELIC_RULES = {name: f"dp.relic.{slug}" for name, slug in [
    ("Phoenix's Feather", "phoenixs-feather"), ("Jackal's Fang", "jackals-fang"),
    ("Griffin's Feather", "griffins-feather"), ("Cobra's Fangs", "cobras-fangs")]}


@pytest.mark.rules("dp.relic.phoenixs-feather")
@pytest.mark.rules("dp.relic.jackals-fang", engine=False)
def test_use_labels_are_readable_with_1_based_dice():
    s = holding("Cat Statue", (3, 2, 5, 6, 1))
    assert "Use Cat Statue: flip die 2 (2→5)" in [str(a) for a in s.legal_actions()]
    s = holding("Jackal's Fang", (3, 2, 5, 6, 1))
    assert "Use Jackal's Fang: re-roll dice 1, 2, 4" in [str(a) for a in s.legal_actions()]
    s = holding("Crook and Flail", (3, 2, 5, 6, 1))
    assert "Use Crook and Flail: add 1 to die 1 (3→4)" in [str(a) for a in s.legal_actions()]
    assert s.action_label(use("Crook and Flail", (0,), 1), "de").startswith("Krummstab")
    s = holding("Phoenix's Feather", (3, 2, 5, 6, 1))
    t = s.apply(use("Phoenix's Feather", (0, 1, 2, 3, 4)))
    assert str(t.history[-1]) == "Use Phoenix's Feather: re-roll dice 1, 2, 3, 4, 5"


# relic, dice, bad use, the rule that forbids it
ILLEGAL = [
    pytest.param("Sandstone Amulet", (6, 1, 3, 4, 6), ((2,), 0), "dp.relic.sandstone-amulet",
                 marks=pytest.mark.rules("dp.relic.sandstone-amulet")),
    pytest.param("Basalt Signet", (5, 2, 3, 4, 6), ((2,), 0), "dp.relic.basalt-signet",
                 marks=pytest.mark.rules("dp.relic.basalt-signet")),
    pytest.param("Granite Idol", (5, 2, 3, 4, 6), ((0,), 0), "dp.relic.granite-idol",
                 marks=pytest.mark.rules("dp.relic.granite-idol")),
    pytest.param("Onyx Beetle", (1, 2, 3, 4, 6), ((3,), 0), "dp.relic.onyx-beetle",
                 marks=pytest.mark.rules("dp.relic.onyx-beetle")),
    pytest.param("Marble Beetle", (1, 2, 3, 4, 6), ((0,), 0), "dp.relic.marble-beetle",
                 marks=pytest.mark.rules("dp.relic.marble-beetle")),
    pytest.param("Marble Beetle", (1, 2, 3, 4, 6), ((3,), 1), "dp.relic.marble-beetle",
                 marks=pytest.mark.rules("dp.relic.marble-beetle")),
    pytest.param("Cat Statue", (1, 2, 3, 4, 6), ((0, 1), 0), "dp.relic.cat-statue",
                 marks=pytest.mark.rules("dp.relic.cat-statue")),
    pytest.param("Sphinx's Ring", (1, 2, 3, 4, 6), ((0, 1, 2), 0), "dp.relic.sphinxs-ring",
                 marks=pytest.mark.rules("dp.relic.sphinxs-ring")),
    pytest.param("Sphinx's Ring", (1, 2, 3, 4, 6), ((3, 1), 0), "dp.relic.sphinxs-ring",
                 marks=pytest.mark.rules("dp.relic.sphinxs-ring")),
    pytest.param("Phoenix's Feather", (1, 2, 3, 4, 6), ((0, 1, 2), 0),
                 "dp.ruling.reroll-count", marks=pytest.mark.rules("dp.ruling.reroll-count")),
    pytest.param("Jackal's Fang", (1, 2, 3, 4, 6), ((0, 1), 0), "dp.ruling.reroll-count",
                 marks=pytest.mark.rules("dp.ruling.reroll-count")),
    pytest.param("Jackal's Fang", (1, 2, 3, 4, 6), ((0, 1, 2, 3), 0), "dp.relic.jackals-fang",
                 marks=pytest.mark.rules("dp.relic.jackals-fang")),
    pytest.param("Griffin's Feather", (1, 2, 3, 4, 6), ((4,), 0), "dp.ruling.reroll-count",
                 marks=pytest.mark.rules("dp.ruling.reroll-count")),
    pytest.param("Griffin's Feather", (1, 2, 3, 4, 6), ((0, 1, 2, 3), 0),
                 "dp.relic.griffins-feather", marks=pytest.mark.rules("dp.relic.griffins-feather")),
    pytest.param("Cobra's Fangs", (1, 2, 3, 4, 6), ((0, 1, 2), 0), "dp.relic.cobras-fangs",
                 marks=pytest.mark.rules("dp.relic.cobras-fangs")),
    pytest.param("Cobra's Fangs", (1, 2, 3, 4, 6), ((), 0), "dp.relic.cobras-fangs",
                 marks=pytest.mark.rules("dp.relic.cobras-fangs")),
    pytest.param("Crook and Flail", (1, 2, 3, 4, 6), ((4,), 1), "dp.dice.shift",
                 marks=pytest.mark.rules("dp.dice.shift")),
    pytest.param("Crook and Flail", (1, 2, 3, 4, 6), ((0,), -1), "dp.dice.shift",
                 marks=pytest.mark.rules("dp.dice.shift")),
    pytest.param("Crook and Flail", (1, 2, 3, 4, 6), ((1,), 2), "dp.relic.crook-and-flail",
                 marks=pytest.mark.rules("dp.relic.crook-and-flail")),
    pytest.param("Crook and Flail", (1, 2, 3, 4, 6), ((1, 2), 1), "dp.relic.crook-and-flail",
                 marks=pytest.mark.rules("dp.relic.crook-and-flail")),
    pytest.param("Scepter of Nut", (1, 2, 3, 4, 6), ((4,), 1), "dp.dice.shift",
                 marks=pytest.mark.rules("dp.dice.shift")),
    pytest.param("Scepter of Nut", (1, 2, 3, 4, 6), ((2,), -1), "dp.relic.scepter-of-nut",
                 marks=pytest.mark.rules("dp.relic.scepter-of-nut")),
    pytest.param("Scepter of Ged", (1, 2, 3, 4, 6), ((0,), -1), "dp.dice.shift",
                 marks=pytest.mark.rules("dp.dice.shift")),
    pytest.param("Scepter of Ged", (1, 2, 3, 4, 6), ((2,), 1), "dp.relic.scepter-of-ged",
                 marks=pytest.mark.rules("dp.relic.scepter-of-ged")),
    pytest.param("Golden Ankh", (1, 2, 3, 4, 6), ((0,), 0), "dp.relic.golden-ankh",
                 marks=pytest.mark.rules("dp.relic.golden-ankh")),
]


@pytest.mark.parametrize("relic, dice, move, rule", ILLEGAL)
def test_forbidden_relic_uses_name_their_rule_and_change_nothing(relic, dice, move, rule):
    s = holding(relic, dice)
    err = rejected(s, use(relic, *move), rule)
    assert relic.split()[0] in err.reason or "Die" in err.reason


@pytest.mark.rules("dp.ruling.reroll-count")
@pytest.mark.parametrize("relic, sizes", [("Jackal's Fang", {1, 2, 3}),
                                          ("Griffin's Feather", {1, 2, 3}),
                                          ("Cobra's Fangs", {1, 2}),
                                          ("Phoenix's Feather", {1, 2, 3, 4, 5})])
def test_up_to_option_lets_reroll_relics_roll_fewer_dice(relic, sizes):
    s = holding(relic, (1, 2, 3, 4, 6), relic_reroll_up_to=True)
    assert {len(i) for i, _ in uses(s, relic)} == sizes
    t = s.apply(use(relic, (4,)))
    assert t.pending == (4,)


@pytest.mark.rules("dp.turn.relics")
def test_a_relic_you_do_not_hold_cannot_be_used():
    s = holding("Cat Statue", (1, 2, 3, 4, 6))
    rejected(s, use("Sphinx's Ring", (0,)), "dp.turn.relics")
    t = s.apply(use("Cat Statue", (0,)))
    rejected(t, use("Cat Statue", (1,)), "dp.turn.relics")   # discarded after one use


@pytest.mark.rules("dp.ruling.relic-timing", "engine.chance")
def test_relics_work_during_the_turn_only():
    s = holding("Cat Statue", (1, 2, 3, 4, 6))
    # before or after a re-roll: fine
    t = s.apply(Action("reroll", (0,)))
    rejected(t, use("Cat Statue", (1,)), "engine.chance")      # while dice are rolling
    t = roll(t, 5)
    assert t.apply(use("Cat Statue", (1,))).dice == (5, 5, 3, 4, 6)
    # not while discarding after a miss
    s = at(rolled((1, 2, 3, 5, 6), seed=2), pyramid=(2, 3, 4, 5, 6, 7, 8, 9, 10, 11),
           relics=(RELIC["Cat Statue"], RELIC["Cobra's Fangs"]))
    assert s.takeable() == ()
    m = s.apply(END)
    assert m.phase == "miss"
    rejected(m, use("Cat Statue", (1,)), "dp.ruling.relic-timing")


@pytest.mark.rules("dp.option.power-relics", "dp.turn.relics", "dp.ruling.power-once-per-turn")
def test_power_relics_stay_and_work_once_per_turn():
    s = holding("Cat Statue", (1, 2, 3, 4, 6), power_relics=True)
    t = s.apply(use("Cat Statue", (0,)))
    assert t.dice == (6, 2, 3, 4, 6) and t.relics == (RELIC["Cat Statue"],) and t.discard == ()
    assert {"dp.option.power-relics", "dp.ruling.power-once-per-turn"} <= set(t.last_rules)
    err = rejected(t, use("Cat Statue", (1,)), "dp.ruling.power-once-per-turn")
    assert "once per turn" in err.reason and "einmal pro Zug" in err.message("de")
    assert not [a for a in t.legal_actions() if a.kind == "use"]
    # next turn it works again
    t = t.apply(Action("take", ("Entrance",))) if "Entrance" in t.takeable_rooms() else t
    if t.phase == "cap":
        t = t.apply(discard("Phoenix's Feather"))
    t = roll(t, 1, 2, 3, 4, 6)
    assert t.turn == 2 and uses(t, "Cat Statue")


@pytest.mark.rules("dp.option.power-relics", "dp.relic.jackals-fang",
                   "dp.ruling.power-once-per-turn")
def test_power_reroll_relic_rolls_and_stays():
    s = holding("Jackal's Fang", (1, 2, 3, 4, 6), power_relics=True)
    t = roll(s.apply(use("Jackal's Fang", (0, 1, 2))), 6, 6, 6)
    assert t.dice == (6, 6, 6, 4, 6) and t.relics == (RELIC["Jackal's Fang"],)
    rejected(t, use("Jackal's Fang", (0, 1, 2)), "dp.ruling.power-once-per-turn")


def test_new_game_holds_no_relic():
    assert new(3).relics == ()
