"""Compiled Pyramidenbau playouts (numba): the interface of :mod:`pyramid_explorer.coach.compiled`.

The state vector and move codes are :mod:`.layout`'s, the rules :mod:`.rules`', the builder
(:data:`HEURISTIC`) and the strategist (:data:`COACH`) :mod:`.policies`', the playout loop
:mod:`.playout`'s. Every player count (2–4) and every option is compiled; ``supports`` is False
only for a state the vector cannot hold (e.g. a seed beyond 64 bits).
:func:`shortlist` gives the strategist's ``ranked`` shortlist, the moves the coach panel ranks.

>>> from pyramid_explorer import games
>>> from pyramid_explorer.coach.compiled import stream
>>> s = games.new_game("pyramidenbau", seed=11, players=2, second_die="any")
>>> supports(s)
True
>>> s = s.apply(s.sample_chance())
>>> vec = encode(s)
>>> [action_from_code(s, c) for c in legal_codes(vec)] == s.legal_actions()
True
>>> key = f"{s.seed}:{s.step}:bot:{BOT_NAMES[COACH]}"
>>> bot = games.spec("pyramidenbau").bots["strategist"]()
>>> action_from_code(s, choose(vec, COACH, stream.start(key))) == bot.choose(s)
True
>>> int(step(vec, action_code(s, bot.choose(s)))[STEP]) == s.step + 1
True
>>> [action_from_code(s, c) for c in shortlist(vec, 3)] == bot.ranked(s)[:3]
True
"""

from __future__ import annotations

from typing import Any

import numpy as np

from .. import COACH, HEURISTIC
from .. import stream as _stream
from . import layout as _layout
from . import playout as _playout
from . import policies as _policies
from . import rules as _rules
from .layout import SIZE, STEP, code_kind_args, encode, unsupported
from .playout import CHANCE_KEY
from .policies import RATING

__all__ = ["BOT_NAMES", "CHANCE_KEY", "COACH", "HEURISTIC", "MAX_PLAYOUT_STEPS", "RATING", "SIZE", "STEP", "action_code",
           "action_from_code", "choose", "determinize", "encode", "legal_codes", "lines_from", "play_many",
           "play_to_end", "playouts", "returns", "shortlist", "step", "supports", "trace"]

GAME_ID = "pyramidenbau"
MAX_PLAYOUT_STEPS = 20_000
"""As ``coach.playout.MAX_PLAYOUT_STEPS``: a playout stops there, scored as it stands."""
_POLICY = {HEURISTIC: _policies.BUILDER, COACH: _policies.STRATEGIST}
"""HEURISTIC is the builder (``playout_bot_name``), COACH the strategist (``coach_policy``)."""
BOT_NAMES = {HEURISTIC: "builder", COACH: "strategist"}
"""The Python bot of each policy: its key for :func:`choose` is
``f"{state.seed}:{state.step}:bot:{BOT_NAMES[policy]}"``."""


def supports(state: Any) -> bool:
    """Whether ``state`` (its player count and options) runs compiled: every count and option
    of Pyramidenbau does; only a state the vector cannot hold does not."""
    return unsupported(state) is None


def action_code(state: Any, action: Any) -> int:
    """The code of ``action`` (a move or a roll) in ``state``."""
    return _layout.action_code(state, action)


def action_from_code(state: Any, code: int) -> Any:
    """The listed :class:`~pyramid_explorer.engine.Action` of ``state`` with code ``code``."""
    kind, args = code_kind_args(code)
    for a in state.legal_actions():
        if a.kind == kind and tuple(a.args) == args:
            return a
    raise ValueError(f"no legal move of this state has code {code} ({kind} {args})")


def legal_codes(vec: np.ndarray) -> np.ndarray:
    """The codes of ``legal_actions()`` in order (the roll outcomes at a chance step)."""
    buf = np.empty(_layout.MAX_MOVES, dtype=np.int64)
    n = _rules.list_moves(vec, buf)
    return buf[:n].copy()


def step(vec: np.ndarray, code: int) -> np.ndarray:
    """The next state's vector after move or outcome ``code`` (a reshuffle inside a reveal
    draws from the state's ``rng("shuffle")``, as the Python engine does)."""
    out = vec.copy()
    rng = np.zeros(4, dtype=np.uint64)
    if code == _layout.C_REVEAL and out[_layout.NDRAW] == 1:
        rng = _stream.new_stream(_stream.start(f"{int(out[_layout.SEED])}:{int(out[STEP])}:shuffle"))
    _rules.apply(out, int(code), rng)
    return out


def returns(vec: np.ndarray) -> np.ndarray:
    """Each seat's points, as ``state.returns()``."""
    return _rules.returns(vec)


def choose(vec: np.ndarray, policy: int, first: int) -> int:
    """The code of the move ``policy`` picks, its tie-break drawn from the stream starting at
    ``first`` (``stream.start`` of the Python bot's key ``"{seed}:{step}:bot:<name>"``)."""
    buf = np.empty(_layout.MAX_MOVES, dtype=np.int64)
    return int(_policies.choose(vec, _POLICY[policy], _stream.new_stream(first), buf,
                                np.empty(_layout.MAX_MOVES, dtype=np.float64),
                                np.empty(_layout.MAX_MOVES, dtype=np.int64)))


def shortlist(vec: np.ndarray, k: int = 8, first: int = 0) -> np.ndarray:
    """The strategist's ``ranked`` moves, best first (equal ones in listed order), the first
    ``k`` as codes: the shortlist the coach panel ranks. ``first`` is accepted for the
    interface's sake and not drawn from: the order has no tie-break draw."""
    codes = legal_codes(vec)
    order = _policies.ranked(vec, _policies.STRATEGIST, codes)
    return codes[order[:k]]


def _policy_array(policies: Any) -> np.ndarray:
    return np.array([_POLICY[int(p)] for p in policies], dtype=np.int64)


def play_to_end(vec: np.ndarray, policies: Any, seed: int,
                max_steps: int = MAX_PLAYOUT_STEPS) -> np.ndarray:
    """The returns after playing on from ``vec`` with ``policies[seat]`` (HEURISTIC or COACH)
    in each seat, chance and tie-breaks drawn from streams of ``seed``."""
    return _playout.play_to_end(vec, _policy_array(policies), np.uint64(seed & (2**64 - 1)),
                                max_steps)


def play_many(vecs: np.ndarray, policies: Any, seeds: Any,
              max_steps: int = MAX_PLAYOUT_STEPS) -> np.ndarray:
    """:func:`play_to_end` for each row of ``vecs`` (one compiled call), one seed each."""
    s = np.array([int(x) & (2**64 - 1) for x in seeds], dtype=np.uint64)
    return _playout.play_many(vecs, _policy_array(policies), s, max_steps)


def determinize(vec: np.ndarray, first: int) -> np.ndarray:
    """``coach.playout.determinize(state, seat, StepRandom(key))`` on the vector, with
    ``first = stream.start(key)``: the same redrawn pile and the same new seed (what a seat
    cannot see in Pyramidenbau is the order of the face-down pile alone)."""
    return _playout.determinize(vec, _stream.new_stream(first))


def playouts(vec: np.ndarray, code: int, policies: Any, firsts: Any,
             max_steps: int = MAX_PLAYOUT_STEPS) -> np.ndarray:
    """Per stream start in ``firsts`` (``stream.start`` of a determinize key): determinize
    ``vec``, make move ``code``, play to the end; one row of returns each, in one compiled
    call (the Python determinize and encode of every playout saved)."""
    f = np.array([int(x) for x in firsts], dtype=np.uint64)
    return _playout.playouts(vec, int(code), _policy_array(policies), f, max_steps)


def lines_from(vec: np.ndarray, seat: int, first: int, codes: Any, policies: Any,
               max_steps: int = MAX_PLAYOUT_STEPS) -> np.ndarray:
    """The returns (row ``j``) of move ``codes[j]`` from the position the coach draws from
    ``vec`` with the stream starting at ``first`` (:func:`determinize`; ``seat`` changes
    nothing: the face-down pile is hidden from every seat), each made as :func:`step` makes
    it and played on as :func:`play_to_end` plays: one compiled call per drawn position."""
    return _playout.lines_from(vec, np.uint64(first), np.asarray(codes, dtype=np.int64),
                               _policy_array(policies), int(max_steps))


def trace(vec: np.ndarray, policies: Any, seed: int,
          max_steps: int = MAX_PLAYOUT_STEPS) -> tuple[np.ndarray, np.ndarray]:
    """:func:`play_to_end` recorded: (codes taken, states passed), for tests and replays."""
    return _playout.trace(vec, _policy_array(policies), np.uint64(seed & (2**64 - 1)), max_steps)
