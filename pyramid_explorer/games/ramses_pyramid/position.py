"""Built Ramses Pyramid positions for lessons, checked and kept in saves and links.

:func:`from_position` takes the seed's board (layers, temples, mummies) and places the
adventurers, tent crystals, loose crystals and what each player has seen in the temples;
:func:`from_start` rebuilds that from the JSON ``"start"`` a save or a share link carries
(``GameSpec.from_start``). A position that cannot exist is refused with a
:class:`PositionError` naming what is wrong (in English and German):

>>> s = from_position(seed=3, players=3, adventurers=[{"layer": 1, "side": 3}, {}, {}],
...                   seen={0: {"A": 2, "C": 5}}, turn=6)
>>> s.phase.value, s.seen[0], s.looks           # P1's peeks are on the public record
('decide', (2, -1, 5, -1), ((2, 0, 0, 'peek'), (5, 0, 2, 'peek')))
>>> from_start(seed=3, players=3, start=s.start_position()) == s
True
>>> from_position(seed=3, players=2, adventurers=[{"track": 4, "layer": 2}, {}])
Traceback (most recent call last):
...
pyramid_explorer.engine.errors.PositionError: adventurer of P1: on brown space 4 and on layer 2 at once
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from ...engine.errors import PositionError, start_fields
from .board import COLOURS, SPACES, TEMPLE_LETTERS
from .kinds import Phase
from .mechanics import Adventurer, blocked
from .position_board import board_json, fill_mummies, read_mummies, read_temples, read_turns
from .quick import replace
from .state import RamsesState

START_KEYS = ("adventurers", "tents", "crystals", "seen", "player", "turn", "mummies", "turns",
              "temples")
ADV_KEYS = ("track", "lapped", "layer", "side")


def _int(value: Any, low: int, high: int, what: str, de: str) -> int:
    if type(value) is not int or not low <= value <= high:
        raise PositionError(f"{what} must be a whole number {low}–{high}, not {value!r}",
                            de=f"{de} muss eine ganze Zahl {low}–{high} sein, nicht {value!r}")
    return value


def _colour(value: Any, where: str, de: str) -> str:
    if value not in COLOURS:
        raise PositionError(f"{where}: {value!r} is not a colour ({', '.join(COLOURS)})",
                            de=f"{de}: {value!r} ist keine Farbe ({', '.join(COLOURS)})")
    return value


def _adventurer(raw: Any, seat: int) -> Adventurer:
    who = f"adventurer of P{seat + 1}"
    de = f"Abenteurer von P{seat + 1}"
    if not isinstance(raw, Mapping) or set(raw) - set(ADV_KEYS):
        raise PositionError(f"{who}: give track, lapped, layer and side only, not {raw!r}",
                            de=f"{de}: nur track, lapped, layer und side angeben, nicht {raw!r}")
    track = _int(raw.get("track", 0), 0, 8, f"{who}: track", f"{de}: track")
    layer = _int(raw.get("layer", 0), 0, 6, f"{who}: layer", f"{de}: layer")
    side = _int(raw.get("side", 0), 0, 3, f"{who}: side", f"{de}: side")
    lapped = raw.get("lapped", False)
    if type(lapped) is not bool:
        raise PositionError(f"{who}: lapped must be true or false",
                            de=f"{de}: lapped muss true oder false sein")
    if track and layer:
        raise PositionError(f"{who}: on brown space {track} and on layer {layer} at once",
                            de=f"{de}: zugleich auf Feld {track} und auf Stufe {layer}")
    if lapped and (track or layer):
        raise PositionError(f"{who}: after the lap it waits at the entrance, not on a space "
                            "or layer", de=f"{de}: nach der Runde wartet er am Eingang, nicht "
                            "auf einem Feld oder einer Stufe")
    return Adventurer(track=track, lapped=lapped, layer=layer, side=side)


def read_start(start: Any, base: RamsesState) -> dict[str, Any]:
    """``start`` checked field by field against the seed's board ``base``."""
    start = start_fields(start, START_KEYS)
    n = base.num_players
    turn = _int(start.get("turn", 1), 1, 10_000, "the turn", "Der Zug")
    player = _int(start.get("player", 0), 0, n - 1, "the player to move", "Der Spieler am Zug")
    raw_advs = start.get("adventurers", [{}] * n)
    raw_tents = start.get("tents", [[]] * n)
    raw_seen = start.get("seen", [[-1] * 4] * n)
    for name, value in (("adventurers", raw_advs), ("tents", raw_tents), ("seen", raw_seen)):
        if not isinstance(value, Sequence) or isinstance(value, str) or len(value) != n:
            raise PositionError(f"{name!r} must list one entry per player ({n})",
                                de=f"{name!r} muss einen Eintrag je Spieler ({n}) haben")
    advs = tuple(_adventurer(raw, q) for q, raw in enumerate(raw_advs))
    mummies = read_mummies(start["mummies"], base) if "mummies" in start else base.mummies
    for q, adv in enumerate(advs):
        if adv.on_pyramid and blocked(mummies, adv.layer, adv.side):
            raise PositionError(f"a mummy stands where P{q + 1}'s adventurer is",
                                de=f"Wo der Abenteurer von P{q + 1} steht, steht eine Mumie")
    tents = tuple(tuple(sorted((_colour(c, f"tent of P{q + 1}", f"Zelt von P{q + 1}")
                                for c in tent), key=COLOURS.index))
                  for q, tent in enumerate(raw_tents))
    raw_crystals = start.get("crystals", {str(i): c for i, c in enumerate(base.crystals) if c})
    if not isinstance(raw_crystals, Mapping):
        raise PositionError("'crystals' must map brown spaces to colours",
                            de="'crystals' muss braune Felder auf Farben abbilden")
    crystals = [""] * 9
    for key, colour in raw_crystals.items():
        if str(key) not in {str(s) for s in SPACES}:
            raise PositionError(f"{key!r} is not a brown space (1–8)",
                                de=f"{key!r} ist kein braunes Feld (1–8)")
        crystals[int(key)] = _colour(colour, f"space {key}", f"Feld {key}")
    seen = tuple(tuple(_int(t, -1, turn - 1, f"what P{q + 1} saw (a turn before {turn}, or -1)",
                            f"Was P{q + 1} sah (ein Zug vor {turn} oder -1)") for t in row)
                 for q, row in enumerate(raw_seen))
    if any(len(row) != len(TEMPLE_LETTERS) for row in seen):
        raise PositionError("'seen' lists four temples per player",
                            de="'seen' nennt vier Tempel je Spieler")
    return {"advs": advs, "tents": tents, "crystals": tuple(crystals), "seen": seen,
            "player": player, "turn": turn, "mummies": mummies,
            "rotation": read_turns(start["turns"]) if "turns" in start else base.rotation,
            "temples": read_temples(start["temples"]) if "temples" in start else base.temples}


def from_start(*, seed: int, players: int, start: Any, **options: Any) -> RamsesState:
    """The position ``start`` describes on the board dealt from ``seed``."""
    base = RamsesState.new(seed=seed, players=players, **options)
    layout = read_start(start, base)
    looks = tuple(sorted((t, q, tid, "peek") for q, row in enumerate(layout["seen"])
                         for tid, t in enumerate(row) if t >= 0))
    adv = layout["advs"][layout["player"]]
    phase = Phase.DECIDE if adv.on_pyramid or adv.lapped else Phase.ROLL
    origin = {"adventurers": [{k: v for k, v in a._asdict().items() if k in ADV_KEYS and v}
                              for a in layout["advs"]],
              "tents": [list(t) for t in layout["tents"]],
              "crystals": {str(i): c for i, c in enumerate(layout["crystals"]) if c},
              "seen": [list(r) for r in layout["seen"]], "player": layout["player"],
              "turn": layout["turn"]}
    built = replace(base, looks=looks, phase=phase, **layout)
    origin.update(board_json(built, base))     # mummies, turns, temples: only if not as dealt
    return replace(built, origin=json.dumps(origin, sort_keys=True))


def from_position(*, seed: int = 0, players: int = 2,
                  adventurers: Sequence[Mapping[str, Any]] | None = None,
                  tents: Sequence[Sequence[str]] | None = None,
                  crystals: Mapping[int, str] | None = None,
                  seen: Mapping[int, Mapping[str, int]] | None = None,
                  player: int = 0, turn: int = 1,
                  mummies: Sequence[Mapping[str, Any]] | None = None,
                  turns: Mapping[int, int] | None = None,
                  temples: Mapping[str, int] | None = None, **options: Any) -> RamsesState:
    """A lesson position on the seed's board. ``adventurers[p]``: ``track`` (brown space),
    ``lapped``, or ``layer`` and ``side`` on the pyramid; ``tents[p]``: its crystals;
    ``crystals``: loose crystals changed from the deal (space -> colour, ``""`` removes);
    ``seen[p]``: temple letter -> the turn ``p`` looked into it. ``player`` moves, on ``turn``:
    on the pyramid or after the lap it decides first, on the track it rolls.
    ``mummies``: the mummies off the top (``{"layer": l, "side": s}``, ``{"space": n}``; the
    others wait at the top, see :func:`.position_board.fill_mummies`); ``turns``: layer 2–6
    -> quarter turns clockwise from the deal; ``temples``: letter -> temple space, for the
    temples that stand elsewhere than dealt (:mod:`.position_board`)."""
    base = RamsesState.new(seed=seed, players=players, **options)
    loose = {str(i): c for i, c in enumerate(base.crystals) if c}
    for space, colour in (crystals or {}).items():
        loose.pop(str(space), None)
        if colour:
            loose[str(space)] = colour
    rows = [[-1] * len(TEMPLE_LETTERS) for _ in range(players)]
    for q, looked in (seen or {}).items():
        for letter, t in looked.items():
            if letter not in TEMPLE_LETTERS:
                raise PositionError(f"{letter!r} is not a temple (A–D)",
                                    de=f"{letter!r} ist kein Tempel (A–D)")
            rows[q][TEMPLE_LETTERS.index(letter)] = t
    start = {"adventurers": list(adventurers or [{}] * players),
             "tents": [list(t) for t in (tents or [[]] * players)], "crystals": loose,
             "seen": rows, "player": player, "turn": turn}
    if mummies is not None:
        start["mummies"] = fill_mummies(mummies)
    if turns is not None:
        start["turns"] = {str(k): v for k, v in turns.items()}
    if temples is not None:
        dealt = {base.temple_name(t): sp for sp, t in enumerate(base.temples) if t >= 0}
        start["temples"] = {**dealt, **temples}
    return from_start(seed=seed, players=players, start=start, **options)
