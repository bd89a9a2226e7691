"""Every Ramses Pyramid move and die outcome as one small integer code, and back.

=============  ==========================================  =====
kind           code                                         count
=============  ==========================================  =====
roll           ``C_ROLL + i`` (``chance_outcomes()`` order)   4
climb          ``C_CLIMB``                                    1
sideways s, m  ``C_SIDEWAYS + 10 * s + means``               40
enter s        ``C_ENTER + s``                                4
pass           ``C_PASS``                                     1
turn l, d      ``C_TURN + 2 * (l - 2) + (d == -1)``          10
steal p, c     ``C_STEAL + 6 * p + c``                       24
mummy s        ``C_MUMMY + s``                                4
advance k      ``C_ADVANCE + k - 1``                          3
take/peek/…    ``C_TAKE``, ``C_PEEK``, ``C_NOTHING``           3
place space    ``C_PLACE + space - 1``                        8
up/down m      ``C_UP + means``, ``C_DOWN + means``           20
stop           ``C_STOP``                                     1
name c         ``C_NAME + c``                                 6
=============  ==========================================  =====

``means`` (how a colour is met) is ``M_FREE`` (0), a temple space 1–8, or ``M_TENT`` (9).

>>> from pyramid_explorer.engine import Action
>>> code = action_code(None, Action("sideways", (2, "tent")))
>>> code == C_SIDEWAYS + 20 + M_TENT, action_from_code(None, code)
(True, Action(kind='sideways', args=(2, 'tent'), label=''))
>>> all(action_code(None, action_from_code(None, c)) == c for c in range(NUM_CODES))
True
"""

from __future__ import annotations

from typing import Any

from ....engine import Action
from ....games.ramses_pyramid.board import COLOURS

C_ROLL = 0
C_CLIMB = 4
C_SIDEWAYS = 5
C_ENTER = 45
C_PASS = 49
C_TURN = 50
C_STEAL = 60
C_MUMMY = 84
C_ADVANCE = 88
C_TAKE = 91
C_PEEK = 92
C_NOTHING = 93
C_PLACE = 94
C_UP = 102
C_DOWN = 112
C_STOP = 122
C_NAME = 123
NUM_CODES = 129

M_FREE = 0
M_TENT = 9
NONE = -1
"""No means (the memory bot's ``None``)."""

ROLLS = ((1, "turn"), (2, "steal"), (2, "plain"), (3, "mummy"))
"""The die's outcomes in ``chance_outcomes()`` order (``board.die_outcomes``)."""
ROLL_VALUES = (1, 2, 2, 3)
ROLL_EFFECTS = (1, 2, 0, 3)  # layout.EFFECTS indices: turn, steal, plain, mummy

_SIMPLE = {"climb": C_CLIMB, "pass": C_PASS, "take": C_TAKE, "peek": C_PEEK,
           "nothing": C_NOTHING, "stop": C_STOP}
_SIMPLE_BACK = {code: kind for kind, code in _SIMPLE.items()}


def means_code(means: str | int) -> int:
    """``"free"`` 0, a temple space 1–8 itself, ``"tent"`` 9."""
    if means == "free":
        return M_FREE
    if means == "tent":
        return M_TENT
    return int(means)


def means_arg(code: int) -> str | int:
    """The action argument of means ``code`` (:func:`means_code` backwards)."""
    if code == M_FREE:
        return "free"
    if code == M_TENT:
        return "tent"
    return code


def action_code(state: Any, action: Action) -> int:
    """The code of ``action`` (``state`` is not needed: codes do not depend on it)."""
    kind, a = action.kind, action.args
    if kind in _SIMPLE:
        return _SIMPLE[kind]
    if kind == "roll":
        return C_ROLL + ROLLS.index((a[0], a[1]))
    if kind == "sideways":
        return C_SIDEWAYS + 10 * a[0] + means_code(a[1])
    if kind == "enter":
        return C_ENTER + a[0]
    if kind == "turn":
        return C_TURN + 2 * (a[0] - 2) + (1 if a[1] == -1 else 0)
    if kind == "steal":
        return C_STEAL + 6 * a[0] + COLOURS.index(a[1])
    if kind == "mummy":
        return C_MUMMY + a[0]
    if kind == "advance":
        return C_ADVANCE + a[0] - 1
    if kind == "place":
        return C_PLACE + a[0] - 1
    if kind == "up":
        return C_UP + means_code(a[0])
    if kind == "down":
        return C_DOWN + means_code(a[0])
    if kind == "name":
        return C_NAME + COLOURS.index(a[0])
    raise ValueError(f"not a Ramses Pyramid move: {action!r}")


def action_from_code(state: Any, code: int) -> Action:
    """The action of ``code`` (without its label; labels do not take part in equality)."""
    code = int(code)
    if code in _SIMPLE_BACK:
        return Action(_SIMPLE_BACK[code])
    if C_ROLL <= code < C_CLIMB:
        return Action("roll", ROLLS[code - C_ROLL])
    if C_SIDEWAYS <= code < C_ENTER:
        k = code - C_SIDEWAYS
        return Action("sideways", (k // 10, means_arg(k % 10)))
    if C_ENTER <= code < C_PASS:
        return Action("enter", (code - C_ENTER,))
    if C_TURN <= code < C_STEAL:
        k = code - C_TURN
        return Action("turn", (k // 2 + 2, -1 if k % 2 else 1))
    if C_STEAL <= code < C_MUMMY:
        k = code - C_STEAL
        return Action("steal", (k // 6, COLOURS[k % 6]))
    if C_MUMMY <= code < C_ADVANCE:
        return Action("mummy", (code - C_MUMMY,))
    if C_ADVANCE <= code < C_TAKE:
        return Action("advance", (code - C_ADVANCE + 1,))
    if C_PLACE <= code < C_UP:
        return Action("place", (code - C_PLACE + 1,))
    if C_UP <= code < C_DOWN:
        return Action("up", (means_arg(code - C_UP),))
    if C_DOWN <= code < C_STOP:
        return Action("down", (means_arg(code - C_DOWN),))
    if C_NAME <= code < NUM_CODES:
        return Action("name", (COLOURS[code - C_NAME],))
    raise ValueError(f"not a Ramses Pyramid move code: {code}")
