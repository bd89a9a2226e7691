"""One way to write the program's own words in English and German: a :class:`TextTable`.

Rule clauses, option labels and card names are :class:`~pyramid_explorer.engine.rules.Bilingual`
values inside the games. The words of each part of the program (the explorer's buttons, the
dashboard's headings, an exercise's verdicts) are a table of ``key -> (English, German)`` that a
translator edits without reading code.

>>> words = TextTable("example", {"hello": ("Hello {name}", "Hallo {name}")}, listed=False)
>>> words("hello", "de", name="Ada")
'Hallo Ada'
>>> words.get("hello", "fr", name="Ada")          # any other language: English
'Hello Ada'
>>> words("nope", "en")
Traceback (most recent call last):
...
KeyError: "no text 'nope' in the example table"

A number with its noun, in the right form (German nouns also in their case after "mit"):

>>> counted(1, "reroll", "en"), counted(2, "reroll", "de"), counted(0, "reroll", "de")
('1 re-roll', '2 Neuwürfe', '0 Neuwürfe')
>>> counted(2, "relic", "de", dative=True), counted(1, "reroll", "de", dative=True)
('2 Relikten', '1 Neuwurf')
"""

from __future__ import annotations

import string
from collections.abc import Iterator, Mapping

LANGS = ("en", "de")

TABLES: list[TextTable] = []
"""Every table made so far (the tests check each has both languages and matching fields)."""


class TextTable:
    """``key -> (English, German)`` texts with ``str.format`` fields, looked up by language.

    ``lenient=True`` returns an unknown key as it is (a missing text shows, harmlessly) instead
    of raising ``KeyError``. ``listed=False`` keeps a throw-away table out of :data:`TABLES`.
    """

    def __init__(self, name: str, texts: Mapping[str, tuple[str, str]], *,
                 lenient: bool = False, listed: bool = True) -> None:
        self.name = name
        self.texts = dict(texts)
        self.lenient = lenient
        if listed:
            TABLES.append(self)

    def get(self, key: str, lang: str = "en", **fmt: object) -> str:
        """The text for ``key`` in ``lang`` (English for other languages), formatted with ``fmt``."""
        pair = self.texts.get(key)
        if pair is None:
            if self.lenient:
                return key
            raise KeyError(f"no text {key!r} in the {self.name} table")
        text = pair[1] if lang == "de" else pair[0]
        return text.format(**fmt) if fmt else text

    __call__ = get

    def __contains__(self, key: object) -> bool:
        return key in self.texts

    def __iter__(self) -> Iterator[str]:
        return iter(self.texts)

    def problems(self) -> list[str]:
        """What a translator must fix: empty texts, or fields that differ between the languages.

        >>> TextTable("t", {"a": ("{n} dice", "{m} Würfel")}, listed=False).problems()
        ["t['a']: fields ['n'] in English but ['m'] in German"]
        """
        out = []
        for key, (en, de) in self.texts.items():
            if not en.strip() or not de.strip():
                out.append(f"{self.name}[{key!r}]: a language is empty")
            fe, fd = _fields(en), _fields(de)
            if fe != fd:
                out.append(f"{self.name}[{key!r}]: fields {fe} in English but {fd} in German")
        return out


def _fields(text: str) -> list[str]:
    return sorted({name for _, name, _, _ in string.Formatter().parse(text) if name})


NOUNS: dict[str, tuple[tuple[str, str], tuple[str, str, str]]] = {
    # key: ((English one, many), (German one, many, many after "mit"/dative))
    "reroll": (("re-roll", "re-rolls"), ("Neuwurf", "Neuwürfe", "Neuwürfen")),
    "relic": (("relic", "relics"), ("Relikt", "Relikte", "Relikten")),
}
"""Nouns the program counts, with their plural forms."""


def counted(n: int, noun: str, lang: str = "en", *, dative: bool = False) -> str:
    """``n`` with ``noun`` (a key of :data:`NOUNS`) in the form that number takes in ``lang``."""
    (en_one, en_many), (de_one, de_many, de_dative) = NOUNS[noun]
    if lang == "de":
        word = de_one if n == 1 else (de_dative if dative else de_many)
    else:
        word = en_one if n == 1 else en_many
    return f"{n} {word}"
