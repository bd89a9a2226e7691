"""The cards and values of *Im Bann der Pyramide*, read from one JSON data file.

The rulebook does not print the adventure values; the defaults in
``pyramid_explorer/data/im_bann.json`` are project rulings (rule ``ib.data.values``). A user may
pass another file with the game option ``data_file``.

>>> data = load_data()
>>> len(data.cards), data.cards[0].code, data.cards[-1].code
(54, 'ladder-1', 'mummy')
>>> data.adventures["high"], data.kings_chamber["high"]
((7, 8, 9, 10, 11), 12)
>>> card_name("rope-3", "de")
'Seil 3'
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cached_property, lru_cache
from pathlib import Path
from typing import Any

from ...engine.errors import OptionError
from ...engine.rules import Bilingual

DEFAULT_DATA = Path(__file__).resolve().parents[2] / "data" / "im_bann.json"
DATA_FORMAT = "pyramid-explorer/im-bann-data"

SPECIALS = ("magic", "protection", "curse", "scarab", "mummy")
"""The special card kinds, in the order the data file lists their counts."""

ITEMS: dict[str, Bilingual] = {
    "ladder": Bilingual("Ladder", "Leiter"),
    "pickaxe": Bilingual("Pickaxe", "Spitzhacke"),
    "rope": Bilingual("Rope", "Seil"),
    "torch": Bilingual("Torch", "Fackel"),
}
"""Equipment item -> its name."""
SPECIAL_CARDS: dict[str, Bilingual] = {
    "magic": Bilingual("Magic Power", "Zauberkraft"),
    "protection": Bilingual("Protection", "Schutz"),
    "curse": Bilingual("Curse", "Fluch"),
    "scarab": Bilingual("Scarab", "Skarabäus"),
    "mummy": Bilingual("Mummy", "Mumie"),
}
"""Special card kind -> its name."""


@dataclass(frozen=True)
class Card:
    """One pyramid card. ``code`` names its kind (``"rope-3"``, ``"curse"``); ids are unique."""

    id: int
    code: str
    kind: str  # "equipment" or one of SPECIALS
    item: str | None = None
    value: int = 0


@dataclass(frozen=True)
class GameData:
    """Validated contents of a data file, plus the card table built from it."""

    path: str
    adventures: dict[str, tuple[int, ...]]
    kings_chamber: dict[str, int]
    adventures_used: int
    items: tuple[str, ...]
    equipment_values: tuple[int, ...]
    specials: dict[str, int]
    start_depot: str
    hand_size: int
    hand_limit: int
    exchange_max: int
    mummy_penalty: int
    shed_value: int
    cards: tuple[Card, ...]

    def by_code(self) -> dict[str, list[int]]:
        """code -> ids of the cards with that code (ascending)."""
        out: dict[str, list[int]] = {}
        for c in self.cards:
            out.setdefault(c.code, []).append(c.id)
        return out

    @cached_property
    def codes(self) -> frozenset[str]:
        """Every card code of the deck."""
        return frozenset(c.code for c in self.cards)

    @property
    def mummy_id(self) -> int | None:
        """The id of the Mummy card (``None`` if a data file has none)."""
        return next((c.id for c in self.cards if c.kind == "mummy"), None)


def _require(cond: bool, path: str, what: str) -> None:
    if not cond:
        raise OptionError(f"data file {path}: {what}")


def _positive_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value > 0


def parse_data(raw: Any, path: str = "<data>") -> GameData:
    """Validate ``raw`` (a decoded data file) and build the card table.

    >>> parse_data({"format": "x"})
    Traceback (most recent call last):
    ...
    pyramid_explorer.engine.errors.OptionError: data file <data>: format must be 'pyramid-explorer/im-bann-data'
    """
    _require(isinstance(raw, dict), path, "must be a JSON object")
    _require(raw.get("format") == DATA_FORMAT, path, f"format must be {DATA_FORMAT!r}")
    items = raw.get("items")
    _require(isinstance(items, list) and len(items) >= 1
             and all(i in ITEMS for i in items) and len(set(items)) == len(items),
             path, f"items must be distinct names out of {sorted(ITEMS)}")
    adv = raw.get("adventures")
    ch = raw.get("kings_chamber")
    used = raw.get("adventures_used")
    _require(_positive_int(used), path, "adventures_used must be a positive whole number")
    _require(isinstance(adv, dict) and set(adv) == {"low", "high"}, path,
             "adventures must give the 'low' and 'high' sides")
    _require(isinstance(ch, dict) and set(ch) == {"low", "high"}, path,
             "kings_chamber must give the 'low' and 'high' sides")
    for side in ("low", "high"):
        _require(isinstance(adv[side], list) and len(adv[side]) >= used
                 and all(_positive_int(v) for v in adv[side]), path,
                 f"adventures.{side} must list at least {used} positive values")
        _require(_positive_int(ch[side]), path, f"kings_chamber.{side} must be positive")
    values = raw.get("equipment_values")
    _require(isinstance(values, list) and values and all(_positive_int(v) for v in values),
             path, "equipment_values must list positive values")
    specials = raw.get("specials")
    _require(isinstance(specials, dict) and set(specials) == set(SPECIALS)
             and all(isinstance(v, int) and not isinstance(v, bool) and v >= 0
                     for v in specials.values()), path,
             f"specials must give a count for each of {', '.join(SPECIALS)}")
    _require(specials["mummy"] <= 1, path, "there is at most one Mummy")
    ints = {}
    for key in ("hand_size", "hand_limit", "exchange_max", "mummy_penalty", "shed_value"):
        _require(_positive_int(raw.get(key)), path, f"{key} must be a positive whole number")
        ints[key] = raw[key]
    _require(ints["hand_size"] <= ints["hand_limit"], path, "hand_size exceeds hand_limit")
    _require(raw.get("start_depot") in items, path, "start_depot must be one of the items")
    cards: list[Card] = []
    for item in items:
        for v in values:
            cards.append(Card(len(cards), f"{item}-{v}", "equipment", item, v))
    for kind in SPECIALS:
        for _ in range(specials[kind]):
            cards.append(Card(len(cards), kind, kind))
    return GameData(
        path=path,
        adventures={s: tuple(adv[s]) for s in ("low", "high")},
        kings_chamber={s: ch[s] for s in ("low", "high")},
        adventures_used=used, items=tuple(items), equipment_values=tuple(values),
        specials=dict(specials), start_depot=raw["start_depot"], cards=tuple(cards), **ints)


@lru_cache(maxsize=16)
def load_data(path: str = "") -> GameData:
    """The game data from ``path`` (empty: the built-in file). Cached per path."""
    file = Path(path) if path else DEFAULT_DATA
    try:
        raw = json.loads(file.read_text(encoding="utf-8"))
    except OSError as exc:
        raise OptionError(f"cannot read data file {file}: {exc.strerror}") from None
    except json.JSONDecodeError as exc:
        raise OptionError(f"data file {file} is not valid JSON: {exc}") from None
    return parse_data(raw, str(file))


def item_name(item: str, lang: str = "en") -> str:
    """``item_name("torch", "de") == "Fackel"``."""
    return ITEMS[item].get(lang)


def card_name(code: str, lang: str = "en") -> str:
    """A card's readable name from its code: ``"Rope 3"``, ``"Magic Power"``.

    >>> card_name("pickaxe-5"), card_name("scarab", "de")
    ('Pickaxe 5', 'Skarabäus')
    """
    if code in SPECIAL_CARDS:
        return SPECIAL_CARDS[code].get(lang)
    item, _, value = code.partition("-")
    return f"{item_name(item, lang)} {value}"


def is_card_code(code: object, data: GameData) -> bool:
    """Whether ``code`` names a card of this deck (``"rope-3"``, ``"magic"``).

    >>> is_card_code("rope-3", load_data()), is_card_code("rope", load_data())
    (True, False)
    """
    return isinstance(code, str) and code in data.codes


def code_value(code: str) -> int:
    """The equipment value in a card code (0 for special cards).

    >>> code_value("rope-3"), code_value("protection")
    (3, 0)
    """
    _, _, value = code.partition("-")
    return int(value) if value else 0


def code_item(code: str) -> str | None:
    """The equipment item of a card code (``None`` for special cards)."""
    item, sep, _ = code.partition("-")
    return item if sep else None
