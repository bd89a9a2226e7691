"""The options of *Im Bann der Pyramide*: the rulebook's variants and our alternative rulings.

>>> opts = make_options({"advanced": True})
>>> opts.advanced, opts.turn_cap
(True, 1000)
>>> make_options({"turn_cap": -1})
Traceback (most recent call last):
...
pyramid_explorer.engine.errors.OptionError: option 'turn_cap' must be 0 (no cap) or a positive number
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ...engine.errors import OptionError
from ...engine.options import OptionSpec, build_options
from ...engine.rules import Bilingual


@dataclass(frozen=True)
class ImBannOptions:
    """The variants and alternative rulings (see ``pyramid-explorer rules im-bann-der-pyramide``)."""

    adventure_side: str = "high"
    chamber_side: str = "random"
    advanced: bool = False
    multi_game: bool = False
    mummy_recipient: str = "random"
    curse_protected: str = "card"
    turn_cap: int = 1000
    data_file: str = ""
    adv_chamber_play: str = "continue"
    magic_same_item: bool = False
    shed_then_complete: bool = False


OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("adventure_side", "high", Bilingual("Adventure side", "Abenteuer-Seite"),
               Bilingual("Which side of the adventure cards is used (low: shorter game).",
                         "Welche Seite der Abenteuerkarten genutzt wird (niedrig: kürzer)."),
               ("low", "high"), "ib.setup.adventures"),
    OptionSpec("chamber_side", "random", Bilingual("King's Chamber side", "Seite der Königskammer"),
               Bilingual("Random as in the rulebook, or a fixed side.",
                         "Zufällig wie in der Regel, oder eine feste Seite."),
               ("random", "low", "high"), "ib.setup.chamber"),
    OptionSpec("advanced", False, Bilingual("Advanced Variant", "Fortgeschrittenen-Variante"),
               Bilingual("An empty hand completes an adventure; the Curse may hit your own "
                         "showcase.",
                         "Eine leere Hand erfüllt ein Abenteuer; der Fluch darf die eigene "
                         "Auslage treffen."), None, "ib.adv.empty_hand"),
    OptionSpec("multi_game", False, Bilingual("Multi-game variant", "Variante für mehrere Partien"),
               Bilingual("Finish the round and score minus points (returned as negative "
                         "numbers).",
                         "Runde zu Ende spielen und Minuspunkte werten (als negative Zahlen)."),
               None, "ib.multi.round"),
    OptionSpec("mummy_recipient", "random", Bilingual("Mummy card goes to", "Mumienkarte geht an"),
               Bilingual("A random other player (rulebook) or one the player chooses.",
                         "Einen zufälligen Mitspieler (Regel) oder einen gewählten."),
               ("random", "choice"), "ib.mummy.random"),
    OptionSpec("curse_protected", "card", Bilingual("Protected against a Curse",
                                                    "Geschützt gegen Fluch"),
               Bilingual("'card': the protected player picks the exact card; 'kind': picks "
                         "Protection or a random equipment card.",
                         "„card“: Geschützte wählen die Karte; „kind“: wählen Schutz oder eine "
                         "zufällige Ausrüstung."), ("card", "kind"), "ib.curse.protected"),
    OptionSpec("turn_cap", 1000, Bilingual("Turn cap", "Zuggrenze"),
               Bilingual("After this many turns the game ends as a draw (0: never).",
                         "Nach so vielen Zügen endet das Spiel unentschieden (0: nie)."),
               None, "ib.stall.turn_cap"),
    OptionSpec("data_file", "", Bilingual("Data file", "Datendatei"),
               Bilingual("Path of a JSON file with other card values (empty: built-in).",
                         "Pfad einer JSON-Datei mit anderen Kartenwerten (leer: eingebaut)."),
               None, "ib.data.values"),
    OptionSpec("adv_chamber_play", "continue",
               Bilingual("Advanced: refill at the Chamber", "Fortgeschritten: Nachziehen an der "
                         "Kammer"),
               Bilingual("'continue': after the five new cards the player may go on playing as "
                         "before (one equipment card after a special card, any number after a "
                         "Scarab); 'stop': no more cards this turn.",
                         "„continue“: Nach den fünf neuen Karten darf weitergespielt werden wie "
                         "zuvor (eine Ausrüstung nach einer Sonderkarte, beliebig viele nach "
                         "einem Skarabäus); „stop“: keine weiteren Karten in diesem Zug."),
               ("continue", "stop"), "ib.adv.chamber_play"),
    OptionSpec("magic_same_item", False,
               Bilingual("Magic Power may keep the item", "Zauberkraft darf den Gegenstand "
                         "lassen"),
               Bilingual("Off: Magic Power must turn the depot to another item. On: it may "
                         "also leave the depot where it is.",
                         "Aus: Zauberkraft muss das Depot auf einen anderen Gegenstand drehen. "
                         "An: Sie darf das Depot auch lassen, wie es ist."),
               None, "ib.magic.other"),
    OptionSpec("shed_then_complete", False,
               Bilingual("Complete after passing the Mummy", "Erfüllen nach Mumie-Abgabe"),
               Bilingual("Off: after discarding equipment to pass the Mummy to a player at the "
                         "King's Chamber no adventure can be completed that turn. On: after "
                         "option B it still can, and the Mummy's +3 no longer counts.",
                         "Aus: Nachdem du Ausrüstung abgelegt und die Mumie an jemanden an der "
                         "Königskammer gegeben hast, kannst du in diesem Zug kein Abenteuer "
                         "mehr erfüllen. An: Nach Option B geht es noch, und die +3 der Mumie "
                         "zählen nicht mehr."),
               None, "ib.mummy.shed_timing"),
)


def make_options(given: Mapping[str, Any]) -> ImBannOptions:
    """The options named in ``given`` (the rest at their defaults), checked; ``OptionError``."""
    opts = build_options(ImBannOptions, OPTIONS, dict(given))
    if opts.turn_cap < 0:
        raise OptionError("option 'turn_cap' must be 0 (no cap) or a positive number")
    return opts


def counts_minus_points(options: ImBannOptions) -> bool:
    """True in the Multi-Game variant, which scores minus points (``returns()`` gives them as
    negative numbers): the game's ``GameSpec.counts_minus_points``.

    >>> counts_minus_points(ImBannOptions()), counts_minus_points(ImBannOptions(multi_game=True))
    (False, True)
    """
    return options.multi_game
