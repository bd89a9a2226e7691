"""Which cards a solver plans with: the deal itself, or what the player may assume of it.

With I Know the Way every card is face up, so the player's plan uses the real deal
(:func:`known_cards`). In the other option sets face-down cards are hidden; the exact
information-state game is too large to solve here (see ``docs/wholegame.md``), so the
optimal bot of a hidden game plans with a *stand-in completion* made only from what the
player can see (:func:`planning_cards`): the cards not yet seen, ranked by how often one
turn meets them, spread evenly over the face-down positions. It never looks at a face-down
card, so it is a fair policy; its plan is exact for the stand-in deal, not for the game.

>>> from pyramid_explorer.games import new_game
>>> s = new_game("dice-pyramid", seed=1, i_know_the_way=True)
>>> known_cards(s) == s.pyramid
True
>>> h = new_game("dice-pyramid", seed=1)
>>> cards = planning_cards(h)
>>> cards[0], cards[6:] == h.pyramid[6:], len(set(cards)) == 10
(2, True, True)
"""

from __future__ import annotations

from functools import cache

from ..dice import success_probability
from ..games.dice_pyramid.actions import CARD
from ..games.dice_pyramid.setup import ALL_CARDS, TREASURE_CHAMBER
from ..games.dice_pyramid.state import DicePyramidState

Cards = tuple[int | None, ...]


def perfect_information(state: DicePyramidState) -> bool:
    """True when the player sees every card (I Know the Way)."""
    return state.options.i_know_the_way


def known_cards(state: DicePyramidState) -> Cards:
    """The cards still in the pyramid by position (``None`` = taken): all the player needs
    to plan with I Know the Way."""
    return state.pyramid


@cache
def one_turn_chance(card: int) -> float:
    """The chance that one turn without relics meets this card's room."""
    return success_probability(CARD[card].challenge, rerolls=2)


def planning_cards(state: DicePyramidState) -> Cards:
    """The cards the player plans with: every card they can see, and a stand-in for each
    face-down one, built only from the player's view (see the module docstring).

    In the base game the player knows the Treasure Chamber lies on top. In the Great Pyramid
    it is somewhere face down until revealed: the stand-in puts it on the highest face-down
    position.
    """
    if perfect_information(state):
        return known_cards(state)
    hidden = [p for p, c in enumerate(state.pyramid) if c is not None
              and not state.is_face_up(p)]
    seen = {c for p, c in enumerate(state.pyramid) if c is not None and p not in hidden}
    seen |= set(state.relics) | set(state.discard)
    return stand_in(state.pyramid, hidden, seen, state.options.great_pyramid)


def stand_in(pyramid: Cards, hidden: list[int], seen: set[int], great: bool) -> Cards:
    """``pyramid`` with the card at each ``hidden`` position replaced by its stand-in, made
    only from ``seen`` (every card the player has seen) and the positions: what
    :func:`planning_cards` returns for the player's view (see the module docstring).

    >>> stand_in((2, 9, 5), [1], {2, 5}, great=False)[1] not in (2, 5)
    True
    """
    hidden = list(hidden)
    seen = set(seen)
    cards = list(pyramid)
    if not great and 0 in hidden:
        hidden.remove(0)                  # the base game's top card is the Treasure Chamber
        cards[0] = TREASURE_CHAMBER
        seen.add(TREASURE_CHAMBER)
    if TREASURE_CHAMBER not in seen and hidden:
        cards[hidden.pop(0)] = TREASURE_CHAMBER
    pool = sorted((c for c in ALL_CARDS if c not in seen and c != TREASURE_CHAMBER),
                  key=lambda c: (one_turn_chance(c), c))
    k = len(hidden)
    for i, p in enumerate(hidden):
        cards[p] = pool[int((i + 0.5) * len(pool) / k)]
    return tuple(cards)
