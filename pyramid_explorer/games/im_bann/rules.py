"""The rule clauses of *Im Bann der Pyramide*: seed rules in our own words, and rulings.

>>> from pyramid_explorer.engine import RULES
>>> RULES.get("ib.chamber.exact").kind
'seed'
>>> RULES.get("ib.curse.protected").option
'curse_protected'
"""

from __future__ import annotations

from ...engine.rules import RULES, Bilingual, RuleClause, with_german_sources

GAME_ID = "im-bann-der-pyramide"
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


def _seed(cid: str, section: str, title: tuple[str, str], text: tuple[str, str]) -> RuleClause:
    return RuleClause(cid, "seed", f"{BOOK}, {section}", Bilingual(*title), Bilingual(*text))


def _ruling(cid: str, section: str, title: tuple[str, str], text: tuple[str, str],
            option: str | None = None) -> RuleClause:
    return RuleClause(cid, "ruling", f"{BOOK}, {section} (project ruling)", Bilingual(*title),
                      Bilingual(*text), option)


CLAUSES: tuple[RuleClause, ...] = (
    # ------------------------------------------------------------------ setup
    _seed("ib.setup.chamber", "Setup",
          ("King's Chamber side", "Seite der Königskammer"),
          ("The King's Chamber lies at the end of the row with one of its two sides up, chosen "
           "at random unless the players pick a side.",
           "Die Königskammer liegt am Ende der Reihe; welche ihrer zwei Seiten oben liegt, "
           "entscheidet der Zufall, sofern die Spieler keine Seite wählen.")),
    _seed("ib.setup.adventures", "Setup",
          ("Four adventures", "Vier Abenteuer"),
          ("The players agree on a side for the adventure cards; the five cards are shuffled, "
           "one goes back to the box and the other four form the row in the shuffled order. The "
           "low side makes a shorter game.",
           "Die Spieler einigen sich auf eine Seite der Abenteuerkarten; die fünf Karten werden "
           "gemischt, eine kommt zurück in die Schachtel, die übrigen vier bilden in dieser "
           "Reihenfolge die Reihe. Die niedrige Seite ergibt ein kürzeres Spiel.")),
    _seed("ib.setup.depot", "Setup",
          ("Depot starts on ladders", "Depot zeigt zuerst auf Leitern"),
          ("At the start the depot's arrow shows the ladders.",
           "Zu Beginn zeigt der Pfeil des Depots auf die Leitern.")),
    _seed("ib.setup.deal", "Setup",
          ("Five cards each", "Fünf Karten pro Person"),
          ("All pyramid cards are shuffled; everyone gets five into hand and the rest form the "
           "face-down draw pile.",
           "Alle Pyramidenkarten werden gemischt; jeder erhält fünf auf die Hand, der Rest bildet "
           "den verdeckten Nachziehstapel.")),
    _seed("ib.setup.archaeologists", "Setup",
          ("Archaeologists at the first adventure", "Archäologen beim ersten Abenteuer"),
          ("Each player's archaeologist starts next to the first adventure of the row.",
           "Der Archäologe jedes Spielers beginnt neben dem ersten Abenteuer der Reihe.")),
    # ------------------------------------------------------------------ turn
    _seed("ib.turn.options", "Course of Play",
          ("A or B", "A oder B"),
          ("On your turn you either draw/exchange cards (A) or play cards and perhaps complete "
           "an adventure (B); then the player on your left goes.",
           "In deinem Zug ziehst oder tauschst du Karten (A) oder du spielst Karten aus und "
           "erfüllst vielleicht ein Abenteuer (B); dann ist dein linker Nachbar dran.")),
    _ruling("ib.turn.first", "Course of Play",
            ("P1 begins", "P1 beginnt"),
            ("The youngest player begins; the engine seats the youngest as P1.",
             "Die jüngste Person beginnt; die Engine setzt sie auf Platz P1.")),
    _ruling("ib.turn.useless", "B) Playing Pyramid Cards",
            ("Any playable card may be played", "Jede spielbare Karte darf gespielt werden"),
            ("Option B may be chosen with any card the rules let you play, even one that "
             "changes nothing (a Curse when no showcase holds a card, a Scarab without matching "
             "equipment).",
             "Option B darf mit jeder erlaubten Karte gewählt werden, auch wenn sie nichts "
             "bewirkt (ein Fluch, wenn keine Auslage Karten hat, ein Skarabäus ohne passende "
             "Ausrüstung).")),
    _ruling("ib.turn.end", "Course of Play",
            ("Ending the turn", "Zug beenden"),
            ("A turn is a series of small steps; after option A or B (and any completing or "
             "Mummy passing) the player ends the turn with 'End turn'.",
             "Ein Zug besteht aus kleinen Schritten; nach Option A oder B (und einem etwaigen "
             "Erfüllen oder Weitergeben der Mumie) beendet man den Zug mit „Zug beenden“.")),
    # ------------------------------------------------------------------ option A
    _seed("ib.draw.draw", "A) Drawing or Exchanging",
          ("Draw one or two", "Eine oder zwei ziehen"),
          ("Option A: take one or two cards from the draw pile.",
           "Option A: Nimm eine oder zwei Karten vom Nachziehstapel.")),
    _seed("ib.draw.limit", "A) Drawing or Exchanging",
          ("Hand limit 10", "Handlimit 10"),
          ("Nobody may ever hold more than ten cards.",
           "Niemand darf je mehr als zehn Karten auf der Hand haben.")),
    _seed("ib.draw.exchange", "A) Drawing or Exchanging",
          ("Exchange up to five", "Bis zu fünf tauschen"),
          ("Instead of drawing you may lay up to five hand cards face up on the discard pile "
           "and draw as many new ones.",
           "Statt zu ziehen darfst du bis zu fünf Handkarten offen auf den Ablagestapel legen "
           "und ebenso viele nachziehen.")),
    _seed("ib.draw.exchange_short", "A) Drawing or Exchanging (tip)",
          ("Exchanging from a short pile", "Tauschen bei kleinem Stapel"),
          ("If fewer than five cards are left to draw, the discard pile is shuffled into the "
           "draw pile first; with no discard pile you may exchange only as many cards as can "
           "be drawn.",
           "Liegen weniger als fünf Karten im Nachziehstapel, wird zuerst der Ablagestapel "
           "eingemischt; gibt es keinen, darfst du nur so viele Karten tauschen, wie noch "
           "gezogen werden können.")),
    _seed("ib.draw.reshuffle", "A) Drawing or Exchanging",
          ("New draw pile", "Neuer Nachziehstapel"),
          ("When the draw pile runs out, the discard pile is shuffled to become the new draw "
           "pile.",
           "Ist der Nachziehstapel aufgebraucht, wird der Ablagestapel gemischt und zum neuen "
           "Nachziehstapel.")),
    _ruling("ib.draw.exchange_steps", "A) Drawing or Exchanging",
            ("Exchanging step by step", "Tauschen Schritt für Schritt"),
            ("An exchange is played card by card: each chosen card goes face up onto the "
             "discard pile (the short-pile reshuffle happens before the first one), then "
             "'Finish exchange' draws as many cards as were laid down.",
             "Ein Tausch wird Karte für Karte gespielt: jede gewählte Karte kommt offen auf den "
             "Ablagestapel (das Einmischen bei kleinem Stapel geschieht vor der ersten), dann "
             "zieht „Tausch beenden“ ebenso viele Karten nach.")),
    # ------------------------------------------------------------------ option B
    _seed("ib.play.equipment", "Playing an Equipment Card",
          ("Only the indicated item", "Nur der angezeigte Gegenstand"),
          ("You may play exactly one equipment card, and only of the item the depot's arrow "
           "shows.",
           "Du darfst genau eine Ausrüstungskarte spielen, und nur vom Gegenstand, auf den der "
           "Pfeil des Depots zeigt.")),
    _seed("ib.play.showcase", "Playing an Equipment Card",
          ("Your showcase", "Deine Auslage"),
          ("Played equipment lies face up in front of you as your showcase; items may be mixed "
           "there.",
           "Ausgespielte Ausrüstung liegt offen vor dir als deine Auslage; verschiedene "
           "Gegenstände dürfen gemischt liegen.")),
    _seed("ib.play.special", "B) Playing Pyramid Cards",
          ("One special card, then one equipment", "Eine Sonderkarte, dann eine Ausrüstung"),
          ("Option B is one equipment card, or one special card, or one special card followed "
           "at once by one equipment card; a special card may be played with an empty showcase.",
           "Option B ist eine Ausrüstungskarte, oder eine Sonderkarte, oder eine Sonderkarte "
           "und sofort danach eine Ausrüstungskarte; eine Sonderkarte geht auch mit leerer "
           "Auslage.")),
    _seed("ib.card.magic", "Playing Special Cards: Magic Power",
          ("Magic Power", "Zauberkraft"),
          ("Turn the depot to an item of your choice; the card goes to the discard pile.",
           "Drehe das Depot auf einen Gegenstand deiner Wahl; die Karte kommt auf den "
           "Ablagestapel.")),
    _ruling("ib.magic.other", "Playing Special Cards: Magic Power",
            ("Magic Power changes the item", "Zauberkraft wechselt den Gegenstand"),
            ("Magic Power must turn the depot to one of the other items (turning it to the "
             "item it already shows is not a turn). Option: the card may also leave the depot "
             "where it is, so it can be played just to get rid of it.",
             "Zauberkraft muss das Depot auf einen anderen Gegenstand drehen (auf denselben "
             "zu drehen ist keine Drehung). Option: Die Karte darf das Depot auch lassen, wie "
             "es ist, und so einfach abgeworfen werden."),
            option="magic_same_item"),
    _seed("ib.card.mummy", "Playing Special Cards: Mummy",
          ("Mummy", "Mumie"),
          ("The Mummy goes into the showcase of a random other player and stays in play for "
           "the rest of the game, moving from player to player.",
           "Die Mumie kommt in die Auslage eines zufälligen Mitspielers und bleibt bis zum "
           "Ende im Spiel; sie wandert von Spieler zu Spieler.")),
    _ruling("ib.mummy.random", "Playing Special Cards: Mummy",
            ("Random recipient", "Zufälliger Empfänger"),
            ("The Mummy card's recipient is drawn uniformly among all other players from the "
             "game's seeded generator (option: the player chooses).",
             "Der Empfänger der Mumie wird gleichverteilt unter allen Mitspielern aus dem "
             "Zufallsgenerator des Spiels gezogen (Option: der Spieler wählt)."),
            option="mummy_recipient"),
    _seed("ib.card.curse", "Playing Special Cards: Curse",
          ("Curse", "Fluch"),
          ("Every other player discards one random equipment or Protection card from their "
           "showcase; the Curse goes to the discard pile.",
           "Jeder Mitspieler legt eine zufällige Ausrüstungs- oder Schutzkarte aus seiner "
           "Auslage ab; der Fluch kommt auf den Ablagestapel.")),
    _ruling("ib.curse.protected", "Playing Special Cards: Curse and Protection",
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
    _seed("ib.card.protection", "Playing Special Cards: Protection",
          ("Protection", "Schutz"),
          ("Put the Protection into your showcase; it guards you against other players' Curses. "
           "You may have several.",
           "Lege den Schutz in deine Auslage; er schützt dich vor den Flüchen anderer. Du darfst "
           "mehrere haben.")),
    _ruling("ib.sum.protection", "Completing an Adventure",
            ("Protection counts 0", "Schutz zählt 0"),
            ("Only equipment values count towards a showcase's sum; Protection (and the Mummy) "
             "count 0, as in the rulebook's example.",
             "Nur Ausrüstungswerte zählen zur Summe der Auslage; Schutz (und Mumie) zählen 0, "
             "wie im Beispiel der Regel.")),
    _seed("ib.card.scarab", "Playing Special Cards: Scarab Amulet",
          ("Scarab", "Skarabäus"),
          ("This turn you may play any number of equipment cards of the indicated item; the "
           "Scarab goes to the discard pile.",
           "In diesem Zug darfst du beliebig viele Ausrüstungskarten des angezeigten "
           "Gegenstands spielen; der Skarabäus kommt auf den Ablagestapel.")),
    _ruling("ib.scarab.turn", "Playing Special Cards: Scarab Amulet",
            ("The Scarab lasts this turn", "Der Skarabäus gilt in diesem Zug"),
            ("The rulebook's 'this round' is read as the player's own turn: the Scarab lets "
             "you keep playing indicated equipment until you complete an adventure, pass on "
             "the Mummy or end the turn; the extra turn after an exact sum starts without it.",
             "Das „in dieser Runde“ der Regel wird als eigener Zug gelesen: Der Skarabäus "
             "erlaubt weitere angezeigte Ausrüstung, bis du ein Abenteuer erfüllst, die Mumie "
             "weitergibst oder den Zug beendest; der Extrazug nach genauer Summe beginnt ohne "
             "ihn.")),
    # ------------------------------------------------------------------ completing
    _seed("ib.complete.sum", "Completing an Adventure",
          ("Reach the value", "Wert erreichen"),
          ("After playing, you may complete your archaeologist's adventure if your showcase "
           "sum reaches or exceeds its value.",
           "Nach dem Ausspielen darfst du das Abenteuer deines Archäologen erfüllen, wenn die "
           "Summe deiner Auslage seinen Wert erreicht oder übertrifft.")),
    _seed("ib.complete.mummy", "Completing an Adventure",
          ("Mummy: +3", "Mumie: +3"),
          ("With the Mummy in your showcase you need 3 points more.",
           "Mit der Mumie in der Auslage brauchst du 3 Punkte mehr.")),
    _seed("ib.complete.discard", "Completing an Adventure",
          ("Showcase to the discard pile", "Auslage auf den Ablagestapel"),
          ("Completing puts every card of your showcase on the discard pile and moves your "
           "archaeologist to the next adventure.",
           "Beim Erfüllen kommt deine ganze Auslage auf den Ablagestapel und dein Archäologe "
           "rückt zum nächsten Abenteuer.")),
    _seed("ib.complete.exact", "Completing an Adventure",
          ("Exact sum: turn the depot, go again", "Genaue Summe: Depot drehen, nochmal"),
          ("Completing with exactly the needed value (Mummy included) lets you turn the depot "
           "to any item (or leave it) and take another whole turn.",
           "Erfüllst du mit genau dem nötigen Wert (samt Mumie), darfst du das Depot auf einen "
           "Gegenstand drehen (oder lassen) und bist noch einmal ganz am Zug.")),
    _seed("ib.complete.once", "Completing an Adventure",
          ("One adventure per turn", "Ein Abenteuer pro Zug"),
          ("You complete at most one adventure per turn; only the extra turn from an exact "
           "sum lets you complete another.",
           "Pro Zug erfüllst du höchstens ein Abenteuer; nur der Extrazug nach genauer Summe "
           "erlaubt ein weiteres.")),
    _seed("ib.chamber.exact", "The King's Chamber",
          ("Exactly the Chamber's value", "Genau der Wert der Königskammer"),
          ("The King's Chamber is completed only with a showcase sum exactly equal to its "
           "value.",
           "Die Königskammer wird nur mit einer Auslage erfüllt, deren Summe genau ihrem Wert "
           "entspricht.")),
    _seed("ib.chamber.mummy", "The King's Chamber",
          ("Chamber with the Mummy", "Königskammer mit Mumie"),
          ("At the King's Chamber with the Mummy you need exactly its value plus 3.",
           "Mit der Mumie an der Königskammer brauchst du genau ihren Wert plus 3.")),
    # ------------------------------------------------------------------ mummy passing
    _seed("ib.mummy.pass_complete", "Passing On the Mummy",
          ("Pass after completing", "Weitergeben nach dem Erfüllen"),
          ("Whoever completes an adventure while holding the Mummy passes it to another "
           "player of their choice.",
           "Wer mit der Mumie ein Abenteuer erfüllt, gibt sie an einen Mitspieler seiner Wahl "
           "weiter.")),
    _ruling("ib.mummy.choice", "Passing On the Mummy",
            ("Any other player", "Jeder Mitspieler"),
            ("After completing, the holder may give the Mummy to any other player still in the "
             "game (not to one who already entered the King's Chamber).",
             "Nach dem Erfüllen darf die Mumie an jeden Mitspieler gehen, der noch im Spiel ist "
             "(nicht an jemanden, der die Königskammer schon betreten hat).")),
    _seed("ib.mummy.pass_chamber", "Passing On the Mummy",
          ("Shed the Mummy onto a Chamber player", "Mumie an Königskammer-Spieler"),
          ("Once someone else stands at the King's Chamber, the holder may, on their turn, "
           "discard showcase equipment worth at least 3 and give the Mummy to such a player.",
           "Steht ein Mitspieler an der Königskammer, darf der Besitzer der Mumie in seinem Zug "
           "Ausrüstung im Wert von mindestens 3 aus der Auslage ablegen und die Mumie an einen "
           "solchen Spieler geben.")),
    _ruling("ib.mummy.shed_timing", "Passing On the Mummy",
            ("When to shed the Mummy", "Wann die Mumie abgeben"),
            ("Shedding the Mummy is done card by card at the end of option A or B; once started "
             "it must be finished, and no adventure can be completed afterwards that turn "
             "(option: after option B an adventure may still be completed, without the "
             "Mummy's +3).",
             "Das Abgeben der Mumie geschieht Karte für Karte am Ende von Option A oder B; "
             "einmal begonnen, muss es beendet werden, und danach kann in diesem Zug kein "
             "Abenteuer mehr erfüllt werden (Option: nach Option B darf danach noch ein "
             "Abenteuer erfüllt werden, ohne die +3 der Mumie)."),
            option="shed_then_complete"),
    # ------------------------------------------------------------------ end
    _seed("ib.end.win", "End of the Game",
          ("Winning", "Sieg"),
          ("The first player to complete the King's Chamber wins and the game ends.",
           "Wer als Erster die Königskammer erfüllt, gewinnt, und das Spiel endet.")),
    _ruling("ib.stall.pass", "Course of Play",
            ("No move: pass", "Kein Zug: passen"),
            ("A player who can do nothing at all (nothing to draw, exchange or play) passes.",
             "Wer gar nichts tun kann (nichts zu ziehen, zu tauschen oder zu spielen), passt.")),
    _ruling("ib.stall.turn_cap", "Course of Play",
            ("Turn cap", "Zuggrenze"),
            ("A simulation ends as a draw after a set number of turns (option turn_cap, "
             "0 = no cap).",
             "Eine Simulation endet nach einer festen Zahl von Zügen unentschieden "
             "(Option turn_cap, 0 = keine Grenze)."),
            option="turn_cap"),
    _ruling("ib.data.values", "Contents",
            ("Card values", "Kartenwerte"),
            ("The rulebook text does not print the values: by default the low side is "
             "4-5-6-7-8 with King's Chamber 10, the high side 7-8-9-10-11 with 12; each item "
             "has nine cards 1,1,2,2,3,3,4,4,5. Another data file can be given.",
             "Der Regeltext nennt die Werte nicht: standardmäßig hat die niedrige Seite "
             "4-5-6-7-8 mit Königskammer 10, die hohe 7-8-9-10-11 mit 12; jeder Gegenstand hat "
             "neun Karten 1,1,2,2,3,3,4,4,5. Eine andere Datendatei kann angegeben werden."),
            option="data_file"),
    # ------------------------------------------------------------------ advanced variant
    _seed("ib.adv.empty_hand", "Advanced Variant",
          ("Empty hand completes", "Leere Hand erfüllt"),
          ("Advanced: a player whose hand becomes empty completes the adventure at once, "
           "discards the showcase, draws five cards, and the turn passes on.",
           "Fortgeschritten: Wessen Hand leer wird, erfüllt sofort das Abenteuer, legt die "
           "Auslage ab, zieht fünf Karten, und der Nächste ist dran.")),
    _seed("ib.adv.last_exact", "Advanced Variant",
          ("Last card, exact sum", "Letzte Karte, genaue Summe"),
          ("Advanced: reaching the exact value with your last card advances you, you draw five "
           "cards and play again.",
           "Fortgeschritten: Erreichst du mit deiner letzten Karte genau den Wert, rückst du "
           "vor, ziehst fünf Karten und bist noch einmal dran.")),
    _seed("ib.adv.chamber", "Advanced Variant",
          ("Empty hand at the Chamber", "Leere Hand an der Königskammer"),
          ("Advanced: at the King's Chamber an empty hand only draws five new cards; the "
           "showcase stays and the Chamber still needs the exact sum.",
           "Fortgeschritten: An der Königskammer bringt eine leere Hand nur fünf neue Karten; "
           "die Auslage bleibt, die Kammer braucht weiter die genaue Summe.")),
    _seed("ib.adv.curse_self", "Advanced Variant",
          ("Curse yourself too", "Auch sich selbst verfluchen"),
          ("Advanced: the Curse's player may also discard a random card of their own showcase "
           "(never the Mummy).",
           "Fortgeschritten: Wer den Fluch spielt, darf auch eine zufällige Karte der eigenen "
           "Auslage ablegen (nie die Mumie).")),
    _ruling("ib.adv.details", "Advanced Variant",
            ("Empty-hand details", "Details zur leeren Hand"),
            ("When the hand empties with a sum that would complete anyway, it is a normal "
             "completion (the Mummy is passed, an exact sum turns the depot). Otherwise the "
             "Mummy stays with its holder. At the King's Chamber, after drawing the five "
             "cards, the player may still complete with the exact sum or end the turn (and "
             "see ib.adv.chamber_play).",
             "Wird die Hand mit einer Summe leer, die ohnehin erfüllt, ist es ein normales "
             "Erfüllen (Mumie wird weitergegeben, genaue Summe dreht das Depot). Sonst bleibt "
             "die Mumie beim Besitzer. An der Königskammer darf man nach dem Ziehen der fünf "
             "Karten noch mit genauer Summe erfüllen oder den Zug beenden (siehe auch "
             "ib.adv.chamber_play).")),
    _ruling("ib.adv.chamber_play", "Advanced Variant",
            ("Playing on after the Chamber refill", "Weiterspielen nach dem Nachziehen"),
            ("When the last hand card at the King's Chamber was a special card or was played "
             "after a Scarab, the five new cards may still be used as before: one equipment "
             "card after a special card, any number of indicated ones after a Scarab (option: "
             "no more cards this turn).",
             "War die letzte Handkarte an der Königskammer eine Sonderkarte oder wurde sie nach "
             "einem Skarabäus gespielt, dürfen die fünf neuen Karten wie zuvor genutzt werden: "
             "eine Ausrüstung nach einer Sonderkarte, beliebig viele angezeigte nach einem "
             "Skarabäus (Option: keine weiteren Karten in diesem Zug)."),
            option="adv_chamber_play"),
    # ------------------------------------------------------------------ multi-game variant
    _seed("ib.multi.round", "Variant for Multi-Game Play",
          ("Finish the round", "Runde zu Ende spielen"),
          ("Multi-game: the game ends only when the round in which the first player entered "
           "the King's Chamber is over; players already in the Chamber sit out.",
           "Mehrere Partien: Das Spiel endet erst, wenn die Runde zu Ende ist, in der der Erste "
           "die Königskammer betreten hat; wer schon dort ist, setzt aus.")),
    _seed("ib.multi.minus", "Variant for Multi-Game Play",
          ("Minus points", "Minuspunkte"),
          ("Multi-game: players in the Chamber score 0; everyone else scores as minus points "
           "their uncompleted adventures (Chamber included, +3 with the Mummy) less their "
           "showcase sum.",
           "Mehrere Partien: Wer in der Kammer ist, bekommt 0; alle anderen bekommen als "
           "Minuspunkte ihre unerfüllten Abenteuer (Kammer inklusive, +3 mit Mumie) minus "
           "ihre Auslage.")),
    _ruling("ib.multi.floor", "Variant for Multi-Game Play",
            ("Never below zero", "Nie unter null"),
            ("A showcase worth more than the open adventures gives 0 minus points, not a bonus. "
             "returns() gives minus points as negative numbers.",
             "Ist die Auslage mehr wert als die offenen Abenteuer, gibt es 0 Minuspunkte, "
             "keinen Bonus. returns() liefert Minuspunkte als negative Zahlen.")),
)

CLAUSES = with_german_sources(CLAUSES, SOURCES_DE)
RULES.register(GAME_ID, CLAUSES)
