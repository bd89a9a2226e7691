"""Pyramidenbau's legal moves and transitions on the state vector (numba), move for move the
Python engine's (``games/pyramidenbau/moves.py`` and ``transitions.py``).

:func:`list_moves` writes the codes of ``legal_actions()`` in the same order into a buffer;
:func:`apply` carries out one move or chance outcome in place. The one draw inside a move, the
reshuffle when the last face-down card is revealed, comes from the stream ``rng`` the caller
gives (in a real game: the state's ``rng("shuffle")``; in a playout: its own stream).

>>> import numpy as np
>>> from pyramid_explorer import games
>>> from .layout import encode, action_code
>>> s = games.new_game("pyramidenbau", seed=3)
>>> buf = np.empty(MAX_MOVES, dtype=np.int64)
>>> n = list_moves(encode(s), buf)
>>> list(buf[:n]) == [action_code(s, a) for a in s.legal_actions()]
True
"""

# ruff: noqa: SIM110  (numba compiles no any() over a generator: the loops stay loops)
from __future__ import annotations

import numpy as np

from ..stream import njit, shuffle
from .layout import (
    A_ROLL,
    ALLOWANCE,
    C_BUILD,
    C_CAP,
    C_DONE,
    C_FIRE,
    C_FIRST,
    C_FOLLOW,
    C_HIRE,
    C_MOVE,
    C_PASS,
    C_PLACE,
    C_PLAY_AS,
    C_REVEAL,
    C_ROLL1,
    C_ROLL2,
    C_TAKE,
    CAP_POINTS,
    CAPS,
    CARD,
    COLOUR,
    COMPLETE,
    DECK_ACTION,
    DECK_COUNT,
    DICE,
    DIE,
    DISCARD,
    DRAW,
    HEIGHT,
    HEIGHTS,
    K_BUILD,
    K_CAP,
    K_FIRE,
    K_FOLLOW,
    K_HIGH,
    K_HIRE,
    K_LOW,
    K_MOVE,
    K_PLACE,
    K_REVEAL,
    K_TAKE,
    KINDS,
    LAYER,
    LAYER_N,
    MARKET,
    MAX_MOVES,
    NCAPS,
    NDICE,
    NDISCARD,
    NDRAW,
    OPT_BY_PLAYER,
    OPT_DICE,
    OPT_HIRE_ANY,
    OPT_TURN_CAP,
    OWNERS,
    P_ACT,
    P_CHOOSE,
    P_ORDER,
    P_OVER,
    P_ROLL,
    PHASE,
    PLAYERS,
    QUARRY,
    RING,
    ROLLING,
    STACK,
    STARTED,
    STEP,
    T_ALL_CAPS,
    T_TURN_CAP,
    TERMINATION,
    TURN,
    WORKERS,
    WP,
)

CHANCE = -1
TERMINAL = -2

__all__ = ["CHANCE", "MAX_MOVES", "TERMINAL", "apply", "current_player", "list_moves",
           "returns"]


# ----------------------------------------------------------------------------- queries
@njit(cache=True, nogil=True, inline="always")
def current_layer(v: np.ndarray, side: int) -> int:
    """The layer of ``side`` being built (5 when it is complete), as ``board.current_layer``."""
    for level in range(1, 5):
        for j in range(LAYER_N[side, level]):
            if v[HEIGHT + LAYER[side, level, j]] < level:
                return level
    return 5


@njit(cache=True, nogil=True, inline="always")
def side_complete(v: np.ndarray, side: int) -> bool:
    """Every cell of ``side`` at full height."""
    for j in range(LAYER_N[side, 1]):
        i = LAYER[side, 1, j]
        if v[HEIGHT + i] != HEIGHTS[i]:
            return False
    return True


@njit(cache=True, nogil=True, inline="always")
def side_progress(v: np.ndarray, side: int) -> int:
    """Stones of ``side``'s 20 full cells' worth that are built (``board.side_progress``)."""
    total = 0
    for j in range(LAYER_N[side, 1]):
        i = LAYER[side, 1, j]
        total += min(v[HEIGHT + i], HEIGHTS[i])
    return total


@njit(cache=True, nogil=True, inline="always")
def own_mask(v: np.ndarray) -> int:
    """Bits of the colours the colour to move acts for: itself and a passive colour."""
    m = 1 << v[COLOUR]
    for c in range(4):
        if v[OWNERS + c] < 0:
            m |= 1 << c
    return m


@njit(cache=True, nogil=True, inline="always")
def stones_at(v: np.ndarray, wp: int) -> int:
    """Stones at workplace ``wp``."""
    b = WP + 4 * wp
    return v[b] + v[b + 1] + v[b + 2] + v[b + 3]


@njit(cache=True, nogil=True, inline="always")
def free_for_stones(v: np.ndarray, wp: int) -> int:
    """Room for stones at ``wp``: 0 with a worker there."""
    if v[WORKERS + wp] >= 0:
        return 0
    return 4 - stones_at(v, wp)


@njit(cache=True, nogil=True, inline="always")
def quarry_empty(v: np.ndarray) -> bool:
    return v[QUARRY] + v[QUARRY + 1] + v[QUARRY + 2] + v[QUARRY + 3] == 0


@njit(cache=True, nogil=True, inline="always")
def may_cap(v: np.ndarray) -> bool:
    """The colour to move may put its cap on (``state.may_cap``)."""
    c = v[COLOUR]
    if v[OWNERS + c] < 0:
        return False
    for k in range(v[NCAPS]):
        if v[CAPS + k] == c:
            return False
    return 0 < v[COMPLETE + c] < v[TURN]


@njit(cache=True, nogil=True)
def current_player(v: np.ndarray) -> int:
    """The seat to move, :data:`CHANCE` or :data:`TERMINAL`."""
    phase = v[PHASE]
    if phase == P_OVER:
        return TERMINAL
    if phase == P_ROLL:
        return CHANCE
    return v[OWNERS + v[COLOUR]]


@njit(cache=True, nogil=True)
def returns(v: np.ndarray) -> np.ndarray:
    """Each seat's points (``state.returns()``)."""
    pts = np.zeros(4, dtype=np.int64)
    for cell in range(64):
        h = v[HEIGHT + cell]
        if h > 0:
            pts[v[STACK + 4 * cell + h - 1]] += 1
    for k in range(v[NCAPS]):
        pts[v[CAPS + k]] += CAP_POINTS[k]
    out = np.zeros(v[PLAYERS], dtype=np.float64)
    for c in range(4):
        if v[OWNERS + c] >= 0:
            out[v[OWNERS + c]] += pts[c]
    return out


# ----------------------------------------------------------------------------- listing
@njit(cache=True, nogil=True)
def _places(v: np.ndarray, allowance: int, out: np.ndarray, n: int) -> int:
    free = 0                              # each workplace's room, 3 bits each
    for wp in range(16):
        free |= free_for_stones(v, wp) << (3 * wp)
    for colour in range(4):
        limit = min(allowance, v[QUARRY + colour])
        if limit <= 0:
            continue
        for wp in range(16):
            room = min((free >> (3 * wp)) & 7, limit)
            for k in range(room):
                out[n] = C_PLACE + (colour * 4 + k) * 16 + wp
                n += 1
    return n


@njit(cache=True, nogil=True)
def _takes(v: np.ndarray, out: np.ndarray, n: int) -> int:
    me = v[COLOUR]
    for src in range(16):
        if src // 4 == me:
            continue
        for colour in range(4):
            if v[WP + 4 * src + colour] == 0:
                continue
            for dst in range(16):
                if dst != src and free_for_stones(v, dst) > 0:
                    out[n] = C_TAKE + (src * 4 + colour) * 16 + dst
                    n += 1
    return n


@njit(cache=True, nogil=True)
def _builds(v: np.ndarray, out: np.ndarray, n: int) -> int:
    own = own_mask(v)
    for side in range(4):
        if not (own >> side) & 1:
            continue
        level = current_layer(v, side)
        if level > 4:
            continue
        for wp in range(side * 4, side * 4 + 4):
            if v[WORKERS + wp] < 0:
                continue
            for colour in range(4):
                if v[WP + 4 * wp + colour] == 0:
                    continue
                base = C_BUILD + (wp * 4 + colour) * 64
                for j in range(LAYER_N[side, level]):
                    cell = LAYER[side, level, j]
                    if v[HEIGHT + cell] == level - 1:
                        out[n] = base + cell
                        n += 1
    return n


@njit(cache=True, nogil=True)
def _moves(v: np.ndarray, allowance: int, out: np.ndarray, n: int) -> int:
    own = own_mask(v)
    empty = 0                             # workplaces without a worker, a bit each
    for wp in range(16):
        if v[WORKERS + wp] < 0:
            empty |= 1 << wp
    for src in range(16):
        w = v[WORKERS + src]
        if w < 0 or not ((own >> w) & 1 or (own >> (src // 4)) & 1):
            continue
        for dst in range(16):
            if (empty >> dst) & 1 and 1 <= RING[src, dst] <= allowance:
                out[n] = C_MOVE + src * 16 + dst
                n += 1
    return n


@njit(cache=True, nogil=True)
def _hires(v: np.ndarray, out: np.ndarray, n: int) -> int:
    own = 15 if v[OPT_HIRE_ANY] else own_mask(v)
    for colour in range(4):
        if not (own >> colour) & 1 or v[MARKET + colour] <= 0:
            continue
        for wp in range(16):
            if v[WORKERS + wp] < 0:
                out[n] = C_HIRE + colour * 16 + wp
                n += 1
    return n


@njit(cache=True, nogil=True)
def _fires(v: np.ndarray, out: np.ndarray, n: int) -> int:
    own = own_mask(v)
    for wp in range(16):
        if v[WORKERS + wp] >= 0 and (own >> (wp // 4)) & 1:
            out[n] = C_FIRE + wp
            n += 1
    return n


@njit(cache=True, nogil=True)
def list_simple(v: np.ndarray, kind: int, allowance: int, out: np.ndarray, n: int) -> int:
    """Append the moves of one stone or worker task ``kind`` (a ``K_*`` bit from place to
    fire) with ``allowance`` to ``out`` from ``n``; the new count."""
    if kind == K_PLACE:
        if quarry_empty(v):
            return _takes(v, out, n)
        return _places(v, allowance, out, n)
    if kind == K_TAKE:
        return _takes(v, out, n)
    if kind == K_BUILD:
        return _builds(v, out, n)
    if kind == K_MOVE:
        return _moves(v, allowance, out, n)
    if kind == K_HIRE:
        return _hires(v, out, n)
    if kind == K_FIRE:
        return _fires(v, out, n)
    return n


@njit(cache=True, nogil=True)
def _any_take(v: np.ndarray) -> bool:
    me = v[COLOUR]
    free = 0
    for dst in range(16):
        if free_for_stones(v, dst) > 0:
            free += 1
    if free == 0:
        return False
    for src in range(16):
        if src // 4 != me and stones_at(v, src) > 0 \
                and (free > 1 or free_for_stones(v, src) == 0):
            return True                  # a free workplace other than src itself
    return False


@njit(cache=True, nogil=True)
def has_simple(v: np.ndarray, kind: int, allowance: int) -> bool:
    """Whether :func:`list_simple` would list a move (``allowance`` >= 1), without listing."""
    if kind == K_PLACE:
        if quarry_empty(v):
            return _any_take(v)
        for wp in range(16):
            if free_for_stones(v, wp) > 0:
                return True
        return False
    if kind == K_TAKE:
        return _any_take(v)
    own = own_mask(v)
    if kind == K_BUILD:
        for side in range(4):
            if not (own >> side) & 1 or current_layer(v, side) > 4:
                continue
            for wp in range(side * 4, side * 4 + 4):
                if v[WORKERS + wp] >= 0 and stones_at(v, wp) > 0:
                    return True          # a layer being built always has a free cell
        return False
    if kind == K_MOVE:
        for src in range(16):
            w = v[WORKERS + src]
            if w < 0 or not ((own >> w) & 1 or (own >> (src // 4)) & 1):
                continue
            for dst in range(16):
                if v[WORKERS + dst] < 0 and 1 <= RING[src, dst] <= allowance:
                    return True
        return False
    if kind == K_HIRE:
        if v[OPT_HIRE_ANY]:
            own = 15
        market = False
        for colour in range(4):
            if (own >> colour) & 1 and v[MARKET + colour] > 0:
                market = True
        if not market:
            return False
        for wp in range(16):
            if v[WORKERS + wp] < 0:
                return True
        return False
    if kind == K_FIRE:
        for wp in range(16):
            if v[WORKERS + wp] >= 0 and (own >> (wp // 4)) & 1:
                return True
        return False
    return False


@njit(cache=True, nogil=True)
def card_possible(v: np.ndarray, card: int) -> bool:
    """Whether card ``card``'s instruction could be carried out now (``state.card_possible``)."""
    i = card // 4
    action = v[DECK_ACTION + i]
    if action == A_ROLL:
        return True
    return has_simple(v, 1 << action, v[DECK_COUNT + i])


@njit(cache=True, nogil=True)
def list_task(v: np.ndarray, kinds: int, allowance: int, out: np.ndarray, n: int) -> int:
    """Append the moves of task ``kinds`` (``task_moves``) to ``out`` from ``n``."""
    for b in range(9):
        kind = 1 << b
        if not kinds & kind:
            continue
        if kind == K_REVEAL:
            out[n] = C_REVEAL
            n += 1
        elif kind == K_FOLLOW:
            nd = v[NDISCARD]
            if nd > 0 and card_possible(v, v[DISCARD + nd - 1]):
                out[n] = C_FOLLOW
                n += 1
        elif kind == K_CAP:
            if may_cap(v):
                out[n] = C_CAP
                n += 1
        else:
            n = list_simple(v, kind, allowance, out, n)
    return n


@njit(cache=True, nogil=True)
def list_moves(v: np.ndarray, out: np.ndarray) -> int:
    """Write the codes of ``legal_actions()`` (chance outcomes at a roll) to ``out`` (at least
    :data:`MAX_MOVES` long); how many."""
    phase = v[PHASE]
    n = 0
    if phase == P_OVER:
        return 0
    if phase == P_ROLL:
        if v[ROLLING] == 1:
            for k in range(6):
                out[k] = C_ROLL1 + k
            return 6
        for a in range(6):
            for b in range(a, 6):
                out[n] = C_ROLL2 + a * 6 + b
                n += 1
        return n
    if phase == P_CHOOSE:
        seat = v[OWNERS + v[COLOUR]]
        for c in range(4):
            if v[OWNERS + c] == seat:
                out[n] = C_PLAY_AS + c
                n += 1
        return n
    if phase == P_ORDER:
        a, b = v[DICE], v[DICE + 1]
        if a > b:
            a, b = b, a
        out[0] = C_FIRST + a - 1
        if a == b:
            return 1
        out[1] = C_FIRST + b - 1
        return 2
    n = list_task(v, v[KINDS], v[ALLOWANCE], out, 0)
    if v[STARTED]:
        out[n] = C_DONE
        return n + 1
    if n == 0:
        out[0] = C_PASS
        return 1
    return n


# ----------------------------------------------------------------------------- transitions
@njit(cache=True, nogil=True)
def _end_turn(v: np.ndarray) -> None:
    col = v[COLOUR]
    by_player = v[OPT_BY_PLAYER] != 0
    nxt = (col + 1) % 4
    while v[OWNERS + nxt] < 0 or (by_player and v[OWNERS + nxt] == v[OWNERS + col]):
        nxt = (nxt + 1) % 4
    v[COLOUR] = nxt
    v[TURN] += 1
    v[PHASE] = P_CHOOSE if by_player else P_ROLL
    v[ROLLING] = v[OPT_DICE]
    v[NDICE] = 0
    v[DICE] = 0
    v[DICE + 1] = 0
    v[DIE] = 0
    v[CARD] = -1
    v[KINDS] = 0
    v[ALLOWANCE] = 0
    v[STARTED] = 0
    cap = v[OPT_TURN_CAP]
    if cap and v[TURN] > cap:
        v[PHASE] = P_OVER
        v[TERMINATION] = T_TURN_CAP


@njit(cache=True, nogil=True)
def _start_next(v: np.ndarray) -> None:
    if v[NDICE] == 0:
        _end_turn(v)
        return
    d = v[DICE]
    v[DICE] = v[DICE + 1]
    v[DICE + 1] = 0
    v[NDICE] -= 1
    v[PHASE] = P_ACT
    v[DIE] = d
    v[CARD] = -1
    if d <= 4:
        v[KINDS] = K_LOW
        v[ALLOWANCE] = d
    else:
        v[KINDS] = K_HIGH
        v[ALLOWANCE] = 1
    v[STARTED] = 0


@njit(cache=True, nogil=True)
def _step_task(v: np.ndarray, kind: int, used: int) -> None:
    v[KINDS] = kind
    v[ALLOWANCE] -= used
    v[STARTED] = 1
    if v[ALLOWANCE] <= 0:
        _start_next(v)


@njit(cache=True, nogil=True)
def _execute(v: np.ndarray, card: int) -> None:
    i = card // 4
    action = v[DECK_ACTION + i]
    v[CARD] = card
    if action == A_ROLL:
        v[PHASE] = P_ROLL
        v[ROLLING] = 1
        v[KINDS] = 0
        v[ALLOWANCE] = 0
    else:
        v[PHASE] = P_ACT
        v[KINDS] = 1 << action
        v[ALLOWANCE] = v[DECK_COUNT + i]
        v[STARTED] = 0


@njit(cache=True, nogil=True)
def _roll(v: np.ndarray, a: int, b: int) -> None:
    """Roll ``a`` (``b`` = 0) or the pair ``a <= b``."""
    if v[CARD] >= 0:                       # a "roll again" card: this die is played next
        v[DICE + 1] = v[DICE]
        v[DICE] = a
        v[NDICE] += 1
        v[CARD] = -1
        _start_next(v)
        return
    if b > 0 and a != b:
        v[PHASE] = P_ORDER
        v[DICE] = a
        v[DICE + 1] = b
        v[NDICE] = 2
        return
    v[DICE] = a
    v[DICE + 1] = b
    v[NDICE] = 1 if b == 0 else 2
    _start_next(v)


@njit(cache=True, nogil=True)
def apply(v: np.ndarray, code: int, rng: np.ndarray) -> None:
    """Carry out move or outcome ``code`` on ``v`` in place (``rng``: the reshuffle's stream)."""
    if code < C_ROLL2:
        _roll(v, code - C_ROLL1 + 1, 0)
    elif code < C_PLAY_AS:
        k = code - C_ROLL2
        _roll(v, k // 6 + 1, k % 6 + 1)
    elif code < C_FIRST:
        v[COLOUR] = code - C_PLAY_AS
        v[PHASE] = P_ROLL
    elif code < C_REVEAL:
        val = code - C_FIRST + 1
        other = v[DICE + 1] if v[DICE] == val else v[DICE]
        v[DICE] = val
        v[DICE + 1] = other
        _start_next(v)
    elif code == C_REVEAL:
        card = v[DRAW]
        nd = v[NDRAW]
        for k in range(nd - 1):
            v[DRAW + k] = v[DRAW + k + 1]
        v[DRAW + nd - 1] = -1
        v[NDRAW] = nd - 1
        v[DISCARD + v[NDISCARD]] = card
        v[NDISCARD] += 1
        if nd - 1 == 0:
            order = np.arange(40)
            shuffle(rng, order, 40)
            for k in range(40):
                v[DISCARD + k] = order[k] if k < 4 else -1
                v[DRAW + k] = order[k + 4] if k < 36 else -1
            v[NDISCARD] = 4
            v[NDRAW] = 36
        _execute(v, card)
    elif code == C_FOLLOW:
        nd = v[NDISCARD]
        card = v[DISCARD + nd - 1]
        for k in range(nd - 1, 0, -1):
            v[DISCARD + k] = v[DISCARD + k - 1]
        v[DISCARD] = card
        _execute(v, card)
    elif code == C_CAP:
        c = v[COLOUR]
        v[CAPS + v[NCAPS]] = c
        v[NCAPS] += 1
        over = True
        for col in range(4):
            if v[OWNERS + col] < 0:
                continue
            found = False
            for k in range(v[NCAPS]):
                if v[CAPS + k] == col:
                    found = True
            if not found:
                over = False
        if over:
            v[PHASE] = P_OVER
            v[TERMINATION] = T_ALL_CAPS
        else:
            _start_next(v)
    elif code in (C_DONE, C_PASS):
        _start_next(v)
    elif code < C_HIRE:
        wp = code - C_FIRE
        v[MARKET + v[WORKERS + wp]] += 1
        v[WORKERS + wp] = -1
        _start_next(v)
    elif code < C_MOVE:
        k = code - C_HIRE
        colour, wp = k // 16, k % 16
        v[MARKET + colour] -= 1
        v[WORKERS + wp] = colour
        _start_next(v)
    elif code < C_PLACE:
        k = code - C_MOVE
        src, dst = k // 16, k % 16
        v[WORKERS + dst] = v[WORKERS + src]
        v[WORKERS + src] = -1
        _start_next(v)
    elif code < C_TAKE:
        k = code - C_PLACE
        colour, n, wp = k // 64, (k // 16) % 4 + 1, k % 16
        v[QUARRY + colour] -= n
        v[WP + 4 * wp + colour] += n
        _step_task(v, K_PLACE, n)
    elif code < C_BUILD:
        k = code - C_TAKE
        src, colour, dst = k // 64, (k // 16) % 4, k % 16
        v[WP + 4 * src + colour] -= 1
        v[WP + 4 * dst + colour] += 1
        _step_task(v, K_TAKE if v[KINDS] & K_TAKE else K_PLACE, 1)
    else:
        k = code - C_BUILD
        wp, colour, cell = k // 256, (k // 64) % 4, k % 64
        v[WP + 4 * wp + colour] -= 1
        h = v[HEIGHT + cell]
        v[STACK + 4 * cell + h] = colour
        v[HEIGHT + cell] = h + 1
        for side in range(4):
            if v[COMPLETE + side] == 0 and side_complete(v, side):
                v[COMPLETE + side] = v[TURN]
        _step_task(v, K_BUILD, 1)
    v[STEP] += 1


