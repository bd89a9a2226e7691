"""The Ramses Pyramid game state: a frozen dataclass implementing the kernel's game protocol.

A turn: on the brown spaces a chance step rolls the die (``rp.track.move``), the die's symbol
is carried out (``rp.ruling.die-order``), the adventurer moves and uses the space it lands on
(take / peek / nothing). After the lap (``rp.track.lap``) the adventurer enters a side of the
dark layer (``rp.track.enter``) and rolls. On the pyramid the player decides first
(``rp.pyramid.decide``): ``climb`` (roll, then up/down one layer per step, each needing its
colour) or ``sideways``. Listing moves is :mod:`.legal`, playing them :mod:`.moves`.

>>> from pyramid_explorer.games import new_game
>>> s = new_game("ramses-pyramid", seed=3, players=2)
>>> s.phase, s.is_chance_node(), s.turn
(<Phase.ROLL: 'roll'>, True, 1)
>>> s = s.apply(Action("roll", (2, "plain")))
>>> s.advs[0].track, s.phase.value, [str(a) for a in s.legal_actions()]
(2, 'space', ['Look into the temple on space 2'])
>>> s = s.apply(Action("peek"))
>>> s.seen[0], s.phase.value, s.last_rules         # P1 saw temple A on turn 1
((1, -1, -1, -1), 'place', ('rp.space.peek', 'rp.ruling.memory'))
>>> s = s.apply(Action("place", (3,)))
>>> s.temple_space(0), s.current_player(), s.turn
(3, -1, 2)
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, ClassVar

from ...engine import CHANCE, TERMINAL, Action, GameState, IllegalAction
from ...engine.errors import OptionError
from . import labels, legal, moves, refusals, render, view
from .actions import ARGUMENTS
from .board import TEMPLE_LETTERS, die_outcomes
from .kinds import Phase, Termination  # their home is kinds.py; importable from here too
from .mechanics import Adventurer, Mummy
from .options import RamsesOptions, make_options
from .rules import GAME_ID
from .setup import deal


def _outcomes() -> tuple[tuple[Action, float], ...]:
    return tuple((labels.roll_action(f.value, f.effect.value), float(p)) for f, p in die_outcomes())


_OUTCOMES = _outcomes()


@dataclass(frozen=True)
class RamsesState(GameState):
    """One moment of a game. See :mod:`.setup` for the board fields and :mod:`.mechanics`
    for adventurers and mummies.

    ``seen[p][t]`` is the last turn seat ``p`` saw temple ``t``'s crystal (-1: never);
    ``looks`` records ``(turn, seat, temple, how)`` for every peek ("peek") and opening
    ("open"), ``temple_moves`` every ``(turn, temple, from space, to space)``; both are seen by
    everybody (``rp.ruling.memory``).
    """

    game_id: ClassVar[str] = GAME_ID
    default_viewer: ClassVar[int | None] = 0
    argument_kinds: ClassVar[dict[str, tuple[tuple[object, ...], ...]]] = ARGUMENTS

    seed: int
    num_players: int = 2
    options: RamsesOptions = field(default_factory=RamsesOptions)
    history: tuple[Action, ...] = ()
    last_rules: tuple[str, ...] = ()
    layer_colours: tuple[tuple[str, ...], ...] = ()
    rotation: tuple[int, ...] = (0, 0, 0, 0, 0, 0)
    advs: tuple[Adventurer, ...] = ()
    tents: tuple[tuple[str, ...], ...] = ()
    crystals: tuple[str, ...] = ()
    temples: tuple[int, ...] = ()
    temple_colours: tuple[str, ...] = ()
    seen: tuple[tuple[int, ...], ...] = ()
    looks: tuple[tuple[int, int, int, str], ...] = ()
    temple_moves: tuple[tuple[int, int, int, int], ...] = ()
    mummies: tuple[Mummy, ...] = ()
    player: int = 0
    turn: int = 1
    phase: Phase = Phase.ROLL
    die: tuple[int, str] | None = None
    steps: int = 0
    pending: int = -1          # temple id to be placed (phase PLACE)
    then_climb: bool = False   # after placing: go on climbing
    heading: int = 0           # this roll's direction on the pyramid: 1 up, -1 down, 0 not yet
    named: tuple[str, ...] = ()
    ending: Termination | None = None
    winner: int | None = None
    origin: str = ""  # the JSON of a built start position (``position.py``); "" for a deal

    # ------------------------------------------------------------------ construction
    @classmethod
    def new(cls, *, seed: int, players: int = 2, **given: Any) -> RamsesState:
        """A new game set up from ``seed`` (``rp.ruling.setup``); P1 rolls first."""
        opts = make_options(**given)
        if opts.team == "pairs" and players != 4:
            raise OptionError("option 'team' = 'pairs' needs 4 players (two teams of two)")
        board = deal(seed, opts)
        return cls(seed=seed, num_players=players, options=opts,
                   layer_colours=board.layer_colours, advs=(Adventurer(),) * players,
                   tents=((),) * players, crystals=board.crystals, temples=board.temples,
                   temple_colours=board.temple_colours, seen=((-1,) * 4,) * players,
                   mummies=board.mummies)

    def start_position(self) -> dict[str, Any] | None:
        """The built start position this game began from (``None``: a seeded deal)."""
        return json.loads(self.origin) if self.origin else None

    # ------------------------------------------------------------------ queries
    def colour_at(self, layer: int, side: int) -> str:
        """The colour facing ``side`` on ``layer`` now ("" for the dark layer)."""
        return self.layer_colours[layer - 1][(side - self.rotation[layer - 1]) % 4]

    def temple_space(self, temple: int) -> int:
        """The temple space temple ``temple`` stands on."""
        return self.temples.index(temple)

    def empty_temple_spaces(self) -> list[int]:
        """Temple spaces 1–8 without a temple."""
        return [s for s in range(1, 9) if self.temples[s] < 0]

    def means_for(self, seat: int, layer: int, side: int) -> list[str | int]:
        """Ways ``seat`` may meet the colour of ``(layer, side)``: free, tent, or temple spaces."""
        colour = self.colour_at(layer, side)
        if not colour:
            return ["free"]
        if colour in self.tents[seat]:
            return ["tent"]
        return [s for s in range(1, 9) if self.temples[s] >= 0]

    def knows(self, seat: int, temple: int) -> bool:
        """True when ``seat`` has seen temple ``temple``'s crystal."""
        return self.seen[seat][temple] >= 0

    @staticmethod
    def temple_name(temple: int) -> str:
        """``A``–``D``."""
        return TEMPLE_LETTERS[temple]

    # ------------------------------------------------------------------ protocol
    def current_player(self) -> int:
        if self.phase is Phase.OVER:
            return TERMINAL
        if self.phase is Phase.ROLL:
            return CHANCE
        return self.player

    def legal_actions(self) -> list[Action]:
        return legal.legal_actions(self)

    def _reject(self, action: Action) -> IllegalAction | None:
        return refusals.refusal(self, action)

    def _next(self, action: Action) -> tuple[RamsesState, tuple[str, ...]]:
        return moves.next_state(self, action)

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        if self.phase is not Phase.ROLL:
            return []
        return list(_OUTCOMES)

    def _sample(self, rng: Any) -> Action:
        outcomes = self.chance_outcomes()
        x = rng.random()
        for action, p in outcomes:
            x -= p
            if x < 0:
                return action
        return outcomes[-1][0]

    def returns(self) -> list[float]:
        n = self.num_players
        if self.ending in (None, Termination.TURN_CAP):
            return [0.0] * n
        if self.ending in (Termination.MUMMIES, Termination.ALL_TRAPPED):
            return [-1.0] * n
        if self.options.team == "all":
            return [1.0] * n
        w = self.winner if self.winner is not None else -1
        if self.options.team == "pairs":
            return [1.0 if p % 2 == w % 2 else -1.0 for p in range(n)]
        return [1.0 if p == w else -1.0 for p in range(n)]

    def observation(self, player: int | None) -> dict[str, Any]:
        return view.observation(self, player)

    def snapshot(self) -> dict[str, Any]:
        return view.snapshot(self)

    def render_html(self, viewer: int | None = None, lang: str = "en") -> str:
        return render.render_html(self, viewer, lang)

    def action_label(self, action: Action, lang: str = "en") -> str:
        """The button text of ``action`` here, verb first, in ``lang``."""
        return labels.label(self, action, lang)


__all__ = ["Phase", "RamsesState", "Termination"]
