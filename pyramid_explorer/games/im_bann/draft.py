"""``TurnDraft``: the mutable working copy of a state used inside one transition.

A move's play function (in ``turn.py``, ``completion.py``, ``mummy.py``, ``curse.py``)
changes a draft: it moves card ids between lists and notes the rule clauses it used in
``rules``. ``build()`` then freezes the draft into the next immutable state. The draft asks
``logic.py`` for every rule, exactly as the state's own queries do.

>>> from pyramid_explorer.games import new_game
>>> s = new_game("im-bann-der-pyramide", seed=1, players=3)
>>> draft = TurnDraft(s)
>>> draft.draw_cards(0, 2); len(draft.hands[0]), len(s.hands[0])
(7, 5)
>>> len(draft.build().hands[0])
7
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from ...engine.state import copy_state
from . import logic
from .kinds import Phase, Termination

if TYPE_CHECKING:
    from .state import ImBannState


class TurnDraft:
    """The fields of an :class:`ImBannState` as plain mutable values, plus the rules used."""

    __slots__ = ("state", "data", "cards", "hands", "showcases", "draw_pile", "discard",
                 "positions", "depot", "mummy", "turn_player", "phase", "completed_this_turn",
                 "exact_pending", "exchanged", "shed_value", "shed_after_b", "curse_queue",
                 "turns", "final_round", "termination", "winner", "rules", "_shuffler")

    def __init__(self, state: ImBannState) -> None:
        self.state = state
        self.data = state.data
        self.cards = self.data.cards
        self.hands = [list(h) for h in state.hands]
        self.showcases = [list(s) for s in state.showcases]
        self.draw_pile = list(state.draw_pile)
        self.discard = list(state.discard)
        self.positions = list(state.positions)
        self.depot = state.depot
        self.mummy = state.mummy
        self.turn_player = state.turn_player
        self.phase = state.phase
        self.completed_this_turn = state.completed_this_turn
        self.exact_pending = state.exact_pending
        self.exchanged = state.exchanged
        self.shed_value = state.shed_value
        self.shed_after_b = state.shed_after_b
        self.curse_queue = state.curse_queue
        self.turns = state.turns
        self.final_round = state.final_round
        self.termination: Termination | None = state.termination
        self.winner = state.winner
        self.rules: list[str] = []
        self._shuffler: random.Random | None = None

    def build(self, **more: Any) -> ImBannState:
        """The immutable state this draft describes, with ``more`` fields (e.g. ``history``)."""
        return copy_state(
            self.state, **more, hands=tuple(tuple(sorted(h)) for h in self.hands),
            showcases=tuple(tuple(s) for s in self.showcases), draw_pile=tuple(self.draw_pile),
            discard=tuple(self.discard), positions=tuple(self.positions), depot=self.depot,
            mummy=self.mummy, turn_player=self.turn_player, phase=self.phase,
            completed_this_turn=self.completed_this_turn, exact_pending=self.exact_pending,
            exchanged=self.exchanged, shed_value=self.shed_value, shed_after_b=self.shed_after_b,
            curse_queue=self.curse_queue, turns=self.turns, final_round=self.final_round,
            termination=self.termination, winner=self.winner)

    # ------------------------------------------------------------------ the rules, asked
    @property
    def seat(self) -> int:
        """The player whose turn it is."""
        return self.turn_player

    @property
    def chamber_index(self) -> int:
        return len(self.state.adventure_values)

    def total(self, seat: int) -> int:
        """``seat``'s showcase sum."""
        return logic.showcase_sum(self.showcases[seat], self.cards)

    def need(self, seat: int) -> int:
        """The value ``seat`` needs now, the Mummy's penalty included."""
        s = self.state
        return logic.target(s.adventure_values, s.chamber_value, self.positions[seat],
                            self.mummy == seat, self.data.mummy_penalty)

    def others_in_game(self, seat: int) -> list[int]:
        return logic.others_in_game(self.positions, seat, self.chamber_index)

    def end_game(self, termination: Termination, winner: int | None = None) -> None:
        """The game (or, multi-game, the round) is over."""
        self.termination, self.winner, self.phase = termination, winner, Phase.OVER

    # ------------------------------------------------------------------ moving cards
    def shuffler(self) -> random.Random:
        """The generator for this step's reshuffles (fixed by seed and step number)."""
        if self._shuffler is None:
            self._shuffler = self.state.rng("shuffle")
        return self._shuffler

    def take(self, seat: int, code: str) -> int:
        """Remove one card with ``code`` from ``seat``'s hand (the lowest id) and return it."""
        cards = self.cards
        card_id = min(i for i in self.hands[seat] if cards[i].code == code)
        self.hands[seat].remove(card_id)
        return card_id

    def lose(self, seat: int, card_id: int) -> None:
        """Move a card from ``seat``'s showcase onto the discard pile."""
        self.showcases[seat].remove(card_id)
        self.discard.append(card_id)

    def reshuffle(self) -> None:
        """Shuffle the discard pile under the draw pile's remaining cards (rule ib.draw.reshuffle)."""
        pile = self.discard
        self.discard = []
        self.shuffler().shuffle(pile)
        self.draw_pile = pile + self.draw_pile
        self.rules.append("ib.draw.reshuffle")

    def draw_cards(self, seat: int, n: int) -> None:
        """``seat`` draws ``n`` cards (fewer if both piles run out), reshuffling as needed."""
        for _ in range(n):
            if not self.draw_pile and self.discard:
                self.reshuffle()
            if not self.draw_pile:
                break
            self.hands[seat].append(self.draw_pile.pop())
        if not self.draw_pile and self.discard:
            self.reshuffle()
