"""Jumps along a line of play: to the next turn, to the end of the game, to the start of a turn.

What a *turn* is, for every game alike: a state starts a new turn when

* the game counts its turns (an ``int`` field ``turn`` or ``turns`` on the state, as all four
  games do) and the count differs from the state before, or else
* the seat to act changes to another seat (a chance step belongs to the seat acting after it,
  so the roll that opens a turn is part of that turn).

The end of the game is a terminal state. Jumps play with the seats' bots (and the seeded
dice), reuse the steps the line already holds after the cursor (Redo), stop where a human is
to move, and are bounded (:data:`MAX_JUMP_STEPS`).

>>> from pyramid_explorer.ui.model.session import Session
>>> s = Session("ramses-pyramid", seed=5)
>>> next_turn(s).reason, s.position, s.state.current_player()
('turn', 4, -1)
>>> _ = start_of_turn(s); s.position    # already at a turn's start: the one before
0
>>> to_end(s).reason, s.state.is_terminal()
('end', True)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...engine import CHANCE, TERMINAL, GameState
from .session import Session

MAX_JUMP_STEPS = 20_000
"""The most steps one jump plays (a game of thousands of steps still ends within it)."""


@dataclass(frozen=True)
class Jump:
    """How a jump ended: ``reason`` is ``turn`` / ``end`` (reached), ``human`` (a human is to
    move), ``limit`` (:data:`MAX_JUMP_STEPS` steps played) or ``none`` (nothing to do)."""

    steps: int
    reason: str


def turn_counter(state: GameState) -> int | None:
    """The game's own turn count, if the state has one."""
    for name in ("turn", "turns"):
        value = getattr(state, name, None)
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    return None


def _owners(states: Sequence[GameState]) -> list[int]:
    """The seat each state's step belongs to (a chance step: the next seat to act)."""
    owners = [s.current_player() for s in states]
    following = TERMINAL
    for i in range(len(owners) - 1, -1, -1):
        if owners[i] >= 0:
            following = owners[i]
        elif owners[i] == CHANCE:
            owners[i] = following
    return owners


def turn_starts(states: Sequence[GameState]) -> list[int]:
    """The indices of ``states`` (a line, oldest first) where a turn starts; 0 always does.

    >>> from pyramid_explorer.ui.model.session import Session
    >>> s = Session("pyramidenbau", seed=5)
    >>> for _ in range(12): _ = s.step()
    >>> turn_starts(s.timeline.states())
    [0, 4, 6, 8, 11]
    """
    if not states:
        return []
    starts = [0]
    counters = [turn_counter(s) for s in states]
    if all(c is not None for c in counters):
        starts += [i for i in range(1, len(states)) if counters[i] != counters[i - 1]]
        return starts
    owners = _owners(states)
    seat = owners[0]
    for i in range(1, len(states)):
        if owners[i] >= 0 and owners[i] != seat:
            starts.append(i)
            seat = owners[i]
    return starts


def _advance(session: Session) -> bool:
    """One step forward: Redo where the line goes on, else Step. False when neither can."""
    if session.timeline.can_redo():
        session.redo()
        return True
    return session.step() is not None


def _stopped(session: Session, steps: int) -> Jump:
    if session.to_move() == TERMINAL:
        return Jump(steps, "end")
    if steps >= MAX_JUMP_STEPS:
        return Jump(steps, "limit")
    return Jump(steps, "human" if session.is_human_turn() else "none")


def next_turn(session: Session) -> Jump:
    """Play on to the first state of the next turn (or the end, or a human's move)."""
    begin = session.position
    steps = 0
    while steps < MAX_JUMP_STEPS and _advance(session):
        steps += 1
        states = session.timeline.states()[begin:session.position + 1]
        later = [i for i in turn_starts(states) if i > 0]
        # a seat change is only known at the seat's first decision: go back over its rolls
        if later and (session.to_move() != CHANCE or turn_counter(session.state) is not None):
            session.jump(begin + later[0])
            return Jump(later[0], "turn")
        if session.to_move() == TERMINAL:
            return Jump(steps, "end")
    return _stopped(session, steps)


def to_end(session: Session) -> Jump:
    """Let chance and the bots play the game out (bounded; stops at a human's move)."""
    steps = 0
    while steps < MAX_JUMP_STEPS and _advance(session):
        steps += 1
    return _stopped(session, steps)


def start_of_turn(session: Session) -> Jump:
    """Back to the first state of this turn; at a turn's first state, to the one before."""
    states = session.timeline.states()
    here = session.position
    earlier = [i for i in turn_starts(states) if i < here]
    target = earlier[-1] if earlier else 0
    session.jump(target)
    return Jump(here - target, "turn" if here != target else "none")
