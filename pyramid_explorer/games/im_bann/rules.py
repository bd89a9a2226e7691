"""The rule clauses of *Im Bann der Pyramide*: seed rules in our own words, and rulings.

The clauses are written by area: :mod:`.rules_turn` (setup, a turn, option A),
:mod:`.rules_cards` (option B and the special cards), :mod:`.rules_adventures` (completing,
the Mummy, the end) and :mod:`.rules_variants`; where each comes from (the rulebook's
sections, in German too) is :mod:`.rule_citations`. This module joins them in that order and
registers them.

>>> from pyramid_explorer.engine import RULES
>>> RULES.get("ib.chamber.exact").kind
'seed'
>>> RULES.get("ib.curse.protected").option
'curse_protected'
>>> RULES.get("ib.multi.floor").cite("de")
'Spielregel „Im Bann der Pyramide“, Variante über mehrere Partien (Entscheid des Projekts)'
"""

from __future__ import annotations

from ...engine.rules import RULES, RuleClause, with_german_sources
from .rule_citations import BOOK, BOOK_DE, SECTIONS_DE, SOURCES_DE, TAILS_DE
from .rules_adventures import ADVENTURE_CLAUSES
from .rules_cards import CARD_CLAUSES
from .rules_turn import TURN_CLAUSES
from .rules_variants import VARIANT_CLAUSES

GAME_ID = "im-bann-der-pyramide"

CLAUSES: tuple[RuleClause, ...] = with_german_sources(
    TURN_CLAUSES + CARD_CLAUSES + ADVENTURE_CLAUSES + VARIANT_CLAUSES, SOURCES_DE)
RULES.register(GAME_ID, CLAUSES)

__all__ = ["BOOK", "BOOK_DE", "CLAUSES", "GAME_ID", "SECTIONS_DE", "SOURCES_DE", "TAILS_DE"]
