"""Every legal move of a Pyramidenbau position, listed from the state (the ``Move`` kinds).

A task is what the current die or card allows (``state.kinds``, ``state.allowance``). "Up to n"
tasks go step by step (ruling ``pb.steps.up-to``): each step places stones of one colour on one
workplace, takes one stone, or builds one stone; ``Done`` ends the task once a step was made.

======================  ==============================================  ====================
kind / args             example label                                   allowed by
======================  ==============================================  ====================
``place`` colour, n, wp ``Place 3 blue stones on workplace N2``          1–4, card
``take`` src, colour, dst ``Take 1 red stone from E1 to N3``              1–4 (empty quarry), card
``build`` wp, colour, cell ``Build 1 blue stone from N2 onto c1 (layer 1)`` 1–4, card
``move`` src, dst       ``Move the red worker 3 fields: N2 → E1``        1–4, card
``hire`` colour, wp     ``Hire a blue worker for S3``                    5–6, card
``fire`` wp             ``Fire the green worker at N1``                  5–6, card
``reveal`` / ``follow`` ``Reveal a card`` / ``Follow the top discard``   5–6
``cap``                 ``Place your cap``                               5–6, side complete
``done`` / ``pass``     ``Done`` / ``No move possible: go on``           after a step / nothing legal
``first`` value         ``Play the 5 first``                             two dice
``roll`` values         ``Roll: 3``                                      chance
======================  ==============================================  ====================

>>> from pyramid_explorer.engine import Action
>>> from pyramid_explorer.games import new_game
>>> start = new_game("pyramidenbau", seed=1, players=2)
>>> three = place_moves(start.apply(Action("roll", (3,))))
>>> len(three), three[0].label, three[-1].label
(192, 'Place 1 blue stone on workplace N1', 'Place 3 violet stones on workplace W4')
>>> [a.label for a in hire_moves(start.apply(Action("roll", (6,))))][:2]
['Hire a blue worker for N1', 'Hire a blue worker for N2']
"""

from __future__ import annotations

from enum import Enum
from functools import lru_cache
from typing import TYPE_CHECKING

from ...engine import Action
from .board import build_targets, current_layer
from .geometry import WORKPLACE_CAPACITY, WORKPLACES, ring_distance, site_workplaces, workplace_side
from .labels import move_label

if TYPE_CHECKING:
    from .state import PyramidenbauState



class Move(str, Enum):
    """The kinds of move (``Action.kind``); equal to their plain strings."""

    ROLL = "roll"
    PLAY_AS = "play_as"
    FIRST = "first"
    PLACE = "place"
    TAKE = "take"
    BUILD = "build"
    MOVE = "move"
    HIRE = "hire"
    FIRE = "fire"
    REVEAL = "reveal"
    FOLLOW = "follow"
    CAP = "cap"
    DONE = "done"
    PASS = "pass"


DONE = Action("done", (), label="Done")
PASS = Action("pass", (), label="No move possible: go on")
REVEAL = Action("reveal", (), label="Reveal a card")
CAP = Action("cap", (), label="Place your cap")
LOW = (Move.PLACE.value, Move.BUILD.value, Move.MOVE.value)
"""What a 1–4 allows."""
HIGH = tuple(m.value for m in (Move.HIRE, Move.FIRE, Move.REVEAL, Move.FOLLOW, Move.CAP))
"""What a 5–6 allows."""


@lru_cache(maxsize=1 << 14)
def listed(kind: str, args: tuple[int, ...], worker: int | None = None,
           level: int | None = None) -> Action:
    """The move ``kind args`` with its English label (cached: labels are built once)."""
    return Action(kind, args, label=move_label(Action(kind, args), worker=worker, level=level))


def free_for_stones(state: PyramidenbauState, wp: int) -> int:
    """Room for more stones at workplace ``wp``: 0 when a worker stands there or it holds 4."""
    if state.workers[wp] >= 0:
        return 0
    return WORKPLACE_CAPACITY - len(state.workplaces[wp])


def place_moves(state: PyramidenbauState) -> list[Action]:
    out = []
    free = [min(free_for_stones(state, wp), state.allowance) for wp in range(WORKPLACES)]
    for colour in range(4):
        left = state.quarry[colour]
        for wp in range(WORKPLACES):
            room = min(free[wp], left)
            out += [listed("place", (colour, n, wp)) for n in range(1, room + 1)]
    return out


def take_moves(state: PyramidenbauState) -> list[Action]:
    out = []
    for src in range(WORKPLACES):
        if workplace_side(src) == state.colour:
            continue
        for colour in sorted(set(state.workplaces[src])):
            for dst in range(WORKPLACES):
                if dst != src and free_for_stones(state, dst):
                    out.append(listed("take", (src, colour, dst)))
    return out


def build_moves(state: PyramidenbauState) -> list[Action]:
    out = []
    for side in state.own_colours():
        targets = build_targets(state.stacks, side)
        if not targets:
            continue
        level = current_layer(state.stacks, side)
        for wp in site_workplaces(side):
            if state.workers[wp] < 0:
                continue
            for colour in sorted(set(state.workplaces[wp])):
                out += [listed("build", (wp, colour, cell), level=level) for cell in targets]
    return out


def movable_workers(state: PyramidenbauState) -> list[int]:
    """Workplaces whose worker the colour to move may move or (on its own site) fire."""
    own = state.own_colours()
    return [wp for wp in range(WORKPLACES) if state.workers[wp] >= 0
            and (state.workers[wp] in own or workplace_side(wp) in own)]


def move_moves(state: PyramidenbauState) -> list[Action]:
    out = []
    for src in movable_workers(state):
        for dst in range(WORKPLACES):
            if state.workers[dst] < 0 and 1 <= ring_distance(src, dst) <= state.allowance:
                out.append(listed("move", (src, dst), worker=state.workers[src]))
    return out


def hire_moves(state: PyramidenbauState) -> list[Action]:
    colours = range(4) if state.options.hire_any_colour else state.own_colours()
    out = []
    for colour in colours:
        if state.market[colour] <= 0:
            continue
        for wp in range(WORKPLACES):
            if state.workers[wp] < 0:
                out.append(listed("hire", (colour, wp)))
    return out


def fire_moves(state: PyramidenbauState) -> list[Action]:
    own = state.own_colours()
    return [listed("fire", (wp,), worker=state.workers[wp]) for wp in range(WORKPLACES)
            if state.workers[wp] >= 0 and workplace_side(wp) in own]


def follow_moves(state: PyramidenbauState) -> list[Action]:
    if not state.discard or not state.card_possible(state.discard[-1]):
        return []
    text = state.deck.card(state.discard[-1]).text("en")
    a = Action("follow", ())
    return [Action("follow", (), label=move_label(a, card_text=text))]


def cap_moves(state: PyramidenbauState) -> list[Action]:
    return [CAP] if state.may_cap() else []


def task_moves(state: PyramidenbauState) -> list[Action]:
    """The moves of the current task (without ``done``/``pass``)."""
    out: list[Action] = []
    for kind in state.kinds:
        if kind == "place":
            out += take_moves(state) if state.quarry_empty() else place_moves(state)
        elif kind == "reveal":
            out.append(REVEAL)
        else:
            out += _LISTERS[kind](state)
    return out


_LISTERS = {"take": take_moves, "build": build_moves, "move": move_moves, "hire": hire_moves,
            "fire": fire_moves, "follow": follow_moves, "cap": cap_moves}
