"""The challenge language: dice patterns written like the hieroglyphs on the cards.

A challenge is one or more *alternatives* separated by ``|``; an alternative is a list of
dice, each written as

- a pip ``1``–``6``: a die showing exactly that value;
- ``?``: a die showing any value;
- a letter ``X``, ``Y``, … (any capital; lower case is accepted and capitalised): all dice with
  the same letter show the same value, dice with different letters show different values;
- ``?`` or a letter may carry a bound: ``?>3`` (higher than 3), ``?<4``, ``?>=4``, ``?<=3``,
  ``?!=6``;
- any die may be repeated with ``*N``: ``?>3*5`` is ``?>3 ?>3 ?>3 ?>3 ?>3``.

A challenge is *met* by a roll when some of the dice form one of its alternatives; the other
dice are free.

>>> c = Challenge.parse("1 2 3 4 | 2 3 4 5 | 3 4 5 6")
>>> c.matches((6, 3, 5, 1, 4))
True
>>> c.matches((1, 2, 3, 5, 6))
False
>>> Challenge.parse("X X X Y Y").matches((2, 2, 2, 2, 2))   # X and Y differ
False
>>> Challenge.parse("?>3*5").matches((4, 5, 6, 6, 4))
True
>>> Challenge.parse("x x x").notation
'X X X'
>>> Challenge.parse("1 2 |")
Traceback (most recent call last):
...
pyramid_explorer.dice.challenge_syntax.ChallengeSyntaxError: expected a die (1-6, ?, or a letter such as X) after '|' at position 6
  1 2 |
       ^

Reading the notation (and its error messages) is :mod:`.challenge_syntax`; this module gives
a parsed challenge its meaning: which rolls meet it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import combinations_with_replacement, permutations, product

import numpy as np

from .challenge_syntax import ALL_FACES, MAX_REPEAT, ChallengeSyntaxError, Term, parse_terms
from .multisets import FACES, multisets


def _letter_faces(terms: Sequence[Term]) -> tuple[dict[str, int], dict[str, frozenset[int]]]:
    sizes: dict[str, int] = {}
    faces: dict[str, frozenset[int]] = {}
    for t in terms:
        if t.letter:
            sizes[t.letter] = sizes.get(t.letter, 0) + t.repeat
            faces[t.letter] = faces.get(t.letter, ALL_FACES) & t.faces
    return sizes, faces


def _fillings(terms: Sequence[Term]) -> set[tuple[int, ...]]:
    """Every way the dice of one alternative can show values, as face-count vectors."""
    pips = [0] * 6
    free: dict[frozenset[int], int] = {}
    for t in terms:
        if t.atom.isdigit():
            pips[int(t.atom) - 1] += t.repeat
        elif t.atom == "?":
            free[t.faces] = free.get(t.faces, 0) + t.repeat
    sizes, faces = _letter_faces(terms)
    letters = list(sizes)
    free_groups = [tuple(combinations_with_replacement(sorted(fs), k)) for fs, k in free.items()]
    out: set[tuple[int, ...]] = set()
    for values in permutations(FACES, len(letters)):
        if any(v not in faces[letter] for letter, v in zip(letters, values, strict=True)):
            continue
        base = list(pips)
        for letter, v in zip(letters, values, strict=True):
            base[v - 1] += sizes[letter]
        for choice in product(*free_groups):
            counts = list(base)
            for group in choice:
                for v in group:
                    counts[v - 1] += 1
            out.add(tuple(counts))
    return out


@dataclass(frozen=True)
class Challenge:
    """A parsed challenge. Build one with :meth:`Challenge.parse`.

    Two challenges are equal when their canonical notation is equal (spacing and letter case
    normalised; ``?>3*5`` and five ``?>3`` are *different* notations of the same dice — compare
    :meth:`match_vector` for meaning).

    >>> Challenge.parse("X X X") == Challenge.parse("XXX")
    True
    >>> str(Challenge.parse("6 6 6|1 1 1"))
    '6 6 6 | 1 1 1'
    >>> Challenge.parse("?>3*5").dice_needed
    5
    """

    notation: str
    alternatives: tuple[tuple[Term, ...], ...] = field(compare=False, repr=False)

    @classmethod
    def parse(cls, text: str) -> Challenge:
        """Parse challenge notation; :class:`ChallengeSyntaxError` shows where it is wrong."""
        return _parse_cached(text)

    def __str__(self) -> str:
        return self.notation

    @property
    def dice_needed(self) -> int:
        """The fewest dice that can meet the challenge (its shortest alternative)."""
        return min(sum(t.repeat for t in alt) for alt in self.alternatives)

    def fillings(self) -> np.ndarray:
        """Face-count vectors (K, 6) of every minimal way to meet the challenge."""
        return _fillings_array(self.notation)

    def match_vector(self, n: int = 5) -> np.ndarray:
        """Boolean array over :func:`multisets` ``(n)``: which sorted rolls meet the challenge."""
        return _match_vector(self.notation, n)

    def matches(self, dice: Sequence[int]) -> bool:
        """True when some of ``dice`` (any number of dice, values 1–6) form the challenge."""
        key = tuple(sorted(dice))
        table = _match_dict(self.notation, len(key))
        try:
            return table[key]
        except KeyError:
            raise ValueError(f"dice show 1 to 6; got {tuple(dice)}") from None

    def count(self, n: int = 5) -> int:
        """How many of the 6**n ordered rolls of ``n`` dice meet the challenge.

        >>> Challenge.parse("X X X X X").count()
        6
        """
        table = multisets(n)
        return int(round(float(table.prob[self.match_vector(n)].sum()) * 6**n))


@lru_cache(maxsize=512)
def _parse_cached(text: str) -> Challenge:
    alternatives = parse_terms(text)
    notation = " | ".join(" ".join(str(t) for t in alt) for alt in alternatives)
    return Challenge(notation, alternatives)


@lru_cache(maxsize=512)
def _fillings_array(notation: str) -> np.ndarray:
    challenge = _parse_cached(notation)
    rows: set[tuple[int, ...]] = set()
    for alt in challenge.alternatives:
        rows |= _fillings(alt)
    arr = np.array(sorted(rows), dtype=np.int64).reshape(-1, 6)
    arr.setflags(write=False)
    return arr


@lru_cache(maxsize=2048)
def _match_vector(notation: str, n: int) -> np.ndarray:
    table = multisets(n)
    fill = _fillings_array(notation)
    fill = fill[fill.sum(axis=1) <= n]
    if len(fill) == 0:
        vec = np.zeros(len(table), dtype=bool)
    else:
        vec = (fill[None, :, :] <= table.counts[:, None, :]).all(axis=2).any(axis=1)
    vec.setflags(write=False)
    return vec


@lru_cache(maxsize=2048)
def _match_dict(notation: str, n: int) -> dict[tuple[int, ...], bool]:
    table = multisets(n)
    vec = _match_vector(notation, n)
    return dict(zip(table.tuples, vec.tolist(), strict=True))


def as_challenge(value: Challenge | str) -> Challenge:
    """A :class:`Challenge` from a challenge or its notation (room names: see ``odds``)."""
    if isinstance(value, Challenge):
        return value
    return Challenge.parse(value)


def any_of(challenges: Iterable[Challenge]) -> Challenge:
    """One challenge met when any of ``challenges`` is met (their alternatives joined).

    >>> any_of([Challenge.parse("X X X"), Challenge.parse("1 2 3")]).notation
    'X X X | 1 2 3'
    """
    return Challenge.parse(" | ".join(c.notation for c in challenges))


__all__ = ["ALL_FACES", "MAX_REPEAT", "Challenge", "ChallengeSyntaxError", "Term", "any_of", "as_challenge"]
