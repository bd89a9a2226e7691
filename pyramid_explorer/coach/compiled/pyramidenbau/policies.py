"""The builder (``bots.BuilderBot``, the playout bot) and the strategist
(``strategy.StrategistBot``, the coach policy) on the state vector (numba): the same ratings,
float for float, and the same tie-break draw, so each picks the Python bot's move.

:func:`rate` writes a policy's rating of every listed move; :func:`pick` draws among the
best ones as ``BuilderBot.choose`` does (``rng.randrange(len(top))``); :func:`ranked` orders
the moves best first, equal ones in listed order (``BuilderBot.ranked``). What a card's
instruction is worth (the strategist's reveal and follow) is the best rating among the moves it
allows; :func:`worth_moves` rates one move of each group the rating cannot tell apart (a take's
source, colour and whether its target is on the own side; a build's colour and cell), which
finds the same best from a tenth of the moves.

>>> import numpy as np
>>> from pyramid_explorer.games.pyramidenbau.setup import position
>>> from pyramid_explorer.games.pyramidenbau import StrategistBot
>>> from .layout import encode, code_kind_args
>>> s = position(workplaces={"N2": "BBRR"}, workers={"N2": "B"}, roll=2)
>>> codes = np.empty(MAX_MOVES, dtype=np.int64)
>>> n = list_moves(encode(s), codes)
>>> order = ranked(encode(s), STRATEGIST, codes[:n])
>>> [code_kind_args(c) for c in codes[order[:1]]] == [(a.kind, a.args) for a in StrategistBot().ranked(s)[:1]]
True
"""

from __future__ import annotations

import numpy as np

from ..stream import njit, randbelow
from .layout import (
    A_BUILD,
    A_HIRE,
    A_PLACE,
    A_ROLL,
    A_TAKE,
    C_BUILD,
    C_CAP,
    C_DONE,
    C_FIRE,
    C_FIRST,
    C_FOLLOW,
    C_HIRE,
    C_MOVE,
    C_PLACE,
    C_PLAY_AS,
    C_REVEAL,
    C_TAKE,
    CAPS,
    COLOUR,
    DECK_ACTION,
    DECK_COUNT,
    DISCARD,
    HEIGHT,
    HEIGHTS,
    LAYER,
    LAYER_N,
    MARKET,
    MAX_MOVES,
    NCAPS,
    NDISCARD,
    ON_DIAGONAL,
    OPT_HIRE_ANY,
    OWNERS,
    QUARRY,
    RING,
    WORKERS,
    WP,
)
from .rules import (
    current_layer,
    free_for_stones,
    list_moves,
    list_simple,
    own_mask,
    quarry_empty,
    side_complete,
    side_progress,
    stones_at,
)

RATING = "grouped"
"""How the compiled strategist rates (the agreement benchmark logs it with the race's version):
``"grouped"``, a card's worth from one move per group the rating cannot tell apart, a forced
move not rated and a reveal that cannot be best not worked out (about a fifth more playouts per
CPU-second than rating every move; the same moves)."""

BUILDER = 0
"""The playout bot (``builder``)."""
STRATEGIST = 1
"""The coach policy (``strategist``)."""

OWN_TOP = 60.0
OTHER_COVERED = 50.0
OWN_COVERED = 22.0
OTHER_TOP = 4.0
OTHER_TOP_SHORT = 20.0
FIRE_IDLE = 9.0
FIRE_IDLE_NO_ROOM = 12.0
WORTH_BOUND = OWN_TOP + 1.0
"""No move rates above this for its stones (an own top on a shared diagonal), so no card is
worth more (a new roll: 25)."""
CARD_RATING_BOUND = 10.0 + WORTH_BOUND / 100
"""No reveal or follow rates above this."""

__all__ = ["BUILDER", "MAX_MOVES", "STRATEGIST", "choose", "list_moves", "pick", "ranked", "rate"]


# ----------------------------------------------------------------------------- the builder
@njit(cache=True, nogil=True)
def _has_cap(v: np.ndarray, c: int) -> bool:
    for k in range(v[NCAPS]):  # noqa: SIM110 - numba: no any() of a generator
        if v[CAPS + k] == c:
            return True
    return False


@njit(cache=True, nogil=True)
def _finished(v: np.ndarray, code: int, me: int) -> float:
    """``BuilderBot._finished``: with its side complete."""
    if C_PLACE <= code < C_TAKE:
        k = code - C_PLACE
        colour, n, wp = k // 64, (k // 16) % 4 + 1, k % 16
        return 10.0 + n if colour == me and wp // 4 != me else 1.0
    if C_TAKE <= code < C_BUILD:
        k = code - C_TAKE
        colour, dst = (k // 16) % 4, k % 16
        return 8.0 if colour == me and dst // 4 != me else 1.0
    if code in (C_REVEAL, C_FOLLOW):
        return 4.0
    if C_FIRST <= code < C_REVEAL:
        return 7.0 - (code - C_FIRST + 1)
    if code == C_DONE:
        return 2.0
    return 0.0


@njit(cache=True, nogil=True)
def builder_score(v: np.ndarray, code: int, finished: bool) -> float:
    """``BuilderBot._score``: how much the builder likes move ``code``."""
    me = v[COLOUR]
    if code == C_CAP:
        return 100.0
    if C_PLAY_AS <= code < C_FIRST:
        c = code - C_PLAY_AS
        return -1.0 if _has_cap(v, c) else float(side_progress(v, c))
    if finished:
        return _finished(v, code, me)
    if code >= C_BUILD:
        k = code - C_BUILD
        colour, cell = (k // 64) % 4, k % 64
        visible = v[HEIGHT + cell] + 1 == HEIGHTS[cell]
        if colour == me:
            return 60.0 if visible else 45.0
        return 30.0 if not visible else 20.0
    if code >= C_TAKE:
        k = code - C_TAKE
        colour, dst = (k // 16) % 4, k % 16
        if dst // 4 == me:
            return 24.0 if colour == me else 14.0
        return 1.0
    if code >= C_PLACE:
        k = code - C_PLACE
        colour, n, wp = k // 64, (k // 16) % 4 + 1, k % 16
        side = wp // 4
        if side == me and colour == me:
            return 25.0 + n
        if side == me:
            return 12.0 + n
        return 2.0 + (0 if colour == side else n)
    if code >= C_HIRE:                      # hire and move
        if code >= C_MOVE:
            k = code - C_MOVE
            src, dst = k // 16, k % 16
        else:
            src, dst = -1, (code - C_HIRE) % 16
        stones = stones_at(v, dst)
        lost = stones_at(v, src) if src >= 0 and src // 4 == me else 0
        if dst // 4 == me and stones:
            return 30.0 + stones - lost
        if src >= 0 and src // 4 == me and not lost:
            return 7.0
        return 3.0 if dst // 4 == me else 0.0
    if code >= C_FIRE:
        wp = code - C_FIRE
        idle = stones_at(v, wp) == 0
        return 8.0 if idle and v[WORKERS + wp] != me else 1.0
    if code == C_REVEAL:
        return 10.0
    if code == C_FOLLOW:
        action = v[DECK_ACTION + v[DISCARD + v[NDISCARD] - 1] // 4]
        return 11.0 if action in (A_BUILD, A_PLACE) else 9.0
    if C_FIRST <= code < C_REVEAL:
        return float(code - C_FIRST + 1)
    if code == C_DONE:
        return 5.0
    return 0.0


# ----------------------------------------------------------------------------- the strategist
@njit(cache=True, nogil=True)
def site_needs(v: np.ndarray) -> tuple[int, int, int, bool]:
    """``strategy.site_needs``: (tops, covered, leader, short) of the colour to move."""
    me = v[COLOUR]
    layer = current_layer(v, me)
    tops = 0
    covered = 0
    for level in range(layer, min(layer + 1, 4) + 1):
        for j in range(LAYER_N[me, level]):
            i = LAYER[me, level, j]
            if v[HEIGHT + i] < level:
                if HEIGHTS[i] == level:
                    tops += 1
                else:
                    covered += 1
    for wp in range(me * 4, me * 4 + 4):
        for colour in range(4):
            if colour == me:
                tops -= v[WP + 4 * wp + colour]
            else:
                covered -= v[WP + 4 * wp + colour]
    leader = -1
    best = -1
    for c in range(4):
        if v[OWNERS + c] < 0 or c == me or _has_cap(v, c):
            continue
        p = side_progress(v, c)
        if p > best:
            best = p
            leader = c
    supply = v[QUARRY + me]
    for wp in range(16):
        supply += v[WP + 4 * wp + me]
    open_tops = 0
    for j in range(LAYER_N[me, 1]):
        i = LAYER[me, 1, j]
        if v[HEIGHT + i] < HEIGHTS[i]:
            open_tops += 1
    return tops, covered, leader, supply < open_tops


@njit(cache=True, nogil=True)
def partner_mask(v: np.ndarray) -> int:
    """Bits of the seat's other colours (two players)."""
    me = v[COLOUR]
    seat = v[OWNERS + me]
    m = 0
    for c in range(4):
        if c != me and v[OWNERS + c] == seat:
            m |= 1 << c
    return m


@njit(cache=True, nogil=True)
def room_for_stones(v: np.ndarray, side: int) -> bool:
    for wp in range(side * 4, side * 4 + 4):  # noqa: SIM110 - numba: no any() of a generator
        if v[WORKERS + wp] < 0 and stones_at(v, wp) < 4:
            return True
    return False


@njit(cache=True, nogil=True)
def rate_stones(v: np.ndarray, code: int, tops: int, covered: int, leader: int, short: bool,
                partners: int) -> float:
    """``StrategistBot._rate_stones``."""
    me = v[COLOUR]
    if code >= C_BUILD:
        k = code - C_BUILD
        colour, cell = (k // 64) % 4, k % 64
        top = v[HEIGHT + cell] + 1 == HEIGHTS[cell]
        shared = 0.0
        if ON_DIAGONAL[cell]:
            shared = 1.0 if top and colour == me else -1.0
        if colour == me:
            return (OWN_TOP if top else OWN_COVERED) + shared
        if top:
            return (OTHER_TOP_SHORT if short else OTHER_TOP) + shared
        return OTHER_COVERED + shared
    if code >= C_PLACE:
        if code >= C_TAKE:
            k = code - C_TAKE
            src, colour, wp = k // 64, (k // 16) % 4, k % 16
            n = 1
        else:
            k = code - C_PLACE
            colour, n, wp = k // 64, (k // 16) % 4 + 1, k % 16
            src = -1
        if src >= 0 and (partners >> (src // 4)) & 1:
            return 0.0
        if wp // 4 != me:
            return 0.5
        if colour == me:
            value = 25.0 + min(n, tops) if tops > 0 else 9.0
        else:
            value = 24.0 + min(n, covered) if covered > 0 else 8.0
            if colour == leader:
                value += 0.5
        if src >= 0:
            if colour == src // 4:
                value += 0.3
            if src // 4 == leader:
                value += 0.2
        return value
    return builder_score(v, code, False)


@njit(cache=True, nogil=True)
def _free_ahead(v: np.ndarray, side: int, skip: int) -> int:
    """The first workplace with room for stones on ``side`` (``side`` < 0: on any side but
    the colour to move's), other than ``skip``; -1 without one."""
    me = v[COLOUR]
    for wp in range(16):
        if wp == skip or (wp // 4 != side if side >= 0 else wp // 4 == me):
            continue
        if free_for_stones(v, wp) > 0:
            return wp
    return -1


@njit(cache=True, nogil=True)
def _take_representatives(v: np.ndarray, out: np.ndarray, n: int) -> int:
    """One take per (source, colour, whether the target is on the own side): a take's
    rating reads only these (``rate_stones``), so the best rating among them is the best
    among every take ``list_simple`` lists (all count 1)."""
    me = v[COLOUR]
    mine = _free_ahead(v, me, -1)
    for src in range(16):
        if src // 4 == me:
            continue
        other = _free_ahead(v, -1, src)
        for colour in range(4):
            if v[WP + 4 * src + colour] == 0:
                continue
            for dst in (mine, other):
                if dst >= 0:
                    out[n] = C_TAKE + (src * 4 + colour) * 16 + dst
                    n += 1
    return n


@njit(cache=True, nogil=True)
def _place_representatives(v: np.ndarray, out: np.ndarray, n: int) -> int:
    """One placing per (colour, count, whether the workplace is on the own side), at the
    workplace with the most room on that side (count 4): a placing's rating reads only
    these, so the best rating for each count is the best among every placing."""
    me = v[COLOUR]
    for colour in range(4):
        left = v[QUARRY + colour]
        for own in (True, False):
            room, at = 0, -1
            for wp in range(16):
                if (wp // 4 == me) != own:
                    continue
                r = min(min(free_for_stones(v, wp), 4), left)
                if r > room:
                    room, at = r, wp
            for k in range(room):
                out[n] = C_PLACE + (colour * 4 + k) * 16 + at
                n += 1
    return n


@njit(cache=True, nogil=True)
def _build_representatives(v: np.ndarray, out: np.ndarray, n: int) -> int:
    """One build per (colour, cell): a build's rating does not read the workplace the stone
    comes from."""
    own = own_mask(v)
    for side in range(4):
        if not (own >> side) & 1:
            continue
        level = current_layer(v, side)
        if level > 4:
            continue
        for colour in range(4):
            at = -1
            for wp in range(side * 4, side * 4 + 4):
                if v[WORKERS + wp] >= 0 and v[WP + 4 * wp + colour] > 0:
                    at = wp
                    break
            if at < 0:
                continue
            base = C_BUILD + (at * 4 + colour) * 64
            for j in range(LAYER_N[side, level]):
                cell = LAYER[side, level, j]
                if v[HEIGHT + cell] == level - 1:
                    out[n] = base + cell
                    n += 1
    return n


@njit(cache=True, nogil=True)
def _hire_representatives(v: np.ndarray, out: np.ndarray, n: int) -> int:
    """One hire per free workplace, of the first colour that may be hired: a hire's rating
    reads only the workplace."""
    own = 15 if v[OPT_HIRE_ANY] else own_mask(v)
    for colour in range(4):
        if (own >> colour) & 1 and v[MARKET + colour] > 0:
            for wp in range(16):
                if v[WORKERS + wp] < 0:
                    out[n] = C_HIRE + colour * 16 + wp
                    n += 1
            return n
    return n


@njit(cache=True, nogil=True)
def worth_moves(v: np.ndarray, action: int, out: np.ndarray) -> int:
    """The moves an instruction ``action`` with count 4 allows, or for placing, taking and
    building one representative of each group of moves the strategist cannot tell apart
    (see ``_take_representatives`` and its neighbours): the best rating per count is the same
    as over :func:`list_simple`'s listing, from a tenth of the moves."""
    if action == A_TAKE or (action == A_PLACE and quarry_empty(v)):
        return _take_representatives(v, out, 0)
    if action == A_PLACE:
        return _place_representatives(v, out, 0)
    if action == A_BUILD:
        return _build_representatives(v, out, 0)
    if action == A_HIRE:
        return _hire_representatives(v, out, 0)
    return list_simple(v, 1 << action, 4, out, 0)


@njit(cache=True, nogil=True)
def _kind_worths(v: np.ndarray, action: int, tops: int, covered: int, leader: int, short: bool,
                 partners: int, scratch: np.ndarray, best: np.ndarray) -> None:
    """``best[c]`` (c = 1–4): what an instruction ``action`` with count ``c`` is worth now (the
    best rating among its moves, 0 without one; ``StrategistBot._instruction_worth``), from one
    listing with count 4: a move needs count ``n`` (placing n stones) or the distance (moving a
    worker), every other move count 1."""
    for c in range(5):
        best[c] = -np.inf
    n = worth_moves(v, action, scratch)
    for j in range(n):
        code = scratch[j]
        r = rate_stones(v, code, tops, covered, leader, short, partners)
        need = 1
        if C_PLACE <= code < C_TAKE:
            need = ((code - C_PLACE) // 16) % 4 + 1
        elif C_MOVE <= code < C_PLACE:
            need = RING[(code - C_MOVE) // 16, (code - C_MOVE) % 16]
        for c in range(need, 5):
            if r > best[c]:
                best[c] = r
    for c in range(5):
        if best[c] == -np.inf:
            best[c] = 0.0


@njit(cache=True, nogil=True)
def instruction_worth(v: np.ndarray, i: int, tops: int, covered: int, leader: int,
                      short: bool, partners: int, scratch: np.ndarray,
                      table: np.ndarray) -> float:
    """``StrategistBot._instruction_worth`` of the deck's instruction ``i``; ``table[action]``
    keeps each action's worths once listed (``table[action, 0]`` < 0: not yet)."""
    action = v[DECK_ACTION + i]
    if action == A_ROLL:
        return 25.0
    if table[action, 0] < 0:
        _kind_worths(v, action, tops, covered, leader, short, partners, scratch, table[action])
        table[action, 0] = 0.0
    return table[action, v[DECK_COUNT + i]]


@njit(cache=True, nogil=True)
def card_worth(v: np.ndarray, follow: bool, tops: int, covered: int, leader: int, short: bool,
               partners: int, scratch: np.ndarray, table: np.ndarray) -> float:
    """``StrategistBot._card_worth``: the top discard's worth, or the face-down cards' mean."""
    if follow:
        top = v[DISCARD + v[NDISCARD] - 1]
        return instruction_worth(v, top // 4, tops, covered, leader, short, partners, scratch,
                                 table)
    left = np.full(10, 4, dtype=np.int64)
    for k in range(v[NDISCARD]):
        left[v[DISCARD + k] // 4] -= 1
    total = 0
    for i in range(10):
        total += left[i]
    if total == 0:
        return 0.0
    acc = 0.0
    for i in range(10):
        if left[i] > 0:
            acc += left[i] * instruction_worth(v, i, tops, covered, leader, short, partners,
                                               scratch, table)
    return acc / total


@njit(cache=True, nogil=True)
def rate(v: np.ndarray, policy: int, codes: np.ndarray, n: int, out: np.ndarray,
         scratch: np.ndarray) -> None:
    """Write policy ``policy``'s rating of ``codes[:n]`` to ``out[:n]`` (``scratch``: room
    for a listing)."""
    _rate(v, policy, codes, n, out, scratch, False)


@njit(cache=True, nogil=True)
def _rate(v: np.ndarray, policy: int, codes: np.ndarray, n: int, out: np.ndarray,
          scratch: np.ndarray, best_only: bool) -> None:
    """:func:`rate`; with ``best_only`` a reveal or follow that cannot be among the best
    (another move rates above :data:`CARD_RATING_BOUND`) gets ``-inf`` without its card's
    worth being worked out: the best moves and their order are the same."""
    me = v[COLOUR]
    finished = side_complete(v, me)
    if policy == BUILDER:
        for j in range(n):
            out[j] = builder_score(v, codes[j], finished)
        return
    partners = partner_mask(v)
    if finished:
        for j in range(n):
            code = codes[j]
            r = 0.0
            handled = False
            if partners and C_PLACE <= code < C_BUILD:
                if code >= C_TAKE:
                    k = code - C_TAKE
                    src, colour, wp = k // 64, (k // 16) % 4, k % 16
                else:
                    k = code - C_PLACE
                    src, colour, wp = -1, k // 64, k % 16
                if src >= 0 and (partners >> (src // 4)) & 1:
                    r = 0.0
                    handled = True
                elif (partners >> (wp // 4)) & 1:
                    r = 12.0 if colour == wp // 4 else 0.5
                    handled = True
            out[j] = r if handled else builder_score(v, code, True)
        return
    tops, covered, leader, short = site_needs(v)
    room = -1
    cards = 0
    others = -np.inf
    for j in range(n):
        code = codes[j]
        if C_FIRE <= code < C_HIRE and (code - C_FIRE) // 4 == me \
                and stones_at(v, code - C_FIRE) == 0:
            if room < 0:
                room = 1 if room_for_stones(v, me) else 0
            out[j] = FIRE_IDLE if room == 1 else FIRE_IDLE_NO_ROOM
        elif code in (C_REVEAL, C_FOLLOW):
            cards += 1
            continue
        else:
            out[j] = rate_stones(v, code, tops, covered, leader, short, partners)
        others = max(others, out[j])
    if cards == 0:
        return
    table = np.full((7, 5), -1.0)
    for j in range(n):
        code = codes[j]
        if code in (C_REVEAL, C_FOLLOW):
            if best_only and others > CARD_RATING_BOUND:
                out[j] = -np.inf
                continue
            w = card_worth(v, code == C_FOLLOW, tops, covered, leader, short, partners, scratch,
                           table)
            out[j] = 10.0 + w / 100


@njit(cache=True, nogil=True)
def pick(codes: np.ndarray, scores: np.ndarray, n: int, rng: np.ndarray) -> int:
    """The code ``BuilderBot.choose`` takes: one of the best, drawn with ``randrange``."""
    best = scores[0]
    ties = 1
    for j in range(1, n):
        if scores[j] > best:
            best = scores[j]
            ties = 1
        elif scores[j] == best:
            ties += 1
    r = randbelow(rng, ties)
    for j in range(n):
        if scores[j] == best:
            if r == 0:
                return codes[j]
            r -= 1
    return codes[0]


@njit(cache=True, nogil=True)
def choose(v: np.ndarray, policy: int, rng: np.ndarray, codes: np.ndarray, scores: np.ndarray,
           scratch: np.ndarray) -> int:
    """The move policy ``policy`` takes in ``v`` (tie-break from ``rng``)."""
    n = list_moves(v, codes)
    if n == 1:                           # (the tie-break's stream is started afresh for
        return codes[0]                  # every decision: nothing later reads it)
    _rate(v, policy, codes, n, scores, scratch, True)
    return pick(codes, scores, n, rng)


@njit(cache=True, nogil=True)
def ranked(v: np.ndarray, policy: int, codes: np.ndarray) -> np.ndarray:
    """Indices of ``codes`` best first, equal ones in listed order (``BuilderBot.ranked``)."""
    n = codes.shape[0]
    scores = np.empty(n, dtype=np.float64)
    scratch = np.empty(MAX_MOVES, dtype=np.int64)
    rate(v, policy, codes, n, scores, scratch)
    return np.argsort(-scores, kind="mergesort")
