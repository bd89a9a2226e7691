"""The options of Ramses Pyramid: the published variants and the other readings of our rulings.

>>> opts = make_options(team="all", treasure_room=True)
>>> opts.team, opts.treasure_room, opts.bumped_to
('all', True, 'bottom')
>>> make_options(loose_crystals=9)
Traceback (most recent call last):
...
pyramid_explorer.engine.errors.OptionError: option 'loose_crystals' must be one of 0, 1, 2, 3, 4, not 9
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...engine.errors import OptionError
from ...engine.options import OptionSpec, build_options
from ...engine.rules import Bilingual


@dataclass(frozen=True)
class RamsesOptions:
    """The chosen variants and readings of one game (defaults: the published game + our rulings)."""

    team: str = "none"
    treasure_room: bool = False
    bumped_to: str = "bottom"
    spend_crystals: bool = False
    track_up_to: bool = False
    may_pass_space: bool = False
    loose_crystals: int = 4
    trapped: str = "out"
    pairs_mummies: str = "lose"
    turn_cap: int = 300
    change_direction: bool = False
    wrong_down: str = "stay"
    wrong_sideways: str = "down"


OPTION_SPECS: tuple[OptionSpec, ...] = (
    OptionSpec(
        "team", "none", Bilingual("Team play", "Teamspiel"),
        Bilingual("'all': everybody together against the Mummy King (you all lose when the 8 "
                  "mummies reach the brown spaces); 'pairs': P1+P3 against P2+P4 (4 players).",
                  "„all“: alle gemeinsam gegen den Mumienkönig (ihr verliert, wenn alle 8 Mumien "
                  "die braunen Felder erreichen); „pairs“: P1+P3 gegen P2+P4 (4 Spieler)."),
        ("none", "all", "pairs"), "rp.variant.team"),
    OptionSpec(
        "treasure_room", False, Bilingual("Treasure room", "Schatzkammer"),
        Bilingual("After defeating Ramses, name the colours of the four secret temples to take "
                  "the Golden Scorpion; a wrong name traps you.",
                  "Nach dem Sieg über Ramses nennst du die Farben der vier geheimen Tempel, um "
                  "den Goldenen Skorpion zu nehmen; ein Fehler und du bist gefangen."),
        None, "rp.variant.treasure"),
    OptionSpec(
        "bumped_to", "bottom", Bilingual("A bumped adventurer goes", "Ein verdrängter Abenteurer geht"),
        Bilingual("'bottom': to the dark bottom layer of the same side; 'entrance': off the "
                  "pyramid, to choose a side again next turn.",
                  "„bottom“: auf die dunkle unterste Stufe derselben Seite; „entrance“: von der "
                  "Pyramide herunter, im nächsten Zug wählt er wieder eine Seite."),
        ("bottom", "entrance"), "rp.ruling.bump-to"),
    OptionSpec(
        "spend_crystals", False, Bilingual("Crystals are spent", "Juwelen werden verbraucht"),
        Bilingual("Off: a crystal at your tent stays there when you use it. On: it goes back "
                  "onto a free brown space.",
                  "Aus: Ein Juwel an deinem Zelt bleibt dort, wenn du es nutzt. An: Es kommt "
                  "zurück auf ein freies braunes Feld."),
        None, "rp.ruling.crystal-kept"),
    OptionSpec(
        "track_up_to", False, Bilingual("Track: up to the number", "Feldweg: bis zur Augenzahl"),
        Bilingual("Off: on the brown spaces a turn, steal or plain roll moves you exactly the "
                  "number rolled (a mummy roll always up to 3). On: every roll up to its number "
                  "(at least one space).",
                  "Aus: Auf den braunen Feldern ziehst du nach einem Dreh-, Stehlen- oder "
                  "einfachen Wurf genau die gewürfelte Zahl (nach einem Mumienwurf immer bis "
                  "zu 3). An: nach jedem Wurf bis zu ihr (mindestens ein Feld)."),
        None, "rp.ruling.track-exact"),
    OptionSpec(
        "may_pass_space", False, Bilingual("A space may be left unused", "Ein Feld darf ungenutzt bleiben"),
        Bilingual("Off: on a space with a crystal or a temple you take the crystal or look "
                  "into the temple. On: you may also do nothing.",
                  "Aus: Auf einem Feld mit Juwel oder Tempel nimmst du das Juwel oder schaust "
                  "in den Tempel. An: Du darfst auch nichts tun."),
        None, "rp.ruling.space-choice"),
    OptionSpec(
        "loose_crystals", 4, Bilingual("Loose crystals at the start", "Lose Juwelen zu Beginn"),
        Bilingual("How many brown spaces without a temple start with a crystal (0–4).",
                  "Wie viele braune Felder ohne Tempel zu Beginn ein Juwel tragen (0–4)."),
        (0, 1, 2, 3, 4), "rp.ruling.setup"),
    OptionSpec(
        "trapped", "out", Bilingual("Trapped in the treasure room", "In der Schatzkammer gefangen"),
        Bilingual("'out': a player who names a wrong colour is out of the game; 'retry': they "
                  "go back to the dark bottom layer and play on.",
                  "„out“: Wer eine falsche Farbe nennt, scheidet aus; „retry“: zurück auf die "
                  "dunkle unterste Stufe, weiterspielen."),
        ("out", "retry"), "rp.ruling.trapped"),
    OptionSpec(
        "pairs_mummies", "lose", Bilingual("Pairs: when the 8 mummies are down",
                                           "Paare: wenn die 8 Mumien unten sind"),
        Bilingual("Team play in pairs. 'lose': when all 8 mummies reach the brown spaces, "
                  "both pairs lose, as in team play with everybody together; 'play_on': the "
                  "mummies do not end a game of pairs.",
                  "Teamspiel in Paaren. „lose“: Erreichen alle 8 Mumien die braunen Felder, "
                  "verlieren beide Paare, wie beim Spiel aller gemeinsam; „play_on“: Die Mumien "
                  "beenden ein Spiel der Paare nicht."),
        ("lose", "play_on"), "rp.ruling.pairs-mummies"),
    OptionSpec(
        "change_direction", False, Bilingual("Change direction within a roll",
                                             "Richtungswechsel in einem Wurf"),
        Bilingual("Off: one roll moves you either up or down the layers, not both. On: you may "
                  "go up and down in the same roll (up, down, up).",
                  "Aus: Ein Wurf führt dich entweder hinauf oder hinab, nicht beides. An: Du "
                  "darfst im selben Wurf hinauf- und hinabziehen (hoch, runter, hoch)."),
        None, "rp.ruling.one-direction"),
    OptionSpec(
        "wrong_down", "stay", Bilingual("Wrong temple on the way down",
                                        "Falscher Tempel auf dem Weg hinab"),
        Bilingual("'stay': you stay on your layer and your turn ends; 'down': you go one layer "
                  "down as on the way up, onto the layer you were heading for.",
                  "„stay“: Du bleibst auf deiner Stufe, und dein Zug endet; „down“: Du gehst wie "
                  "beim Aufstieg eine Stufe hinab, auf die Stufe, zu der du wolltest."),
        ("stay", "down"), "rp.ruling.wrong-down"),
    OptionSpec(
        "wrong_sideways", "down", Bilingual("Wrong temple when moving sideways",
                                            "Falscher Tempel beim Seitwärtsziehen"),
        Bilingual("'down': the wrong-temple penalty applies: one layer down on your side, your "
                  "turn ends; 'stay': you stay where you are and your turn ends.",
                  "„down“: Die Strafe für den falschen Tempel gilt: eine Stufe hinab auf deiner "
                  "Seite, dein Zug endet; „stay“: Du bleibst stehen, und dein Zug endet."),
        ("down", "stay"), "rp.ruling.wrong-sideways"),
    OptionSpec(
        "turn_cap", 300, Bilingual("Turn cap", "Zuggrenze"),
        Bilingual("After this many turns the game ends with nobody winning (0: never).",
                  "Nach so vielen Zügen endet das Spiel ohne Sieger (0: nie)."),
        None, "rp.ruling.turn-cap"),
)


def make_options(**given: Any) -> RamsesOptions:
    """Validated options from keyword arguments (``OptionError`` explains a bad one)."""
    opts = build_options(RamsesOptions, OPTION_SPECS, given)
    if opts.turn_cap < 0:
        raise OptionError("option 'turn_cap' must be 0 (no cap) or a positive number")
    return opts
