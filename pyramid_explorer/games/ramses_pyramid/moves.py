"""Playing a legal move: the transitions of Ramses Pyramid and the rule clauses behind them.

:func:`next_state` is called by the kernel only for legal moves (see :mod:`.legal`); it
returns the next state and the ids of the clauses that allowed the move.

>>> from pyramid_explorer.games import new_game
>>> s = new_game("ramses-pyramid", seed=3, players=2)
>>> s2, rules = next_state(s, Action("roll", (3, "mummy")))
>>> s2.phase.value, rules                  # which mummy comes down? the roller chooses
('special', ('rp.die.faces', 'rp.ruling.die-order'))
>>> s3, rules = next_state(s2, Action("mummy", (1,)))
>>> sorted(layer for layer, _ in s3.mummies), s3.mummies[2], 'rp.mummy.roll' in rules
([6, 7, 7, 7, 7, 7, 7, 7], (6, 1), True)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import Action
from .actions import Move
from .board import COLOURS, DARK, GROUND, TOP_LAYER, TRACK_LENGTH
from .kinds import Phase, Termination
from .legal import top_sides
from .mechanics import Adventurer, blocked, mummies_come_down, turn_layers
from .quick import replace
from .tents import spend, steal

if TYPE_CHECKING:
    from .state import RamsesState

Rules = list[str]


def next_state(s: RamsesState, action: Action) -> tuple[RamsesState, tuple[str, ...]]:
    """The state after the legal ``action`` and the clause ids used."""
    rules: Rules = []
    kind, a = Move(action.kind), action.args
    if kind is Move.ROLL:
        out = _roll(s, a[0], a[1], rules)
    elif kind is Move.CLIMB:
        rules.append("rp.pyramid.decide")
        out = replace(s, phase=Phase.ROLL)
    elif kind is Move.SIDEWAYS:
        rules += ["rp.pyramid.decide", "rp.pyramid.sideways"]
        out = _enter(s, s.advs[s.player].layer, a[0], a[1], True, rules)
    elif kind is Move.ENTER:
        rules.append("rp.track.enter")
        out = replace(_with_adv(s, Adventurer(layer=DARK, side=a[0])), phase=Phase.ROLL)
    elif kind is Move.PASS:
        rules.append("rp.ruling.enter-blocked")
        out = end_turn(s, rules)
    elif kind is Move.TURN:
        rules += ["rp.pyramid.turn", "rp.ruling.turn-layer", "rp.ruling.die-order"]
        rot, advs, mummies = turn_layers(s.rotation, s.advs, s.mummies, a[0], a[1])
        out = _start_move(replace(s, rotation=rot, advs=advs, mummies=mummies), rules)
    elif kind is Move.STEAL:
        rules += ["rp.die.steal", "rp.ruling.steal", "rp.ruling.die-order"]
        out = _start_move(steal(s, a[0], a[1]), rules)
    elif kind is Move.MUMMY:
        rules.append("rp.ruling.die-order")
        out = _mummies(s, a[0], rules)
        out = out if out.phase is Phase.OVER else _start_move(out, rules)
    elif kind is Move.ADVANCE:  # up to 3 after a mummy roll, else the option track_up_to
        rules.append("rp.mummy.roll" if s.die and s.die[1] == "mummy" else "rp.ruling.track-exact")
        out = _advance(s, a[0], rules)
    elif kind in (Move.TAKE, Move.PEEK, Move.NOTHING):
        out = _use_space(s, kind, rules)
    elif kind is Move.PLACE:
        out = _place(s, a[0], rules)
    elif kind in (Move.UP, Move.DOWN):
        adv = s.advs[s.player]
        out = _enter(s, adv.layer + (1 if kind is Move.UP else -1), adv.side, a[0], False, rules)
    elif kind is Move.STOP:
        rules.append("rp.ruling.track-exact")
        out = end_turn(s, rules)
    else:  # Move.NAME
        out = _name(s, a[0], rules)
    return out, tuple(dict.fromkeys(rules))


# ---------------------------------------------------------------------------- helpers
def _with_adv(s: RamsesState, adv: Adventurer, seat: int | None = None) -> RamsesState:
    seat = s.player if seat is None else seat
    return replace(s, advs=s.advs[:seat] + (adv,) + s.advs[seat + 1:])


def end_turn(s: RamsesState, rules: Rules) -> RamsesState:
    """Hand the die to the next player still in the game (clockwise), or end at the turn cap."""
    n = s.num_players
    nxt = next((q for k in range(1, n + 1) if not s.advs[q := (s.player + k) % n].out), s.player)
    turn = s.turn + 1
    base = replace(s, player=nxt, turn=turn, steps=0, pending=-1, then_climb=False, named=(),
                   heading=0)
    if s.options.turn_cap and turn > s.options.turn_cap:
        rules.append("rp.ruling.turn-cap")
        return replace(base, phase=Phase.OVER, ending=Termination.TURN_CAP)
    adv = s.advs[nxt]
    return replace(base, phase=Phase.DECIDE if adv.lapped or adv.on_pyramid else Phase.ROLL)


def _over(s: RamsesState, ending: object, winner: int | None) -> RamsesState:
    return replace(s, phase=Phase.OVER, ending=ending, winner=winner)


def _roll(s: RamsesState, value: int, effect: str, rules: Rules) -> RamsesState:
    s = replace(s, die=(value, effect), steps=value)
    adv = s.advs[s.player]
    rules.append("rp.die.faces")
    if effect == "mummy" and adv.layer == TOP_LAYER:
        rules += ["rp.win.ramses", "rp.ruling.ramses-first"]
        if s.options.team != "none":
            rules.append("rp.variant.team")
        if s.options.treasure_room:
            rules.append("rp.variant.treasure")
            return replace(s, phase=Phase.NAME)
        return _over(s, Termination.RAMSES, s.player)
    if effect != "plain":
        rules.append("rp.ruling.die-order")
    if effect == "turn":
        return replace(s, phase=Phase.SPECIAL)
    if effect == "steal":
        if any(s.tents[p] for p in range(s.num_players) if p != s.player):
            return replace(s, phase=Phase.SPECIAL)
        rules += ["rp.die.steal", "rp.ruling.steal"]
        return _start_move(s, rules)
    if effect == "mummy":
        sides = top_sides(s)
        if len(sides) > 1:
            return replace(s, phase=Phase.SPECIAL)
        s = _mummies(s, sides[0] if sides else None, rules)
        if s.phase is Phase.OVER:
            return s
    return _start_move(s, rules)


def _mummies(s: RamsesState, side: int | None, rules: Rules) -> RamsesState:
    mummies, arrived = mummies_come_down(s.mummies, side)
    rules.append("rp.mummy.roll")
    if any(layer == GROUND for layer, _ in mummies) and not all(
            layer == GROUND for layer, _ in s.mummies):
        rules.append("rp.ruling.mummy-ground")
    advs = list(s.advs)
    for seat, adv in enumerate(advs):
        # a trapped player is out of the game (rp.ruling.trapped): a mummy passing the treasure
        # room's side brings nobody back
        if adv.on_pyramid and not adv.out and (adv.layer, adv.side) in arrived:
            rules += ["rp.mummy.bump", "rp.ruling.bump-to"]
            stay = (s.options.bumped_to == "bottom" and adv.layer > DARK
                    and not blocked(mummies, DARK, adv.side))
            advs[seat] = Adventurer(layer=DARK, side=adv.side) if stay else Adventurer(lapped=True)
    s = replace(s, mummies=mummies, advs=tuple(advs))
    if s.options.team != "none" and all(layer == GROUND for layer, _ in mummies):
        if s.options.team == "pairs":
            rules.append("rp.ruling.pairs-mummies")
            if s.options.pairs_mummies == "play_on":
                return s
        rules.append("rp.variant.team")
        return _over(s, Termination.MUMMIES, None)
    return s


def _start_move(s: RamsesState, rules: Rules) -> RamsesState:
    adv = s.advs[s.player]
    if adv.lapped:  # sent off the pyramid by the mummies just now
        return end_turn(s, rules)
    if adv.on_track:
        rules.append("rp.track.move")
        mummy_roll = s.die is not None and s.die[1] == "mummy"
        if mummy_roll:
            rules.append("rp.mummy.roll")  # "then move up to 3", wherever you stand
        if (s.options.track_up_to or mummy_roll) and s.steps > 1:
            return replace(s, phase=Phase.ADVANCE)
        rules.append("rp.ruling.track-exact")
        return _advance(s, s.steps, rules)
    rules.append("rp.pyramid.step")
    return replace(s, phase=Phase.CLIMB)


def _advance(s: RamsesState, k: int, rules: Rules) -> RamsesState:
    pos = s.advs[s.player].track + k
    if pos >= TRACK_LENGTH:
        rules.append("rp.track.lap")
        return end_turn(_with_adv(s, Adventurer(lapped=True)), rules)
    s = _with_adv(s, Adventurer(track=pos))
    if s.crystals[pos] or s.temples[pos] >= 0:
        return replace(s, phase=Phase.SPACE)
    rules.append("rp.space.nothing")
    return end_turn(s, rules)


def _use_space(s: RamsesState, kind: Move, rules: Rules) -> RamsesState:
    pos = s.advs[s.player].track
    full = bool(s.crystals[pos]) or s.temples[pos] >= 0
    if kind is Move.TAKE:
        rules.append("rp.space.crystal")
        tents = list(s.tents)
        tents[s.player] = tuple(sorted(tents[s.player] + (s.crystals[pos],), key=COLOURS.index))
        crystals = s.crystals[:pos] + ("",) + s.crystals[pos + 1:]
        s = replace(s, tents=tuple(tents), crystals=crystals)
    elif kind is Move.PEEK:
        rules += ["rp.space.peek", "rp.ruling.memory"]
        tid = s.temples[pos]
        return replace(_saw(s, (s.player,), tid, "peek"), phase=Phase.PLACE, pending=tid,
                       then_climb=False)
    else:
        rules.append("rp.ruling.space-choice" if full else "rp.space.nothing")
    if full and not s.options.may_pass_space:
        rules.append("rp.ruling.space-choice")
    return end_turn(s, rules)


def _saw(s: RamsesState, seats: tuple[int, ...], tid: int, how: str) -> RamsesState:
    seen = tuple(row[:tid] + (s.turn,) + row[tid + 1:] if p in seats else row
                 for p, row in enumerate(s.seen))
    return replace(s, seen=seen, looks=s.looks + ((s.turn, s.player, tid, how),))


def _place(s: RamsesState, space: int, rules: Rules) -> RamsesState:
    tid = s.pending
    old = s.temple_space(tid)
    temples = list(s.temples)
    temples[old], temples[space] = -1, tid
    rules.append("rp.pyramid.temple" if s.looks and s.looks[-1][3] == "open" else "rp.space.peek")
    s = replace(s, temples=tuple(temples), pending=-1,
                temple_moves=s.temple_moves + ((s.turn, tid, old, space),))
    if s.then_climb:
        return replace(s, phase=Phase.CLIMB, then_climb=False)
    return end_turn(s, rules)


def _enter(s: RamsesState, layer: int, side: int, means: str | int, sideways: bool,
           rules: Rules) -> RamsesState:
    """Move onto ``(layer, side)`` meeting its colour with ``means`` (tent, free, temple space)."""
    colour = s.colour_at(layer, side)
    adv = s.advs[s.player]
    steps = s.steps if sideways else s.steps - 1
    going_down = not sideways and layer < adv.layer
    if not sideways:
        s = replace(s, heading=-1 if going_down else 1)
        if not s.options.change_direction:
            rules.append("rp.ruling.one-direction")
    if means == "free":
        rules.append("rp.ruling.dark-layer")
    elif means == "tent":
        rules += ["rp.pyramid.colour", "rp.ruling.crystal-kept"]
        if s.options.spend_crystals:
            s = spend(s, colour)
    else:
        tid = s.temples[int(means)]
        rules += ["rp.pyramid.colour", "rp.pyramid.temple", "rp.ruling.memory"]
        s = replace(_saw(s, tuple(range(s.num_players)), tid, "open"), phase=Phase.PLACE,
                    pending=tid)
        if s.temple_colours[tid] != colour:
            rules += ["rp.pyramid.wrong-temple", "rp.ruling.wrong-moves"]
            if sideways:
                rules.append("rp.ruling.wrong-sideways")
            elif going_down:
                rules.append("rp.ruling.wrong-down")
            stay = ((sideways and s.options.wrong_sideways == "stay")
                    or (going_down and s.options.wrong_down == "stay"))
            down = adv.layer - 1
            if not stay and down >= DARK and not blocked(s.mummies, down, adv.side):
                s = _with_adv(s, adv._replace(layer=down))
            return replace(s, then_climb=False)
        s = _with_adv(s, adv._replace(layer=layer, side=side))
        return replace(s, steps=steps, then_climb=not sideways and steps > 0)
    if not sideways:
        rules.append("rp.pyramid.step")
    s = replace(_with_adv(s, adv._replace(layer=layer, side=side)), steps=steps)
    if sideways or steps == 0:
        return end_turn(s, rules)
    return replace(s, phase=Phase.CLIMB)


def _name(s: RamsesState, colour: str, rules: Rules) -> RamsesState:
    rules.append("rp.variant.treasure")
    named = s.named + (colour,)
    if len(named) < len(s.temple_colours):
        return replace(s, named=named)
    if named == s.temple_colours:
        return _over(replace(s, named=named), Termination.SCORPION, s.player)
    rules.append("rp.ruling.trapped")
    adv = s.advs[s.player]
    if s.options.trapped == "retry":
        back = (Adventurer(layer=DARK, side=adv.side) if not blocked(s.mummies, DARK, adv.side)
                else Adventurer(lapped=True))
        return end_turn(_with_adv(s, back), rules)
    s = _with_adv(s, adv._replace(out=True))
    if all(a.out for a in s.advs):
        return _over(s, Termination.ALL_TRAPPED, None)
    return end_turn(s, rules)
