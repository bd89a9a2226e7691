"""Errors raised by the kernel.

>>> err = IllegalAction("dp.turn.rerolls", "You have no re-rolls left this turn.")
>>> err.rule_id
'dp.turn.rerolls'
>>> str(err)
'You have no re-rolls left this turn. (rule dp.turn.rerolls)'
>>> IllegalAction("dp.turn.rerolls", "No re-rolls left.", de="Keine Würfe mehr.").message("de")
'Keine Würfe mehr.'
>>> OptionError("unknown option 'x'", de="unbekannte Option 'x'").message("de")
"unbekannte Option 'x'"
>>> str(TimelineError("step 9 is outside", de="Schritt 9 liegt außerhalb"))
'step 9 is outside'
"""

from __future__ import annotations


class IllegalAction(ValueError):
    """An action the rules forbid in this state.

    ``rule_id`` names the rule clause that forbids it; ``reason`` is a sentence a learner
    understands. Raising it never changes the state the action was applied to.
    """

    def __init__(self, rule_id: str, reason: str, *, de: str | None = None) -> None:
        self.rule_id = rule_id
        self.reason = reason
        self.reason_de = de
        super().__init__(f"{reason} (rule {rule_id})")

    def message(self, lang: str = "en") -> str:
        """The reason in ``lang`` ("en" or "de"); English when no German text was given."""
        return self.reason_de if lang == "de" and self.reason_de else self.reason


class _Bilingual:
    """An error with an English message (``str``) and, where written, a German one."""

    def __init__(self, message: str, *, de: str | None = None) -> None:
        super().__init__(message)
        self.reason = message
        self.reason_de = de

    def message(self, lang: str = "en") -> str:
        """The message in ``lang`` ("en" or "de"); English when no German text was given."""
        return self.reason_de if lang == "de" and self.reason_de else self.reason


class SaveError(_Bilingual, ValueError):
    """A saved game that cannot be loaded: malformed, from another program, or tampered with."""


class OptionError(_Bilingual, ValueError):
    """An unknown game, an unknown option, or an option value out of range."""


class TimelineError(_Bilingual, IndexError):
    """A step or line of play that the timeline does not have."""


class PositionError(OptionError):
    """A built position (or a saved start position) that cannot exist; says what is wrong."""


def start_fields(start: object, keys: tuple[str, ...]) -> dict:
    """``start`` (a saved or given start position) checked for its shape: a JSON object with no
    key outside ``keys``; raises :class:`PositionError` naming the first stranger.

    >>> start_fields({"turn": 3}, ("turn", "player"))
    {'turn': 3}
    >>> start_fields({"trun": 3}, ("turn",))
    Traceback (most recent call last):
    ...
    pyramid_explorer.engine.errors.PositionError: the start position has an unknown field 'trun'
    """
    from collections.abc import Mapping

    if not isinstance(start, Mapping):
        raise PositionError("the start position must be a JSON object",
                            de="Die Startstellung muss ein JSON-Objekt sein")
    extra = sorted(set(start) - set(keys))
    if extra:
        raise PositionError(f"the start position has an unknown field {extra[0]!r}",
                            de=f"Die Startstellung hat ein unbekanntes Feld {extra[0]!r}")
    return dict(start)
