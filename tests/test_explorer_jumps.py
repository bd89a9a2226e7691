"""Jumps (next turn, to the end, start of the turn), pending changes and an undoable New game,
and the page's keys — driven through the explorer's buttons, for every game."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from pyramid_explorer import games
from pyramid_explorer.engine import CHANCE, TERMINAL
from pyramid_explorer.ui.explorer import Explorer
from pyramid_explorer.ui.model import jumps
from pyramid_explorer.ui.model.jumps import turn_counter, turn_starts

GAME_IDS = games.available()


def owner_before(states, i):
    """The last seat that acted in ``states[:i]`` (chance steps skipped)."""
    seats = [s.current_player() for s in states[:i] if s.current_player() >= 0]
    return seats[-1] if seats else None


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_next_turn_stops_where_the_games_turn_count_changes(game_id):
    ex = Explorer(game_id, seed=4)
    for _ in range(3):
        before = ex.session.position
        counter = turn_counter(ex.state)
        ex.buttons["next_turn"].click()
        after = ex.session.position
        assert after > before and ex.problem is None
        states = ex.session.timeline.states()
        assert after in turn_starts(states)
        assert turn_counter(ex.state) != counter  # a new turn of the game's own count
        # every step in between belongs to the old turn
        assert all(turn_counter(s) == counter for s in states[before:after])


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_turn_start_goes_back_to_this_turns_first_step_then_the_one_before(game_id):
    ex = Explorer(game_id, seed=6)
    ex.next_turn()
    first = ex.session.position
    ex.next_turn()
    second = ex.session.position
    for _ in range(2):
        if ex.session.to_move() not in (TERMINAL,):
            ex.step()
    assert ex.session.position > second
    ex.buttons["start_of_turn"].click()
    assert ex.session.position == second
    ex.buttons["start_of_turn"].click()
    assert ex.session.position == first
    assert ex.session.length >= second + 2  # the steps after are kept (Redo, jumps reuse them)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_to_the_end_plays_the_game_out_and_undo_goes_back(game_id):
    ex = Explorer(game_id, seed=2)
    ex.step()
    ex.buttons["to_end"].click()
    assert ex.state.is_terminal() and "Game over" in ex.state_html
    assert ex.buttons["to_end"].disabled and ex.buttons["next_turn"].disabled
    end = ex.session.position
    ex.undo()
    assert ex.session.position == end - 1


def test_jumps_stop_at_a_humans_move_and_say_so():
    ex = Explorer("ramses-pyramid", seed=3)
    ex.set_seat(1, "human")
    ex.to_end()
    assert ex.session.to_move() == 1 and not ex.state.is_terminal()
    assert "P2" in ex.rule_html and "human" in ex.rule_html


def test_jumps_reuse_the_line_after_the_cursor():
    ex = Explorer("pyramidenbau", seed=9)
    ex.to_end()
    line = ex.session.timeline.states()
    ex.jump(3)
    ex.next_turn()
    assert ex.session.timeline.states() == line  # Redo, not a new line
    assert ex.session.position in turn_starts(line)


@dataclass(frozen=True)
class Seat:
    """A stand-in state of a game that does not count turns (only a seat to act)."""

    seat: int

    def current_player(self) -> int:
        return self.seat


def test_without_a_turn_count_a_turn_is_a_change_of_seat_with_its_rolls():
    states = [Seat(CHANCE), Seat(0), Seat(0), Seat(CHANCE), Seat(CHANCE), Seat(1), Seat(1),
              Seat(CHANCE), Seat(1), Seat(0), Seat(TERMINAL)]
    # the rolls before P2's first move open P2's turn; P2's own re-roll stays in P2's turn
    assert turn_starts(states) == [0, 3, 9]


# ------------------------------------------------------------------ pending and undo new game
def test_a_changed_seed_shows_as_pending_until_new_game():
    ex = Explorer("ramses-pyramid", seed=7)
    ex.step()
    ex.panels.settings.seed.value = 8
    button = ex.buttons["new_game"]
    assert button.description == "New game with seed 8 ▶" and button.button_style == "warning"
    assert ex.session.seed == 7 and ex.session.position == 1  # nothing changed yet
    ex.set_language("de")
    assert button.description == "Neues Spiel mit Startwert 8 ▶"
    ex.set_language("en")
    button.click()
    assert ex.session.seed == 8 and ex.session.position == 0
    assert button.description == "New game" and button.button_style == "primary"


def test_players_and_options_show_as_pending_too():
    ex = Explorer("im-bann-der-pyramide", seed=7)
    ex.panels.settings.players.value = 3
    assert ex.buttons["new_game"].description == "New game with 3 players ▶"
    ex.panels.settings.option_widgets["advanced"].value = True
    assert ex.buttons["new_game"].description == "New game with 3 players, new options ▶"
    ex.panels.settings.players.value = ex.session.num_players
    ex.panels.settings.option_widgets["advanced"].value = False
    assert ex.buttons["new_game"].description == "New game"


def test_new_game_is_undoable_with_its_timeline_branches_and_seats():
    ex = Explorer("pyramidenbau", seed=7)
    for _ in range(6):
        ex.step()
    ex.undo()
    ex.branch()
    ex.set_seat(0, "human")
    assert ex.buttons["undo_new"].layout.display == "none"  # nothing to undo yet
    ex.set_view(None)  # (a player's view keeps the seed out of sight: the referee sets it)
    ex.panels.settings.seed.value = 99
    ex.buttons["new_game"].click()
    assert ex.session.seed == 99 and ex.session.length == 0
    assert ex.buttons["undo_new"].layout.display is None
    ex.buttons["undo_new"].click()
    s = ex.session
    assert (s.seed, s.position, s.length, len(s.branches), s.seats[0]) == (7, 5, 5, 2, "human")
    assert ex.panels.settings.chosen()["seed"] == 7
    assert ex.buttons["new_game"].description == "New game"
    assert ex.buttons["undo_new"].layout.display == "none"


def test_changing_the_game_and_loading_are_undoable_too():
    ex = Explorer("dice-pyramid", seed=3)
    ex.step()
    ex.panels.settings.game.value = "ramses-pyramid"
    assert ex.session.game_id == "ramses-pyramid"
    ex.undo_new_game()
    assert ex.session.game_id == "dice-pyramid" and ex.session.position == 1
    assert ex.panels.settings.game.value == "dice-pyramid"


# ------------------------------------------------------------------ keys
def test_keys_step_undo_redo_and_toggle_autoplay():
    ex = Explorer("ramses-pyramid", seed=1)
    ex.press("step")
    ex.press("step")
    ex.press("undo")
    assert ex.session.position == 1
    ex.press("redo")
    assert ex.session.position == 2
    ex.press("autoplay")
    assert ex.autoplaying
    ex.press("autoplay")
    assert not ex.autoplaying


def test_jump_limit_is_reported(monkeypatch):
    monkeypatch.setattr(jumps, "MAX_JUMP_STEPS", 5)
    ex = Explorer("pyramidenbau", seed=1)
    ex.to_end()
    assert ex.session.position == 5 and "Stopped after 5 steps" in ex.rule_html
