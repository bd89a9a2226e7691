"""The Ramses Pyramid state as one ``int64`` vector: the field offsets and :func:`encode`.

Everything the transitions and the memory bot read is here: the phase, the die, the options,
the board (layer colours and rotations, temples and their colours, loose crystals, mummies in
their tuple order), each seat's adventurer and tent (a count per colour: tents are kept sorted
by colour, so the counts say the tuple), each seat's memory of the temples (``seen[p][t]``, the
turn seat ``p`` last saw temple ``t``, -1 never: the memory bot remembers exactly these), the
colours named in the treasure room, the seed and the step number (``len(history)``: the keys of
the seeded draws, ``state.rng``). The public record ``looks`` / ``temple_moves`` is not kept:
no transition and no bot reads it.

Colours are indices into :data:`~pyramid_explorer.games.ramses_pyramid.board.COLOURS` (-1: no
colour); absent seats (fewer than 4 players) stay zero, their ``seen`` row -1.

>>> from pyramid_explorer.games import new_game
>>> s = new_game("ramses-pyramid", seed=3, players=2)
>>> v = encode(s)
>>> int(v[N]), int(v[PHASE]) == PHASES.index("roll"), int(v[TURN]), len(v) == SIZE
(2, True, 1, True)
>>> [int(v[TEMPLES + k]) for k in range(9)] == list(s.temples)
True
"""

from __future__ import annotations

import functools
from typing import Any

import numpy as np

from ....games.ramses_pyramid.board import COLOURS

# ---------------------------------------------------------------- scalar fields
N = 0             # number of players
PHASE = 1         # index into PHASES
PLAYER = 2
TURN = 3
STEPS = 4
PENDING = 5       # temple id to place, -1 none
THEN_CLIMB = 6
HEADING = 7
DIE_VALUE = 8     # 0: no die yet
DIE_EFFECT = 9    # index into EFFECTS, -1: no die yet
ENDING = 10       # index into ENDINGS, -1: not over
WINNER = 11       # -1: None
STEP = 12         # len(history)
SEED = 13
# ---------------------------------------------------------------- options
O_TEAM = 14            # 0 none, 1 all, 2 pairs
O_TREASURE = 15
O_BUMPED = 16          # 0 bottom, 1 entrance
O_SPEND = 17
O_TRACK_UP_TO = 18
O_MAY_PASS = 19
O_LOOSE = 20
O_TRAPPED = 21         # 0 out, 1 retry
O_PAIRS_MUMMIES = 22   # 0 lose, 1 play_on
O_TURN_CAP = 23
O_CHANGE_DIR = 24
O_WRONG_DOWN = 25      # 0 stay, 1 down
O_WRONG_SIDEWAYS = 26  # 0 down, 1 stay
# ---------------------------------------------------------------- board and seats
LAYER_COLOURS = 27     # 6 layers x 4 pieces: + (layer - 1) * 4 + piece
ROTATION = 51          # 6
ADVS = 57              # 4 seats x ADV_SIZE
ADV_SIZE = 5
A_TRACK, A_LAPPED, A_LAYER, A_SIDE, A_OUT = 0, 1, 2, 3, 4
TENTS = 77             # 4 seats x 6 colours: how many crystals of each colour
CRYSTALS = 101         # 9 brown spaces (0: the entrance): colour, -1 none
TEMPLES = 110          # 9 temple spaces: temple id, -1 none
TEMPLE_COLOURS = 119   # 4 temples
SEEN = 123             # 4 seats x 4 temples: the turn last seen, -1 never
MUMMIES = 139          # 8 mummies x (layer, side)
NAMED_COUNT = 155
NAMED = 156            # 4 named colours, -1 beyond the count
SIZE = 160

NUM_MUMMIES = 8
NUM_TEMPLES = 4
MAX_SEATS = 4

PHASES = ("decide", "roll", "special", "advance", "space", "place", "climb", "name", "over")
P_DECIDE, P_ROLL, P_SPECIAL, P_ADVANCE, P_SPACE, P_PLACE, P_CLIMB, P_NAME, P_OVER = range(9)
EFFECTS = ("plain", "turn", "steal", "mummy")
E_PLAIN, E_TURN, E_STEAL, E_MUMMY = range(4)
ENDINGS = ("ramses", "scorpion", "mummies", "all-trapped", "turn-cap")
END_RAMSES, END_SCORPION, END_MUMMIES, END_ALL_TRAPPED, END_TURN_CAP = range(5)

OPTION_FIELDS = {  # option name -> (offset, its values in code order; None: a number/bool)
    "team": (O_TEAM, ("none", "all", "pairs")),
    "treasure_room": (O_TREASURE, None),
    "bumped_to": (O_BUMPED, ("bottom", "entrance")),
    "spend_crystals": (O_SPEND, None),
    "track_up_to": (O_TRACK_UP_TO, None),
    "may_pass_space": (O_MAY_PASS, None),
    "loose_crystals": (O_LOOSE, None),
    "trapped": (O_TRAPPED, ("out", "retry")),
    "pairs_mummies": (O_PAIRS_MUMMIES, ("lose", "play_on")),
    "turn_cap": (O_TURN_CAP, None),
    "change_direction": (O_CHANGE_DIR, None),
    "wrong_down": (O_WRONG_DOWN, ("stay", "down")),
    "wrong_sideways": (O_WRONG_SIDEWAYS, ("down", "stay")),
}

INT64_MAX = (1 << 63) - 1


def colour_code(colour: str) -> int:
    """The index of ``colour`` in ``COLOURS``; -1 for "" (no colour).

    >>> colour_code("blue"), colour_code("")
    (1, -1)
    """
    return COLOURS.index(colour) if colour else -1


def encodable(state: Any) -> bool:
    """True when ``state`` fits the layout: 2–4 seats, 4 temples, 8 mummies, sorted tents,
    a seed that fits ``int64`` (anything else keeps the Python path)."""
    if not 2 <= state.num_players <= MAX_SEATS:
        return False
    if len(state.temple_colours) != NUM_TEMPLES or len(state.mummies) != NUM_MUMMIES:
        return False
    if not -INT64_MAX <= state.seed <= INT64_MAX:
        return False
    return all(list(tent) == sorted(tent, key=COLOURS.index) for tent in state.tents)


_CODE = {"": -1, **{c: i for i, c in enumerate(COLOURS)}}
_PHASE = {p: i for i, p in enumerate(PHASES)}
_EFFECT = {e: i for i, e in enumerate(EFFECTS)}
_ENDING = {e: i for i, e in enumerate(ENDINGS)}


@functools.lru_cache(maxsize=64)
def _options(options: Any) -> tuple[int, ...]:
    """The option fields of ``options`` (a frozen dataclass), in layout order."""
    out = []
    for name, (_, values) in OPTION_FIELDS.items():
        value = getattr(options, name)
        out.append(values.index(value) if values is not None else int(value))
    return tuple(out)


def encode(state: Any) -> np.ndarray:
    """The referee's view of ``state`` as the vector described in the module doc (the fields
    in layout order)."""
    n = state.num_players
    die, ending, winner = state.die, state.ending, state.winner
    out = [n, _PHASE[state.phase.value], state.player, state.turn, state.steps, state.pending,
           int(state.then_climb), state.heading, die[0] if die else 0,
           _EFFECT[die[1]] if die else -1, -1 if ending is None else _ENDING[ending.value],
           -1 if winner is None else winner, len(state.history), state.seed]
    out += _options(state.options)
    for layer in state.layer_colours:
        out += [_CODE[c] for c in layer]
    out += state.rotation
    for seat in range(MAX_SEATS):
        if seat < n:
            a = state.advs[seat]
            out += (a.track, int(a.lapped), a.layer, a.side, int(a.out))
        else:
            out += (0, 0, 0, 0, 0)
    for seat in range(MAX_SEATS):
        counts = [0] * 6
        if seat < n:
            for colour in state.tents[seat]:
                counts[_CODE[colour]] += 1
        out += counts
    out += [_CODE[c] for c in state.crystals]
    out += state.temples
    out += [_CODE[c] for c in state.temple_colours]
    for seat in range(MAX_SEATS):
        out += state.seen[seat] if seat < n else (-1,) * NUM_TEMPLES
    for layer, side in state.mummies:
        out += (layer, side)
    named = state.named
    out.append(len(named))
    out += [_CODE[c] for c in named]
    out += (-1,) * (NUM_TEMPLES - len(named))
    return np.array(out, dtype=np.int64)


FIELD_NAMES: dict[int, str] = {}
"""Offset -> a readable name (``"advs[1].layer"``), for test messages."""


def _name_fields() -> None:
    scalars = {N: "num_players", PHASE: "phase", PLAYER: "player", TURN: "turn", STEPS: "steps",
               PENDING: "pending", THEN_CLIMB: "then_climb", HEADING: "heading",
               DIE_VALUE: "die.value", DIE_EFFECT: "die.effect", ENDING: "ending",
               WINNER: "winner", STEP: "step", SEED: "seed", NAMED_COUNT: "len(named)"}
    FIELD_NAMES.update(scalars)
    for name, (offset, _) in OPTION_FIELDS.items():
        FIELD_NAMES[offset] = f"options.{name}"
    for k in range(24):
        FIELD_NAMES[LAYER_COLOURS + k] = f"layer_colours[{k // 4}][{k % 4}]"
    for k in range(6):
        FIELD_NAMES[ROTATION + k] = f"rotation[{k}]"
    parts = ("track", "lapped", "layer", "side", "out")
    for k in range(MAX_SEATS * ADV_SIZE):
        FIELD_NAMES[ADVS + k] = f"advs[{k // ADV_SIZE}].{parts[k % ADV_SIZE]}"
    for k in range(MAX_SEATS * 6):
        FIELD_NAMES[TENTS + k] = f"tents[{k // 6}].count({COLOURS[k % 6]})"
    for k in range(9):
        FIELD_NAMES[CRYSTALS + k] = f"crystals[{k}]"
        FIELD_NAMES[TEMPLES + k] = f"temples[{k}]"
    for k in range(NUM_TEMPLES):
        FIELD_NAMES[TEMPLE_COLOURS + k] = f"temple_colours[{k}]"
        FIELD_NAMES[NAMED + k] = f"named[{k}]"
    for k in range(MAX_SEATS * NUM_TEMPLES):
        FIELD_NAMES[SEEN + k] = f"seen[{k // NUM_TEMPLES}][{k % NUM_TEMPLES}]"
    for k in range(2 * NUM_MUMMIES):
        FIELD_NAMES[MUMMIES + k] = f"mummies[{k // 2}].{('layer', 'side')[k % 2]}"


_name_fields()


def first_difference(a: np.ndarray, b: np.ndarray) -> str | None:
    """The first field where vectors ``a`` and ``b`` differ, as ``name: a != b`` (None: equal).

    >>> v = np.zeros(SIZE, dtype=np.int64); w = v.copy(); w[TURN] = 2
    >>> first_difference(v, w)
    'turn (3): 0 != 2'
    """
    diff = np.flatnonzero(np.asarray(a) != np.asarray(b))
    if len(diff) == 0:
        return None
    k = int(diff[0])
    return f"{FIELD_NAMES.get(k, '?')} ({k}): {int(a[k])} != {int(b[k])}"
