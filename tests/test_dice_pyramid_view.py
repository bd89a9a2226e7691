"""What the player sees: observation, the SVG picture, labels in English and German."""

from __future__ import annotations

import json
import re

import pytest
from test_dice_pyramid_helpers import END, at, new, reroll, roll, rolled, take

from pyramid_explorer import games
from pyramid_explorer.games.dice_pyramid import GAME, ROOMS, label
from pyramid_explorer.games.dice_pyramid.actions import ROOM_DE
from pyramid_explorer.games.dice_pyramid.view import observation

NAME = {room.number: name for name, room in ROOMS.items()}


@pytest.mark.rules("dp.setup.box")
@pytest.mark.rules("dp.pyramid.open", engine=False)
def test_the_player_never_sees_face_down_cards_the_referee_does():
    s = rolled((1, 2, 3, 4, 6), seed=6)
    mine, ref = observation(s, 0), observation(s, None)
    text = json.dumps(mine)
    for p in range(6):
        assert f'"{NAME[s.pyramid[p]]}"' not in text
    for c in s.box:
        assert f'"{NAME[c]}"' not in text
    assert mine["box"] == {"count": 5, "rooms": None}
    assert sorted(ref["box"]["rooms"]) == sorted(NAME[c] for c in s.box)
    assert ref["pyramid"][0][0]["room"] == "Treasure Chamber"
    assert ref["pyramid"][0][0]["face_down"] is True
    assert mine["dice"] == [1, 2, 3, 4, 6] and mine["rerolls_left"] == 2
    assert "Entrance" in mine["takeable"]


@pytest.mark.rules("dp.pyramid.uncover")
def test_taken_cards_are_gone_and_uncovered_cards_shown():
    s = rolled((1, 2, 3, 4, 6), seed=6)
    cards = list(s.pyramid)
    entrance = cards.index(1)
    neighbour = 6 if entrance != 6 else 7
    cards[neighbour] = None
    s = at(s, pyramid=tuple(cards))
    t = s.apply(take("Entrance"))
    view = observation(t, 0)
    flat = [c for row in view["pyramid"] for c in row]
    assert flat[entrance]["taken"] and flat[entrance]["room"] is None
    opened = [c for c in flat if c["open"] and not c["taken"]]
    assert all(c["room"] for c in opened)
    assert len(opened) >= 2


@pytest.mark.rules("dp.turn.relics", engine=False)
def test_svg_draws_pyramid_dice_rerolls_and_relics():
    s = at(rolled((1, 2, 3, 4, 6), seed=6), relics=(10, 8))
    html, strip = s.render_html(0, "en").split('class="pe-own-hand"')  # table; phone strip
    assert html.count('class="card-back"') == 6           # rows 1-3 face down
    assert html.count('class="card open"') == 4
    table_dice = re.findall(r'<g class="die" data-value="(\d)">(.*?)</g>', html)
    assert [int(v) for v, _ in table_dice] == [1, 2, 3, 4, 6]
    assert [g.count("<circle") for _, g in table_dice] == [1, 2, 3, 4, 6]   # pips
    assert re.findall(r'class="die" data-value="(\d)"', strip) == ["1", "2", "3", "4", "6"]
    assert "Re-rolls left: 2" in html
    assert "Cat Statue — flip 1 die" in html and "Jackal&#x27;s Fang — re-roll 3 dice" in html
    assert "Treasure Chamber" not in html
    assert "✓" in html                                   # the Entrance is met
    referee = s.render_html(None, "en")
    assert "Treasure Chamber" in referee                   # the referee sees face-down cards...
    assert referee.count('class="card face-down"') == 6    # ...marked as face down
    assert 'class="card-back"' not in referee
    assert s._repr_html_() == s.render_html(0)            # default view is the player's


@pytest.mark.rules("dp.turn.lose", "dp.turn.win")
def test_svg_shows_outcome_and_german_labels():
    s = at(rolled((1, 2, 3, 5, 6), seed=6), pyramid=(2, 3, 4, 5, 6, 7, 8, 9, 10, 11))
    lost = s.apply(END)
    assert "the pyramid wins" in lost.render_html(0, "en")
    de = lost.render_html(0, "de")
    assert "die Pyramide gewinnt" in de and "Neuwürfe übrig" in de
    won = roll(at(new(6), pyramid=(2,) + (None,) * 9), 4, 4, 4, 4, 4).apply(
        take("Treasure Chamber"))
    assert "you win" in won.render_html(0, "en")
    assert "Goldenes Anch" in won.render_html(0, "de")


def test_taken_slots_are_drawn_empty_and_chance_dice_as_question_marks():
    s = roll(new(6), 1, 2, 3, 4, 6).apply(take("Entrance"))
    html = s.render_html(0).split('class="pe-own-hand"')[0]  # the table (not the phone strip)
    assert html.count('class="slot-empty"') == 1
    assert html.count(">?</text>") == 5                   # the next roll is pending


def test_labels_are_readable_in_english_and_german():
    s = rolled((3, 3, 5, 6, 1), seed=6)
    assert str(reroll(1, 3)) in ("reroll 1 3",)            # unlabelled input...
    t = s.apply(reroll(1, 3))
    assert str(t.history[-1]) == "Re-roll dice 2, 4"       # ...is logged with its label
    assert label(t.history[-1], "de") == "Würfel 2, 4 neu werfen"
    assert label(END, "de") == "Zug beenden"
    assert label(take("Grand Gallery"), "de") == "Große Galerie nehmen"
    assert s.action_label(take("Entrance"), "de") == "Eingang nehmen"
    assert set(ROOM_DE) == set(ROOMS)
    assert GAME.name.get("de") == "Würfelpyramide"


def test_every_label_names_dice_1_to_5():
    s = at(rolled((3, 3, 5, 6, 1), seed=6), relics=(11, 12, 9))
    for action in s.legal_actions():
        for n in re.findall(r"dice? ([\d, ]+)", str(action)):
            assert all(1 <= int(x) <= 5 for x in n.replace(",", " ").split())


def test_game_spec_describes_the_game():
    spec = games.spec("dice-pyramid")
    assert spec is GAME and spec.rule_prefix == "dp" and spec.has_dice
    assert (spec.min_players, spec.max_players, spec.default_players) == (1, 1, 1)
    assert {o.name for o in spec.options} == {
        "power_relics", "great_pyramid", "i_know_the_way", "full_house_five_of_a_kind",
        "relic_reroll_up_to", "may_decline"}
    assert all(o.label.de and o.help.de and o.rule_id for o in spec.options)
    assert set(spec.bots) == {"random", "greedy", "optimal"}
    assert ROOMS["Inner Sanctum"].matches((2, 2, 5, 5, 5))
    assert ROOMS["Altar of the Sky"].notation and ROOMS["Royal Chamber"].relic == "Crook and Flail"


def test_the_log_uses_the_engines_labels_whatever_the_caller_wrote():
    from pyramid_explorer.engine import Action

    s = rolled((3, 3, 5, 6, 1), seed=6).apply(Action("take", ("Entrance",), label="Win!"))
    assert str(s.history[-1]) == "Take Entrance"


@pytest.mark.rules("dp.card.grand-gallery", "dp.relic.jackals-fang", "dp.card.entrance",
                   "dp.relic.phoenixs-feather", engine=False)
def test_card_and_relic_rules_are_titled_with_the_german_names_in_german():
    from pyramid_explorer.engine import RULES
    from pyramid_explorer.games.dice_pyramid.actions import RELIC_DE
    from pyramid_explorer.games.dice_pyramid.rules import card_rule, relic_rule

    assert RULES.get("dp.card.grand-gallery").title.get("de") == "Große Galerie (Raum)"
    assert RULES.get("dp.relic.jackals-fang").title.get("de") == "Schakalzahn (Relikt)"
    assert RULES.get("dp.card.entrance").title.get("en") == "Entrance (room)"
    for room in ROOMS.values():
        assert RULES.get(card_rule(room.number)).title.de.startswith(ROOM_DE[room.name] + " ")
        assert RULES.get(relic_rule(room.number)).title.de.startswith(RELIC_DE[room.relic] + " ")
