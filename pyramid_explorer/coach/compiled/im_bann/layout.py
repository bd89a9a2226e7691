"""The int64 state vector of a compiled Im Bann position, the card tables, and :func:`encode`.

One position is one ``int64`` vector (offsets below): the seed and step number (they key every
random draw, ``keys.py``), the player count and options, the adventure row, the turn's fields
(``ImBannState``'s, one slot each), the positions, each hand as a bit set of card ids (hands
are sorted tuples, so a set loses nothing), each showcase, the draw pile and the discard pile
as lists in order (bottom first, as the state's tuples).

Cards are the built-in data file's 54 ids; a card's *code number* (``CC_*``) stands for its
code: equipment ``item * 5 + value - 1`` (items in data order), then the special cards.

>>> from pyramid_explorer.games import new_game
>>> s = new_game("im-bann-der-pyramide", seed=4, players=3)
>>> v = encode(s)
>>> int(v[NP]), int(v[DRAW_LEN]), [popcount(int(v[HANDS + q])) for q in range(3)]
(3, 39, [5, 5, 5])
"""

from __future__ import annotations

import numpy as np

from ....games.im_bann.data import SPECIALS, load_data
from ....games.im_bann.kinds import Move, Phase, Termination

DATA = load_data()
NCARDS = len(DATA.cards)
ITEMS = DATA.items
NITEMS = len(ITEMS)
MAXV = max(DATA.equipment_values)
MAXP = 5
MAXADV = 8
HAND_SIZE, HAND_LIMIT = DATA.hand_size, DATA.hand_limit
EXCHANGE_MAX, MUMMY_PENALTY, SHED_VALUE = DATA.exchange_max, DATA.mummy_penalty, DATA.shed_value

# ---------------------------------------------------------------------- card codes
CC_SPECIAL = NITEMS * MAXV
CC_MAGIC, CC_PROTECTION, CC_CURSE, CC_SCARAB, CC_MUMMY = (CC_SPECIAL + i for i in range(5))
CC_EQUIPMENT = CC_SPECIAL + len(SPECIALS)
"""``give_up("equipment")`` (option curse_protected="kind")."""
NCC = CC_EQUIPMENT
assert SPECIALS == ("magic", "protection", "curse", "scarab", "mummy")


def cc_of(code: str) -> int:
    """The code number of a card code (``"equipment"``: :data:`CC_EQUIPMENT`)."""
    if code == "equipment":
        return CC_EQUIPMENT
    if code in SPECIALS:
        return CC_SPECIAL + SPECIALS.index(code)
    item, _, value = code.partition("-")
    return ITEMS.index(item) * MAXV + int(value) - 1


def code_of(cc: int) -> str:
    """The card code of a code number."""
    if cc == CC_EQUIPMENT:
        return "equipment"
    if cc >= CC_SPECIAL:
        return SPECIALS[cc - CC_SPECIAL]
    return f"{ITEMS[cc // MAXV]}-{cc % MAXV + 1}"


CARD_CC = np.array([cc_of(c.code) for c in DATA.cards], dtype=np.int64)
CARD_VALUE = np.array([c.value for c in DATA.cards], dtype=np.int64)
CARD_ITEM = np.array([ITEMS.index(c.item) if c.item else -1 for c in DATA.cards], dtype=np.int64)
CC_VALUE = np.array([cc % MAXV + 1 if cc < CC_SPECIAL else 0 for cc in range(NCC)],
                    dtype=np.int64)
CC_ITEM = np.array([cc // MAXV if cc < CC_SPECIAL else -1 for cc in range(NCC)],
                   dtype=np.int64)
CC_MASK = np.zeros(NCC, dtype=np.int64)
for _c in DATA.cards:
    CC_MASK[cc_of(_c.code)] |= np.int64(1) << np.int64(_c.id)
CODE_ORDER = np.array(sorted(range(NCC), key=code_of), dtype=np.int64)
"""Code numbers in the order of their code strings (``sorted(set(codes))``)."""
EQUIP_ORDER = np.array(sorted(range(CC_SPECIAL), key=lambda cc: (CC_VALUE[cc], code_of(cc))),
                       dtype=np.int64)
"""Equipment code numbers by value, then code (``logic.equipment_codes``)."""

# ---------------------------------------------------------------------- phases and moves
PHASES = tuple(Phase)
(START, EXCHANGE, AFTER_A, SPECIAL, SCARAB, AFTER_B, SHED, AFTER_SHED, PASS_MUMMY, DEPOT,
 CURSE, END, OVER) = range(len(PHASES))
assert [p.value for p in PHASES] == ["start", "exchange", "after_a", "special", "scarab",
                                     "after_b", "shed", "after_shed", "pass_mummy", "depot",
                                     "curse", "end", "over"]
TERMINATIONS = (None, Termination.WIN, Termination.TURN_CAP, Termination.ROUND_END)
T_NONE, T_WIN, T_CAP, T_ROUND = range(4)
MOVE_KINDS = tuple(Move)
(M_DRAW, M_EXCHANGE, M_EXCHANGE_DONE, M_EQUIP, M_MAGIC, M_MUMMY, M_CURSE, M_PROTECTION, M_SCARAB,
 M_COMPLETE, M_GIVE_UP, M_SHED, M_PASS_MUMMY, M_DEPOT, M_END, M_PASS) = range(len(MOVE_KINDS))
assert [str(m) for m in MOVE_KINDS] == ["draw", "exchange", "exchange_done", "equip", "magic",
                                        "mummy", "curse", "protection", "scarab", "complete",
                                        "give_up", "shed", "pass_mummy", "depot", "end", "pass"]
ARGS = 32
"""An action's code is ``kind * ARGS + argument number``."""
MAX_CODE = len(MOVE_KINDS) * ARGS

# ---------------------------------------------------------------------- the vector
SEED, STEP, NP = 0, 1, 2
ADVANCED, MULTI, MUMMY_CHOICE, CURSE_KIND, TURN_CAP, ADV_STOP, MAGIC_SAME, SHED_THEN = range(3, 11)
NADV = 11
ADV = 12
CHAMBER = ADV + MAXADV
DEPOT_ITEM = CHAMBER + 1
MUMMY = DEPOT_ITEM + 1
TURN_PLAYER = MUMMY + 1
PHASE = TURN_PLAYER + 1
COMPLETED = PHASE + 1
EXACT_PENDING = COMPLETED + 1
EXCHANGED = EXACT_PENDING + 1
SHED_SUM = EXCHANGED + 1
SHED_AFTER_B = SHED_SUM + 1
CQ_LEN = SHED_AFTER_B + 1
CQ = CQ_LEN + 1
TURNS = CQ + MAXP
FINAL_ROUND = TURNS + 1
TERMINATION = FINAL_ROUND + 1
WINNER = TERMINATION + 1
POSITIONS = WINNER + 1
HANDS = POSITIONS + MAXP
SHOW_LEN = HANDS + MAXP
DRAW_LEN = SHOW_LEN + MAXP
DISCARD_LEN = DRAW_LEN + 1
SHOW = DISCARD_LEN + 1
DRAW = SHOW + MAXP * NCARDS
DISCARD = DRAW + NCARDS
SIZE = DISCARD + NCARDS

FIELDS: dict[str, tuple[int, int]] = {
    "seed": (SEED, 1), "step": (STEP, 1), "num_players": (NP, 1), "advanced": (ADVANCED, 1),
    "multi_game": (MULTI, 1), "mummy_recipient": (MUMMY_CHOICE, 1),
    "curse_protected": (CURSE_KIND, 1), "turn_cap": (TURN_CAP, 1),
    "adv_chamber_play": (ADV_STOP, 1), "magic_same_item": (MAGIC_SAME, 1),
    "shed_then_complete": (SHED_THEN, 1), "adventures": (NADV, 1 + MAXADV),
    "chamber_value": (CHAMBER, 1), "depot": (DEPOT_ITEM, 1), "mummy": (MUMMY, 1),
    "turn_player": (TURN_PLAYER, 1), "phase": (PHASE, 1), "completed_this_turn": (COMPLETED, 1),
    "exact_pending": (EXACT_PENDING, 1), "exchanged": (EXCHANGED, 1),
    "shed_value": (SHED_SUM, 1), "shed_after_b": (SHED_AFTER_B, 1),
    "curse_queue": (CQ_LEN, 1 + MAXP), "turns": (TURNS, 1), "final_round": (FINAL_ROUND, 1),
    "termination": (TERMINATION, 1), "winner": (WINNER, 1), "positions": (POSITIONS, MAXP),
    "hands": (HANDS, MAXP), "showcase lengths": (SHOW_LEN, MAXP),
    "draw_pile length": (DRAW_LEN, 1), "discard length": (DISCARD_LEN, 1),
    **{f"showcase {q}": (SHOW + q * NCARDS, NCARDS) for q in range(MAXP)},
    "draw_pile": (DRAW, NCARDS), "discard": (DISCARD, NCARDS)}
"""Field name -> (offset, width): how a test names the first differing slot."""


def field_at(index: int) -> str:
    """The name of the field holding vector slot ``index`` (and the slot within it).

    >>> field_at(PHASE), field_at(DRAW + 2)
    ('phase', 'draw_pile[2]')
    """
    for name, (at, width) in FIELDS.items():
        if at <= index < at + width:
            return name if width == 1 else f"{name}[{index - at}]"
    return f"slot {index}"


def popcount(x: int) -> int:
    """The number of bits set in ``x`` (>= 0)."""
    return bin(x).count("1")


def encode(state) -> np.ndarray:  # noqa: ANN001 - an ImBannState
    """The whole referee state of ``state`` as one vector (see the module doc)."""
    opts = state.options
    n = state.num_players
    adv = list(state.adventure_values)
    queue = list(state.curse_queue)
    pad = [0] * (MAXP - n)
    head = [state.seed, len(state.history), n, opts.advanced, opts.multi_game,
            opts.mummy_recipient == "choice", opts.curse_protected == "kind", opts.turn_cap,
            opts.adv_chamber_play == "stop", opts.magic_same_item, opts.shed_then_complete,
            len(adv), *adv, *[0] * (MAXADV - len(adv)), state.chamber_value,
            ITEMS.index(state.depot), -1 if state.mummy is None else state.mummy,
            state.turn_player, PHASES.index(state.phase), state.completed_this_turn,
            state.exact_pending, state.exchanged, state.shed_value, state.shed_after_b,
            len(queue), *queue, *[0] * (MAXP - len(queue)), state.turns, state.final_round,
            TERMINATIONS.index(state.termination), -1 if state.winner is None else state.winner,
            *state.positions, *pad]
    head += [sum([1 << i for i in hand]) for hand in state.hands]
    head += pad
    head += [len(show) for show in state.showcases]
    head += pad
    head += [len(state.draw_pile), len(state.discard)]
    v = np.zeros(SIZE, dtype=np.int64)
    v[:SHOW] = head
    for q, show in enumerate(state.showcases):
        if show:
            v[SHOW + q * NCARDS:SHOW + q * NCARDS + len(show)] = show
    v[DRAW:DRAW + len(state.draw_pile)] = state.draw_pile
    v[DISCARD:DISCARD + len(state.discard)] = state.discard
    return v


def supports(state) -> bool:  # noqa: ANN001 - an ImBannState
    """Whether :func:`encode` and the compiled rules cover ``state``: the built-in card data
    (option ``data_file`` empty), a seed that fits 62 bits, at most :data:`MAXADV` adventures.

    >>> from pyramid_explorer.games import new_game
    >>> supports(new_game("im-bann-der-pyramide", seed=4, players=5))
    True
    """
    return (state.options.data_file == "" and state.num_players <= MAXP
            and -(1 << 62) < state.seed < (1 << 62) and len(state.adventure_values) <= MAXADV
            and 0 <= state.options.turn_cap < (1 << 62))


# ---------------------------------------------------------------------- action codes
def action_code(state, action) -> int:  # noqa: ANN001
    """The code of ``action`` (see :data:`ARGS`)."""
    kind = MOVE_KINDS.index(Move(action.kind))
    args = action.args
    if kind == M_DRAW:
        arg = args[0]
    elif kind in (M_EXCHANGE, M_EQUIP, M_SHED, M_GIVE_UP):
        arg = cc_of(args[0])
    elif kind in (M_MAGIC, M_DEPOT):
        arg = ITEMS.index(args[0])
    elif kind == M_MUMMY:
        arg = 1 + args[0] if args else 0
    elif kind == M_CURSE:
        arg = 1 if args else 0
    elif kind == M_PASS_MUMMY:
        arg = args[0]
    else:
        arg = 0
    return kind * ARGS + arg


def action_from_code(state, code: int):  # noqa: ANN001, ANN201
    """The :class:`~pyramid_explorer.engine.Action` of ``code`` (labelled as the state lists it)."""
    from ....games.im_bann.labels import labelled

    kind, arg = divmod(int(code), ARGS)
    move = MOVE_KINDS[kind]
    if kind == M_DRAW:
        return labelled(move, arg)
    if kind in (M_EXCHANGE, M_EQUIP, M_SHED, M_GIVE_UP):
        return labelled(move, code_of(arg))
    if kind in (M_MAGIC, M_DEPOT):
        return labelled(move, ITEMS[arg])
    if kind == M_MUMMY:
        return labelled(move, arg - 1) if arg else labelled(move)
    if kind == M_CURSE:
        return labelled(move, "self") if arg else labelled(move)
    if kind == M_PASS_MUMMY:
        return labelled(move, arg)
    return labelled(move)
