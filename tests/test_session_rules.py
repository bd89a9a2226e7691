"""The game-session rules the explorer's buttons rely on, as :class:`Session` methods tested
without a widget: "Play as", the view in pass and play, the view following a person's seat,
no link or save in a player's view of hidden cards, and why Step plays nothing."""

from __future__ import annotations

import pytest

from pyramid_explorer.engine import TERMINAL
from pyramid_explorer.ui.adapters import get
from pyramid_explorer.ui.model.frame import make_frame
from pyramid_explorer.ui.model.session import HUMAN, Session


def test_play_as_leaves_exactly_one_seat_to_the_person_and_shows_its_view():
    s = Session("ramses-pyramid", seed=5, players=3)
    s.set_seat(2, "random")  # a seat given to another bot keeps it
    s.set_seat(0, HUMAN)
    s.play_as(1)
    assert s.seats == [s.default_bot(), HUMAN, "random"] and s.view == 1
    s.play_as(None)
    assert HUMAN not in s.seats and s.view is None and s.seats[2] == "random"


def test_play_as_a_seat_the_game_does_not_have_changes_nothing():
    s = Session("im-bann-der-pyramide", seed=3, players=2)
    s.play_as(0)
    with pytest.raises(ValueError, match="no player 3"):
        s.play_as(2)
    assert s.seats == [HUMAN, s.default_bot()] and s.view == 0


def test_a_lone_persons_seat_takes_the_view_a_second_one_does_not():
    s = Session("im-bann-der-pyramide", seed=3, players=3)
    s.choose_seat(2, HUMAN)
    assert s.view == 2
    s.choose_seat(0, HUMAN)
    assert s.view == 2  # two people: the view stays where it was
    s.choose_seat(2, s.default_bot())
    assert s.view == 2  # a seat given back to a bot does not move the view


def test_in_pass_and_play_the_view_follows_the_turn():
    s = Session("im-bann-der-pyramide", seed=3, players=2)
    s.choose_seat(0, HUMAN)
    s.choose_seat(1, HUMAN)
    s.set_pass_and_play(True)
    shown = s.view
    for other in (None, 1 - shown):
        with pytest.raises(ValueError, match="view follows the turn"):
            s.set_view(other)
        assert s.view == shown  # nobody at the screen sees another hand
    s.set_view(shown)  # the view on screen may be chosen again
    s.set_pass_and_play(False)
    s.set_view(None)
    assert s.view is None


def test_pass_and_play_without_a_person_leaves_the_view_free():
    s = Session("ramses-pyramid", seed=5, players=2)
    s.set_pass_and_play(True)
    s.set_view(1)
    assert s.view == 1


def test_a_view_the_game_does_not_have_is_refused():
    s = Session("pyramidenbau", seed=1, players=2)
    with pytest.raises(ValueError, match="no player 5"):
        s.set_view(4)
    assert s.view is None


@pytest.mark.parametrize("game", ["dice-pyramid", "im-bann-der-pyramide", "ramses-pyramid",
                                  "pyramidenbau"])
def test_a_players_view_of_hidden_cards_offers_no_link_save_or_seed(game):
    s = Session(game, seed=2)
    assert not s.private_view
    frame = make_frame(s, get(game))
    assert not frame.extras.referee_only and "download=" in frame.save.html
    s.set_view(0)
    assert s.private_view  # every game here hides something from a player
    frame = make_frame(s, get(game))
    assert frame.extras.referee_only and frame.settings.seed_private
    assert "download=" not in frame.save.html and "base64" not in frame.save.html


def test_step_says_why_it_plays_nothing_and_plays_nothing():
    s = Session("ramses-pyramid", seed=5, players=2)
    assert s.step_blocked() is None and s.step() is not None  # the opening roll
    s.set_seat(s.to_move(), HUMAN)
    before = s.position
    assert s.step_blocked() == "human" and s.next_action() is None and s.step() is None
    assert s.position == before
    s.set_seat(s.to_move(), s.default_bot())
    for _ in range(2000):
        if s.step() is None:
            break
    assert s.to_move() == TERMINAL and s.step_blocked() == "over" and s.next_action() is None
