"""Redraw what an Im Bann player cannot see: the other hands and the order of the draw pile.

:func:`resample_hidden` gives a state the player cannot tell apart from the real one (the same
``observation(viewer)``): every card the viewer has not seen — the other players' hands and
the draw pile — is dealt again at random, each hand keeping its size and the pile its height
(OpenSpiel's ``resample_from_infostate``). What the viewer sees stays: the viewer's own hand,
every showcase, the discard pile, the Mummy on the table, the depot and the positions. The
hidden-information tests show both states to the viewer and require every text to be the same.

>>> import random
>>> from pyramid_explorer.games import new_game
>>> s = new_game("im-bann-der-pyramide", seed=4, players=3)
>>> r = resample_hidden(s, 1, random.Random(2))
>>> r.observation(1) == s.observation(1), r.hands[1] == s.hands[1]
(True, True)
>>> r.hands[0] != s.hands[0] and r.observation(0) != s.observation(0)
True
>>> sorted(r.all_cards()) == sorted(s.all_cards())      # the same 54 cards in play
True
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .state import ImBannState


def resample_hidden(state: ImBannState, viewer: int, rng: random.Random) -> ImBannState:
    """``state`` with the cards ``viewer`` cannot see redealt with ``rng`` (see module doc)."""
    others = [q for q in range(state.num_players) if q != viewer]
    # sorted first: the redeal depends on ``rng`` and what the viewer knows, never on the
    # real order of the unseen cards (so a search seeded alike sees alike)
    pool = sorted([cid for q in others for cid in state.hands[q]] + list(state.draw_pile))
    rng.shuffle(pool)
    hands = list(state.hands)
    for q in others:
        n = len(state.hands[q])
        hands[q], pool = tuple(sorted(pool[:n])), pool[n:]
    return replace(state, hands=tuple(hands), draw_pile=tuple(pool))
