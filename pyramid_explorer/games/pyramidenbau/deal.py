"""Dealing a game from a seed: who plays which colour, who starts, the shuffled cards.

Everything drawn by lot (the passive colour with 3 players, the pairs of colours with 2, the
start player, the deck order) comes from ``Random(f"{seed}:setup")``, so a seed always sets up
the same table.

>>> s = new_state(seed=5, players=3)
>>> sorted(s.owners), s.owners.count(-1)
([-1, 0, 1, 2], 1)
>>> s2 = new_state(seed=5, players=2)
>>> sorted(s2.owners)
[0, 0, 1, 1]
>>> len(s.draw), len(s.discard), sorted(s.draw + s.discard) == list(range(40))
(36, 4, True)
>>> new_state(seed=5, players=3) == s
True
"""

from __future__ import annotations

import random
from typing import Any

from .cards import load_deck
from .kinds import Phase
from .options import make_options
from .state import PyramidenbauState
from .transitions import DECK_SIZE, REVEALED_AT_START


def deal_owners(rng: random.Random, players: int) -> tuple[int, ...]:
    """Seat per colour: 4 players one each; 3 players one passive colour (``-1``) by lot;
    2 players two colours each by lot. Seats are numbered clockwise from the north side."""
    if players == 4:
        return (0, 1, 2, 3)
    if players == 3:
        passive = rng.randrange(4)
        seats = iter(range(3))
        return tuple(-1 if c == passive else next(seats) for c in range(4))
    colours = [0, 1, 2, 3]
    rng.shuffle(colours)
    owners = [0] * 4
    for c in colours[2:]:
        owners[c] = 1
    return tuple(owners)


def new_state(seed: int, players: int = 4, **options: Any) -> PyramidenbauState:
    """A new game: an empty plan, full quarry and market, 4 cards face up, a chance step next."""
    opts = make_options(**options)
    deck = load_deck(opts.deck_file)
    rng = random.Random(f"{seed}:setup")
    owners = deal_owners(rng, players)
    start = rng.choice([c for c in range(4) if owners[c] >= 0])
    order = list(range(DECK_SIZE))
    rng.shuffle(order)
    choose = opts.turns == "players" and players == 2
    return PyramidenbauState(seed=seed, num_players=players, options=opts, deck=deck,
                             owners=owners, colour=start, rolling=opts.dice_for(players),
                             phase=Phase.CHOOSE if choose else Phase.ROLL,
                             discard=tuple(order[:REVEALED_AT_START]),
                             draw=tuple(order[REVEALED_AT_START:]))

