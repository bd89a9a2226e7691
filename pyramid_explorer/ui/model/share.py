"""Share links: a game position in the page URL's fragment, compact and versioned.

A link names the game, seed, players, the options that differ from the defaults, the language
and the moves, e.g. ``#v=1&g=dice-pyramid&s=7&n=1&l=de&m=3.AbC-&c=x1Y2z3``. Moves are written
as their *index* into ``legal_actions()`` at each step (chance outcomes included, so seed +
moves replays the game exactly), packed in as few bits as that step needs and written in
base64url; ``c`` is a short checksum of everything, so a changed link is noticed. A game begun
from a built position (``GameSpec.from_start``, e.g. an Im Bann exercise) carries that position
as ``st`` (compressed JSON). Nothing in a link names a card: it is the referee's record of the
game, like a save file, and only the referee's view offers it.

>>> from pyramid_explorer.games import new_game
>>> root = new_game("dice-pyramid", seed=7, great_pyramid=True)
>>> line = [root]
>>> for _ in range(3):
...     line.append(line[-1].apply(line[-1].legal_actions()[0]))
>>> frag = encode(line[-1], lang="de", position=2)
>>> frag.startswith("v=1&g=dice-pyramid&s=7&n=1&o=great_pyramid:1&l=de&m=3.")
True
>>> opened = decode(frag)
>>> opened.final.history == line[-1].history, opened.position, opened.lang, opened.notices
(True, 2, 'de', [])
>>> decode("v=1&g=chess").notices[0].en
"This link is for an unknown game 'chess': the default game is shown."
"""

from __future__ import annotations

import hashlib
import json
import zlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import parse_qsl, quote, unquote

from ... import games
from ...engine import Action, GameState, IllegalAction
from ...engine.errors import OptionError
from ...engine.rules import Bilingual
from .session import HUMAN, bot_names, default_bot
from .share_moves import MoveIndexer, _b64, _unb64, pack, replay
from .share_texts import notice, share_text

__all__ = ["MoveIndexer", "Opened", "decode", "encode", "pack", "reachable", "replay", "share_text"]

VERSION = 1
MAX_FRAGMENT = 200_000  # characters read from a link (a game of thousands of steps fits)


@dataclass
class Opened:
    """What a link opens: the start (``root``), the legal moves (``actions``), the step shown,
    the language, and notices for everything that could not be used (empty: all of it)."""

    root: GameState | None
    actions: tuple[Action, ...] = ()
    position: int | None = None
    lang: str | None = None
    viewer: int | None = None
    notices: list[Bilingual] = field(default_factory=list)
    tab: str | None = None
    seats: tuple[str, ...] | None = None  # who plays each seat (a bot's name or "human")
    pass_and_play: bool = False  # one screen passed around (see :mod:`.curtain`)

    @property
    def final(self) -> GameState | None:
        """The state after all of :attr:`actions`."""
        return None if self.root is None else self.root.apply_all(self.actions)


# ---------------------------------------------------------------------- the fragment
def _options_text(state: GameState) -> str:
    spec = games.spec(state.game_id)
    values = state.options_dict()
    parts = []
    for opt in spec.options:
        value = values.get(opt.name, opt.default)
        if value != opt.default:
            text = ("1" if value else "0") if isinstance(value, bool) else str(value)
            parts.append(f"{opt.name}:{quote(text, safe='')}")
    return ";".join(parts)


def _start_text(start: Any) -> str:
    raw = json.dumps(start, sort_keys=True, separators=(",", ":")).encode("utf-8")
    return _b64(zlib.compress(raw, 9))


def _checksum(fields: Sequence[str]) -> str:
    return _b64(hashlib.blake2b("&".join(fields).encode("utf-8"), digest_size=6).digest())


def encode(final: GameState, *, lang: str = "en", position: int | None = None,
           viewer: int | None = None, indexer: MoveIndexer | None = None,
           states: Sequence[GameState] | None = None,
           seats: Sequence[str] | None = None, pass_and_play: bool = False) -> str:
    """The fragment (without ``#``) for the game that led to ``final``.

    ``position`` is the step shown (``None``: the last); ``states`` are the line's states from
    its start to ``final`` when known (faster with the ``indexer`` that saw them before).
    ``viewer`` (a seat) is kept so that a reload shows the same view, and ``seats`` (a bot's
    name or ``"human"`` per seat) when any seat differs from the game's default bot;
    ``pass_and_play`` adds ``pp=1`` (a game with hidden cards offers no link in that mode).
    """
    indexer = indexer or MoveIndexer()
    start = final.start_position()
    if states is None or states[0].history:  # the line starts later: from the game's start
        root = _root_of(final)
        done = len(states[0].history) if states else 0
        states = [root]
        for action in final.history[len(root.history):]:
            states.append(states[-1].apply(action))
        if position is not None:
            position += done
    fields = [f"v={VERSION}", f"g={final.game_id}", f"s={final.seed}", f"n={final.num_players}"]
    options = _options_text(final)
    if options:
        fields.append(f"o={options}")
    if start is not None:
        fields.append(f"st={_start_text(start)}")
    fields.append(f"l={lang}")
    fields.append(f"m={pack(indexer.indices(states))}")
    if position is not None and position != len(states) - 1:
        fields.append(f"p={position}")
    if viewer is not None:
        fields.append(f"w={viewer + 1}")
    if seats is not None and any(seat != default_bot(games.spec(final.game_id)) for seat in seats):
        fields.append(f"b={','.join(seats)}")
    if pass_and_play:
        fields.append("pp=1")
    fields.append(f"c={_checksum(fields)}")
    return "&".join(fields)


def _root_of(final: GameState) -> GameState:
    """The start of ``final``'s game: its built position or the seeded deal."""
    start = final.start_position()
    spec = games.spec(final.game_id)
    if start is not None and spec.from_start is not None:
        return spec.from_start(seed=final.seed, players=final.num_players, start=start,
                               **final.options_dict())
    return games.new_game(final.game_id, seed=final.seed, players=final.num_players,
                          **final.options_dict())


def reachable(state: GameState) -> bool:
    """True when seed + moves (and a built start, if any) give ``state`` again: a link can
    show it. (A state made by hand without a recorded start cannot be linked.)

    >>> from pyramid_explorer.games import new_game
    >>> reachable(new_game("dice-pyramid", seed=3))
    True
    """
    try:
        root = _root_of(state)
        return root.apply_all(state.history[len(root.history):]).snapshot() == state.snapshot()
    except (OptionError, IllegalAction, ValueError, TypeError, KeyError):
        return False


def decode(fragment: str, *, default_game: str = "dice-pyramid", default_seed: int = 7) -> Opened:
    """What the fragment opens; anything unusable becomes a notice and a default, never an
    error (a link from a chat or a worksheet must always open something)."""
    text = fragment[1:] if fragment.startswith("#") else fragment
    if len(text) > MAX_FRAGMENT:
        return Opened(_default(default_game, default_seed), notices=[notice("too_long")])
    pairs = parse_qsl(text, keep_blank_values=True)
    raw = dict(pairs)
    notices: list[Bilingual] = []
    if raw.get("t") and "g" not in raw:
        return Opened(None, tab=raw["t"])
    if raw.get("v", str(VERSION)) != str(VERSION):
        return Opened(_default(default_game, default_seed),
                      notices=[notice("bad_version", v=raw.get("v"))])
    game_id = raw.get("g", default_game)
    if game_id not in games.available():
        notices.append(notice("unknown_game", game=game_id))
        return Opened(_default(default_game, default_seed), notices=notices)
    spec = games.spec(game_id)
    lang = raw.get("l")
    if lang is not None and lang not in ("en", "de"):
        notices.append(notice("bad_language", value=lang))
        lang = "en"
    seed = default_seed
    if "s" in raw:
        try:
            seed = int(raw["s"])
        except ValueError:
            notices.append(notice("bad_seed", seed=raw["s"], default=default_seed))
    players = spec.default_players
    if "n" in raw:
        n_text = raw["n"]
        if n_text.isdigit() and spec.min_players <= int(n_text) <= spec.max_players:
            players = int(n_text)
        else:
            notices.append(notice("bad_players", n=n_text, default=players))
    options = _read_options(spec, raw.get("o", ""), notices)
    root = games.new_game(game_id, seed=seed, players=players, **options)
    if "st" in raw:
        root = _read_start(spec, raw["st"], seed, players, options, notices) or root
    actions: tuple[Action, ...] = ()
    if raw.get("m"):
        actions, problem = replay(root, raw["m"])
        if problem is not None:
            notices.append(problem)
        elif "c" in raw:
            body = [f"{k}={v}" for k, v in _raw_pairs(text) if k != "c"]
            if _checksum(body) != raw["c"]:
                notices.append(notice("checksum"))
    position = None
    if "p" in raw:
        p = raw["p"]
        if p.isdigit() and int(p) <= len(actions):
            position = int(p)
        else:
            notices.append(notice("bad_position", p=p, k=len(actions)))
    viewer = None
    w = raw.get("w", "")
    if w.isdigit() and 1 <= int(w) <= players:
        viewer = int(w) - 1
    seats = _read_seats(spec, raw.get("b"), players, notices)
    return Opened(root, actions, position, lang, viewer, notices, seats=seats,
                  pass_and_play=raw.get("pp") == "1")


def _read_seats(spec: games.GameSpec, text: str | None, players: int,
                notices: list[Bilingual]) -> tuple[str, ...] | None:
    if text is None:
        return None
    bots = bot_names(spec)
    seats = tuple(text.split(","))
    if len(seats) != players or any(s != HUMAN and s not in bots for s in seats):
        notices.append(notice("bad_seats", value=text, bots=", ".join(bots)))
        return None
    return seats


def _raw_pairs(text: str) -> list[tuple[str, str]]:
    """The fragment's ``key=value`` pairs exactly as written (for the checksum)."""
    return [(k, v) for k, _, v in (part.partition("=") for part in text.split("&") if part)]


def _default(game_id: str, seed: int) -> GameState:
    return games.new_game(game_id, seed=seed)


def _read_options(spec: games.GameSpec, text: str, notices: list[Bilingual]) -> dict[str, Any]:
    by_name = {opt.name: opt for opt in spec.options}
    options: dict[str, Any] = {}
    for part in filter(None, text.split(";")):
        name, _, value = part.partition(":")
        opt = by_name.get(name)
        if opt is None:
            notices.append(notice("unknown_option", name=name))
            continue
        try:
            options[name] = opt.parse(unquote(value))
        except OptionError as exc:
            notices.append(_option_notice(name, exc))
    try:  # options may also be refused together (a combination the game does not allow)
        games.new_game(spec.id, seed=0, players=spec.default_players, **options)
    except OptionError as exc:
        notices.append(_option_notice(", ".join(options), exc))
        return {}
    return options


def _option_notice(name: str, exc: OptionError) -> Bilingual:
    return Bilingual(share_text("bad_option", "en", name=name, why=exc.message("en")),
                     share_text("bad_option", "de", name=name, why=exc.message("de")))


def _read_start(spec: games.GameSpec, text: str, seed: int, players: int,
                options: dict[str, Any], notices: list[Bilingual]) -> GameState | None:
    try:
        if spec.from_start is None:
            raise ValueError("this game always starts from a deal")
        inflater = zlib.decompressobj()
        raw = inflater.decompress(_unb64(text), 1_000_000)
        if inflater.unconsumed_tail:
            raise ValueError("too large")
        start = json.loads(raw)
        return spec.from_start(seed=seed, players=players, start=start, **options)
    except (ValueError, zlib.error, OptionError, TypeError, KeyError) as exc:
        notices.append(notice("bad_start", why=str(exc) or type(exc).__name__))
        return None
