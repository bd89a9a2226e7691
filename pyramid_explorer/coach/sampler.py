"""Play lines of the seat to move out from drawn positions: the one place the coach's searches
get their playouts, compiled where the game has compiled playouts, else in Python.

A :class:`Sampler` belongs to one position and one seat. ``sampler.values(i, lines)`` draws
position ``i`` — what the seat cannot see redrawn and a fresh seed, from a generator keyed by
the search's seed and ``i`` alone (:func:`.playout.determinize`), so the values never depend on
what the seat cannot see — plays each line (one or more actions of the seat) from it and the
game on to the end: the seat with the game's coach policy (``GameSpec.coach_policy``), every
other seat with its heuristic bot. All lines of one drawn position share its seed (common
random numbers), so their differences are not the luck of the draw.

The compiled path (:mod:`.compiled`, numba) plays the same policies with the same transitions —
proven equal to the Python engine move by move in ``tests/test_compiled_*.py`` — from its own
random stream; the Python path (``compiled=False``, or a state the compiled module does not
support) plays the Python bots. Both give :class:`Outcome` per line.

>>> from pyramid_explorer.games import new_game
>>> s = new_game("ramses-pyramid", seed=2, players=2)
>>> s = s.apply(s.sample_chance())
>>> py = Sampler(s, config=SearchConfig(seed=1, compiled=False))
>>> out = py.values(0, [(a,) for a in s.legal_actions()[:2]])
>>> len(out), all(o.won in (0.0, 1.0) for o in out), py.compiled
(2, True, False)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from .. import games
from ..engine import Action, GameState
from ..engine.fastrng import StepRandom
from .config import DEFAULT, Draw, SearchConfig
from .playout import MAX_PLAYOUT_STEPS, determinize, play_to_end, playout_bots, score_kind
from .playout import seat_score as _seat_score
from .playout import won as _won

SCORE_WEIGHT = 0.02
"""How much one point (Pyramidenbau) or one minus point (Im Bann Multi-Game, negative) adds
to a playout's value next to 1 for a win: points break the ties of the many playouts that
neither move wins."""


@dataclass(frozen=True)
class Outcome:
    """One playout's result for the seat: ``won`` (1.0 or 0.0), its ``score`` (points or
    minus points; ``None`` in a game only won or lost) and ``value`` (what searches compare:
    ``won`` plus :data:`SCORE_WEIGHT` per point, minus per minus point)."""

    won: float
    score: float | None
    value: float


def compiled_module(state: GameState) -> Any:
    """The game's compiled module when it supports ``state`` (options, player count), else
    ``None``."""
    from . import compiled

    module = compiled.module(state.game_id)
    if module is None:
        return None
    try:
        return module if module.supports(state) else None
    except Exception:  # noqa: BLE001 - an unsupported state is played in Python
        return None


class Sampler:
    """Playouts of lines of ``seat`` (the seat to move) at ``state`` (see the module doc)."""

    def __init__(self, state: GameState, seat: int | None = None,
                 config: SearchConfig = DEFAULT, *, key: str = "coach") -> None:
        if state.is_terminal() or state.is_chance_node():
            raise ValueError("the coach judges the moves of a seat to move: this is "
                             f"{'the end of the game' if state.is_terminal() else 'a chance step'}")
        to_move = state.current_player()
        if seat is not None and seat != to_move:
            raise ValueError(f"seat {seat} is not to move (seat {to_move} is)")
        self.state, self.seat, self.seed, self.key = state, to_move, config.seed, key
        self.spec = games.spec(state.game_id)
        self.kind = score_kind(state)
        own = config.own_bot or self.spec.coach_policy
        self.bots = playout_bots(state.game_id, state.num_players, config.playout_bot)
        if own is not None:
            self.bots[to_move] = self.spec.bots[own]()
        self.draw: Draw = determinize if config.draw is None else config.draw
        self.playout_steps = (MAX_PLAYOUT_STEPS if config.playout_steps is None
                              else config.playout_steps)
        # playouts other than the coach's own run in Python (compiled ones play only those)
        custom = (config.playout_bot is not None or config.playout_steps is not None
                  or config.own_bot not in (None, self.spec.coach_policy)
                  or config.draw not in (None, determinize))
        module = None if config.compiled is False or custom else compiled_module(state)
        if config.compiled is True and module is None and not custom:
            raise ValueError(f"no compiled playouts for this {state.game_id} position")
        self.module = module
        self._lines_from = getattr(module, "lines_from", None)
        self._codes: dict[Action, int] = {}
        self._vec = None
        if module is not None:
            from .compiled import COACH, HEURISTIC

            self.policies = [HEURISTIC] * state.num_players
            self.policies[to_move] = COACH

    @property
    def compiled(self) -> bool:
        """Whether the playouts run compiled."""
        return self.module is not None

    def position(self, i: int) -> GameState:
        """Drawn position ``i``: what the seat cannot see redrawn, a fresh seed."""
        return self.draw(self.state, self.seat, StepRandom(f"{self.key}:{self.seed}:{i}"))

    def values(self, i: int, lines: Sequence[Sequence[Action]],
               stop: Callable[[], bool] | None = None) -> list[Outcome]:
        """Each line played from drawn position ``i`` and on to the end (see module doc);
        ``stop()`` is asked before every line, and once it says so the outcomes so far are
        returned (fewer than the lines). Where the compiled module draws positions itself
        (``lines_from``) and every line is one move, the position and all its lines are one
        compiled call (when positions are drawn by ``determinize``, which it does draw for draw),
        ``stop()`` asked once before it: the same outcomes."""
        if (self._lines_from is not None and self.draw is determinize
                and all(len(line) == 1 for line in lines)):
            if stop is not None and stop():
                return []
            codes = [self._code(line[0]) for line in lines]
            first = StepRandom(f"{self.key}:{self.seed}:{i}").getstate()[0]  # its first word
            rows = self._lines_from(self._real_vec(), self.seat, first, codes, self.policies,
                                    self.playout_steps)
            return [self._outcome(row.tolist()) for row in rows]
        return self.play_from(self.position(i), lines, stop)

    def _code(self, action: Action) -> int:
        """``action``'s code (the seat's moves are the same in every drawn position)."""
        code = self._codes.get(action)
        if code is None:
            code = self._codes[action] = int(self.module.action_code(self.state, action))
        return code

    def _real_vec(self) -> Any:
        """The position encoded once; ``lines_from`` redraws what the seat cannot see from
        the pool of those cards in card order, never from where they really are."""
        if self._vec is None:
            self._vec = self.module.encode(self.state)
        return self._vec

    def play_from(self, drawn: GameState, lines: Sequence[Sequence[Action]],
                  stop: Callable[[], bool] | None = None) -> list[Outcome]:
        """Each line played from ``drawn`` (a position of this sampler's seat to move, e.g.
        :meth:`position`, or in a benchmark the real one with a new seed) and on to the end
        with the sampler's policies, chance from ``drawn``'s seed; ``stop`` as in
        :meth:`values`."""
        out: list[Outcome] = []
        vec = None  # the drawn position encoded once for every one-move line (compiled)
        for line in lines:
            if stop is not None and stop():
                break
            if self.module is not None and len(line) == 1:
                if vec is None:
                    vec = self.module.encode(drawn)
                after_vec = self.module.step(vec, self.module.action_code(drawn, line[0]))
                returns = self.module.play_to_end(after_vec, self.policies, drawn.seed)
                out.append(self._outcome([float(x) for x in returns]))
                continue
            after = drawn.apply_all(list(line)) if len(line) != 1 else drawn.apply(line[0])
            out.append(self._outcome(self._returns(after, drawn.seed)))
        return out

    def _returns(self, after: GameState, seed: int) -> Sequence[float]:
        if self.module is not None:
            if after.is_terminal():
                return after.returns()
            vec = self.module.encode(after)
            return [float(x) for x in self.module.play_to_end(vec, self.policies, seed)]
        return play_to_end(after, self.bots, self.playout_steps).returns()

    def _outcome(self, returns: Sequence[float]) -> Outcome:
        w = float(_won(returns, self.seat, self.kind, self.spec.utility))
        if self.kind is None:
            return Outcome(w, None, w)
        score = _seat_score(returns, self.seat, self.kind, self.spec.utility)
        sign = -1.0 if self.kind == "minus points" else 1.0
        return Outcome(w, score, w + SCORE_WEIGHT * sign * score)


__all__ = ["SCORE_WEIGHT", "Outcome", "Sampler", "compiled_module"]
