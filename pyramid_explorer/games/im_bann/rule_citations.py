"""Where each rule of *Im Bann der Pyramide* comes from: the rulebook and its sections, in
English and German, and the two ways a clause is written (a seed rule or a project ruling).

>>> seed("ib.x", "Setup", ("A", "B"), ("a", "b")).source
'Im Bann der Pyramide rulebook, Setup'
>>> ruling("ib.y", "Setup", ("A", "B"), ("a", "b"), "some_option").kind
'ruling'
>>> SOURCES_DE["Im Bann der Pyramide rulebook, Setup (project ruling)"]
'Spielregel „Im Bann der Pyramide“, Spielvorbereitung (Entscheid des Projekts)'
"""

from __future__ import annotations

from ...engine.rules import RuleClause, clause

BOOK = "Im Bann der Pyramide rulebook"
BOOK_DE = "Spielregel „Im Bann der Pyramide“"
SECTIONS_DE = {  # the rulebook's section headings in German
    "A) Drawing or Exchanging": "A) Ziehen oder Tauschen",
    "Advanced Variant": "Variante für Fortgeschrittene",
    "B) Playing Pyramid Cards": "B) Pyramidenkarten ausspielen",
    "Completing an Adventure": "Ein Abenteuer bestehen",
    "Contents": "Spielmaterial",
    "Course of Play": "Spielablauf",
    "End of the Game": "Spielende",
    "Passing On the Mummy": "Die Mumie weitergeben",
    "Playing Special Cards: Curse": "Sonderkarten ausspielen: Fluch",
    "Playing Special Cards: Curse and Protection": "Sonderkarten ausspielen: Fluch und Schutz",
    "Playing Special Cards: Magic Power": "Sonderkarten ausspielen: Zauberkraft",
    "Playing Special Cards: Mummy": "Sonderkarten ausspielen: Mumie",
    "Playing Special Cards: Protection": "Sonderkarten ausspielen: Schutz",
    "Playing Special Cards: Scarab Amulet": "Sonderkarten ausspielen: Skarabäus-Amulett",
    "Playing an Equipment Card": "Eine Ausrüstungskarte ausspielen",
    "Setup": "Spielvorbereitung",
    "The King's Chamber": "Die Königskammer",
    "Variant for Multi-Game Play": "Variante über mehrere Partien",
}
TAILS_DE = {"": "", " (project ruling)": " (Entscheid des Projekts)", " (tip)": " (Tipp)"}
SOURCES_DE = {f"{BOOK}, {en}{tail}": f"{BOOK_DE}, {de}{tail_de}"
              for en, de in SECTIONS_DE.items() for tail, tail_de in TAILS_DE.items()}
"""Every citation of this game in German (the rule ids stay as they are)."""


def seed(cid: str, section: str, title: tuple[str, str], text: tuple[str, str]) -> RuleClause:
    """A clause restating the rulebook's ``section`` in our own words (``(en, de)`` pairs)."""
    return clause(cid, "seed", f"{BOOK}, {section}", title, text)


def ruling(cid: str, section: str, title: tuple[str, str], text: tuple[str, str],
           option: str | None = None) -> RuleClause:
    """A clause the project decided where ``section`` is silent; ``option`` gives the other
    reading."""
    return clause(cid, "ruling", f"{BOOK}, {section} (project ruling)", title, text, option)


__all__ = ["BOOK", "BOOK_DE", "SECTIONS_DE", "SOURCES_DE", "TAILS_DE", "ruling", "seed"]
