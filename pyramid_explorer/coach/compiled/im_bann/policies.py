"""Im Bann's playout policies, compiled: ``bots.HeuristicBot`` (:data:`HEURISTIC`),
``strategy.StrategistBot`` (:data:`COACH`, the game's coach policy) and ``RandomImBannBot``
(:data:`RANDOM`), each picking the move the Python bot picks in the same state.

:func:`decide` is the bots' ``_decide`` (the strategist is the heuristic with four decisions
changed, so one function with a ``strat`` flag, in the Python methods' order); a bot that finds
nothing draws a listed move from its stream, as ``HeuristicBot.choose`` does.

>>> import numpy as np
>>> from pyramid_explorer.games import new_game
>>> from pyramid_explorer.games.im_bann import HeuristicBot
>>> from pyramid_explorer.coach.compiled import stream
>>> from pyramid_explorer.coach.compiled.im_bann.layout import encode, action_code
>>> s = new_game("im-bann-der-pyramide", seed=3, players=3)
>>> rng = stream.new_stream(stream.start(f"3:0:bot:heuristic"))
>>> choose_with(encode(s), HEURISTIC, rng) == action_code(s, HeuristicBot().choose(s))
True
"""

# ruff: noqa: SIM110  (numba compiles these loops; it has no any() of a generator)
from __future__ import annotations

import numpy as np

from .. import stream
from ..stream import njit
from .layout import (
    AFTER_A,
    AFTER_B,
    AFTER_SHED,
    ARGS,
    CARD_CC,
    CARD_ITEM,
    CARD_VALUE,
    CC_CURSE,
    CC_EQUIPMENT,
    CC_MAGIC,
    CC_MUMMY,
    CC_PROTECTION,
    CC_SCARAB,
    CC_VALUE,
    CQ,
    CURSE,
    DEPOT,
    DEPOT_ITEM,
    END,
    EXCHANGE,
    EXCHANGED,
    HAND_LIMIT,
    HANDS,
    M_COMPLETE,
    M_CURSE,
    M_DEPOT,
    M_DRAW,
    M_END,
    M_EQUIP,
    M_EXCHANGE,
    M_EXCHANGE_DONE,
    M_GIVE_UP,
    M_MAGIC,
    M_MUMMY,
    M_PASS_MUMMY,
    M_PROTECTION,
    M_SCARAB,
    M_SHED,
    NCARDS,
    NITEMS,
    NP,
    PASS_MUMMY,
    PHASE,
    POSITIONS,
    SCARAB,
    SHED,
    SHED_SUM,
    SHED_VALUE,
    SHOW,
    SHOW_LEN,
    SPECIAL,
    START,
    TURN_PLAYER,
)
from .rules import MAX_LEGAL, at_chamber, entered, holds, legal, show_sum, target

HEURISTIC = 0
COACH = 1
RANDOM = 2
NONE = -1
"""No move found (the bot then draws one at random)."""
HAND, CODES, IND, BY_VALUE, FITTING = 0, NCARDS, NCARDS + 8, NCARDS + 16, NCARDS + 24
IND_VALUES = NCARDS + 32
HELD = IND_VALUES + NCARDS
SCRATCH = HELD + NCARDS
"""The policies' scratch space (int64 words): the hand, the listed equipment codes, the values
held, reused from decision to decision (no allocation in a playout's loop)."""


@njit(cache=True, nogil=True)
def pick(acts: np.ndarray, k: int, kind: int, arg: int) -> int:
    """``bots._pick``: the first listed move of ``kind`` (with argument ``arg`` unless -1)."""
    for i in range(k):
        a = acts[i]
        if a // ARGS == kind and (arg < 0 or a % ARGS == arg):
            return a
    return NONE


@njit(cache=True, nogil=True)
def hand_cards(v: np.ndarray, q: int, out: np.ndarray) -> int:
    """Seat ``q``'s hand as card ids in order (the state's sorted tuple); their number."""
    h = v[HANDS + q]
    n = 0
    for i in range(NCARDS):
        if (h >> i) & 1:
            out[n] = i
            n += 1
    return n


@njit(cache=True, nogil=True)
def need_of(v: np.ndarray, q: int) -> int:
    """``HeuristicBot._need``."""
    return target(v, q) - show_sum(v, q)


@njit(cache=True, nogil=True)
def progress(v: np.ndarray, q: int) -> int:
    """``HeuristicBot._progress`` as one comparable number (position, then showcase sum)."""
    return v[POSITIONS + q] * 100000 + show_sum(v, q)


@njit(cache=True, nogil=True)
def subset_sum(values: np.ndarray, n: int, skip: int, tgt: int) -> bool:
    """``bots._subset_sum`` of ``values[:n]`` without one value ``skip`` (-1: none)."""
    if tgt <= 0:
        return False
    skipped = skip < 0
    if tgt < 62:  # the sums reached as bits (every target a game reaches)
        mask = (1 << (tgt + 1)) - 1
        bits = 1
        for i in range(n):
            x = values[i]
            if not skipped and x == skip:
                skipped = True
                continue
            bits = (bits | (bits << x)) & mask
        return (bits >> tgt) & 1 == 1
    reach = np.zeros(tgt + 1, dtype=np.bool_)
    reach[0] = True
    for i in range(n):
        x = values[i]
        if not skipped and x == skip:
            skipped = True
            continue
        for r in range(tgt - x, -1, -1):
            if reach[r]:
                reach[r + x] = True
    return reach[tgt]


@njit(cache=True, nogil=True)
def equip_choice_plain(v: np.ndarray, me: int, codes: np.ndarray, m: int) -> int:
    """``HeuristicBot._equip_choice`` over code numbers ``codes[:m]`` (one item: distinct
    values); the code number, or -1."""
    need = need_of(v, me)
    best_fit, best_over, best_max = -1, -1, -1
    for i in range(m):
        cc = codes[i]
        val = CC_VALUE[cc]
        if val == need:
            return cc
        if val < need and (best_fit < 0 or val > CC_VALUE[best_fit]):
            best_fit = cc
        if val > need and (best_over < 0 or val < CC_VALUE[best_over]):
            best_over = cc
        if best_max < 0 or val > CC_VALUE[best_max]:
            best_max = cc
    if at_chamber(v, me):
        return best_fit
    if best_over >= 0:
        return best_over
    return best_max


@njit(cache=True, nogil=True)
def chamber_card(v: np.ndarray, me: int, codes: np.ndarray, m: int, hand: np.ndarray,
                 nh: int, buf: np.ndarray) -> int:
    """``StrategistBot._chamber_card``: the code number, or -1 (better not to lay one)."""
    need = need_of(v, me)
    depot = v[DEPOT_ITEM]
    held = buf[HELD:HELD + NCARDS]
    nheld = 0
    for i in range(nh):
        if CARD_ITEM[hand[i]] == depot:
            held[nheld] = CARD_VALUE[hand[i]]
            nheld += 1
    by_value = buf[BY_VALUE:BY_VALUE + 8]
    by_value[:] = -1
    for i in range(m):
        by_value[CC_VALUE[codes[i]]] = codes[i]
    if need >= 0 and need < 8 and by_value[need] >= 0:
        return by_value[need]
    fitting = buf[FITTING:FITTING + 8]
    nf = 0
    for val in range(7, 0, -1):
        if val < need and by_value[val] >= 0:
            fitting[nf] = val
            nf += 1
    if nf == 0:
        return -1
    if v[PHASE] == SCARAB:
        for i in range(nf):
            val = fitting[i]
            if subset_sum(held, nheld, val, need - val):
                return by_value[val]
    magic = holds(v, me, CC_MAGIC)
    best, best_out = -1, -1
    for i in range(nf):
        val = fitting[i]
        left = need - val
        out = 1 if 1 <= left <= 4 else 0
        if magic:
            for j in range(nh):
                if CARD_ITEM[hand[j]] >= 0 and CARD_VALUE[hand[j]] == left:
                    out = 2
                    break
        skipped = False
        for j in range(nheld):
            if not skipped and held[j] == val:
                skipped = True
                continue
            if held[j] == left:
                out = 3
                break
        if best < 0 or out > best_out or (out == best_out and val > best):
            best, best_out = val, out
    if best_out < 2 and need <= 5 and nh < HAND_LIMIT - 1:
        return -1
    return by_value[best]


@njit(cache=True, nogil=True)
def equip_choice(v: np.ndarray, me: int, codes: np.ndarray, m: int, strat: bool,
                 hand: np.ndarray, nh: int, buf: np.ndarray) -> int:
    """The bot's ``_equip_choice`` (the strategist's at the Chamber while laying cards)."""
    p = v[PHASE]
    if strat and at_chamber(v, me) and p in (START, SPECIAL, SCARAB):
        return chamber_card(v, me, codes, m, hand, nh, buf)
    return equip_choice_plain(v, me, codes, m)


@njit(cache=True, nogil=True)
def leader(v: np.ndarray, me: int) -> int:
    """``HeuristicBot._leader`` among the others still in the game (-1: none)."""
    best, best_p = -1, -1
    for q in range(v[NP]):
        if q != me and not entered(v, q):
            p = progress(v, q)
            if best < 0 or p > best_p:
                best, best_p = q, p
    return best


@njit(cache=True, nogil=True)
def best_item(v: np.ndarray, me: int, hand: np.ndarray, nh: int) -> int:
    """``HeuristicBot._best_item``."""
    need = need_of(v, me)
    best, best_a, best_b = -1, -1, -1
    for item in range(NITEMS):
        has, total = 0, 0
        for i in range(nh):
            if CARD_ITEM[hand[i]] == item:
                total += CARD_VALUE[hand[i]]
                if CARD_VALUE[hand[i]] == need:
                    has = 1
        if best < 0 or has > best_a or (has == best_a and total > best_b):
            best, best_a, best_b = item, has, total
    return best


@njit(cache=True, nogil=True)
def junk_exchange(v: np.ndarray, acts: np.ndarray, k: int, hand: np.ndarray, nh: int) -> int:
    """Exchange the lowest hand card of another item (-1: none, or not listed)."""
    depot = v[DEPOT_ITEM]
    low = -1
    for i in range(nh):
        c = hand[i]
        if CARD_ITEM[c] >= 0 and CARD_ITEM[c] != depot and (
                low < 0 or CARD_VALUE[c] < CARD_VALUE[low]):
            low = c
    if low < 0:
        return NONE
    return pick(acts, k, M_EXCHANGE, CARD_CC[low])


@njit(cache=True, nogil=True)
def start_plain(v: np.ndarray, me: int, acts: np.ndarray, k: int, strat: bool,
                hand: np.ndarray, nh: int, buf: np.ndarray) -> int:
    """``HeuristicBot._start`` (with the strategist's ``_equip_choice`` when ``strat``)."""
    need = need_of(v, me)
    at_ch = at_chamber(v, me)
    depot = v[DEPOT_ITEM]
    ind = buf[IND:IND + 8]
    m = 0
    for i in range(k):
        if acts[i] // ARGS == M_EQUIP:
            ind[m] = acts[i] % ARGS
            m += 1
    ind_values = buf[IND_VALUES:IND_VALUES + NCARDS]
    ni, ind_sum = 0, 0
    for i in range(nh):
        if CARD_ITEM[hand[i]] == depot:
            ind_values[ni] = CARD_VALUE[hand[i]]
            ind_sum += ind_values[ni]
            ni += 1
    # 1. an exact card
    for i in range(m):
        if CC_VALUE[ind[i]] == need:
            return pick(acts, k, M_EQUIP, ind[i])
    # 2. a Scarab that reaches the target with the indicated cards
    if holds(v, me, CC_SCARAB) and ni >= 2 and (
            subset_sum(ind_values, ni, -1, need) or (not at_ch and ind_sum >= need)):
        return pick(acts, k, M_SCARAB, -1)
    # 3. Magic Power towards an item holding the exact card
    if holds(v, me, CC_MAGIC):
        for i in range(nh):
            item = CARD_ITEM[hand[i]]
            if item >= 0 and item != depot and CARD_VALUE[hand[i]] == need:
                return pick(acts, k, M_MAGIC, item)
    # 4. complete outright
    if not at_ch:
        low = -1
        for i in range(m):
            if CC_VALUE[ind[i]] >= need and (low < 0 or CC_VALUE[ind[i]] < CC_VALUE[low]):
                low = ind[i]
        if low >= 0:
            return pick(acts, k, M_EQUIP, low)
    # 5. the Curse or the Mummy against a leader
    lead = leader(v, me)
    if lead >= 0:
        ahead = progress(v, lead) > progress(v, me)
        if holds(v, me, CC_CURSE) and show_sum(v, lead) >= 4 and ahead:
            return pick(acts, k, M_CURSE, -1)
        if holds(v, me, CC_MUMMY) and v[POSITIONS + lead] >= v[POSITIONS + me]:
            return pick(acts, k, M_MUMMY, -1)
    # 6. progress with the indicated item
    if m > 0:
        cc = equip_choice(v, me, ind, m, strat, hand, nh, buf)
        if cc >= 0:
            return pick(acts, k, M_EQUIP, cc)
    # 7. turn the depot, protect, draw, exchange
    if holds(v, me, CC_MAGIC):
        best = best_item(v, me, hand, nh)
        if best != depot:
            return pick(acts, k, M_MAGIC, best)
    if holds(v, me, CC_PROTECTION) and show_sum(v, me) >= 3 and not _shows(v, me, CC_PROTECTION):
        return pick(acts, k, M_PROTECTION, -1)
    for n in range(2, 0, -1):
        a = pick(acts, k, M_DRAW, n)
        if a >= 0:
            return a
    return junk_exchange(v, acts, k, hand, nh)


@njit(cache=True, nogil=True)
def _shows(v: np.ndarray, q: int, cc: int) -> bool:
    base = SHOW + q * NCARDS
    for i in range(v[SHOW_LEN + q]):
        if CARD_CC[v[base + i]] == cc:
            return True
    return False


@njit(cache=True, nogil=True)
def finishes(v: np.ndarray, me: int, a: int, hand: np.ndarray, nh: int) -> bool:
    """``StrategistBot._finishes``."""
    need = need_of(v, me)
    kind, arg = a // ARGS, a % ARGS
    if kind == M_EQUIP:
        val = CC_VALUE[arg]
        return val == need or (val > need and not at_chamber(v, me))
    if kind == M_SCARAB:
        return True
    if kind == M_MAGIC:
        for i in range(nh):
            if CARD_ITEM[hand[i]] == arg and CARD_VALUE[hand[i]] == need:
                return True
    return False


@njit(cache=True, nogil=True)
def start_strat(v: np.ndarray, me: int, acts: np.ndarray, k: int, hand: np.ndarray,
                nh: int, buf: np.ndarray) -> int:
    """``StrategistBot._start``."""
    choice = start_plain(v, me, acts, k, True, hand, nh, buf)
    if choice < 0 or finishes(v, me, choice, hand, nh):
        return choice
    kind = choice // ARGS
    if kind in (M_CURSE, M_MUMMY):
        return choice
    if holds(v, me, CC_PROTECTION) and kind != M_PROTECTION and not _shows(v, me, CC_PROTECTION):
        return pick(acts, k, M_PROTECTION, -1)
    if kind == M_MAGIC and at_chamber(v, me):
        for n in range(2, 0, -1):
            a = pick(acts, k, M_DRAW, n)
            if a >= 0:
                return a
        a = junk_exchange(v, acts, k, hand, nh)
        return a if a >= 0 else choice
    return choice


@njit(cache=True, nogil=True)
def give_up(v: np.ndarray, me: int, acts: np.ndarray, k: int) -> int:
    """``HeuristicBot._give_up``."""
    prots = 0
    base = SHOW + me * NCARDS
    for i in range(v[SHOW_LEN + me]):
        if CARD_CC[v[base + i]] == CC_PROTECTION:
            prots += 1
    first = NONE
    for i in range(k):
        arg = acts[i] % ARGS
        if arg not in (CC_PROTECTION, CC_EQUIPMENT) and (
                first < 0 or CC_VALUE[arg] < CC_VALUE[first % ARGS]):
            first = acts[i]
    if prots > 1 or first < 0 or CC_VALUE[first % ARGS] > 1:
        return pick(acts, k, M_GIVE_UP, CC_PROTECTION)
    return first


@njit(cache=True, nogil=True)
def decide(v: np.ndarray, acts: np.ndarray, k: int, strat: bool, buf: np.ndarray) -> int:
    """``HeuristicBot._decide`` (``StrategistBot._decide`` when ``strat``): a listed code or
    -1. ``buf`` is scratch space (:data:`SCRATCH` int64 words)."""
    phase = v[PHASE]
    me = v[CQ] if phase == CURSE else v[TURN_PLAYER]
    if phase == CURSE:
        return give_up(v, me, acts, k)
    if phase in (PASS_MUMMY, SHED):
        best, best_p = NONE, -1
        for i in range(k):
            if acts[i] // ARGS == M_PASS_MUMMY:
                p = progress(v, acts[i] % ARGS)
                if best < 0 or p > best_p:
                    best, best_p = acts[i], p
        if best >= 0:
            return best
        still = SHED_VALUE - v[SHED_SUM]
        last = NONE
        for i in range(k):  # listed by value already: the first enough, else the last
            if acts[i] // ARGS == M_SHED:
                if CC_VALUE[acts[i] % ARGS] >= still:
                    return acts[i]
                last = acts[i]
        return last
    hand = buf[HAND:HAND + NCARDS]
    nh = hand_cards(v, me, hand)
    if phase == DEPOT:
        return pick(acts, k, M_DEPOT, best_item(v, me, hand, nh))
    if phase == EXCHANGE:
        depot = v[DEPOT_ITEM]
        if v[EXCHANGED] < 3:
            for i in range(nh):
                c = hand[i]
                if CARD_ITEM[c] >= 0 and CARD_ITEM[c] != depot and CARD_VALUE[c] <= 2:
                    return pick(acts, k, M_EXCHANGE, CARD_CC[c])
        return pick(acts, k, M_EXCHANGE_DONE, -1)
    if phase == START:
        if strat:
            return start_strat(v, me, acts, k, hand, nh, buf)
        return start_plain(v, me, acts, k, False, hand, nh, buf)
    # special, scarab, after_b, after_a, after_shed, end
    a = pick(acts, k, M_COMPLETE, -1)
    if a >= 0:
        return a
    if phase in (SPECIAL, SCARAB):
        codes = buf[CODES:CODES + 8]
        m = 0
        for i in range(k):
            if acts[i] // ARGS == M_EQUIP:
                codes[m] = acts[i] % ARGS
                m += 1
        if m > 0:
            cc = equip_choice(v, me, codes, m, strat, hand, nh, buf)
            if cc >= 0 and (phase == SPECIAL or need_of(v, me) > 0):
                return pick(acts, k, M_EQUIP, cc)
    shed = NONE
    for i in range(k):
        if acts[i] // ARGS == M_SHED and (
                shed < 0 or CC_VALUE[acts[i] % ARGS] > CC_VALUE[shed % ARGS]):
            shed = acts[i]
    if shed >= 0:
        if strat and phase in (AFTER_A, AFTER_B, AFTER_SHED, END):
            return pick(acts, k, M_END, -1)  # 1. keep the Mummy
        return shed
    return pick(acts, k, M_END, -1)


@njit(cache=True, nogil=True)
def choose_from(v: np.ndarray, acts: np.ndarray, k: int, policy: int, rng: np.ndarray,
                buf: np.ndarray) -> int:
    """The code ``policy`` picks among the listed ``acts[:k]``, tie-breaks from ``rng``
    (-1: nothing is listed, the game is over)."""
    if k == 0:
        return NONE
    if policy == RANDOM:
        return acts[stream.randbelow(rng, k)]
    if k == 1:
        return acts[0]
    a = decide(v, acts, k, policy == COACH, buf)
    if a < 0:
        return acts[stream.randbelow(rng, k)]
    return a


@njit(cache=True, nogil=True)
def choose_with(v: np.ndarray, policy: int, rng: np.ndarray) -> int:
    """The code ``policy`` picks in ``v`` (its legal moves listed here)."""
    acts = np.empty(MAX_LEGAL, dtype=np.int64)
    k = legal(v, acts)
    return choose_from(v, acts, k, policy, rng, np.empty(SCRATCH, dtype=np.int64))


