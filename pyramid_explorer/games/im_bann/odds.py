"""The next-draw odds of Im Bann der Pyramide, as a seat may work them out.

Every card a seat has not seen (all cards minus its own hand, every showcase, the discard pile
and the Mummy on the table) is equally likely to be the next card drawn, so the chance that the
next card is playable (equipment of the depot's item, or a special card) is hypergeometric.
When the draw pile runs out, the discard pile (open to all) is shuffled to become it
(``ib.draw.reshuffle``), so a draw from an empty pile takes one of the discards, each equally
likely. The odds are computed from ``observation(seat)`` only, so hidden cards cannot leak
into them.

A viewer who holds no seat (a shared table's public view) gets **the room's odds**: what
everyone at the table can work out with no hand in view — the cards nobody can see (the draw
pile and every hand) counted by kind, never which card is where.

>>> from pyramid_explorer.games import new_game
>>> s = new_game("im-bann-der-pyramide", seed=4, players=3)
>>> odds = draw_odds(s, 0)
>>> odds.unseen, odds.seat              # 54 cards minus the 5 in P1's hand
(49, 0)
>>> odds.p_next == odds.playable / 49
True
>>> room = draw_odds(s, 3)                  # a viewer who holds no seat: the room's odds
>>> room.public, room.unseen, room.pile, room.in_hands
(True, 54, 39, 15)
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from math import comb
from typing import Any

from .data import ITEMS, code_item

CATEGORIES = (*ITEMS, "special")
"""The kinds of card the odds count: each item, then every special card together."""


@dataclass(frozen=True)
class DrawOdds:
    """The next-draw odds for ``seat``: unseen cards, how many are playable, the chances."""

    seat: int
    depot: str
    unseen: int
    playable: int
    by_category: tuple[tuple[str, int], ...]  # (item or "special", unseen count)
    p_next: float
    p_two: float
    pile: int = 0  # cards in the draw pile (public)
    in_hands: int = 0  # unseen cards in hands (the others' for a seat; every hand for the room)
    public: bool = False  # the room's odds (a viewer who holds no seat), not a seat's


def hypergeom_at_least_one(total: int, good: int, draws: int) -> float:
    """The chance that ``draws`` cards drawn from ``total`` include one of ``good`` or more.

    >>> round(hypergeom_at_least_one(10, 3, 1), 4), round(hypergeom_at_least_one(10, 3, 2), 4)
    (0.3, 0.5333)
    >>> hypergeom_at_least_one(0, 0, 1)
    0.0
    """
    draws = min(draws, total)
    if total <= 0 or draws <= 0:
        return 0.0
    return 1.0 - comb(total - good, draws) / comb(total, draws)


def knowing_seat(state: Any, viewer: int | None) -> int:
    """Whose knowledge the odds use: the viewer, else the player to move, else seat 0.

    >>> from pyramid_explorer.games import new_game
    >>> s = new_game("im-bann-der-pyramide", seed=4, players=3)
    >>> knowing_seat(s, 2), knowing_seat(s, None)
    (2, 0)
    """
    if viewer is not None:
        return viewer
    seat = state.current_player()
    return seat if seat >= 0 else 0


def next_draws(unseen: int, good: int, pile: int, discard: int, discard_good: int
               ) -> tuple[float, float]:
    """The chances that the next card drawn, and that one of the next two, is good: from the
    ``pile`` (a random ``pile`` of the ``unseen`` cards, ``good`` of them good) and, once it is
    empty, from the reshuffled ``discard`` pile (``discard_good`` good).

    >>> [round(p, 4) for p in next_draws(10, 3, 4, 5, 1)]      # the pile's hypergeometric
    [0.3, 0.5333]
    >>> [round(p, 4) for p in next_draws(10, 3, 1, 5, 1)]      # one left, then the discards
    [0.3, 0.44]
    >>> next_draws(10, 3, 0, 5, 1)                             # the discards only
    (0.2, 0.4)
    """
    from_discard = discard_good / discard if discard else 0.0
    if pile >= 2:
        return hypergeom_at_least_one(unseen, good, 1), hypergeom_at_least_one(unseen, good, 2)
    if pile == 1:
        first = hypergeom_at_least_one(unseen, good, 1)
        return first, 1.0 - (1.0 - first) * (1.0 - from_discard)
    return from_discard, hypergeom_at_least_one(discard, discard_good, 2)


def draw_odds(state: Any, viewer: int | None) -> DrawOdds:
    """The next-draw odds as ``viewer`` (or, for the referee, the player to move) may know them;
    for a viewer who holds no seat, the room's odds (no hand in view)."""
    seat = knowing_seat(state, viewer)
    obs = state.observation(seat)
    seen: Counter[str] = Counter(obs["hands"].get(str(seat), []))
    for showcase in obs["showcases"]:
        seen.update(showcase)
    seen.update(obs["discard"])
    if obs.get("mummy") is not None:
        seen["mummy"] += 1
    deck = Counter(card.code for card in state.data.cards)
    unseen = deck - seen
    depot = obs["depot"]
    by_cat: Counter[str] = Counter()
    for code, n in unseen.items():
        by_cat[code_item(code) or "special"] += n
    total = sum(unseen.values())
    playable = by_cat[depot] + by_cat["special"]
    discard = [code_item(code) or "special" for code in obs["discard"]]
    p_next, p_two = next_draws(total, playable, obs["draw_pile_size"], len(discard),
                               sum(c in (depot, "special") for c in discard))
    pile = obs["draw_pile_size"]
    return DrawOdds(seat, depot, total, playable,
                    tuple((c, by_cat[c]) for c in CATEGORIES), p_next, p_two,
                    pile=pile, in_hands=total - pile,
                    public=not 0 <= seat < state.num_players)
