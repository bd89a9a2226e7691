"""Im Bann's rule clauses for option B: playing equipment into the showcase and the special
cards (Magic Power, Mummy, Curse, Protection, Scarab Amulet).

>>> next(c for c in CARD_CLAUSES if c.id == "ib.curse.protected").option
'curse_protected'
"""

from __future__ import annotations

from ...engine.rules import RuleClause
from .rule_citations import ruling, seed

CARD_CLAUSES: tuple[RuleClause, ...] = (
    # ------------------------------------------------------------------ option B
    seed("ib.play.equipment", "Playing an Equipment Card",
         ("Only the indicated item", "Nur der angezeigte Gegenstand"),
         ("You may play exactly one equipment card, and only of the item the depot's arrow "
          "shows.",
          "Du darfst genau eine Ausrüstungskarte spielen, und nur vom Gegenstand, auf den der "
          "Pfeil des Depots zeigt.")),
    seed("ib.play.showcase", "Playing an Equipment Card",
         ("Your showcase", "Deine Auslage"),
         ("Played equipment lies face up in front of you as your showcase; items may be mixed "
          "there.",
          "Ausgespielte Ausrüstung liegt offen vor dir als deine Auslage; verschiedene "
          "Gegenstände dürfen gemischt liegen.")),
    seed("ib.play.special", "B) Playing Pyramid Cards",
         ("One special card, then one equipment", "Eine Sonderkarte, dann eine Ausrüstung"),
         ("Option B is one equipment card, or one special card, or one special card followed "
          "at once by one equipment card; a special card may be played with an empty showcase.",
          "Option B ist eine Ausrüstungskarte, oder eine Sonderkarte, oder eine Sonderkarte "
          "und sofort danach eine Ausrüstungskarte; eine Sonderkarte geht auch mit leerer "
          "Auslage.")),
    seed("ib.card.magic", "Playing Special Cards: Magic Power",
         ("Magic Power", "Zauberkraft"),
         ("Turn the depot to an item of your choice; the card goes to the discard pile.",
          "Drehe das Depot auf einen Gegenstand deiner Wahl; die Karte kommt auf den "
          "Ablagestapel.")),
    ruling("ib.magic.other", "Playing Special Cards: Magic Power",
           ("Magic Power changes the item", "Zauberkraft wechselt den Gegenstand"),
           ("Magic Power must turn the depot to one of the other items (turning it to the "
            "item it already shows is not a turn). Option: the card may also leave the depot "
            "where it is, so it can be played just to get rid of it.",
            "Zauberkraft muss das Depot auf einen anderen Gegenstand drehen (auf denselben "
            "zu drehen ist keine Drehung). Option: Die Karte darf das Depot auch lassen, wie "
            "es ist, und so einfach abgeworfen werden."),
           option="magic_same_item"),
    seed("ib.card.mummy", "Playing Special Cards: Mummy",
         ("Mummy", "Mumie"),
         ("The Mummy goes into the showcase of a random other player and stays in play for "
          "the rest of the game, moving from player to player.",
          "Die Mumie kommt in die Auslage eines zufälligen Mitspielers und bleibt bis zum "
          "Ende im Spiel; sie wandert von Spieler zu Spieler.")),
    ruling("ib.mummy.random", "Playing Special Cards: Mummy",
           ("Random recipient", "Zufälliger Empfänger"),
           ("The Mummy card's recipient is drawn uniformly among all other players from the "
            "game's seeded generator (option: the player chooses).",
            "Der Empfänger der Mumie wird gleichverteilt unter allen Mitspielern aus dem "
            "Zufallsgenerator des Spiels gezogen (Option: der Spieler wählt)."),
           option="mummy_recipient"),
    seed("ib.card.curse", "Playing Special Cards: Curse",
         ("Curse", "Fluch"),
         ("Every other player discards one random equipment or Protection card from their "
          "showcase; the Curse goes to the discard pile.",
          "Jeder Mitspieler legt eine zufällige Ausrüstungs- oder Schutzkarte aus seiner "
          "Auslage ab; der Fluch kommt auf den Ablagestapel.")),
    ruling("ib.curse.protected", "Playing Special Cards: Curse and Protection",
           ("Curse against Protection", "Fluch gegen Schutz"),
           ("A player with a Protection in the showcase chooses which card to lose: a "
            "Protection or any one equipment card (option: chooses only 'Protection' or "
            "'equipment', and the equipment card is then random). Players without a "
            "Protection lose a random card; the Mummy is never removed. Protected players "
            "decide one after another from the curser's left.",
            "Wer einen Schutz in der Auslage hat, wählt die Karte, die er verliert: einen "
            "Schutz oder eine beliebige Ausrüstungskarte (Option: nur „Schutz“ oder "
            "„Ausrüstung“, die Ausrüstungskarte ist dann zufällig). Ungeschützte verlieren "
            "eine zufällige Karte; die Mumie wird nie entfernt. Geschützte entscheiden "
            "nacheinander, beginnend links vom Fluchenden."),
           option="curse_protected"),
    seed("ib.card.protection", "Playing Special Cards: Protection",
         ("Protection", "Schutz"),
         ("Put the Protection into your showcase; it guards you against other players' Curses. "
          "You may have several.",
          "Lege den Schutz in deine Auslage; er schützt dich vor den Flüchen anderer. Du darfst "
          "mehrere haben.")),
    ruling("ib.sum.protection", "Completing an Adventure",
           ("Protection counts 0", "Schutz zählt 0"),
           ("Only equipment values count towards a showcase's sum; Protection (and the Mummy) "
            "count 0, as in the rulebook's example.",
            "Nur Ausrüstungswerte zählen zur Summe der Auslage; Schutz (und Mumie) zählen 0, "
            "wie im Beispiel der Regel.")),
    seed("ib.card.scarab", "Playing Special Cards: Scarab Amulet",
         ("Scarab", "Skarabäus"),
         ("This turn you may play any number of equipment cards of the indicated item; the "
          "Scarab goes to the discard pile.",
          "In diesem Zug darfst du beliebig viele Ausrüstungskarten des angezeigten "
          "Gegenstands spielen; der Skarabäus kommt auf den Ablagestapel.")),
    ruling("ib.scarab.turn", "Playing Special Cards: Scarab Amulet",
           ("The Scarab lasts this turn", "Der Skarabäus gilt in diesem Zug"),
           ("The rulebook's 'this round' is read as the player's own turn: the Scarab lets "
            "you keep playing indicated equipment until you complete an adventure, pass on "
            "the Mummy or end the turn; the extra turn after an exact sum starts without it.",
            "Das „in dieser Runde“ der Regel wird als eigener Zug gelesen: Der Skarabäus "
            "erlaubt weitere angezeigte Ausrüstung, bis du ein Abenteuer erfüllst, die Mumie "
            "weitergibst oder den Zug beendest; der Extrazug nach genauer Summe beginnt ohne "
            "ihn.")),
)

__all__ = ["CARD_CLAUSES"]
