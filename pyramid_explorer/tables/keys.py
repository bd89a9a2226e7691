"""Seat and teacher keys: made at random, kept only as a digest.

The store never writes a key itself: each table has a random salt, and a key is kept as the
HMAC-SHA256 of the key under that salt. A key is 96 random bits (16 URL-safe characters), so a
fast digest is as safe as a slow password hash would be — nobody guesses 2⁹⁶ keys — and
whoever reads the database (a backup, a learner's server that holds the store's address)
learns no link that plays a seat. Keys are compared in constant time.

>>> salt = new_salt()
>>> key = new_key()
>>> stored = digest(salt, key)
>>> key in stored, matches(salt, [stored], key), matches(salt, [stored], key[:-1] + "x")
(False, True, False)
>>> matches(salt, [stored], None), matches(salt, [], key)
(False, False)
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Iterable
from typing import Any

PREFIX = "hmac-sha256:"
"""What every stored digest starts with (a plain key from an old store file never does)."""


def new_key() -> str:
    """A new seat or teacher key: 16 URL-safe characters (96 random bits)."""
    return secrets.token_urlsafe(12)


def new_salt() -> str:
    """A new table's salt (128 random bits, hex)."""
    return secrets.token_hex(16)


def digest(salt: str, key: str) -> str:
    """What the store keeps of ``key`` at a table salted with ``salt``."""
    mac = hmac.new(salt.encode("ascii"), key.encode("utf-8", "replace"), hashlib.sha256)
    return PREFIX + mac.hexdigest()


def matches(salt: str, stored: Iterable[str | None], given: Any) -> bool:
    """Whether ``given`` is a key whose digest is among ``stored`` (constant time for each;
    any type is refused, never a ``TypeError``)."""
    if not isinstance(given, str) or not isinstance(salt, str):
        return False
    mine = digest(salt, given).encode("ascii")
    found = False
    for one in stored:
        if isinstance(one, str) and hmac.compare_digest(one.encode("ascii", "replace"), mine):
            found = True
    return found


__all__ = ["PREFIX", "digest", "matches", "new_key", "new_salt"]
