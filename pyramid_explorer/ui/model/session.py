"""The explorer's model, without any widget: lines of play, seats, view, language, save files.

Everything the explorer's buttons do is a method here, so it can be tested and scripted without
a browser. Methods raise the kernel's errors (``IllegalAction``, ``SaveError``,
``OptionError``); the widget layer turns them into friendly messages.

>>> s = Session("dice-pyramid", seed=7)
>>> s.step() is not None            # the opening roll
True
>>> s.position, s.undo(), s.position
(1, None, 0)
>>> s.branch(); len(s.branches), s.active
(2, 1)
>>> s.new_game(seed=8); s.seed, s.can_undo_new_game()
(8, True)
>>> s.undo_new_game(); s.seed, len(s.branches)     # the old game, with its lines of play
(7, 2)
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from ... import games
from ...engine import CHANCE, TERMINAL, Action, GameState, SaveError, Timeline
from ...games import HUMAN, GameSpec
from ..common.i18n import t
from .texts import layout_text

UNDO_GAMES = 10
"""How many replaced games "Undo new game" can bring back."""
_GAME_FIELDS = ("spec", "game_id", "seed", "options", "branches", "active", "seats", "_bots",
                "view", "revealed")


@dataclass
class Branch:
    """One line of play the user can switch to. ``number`` 0 is the main line."""

    number: int
    from_step: int
    timeline: Timeline


@dataclass(frozen=True)
class LogEntry:
    """One step of the active line: its number, who acted (``CHANCE`` for a roll), the action."""

    step: int
    seat: int
    action: Action
    before: GameState
    after: GameState


class Session:
    """One game being explored: its lines of play, who sits where, and how it is shown."""

    def __init__(self, game_id: str, *, seed: int = 0, players: int | None = None,
                 **options: Any) -> None:
        self.lang = "en"
        self._view: int | None = None
        self.pass_and_play = False
        """One screen passed around: each human seat sees only its own view (see
        :mod:`.curtain`)."""
        self.revealed: int | None = None
        """In pass and play, the human seat that pressed Ready last (the one at the screen)."""
        self._replaced: list[dict[str, Any]] = []  # earlier games, newest last
        self._start(game_id, seed, players, options)

    # ----------------------------------------------------------------- set-up
    def _start(self, game_id: str, seed: int, players: int | None, options: dict[str, Any],
               actions: tuple[Action, ...] = (), position: int | None = None,
               root: GameState | None = None) -> None:
        spec = games.spec(game_id)
        if root is None:
            root = games.new_game(game_id, seed=seed, players=players, **options)
        timeline = Timeline(root, actions)
        if position is not None:
            timeline.jump(position)
        # nothing below can fail: the old game stays untouched until here
        if hasattr(self, "branches"):
            self._replaced = [*self._replaced, {k: getattr(self, k) for k in _GAME_FIELDS}]
            del self._replaced[:-UNDO_GAMES]
        self.spec: GameSpec = spec
        self.game_id = game_id
        self.seed = seed
        self.options = dict(options)
        self.branches = [Branch(0, 0, timeline)]
        self.active = 0
        self.seats = [self.default_bot()] * root.num_players
        self._bots: dict[str, Any] = {}
        self.revealed = None  # a new game: the screen waits for its first human again
        if self._view is not None and self._view >= root.num_players:
            self._view = None

    def new_game(self, game_id: str | None = None, *, seed: int | None = None,
                 players: int | None = None, **options: Any) -> None:
        """Start a new game (by default the same game and seed); the old one is dropped.

        Options not given take the game's defaults.

        Raises ``OptionError`` (and keeps the current game) for an unknown game or a bad option.
        """
        gid = game_id or self.game_id
        self._start(gid, self.seed if seed is None else seed, players, options)

    def can_undo_new_game(self) -> bool:
        """True when a game replaced by New game, a load or a game change can come back."""
        return bool(self._replaced)

    def undo_new_game(self) -> None:
        """Bring back the game the last New game (or load, or game change) replaced, with all
        its lines of play, seats and view; the replacing game is dropped. No-op if none."""
        if self._replaced:
            for key, value in self._replaced.pop().items():
                setattr(self, key, value)

    def undo_new_game_forget(self) -> None:
        """Drop the game the last replacement kept for "Undo new game" (e.g. an untouched one)."""
        if self._replaced:
            self._replaced.pop()

    def start_from(self, root: GameState, actions: tuple[Action, ...] = ()) -> None:
        """Explore from a given position (e.g. an exercise built with ``from_position``):
        ``root`` is step 0 of the line, ``actions`` are played from it (``IllegalAction`` for
        one that is not allowed, and nothing changes).

        >>> from pyramid_explorer.games import new_game
        >>> s = Session("dice-pyramid")
        >>> root = new_game("dice-pyramid", seed=3, great_pyramid=True)
        >>> s.start_from(root); s.state is root, s.seed, s.options["great_pyramid"]
        (True, 3, True)
        """
        self._start(root.game_id, root.seed, root.num_players, root.options_dict(), actions,
                    root=root)

    def default_bot(self) -> str:
        """The bot every seat starts with: the game's first bot that is not the random one.

        (A learner should watch sensible play; ``random`` when the game lists no other bot.)
        """
        return default_bot(self.spec)

    def bot_names(self) -> list[str]:
        """The bots a seat can be given (the game's bots; the kernel's random bot if none)."""
        return bot_names(self.spec)

    # ----------------------------------------------------------------- reading
    @property
    def view(self) -> int | None:
        """The seat whose view is shown (``None``: the referee's, which sees everything).

        In pass and play with a seat played by hand it is never the referee's: it is the seat
        at the screen (the last to press Ready), or the one the screen waits for.
        """
        if self.pass_and_play and HUMAN in self.seats:
            if self.revealed is not None:
                return self.revealed
            from .curtain import waiting_for

            waiting = waiting_for(self)
            return waiting if waiting is not None else self.seats.index(HUMAN)
        return self._view

    @view.setter
    def view(self, seat: int | None) -> None:
        self._view = seat

    @property
    def timeline(self) -> Timeline:
        return self.branches[self.active].timeline

    @property
    def state(self) -> GameState:
        """The state at the cursor of the active line."""
        return self.timeline.state

    @property
    def position(self) -> int:
        return self.timeline.position

    @property
    def length(self) -> int:
        """The number of steps of the active line (the timeline slider's maximum)."""
        return len(self.timeline)

    @property
    def num_players(self) -> int:
        return self.state.num_players

    def to_move(self) -> int:
        """The seat to move, ``CHANCE`` or ``TERMINAL``."""
        return self.state.current_player()

    def is_human_turn(self) -> bool:
        seat = self.to_move()
        return seat >= 0 and self.seats[seat] == HUMAN

    @property
    def private_view(self) -> bool:
        """Whether the screen shows one player's view of hidden information: then it offers no
        share link, no save file and no seed, each of which would replay every hidden card.

        >>> s = Session("im-bann-der-pyramide", seed=3)
        >>> s.private_view, s.set_view(1), s.private_view
        (False, None, True)
        """
        return self.view is not None and self.spec.hidden_information

    def step_blocked(self) -> str | None:
        """Why Step plays nothing now: ``"over"`` at the end of the game, ``"human"`` when a
        seat played by hand is to move; ``None`` when it plays (a roll or a bot's move).

        >>> s = Session("ramses-pyramid", seed=5, players=2)
        >>> s.step_blocked(); _ = s.step(); s.set_seat(0, HUMAN); s.step_blocked()
        'human'
        """
        seat = self.to_move()
        if seat == TERMINAL:
            return "over"
        if seat >= 0 and self.seats[seat] == HUMAN:
            return "human"
        return None

    def log(self, steps: range | None = None) -> list[LogEntry]:
        """The steps of the active line (also those after the cursor), oldest first.

        ``steps`` limits it to those step numbers (step 0, the start, has no entry).
        """
        states = self.timeline.states()
        wanted = range(1, len(states)) if steps is None else range(
            max(1, steps.start), min(len(states), steps.stop))
        return [LogEntry(i, states[i - 1].current_player(), states[i].history[-1],
                         states[i - 1], states[i])
                for i in wanted]

    # ----------------------------------------------------------------- playing
    def bot(self, seat: int) -> Any:
        """The bot object playing ``seat`` (created once per bot name)."""
        name = self.seats[seat]
        if name == HUMAN:
            name = self.default_bot()
        if name not in self._bots:
            self._bots[name] = self.spec.make_bot(name)
        return self._bots[name]

    def set_view(self, player: int | None) -> None:
        """Show the table as ``player`` (0-based) sees it, or as the referee (``None``).

        ``ValueError`` for a seat the game does not have, and in pass and play with a seat
        played by hand, where the view follows the turn (the person at the screen sees only
        their own hand), for any other view than the one shown.

        >>> s = Session("im-bann-der-pyramide", seed=3, players=2)
        >>> s.set_view(1); s.view
        1
        >>> s.choose_seat(0, HUMAN); s.pass_and_play = True; s.set_view(None)
        Traceback (most recent call last):
        ValueError: In pass and play the view follows the turn: turn pass and play off to choose a view.
        """
        if player is not None and not 0 <= player < self.num_players:
            raise ValueError(t("no_player", self.lang, n=player + 1))
        if self.pass_and_play and HUMAN in self.seats and player != self.view:
            raise ValueError(layout_text("view_follows_turn", self.lang))
        self.view = player

    def set_pass_and_play(self, on: bool) -> None:
        """Pass and play on or off (see :mod:`.curtain`): on, the first person at the screen
        presses Ready; off, nobody is behind the curtain any more.

        >>> s = Session("pyramidenbau", seed=1, players=2); s.choose_seat(1, HUMAN)
        >>> s.set_pass_and_play(True); s.pass_and_play, s.revealed, s.reveal(), s.view
        (True, None, 1, 1)
        """
        self.pass_and_play = bool(on)
        self.revealed = None

    def choose_seat(self, seat: int, choice: str) -> None:
        """The seat menu's choice: :meth:`set_seat`, and a seat that becomes the only one
        played by hand takes the view (whoever plays it sees their own cards).

        >>> s = Session("ramses-pyramid", seed=5, players=3)
        >>> s.choose_seat(2, HUMAN); s.view
        2
        >>> s.choose_seat(0, HUMAN); s.view          # a second person: the view stays
        2
        """
        self.set_seat(seat, choice)
        if choice == HUMAN and self.seats.count(HUMAN) == 1:
            self.view = seat

    def play_as(self, seat: int | None) -> None:
        """Play ``seat`` (0-based) by hand and see the table as it does; ``None``: watch the
        bots. Every other seat played by hand goes back to the game's bot, so exactly one seat
        waits for moves (a seat already given to a bot keeps it).

        >>> s = Session("im-bann-der-pyramide", seed=3)
        >>> s.play_as(1); s.seats[1], s.view
        ('human', 1)
        >>> s.play_as(None); HUMAN in s.seats, s.view
        (False, None)
        """
        if seat is not None and not 0 <= seat < self.num_players:
            raise ValueError(t("no_player", self.lang, n=seat + 1))
        bot = self.default_bot()
        for i in range(self.num_players):
            wanted = HUMAN if i == seat else (bot if self.seats[i] == HUMAN else self.seats[i])
            if self.seats[i] != wanted:
                self.set_seat(i, wanted)
        self.view = seat

    def set_seat(self, seat: int, choice: str) -> None:
        """Give ``seat`` to a bot (by name) or to a human (:data:`HUMAN`)."""
        if not 0 <= seat < self.num_players:
            raise ValueError(t("no_seat", self.lang, n=seat + 1, players=self.num_players))
        if choice != HUMAN and choice not in self.bot_names():
            raise ValueError(t("unknown_bot", self.lang, bot=repr(choice),
                               bots=", ".join(self.bot_names())))
        self.seats[seat] = choice
        if choice != HUMAN and self.revealed == seat:
            self.revealed = None  # the person at the screen has no seat left

    def reveal(self) -> int:
        """Pass and play: the player the curtain waits for is at the screen (they pressed
        Ready); their view is shown from now on. Returns their seat.

        Raises ``ValueError`` when no curtain is up (nobody is waiting).

        >>> s = Session("pyramidenbau", seed=1, players=2)
        >>> s.set_seat(1, HUMAN); s.pass_and_play = True
        >>> s.reveal(), s.view
        (1, 1)
        """
        from .curtain import waiting_for

        seat = waiting_for(self)
        if seat is None:
            raise ValueError(layout_text("nobody_waiting", self.lang))
        self.revealed = seat
        return seat

    def next_action(self) -> Action | None:
        """What Step would play: the seeded roll at a chance step, else the seat's bot's move.

        ``None`` at the end of the game or when a human is to move (:meth:`step_blocked` says
        which).
        """
        if self.step_blocked() is not None:
            return None
        seat = self.to_move()
        if seat == CHANCE:
            return self.state.sample_chance()
        return self.bot(seat).choose(self.state)

    def step(self) -> Action | None:
        """Play one step (see :meth:`next_action`); returns the action, ``None`` if none."""
        action = self.next_action()
        if action is not None:
            self.apply(action)
        return action

    def apply(self, action: Action) -> GameState:
        """Play ``action`` at the cursor (later steps of this line are dropped).

        Raises ``IllegalAction`` naming the rule, and changes nothing, if it is not allowed.
        """
        return self.timeline.apply(action)

    def roll(self) -> Action:
        """Resolve the chance step with the game's seeded generator."""
        action = self.state.sample_chance()
        self.apply(action)
        return action

    # ----------------------------------------------------------------- time travel
    def undo(self) -> None:
        self.timeline.undo()

    def redo(self) -> None:
        self.timeline.redo()

    def jump(self, n: int) -> None:
        """Put the cursor at step ``n`` of the active line (``IndexError`` outside it)."""
        self.timeline.jump(n)

    def branch(self) -> None:
        """Keep the current line and continue on a new one that starts at the cursor."""
        number = max(b.number for b in self.branches) + 1
        self.branches.append(Branch(number, self.position, self.timeline.branch()))
        self.active = len(self.branches) - 1

    def switch_branch(self, index: int) -> None:
        if not 0 <= index < len(self.branches):
            raise IndexError(t("no_line", self.lang, n=index))
        self.active = index

    # ----------------------------------------------------------------- save / load
    def save_json(self) -> str:
        """The active line as a kernel save file (all its steps) plus the cursor position."""
        data = json.loads(self.timeline.states()[-1].to_json())
        data["explorer"] = {"position": self.position, "seats": list(self.seats)}
        return json.dumps(data, sort_keys=True)

    def load_json(self, text: str | bytes) -> GameState:
        """Replace the game with a saved one; ``SaveError`` (and no change) for a bad file."""
        final = games.load(text)  # validates format, replays, checks the snapshot
        data = json.loads(text)
        meta = data.get("explorer")
        position = None
        seats: list[str] | None = None
        if isinstance(meta, dict):
            pos = meta.get("position")
            if isinstance(pos, int) and not isinstance(pos, bool) and 0 <= pos <= final.step:
                position = pos
            raw_seats = meta.get("seats")
            if isinstance(raw_seats, list) and len(raw_seats) == final.num_players:
                seats = [str(s) for s in raw_seats]
        try:
            self._start(data["game"], data["seed"], data["players"], data["options"],
                        tuple(final.history), position)
        except ValueError as exc:  # cannot happen after games.load, but never half-load
            raise SaveError(str(exc)) from None
        if seats is not None:
            valid = set(self.bot_names()) | {HUMAN}
            self.seats = [s if s in valid else self.default_bot() for s in seats]
        return self.state


def bot_names(spec: games.GameSpec) -> list[str]:
    """The bots a seat of ``spec``'s game can be given (the kernel's random bot if none)."""
    return spec.bot_names()


def default_bot(spec: games.GameSpec) -> str:
    """The bot every seat of ``spec``'s game starts with: its first that is not ``random``.

    >>> default_bot(games.spec("ramses-pyramid"))
    'memory'
    """
    return spec.default_bot()
