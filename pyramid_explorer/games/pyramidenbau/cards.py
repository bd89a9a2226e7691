"""The 40 instruction cards (4 × 10): the reconstructed default deck or a user's own deck file.

The printed card texts are not public, so the default deck (``data/pyramidenbau_cards.json``)
is *reconstructed* from the actions the rulebook itself names. A user replaces it with a file
of the same format (option ``deck_file``); a malformed file raises :class:`DeckError` saying
what is wrong. Format (JSON)::

    {"format": "pyramidenbau-cards", "version": 1, "reconstructed": false, "copies": 4,
     "cards": [{"id": "place-2", "action": "place", "count": 2}, ... 10 cards ...]}

``action`` is one of ``place``, ``take``, ``build``, ``move`` (these need ``count`` 1–4),
``hire``, ``fire`` or ``roll``; optional ``en``/``de`` give the card's own wording.

>>> deck = default_deck()
>>> len(deck.cards), deck.copies, deck.reconstructed
(10, 4, True)
>>> deck.cards[0].text("en"), deck.cards[9].text("de")
('Place up to 2 stones from the quarry', 'Noch einmal würfeln')
>>> parse_deck('{"format": "pyramidenbau-cards", "version": 1, "copies": 4, "cards": []}')
Traceback (most recent call last):
...
pyramid_explorer.games.pyramidenbau.cards.DeckError: the deck must list 10 instructions, not 0
"""

from __future__ import annotations

import json
import os
import re
import stat
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from ...engine.errors import OptionError

DECK_FORMAT = "pyramidenbau-cards"
INSTRUCTIONS = 10
COPIES = 4
COUNTED = ("place", "take", "build", "move")
ACTIONS = (*COUNTED, "hire", "fire", "roll")

_TEXT = {
    "place": ("Place up to {n} stones from the quarry", "Bis zu {n} Steine aus dem Steinbruch setzen"),
    "take": ("Take up to {n} stones from other sites", "Bis zu {n} Steine von fremden Baustellen nehmen"),
    "build": ("Build up to {n} stones", "Bis zu {n} Steine einbauen"),
    "move": ("Move a worker up to {n} fields", "Einen Arbeiter bis zu {n} Felder bewegen"),
    "hire": ("Hire a worker", "Einen Arbeiter einstellen"),
    "fire": ("Fire a worker", "Einen Arbeiter entlassen"),
    "roll": ("Roll again", "Noch einmal würfeln"),
}
_ONE = {"place": ("Place 1 stone from the quarry", "1 Stein aus dem Steinbruch setzen"),
        "take": ("Take 1 stone from another site", "1 Stein von einer fremden Baustelle nehmen"),
        "build": ("Build 1 stone", "1 Stein einbauen"),
        "move": ("Move a worker 1 field", "Einen Arbeiter 1 Feld bewegen")}


class DeckError(OptionError):
    """A deck file that cannot be used, with the reason."""


@dataclass(frozen=True)
class CardDef:
    """One instruction: what it lets the player do and how many stones or fields."""

    id: str
    action: str
    count: int = 1
    en: str = ""
    de: str = ""

    def text(self, lang: str = "en") -> str:
        """The instruction in ``lang``: the deck's own words, else ours."""
        own = self.de if lang == "de" else self.en
        if own:
            return own
        en, de = (_ONE if self.count == 1 and self.action in _ONE else _TEXT)[self.action]
        return (de if lang == "de" else en).format(n=self.count)


@dataclass(frozen=True)
class Deck:
    """Ten instructions, each printed ``copies`` times; ``reconstructed`` marks our default."""

    cards: tuple[CardDef, ...]
    copies: int = COPIES
    reconstructed: bool = True
    source: str = "built-in"

    def card(self, number: int) -> CardDef:
        """The instruction of card ``number`` (0–39): copies of one instruction are alike."""
        return self.cards[number // self.copies]

    @property
    def size(self) -> int:
        return len(self.cards) * self.copies


def _card(raw: Any, n: int) -> CardDef:
    where = f"card {n + 1}"
    if not isinstance(raw, dict):
        raise DeckError(f"{where} must be a JSON object")
    unknown = set(raw) - {"id", "action", "count", "en", "de"}
    if unknown:
        raise DeckError(f"{where} has unknown field(s): {', '.join(sorted(unknown))}")
    cid, action = raw.get("id"), raw.get("action")
    if not isinstance(cid, str) or not cid:
        raise DeckError(f"{where} needs an 'id' (text)")
    if action not in ACTIONS:
        raise DeckError(f"{where} ({cid}): 'action' must be one of {', '.join(ACTIONS)}, "
                        f"not {action!r}")
    count = raw.get("count", 1)
    if action in COUNTED:
        if "count" not in raw or isinstance(count, bool) or count not in (1, 2, 3, 4):
            raise DeckError(f"{where} ({cid}): a {action} card needs 'count' 1–4, "
                            f"not {raw.get('count')!r}")
    elif "count" in raw:
        raise DeckError(f"{where} ({cid}): a {action} card takes no 'count'")
    for lang in ("en", "de"):
        if not isinstance(raw.get(lang, ""), str):
            raise DeckError(f"{where} ({cid}): '{lang}' must be text")
    return CardDef(cid, action, int(count), raw.get("en", ""), raw.get("de", ""))


def parse_deck(text: str, source: str = "deck file") -> Deck:
    """The deck in ``text`` (the JSON format above); :class:`DeckError` saying what is wrong."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise DeckError(f"the deck file is not valid JSON ({exc})") from None
    if not isinstance(data, dict) or data.get("format") != DECK_FORMAT:
        raise DeckError(f"the deck file must be a JSON object with \"format\": \"{DECK_FORMAT}\"")
    if data.get("version") != 1:
        raise DeckError(f"unsupported deck version {data.get('version')!r}; this version reads 1")
    if data.get("copies", COPIES) != COPIES:
        raise DeckError(f"the game has 4 copies of each instruction, not {data.get('copies')!r}")
    raw = data.get("cards")
    if not isinstance(raw, list) or len(raw) != INSTRUCTIONS:
        count = len(raw) if isinstance(raw, list) else 0
        raise DeckError(f"the deck must list {INSTRUCTIONS} instructions, not {count}")
    cards = tuple(_card(c, n) for n, c in enumerate(raw))
    ids = [c.id for c in cards]
    dupes = sorted({i for i in ids if ids.count(i) > 1})
    if dupes:
        raise DeckError(f"card ids must be different; repeated: {', '.join(dupes)}")
    reconstructed = data.get("reconstructed", False)
    if not isinstance(reconstructed, bool):
        raise DeckError("'reconstructed' must be true or false")
    return Deck(cards, COPIES, reconstructed, source)


@cache
def default_deck() -> Deck:
    """The reconstructed default deck shipped in ``pyramid_explorer/data``."""
    text = resources.files("pyramid_explorer.data").joinpath("pyramidenbau_cards.json")
    return parse_deck(text.read_text(encoding="utf-8"), "built-in")


DECKS_ENV = "PYRAMID_EXPLORER_DECKS"
"""The deck folder: user decks are chosen by name from it (default ``~/pyramid-explorer-decks``)."""
SERVED_ENV = "PYRAMID_EXPLORER_SERVED"
"""Set (to ``1``) in a served dashboard's kernels: there a deck is chosen by name only."""
MAX_DECK_BYTES = 64 * 1024
"""A deck file's size cap: ten instructions take about 2 KB."""
_DECK_NAME = re.compile(r"[A-Za-z0-9_-][A-Za-z0-9_.-]{0,79}")


def deck_folder() -> Path:
    """The folder user decks are chosen from by name (``$PYRAMID_EXPLORER_DECKS``)."""
    return Path(os.environ.get(DECKS_ENV) or Path.home() / "pyramid-explorer-decks")


def is_deck_name(value: str) -> bool:
    """Whether ``value`` names a deck in the deck folder (no folder, no ``..``).

    >>> is_deck_name("my-deck"), is_deck_name("my-deck.json"), is_deck_name("../x")
    (True, True, False)
    >>> is_deck_name("/etc/passwd"), is_deck_name("decks/a.json")
    (False, False)
    """
    return bool(_DECK_NAME.fullmatch(value)) and ".." not in value


def _served() -> bool:
    return bool(os.environ.get(SERVED_ENV))


def read_deck_file(path: Path, shown: str) -> str:
    """The text of deck file ``path`` (``shown``: how messages name it); :class:`DeckError` for
    anything but a regular UTF-8 file of at most :data:`MAX_DECK_BYTES`.

    A FIFO, a device or a folder is refused before it is opened (none of them can hang or
    fill the kernel), and the file is read up to one byte past the cap.
    """
    try:
        info = os.stat(path)
    except OSError as exc:
        raise DeckError(f"cannot read the deck file {shown!r}: {exc.strerror}",
                        de=f"Die Kartendatei {shown!r} lässt sich nicht lesen: "
                           f"{exc.strerror}") from None
    too_big = DeckError(f"the deck file {shown!r} is larger than {MAX_DECK_BYTES // 1024} KB "
                        "(a deck of ten instructions takes about 2 KB)",
                        de=f"Die Kartendatei {shown!r} ist größer als "
                           f"{MAX_DECK_BYTES // 1024} KB (ein Deck aus zehn Anweisungen "
                           "braucht etwa 2 KB)")
    not_file = DeckError(f"{shown!r} is not a deck file (a folder, a device or a pipe)",
                         de=f"{shown!r} ist keine Kartendatei (ein Ordner, ein Gerät oder "
                            "eine Pipe)")
    if not stat.S_ISREG(info.st_mode):
        raise not_file
    if info.st_size > MAX_DECK_BYTES:
        raise too_big
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))
    except OSError as exc:
        raise DeckError(f"cannot read the deck file {shown!r}: {exc.strerror}",
                        de=f"Die Kartendatei {shown!r} lässt sich nicht lesen: "
                           f"{exc.strerror}") from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):  # replaced since the check above
            raise not_file
        chunks: list[bytes] = []
        left = MAX_DECK_BYTES + 1
        while left > 0:
            chunk = os.read(fd, left)
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
    finally:
        os.close(fd)
    data = b"".join(chunks)
    if len(data) > MAX_DECK_BYTES:
        raise too_big
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise DeckError(f"the deck file {shown!r} is not text (a deck is JSON text in UTF-8)",
                        de=f"Die Kartendatei {shown!r} ist kein Text (ein Deck ist JSON-Text "
                           "in UTF-8)") from None


@cache
def load_deck(path: str = "") -> Deck:
    """The deck ``path`` names (empty: the default deck); :class:`DeckError` when unusable.

    A name without a folder (``my-deck`` or ``my-deck.json``) is a deck in :func:`deck_folder`.
    A path to a file is read too, except in a served dashboard (``$PYRAMID_EXPLORER_SERVED``),
    where a link or the option's field must not open a file on the serving computer:

    >>> import os; os.environ[SERVED_ENV] = "1"
    >>> load_deck("/etc/passwd")
    Traceback (most recent call last):
    ...
    pyramid_explorer.games.pyramidenbau.cards.DeckError: a deck is chosen by its name in the deck folder (e.g. my-deck), not by a path, when the dashboard is served
    >>> del os.environ[SERVED_ENV]
    """
    if not path:
        return default_deck()
    if is_deck_name(path):
        name = path if path.endswith(".json") else f"{path}.json"
        if not (deck_folder() / name).exists():
            where = "the deck folder" if _served() else f"the deck folder {str(deck_folder())!r}"
            wo = "im Kartenordner" if _served() else f"im Kartenordner {str(deck_folder())!r}"
            raise DeckError(f"there is no deck {path!r} in {where}",
                            de=f"Es gibt kein Deck {path!r} {wo}")
        return parse_deck(read_deck_file(deck_folder() / name, path), path)
    if _served():
        raise DeckError("a deck is chosen by its name in the deck folder (e.g. my-deck), not by "
                        "a path, when the dashboard is served",
                        de="Ein Deck wird über seinen Namen im Kartenordner gewählt (z. B. "
                           "my-deck), nicht über einen Pfad, wenn das Dashboard bereitgestellt "
                           "wird")
    return parse_deck(read_deck_file(Path(path), path), path)
