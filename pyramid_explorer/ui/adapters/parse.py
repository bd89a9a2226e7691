"""Reading and writing numbers typed by a teacher ("3 3 5 6 1").

>>> parse_ints("3 3,5-6 1"), join_nums([3, 3, 5])
([3, 3, 5, 6, 1], '3 3 5')
"""

from __future__ import annotations

from collections.abc import Sequence


def parse_ints(text: str) -> list[int]:
    """Whole numbers in ``text``, separated by spaces, commas or dashes.

    >>> parse_ints("3 3,5-6 1")
    [3, 3, 5, 6, 1]
    >>> parse_ints("3 x")
    Traceback (most recent call last):
    ...
    ValueError: 'x' is not a whole number
    """
    out = []
    for part in _parts(text):
        if not part.lstrip("+").isdigit():
            raise ValueError(f"{part!r} is not a whole number")
        out.append(int(part))
    return out


def bad_part(text: str) -> str:
    """The first piece of ``text`` that is not a whole number (see :func:`parse_ints`).

    >>> bad_part("3 x 5")
    'x'
    """
    return next((p for p in _parts(text) if not p.lstrip("+").isdigit()), text)


def join_nums(values: Sequence[int]) -> str:
    """``"3 3 5"`` for ``[3, 3, 5]``."""
    return " ".join(str(v) for v in values)


def _parts(text: str) -> list[str]:
    return [p for p in text.replace(",", " ").replace("-", " ").split() if p]
