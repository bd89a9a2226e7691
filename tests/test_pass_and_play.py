"""Pass and play (issue 25): one screen handed round, a curtain between two human turns.

Frame-level tests (no widgets) for the curtain's states and for what a curtained or a
revealed frame shows across ``resample_hidden``; widget tests with the Explorer.
"""

from __future__ import annotations

import dataclasses
import random
import re

import pytest

from pyramid_explorer import games
from pyramid_explorer.ui import Explorer
from pyramid_explorer.ui.adapters import get
from pyramid_explorer.ui.common.widget_texts import widget_texts
from pyramid_explorer.ui.model.curtain import waiting_for
from pyramid_explorer.ui.model.frame import Frame, make_frame
from pyramid_explorer.ui.model.session import HUMAN, Session

IB = "im-bann-der-pyramide"


def session(seats: tuple[str, ...], game: str = IB, seed: int = 3) -> Session:
    s = Session(game, seed=seed, players=len(seats))
    for i, choice in enumerate(seats):
        s.set_seat(i, choice if choice == HUMAN else s.default_bot())
    s.pass_and_play = True
    return s


def finish_turn(s: Session, seat: int) -> None:
    """Play ``seat``'s moves (and rolls) until another seat is to move."""
    while s.to_move() == seat or s.to_move() < -1:
        s.apply(s.state.legal_actions()[0]) if s.to_move() == seat else s.step()


def comparable(frame: Frame) -> tuple[object, ...]:
    """What the frame shows of the position itself (the redrawn copies start at it, so their
    timeline, log and Why text are of a line of their own), without the states' ids."""
    table = re.sub(r'<div class="pe-status">.*?</div>', "", frame.table.html, count=1)
    return (table, frame.seats, frame.save, frame.curtain, frame.result,
            dataclasses.replace(frame.moves, state_id=0, step=0),
            dataclasses.replace(frame.odds, state_id=0))


# ---------------------------------------------------------------- the curtain's states
def test_the_curtain_waits_for_the_first_human_then_for_each_other_human():
    s = session((HUMAN, "bot", HUMAN))
    assert waiting_for(s) == 0 and s.view == 0
    assert make_frame(s, get(IB)).curtain.shown
    s.reveal()
    assert waiting_for(s) is None and s.view == 0
    finish_turn(s, 0)
    assert s.to_move() == 1 and waiting_for(s) is None       # a bot's turn: P1 still looks
    assert s.view == 0
    while s.to_move() == 1:
        s.step()
    assert s.to_move() == 2 and waiting_for(s) == 2          # P3's turn: hand it over
    frame = make_frame(s, get(IB))
    assert frame.curtain.title == "Hand the laptop to P3 ▲"
    assert frame.curtain.prompt == "P3 ▲, press Ready when only you are looking."
    assert s.reveal() == 2 and s.view == 2


def test_one_human_sees_the_curtain_once_and_no_pass_and_play_means_no_curtain():
    s = session(("bot", HUMAN))
    assert waiting_for(s) == 1
    s.reveal()
    for _ in range(30):
        if s.to_move() == 1:
            s.apply(s.state.legal_actions()[0])
        elif s.state.is_terminal():
            break
        else:
            s.step()
        assert waiting_for(s) is None and s.view == 1
    s.pass_and_play = False
    assert waiting_for(s) is None


def test_undo_to_another_humans_turn_brings_the_curtain_back_and_a_bot_seat_drops_it():
    s = session((HUMAN, HUMAN))
    s.reveal()
    finish_turn(s, 0)
    s.reveal()                                               # P2 at the screen
    s.jump(0)                                                # back to P1's turn
    assert waiting_for(s) == 0
    s.set_seat(0, s.default_bot())                           # P1 becomes a bot
    assert waiting_for(s) is None and s.view == 1


def test_reveal_without_a_curtain_is_a_clear_error():
    s = session((HUMAN, "bot"))
    s.reveal()
    with pytest.raises(ValueError, match="Nobody is waiting"):
        s.reveal()
    s.lang = "de"
    with pytest.raises(ValueError, match="Hinter dem Vorhang"):
        s.reveal()


def test_the_curtain_speaks_german():
    s = session((HUMAN, HUMAN))
    s.lang = "de"
    c = make_frame(s, get(IB)).curtain
    assert (c.title, c.button) == ("Gib den Laptop an P1 ● weiter", "Bereit — ich bin P1 ●")


# ---------------------------------------------------------------- hidden information
def redrawn(s: Session, viewer: int, k: int = 3) -> list[Session]:
    """Copies of ``s`` whose cards hidden from ``viewer`` are drawn again."""
    resample = games.spec(s.game_id).resample_hidden
    rng = random.Random(f"{s.seed}:{s.position}:{viewer}")
    out = []
    for _ in range(k):
        other = session(tuple(s.seats), s.game_id, s.seed)
        other.start_from(resample(s.state, viewer, rng))
        other.undo_new_game_forget()
        other.seats, other.pass_and_play, other.revealed = list(s.seats), True, s.revealed
        other.lang = s.lang
        out.append(other)
    return out


@pytest.mark.parametrize("game", [g for g in games.available()
                                  if games.spec(g).hidden_information
                                  and games.spec(g).max_players >= 2])
def test_curtained_and_revealed_frames_do_not_change_with_the_cards_the_seat_cannot_see(game):
    s = Session(game, seed=5, players=max(2, games.spec(game).min_players))
    n = s.num_players
    for i in range(n):
        s.set_seat(i, HUMAN)
    s.pass_and_play = True
    adapter = get(game)
    checked = {"curtain": 0, "revealed": 0}
    for _ in range(40):
        if s.state.is_terminal():
            break
        seat = s.to_move()
        if seat < 0:
            s.step()
            continue
        frame = make_frame(s, adapter)
        if frame.curtain.shown:  # the same for anybody, whatever the hidden cards
            assert frame.log.entries[1:] == () and "pe-curtain-note" in frame.why.html
            for other in redrawn(s, seat):
                assert comparable(make_frame(other, adapter)) == comparable(frame)
                checked["curtain"] += 1
            s.reveal()
            frame = make_frame(s, adapter)
        assert not frame.curtain.shown and s.view == seat
        for other in redrawn(s, seat):
            if other.state.observation(seat) != s.state.observation(seat):
                continue
            assert comparable(make_frame(other, adapter)) == comparable(frame)
            checked["revealed"] += 1
        s.apply(s.state.legal_actions()[-1])
    assert checked["curtain"] and checked["revealed"]


# ---------------------------------------------------------------- the explorer
def test_the_explorer_hides_the_table_behind_the_curtain_and_shows_it_after_ready():
    ex = Explorer(IB, seed=3, players=2)
    ex.set_seat(0, HUMAN)
    ex.set_seat(1, HUMAN)
    ex.set_pass_and_play(True)
    curtain = ex.panels.curtain
    assert curtain.toggle.value is True and curtain.box.layout.display is None
    assert "Hand the laptop to P1 ●" in curtain.title.value
    assert ex.move_labels == [] and ex.log_texts[1:] == []
    hands = [ex.state.observation(None)["hands"][str(p)] for p in range(2)]
    texts = widget_texts(ex.widget)
    from pyramid_explorer.games.im_bann.data import card_name
    for hand in hands:
        for code in hand:
            if "-" in code:
                assert not any(card_name(code, "en") in t for t in texts)
    curtain.ready.click()
    assert curtain.box.layout.display == "none" and ex.session.view == 0 and ex.move_labels
    assert ex.set_view(None) is None and ex.problem is not None   # no referee view
    assert "view follows the turn" in ex.problem.message
    assert ex.session.view == 0
    while ex.state.current_player() == 0:
        ex.apply(ex.state.legal_actions()[0])
    assert curtain.box.layout.display is None and "P2 ■" in curtain.title.value
    ex.set_language("de")
    assert "Gib den Laptop an P2 ■ weiter" in curtain.title.value
    assert curtain.toggle.description == "Reihum spielen"
    ex.reveal()
    assert ex.session.view == 1 and ex.move_labels
    ex.set_pass_and_play(False)
    assert curtain.box.layout.display == "none" and ex.panels.curtain.toggle.value is False


def test_the_checkbox_turns_pass_and_play_on_and_bots_still_play():
    ex = Explorer(IB, seed=4, players=3)
    ex.set_seat(2, HUMAN)
    ex.panels.curtain.toggle.value = True
    assert ex.pass_and_play and ex.frame.curtain.shown
    ex.reveal()
    while ex.state.current_player() != 2 and not ex.state.is_terminal():
        assert ex.step() is True                         # bots play P1 and P2
    assert not ex.frame.curtain.shown and ex.session.view == 2


def test_a_share_link_keeps_pass_and_play():
    ex = Explorer("pyramidenbau", seed=2, players=2)
    ex.set_seat(1, HUMAN)
    ex.set_pass_and_play(True)
    ex.reveal()
    fragment = ex.share_fragment()
    assert "&pp=1&" in fragment
    other = Explorer("pyramidenbau", seed=9)
    assert other.open_link(fragment) and other.pass_and_play and other.frame.curtain.shown


def test_the_dashboard_address_names_no_game_in_pass_and_play_with_hidden_cards():
    from pyramid_explorer.ui.dashboard import Dashboard

    d = Dashboard()
    d.links.page.receive({"type": "hash", "href": "http://h/",
                          "hash": f"g={IB}&s=3&n=2"})
    ex = d.contents[IB]
    assert d.links.page.fragment.startswith(f"v=1&g={IB}&s=3")
    ex.set_seat(0, HUMAN)
    ex.set_seat(1, HUMAN)
    ex.set_pass_and_play(True)
    assert d.links.page.fragment == f"t={IB}"
    ex.reveal()
    ex.apply(ex.state.legal_actions()[0])
    assert d.links.page.fragment == f"t={IB}" and ex.session.seed == 3
    ex.set_pass_and_play(False)
    assert d.links.page.fragment.startswith(f"v=1&g={IB}&s=3")


@pytest.mark.parametrize("lang, words", [("en", "choose “Human” under Seats"),
                                         ("de", "„Mensch“")])
def test_pass_and_play_with_only_bots_says_how_it_starts(lang, words):
    ex = Explorer("im-bann-der-pyramide", seed=3, players=2)
    ex.set_language(lang)
    ex.set_pass_and_play(True)
    assert words in ex.rule_html and ex.frame.curtain.shown is False
    ex.set_seat(0, "human")
    ex.set_seat(1, "human")
    assert ex.frame.curtain.shown  # with people at the screen the curtain comes


@pytest.mark.parametrize("game_id", [IB, "ramses-pyramid", "pyramidenbau"])
def test_nothing_of_a_seat_stays_in_the_odds_widgets_once_the_curtain_falls(game_id):
    """Issue 34, finding 7: a hidden widget keeps its state in the page, so behind the curtain
    the odds widget must hold none of the last seat's numbers (its chart is closed)."""
    from pyramid_explorer.ui.common.widget_texts import widget_texts

    ex = Explorer(game_id, seed=3, players=2)
    ex.set_seat(0, HUMAN)
    ex.set_seat(1, HUMAN)
    ex.set_pass_and_play(True)
    ex.reveal()
    odds = ex.odds
    assert odds is not None and odds.html()                      # P1's numbers, shown
    chart = odds.figure_widget
    for _ in range(200):                                         # P1 plays until P2's turn
        if ex.frame.curtain.shown or ex.state.is_terminal():
            break
        if ex.state.current_player() >= 0:
            ex.apply(ex.state.legal_actions()[-1])
        else:
            ex.step()
    assert ex.frame.curtain.shown
    texts = " ".join(widget_texts(odds.widget))
    assert "%" not in texts and odds.html() == ""
    if chart is not None:
        assert chart.comm is None                                # closed: gone from the page
    ex.reveal()                                                  # P2 sees P2's numbers
    assert odds.html() and ex.session.view == 1
