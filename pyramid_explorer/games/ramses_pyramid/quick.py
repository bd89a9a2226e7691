"""A fast ``dataclasses.replace`` for the game's frozen state (it has no ``__post_init__``).

``dataclasses.replace`` re-runs ``__init__`` over some thirty fields; simulations make
millions of small changes, so copying the instance dictionary is worth it.

>>> from dataclasses import dataclass
>>> @dataclass(frozen=True)
... class P:
...     x: int = 0
...     y: int = 0
>>> replace(P(1, 2), y=5)
P(x=1, y=5)
"""

from __future__ import annotations

from typing import Any, TypeVar

T = TypeVar("T")


def replace(obj: T, **changes: Any) -> T:
    """A copy of the frozen dataclass ``obj`` with ``changes`` (field names are not checked)."""
    new = object.__new__(type(obj))
    new.__dict__.update(obj.__dict__)
    new.__dict__.update(changes)
    return new
