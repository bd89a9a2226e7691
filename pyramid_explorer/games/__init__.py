"""The games, by id: list them, start one, load a saved one.

>>> from pyramid_explorer import games
>>> "dice-pyramid" in games.available()
True
>>> state = games.new_game("dice-pyramid", seed=7)
>>> games.load(state.to_json()) == state
True
"""

from __future__ import annotations

import importlib
import json
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from ..engine import SAVE_FORMAT, Action, GameState, IllegalAction, RandomBot, SaveError, savefile
from ..engine.errors import OptionError
from ..engine.options import OptionSpec
from ..engine.rules import Bilingual

# game id -> package (under ``pyramid_explorer.games``) whose ``__init__`` defines
# ``GAME: GameSpec``; imported only when first needed. The explorer finds a game's adapter
# by the same package name under ``pyramid_explorer.ui.adapters``.
_PACKAGES: dict[str, str] = {
    "dice-pyramid": "dice_pyramid",
    "im-bann-der-pyramide": "im_bann",
    "ramses-pyramid": "ramses_pyramid",
    "pyramidenbau": "pyramidenbau",
}
_MODULES: dict[str, str] = {gid: f"{__name__}.{pkg}" for gid, pkg in _PACKAGES.items()}
HUMAN = "human"
"""A seat a person plays; any other seat is a bot's, by a name of :meth:`GameSpec.bot_names`
(the one home of this value: the shared tables' referee and the explorer's session use it).

>>> HUMAN in spec("dice-pyramid").bot_names()
False
"""


class Chance(str, Enum):
    """Where a game's randomness comes from (OpenSpiel's ``chance_mode``)."""

    NONE = "none"
    DICE = "dice"              # explicit chance steps a teacher may set ("Set dice…")
    SHUFFLE = "shuffle"        # shuffles drawn from the seeded generator
    DICE_AND_SHUFFLE = "dice+shuffle"


class Information(str, Enum):
    """Whether a player's view can differ from the referee's."""

    PERFECT = "perfect"
    HIDDEN = "hidden"          # face-down cards, hands or secret temples


class Utility(str, Enum):
    """What ``returns()`` means."""

    WIN_LOSS = "win-loss"      # +1 win / 0 draw or unfinished / -1 loss
    SCORE = "score"            # points (higher is better)
    MINUS_POINTS = "minus-points"  # penalty points over several rounds (lower is better)


@dataclass(frozen=True)
class GameSpec:
    """What the registry, the CLI and the explorer need to know about one game."""

    id: str
    name: Bilingual
    min_players: int
    max_players: int
    default_players: int
    options: tuple[OptionSpec, ...]
    new_state: Callable[..., GameState]  # (seed=int, players=int, **options) -> state
    bots: dict[str, Callable[[], Any]] = field(default_factory=dict)  # name -> bot factory
    coach_policy: str | None = None
    """The registered bot the coach plays the seat it advises with in its playouts, and whose
    move it keeps unless another is clearly better (``None``: the game's first heuristic bot,
    the one that plays every other seat)."""
    coached: bool = True
    """Whether the explorer offers the coach (:mod:`pyramid_explorer.coach`) for this game;
    ``False`` where the game's odds panel already ranks every move exactly (Dice Pyramid's
    whole-game solver), so a Coach panel would only repeat it less exactly."""
    rule_prefix: str = ""
    chance: Chance = Chance.NONE
    information: Information = Information.PERFECT
    utility: Utility = Utility.WIN_LOSS
    default_viewer: int | None = None  # whose view a state shows by itself (None: the referee's)
    blurb: Bilingual = Bilingual("", "")
    from_start: Callable[..., GameState] | None = None
    """For a game that can start from a built position: ``(seed=, players=, start=, **options)``
    -> the state a save's ``"start"`` (``GameState.start_position()``) describes; raises
    ``OptionError`` saying what is wrong with it."""
    resample_hidden: Callable[[GameState, int, random.Random], GameState] | None = None
    """For a game with hidden information: ``(state, viewer, rng)`` -> a state that ``viewer``
    cannot tell apart from ``state`` (the same ``observation(viewer)``), with everything hidden
    from ``viewer`` redrawn at random among what is consistent with what the viewer knows
    (OpenSpiel's ``resample_from_infostate``). The hidden-information tests render ``viewer``'s
    view of both states and require every text to be identical."""

    counts_minus_points: Callable[[Any], bool] | None = None
    """For a game that counts minus points only under some options (Im Bann's Multi-Game
    variant): ``(options) -> True`` under those options. ``returns()`` then gives each seat's
    minus points as a negative number (the highest return still wins)."""

    def scores_minus_points(self, options: Any) -> bool:
        """True when a game with ``options`` is scored in minus points: the game's utility is
        ``MINUS_POINTS``, or ``counts_minus_points`` says so for these options.

        >>> ib = spec("im-bann-der-pyramide")
        >>> ib.scores_minus_points(new_game(ib.id, seed=1).options)
        False
        >>> ib.scores_minus_points(new_game(ib.id, seed=1, multi_game=True).options)
        True
        """
        if self.utility is Utility.MINUS_POINTS:
            return True
        return self.counts_minus_points is not None and self.counts_minus_points(options)

    @property
    def has_dice(self) -> bool:
        """True when the game has dice rolls as chance steps."""
        return self.chance in (Chance.DICE, Chance.DICE_AND_SHUFFLE)

    @property
    def hidden_information(self) -> bool:
        """True when some player's view hides something the referee sees."""
        return self.information is Information.HIDDEN

    def bot_names(self) -> list[str]:
        """The bots a seat of this game can be given (the kernel's random bot if it lists none).

        >>> spec("dice-pyramid").bot_names()
        ['random', 'greedy', 'optimal']
        """
        return list(self.bots) or [RandomBot.name]

    def default_bot(self) -> str:
        """The bot a seat gets unless told otherwise: the game's first bot that is not the
        random one (a learner should watch sensible play; ``random`` when there is no other).

        >>> spec("ramses-pyramid").default_bot()
        'memory'
        """
        names = self.bot_names()
        return next((n for n in names if n != RandomBot.name), names[0])

    def make_bot(self, name: str) -> Any:
        """A new bot ``name`` of this game (the kernel's random bot for a name it does not list).

        >>> spec("ramses-pyramid").make_bot("nobody").name
        'random'
        """
        factory = self.bots.get(name)
        return factory() if factory is not None else RandomBot()


def coach_bot(playouts: int | None = None) -> Any:
    """The ``coach`` bot (:class:`pyramid_explorer.coach.CoachBot`: search over what its seat
    knows, anchored on the game's ``coach_policy``; ``playouts`` per decision): the factory a
    game lists as ``"coach"`` in ``GameSpec.bots``, and ``coach:N`` in the simulation lab.

    >>> bot = coach_bot(8)
    >>> bot.name, bot.config.playouts, coach_bot().config.playouts > 8, coach_bot.budget
    ('coach', 8, True, 'playouts per decision')
    """
    # imported when first called, on purpose: the coach imports the games (layers go one way,
    # games ← coach), so the games name its bot by this factory (tests/test_game_imports.py)
    from ..coach import CoachBot

    bot = CoachBot()
    return bot if playouts is None else CoachBot(bot.config.replace(playouts=playouts))


coach_bot.budget = "playouts per decision"  # type: ignore[attr-defined]  # simulate: coach:N


def package(game_id: str) -> str:
    """The package name of ``game_id`` under ``pyramid_explorer.games`` (e.g. ``im_bann``)."""
    spec(game_id)
    return _MODULES[game_id].rsplit(".", 1)[-1]


def available() -> list[str]:
    """The ids of the games that can be played, in a stable order."""
    return [gid for gid in _MODULES if _module_importable(gid)]


def _module_importable(game_id: str) -> bool:
    try:
        spec(game_id)
    except ModuleNotFoundError:
        return False
    return True


def spec(game_id: str) -> GameSpec:
    """The :class:`GameSpec` of ``game_id``; :class:`OptionError` for an unknown id."""
    if game_id not in _MODULES:
        raise OptionError(f"unknown game {game_id!r}; available: {', '.join(_MODULES)}",
                          de=f"unbekanntes Spiel {game_id!r}; vorhanden: {', '.join(_MODULES)}")
    return importlib.import_module(_MODULES[game_id]).GAME


def _player_range(game: GameSpec, lang: str = "en") -> str:
    """``for 1 player`` / ``for 2–4 players`` (German: ``für 1 Person`` …).

    >>> _player_range(spec("dice-pyramid")), _player_range(spec("dice-pyramid"), "de")
    ('for 1 player', 'für 1 Person')
    """
    lo, hi = game.min_players, game.max_players
    if lang == "de":
        return "für 1 Person" if lo == hi == 1 else \
            f"für {lo} Personen" if lo == hi else f"für {lo}–{hi} Personen"
    return "for 1 player" if lo == hi == 1 else \
        f"for {lo} players" if lo == hi else f"for {lo}–{hi} players"


def new_game(game_id: str, *, seed: int, players: int | None = None, **options: Any) -> GameState:
    """A new game of ``game_id``, dealt/shuffled from ``seed``.

    ``players`` defaults to the game's usual count; ``options`` are the game's variants and
    alternative rulings (see ``pyramid-explorer rules GAME``).
    """
    game = spec(game_id)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise OptionError(f"seed must be a whole number, not {seed!r}",
                          de=f"Der Seed muss eine ganze Zahl sein, nicht {seed!r}")
    n = game.default_players if players is None else players
    if isinstance(n, bool) or not isinstance(n, int) or not game.min_players <= n <= game.max_players:
        raise OptionError(f"{game.name.en} is {_player_range(game)}, not for {n!r} players",
                          de=f"{game.name.de} ist {_player_range(game, 'de')}, nicht für "
                          f"{n!r} Personen")
    return game.new_state(seed=seed, players=n, **options)


def load(text: str | bytes) -> GameState:
    """The game saved by ``state.to_json()``.

    The save is checked (size, format, version, field types), replayed from its seed and
    actions, compared with the snapshot it carries, written out again and compared with the
    file, and its digest checked, so a malformed, foreign or edited file raises
    :class:`SaveError` saying what is wrong (see ``docs/saves.md``). Nothing is evaluated or
    unpickled.
    """
    try:
        return _load(text)
    except RecursionError:
        raise SaveError("this is not a saved game: it is nested too deeply",
                        de="Das ist kein Spielstand: Er ist zu tief verschachtelt") from None


def _load(text: str | bytes) -> GameState:
    data = savefile.parse(text)
    if data.get("format") != SAVE_FORMAT:
        raise SaveError(f"this is not a pyramid-explorer save (format {data.get('format')!r})",
                        de="Das ist kein Spielstand von pyramid-explorer (Format "
                        f"{data.get('format')!r})")
    if data.get("version") not in savefile.READABLE_VERSIONS:
        readable = ", ".join(map(str, savefile.READABLE_VERSIONS))
        raise SaveError(f"unsupported save version {data.get('version')!r}; this version reads "
                        f"{readable}",
                        de=f"Spielstand-Version {data.get('version')!r} wird nicht unterstützt; "
                        f"diese Programmversion liest {readable}")
    required = {"game": str, "seed": int, "players": int, "options": dict, "actions": list,
                "state": dict}
    names = {str: ("a text", "ein Text"), int: ("a whole number", "eine ganze Zahl"),
             dict: ("a JSON object", "ein JSON-Objekt"), list: ("a list", "eine Liste")}
    for key, kind in required.items():
        if key not in data:
            raise SaveError(f"the save has no {key!r}", de=f"Dem Spielstand fehlt {key!r}")
        if not isinstance(data[key], kind) or (kind is int and isinstance(data[key], bool)):
            raise SaveError(f"the save's {key!r} must be {names[kind][0]}",
                            de=f"{key!r} des Spielstands muss {names[kind][1]} sein")
    state = _start_of(data)
    if "start" in data:
        state = _start_state(data)
    actions: Sequence[Any] = data["actions"]
    for n, raw in enumerate(actions, start=1):
        action = Action.from_json(raw)
        try:
            state = state.apply(action)
        except IllegalAction as exc:
            raise SaveError(f"step {n} of the save is not a legal move: {exc}",
                            de=f"Schritt {n} des Spielstands ist kein erlaubter Zug: "
                            f"{exc.message('de')} (Regel {exc.rule_id})") from None
        except (TypeError, ValueError, IndexError, KeyError) as exc:  # arguments of a wrong shape
            raise SaveError(f"step {n} of the save is malformed: {action.to_json()} ({exc})",
                            de=f"Schritt {n} des Spielstands ist fehlerhaft: {action.to_json()} "
                            f"({exc})") from None
    if state.snapshot() != data["state"]:
        raise SaveError("the save has been altered: its recorded position does not match "
                        "what its moves produce",
                        de="Der Spielstand wurde verändert: Die gespeicherte Stellung passt "
                        "nicht zu dem, was seine Züge ergeben")
    _same_as_written(state, data)
    savefile.verify_digest(data)
    return state


def _start_of(data: dict[str, Any]) -> GameState:
    """The game a save starts from (its game, seed, players and options)."""
    game_id = data["game"]
    if game_id not in _MODULES:
        raise SaveError(f"the save is for an unknown game {game_id!r}; this version knows: "
                        f"{', '.join(_MODULES)}",
                        de=f"Der Spielstand gehört zu einem unbekannten Spiel {game_id!r}; diese "
                        f"Version kennt: {', '.join(_MODULES)}")
    game = spec(game_id)
    n = data["players"]
    if not game.min_players <= n <= game.max_players:
        raise SaveError(f"the save says it is a game of {game.name.en} with {n} "
                        f"player{'' if n == 1 else 's'}, but {game.name.en} is "
                        f"{_player_range(game)}: the save is for another game or has been edited",
                        de=f"Laut Spielstand ist es eine Partie {game.name.de} mit {n} "
                        f"{'Person' if n == 1 else 'Personen'}, aber {game.name.de} ist "
                        f"{_player_range(game, 'de')}: Der Spielstand gehört zu einem anderen "
                        "Spiel oder wurde bearbeitet")
    try:
        return new_game(game_id, seed=data["seed"], players=n, **data["options"])
    except OptionError as exc:
        raise SaveError(f"the save's settings are invalid for {game.name.en}: {exc}",
                        de=f"Die Einstellungen des Spielstands passen nicht zu {game.name.de}: "
                        f"{exc.message('de')}") from None


def _same_as_written(state: GameState, data: dict[str, Any]) -> None:
    """Every field of the file must be what this game writes (no extra, no missing field)."""
    expected = json.loads(state.to_json())
    skip = (savefile.DIGEST, savefile.UI_KEY, "version")
    extra = sorted(k for k in data if k not in expected and k not in skip)
    if extra:
        raise SaveError(f"the save has a field this version does not write: {extra[0]!r}",
                        de=f"Der Spielstand hat ein Feld, das diese Version nicht schreibt: "
                        f"{extra[0]!r}")
    for key, value in expected.items():
        if key not in skip and data.get(key) != value:
            raise SaveError(f"the save has been altered: its {key!r} is not what its game "
                            "writes",
                            de=f"Der Spielstand wurde verändert: {key!r} ist nicht, was sein "
                            "Spiel schreibt")


def _start_state(data: dict[str, Any]) -> GameState:
    """The built start position a save carries as ``"start"`` (see ``GameSpec.from_start``)."""
    game = spec(data["game"])
    if game.from_start is None:
        raise SaveError(f"{game.name.en} games always start from a deal: this save's "
                        "'start' position cannot be used",
                        de=f"Partien {game.name.de} beginnen immer mit dem Austeilen: Die "
                        "Startstellung 'start' dieses Spielstands ist nicht verwendbar")
    try:
        return game.from_start(seed=data["seed"], players=data["players"],
                               start=data["start"], **data["options"])
    except OptionError as exc:
        raise SaveError(f"the save's start position is invalid: {exc}",
                        de=f"Die Startstellung des Spielstands ist ungültig: "
                        f"{exc.message('de')}") from None
