"""The Dice Pyramid game state: a frozen dataclass implementing the kernel's game protocol.

A turn: a chance step rolls all five dice (``dp.turn.roll``); the player may re-roll chosen dice
twice (``dp.turn.rerolls``; each re-roll is a move followed by a chance step), use relics at any
moment (``dp.turn.relics``), then take one open room the dice meet (``dp.turn.take``) or end the
turn (a miss: discard a relic, or lose without one). Taking the Treasure Chamber wins.

>>> from pyramid_explorer.games import new_game
>>> s = new_game("dice-pyramid", seed=3)
>>> s.phase, s.is_chance_node()
('chance', True)
>>> s = s.apply(s.sample_chance())
>>> s.dice, s.rerolls_left
((3, 6, 3, 4, 4), 2)
>>> s.takeable_rooms()
['Entrance']
>>> s = s.apply(Action("reroll", (1, 2)))       # re-roll dice 2 and 3
>>> str(s.history[-1]), s.rerolls_left, s.is_chance_node()
('Re-roll dice 2, 3', 1, True)
>>> s = s.apply(s.sample_chance())
>>> str(s.history[-1])
'Roll: 3 2 2 4 4'
>>> s = s.apply(Action("take", ("Entrance",)))
>>> s.relic_names(), s.turn, s.last_rules
(["Phoenix's Feather"], 2, ('dp.turn.take', 'dp.pyramid.open', 'dp.card.entrance', 'dp.turn.choose'))
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from itertools import product
from typing import Any, ClassVar

from ...dice import AbilityUse
from ...engine import CHANCE, TERMINAL, Action, GameState, IllegalAction
from . import render, view
from .actions import (
    ALL_DICE,
    CARD,
    DISCARD_ACTIONS,
    END,
    RELIC_NUMBER,
    REROLL_ACTIONS,
    ROOM_NUMBER,
    TAKE_ACTIONS,
    label,
    reroll_action,
    roll_action,
    use_actions,
    use_result,
)
from .layout import Layout, layout
from .options import DicePyramidOptions
from .phases import CAP, CHANCE_PHASE, LOST, MISS, OVER, PLAY, WON
from .refusals import CHECKS
from .rules import GAME_ID, card_rule, relic_rule
from .setup import TREASURE_CHAMBER, deal
from .tables import INNER_SANCTUM, matching_cards, open_positions


@dataclass(frozen=True)
class DicePyramidState(GameState):
    """One moment of a Dice Pyramid game (solo: seat 0 is the player).

    Cards are held as printed card numbers (see :mod:`.setup`): ``pyramid`` by position
    (``None`` once taken), ``relics`` in the order taken, ``discard`` the discarded relics and
    ``box`` the cards out of play. ``phase`` is ``chance`` (dice at ``pending`` are about to be
    rolled), ``play`` (the player's turn), ``cap`` (discard down to the relic cap), ``miss``
    (discard a relic after a missed turn) or ``over``.
    """

    game_id: ClassVar[str] = GAME_ID
    default_viewer: ClassVar[int | None] = 0

    seed: int
    num_players: int = 1
    options: DicePyramidOptions = field(default_factory=DicePyramidOptions)
    history: tuple[Action, ...] = ()
    last_rules: tuple[str, ...] = ()
    pyramid: tuple[int | None, ...] = ()
    box: tuple[int, ...] = ()
    relics: tuple[int, ...] = ()
    discard: tuple[int, ...] = ()
    dice: tuple[int, ...] = ()
    pending: tuple[int, ...] = ALL_DICE
    roll_rule: str = "dp.turn.roll"
    phase: str = CHANCE_PHASE
    rerolls_left: int = 2
    used: tuple[int, ...] = ()
    fresh: tuple[int, ...] = ()
    turn: int = 1
    outcome: str = ""

    # ------------------------------------------------------------------ construction
    @classmethod
    def new(cls, seed: int, options: DicePyramidOptions | None = None) -> DicePyramidState:
        """A new game dealt from ``seed``: its first step is the opening roll."""
        opts = options or DicePyramidOptions()
        cards, box = deal(seed, opts)
        return cls(seed=seed, num_players=1, options=opts, pyramid=cards, box=box)

    # ------------------------------------------------------------------ queries
    @property
    def layout(self) -> Layout:
        """The pyramid's geometry (:class:`.layout.Layout`)."""
        return layout(self.options.rows)

    def open_positions(self) -> tuple[int, ...]:
        """Positions of the cards nothing covers any more."""
        return open_positions(self.options.rows, self.pyramid)

    def is_face_up(self, position: int) -> bool:
        """True when the card at ``position`` lies face up (open, or I Know the Way)."""
        if self.pyramid[position] is None:
            return False
        return self.options.i_know_the_way or position in self.open_positions()

    def takeable(self) -> tuple[int, ...]:
        """Card numbers of the open rooms the dice meet now (only while the player plays)."""
        if self.phase != PLAY:
            return ()
        match = matching_cards(self.dice, self.options.full_house_five_of_a_kind)
        return tuple(c for p in self.open_positions()
                     if (c := self.pyramid[p]) is not None and c in match)

    def takeable_rooms(self) -> list[str]:
        """Names of the open rooms the dice meet now."""
        return [CARD[c].room for c in self.takeable()]

    def open_rooms(self) -> list[str]:
        """Names of the open rooms."""
        return [CARD[self.pyramid[p]].room for p in self.open_positions()]  # type: ignore[index]

    def relic_names(self) -> list[str]:
        """Names of the relics held, in the order they were taken."""
        return [CARD[c].relic for c in self.relics]

    def uses_left(self) -> tuple[int, ...]:
        """Relics (card numbers) that can still be used this turn."""
        if self.options.power_relics:
            return tuple(r for r in self.relics if r not in self.used)
        return self.relics

    # ------------------------------------------------------------------ protocol
    def current_player(self) -> int:
        if self.phase == CHANCE_PHASE:
            return CHANCE
        if self.phase == OVER:
            return TERMINAL
        return 0

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def is_chance_node(self) -> bool:
        return self.phase == CHANCE_PHASE

    def returns(self) -> list[float]:
        """``[1.0]`` after a win, ``[-1.0]`` after a loss, ``[0.0]`` while playing."""
        return [1.0 if self.outcome == WON else -1.0 if self.outcome == LOST else 0.0]

    def legal_actions(self) -> list[Action]:
        """Every move now (at a chance step: every outcome). Cached per state, except the up to
        7,776 outcomes of a roll, which a state keeps no copy of (a line of play would hold
        megabytes of them); :meth:`action_index` and :meth:`action_at` never list them."""
        cached = self.__dict__.get("_legal")
        if cached is None:
            cached = self._list_actions()
            if self.phase != CHANCE_PHASE:
                object.__setattr__(self, "_legal", cached)
        return list(cached)

    def action_index(self, action: Action) -> tuple[int, int]:
        """At a roll, the outcome's place in ``product(range(1, 7), repeat=k)`` order, computed
        (see :meth:`GameState.action_index`).

        >>> s = DicePyramidState.new(seed=1)
        >>> s.action_index(s.legal_actions()[100]), s.action_at(100) == s.legal_actions()[100]
        ((100, 7776), True)
        """
        if self.phase != CHANCE_PHASE:
            return super().action_index(action)
        k = len(self.pending)
        values = action.args
        if (action.kind != "roll" or type(values) is not tuple or len(values) != k
                or not all(type(v) is int and 1 <= v <= 6 for v in values)):
            raise ValueError(f"{action!r} is not an outcome of this roll")
        index = 0
        for v in values:
            index = index * 6 + (v - 1)
        return index, 6**k

    def action_count(self) -> int:
        if self.phase != CHANCE_PHASE:
            return super().action_count()
        return 6 ** len(self.pending)

    def action_at(self, index: int) -> Action:
        if self.phase != CHANCE_PHASE:
            return super().action_at(index)
        k = len(self.pending)
        if not 0 <= index < 6**k:
            raise IndexError(f"roll outcome {index} of {6**k}")
        values = []
        for _ in range(k):
            index, digit = divmod(index, 6)
            values.append(digit + 1)
        return roll_action(tuple(reversed(values)), self.pending, self.dice)

    def _list_actions(self) -> tuple[Action, ...]:
        phase = self.phase
        if phase == PLAY:
            takes = [TAKE_ACTIONS[c] for c in self.takeable()]
            out = takes + (list(REROLL_ACTIONS) if self.rerolls_left else [])
            up_to = self.options.relic_reroll_up_to
            for r in self.uses_left():
                out.extend(use_actions(r, self.dice, up_to))
            if not takes or self.options.may_decline:
                out.append(END)
            return tuple(out)
        if phase in (CAP, MISS):
            return tuple(DISCARD_ACTIONS[r] for r in dict.fromkeys(self.relics))
        if phase == CHANCE_PHASE:
            return tuple(a for a, _ in self.chance_outcomes())
        return ()

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        """Every outcome of the pending roll (6**k of them, equally likely)."""
        if self.phase != CHANCE_PHASE:
            return []
        k = len(self.pending)
        p = 1.0 / 6**k
        return [(roll_action(v, self.pending, self.dice), p)
                for v in product(range(1, 7), repeat=k)]

    def _sample(self, rng: random.Random) -> Action:
        table = _ROLLS[len(self.pending)]
        values = table[rng.randrange(len(table))]   # one exact draw for all the dice rolled
        return roll_action(values, self.pending, self.dice)

    def apply(self, action: Action) -> DicePyramidState:
        """The state after ``action`` (see :meth:`GameState.apply`); one copy per step."""
        self.check_legal(action)
        changes, rules = self._changes(action)
        changes["history"] = self.history + (self._labelled(action),)
        changes["last_rules"] = rules
        return self._copy(changes)

    def _labelled(self, action: Action) -> Action:
        """The legal ``action`` as the engine lists it, with its label (the history reads like a
        game log, whatever label the caller's copy carried)."""
        kind, args = action.kind, action.args
        if kind == "roll":
            return roll_action(args, self.pending, self.dice)
        if kind == "reroll":
            return reroll_action(args)
        if kind == "take":
            return TAKE_ACTIONS[ROOM_NUMBER[args[0]]]
        if kind == "discard":
            return DISCARD_ACTIONS[RELIC_NUMBER[args[0]]]
        if kind == "end":
            return END
        for listed in use_actions(RELIC_NUMBER[args[0]], self.dice,
                                  self.options.relic_reroll_up_to):
            if listed == action:
                return listed
        return action

    def _next(self, action: Action) -> tuple[DicePyramidState, tuple[str, ...]]:
        changes, rules = self._changes(action)
        return replace(self, **changes), rules

    def _copy(self, changes: dict[str, Any]) -> DicePyramidState:
        """A new state with ``changes`` (what ``dataclasses.replace`` does, without the checks)."""
        values = self.__dict__.copy()
        values.pop("_legal", None)                      # per-state cache, not a field
        values.update(changes)
        new = object.__new__(type(self))
        object.__setattr__(new, "__dict__", values)
        return new

    # ------------------------------------------------------------------ legality
    def _reject(self, action: Action) -> IllegalAction | None:
        kind, args = action.kind, action.args
        phase = self.phase
        if phase == CHANCE_PHASE:
            if kind == "take" and self.history and self.history[-1].kind == "take":
                return IllegalAction("dp.turn.choose", "You have already taken a room this "
                                     "turn: one room per turn. The next turn starts with a roll.",
                                     de="Du hast in diesem Zug schon einen Raum genommen: ein "
                                     "Raum pro Zug. Der nächste Zug beginnt mit einem Wurf.")
            if kind != "roll":
                return IllegalAction("engine.chance", "The dice have to be rolled first: this "
                                     "step is decided by chance, not by a move.",
                                     de="Zuerst wird gewürfelt: Diesen Schritt entscheidet der "
                                     "Zufall, kein Spielzug.")
            k = len(self.pending)
            if len(args) != k or not all(type(v) is int and 1 <= v <= 6 for v in args):
                return IllegalAction("engine.chance", f"This roll needs {k} dice values "
                                     f"from 1 to 6, got {list(args)}.",
                                     de=f"Dieser Wurf braucht {k} Würfelwerte von 1 bis 6, "
                                     f"nicht {list(args)}.")
            return None
        if kind == "roll":
            return IllegalAction("engine.chance", "No roll is due: it is the player's move.",
                                 de="Es wird gerade nicht gewürfelt: Der Spieler ist am Zug.")
        check = CHECKS.get(kind)
        if check is None:
            return IllegalAction("engine.action", f"The move {kind!r} is not a Dice Pyramid move; the "
                                 "moves are reroll, use, take, discard and end.",
                                 de=f"{kind!r} ist kein Zug der Würfelpyramide; die Züge sind "
                                 "reroll (neu werfen), use (Relikt einsetzen), take (Raum "
                                 "nehmen), discard (Relikt ablegen) und end (Zug beenden).")
        return check(self, args)

    # ------------------------------------------------------------------ transitions
    def _new_turn(self) -> dict[str, Any]:
        return {"phase": CHANCE_PHASE, "pending": ALL_DICE, "roll_rule": "dp.turn.roll",
                "dice": (), "rerolls_left": 2, "used": (), "fresh": (), "turn": self.turn + 1}

    def _changes(self, action: Action) -> tuple[dict[str, Any], tuple[str, ...]]:
        kind, args = action.kind, action.args
        if kind == "roll":
            dice = list(self.dice) if self.dice else [0] * 5
            for i, v in zip(self.pending, args, strict=True):
                dice[i] = v
            return ({"dice": tuple(dice), "pending": (), "phase": PLAY},
                    ("engine.chance", self.roll_rule))
        if kind == "reroll":
            return ({"phase": CHANCE_PHASE, "pending": args, "roll_rule": "dp.turn.rerolls",
                     "rerolls_left": self.rerolls_left - 1}, ("dp.turn.rerolls",))
        if kind == "use":
            return self._use(args)
        if kind == "take":
            return self._take(ROOM_NUMBER[args[0]])
        if kind == "discard":
            number = RELIC_NUMBER[args[0]]
            relics = list(self.relics)
            relics.remove(number)
            changes: dict[str, Any] = {"relics": tuple(relics),
                                       "discard": self.discard + (number,)}
            if self.phase == CAP:
                if len(relics) <= self.options.relic_cap:
                    changes.update(self._new_turn())
                return changes, ("dp.turn.relic-cap",)
            changes.update(self._new_turn())
            return changes, ("dp.turn.miss",)
        # end
        rules: tuple[str, ...] = ("dp.turn.miss",)
        if self.rerolls_left or self.uses_left():
            rules += ("dp.ruling.end-early",)
        if self.takeable():
            rules += ("dp.ruling.must-take",)
        if not self.relics:
            return {"phase": OVER, "outcome": LOST}, rules + ("dp.turn.lose",)
        return {"phase": MISS}, rules

    def _use(self, args: tuple) -> tuple[dict[str, Any], tuple[str, ...]]:
        number = RELIC_NUMBER[args[0]]
        ability = CARD[number].ability
        rules: tuple[str, ...] = ("dp.turn.relics", "dp.ruling.relic-timing", relic_rule(number))
        if self.options.power_relics:
            changes: dict[str, Any] = {"used": self.used + (number,)}
            rules += ("dp.option.power-relics", "dp.ruling.power-once-per-turn")
        else:
            relics = list(self.relics)
            relics.remove(number)
            changes = {"relics": tuple(relics), "discard": self.discard + (number,)}
        if ability.kind == "reroll":
            changes.update(phase=CHANCE_PHASE, pending=args[1], roll_rule=relic_rule(number))
            rules += ("dp.ruling.relic-reroll-free", "dp.ruling.reroll-count")
        else:
            changes["dice"] = use_result(number, self.dice, AbilityUse(args[1], args[2]))
            rules += ("dp.dice.flip",) if ability.kind == "flip" else ("dp.dice.shift",)
        return changes, rules

    def _take(self, number: int) -> tuple[dict[str, Any], tuple[str, ...]]:
        pos = self.pyramid.index(number)
        cards = list(self.pyramid)
        cards[pos] = None
        pyramid = tuple(cards)
        relics = self.relics + (number,)
        lay = self.layout
        fresh = tuple(q for q in lay.covers[pos] if lay.is_open(pyramid, q))
        rules: tuple[str, ...] = ("dp.turn.take", "dp.pyramid.open", card_rule(number),
                                  "dp.turn.choose")
        if number == INNER_SANCTUM:
            rules += ("dp.ruling.full-house",)
        if fresh:
            rules += ("dp.pyramid.uncover", "dp.turn.opens-next-turn")
        changes: dict[str, Any] = {"pyramid": pyramid, "relics": relics, "fresh": fresh}
        if number == TREASURE_CHAMBER:
            changes.update(phase=OVER, outcome=WON)
            return changes, rules + ("dp.turn.win",)
        if len(relics) > self.options.relic_cap:
            changes["phase"] = CAP
            return changes, rules + ("dp.turn.relic-cap",)
        changes.update(self._new_turn())
        return changes, rules

    # ------------------------------------------------------------------ views
    def snapshot(self) -> dict[str, Any]:
        """The full position as JSON-ready data (what a save is checked against)."""
        return {
            "pyramid": list(self.pyramid), "box": list(self.box), "relics": list(self.relics),
            "discard": list(self.discard), "dice": list(self.dice),
            "pending": list(self.pending), "roll_rule": self.roll_rule, "phase": self.phase,
            "rerolls_left": self.rerolls_left, "used": list(self.used),
            "fresh": list(self.fresh), "turn": self.turn, "outcome": self.outcome,
        }

    def observation(self, player: int | None) -> dict[str, Any]:
        """What ``player`` sees (``None``: the referee, who also sees face-down cards).

        Face-down cards appear with ``"room": None`` and ``"face_down": True`` (unless the
        option I Know the Way turns them all face up); cards in the box are only counted.
        """
        return view.observation(self, player)

    def render_html(self, viewer: int | None = None, lang: str = "en") -> str:
        """An SVG of the table: pyramid, dice, re-rolls left, relics, outcome."""
        return render.render_html(self, viewer, lang)

    def action_label(self, action: Action, lang: str = "en") -> str:
        """The label of ``action`` in ``lang`` ("en" or "de"), as seen from this state."""
        return label(action, lang, self.dice)


_ROLLS = {k: tuple(product(range(1, 7), repeat=k)) for k in range(1, 6)}
"""k -> every ordered result of rolling k dice (6**k of them)."""
