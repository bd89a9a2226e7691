"""Helpers (no tests) for the Im Bann der Pyramide tests: build positions and actions briefly.

``pos(...)`` is :meth:`ImBannState.from_position` (cards by code, every other card in the
draw pile); ``act("equip", "rope-3")`` is ``Action("equip", ("rope-3",))``.
"""

from __future__ import annotations

from typing import Any

import pytest

from pyramid_explorer.engine import Action, IllegalAction
from pyramid_explorer.games.im_bann import ImBannState


def pos(**kw: Any) -> ImBannState:
    """A constructed position (see ``ImBannState.from_position``)."""
    return ImBannState.from_position(**kw)


def act(kind: str, *args: Any) -> Action:
    """An action by kind and arguments."""
    return Action(kind, tuple(args))


def play(state: ImBannState, *actions: Action) -> ImBannState:
    """Apply several actions."""
    for a in actions:
        state = state.apply(a)  # type: ignore[assignment]
    return state


def rejected(state: ImBannState, action: Action, rule_id: str) -> IllegalAction:
    """Assert ``action`` is illegal here for ``rule_id`` and leaves the state unchanged."""
    before = state.snapshot()
    with pytest.raises(IllegalAction) as info:
        state.apply(action)
    assert info.value.rule_id == rule_id, str(info.value)
    assert info.value.reason.endswith((".", "!")), "the reason is a sentence"
    assert state.snapshot() == before
    return info.value


def labels(state: ImBannState) -> list[str]:
    """The English labels of the legal actions."""
    return [str(a) for a in state.legal_actions()]
