"""The Pyramidenbau game state: a frozen dataclass implementing the kernel's game protocol.

Colours take turns clockwise (N, E, S, W; a passive colour is skipped). A turn: a chance step
rolls the die (``pb.turn.roll``); a 1–4 allows placing, building or moving a worker, a 5–6
hiring, firing, a card, or the cap. The game ends when every active colour has its cap on.

>>> from pyramid_explorer.games import new_game
>>> s = new_game("pyramidenbau", seed=3)
>>> s.phase, s.is_chance_node(), s.quarry, s.market
(<Phase.ROLL: 'roll'>, True, (30, 30, 30, 30), (4, 4, 4, 4))
>>> s = s.apply(Action("roll", (3,)))
>>> s.colour, s.allowance, str(s.legal_actions()[0])        # east (red) starts, by lot
(1, 3, 'Place 1 blue stone on workplace N1')
>>> s = s.apply(Action("place", (0, 2, 1)))          # two blue stones on N2, one left
>>> s.workplaces[1], s.allowance, s.last_rules
((0, 0), 1, ('pb.place.quarry', 'pb.place.colour', 'pb.steps.up-to'))
>>> s = s.apply(Action("done", ()))
>>> s.colour, s.phase.value
(2, 'roll')
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any, ClassVar

from ...engine import CHANCE, TERMINAL, Action, GameState, IllegalAction
from . import refusals, render, view
from .board import build_targets, current_layer, visible_counts
from .cards import Deck, load_deck
from .geometry import CELLS, SIDES, WORKPLACES, index, workplace_side
from .kinds import Phase, Termination  # their home is kinds.py; importable from here too
from .labels import move_label
from .moves import DONE, HIGH, LOW, PASS, task_moves
from .options import PyramidenbauOptions
from .rules import CAP_POINTS, GAME_ID
from .transitions import TRANSITIONS, completions  # completions: importable from here too

STONES_PER_COLOUR = 30
WORKERS_PER_COLOUR = 4


@lru_cache(maxsize=64)
def _roll(values: tuple[int, ...]) -> Action:
    return Action("roll", values, label=move_label(Action("roll", values)))


@dataclass(frozen=True)
class PyramidenbauState(GameState):
    """One moment of a game. Colours 0–3 build sides N, E, S, W; ``owners[c]`` is the seat
    playing colour ``c`` (``-1``: passive). ``stacks`` lists each cell's stones bottom to top;
    ``workplaces`` the stones at each of the 16 workplaces; ``workers`` the worker colour at
    each (``-1``: none). ``draw`` is the face-down pile (top first, hidden), ``discard`` the
    face-up pile (top last). Card numbers 0–39 map to instructions by ``deck.card``."""

    game_id: ClassVar[str] = GAME_ID

    seed: int
    num_players: int = 4
    options: PyramidenbauOptions = field(default_factory=PyramidenbauOptions)
    history: tuple[Action, ...] = ()
    last_rules: tuple[str, ...] = ()
    deck: Deck = field(default_factory=lambda: load_deck(""))
    owners: tuple[int, ...] = (0, 1, 2, 3)
    stacks: tuple[tuple[int, ...], ...] = ((),) * 64
    workplaces: tuple[tuple[int, ...], ...] = ((),) * WORKPLACES
    workers: tuple[int, ...] = (-1,) * WORKPLACES
    market: tuple[int, ...] = (WORKERS_PER_COLOUR,) * 4
    quarry: tuple[int, ...] = (STONES_PER_COLOUR,) * 4
    caps: tuple[int, ...] = ()
    draw: tuple[int, ...] = ()
    discard: tuple[int, ...] = ()
    colour: int = 0
    turn: int = 1
    phase: Phase = Phase.ROLL
    rolling: int = 1
    dice: tuple[int, ...] = ()
    die: int = 0
    card: int = -1
    kinds: tuple[str, ...] = ()
    allowance: int = 0
    started: bool = False
    complete_at: tuple[int, ...] = (0, 0, 0, 0)
    termination: Termination | None = None
    origin: str = ""  # the JSON of a built start position (``position.py``); "" for a deal

    def start_position(self) -> dict[str, Any] | None:
        """The built start position this game began from (``None``: a seeded deal)."""
        return json.loads(self.origin) if self.origin else None

    # ------------------------------------------------------------------ queries
    def own_colours(self) -> tuple[int, ...]:
        """The colours the colour to move acts for: itself and a passive colour."""
        return tuple(sorted({self.colour, *(c for c in range(4) if self.owners[c] < 0)}))

    def seat_colours(self) -> tuple[int, ...]:
        """The colours of the seat to move (two each in a two-player game)."""
        seat = self.owners[self.colour]
        return tuple(c for c in range(4) if self.owners[c] == seat)

    def active_colours(self) -> tuple[int, ...]:
        return tuple(c for c in range(4) if self.owners[c] >= 0)

    def quarry_empty(self) -> bool:
        return sum(self.quarry) == 0

    def may_cap(self) -> bool:
        """True when the colour to move may put its cap on (``pb.cap.place``)."""
        c = self.colour
        return (self.owners[c] >= 0 and c not in self.caps
                and 0 < self.complete_at[c] < self.turn)

    def card_possible(self, card: int) -> bool:
        """True when card ``card``'s instruction could be carried out now."""
        instr = self.deck.card(card)
        if instr.action == "roll":
            return True
        trial = replace(self, kinds=(instr.action,), allowance=instr.count, started=False)
        return bool(task_moves(trial))

    def scores(self) -> tuple[int, ...]:
        """Points per colour: visible stones of that colour plus its cap (``pb.score.visible``)."""
        seen = visible_counts(self.stacks)
        caps = {c: CAP_POINTS[i] for i, c in enumerate(self.caps)}
        return tuple(seen[c] + caps.get(c, 0) for c in range(4))

    def seat_scores(self) -> list[int]:
        out = [0] * self.num_players
        for c, points in enumerate(self.scores()):
            if self.owners[c] >= 0:
                out[self.owners[c]] += points
        return out

    def winners(self) -> tuple[int, ...]:
        """The seats with the most points (several on a tie, ``pb.score.winner``)."""
        s = self.seat_scores()
        return tuple(i for i, v in enumerate(s) if v == max(s))

    def action_label(self, action: Action, lang: str = "en") -> str:
        """The label of ``action`` in ``lang`` (used by the explorer)."""
        worker = None
        if action.kind in ("move", "fire") and action.args and 0 <= action.args[0] < WORKPLACES:
            worker = self.workers[action.args[0]]
            worker = worker if worker >= 0 else None
        text = ""
        if action.kind == "follow" and self.discard:
            text = self.deck.card(self.discard[-1]).text(lang)
        level = None
        if action.kind == "build":
            level = current_layer(self.stacks, workplace_side(action.args[0]))
        return move_label(action, lang, worker=worker, level=level, card_text=text)

    # ------------------------------------------------------------------ protocol
    def current_player(self) -> int:
        if self.phase == Phase.OVER:
            return TERMINAL
        if self.phase == Phase.ROLL:
            return CHANCE
        return self.owners[self.colour]

    def returns(self) -> list[float]:
        """Each seat's points (its colours' points; ``Utility.SCORE``)."""
        return [float(v) for v in self.seat_scores()]

    def legal_actions(self) -> list[Action]:
        cached = self.__dict__.get("_legal")
        if cached is None:
            cached = tuple(self._list())
            object.__setattr__(self, "_legal", cached)
        return list(cached)

    def _list(self) -> list[Action]:
        if self.phase == Phase.OVER:
            return []
        if self.phase == Phase.ROLL:
            return [a for a, _ in self.chance_outcomes()]
        if self.phase == Phase.CHOOSE:
            return [Action("play_as", (c,), label=move_label(Action("play_as", (c,))))
                    for c in self.seat_colours()]
        if self.phase == Phase.ORDER:
            return [Action("first", (v,), label=move_label(Action("first", (v,))))
                    for v in sorted(set(self.dice))]
        moves = task_moves(self)
        if self.started:
            return [*moves, DONE]
        return moves or [PASS]

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        """One die: 1–6; two dice: the 21 unordered pairs with their chances."""
        if self.phase != Phase.ROLL:
            return []
        if self.rolling == 1:
            return [(_roll((v,)), 1 / 6) for v in range(1, 7)]
        return [(_roll((a, b)), (1 if a == b else 2) / 36)
                for a in range(1, 7) for b in range(a, 7)]

    def _sample(self, rng: random.Random) -> Action:
        values = tuple(sorted(rng.randint(1, 6) for _ in range(self.rolling)))
        return _roll(values)

    def _reject(self, action: Action) -> IllegalAction | None:
        if action in self.legal_actions():
            return None
        return refusals.refusal(self, action)

    def observation(self, player: int | None) -> dict[str, Any]:
        return view.observation(self, player)

    def snapshot(self) -> dict[str, Any]:
        return view.observation(self, None)

    def render_html(self, viewer: int | None = None, lang: str = "en") -> str:
        return render.render_html(self, viewer, lang)

    # ------------------------------------------------------------------ transitions
    def _next(self, action: Action) -> tuple[PyramidenbauState, tuple[str, ...]]:
        return TRANSITIONS[action.kind](self, action.args)


__all__ = ["CELLS", "HIGH", "LOW", "SIDES", "Phase", "PyramidenbauState", "Termination",
           "build_targets", "completions", "index"]
