"""The chance to win the whole game from any position, and every move ranked by it.

>>> from pyramid_explorer.games import new_game
>>> s = new_game("dice-pyramid", seed=1, i_know_the_way=True, power_relics=True)
>>> round(win_probability(s), 4)                    # a new game, before the opening roll
0.4304
>>> s = s.apply(s.sample_chance())
>>> best = rank_moves(s)[0]
>>> best.action in s.legal_actions(), round(best.probability, 4) == round(win_probability(s), 4)
(True, True)

In a game with face-down cards the player's true chance depends on cards nobody may see:
:func:`win_probability` then refuses with :class:`HiddenCardsError` (the UI must not leak a
hidden card through a number) unless ``referee=True`` (the chance if the player knew every
card: an upper bound on any fair play of this deal), or ``plan=True`` (what the optimal bot
reckons with its stand-in cards, see :mod:`.deals`).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from ..dice import AbilityUse
from ..dice.transitions import tables
from ..engine import Action
from ..games.dice_pyramid.actions import CARD, RELIC_NUMBER, ROOM_NUMBER, use_result
from ..games.dice_pyramid.options import DicePyramidOptions
from ..games.dice_pyramid.setup import deal
from ..games.dice_pyramid.state import DicePyramidState
from .deals import Cards, perfect_information, planning_cards
from .perfect import DealSolver
from .shapes import taken_mask
from .turn import TurnSolution


class HiddenCardsError(ValueError):
    """The exact chance would depend on face-down cards the player cannot see.

    ``str(err)`` is English; ``err.de`` the German message.
    """

    def __init__(self, en: str, de: str) -> None:
        super().__init__(en)
        self.de = de


@dataclass(frozen=True)
class RankedMove:
    """A legal move and the chance to win the game after it (with best play afterwards)."""

    action: Action
    probability: float

    @property
    def label(self) -> str:
        return str(self.action)


_SOLVERS: list[DealSolver] = []
_KEEP = 32  # a face-down game plans once per set of revealed cards: keep them all
_SHARED: dict[DicePyramidOptions, dict] = {}
_SHARED_MAX = 100_000  # values (~230 bytes each, ~23 MB): past that the memo starts afresh


def shared_values(options: DicePyramidOptions) -> dict:
    """The memo that every solver for ``options`` shares (values by shape, relics and the
    cards still in play, see :class:`.perfect.DealSolver`): the optimal bot's plans after
    each revealed card reuse the values of the earlier plans that still apply."""
    memo = _SHARED.setdefault(options, {})
    if len(memo) > _SHARED_MAX:
        memo.clear()
    return memo


def _agree(cards: Cards, known: Cards) -> bool:
    return all(c is None or c == d for c, d in zip(cards, known, strict=True))


def solver_for(cards: Cards, options: DicePyramidOptions,
               dealt: Cards | None = None) -> DealSolver:
    """A :class:`DealSolver` for a pyramid whose cards still in play are ``cards`` (``None``
    = taken). A value depends only on the cards still in play, so any cached solver that
    agrees on them answers exactly; otherwise a new one is built for ``dealt`` (the whole
    deal, when known, so later positions of the game share it) or for ``cards``. The last
    few solvers are kept with their memo.
    """
    for s in _SOLVERS:
        if s.options == options and _agree(cards, s.cards):
            return s
    full = dealt if dealt is not None and _agree(cards, dealt) else cards
    s = DealSolver(full, options, shared=shared_values(options))
    _SOLVERS.insert(0, s)
    del _SOLVERS[_KEEP:]
    return s


@lru_cache(maxsize=64)
def _turn(solver: DealSolver, taken: int, relics: tuple[int, ...]) -> TurnSolution:
    return solver.turn(taken, relics)


def _solver(state: DicePyramidState, referee: bool, plan: bool) -> DealSolver:
    if perfect_information(state) or referee:
        return solver_for(state.pyramid, state.options, deal(state.seed, state.options)[0])
    if plan:
        return solver_for(planning_cards(state), state.options)
    raise HiddenCardsError(
        "Face-down cards decide this chance and they are hidden: the exact chance with best "
        "play is computed for I Know the Way (all cards face up); see docs/wholegame.md.",
        "Verdeckte Karten entscheiden über diese Chance, und sie sind geheim: Die genaue "
        "Gewinnchance bei bestem Spiel gibt es mit „Ich kenne den Weg“ (alle Karten offen).")


class _Position:
    """A state read as the solver sees it: shape, relics, the solved turn and its mask."""

    def __init__(self, state: DicePyramidState, referee: bool, plan: bool) -> None:
        self.state = state
        self.solver = _solver(state, referee, plan)
        self.taken = taken_mask(state.pyramid)
        self.relics = tuple(sorted(state.relics))
        power = state.options.power_relics
        self.mask = sum(1 << i for i, r in enumerate(self.relics)
                        if not (power and r in state.used))

    def turn(self) -> TurnSolution:
        return _turn(self.solver, self.taken, self.relics)

    def value(self) -> float:
        s = self.state
        if s.phase == "over":
            return 1.0 if s.outcome == "won" else 0.0
        if s.phase in ("cap", "miss"):
            return max(self.solver.discard_values(self.taken, self.relics).values())
        if s.phase == "chance":
            if s.roll_rule == "dp.turn.roll":
                return self.solver.value(self.taken, self.relics)
            kept = tuple(sorted(v for i, v in enumerate(s.dice) if i not in s.pending))
            return self._after_roll(kept, s.rerolls_left, self.mask)
        return float(self.turn().V(s.rerolls_left, self.mask)[_full(s.dice), 0])

    def _after_roll(self, kept: tuple[int, ...], r: int, mask: int) -> float:
        k = tables(5).keep_index[kept]
        return float(np.clip(self.turn().E(r, mask)[k, 0], 0.0, 1.0))

    def move_value(self, action: Action) -> float:
        s = self.state
        kind, args = action.kind, action.args
        if kind == "discard":
            return self.solver.value(self.taken, _drop(self.relics, RELIC_NUMBER[args[0]]))
        if kind == "take":
            pos = s.pyramid.index(ROOM_NUMBER[args[0]])
            return self.solver.take_value(self.taken, pos, self._left())
        if kind == "end":
            return self.solver.miss_value(self.taken, self._left())
        if kind == "reroll":
            kept = tuple(sorted(v for i, v in enumerate(s.dice) if i not in args))
            return self._after_roll(kept, s.rerolls_left - 1, self.mask)
        number = RELIC_NUMBER[args[0]]
        rest = self.mask & ~(1 << self.relics.index(number))
        if CARD[number].ability.kind == "reroll":
            kept = tuple(sorted(v for i, v in enumerate(s.dice) if i not in args[1]))
            return self._after_roll(kept, s.rerolls_left, rest)
        after = use_result(number, s.dice, AbilityUse(args[1], args[2]))
        return float(np.clip(self.turn().V(s.rerolls_left, rest)[_full(after), 0], 0.0, 1.0))

    def _left(self) -> tuple[int, ...]:
        """Relics held at the end of the turn if it ended now."""
        if self.state.options.power_relics:
            return self.relics
        return tuple(r for i, r in enumerate(self.relics) if self.mask >> i & 1)


def _full(dice: tuple[int, ...]) -> int:
    return tables(5).full.index[tuple(sorted(dice))]


def _drop(relics: tuple[int, ...], card: int) -> tuple[int, ...]:
    i = relics.index(card)
    return relics[:i] + relics[i + 1:]


def win_probability(state: DicePyramidState, *, referee: bool = False,
                    plan: bool = False) -> float:
    """The chance to win the game from ``state`` with best play from here on.

    Exact with I Know the Way; for face-down cards see the module docstring.
    """
    return _Position(state, referee, plan).value()


def rank_moves(state: DicePyramidState, *, referee: bool = False,
               plan: bool = False) -> list[RankedMove]:
    """Every legal move with the chance to win after it, best first (ties keep the order of
    ``legal_actions()``). Empty at a chance step and at the end of the game."""
    if state.phase in ("chance", "over"):
        return []
    pos = _Position(state, referee, plan)
    moves = [RankedMove(a, pos.move_value(a)) for a in state.legal_actions()]
    order = sorted(range(len(moves)), key=lambda i: (-round(moves[i].probability, 12), i))
    return [moves[i] for i in order]


def move_verdict(state: DicePyramidState, action: Action, *, tolerance: float = 1e-9
                 ) -> tuple[bool, float, RankedMove]:
    """For the "your move" exercises: ``(good, chance after action, best move)``; ``good``
    when ``action`` is within ``tolerance`` of the best chance to win the game.

    >>> from pyramid_explorer.games import new_game
    >>> s = new_game("dice-pyramid", seed=1, i_know_the_way=True, power_relics=True)
    >>> s = s.apply(s.sample_chance())
    >>> good, mine, best = move_verdict(s, rank_moves(s)[0].action)
    >>> good, mine == best.probability
    (True, True)
    """
    ranked = rank_moves(state)
    mine = next((m.probability for m in ranked if m.action == action), None)
    if mine is None:
        state.check_legal(action)           # raises IllegalAction naming the rule
        raise ValueError(f"{action} cannot be ranked at a chance step")
    return mine >= ranked[0].probability - tolerance, mine, ranked[0]
