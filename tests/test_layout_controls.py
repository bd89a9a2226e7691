"""The explorer's controls say what to do next: one named primary action, disabled states,
Play as, no menu without a choice, the presentation toggle and the folding intro.

The look of these states in a browser (grey, not-allowed cursor, boxes inside the screen) is
checked in tests/browser/test_layout_browser.py.
"""

from __future__ import annotations

import pytest

from pyramid_explorer import games
from pyramid_explorer.engine import CHANCE
from pyramid_explorer.ui.dashboard import Dashboard
from pyramid_explorer.ui.explorer import Explorer
from pyramid_explorer.ui.explorer.layout import PRESENTING, set_presentation
from pyramid_explorer.ui.model.frame import WATCH
from pyramid_explorer.ui.model.session import HUMAN

IM_BANN = "im-bann-der-pyramide"


def solo_games() -> list[str]:
    return [g for g in games.available() if games.spec(g).max_players == 1]


@pytest.mark.rules("dp.turn.roll")
def test_step_is_named_for_what_it_does_and_roll_is_not_a_second_button():
    ex = Explorer("dice-pyramid", seed=7)
    assert ex.state.current_player() == CHANCE
    assert ex.buttons["step"].description == "Roll ▶"
    assert ex.buttons["step"].button_style == "primary"
    assert ex.buttons["roll"].layout.display == "none"  # Step ▶ is the roll
    assert ex.buttons["apply_outcome"].button_style == ""  # "Use these dice": secondary
    ex.step()
    assert ex.buttons["step"].description == "P1 ● moves ▶"  # the bot plays the seat
    ex.play_as(0)
    assert ex.buttons["step"].description == "Your move ↓"
    assert ex.buttons["step"].disabled and ex.buttons["autoplay"].disabled
    ex.set_language("de")
    assert ex.buttons["step"].description == "Dein Zug ↓"


def test_disabled_states_follow_the_game():
    ex = Explorer("dice-pyramid", seed=7)
    assert ex.buttons["undo"].disabled and ex.buttons["redo"].disabled  # step 0, nothing undone
    assert ex.buttons["stop"].disabled  # not autoplaying
    assert not ex.buttons["step"].disabled and not ex.buttons["autoplay"].disabled
    ex.step()
    assert not ex.buttons["undo"].disabled and ex.buttons["redo"].disabled
    ex.undo()
    assert ex.buttons["undo"].disabled and not ex.buttons["redo"].disabled
    ex.autoplay()
    assert not ex.buttons["stop"].disabled and ex.buttons["autoplay"].disabled
    ex.stop()
    assert ex.buttons["stop"].disabled


@pytest.mark.rules("dp.turn.roll")
def test_reroll_selected_is_disabled_until_a_die_is_selected():
    ex = Explorer("dice-pyramid", seed=7)
    ex.set_outcome("1 2 3 4 6")  # dice that meet no room: a re-roll makes sense
    reroll = ex.composer.reroll
    assert reroll.disabled
    ex.composer.select((0, 1))
    assert not reroll.disabled and "(1, 2)" in reroll.description


@pytest.mark.parametrize("game_id", solo_games())
def test_a_solo_game_shows_no_players_menu(game_id):
    ex = Explorer(game_id, seed=1)
    assert ex.panels.settings.players_box.layout.display == "none"


def test_a_game_for_several_players_keeps_its_players_menu_and_hides_it_only_for_solo():
    ex = Explorer(IM_BANN, seed=1)
    assert ex.panels.settings.players_box.layout.display is None
    assert list(ex.panels.settings.players.options) == [2, 3, 4, 5]
    ex.new_game("dice-pyramid")
    assert ex.panels.settings.players_box.layout.display == "none"


def test_play_as_takes_the_seat_and_the_view_and_gives_the_others_to_bots():
    ex = Explorer(IM_BANN, seed=3)
    labels = [label for label, _ in ex.panels.seats.play_as.options]
    assert labels[0] == "watch the bots" and labels[1:] == ["You play P1 ●", "You play P2 ■",
                                                           "You play P3 ▲", "You play P4 ◆"]
    ex.panels.seats.play_as.value = 1  # as a user picks "You play P2 ■"
    assert ex.session.seats[1] == HUMAN and ex.session.view == 1
    assert [s for i, s in enumerate(ex.session.seats) if i != 1] == [ex.session.default_bot()] * 3
    ex.set_seat(2, HUMAN)  # a second human seat: no single "you" any more
    assert ex.panels.seats.play_as.value == WATCH
    ex.play_as(2)
    assert ex.session.seats.count(HUMAN) == 1 and ex.session.seats[2] == HUMAN
    assert ex.panels.seats.play_as.value == 2 and ex.panels.seats.view.value == 2
    ex.panels.seats.play_as.value = WATCH
    assert HUMAN not in ex.session.seats and ex.session.view is None


def test_play_as_refuses_a_seat_that_does_not_exist_and_changes_nothing():
    ex = Explorer(IM_BANN, seed=3)
    seats = list(ex.session.seats)
    ex.play_as(7)
    assert ex.problem is not None and "8" in ex.problem.message
    assert ex.session.seats == seats


def test_move_buttons_say_when_a_bot_holds_the_seat():
    ex = Explorer(IM_BANN, seed=3)
    seat = ex.state.current_player()
    assert "plays P" in ex.panels.moves.title.value and "Step" in ex.panels.moves.title.value
    assert "Step ▶ lets it move" in ex.panels.moves.title.value
    ex.play_as(seat)
    assert "Step ▶ lets it move" not in ex.panels.moves.title.value
    assert "Your move" in ex.panels.moves.title.value


def test_presentation_toggle_marks_the_root_and_switches_back():
    ex = Explorer("ramses-pyramid", seed=2)
    assert PRESENTING not in ex.widget._dom_classes
    ex.presentation_toggle.value = True
    assert PRESENTING in ex.widget._dom_classes
    set_presentation(ex, False)
    assert PRESENTING not in ex.widget._dom_classes and not ex.presentation_toggle.value
    ex.set_language("de")
    assert "Präsentation" in ex.presentation_toggle.description


def test_the_dashboard_puts_presentation_in_the_tab_bar_and_opens_the_intro_on_request():
    d = Dashboard()
    first = d.tab_ids[0]
    explorer = d.contents[first]
    bar, intro, _main, _rules = d.tabs.children[0].children
    assert explorer.presentation_toggle in bar.children
    about = d.abouts[first]
    assert about in bar.children  # the one line that opens the intro
    # a first visit shows the whole table: the intro starts folded (a projector at 1280×800)
    assert intro.layout.display == "none" and not about.value
    about.value = True  # "About this game" opens it
    assert intro.layout.display is None
    d.set_language("de")  # new words are no use of the game
    assert intro.layout.display is None
    assert about.description == "ℹ Über dieses Spiel"
    explorer.step()  # an intro opened before the first use folds away then
    assert intro.layout.display == "none" and not about.value
    about.value = True  # "About this game" brings it back, and it stays
    explorer.step()
    assert intro.layout.display is None
