"""Strict argument types for every game's moves, checked once in the kernel.

Python counts ``True == 1 == 1.0``, so without a check ``Action("draw", (True,))`` would pass
for *Draw 1* and ``(1.0,)`` reach code that needs an ``int``. Before a game looks at a move,
the kernel compares the *type shape* of its arguments with the moves the game lists for the
same kind right now: a ``bool`` is never an ``int``, a float is never a valid argument, and a
list holds what the listed lists hold. The game's own ``_reject`` then judges the values
(counts, ranges, names) and names its rule.

>>> from pyramid_explorer.engine import Action
>>> listed = [Action("draw", (1,)), Action("draw", (2,))]
>>> problem = argument_problem(Action("draw", (True,)), listed)
>>> problem.rule_id
'engine.action'
>>> problem.message("en")
"Argument 1 of the move 'draw' is True, a true/false value; this move takes a whole number there."
>>> argument_problem(Action("draw", (3,)), listed) is None      # values are the game's job
True
>>> argument_problem(Action("draw", (1.0,)), listed).message("de")
'Argument 1 des Zugs „draw“ ist 1.0, eine Dezimalzahl; dieser Zug erwartet dort eine ganze Zahl.'
>>> argument_problem(Action("draw", (1.0,)), []).message("de")
'Argument 1 des Zugs „draw“ ist 1.0, eine Dezimalzahl; Züge nehmen nur ganze Zahlen, Texte und Listen.'
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from .action import Action
from .errors import IllegalAction

_WORDS = {
    "int": ("a whole number", "eine ganze Zahl"),
    "str": ("a text", "ein Text"),
    "bool": ("a true/false value", "ein Wahrheitswert"),
    "float": ("a decimal number", "eine Dezimalzahl"),
    "none": ("nothing (null)", "nichts (null)"),
    "list": ("a list", "eine Liste"),
}
_PLAIN = (int, str, tuple)


def kind_of(value: Any) -> str:
    """The type word of one argument value (``bool`` is not ``int``).

    >>> kind_of(True), kind_of(1), kind_of(1.5), kind_of(("a",)), kind_of(None)
    ('bool', 'int', 'float', 'list', 'none')
    """
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, tuple | list):
        return "list"
    if isinstance(value, int):
        return "int"
    if isinstance(value, str):
        return "str"
    if isinstance(value, float):
        return "float"
    return type(value).__name__


def _words(kind: str, lang: int) -> str:
    return _WORDS.get(kind, (f"a {kind} object", f"ein {kind}-Objekt"))[lang]


class _Shape:
    """What the listed moves of one kind hold at each argument position."""

    def __init__(self) -> None:
        self.scalars: list[set[str]] = []       # position -> kinds seen there
        self.elements: list[set[str]] = []      # position -> kinds seen inside lists there

    def add(self, listed: Iterable[Action]) -> _Shape:
        """Widen the shape by the moves ``listed`` (of this kind); returns itself."""
        for action in listed:
            for i, value in enumerate(action.args):
                while len(self.scalars) <= i:
                    self.scalars.append(set())
                    self.elements.append(set())
                kind = kind_of(value)
                self.scalars[i].add(kind)
                if kind == "list":
                    self.elements[i].update(kind_of(v) for v in value)
        return self

    def problem(self, action: Action) -> IllegalAction | None:
        """The refusal for the first argument whose type this shape does not hold, or None."""
        if not self.scalars:
            return _foreign_problem(action)  # no listed move of this kind has arguments
        last = len(self.scalars) - 1
        for i, value in enumerate(action.args):
            p = min(i, last)  # past the longest listed move: like its last argument (dice lists)
            got = kind_of(value)
            if got not in self.scalars[p]:
                return _refuse(action.kind, i, value, got, sorted(self.scalars[p]))
            if got == "list" and self.elements[p]:
                for v in value:
                    inner = kind_of(v)
                    if inner not in self.elements[p]:
                        return _refuse(action.kind, i, value, f"list of {inner}",
                                       sorted(f"list of {k}" for k in self.elements[p]))
        return None


def _foreign(value: Any) -> Any:
    """``(v,)`` for the first value inside ``value`` no move can take (floats, objects), else None."""
    stack = [value]
    while stack:
        v = stack.pop()
        if isinstance(v, tuple | list):
            stack.extend(v)
        elif not (v is None or isinstance(v, _PLAIN)):
            return (v,)
    return None


def _envelope_problem(action: Action) -> IllegalAction | None:
    if not isinstance(action.kind, str) or not isinstance(action.args, tuple):
        return IllegalAction("engine.action", f"{action!r} is not a move: a move has a kind "
                             "(text) and a list of arguments.",
                             de=f"{action!r} ist kein Zug: Ein Zug hat eine Art (Text) und eine "
                             "Liste von Argumenten.")
    return None


def _foreign_problem(action: Action) -> IllegalAction | None:
    for i, value in enumerate(action.args):
        if type(value) is int or type(value) is str:
            continue
        bad = _foreign(value)
        if bad is not None:
            return _refuse(action.kind, i, value, kind_of(bad[0]), None)
    return None


def argument_problem(action: Action, listed: Iterable[Action]) -> IllegalAction | None:
    """``IllegalAction("engine.action", ...)`` when an argument of ``action`` has a type no move
    of its kind takes; ``listed``: the moves the game lists now (any kinds). ``None`` otherwise."""
    problem = _envelope_problem(action)
    if problem is not None:
        return problem
    shape = _Shape().add(a for a in listed if a.kind == action.kind)
    return shape.problem(action) if shape.scalars else _foreign_problem(action)


Takes = tuple[Any, ...]
"""What one argument position of a move takes, as the game declares it: ``int`` (any whole
number), ``str`` (any text) and/or the words it takes (``"tent"``)."""


def declared_problem(action: Action, positions: tuple[Takes, ...]) -> IllegalAction | None:
    """The refusal for the first argument that fits none of its declared ``positions``.

    A game declares the argument kinds of a move (``GameState.argument_kinds``) when it takes
    words as well as numbers, so the kernel accepts exactly those and leaves judging their
    values to the game's own refusal, which names the real rule. Arguments past the declared
    ones are the game's to judge too (only floats and objects are refused here).

    >>> up = ((int, "tent", "free"),)
    >>> declared_problem(Action("up", ("tent",)), up) is None
    True
    >>> declared_problem(Action("up", ("tnet",)), up).message("en")
    "Argument 1 of the move 'up' is 'tnet', a text; this move takes a whole number, 'tent' or 'free' there."
    >>> declared_problem(Action("up", (True,)), up).message("de")
    'Argument 1 des Zugs „up“ ist True, ein Wahrheitswert; dieser Zug erwartet dort eine ganze Zahl, „tent“ oder „free“.'
    """
    for i, value in enumerate(action.args):
        if i >= len(positions):
            bad = _foreign(value)
            if bad is not None:
                return _refuse(action.kind, i, value, kind_of(bad[0]), None)
            continue
        takes = positions[i]
        got = kind_of(value)
        if (got == "int" and int in takes) or (got == "str" and (str in takes or value in takes)):
            continue
        wanted = [_describe("int", 0) if t is int else _describe("str", 0) if t is str
                  else repr(t) for t in takes]
        wanted_de = [_describe("int", 1) if t is int else _describe("str", 1) if t is str
                     else f"„{t}“" for t in takes]
        return _refuse(action.kind, i, value, got, None, (wanted, wanted_de))
    return None


def _either(words: list[str], lang: int) -> str:
    last = " or " if lang == 0 else " oder "
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + last + words[-1]


_SHAPES: dict[tuple[type, str], _Shape] = {}
"""(state class, move kind) -> the argument types its listed moves have had in this process."""
_FITS: set[tuple[type, str, tuple[type, ...]]] = set()
"""(state class, kind, argument types) of flat moves already found to fit: shapes only widen,
so such a move always fits again (the hot path: one tuple and one set look-up)."""


def check_types(state: Any, action: Action) -> IllegalAction | None:
    """:func:`argument_problem` for ``state``'s listed moves, cheap on the hot path.

    The shape of each kind is learnt from the listed moves the first time the kind is played
    and widened whenever a move does not fit it, so a legal move never costs a listing.
    """
    args = action.args
    declared = getattr(type(state), "argument_kinds", {}).get(action.kind) \
        if type(action.kind) is str else None
    if declared is not None and type(args) is tuple:
        return declared_problem(action, declared)
    if type(action.kind) is str and type(args) is tuple:
        fast = (type(state), action.kind, tuple(map(type, args)))
        if fast in _FITS:
            return None
    else:
        fast = None
    problem = _envelope_problem(action)
    if problem is not None:
        return problem
    key = (type(state), action.kind)
    shape = _SHAPES.get(key)
    if shape is None or shape.problem(action) is not None:
        listed = [a for a in state.legal_actions() if a.kind == action.kind]
        if listed:
            shape = _SHAPES[key] = (shape or _Shape()).add(listed)
    if shape is not None and shape.scalars:
        problem = shape.problem(action)
    else:
        problem = _foreign_problem(action)
    if problem is None and fast is not None and all(t is int or t is str for t in fast[2]):
        _FITS.add(fast)
    return problem


_LIST_OF = {
    "int": ("a list of whole numbers", "eine Liste ganzer Zahlen"),
    "str": ("a list of texts", "eine Liste von Texten"),
    "bool": ("a list of true/false values", "eine Liste von Wahrheitswerten"),
    "none": ("a list of nulls", "eine Liste von null-Werten"),
    "list": ("a list of lists", "eine Liste von Listen"),
}


def _describe(kind: str, lang: int) -> str:
    if kind.startswith("list of "):
        return _LIST_OF.get(kind[8:], ("a list", "eine Liste"))[lang]
    return _words(kind, lang)


def _refuse(kind: str, i: int, value: Any, got: str, wanted: list[str] | None,
            words: tuple[list[str], list[str]] | None = None) -> IllegalAction:
    shown = list(value) if isinstance(value, tuple) else value
    if words is not None:
        en_tail = f"this move takes {_either(words[0], 0)} there."
        de_tail = f"dieser Zug erwartet dort {_either(words[1], 1)}."
    elif wanted is None:
        en_tail = "moves take only whole numbers, texts and lists."
        de_tail = "Züge nehmen nur ganze Zahlen, Texte und Listen."
    else:
        en_tail = "this move takes " + " or ".join(_describe(k, 0) for k in wanted) + " there."
        de_tail = "dieser Zug erwartet dort " + " oder ".join(_describe(k, 1) for k in wanted) + "."
    return IllegalAction(
        "engine.action",
        f"Argument {i + 1} of the move {kind!r} is {shown!r}, {_describe(got, 0)}; {en_tail}",
        de=f"Argument {i + 1} des Zugs „{kind}“ ist {shown!r}, {_describe(got, 1)}; {de_tail}")
