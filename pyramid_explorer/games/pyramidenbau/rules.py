"""The rule clauses of Pyramidenbau (ids ``pb.*``), in our own words, EN and DE.

Seed clauses restate the German rulebook (``shared/seeds/pyramidenbau.rules.de.txt``, eMGe-Spiele);
rulings are the project's decisions where it is silent, written up in
``docs/rulings/pyramidenbau.md``. The card instructions (``pb.deck.*``) are reconstructed:
the printed cards are not public.

>>> RULES.get("pb.build.layers").kind, RULES.get("pb.move.ring").kind
('seed', 'ruling')
>>> CAP_POINTS
(10, 6, 3, 1)
"""

from __future__ import annotations

from ...engine.rules import RULES, clause, with_german_sources

GAME_ID = "pyramidenbau"
BOOK = "Pyramidenbau rulebook (eMGe-Spiele)"
DESIGN = "pyramid-explorer GAMES.md §4"
WORDS_DE = (  # the headings are the German rulebook's own: only our words are translated
    (BOOK, "Pyramidenbau-Spielregel (eMGe-Spiele)"),
    (DESIGN, "Projektentwurf pyramid-explorer GAMES.md §4"),
    ("Reconstructed card (not printed text)", "Rekonstruierte Karte (kein gedruckter Text)"),
    ("pyramid-explorer (simulation safeguard)", "pyramid-explorer (Schutz für Simulationen)"),
    (" and ", " und "),
)


def german_source(source: str) -> str:
    """A citation of this game in German.

    >>> german_source(f"{BOOK}, Spielablauf (Option 4) and Zugpflicht")
    'Pyramidenbau-Spielregel (eMGe-Spiele), Spielablauf (Option 4) und Zugpflicht'
    """
    for en, de in WORDS_DE:
        source = source.replace(en, de)
    return source
CAP_POINTS = (10, 6, 3, 1)


_c = clause  # (English, German) pairs -> a RuleClause


CLAUSES = (
    _c("pb.board.plan", "ruling", f"{BOOK}, Spielmaterial; {DESIGN}",
       ("The floor plan", "Der Grundriss"),
       ("The 8×8 board is the pyramid seen from above. A cell at distance d from the nearest "
        "edge holds a stack of d + 1 stones: 120 stones in all, 64 of them visible on top.",
        "Das 8×8-Feld ist die Pyramide von oben. Ein Feld mit Abstand d zum nächsten Rand trägt "
        "einen Stapel aus d + 1 Steinen: 120 Steine insgesamt, davon 64 oben sichtbar.")),
    _c("pb.board.sides", "ruling", f"{BOOK}, Ziel des Spiels; {DESIGN}",
       ("Four sides of 20", "Vier Seiten zu je 20"),
       ("Each colour builds the triangle between the two diagonals at its board edge: rows of "
        "8, 6, 4 and 2 cells, 20 visible stones. Diagonal cells belong to both neighbouring sides.",
        "Jede Farbe baut das Dreieck zwischen den beiden Diagonalen an ihrem Rand: Reihen mit "
        "8, 6, 4 und 2 Feldern, 20 sichtbare Steine. Felder auf den Diagonalen gehören zu beiden "
        "Nachbarseiten.")),
    _c("pb.board.workplaces", "seed", f"{BOOK}, Spielmaterial",
       ("Workplaces", "Arbeitsplätze"),
       ("Each building site has 4 workplaces. A workplace holds at most 4 stones and at most "
        "one worker.",
        "Jede Baustelle hat 4 Arbeitsplätze. Auf einem Arbeitsplatz liegen höchstens 4 Steine "
        "und steht höchstens ein Arbeiter.")),
    _c("pb.setup.start", "seed", f"{BOOK}, Spielbeginn",
       ("Setting up", "Spielbeginn"),
       ("The board starts empty; stones wait in the quarry and workers in the market. The start "
        "player is drawn by lot and play goes clockwise.",
        "Das Brett ist anfangs leer; Steine liegen im Steinbruch, Arbeiter auf dem Markt. Der "
        "Startspieler wird ausgelost, dann geht es im Uhrzeigersinn weiter.")),
    _c("pb.setup.cards", "seed", f"{BOOK}, Spielbeginn",
       ("The cards", "Die Karten"),
       ("The 40 cards are shuffled into a face-down pile; its top four are turned up onto a "
        "discard pile beside it.",
        "Die 40 Karten werden gemischt und verdeckt gestapelt; die obersten vier kommen offen "
        "auf einen Ablagestapel daneben.")),
    _c("pb.turn.roll", "seed", f"{BOOK}, Spielbeginn und Spielablauf",
       ("Roll once", "Einmal würfeln"),
       ("On your turn you roll the die once; its number decides which actions you may take.",
        "In deinem Zug würfelst du einmal; die Augenzahl bestimmt, welche Aktionen du hast.")),
    _c("pb.turn.must-act", "seed", f"{BOOK}, Spielbeginn (Zugpflicht)",
       ("You must act", "Zugpflicht"),
       ("If any action of your roll is possible you must take one; if none is, your turn is "
        "lost and the next colour plays.",
        "Ist eine Aktion deines Wurfs möglich, musst du eine ausführen; geht keine, verfällt "
        "dein Zug und die nächste Farbe ist dran.")),
    _c("pb.steps.up-to", "ruling", f"{BOOK}, Spielablauf (1–4 Augen)",
       ("Up to n, step by step", "Bis zu n, Schritt für Schritt"),
       ("A roll of n allows up to n stones: you place, take or build them one step at a time "
        "and may stop with Done after the first step. All steps of one roll use the same option.",
        "Ein Wurf von n erlaubt bis zu n Steine: Du setzt, nimmst oder baust sie Schritt für "
        "Schritt ein und darfst nach dem ersten Schritt mit „Fertig“ aufhören. Alle Schritte "
        "eines Wurfs nutzen dieselbe Option.")),
    _c("pb.place.quarry", "seed", f"{BOOK}, Spielablauf (1–4 Augen, Option 1)",
       ("Place stones", "Steine setzen"),
       ("With 1–4 you may put that many stones from the quarry onto workplaces without a worker, "
        "on any building site, at most 4 stones per workplace.",
        "Bei 1–4 darfst du so viele Steine aus dem Steinbruch auf Arbeitsplätze ohne Arbeiter "
        "setzen, auf jeder Baustelle, höchstens 4 Steine je Arbeitsplatz.")),
    _c("pb.place.colour", "ruling", f"{BOOK}, Spielablauf (1–4 Augen, Option 1)",
       ("You choose the colour", "Du wählst die Farbe"),
       ("You pick the colour of every stone you take from the quarry, as long as that colour "
        "is left.",
        "Du wählst die Farbe jedes Steins aus dem Steinbruch, solange es diese Farbe noch gibt.")),
    _c("pb.place.from-sites", "seed", f"{BOOK}, Spielablauf (1–4 Augen, Besonderheit)",
       ("Empty quarry", "Leerer Steinbruch"),
       ("When the quarry is empty, you take the stones from other building sites instead and "
        "put them on workplaces without a worker.",
        "Ist der Steinbruch leer, nimmst du die Steine stattdessen von fremden Baustellen und "
        "setzt sie auf Arbeitsplätze ohne Arbeiter.")),
    _c("pb.place.other-sites", "ruling", f"{BOOK}, Spielablauf (1–4 Augen, Besonderheit)",
       ("Which sites count as other", "Welche Baustellen fremd sind"),
       ("Every site except the one of the colour you play this turn counts, the passive one "
        "too, and any workplace there, with or without a worker.",
        "Als fremd zählt jede Baustelle außer der der Farbe, die du gerade spielst, auch die "
        "passive, und dort jeder Arbeitsplatz, mit oder ohne Arbeiter.")),
    _c("pb.build.staffed", "seed", f"{BOOK}, Spielablauf (1–4 Augen, Option 2)",
       ("Build", "Einbauen"),
       ("With 1–4 you may build that many stones into your side, taken from workplaces of your "
        "own building site where a worker stands.",
        "Bei 1–4 darfst du so viele Steine in deine Seite einbauen, genommen von Arbeitsplätzen "
        "deiner eigenen Baustelle, an denen ein Arbeiter steht.")),
    _c("pb.build.layers", "seed", f"{BOOK}, Der Pyramidenbau",
       ("Layer by layer", "Schicht für Schicht"),
       ("A side is built layer by layer: a stone goes onto layer k only when layer k − 1 of that "
        "side is complete.",
        "Eine Seite wird schichtweise gebaut: Ein Stein kommt erst auf Schicht k, wenn Schicht "
        "k − 1 dieser Seite vollständig ist.")),
    _c("pb.move.worker", "seed", f"{BOOK}, Spielablauf (1–4 Augen, Option 3)",
       ("Move a worker", "Arbeiter bewegen"),
       ("With 1–4 you may move one worker up to that many fields: a worker of your colour "
        "anywhere, or a worker of any colour on your building site.",
        "Bei 1–4 darfst du einen Arbeiter bis zu so viele Felder bewegen: einen Arbeiter deiner "
        "Farbe an beliebiger Stelle oder einen beliebigen Arbeiter auf deiner Baustelle.")),
    _c("pb.move.ring", "ruling", f"{BOOK}, Spielablauf (Option 3); {DESIGN}",
       ("Fields are workplaces", "Felder sind Arbeitsplätze"),
       ("A field is one workplace along the ring of 16 around the board. The worker may pass "
        "other workers but must end on a workplace without one.",
        "Ein Feld ist ein Arbeitsplatz auf dem Ring der 16 um das Brett. Der Arbeiter darf an "
        "anderen vorbeiziehen, muss aber auf einem Arbeitsplatz ohne Arbeiter enden.")),
    _c("pb.hire.market", "seed", f"{BOOK}, Spielablauf (5–6 Augen, Option 1)",
       ("Hire a worker", "Arbeiter einstellen"),
       ("With 5–6 you may take a worker from the market and place it at any workplace that has "
        "no worker, on any building site.",
        "Bei 5–6 darfst du einen Arbeiter vom Markt holen und an einen Arbeitsplatz ohne "
        "Arbeiter stellen, egal auf welcher Baustelle.")),
    _c("pb.hire.colour", "ruling", f"{BOOK}, Spielablauf (5–6 Augen, Option 1)",
       ("Your own workers", "Eigene Arbeiter"),
       ("You hire a worker of your own colour (or of the passive colour with 3 players).",
        "Du stellst einen Arbeiter deiner Farbe ein (zu dritt auch der passiven Farbe)."),
       option="hire_any_colour"),
    _c("pb.fire.own-site", "seed", f"{BOOK}, Spielablauf (5–6 Augen, Option 2)",
       ("Fire a worker", "Arbeiter entlassen"),
       ("With 5–6 you may fire a worker of any colour from your own building site; it goes back "
        "to the market.",
        "Bei 5–6 darfst du einen Arbeiter beliebiger Farbe von deiner Baustelle entlassen; er "
        "geht zurück auf den Markt.")),
    _c("pb.card.reveal", "seed", f"{BOOK}, Spielablauf (5–6 Augen, Option 3)",
       ("Reveal a card", "Karte aufdecken"),
       ("With 5–6 you may turn up the top face-down card, carry out its instruction and lay it "
        "face up on the discard pile.",
        "Bei 5–6 darfst du die oberste verdeckte Karte aufdecken, ihre Anweisung ausführen und "
        "sie offen auf den Ablagestapel legen.")),
    _c("pb.card.reshuffle", "seed", f"{BOOK}, Spielablauf (5–6 Augen, Option 3, Beachte)",
       ("Reshuffle", "Neu mischen"),
       ("Once the last face-down card is turned up, all 40 cards are shuffled and set out as at "
        "the start (four face up). The card just revealed is still carried out.",
        "Ist die letzte verdeckte Karte aufgedeckt, werden alle 40 Karten gemischt und wie zu "
        "Beginn ausgelegt (vier offen). Die gerade aufgedeckte Karte wird trotzdem ausgeführt.")),
    _c("pb.card.follow", "seed", f"{BOOK}, Spielablauf (5–6 Augen, Option 4)",
       ("Follow the top discard", "Oberste Ablagekarte"),
       ("With 5–6 you may carry out the instruction of the top discard, then slide that card "
        "face up under the discard pile.",
        "Bei 5–6 darfst du die Anweisung der obersten Ablagekarte ausführen und die Karte danach "
        "offen unter den Ablagestapel schieben.")),
    _c("pb.card.follow-possible", "ruling", f"{BOOK}, Spielablauf (Option 4) and Zugpflicht",
       ("Only a card that can be done", "Nur eine ausführbare Karte"),
       ("Following the top discard is offered only when its instruction can be carried out; "
        "otherwise it would be a way to pass despite the duty to move.",
        "Die oberste Ablagekarte auszuführen wird nur angeboten, wenn ihre Anweisung ausführbar "
        "ist; sonst wäre es ein Weg, trotz Zugpflicht zu passen.")),
    _c("pb.card.void", "ruling", f"{BOOK}, Spielablauf (Option 3) and Zugpflicht",
       ("A card that cannot be done", "Nicht ausführbare Karte"),
       ("A revealed card whose instruction cannot be carried out has no effect; it still counts "
        "as your action for that roll.",
        "Eine aufgedeckte Karte, deren Anweisung nicht ausführbar ist, bleibt ohne Wirkung; sie "
        "zählt trotzdem als deine Aktion für diesen Wurf.")),
    _c("pb.deck.reconstructed", "ruling", f"{BOOK}, Spielmaterial (40 Karten, 4 × 10); {DESIGN}",
       ("Reconstructed cards", "Rekonstruierte Karten"),
       ("The 10 printed instructions are not public. The default deck is our reconstruction from "
        "the rulebook's own actions, 4 copies each; you can load your real deck from a file.",
        "Die 10 gedruckten Anweisungen sind nicht öffentlich. Das Standarddeck ist unsere "
        "Rekonstruktion aus den Aktionen der Regel, je 4-mal; euer echtes Deck lässt sich aus "
        "einer Datei laden."),
       option="deck_file"),
    _c("pb.deck.place", "ruling", "Reconstructed card (not printed text)",
       ("Card: place stones", "Karte: Steine setzen"),
       ("Place up to the card's number of stones, as with a roll of 1–4 (option 1).",
        "So viele Steine setzen, wie die Karte höchstens erlaubt – wie bei einem Wurf von 1–4 "
        "(Option 1).")),
    _c("pb.deck.take", "ruling", "Reconstructed card (not printed text)",
       ("Card: take stones", "Karte: Steine nehmen"),
       ("Move up to the card's number of stones from workplaces of other sites to workplaces "
        "without a worker, even when the quarry is not empty.",
        "So viele Steine, wie die Karte höchstens erlaubt, von Arbeitsplätzen fremder Baustellen "
        "auf Arbeitsplätze ohne Arbeiter umsetzen, auch wenn der Steinbruch nicht leer ist.")),
    _c("pb.deck.build", "ruling", "Reconstructed card (not printed text)",
       ("Card: build", "Karte: einbauen"),
       ("Build up to the card's number of stones, as with a roll of 1–4 (option 2).",
        "So viele Steine einbauen, wie die Karte höchstens erlaubt – wie bei einem Wurf von 1–4 "
        "(Option 2).")),
    _c("pb.deck.move", "ruling", "Reconstructed card (not printed text)",
       ("Card: move a worker", "Karte: Arbeiter bewegen"),
       ("Move one worker up to the card's number of fields, as with a roll of 1–4 (option 3).",
        "Einen Arbeiter so viele Felder bewegen, wie die Karte höchstens erlaubt – wie bei einem "
        "Wurf von 1–4 (Option 3).")),
    _c("pb.deck.hire", "ruling", "Reconstructed card (not printed text)",
       ("Card: hire", "Karte: einstellen"),
       ("Hire a worker from the market, as with a roll of 5–6 (option 1).",
        "Einen Arbeiter vom Markt einstellen, wie bei einem Wurf von 5–6 (Option 1).")),
    _c("pb.deck.fire", "ruling", "Reconstructed card (not printed text)",
       ("Card: fire", "Karte: entlassen"),
       ("Fire a worker from your building site, as with a roll of 5–6 (option 2).",
        "Einen Arbeiter von deiner Baustelle entlassen, wie bei einem Wurf von 5–6 (Option 2).")),
    _c("pb.deck.roll", "ruling", "Reconstructed card (not printed text)",
       ("Card: roll again", "Karte: noch einmal würfeln"),
       ("Roll one die again and play that number now (also with the second-die variant).",
        "Einen Würfel noch einmal werfen und die Zahl sofort spielen (auch mit zweitem Würfel).")),
    _c("pb.cap.place", "seed", f"{BOOK}, Die Spitze aufsetzen",
       ("The cap", "Die Spitze"),
       ("Once your side shows all 20 visible stones, a 5 or 6 on a later turn lets you put your "
        "cap on. Each colour places one cap.",
        "Zeigt deine Seite alle 20 sichtbaren Steine, darfst du in einem späteren Zug mit einer "
        "5 oder 6 deine Spitze aufsetzen. Jede Farbe setzt eine Spitze.")),
    _c("pb.cap.points", "seed", f"{BOOK}, Punktewertung",
       ("Cap points", "Punkte für Spitzen"),
       ("The first cap scores 10, the second 6, the third 3, the last 1.",
        "Die erste Spitze bringt 10 Punkte, die zweite 6, die dritte 3, die letzte 1.")),
    _c("pb.end.caps", "seed", f"{BOOK}, Die Spitze aufsetzen",
       ("End of the game", "Spielende"),
       ("The game ends when all four caps are on; it is played to the end to rank everyone.",
        "Das Spiel endet, wenn alle vier Spitzen sitzen; es wird zu Ende gespielt, damit auch "
        "die Letzten feststehen.")),
    _c("pb.end.three-players", "ruling", f"{BOOK}, Spiel zu dritt; {DESIGN}",
       ("End with three players", "Ende zu dritt"),
       ("With three players the passive side needs no cap: the game ends when the three active "
        "colours have theirs.",
        "Zu dritt braucht die passive Seite keine Spitze: Das Spiel endet, wenn die drei aktiven "
        "Farben ihre Spitze haben.")),
    _c("pb.end.turn-cap", "ruling", "pyramid-explorer (simulation safeguard)",
       ("Turn cap", "Zuggrenze"),
       ("So that every simulated game ends, play stops after the turn cap and the position is "
        "scored as it stands; this ending is reported as such.",
        "Damit jede simulierte Partie endet, wird nach der Zuggrenze abgebrochen und der Stand "
        "gewertet; dieses Ende wird ausdrücklich gemeldet."),
       option="turn_cap"),
    _c("pb.score.visible", "seed", f"{BOOK}, Punktewertung",
       ("Scoring", "Wertung"),
       ("Every visible stone (the top stone of each stack) scores 1 point for its colour, "
        "whichever side it sits on; with the caps a game of four colours in play hands out 84 "
        "points (three players: see the ruling on the passive colour).",
        "Jeder sichtbare Stein (der oberste jedes Stapels) zählt 1 Punkt für seine Farbe, egal "
        "auf welcher Seite; mit den Spitzen verteilt ein Spiel mit vier Farben im Spiel 84 "
        "Punkte (zu dritt: siehe den Entscheid zur passiven Farbe).")),
    _c("pb.score.three-players", "ruling", f"{BOOK}, Spiel zu dritt; Punktewertung",
       ("Scoring with three players", "Wertung zu dritt"),
       ("The passive colour belongs to nobody: its visible stones score for no player, its side "
        "may stay unfinished (the top stones of its stacks count as they stand) and only three "
        "caps (10, 6, 3) are placed, so a finished game hands out at most 83 points.",
        "Die passive Farbe gehört niemandem: Ihre sichtbaren Steine zählen für keinen Spieler, "
        "ihre Seite darf unfertig bleiben (die obersten Steine ihrer Stapel zählen, wie sie "
        "liegen), und nur drei Spitzen (10, 6, 3) werden aufgesetzt; eine beendete Partie "
        "verteilt also höchstens 83 Punkte.")),
    _c("pb.score.winner", "ruling", f"{BOOK}, Gewinner",
       ("The winner", "Gewinner"),
       ("Most points wins (a seat with two colours adds both); on a tie the tied players share "
        "the win.",
        "Die meisten Punkte gewinnen (wer zwei Farben spielt, zählt beide); bei Gleichstand "
        "teilen sich die Punktgleichen den Sieg.")),
    _c("pb.players.three", "seed", f"{BOOK}, Spiel zu dritt",
       ("Three players", "Zu dritt"),
       ("With three players one colour, drawn by lot, is passive: the others may use its side, "
        "site and workers as if they were their own, and take stones from its site when the "
        "quarry is empty.",
        "Zu dritt ist eine ausgeloste Farbe passiv: Die anderen dürfen ihre Seite, Baustelle und "
        "Arbeiter wie eigene benutzen und bei leerem Steinbruch Steine von ihrer Baustelle "
        "nehmen.")),
    _c("pb.players.two", "seed", f"{BOOK}, Spiel zu zweit",
       ("Two players", "Zu zweit"),
       ("With two players each plays two colours drawn by lot.",
        "Zu zweit spielt jeder zwei ausgeloste Farben.")),
    _c("pb.players.colour-turns", "ruling", f"{BOOK}, Spiel zu zweit",
       ("A turn per colour", "Ein Zug je Farbe"),
       ("Turns go round the colours, not the players: with two colours you play two turns per "
        "round, each for one colour and its own site and side.",
        "Die Züge gehen reihum nach Farben, nicht nach Spielern: Mit zwei Farben hast du zwei "
        "Züge pro Runde, jeden für eine Farbe mit ihrer Baustelle und Seite."),
       option="turns"),
    _c("pb.option.second-die", "seed", f"{BOOK}, Spiel zu zweit (zweiter Würfel)",
       ("Second die", "Zweiter Würfel"),
       ("In a game of two you may roll two dice and play both numbers, in the order you "
        "choose; the option offers it with three and four players too, beyond the rulebook.",
        "Im Spiel zu zweit darfst du mit zwei Würfeln würfeln und beide Zahlen spielen, in frei "
        "gewählter Reihenfolge; die Option bietet das auch zu dritt und zu viert an, über die "
        "Regel hinaus."),
       option="second_die"),
)

CLAUSES = with_german_sources(CLAUSES, {c.source: german_source(c.source) for c in CLAUSES})
RULES.register(GAME_ID, CLAUSES)
