"""Game options (variants and alternative rulings), described once for code, CLI and UI.

>>> from dataclasses import dataclass
>>> @dataclass(frozen=True)
... class Opts:
...     fast: bool = False
>>> specs = [OptionSpec("fast", False, Bilingual("Fast", "Schnell"), Bilingual("", ""))]
>>> build_options(Opts, specs, {"fast": True})
Opts(fast=True)
>>> build_options(Opts, specs, {"slow": 1})
Traceback (most recent call last):
...
pyramid_explorer.engine.errors.OptionError: unknown option 'slow'; this game has: fast
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from .errors import OptionError
from .rules import Bilingual

T = TypeVar("T")


@dataclass(frozen=True)
class OptionSpec:
    """One option: its name, default, label and help text, allowed values, and its rule id."""

    name: str
    default: Any
    label: Bilingual
    help: Bilingual
    choices: tuple[Any, ...] | None = None  # None: any value of the default's type
    rule_id: str | None = None

    def check(self, value: Any) -> Any:
        """The value if allowed, else :class:`OptionError` saying what is allowed."""
        kind = type(self.default)
        if kind is bool and not isinstance(value, bool):
            raise OptionError(f"option {self.name!r} must be true or false, not {value!r}")
        if kind is int and (isinstance(value, bool) or not isinstance(value, int)):
            raise OptionError(f"option {self.name!r} must be a whole number, not {value!r}")
        if kind is str and not isinstance(value, str):
            raise OptionError(f"option {self.name!r} must be text, not {value!r}")
        if self.choices is not None and value not in self.choices:
            allowed = ", ".join(map(repr, self.choices))
            raise OptionError(f"option {self.name!r} must be one of {allowed}, not {value!r}")
        return value


def build_options(cls: type[T], specs: Sequence[OptionSpec], given: Mapping[str, Any]) -> T:
    """An instance of the options dataclass ``cls`` from ``given``, validated against ``specs``."""
    by_name = {s.name: s for s in specs}
    unknown = [k for k in given if k not in by_name]
    if unknown:
        names = ", ".join(by_name) or "no options"
        raise OptionError(f"unknown option {unknown[0]!r}; this game has: {names}")
    values = {name: spec.check(given[name]) if name in given else spec.default
              for name, spec in by_name.items()}
    return cls(**values)
