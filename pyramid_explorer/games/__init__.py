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

from ..engine import SAVE_FORMAT, SAVE_VERSION, Action, GameState, IllegalAction, SaveError
from ..engine.errors import OptionError
from ..engine.options import OptionSpec
from ..engine.rules import Bilingual

# game id -> package (under ``pyramid_explorer.games``) whose ``__init__`` defines
# ``GAME: GameSpec``; imported only when first needed. The explorer finds a game's adapter
# by the same package name under ``pyramid_explorer.ui.adapters``.
_PACKAGES: dict[str, str] = {
    "dice-pyramid": "dice_pyramid",
    "im-bann-der-pyramide": "im_bann",
    "pyramidenbau": "pyramidenbau",
}
_MODULES: dict[str, str] = {gid: f"{__name__}.{pkg}" for gid, pkg in _PACKAGES.items()}


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
    rule_prefix: str = ""
    chance: Chance = Chance.NONE
    information: Information = Information.PERFECT
    utility: Utility = Utility.WIN_LOSS
    default_viewer: int | None = None  # whose view a state shows by itself (None: the referee's)
    blurb: Bilingual = Bilingual("", "")
    resample_hidden: Callable[[GameState, int, random.Random], GameState] | None = None
    """For a game with hidden information: ``(state, viewer, rng)`` -> a state that ``viewer``
    cannot tell apart from ``state`` (the same ``observation(viewer)``), with everything hidden
    from ``viewer`` redrawn at random among what is consistent with what the viewer knows
    (OpenSpiel's ``resample_from_infostate``). The hidden-information tests render ``viewer``'s
    view of both states and require every text to be identical."""

    @property
    def has_dice(self) -> bool:
        """True when the game has dice rolls as chance steps."""
        return self.chance in (Chance.DICE, Chance.DICE_AND_SHUFFLE)

    @property
    def hidden_information(self) -> bool:
        """True when some player's view hides something the referee sees."""
        return self.information is Information.HIDDEN


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
        raise OptionError(f"unknown game {game_id!r}; available: {', '.join(_MODULES)}")
    return importlib.import_module(_MODULES[game_id]).GAME


def new_game(game_id: str, *, seed: int, players: int | None = None, **options: Any) -> GameState:
    """A new game of ``game_id``, dealt/shuffled from ``seed``.

    ``players`` defaults to the game's usual count; ``options`` are the game's variants and
    alternative rulings (see ``pyramid-explorer rules GAME``).
    """
    game = spec(game_id)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise OptionError(f"seed must be a whole number, not {seed!r}")
    n = game.default_players if players is None else players
    if isinstance(n, bool) or not isinstance(n, int) or not game.min_players <= n <= game.max_players:
        raise OptionError(
            f"{game.name.en} is for {game.min_players}–{game.max_players} players, not {n!r}")
    return game.new_state(seed=seed, players=n, **options)


def load(text: str | bytes) -> GameState:
    """The game saved by ``state.to_json()``.

    The save is checked, replayed from its seed and actions, and compared with the snapshot
    it carries, so a malformed, foreign or edited file raises :class:`SaveError` saying what
    is wrong. Nothing is evaluated or unpickled.
    """
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise SaveError(f"this is not a saved game: not valid JSON ({exc})") from None
    if not isinstance(data, dict):
        raise SaveError("this is not a saved game: expected a JSON object")
    if data.get("format") != SAVE_FORMAT:
        raise SaveError(f"this is not a pyramid-explorer save (format {data.get('format')!r})")
    if data.get("version") != SAVE_VERSION:
        raise SaveError(f"unsupported save version {data.get('version')!r}; "
                        f"this version reads {SAVE_VERSION}")
    required = {"game": str, "seed": int, "players": int, "options": dict, "actions": list,
                "state": dict}
    names = {str: "text", int: "whole number", dict: "JSON object", list: "list"}
    for key, kind in required.items():
        if key not in data:
            raise SaveError(f"the save has no {key!r}")
        if not isinstance(data[key], kind) or (kind is int and isinstance(data[key], bool)):
            raise SaveError(f"the save's {key!r} must be a {names[kind]}")
    try:
        state = new_game(data["game"], seed=data["seed"], players=data["players"],
                         **data["options"])
    except OptionError as exc:
        raise SaveError(f"the save's settings are invalid: {exc}") from None
    actions: Sequence[Any] = data["actions"]
    for n, raw in enumerate(actions, start=1):
        action = Action.from_json(raw)
        try:
            state = state.apply(action)
        except IllegalAction as exc:
            raise SaveError(f"step {n} of the save is not a legal move: {exc}") from None
        except (TypeError, ValueError, IndexError, KeyError) as exc:  # arguments of a wrong shape
            raise SaveError(f"step {n} of the save is malformed: {action.to_json()} ({exc})") from None
    if state.snapshot() != data["state"]:
        raise SaveError("the save has been altered: its recorded position does not match "
                        "what its moves produce")
    return state
