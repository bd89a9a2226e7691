"""The memory bot (``games/ramses_pyramid/bots.py``, ``MemoryBot(1.0)``) on the state vector.

The playout bot of Ramses Pyramid is ``memory`` and the game names no ``coach_policy``, so
both policies (``HEURISTIC`` and ``COACH``) are this bot. Its memory is the state's
``seen[seat]``: with recall 1.0 every sighting is remembered (``StepRandom(...).random() <
1.0`` always holds), so the bot knows exactly the temples its seat has seen, and their true
colours. It draws from two streams: ``state.rng("bot:memory")`` for its tie-breaks (``main``)
and a fresh ``state.rng("bot:memory:guess")`` when it guesses a temple (``guess``); each is
restarted at the word given, so a compiled choice makes exactly the Python bot's draws.

>>> from pyramid_explorer.games import new_game
>>> from pyramid_explorer.games.ramses_pyramid import MemoryBot
>>> from pyramid_explorer.coach.compiled import stream
>>> from .layout import encode
>>> from .codes import action_code
>>> s = new_game("ramses-pyramid", seed=5, players=3)
>>> s = s.apply(s.legal_actions()[2])                                   # roll 2, plain
>>> main = stream.start(f"5:{s.step}:bot:memory")
>>> guess = stream.start(f"5:{s.step}:bot:memory:guess")
>>> choose_code(encode(s), np.uint64(main), np.uint64(guess)) == action_code(s, MemoryBot().choose(s))
True
"""

from __future__ import annotations

import numpy as np

from ..stream import njit, randbelow, reset
from .codes import (
    C_ADVANCE,
    C_CLIMB,
    C_DOWN,
    C_ENTER,
    C_MUMMY,
    C_NAME,
    C_PASS,
    C_PEEK,
    C_SIDEWAYS,
    C_STEAL,
    C_STOP,
    C_TAKE,
    C_TURN,
    C_UP,
    M_FREE,
    M_TENT,
    NONE,
)
from .layout import (
    A_LAYER,
    A_SIDE,
    A_TRACK,
    NAMED,
    NAMED_COUNT,
    NUM_TEMPLES,
    PLAYER,
    SEEN,
    TEMPLE_COLOURS,
    TEMPLES,
    TENTS,
)
from .rules import (
    MAX_LEGAL,
    TOP_LAYER,
    adv_at,
    blocked,
    colour_at,
    list_codes,
    temple_space,
    turn_layers,
)


@njit(cache=True, nogil=True)
def remembers(v: np.ndarray, seat: int, tid: int) -> bool:
    """True when ``seat`` has seen temple ``tid`` (the bot with recall 1.0 remembers it)."""
    return v[SEEN + seat * NUM_TEMPLES + tid] >= 0


@njit(cache=True, nogil=True)
def means(v: np.ndarray, seat: int, layer: int, side: int, gamble: bool,
          guess: np.ndarray, guess_first: np.uint64) -> int:
    """``MemoryBot.means``: a sure means code for ``(layer, side)``, else (``gamble``) a
    temple the seat has not seen, drawn from a fresh ``guess`` stream; ``NONE`` otherwise."""
    colour = colour_at(v, layer, side)
    if colour < 0:
        return M_FREE
    if v[TENTS + seat * 6 + colour] > 0:
        return M_TENT
    for tid in range(NUM_TEMPLES):
        if remembers(v, seat, tid) and v[TEMPLE_COLOURS + tid] == colour:
            return temple_space(v, tid)
    if not gamble:
        return NONE
    unknown = np.empty(NUM_TEMPLES, dtype=np.int64)
    k = 0
    for tid in range(NUM_TEMPLES):
        if not remembers(v, seat, tid):
            unknown[k] = temple_space(v, tid)
            k += 1
    if k == 0:
        return NONE
    reset(guess, guess_first)
    return unknown[randbelow(guess, k)]


@njit(cache=True, nogil=True)
def _has(legal: np.ndarray, n: int, code: int) -> bool:
    for i in range(n):  # noqa: SIM110 - a plain loop compiles (numba)
        if legal[i] == code:
            return True
    return False


@njit(cache=True, nogil=True)
def _has_range(legal: np.ndarray, n: int, lo: int, hi: int) -> bool:
    for i in range(n):  # noqa: SIM110 - a plain loop compiles (numba)
        if lo <= legal[i] < hi:
            return True
    return False


@njit(cache=True, nogil=True)
def _best_turn(v: np.ndarray, seat: int, legal: np.ndarray, n: int,
               guess: np.ndarray) -> int:
    """``MemoryBot._best_turn``: the first turn after which the seat's next layer is free of
    mummies and surely met; ``NONE`` if there is none."""
    for i in range(n):
        code = legal[i]
        k = code - C_TURN
        after = v.copy()
        turn_layers(after, k // 2 + 2, -1 if k % 2 else 1)
        layer = after[adv_at(seat, A_LAYER)] + 1
        side = after[adv_at(seat, A_SIDE)]
        if not blocked(after, layer, side) and means(after, seat, layer, side, False, guess,
                                                     np.uint64(0)) != NONE:
            return code
    return NONE


@njit(cache=True, nogil=True)
def choose_in(v: np.ndarray, legal: np.ndarray, n: int, main: np.ndarray,
              guess: np.ndarray, guess_first: np.uint64) -> int:
    """``MemoryBot.choose`` among the ``n`` legal codes, drawing from the ``main`` stream (as
    it stands) and restarting ``guess`` at ``guess_first`` for a guess."""
    seat = v[PLAYER]
    layer = v[adv_at(seat, A_LAYER)]
    side = v[adv_at(seat, A_SIDE)]
    choice = NONE
    if _has_range(legal, n, C_ENTER, C_PASS):
        good = np.empty(4, dtype=np.int64)
        k = 0
        for i in range(n):
            if C_ENTER <= legal[i] < C_PASS and means(v, seat, 2, legal[i] - C_ENTER, False,
                                                      guess, guess_first) != NONE:
                good[k] = legal[i]
                k += 1
        choice = good[randbelow(main, k)] if k > 0 else legal[randbelow(main, n)]
    elif _has(legal, n, C_CLIMB):
        if layer == TOP_LAYER or means(v, seat, layer + 1, side, False, guess,
                                       guess_first) != NONE:
            choice = C_CLIMB
        else:
            for i in range(n):
                code = legal[i]
                if C_SIDEWAYS <= code < C_ENTER:
                    to = (code - C_SIDEWAYS) // 10
                    sure = means(v, seat, layer, to, False, guess, guess_first)
                    if sure == (code - C_SIDEWAYS) % 10 and means(
                            v, seat, layer + 1, to, False, guess, guess_first) != NONE:
                        choice = code
                        break
            if choice == NONE:
                choice = C_CLIMB
    elif _has(legal, n, C_STOP):
        if layer < TOP_LAYER and _has_range(legal, n, C_UP, C_DOWN):
            m = means(v, seat, layer + 1, side, True, guess, guess_first)
            if m != NONE and _has(legal, n, C_UP + m):
                choice = C_UP + m
        if choice == NONE:
            choice = C_STOP
    elif _has(legal, n, C_PEEK) and not remembers(
            v, seat, v[TEMPLES + v[adv_at(seat, A_TRACK)]]):
        choice = C_PEEK
    elif _has(legal, n, C_TAKE):
        choice = C_TAKE
    elif _has_range(legal, n, C_TURN, C_STEAL) and layer > 0 and layer < TOP_LAYER:
        choice = _best_turn(v, seat, legal, n, guess)
    elif _has_range(legal, n, C_STEAL, C_MUMMY):
        choice = legal[0]
        for i in range(n):
            if v[TENTS + seat * 6 + (legal[i] - C_STEAL) % 6] == 0:
                choice = legal[i]
                break
    elif _has_range(legal, n, C_ADVANCE, C_TAKE):
        choice = legal[n - 1]
    elif _has_range(legal, n, C_NAME, C_NAME + 6):
        tid = v[NAMED_COUNT]
        if remembers(v, seat, tid):
            colour = v[TEMPLE_COLOURS + tid]
        else:
            free = np.empty(6, dtype=np.int64)
            k = 0
            for c in range(6):
                known = False
                for t in range(NUM_TEMPLES):
                    if remembers(v, seat, t) and v[TEMPLE_COLOURS + t] == c:
                        known = True
                for j in range(v[NAMED_COUNT]):
                    if v[NAMED + j] == c:
                        known = True
                if not known:
                    free[k] = c
                    k += 1
            colour = free[randbelow(main, k)] if k > 0 else 0
        choice = C_NAME + colour
    if choice == NONE:
        choice = legal[randbelow(main, n)]
    return choice


@njit(cache=True, nogil=True)
def choose_code(v: np.ndarray, main_first: np.uint64, guess_first: np.uint64) -> int:
    """The memory bot's code in ``v``, its streams started at ``main_first`` and
    ``guess_first`` (``stream.start`` of ``"{seed}:{step}:bot:memory"`` and ``…:guess``)."""
    legal = np.empty(MAX_LEGAL, dtype=np.int64)
    n = list_codes(v, legal)
    main = np.zeros(4, dtype=np.uint64)
    reset(main, main_first)
    guess = np.zeros(4, dtype=np.uint64)
    return choose_in(v, legal, n, main, guess, guess_first)

