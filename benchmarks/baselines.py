"""The baselines the game benchmarks print beside games/s: listing moves and copying a state.

Both are timed on every position of one recorded game, so a game's speed can be read against
the two things every step has to do.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any


def positions(root: Any, actions: Sequence[Any]) -> list[Any]:
    """``root`` and every state after each of ``actions``."""
    states = [root]
    for action in actions:
        states.append(states[-1].apply(action))
    return states


def per_state(states: Sequence[Any], work: Callable[[Any], Any]) -> float:
    """Seconds per state of ``work(state)`` over ``states``."""
    t0 = time.perf_counter()
    for state in states:
        work(state)
    return (time.perf_counter() - t0) / len(states)


def listing_and_copying(states: Sequence[Any], listing: Callable[[Any], Any]) -> tuple[float, float]:
    """(seconds to list the moves, seconds to copy the state), per state."""
    return per_state(states, listing), per_state(states, replace)
