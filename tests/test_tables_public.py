"""A shared table's public view (the projector's) and lessons (issue 25).

The public view shows the game as a viewer who holds no seat sees it: for every game with
hidden information, every text of the page (table, Why panel, odds, log, status) stays word
for word the same when each seat's ``resample_hidden`` in turn redraws what that seat cannot
see — i.e. everything no onlooker may know — and no hidden card's name appears. Looking back
through the history never changes the table; one click returns to the present. A lesson's
followers follow the driver's position and come back from a branch of their own.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from playouts import case_id, cases, spread, trajectory
from test_hidden_info import HIDDEN_NAMES

from pyramid_explorer import games
from pyramid_explorer.engine import GameState, IllegalAction
from pyramid_explorer.tables import TableStore
from pyramid_explorer.ui.common.widget_texts import widget_texts
from pyramid_explorer.ui.explorer import Explorer
from pyramid_explorer.ui.model.session import Session
from pyramid_explorer.ui.tables import SeatPage
from pyramid_explorer.ui.tables.lesson import LessonLead
from pyramid_explorer.ui.tables.public_page import PublicPage
from pyramid_explorer.ui.tables.public_view import onlooker

IB = "im-bann-der-pyramide"
HIDDEN_CASES = [c for c in cases(seeds=(1,)) if games.spec(c[0]).hidden_information]
POSITIONS = 6


@pytest.fixture
def store(store_location: str) -> TableStore:
    return TableStore(store_location)  # (a SQLite file, then a PostgreSQL database)


def redrawn_for_everyone(state: GameState, rng: random.Random) -> GameState:
    """A state no onlooker can tell from ``state``: each seat's redraw in turn, so every card
    some seat cannot see (which includes every card no onlooker sees) is drawn again."""
    resample = games.spec(state.game_id).resample_hidden
    for seat in range(state.num_players):
        state = resample(state, seat, rng)
    return state


def shown(page: PublicPage, root: GameState, actions: tuple[Any, ...] = ()) -> list[str]:
    """Every text of the public page showing ``root`` + ``actions`` (a position that need not
    be the store's: a redrawn deal cannot be replayed from the seed)."""
    line = Session(root.game_id, seed=root.seed, players=root.num_players,
                   **root.options_dict())
    line.start_from(root, actions)
    line.view = onlooker(root)
    page.view.line = line
    page.view.own = None
    page.refresh()
    return widget_texts(page.widget)


def hidden_from_everyone(state: GameState) -> list[str]:
    names = HIDDEN_NAMES.get(state.game_id)
    if names is None:
        return []
    return sorted({n for seat in range(state.num_players) for n in names(state, seat)})


@pytest.mark.parametrize("case", HIDDEN_CASES, ids=case_id)
def test_the_public_view_shows_nothing_hidden_whatever_the_hidden_cards(case, tmp_path):
    game_id, seed, n, options = case
    store = TableStore(tmp_path / "t.sqlite3")
    table = store.open(game_id, seed=seed, players=n, humans=list(range(n)), **options)
    page = PublicPage(store, table.code, lang="de" if seed % 2 == 0 else "en")
    states = trajectory(game_id, seed, n, options)
    changed = compared_steps = 0
    for i in spread(states, POSITIONS):
        state = states[i]
        rng = random.Random(f"{seed}:{i}")
        mine = shown(page, state)
        text = "\n".join(mine)
        for name in hidden_from_everyone(state):
            assert name not in text, f"the public view names the hidden {name!r}"
        assert "base64," not in text                                  # no save, no seed
        other = redrawn_for_everyone(state, rng)
        assert other.observation(onlooker(state)) == state.observation(onlooker(state))
        changed += other.observation(None) != state.observation(None)
        assert shown(page, other) == mine
        if i == 0:
            continue
        previous, last = states[i - 1], state.history[-1]
        mine = shown(page, previous, (last,))                        # the step's log and Why
        for _ in range(3):
            before = redrawn_for_everyone(previous, rng)
            try:
                after = before.apply(last)
            except IllegalAction:
                continue
            if after.observation(onlooker(state)) != state.observation(onlooker(state)):
                continue
            assert shown(page, before, (last,)) == mine
            compared_steps += 1
            break
    assert changed, "no redraw changed a hidden card: the test would prove nothing"
    assert compared_steps or game_id == "dice-pyramid"


def test_the_public_view_is_never_the_referees(store):
    table = store.open(IB, seed=3, players=3, humans=[0, 1, 2])
    page = PublicPage(store, table.code)
    state = store.state(table.code)
    text = "\n".join(widget_texts(page.widget))
    hands = hidden_from_everyone(state)
    assert hands and not any(name in text for name in hands)
    assert page.view.session.view == 3 and page.move_labels == []   # no seat, no move
    assert "Referee" not in text and "Public view" in text
    # Im Bann's odds in the public view are the room's (no hand in view), never a seat's
    assert page.odds.widget.layout.display != "none"
    odds = page.odds.html()
    assert "The room's odds (no hand in view)" in odds and "Nobody can see 54 cards" in odds
    assert "P4" not in odds
    assert "Press Step" not in page.why.value                      # no explorer's hint


@pytest.mark.parametrize("game_id", ["dice-pyramid", IB, "ramses-pyramid", "pyramidenbau"])
def test_public_odds_are_shown_for_every_game(store, game_id):
    table = store.open(game_id, seed=3, players=games.spec(game_id).min_players,
                       humans=[0])
    page = PublicPage(store, table.code)
    assert page.odds is not None and page.odds.widget.layout.display != "none"
    assert page.odds_note.value == "<b>Odds</b>" and page.odds.html()


def play_a_few(store: TableStore, table: Any, moves: int) -> None:
    for _ in range(moves):
        state = store.state(table.code)
        seat = state.current_player()
        if seat < 0:
            return
        store.move(table.code, seat, table.keys[seat], state.legal_actions()[0],
                   len(state.history))


def test_looking_back_never_moves_the_table_and_one_click_rejoins(store):
    table = store.open(IB, seed=3, players=2, humans=[0, 1])
    seat = SeatPage(store, table.code, 0, table.keys[0])
    page = PublicPage(store, table.code)
    play_a_few(store, table, 4)
    page.tick()
    seat.tick()
    moves = store.moves(table.code)
    assert page.view.position == len(moves) and page.view.live
    assert "Live" in page.status.value and page.rejoin_button.layout.display == "none"
    page.back_button.click()
    page.back_button.click()
    assert page.view.position == len(moves) - 2 and not page.view.live
    assert "Looking back: step" in page.status.value
    assert page.rejoin_button.layout.display is None               # the one click is offered
    page.slider.value = 1                                           # the timeline's slider
    assert page.view.position == 1 and page.why.value != ""
    assert store.moves(table.code) == moves                         # the table did not move
    seat.tick()
    assert seat.view.ply == len(moves) and seat.view.state == store.state(table.code)
    play_a_few(store, table, 2)                                     # play goes on meanwhile
    page.tick()
    assert page.view.position == 1 and page.slider.max == store.ply(table.code)
    page.forward_button.click()
    assert page.view.position == 2
    page.rejoin_button.click()
    assert page.view.live and page.view.position == store.ply(table.code)
    assert page.view.session.state == store.state(table.code)
    assert "Live" in page.status.value and page.rejoin_button.layout.display == "none"
    page.set_language("de")
    assert "Live: das Spiel" in page.status.value


def test_an_expired_table_says_so_on_the_public_page(tmp_path):
    store = TableStore(tmp_path / "t.sqlite3", idle=0.2)
    table = store.open(IB, seed=3, players=2, humans=[0, 1])
    page = PublicPage(store, table.code)
    import time

    time.sleep(0.3)
    page.tick()
    assert "expired" in page.status.value and not page.watcher.running


# ------------------------------------------------------------------ lessons
def test_followers_follow_the_driver_and_come_back_from_their_own_branch(store):
    teacher = Explorer("pyramidenbau", seed=2, players=2)
    lead = LessonLead.open(store, teacher)
    follower = PublicPage(store, lead.code)
    other = PublicPage(store, lead.code, lang="de")
    assert follower.view.lesson and "Lesson" in follower.header.value
    for _ in range(3):
        teacher.step()
    for page in (follower, other):
        page.tick()
        assert page.view.position == teacher.session.position == 3
        assert page.view.session.state == teacher.state
    version = store.lesson(lead.code).version
    follower.step_button.click()                                   # a branch of its own
    assert follower.view.exploring and follower.view.position == 4
    assert "Your own branch" in follower.status.value
    assert follower.move_labels[0].startswith("Roll")              # choose the die's outcome
    follower.move_buttons()[0].click()
    follower.step_button.click()
    assert follower.view.position == 6
    assert store.lesson(lead.code).version == version and store.ply(lead.code) == 3
    other.tick()
    assert other.view.position == 3                                # nobody else moved
    teacher.step()                                                 # the teacher goes on
    follower.tick()
    assert follower.view.exploring and follower.view.position == 6  # the branch stays
    follower.back_button.click()                                   # = undo in the branch
    assert follower.view.position == 5
    follower.rejoin_button.click()                                 # one click back
    assert not follower.view.exploring and follower.view.position == 4
    assert follower.view.session.state == teacher.state
    teacher.undo()
    teacher.undo()                                                 # the teacher steps back
    follower.tick()
    assert follower.view.position == 2 and follower.view.session.state == teacher.state


def test_a_teacher_who_plays_another_move_rewrites_the_followers_line(store):
    teacher = Explorer("pyramidenbau", seed=2, players=2)
    for _ in range(3):
        teacher.step()
    lead = LessonLead.open(store, teacher)
    follower = PublicPage(store, lead.code)
    assert follower.view.position == 3
    teacher.undo()
    legal = teacher.state.legal_actions()
    teacher.apply(legal[-1])                                       # another move from step 2
    follower.tick()
    assert follower.view.session.state == teacher.state
    assert store.moves(lead.code) == list(teacher.state.history)
    teacher.new_game(seed=9)                                       # another game: lead no more
    assert not lead.leading and "another game" in lead.note.value
    assert store.lesson(lead.code).position == 3


def test_a_follower_of_a_hidden_card_game_explores_without_seeing_a_hand(store):
    teacher = Explorer(IB, seed=3, players=3)
    lead = LessonLead.open(store, teacher)
    follower = PublicPage(store, lead.code)
    for _ in range(4):
        follower.step_button.click()
        state = follower.view.session.state
        text = "\n".join(widget_texts(follower.widget))
        assert follower.move_labels == []                          # a hand's moves: never
        for name in hidden_from_everyone(state):
            assert name not in text
    assert store.ply(lead.code) == 0


def test_the_driver_link_opens_an_explorer_that_leads(store):
    from pyramid_explorer.ui.tables.lesson import DriverPage

    teacher = Explorer("pyramidenbau", seed=2, players=2)
    teacher.step()
    table = LessonLead.open_table(store, teacher)
    page = DriverPage(store, table.code, table.driver_key, make_explorer=Explorer)
    assert page.explorer.session.position == 1 and "You lead" in page.header.value
    page.explorer.step()
    assert store.lesson(table.code).position == 2
    with pytest.raises(Exception, match="Only the teacher"):
        DriverPage(store, table.code, "not-the-key", make_explorer=Explorer)


@pytest.mark.parametrize("game_id", ["im-bann-der-pyramide", "ramses-pyramid", "pyramidenbau"])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_drawing_calls_the_public_view_so_and_names_no_seat_that_is_not_there(game_id, lang):
    """The projector's drawing says "Public view", never "View of P4" at a table of three,
    and carries no phone strip of a seat's own cards (there is no such seat)."""
    state = games.new_game(game_id, seed=1, players=3)
    for _ in range(12):
        if state.current_player() == -2:
            break
        state = state.apply(state.sample_chance() if state.current_player() < 0
                            else state.legal_actions()[0])
    viewer = onlooker(state)
    page = state.render_html(viewer=viewer, lang=lang)
    assert ("Public view" if lang == "en" else "Öffentliche Sicht") in page
    assert "P4" not in page and "pe-own-hand" not in page
