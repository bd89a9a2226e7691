"""Compiled playouts of Ramses Pyramid: the interface of :mod:`pyramid_explorer.coach.compiled`.

Modules by job: :mod:`.layout` (the ``int64`` state vector and :func:`encode`), :mod:`.codes`
(moves and die outcomes as codes), :mod:`.keys` (the seeded draws' BLAKE2b keys in compiled
code), :mod:`.rules` (legal moves and transitions), :mod:`.policies` (the memory bot: both
``HEURISTIC`` and ``COACH``, the game names no ``coach_policy``) and :mod:`.playout`.

Every player count (2–4) and every option is compiled; :func:`supports` is false only for a
state the layout cannot hold (:func:`.layout.encodable`). Beyond the common interface:
:func:`choose` takes the bot's second stream too (its guess of a temple), :func:`bot_keys`
names both keys, :func:`play_to_end_traced` records the codes a playout played (and can draw
with the Python engine's keys), :func:`determinize` draws a position the seat cannot tell apart
in compiled code and :func:`play_many` plays paired playouts of many drawn positions in one call.

>>> from pyramid_explorer.games import new_game
>>> s = new_game("ramses-pyramid", seed=3, players=3)
>>> v = encode(s)
>>> [action_from_code(s, c) for c in legal_codes(v)] == s.legal_actions()
True
>>> roll = s.sample_chance()
>>> bool((step(v, action_code(s, roll)) == encode(s.apply(roll))).all())
True
>>> play_to_end(v, [HEURISTIC, HEURISTIC, COACH], 11).shape
(3,)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from .. import COACH, HEURISTIC
from .. import stream as _stream
from .codes import action_code, action_from_code
from .layout import SEED, STEP, encodable, encode
from .playout import drawn_position, run
from .playout import play_many as _play_many
from .policies import choose_code
from .rules import legal_codes as _legal_codes
from .rules import step as _step

GAME_ID = "ramses-pyramid"
BOT_NAME = "memory"
"""The Python bot both policies are (``MemoryBot(1.0)``, registered as ``memory``)."""

__all__ = ["COACH", "HEURISTIC", "action_code", "action_from_code", "bot_keys", "choose",
           "determinize", "encode", "legal_codes", "play_many", "play_to_end", "play_to_end_traced", "step", "supports"]


def supports(state: Any) -> bool:
    """True when ``state`` can be played out compiled (every option and player count is)."""
    return getattr(state, "game_id", None) == GAME_ID and encodable(state)


def legal_codes(vec: np.ndarray) -> np.ndarray:
    """The legal codes of ``vec`` in ``legal_actions()`` order (the die's outcomes at a roll)."""
    return _legal_codes(vec)


def step(vec: np.ndarray, code: int) -> np.ndarray:
    """The vector after the move or die outcome ``code``."""
    return _step(vec, int(code))


def bot_keys(vec: np.ndarray) -> tuple[str, str]:
    """The keys of the Python bot's two streams in ``vec``'s state: its tie-breaks
    (``state.rng("bot:memory")``) and its guess of a temple (``…:guess``)."""
    base = f"{int(vec[SEED])}:{int(vec[STEP])}:bot:{BOT_NAME}"
    return base, f"{base}:guess"


def choose(vec: np.ndarray, policy: int, first: int | None = None,
           guess: int | None = None) -> int:
    """The code policy ``policy`` picks in ``vec`` (both policies are the memory bot).

    ``first`` starts its tie-break stream (``stream.start`` of the bot's key), ``guess`` its
    second stream, the one it guesses a temple with; either left ``None`` is the Python bot's
    own (:func:`bot_keys`), so ``choose(vec, COACH)`` is ``MemoryBot().choose(state)``.
    """
    if policy not in (HEURISTIC, COACH):
        raise ValueError(f"unknown policy {policy!r}")
    main_key, guess_key = bot_keys(vec)
    first = _stream.start(main_key) if first is None else first
    guess = _stream.start(guess_key) if guess is None else guess
    return int(choose_code(vec, np.uint64(first), np.uint64(guess)))


def _policies(vec: np.ndarray, policies: Sequence[int]) -> np.ndarray:
    out = np.asarray(policies, dtype=np.int64)
    if len(out) != int(vec[0]):
        raise ValueError(f"one policy per seat: {len(out)} for {int(vec[0])} seats")
    return out


def play_to_end(vec: np.ndarray, policies: Sequence[int], seed: int) -> np.ndarray:
    """The returns after playing ``vec`` to the end with ``policies[seat]`` in each seat, the
    die and the bots' tie-breaks drawn from streams of ``seed`` (``stream.mix(seed, step)``)."""
    returns, _ = run(vec, _policies(vec, policies), _u64(seed), False,
                     np.empty(0, dtype=np.int64))
    return returns


def play_to_end_traced(vec: np.ndarray, policies: Sequence[int], seed: int,
                       python_keys: bool = False, limit: int = 20_000
                       ) -> tuple[np.ndarray, np.ndarray]:
    """:func:`play_to_end` and the codes it played (the first ``limit``); ``python_keys``
    draws with the Python engine's keys instead (``coach.playout.play_to_end`` exactly)."""
    trace = np.empty(limit, dtype=np.int64)
    returns, taken = run(vec, _policies(vec, policies), _u64(seed),
                         python_keys, trace)
    return returns, trace[:min(taken, limit)].copy()


def _u64(seed: int) -> np.uint64:
    """``seed`` as an unsigned 64-bit word (its low 64 bits)."""
    return np.uint64(seed & ((1 << 64) - 1))


def determinize(vec: np.ndarray, seat: int, seed: int, draw: int = 0) -> np.ndarray:
    """A position ``seat`` cannot tell from ``vec``, drawn in compiled code (draw ``draw`` of
    :func:`play_many` with ``seed``): ``coach.playout.determinize`` in distribution (the
    colours of the temples the seat has not seen redrawn, a new 62-bit seed), not draw for
    draw (Python draws it with ``random.Random``)."""
    return drawn_position(vec, seat, _u64(seed), draw, np.zeros(4, dtype=np.uint64))


def play_many(vec: np.ndarray, seat: int, codes: Sequence[int], policies: Sequence[int],
              seed: int, count: int) -> np.ndarray:
    """Returns ``[draw, move, seat]`` of ``count`` drawn positions of ``seat``
    (:func:`determinize`), each played out after every move of ``codes`` with the same playout
    streams (the drawn seed): the coach's paired playouts in one compiled call."""
    return _play_many(vec, int(seat), np.asarray(codes, dtype=np.int64),
                      _policies(vec, policies), _u64(seed), int(count))
