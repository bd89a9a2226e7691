"""Reading challenge notation: text into alternatives of written dice (:class:`Term`).

The grammar is described in :mod:`pyramid_explorer.dice.challenge`, whose
:meth:`~pyramid_explorer.dice.challenge.Challenge.parse` is the way in. A mistake raises
:class:`ChallengeSyntaxError` naming the problem and pointing at it.

>>> [[str(t) for t in alt] for alt in parse_terms("x x ?>3 | 6*3")]
[['X', 'X', '?>3'], ['6*3']]
>>> parse_terms("?>6 X")
Traceback (most recent call last):
...
pyramid_explorer.dice.challenge_syntax.ChallengeSyntaxError: no die can show a value higher than 6 at position 1
  ?>6 X
  ^
"""

from __future__ import annotations

from dataclasses import dataclass

from .multisets import FACES

ALL_FACES = frozenset(FACES)
_OPS = {
    ">": lambda f, v: f > v,
    "<": lambda f, v: f < v,
    ">=": lambda f, v: f >= v,
    "<=": lambda f, v: f <= v,
    "!=": lambda f, v: f != v,
}
_OP_WORDS = {">": "higher than", "<": "lower than", ">=": "at least", "<=": "at most",
             "!=": "other than"}
MAX_REPEAT = 9


class ChallengeSyntaxError(ValueError):
    """Bad challenge notation. ``position`` is the 0-based index of the problem in ``text``.

    ``str(error)`` names the problem, its position (1-based, as a person counts) and shows the
    text with a caret under the problem.
    """

    def __init__(self, reason: str, text: str, position: int) -> None:
        self.reason = reason
        self.text = text
        self.position = position
        super().__init__(f"{reason} at position {position + 1}\n  {text}\n  {' ' * position}^")


@dataclass(frozen=True)
class Term:
    """One written die of a challenge: ``atom`` is ``"1"``–``"6"``, ``"?"`` or a letter."""

    atom: str
    op: str | None = None
    value: int | None = None
    repeat: int = 1

    @property
    def faces(self) -> frozenset[int]:
        """The faces this die may show (the bound applied; a pip allows only itself)."""
        if self.atom.isdigit():
            return frozenset({int(self.atom)})
        if self.op is None:
            return ALL_FACES
        assert self.value is not None
        return frozenset(f for f in FACES if _OPS[self.op](f, self.value))

    @property
    def letter(self) -> str | None:
        return self.atom if self.atom.isalpha() else None

    def __str__(self) -> str:
        bound = "" if self.op is None else f"{self.op}{self.value}"
        rep = "" if self.repeat == 1 else f"*{self.repeat}"
        return f"{self.atom}{bound}{rep}"


def parse_terms(text: str) -> tuple[tuple[Term, ...], ...]:
    """Parse ``text`` into alternatives of terms (see the module docstring for the grammar)."""
    if not isinstance(text, str):
        raise TypeError(f"a challenge is written as text, not {type(text).__name__}")
    alternatives: list[tuple[Term, ...]] = []
    current: list[Term] = []
    i, n = 0, len(text)
    after_bar = False
    while True:
        while i < n and text[i].isspace():
            i += 1
        if i >= n:
            break
        ch = text[i]
        if ch == "|":
            if not current:
                where = "before the first '|'" if not alternatives else "between two '|'"
                raise ChallengeSyntaxError(
                    f"expected a die (1-6, ?, or a letter such as X) {where}", text, i)
            alternatives.append(tuple(current))
            current = []
            after_bar = True
            i += 1
            continue
        start = i
        if ch in "123456?":
            atom = ch
        elif ch.isascii() and ch.isalpha():
            atom = ch.upper()
        elif ch in "0789":
            raise ChallengeSyntaxError(f"a die shows 1 to 6, not {ch}", text, i)
        elif ch in "<>!=":
            raise ChallengeSyntaxError(
                f"the bound '{ch}' needs a die before it (write ?{ch}3 or X{ch}3)", text, i)
        elif ch == "*":
            raise ChallengeSyntaxError("'*N' repeats the die before it; there is none", text, i)
        else:
            raise ChallengeSyntaxError(
                f"unexpected character {ch!r}; use 1-6, ?, letters such as X, bounds like ?>3, "
                "'*N' to repeat and '|' between alternatives", text, i)
        i += 1
        op: str | None = None
        value: int | None = None
        if i < n and text[i] in "<>!=":
            op_start = i
            op = text[i]
            i += 1
            if i < n and text[i] == "=":
                op += "="
                i += 1
            if op not in _OPS:
                raise ChallengeSyntaxError(
                    f"unknown bound {op!r}; use >, <, >=, <= or !=", text, op_start)
            if atom.isdigit():
                raise ChallengeSyntaxError(
                    f"the pip {atom} already fixes the value; a bound goes on ? or a letter",
                    text, op_start)
            if i >= n or text[i] not in "123456":
                got = "the end" if i >= n else repr(text[i])
                raise ChallengeSyntaxError(
                    f"expected a value 1-6 after {op!r}, found {got}", text, i)
            value = int(text[i])
            i += 1
            term = Term(atom, op, value)
            if not term.faces:
                raise ChallengeSyntaxError(
                    f"no die can show a value {_OP_WORDS[op]} {value}", text, start)
        repeat = 1
        if i < n and text[i] == "*":
            i += 1
            j = i
            while j < n and text[j].isdigit():
                j += 1
            if j == i:
                got = "the end" if i >= n else repr(text[i])
                raise ChallengeSyntaxError(
                    f"expected how many times to repeat after '*', found {got}", text, i)
            repeat = int(text[i:j])
            if not 1 <= repeat <= MAX_REPEAT:
                raise ChallengeSyntaxError(
                    f"repeat count must be 1 to {MAX_REPEAT}, not {repeat}", text, i)
            i = j
        current.append(Term(atom, op, value, repeat))
        after_bar = False
    if not current:
        if after_bar:
            raise ChallengeSyntaxError(
                "expected a die (1-6, ?, or a letter such as X) after '|'", text, n)
        raise ChallengeSyntaxError(
            "the challenge is empty; write dice such as 'X X X' or '1 2 3 4'", text, n)
    alternatives.append(tuple(current))
    return tuple(alternatives)


__all__ = ["ALL_FACES", "MAX_REPEAT", "ChallengeSyntaxError", "Term", "parse_terms"]
