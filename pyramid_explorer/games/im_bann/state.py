"""The state of *Im Bann der Pyramide*: an immutable position, its queries and the game protocol.

A turn is a short sequence of steps: option A (``Draw 1``/``Draw 2``, or an exchange laid down
card by card and finished with ``Finish exchange``) or option B (``Play Ladder 3``; a special
card, perhaps followed by one equipment card; after a Scarab any number), then optionally
``Complete adventure`` and passing the Mummy, then ``End turn``. When a Curse hits a player with
a Protection, that player decides which card to lose: ``current_player()`` switches to them.
The steps are ``kinds.Phase``; what each move does is in ``moves.MOVES``.

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

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from ...engine import TERMINAL, Action, GameState, IllegalAction
from . import labels, logic, moves, render, setup, view
from .data import Card, GameData, load_data
from .kinds import Phase, Termination
from .options import ImBannOptions, make_options
from .rules import GAME_ID


@dataclass(frozen=True)
class ImBannState(GameState):
    """A position of *Im Bann der Pyramide* (immutable; ``apply`` returns a new one).

    Cards are ids into ``self.data.cards``; piles are tuples whose last element is the top.
    ``positions[p]`` indexes the row: ``0..len(adventure_values)-1`` an adventure,
    ``len(adventure_values)`` the King's Chamber, one more: entered the Chamber.
    ``exchanged`` counts the cards laid down in an exchange under way, ``shed_value`` the
    value discarded so far to pass the Mummy on. ``shed_after_b`` is True only while the
    Mummy is being shed after option B with the option ``shed_then_complete`` on (the turn
    then goes on in phase ``after_shed``). ``origin`` is the JSON of a constructed start
    position (empty for a seeded deal); saves carry it.
    """

    game_id: ClassVar[str] = GAME_ID
    checks_argument_types: ClassVar[bool] = True  # the MOVES table declares every argument type

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
    phase: Phase = Phase.START
    completed_this_turn: bool = False
    exact_pending: bool = False
    exchanged: int = 0
    shed_value: int = 0
    shed_after_b: bool = False
    curse_queue: tuple[int, ...] = ()
    turns: int = 0
    final_round: bool = False
    termination: Termination | None = None
    winner: int | None = None
    origin: str = ""
    history: tuple[Action, ...] = ()
    last_rules: tuple[str, ...] = ()

    # ------------------------------------------------------------------ construction
    @classmethod
    def new(cls, *, seed: int, players: int, **given: Any) -> ImBannState:
        """A new game dealt from ``seed`` (setup as in the rulebook)."""
        opts = make_options(given)
        layout = setup.deal(seed=seed, players=players, adventure_side=opts.adventure_side,
                            chamber_side=opts.chamber_side, data=load_data(opts.data_file))
        return cls(seed=seed, num_players=players, options=opts, **layout)

    @classmethod
    def from_position(
        cls, *, hands: Sequence[Iterable[str]], showcases: Sequence[Iterable[str]] | None = None,
        positions: Sequence[int] | None = None, depot: str = "ladder",
        mummy: int | None = None, adventures: Sequence[int] = (7, 8, 9, 10),
        chamber: int = 12, draw_pile: Sequence[str] | None = None, discard: Sequence[str] = (),
        rest: str = "draw", turn: int = 0, seed: int = 0, **options: Any,
    ) -> ImBannState:
        """A constructed position, for tests and teaching ("what if…"); it can be saved.

        Cards are given by code (``"rope-3"``, ``"protection"``); ``hands[p]`` and
        ``showcases[p]`` list seat ``p``'s cards, ``mummy`` is the seat whose showcase holds
        the Mummy. ``draw_pile`` lists the draw pile bottom to top. Every card not placed
        goes to the draw pile (``rest="draw"``, shuffled from ``seed``, below any given
        ``draw_pile``), onto the discard pile (``rest="discard"``) or into a showcase
        (``rest="showcase:1"``; a left-over Mummy then lies there as the Mummy, ``mummy=1``),
        so all cards stay in play. A position that cannot exist
        raises ``setup.PositionError`` (an ``OptionError``) saying why.

        >>> s = ImBannState.from_position(hands=[["rope-3"], ["torch-1"]],
        ...                               showcases=[["pickaxe-5"], []], depot="rope")
        >>> s.showcase_sum(0), len(s.draw_pile), s.current_player()
        (5, 51, 0)
        >>> str(s.legal_actions()[-1])
        'Play Rope 3'
        """
        opts = make_options(options)
        data = load_data(opts.data_file)
        cards = setup.place(data, hands=hands, showcases=showcases, mummy=mummy,
                            draw_pile=draw_pile, discard=discard, rest=rest, seed=seed)
        n = len(cards["hands"])
        start = {key: [list(ids) for ids in cards[key]] for key in ("hands", "showcases")}
        start.update(draw_pile=list(cards["draw_pile"]), discard=list(cards["discard"]),
                     positions=list(positions or (0,) * n), adventures=list(adventures),
                     chamber=chamber, depot=depot, mummy=cards["mummy"], turn=turn)
        return cls.from_start(seed=seed, players=n, start=start, **options)

    @classmethod
    def from_start(cls, *, seed: int, players: int, start: Any, **options: Any) -> ImBannState:
        """The position a save's ``"start"`` describes (what :meth:`start_position` gave).

        Raises ``setup.PositionError`` naming what is wrong with ``start``.
        """
        opts = make_options(options)
        data = load_data(opts.data_file)
        layout = setup.read_start(start)
        setup.check_layout(data, layout)
        layout["hands"] = tuple(tuple(sorted(h)) for h in layout["hands"])
        if players != len(layout["hands"]):
            raise setup.PositionError(f"the save is for {players} players but its start "
                                      f"position has {len(layout['hands'])} hands",
                                      de=f"der Spielstand ist für {players} Spieler, seine "
                                         f"Startstellung hat aber {len(layout['hands'])} Hände")
        side = next((k for k, v in data.kings_chamber.items() if v == start["chamber"]),
                    "custom")
        return cls(seed=seed, num_players=players, options=opts, chamber_side=side,
                   origin=json.dumps(start, sort_keys=True), **layout)

    def start_position(self) -> dict[str, Any] | None:
        """The constructed start position this game began from (``None``: a seeded deal)."""
        return json.loads(self.origin) if self.origin else None

    # ------------------------------------------------------------------ reading
    @property
    def data(self) -> GameData:
        """The values and cards in play (from the data file)."""
        return load_data(self.options.data_file)

    def card(self, card_id: int) -> Card:
        return self.data.cards[card_id]

    def codes(self, ids: Iterable[int]) -> list[str]:
        """Card codes of ``ids``."""
        cards = self.data.cards
        return [cards[i].code for i in ids]

    @property
    def chamber_index(self) -> int:
        """The row position of the King's Chamber."""
        return len(self.adventure_values)

    @property
    def over(self) -> str:
        """The ending as saves spell it: ``"win"``, ``"cap"``, ``"round"``, or ``""``."""
        return self.termination.value if self.termination is not None else ""

    def entered(self, seat: int) -> bool:
        """True once ``seat`` has completed the King's Chamber."""
        return logic.entered(self.positions[seat], self.chamber_index)

    def showcase_sum(self, seat: int) -> int:
        """The sum of the equipment in ``seat``'s showcase (Protection and Mummy count 0)."""
        return logic.showcase_sum(self.showcases[seat], self.data.cards)

    def target(self, seat: int) -> int:
        """The value ``seat`` needs for the current adventure, Mummy penalty included."""
        return logic.target(self.adventure_values, self.chamber_value, self.positions[seat],
                            self.mummy == seat, self.data.mummy_penalty)

    def can_complete(self, seat: int) -> bool:
        """Whether ``seat``'s showcase meets its adventure (exact at the Chamber)."""
        if self.entered(seat):
            return False
        return logic.meets(self.showcase_sum(seat), self.target(seat),
                           self.positions[seat] == self.chamber_index)

    def others_in_game(self, seat: int) -> list[int]:
        """The other seats not yet in the King's Chamber."""
        return logic.others_in_game(self.positions, seat, self.chamber_index)

    def others_at_chamber(self, seat: int) -> list[int]:
        """The other seats standing at the King's Chamber."""
        return logic.others_at_chamber(self.positions, seat, self.chamber_index)

    def can_shed(self, seat: int) -> bool:
        """Whether ``seat`` may pass the Mummy by discarding showcase equipment."""
        return logic.can_shed(self.mummy == seat, self.others_at_chamber(seat),
                              self.showcase_sum(seat), self.data.shed_value)

    def minus_points(self) -> list[int]:
        """Multi-game minus points of each seat for the position as it stands.

        >>> s = ImBannState.from_position(hands=[[], []], showcases=[["rope-3"], []],
        ...     positions=[4, 3], mummy=1, adventures=(7, 8, 9, 10), chamber=12)
        >>> s.minus_points()
        [9, 25]
        """
        return [logic.minus_points(self.adventure_values, self.chamber_value, self.positions[q],
                                   self.mummy == q, self.data.mummy_penalty,
                                   self.showcase_sum(q)) for q in range(self.num_players)]

    def all_cards(self) -> list[int]:
        """Every card id in play: hands, showcases, piles and the Mummy if it is on the table."""
        ids = [i for h in self.hands for i in h] + [i for s in self.showcases for i in s]
        ids += list(self.draw_pile) + list(self.discard)
        if self.mummy is not None and self.data.mummy_id is not None:
            ids.append(self.data.mummy_id)
        return ids

    # ------------------------------------------------------------------ the protocol
    def current_player(self) -> int:
        if self.termination is not None:
            return TERMINAL
        if self.phase == Phase.CURSE:
            return self.curse_queue[0]
        return self.turn_player

    def returns(self) -> list[float]:
        """Basic game: +1 winner, -1 others. Multi-game: minus points as negative numbers.

        Unfinished games and games stopped by the turn cap give 0 to everyone (a draw).
        """
        n = self.num_players
        if self.termination in (None, Termination.TURN_CAP):
            return [0.0] * n
        if self.options.multi_game:
            return [float(-m) for m in self.minus_points()]  # never -0.0
        return [1.0 if p == self.winner else -1.0 for p in range(n)]

    def legal_actions(self) -> list[Action]:
        cached = self.__dict__.get("_legal_cache")
        if cached is None:
            cached = tuple(self._legal())
            object.__setattr__(self, "_legal_cache", cached)  # a cache, not part of the state
        return list(cached)

    def _legal(self) -> list[Action]:
        return moves.legal_actions(self)

    def _reject(self, action: Action) -> IllegalAction | None:
        """Arguments of the wrong number or type first, then the rule the move breaks here."""
        if not isinstance(action.kind, str) or not isinstance(action.args, tuple):
            return IllegalAction("engine.action", f"{action!r} is not a move of this game.",
                                 de=f"{action!r} ist kein Zug dieses Spiels.")
        spec = moves.MOVES.get(action.kind)  # type: ignore[call-overload]
        if spec is not None and not spec.fits(action.args):
            return IllegalAction(spec.rule, f"{action.kind!r} takes {spec.takes.en}, not "
                                 f"{action.args!r}.",
                                 de=f"„{action.kind}“ erwartet {spec.takes.de}, nicht "
                                 f"{action.args!r}.")
        return moves.reject(self, action)

    def _next(self, action: Action) -> tuple[ImBannState, tuple[str, ...]]:
        return moves.transition(self, action)

    def apply(self, action: Action) -> ImBannState:
        """The state after ``action`` (the kernel's checks; the new state built in one step)."""
        self.check_legal(action)
        draft = moves.played(self, action)
        return draft.build(history=self.history + (action,), last_rules=tuple(draft.rules))

    def advance(self, action: Action) -> ImBannState:
        """The state :meth:`apply` returns, without the legality check (a listed move only:
        see ``GameState.advance``)."""
        draft = moves.played(self, action)
        return draft.build(history=self.history + (action,), last_rules=tuple(draft.rules))

    def observation(self, player: int | None) -> dict[str, Any]:
        """What ``player`` may know; ``None`` is the referee (everything, draw order too)."""
        return view.observation(self, player)

    def snapshot(self) -> dict[str, Any]:
        return view.snapshot(self)

    def render_html(self, viewer: int | None = None, lang: str = "en") -> str:
        return render.render_html(self, viewer, lang)

    def action_label(self, action: Action, lang: str = "en") -> str:
        """The label of ``action`` in ``lang`` ("en" or "de")."""
        return labels.action_label(action, lang)
