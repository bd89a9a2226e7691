"""Helpers shared by the Dice Pyramid tests (no tests here)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from pyramid_explorer import games
from pyramid_explorer.engine import Action, IllegalAction
from pyramid_explorer.games.dice_pyramid import DicePyramidState

GID = "dice-pyramid"


def new(seed: int = 1, **options) -> DicePyramidState:
    return games.new_game(GID, seed=seed, **options)  # type: ignore[return-value]


def roll(state: DicePyramidState, *values: int) -> DicePyramidState:
    """Resolve the pending chance step with these values (for the dice being rolled)."""
    return state.apply(Action("roll", values))


def rolled(dice: tuple[int, ...], seed: int = 1, **options) -> DicePyramidState:
    """A new game whose opening roll shows ``dice``."""
    return roll(new(seed, **options), *dice)


def at(state: DicePyramidState, **fields) -> DicePyramidState:
    """The same state with some fields set (to stage a position)."""
    return replace(state, **fields)


def take(room: str) -> Action:
    return Action("take", (room,))


def use(relic: str, indices: tuple[int, ...], delta: int = 0) -> Action:
    return Action("use", (relic, indices, delta))


def discard(relic: str) -> Action:
    return Action("discard", (relic,))


END = Action("end", ())


def reroll(*indices: int) -> Action:
    return Action("reroll", indices)


def rejected(state: DicePyramidState, action: Action, rule_id: str) -> IllegalAction:
    """Assert ``action`` is illegal for ``rule_id`` and leaves ``state`` unchanged."""
    before = state.snapshot()
    history = state.history
    with pytest.raises(IllegalAction) as info:
        state.apply(action)
    assert info.value.rule_id == rule_id, str(info.value)
    assert info.value.reason and info.value.reason[0].isupper()
    assert state.snapshot() == before and state.history == history
    return info.value


def labels(state: DicePyramidState) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def position_of(state: DicePyramidState, room: str) -> int:
    from pyramid_explorer.games.dice_pyramid import ROOMS

    return state.pyramid.index(ROOMS[room].number)


def with_bottom_row(state: DicePyramidState, rooms: list[str]) -> DicePyramidState:
    """Stage the base pyramid with these rooms in the bottom row (others keep their order)."""
    from pyramid_explorer.games.dice_pyramid import ROOMS

    wanted = [ROOMS[r].number for r in rooms]
    rest = [c for c in state.pyramid[1:] + state.box if c not in wanted]
    cards = (state.pyramid[0], *rest[:5], *wanted)
    return replace(state, pyramid=cards, box=tuple(sorted(rest[5:])))
