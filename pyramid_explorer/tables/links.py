"""A table link's fields, read strictly: what ``#table=CODE&seat=N&key=…`` (or ``&drive=…``)
may hold, and a clear refusal for anything else.

A link comes from a learner's address bar, so every field is checked before it reaches the
store: the code is six letters and digits of the table alphabet, a seat is a number from 1 to
9, a key is a URL-safe token. Anything else is :class:`BadLink` (a
:class:`~.errors.TableError`, in English and German), never a ``TypeError`` from comparing
keys or an ``OverflowError`` from SQLite.

>>> parse_link({"table": "k7qhzp", "seat": "2", "key": "abcDEF_-12345678"})
LinkFields(code='K7QHZP', seat=1, key='abcDEF_-12345678', drive=None, join=False)
>>> parse_link({"table": "K7QHZP", "seat": "9999999999999999999999999"})
Traceback (most recent call last):
...
pyramid_explorer.tables.links.BadLink: This link's seat is not a seat number from 1 to 9.
>>> parse_link({"table": "K7QHZP", "seat": "1", "key": "é"}).key
Traceback (most recent call last):
...
pyramid_explorer.tables.links.BadLink: This link's key is not a key this program makes (letters, digits, - and _).
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .errors import TableError

CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I: read aloud in a classroom
CODE_LENGTH = 6
CODE = re.compile(rf"[{CODE_ALPHABET}]{{{CODE_LENGTH}}}")
SEAT = re.compile(r"[1-9]")
KEY = re.compile(r"[A-Za-z0-9_-]{8,64}")
MAX_FIELD = 200  # characters: a longer field is refused before any pattern looks at it


class BadLink(TableError):
    """A link field that no link of this program holds."""

    def __init__(self, name: str) -> None:
        en, de = _WHAT[name]
        self.field = name
        super().__init__(en, de=de)


_WHAT = {
    "table": ("This link's table code is not six letters and digits of a table code.",
              "Der Tisch-Code dieses Links besteht nicht aus sechs Buchstaben und Ziffern "
              "eines Tisch-Codes."),
    "seat": ("This link's seat is not a seat number from 1 to 9.",
             "Der Platz dieses Links ist keine Platznummer von 1 bis 9."),
    "key": ("This link's key is not a key this program makes (letters, digits, - and _).",
            "Der Schlüssel dieses Links ist kein Schlüssel, wie ihn dieses Programm macht "
            "(Buchstaben, Ziffern, - und _)."),
    "drive": ("This link's teacher key is not a key this program makes (letters, digits, - "
              "and _).",
              "Der Lehrkraft-Schlüssel dieses Links ist kein Schlüssel, wie ihn dieses "
              "Programm macht (Buchstaben, Ziffern, - und _)."),
}


@dataclass(frozen=True)
class LinkFields:
    """A link's fields as the store takes them: ``seat`` 0-based (``None``: no seat)."""

    code: str
    seat: int | None = None
    key: str | None = None
    drive: str | None = None
    join: bool = False  # the join page: pick a free seat (no key in the link)


def _field(fields: Mapping[str, Any], name: str) -> str | None:
    value = fields.get(name)
    if value is None:
        return None
    if not isinstance(value, str) or len(value) > MAX_FIELD:
        raise BadLink(name)
    return value


def parse_link(fields: Mapping[str, Any]) -> LinkFields:
    """The table link in ``fields`` (the address's ``#…`` fields), checked; :class:`BadLink`
    naming the first field that no link of this program holds. A seat link without a key
    gets an empty key (the store refuses it as a wrong key, like any other)."""
    code = (_field(fields, "table") or "").strip().upper()
    if not CODE.fullmatch(code):
        raise BadLink("table")
    seat_text, key, drive = _field(fields, "seat"), _field(fields, "key"), _field(fields, "drive")
    if drive is not None:
        if not KEY.fullmatch(drive):
            raise BadLink("drive")
        return LinkFields(code, drive=drive)
    if seat_text is None:
        return LinkFields(code, join=fields.get("join") is not None)
    if not SEAT.fullmatch(seat_text.strip()):
        raise BadLink("seat")
    if key is not None and key != "" and not KEY.fullmatch(key):
        raise BadLink("key")
    return LinkFields(code, int(seat_text) - 1, key or "")


def hub_base(base_url: str, environ: Mapping[str, str] | None = None) -> str:
    """A table link's base for everyone on a JupyterHub: the page's address on this learner's
    own server (``…/user/NAME/voila/…``) becomes the hub's ``…/hub/user-redirect/voila/…``,
    which brings whoever opens it to the same page on *their* server (another learner may not
    open NAME's server). Outside a hub (no ``JUPYTERHUB_SERVICE_PREFIX`` in the environment
    the hub gives every server and its kernels) the address is kept.

    >>> hub = {"JUPYTERHUB_SERVICE_PREFIX": "/user/alice/", "JUPYTERHUB_BASE_URL": "/"}
    >>> hub_base("http://hub.school/user/alice/voila/render/dashboard.ipynb", hub)
    'http://hub.school/hub/user-redirect/voila/render/dashboard.ipynb'
    >>> hub_base("http://192.168.1.20:8866/", {})
    'http://192.168.1.20:8866/'
    """
    env = os.environ if environ is None else environ
    prefix = env.get("JUPYTERHUB_SERVICE_PREFIX", "")
    if not prefix.startswith("/user/"):
        return base_url
    scheme, sep, rest = base_url.partition("://")
    host, slash, path = rest.partition("/")
    if not sep or not ("/" + path).startswith(prefix):
        return base_url
    hub = env.get("JUPYTERHUB_BASE_URL", "/") or "/"
    hub = hub if hub.endswith("/") else hub + "/"
    return f"{scheme}://{host}{hub}hub/user-redirect/{('/' + path)[len(prefix):]}"


__all__ = ["CODE_ALPHABET", "CODE_LENGTH", "BadLink", "LinkFields", "hub_base", "parse_link"]
