"""The moves of Ramses Pyramid as :class:`Action` values, and their labels in EN and DE.

``means`` says how a layer-side's colour is met: ``"tent"`` (a crystal at your tent),
``"free"`` (the dark layer) or the number of the temple space whose temple you open.

====================  ========================================  ==============================
kind / args           example label                              when
====================  ========================================  ==============================
``roll`` n, effect    ``Roll 3 + mummy``                         chance step
``climb``             ``Climb (roll the die)``                   on the pyramid, before rolling
``sideways`` s, m     ``Move sideways to the north side``        on the pyramid, before rolling
``enter`` side        ``Enter the west side``                    the turn after the lap
``pass``              ``Pass (every side is blocked)``           nowhere to enter
``turn`` layer, dir   ``Turn layer 3 clockwise``                 after a turn roll
``steal`` seat, col   ``Steal the red crystal from P2``          after a steal roll
``mummy`` side        ``Bring down the mummy on the east side``  after a mummy roll
``advance`` n         ``Move 2 spaces``                          option track_up_to
``take``              ``Take the red crystal``                   on a brown space
``peek``              ``Look into the temple on space 5``        on a brown space
``nothing``           ``Do nothing here``                        on a brown space
``place`` space       ``Put the temple on space 2``              after a peek or an opening
``up``/``down`` m     ``Climb to layer 3 (red: tent crystal)``   while climbing
``stop``              ``Stop here``                              while climbing
``name`` colour       ``Temple A holds red``                     treasure room
====================  ========================================  ==============================

>>> Move.CLIMB.value, Move("up") is Move.UP
('climb', True)
>>> means_text(5, "en"), means_text("tent", "de")
('open the temple on space 5', 'Juwel am Zelt')
"""

from __future__ import annotations

from enum import Enum

from ...engine import Action
from .board import COLOURS


class Move(str, Enum):
    """The kinds of action."""

    ROLL = "roll"
    CLIMB = "climb"
    SIDEWAYS = "sideways"
    ENTER = "enter"
    PASS = "pass"
    TURN = "turn"
    STEAL = "steal"
    MUMMY = "mummy"
    ADVANCE = "advance"
    TAKE = "take"
    PEEK = "peek"
    NOTHING = "nothing"
    PLACE = "place"
    UP = "up"
    DOWN = "down"
    STOP = "stop"
    NAME = "name"


Means = str | int

_MEANS = (int, "tent", "free")
ARGUMENTS: dict[str, tuple[tuple[object, ...], ...]] = {
    Move.ROLL.value: ((int,), ("plain", "turn", "steal", "mummy")),
    Move.CLIMB.value: (), Move.SIDEWAYS.value: ((int,), _MEANS), Move.ENTER.value: ((int,),),
    Move.PASS.value: (), Move.TURN.value: ((int,), (int,)), Move.STEAL.value: ((int,), COLOURS),
    Move.MUMMY.value: ((int,),), Move.ADVANCE.value: ((int,),), Move.TAKE.value: (),
    Move.PEEK.value: (), Move.NOTHING.value: (), Move.PLACE.value: ((int,),),
    Move.UP.value: (_MEANS,), Move.DOWN.value: (_MEANS,), Move.STOP.value: (),
    Move.NAME.value: (COLOURS,),
}
"""What each move's arguments take (the kernel's type check reads it, ``GameState.argument_kinds``):
``"tent"`` is a means even when no listed move has it, so the game's refusal names the rule."""


def act(kind: Move, *args: object) -> Action:
    """An action of ``kind`` (its label is added by the state when listing moves)."""
    return Action(kind.value, tuple(args))


def means_text(means: Means, lang: str) -> str:
    """How a colour is met, as words."""
    de = lang == "de"
    if means == "tent":
        return "Juwel am Zelt" if de else "crystal at the tent"
    if means == "free":
        return "dunkle Stufe, frei" if de else "dark layer, free"
    return f"Tempel auf Feld {means} öffnen" if de else f"open the temple on space {means}"
