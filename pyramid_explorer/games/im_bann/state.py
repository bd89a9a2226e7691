"""The rules engine of *Im Bann der Pyramide*: an immutable state and its small-step actions.

A turn is a short sequence of steps: option A (``Draw 1``/``Draw 2``, or an exchange laid down
card by card and finished with ``Finish exchange``) or option B (``Play Ladder 3``; a special
card, perhaps followed by one equipment card; after a Scarab any number), then optionally
``Complete adventure`` and passing the Mummy, then ``End turn``. When a Curse hits a player with
a Protection, that player decides which card to lose: ``current_player()`` switches to them.

>>> from pyramid_explorer.games import new_game
>>> s = new_game("im-bann-der-pyramide", seed=1, players=3)
>>> [len(h) for h in s.hands], s.depot, s.positions
([5, 5, 5], 'ladder', (0, 0, 0))
>>> s = s.apply(Action("draw", (2,)))
>>> [str(a) for a in s.legal_actions()]
['End turn']
>>> s.apply(Action("end")).current_player()
1
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any, ClassVar

from ...engine import TERMINAL, Action, GameState, IllegalAction
from ...engine.errors import OptionError
from .data import Card, GameData, card_name, code_value, item_name, load_data
from .labels import labelled, player_name
from .rules import GAME_ID

PHASES = ("start", "exchange", "after_a", "special", "scarab", "after_b", "shed",
          "after_shed", "pass_mummy", "depot", "curse", "end", "over")
"""Where in a turn the game is; see the module docstring."""

_PLAY_PHASES = ("special", "scarab", "after_b")


@dataclass(frozen=True)
class ImBannOptions:
    """The variants and alternative rulings (see ``pyramid-explorer rules im-bann-der-pyramide``)."""

    adventure_side: str = "high"
    chamber_side: str = "random"
    advanced: bool = False
    multi_game: bool = False
    mummy_recipient: str = "random"
    curse_protected: str = "card"
    turn_cap: int = 1000
    data_file: str = ""
    adv_chamber_play: str = "continue"
    magic_same_item: bool = False
    shed_then_complete: bool = False


@dataclass(frozen=True)
class ImBannState(GameState):
    """A position of *Im Bann der Pyramide* (immutable; ``apply`` returns a new one).

    Cards are ids into ``self.data.cards``; piles are tuples whose last element is the top.
    ``positions[p]`` indexes the row: ``0..len(adventure_values)-1`` an adventure,
    ``len(adventure_values)`` the King's Chamber, one more: entered the Chamber.
    ``shed_after_b`` is True only while the Mummy is being shed after option B with the option
    ``shed_then_complete`` on (the turn then goes on in phase ``after_shed``).
    """

    game_id: ClassVar[str] = GAME_ID

    seed: int
    num_players: int
    options: ImBannOptions
    adventure_values: tuple[int, ...]
    chamber_value: int
    chamber_side: str
    depot: str
    hands: tuple[tuple[int, ...], ...]
    showcases: tuple[tuple[int, ...], ...]
    draw_pile: tuple[int, ...]
    discard: tuple[int, ...]
    positions: tuple[int, ...]
    mummy: int | None = None
    turn_player: int = 0
    phase: str = "start"
    completed: bool = False
    exact: bool = False
    count: int = 0
    shed_after_b: bool = False
    curse_queue: tuple[int, ...] = ()
    turns: int = 0
    final_round: bool = False
    over: str = ""
    winner: int | None = None
    history: tuple[Action, ...] = ()
    last_rules: tuple[str, ...] = ()

    # ------------------------------------------------------------------ construction
    @classmethod
    def new(cls, *, seed: int, players: int, **given: Any) -> ImBannState:
        """A new game dealt from ``seed`` (setup as in the rulebook)."""
        from ...engine.options import build_options
        from . import GAME
        opts = build_options(ImBannOptions, GAME.options, given)
        if opts.turn_cap < 0:
            raise OptionError("option 'turn_cap' must be 0 (no cap) or a positive number")
        data = load_data(opts.data_file)
        rng = random.Random(f"{seed}:setup")
        side = opts.chamber_side if opts.chamber_side != "random" else rng.choice(("low", "high"))
        advs = list(data.adventures[opts.adventure_side])
        rng.shuffle(advs)
        advs = advs[1:1 + data.adventures_used]  # the top card goes back to the box
        deck = [c.id for c in data.cards]
        rng.shuffle(deck)
        hands = []
        for _ in range(players):
            hand = [deck.pop() for _ in range(min(data.hand_size, len(deck)))]
            hands.append(tuple(sorted(hand)))
        return cls(seed=seed, num_players=players, options=opts,
                   adventure_values=tuple(advs), chamber_value=data.kings_chamber[side],
                   chamber_side=side, depot=data.start_depot, hands=tuple(hands),
                   showcases=((),) * players, draw_pile=tuple(deck), discard=(),
                   positions=(0,) * players)

    @classmethod
    def from_position(
        cls, *, hands: Sequence[Iterable[str]], showcases: Sequence[Iterable[str]] | None = None,
        positions: Sequence[int] | None = None, depot: str = "ladder",
        mummy: int | None = None, adventures: Sequence[int] = (7, 8, 9, 10),
        chamber: int = 12, draw_pile: Sequence[str] | None = None, discard: Sequence[str] = (),
        rest: str = "draw", turn: int = 0, seed: int = 0, **options: Any,
    ) -> ImBannState:
        """A constructed position, for tests and teaching ("what if…").

        Cards are given by code (``"rope-3"``, ``"protection"``); ``hands[p]`` and
        ``showcases[p]`` list seat ``p``'s cards, ``mummy`` is the seat whose showcase holds
        the Mummy. ``draw_pile`` lists the draw pile bottom to top. Every card not placed
        goes to the draw pile (``rest="draw"``, shuffled from ``seed``, below any given
        ``draw_pile``), onto the discard pile (``rest="discard"``) or into a showcase
        (``rest="showcase:1"``), so all cards stay in play.

        >>> s = ImBannState.from_position(hands=[["rope-3"], ["torch-1"]],
        ...                               showcases=[["pickaxe-5"], []], depot="rope")
        >>> s.showcase_sum(0), len(s.draw_pile), s.current_player()
        (5, 51, 0)
        >>> str(s.legal_actions()[-1])
        'Play Rope 3'
        """
        from ...engine.options import build_options
        from . import GAME

        opts = build_options(ImBannOptions, GAME.options, options)
        data = load_data(opts.data_file)
        pool = {code: list(ids) for code, ids in data.by_code().items()}

        def take(codes: Iterable[str]) -> tuple[int, ...]:
            out = []
            for code in codes:
                if not pool.get(code):
                    raise ValueError(f"no card {code!r} left to place")
                out.append(pool[code].pop(0))
            return tuple(out)

        n = len(hands)
        hand_ids = tuple(tuple(sorted(take(h))) for h in hands)
        show_ids = tuple(take(s) for s in (showcases or [()] * n))
        if mummy is not None:
            take(["mummy"])
        drawn = take(draw_pile or ())
        disc = take(discard)
        left = [i for ids in pool.values() for i in ids]
        random.Random(f"{seed}:position").shuffle(left)
        if rest == "draw":
            drawn = tuple(left) + drawn
        elif rest == "discard":
            disc = disc + tuple(sorted(left))
        elif rest.startswith("showcase:"):
            seat = int(rest.split(":", 1)[1])
            show_ids = tuple(s + tuple(sorted(left)) if q == seat else s
                             for q, s in enumerate(show_ids))
        else:
            raise ValueError(f"rest must be 'draw', 'discard' or 'showcase:<seat>', not {rest!r}")
        return cls(seed=seed, num_players=n, options=opts, adventure_values=tuple(adventures),
                   chamber_value=chamber,
                   chamber_side=next((k for k, v in data.kings_chamber.items() if v == chamber),
                                     "custom"), depot=depot,
                   hands=hand_ids, showcases=show_ids, draw_pile=drawn, discard=disc,
                   positions=tuple(positions or (0,) * n), mummy=mummy, turn_player=turn)

    # ------------------------------------------------------------------ reading
    @property
    def data(self) -> GameData:
        """The values and cards in play (from the data file)."""
        return load_data(self.options.data_file)

    def card(self, cid: int) -> Card:
        return self.data.cards[cid]

    def codes(self, ids: Iterable[int]) -> list[str]:
        """Card codes of ``ids``."""
        cards = self.data.cards
        return [cards[i].code for i in ids]

    @property
    def chamber_index(self) -> int:
        """The row position of the King's Chamber."""
        return len(self.adventure_values)

    def entered(self, seat: int) -> bool:
        """True once ``seat`` has completed the King's Chamber."""
        return self.positions[seat] > self.chamber_index

    def showcase_sum(self, seat: int) -> int:
        """The sum of the equipment in ``seat``'s showcase (Protection and Mummy count 0)."""
        cards = self.data.cards
        return sum(cards[i].value for i in self.showcases[seat])

    def target(self, seat: int) -> int:
        """The value ``seat`` needs for the current adventure, Mummy penalty included."""
        pos = self.positions[seat]
        value = (self.adventure_values[pos] if pos < self.chamber_index else self.chamber_value)
        return value + (self.data.mummy_penalty if self.mummy == seat else 0)

    def can_complete(self, seat: int) -> bool:
        """Whether ``seat``'s showcase meets its adventure (exact at the Chamber)."""
        if self.entered(seat):
            return False
        s, need = self.showcase_sum(seat), self.target(seat)
        return s == need if self.positions[seat] == self.chamber_index else s >= need

    def current_player(self) -> int:
        if self.over:
            return TERMINAL
        if self.phase == "curse":
            return self.curse_queue[0]
        return self.turn_player

    def minus_points(self) -> list[int]:
        """Multi-game minus points of each seat for the position as it stands.

        >>> s = ImBannState.from_position(hands=[[], []], showcases=[["rope-3"], []],
        ...     positions=[4, 3], mummy=1, adventures=(7, 8, 9, 10), chamber=12)
        >>> s.minus_points()
        [9, 25]
        """
        out = []
        for p in range(self.num_players):
            if self.entered(p):
                out.append(0)
                continue
            pos = self.positions[p]
            open_sum = sum(self.adventure_values[pos:]) + self.chamber_value
            if self.mummy == p:
                open_sum += self.data.mummy_penalty
            out.append(max(0, open_sum - self.showcase_sum(p)))
        return out

    def returns(self) -> list[float]:
        """Basic game: +1 winner, -1 others. Multi-game: minus points as negative numbers.

        Unfinished games and games stopped by the turn cap give 0 to everyone (a draw).
        """
        n = self.num_players
        if self.over == "cap" or not self.over:
            return [0.0] * n
        if self.options.multi_game:
            return [-float(m) for m in self.minus_points()]
        return [1.0 if p == self.winner else -1.0 for p in range(n)]

    # ------------------------------------------------------------------ legal actions
    def _indicated(self, seat: int) -> list[str]:
        """Distinct codes of the hand's equipment cards of the indicated item."""
        cards = self.data.cards
        return sorted({cards[i].code for i in self.hands[seat]
                       if cards[i].kind == "equipment" and cards[i].item == self.depot},
                      key=code_value)

    def _has(self, seat: int, kind: str) -> bool:
        cards = self.data.cards
        return any(cards[i].kind == kind for i in self.hands[seat])

    def _others_in_game(self, seat: int) -> list[int]:
        return [q for q in range(self.num_players) if q != seat and not self.entered(q)]

    def _chamber_others(self, seat: int) -> list[int]:
        return [q for q in range(self.num_players)
                if q != seat and self.positions[q] == self.chamber_index]

    def _exchange_cap(self) -> int:
        avail = len(self.draw_pile) + len(self.discard)
        return min(self.data.exchange_max, avail)

    def _can_shed(self, seat: int) -> bool:
        return (self.mummy == seat and bool(self._chamber_others(seat))
                and self.showcase_sum(seat) >= self.data.shed_value)

    def _showcase_equipment_codes(self, seat: int) -> list[str]:
        cards = self.data.cards
        return sorted({cards[i].code for i in self.showcases[seat]
                       if cards[i].kind == "equipment"}, key=lambda c: (code_value(c), c))

    def legal_actions(self) -> list[Action]:
        cached = self.__dict__.get("_legal_cache")
        if cached is None:
            cached = tuple(self._legal())
            object.__setattr__(self, "_legal_cache", cached)  # a cache, not part of the state
        return list(cached)

    def _legal(self) -> list[Action]:
        if self.over:
            return []
        p = self.turn_player
        d = self.data
        ph = self.phase
        out: list[Action] = []
        if ph == "start":
            hand = len(self.hands[p])
            avail = len(self.draw_pile) + len(self.discard)
            for n in (1, 2):
                if hand + n <= d.hand_limit and avail >= n:
                    out.append(labelled("draw", n))
            if self._exchange_cap() > 0:
                out.extend(labelled("exchange", c)
                           for c in sorted(set(self.codes(self.hands[p]))))
            out.extend(self._special_actions(p))
            out.extend(labelled("equip", c) for c in self._indicated(p))
            if not out:
                out.append(labelled("pass"))
            return out
        if ph == "exchange":
            if self.count < min(d.exchange_max, len(self.draw_pile)):
                out.extend(labelled("exchange", c)
                           for c in sorted(set(self.codes(self.hands[p]))))
            out.append(labelled("exchange_done"))
            return out
        if ph == "curse":
            victim = self.curse_queue[0]
            return [labelled("give_up", c) for c in self._give_up_choices(victim)]
        if ph == "pass_mummy":
            return [labelled("pass_mummy", q) for q in self._others_in_game(p)]
        if ph == "depot":
            return [labelled("depot", item) for item in d.items]
        if ph == "shed":
            out.extend(labelled("shed", c) for c in self._showcase_equipment_codes(p))
            if self.count >= d.shed_value:
                out.extend(labelled("pass_mummy", q) for q in self._chamber_others(p))
            return out
        if ph in ("special", "scarab"):
            out.extend(labelled("equip", c) for c in self._indicated(p))
        if ph in _PLAY_PHASES and not self.completed and self.can_complete(p):
            out.append(labelled("complete"))
        if ph == "after_shed" and not self.completed and self.can_complete(p):
            out.append(labelled("complete"))  # option shed_then_complete
        if ph in _PLAY_PHASES + ("after_a",) and not self.completed and self._can_shed(p):
            out.extend(labelled("shed", c) for c in self._showcase_equipment_codes(p))
        out.append(labelled("end"))
        return out

    def _special_actions(self, p: int) -> list[Action]:
        out: list[Action] = []
        if self._has(p, "magic"):
            out.extend(labelled("magic", item) for item in self.data.items
                       if item != self.depot or self.options.magic_same_item)
        if self._has(p, "mummy") and self._others_in_game(p):
            if self.options.mummy_recipient == "choice":
                out.extend(labelled("mummy", q) for q in self._others_in_game(p))
            else:
                out.append(labelled("mummy"))
        if self._has(p, "curse"):
            out.append(labelled("curse"))
            if self.options.advanced and self.showcases[p]:
                out.append(labelled("curse", "self"))
        if self._has(p, "protection"):
            out.append(labelled("protection"))
        if self._has(p, "scarab"):
            out.append(labelled("scarab"))
        return out

    def _give_up_choices(self, victim: int) -> list[str]:
        cards = self.data.cards
        show = [cards[i] for i in self.showcases[victim]]
        equipment = sorted({c.code for c in show if c.kind == "equipment"},
                           key=lambda c: (code_value(c), c))
        if self.options.curse_protected == "kind":
            return ["protection"] + (["equipment"] if equipment else [])
        return ["protection"] + equipment

    # ------------------------------------------------------------------ rejection
    def _reject(self, action: Action) -> IllegalAction | None:
        if action in self.legal_actions():
            return None
        rule, reason, reason_de = self._why(action)
        return IllegalAction(rule, reason, de=reason_de)

    def _why(self, action: Action) -> tuple[str, str, str]:  # noqa: C901  (one reason per case)
        """(rule id, English reason, German reason) for an action that is not legal here."""
        k, a = action.kind, action.args
        p = self.turn_player
        d = self.data
        ph = self.phase
        who = player_name(self.current_player())
        if ph == "curse":
            if k == "give_up":
                return ("ib.curse.protected",
                        f"{who} can give up only a Protection or an equipment card from "
                        "their own showcase.",
                        f"{who} kann nur einen Schutz oder eine Ausrüstungskarte aus der "
                        "eigenen Auslage abgeben.")
            return ("ib.curse.protected",
                    f"First {who} must decide which card the Curse takes from their showcase.",
                    f"Zuerst muss {who} entscheiden, welche Karte der Fluch aus der eigenen "
                    "Auslage nimmt.")
        if ph == "pass_mummy":
            if k == "pass_mummy":
                return ("ib.mummy.choice", "The Mummy can go only to another player who is "
                        "still in the game.",
                        "Die Mumie kann nur an einen Mitspieler gehen, der noch im Spiel ist.")
            return ("ib.mummy.pass_complete", "You completed an adventure with the Mummy: "
                    "first pass it on to another player.",
                    "Du hast mit der Mumie ein Abenteuer erfüllt: Gib sie zuerst an einen "
                    "Mitspieler weiter.")
        if ph == "depot":
            return ("ib.complete.exact", "You reached the exact value: choose where the "
                    "depot points (or leave it) before your extra turn.",
                    "Du hast den Wert genau erreicht: Wähle vor deinem Extrazug, worauf das "
                    "Depot zeigt (oder lass es so).")
        if ph == "shed":
            if k == "pass_mummy" and self.count < d.shed_value:
                return ("ib.mummy.pass_chamber", f"Discard equipment worth at least "
                        f"{d.shed_value} before passing the Mummy (so far {self.count}).",
                        f"Lege Ausrüstung im Wert von mindestens {d.shed_value} ab, bevor du "
                        f"die Mumie weitergibst (bisher {self.count}).")
            if k == "pass_mummy":
                return ("ib.mummy.pass_chamber", "This way the Mummy can go only to a player "
                        "standing at the King's Chamber.",
                        "Auf diesem Weg kann die Mumie nur an jemanden gehen, der an der "
                        "Königskammer steht.")
            return ("ib.mummy.shed_timing", "You are passing on the Mummy: discard showcase "
                    "equipment or pass it to a player at the King's Chamber.",
                    "Du gibst gerade die Mumie ab: Lege Ausrüstung aus deiner Auslage ab oder "
                    "gib sie an jemanden an der Königskammer.")
        if ph == "exchange":
            if k == "exchange":
                if self.count >= d.exchange_max:
                    return ("ib.draw.exchange", f"You may exchange at most {d.exchange_max} "
                            "cards.",
                            f"Du darfst höchstens {d.exchange_max} Karten tauschen.")
                if self.count >= len(self.draw_pile):
                    return ("ib.draw.exchange_short", "You cannot exchange more cards than "
                            "can be drawn.",
                            "Du kannst nicht mehr Karten tauschen, als im Nachziehstapel "
                            "liegen.")
                return ("ib.draw.exchange", f"You have no {self._name(a)} in hand.",
                        f"Du hast keine Karte „{self._name(a, 'de')}“ auf der Hand.")
            return ("ib.draw.exchange_steps", "Finish your exchange first (lay down more "
                    "cards or draw the replacements).",
                    "Beende zuerst deinen Tausch (lege weitere Karten ab oder ziehe den "
                    "Ersatz nach).")
        if k == "draw":
            if ph != "start":
                return ("ib.turn.options", "You have already chosen your option this turn.",
                        "Du hast in diesem Zug schon deine Option gewählt.")
            n = a[0] if a and isinstance(a[0], int) else 0
            if n not in (1, 2):
                return ("ib.draw.draw", "You may draw one or two cards.",
                        "Du darfst eine oder zwei Karten ziehen.")
            if len(self.hands[p]) + n > d.hand_limit:
                return ("ib.draw.limit", f"You would hold more than {d.hand_limit} cards.",
                        f"Du hättest dann mehr als {d.hand_limit} Karten auf der Hand.")
            return ("ib.draw.draw", "There are not enough cards left to draw.",
                    "Es sind nicht mehr genug Karten zum Ziehen übrig.")
        if k == "exchange":
            if ph != "start":
                return ("ib.turn.options", "You have already chosen your option this turn.",
                        "Du hast in diesem Zug schon deine Option gewählt.")
            if self._exchange_cap() == 0:
                return ("ib.draw.exchange_short", "There are no cards to exchange for.",
                        "Es gibt keine Karten, gegen die du tauschen könntest.")
            return ("ib.draw.exchange", f"You have no {self._name(a)} in hand.",
                    f"Du hast keine Karte „{self._name(a, 'de')}“ auf der Hand.")
        if k == "equip":
            code = a[0] if a and isinstance(a[0], str) else ""
            if ph in ("after_a", "end", "after_shed"):
                return ("ib.turn.options", "You cannot play cards after drawing or exchanging, "
                        "after completing or after passing on the Mummy.",
                        "Nach dem Ziehen oder Tauschen, nach dem Erfüllen oder nach dem "
                        "Weitergeben der Mumie kannst du keine Karten mehr ausspielen.")
            if ph == "after_b":
                return ("ib.play.equipment", "You may play only one equipment card per turn "
                        "(more only after a Scarab).",
                        "Du darfst nur eine Ausrüstungskarte pro Zug ausspielen (mehr nur nach "
                        "einem Skarabäus).")
            if code not in self.codes(self.hands[p]):
                return ("ib.play.equipment", f"You have no {self._name(a)} in hand.",
                        f"Du hast keine Karte „{self._name(a, 'de')}“ auf der Hand.")
            item_en, item_de = item_name(self.depot), item_name(self.depot, "de")
            return ("ib.play.equipment", f"The depot points to {item_en}: only "
                    f"{item_en.lower()} cards may be played now.",
                    f"Das Depot zeigt auf „{item_de}“: Jetzt dürfen nur Karten dieses "
                    "Gegenstands ausgespielt werden.")
        if k in ("magic", "mummy", "curse", "protection", "scarab"):
            if ph in ("after_a", "end", "after_shed"):
                return ("ib.turn.options", "You cannot play cards after drawing or exchanging, "
                        "after completing or after passing on the Mummy.",
                        "Nach dem Ziehen oder Tauschen, nach dem Erfüllen oder nach dem "
                        "Weitergeben der Mumie kannst du keine Karten mehr ausspielen.")
            if ph != "start":
                return ("ib.play.special", "Only one special card per turn, and only before "
                        "any equipment card.",
                        "Nur eine Sonderkarte pro Zug, und nur vor jeder Ausrüstungskarte.")
            if not self._has(p, k):
                return ("ib.play.special", f"You have no {card_name(k)} in hand.",
                        f"Du hast keine Karte „{card_name(k, 'de')}“ auf der Hand.")
            if k == "magic":
                return ("ib.magic.other", "Magic Power must turn the depot to another item.",
                        "Zauberkraft muss das Depot auf einen anderen Gegenstand drehen.")
            if k == "curse":
                return ("ib.adv.curse_self", "Cursing your own showcase is allowed only in the "
                        "Advanced Variant, and only with cards in your showcase.",
                        "Die eigene Auslage zu verfluchen ist nur in der Variante für "
                        "Fortgeschrittene erlaubt, und nur mit Karten in deiner Auslage.")
            if k == "mummy":
                return ("ib.mummy.random", "The Mummy must go to another player still in the "
                        "game" + (" (chosen at random)." if not a else "."),
                        "Die Mumie muss an einen Mitspieler gehen, der noch im Spiel ist"
                        + (" (zufällig gewählt)." if not a else "."))
            return ("ib.play.special", "That special card cannot be played like this.",
                    "Diese Sonderkarte lässt sich so nicht ausspielen.")
        if k == "complete":
            if ph in ("start", "after_a"):
                return ("ib.complete.sum", "You can complete an adventure only after playing "
                        "cards (option B).",
                        "Ein Abenteuer kannst du erst erfüllen, nachdem du Karten ausgespielt "
                        "hast (Option B).")
            if ph == "end" and not self.completed and self.options.shed_then_complete:
                return ("ib.complete.sum", "You drew or exchanged cards this turn: an adventure "
                        "can be completed only after playing cards (option B).",
                        "Du hast in diesem Zug gezogen oder getauscht: Ein Abenteuer kannst du "
                        "nur nach dem Ausspielen von Karten (Option B) erfüllen.")
            if ph == "end" and not self.completed:
                return ("ib.mummy.shed_timing", "After shedding the Mummy no adventure can be "
                        "completed this turn.",
                        "Nach dem Abgeben der Mumie kann in diesem Zug kein Abenteuer mehr "
                        "erfüllt werden.")
            if self.completed or ph == "end":
                return ("ib.complete.once", "You may complete only one adventure per turn.",
                        "Du darfst nur ein Abenteuer pro Zug erfüllen.")
            s, need = self.showcase_sum(p), self.target(p)
            at_chamber = self.positions[p] == self.chamber_index
            if at_chamber:
                rule = "ib.chamber.mummy" if self.mummy == p else "ib.chamber.exact"
                return (rule, f"The King's Chamber needs exactly {need}; your showcase "
                        f"has {s}.",
                        f"Die Königskammer braucht genau {need}; deine Auslage hat {s}.")
            rule = "ib.complete.mummy" if self.mummy == p else "ib.complete.sum"
            return (rule, f"Your showcase has {s}; this adventure needs at least {need}.",
                    f"Deine Auslage hat {s}; dieses Abenteuer braucht mindestens {need}.")
        if k in ("shed", "pass_mummy"):
            if self.mummy != p:
                return ("ib.mummy.pass_chamber", "You do not hold the Mummy.",
                        "Du hast die Mumie nicht.")
            if not self._chamber_others(p):
                return ("ib.mummy.pass_chamber", "The Mummy can be passed this way only when "
                        "another player stands at the King's Chamber.",
                        "Auf diesem Weg kann die Mumie nur weitergegeben werden, wenn ein "
                        "Mitspieler an der Königskammer steht.")
            if ph == "start":
                return ("ib.mummy.shed_timing", "Pass on the Mummy after option A or B.",
                        "Gib die Mumie erst nach Option A oder B ab.")
            if self.completed:
                return ("ib.mummy.shed_timing", "Not after completing an adventure this turn.",
                        "Nicht, nachdem du in diesem Zug ein Abenteuer erfüllt hast.")
            return ("ib.mummy.pass_chamber", f"Your showcase must hold equipment worth at "
                    f"least {d.shed_value}.",
                    f"Deine Auslage muss Ausrüstung im Wert von mindestens {d.shed_value} "
                    "enthalten.")
        if k == "end":
            return ("ib.turn.options", "Take option A or B before ending your turn.",
                    "Wähle Option A oder B, bevor du deinen Zug beendest.")
        if k == "pass":
            return ("ib.stall.pass", "You can pass only when no other move is possible.",
                    "Passen darfst du nur, wenn kein anderer Zug möglich ist.")
        if k == "give_up":
            return ("ib.curse.protected", "Nobody is deciding about a Curse now.",
                    "Gerade entscheidet niemand über einen Fluch.")
        if k == "depot":
            return ("ib.complete.exact", "The depot turns like this only after completing with "
                    "the exact value.",
                    "So dreht sich das Depot nur nach dem Erfüllen mit genau dem Wert.")
        return ("engine.action", "That is not a move of this game.",
                "Das ist kein Zug dieses Spiels.")

    @staticmethod
    def _name(args: tuple[Any, ...], lang: str = "en") -> str:
        code = args[0] if args and isinstance(args[0], str) else "?"
        try:
            return card_name(code, lang)
        except (KeyError, ValueError):
            return repr(code)

    # ------------------------------------------------------------------ transitions
    def _next(self, action: Action) -> tuple[ImBannState, tuple[str, ...]]:
        w = _Work(self)
        rules = w.run(action)
        return w.build(), tuple(rules)

    # ------------------------------------------------------------------ views
    def observation(self, player: int | None) -> dict[str, Any]:
        """What ``player`` may know; ``None`` is the referee (everything, draw order too)."""
        codes = self.codes
        hands: dict[str, list[str]] = {}
        for q in range(self.num_players):
            if player is None or q == player:
                hands[str(q)] = codes(self.hands[q])
        obs: dict[str, Any] = {
            "game": GAME_ID,
            "viewer": player,
            "players": self.num_players,
            "adventures": list(self.adventure_values),
            "kings_chamber": self.chamber_value,
            "chamber_side": self.chamber_side,
            "depot": self.depot,
            "positions": list(self.positions),
            "mummy": self.mummy,
            "turn_player": self.turn_player,
            "current_player": self.current_player(),
            "phase": self.phase,
            "completed_this_turn": self.completed,
            "exact_pending": self.exact,
            "count": self.count,
            "curse_queue": list(self.curse_queue),
            "hands": hands,
            "hand_sizes": [len(h) for h in self.hands],
            "showcases": [codes(s) for s in self.showcases],
            "showcase_sums": [self.showcase_sum(q) for q in range(self.num_players)],
            "discard": codes(self.discard),
            "draw_pile_size": len(self.draw_pile),
            "turns": self.turns,
            "final_round": self.final_round,
            "over": self.over,
            "winner": self.winner,
        }
        if player is None:
            obs["draw_pile"] = codes(self.draw_pile)
        return obs

    def snapshot(self) -> dict[str, Any]:
        obs = self.observation(None)
        obs["ids"] = {"hands": [list(h) for h in self.hands],
                      "showcases": [list(s) for s in self.showcases],
                      "draw_pile": list(self.draw_pile), "discard": list(self.discard)}
        return obs

    def render_html(self, viewer: int | None = None, lang: str = "en") -> str:
        from .render import render_html

        return render_html(self, viewer, lang)

    def all_cards(self) -> list[int]:
        """Every card id in play: hands, showcases, piles and the Mummy if it is on the table."""
        ids = [i for h in self.hands for i in h] + [i for s in self.showcases for i in s]
        ids += list(self.draw_pile) + list(self.discard)
        if self.mummy is not None and self.data.mummy_id is not None:
            ids.append(self.data.mummy_id)
        return ids


class _Work:
    """Mutable scratch copy of a state used inside one transition."""

    def __init__(self, s: ImBannState) -> None:
        self.s = s
        self.d = s.data
        self.hands = [list(h) for h in s.hands]
        self.showcases = [list(x) for x in s.showcases]
        self.draw = list(s.draw_pile)
        self.discard = list(s.discard)
        self.positions = list(s.positions)
        self.f: dict[str, Any] = {
            "depot": s.depot, "mummy": s.mummy, "turn_player": s.turn_player,
            "phase": s.phase, "completed": s.completed, "exact": s.exact, "count": s.count,
            "shed_after_b": s.shed_after_b,
            "curse_queue": s.curse_queue, "turns": s.turns, "final_round": s.final_round,
            "over": s.over, "winner": s.winner}
        self.rules: list[str] = []
        self._rng: random.Random | None = None

    # -- helpers
    @property
    def p(self) -> int:
        return self.f["turn_player"]

    def rng(self) -> random.Random:
        if self._rng is None:
            self._rng = self.s.rng("shuffle")
        return self._rng

    def build(self) -> ImBannState:
        return replace(self.s, hands=tuple(tuple(sorted(h)) for h in self.hands),
                       showcases=tuple(tuple(x) for x in self.showcases),
                       draw_pile=tuple(self.draw), discard=tuple(self.discard),
                       positions=tuple(self.positions), **self.f)

    def take(self, seat: int, code: str) -> int:
        """Remove one card with ``code`` from ``seat``'s hand (lowest id)."""
        cards = self.d.cards
        cid = min(i for i in self.hands[seat] if cards[i].code == code)
        self.hands[seat].remove(cid)
        return cid

    def reshuffle(self) -> None:
        """Shuffle the discard pile under the draw pile's remaining cards (rule ib.draw.reshuffle)."""
        pile = self.discard
        self.discard = []
        self.rng().shuffle(pile)
        self.draw = pile + self.draw
        self.rules.append("ib.draw.reshuffle")

    def draw_cards(self, seat: int, n: int) -> None:
        for _ in range(n):
            if not self.draw and self.discard:
                self.reshuffle()
            if not self.draw:
                break
            self.hands[seat].append(self.draw.pop())
        if not self.draw and self.discard:
            self.reshuffle()

    def sum(self, seat: int) -> int:
        cards = self.d.cards
        return sum(cards[i].value for i in self.showcases[seat])

    def target(self, seat: int) -> int:
        pos = self.positions[seat]
        adv = self.s.adventure_values
        value = adv[pos] if pos < len(adv) else self.s.chamber_value
        return value + (self.d.mummy_penalty if self.f["mummy"] == seat else 0)

    def others_in_game(self, seat: int) -> list[int]:
        ch = len(self.s.adventure_values)
        return [q for q in range(self.s.num_players) if q != seat and self.positions[q] <= ch]

    # -- the transition
    def run(self, action: Action) -> list[str]:
        k, a = action.kind, action.args
        getattr(self, f"_do_{k}")(*a)
        if self.f["phase"] in _PLAY_PHASES and self.s.options.advanced and not self.hands[self.p]:
            self.empty_hand()
        return self.rules

    def _do_draw(self, n: int) -> None:
        self.draw_cards(self.p, n)
        self.f["phase"] = "after_a"
        self.rules[:0] = ["ib.draw.draw", "ib.draw.limit"]

    def _do_exchange(self, code: str) -> None:
        if self.f["phase"] == "start":
            self.rules.append("ib.draw.exchange")
            if len(self.draw) < self.d.exchange_max and self.discard:
                self.discard, pile = [], self.draw + self.discard
                self.rng().shuffle(pile)
                self.draw = pile
                self.rules.append("ib.draw.exchange_short")
            self.f["phase"], self.f["count"] = "exchange", 0
        self.discard.append(self.take(self.p, code))
        self.f["count"] += 1
        self.rules.append("ib.draw.exchange_steps")

    def _do_exchange_done(self) -> None:
        self.draw_cards(self.p, self.f["count"])
        self.f["phase"], self.f["count"] = "after_a", 0
        self.rules[:0] = ["ib.draw.exchange", "ib.draw.exchange_steps"]

    def _do_equip(self, code: str) -> None:
        self.showcases[self.p].append(self.take(self.p, code))
        phase = self.f["phase"]
        self.rules += ["ib.play.equipment", "ib.play.showcase"]
        if phase == "scarab":
            self.rules += ["ib.card.scarab", "ib.scarab.turn"]
        else:
            if phase == "special":
                self.rules.append("ib.play.special")
            self.f["phase"] = "after_b"

    def _special(self, kind: str) -> None:
        self.discard.append(self.take(self.p, kind))
        self.f["phase"] = "special"
        self.rules += ["ib.play.special", f"ib.card.{kind}"]

    def _do_magic(self, item: str) -> None:
        self._special("magic")
        if item == self.f["depot"]:
            self.rules.append("ib.turn.useless")  # option magic_same_item: the depot stays
        self.f["depot"] = item
        self.rules.append("ib.magic.other")

    def _do_scarab(self) -> None:
        self._special("scarab")
        self.f["phase"] = "scarab"
        cards = self.d.cards
        if not any(cards[i].kind == "equipment" and cards[i].item == self.f["depot"]
                   for i in self.hands[self.p]):
            self.rules.append("ib.turn.useless")  # nothing to play with it

    def _do_protection(self) -> None:
        self.showcases[self.p].append(self.take(self.p, "protection"))
        self.f["phase"] = "special"
        self.rules += ["ib.play.special", "ib.card.protection"]

    def _do_mummy(self, *chosen: int) -> None:
        self.take(self.p, "mummy")  # the Mummy stays on the table from now on
        others = self.others_in_game(self.p)
        self.f["mummy"] = chosen[0] if chosen else self.s.rng("mummy").choice(others)
        self.f["phase"] = "special"
        self.rules += ["ib.play.special", "ib.card.mummy", "ib.mummy.random"]

    def _do_curse(self, *self_too: str) -> None:
        self._special("curse")
        cards = self.d.cards
        rng = self.s.rng("curse")
        queue = []
        n = self.s.num_players
        for step in range(1, n):
            q = (self.p + step) % n
            show = self.showcases[q]
            if not show:
                continue
            if any(cards[i].kind == "protection" for i in show):
                if len(self.s._give_up_choices(q)) > 1:
                    queue.append(q)
                else:
                    self.lose(q, next(i for i in show if cards[i].kind == "protection"))
                self.rules.append("ib.curse.protected")
            else:
                self.lose(q, rng.choice(show))
        if self_too and self.showcases[self.p]:
            self.lose(self.p, rng.choice(self.showcases[self.p]))
            self.rules.append("ib.adv.curse_self")
        if not any(self.s.showcases[q] for q in range(n) if q != self.p) and not self_too:
            self.rules.append("ib.turn.useless")  # no showcase to hit
        if queue:
            self.f["phase"], self.f["curse_queue"] = "curse", tuple(queue)

    def lose(self, seat: int, cid: int) -> None:
        self.showcases[seat].remove(cid)
        self.discard.append(cid)

    def _do_give_up(self, code: str) -> None:
        victim, *rest = self.f["curse_queue"]
        cards = self.d.cards
        show = self.showcases[victim]
        if code == "equipment":
            pick = self.s.rng("curse").choice([i for i in show if cards[i].kind == "equipment"])
        else:
            pick = min(i for i in show if cards[i].code == code)
        self.lose(victim, pick)
        self.f["curse_queue"] = tuple(rest)
        if not rest:
            self.f["phase"] = "special"
        self.rules += ["ib.curse.protected", "ib.card.curse"]

    def _do_complete(self) -> None:
        self.complete(self.p)

    def complete(self, p: int) -> None:
        """Complete ``p``'s adventure (the showcase meets its target)."""
        s, need = self.sum(p), self.target(p)
        ch = len(self.s.adventure_values)
        at_chamber = self.positions[p] == ch
        exact = s == need
        self.rules += ["ib.complete.sum", "ib.complete.discard", "ib.sum.protection"]
        if self.f["mummy"] == p:
            self.rules.append("ib.chamber.mummy" if at_chamber else "ib.complete.mummy")
        self.discard += self.showcases[p]
        self.showcases[p] = []
        self.positions[p] += 1
        self.f["completed"] = True
        if at_chamber:
            self.rules += ["ib.chamber.exact", "ib.end.win"]
            if not self.s.options.multi_game:
                self.f["over"], self.f["winner"], self.f["phase"] = "win", p, "over"
                return
            self.rules.append("ib.multi.round")
            self.f["final_round"] = True
            exact = False  # a player in the Chamber takes no more turns
        self.f["exact"] = exact
        if self.f["mummy"] == p and self.others_in_game(p):
            self.f["phase"] = "pass_mummy"
            self.rules.append("ib.mummy.pass_complete")
        else:
            self.after_pass()

    def after_pass(self) -> None:
        if self.f["exact"]:
            self.f["phase"] = "depot"
            self.rules.append("ib.complete.exact")
        else:
            self.f["phase"] = "end"
            self.rules.append("ib.complete.once")

    def _do_pass_mummy(self, seat: int) -> None:
        self.f["mummy"] = seat
        if self.f["phase"] == "shed":
            # option shed_then_complete: after option B an adventure may still be completed,
            # now without the Mummy's +3 (rule ib.mummy.shed_timing)
            after_b = self.f["shed_after_b"]
            self.f.update(phase="after_shed" if after_b else "end", count=0, shed_after_b=False)
            self.rules += ["ib.mummy.pass_chamber", "ib.mummy.shed_timing"]
        else:
            self.rules += ["ib.mummy.pass_complete", "ib.mummy.choice"]
            self.after_pass()

    def _do_shed(self, code: str) -> None:
        if self.f["phase"] != "shed":
            self.f["shed_after_b"] = (self.s.options.shed_then_complete
                                      and self.f["phase"] in _PLAY_PHASES)
            self.f["phase"], self.f["count"] = "shed", 0
        cards = self.d.cards
        cid = min(i for i in self.showcases[self.p] if cards[i].code == code)
        self.lose(self.p, cid)
        self.f["count"] += cards[cid].value
        self.rules += ["ib.mummy.pass_chamber", "ib.mummy.shed_timing"]

    def _do_depot(self, item: str) -> None:
        self.f["depot"] = item
        self.f.update(phase="start", completed=False, exact=False, count=0, shed_after_b=False)
        self.rules.append("ib.complete.exact")

    def _do_end(self) -> None:
        self.next_turn()
        self.rules.append("ib.turn.end")

    def _do_pass(self) -> None:
        self.next_turn()
        self.rules.append("ib.stall.pass")

    def next_turn(self) -> None:
        self.f["turns"] += 1
        self.f.update(phase="start", completed=False, exact=False, count=0, shed_after_b=False)
        opts = self.s.options
        n = self.s.num_players
        p = self.p
        ch = len(self.s.adventure_values)
        self.rules.append("ib.turn.options")
        for step in range(1, n + 1):
            q = p + step
            if q >= n and self.f["final_round"]:
                self.f["over"], self.f["phase"] = "round", "over"
                self.rules += ["ib.multi.round", "ib.multi.minus"]
                return
            if self.positions[q % n] <= ch:
                self.f["turn_player"] = q % n
                break
        else:
            self.f["over"], self.f["phase"] = "round", "over"
            self.rules += ["ib.multi.round", "ib.multi.minus"]
            return
        if opts.turn_cap and self.f["turns"] >= opts.turn_cap:
            self.f["over"], self.f["phase"] = "cap", "over"
            self.rules.append("ib.stall.turn_cap")

    def empty_hand(self) -> None:
        """Advanced Variant: the turn player's hand has just become empty."""
        p = self.p
        ch = len(self.s.adventure_values)
        if self.positions[p] == ch:
            self.draw_cards(p, self.d.hand_size)
            if self.s.options.adv_chamber_play == "stop":
                self.f["phase"] = "after_b"
            # "continue": the phase stays (after a special card one equipment card may still
            # follow, after a Scarab any number), rule ib.adv.chamber_play
            self.rules += ["ib.adv.chamber", "ib.adv.details", "ib.adv.chamber_play"]
            return
        s, need = self.sum(p), self.target(p)
        if s >= need and not self.f["completed"]:
            self.rules += ["ib.adv.last_exact" if s == need else "ib.adv.empty_hand",
                           "ib.adv.details"]
            self.complete(p)
        else:
            self.rules += ["ib.adv.empty_hand", "ib.adv.details"]
            self.discard += self.showcases[p]
            self.showcases[p] = []
            self.positions[p] += 1
            self.f["completed"] = True
            self.f["phase"] = "end"
        self.draw_cards(p, self.d.hand_size)
