"""The Pyramidenbau state as one ``int64`` vector: its layout, the board tables the compiled
rules read, the move codes, and :func:`encode` (the referee's view of a Python state).

Everything a transition or a policy reads is in the vector: the table (stacks, workplaces,
workers, market, quarry, caps), the turn (colour, phase, dice, die, card, task kinds,
allowance), both card piles in order, the seed and step number (a reshuffle's stream), the
player count, the options (dice per turn, hiring any colour, a turn per player, the turn cap)
and the deck's ten instructions.

>>> from pyramid_explorer import games
>>> s = games.new_game("pyramidenbau", seed=4)
>>> vec = encode(s)
>>> vec.shape == (SIZE,), int(vec[QUARRY]), int(vec[NDRAW]), int(vec[NDISCARD])
(True, 30, 36, 4)
>>> field_name(STACK + 9 * 4 + 1), field_name(WP + 5 * 4 + 2)
('stack[9][1]', 'workplace[5] colour 2')
"""

from __future__ import annotations

from typing import Any

import numpy as np

# ----------------------------------------------------------------------------- the vector
PLAYERS = 0
SEED = 1
STEP = 2
COLOUR = 3
TURN = 4
PHASE = 5
ROLLING = 6
NDICE = 7
DICE = 8          # 2
DIE = 10
CARD = 11
KINDS = 12        # a bit mask of the task's kinds (K_*), listed in that order
ALLOWANCE = 13
STARTED = 14
TERMINATION = 15
NCAPS = 16
CAPS = 17         # 4, in the order they were placed
OWNERS = 21       # 4
MARKET = 25       # 4
QUARRY = 29       # 4
COMPLETE = 33     # 4: complete_at per side
OPT_DICE = 37     # dice per turn for this player count (options.dice_for)
OPT_HIRE_ANY = 38
OPT_BY_PLAYER = 39  # turns="players" with two players
OPT_TURN_CAP = 40
DECK_ACTION = 41  # 10: instruction i's action (A_*), card c is instruction c // 4
DECK_COUNT = 51   # 10
HEIGHT = 61       # 64: stones on each cell
STACK = 125       # 64 x 4: cell * 4 + level (0 = bottom)
WP = 381          # 16 x 4: stones of each colour at each workplace
WORKERS = 445     # 16: worker colour, -1 none
NDRAW = 461
DRAW = 462        # 40, top first
NDISCARD = 502
DISCARD = 503     # 40, top last
SIZE = 543

_FIELDS = [("players", PLAYERS, 1), ("seed", SEED, 1), ("step", STEP, 1), ("colour", COLOUR, 1),
           ("turn", TURN, 1), ("phase", PHASE, 1), ("rolling", ROLLING, 1), ("ndice", NDICE, 1),
           ("dice", DICE, 2), ("die", DIE, 1), ("card", CARD, 1), ("kinds", KINDS, 1),
           ("allowance", ALLOWANCE, 1), ("started", STARTED, 1), ("termination", TERMINATION, 1),
           ("ncaps", NCAPS, 1), ("caps", CAPS, 4), ("owners", OWNERS, 4), ("market", MARKET, 4),
           ("quarry", QUARRY, 4), ("complete_at", COMPLETE, 4), ("opt_dice", OPT_DICE, 1),
           ("opt_hire_any", OPT_HIRE_ANY, 1), ("opt_by_player", OPT_BY_PLAYER, 1),
           ("opt_turn_cap", OPT_TURN_CAP, 1), ("deck_action", DECK_ACTION, 10),
           ("deck_count", DECK_COUNT, 10), ("height", HEIGHT, 64), ("workers", WORKERS, 16),
           ("ndraw", NDRAW, 1), ("draw", DRAW, 40), ("ndiscard", NDISCARD, 1),
           ("discard", DISCARD, 40)]

# phases and endings
P_ROLL, P_CHOOSE, P_ORDER, P_ACT, P_OVER = 0, 1, 2, 3, 4
PHASES = ("roll", "choose", "order", "act", "over")
T_NONE, T_ALL_CAPS, T_TURN_CAP = 0, 1, 2
TERMINATIONS = (None, "all-caps", "turn-cap")

# task kinds: bits in the order ``task_moves`` lists them (LOW and HIGH keep that order)
KIND_NAMES = ("place", "take", "build", "move", "hire", "fire", "reveal", "follow", "cap")
K_PLACE, K_TAKE, K_BUILD, K_MOVE, K_HIRE, K_FIRE, K_REVEAL, K_FOLLOW, K_CAP = (
    1 << i for i in range(9))
K_LOW = K_PLACE | K_BUILD | K_MOVE
K_HIGH = K_HIRE | K_FIRE | K_REVEAL | K_FOLLOW | K_CAP

# card instructions
ACTION_NAMES = ("place", "take", "build", "move", "hire", "fire", "roll")
A_PLACE, A_TAKE, A_BUILD, A_MOVE, A_HIRE, A_FIRE, A_ROLL = range(7)

# ----------------------------------------------------------------------------- move codes
C_ROLL1 = 0       # 6: roll (v,)            v - 1
C_ROLL2 = 6       # 36: roll (a, b), a <= b  (a - 1) * 6 + b - 1
C_PLAY_AS = 42    # 4
C_FIRST = 46      # 6
C_REVEAL = 52
C_FOLLOW = 53
C_CAP = 54
C_DONE = 55
C_PASS = 56
C_FIRE = 57       # 16: wp
C_HIRE = 73       # 64: colour * 16 + wp
C_MOVE = 137      # 256: src * 16 + dst
C_PLACE = 393     # 256: (colour * 4 + n - 1) * 16 + wp
C_TAKE = 649      # 1024: (src * 4 + colour) * 16 + dst
C_BUILD = 1673    # 4096: (wp * 4 + colour) * 64 + cell
N_CODES = 5769
MAX_MOVES = 4096
"""More than any position lists (a low roll: at most 720 takes, 640 builds, 240 moves)."""

# ----------------------------------------------------------------------------- board tables
SIZE_BOARD = 8
LEVELS = 4


def _height(r: int, c: int) -> int:
    return 1 + min(r, c, 7 - r, 7 - c)


def _sides_of(r: int, c: int) -> list[int]:
    d = (r, 7 - c, 7 - r, c)
    return [s for s in range(4) if d[s] == min(d)]


HEIGHTS = np.array([_height(r, c) for r in range(8) for c in range(8)], dtype=np.int64)
"""Finished height of each cell (row-major)."""
ON_DIAGONAL = np.array([len(_sides_of(r, c)) == 2 for r in range(8) for c in range(8)],
                       dtype=np.bool_)
"""Whether a cell lies on two sides."""
LAYER = np.full((4, LEVELS + 1, 20), -1, dtype=np.int64)
"""``LAYER[side, level, :LAYER_N[side, level]]``: the cells of that layer, row by row."""
LAYER_N = np.zeros((4, LEVELS + 1), dtype=np.int64)
for _side in range(4):
    for _level in range(1, LEVELS + 1):
        _cells = [r * 8 + c for r in range(8) for c in range(8)
                  if _side in _sides_of(r, c) and _height(r, c) >= _level]
        LAYER_N[_side, _level] = len(_cells)
        LAYER[_side, _level, :len(_cells)] = _cells
RING = np.array([[min(abs(a - b) % 16, 16 - abs(a - b) % 16) for b in range(16)]
                 for a in range(16)], dtype=np.int64)
"""Fields between two workplaces along the ring, the shorter way round."""
CAP_POINTS = np.array([10, 6, 3, 1], dtype=np.int64)


def field_name(i: int) -> str:
    """The name of vector entry ``i`` (for a test's message on the first differing field)."""
    if STACK <= i < STACK + 256:
        return f"stack[{(i - STACK) // 4}][{(i - STACK) % 4}]"
    if WP <= i < WP + 64:
        return f"workplace[{(i - WP) // 4}] colour {(i - WP) % 4}"
    for name, start, n in _FIELDS:
        if start <= i < start + n:
            return name if n == 1 else f"{name}[{i - start}]"
    return f"[{i}]"


# ----------------------------------------------------------------------------- encode
def kinds_mask(kinds: tuple[str, ...]) -> int:
    """The bit mask of a task's kinds; ``ValueError`` when they are not in the listed order.

    >>> kinds_mask(("place", "build", "move")) == K_LOW, kinds_mask(()) == 0
    (True, True)
    """
    bits = [1 << KIND_NAMES.index(k) for k in kinds]
    if bits != sorted(set(bits)):
        raise ValueError(f"task kinds {kinds!r} are not in the compiled order")
    return sum(bits)


def unsupported(state: Any) -> str | None:
    """Why ``state`` cannot be encoded (``None``: it can)."""
    if getattr(state, "game_id", None) != "pyramidenbau":
        return "not a Pyramidenbau state"
    if not 2 <= state.num_players <= 4:
        return f"{state.num_players} players"
    if not -(1 << 63) <= state.seed < (1 << 63):
        return "a seed beyond 64 bits"
    deck = state.deck
    if deck.copies != 4 or len(deck.cards) != 10:
        return "a deck other than 10 instructions x 4"
    if len(state.dice) > 2 or len(state.caps) > 4:
        return "more than two dice"
    if max(map(len, state.workplaces)) > 4 or max(map(len, state.stacks)) > 4:
        return "an overfull workplace or stack"
    try:
        kinds_mask(state.kinds)
    except ValueError as exc:
        return str(exc)
    return None


_PARTS: dict[int, tuple[Any, np.ndarray]] = {}
"""Encoded parts by the ``id`` of the tuple they encode (kept with it, so the id stays valid):
states share unchanged tuples (``copy_state``), so a redrawn position reuses its board's."""
_EMPTY_STACK = [-1, -1, -1, -1]


def _part(obj: Any, build: Any) -> np.ndarray:
    hit = _PARTS.get(id(obj))
    if hit is not None and hit[0] is obj:
        return hit[1]
    if len(_PARTS) > 512:  # a few MB at most
        _PARTS.clear()
    arr = np.array(build(obj), dtype=np.int64)
    _PARTS[id(obj)] = (obj, arr)
    return arr


def _deck(deck: Any) -> list[int]:
    return [ACTION_NAMES.index(c.action) for c in deck.cards] + [c.count for c in deck.cards]


def _stacks(stacks: tuple[tuple[int, ...], ...]) -> list[int]:
    cells: list[int] = list(map(len, stacks))
    for stack in stacks:
        cells += (list(stack) + _EMPTY_STACK[len(stack):]) if stack else _EMPTY_STACK
    return cells


def _workplaces(workplaces: tuple[tuple[int, ...], ...]) -> list[int]:
    out: list[int] = []
    for pile in workplaces:
        out += (pile.count(0), pile.count(1), pile.count(2), pile.count(3))
    return out


def encode(state: Any) -> np.ndarray:
    """The whole referee state ``state`` as one ``int64`` vector (layout above)."""
    why = unsupported(state)
    if why is not None:
        raise ValueError(f"cannot encode this Pyramidenbau state: {why}")
    opts = state.options
    n = state.num_players
    draw, discard = state.draw, state.discard
    termination = 0 if state.termination is None else TERMINATIONS.index(state.termination.value)
    head = np.array(
        [n, state.seed, len(state.history), state.colour, state.turn,
         PHASES.index(state.phase.value), state.rolling, len(state.dice),
         *state.dice, *(0,) * (2 - len(state.dice)), state.die,
         state.card, kinds_mask(state.kinds), state.allowance, int(bool(state.started)),
         termination, len(state.caps), *state.caps, *(-1,) * (4 - len(state.caps)),
         *state.owners, *state.market, *state.quarry, *state.complete_at, opts.dice_for(n),
         int(bool(opts.hire_any_colour)), int(opts.turns == "players" and n == 2),
         opts.turn_cap], dtype=np.int64)
    tail = np.array([*state.workers, len(draw), *draw, *(-1,) * (40 - len(draw)),
                     len(discard), *discard, *(-1,) * (40 - len(discard))], dtype=np.int64)
    return np.concatenate((head, _part(state.deck, _deck), _part(state.stacks, _stacks),
                           _part(state.workplaces, _workplaces), tail))


def action_code(state: Any, action: Any) -> int:
    """The code of ``action`` (a move or a chance outcome) in ``state``.

    >>> from pyramid_explorer.engine import Action
    >>> action_code(None, Action("build", (1, 0, 8))) == C_BUILD + (1 * 4 + 0) * 64 + 8
    True
    """
    kind, a = action.kind, tuple(action.args)
    if kind == "roll":
        return C_ROLL1 + a[0] - 1 if len(a) == 1 else C_ROLL2 + (a[0] - 1) * 6 + a[1] - 1
    simple = {"reveal": C_REVEAL, "follow": C_FOLLOW, "cap": C_CAP, "done": C_DONE,
              "pass": C_PASS}
    if kind in simple:
        return simple[kind]
    if kind == "play_as":
        return C_PLAY_AS + a[0]
    if kind == "first":
        return C_FIRST + a[0] - 1
    if kind == "fire":
        return C_FIRE + a[0]
    if kind == "hire":
        return C_HIRE + a[0] * 16 + a[1]
    if kind == "move":
        return C_MOVE + a[0] * 16 + a[1]
    if kind == "place":
        return C_PLACE + (a[0] * 4 + a[1] - 1) * 16 + a[2]
    if kind == "take":
        return C_TAKE + (a[0] * 4 + a[1]) * 16 + a[2]
    if kind == "build":
        return C_BUILD + (a[0] * 4 + a[1]) * 64 + a[2]
    raise ValueError(f"no code for {action!r}")


def code_kind_args(code: int) -> tuple[str, tuple[int, ...]]:
    """The kind and arguments of move code ``code`` (the inverse of :func:`action_code`).

    >>> code_kind_args(C_PLACE + (2 * 4 + 1) * 16 + 5)
    ('place', (2, 2, 5))
    """
    code = int(code)
    if code < C_ROLL2:
        return "roll", (code - C_ROLL1 + 1,)
    if code < C_PLAY_AS:
        k = code - C_ROLL2
        return "roll", (k // 6 + 1, k % 6 + 1)
    if code < C_FIRST:
        return "play_as", (code - C_PLAY_AS,)
    if code < C_REVEAL:
        return "first", (code - C_FIRST + 1,)
    simple = {C_REVEAL: "reveal", C_FOLLOW: "follow", C_CAP: "cap", C_DONE: "done", C_PASS: "pass"}
    if code in simple:
        return simple[code], ()
    if code < C_HIRE:
        return "fire", (code - C_FIRE,)
    if code < C_MOVE:
        k = code - C_HIRE
        return "hire", (k // 16, k % 16)
    if code < C_PLACE:
        k = code - C_MOVE
        return "move", (k // 16, k % 16)
    if code < C_TAKE:
        k = code - C_PLACE
        return "place", (k // 64, (k // 16) % 4 + 1, k % 16)
    if code < C_BUILD:
        k = code - C_TAKE
        return "take", (k // 64, (k // 16) % 4, k % 16)
    if code < N_CODES:
        k = code - C_BUILD
        return "build", (k // 256, (k // 64) % 4, k % 64)
    raise ValueError(f"no move has code {code}")
