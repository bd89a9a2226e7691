"""Compiled playouts of *Im Bann der Pyramide* (the interface of
:mod:`pyramid_explorer.coach.compiled`): its rules, the heuristic bot and the strategist (the
coach policy) in numba, equal to the Python engine step by step
(``tests/test_compiled_im_bann.py``).

The game has no chance steps: a move's randomness (a reshuffle, a Curse's victim card, the
Mummy's random recipient) comes from ``state.rng(purpose)``, keyed by the seed and the step
number, and the compiled rules draw the same (:mod:`.keys`). :func:`play_to_end` with seed
``s`` therefore plays exactly the game the Python engine plays from the same position with
seed ``s`` (``dataclasses.replace(state, seed=s)``) and the same bots.

For the coach: importing this module imports numba (about 80 MB, and about 55 MB more once the
functions are loaded), so import it only when the coach is asked for. The first compile takes
about 50 s of CPU (cached on disk: later processes load in about a second). The card tables
are compiled in as constants and numba's cache does not see them change: after editing the
built-in data file, clear the cache (``__pycache__/*.nbi``, ``*.nbc``). Candidate moves from
one drawn position can share one :func:`encode`: :func:`step` each move's code, then
:func:`play_to_end`.

>>> from pyramid_explorer.games import new_game
>>> s = new_game("im-bann-der-pyramide", seed=2, players=4)
>>> supports(s)
True
>>> [int(c) for c in legal_codes(encode(s))] == [action_code(s, a) for a in s.legal_actions()]
True
>>> a = s.legal_actions()[0]
>>> bool((step(encode(s), action_code(s, a)) == encode(s.apply(a))).all())
True
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from .. import COACH, HEURISTIC
from .. import stream as _stream
from . import drawn, layout, playout, policies, rules
from .layout import action_code, action_from_code, encode, supports

MAX_STEPS = 20_000
"""As ``coach.playout.MAX_PLAYOUT_STEPS``: a playout still running counts as a draw."""
RANDOM = policies.RANDOM
"""The random bot (``RandomImBannBot``): the tests' third policy."""
BOT_NAMES = {HEURISTIC: "heuristic", COACH: "strategist", RANDOM: "random"}
"""Policy -> the Python bot's name (its stream's key is ``f"{seed}:{step}:bot:{name}"``)."""


def legal_codes(vec: np.ndarray) -> np.ndarray:
    """The codes of ``legal_actions()`` in order."""
    out = np.empty(rules.MAX_LEGAL, dtype=np.int64)
    return out[:rules.legal(vec, out)].copy()


def step(vec: np.ndarray, code: int) -> np.ndarray:
    """The next state's vector after the move ``code`` (``vec`` is left as it is)."""
    w = vec.copy()
    rules.apply(w, int(code), np.zeros(5, dtype=np.uint64), np.zeros(5, dtype=np.uint64))
    rules.canonical(w)
    return w


def current_player(vec: np.ndarray) -> int:
    """The seat to move, or ``engine.TERMINAL``."""
    return int(rules.current_player(vec))


def returns(vec: np.ndarray) -> np.ndarray:
    """``state.returns()`` of the position."""
    out = np.zeros(int(vec[layout.NP]))
    rules.returns(vec, out)
    return out


def bot_key(vec: np.ndarray, policy: int) -> str:
    """The key of the Python bot's stream in this position (``state.rng(f"bot:{name}")``)."""
    return f"{int(vec[layout.SEED])}:{int(vec[layout.STEP])}:bot:{BOT_NAMES[policy]}"


def choose(vec: np.ndarray, policy: int, first: int) -> int:
    """The code ``policy`` picks (-1 once the game is over); tie-breaks from the stream
    starting at ``first`` (:func:`.stream.start` of :func:`bot_key`)."""
    return int(policies.choose_with(vec, int(policy), _stream.new_stream(first)))


def play_to_end(vec: np.ndarray, policies_by_seat: Sequence[int], seed: int,
                max_steps: int = MAX_STEPS) -> np.ndarray:
    """The returns after playing on with ``policies_by_seat[seat]`` in each seat, every
    random draw keyed by ``seed`` (the Python engine's playout with that seed)."""
    return playout.play_to_end(vec, np.asarray(policies_by_seat, dtype=np.int64), int(seed),
                               int(max_steps))


def lines_from(vec: np.ndarray, seat: int, first: int, codes: Sequence[int],
               policies_by_seat: Sequence[int], max_steps: int = MAX_STEPS) -> np.ndarray:
    """The returns (row ``j``) of move ``codes[j]`` from the position the coach draws for
    ``seat`` from ``vec`` with the stream starting at ``first`` (``determinize`` with
    ``StepRandom`` of that key, :mod:`.drawn`), each played on to the end as
    :func:`play_to_end` plays: one compiled call for a drawn position's every line."""
    return drawn.lines_from(vec, int(seat), np.uint64(first), np.asarray(codes, dtype=np.int64),
                            np.asarray(policies_by_seat, dtype=np.int64), int(max_steps))


def play_recorded(vec: np.ndarray, policies_by_seat: Sequence[int], seed: int,
                  max_steps: int = MAX_STEPS) -> tuple[np.ndarray, np.ndarray]:
    """:func:`play_to_end`, and the codes it played in order (for replaying in Python)."""
    w = vec.copy()
    w[layout.SEED] = seed
    out = np.zeros(len(policies_by_seat))
    record = np.zeros(max_steps, dtype=np.int64)
    n = playout.run(w, np.asarray(policies_by_seat, dtype=np.int64), int(max_steps), out,
                    record)
    return out, record[:min(n, max_steps)].copy()


__all__ = ["COACH", "HEURISTIC", "RANDOM", "action_code", "action_from_code", "choose",
           "encode", "legal_codes", "lines_from", "play_recorded", "play_to_end", "returns", "step",
           "supports"]
