"""The step-through explorer driven from code on Im Bann der Pyramide (2–5 players, hidden hands)."""

from __future__ import annotations

import html
import json
import re
from collections import Counter
from math import comb

import pytest

from pyramid_explorer.engine import RULES, Action
from pyramid_explorer.games.im_bann.data import card_name
from pyramid_explorer.ui import Explorer
from pyramid_explorer.ui.common.theme import seat_text_colour

GAME = "im-bann-der-pyramide"


@pytest.fixture
def ex() -> Explorer:
    return Explorer(GAME, seed=4, players=3)


def titles(markup: str) -> int:
    """Card faces drawn (each face carries an SVG <title>)."""
    return len(re.findall("<title>", markup))


def test_seats_views_and_players_follow_the_game(ex):
    assert len(ex.panels.seats.seat_widgets) == 3
    assert [label for label, _ in ex.panels.seats.view.options] == ["Referee", "P1 ●", "P2 ■", "P3 ▲"]
    assert all(dd.value == "heuristic" for dd in ex.panels.seats.seat_widgets)    # every seat starts as a bot
    assert list(ex.panels.settings.players.options) == [2, 3, 4, 5]
    ex.panels.settings.players.value = 5
    ex.buttons["new_game"].click()
    assert ex.state.num_players == 5 and len(ex.panels.seats.seat_widgets) == 5


@pytest.mark.rules("ib.setup.deal")
def test_player_view_shows_own_hand_and_backs_for_the_others(ex):
    hands = ex.state.hands
    referee = ex.state_html
    ex.set_view(0)
    mine = ex.state_html.split('class="pe-own-hand"')[0]  # the table (a phone's strip follows)
    assert titles(referee) - titles(mine) == len(hands[1]) + len(hands[2])
    assert mine.count("#7a5c2e") - referee.count("#7a5c2e") == len(hands[1]) + len(hands[2])
    ex.set_view(None)
    assert ex.state_html == referee


@pytest.mark.rules("ib.play.equipment")
def test_illegal_card_shows_the_rule_and_leaves_the_state():
    def wrong_items(e: Explorer) -> list[str]:
        return [c for c in e.state.codes(e.state.hands[0])
                if c.split("-")[0] in ("pickaxe", "rope", "torch")]

    ex = next(e for seed in range(1, 30)
              if wrong_items(e := Explorer(GAME, seed=seed, players=3)))
    ex.set_seat(0, "human")
    before = ex.state
    assert before.depot == "ladder"
    wrong = wrong_items(ex)[0]
    assert ex.apply(Action("equip", (wrong,))) is None
    assert ex.state is before
    assert ex.problem.rule_id == "ib.play.equipment"
    assert 'data-rule-id="ib.play.equipment"' in ex.rule_html
    assert html.escape(RULES.get("ib.play.equipment").title.en) in ex.rule_html
    assert "only ladder cards" in ex.rule_html


@pytest.mark.rules("ib.draw.draw")
def test_human_plays_a_move_button_and_the_log_says_so(ex):
    ex.set_seat(0, "human")
    assert ex.session.view == 0
    assert "Draw 2" in ex.move_labels
    next(b for b in ex.move_buttons() if b.description == "Draw 2").click()
    assert len(ex.state.hands[0]) == 7
    before, after = ex.session.timeline.states()[:2]
    drawn = sorted(set(after.hands[0]) - set(before.hands[0]))
    names = ", ".join(card_name(code, "en") for code in after.codes(drawn))
    assert ex.log_texts[-1] == f"1. P1 ●: Draw 2: {names}"         # P1 sees what P1 drew
    assert ex.panels.log.list.buttons[1].style.text_color == seat_text_colour(0)
    ex.set_view(1)
    assert ex.log_texts[-1] == "1. P1 ●: Draw 2"                    # P2 only sees how many
    assert names not in ex.rule_html
    assert 'data-rule-id="ib.draw.draw"' in ex.rule_html


def test_bots_play_on_with_step_and_the_log_is_coloured_per_seat(ex):
    for _ in range(40):
        assert ex.step()
    log = ex.session.log()
    assert len(ex.log_texts) == 41
    for entry, button in zip(log, ex.panels.log.list.buttons[1:], strict=False):
        assert button.style.text_color == seat_text_colour(entry.seat)
        assert button.description.startswith(f"{entry.step}. P{entry.seat + 1} ")
    ex.jump(10)
    assert ex.state.step == 10 and ex.panels.log.list.buttons[10].style.font_weight == "bold"


def test_undo_redo_branch_on_a_card_game(ex):
    for _ in range(12):
        ex.step()
    end = ex.state
    ex.jump(6)
    ex.branch()
    ex.set_seat(ex.state.current_player(), "random")
    for _ in range(6):
        ex.step()
    assert ex.session.length == 12
    ex.switch_branch(0)
    assert ex.session.state.step == 6
    ex.jump(12)
    assert ex.state is end


@pytest.mark.rules("ib.draw.draw", "ib.play.showcase")
def test_next_draw_odds_are_hypergeometric_over_unseen_cards(ex):
    for _ in range(25):
        ex.step()
    state = ex.state
    for viewer in range(3):
        ex.set_view(viewer)
        odds = ex.odds.current
        assert odds.seat == viewer
        deck = Counter(c.code for c in state.data.cards)
        seen = Counter(state.codes(state.hands[viewer]))
        for s in state.showcases:
            seen.update(state.codes(s))
        seen.update(state.codes(state.discard))
        if state.mummy is not None:
            seen["mummy"] += 1
        unseen = deck - seen
        good = sum(n for code, n in unseen.items()
                   if code.split("-")[0] == state.depot or "-" not in code)
        total = sum(unseen.values())
        assert (odds.unseen, odds.playable) == (total, good)
        assert odds.p_next == pytest.approx(good / total)
        assert odds.p_two == pytest.approx(1 - comb(total - good, 2) / comb(total, 2))
        assert f"{100 * good / total:.1f} %" in ex.odds.html()


def test_odds_do_not_depend_on_other_players_hidden_hands(ex):
    """Swapping two cards between other hands leaves P1's odds unchanged."""
    from dataclasses import replace

    from pyramid_explorer.ui.adapters.im_bann import draw_odds

    state = ex.state
    h1, h2 = list(state.hands[1]), list(state.hands[2])
    h1[0], h2[0] = h2[0], h1[0]
    swapped = replace(state, hands=(state.hands[0], tuple(h1), tuple(h2)))
    assert draw_odds(swapped, 0) == draw_odds(state, 0)
    assert draw_odds(swapped, 1) != draw_odds(state, 1) or h1[0] == h2[0]


def test_referee_odds_use_the_player_to_move(ex):
    for _ in range(3):
        ex.step()
    seat = ex.state.current_player()
    assert ex.odds.current.seat == seat
    assert f"P{seat + 1}" in ex.odds.html()


def test_language_switch_on_the_card_game(ex):
    ex.set_language("de")
    assert "2 Karten ziehen" in ex.move_labels
    assert "Schiedsrichter" in [label for label, _ in ex.panels.seats.view.options]
    assert "Nachziehstapel" in ex.state_html
    assert "Nächste Karte spielbar" in ex.odds.html()
    ex.step()
    assert "Schritt 1" in ex.rule_html


def test_save_load_round_trip_and_seats(ex):
    ex.set_seat(2, "random")
    for _ in range(15):
        ex.step()
    text = ex.save_json()
    other = Explorer("dice-pyramid", seed=1)
    assert other.load_json(text)
    assert other.session.game_id == GAME and other.state == ex.state
    assert other.session.seats == ["heuristic", "heuristic", "random"]
    assert other.panels.settings.game.value == GAME and len(other.panels.seats.seat_widgets) == 3
    broken = json.loads(text)
    broken["actions"][3] = {"kind": "equip", "args": ["torch-9"]}
    assert other.load_json(json.dumps(broken)) is None
    assert other.state == ex.state and "step 4" in other.problem.message


def test_switching_game_in_the_dropdown_builds_the_right_controls(ex):
    ex.panels.settings.game.value = "dice-pyramid"
    assert ex.session.game_id == "dice-pyramid" and len(ex.panels.seats.seat_widgets) == 1
    assert "i_know_the_way" in ex.panels.settings.option_widgets
    odds_classes = [c.__name__ for c in type(ex.odds).__mro__]  # (with the whole-game line)
    assert ex.composer is not None and "DicePyramidOdds" in odds_classes
    ex.panels.settings.game.value = GAME
    assert "advanced" in ex.panels.settings.option_widgets and ex.composer is None


def test_a_long_game_shows_a_log_window_around_the_cursor():
    ex = Explorer(GAME, seed=8, players=5)
    while ex.session.length < 260 and ex.step():
        pass
    assert ex.session.length == 260
    texts = ex.log_texts
    assert len(texts) == 201 and texts[-1].startswith("260. ")     # newest steps on screen
    ex.panels.log.list.buttons[0].click()                                     # the oldest one shown
    assert ex.state.step == 60
    ex.jump(5)
    assert ex.log_texts[0] == "0. Start of the game" and len(ex.log_texts) == 201
    current = next(b for b in ex.panels.log.list.buttons if b.style.font_weight == "bold")
    assert current.description.startswith("5. ")
