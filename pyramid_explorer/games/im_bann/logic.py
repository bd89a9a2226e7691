"""Each rule of *Im Bann der Pyramide* written once, as a pure function over plain values.

Both the immutable state (its queries and legal moves) and the transition (``TurnDraft``)
call these, so a ruling is changed and tested in one place. Cards are ids into
``cards`` (``GameData.cards``); a row position ``p`` is an adventure while
``p < chamber_index``, the King's Chamber at ``p == chamber_index``, and "entered" after it.

>>> from pyramid_explorer.games.im_bann.data import load_data
>>> cards = load_data().cards
>>> rope3, torch5 = cards[22], cards[35]
>>> rope3.code, torch5.code
('rope-3', 'torch-5')
>>> showcase_sum([rope3.id, torch5.id], cards)
8
>>> target((7, 8, 9, 10), 12, position=4, holds_mummy=True, penalty=3)
15
>>> meets(12, 12, at_chamber=True), meets(13, 12, at_chamber=True), meets(13, 12, at_chamber=False)
(True, False, True)
>>> others_in_game((0, 5, 4), seat=0, chamber_index=4)
[2]
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .data import Card, code_value


def showcase_sum(showcase: Iterable[int], cards: Sequence[Card]) -> int:
    """The sum of the equipment in a showcase (Protection and Mummy count 0, rule ib.sum.protection)."""
    return sum(cards[i].value for i in showcase)


def target(adventures: Sequence[int], chamber: int, position: int, holds_mummy: bool,
           penalty: int) -> int:
    """The value needed at ``position``: the adventure (or the Chamber) plus the Mummy's penalty.

    >>> target((7, 8, 9, 10), 12, position=1, holds_mummy=False, penalty=3)
    8
    """
    value = adventures[position] if position < len(adventures) else chamber
    return value + (penalty if holds_mummy else 0)


def meets(total: int, need: int, at_chamber: bool) -> bool:
    """Whether a showcase worth ``total`` completes: at least ``need``, exactly at the Chamber."""
    return total == need if at_chamber else total >= need


def entered(position: int, chamber_index: int) -> bool:
    """True once a player has completed the King's Chamber."""
    return position > chamber_index


def others_in_game(positions: Sequence[int], seat: int, chamber_index: int) -> list[int]:
    """The other seats not yet in the King's Chamber (who may receive the Mummy)."""
    return [q for q, at in enumerate(positions) if q != seat and at <= chamber_index]


def others_at_chamber(positions: Sequence[int], seat: int, chamber_index: int) -> list[int]:
    """The other seats standing at the King's Chamber (rule ib.mummy.pass_chamber).

    >>> others_at_chamber((4, 4, 5), seat=0, chamber_index=4)
    [1]
    """
    return [q for q, at in enumerate(positions) if q != seat and at == chamber_index]


def can_shed(holds_mummy: bool, chamber_others: Sequence[int], total: int, shed_value: int) -> bool:
    """Whether the Mummy may be passed by discarding showcase equipment worth ``shed_value``."""
    return holds_mummy and bool(chamber_others) and total >= shed_value


def may_draw(hand_size: int, n: int, hand_limit: int, available: int) -> bool:
    """Whether ``n`` cards may be drawn: the hand stays within the limit and there are enough.

    >>> may_draw(5, 2, 7, 10), may_draw(6, 2, 7, 10), may_draw(5, 2, 7, 1)
    (True, False, False)
    """
    return hand_size + n <= hand_limit and available >= n


def exchange_cap(draw_pile: int, discard: int, exchange_max: int) -> int:
    """How many cards may be exchanged when starting an exchange (rules ib.draw.exchange*)."""
    return min(exchange_max, draw_pile + discard)


def indicated_codes(hand: Iterable[int], cards: Sequence[Card], depot: str) -> list[str]:
    """Distinct codes of the hand's equipment of the item the depot shows, lowest value first.

    >>> from pyramid_explorer.games.im_bann.data import load_data
    >>> indicated_codes([0, 1, 4, 9], load_data().cards, "ladder")   # ladder-1 twice, ladder-3
    ['ladder-1', 'ladder-3']
    """
    return sorted({cards[i].code for i in hand
                   if cards[i].kind == "equipment" and cards[i].item == depot}, key=code_value)


def equipment_codes(showcase: Iterable[int], cards: Sequence[Card]) -> list[str]:
    """Distinct codes of the equipment in a showcase, by value then name."""
    return sorted({cards[i].code for i in showcase if cards[i].kind == "equipment"},
                  key=lambda c: (code_value(c), c))


def give_up_choices(showcase: Iterable[int], cards: Sequence[Card], curse_protected: str) -> list[str]:
    """What a protected Curse victim may give up (rule ib.curse.protected).

    ``curse_protected == "card"``: the Protection or any equipment card by code; ``"kind"``:
    the Protection or ``"equipment"`` (a random equipment card).
    """
    equipment = equipment_codes(showcase, cards)
    if curse_protected == "kind":
        return ["protection"] + (["equipment"] if equipment else [])
    return ["protection"] + equipment


def holds(hand: Iterable[int], cards: Sequence[Card], kind: str) -> bool:
    """Whether a hand holds a card of ``kind`` ("equipment" or a special card kind)."""
    return any(cards[i].kind == kind for i in hand)


def minus_points(adventures: Sequence[int], chamber: int, position: int, holds_mummy: bool,
                 penalty: int, total: int) -> int:
    """Multi-game minus points of one player (rules ib.multi.minus, ib.multi.floor).

    The open adventures from ``position`` on plus the Chamber (plus the Mummy's penalty), less
    the showcase sum, never below 0; 0 once the player has entered the Chamber.

    >>> minus_points((7, 8, 9, 10), 12, position=3, holds_mummy=True, penalty=3, total=0)
    25
    >>> minus_points((7, 8, 9, 10), 12, position=5, holds_mummy=False, penalty=3, total=0)
    0
    """
    if entered(position, len(adventures)):
        return 0
    open_sum = sum(adventures[position:]) + chamber + (penalty if holds_mummy else 0)
    return max(0, open_sum - total)

