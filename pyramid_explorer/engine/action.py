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
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .errors import SaveError

Arg = Any  # int | str | bool | None | tuple[Arg, ...]


def _freeze(value: Any) -> Any:
    if isinstance(value, list | tuple):
        return tuple(_freeze(v) for v in value)
    if isinstance(value, bool | int | str) or value is None:
        return value
    raise SaveError(f"action argument {value!r} is not an int, string, bool or list")


def _thaw(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_thaw(v) for v in value]
    return value


@dataclass(frozen=True)
class Action:
    """A hashable, JSON-serialisable move. ``str(action)`` is its label."""

    kind: str
    args: tuple[Arg, ...] = ()
    label: str = field(default="", compare=False, hash=False)

    def __post_init__(self) -> None:
        if not isinstance(self.args, tuple):
            object.__setattr__(self, "args", _freeze(self.args))

    def __str__(self) -> str:
        return self.label or f"{self.kind} {' '.join(map(str, self.args))}".strip()

    def to_json(self) -> dict[str, Any]:
        """A plain dict: ``{"kind": ..., "args": [...]}``."""
        return {"kind": self.kind, "args": _thaw(self.args)}

    @classmethod
    def from_json(cls, data: Any) -> Action:
        """Read an action written by :meth:`to_json`; ``SaveError`` on anything else."""
        if not isinstance(data, dict) or set(data) - {"kind", "args", "label"}:
            raise SaveError(f"an action must be an object with 'kind' and 'args', got {data!r}")
        kind = data.get("kind")
        args = data.get("args", [])
        if not isinstance(kind, str) or not kind:
            raise SaveError(f"action kind must be a non-empty string, got {kind!r}")
        if not isinstance(args, list):
            raise SaveError(f"action args must be a list, got {args!r}")
        return cls(kind, _freeze(args))
