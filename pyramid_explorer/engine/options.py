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
        """The value if allowed, else :class:`OptionError` saying what is allowed (EN and DE)."""
        kind = type(self.default)
        name = self.name
        if kind is bool and not isinstance(value, bool):
            raise OptionError(f"option {name!r} must be true or false, not {value!r}",
                              de=f"Option {name!r} muss true oder false sein, nicht {value!r}")
        if kind is int and (isinstance(value, bool) or not isinstance(value, int)):
            raise OptionError(f"option {name!r} must be a whole number, not {value!r}",
                              de=f"Option {name!r} muss eine ganze Zahl sein, nicht {value!r}")
        if kind is str and not isinstance(value, str):
            raise OptionError(f"option {name!r} must be text, not {value!r}",
                              de=f"Option {name!r} muss ein Text sein, nicht {value!r}")
        if self.choices is not None and value not in self.choices:
            allowed = ", ".join(map(repr, self.choices))
            raise OptionError(f"option {name!r} must be one of {allowed}, not {value!r}",
                              de=f"Option {name!r} muss einer dieser Werte sein: {allowed}; "
                              f"nicht {value!r}")
        return value

    def parse(self, text: str) -> Any:
        """The value written as ``text`` on a command line, checked (see :meth:`check`).

        Yes/no options take true/false, 1/0, yes/no and on/off in any case; whole-number
        options take digits; text options take the text.

        >>> spec = OptionSpec("fast", False, Bilingual("Fast", "Schnell"), Bilingual("", ""))
        >>> [spec.parse(t) for t in ("true", "Yes", "ON", "1", "no", "off", "0", "FALSE")]
        [True, True, True, True, False, False, False, False]
        >>> spec.parse("maybe")
        Traceback (most recent call last):
        ...
        pyramid_explorer.engine.errors.OptionError: option 'fast' must be true or false (or 1/0, yes/no, on/off), not 'maybe'
        """
        kind = type(self.default)
        raw = text.strip()
        if kind is bool:
            word = raw.lower()
            if word in _TRUE or word in _FALSE:
                return self.check(word in _TRUE)
            raise OptionError(
                f"option {self.name!r} must be true or false (or 1/0, yes/no, on/off), "
                f"not {text!r}",
                de=f"Option {self.name!r} muss true oder false sein (oder 1/0, yes/no, on/off), "
                   f"nicht {text!r}")
        if kind is int:
            try:
                return self.check(int(raw))
            except ValueError:
                raise OptionError(f"option {self.name!r} must be a whole number, not {text!r}",
                                  de=f"Option {self.name!r} muss eine ganze Zahl sein, nicht "
                                  f"{text!r}") from None
        return self.check(text)


_TRUE = frozenset({"true", "1", "yes", "on"})
_FALSE = frozenset({"false", "0", "no", "off"})


def parse_options(specs: Sequence[OptionSpec], pairs: Sequence[str]) -> dict[str, Any]:
    """``["name=value", ...]`` from a command line as checked option values.

    >>> specs = [OptionSpec("fast", False, Bilingual("Fast", "Schnell"), Bilingual("", ""))]
    >>> parse_options(specs, ["fast=yes"])
    {'fast': True}
    """
    by_name = {s.name: s for s in specs}
    out: dict[str, Any] = {}
    for pair in pairs:
        if "=" not in pair:
            raise OptionError(f"option {pair!r} must look like NAME=VALUE",
                              de=f"Option {pair!r} muss die Form NAME=WERT haben")
        name, raw = (part.strip() for part in pair.split("=", 1))
        if name not in by_name:
            _unknown(name, by_name)
        out[name] = by_name[name].parse(raw)
    return out


def _unknown(name: str, by_name: Mapping[str, OptionSpec]) -> None:
    names = ", ".join(by_name) or "no options"
    raise OptionError(f"unknown option {name!r}; this game has: {names}",
                      de=f"unbekannte Option {name!r}; dieses Spiel hat: "
                      f"{', '.join(by_name) or 'keine Optionen'}")


def build_options(cls: type[T], specs: Sequence[OptionSpec], given: Mapping[str, Any]) -> T:
    """An instance of the options dataclass ``cls`` from ``given``, validated against ``specs``."""
    by_name = {s.name: s for s in specs}
    unknown = [k for k in given if k not in by_name]
    if unknown:
        _unknown(unknown[0], by_name)
    values = {name: spec.check(given[name]) if name in given else spec.default
              for name, spec in by_name.items()}
    return cls(**values)
