"""Actions: what a player (or chance) does in one step.

An action is a ``kind`` plus plain ``args`` (ints, strings, tuples of them). Two actions are
equal when kind and args are; the human-readable ``label`` does not take part in equality, so
an action read back from JSON equals the one the engine listed.

>>> a = Action("reroll", (1, 3), label="Re-roll dice 2, 4")
>>> a == Action("reroll", (1, 3))
True
>>> Action.from_json(a.to_json()) == a
True
>>> a.to_json()
{'kind': 'reroll', 'args': [1, 3]}

Equality is strict about types, unlike Python's ``True == 1 == 1.0``: a move listed with a
whole number is not matched by a true/false value or a decimal number.

>>> Action("draw", (1,)) == Action("draw", (True,)), Action("draw", (1,)) == Action("draw", (1.0,))
(False, False)
>>> Action("use", ("Cat Statue", [2], 0)).args        # lists inside args are frozen to tuples
('Cat Statue', (2,), 0)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .errors import SaveError

Arg = Any  # int | str | bool | None | tuple[Arg, ...]


def _freeze(value: Any) -> Any:
    """Lists (at any depth) become tuples, so every action is hashable; scalars stay as they are
    (the kernel's type check refuses the ones no move takes)."""
    if isinstance(value, list | tuple):
        return tuple(_freeze(v) for v in value)
    return value


def _has_list(args: tuple) -> bool:
    return any(type(v) is list or (type(v) is tuple and _has_list(v)) for v in args)


def _same_types(a: tuple, b: tuple) -> bool:
    """True when equal tuples ``a`` and ``b`` also agree on every value's type."""
    for x, y in zip(a, b, strict=True):
        if type(x) is not type(y):
            return False
        if type(x) is tuple and not _same_types(x, y):
            return False
    return True


def _check_json(value: Any) -> None:
    if isinstance(value, list):
        for v in value:
            _check_json(v)
    elif not (isinstance(value, int | str) or value is None):
        raise SaveError(f"action argument {value!r} is not a whole number, text or list",
                        de=f"Das Zugargument {value!r} ist weder ganze Zahl noch Text noch Liste")


def _thaw(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_thaw(v) for v in value]
    return value


@dataclass(frozen=True, eq=False)
class Action:
    """A hashable, JSON-serialisable move. ``str(action)`` is its label."""

    kind: str
    args: tuple[Arg, ...] = ()
    label: str = field(default="", compare=False, hash=False)

    def __post_init__(self) -> None:
        if not isinstance(self.args, tuple) or _has_list(self.args):
            object.__setattr__(self, "args", _freeze(self.args))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Action):
            return NotImplemented
        return (self.kind == other.kind and self.args == other.args  # type: ignore[attr-defined]
                and _same_types(self.args, other.args))  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash((self.kind, self.args))

    def __str__(self) -> str:
        return self.label or f"{self.kind} {' '.join(map(str, self.args))}".strip()

    def to_json(self) -> dict[str, Any]:
        """A plain dict: ``{"kind": ..., "args": [...]}``."""
        return {"kind": self.kind, "args": _thaw(self.args)}

    @classmethod
    def from_json(cls, data: Any) -> Action:
        """Read an action written by :meth:`to_json`; ``SaveError`` on anything else."""
        if not isinstance(data, dict) or set(data) - {"kind", "args", "label"}:
            raise SaveError(f"an action must be an object with 'kind' and 'args', got {data!r}",
                            de=f"Ein Zug muss ein Objekt mit 'kind' und 'args' sein, nicht {data!r}")
        kind = data.get("kind")
        args = data.get("args", [])
        if not isinstance(kind, str) or not kind:
            raise SaveError(f"action kind must be a non-empty string, got {kind!r}",
                            de=f"Die Art eines Zugs muss ein nicht leerer Text sein, nicht {kind!r}")
        if not isinstance(args, list):
            raise SaveError(f"action args must be a list, got {args!r}",
                            de=f"Die Argumente eines Zugs müssen eine Liste sein, nicht {args!r}")
        _check_json(args)
        return cls(kind, _freeze(args))
