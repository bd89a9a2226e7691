"""Rule clauses: every rule the engines enforce, with its source and its wording.

Each game registers its clauses once at import time. A clause is either ``seed`` (it
restates, in our own words, a sentence of the rulebook text in ``shared/seeds``) or
``ruling`` (the rulebook is silent or ambiguous and the project decided; the other reading is
then usually available as a game option, named in ``option``).

>>> clause = RuleClause(
...     id="demo.roll", kind="seed", source="Demo rules, Turn",
...     title=Bilingual("Roll", "Würfeln"),
...     text=Bilingual("Roll all five dice.", "Wirf alle fünf Würfel."))
>>> clause.title.get("de")
'Würfeln'
>>> clause.one_line()
'demo.roll [seed] Roll — Roll all five dice. (Demo rules, Turn)'

The citation has a German form too (``source_de``); :meth:`RuleClause.cite` picks one:

>>> german = with_german_sources([clause], {"Demo rules, Turn": "Demo-Regeln, Spielzug"})[0]
>>> german.cite("de"), german.cite("en"), german.id
('Demo-Regeln, Spielzug', 'Demo rules, Turn', 'demo.roll')
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from typing import Literal

Kind = Literal["seed", "ruling"]
LANGUAGES = ("en", "de")


@dataclass(frozen=True)
class Bilingual:
    """A short text in English and German. ``str()`` gives the English text."""

    en: str
    de: str

    def get(self, lang: str = "en") -> str:
        """The text in ``lang`` ("en" or "de"); English for any other language."""
        return self.de if lang == "de" else self.en

    def __str__(self) -> str:
        return self.en


@dataclass(frozen=True)
class RuleClause:
    """One rule of one game, in our own words, citing the rulebook section it comes from."""

    id: str
    kind: Kind
    source: str
    title: Bilingual
    text: Bilingual
    option: str | None = None  # the game option that selects another reading (rulings)
    source_de: str = ""  # the citation in German ("" = none yet: the English one is shown)

    def __post_init__(self) -> None:
        if self.kind not in ("seed", "ruling"):
            raise ValueError(f"rule {self.id}: kind must be 'seed' or 'ruling', not {self.kind!r}")

    @property
    def game_prefix(self) -> str:
        """The id's first part, e.g. ``dp`` for ``dp.turn.rerolls``."""
        return self.id.split(".", 1)[0]

    def cite(self, lang: str = "en") -> str:
        """The rulebook citation in ``lang`` (German when there is one, else the English)."""
        return self.source_de if lang == "de" and self.source_de else self.source

    def one_line(self, lang: str = "en") -> str:
        """``id [kind] title — text (source)`` on one line, for terminals and logs."""
        return (f"{self.id} [{self.kind}] {self.title.get(lang)} — {self.text.get(lang)} "
                f"({self.cite(lang)})")


def clause(rule_id: str, kind: Kind, source: str, title: tuple[str, str],
           text: tuple[str, str], option: str | None = None) -> RuleClause:
    """A :class:`RuleClause` from ``(English, German)`` pairs — how the games' clause tables
    are written.

    >>> clause("demo.roll", "seed", "Demo rules, Turn", ("Roll", "Würfeln"),
    ...        ("Roll all five dice.", "Wirf alle fünf Würfel.")).text.de
    'Wirf alle fünf Würfel.'
    """
    return RuleClause(rule_id, kind, source, Bilingual(*title), Bilingual(*text), option)


def with_german_sources(clauses: Iterable[RuleClause],
                        german: Mapping[str, str]) -> tuple[RuleClause, ...]:
    """``clauses`` with ``source_de`` filled from ``german`` (English citation -> German).

    A citation missing from ``german`` keeps ``source_de`` as it was (tests list them).
    """
    return tuple(replace(c, source_de=german[c.source]) if c.source in german else c
                 for c in clauses)


class RuleRegistry:
    """All rule clauses of all games, by id and by game."""

    def __init__(self) -> None:
        self._by_id: dict[str, RuleClause] = {}
        self._by_game: dict[str, list[str]] = {}

    def register(self, game_id: str, clauses: Iterable[RuleClause]) -> None:
        """Register ``clauses`` for ``game_id``. Registering the same clause twice is harmless."""
        ids = self._by_game.setdefault(game_id, [])
        for clause in clauses:
            known = self._by_id.get(clause.id)
            if known is not None and known != clause:
                raise ValueError(f"rule id {clause.id} registered twice with different content")
            if known is None:
                self._by_id[clause.id] = clause
                ids.append(clause.id)

    def get(self, rule_id: str) -> RuleClause:
        """The clause with this id; ``KeyError`` naming the id when there is none."""
        try:
            return self._by_id[rule_id]
        except KeyError:
            raise KeyError(f"no rule clause {rule_id!r}") from None

    def __contains__(self, rule_id: object) -> bool:
        return rule_id in self._by_id

    def for_game(self, game_id: str) -> list[RuleClause]:
        """The clauses of one game, in registration order."""
        return [self._by_id[i] for i in self._by_game.get(game_id, [])]

    def games(self) -> list[str]:
        return list(self._by_game)

    def all(self) -> list[RuleClause]:
        return list(self._by_id.values())


RULES = RuleRegistry()
"""The process-wide registry every game registers into."""
