"""Errors raised by the kernel.

>>> err = IllegalAction("dp.turn.rerolls", "You have no re-rolls left this turn.")
>>> err.rule_id
'dp.turn.rerolls'
>>> str(err)
'You have no re-rolls left this turn. (rule dp.turn.rerolls)'
"""

from __future__ import annotations


class IllegalAction(ValueError):
    """An action the rules forbid in this state.

    ``rule_id`` names the rule clause that forbids it; ``reason`` is a sentence a learner
    understands. Raising it never changes the state the action was applied to.
    """

    def __init__(self, rule_id: str, reason: str) -> None:
        self.rule_id = rule_id
        self.reason = reason
        super().__init__(f"{reason} (rule {rule_id})")


class SaveError(ValueError):
    """A saved game that cannot be loaded: malformed, from another program, or tampered with."""


class OptionError(ValueError):
    """An unknown game, an unknown option, or an option value out of range."""
