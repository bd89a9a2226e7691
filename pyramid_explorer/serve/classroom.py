"""Classroom mode's helpers: the LAN address, the link's token, the QR code, the warning.

>>> url = classroom_url("192.168.1.20", 8866, "abc")
>>> url
'http://192.168.1.20:8866/?token=abc'
>>> "█" in qr_code(url) or "▀" in qr_code(url)
True
>>> len(new_token()) >= 22
True
"""

from __future__ import annotations

import io
import ipaddress
import secrets
import socket

import segno

# An address from TEST-NET-2 (RFC 5737): connecting a UDP socket to it sends nothing, but makes
# the system choose the interface (and so the address) it would use to reach another network.
PROBE_ADDRESS = ("198.51.100.1", 9)


class NoNetworkError(OSError):
    """This machine has no network address other people's devices could reach."""


def lan_address() -> str:
    """The IPv4 address this machine uses on its network (Wi-Fi or cable), not 127.0.0.1.

    Raises :class:`NoNetworkError` when there is none (no network, or loopback only).
    """
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        try:
            s.connect(PROBE_ADDRESS)
            address = s.getsockname()[0]
        except OSError as exc:
            raise NoNetworkError(
                "this computer is on no network (connect it to the room's Wi-Fi or cable)"
            ) from exc
    ip = ipaddress.ip_address(address)
    if ip.is_loopback or ip.is_unspecified:
        raise NoNetworkError("this computer has no network address besides 127.0.0.1 "
                             "(connect it to the room's Wi-Fi or cable)")
    return address


def new_token() -> str:
    """A fresh random token for the link (128 bits, URL-safe); only people with it get in."""
    return secrets.token_urlsafe(16)


def classroom_url(host: str, port: int, token: str) -> str:
    """The link learners open: the LAN address, the port and the token."""
    return f"http://{host}:{port}/?token={token}"


def qr_code(url: str) -> str:
    """``url`` as a QR code drawn with block characters, for a terminal.

    The blocks are the code's light modules, so it is right for a terminal with a dark
    background (a light one shows it inverted, which not every phone reads). Two rows of
    modules per line (``compact``), so it fits an ordinary terminal window.
    """
    out = io.StringIO()
    segno.make(url, error="m").terminal(out=out, compact=True)
    return out.getvalue()


def parse_duration(text: str) -> int:
    """Seconds from ``"90"``, ``"90s"``, ``"15m"`` or ``"1h"``; ``"0"`` turns a timer off.

    >>> parse_duration("15m"), parse_duration("90s"), parse_duration("45"), parse_duration("0")
    (900, 90, 45, 0)
    >>> parse_duration("soon")
    Traceback (most recent call last):
    ...
    ValueError: not a duration: 'soon' (write e.g. 15m, 90s or 0)
    """
    factors = {"s": 1, "m": 60, "h": 3600}
    value = text.strip().lower()
    factor = factors.get(value[-1:], 1) if value else 1
    number = value[:-1] if value[-1:] in factors else value
    if not number.isdigit():
        raise ValueError(f"not a duration: {text!r} (write e.g. 15m, 90s or 0)")
    return int(number) * factor


def exposure_warning(url: str, max_learners: int) -> str:
    """What classroom mode exposes, said plainly before the link is shown."""
    return "\n".join([
        "Classroom mode: this dashboard is reachable from the whole local network.",
        "  * Anyone who has the link below (or scans the QR code) can use the dashboard:",
        "    play and step through the games, each in their own copy. They cannot run code",
        "    of their own, reach or end another learner's kernel, or open a file of yours",
        "    (decks only by name from the deck folder); of your files, only the pictures",
        "    the notebook shows are served. Links copied in the dashboard leave the token out.",
        "  * The token in the link is the only protection, and the connection is plain HTTP:",
        "    someone on the same Wi-Fi could read the link off the network. Do not use it on",
        "    an open public network; stop the server (Ctrl-C) when the lesson is over.",
        f"  * At most {max_learners} learners at once (--max-learners); each one costs about",
        "    60 MB of memory on this computer (the console says what the ready places hold).",
        f"  Link: {url}",
    ])
