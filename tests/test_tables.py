"""The table store (issue 25): tables in SQLite, seat keys, one result per position, restarts,
take-over, expiry and save files — every test on both backends, a SQLite file and a database
of a throwaway PostgreSQL server (issue 37; ``store_location`` in conftest.py)."""

from __future__ import annotations

import pytest
from at_once import at_once

from pyramid_explorer import games
from pyramid_explorer.engine import Action, IllegalAction
from pyramid_explorer.tables import (
    MovedOn,
    NoSuchTable,
    NotYourTurn,
    SeatRefused,
    SeatTakenOver,
    TableError,
    TableStore,
    default_path,
)

IB = "im-bann-der-pyramide"


@pytest.fixture
def store(store_location: str) -> TableStore:
    return TableStore(store_location)


def open_two(store: TableStore):
    return store.open(IB, seed=3, players=2, humans=[0, 1])


def test_a_table_is_its_seed_options_and_moves(store):
    table = store.open(IB, seed=3, players=3, humans=[1], advanced=True)
    state = store.state(table.code)
    assert table.options["advanced"] is True and state.options_dict()["advanced"] is True
    assert state.current_player() == 1                       # bots and rolls played up to P2
    root = games.new_game(IB, seed=3, players=3, **table.options)
    assert root.apply_all(store.moves(table.code)) == state
    assert store.ply(table.code) == len(state.history)
    assert store.moves(table.code, since=2) == list(state.history[2:])
    assert table.seats[1] == "human" and table.seats[0] != "human"
    assert set(table.keys) == {1} and store.table(table.code).keys == {}
    assert store.table(table.code, with_keys=True).keys == table.keys
    assert table.code in store.codes()


def test_a_move_is_checked_by_the_engine_and_a_refused_one_changes_nothing(store):
    table = open_two(store)
    code, before = table.code, store.moves(table.code)
    with pytest.raises(IllegalAction):
        store.move(code, 0, table.keys[0], Action("no-such-move", ()), len(before))
    with pytest.raises(NotYourTurn, match="not P2's turn"):
        store.move(code, 1, table.keys[1], store.state(code).legal_actions()[0], len(before))
    assert store.moves(code) == before
    action = store.state(code).legal_actions()[0]
    after = store.move(code, 0, table.keys[0], action, len(before))
    assert store.moves(code)[len(before)] == action and store.state(code) == after


def test_a_seat_is_only_moved_with_its_own_key(store):
    table = open_two(store)
    code, ply = table.code, len(store.moves(table.code))
    action = store.state(code).legal_actions()[0]
    for seat, key in ((0, table.keys[1]), (0, "guess"), (0, ""), (5, table.keys[0])):
        with pytest.raises(SeatRefused, match="does not hold seat"):
            store.move(code, seat, key, action, ply)
    bots = store.open(IB, seed=3, players=2, humans=[1])
    with pytest.raises(SeatRefused):                         # a bot's seat has no key at all
        store.move(bots.code, 0, table.keys[0], action, 0)
    with pytest.raises(NoSuchTable, match="no table"):
        store.move("NOPE42", 0, table.keys[0], action, ply)
    assert store.moves(code)[ply:] == []
    with pytest.raises(SeatRefused) as refused:
        store.move(code, 0, "guess", action, ply)
    assert "Platz P1" in refused.value.message("de")


def test_links_carry_the_seat_from_one_and_its_key_and_never_the_seed(store):
    table = open_two(store)
    base = "http://10.0.0.5:8866/voila/render/dashboard.ipynb?token=abc"
    public = table.link(base)
    assert public == f"{base}#table={table.code}"
    link = table.link(base, seat=1)
    assert link == f"{base}#table={table.code}&seat=2&key={table.keys[1]}"
    assert table.keys[0] not in link and "seed" not in link and "s=3" not in link
    assert len(table.keys[0]) >= 16 and table.keys[0] != table.keys[1]
    with pytest.raises(SeatRefused):
        store.open(IB, seed=3, players=2, humans=[1]).link(base, seat=0)


def test_two_moves_at_the_same_position_give_exactly_one_result(store):
    """Eight threads (each its own connection) send P1's move at the same ply at once."""
    table = open_two(store)
    code, ply = table.code, len(store.moves(table.code))
    legal = store.state(code).legal_actions()
    results = at_once(lambda i: store.move(code, 0, table.keys[0], legal[i % len(legal)], ply),
                      8)
    won = [r for r in results if not isinstance(r, Exception)]
    lost = [r for r in results if isinstance(r, Exception)]
    assert len(won) == 1 and len(lost) == 7
    assert all(isinstance(r, MovedOn) for r in lost), lost
    assert "moved on" in str(lost[0])
    assert store.state(code) == won[0]
    root = games.new_game(IB, seed=3, players=2)
    assert root.apply_all(store.moves(code)) == won[0]       # one line, no fork


def test_two_stores_on_one_file_also_give_one_result(store):
    """Two servers (two TableStore objects) on one file: the ply check is in the database."""
    other = TableStore(store.location)
    table = open_two(store)
    ply = len(store.moves(table.code))
    action = store.state(table.code).legal_actions()[0]
    store.move(table.code, 0, table.keys[0], action, ply)
    with pytest.raises(MovedOn):
        other.move(table.code, 0, table.keys[0], action, ply)
    assert other.state(table.code) == store.state(table.code)


def test_a_restart_keeps_every_table_its_moves_and_keys(store):
    table = open_two(store)
    code = table.code
    for _ in range(3):
        state = store.state(code)
        seat = state.current_player()
        if seat < 0:
            break
        store.move(code, seat, table.keys[seat], state.legal_actions()[0],
                   len(store.moves(code)))
    moves, final = store.moves(code), store.state(code)
    store.close()
    again = TableStore(store.location)
    assert again.moves(code) == moves and again.state(code) == final
    seat = final.current_player()
    if seat >= 0:
        again.move(code, seat, table.keys[seat], final.legal_actions()[0], len(moves))
        assert len(again.moves(code)) > len(moves)


def test_a_second_device_takes_the_seat_over_and_the_first_is_told(store):
    table = open_two(store)
    code, key = table.code, table.keys[0]
    phone = store.join(code, 0, key)
    store.check(code, 0, key, phone)                          # holds it
    laptop = store.join(code, 0, key)
    assert store.holder(code, 0) == laptop != phone
    with pytest.raises(SeatTakenOver, match="taken over"):
        store.check(code, 0, key, phone)
    ply = len(store.moves(code))
    with pytest.raises(SeatTakenOver):
        store.move(code, 0, key, store.state(code).legal_actions()[0], ply, device=phone)
    store.move(code, 0, key, store.state(code).legal_actions()[0], ply, device=laptop)
    with pytest.raises(SeatRefused):
        store.join(code, 0, table.keys[1])


def test_idle_tables_expire(store_location):
    store = TableStore(store_location, idle=60)
    old = open_two(store)
    import time

    assert store.expire(time.time() + 30) == []
    assert store.expire(time.time() + 120) == [old.code]
    with pytest.raises(NoSuchTable, match="expired"):
        store.state(old.code)
    quick = TableStore(store_location, idle=0.05)
    table = open_two(quick)
    time.sleep(0.1)
    with pytest.raises(NoSuchTable):                          # read after the idle time
        quick.moves(table.code)


def test_a_table_downloads_as_a_save_file_that_replays(store):
    table = open_two(store)
    state = store.state(table.code)
    store.move(table.code, 0, table.keys[0], state.legal_actions()[0], len(state.history))
    loaded = games.load(store.save_json(table.code))
    assert loaded == store.state(table.code)
    assert loaded.history == tuple(store.moves(table.code))


def test_bad_openings_are_refused(store):
    from pyramid_explorer.engine.errors import OptionError

    with pytest.raises(OptionError):
        store.open("chess", seed=1)
    with pytest.raises(TableError, match="no seat 2 in a game of 2 players"):
        store.open(IB, seed=1, players=2, humans=[2])
    with pytest.raises(ValueError, match="unknown bot"):
        store.open(IB, seed=1, players=2, humans=[0], bots={1: "nobody"})
    assert store.codes() == []


def test_the_default_file_is_in_the_users_data_folder(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert default_path() == tmp_path / "pyramid-explorer" / "tables.sqlite3"
    store = TableStore()
    assert store.path == default_path() and store.path.exists()


def test_races_all_game_long_never_fork_the_game(store):
    """Round after round, two devices send the seat to move's move at once: one each time."""
    table = open_two(store)
    code = table.code
    for _ in range(15):
        state = store.state(code)
        seat = state.current_player()
        if seat < 0:
            break
        outcomes = race(store, code, seat, table.keys[seat], state)
        assert sorted(outcomes) == ["moved on", "won"]
    root = games.new_game(IB, seed=3, players=2)
    assert root.apply_all(store.moves(code)) == store.state(code)


def race(store: TableStore, code: str, seat: int, key: str, state) -> list[str]:
    """Two threads send a move for ``seat`` at ``state``'s ply at once; what each was told."""
    ply, legal = len(state.history), state.legal_actions()
    results = at_once(lambda i: store.move(code, seat, key, legal[i % len(legal)], ply), 2)
    refused = [r for r in results if isinstance(r, Exception)]
    assert all(isinstance(r, MovedOn) for r in refused), refused
    return ["moved on" if isinstance(r, MovedOn) else "won" for r in results]


def test_a_move_may_come_as_json_from_a_page(store):
    table = open_two(store)
    state = store.state(table.code)
    action = state.legal_actions()[0]
    after = store.move(table.code, 0, table.keys[0], action.to_json(), len(state.history))
    assert after.history[len(state.history)] == action


# ------------------------------------------------------------------ lessons (one driver)
def test_a_lesson_keeps_its_mode_and_the_drivers_position_in_the_table_row(store):
    from pyramid_explorer.tables import LESSON, LessonOnly

    root = games.new_game(IB, seed=3, players=2)
    line = [root]
    for _ in range(4):  # the teacher's line: the rolls and bots' moves of a few steps
        s = line[-1]
        line.append(s.apply(s.sample_chance() if s.is_chance_node() else s.legal_actions()[0]))
    moves = list(line[-1].history)
    lesson = store.open(IB, seed=3, players=2, mode=LESSON, moves=moves, position=2)
    assert lesson.mode == LESSON and lesson.driver_key and lesson.keys == {}
    at = store.lesson(lesson.code)
    assert (at.position, at.ply) == (2, 4) and store.moves(lesson.code) == moves
    assert store.state(lesson.code) == line[-1]                 # nothing played by itself
    assert lesson.driver_link("http://h/?token=t") == (
        f"http://h/?token=t#table={lesson.code}&drive={lesson.driver_key}")
    store.close()
    again = TableStore(store.location)                              # a restart keeps mode and place
    assert again.table(lesson.code).mode == LESSON
    assert again.table(lesson.code).driver_key is None          # the key only with_keys,
    assert store.table(lesson.code, with_keys=True).driver_key == lesson.driver_key
    assert again.table(lesson.code, with_keys=True).driver_key is None  # to its opener only
    again.check_driver(lesson.code, lesson.driver_key)          # and the link still leads
    assert again.lesson(lesson.code).position == 2
    played = open_two(again)
    with pytest.raises(LessonOnly, match="not led as a lesson"):
        again.lesson(played.code)
    with pytest.raises(LessonOnly, match="is a lesson"):        # no seat moves in a lesson
        again.move(lesson.code, 0, "x", moves[0], 4)


def test_only_the_driver_leads_and_a_refused_lead_changes_nothing(store):
    from pyramid_explorer.tables import LESSON, NotTheDriver

    lesson = store.open(IB, seed=3, players=2, mode=LESSON)
    code, key = lesson.code, lesson.driver_key
    root = store.state(code)
    roll = root.sample_chance() if root.is_chance_node() else root.legal_actions()[0]
    first = store.lead(code, key, 1, [roll])
    assert (first.position, first.ply) == (1, 1) and store.moves(code) == [roll]
    for wrong in ("guess", "", None):
        with pytest.raises(NotTheDriver, match="Only the teacher"):
            store.lead(code, wrong, 0)
    with pytest.raises(IllegalAction):
        store.lead(code, key, 2, [roll, Action("no-such-move", ())])
    with pytest.raises(ValueError, match="not on the lesson's line"):
        store.lead(code, key, 5)
    assert store.lesson(code) == first and store.moves(code) == [roll]
    back = store.lead(code, key, 0)                              # the teacher steps back
    assert back.position == 0 and back.version > first.version and store.ply(code) == 1
    after = root.apply(roll)
    alt = after.legal_actions()[-1]                              # another line from step 1
    rewritten = store.lead(code, key, 2, [roll, alt])
    assert rewritten.ply == 2 and store.moves(code) == [roll, alt]
    again = store.lead(code, key, 1, [roll, after.legal_actions()[0]])   # and another
    assert again.position == 1 and store.moves(code)[1] == after.legal_actions()[0]
    assert games.load(store.save_json(code)).history == (roll, alt)


def test_a_store_file_from_before_lessons_gets_their_columns(tmp_path):
    import sqlite3

    path = tmp_path / "old.sqlite3"
    db = sqlite3.connect(path)
    db.executescript("""
        CREATE TABLE tables (code TEXT PRIMARY KEY, game TEXT NOT NULL, seed INTEGER NOT NULL,
            players INTEGER NOT NULL, options TEXT NOT NULL, seats TEXT NOT NULL,
            created REAL NOT NULL, touched REAL NOT NULL);""")
    db.close()
    store = TableStore(path)
    table = open_two(store)
    assert store.table(table.code).mode == "play" and len(store.moves(table.code)) >= 0
