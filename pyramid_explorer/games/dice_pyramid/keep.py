"""The greedy bot's one-roll odds: keep some dice, roll the rest, meet one of the target rooms?

Exact and table-driven. For each multiset of kept dice the outcomes of the rolled dice are
listed once with the rooms they would meet (a bit mask of card numbers), so the chance for a
set of open rooms is one pass of integer ``&`` over at most 252 outcomes. The probabilities
are added one by one in the outcomes' order, so every figure is bit-for-bit the one the
earlier per-outcome loop gave (and the bot's tie-breaks do not move).

>>> round(keep_chance((6, 6, 6, 6), frozenset({2})), 4)     # one die to make five 6s
0.1667
>>> best_keep((6, 2, 6, 5, 6), frozenset({9}))[0]          # Royal Chamber: keep the 6s
(1, 3)
"""

from __future__ import annotations

from functools import cache, lru_cache, reduce
from itertools import combinations, compress
from operator import add

from ...dice import multisets
from .tables import matching_cards


def card_mask(cards: frozenset[int]) -> int:
    """The card numbers ``cards`` as a bit mask (bit ``n`` for card ``n``).

    >>> card_mask(frozenset({1, 3}))
    10
    """
    mask = 0
    for n in cards:
        mask |= 1 << n
    return mask


@cache
def _outcomes(kept: tuple[int, ...], five: bool) -> tuple[tuple[int, ...], tuple[float, ...]]:
    """For the sorted ``kept`` dice: the rooms each outcome of the other dice meets (masks),
    and each outcome's probability, in :func:`multisets` order."""
    table = multisets(5 - len(kept))
    masks = tuple(card_mask(matching_cards(tuple(sorted(kept + rolled)), five))
                  for rolled in table.tuples)
    return masks, tuple(table.prob.tolist())


@lru_cache(maxsize=65536)
def keep_chance(kept: tuple[int, ...], targets: frozenset[int], five: bool = False) -> float:
    """Chance that keeping the sorted dice ``kept`` and rolling the rest meets a card in ``targets``."""
    masks, probs = _outcomes(kept, five)
    # left to right from 0.0, like ``total += p`` in a loop (``sum`` may round differently)
    return reduce(add, compress(probs, map(card_mask(targets).__and__, masks)), 0.0)


@cache
def _keeps(ordered: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """The multisets of at most 4 of the sorted dice ``ordered``, most dice first, then in
    increasing order: the order in which :func:`best_keep` weighs them."""
    return tuple(kept for k in range(len(ordered) - 1, -1, -1)
                 for kept in sorted(set(combinations(ordered, k))))


def best_keep(dice: tuple[int, ...], targets: frozenset[int],
              five: bool = False) -> tuple[tuple[int, ...], float]:
    """The non-empty set of dice positions to re-roll that maximises :func:`keep_chance`.

    Ties go to keeping more dice (fewer re-rolled), then to the smaller values kept.
    """
    kept, p = _best_kept(tuple(sorted(dice)), targets, five)
    left = list(kept)
    reroll = []
    for i, v in enumerate(dice):
        if v in left:
            left.remove(v)
        else:
            reroll.append(i)
    return tuple(reroll), p


@lru_cache(maxsize=1 << 16)
def _best_kept(ordered: tuple[int, ...], targets: frozenset[int],
               five: bool) -> tuple[tuple[int, ...], float]:
    """Best multiset of dice to keep (at most 4 of the sorted ``ordered``) and its chance."""
    best: tuple[int, ...] = ()
    best_p = -1.0
    for kept in _keeps(ordered):
        p = keep_chance(kept, targets, five)
        if p > best_p + 1e-12:
            best, best_p = kept, p
    return best, best_p
