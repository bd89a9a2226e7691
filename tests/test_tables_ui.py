"""Shared tables in the dashboard (issue 25): a seat's page, the referee's "Open a table", the
dashboard opening a seat link, and the command's --tables."""

from __future__ import annotations

import argparse

import pytest

from pyramid_explorer.tables import TableStore
from pyramid_explorer.ui.common.widget_texts import widget_texts
from pyramid_explorer.ui.explorer import Explorer
from pyramid_explorer.ui.tables import SeatPage, TableOpener

IB = "im-bann-der-pyramide"


@pytest.fixture
def store(store_location: str) -> TableStore:
    return TableStore(store_location)  # (a SQLite file, then a PostgreSQL database)


def other_hands(state, seat: int) -> list[str]:
    """Names of equipment cards in other hands that ``seat`` sees nowhere else."""
    from collections import Counter

    from pyramid_explorer.games.im_bann.data import card_name

    obs = state.observation(seat)
    seen = Counter(obs["hands"][str(seat)])
    for showcase in obs["showcases"]:
        seen.update(showcase)
    seen.update(obs["discard"])
    return sorted({card_name(c, "en") for q in range(state.num_players) if q != seat
                   for c in state.codes(state.hands[q]) if "-" in c and not seen[c]})


def test_each_seats_page_shows_its_own_hand_and_no_other_and_follows_the_moves(store):
    table = store.open(IB, seed=3, players=3, humans=[0, 1, 2])
    pages = [SeatPage(store, table.code, i, table.keys[i]) for i in range(3)]
    for _ in range(12):
        state = store.state(table.code)
        for seat, page in enumerate(pages):
            texts = " ".join(widget_texts(page.widget))
            for name in other_hands(state, seat):
                assert name not in texts, f"P{seat + 1} sees {name}"
            assert page.view.state == state                       # every page is up to date
            assert bool(page.move_labels) == (state.current_player() == seat)
        seat = state.current_player()
        if seat < 0:
            break
        pages[seat].move_buttons()[0].click()
        assert pages[seat].view.ply > len(state.history)
        for page in pages:
            page.tick()                                 # (what the watcher calls)


def test_a_late_move_is_told_the_game_moved_on_and_changes_nothing(store):
    table = store.open(IB, seed=3, players=2, humans=[0, 1])
    phone = SeatPage(store, table.code, 0, table.keys[0])
    state = store.state(table.code)
    store.move(table.code, 0, table.keys[0], state.legal_actions()[0], len(state.history))
    moves = store.moves(table.code)
    phone.play(state.legal_actions()[0])                          # from the old position
    assert "moved on" in phone.status.value and store.moves(table.code) == moves
    assert phone.view.ply == len(moves)                           # and the page caught up


def test_a_second_device_takes_the_seat_and_the_first_page_says_so(store):
    table = store.open(IB, seed=3, players=2, humans=[0, 1])
    first = SeatPage(store, table.code, 0, table.keys[0], lang="de")
    second = SeatPage(store, table.code, 0, table.keys[0])
    first.tick()
    assert not first.held and first.move_labels == []
    assert "anderen Gerät" in first.status.value
    assert second.held and second.move_labels


def test_the_referee_opens_a_table_with_a_link_and_qr_per_person(store):
    ex = Explorer(IB, seed=4, players=3)
    ex.set_seat(1, "human")
    ex.set_seat(2, "human")
    opener = TableOpener(store, ex)
    table = opener.open_table(base_url="http://192.168.1.20:8866/?token=abc")
    assert table is not None and table.seats[0] != "human" and table.seed == 4
    assert opener.links_html.value.count("<svg") == 2              # join, the projector
    assert all(key not in opener.links_html.value for key in table.keys.values())
    opener.projector_safe.value = False                            # each seat's own link
    assert [link.split("&key=")[0].split("#")[1] for link in opener.links] == [
        f"table={table.code}&seat=2", f"table={table.code}&seat=3"]
    assert opener.links_html.value.count("<svg") == 3              # two seats, the projector
    assert opener.public_link == f"http://192.168.1.20:8866/?token=abc#table={table.code}"
    assert "Public view (projector)" in opener.links_html.value
    assert all(key not in opener.public_link for key in table.keys.values())
    assert table.code in opener.note.value
    opener.relabel("de")
    assert opener.button.description == "Tisch für diese Plätze öffnen ▶"


def test_the_dashboard_opens_a_seat_link_as_that_seats_page_only(store):
    from pyramid_explorer.ui.dashboard import Dashboard

    table = store.open(IB, seed=3, players=2, humans=[0, 1])
    d = Dashboard(tables=store)
    assert d.openers                                          # the referee's button is there
    fragment = table.link("", seat=1).split("#")[1]
    d.links.page.receive({"type": "hash", "href": "http://h/", "hash": fragment})
    assert d.seat_page is not None and d.tabs not in d.widget.children
    assert d.seat_page.view.seat == 1 and d.links.page.fragment == ""   # the address is kept
    page = d.seat_page
    d.links.page.receive({"type": "hash", "href": "http://h/", "hash": fragment})
    assert d.seat_page is page and page.held                 # the same link again: kept
    d.set_language("de")
    assert "Du bist P2" in d.seat_page.header.value
    refusals = {}
    for bad in (f"table={table.code}&seat=1&key=wrong", f"table={table.code}&seat=x",
                f"table={table.code}&seat=9999999999999999999999999&key={table.keys[1]}",
                f"table={table.code}&seat=2&key=%C3%A9", "table=NOPE42&seat=1&key=x",
                "table=NOPE42", f"table={table.code}&drive=wrong",
                f"table={table.code}&seat=1&key=wrongwrongwrong1",       # well-formed, wrong
                f"table=ABCDEF&seat=1&key={table.keys[0]}"):             # no such table
        d.links.page.receive({"type": "hash", "href": "http://h/", "hash": bad})
        problem = d.widget.children[1]
        assert "pe-problem" in problem.value, bad                # said, never a traceback
        assert d.seat_page is page and page.held, bad            # the seat is kept
        assert page.widget in d.widget.children, bad
        refusals[bad] = problem.value
    # a wrong key and an unknown table get the same answer (but for the code named)
    wrong_key, no_table = list(refusals.values())[-2:]
    assert wrong_key.replace(table.code, "ABCDEF") == no_table
    d.links.page.receive({"type": "hash", "href": "http://h/", "hash": f"table={table.code}"})
    assert "Öffentliche Ansicht" in d.seat_page.header.value     # the projector's page
    assert Dashboard(tables=None).openers == {}


def test_the_command_names_the_store_for_its_kernels(tmp_path):
    from pyramid_explorer.commands import dashboard as command

    parser = argparse.ArgumentParser()
    command.register(parser.add_subparsers())
    args = parser.parse_args(["dashboard", "--tables", str(tmp_path / "class.sqlite3"),
                              "--table-idle", "90m"])
    assert args.table_idle == 5400
    path = command.tables_path(args.tables)
    assert path == (tmp_path / "class.sqlite3").resolve() and path.exists()
    with pytest.raises(command.DashboardError, match="--tables"):
        (tmp_path / "a-file").write_text("not a folder")
        command.tables_path(str(tmp_path / "a-file" / "class.sqlite3"))


def test_without_tables_a_default_that_cannot_be_used_turns_shared_tables_off(tmp_path,
                                                                           monkeypatch, capsys):
    from pyramid_explorer.commands import dashboard as command

    (tmp_path / "a-file").write_text("not a folder")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "a-file"))
    assert command.tables_path(None) is None
    assert "Shared tables are off" in capsys.readouterr().err


def test_the_kernels_read_the_store_and_its_idle_time_from_the_environment(tmp_path):
    from pyramid_explorer.tables import IDLE_ENV, TABLES_ENV, store_from_environment

    store = store_from_environment({TABLES_ENV: str(tmp_path / "t.sqlite3"), IDLE_ENV: "5400"})
    assert store is not None and store.idle == 5400 and store.path == tmp_path / "t.sqlite3"
    assert store_from_environment({TABLES_ENV: str(tmp_path / "t.sqlite3")}).idle == 7 * 86400


def test_a_phone_can_show_the_table_large_enough_to_read(store):
    """At 390 px a drawing made for a laptop shows its labels at about 7 px: "Bigger table"
    draws it 900 px wide (scrolled sideways), where they are 14 px or more."""
    from pyramid_explorer.ui.tables.style import LARGE_PX, PHONE_CSS

    table = store.open(IB, seed=3, players=2, humans=[0, 1])
    page = SeatPage(store, table.code, 0, table.keys[0], lang="de")
    assert page.zoom.description == "Tisch größer +" and "pe-table-large" not in page.table._dom_classes
    page.zoom.value = True
    assert "pe-table-large" in page.table._dom_classes
    assert page.zoom.description == "Tisch an den Bildschirm anpassen"
    assert f"min-width:{LARGE_PX}px" in PHONE_CSS
    page.zoom.value = False
    assert "pe-table-large" not in page.table._dom_classes


def test_the_referee_opens_a_lesson_that_follows_the_explorer(store):
    ex = Explorer("pyramidenbau", seed=4, players=2)
    ex.step()
    opener = TableOpener(store, ex)
    lesson = opener.open_lesson(base_url="http://192.168.1.20:8866/?token=abc")
    assert lesson.mode == "lesson" and opener.links == []
    assert opener.public_link == f"http://192.168.1.20:8866/?token=abc#table={lesson.code}"
    assert opener.links_html.value.count("<svg") == 1                 # the followers' QR
    assert "<details" in opener.links_html.value and f"drive={lesson.driver_key}" in \
        opener.links_html.value                                     # folded away
    assert store.lesson(lesson.code).position == 1
    ex.step()
    ex.step()
    assert store.lesson(lesson.code).position == 3 and store.ply(lesson.code) == 3
    ex.new_game(seed=5)                                             # another game: it stops
    assert opener.lead is not None and not opener.lead.leading
    assert opener.lead.note in opener.widget.children and "another game" in opener.lead.note.value
    assert store.lesson(lesson.code).position == 3
    opener.relabel("de")
    assert opener.lesson_button.description == "Lektion von hier aus öffnen ▶"


def test_a_projected_join_link_hands_each_device_one_free_seat_and_the_referee_sees_it(store):
    """Issue 34, finding 6: the projector shows no seat's key; a device on the join link takes
    a free seat and alone sees its key; a take-over shows on the old device and to the
    referee."""
    from pyramid_explorer.ui.tables import open_seat_page
    from pyramid_explorer.ui.tables.join_page import JoinPage

    ex = Explorer(IB, seed=4, players=3)
    ex.set_seat(0, "human")
    ex.set_seat(2, "human")
    opener = TableOpener(store, ex)
    table = opener.open_table(base_url="http://127.0.0.1:8866/")
    assert "P1 ●</span>: free" in opener.seats_html.value
    join = opener.join_link.split("#")[1]
    fields = dict(part.split("=") for part in join.split("&"))
    phone = open_seat_page(store, fields, base_url="http://127.0.0.1:8866/")
    tablet = open_seat_page(store, fields, base_url="http://127.0.0.1:8866/")
    assert isinstance(phone, JoinPage) and len(phone.seat_buttons) == 2
    phone.seat_buttons[0].click()                                # P1 on the phone
    assert phone.seat_page is not None and phone.seat_page.view.seat == 0
    kept = phone.kept_link.value.split("key=")[1].split("<")[0].split('"')[0]
    assert f"seat=1&amp;key={kept}" in phone.kept_link.value     # a key of P1's own (issue 37:
    store.check(table.code, 0, kept, phone.seat_page.view.device)  # keys are stored hashed, so
    tablet.seat_buttons[0].click()                               # too late: P1 is taken
    assert tablet.seat_page is None and "not free any more" in tablet.note.value
    assert [b.description for b in tablet.seat_buttons] == ["Take seat P3 ▲"]
    assert table.keys[0] not in str(tablet.widget.children)      # a claim gets a new one)
    assert kept not in str(tablet.widget.children)
    opener.show_seats()                                          # (the watcher calls this)
    assert "P1 ●</span>: on a device" in opener.seats_html.value
    laptop = SeatPage(store, table.code, 0, table.keys[0])       # P1's link on a 2nd device
    phone.seat_page.tick()
    assert not phone.seat_page.held and "another device" in phone.seat_page.status.value
    opener.show_seats()
    assert "P1 ●</span>: taken over — opened on 2 devices" in opener.seats_html.value
    assert laptop.held


def test_a_seat_page_offers_its_own_review_once_the_game_is_over(store):
    table = store.open("ramses-pyramid", seed=5, players=2, humans=[1])
    page = SeatPage(store, table.code, 1, table.keys[1])
    assert page.review_button.layout.display == "none"          # not before the end
    page.start_review()                                         # a crafted click: nothing
    assert not page.reviews.running and page.reviews.result is None
    for _ in range(2000):
        state = store.state(table.code)
        if state.is_terminal():
            break
        store.move(table.code, 1, table.keys[1], state.legal_actions()[0], len(state.history))
    page.tick()
    assert page.view.state.is_terminal()
    assert page.review_button.layout.display is None
    assert page.review_button.description == "Review this game for P2 ■ ▶"
    page.review_positions = 2
    page.review_button.click()
    assert page.reviews.wait(600)
    page._show_review()
    assert "Review of P2" in page.review_html.value
    assert page.reviews.result.seat == 1                        # its own, nobody else's
