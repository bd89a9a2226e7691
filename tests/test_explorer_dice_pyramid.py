"""The step-through explorer driven from code on Dice Pyramid (no browser needed)."""

from __future__ import annotations

import base64
import html
import json
import re
from datetime import datetime, timezone

import ipywidgets as w
import pytest

from pyramid_explorer.dice.odds import success_probability_from
from pyramid_explorer.engine import RULES, Action
from pyramid_explorer.ui import Explorer
from pyramid_explorer.ui.adapters.dice_odds import option_action, percent

GAME = "dice-pyramid"


def shown_dice(html: str) -> tuple[int, ...]:
    """The dice on the table (a phone's strip below it draws them again)."""
    table = html.split('class="pe-own-hand"')[0]
    return tuple(int(v) for v in re.findall(r'class="die" data-value="(\d)"', table))


def rolled(ex: Explorer, dice: str) -> Explorer:
    """Resolve the pending roll with ``dice`` chosen by the teacher."""
    assert ex.state.is_chance_node()
    assert ex.set_outcome(dice), ex.problem
    return ex


@pytest.fixture
def ex() -> Explorer:
    return Explorer(GAME, seed=7)


@pytest.mark.rules("dp.turn.roll", "engine.chance")
def test_step_rolls_and_every_panel_shows_the_new_dice(ex):
    assert ex.state.is_chance_node()
    assert ex.step() is True
    dice = ex.state.dice
    assert len(dice) == 5
    assert shown_dice(ex.state_html) == dice                        # state panel
    assert [tg.description.split()[-1] for tg in ex.composer.toggles] == [str(d) for d in dice]
    assert " ".join(map(str, dice)) in ex.log_texts[-1]            # log
    assert 'data-rule-id="dp.turn.roll"' in ex.rule_html           # rule panel
    assert ex.panels.timeline.slider.value == 1 and ex.panels.timeline.slider.max == 1


@pytest.mark.rules("dp.turn.take", "dp.card.entrance")
@pytest.mark.rules("dp.turn.rerolls", engine=False)
def test_rule_panel_shows_every_clause_of_the_last_step(ex):
    rolled(ex, "3 3 3 5 1")
    ex.apply(Action("take", ("Entrance",)))
    assert ex.problem is None
    assert ex.state.last_rules
    for rule_id in ex.state.last_rules:
        clause = RULES.get(rule_id)
        assert f'data-rule-id="{rule_id}"' in ex.rule_html
        assert html.escape(clause.title.en) in ex.rule_html
        assert html.escape(clause.source) in ex.rule_html
    assert "RULEBOOK" in ex.rule_html and "SEED" not in ex.rule_html


@pytest.mark.rules("dp.ruling.must-take")
def test_rule_panel_badges_rulings(ex):
    rolled(ex, "2 2 2 5 5")
    ex.apply(Action("end"))           # the dice meet the Entrance: ending is not allowed
    assert ex.problem is not None and ex.problem.rule_id == "dp.ruling.must-take"
    assert "RULING" in ex.rule_html
    assert RULES.get("dp.ruling.must-take").title.en in ex.rule_html


def test_undo_redo_jump_and_log_clicks_travel_in_time(ex):
    states = [ex.state]
    for _ in range(6):
        assert ex.step()
        states.append(ex.state)
    ex.undo()
    assert ex.state is states[5]
    ex.undo()
    assert ex.state is states[4] and ex.buttons["redo"].disabled is False
    ex.redo()
    assert ex.state is states[5]
    ex.jump(2)
    assert ex.state is states[2] and ex.panels.timeline.slider.value == 2
    ex.panels.timeline.slider.value = 6                                           # drag the slider
    assert ex.state is states[6]
    ex.panels.log.list.buttons[1].click()                                       # click a log entry
    assert ex.state is states[1]
    assert len(ex.log_texts) == 7                                    # the whole line stays
    ex.jump(0)
    assert ex.buttons["undo"].disabled and ex.state is states[0]


def test_jump_outside_the_line_is_a_message_not_a_crash(ex):
    ex.step()
    assert ex.jump(99) is None
    assert ex.problem is not None and ex.state.step == 1
    assert "Traceback" not in ex.rule_html


@pytest.mark.rules("dp.turn.rerolls")
def test_branch_keeps_both_lines(ex):
    rolled(ex, "1 2 3 4 6")
    ex.apply(Action("reroll", (4,)))
    rolled(ex, "1 2 3 4 5")
    main_final = ex.state
    ex.jump(1)
    ex.branch()
    assert len(ex.session.branches) == 2 and ex.session.active == 1
    assert ex.panels.timeline.branches.options[1][0].startswith("Branch 1 (from step 1)")
    ex.apply(Action("reroll", (0, 1)))
    rolled(ex, "5 5 3 4 6")
    assert ex.state.dice == (5, 5, 3, 4, 6)
    ex.panels.timeline.branches.value = 0                                           # switch in the dropdown
    assert ex.session.length == 3 and ex.session.state is not main_final
    ex.jump(3)
    assert ex.state is main_final
    ex.switch_branch(1)
    assert ex.state.dice == (5, 5, 3, 4, 6)


@pytest.mark.rules("dp.turn.rerolls")
def test_third_reroll_shows_the_rule_and_changes_nothing(ex):
    rolled(ex, "1 2 3 4 6")
    for _ in range(2):
        ex.composer.select((0, 1))
        ex.composer.reroll.click()
        rolled(ex, "1 2")
    before = ex.state
    assert ex.composer.reroll.disabled                               # no re-rolls left
    assert ex.apply(Action("reroll", (0,))) is None
    assert ex.state is before
    assert ex.problem.rule_id == "dp.turn.rerolls"
    assert 'data-rule-id="dp.turn.rerolls"' in ex.rule_html
    assert "re-rolled twice" in ex.rule_html
    assert "Traceback" not in ex.rule_html


@pytest.mark.rules("dp.turn.rerolls")
def test_dice_toggles_reroll_the_selected_dice(ex):
    rolled(ex, "6 6 1 2 3")
    ex.composer.toggles[2].value = True
    ex.composer.toggles[4].value = True
    assert ex.composer.reroll.description.endswith("(3, 5)")
    ex.composer.reroll.click()
    assert ex.state.history[-1] == Action("reroll", (2, 4))
    assert ex.state.pending == (2, 4) and ex.state.is_chance_node()
    ex.roll()
    assert ex.state.dice[:2] == (6, 6) and ex.state.dice[3] == 2
    assert ex.composer.selected() == ()                             # new dice, fresh choice


@pytest.mark.rules("engine.chance")
def test_set_dice_is_validated_with_a_message(ex):
    before = ex.state
    for bad in ("3 3 9 1 1", "1 2", "three"):
        assert ex.set_outcome(bad) is None
        assert ex.state is before
        assert ex.problem.rule_id == "engine.chance"
        assert 'data-rule-id="engine.chance"' in ex.rule_html
    (typed,) = [c for c in ex.panels.moves.outcome_box.children if isinstance(c, w.Text)]
    typed.value = "6 6 6 6 6"                                       # the teacher types the dice
    ex.buttons["apply_outcome"].click()
    assert ex.state.dice == (6, 6, 6, 6, 6)


@pytest.mark.rules("dp.turn.take", "dp.card.entrance")
@pytest.mark.rules("dp.relic.phoenixs-feather", engine=False)
def test_move_buttons_play_a_seat_by_hand(ex):
    ex.set_seat(0, "human")
    rolled(ex, "1 2 4 5 3")
    labels = ex.move_labels
    assert "Take Entrance" in labels
    button = next(b for b in ex.move_buttons() if b.description == "Take Entrance")
    button.click()
    assert ex.state.relic_names() == ["Phoenix's Feather"]
    assert "Take Entrance" in ex.log_texts[-1]


def test_human_seat_stops_step_but_not_the_dice(ex):
    ex.set_seat(0, "human")
    assert ex.session.view == 0 and ex.panels.seats.view.value == 0              # the learner's view
    assert ex.step() is True                                          # a roll still happens
    before = ex.state
    assert ex.step() is False
    assert ex.state is before
    assert ex.problem.level == "info" and "by hand" in ex.rule_html
    ex.panels.seats.seat_widgets[0].value = "greedy"                              # give it back to a bot
    assert ex.step() is True and ex.state.step == 2


def test_odds_panel_matches_the_exact_odds_and_updates_in_place(ex):
    rolled(ex, "3 3 5 6 1")
    state = ex.state
    figure = ex.odds.figure.widget
    rooms = state.open_rooms()
    bars = ex.odds.figure.rooms.bars
    assert [b.label for b in bars] == ["Any open room", *rooms]
    relics = [c for c in state.relic_names()]
    for room, bar in zip(rooms, bars[1:], strict=True):
        exact = success_probability_from(state.dice, room, state.rerolls_left, relics)
        assert bar.value == pytest.approx(exact)
        assert f"{room}: <b>{percent(exact)}</b>" in ex.odds.html()
        assert f"{room}: {percent(exact)}" in figure.value  # each bar's tooltip
    ex.apply(Action("reroll", (4,)))
    ex.roll()
    current = ex.odds.current
    assert ex.odds.figure.widget is figure                            # same widget, new data
    assert current.dice == ex.state.dice
    assert [b.value for b in ex.odds.figure.rooms.bars] == [current.any_room,
                                                            *current.probabilities]
    assert percent(current.any_room) in figure.value


def test_advisor_button_plays_the_top_option(ex):
    rolled(ex, "3 3 5 6 1")
    top = ex.odds.current.options[0]
    assert ex.panels.odds.advisor.layout.display != "none"
    ex.panels.odds.advisor.click()
    assert ex.state.history[-1] == option_action(top)


@pytest.mark.rules("dp.setup.pyramid", "dp.option.i-know-the-way")
def test_player_view_hides_face_down_cards(ex):
    assert "Treasure Chamber" in ex.state_html                        # referee sees all
    ex.set_view(0)
    assert "Treasure Chamber" not in ex.state_html
    ex.panels.seats.view.value = -1                                               # back to the referee
    assert "Treasure Chamber" in ex.state_html
    ex.new_game(i_know_the_way=True)
    ex.set_view(0)
    assert "Treasure Chamber" in ex.state_html


def test_language_switch_changes_every_text(ex):
    rolled(ex, "3 3 3 5 1")
    ex.language_toggle.value = "de"
    assert ex.buttons["step"].description == "P1 ● zieht ▶"  # Step, named for what it does
    assert ex.buttons["undo"].description == "◀ Zurück"
    assert RULES.get("dp.turn.roll").title.de in ex.rule_html
    assert "Regelheft" in ex.rule_html
    assert ex.log_texts[-1].endswith("Wurf: 3 3 3 5 1")
    assert "Eingang nehmen" in ex.move_labels
    assert "Zug 1" in ex.state_html
    assert "Irgendein offener Raum" in [b.label for b in ex.odds.figure.rooms.bars]
    assert "Irgendein offener Raum" in ex.odds.figure.widget.value
    assert ex.panels.settings.game.options[0] == ("Würfelpyramide", "dice-pyramid")
    ex.set_language("en")
    assert ex.buttons["step"].description == "P1 ● moves ▶"


def test_save_and_load_round_trip_keeps_the_line_and_the_cursor(ex):
    for _ in range(7):
        ex.step()
    ex.undo()
    ex.undo()
    text = ex.save_json()
    link = ex.save_link_html
    encoded = re.search(r'base64,([A-Za-z0-9+/=]+)"', link).group(1)
    assert json.loads(base64.b64decode(encoded)) == json.loads(text)  # the download link
    other = Explorer(GAME, seed=1)
    assert other.load_json(text) is True
    assert other.state == ex.state and other.session.position == 5
    other.redo()
    other.redo()
    assert other.session.state.step == 7


def choose_file(ex: Explorer, name: str, data: bytes) -> None:
    """What the browser sends when a file is chosen in the Load button."""
    ex.panels.save.upload.value = ({"name": name, "type": "application/json", "size": len(data),
                                    "content": memoryview(data),
                                    "last_modified": datetime.now(timezone.utc)},)


def test_bad_files_show_a_message_and_lose_nothing(ex):
    ex.step()
    before = ex.state
    assert ex.load_json("this is not json") is None
    assert ex.state is before
    assert ex.problem.title == "Could not load this file"
    assert "unchanged" in ex.rule_html
    data = json.loads(ex.save_json())
    data["state"]["dice"] = [6, 6, 6, 6, 6]
    choose_file(ex, "x.json", json.dumps(data).encode())          # a file chosen in the page
    assert ex.state is before and "altered" in ex.problem.message


def test_upload_widget_loads_a_saved_game(ex):
    for _ in range(3):
        ex.step()
    text = ex.save_json()
    fresh = Explorer(GAME, seed=99)
    choose_file(fresh, "game.json", text.encode())
    assert fresh.problem is None and fresh.state == ex.state
    assert fresh.panels.settings.seed.value == 7


def test_autoplay_runs_to_the_end_and_stops(ex):
    ex.set_speed(10)
    assert ex.panels.autoplay.play.interval == 100
    ex.autoplay()
    assert ex.autoplaying and ex.buttons["stop"].disabled is False
    ticks = 0
    while ex.autoplaying and ticks < 2000:
        ex.panels.autoplay.play.value += 1                                           # the browser's timer
        ticks += 1
    assert ex.state.is_terminal() and not ex.autoplaying
    assert ex.buttons["autoplay"].disabled and ex.buttons["step"].disabled
    assert "Game over" in ex.state_html
    final_rule = "dp.turn.win" if ex.state.outcome == "won" else "dp.turn.lose"
    assert f'data-rule-id="{final_rule}"' in ex.rule_html
    result = "Result: Won: the Golden Ankh in " if ex.state.outcome == "won" else \
        "Result: Lost after "
    assert result in ex.state_html                                  # the result in words


def test_stop_halts_autoplay(ex):
    ex.autoplay()
    ex.panels.autoplay.play.value += 1
    ex.buttons["stop"].click()
    step = ex.state.step
    ex.panels.autoplay.play.value += 1
    assert not ex.autoplaying and ex.state.step == step == 1


def test_new_game_from_the_controls_and_bad_options(ex):
    ex.panels.settings.seed.value = 11
    ex.panels.settings.option_widgets["great_pyramid"].value = True
    ex.buttons["new_game"].click()
    assert ex.problem is None
    assert ex.state.seed == 11 and ex.state.options.great_pyramid
    assert len(ex.state.pyramid) == 15
    before = ex.state
    assert ex.new_game(no_such_option=1) is None
    assert ex.state is before and "no_such_option" in ex.problem.message


def test_no_traceback_ever_reaches_the_user(ex, monkeypatch):
    def broken() -> None:
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(ex.session, "step", broken)
    assert ex.step() is None
    assert ex.problem.title == "Something went wrong"
    assert "disk on fire" in ex.rule_html and "Traceback" not in ex.rule_html
    assert ex.apply("not an action") is None
    assert ex.problem.rule_id == "engine.action"


def test_layout_reads_on_a_projector():
    ex = Explorer(GAME, seed=7)
    css = ex.widget.children[0].value
    sizes = [int(s) for s in re.findall(r"font-size:(\d+)px", css)]
    assert min(sizes) >= 14
    top, bottom = ex.widget.children[2], ex.widget.children[3]
    for row in (top, bottom):
        assert row.layout.flex_flow == "row wrap"                     # wraps, never scrolls
    state_box, side = top.children  # the table, and beside it the next action and Why
    assert "pe-state" in state_box._dom_classes and "pe-side" in side._dom_classes
    assert any("pe-moves" in c._dom_classes for c in side.children)
    assert any("pe-rule-panel" in c._dom_classes for c in side.children)
    # at 1280 px the table column and the side column fit side by side (CSS flex bases)
    table_basis = int(re.search(r"\.pe-state \{ flex:1 1 (\d+)px", css).group(1))
    side_basis = int(re.search(r"\.pe-side \{ flex:0 1 (\d+)px", css).group(1))
    assert table_basis + side_basis < 1280
    extras = {"start_of_turn", "next_turn", "to_end", "undo_new", "copy_link"}  # one compact row
    assert all(b.layout.min_height == "38px" for k, b in ex.buttons.items() if k not in extras)
    assert all(ex.buttons[k].layout.min_height == "32px" for k in extras)


def test_playing_after_undo_replaces_the_rest_of_the_line_everywhere(ex):
    for _ in range(5):
        ex.step()
    ex.jump(0)
    rolled(ex, "6 6 6 6 6")
    assert ex.session.length == 1
    assert ex.log_texts == ["0. Start of the game", "1. ⚄: Roll: 6 6 6 6 6"]
    assert shown_dice(ex.state_html) == (6, 6, 6, 6, 6)
    saved = json.loads(base64.b64decode(
        re.search(r'base64,([A-Za-z0-9+/=]+)"', ex.save_link_html).group(1)))
    assert saved["actions"] == [{"kind": "roll", "args": [6, 6, 6, 6, 6]}]


def test_a_failing_odds_panel_does_not_stop_the_other_panels(ex, monkeypatch):
    def broken(*_args: object) -> None:
        raise ValueError("solver unavailable")

    monkeypatch.setattr(ex.odds, "update", broken)
    assert ex.step() is True
    assert ex.problem is None
    assert shown_dice(ex.state_html) == ex.state.dice
    assert "solver unavailable" in ex.panels.odds.note.value
