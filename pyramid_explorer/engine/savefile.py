"""The save file's envelope: size cap, safe parsing, and the digest that covers every field.

A save is JSON written by :meth:`GameState.to_json`. Version 2 files carry a ``digest``: the
SHA-256 of the canonical JSON of every other field, so an edited seed, player count, option,
move or position is detected even where replaying would accept it (an edited option replays
fine, under different rules). The digest detects edits; it is not a signature — anyone can
write a new, valid save of a game they played. Version 1 files (written before the digest)
still load, checked by replaying their moves against their recorded position.

>>> doc = {"format": SAVE_FORMAT, "version": SAVE_VERSION, "seed": 7, "options": {"fast": True}}
>>> sealed = json.loads(seal(doc))
>>> verify_digest(sealed) is None
True
>>> sealed["options"]["fast"] = False
>>> verify_digest(sealed)
Traceback (most recent call last):
...
pyramid_explorer.engine.errors.SaveError: the save has been altered after it was written: its content (seed, players, options, moves or position) does not match its digest
>>> parse("[" * 100000 + "]" * 100000)
Traceback (most recent call last):
...
pyramid_explorer.engine.errors.SaveError: this is not a saved game: its JSON is nested too deeply
>>> parse(" " * (SAVE_MAX_CHARS + 1))
Traceback (most recent call last):
...
pyramid_explorer.engine.errors.SaveError: this file is too large to be a saved game: 1,000,001 characters, the limit is 1,000,000
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from .errors import SaveError

SAVE_FORMAT = "pyramid-explorer/save"
SAVE_VERSION = 2
"""Version 2 adds the digest; :data:`READABLE_VERSIONS` lists what :func:`parse` accepts."""
READABLE_VERSIONS = (1, 2)
SAVE_MAX_CHARS = 1_000_000
"""The largest save read, in characters. The longest game of 40 seeded bot games of each game
(Im Bann, random bots, 3,677 steps) saves to about 140,000 characters."""
DIGEST = "digest"
UI_KEY = "explorer"
"""The explorer's own part of a save (cursor position, seats): it cannot change the game and the
explorer checks it when it reads it; the digest covers it when the explorer seals the file."""


def canonical(doc: dict[str, Any]) -> str:
    """``doc`` as canonical JSON (sorted keys, no spaces, ASCII): what the digest is taken of."""
    return json.dumps(doc, sort_keys=True, separators=(",", ":"), ensure_ascii=True)


def digest_of(doc: dict[str, Any], *, skip: tuple[str, ...] = ()) -> str:
    """``sha256:<hex>`` of every field of ``doc`` except the digest itself and ``skip``."""
    body = {k: v for k, v in doc.items() if k != DIGEST and k not in skip}
    return "sha256:" + hashlib.sha256(canonical(body).encode()).hexdigest()


def seal(doc: dict[str, Any]) -> str:
    """The save text of ``doc`` with its digest (over every field, the explorer's included)."""
    sealed = {k: v for k, v in doc.items() if k != DIGEST}
    sealed[DIGEST] = digest_of(sealed)
    return json.dumps(sealed, sort_keys=True)


def verify_digest(doc: dict[str, Any]) -> None:
    """Raise :class:`SaveError` unless ``doc``'s digest matches its content.

    A version 2 file must carry one; a version 1 file has none. The digest is accepted when it
    covers every field, or every field but the explorer's part (a file the explorer extended
    without sealing it again).
    """
    given = doc.get(DIGEST)
    if given is None:
        if doc.get("version") == 1:
            return
        raise SaveError(f"the save has no {DIGEST!r}: a version {doc.get('version')} save "
                        "carries one to show it has not been edited",
                        de=f"Dem Spielstand fehlt {DIGEST!r}: Ein Spielstand der Version "
                        f"{doc.get('version')} trägt ihn als Nachweis, dass er nicht bearbeitet "
                        "wurde")
    if not isinstance(given, str) or given not in (digest_of(doc), digest_of(doc, skip=(UI_KEY,))):
        raise SaveError("the save has been altered after it was written: its content (seed, "
                        "players, options, moves or position) does not match its digest",
                        de="Der Spielstand wurde nach dem Speichern verändert: Sein Inhalt "
                        "(Seed, Personen, Optionen, Züge oder Stellung) passt nicht zu seiner "
                        "Prüfsumme")


def parse(text: str | bytes) -> dict[str, Any]:
    """The JSON object of a save text; :class:`SaveError` for anything else (never another error).

    >>> parse('{"a": 1}')
    {'a': 1}
    >>> parse("[" * 500 + "]" * 500)
    Traceback (most recent call last):
    ...
    pyramid_explorer.engine.errors.SaveError: this is not a saved game: expected a JSON object
    """
    if not isinstance(text, str | bytes | bytearray):
        raise SaveError(f"a save is text, not {type(text).__name__}",
                        de=f"Ein Spielstand ist Text, nicht {type(text).__name__}")
    if len(text) > SAVE_MAX_CHARS:
        raise SaveError(f"this file is too large to be a saved game: {len(text):,} characters, "
                        f"the limit is {SAVE_MAX_CHARS:,}",
                        de=f"Diese Datei ist zu groß für einen Spielstand: {_de(len(text))} "
                        f"Zeichen, höchstens {_de(SAVE_MAX_CHARS)} sind erlaubt")
    try:
        data = json.loads(text, parse_constant=_no_constant)
    except RecursionError:
        raise SaveError("this is not a saved game: its JSON is nested too deeply",
                        de="Das ist kein Spielstand: Sein JSON ist zu tief verschachtelt") from None
    except (ValueError, UnicodeDecodeError) as exc:  # JSONDecodeError, huge numbers
        raise SaveError(f"this is not a saved game: not valid JSON ({exc})",
                        de=f"Das ist kein Spielstand: kein gültiges JSON ({exc})") from None
    if not isinstance(data, dict):
        raise SaveError("this is not a saved game: expected a JSON object",
                        de="Das ist kein Spielstand: erwartet wird ein JSON-Objekt")
    return data


def _de(number: int) -> str:
    """``1.000.000``: a number as German writes it."""
    return f"{number:,}".replace(",", ".")


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number a save can hold")
