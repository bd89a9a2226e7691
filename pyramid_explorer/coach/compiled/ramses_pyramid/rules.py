"""Ramses Pyramid's legal moves and transitions on the state vector (numba).

A line-by-line port of ``games/ramses_pyramid/legal.py`` (``listed_moves``), ``moves.py``
(``next_state`` and its helpers), ``mechanics.py`` (``turn_layers``, ``mummies_come_down``)
and ``tents.py``; the rule clause ids are not kept. :func:`list_codes` writes the legal codes
in ``legal_actions()`` order, :func:`apply` plays one code on a vector in place (the step
number included), :func:`returns` reads ``state.returns()``.

>>> from pyramid_explorer.games import new_game
>>> from .layout import encode
>>> v = encode(new_game("ramses-pyramid", seed=3, players=2))
>>> out = np.empty(64, dtype=np.int64)
>>> [int(c) for c in out[:list_codes(v, out)]]            # the die's four outcomes
[0, 1, 2, 3]
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
    C_NOTHING,
    C_PASS,
    C_PEEK,
    C_PLACE,
    C_ROLL,
    C_SIDEWAYS,
    C_STEAL,
    C_STOP,
    C_TAKE,
    C_TURN,
    C_UP,
    M_FREE,
    M_TENT,
    NUM_CODES,
)
from .keys import SPEND, key_start
from .layout import (
    A_LAPPED,
    A_LAYER,
    A_OUT,
    A_SIDE,
    A_TRACK,
    ADV_SIZE,
    ADVS,
    CRYSTALS,
    DIE_EFFECT,
    DIE_VALUE,
    E_MUMMY,
    E_STEAL,
    E_TURN,
    END_ALL_TRAPPED,
    END_MUMMIES,
    END_RAMSES,
    END_SCORPION,
    END_TURN_CAP,
    ENDING,
    HEADING,
    LAYER_COLOURS,
    MUMMIES,
    NAMED,
    NAMED_COUNT,
    NUM_MUMMIES,
    NUM_TEMPLES,
    O_BUMPED,
    O_CHANGE_DIR,
    O_MAY_PASS,
    O_PAIRS_MUMMIES,
    O_SPEND,
    O_TEAM,
    O_TRACK_UP_TO,
    O_TRAPPED,
    O_TREASURE,
    O_TURN_CAP,
    O_WRONG_DOWN,
    O_WRONG_SIDEWAYS,
    P_ADVANCE,
    P_CLIMB,
    P_DECIDE,
    P_NAME,
    P_OVER,
    P_PLACE,
    P_ROLL,
    P_SPACE,
    P_SPECIAL,
    PENDING,
    PHASE,
    PLAYER,
    ROTATION,
    SEED,
    SEEN,
    STEP,
    STEPS,
    TEMPLE_COLOURS,
    TEMPLES,
    TENTS,
    THEN_CLIMB,
    TURN,
    WINNER,
    N,
)

DARK = 1
TOP_LAYER = 6
TOP = 7
GROUND = 0
TRACK_LENGTH = 9
MAX_LEGAL = 64
"""More than any position lists (at most 1 + 3 sides x 4 temple spaces while deciding)."""

ROLL_VALUE = np.array([1, 2, 2, 3], dtype=np.int64)
ROLL_EFFECT = np.array([E_TURN, E_STEAL, 0, E_MUMMY], dtype=np.int64)
FIRST_SPACE = np.array([3, 5, 7, 1], dtype=np.int64)
"""``spaces_of_side(side)[0]``: the first brown space beside each side."""


# ---------------------------------------------------------------------------- queries
@njit(cache=True, nogil=True)
def adv_at(seat: int, part: int) -> int:
    """The offset of ``part`` (``A_TRACK`` …) of ``seat``'s adventurer."""
    return ADVS + seat * ADV_SIZE + part


@njit(cache=True, nogil=True)
def colour_at(v: np.ndarray, layer: int, side: int) -> int:
    """``state.colour_at(layer, side)`` as a colour code (-1: the dark layer)."""
    return v[LAYER_COLOURS + (layer - 1) * 4 + (side - v[ROTATION + layer - 1]) % 4]


@njit(cache=True, nogil=True)
def blocked(v: np.ndarray, layer: int, side: int) -> bool:
    """``(layer, side) in state.mummies``."""
    for i in range(NUM_MUMMIES):
        if v[MUMMIES + 2 * i] == layer and v[MUMMIES + 2 * i + 1] == side:
            return True
    return False


@njit(cache=True, nogil=True)
def temple_space(v: np.ndarray, tid: int) -> int:
    """The temple space temple ``tid`` stands on."""
    for s in range(9):
        if v[TEMPLES + s] == tid:
            return s
    return -1


@njit(cache=True, nogil=True)
def means_for(v: np.ndarray, seat: int, layer: int, side: int, out: np.ndarray) -> int:
    """``state.means_for`` as means codes in ``out``; returns how many."""
    colour = colour_at(v, layer, side)
    if colour < 0:
        out[0] = M_FREE
        return 1
    if v[TENTS + seat * 6 + colour] > 0:
        out[0] = M_TENT
        return 1
    k = 0
    for s in range(1, 9):
        if v[TEMPLES + s] >= 0:
            out[k] = s
            k += 1
    return k


@njit(cache=True, nogil=True)
def list_codes(v: np.ndarray, out: np.ndarray) -> int:
    """The legal codes in ``legal_actions()`` order into ``out``; returns how many."""
    ph = v[PHASE]
    if ph == P_OVER:
        return 0
    if ph == P_ROLL:
        for i in range(4):
            out[i] = C_ROLL + i
        return 4
    seat = v[PLAYER]
    layer = v[adv_at(seat, A_LAYER)]
    side = v[adv_at(seat, A_SIDE)]
    k = 0
    if ph == P_DECIDE:
        if v[adv_at(seat, A_LAPPED)]:
            for s in range(4):
                if not blocked(v, DARK, s):
                    out[k] = C_ENTER + s
                    k += 1
            if k == 0:
                out[0] = C_PASS
                k = 1
            return k
        out[0] = C_CLIMB
        k = 1
        means = np.empty(8, dtype=np.int64)
        for s in range(4):
            if s != side and not blocked(v, layer, s):
                m = means_for(v, seat, layer, s, means)
                for j in range(m):
                    out[k] = C_SIDEWAYS + 10 * s + means[j]
                    k += 1
        return k
    if ph == P_SPECIAL:
        effect = v[DIE_EFFECT]
        if effect == E_TURN:
            for lay in range(2, 7):
                out[k] = C_TURN + 2 * (lay - 2)
                out[k + 1] = C_TURN + 2 * (lay - 2) + 1
                k += 2
            return k
        if effect == E_STEAL:
            for p in range(v[N]):
                if p != seat:
                    for c in range(6):
                        if v[TENTS + p * 6 + c] > 0:
                            out[k] = C_STEAL + 6 * p + c
                            k += 1
            return k
        for s in range(4):
            if top_has(v, s):
                out[k] = C_MUMMY + s
                k += 1
        return k
    if ph == P_ADVANCE:
        for j in range(1, v[STEPS] + 1):
            out[k] = C_ADVANCE + j - 1
            k += 1
        return k
    if ph == P_SPACE:
        track = v[adv_at(seat, A_TRACK)]
        if v[CRYSTALS + track] >= 0:
            out[k] = C_TAKE
            k += 1
        if v[TEMPLES + track] >= 0:
            out[k] = C_PEEK
            k += 1
        if k == 0 or v[O_MAY_PASS]:
            out[k] = C_NOTHING
            k += 1
        return k
    if ph == P_PLACE:
        for s in range(1, 9):
            if v[TEMPLES + s] < 0:
                out[k] = C_PLACE + s - 1
                k += 1
        return k
    if ph == P_CLIMB:
        means = np.empty(8, dtype=np.int64)
        for way in range(2):
            heading = 1 if way == 0 else -1
            to = layer + heading
            if v[HEADING] == -heading and not v[O_CHANGE_DIR]:
                continue
            if 1 <= to <= TOP_LAYER and not blocked(v, to, side):
                m = means_for(v, seat, to, side, means)
                base = C_UP if way == 0 else C_DOWN
                for j in range(m):
                    out[k] = base + means[j]
                    k += 1
        out[k] = C_STOP
        return k + 1
    if ph == P_NAME:
        for c in range(6):
            out[c] = C_NAME + c
        return 6
    return 0


@njit(cache=True, nogil=True)
def top_has(v: np.ndarray, side: int) -> bool:
    """True when a mummy still stands at the top on ``side``."""
    return blocked(v, TOP, side)


@njit(cache=True, nogil=True)
def returns(v: np.ndarray) -> np.ndarray:
    """``state.returns()``."""
    n = v[N]
    out = np.zeros(n, dtype=np.float64)
    ending = v[ENDING]
    if ending < 0 or ending == END_TURN_CAP:
        return out
    if ending == END_MUMMIES or ending == END_ALL_TRAPPED:  # noqa: SIM109 - numba
        out[:] = -1.0
        return out
    if v[O_TEAM] == 1:
        out[:] = 1.0
        return out
    w = v[WINNER]
    for p in range(n):
        if v[O_TEAM] == 2:
            out[p] = 1.0 if p % 2 == w % 2 else -1.0
        else:
            out[p] = 1.0 if p == w else -1.0
    return out


# ---------------------------------------------------------------------------- helpers
@njit(cache=True, nogil=True)
def set_adv(v: np.ndarray, seat: int, track: int, lapped: int, layer: int, side: int,
            out: int) -> None:
    """``advs[seat] = Adventurer(track, lapped, layer, side, out)``."""
    base = ADVS + seat * ADV_SIZE
    v[base + A_TRACK] = track
    v[base + A_LAPPED] = lapped
    v[base + A_LAYER] = layer
    v[base + A_SIDE] = side
    v[base + A_OUT] = out


@njit(cache=True, nogil=True)
def end_turn(v: np.ndarray) -> None:
    """``moves.end_turn``: the next seat still in the game, or the turn cap."""
    n = v[N]
    p = v[PLAYER]
    nxt = p
    for k in range(1, n + 1):
        q = (p + k) % n
        if not v[adv_at(q, A_OUT)]:
            nxt = q
            break
    turn = v[TURN] + 1
    v[PLAYER] = nxt
    v[TURN] = turn
    v[STEPS] = 0
    v[PENDING] = -1
    v[THEN_CLIMB] = 0
    v[NAMED_COUNT] = 0
    for i in range(NUM_TEMPLES):
        v[NAMED + i] = -1
    v[HEADING] = 0
    if v[O_TURN_CAP] and turn > v[O_TURN_CAP]:
        v[PHASE] = P_OVER
        v[ENDING] = END_TURN_CAP
        return
    if v[adv_at(nxt, A_LAPPED)] or v[adv_at(nxt, A_LAYER)] > 0:
        v[PHASE] = P_DECIDE
    else:
        v[PHASE] = P_ROLL


@njit(cache=True, nogil=True)
def over(v: np.ndarray, ending: int, winner: int) -> None:
    """``moves._over``."""
    v[PHASE] = P_OVER
    v[ENDING] = ending
    v[WINNER] = winner


@njit(cache=True, nogil=True)
def turn_layers(v: np.ndarray, layer: int, direction: int) -> None:
    """``mechanics.turn_layers``: ``layer`` and every layer above, with whoever stands there."""
    for i in range(6):
        if i + 1 >= layer:
            v[ROTATION + i] = (v[ROTATION + i] + direction) % 4
    for p in range(v[N]):
        if v[adv_at(p, A_LAYER)] >= layer:
            v[adv_at(p, A_SIDE)] = (v[adv_at(p, A_SIDE)] + direction) % 4
    for i in range(NUM_MUMMIES):
        lay = v[MUMMIES + 2 * i]
        if lay >= layer and lay != GROUND:
            v[MUMMIES + 2 * i + 1] = (v[MUMMIES + 2 * i + 1] + direction) % 4


@njit(cache=True, nogil=True)
def mummies(v: np.ndarray, top_side: int) -> None:
    """``moves._mummies``: the mummies come down (``top_side`` -1: none left at the top),
    adventurers they arrive on are bumped, team play may end."""
    old = v[MUMMIES:MUMMIES + 2 * NUM_MUMMIES].copy()
    taken = np.zeros(9, dtype=np.bool_)
    for i in range(NUM_MUMMIES):
        if old[2 * i] == GROUND:
            taken[old[2 * i + 1]] = True
    arrived = np.zeros(2 * (NUM_MUMMIES + 1), dtype=np.int64)
    na = 0
    for i in range(NUM_MUMMIES):
        lay = old[2 * i]
        side = old[2 * i + 1]
        if 1 <= lay <= TOP_LAYER:
            if lay == 1:
                first = FIRST_SPACE[side]
                space = -1
                for k in range(8):
                    sp = (first - 1 + k) % 8 + 1
                    if not taken[sp]:
                        space = sp
                        break
                taken[space] = True
                v[MUMMIES + 2 * i] = GROUND
                v[MUMMIES + 2 * i + 1] = space
            else:
                v[MUMMIES + 2 * i] = lay - 1
                arrived[2 * na] = lay - 1
                arrived[2 * na + 1] = side
                na += 1
    if top_side >= 0:
        for i in range(NUM_MUMMIES):
            if v[MUMMIES + 2 * i] == TOP and v[MUMMIES + 2 * i + 1] == top_side:
                v[MUMMIES + 2 * i] = TOP_LAYER
                arrived[2 * na] = TOP_LAYER
                arrived[2 * na + 1] = top_side
                na += 1
                break
    for p in range(v[N]):
        layer = v[adv_at(p, A_LAYER)]
        side = v[adv_at(p, A_SIDE)]
        if layer <= 0 or v[adv_at(p, A_OUT)] != 0:  # (trapped: out of the game)
            continue
        hit = False
        for j in range(na):
            if arrived[2 * j] == layer and arrived[2 * j + 1] == side:
                hit = True
        if hit:
            stay = v[O_BUMPED] == 0 and layer > DARK and not blocked(v, DARK, side)
            if stay:
                set_adv(v, p, 0, 0, DARK, side, 0)
            else:
                set_adv(v, p, 0, 1, 0, 0, 0)
    if v[O_TEAM] != 0:
        for i in range(NUM_MUMMIES):
            if v[MUMMIES + 2 * i] != GROUND:
                return
        if v[O_TEAM] == 2 and v[O_PAIRS_MUMMIES] == 1:
            return
        over(v, END_MUMMIES, -1)


@njit(cache=True, nogil=True)
def start_move(v: np.ndarray) -> None:
    """``moves._start_move``: after the die's symbol, the steps."""
    seat = v[PLAYER]
    if v[adv_at(seat, A_LAPPED)]:
        end_turn(v)
        return
    if v[adv_at(seat, A_LAYER)] == 0 and not v[adv_at(seat, A_OUT)]:
        mummy_roll = v[DIE_VALUE] > 0 and v[DIE_EFFECT] == E_MUMMY
        if (v[O_TRACK_UP_TO] or mummy_roll) and v[STEPS] > 1:
            v[PHASE] = P_ADVANCE
            return
        advance(v, v[STEPS])
        return
    v[PHASE] = P_CLIMB


@njit(cache=True, nogil=True)
def advance(v: np.ndarray, k: int) -> None:
    """``moves._advance``: ``k`` brown spaces on (the lap ends at the entrance)."""
    seat = v[PLAYER]
    pos = v[adv_at(seat, A_TRACK)] + k
    if pos >= TRACK_LENGTH:
        set_adv(v, seat, 0, 1, 0, 0, 0)
        end_turn(v)
        return
    set_adv(v, seat, pos, 0, 0, 0, 0)
    if v[CRYSTALS + pos] >= 0 or v[TEMPLES + pos] >= 0:
        v[PHASE] = P_SPACE
        return
    end_turn(v)


@njit(cache=True, nogil=True)
def saw(v: np.ndarray, seat: int, tid: int) -> None:
    """``seen[seat][tid] = turn`` (``seat`` -1: every seat, an opening)."""
    for p in range(v[N]):
        if seat < 0 or p == seat:
            v[SEEN + p * NUM_TEMPLES + tid] = v[TURN]


@njit(cache=True, nogil=True)
def roll(v: np.ndarray, value: int, effect: int) -> None:
    """``moves._roll``."""
    v[DIE_VALUE] = value
    v[DIE_EFFECT] = effect
    v[STEPS] = value
    seat = v[PLAYER]
    if effect == E_MUMMY and v[adv_at(seat, A_LAYER)] == TOP_LAYER:
        if v[O_TREASURE]:
            v[PHASE] = P_NAME
            return
        over(v, END_RAMSES, seat)
        return
    if effect == E_TURN:
        v[PHASE] = P_SPECIAL
        return
    if effect == E_STEAL:
        for p in range(v[N]):
            if p != seat:
                for c in range(6):
                    if v[TENTS + p * 6 + c] > 0:
                        v[PHASE] = P_SPECIAL
                        return
        start_move(v)
        return
    if effect == E_MUMMY:
        count = 0
        only = -1
        for s in range(4):
            if top_has(v, s):
                count += 1
                only = s
        if count > 1:
            v[PHASE] = P_SPECIAL
            return
        mummies(v, only)
        if v[PHASE] == P_OVER:
            return
    start_move(v)


@njit(cache=True, nogil=True)
def spend(v: np.ndarray, colour: int) -> None:
    """``tents.spend``: the used crystal goes onto a free brown space drawn with
    ``state.rng("spend")`` (the key made from the seed and step number in ``v``)."""
    seat = v[PLAYER]
    v[TENTS + seat * 6 + colour] -= 1
    free = np.empty(8, dtype=np.int64)
    k = 0
    for p in range(1, 9):
        if v[CRYSTALS + p] < 0:
            free[k] = p
            k += 1
    rng = np.zeros(4, dtype=np.uint64)
    reset(rng, key_start(v[SEED], v[STEP], SPEND))
    space = free[randbelow(rng, k)]
    v[CRYSTALS + space] = colour


@njit(cache=True, nogil=True)
def enter(v: np.ndarray, layer: int, side: int, means: int, sideways: bool) -> None:
    """``moves._enter``: onto ``(layer, side)``, its colour met by ``means``."""
    colour = colour_at(v, layer, side)
    seat = v[PLAYER]
    adv_layer = v[adv_at(seat, A_LAYER)]
    adv_side = v[adv_at(seat, A_SIDE)]
    steps = v[STEPS] if sideways else v[STEPS] - 1
    going_down = (not sideways) and layer < adv_layer
    if not sideways:
        v[HEADING] = -1 if going_down else 1
    if means == M_TENT:
        if v[O_SPEND]:
            spend(v, colour)
    elif means != M_FREE:
        tid = v[TEMPLES + means]
        saw(v, -1, tid)
        v[PHASE] = P_PLACE
        v[PENDING] = tid
        if v[TEMPLE_COLOURS + tid] != colour:
            stay = ((sideways and v[O_WRONG_SIDEWAYS] == 1)
                    or (going_down and v[O_WRONG_DOWN] == 0))
            down = adv_layer - 1
            if not stay and down >= DARK and not blocked(v, down, adv_side):
                v[adv_at(seat, A_LAYER)] = down
            v[THEN_CLIMB] = 0
            return
        v[adv_at(seat, A_LAYER)] = layer
        v[adv_at(seat, A_SIDE)] = side
        v[STEPS] = steps
        v[THEN_CLIMB] = 1 if (not sideways and steps > 0) else 0
        return
    v[adv_at(seat, A_LAYER)] = layer
    v[adv_at(seat, A_SIDE)] = side
    v[STEPS] = steps
    if sideways or steps == 0:
        end_turn(v)
        return
    v[PHASE] = P_CLIMB


@njit(cache=True, nogil=True)
def name(v: np.ndarray, colour: int) -> None:
    """``moves._name``: the treasure room, one temple's colour named."""
    count = v[NAMED_COUNT]
    if count + 1 < NUM_TEMPLES:
        v[NAMED + count] = colour
        v[NAMED_COUNT] = count + 1
        return
    right = v[TEMPLE_COLOURS + count] == colour
    for i in range(count):
        if v[NAMED + i] != v[TEMPLE_COLOURS + i]:
            right = False
    seat = v[PLAYER]
    if right:
        v[NAMED + count] = colour
        v[NAMED_COUNT] = count + 1
        over(v, END_SCORPION, seat)
        return
    side = v[adv_at(seat, A_SIDE)]
    if v[O_TRAPPED] == 1:
        if not blocked(v, DARK, side):
            set_adv(v, seat, 0, 0, DARK, side, 0)
        else:
            set_adv(v, seat, 0, 1, 0, 0, 0)
        end_turn(v)
        return
    v[adv_at(seat, A_OUT)] = 1
    for p in range(v[N]):
        if not v[adv_at(p, A_OUT)]:
            end_turn(v)
            return
    over(v, END_ALL_TRAPPED, -1)


# ---------------------------------------------------------------------------- the step
@njit(cache=True, nogil=True)
def apply(v: np.ndarray, code: int) -> None:
    """Play the legal ``code`` on ``v`` in place (``moves.next_state``; the step number too)."""
    seat = v[PLAYER]
    layer = v[adv_at(seat, A_LAYER)]
    side = v[adv_at(seat, A_SIDE)]
    if code < C_CLIMB:
        roll(v, ROLL_VALUE[code - C_ROLL], ROLL_EFFECT[code - C_ROLL])
    elif code == C_CLIMB:
        v[PHASE] = P_ROLL
    elif code < C_ENTER:
        k = code - C_SIDEWAYS
        enter(v, layer, k // 10, k % 10, True)
    elif code < C_PASS:
        set_adv(v, seat, 0, 0, DARK, code - C_ENTER, 0)
        v[PHASE] = P_ROLL
    elif code == C_PASS:
        end_turn(v)
    elif code < C_STEAL:
        k = code - C_TURN
        turn_layers(v, k // 2 + 2, -1 if k % 2 else 1)
        start_move(v)
    elif code < C_MUMMY:
        k = code - C_STEAL
        victim = k // 6
        colour = k % 6
        v[TENTS + victim * 6 + colour] -= 1
        v[TENTS + seat * 6 + colour] += 1
        start_move(v)
    elif code < C_ADVANCE:
        mummies(v, code - C_MUMMY)
        if v[PHASE] != P_OVER:
            start_move(v)
    elif code < C_TAKE:
        advance(v, code - C_ADVANCE + 1)
    elif code == C_TAKE:
        pos = v[adv_at(seat, A_TRACK)]
        v[TENTS + seat * 6 + v[CRYSTALS + pos]] += 1
        v[CRYSTALS + pos] = -1
        end_turn(v)
    elif code == C_PEEK:
        pos = v[adv_at(seat, A_TRACK)]
        tid = v[TEMPLES + pos]
        saw(v, seat, tid)
        v[PHASE] = P_PLACE
        v[PENDING] = tid
        v[THEN_CLIMB] = 0
    elif code == C_NOTHING:
        end_turn(v)
    elif code < C_UP:
        tid = v[PENDING]
        old = temple_space(v, tid)
        v[TEMPLES + old] = -1
        v[TEMPLES + code - C_PLACE + 1] = tid
        v[PENDING] = -1
        if v[THEN_CLIMB]:
            v[PHASE] = P_CLIMB
            v[THEN_CLIMB] = 0
        else:
            end_turn(v)
    elif code < C_DOWN:
        enter(v, layer + 1, side, code - C_UP, False)
    elif code < C_STOP:
        enter(v, layer - 1, side, code - C_DOWN, False)
    elif code == C_STOP:
        end_turn(v)
    elif code < NUM_CODES:
        name(v, code - C_NAME)
    v[STEP] += 1


@njit(cache=True, nogil=True)
def step(v: np.ndarray, code: int) -> np.ndarray:
    """The vector after ``code`` (``v`` untouched)."""
    out = v.copy()
    apply(out, code)
    return out


@njit(cache=True, nogil=True)
def legal_codes(v: np.ndarray) -> np.ndarray:
    """The legal codes as a new array."""
    out = np.empty(MAX_LEGAL, dtype=np.int64)
    k = list_codes(v, out)
    return out[:k].copy()
