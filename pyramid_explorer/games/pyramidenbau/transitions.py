"""The transitions of Pyramidenbau: ``(state, args) -> (next state, rule ids)`` for each move.

Only legal moves reach these functions (``GameState.apply`` checks first). A task ends when its
allowance is used up, with ``done``, or after a one-shot move (move, hire, fire, cap); then the
next die is played or the turn passes clockwise to the next active colour.

>>> from pyramid_explorer.games import new_game
>>> from pyramid_explorer.engine import Action
>>> s = new_game("pyramidenbau", seed=1, second_die=True)
>>> s = s.apply(Action("roll", (2, 5)))
>>> s.phase.value, [str(a) for a in s.legal_actions()]
('order', ['Play the 2 first', 'Play the 5 first'])
>>> s = s.apply(Action("first", (5,)))
>>> s.die, s.dice, s.kinds
(5, (2,), ('hire', 'fire', 'reveal', 'follow', 'cap'))
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ...engine.state import copy_state as replace
from .board import add_stones, remove_stone, side_complete, with_stone
from .kinds import Phase, Termination
from .moves import HIGH, LOW, Move

if TYPE_CHECKING:
    from .state import PyramidenbauState

Result = tuple["PyramidenbauState", tuple[str, ...]]
DECK_SIZE = 40
REVEALED_AT_START = 4


def completions(before: PyramidenbauState, stacks: tuple[tuple[int, ...], ...]) -> tuple[int, ...]:
    """``complete_at`` after ``stacks``: sides finished now are stamped with this turn."""
    return tuple(t or (before.turn if side_complete(stacks, s) else 0)
                 for s, t in enumerate(before.complete_at))


def start_next(s: PyramidenbauState, rules: tuple[str, ...]) -> Result:
    """Play the next die of this turn, or pass the turn on when none is left."""
    if not s.dice:
        return end_turn(s, rules)
    v, rest = s.dice[0], s.dice[1:]
    low = v <= 4
    return replace(s, phase=Phase.ACT, dice=rest, die=v, card=-1, kinds=LOW if low else HIGH,
                   allowance=v if low else 1, started=False), rules


def end_turn(s: PyramidenbauState, rules: tuple[str, ...]) -> Result:
    """The next active colour clockwise rolls; the turn cap ends the game (``pb.end.turn-cap``).

    With ``turns="players"`` (two players) the turn passes to the other player instead, who
    first chooses which of their colours plays it (``pb.players.colour-turns``)."""
    nxt = (s.colour + 1) % 4
    by_player = s.options.turns == "players" and s.num_players == 2
    while s.owners[nxt] < 0 or (by_player and s.owners[nxt] == s.owners[s.colour]):
        nxt = (nxt + 1) % 4
    s = replace(s, colour=nxt, turn=s.turn + 1, phase=Phase.CHOOSE if by_player else Phase.ROLL,
                rolling=s.options.dice_for(s.num_players), dice=(), die=0, card=-1, kinds=(), allowance=0,
                started=False)
    if s.options.turn_cap and s.turn > s.options.turn_cap:
        return replace(s, phase=Phase.OVER, termination=Termination.TURN_CAP), \
            (*rules, "pb.end.turn-cap")
    return s, rules


def _card_rule(s: PyramidenbauState) -> tuple[str, ...]:
    return (f"pb.deck.{s.deck.card(s.card).action}",) if s.card >= 0 else ()


def _step(s: PyramidenbauState, kind: str, used: int, rules: tuple[str, ...]) -> Result:
    """After one step of an "up to n" task: go on with what is left, or finish."""
    s = replace(s, kinds=(kind,), allowance=s.allowance - used, started=True)
    rules = (*rules, *_card_rule(s), "pb.steps.up-to")
    return start_next(s, rules) if s.allowance <= 0 else (s, rules)


def roll(s: PyramidenbauState, args: tuple[Any, ...]) -> Result:
    if s.card >= 0:                       # a "roll again" card: this die is played next
        return start_next(replace(s, dice=(args[0], *s.dice), card=-1), ("pb.deck.roll",))
    if len(args) == 2 and args[0] != args[1]:
        return replace(s, phase=Phase.ORDER, dice=tuple(args)), \
            ("pb.turn.roll", "pb.option.second-die")
    rules = ("pb.turn.roll", "pb.option.second-die") if len(args) == 2 else ("pb.turn.roll",)
    return start_next(replace(s, dice=tuple(args)), rules)


def play_as(s: PyramidenbauState, args: tuple[Any, ...]) -> Result:
    return replace(s, colour=args[0], phase=Phase.ROLL), ("pb.players.colour-turns",)


def first(s: PyramidenbauState, args: tuple[Any, ...]) -> Result:
    v = args[0]
    other = s.dice[1] if s.dice[0] == v else s.dice[0]
    return start_next(replace(s, dice=(v, other)), ("pb.option.second-die",))


def place(s: PyramidenbauState, args: tuple[Any, ...]) -> Result:
    colour, n, wp = args
    quarry = list(s.quarry)
    quarry[colour] -= n
    wps = list(s.workplaces)
    wps[wp] = add_stones(wps[wp], colour, n)
    s = replace(s, quarry=tuple(quarry), workplaces=tuple(wps))
    return _step(s, "place", n, ("pb.place.quarry", "pb.place.colour"))


def take(s: PyramidenbauState, args: tuple[Any, ...]) -> Result:
    src, colour, dst = args
    wps = list(s.workplaces)
    wps[src] = remove_stone(wps[src], colour)
    wps[dst] = add_stones(wps[dst], colour)
    kind = "take" if "take" in s.kinds else "place"
    rules = ("pb.place.from-sites", "pb.place.other-sites") if kind == "place" else \
        ("pb.place.other-sites",)
    return _step(replace(s, workplaces=tuple(wps)), kind, 1, rules)


def build(s: PyramidenbauState, args: tuple[Any, ...]) -> Result:
    wp, colour, cell = args
    wps = list(s.workplaces)
    wps[wp] = remove_stone(wps[wp], colour)
    stacks = with_stone(s.stacks, cell, colour)
    s = replace(s, workplaces=tuple(wps), stacks=stacks, complete_at=completions(s, stacks))
    return _step(s, "build", 1, ("pb.build.staffed", "pb.build.layers"))


def move(s: PyramidenbauState, args: tuple[Any, ...]) -> Result:
    src, dst = args
    workers = list(s.workers)
    workers[dst], workers[src] = workers[src], -1
    return start_next(replace(s, workers=tuple(workers)),
                      ("pb.move.worker", "pb.move.ring", *_card_rule(s)))


def hire(s: PyramidenbauState, args: tuple[Any, ...]) -> Result:
    colour, wp = args
    market = list(s.market)
    market[colour] -= 1
    workers = list(s.workers)
    workers[wp] = colour
    return start_next(replace(s, market=tuple(market), workers=tuple(workers)),
                      ("pb.hire.market", "pb.hire.colour", *_card_rule(s)))


def fire(s: PyramidenbauState, args: tuple[Any, ...]) -> Result:
    (wp,) = args
    market = list(s.market)
    market[s.workers[wp]] += 1
    workers = list(s.workers)
    workers[wp] = -1
    return start_next(replace(s, market=tuple(market), workers=tuple(workers)),
                      ("pb.fire.own-site", *_card_rule(s)))


def _execute(s: PyramidenbauState, card: int, rules: tuple[str, ...]) -> Result:
    instr = s.deck.card(card)
    rules = (*rules, f"pb.deck.{instr.action}", "pb.deck.reconstructed")
    if instr.action == "roll":
        return replace(s, phase=Phase.ROLL, rolling=1, card=card, kinds=(), allowance=0), rules
    return replace(s, phase=Phase.ACT, card=card, kinds=(instr.action,),
                   allowance=instr.count, started=False), rules


def reshuffle(s: PyramidenbauState) -> PyramidenbauState:
    """All 40 cards shuffled again; 4 turned up as the discard pile (``pb.card.reshuffle``)."""
    order = list(range(DECK_SIZE))
    s.rng("shuffle").shuffle(order)
    return replace(s, discard=tuple(order[:REVEALED_AT_START]),
                   draw=tuple(order[REVEALED_AT_START:]))


def reveal(s: PyramidenbauState, args: tuple[Any, ...]) -> Result:
    card = s.draw[0]
    s = replace(s, draw=s.draw[1:], discard=(*s.discard, card))
    rules: tuple[str, ...] = ("pb.card.reveal",)
    if not s.draw:
        s, rules = reshuffle(s), (*rules, "pb.card.reshuffle")
    return _execute(s, card, rules)


def follow(s: PyramidenbauState, args: tuple[Any, ...]) -> Result:
    card = s.discard[-1]
    return _execute(replace(s, discard=(card, *s.discard[:-1])), card, ("pb.card.follow", "pb.card.follow-possible"))


def cap(s: PyramidenbauState, args: tuple[Any, ...]) -> Result:
    s = replace(s, caps=(*s.caps, s.colour))
    rules = ("pb.cap.place", "pb.cap.points")
    if set(s.caps) >= set(s.active_colours()):
        three = len(s.active_colours()) == 3
        end_rules = ("pb.end.three-players", "pb.score.three-players") if three \
            else ("pb.end.caps",)
        return replace(s, phase=Phase.OVER, termination=Termination.ALL_CAPS), \
            (*rules, *end_rules, "pb.score.visible", "pb.score.winner")
    return start_next(s, rules)


def done(s: PyramidenbauState, args: tuple[Any, ...]) -> Result:
    return start_next(s, ("pb.steps.up-to",))


def pass_(s: PyramidenbauState, args: tuple[Any, ...]) -> Result:
    return start_next(s, ("pb.card.void",) if s.card >= 0 else ("pb.turn.must-act",))


TRANSITIONS: dict[str, Callable[[PyramidenbauState, tuple[Any, ...]], Result]] = {
    Move.ROLL: roll, Move.PLAY_AS: play_as, Move.FIRST: first, Move.PLACE: place, Move.TAKE: take, Move.BUILD: build,
    Move.MOVE: move, Move.HIRE: hire, Move.FIRE: fire, Move.REVEAL: reveal,
    Move.FOLLOW: follow, Move.CAP: cap, Move.DONE: done, Move.PASS: pass_,
}
