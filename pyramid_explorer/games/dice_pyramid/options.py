"""The options of Dice Pyramid: the three optional rules of the rulebook and our rulings.

>>> opts = make_options(power_relics=True)
>>> opts.power_relics, opts.relic_cap
(True, 2)
>>> make_options().relic_cap
5
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...engine.options import OptionSpec, build_options
from ...engine.rules import Bilingual


@dataclass(frozen=True)
class DicePyramidOptions:
    """The chosen variants and readings of one Dice Pyramid game (all off by default)."""

    power_relics: bool = False
    great_pyramid: bool = False
    i_know_the_way: bool = False
    full_house_five_of_a_kind: bool = False
    relic_reroll_up_to: bool = False
    may_decline: bool = False

    @property
    def relic_cap(self) -> int:
        """How many relics the player may hold: 5, or 2 with Power Relics."""
        return 2 if self.power_relics else 5

    @property
    def rows(self) -> int:
        """Rows of the pyramid: 4 (10 cards), or 5 (15 cards) for the Great Pyramid."""
        return 5 if self.great_pyramid else 4


OPTION_SPECS: tuple[OptionSpec, ...] = (
    OptionSpec(
        "power_relics", False,
        Bilingual("Power Relics, Small Backpack", "Mächtige Relikte, kleiner Rucksack"),
        Bilingual("Relics are not discarded when used; each works once per turn. "
                  "You carry at most 2.",
                  "Relikte werden beim Einsatz nicht abgelegt; jedes wirkt einmal pro Zug. "
                  "Du trägst höchstens 2."),
        rule_id="dp.option.power-relics"),
    OptionSpec(
        "great_pyramid", False,
        Bilingual("Exploring the Great Pyramid", "Die Große Pyramide erkunden"),
        Bilingual("All 15 cards in 5 rows; the Treasure Chamber may lie anywhere above the "
                  "bottom row.",
                  "Alle 15 Karten in 5 Reihen; die Schatzkammer kann überall über der "
                  "untersten Reihe liegen."),
        rule_id="dp.option.great-pyramid"),
    OptionSpec(
        "i_know_the_way", False,
        Bilingual("I Know the Way", "Ich kenne den Weg"),
        Bilingual("Every pyramid card lies face up, so you can plan ahead.",
                  "Alle Pyramidenkarten liegen offen, du kannst vorausplanen."),
        rule_id="dp.option.i-know-the-way"),
    OptionSpec(
        "full_house_five_of_a_kind", False,
        Bilingual("Five of a kind is a full house", "Fünf Gleiche sind ein Full House"),
        Bilingual("Inner Sanctum also accepts five equal dice (the default needs two "
                  "different values).",
                  "Das Innere Heiligtum akzeptiert auch fünf gleiche Würfel (normal sind "
                  "zwei verschiedene Werte nötig)."),
        rule_id="dp.ruling.full-house"),
    OptionSpec(
        "relic_reroll_up_to", False,
        Bilingual("Re-roll relics: up to the number", "Neuwurf-Relikte: bis zu der Anzahl"),
        Bilingual("A re-roll relic may re-roll fewer dice than printed (at least one).",
                  "Ein Neuwurf-Relikt darf weniger Würfel als aufgedruckt neu werfen "
                  "(mindestens einen)."),
        rule_id="dp.ruling.reroll-count"),
    OptionSpec(
        "may_decline", False,
        Bilingual("A match may be declined", "Treffer darf man ablehnen"),
        Bilingual("You may end the turn even when your dice meet an open room; it then "
                  "counts as a miss.",
                  "Du darfst den Zug beenden, auch wenn deine Würfel einen offenen Raum "
                  "erfüllen; das zählt dann als Fehlschlag."),
        rule_id="dp.ruling.must-take"),
)


def make_options(**given: Any) -> DicePyramidOptions:
    """Validated options from keyword arguments (``OptionError`` explains a bad one)."""
    return build_options(DicePyramidOptions, OPTION_SPECS, given)
