"""The options of Pyramidenbau: the rulebook's variants and the other readings of our rulings.

>>> opts = make_options(second_die="two-players")
>>> opts.second_die, opts.dice_for(2), opts.dice_for(4), opts.turn_cap
('two-players', 2, 1, 2000)
>>> make_options(second_die="any").dice_for(3), make_options().dice_for(2)
(2, 1)
>>> make_options(second_die=True).second_die     # saves from before the choice: any count
'any'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...engine.errors import OptionError
from ...engine.options import OptionSpec, build_options
from ...engine.rules import Bilingual


@dataclass(frozen=True)
class PyramidenbauOptions:
    """The chosen variants and readings of one game."""

    second_die: str = "off"
    hire_any_colour: bool = False
    turns: str = "colours"
    turn_cap: int = 2000
    deck_file: str = ""

    def dice_for(self, players: int) -> int:
        """Dice rolled at the start of a turn with ``players`` players: 1, or 2 with the
        second-die variant ("two-players": the seed's variant for two; "any": every count)."""
        if self.second_die == "any" or (self.second_die == "two-players" and players == 2):
            return 2
        return 1


OPTION_SPECS: tuple[OptionSpec, ...] = (
    OptionSpec(
        "second_die", "off", Bilingual("Second die", "Zweiter Würfel"),
        Bilingual("Roll two dice and use both results, in the order you choose (faster game). "
                  "'two-players': in a game of two, as the rulebook offers it; 'any': with "
                  "three and four players too (not in the rulebook); 'off': one die.",
                  "Mit zwei Würfeln würfeln und beide Ergebnisse nutzen, in frei gewählter "
                  "Reihenfolge (schnelleres Spiel). „two-players“: im Spiel zu zweit, wie die "
                  "Regel es anbietet; „any“: auch zu dritt und zu viert (nicht in der Regel); "
                  "„off“: ein Würfel."),
        ("off", "two-players", "any"), "pb.option.second-die"),
    OptionSpec(
        "hire_any_colour", False, Bilingual("Hire any colour", "Beliebige Farbe einstellen"),
        Bilingual("Off: you hire a worker of your own colour from the market. On: a worker of "
                  "any colour.",
                  "Aus: Du holst einen Arbeiter deiner Farbe vom Markt. An: einen Arbeiter "
                  "beliebiger Farbe."),
        rule_id="pb.hire.colour"),
    OptionSpec(
        "turns", "colours", Bilingual("Two players: turns go round", "Zu zweit: Die Züge gehen reihum"),
        Bilingual("'colours': a turn per colour, so each player has two turns a round; "
                  "'players': a turn per player, who first chooses which of their two colours "
                  "plays it.",
                  "„colours“: ein Zug je Farbe, also zwei Züge pro Runde für jeden; „players“: "
                  "ein Zug je Spieler, der zuerst wählt, welche seiner zwei Farben ihn spielt."),
        ("colours", "players"), "pb.players.colour-turns"),
    OptionSpec(
        "turn_cap", 2000, Bilingual("Turn cap", "Zuggrenze"),
        Bilingual("After this many turns the game stops and is scored as it stands (0: never).",
                  "Nach so vielen Zügen endet das Spiel und wird so gewertet, wie es steht "
                  "(0: nie)."),
        rule_id="pb.end.turn-cap"),
    OptionSpec(
        "deck_file", "", Bilingual("Card deck file", "Kartendatei"),
        Bilingual("Name of your own deck of 10 card instructions in the deck folder, e.g. "
                  "my-deck for my-deck.json (empty: the reconstructed deck).",
                  "Name eures eigenen Decks mit 10 Kartenanweisungen im Kartenordner, z. B. "
                  "my-deck für my-deck.json (leer: das rekonstruierte Deck)."),
        rule_id="pb.deck.reconstructed"),
)


def make_options(**given: Any) -> PyramidenbauOptions:
    """Validated options from keyword arguments (``OptionError`` explains a bad one)."""
    if type(given.get("second_die")) is bool:  # the on/off option of earlier saves and links
        given = {**given, "second_die": "any" if given["second_die"] else "off"}
    opts = build_options(PyramidenbauOptions, OPTION_SPECS, given)
    if opts.turn_cap < 0:
        raise OptionError(f"option 'turn_cap' must be 0 or more, not {opts.turn_cap}")
    return opts
