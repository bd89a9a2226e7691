"""Im Bann's rule clauses for the setup and the shape of a turn, with option A (draw or
exchange).

>>> [c.id for c in TURN_CLAUSES][:2]
['ib.setup.chamber', 'ib.setup.adventures']
"""

from __future__ import annotations

from ...engine.rules import RuleClause
from .rule_citations import ruling, seed

TURN_CLAUSES: tuple[RuleClause, ...] = (
    # ------------------------------------------------------------------ setup
    seed("ib.setup.chamber", "Setup",
         ("King's Chamber side", "Seite der Königskammer"),
         ("The King's Chamber lies at the end of the row with one of its two sides up, chosen "
          "at random unless the players pick a side.",
          "Die Königskammer liegt am Ende der Reihe; welche ihrer zwei Seiten oben liegt, "
          "entscheidet der Zufall, sofern die Spieler keine Seite wählen.")),
    seed("ib.setup.adventures", "Setup",
         ("Four adventures", "Vier Abenteuer"),
         ("The players agree on a side for the adventure cards; the five cards are shuffled, "
          "one goes back to the box and the other four form the row in the shuffled order. The "
          "low side makes a shorter game.",
          "Die Spieler einigen sich auf eine Seite der Abenteuerkarten; die fünf Karten werden "
          "gemischt, eine kommt zurück in die Schachtel, die übrigen vier bilden in dieser "
          "Reihenfolge die Reihe. Die niedrige Seite ergibt ein kürzeres Spiel.")),
    seed("ib.setup.depot", "Setup",
         ("Depot starts on ladders", "Depot zeigt zuerst auf Leitern"),
         ("At the start the depot's arrow shows the ladders.",
          "Zu Beginn zeigt der Pfeil des Depots auf die Leitern.")),
    seed("ib.setup.deal", "Setup",
         ("Five cards each", "Fünf Karten pro Person"),
         ("All pyramid cards are shuffled; everyone gets five into hand and the rest form the "
          "face-down draw pile.",
          "Alle Pyramidenkarten werden gemischt; jeder erhält fünf auf die Hand, der Rest bildet "
          "den verdeckten Nachziehstapel.")),
    seed("ib.setup.archaeologists", "Setup",
         ("Archaeologists at the first adventure", "Archäologen beim ersten Abenteuer"),
         ("Each player's archaeologist starts next to the first adventure of the row.",
          "Der Archäologe jedes Spielers beginnt neben dem ersten Abenteuer der Reihe.")),
    # ------------------------------------------------------------------ turn
    seed("ib.turn.options", "Course of Play",
         ("A or B", "A oder B"),
         ("On your turn you either draw/exchange cards (A) or play cards and perhaps complete "
          "an adventure (B); then the player on your left goes.",
          "In deinem Zug ziehst oder tauschst du Karten (A) oder du spielst Karten aus und "
          "erfüllst vielleicht ein Abenteuer (B); dann ist dein linker Nachbar dran.")),
    ruling("ib.turn.first", "Course of Play",
           ("P1 begins", "P1 beginnt"),
           ("The youngest player begins; the engine seats the youngest as P1.",
            "Die jüngste Person beginnt; die Engine setzt sie auf Platz P1.")),
    ruling("ib.turn.useless", "B) Playing Pyramid Cards",
           ("Any playable card may be played", "Jede spielbare Karte darf gespielt werden"),
           ("Option B may be chosen with any card the rules let you play, even one that "
            "changes nothing (a Curse when no showcase holds a card, a Scarab without matching "
            "equipment).",
            "Option B darf mit jeder erlaubten Karte gewählt werden, auch wenn sie nichts "
            "bewirkt (ein Fluch, wenn keine Auslage Karten hat, ein Skarabäus ohne passende "
            "Ausrüstung).")),
    ruling("ib.turn.end", "Course of Play",
           ("Ending the turn", "Zug beenden"),
           ("A turn is a series of small steps; after option A or B (and any completing or "
            "Mummy passing) the player ends the turn with 'End turn'.",
            "Ein Zug besteht aus kleinen Schritten; nach Option A oder B (und einem etwaigen "
            "Erfüllen oder Weitergeben der Mumie) beendet man den Zug mit „Zug beenden“.")),
    # ------------------------------------------------------------------ option A
    seed("ib.draw.draw", "A) Drawing or Exchanging",
         ("Draw one or two", "Eine oder zwei ziehen"),
         ("Option A: take one or two cards from the draw pile.",
          "Option A: Nimm eine oder zwei Karten vom Nachziehstapel.")),
    seed("ib.draw.limit", "A) Drawing or Exchanging",
         ("Hand limit 10", "Handlimit 10"),
         ("Nobody may ever hold more than ten cards.",
          "Niemand darf je mehr als zehn Karten auf der Hand haben.")),
    seed("ib.draw.exchange", "A) Drawing or Exchanging",
         ("Exchange up to five", "Bis zu fünf tauschen"),
         ("Instead of drawing you may lay up to five hand cards face up on the discard pile "
          "and draw as many new ones.",
          "Statt zu ziehen darfst du bis zu fünf Handkarten offen auf den Ablagestapel legen "
          "und ebenso viele nachziehen.")),
    seed("ib.draw.exchange_short", "A) Drawing or Exchanging (tip)",
         ("Exchanging from a short pile", "Tauschen bei kleinem Stapel"),
         ("If fewer than five cards are left to draw, the discard pile is shuffled into the "
          "draw pile first; with no discard pile you may exchange only as many cards as can "
          "be drawn.",
          "Liegen weniger als fünf Karten im Nachziehstapel, wird zuerst der Ablagestapel "
          "eingemischt; gibt es keinen, darfst du nur so viele Karten tauschen, wie noch "
          "gezogen werden können.")),
    seed("ib.draw.reshuffle", "A) Drawing or Exchanging",
         ("New draw pile", "Neuer Nachziehstapel"),
         ("When the draw pile runs out, the discard pile is shuffled to become the new draw "
          "pile.",
          "Ist der Nachziehstapel aufgebraucht, wird der Ablagestapel gemischt und zum neuen "
          "Nachziehstapel.")),
    ruling("ib.draw.exchange_steps", "A) Drawing or Exchanging",
           ("Exchanging step by step", "Tauschen Schritt für Schritt"),
           ("An exchange is played card by card: each chosen card goes face up onto the "
            "discard pile (the short-pile reshuffle happens before the first one), then "
            "'Finish exchange' draws as many cards as were laid down.",
            "Ein Tausch wird Karte für Karte gespielt: jede gewählte Karte kommt offen auf den "
            "Ablagestapel (das Einmischen bei kleinem Stapel geschieht vor der ersten), dann "
            "zieht „Tausch beenden“ ebenso viele Karten nach.")),
)

__all__ = ["TURN_CLAUSES"]
