"""Compiled playouts: each game's transitions and the policies the coach plays out with, in
numba, proven equal to the Python engine step by step (``tests/test_compiled_*.py``).

The Python engine stays the referee of every real game; these modules only make the coach's
playouts cheap. Each game's module (``pyramid_explorer.coach.compiled.<game package>``) offers
the same functions:

- ``supports(state) -> bool``: whether this state's options and player count are compiled;
- ``encode(state) -> numpy.ndarray``: the whole referee state as one ``int64`` vector;
- ``action_code(state, action) -> int`` and ``action_from_code(state, code) -> Action``;
- ``legal_codes(vec) -> numpy.ndarray`` in ``legal_actions()`` order (chance outcomes at a
  chance step);
- ``step(vec, code) -> numpy.ndarray``: the next state's vector (a move, or a chance outcome);
- ``choose(vec, policy, first) -> int``: the code of the move policy ``policy``
  (:data:`HEURISTIC` or :data:`COACH`) picks, its tie-breaks drawn from the stream
  :func:`.stream.start` gives for the Python bot's key;
- ``play_to_end(vec, policies, seed) -> numpy.ndarray``: the returns after playing on with
  ``policies[seat]`` in each seat and chance drawn from ``seed``.

:func:`module` finds a game's module, or ``None`` where the game has none.
"""

from __future__ import annotations

import importlib
from types import ModuleType

HEURISTIC = 0
"""The policy of every other seat in a playout: the game's first heuristic bot."""
COACH = 1
"""The policy of the coached seat: ``GameSpec.coach_policy`` (else the heuristic bot)."""

_MODULES = {
    "ramses-pyramid": "ramses_pyramid",
    "im-bann-der-pyramide": "im_bann",
    "pyramidenbau": "pyramidenbau",
}


def module(game_id: str) -> ModuleType | None:
    """The compiled module of ``game_id``, or ``None`` (Dice Pyramid: its solver is exact).

    >>> module("dice-pyramid") is None
    True
    """
    name = _MODULES.get(game_id)
    if name is None:
        return None
    try:
        return importlib.import_module(f"{__name__}.{name}")
    except ModuleNotFoundError as exc:  # not built for this game yet
        if exc.name and exc.name.endswith(name):
            return None
        raise
