"""Moves in a share link: each step's index into ``legal_actions()``, packed in just the bits
that step needs, in base64url (see :mod:`.share`).

>>> from pyramid_explorer.games import new_game
>>> root = new_game("ramses-pyramid", seed=4)
>>> line = [root]
>>> for _ in range(6):
...     line.append(line[-1].apply(line[-1].legal_actions()[-1]))
>>> code = pack(MoveIndexer().indices(line))
>>> replay(root, code) == (line[-1].history, None)
True
"""

from __future__ import annotations

import base64
import binascii
from collections.abc import Sequence

from ...engine import Action, GameState, IllegalAction
from ...engine.rules import Bilingual
from .share_texts import notice


# ---------------------------------------------------------------------- moves as bits
def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode("ascii").rstrip("=")


def _unb64(text: str) -> bytes:
    """``ValueError`` for anything that is not base64url."""
    if not all(c.isalnum() or c in "-_" for c in text):
        raise ValueError("not base64url")
    try:
        return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except binascii.Error as exc:
        raise ValueError(str(exc)) from None


class MoveIndexer:
    """Finds each step's index into ``legal_actions()``; remembers them for a line's states.

    >>> from pyramid_explorer.games import new_game
    >>> s = new_game("ramses-pyramid", seed=2)
    >>> MoveIndexer().index(s, s.legal_actions()[-1]) == (len(s.legal_actions()) - 1,
    ...                                                  len(s.legal_actions()))
    True
    """

    def __init__(self) -> None:
        self._cache: dict[int, tuple[GameState, int, int]] = {}

    def index(self, before: GameState, action: Action) -> tuple[int, int]:
        """(index of ``action`` among ``before``'s legal actions, how many there are)."""
        hit = self._cache.get(id(before))
        if hit is not None and hit[0] is before:
            return hit[1], hit[2]
        result = before.action_index(action)
        if len(self._cache) > 50_000:
            self._cache.clear()
        self._cache[id(before)] = (before, *result)
        return result

    def indices(self, states: Sequence[GameState]) -> list[tuple[int, int]]:
        """(index, count) of every step of a line given as its states, oldest first."""
        return [self.index(a, b.history[-1]) for a, b in zip(states, states[1:], strict=False)]


def pack(indices: Sequence[tuple[int, int]]) -> str:
    """``count.bits``: each index in just the bits its step needs (none for a forced move).

    >>> pack([(0, 1), (5, 6), (1, 2)])
    '3.sA'
    """
    bits = acc = 0
    out = bytearray()
    for i, n in indices:
        width = (n - 1).bit_length()
        acc = (acc << width) | i
        bits += width
        while bits >= 8:
            bits -= 8
            out.append((acc >> bits) & 0xFF)
            acc &= (1 << bits) - 1
    if bits:
        out.append((acc << (8 - bits)) & 0xFF)
    return f"{len(indices)}.{_b64(bytes(out))}"


def replay(root: GameState, code: str) -> tuple[tuple[Action, ...], Bilingual | None]:
    """The moves ``code`` (from :func:`pack`) names from ``root``, and a notice if some could
    not be played: the longest legal prefix is returned (a move list is never half-trusted).

    >>> from pyramid_explorer.games import new_game
    >>> root = new_game("pyramidenbau", seed=1)
    >>> replay(root, "2.")[1].en
    "The link's move list ends early (it was cut off): the first 0 moves are shown."
    """
    count_text, dot, data_text = code.partition(".")
    try:
        if not dot or not count_text.isdigit():
            raise ValueError("no move count")
        count = int(count_text)
        data = _unb64(data_text)
    except ValueError as exc:
        return (), notice("bad_moves", why=str(exc))
    if count > len(data) * 8 + 100_000:
        return (), notice("bad_moves", why="too many moves")
    actions: list[Action] = []
    state = root
    pos = 0  # bit position
    whole = int.from_bytes(data, "big")
    total = len(data) * 8
    for n in range(count):
        count_here = state.action_count()
        width = (count_here - 1).bit_length() if count_here else 0
        if not count_here or pos + width > total:
            return tuple(actions), notice("short_moves", k=n)
        index = (whole >> (total - pos - width)) & ((1 << width) - 1)
        pos += width
        if index >= count_here:
            return tuple(actions), notice("illegal_move", n=n + 1, k=n)
        action = state.action_at(index)
        try:
            state = state.apply(action)
        except IllegalAction:  # a listed move the game refuses: never, but never trusted
            return tuple(actions), notice("illegal_move", n=n + 1, k=n)
        actions.append(action)
    return tuple(actions), None


