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
from .actions import (
    ALL_DICE,
    CARD,
    DISCARD_ACTIONS,
    END,
    RELIC_NUMBER,
    REROLL_ACTIONS,
    ROOM_NUMBER,
    TAKE_ACTIONS,
    legal_uses,
    relic_name,
    reroll_action,
    roll_action,
    room_name,
    use_actions,
    use_result,
)
from .layout import Layout, layout
from .options import DicePyramidOptions
from .rules import GAME_ID, card_rule, relic_rule
from .setup import TREASURE_CHAMBER, deal
from .tables import INNER_SANCTUM, matching_cards, open_positions

CHANCE_PHASE = "chance"
PLAY = "play"
CAP = "cap"
MISS = "miss"
OVER = "over"

WON = "won"
LOST = "lost"


def _dice_list(dice: tuple[int, ...]) -> str:
    return " ".join(map(str, dice))


def _positions_ok(value: Any) -> bool:
    return (isinstance(value, tuple) and all(type(i) is int and 0 <= i < 5 for i in value)
            and list(value) == sorted(set(value)))


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
        """Every move now (at a chance step: every outcome). Cached per state."""
        cached = self.__dict__.get("_legal")
        if cached is None:
            cached = self._list_actions()
            object.__setattr__(self, "_legal", cached)
        return list(cached)

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
        check = _CHECKS.get(kind)
        if check is None:
            return IllegalAction("engine.action", f"The move {kind!r} is not a Dice Pyramid move; the "
                                 "moves are reroll, use, take, discard and end.",
                                 de=f"{kind!r} ist kein Zug der Würfelpyramide; die Züge sind "
                                 "reroll (neu werfen), use (Relikt einsetzen), take (Raum "
                                 "nehmen), discard (Relikt ablegen) und end (Zug beenden).")
        return check(self, args)

    def _check_reroll(self, args: tuple) -> IllegalAction | None:
        if self.phase != PLAY:
            return IllegalAction("dp.turn.rerolls", "You can re-roll only during your turn, "
                                 "before taking a room or ending it.",
                                 de="Neu werfen kannst du nur in deinem Zug, bevor du einen "
                                 "Raum nimmst oder den Zug beendest.")
        if not args:
            return IllegalAction("dp.turn.rerolls", "Choose at least one die to re-roll.",
                                 de="Wähle mindestens einen Würfel zum Neuwurf.")
        if not _positions_ok(args):
            return IllegalAction("dp.turn.rerolls", "Name the dice to re-roll by position "
                                 "0–4, each once, in increasing order.",
                                 de="Nenne die neu zu werfenden Würfel mit ihrer Position 0–4, "
                                 "jede einmal und aufsteigend.")
        if self.rerolls_left <= 0:
            return IllegalAction("dp.turn.rerolls", "You have already re-rolled twice this "
                                 "turn.",
                                 de="Du hast in diesem Zug schon zweimal neu gewürfelt: Es sind "
                                 "keine Neuwürfe mehr übrig.")
        return None

    def _check_use(self, args: tuple) -> IllegalAction | None:
        if len(args) != 3 or not isinstance(args[0], str) or type(args[2]) is not int \
                or not isinstance(args[1], tuple):
            return IllegalAction("engine.action", "A relic use is (relic name, dice positions, "
                                 "change), e.g. (\"Cat Statue\", [2], 0).",
                                 de="Ein Relikt-Einsatz ist (Name des Relikts, Würfelpositionen, "
                                 "Änderung), z. B. (\"Cat Statue\", [2], 0).")
        number = RELIC_NUMBER.get(args[0])
        if number is None:
            return IllegalAction("engine.action", f"There is no relic called {args[0]!r}.",
                                 de=f"Es gibt kein Relikt namens {args[0]!r}.")
        relic_de = relic_name(number, "de")
        if self.phase != PLAY:
            return IllegalAction("dp.ruling.relic-timing", "Relics work only during your turn, "
                                 "after the roll and before you take a room or end the turn.",
                                 de="Relikte wirken nur in deinem Zug, nach dem Wurf und bevor "
                                 "du einen Raum nimmst oder den Zug beendest.")
        if number not in self.relics:
            return IllegalAction("dp.turn.relics", f"You do not hold {args[0]}.",
                                 de=f"Du besitzt das Relikt „{relic_de}“ nicht.")
        if self.options.power_relics and number in self.used:
            return IllegalAction("dp.ruling.power-once-per-turn", f"{args[0]} has already been used "
                                 "this turn; a power relic works once per turn.",
                                 de=f"Das Relikt „{relic_de}“ wurde in diesem Zug schon eingesetzt; ein "
                                 "mächtiges Relikt wirkt einmal pro Zug.")
        indices, delta = args[1], args[2]
        up_to = self.options.relic_reroll_up_to
        if _positions_ok(indices) and AbilityUse(indices, delta) in legal_uses(
                number, self.dice, up_to):
            return None
        return self._explain_bad_use(number, indices, delta, up_to)

    def _explain_bad_use(self, number: int, indices: Any, delta: int,
                         up_to: bool) -> IllegalAction:
        card = CARD[number]
        ability = card.ability
        rule = relic_rule(number)
        if ability.kind == "win":
            return IllegalAction(rule, "The Golden Ankh is never used: taking the Treasure "
                                 "Chamber has already won the game.",
                                 de="Das Goldene Anch wird nie eingesetzt: Wer die Schatzkammer "
                                 "nimmt, hat das Spiel schon gewonnen.")
        what = f"{card.relic} can {ability.describe()}"
        was = f"Mit dem Relikt „{relic_name(number, 'de')}“ darfst du {ability.describe('de')}"
        if not _positions_ok(indices):
            return IllegalAction(rule, f"{what}: name the dice by position 0–4, each once, in "
                                 "increasing order.",
                                 de=f"{was}: Nenne die Würfel mit ihrer Position 0–4, jede "
                                 "einmal und aufsteigend.")
        if ability.kind != "shift" and delta != 0:
            return IllegalAction(rule, f"{what}; it does not add or subtract.",
                                 de=f"{was}; es addiert oder subtrahiert nichts.")
        if ability.kind == "reroll" and not up_to and 0 < len(indices) < max(ability.counts):
            return IllegalAction("dp.ruling.reroll-count", f"{what}: exactly that many dice, "
                                 f"not {len(indices)} (option relic_reroll_up_to allows fewer).",
                                 de=f"{was}: genau so viele Würfel, nicht {len(indices)} (die "
                                 "Option relic_reroll_up_to erlaubt weniger).")
        if len(indices) not in ability.sizes(5, up_to):
            return IllegalAction(rule, f"{what}, not {len(indices)}.",
                                 de=f"{was}, nicht {len(indices)}.")
        if ability.kind == "flip":
            bad = [i for i in indices if self.dice[i] not in ability.faces]
            return IllegalAction(rule, f"{what}; die {bad[0] + 1} shows {self.dice[bad[0]]}.",
                                 de=f"{was}; Würfel {bad[0] + 1} zeigt {self.dice[bad[0]]}.")
        if ability.kind == "shift":
            if delta not in ability.deltas:
                return IllegalAction(rule, f"{what}; a change of {delta:+d} is not possible.",
                                     de=f"{was}; eine Änderung um {delta:+d} ist nicht möglich.")
            i = indices[0]
            return IllegalAction("dp.dice.shift", f"Die {i + 1} shows {self.dice[i]}: "
                                 f"{delta:+d} would leave 1 to 6 and dice never wrap around.",
                                 de=f"Würfel {i + 1} zeigt {self.dice[i]}: {delta:+d} führte "
                                 "aus 1 bis 6 hinaus, und Würfel springen nie von 6 auf 1 oder "
                                 "von 1 auf 6.")
        return IllegalAction(rule, f"{what}; that use is not possible.",
                             de=f"{was}; dieser Einsatz ist nicht möglich.")

    def _check_take(self, args: tuple) -> IllegalAction | None:
        if len(args) != 1 or not isinstance(args[0], str):
            return IllegalAction("engine.action", "Taking needs the room's name, e.g. "
                                 "(\"Grand Gallery\",).",
                                 de="Zum Nehmen braucht es den Namen des Raums, z. B. "
                                 "(\"Grand Gallery\",).")
        number = ROOM_NUMBER.get(args[0])
        if number is None:
            return IllegalAction("engine.action", f"There is no room called {args[0]!r}.",
                                 de=f"Es gibt keinen Raum namens {args[0]!r}.")
        room_de = room_name(number, "de")
        if self.phase == CAP:
            pos = self._position_of(number)
            if pos is not None and pos in self.fresh:
                return IllegalAction("dp.turn.opens-next-turn", f"{args[0]} was uncovered this "
                                     "turn: you can attempt it from your next turn.",
                                     de=f"Der Raum „{room_de}“ wurde in diesem Zug freigelegt: Du kannst "
                                     "den Raum ab deinem nächsten Zug versuchen.")
            return IllegalAction("dp.turn.choose", "You have already taken a room this turn.",
                                 de="Du hast in diesem Zug schon einen Raum genommen.")
        if self.phase == MISS:
            return IllegalAction("dp.turn.miss", "The turn has ended without a room: discard "
                                 "a relic first.",
                                 de="Der Zug ist ohne Raum zu Ende: Lege zuerst ein Relikt ab.")
        pos = self._position_of(number)
        if pos is None or pos not in self.open_positions():
            return IllegalAction("dp.pyramid.open", f"{args[0]} is not an open room of the "
                                 "pyramid.",
                                 de=f"„{room_de}“ ist kein offener Raum der Pyramide.")
        if number not in matching_cards(self.dice, self.options.full_house_five_of_a_kind):
            rule = "dp.ruling.full-house" if (
                number == INNER_SANCTUM and len(set(self.dice)) == 1) else card_rule(number)
            notation = CARD[number].challenge.notation
            return IllegalAction(rule, f"Your dice {_dice_list(self.dice)} do not meet "
                                 f"{args[0]}'s challenge {notation}.",
                                 de=f"Deine Würfel {_dice_list(self.dice)} erfüllen die "
                                 f"Aufgabe {notation} des Raums „{room_de}“ nicht.")
        return None

    def _check_discard(self, args: tuple) -> IllegalAction | None:
        if len(args) != 1 or not isinstance(args[0], str):
            return IllegalAction("engine.action", "Discarding needs the relic's name, e.g. "
                                 "(\"Cobra's Fangs\",).",
                                 de="Zum Ablegen braucht es den Namen des Relikts, z. B. "
                                 "(\"Cobra's Fangs\",).")
        number = RELIC_NUMBER.get(args[0])
        if number is None:
            return IllegalAction("engine.action", f"There is no relic called {args[0]!r}.",
                                 de=f"Es gibt kein Relikt namens {args[0]!r}.")
        if self.phase == PLAY:
            return IllegalAction("dp.turn.miss", "You discard only after a missed turn or when "
                                 "you hold too many relics.",
                                 de="Du legst nur nach einem Fehlschlag ab oder wenn du zu "
                                 "viele Relikte hast.")
        rule = "dp.turn.relic-cap" if self.phase == CAP else "dp.turn.miss"
        if number not in self.relics:
            return IllegalAction(rule, f"You do not hold {args[0]}.",
                                 de=f"Du besitzt das Relikt „{relic_name(number, 'de')}“ nicht.")
        return None

    def _check_end(self, args: tuple) -> IllegalAction | None:
        if args:
            return IllegalAction("engine.action", "Ending the turn takes no arguments.",
                                 de="Zum Beenden des Zuges gibt man nichts weiter an.")
        if self.phase == CAP:
            return IllegalAction("dp.turn.relic-cap", "Discard down to "
                                 f"{self.options.relic_cap} relics first.",
                                 de=f"Lege zuerst Relikte ab, bis du nur noch "
                                 f"{self.options.relic_cap} hast.")
        if self.phase == MISS:
            return IllegalAction("dp.turn.miss", "Discard a relic to start the next turn.",
                                 de="Lege ein Relikt ab, damit der nächste Zug beginnt.")
        if not self.options.may_decline:
            rooms = self.takeable_rooms()
            if rooms:
                rooms_de = ", ".join(f"„{room_name(ROOM_NUMBER[r], 'de')}“" for r in rooms)
                return IllegalAction("dp.ruling.must-take", "Your dice meet "
                                     f"{', '.join(rooms)}: take a room instead of ending the "
                                     "turn.",
                                     de=f"Deine Würfel erfüllen die Aufgabe von {rooms_de}: Nimm einen Raum, "
                                     "statt den Zug zu beenden.")
        return None

    def _position_of(self, number: int) -> int | None:
        try:
            return self.pyramid.index(number)
        except ValueError:
            return None

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
        from .view import observation

        return observation(self, player)

    def render_html(self, viewer: int | None = None, lang: str = "en") -> str:
        """An SVG of the table: pyramid, dice, re-rolls left, relics, outcome."""
        from .render import render_html

        return render_html(self, viewer, lang)

    def action_label(self, action: Action, lang: str = "en") -> str:
        """The label of ``action`` in ``lang`` ("en" or "de"), as seen from this state."""
        from .actions import label

        return label(action, lang, self.dice)


_ROLLS = {k: tuple(product(range(1, 7), repeat=k)) for k in range(1, 6)}
"""k -> every ordered result of rolling k dice (6**k of them)."""
_CHECKS = {
    "reroll": DicePyramidState._check_reroll,
    "use": DicePyramidState._check_use,
    "take": DicePyramidState._check_take,
    "discard": DicePyramidState._check_discard,
    "end": DicePyramidState._check_end,
}
