"""The game protocol every engine implements, and the shared machinery behind it.

A game's state is an immutable (frozen) dataclass that subclasses :class:`GameState`. The base
class supplies the parts that are the same for every game:

* :meth:`GameState.apply` checks an action, raises :class:`IllegalAction` (naming the rule)
  for a forbidden one, and otherwise returns a *new* state that remembers the action in
  ``history`` and the rule clauses that allowed it in ``last_rules``;
* chance steps: :meth:`GameState.sample_chance` draws the outcome from a generator derived from
  the game's seed and the step number, so seed + actions replay a game exactly;
* :meth:`GameState.to_json` and :meth:`GameState.explain_last`.

A game supplies ``legal_actions``, ``_reject`` (why an action is illegal), ``_next`` (the
transition), ``current_player``, ``is_terminal``, ``returns``, ``observation``, ``snapshot``
and, for chance steps, ``chance_outcomes`` and ``_sample``.
"""

from __future__ import annotations

import json
import random
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import replace
from typing import Any, ClassVar

from .action import Action
from .argcheck import check_types
from .errors import IllegalAction
from .fastrng import StepRandom
from .rules import RULES, RuleClause
from .savefile import SAVE_FORMAT, SAVE_VERSION, seal

CHANCE = -1
"""``current_player()`` at a chance step (a dice roll)."""
TERMINAL = -2
"""``current_player()`` once the game is over."""


def copy_state(state: Any, **changes: Any) -> Any:
    """A copy of the frozen dataclass ``state`` with ``changes``: what ``dataclasses.replace``
    returns for a state class without ``__post_init__`` and field names that do not start
    with an underscore, at a fraction of its cost (the instance dictionary is copied instead of
    ``__init__`` re-run over every field). Per-state caches (entries of the instance dictionary
    whose names start with an underscore, e.g. a cached ``legal_actions()``) are not copied.

    >>> from dataclasses import dataclass
    >>> @dataclass(frozen=True)
    ... class P:
    ...     x: int = 0
    ...     y: int = 0
    >>> p = P(1, 2)
    >>> object.__setattr__(p, "_cache", "stale")
    >>> q = copy_state(p, y=5)
    >>> q, "_cache" in q.__dict__
    (P(x=1, y=5), False)
    """
    values = {k: v for k, v in state.__dict__.items() if k[0] != "_"}
    values.update(changes)
    new = object.__new__(type(state))
    object.__setattr__(new, "__dict__", values)
    return new


class GameState(ABC):
    """Base class of every game's state (subclasses are frozen dataclasses).

    Subclasses must declare the dataclass fields ``seed: int``, ``num_players: int``,
    ``options`` (a frozen dataclass), ``history: tuple[Action, ...]`` and
    ``last_rules: tuple[str, ...]``.
    """

    game_id: ClassVar[str]
    seed: int
    num_players: int
    history: tuple[Action, ...]
    last_rules: tuple[str, ...]

    # ----------------------------------------------------------------- game-specific part
    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """Every action the player to move may take (at a chance step: the outcomes)."""

    @abstractmethod
    def _reject(self, action: Action) -> IllegalAction | None:
        """``None`` when ``action`` is legal here, else the error naming the rule it breaks."""

    @abstractmethod
    def _next(self, action: Action) -> tuple[GameState, tuple[str, ...]]:
        """The state after a legal ``action`` (history untouched) and the clause ids used."""

    @abstractmethod
    def current_player(self) -> int:
        """The seat to move (0-based), :data:`CHANCE` at a chance step, :data:`TERMINAL` at the end."""

    @abstractmethod
    def returns(self) -> list[float]:
        """Per seat: 1 win / 0 draw-or-unfinished / -1 loss, or the game's score when it has one."""

    @abstractmethod
    def observation(self, player: int | None) -> dict[str, Any]:
        """What ``player`` may know, as JSON-ready data (``None``: the referee sees everything)."""

    @abstractmethod
    def snapshot(self) -> dict[str, Any]:
        """The full state as JSON-ready data (used to detect tampered saves)."""

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        """At a chance step: every outcome with its probability. Empty elsewhere."""
        return []

    def action_index(self, action: Action) -> tuple[int, int]:
        """(index of the legal ``action`` in :meth:`legal_actions`, how many there are).

        A share link stores each step as this index. Games with long outcome lists (Dice
        Pyramid's 7,776 rolls of five dice) compute it without listing them; ``ValueError``
        when ``action`` is not legal here.

        >>> from pyramid_explorer.games import new_game
        >>> s = new_game("ramses-pyramid", seed=2)
        >>> s.action_index(s.legal_actions()[-1]) == (len(s.legal_actions()) - 1,
        ...                                          len(s.legal_actions()))
        True
        """
        legal = self.legal_actions()
        return legal.index(action), len(legal)

    def action_count(self) -> int:
        """How many legal actions there are (``len(legal_actions())``, maybe without listing)."""
        return len(self.legal_actions())

    def action_at(self, index: int) -> Action:
        """``legal_actions()[index]`` (maybe without listing); ``IndexError`` out of range."""
        return self.legal_actions()[index]

    def _sample(self, rng: random.Random) -> Action:
        """At a chance step: one outcome drawn with ``rng``."""
        raise IllegalAction("engine.chance", "This is not a chance step.",
                            de="Hier entscheidet nicht der Zufall.")

    def render_html(self, viewer: int | None = None, lang: str = "en") -> str:
        """HTML (usually with inline SVG) of the table as ``viewer`` sees it."""
        return f"<pre>{json.dumps(self.observation(viewer), indent=1)}</pre>"

    def action_label(self, action: Action, lang: str = "en") -> str:
        """The label of a legal ``action`` here, in ``lang`` (default: ``str(action)``)."""
        return str(action)

    default_viewer: ClassVar[int | None] = None
    """Whose view ``_repr_html_`` shows: ``None`` for the referee's."""

    checks_argument_types: ClassVar[bool] = False
    """``True`` when the game's own ``_reject`` refuses wrongly typed arguments with its own
    rule and sentence (Im Bann's move table declares the types); otherwise the kernel's
    generic check (:func:`.argcheck.check_types`, rule ``engine.action``) does it first."""

    argument_kinds: ClassVar[dict[str, tuple[tuple[Any, ...], ...]]] = {}
    """Move kind -> what each argument takes (``int``, ``str`` and/or words such as
    ``"tent"``), for moves whose arguments are more than the listed moves show. A declared kind
    is type-checked against its declaration (:func:`.argcheck.declared_problem`), so a
    well-typed move reaches the game's ``_reject``, which names the rule; undeclared kinds are
    checked against the moves listed now."""

    # ----------------------------------------------------------------- shared machinery
    def is_terminal(self) -> bool:
        """True once the game is over."""
        return self.current_player() == TERMINAL

    def is_chance_node(self) -> bool:
        """True when the next step is decided by chance (a roll), not by a player."""
        return self.current_player() == CHANCE

    def rng(self, purpose: str = "step") -> random.Random:
        """A generator fixed by the seed, the step number and ``purpose``: same game, same draws."""
        return StepRandom(f"{self.seed}:{len(self.history)}:{purpose}")

    def sample_chance(self) -> Action:
        """The outcome of this chance step drawn from the game's seeded generator."""
        if not self.is_chance_node():
            raise IllegalAction("engine.chance", "This is not a chance step: a player is to move.",
                                de="Hier entscheidet nicht der Zufall: Ein Spieler ist am Zug.")
        return self._sample(self.rng("chance"))

    def apply(self, action: Action) -> GameState:
        """The state after ``action``. Raises :class:`IllegalAction` and changes nothing if illegal."""
        self.check_legal(action)
        nxt, rules = self._next(action)
        return replace(nxt, history=self.history + (action,), last_rules=tuple(rules))  # type: ignore[type-var]

    def advance(self, action: Action) -> GameState:
        """The state :meth:`apply` returns for ``action``, without checking that it is legal.

        Only for an ``action`` taken from ``legal_actions()`` of this very state, or from
        :meth:`sample_chance` at a chance step: search and simulation loops that pick their
        moves from the listed ones and would otherwise check every one of them a second time.
        An unlisted action here gives an undefined state; everything else calls :meth:`apply`.

        >>> from pyramid_explorer.games import new_game
        >>> s = new_game("ramses-pyramid", seed=2, players=2)
        >>> roll = s.sample_chance()
        >>> s.advance(roll) == s.apply(roll)
        True
        """
        nxt, rules = self._next(action)
        copy = replace if hasattr(nxt, "__post_init__") else copy_state  # checks stay checks
        return copy(nxt, history=self.history + (action,), last_rules=tuple(rules))

    def check_legal(self, action: Action) -> None:
        """Raise the :class:`IllegalAction` that ``action`` breaks here; return if it is legal.

        Games that override :meth:`apply` for speed call this first, so every game refuses
        the same way.
        """
        if not isinstance(action, Action):
            raise IllegalAction("engine.action", f"{action!r} is not an action.",
                                de=f"{action!r} ist kein Spielzug.")
        if self.is_terminal():
            raise IllegalAction("engine.over", "The game is over: no more moves.",
                                de="Das Spiel ist vorbei: Es gibt keine Züge mehr.")
        problem = None if self.checks_argument_types else check_types(self, action)
        problem = problem or self._reject(action)
        if problem is not None:
            raise problem

    def apply_all(self, actions: Sequence[Action]) -> GameState:
        """Apply several actions in turn."""
        state: GameState = self
        for action in actions:
            state = state.apply(action)
        return state

    def explain_last(self) -> list[RuleClause]:
        """The rule clauses that allowed the last action (empty at the start)."""
        return [RULES.get(r) for r in self.last_rules if r in RULES]

    def last_action(self) -> Action | None:
        return self.history[-1] if self.history else None

    @property
    def step(self) -> int:
        """How many actions (chance outcomes included) led here."""
        return len(self.history)

    def options_dict(self) -> dict[str, Any]:
        """The game options as a plain dict."""
        from dataclasses import asdict

        return asdict(self.options)  # type: ignore[attr-defined]

    def start_position(self) -> dict[str, Any] | None:
        """The constructed position this game started from, as JSON-ready data.

        ``None`` (the default) for a game dealt from its seed. A game that can start from a
        built position (``GameSpec.from_start``) returns it, and saves carry it as ``"start"``.
        """
        return None

    def to_json(self) -> str:
        """The whole game as versioned JSON: seed, options, every action, a snapshot, and the
        digest of all of it (see :mod:`.savefile`).

        A game begun from a built position also carries it as ``"start"`` (seeded deals do not).
        """
        start = self.start_position()
        return seal(
            {
                "format": SAVE_FORMAT,
                "version": SAVE_VERSION,
                "game": self.game_id,
                "seed": self.seed,
                "players": self.num_players,
                "options": self.options_dict(),
                "actions": [a.to_json() for a in self.history],
                "state": self.snapshot(),
                **({"start": start} if start is not None else {}),
            })

    def _repr_html_(self) -> str:
        return self.render_html(self.default_viewer)
