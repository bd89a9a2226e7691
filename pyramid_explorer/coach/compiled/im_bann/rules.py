"""Im Bann's legal moves and transitions, compiled: ``moves.legal_actions`` and
``moves.played`` (with ``TurnDraft.build``) on the vector of :mod:`.layout`.

Every function mirrors the Python rule it names (``turn.py``, ``play.py``, ``mummy.py``,
``curse.py``, ``completion.py``, ``draft.py``, ``logic.py``), in the same order of draws: a
step's reshuffles draw from ``rng("shuffle")``, the Curse from ``rng("curse")``, the Mummy's
random recipient from ``rng("mummy")``, each keyed by the seed and the step (:mod:`.keys`).

>>> import numpy as np
>>> from pyramid_explorer.games import new_game
>>> from pyramid_explorer.coach.compiled.im_bann.layout import encode
>>> s = new_game("im-bann-der-pyramide", seed=1, players=3)
>>> out = np.zeros(64, dtype=np.int64)
>>> k = legal(encode(s), out)
>>> k == len(s.legal_actions())
True
"""

# ruff: noqa: SIM110  (numba compiles these loops; it has no any() of a generator)
from __future__ import annotations

import numpy as np

from .. import stream
from ..stream import njit
from .keys import CURSE as KEY_CURSE
from .keys import MUMMY as KEY_MUMMY
from .keys import SHUFFLE as KEY_SHUFFLE
from .keys import key_start
from .layout import (
    ADV,
    ADV_STOP,
    ADVANCED,
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
    CC_MASK,
    CC_MUMMY,
    CC_PROTECTION,
    CC_SCARAB,
    CHAMBER,
    CODE_ORDER,
    COMPLETED,
    CQ,
    CQ_LEN,
    CURSE,
    CURSE_KIND,
    DEPOT,
    DEPOT_ITEM,
    DISCARD,
    DISCARD_LEN,
    DRAW,
    DRAW_LEN,
    END,
    EQUIP_ORDER,
    EXACT_PENDING,
    EXCHANGE,
    EXCHANGE_MAX,
    EXCHANGED,
    FINAL_ROUND,
    HAND_LIMIT,
    HAND_SIZE,
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
    M_PASS,
    M_PASS_MUMMY,
    M_PROTECTION,
    M_SCARAB,
    M_SHED,
    MAGIC_SAME,
    MAXV,
    MULTI,
    MUMMY,
    MUMMY_CHOICE,
    MUMMY_PENALTY,
    NADV,
    NCARDS,
    NCC,
    NITEMS,
    NP,
    OVER,
    PASS_MUMMY,
    PHASE,
    POSITIONS,
    SCARAB,
    SEED,
    SHED,
    SHED_AFTER_B,
    SHED_SUM,
    SHED_THEN,
    SHED_VALUE,
    SHOW,
    SHOW_LEN,
    SPECIAL,
    START,
    STEP,
    T_CAP,
    T_ROUND,
    T_WIN,
    TERMINATION,
    TURN_CAP,
    TURN_PLAYER,
    TURNS,
    WINNER,
)

MAX_LEGAL = 64
"""More than any position lists (25 codes to exchange is the most)."""

# ---------------------------------------------------------------------- reading (logic.py)


@njit(cache=True, nogil=True)
def popcount(x: int) -> int:
    """Bits set in ``x`` (>= 0)."""
    n = 0
    while x:
        x &= x - 1
        n += 1
    return n


@njit(cache=True, nogil=True)
def holds(v: np.ndarray, q: int, cc: int) -> bool:
    """Whether seat ``q``'s hand holds a card of code number ``cc``."""
    return (v[HANDS + q] & CC_MASK[cc]) != 0


@njit(cache=True, nogil=True)
def hand_count(v: np.ndarray, q: int) -> int:
    return popcount(v[HANDS + q])


@njit(cache=True, nogil=True)
def show_sum(v: np.ndarray, q: int) -> int:
    """``logic.showcase_sum``."""
    base = SHOW + q * NCARDS
    t = 0
    for i in range(v[SHOW_LEN + q]):
        t += CARD_VALUE[v[base + i]]
    return t


@njit(cache=True, nogil=True)
def show_holds(v: np.ndarray, q: int, cc: int) -> bool:
    base = SHOW + q * NCARDS
    for i in range(v[SHOW_LEN + q]):
        if CARD_CC[v[base + i]] == cc:
            return True
    return False


@njit(cache=True, nogil=True)
def show_has_equipment(v: np.ndarray, q: int) -> bool:
    base = SHOW + q * NCARDS
    for i in range(v[SHOW_LEN + q]):
        if CARD_ITEM[v[base + i]] >= 0:
            return True
    return False


@njit(cache=True, nogil=True)
def target(v: np.ndarray, q: int) -> int:
    """``logic.target``: the adventure (or the Chamber), plus the Mummy's penalty."""
    pos = v[POSITIONS + q]
    value = v[ADV + pos] if pos < v[NADV] else v[CHAMBER]
    if v[MUMMY] == q:
        value += MUMMY_PENALTY
    return value


@njit(cache=True, nogil=True)
def entered(v: np.ndarray, q: int) -> bool:
    return v[POSITIONS + q] > v[NADV]


@njit(cache=True, nogil=True)
def at_chamber(v: np.ndarray, q: int) -> bool:
    return v[POSITIONS + q] == v[NADV]


@njit(cache=True, nogil=True)
def can_complete(v: np.ndarray, q: int) -> bool:
    """``ImBannState.can_complete``."""
    if entered(v, q):
        return False
    total, need = show_sum(v, q), target(v, q)
    return total == need if at_chamber(v, q) else total >= need


@njit(cache=True, nogil=True)
def any_other_in_game(v: np.ndarray, seat: int) -> bool:
    for q in range(v[NP]):
        if q != seat and v[POSITIONS + q] <= v[NADV]:
            return True
    return False


@njit(cache=True, nogil=True)
def any_other_at_chamber(v: np.ndarray, seat: int) -> bool:
    for q in range(v[NP]):
        if q != seat and v[POSITIONS + q] == v[NADV]:
            return True
    return False


@njit(cache=True, nogil=True)
def can_shed(v: np.ndarray, q: int) -> bool:
    """``ImBannState.can_shed``."""
    return v[MUMMY] == q and any_other_at_chamber(v, q) and show_sum(v, q) >= SHED_VALUE


@njit(cache=True, nogil=True)
def show_codes(v: np.ndarray, q: int) -> np.ndarray:
    """Bit set of the code numbers in seat ``q``'s showcase."""
    base = SHOW + q * NCARDS
    m = 0
    for i in range(v[SHOW_LEN + q]):
        m |= 1 << CARD_CC[v[base + i]]
    return m


# ---------------------------------------------------------------------- legal moves (moves.py)


@njit(cache=True, nogil=True)
def _add(out: np.ndarray, k: int, kind: int, arg: int) -> int:
    out[k] = kind * ARGS + arg
    return k + 1


@njit(cache=True, nogil=True)
def _hand_codes(v: np.ndarray, out: np.ndarray, k: int, kind: int) -> int:
    hand = v[HANDS + v[TURN_PLAYER]]
    for j in range(NCC):
        cc = CODE_ORDER[j]
        if hand & CC_MASK[cc]:
            k = _add(out, k, kind, cc)
    return k


@njit(cache=True, nogil=True)
def _indicated(v: np.ndarray, out: np.ndarray, k: int) -> int:
    """``play.choose_equip``: the depot's item in hand, lowest value first."""
    hand = v[HANDS + v[TURN_PLAYER]]
    base = v[DEPOT_ITEM] * MAXV
    for j in range(MAXV):
        if hand & CC_MASK[base + j]:
            k = _add(out, k, M_EQUIP, base + j)
    return k


@njit(cache=True, nogil=True)
def _equipment_codes(v: np.ndarray, q: int, out: np.ndarray, k: int, kind: int) -> int:
    """``logic.equipment_codes`` of seat ``q``'s showcase, as moves of ``kind``."""
    m = show_codes(v, q)
    for j in range(len(EQUIP_ORDER)):
        cc = EQUIP_ORDER[j]
        if m & (1 << cc):
            k = _add(out, k, kind, cc)
    return k


@njit(cache=True, nogil=True)
def _shed(v: np.ndarray, out: np.ndarray, k: int) -> int:
    seat = v[TURN_PLAYER]
    if v[PHASE] != SHED and (v[COMPLETED] or not can_shed(v, seat)):
        return k
    return _equipment_codes(v, seat, out, k, M_SHED)


@njit(cache=True, nogil=True)
def _complete(v: np.ndarray, out: np.ndarray, k: int) -> int:
    if not v[COMPLETED] and can_complete(v, v[TURN_PLAYER]):
        k = _add(out, k, M_COMPLETE, 0)
    return k


@njit(cache=True, nogil=True)
def _pass_mummy(v: np.ndarray, out: np.ndarray, k: int) -> int:
    seat = v[TURN_PLAYER]
    n, chamber = v[NP], v[NADV]
    if v[PHASE] == PASS_MUMMY:
        for q in range(n):
            if q != seat and v[POSITIONS + q] <= chamber:
                k = _add(out, k, M_PASS_MUMMY, q)
    elif v[SHED_SUM] >= SHED_VALUE:
        for q in range(n):
            if q != seat and v[POSITIONS + q] == chamber:
                k = _add(out, k, M_PASS_MUMMY, q)
    return k


@njit(cache=True, nogil=True)
def legal(v: np.ndarray, out: np.ndarray) -> int:
    """Write the codes of ``legal_actions()`` into ``out``, in order; their number."""
    if v[TERMINATION] != 0:
        return 0
    phase = v[PHASE]
    seat = v[TURN_PLAYER]
    k = 0
    if phase == START:
        hand = hand_count(v, seat)
        available = v[DRAW_LEN] + v[DISCARD_LEN]
        for n in range(1, 3):
            if hand + n <= HAND_LIMIT and available >= n:
                k = _add(out, k, M_DRAW, n)
        if min(EXCHANGE_MAX, available) > 0:
            k = _hand_codes(v, out, k, M_EXCHANGE)
        if holds(v, seat, CC_MAGIC):
            for item in range(NITEMS):
                if item != v[DEPOT_ITEM] or v[MAGIC_SAME]:
                    k = _add(out, k, M_MAGIC, item)
        if holds(v, seat, CC_MUMMY) and any_other_in_game(v, seat):
            if v[MUMMY_CHOICE]:
                for q in range(v[NP]):
                    if q != seat and v[POSITIONS + q] <= v[NADV]:
                        k = _add(out, k, M_MUMMY, 1 + q)
            else:
                k = _add(out, k, M_MUMMY, 0)
        if holds(v, seat, CC_CURSE):
            k = _add(out, k, M_CURSE, 0)
            if v[ADVANCED] and v[SHOW_LEN + seat] > 0:
                k = _add(out, k, M_CURSE, 1)
        if holds(v, seat, CC_PROTECTION):
            k = _add(out, k, M_PROTECTION, 0)
        if holds(v, seat, CC_SCARAB):
            k = _add(out, k, M_SCARAB, 0)
        k = _indicated(v, out, k)
        if k == 0:
            k = _add(out, k, M_PASS, 0)
    elif phase == EXCHANGE:
        if v[EXCHANGED] < min(EXCHANGE_MAX, v[DRAW_LEN]):
            k = _hand_codes(v, out, k, M_EXCHANGE)
        k = _add(out, k, M_EXCHANGE_DONE, 0)
    elif phase == AFTER_A:
        k = _shed(v, out, k)
        k = _add(out, k, M_END, 0)
    elif phase in (SPECIAL, SCARAB):
        k = _indicated(v, out, k)
        k = _complete(v, out, k)
        k = _shed(v, out, k)
        k = _add(out, k, M_END, 0)
    elif phase == AFTER_B:
        k = _complete(v, out, k)
        k = _shed(v, out, k)
        k = _add(out, k, M_END, 0)
    elif phase == SHED:
        k = _shed(v, out, k)
        k = _pass_mummy(v, out, k)
    elif phase == AFTER_SHED:
        k = _complete(v, out, k)
        k = _add(out, k, M_END, 0)
    elif phase == PASS_MUMMY:
        k = _pass_mummy(v, out, k)
    elif phase == DEPOT:
        for item in range(NITEMS):
            k = _add(out, k, M_DEPOT, item)
    elif phase == CURSE:
        victim = v[CQ]
        k = _add(out, k, M_GIVE_UP, CC_PROTECTION)
        if v[CURSE_KIND]:
            if show_has_equipment(v, victim):
                k = _add(out, k, M_GIVE_UP, CC_EQUIPMENT)
        else:
            k = _equipment_codes(v, victim, out, k, M_GIVE_UP)
    elif phase == END:
        k = _add(out, k, M_END, 0)
    return k


# ---------------------------------------------------------------------- moving cards (draft.py)


@njit(cache=True, nogil=True)
def shuffler(v: np.ndarray, rng: np.ndarray) -> np.ndarray:
    """This step's ``rng("shuffle")``, started at its first use (``rng[4]`` marks it)."""
    if rng[4] == 0:
        stream.reset(rng, key_start(v[SEED], v[STEP], KEY_SHUFFLE))
        rng[4] = 1
    return rng


@njit(cache=True, nogil=True)
def take(v: np.ndarray, q: int, cc: int) -> int:
    """Remove the lowest card id of code ``cc`` from seat ``q``'s hand and return it."""
    m = v[HANDS + q] & CC_MASK[cc]
    i = 0
    while not (m >> i) & 1:
        i += 1
    v[HANDS + q] &= ~(1 << i)
    return i


@njit(cache=True, nogil=True)
def push_discard(v: np.ndarray, card: int) -> None:
    v[DISCARD + v[DISCARD_LEN]] = card
    v[DISCARD_LEN] += 1


@njit(cache=True, nogil=True)
def push_show(v: np.ndarray, q: int, card: int) -> None:
    v[SHOW + q * NCARDS + v[SHOW_LEN + q]] = card
    v[SHOW_LEN + q] += 1


@njit(cache=True, nogil=True)
def lose(v: np.ndarray, q: int, card: int) -> None:
    """``TurnDraft.lose``: a showcase card onto the discard pile."""
    base = SHOW + q * NCARDS
    n = v[SHOW_LEN + q]
    j = 0
    while v[base + j] != card:
        j += 1
    for i in range(j, n - 1):
        v[base + i] = v[base + i + 1]
    v[SHOW_LEN + q] = n - 1
    push_discard(v, card)


@njit(cache=True, nogil=True)
def discard_showcase(v: np.ndarray, q: int) -> None:
    """The whole showcase onto the discard pile, in order."""
    base = SHOW + q * NCARDS
    for i in range(v[SHOW_LEN + q]):
        push_discard(v, v[base + i])
    v[SHOW_LEN + q] = 0


@njit(cache=True, nogil=True)
def reshuffle(v: np.ndarray, rng: np.ndarray) -> None:
    """``TurnDraft.reshuffle`` (the draw pile is empty whenever it is called)."""
    n = v[DISCARD_LEN]
    pile = v[DRAW:DRAW + NCARDS]
    old = v[DRAW_LEN]
    for i in range(old - 1, -1, -1):  # pile + draw_pile: the old pile goes on top
        pile[n + i] = pile[i]
    for i in range(n):
        pile[i] = v[DISCARD + i]
    v[DISCARD_LEN] = 0
    stream.shuffle(shuffler(v, rng), pile, n)
    v[DRAW_LEN] = n + old


@njit(cache=True, nogil=True)
def draw_cards(v: np.ndarray, q: int, n: int, rng: np.ndarray) -> None:
    """``TurnDraft.draw_cards``: ``n`` cards (fewer if both piles run out)."""
    for _ in range(n):
        if v[DRAW_LEN] == 0 and v[DISCARD_LEN] > 0:
            reshuffle(v, rng)
        if v[DRAW_LEN] == 0:
            break
        v[DRAW_LEN] -= 1
        v[HANDS + q] |= 1 << v[DRAW + v[DRAW_LEN]]
    if v[DRAW_LEN] == 0 and v[DISCARD_LEN] > 0:
        reshuffle(v, rng)


@njit(cache=True, nogil=True)
def end_game(v: np.ndarray, termination: int, winner: int) -> None:
    v[TERMINATION] = termination
    v[WINNER] = winner
    v[PHASE] = OVER


@njit(cache=True, nogil=True)
def _fresh_turn(v: np.ndarray) -> None:
    v[PHASE] = START
    v[COMPLETED] = 0
    v[EXACT_PENDING] = 0
    v[EXCHANGED] = 0
    v[SHED_SUM] = 0
    v[SHED_AFTER_B] = 0


@njit(cache=True, nogil=True)
def next_turn(v: np.ndarray) -> None:
    """``turn.next_turn``."""
    v[TURNS] += 1
    _fresh_turn(v)
    n = v[NP]
    for s in range(1, n + 1):
        seat = v[TURN_PLAYER] + s
        if seat >= n and v[FINAL_ROUND]:
            break
        if v[POSITIONS + seat % n] <= v[NADV]:
            v[TURN_PLAYER] = seat % n
            cap = v[TURN_CAP]
            if cap and v[TURNS] >= cap:
                end_game(v, T_CAP, -1)
            return
    end_game(v, T_ROUND, -1)


# ---------------------------------------------------------------------- completing (completion.py)


@njit(cache=True, nogil=True)
def after_completing(v: np.ndarray) -> None:
    v[PHASE] = DEPOT if v[EXACT_PENDING] else END


@njit(cache=True, nogil=True)
def complete(v: np.ndarray, seat: int) -> None:
    """``completion.complete``."""
    chamber = at_chamber(v, seat)
    exact = show_sum(v, seat) == target(v, seat)
    discard_showcase(v, seat)
    v[POSITIONS + seat] += 1
    v[COMPLETED] = 1
    if chamber:
        if not v[MULTI]:
            end_game(v, T_WIN, seat)
            return
        v[FINAL_ROUND] = 1
        exact = False
    v[EXACT_PENDING] = exact
    if v[MUMMY] == seat and any_other_in_game(v, seat):
        v[PHASE] = PASS_MUMMY
    else:
        after_completing(v)


@njit(cache=True, nogil=True)
def empty_hand(v: np.ndarray, rng: np.ndarray) -> None:
    """``completion.empty_hand`` (Advanced Variant)."""
    seat = v[TURN_PLAYER]
    if at_chamber(v, seat):
        draw_cards(v, seat, HAND_SIZE, rng)
        if v[ADV_STOP]:
            v[PHASE] = AFTER_B
        return
    if show_sum(v, seat) >= target(v, seat) and not v[COMPLETED]:
        complete(v, seat)
    else:
        discard_showcase(v, seat)
        v[POSITIONS + seat] += 1
        v[COMPLETED] = 1
        v[PHASE] = END
    draw_cards(v, seat, HAND_SIZE, rng)


# ---------------------------------------------------------------------- the moves


@njit(cache=True, nogil=True)
def _choice_index(rng: np.ndarray, n: int) -> int:
    return stream.randbelow(rng, n)


@njit(cache=True, nogil=True)
def play_curse(v: np.ndarray, arg: int, rng: np.ndarray, other: np.ndarray) -> None:
    """``curse.play_curse`` (the phase is already ``special``)."""
    seat, n = v[TURN_PLAYER], v[NP]
    stream.reset(other, key_start(v[SEED], v[STEP], KEY_CURSE))
    qlen = 0
    for s in range(1, n):
        victim = (seat + s) % n
        size = v[SHOW_LEN + victim]
        if size == 0:
            continue
        base = SHOW + victim * NCARDS
        if show_holds(v, victim, CC_PROTECTION):
            if show_has_equipment(v, victim):  # more than one give-up choice
                v[CQ + qlen] = victim
                qlen += 1
            else:
                j = 0
                while CARD_CC[v[base + j]] != CC_PROTECTION:
                    j += 1
                lose(v, victim, v[base + j])
        else:
            lose(v, victim, v[base + _choice_index(other, size)])
    if arg and v[SHOW_LEN + seat] > 0:
        base = SHOW + seat * NCARDS
        lose(v, seat, v[base + _choice_index(other, v[SHOW_LEN + seat])])
    if qlen:
        v[PHASE] = CURSE
        v[CQ_LEN] = qlen


@njit(cache=True, nogil=True)
def play_give_up(v: np.ndarray, arg: int, other: np.ndarray) -> None:
    """``curse.play_give_up``."""
    victim = v[CQ]
    base = SHOW + victim * NCARDS
    size = v[SHOW_LEN + victim]
    if arg == CC_EQUIPMENT:
        stream.reset(other, key_start(v[SEED], v[STEP], KEY_CURSE))
        count = 0
        for i in range(size):
            if CARD_ITEM[v[base + i]] >= 0:
                count += 1
        pick = _choice_index(other, count)
        for i in range(size):
            if CARD_ITEM[v[base + i]] >= 0:
                if pick == 0:
                    card = v[base + i]
                    break
                pick -= 1
    else:
        card = NCARDS
        for i in range(size):
            c = v[base + i]
            if CARD_CC[c] == arg and c < card:
                card = c
    lose(v, victim, card)
    qlen = v[CQ_LEN] - 1
    for i in range(qlen):
        v[CQ + i] = v[CQ + i + 1]
    v[CQ + qlen] = 0
    v[CQ_LEN] = qlen
    if qlen == 0:
        v[PHASE] = SPECIAL


@njit(cache=True, nogil=True)
def apply(v: np.ndarray, code: int, rng: np.ndarray, other: np.ndarray) -> None:
    """Play the move ``code`` on ``v`` in place (``moves.played`` and ``build``); the step
    number goes up by one. ``rng`` and ``other`` are scratch streams (five words)."""
    rng[4] = 0
    kind, arg = code // ARGS, code % ARGS
    seat = v[TURN_PLAYER]
    if kind == M_DRAW:
        draw_cards(v, seat, arg, rng)
        v[PHASE] = AFTER_A
    elif kind == M_EXCHANGE:
        if v[PHASE] == START:
            if v[DRAW_LEN] < EXCHANGE_MAX and v[DISCARD_LEN] > 0:
                nd, nx = v[DRAW_LEN], v[DISCARD_LEN]
                for i in range(nx):
                    v[DRAW + nd + i] = v[DISCARD + i]
                v[DISCARD_LEN] = 0
                v[DRAW_LEN] = nd + nx
                stream.shuffle(shuffler(v, rng), v[DRAW:DRAW + NCARDS], nd + nx)
            v[PHASE] = EXCHANGE
            v[EXCHANGED] = 0
        push_discard(v, take(v, seat, arg))
        v[EXCHANGED] += 1
    elif kind == M_EXCHANGE_DONE:
        draw_cards(v, seat, v[EXCHANGED], rng)
        v[PHASE] = AFTER_A
        v[EXCHANGED] = 0
    elif kind == M_EQUIP:
        push_show(v, seat, take(v, seat, arg))
        if v[PHASE] != SCARAB:
            v[PHASE] = AFTER_B
    elif kind == M_MAGIC:
        push_discard(v, take(v, seat, CC_MAGIC))
        v[PHASE] = SPECIAL
        v[DEPOT_ITEM] = arg
    elif kind == M_MUMMY:
        take(v, seat, CC_MUMMY)
        if arg:
            v[MUMMY] = arg - 1
        else:
            stream.reset(other, key_start(v[SEED], v[STEP], KEY_MUMMY))
            count = 0
            for q in range(v[NP]):
                if q != seat and v[POSITIONS + q] <= v[NADV]:
                    count += 1
            pick = _choice_index(other, count)
            for q in range(v[NP]):
                if q != seat and v[POSITIONS + q] <= v[NADV]:
                    if pick == 0:
                        v[MUMMY] = q
                        break
                    pick -= 1
        v[PHASE] = SPECIAL
    elif kind == M_CURSE:
        push_discard(v, take(v, seat, CC_CURSE))
        v[PHASE] = SPECIAL
        play_curse(v, arg, rng, other)
    elif kind == M_PROTECTION:
        push_show(v, seat, take(v, seat, CC_PROTECTION))
        v[PHASE] = SPECIAL
    elif kind == M_SCARAB:
        push_discard(v, take(v, seat, CC_SCARAB))
        v[PHASE] = SCARAB
    elif kind == M_COMPLETE:
        complete(v, seat)
    elif kind == M_GIVE_UP:
        play_give_up(v, arg, other)
    elif kind == M_SHED:
        if v[PHASE] != SHED:
            p = v[PHASE]
            v[SHED_AFTER_B] = 1 if v[SHED_THEN] and p in (SPECIAL, SCARAB, AFTER_B) else 0
            v[PHASE] = SHED
            v[SHED_SUM] = 0
        base = SHOW + seat * NCARDS
        card = NCARDS
        for i in range(v[SHOW_LEN + seat]):
            c = v[base + i]
            if CARD_CC[c] == arg and c < card:
                card = c
        lose(v, seat, card)
        v[SHED_SUM] += CARD_VALUE[card]
    elif kind == M_PASS_MUMMY:
        v[MUMMY] = arg
        if v[PHASE] == SHED:
            v[PHASE] = AFTER_SHED if v[SHED_AFTER_B] else END
            v[SHED_SUM] = 0
            v[SHED_AFTER_B] = 0
        else:
            after_completing(v)
    elif kind == M_DEPOT:
        v[DEPOT_ITEM] = arg
        _fresh_turn(v)
    else:  # M_END, M_PASS
        next_turn(v)
    p = v[PHASE]
    if p in (SPECIAL, SCARAB, AFTER_B) and v[ADVANCED] \
            and v[HANDS + v[TURN_PLAYER]] == 0:
        empty_hand(v, rng)
    v[STEP] += 1


@njit(cache=True, nogil=True)
def current_player(v: np.ndarray) -> int:
    """The seat to move (-2: the game is over, ``engine.TERMINAL``)."""
    if v[TERMINATION] != 0:
        return -2
    if v[PHASE] == CURSE:
        return v[CQ]
    return v[TURN_PLAYER]


@njit(cache=True, nogil=True)
def returns(v: np.ndarray, out: np.ndarray) -> None:
    """``ImBannState.returns`` into ``out``."""
    n = v[NP]
    t = v[TERMINATION]
    for q in range(n):
        out[q] = 0.0
    if t == 0 or t == T_CAP:
        return
    if v[MULTI]:
        nadv = v[NADV]
        for q in range(n):
            pos = v[POSITIONS + q]
            if pos > nadv:
                continue
            open_sum = v[CHAMBER]
            for i in range(pos, nadv):
                open_sum += v[ADV + i]
            if v[MUMMY] == q:
                open_sum += MUMMY_PENALTY
            m = open_sum - show_sum(v, q)
            out[q] = -float(m) if m > 0 else 0.0
        return
    for q in range(n):
        out[q] = 1.0 if q == v[WINNER] else -1.0


@njit(cache=True, nogil=True)
def canonical(v: np.ndarray) -> None:
    """Zero the slots past each pile's and showcase's length (and seats past the player
    count), as :func:`.layout.encode` leaves them: the rules never read them, so the playout
    loop leaves them as they fall; :func:`step` clears them to compare whole vectors."""
    n = v[NP]
    for q in range(5):
        base = SHOW + q * NCARDS
        start = v[SHOW_LEN + q] if q < n else 0
        for i in range(start, NCARDS):
            v[base + i] = 0
    for i in range(v[DRAW_LEN], NCARDS):
        v[DRAW + i] = 0
    for i in range(v[DISCARD_LEN], NCARDS):
        v[DISCARD + i] = 0
    for i in range(v[CQ_LEN], 5):
        v[CQ + i] = 0
