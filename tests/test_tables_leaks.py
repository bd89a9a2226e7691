"""Issue 34: what a learner's device could get out of a shared table that no seat may see,
and the guards against wearing a store down. Each test fails on the code before the fix.

The widget state a kernel sends to the browser is read from ipywidgets' live widgets (every
widget made while a page opens sends its whole state over the websocket), so "nothing of it
reaches the device" is checked on what the websocket carries, not on what the screen shows.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from ipywidgets.widgets import widget as widget_module

from pyramid_explorer import games
from pyramid_explorer.engine import CHANCE, Action
from pyramid_explorer.tables import (
    BadLink,
    Guard,
    LessonOnly,
    NotTheDriver,
    SeatRefused,
    StoreUnreachable,
    TableError,
    TableStore,
    TooManyTables,
    UnknownStore,
    parse_link,
)
from pyramid_explorer.ui.explorer import Explorer
from pyramid_explorer.ui.tables import open_seat_page
from pyramid_explorer.ui.tables.lesson import LessonLead
from pyramid_explorer.ui.tables.public_page import PublicPage
from pyramid_explorer.ui.tables.public_view import PublicView, branch_root

IB, RAMSES, PYB = "im-bann-der-pyramide", "ramses-pyramid", "pyramidenbau"
SEED = 918273645  # a seed whose digits appear nowhere else on a page


@pytest.fixture
def store(store_location: str) -> TableStore:
    return TableStore(store_location)  # (a SQLite file, then a PostgreSQL database)


def widget_state_since(before: set[str]) -> str:
    """The state of every widget made since ``before`` (the ids then live), as the kernel
    sends it to the browser when the widget is displayed."""
    states = [w.get_state() for key, w in list(widget_module._instances.items())
              if key not in before]
    return json.dumps(states, default=str)


def live_widgets() -> set[str]:
    return set(widget_module._instances)


def hand_names(state, seats) -> list[str]:
    """The names of the Im Bann cards in the hands of ``seats`` that no onlooker can see (a
    card of the same name face up somewhere may be named, so those are left out)."""
    from pyramid_explorer.games.im_bann.data import card_name

    public = json.dumps(state.observation(state.num_players))
    return sorted({card_name(c, "en") for q in seats for c in state.codes(state.hands[q])
                   if "-" in c and f'"{c}"' not in public})


# ---------------------------------------------------------------- 1: "Try a step"
def test_a_played_tables_public_page_answers_no_step_it_does_not_offer(store):
    table = store.open(IB, seed=SEED, players=3, humans=[0])
    page = PublicPage(store, table.code)
    assert page.step_button.layout.display == "none"          # not offered at a played table
    before = (page.log.value, page.table.value, page.view.exploring)
    page.step_button.click()                                   # as a widget message presses it
    assert (page.log.value, page.table.value, page.view.exploring) == before
    with pytest.raises(LessonOnly):
        page.view.step()
    with pytest.raises(LessonOnly):
        page.view.play(store.state(table.code).legal_actions()[0])
    assert store.ply(table.code) == len(store.state(table.code).history)


def test_a_hidden_move_button_left_from_an_earlier_position_plays_nothing(store):
    teacher = Explorer(PYB, seed=2, players=2)
    lead = LessonLead.open(store, teacher)
    follower = PublicPage(store, lead.code)
    buttons: list = []
    for _ in range(8):                                         # a branch: the moves are shown
        follower.step_button.click()
        buttons = follower.move_buttons()
        if buttons:
            break
    assert buttons
    choosers = [row.chooser_button for row in follower.pad.rows]
    follower.rejoin_button.click()                             # back: no move is offered
    assert follower.move_buttons() == []
    for button in buttons + choosers:                          # pressed by a crafted message
        button.click()
    assert not follower.view.exploring and follower.view.position == 0


@pytest.mark.parametrize("game_id", [RAMSES, PYB])
def test_a_followers_branch_never_rolls_the_tables_next_rolls(store, game_id):
    """Before: the branch rolled from the table's seed, so its first roll was the table's
    next roll at 14 of 14 seeds. Now the branch has a seed of its own."""
    same = 0
    for seed in range(14):
        teacher = Explorer(game_id, seed=seed, players=2)
        for _ in range(60):                                    # to a roll of the table
            if teacher.state.current_player() == CHANCE and teacher.session.position > 4:
                break
            teacher.step()
        assert teacher.state.current_player() == CHANCE
        lead = LessonLead.open(store, teacher)
        follower = PublicView(store, lead.code, rng=random.Random(seed))
        rolls = []
        for _ in range(40):                                    # the branch's first three rolls
            if follower.session.state.current_player() == CHANCE:
                rolls.append(follower.step())
            else:
                follower.step()
            if len(rolls) == 3 or follower.session.state.is_terminal():
                break
        real, state = [], teacher.state
        bots = teacher.session
        while len(real) < len(rolls) and not state.is_terminal():
            seat = state.current_player()
            action = state.sample_chance() if seat == CHANCE else bots.bot(seat).choose(state)
            if seat == CHANCE:
                real.append(action)
            state = state.apply(action)
        same += rolls == real
        lead.stop()
    assert same <= 1, f"{same} of 14 branches rolled the table's own next rolls"


@pytest.mark.parametrize("game_id", [IB, RAMSES, PYB])
def test_a_branch_starts_from_what_an_onlooker_may_know(game_id):
    """Two positions no onlooker can tell apart start the same branch: its bots and rolls
    cannot depend on a hidden card."""
    spec = games.spec(game_id)
    for seed in range(6):
        rng = random.Random(seed)
        state = games.new_game(game_id, seed=seed, players=3)
        for _ in range(rng.randrange(5, 40)):
            if state.is_terminal():
                break
            state = state.apply(state.sample_chance() if state.is_chance_node()
                                else rng.choice(state.legal_actions()))
        other = state
        for seat in range(state.num_players):                  # every seat's hidden part
            other = spec.resample_hidden(other, seat, random.Random(99 + seat))
        onlooker = state.num_players
        assert other.observation(onlooker) == state.observation(onlooker)
        a = branch_root(state, onlooker, random.Random(5))
        b = branch_root(other, onlooker, random.Random(5))
        assert a == b and a.seed == b.seed != state.seed


def test_a_lesson_branch_shows_no_card_of_the_real_hands(store):
    teacher = Explorer(IB, seed=SEED, players=3)
    for _ in range(4):
        teacher.step()
    lead = LessonLead.open(store, teacher)
    real = teacher.state
    follower = PublicPage(store, lead.code)
    for _ in range(12):
        follower.step_button.click()
    assert follower.view.exploring
    # the branch's log goes on from the lesson's steps, numbered on from there
    import re

    numbers = [int(n) for n in re.findall(r'">(\d+)\. ', follower.log.value)]
    assert numbers[-1] == 4 + 12 == follower.view.position
    assert numbers == list(range(numbers[0], 17))
    branch_state = follower.view.session.state
    assert branch_state.seed != real.seed
    # the hands the branch played from are a redraw: not the real ones
    assert [branch_state.codes(branch_state.hands[q]) for q in range(3)] != \
        [real.codes(real.hands[q]) for q in range(3)]


# ---------------------------------------------------------------- 2: a wrong driver key
def test_a_wrong_driver_key_gets_the_followers_page_and_nothing_of_the_teachers(store):
    teacher = Explorer(IB, seed=SEED, players=3)
    for _ in range(3):
        teacher.step()
    lead = LessonLead.open(store, teacher)
    state = store.state(lead.code)
    before = live_widgets()
    page = open_seat_page(store, {"table": lead.code, "drive": "a-wrong-key-1234"})
    sent = widget_state_since(before)
    assert isinstance(page, PublicPage)
    assert "Only the teacher" in page.note.value
    assert str(SEED) not in sent                                   # no seed, no save link
    assert "base64," not in sent
    for name in hand_names(state, range(3)):
        assert name not in sent, f"the follower's page was sent {name}"
    assert len(sent) < 200_000, f"{len(sent)} bytes: more than a follower's page"
    with pytest.raises(NotTheDriver):
        store.check_driver(lead.code, "a-wrong-key-1234")
    with pytest.raises(NotTheDriver):                              # same answer, unknown code
        store.check_driver("ABCDEF", "a-wrong-key-1234")
    key = store.table(lead.code, with_keys=True).driver_key
    assert type(open_seat_page(store, {"table": lead.code, "drive": key}, make_explorer=Explorer)).__name__ == \
        "DriverPage"


# ---------------------------------------------------------------- 3: opening tables
def test_one_kernel_opens_at_most_its_share_of_tables_an_hour(tmp_path):
    store = TableStore(tmp_path / "t.sqlite3", guard=Guard(opens_per_hour=5))
    for _ in range(5):
        store.open(PYB, seed=1, players=2, humans=[0])
    with pytest.raises(TooManyTables) as refused:
        store.open(PYB, seed=1, players=2, humans=[0])
    assert "5 tables in the last hour" in str(refused.value)
    assert "5 Tische" in refused.value.message("de")
    assert len(store.codes()) == 5                                 # nothing written


def test_the_server_holds_at_most_its_most_tables(store_location):
    path = store_location
    for _ in range(3):                                             # three kernels
        TableStore(path, max_tables=3).open(PYB, seed=1, players=2, humans=[0])
    with pytest.raises(TooManyTables, match="holds 3 tables"):
        TableStore(path, max_tables=3).open(PYB, seed=1, players=2, humans=[0])


def test_the_opener_says_so_when_no_more_tables_may_be_opened(tmp_path):
    from pyramid_explorer.ui.tables.opener import TableOpener

    store = TableStore(tmp_path / "t.sqlite3", guard=Guard(opens_per_hour=1))
    ex = Explorer(PYB, seed=2, players=2)
    ex.set_seat(0, "human")
    opener = TableOpener(store, ex)
    assert opener.open_table(base_url="http://127.0.0.1:1/") is not None
    assert opener.open_table(base_url="http://127.0.0.1:1/") is None
    assert "1 tables in the last hour" in opener.note.value


# ---------------------------------------------------------------- 4: guessing
def test_a_wrong_code_and_a_wrong_key_get_the_same_answer(store):
    table = store.open(IB, seed=3, players=2, humans=[0, 1])
    with pytest.raises(SeatRefused) as wrong_key:
        store.join(table.code, 0, "wrongwrongwrong1")
    with pytest.raises(SeatRefused) as no_table:
        store.join("ABCDEF", 0, "wrongwrongwrong1")
    assert str(wrong_key.value).replace(table.code, "ABCDEF") == str(no_table.value)


def test_a_key_guess_opens_no_write_transaction(store):
    table = store.open(IB, seed=3, players=2, humans=[0, 1])
    before = store.version()
    for _ in range(3):
        with pytest.raises(SeatRefused):
            store.join(table.code, 0, "wrongwrongwrong1")
    assert store.version() == before


def test_repeated_wrong_links_from_one_kernel_are_answered_ever_more_slowly(store_location):
    waited: list[float] = []
    store = TableStore(store_location, guard=Guard(sleep=waited.append))
    table = store.open(IB, seed=3, players=2, humans=[0, 1])
    for _ in range(9):
        with pytest.raises(SeatRefused):
            store.join(table.code, 0, "wrongwrongwrong1")
    assert waited == [0.25, 0.5, 1.0]                              # after 5 free failures
    store.join(table.code, 0, table.keys[0])                       # the right key still opens
    assert waited[-1] == 2.0


# ---------------------------------------------------------------- 5: odd links
@pytest.mark.parametrize("fields, field", [
    ({"table": "K7QHZP", "seat": "1", "key": "é"}, "key"),
    ({"table": "K7QHZP", "seat": "9" * 25, "key": "abcdefgh"}, "seat"),
    ({"table": "K7QHZP", "seat": "0", "key": "abcdefgh"}, "seat"),
    ({"table": "K7QHZP", "seat": "-1", "key": "abcdefgh"}, "seat"),
    ({"table": "NOPE42"}, "table"),
    ({"table": "K7QHZP" * 100}, "table"),
    ({"table": "K7QHZP", "drive": "x" * 500}, "drive"),
    ({"table": "K7QHZP", "drive": "é" * 12}, "drive"),
    ({"table": ["K7QHZP"]}, "table"),
])
def test_every_link_field_is_read_strictly(fields, field):
    with pytest.raises(BadLink) as bad:
        parse_link(fields)
    assert bad.value.field == field
    assert bad.value.message("de") != str(bad.value)               # English and German


def test_odd_values_reaching_the_store_are_refusals_not_crashes(store):
    table = store.open(IB, seed=3, players=2, humans=[0, 1])
    for seat, key in ((0, "é"), (10 ** 25, table.keys[0]), (-1, table.keys[0]),
                      (0, None), (True, table.keys[1])):
        with pytest.raises(SeatRefused):
            store.join(table.code, seat, key)
    with pytest.raises(NotTheDriver):
        store.check_driver(table.code, "é")
    for fields in ({"table": table.code, "seat": "1", "key": "%C3%A9"},
                   {"table": table.code, "seat": "9" * 25, "key": table.keys[0]}):
        page = open_seat_page(store, fields)
        assert "pe-problem" in page.value and "Traceback" not in page.value


def test_a_url_is_never_taken_for_the_stores_file(tmp_path, monkeypatch):
    """A PostgreSQL address whose server does not answer, or a URL of no store this program
    knows: a clear refusal in English and German, and no file or folder made."""
    monkeypatch.chdir(tmp_path)
    with pytest.raises(StoreUnreachable, match="cannot be reached") as away:
        TableStore("postgresql://teacher:s3cret@127.0.0.1:1/class")
    assert "ist nicht erreichbar" in away.value.message("de")
    assert "s3cret" not in str(away.value) + away.value.message("de")  # no password shown
    for url in ("mysql://127.0.0.1/class", "http://example.org/tables.sqlite3"):
        with pytest.raises(UnknownStore, match="is a URL of no table store") as unknown:
            TableStore(url)
        assert "ist eine URL" in unknown.value.message("de")
    with pytest.raises(TableError, match="is a URL"):
        TableStore(Path("postgresql://127.0.0.1/class"))        # (a Path keeps one slash)
    assert list(tmp_path.iterdir()) == []


def test_an_action_from_a_page_is_checked_like_any_other(store):
    table = store.open(IB, seed=3, players=2, humans=[0, 1])
    with pytest.raises(Exception) as refused:
        store.move(table.code, 0, table.keys[0], Action("no-such-move", ()), 0)
    assert not isinstance(refused.value, (TypeError, OverflowError))
