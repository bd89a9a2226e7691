"""A Pyramidenbau deck file is read safely: from the deck folder by name, never a path from a
link in a served dashboard, and never a pipe, a device, a folder, a huge or a binary file."""

from __future__ import annotations

import json
import os
import threading

import pytest

from pyramid_explorer.games.pyramidenbau import cards
from pyramid_explorer.games.pyramidenbau.cards import DeckError, load_deck
from pyramid_explorer.serve.launch import voila_env
from pyramid_explorer.ui.model import share

DECK = {"format": "pyramidenbau-cards", "version": 1, "copies": 4, "reconstructed": False,
        "cards": [{"id": f"b{i}", "action": "build", "count": 1 + i % 4} for i in range(10)]}


@pytest.fixture(autouse=True)
def fresh_cache():
    load_deck.cache_clear()
    yield
    load_deck.cache_clear()


@pytest.fixture()
def served(monkeypatch, tmp_path):
    folder = tmp_path / "decks"
    folder.mkdir()
    monkeypatch.setenv(cards.DECKS_ENV, str(folder))
    monkeypatch.setenv(cards.SERVED_ENV, "1")
    return folder


def load_within(path: str, seconds: float = 10.0):
    """``load_deck(path)`` on a thread; fails the test if it has not returned in ``seconds``."""
    outcome: list = []

    def run() -> None:
        try:
            outcome.append(load_deck(path))
        except Exception as exc:  # noqa: BLE001  (the test looks at it)
            outcome.append(exc)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    assert outcome, f"loading {path!r} hung for {seconds} s"
    return outcome[0]


def test_a_served_dashboard_refuses_a_path_from_a_link_and_says_so_in_both_languages(served):
    assert voila_env()[cards.SERVED_ENV] == "1"  # the dashboard's kernels know they are served
    secret = served.parent / "secret.json"
    secret.write_text(json.dumps(DECK))
    for path in (str(secret), "/etc/passwd", "../secret", "decks/../secret.json"):
        opened = share.decode(f"g=pyramidenbau&o=deck_file:{path}")
        texts = " | ".join(n.en + " / " + n.de for n in opened.notices)
        assert "not by a path" in texts and "nicht über einen Pfad" in texts, path
        assert opened.root.deck.reconstructed  # the built-in deck, the file was not opened
    # what the page says gives nothing away about the file (missing, folder, JSON or not)
    for path in ("/no/such/file", "/etc", "/etc/passwd"):
        with pytest.raises(DeckError) as refused:
            load_deck(path)
        assert "No such file" not in str(refused.value) and "directory" not in str(refused.value)


def test_a_deck_in_the_deck_folder_is_chosen_by_name(served):
    (served / "my-deck.json").write_text(json.dumps(DECK))
    assert not load_deck("my-deck").reconstructed
    assert load_deck("my-deck.json").cards[1].count == 2
    opened = share.decode("g=pyramidenbau&o=deck_file:my-deck")
    assert not opened.notices and not opened.root.deck.reconstructed
    with pytest.raises(DeckError, match="no deck 'other' in the deck folder$") as missing:
        load_deck("other")
    assert str(served) not in str(missing.value)  # the teacher's folder stays unnamed
    assert missing.value.message("de") == "Es gibt kein Deck 'other' im Kartenordner"


def test_a_fifo_is_refused_at_once_instead_of_hanging_the_kernel(tmp_path, served):
    fifo = served / "pipe.json"
    os.mkfifo(fifo)
    refused = load_within("pipe")
    assert isinstance(refused, DeckError) and "not a deck file" in str(refused)
    assert "keine Kartendatei" in refused.message("de")
    local = tmp_path / "local-pipe"
    os.mkfifo(local)
    os.environ.pop(cards.SERVED_ENV)  # a path is read outside a served dashboard: still safe
    assert isinstance(load_within(str(local)), DeckError)


@pytest.mark.parametrize("path", ["/dev/zero", "/dev/null", "/tmp"])
def test_devices_and_folders_are_refused_without_reading_them(path, monkeypatch):
    monkeypatch.delenv(cards.SERVED_ENV, raising=False)
    refused = load_within(path)
    assert isinstance(refused, DeckError) and "not a deck file" in str(refused)


def test_a_huge_file_is_refused_without_reading_it(served):
    huge = served / "huge.json"
    with huge.open("wb") as f:
        f.truncate(200 * 2**20)  # 200 MB (sparse: costs no disk)
    refused = load_within("huge", seconds=5)
    assert isinstance(refused, DeckError) and "larger than 64 KB" in str(refused)
    assert "größer als 64 KB" in refused.message("de")
    just = served / "just.json"  # a JSON deck padded to one byte past the cap
    text = json.dumps(DECK)
    just.write_text(text + " " * (cards.MAX_DECK_BYTES + 1 - len(text)))
    assert isinstance(load_within("just"), DeckError)
    just.write_text(text + " " * (cards.MAX_DECK_BYTES - len(text)))
    assert not load_within("just").reconstructed  # at the cap: read


def test_a_binary_file_is_a_clear_deck_error_not_a_byte_value(served):
    (served / "picture.json").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\xff\xfe")
    with pytest.raises(DeckError, match="is not text") as refused:
        load_deck("picture")
    assert "0x89" not in str(refused.value) and "codec" not in str(refused.value)
    assert "ist kein Text" in refused.value.message("de")
