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


@cache
def load_deck(path: str = "") -> Deck:
    """The deck in file ``path`` (empty: the default deck); :class:`DeckError` when unusable."""
    if not path:
        return default_deck()
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise DeckError(f"cannot read the deck file {path!r}: {exc.strerror}") from None
    return parse_deck(text, path)
