"""Im Bann's rule clauses for completing adventures and the King's Chamber, passing on the
Mummy, and the end of the game.

>>> next(c for c in ADVENTURE_CLAUSES if c.id == "ib.chamber.exact").kind
'seed'
"""

from __future__ import annotations

from ...engine.rules import RuleClause
from .rule_citations import ruling, seed

ADVENTURE_CLAUSES: tuple[RuleClause, ...] = (
    # ------------------------------------------------------------------ completing
    seed("ib.complete.sum", "Completing an Adventure",
         ("Reach the value", "Wert erreichen"),
         ("After playing, you may complete your archaeologist's adventure if your showcase "
          "sum reaches or exceeds its value.",
          "Nach dem Ausspielen darfst du das Abenteuer deines Archäologen erfüllen, wenn die "
          "Summe deiner Auslage seinen Wert erreicht oder übertrifft.")),
    seed("ib.complete.mummy", "Completing an Adventure",
         ("Mummy: +3", "Mumie: +3"),
         ("With the Mummy in your showcase you need 3 points more.",
          "Mit der Mumie in der Auslage brauchst du 3 Punkte mehr.")),
    seed("ib.complete.discard", "Completing an Adventure",
         ("Showcase to the discard pile", "Auslage auf den Ablagestapel"),
         ("Completing puts every card of your showcase on the discard pile and moves your "
          "archaeologist to the next adventure.",
          "Beim Erfüllen kommt deine ganze Auslage auf den Ablagestapel und dein Archäologe "
          "rückt zum nächsten Abenteuer.")),
    seed("ib.complete.exact", "Completing an Adventure",
         ("Exact sum: turn the depot, go again", "Genaue Summe: Depot drehen, nochmal"),
         ("Completing with exactly the needed value (Mummy included) lets you turn the depot "
          "to any item (or leave it) and take another whole turn.",
          "Erfüllst du mit genau dem nötigen Wert (samt Mumie), darfst du das Depot auf einen "
          "Gegenstand drehen (oder lassen) und bist noch einmal ganz am Zug.")),
    seed("ib.complete.once", "Completing an Adventure",
         ("One adventure per turn", "Ein Abenteuer pro Zug"),
         ("You complete at most one adventure per turn; only the extra turn from an exact "
          "sum lets you complete another.",
          "Pro Zug erfüllst du höchstens ein Abenteuer; nur der Extrazug nach genauer Summe "
          "erlaubt ein weiteres.")),
    seed("ib.chamber.exact", "The King's Chamber",
         ("Exactly the Chamber's value", "Genau der Wert der Königskammer"),
         ("The King's Chamber is completed only with a showcase sum exactly equal to its "
          "value.",
          "Die Königskammer wird nur mit einer Auslage erfüllt, deren Summe genau ihrem Wert "
          "entspricht.")),
    seed("ib.chamber.mummy", "The King's Chamber",
         ("Chamber with the Mummy", "Königskammer mit Mumie"),
         ("At the King's Chamber with the Mummy you need exactly its value plus 3.",
          "Mit der Mumie an der Königskammer brauchst du genau ihren Wert plus 3.")),
    # ------------------------------------------------------------------ mummy passing
    seed("ib.mummy.pass_complete", "Passing On the Mummy",
         ("Pass after completing", "Weitergeben nach dem Erfüllen"),
         ("Whoever completes an adventure while holding the Mummy passes it to another "
          "player of their choice.",
          "Wer mit der Mumie ein Abenteuer erfüllt, gibt sie an einen Mitspieler seiner Wahl "
          "weiter.")),
    ruling("ib.mummy.choice", "Passing On the Mummy",
           ("Any other player", "Jeder Mitspieler"),
           ("After completing, the holder may give the Mummy to any other player still in the "
            "game (not to one who already entered the King's Chamber).",
            "Nach dem Erfüllen darf die Mumie an jeden Mitspieler gehen, der noch im Spiel ist "
            "(nicht an jemanden, der die Königskammer schon betreten hat).")),
    seed("ib.mummy.pass_chamber", "Passing On the Mummy",
         ("Shed the Mummy onto a Chamber player", "Mumie an Königskammer-Spieler"),
         ("Once someone else stands at the King's Chamber, the holder may, on their turn, "
          "discard showcase equipment worth at least 3 and give the Mummy to such a player.",
          "Steht ein Mitspieler an der Königskammer, darf der Besitzer der Mumie in seinem Zug "
          "Ausrüstung im Wert von mindestens 3 aus der Auslage ablegen und die Mumie an einen "
          "solchen Spieler geben.")),
    ruling("ib.mummy.shed_timing", "Passing On the Mummy",
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
    seed("ib.end.win", "End of the Game",
         ("Winning", "Sieg"),
         ("The first player to complete the King's Chamber wins and the game ends.",
          "Wer als Erster die Königskammer erfüllt, gewinnt, und das Spiel endet.")),
    ruling("ib.stall.pass", "Course of Play",
           ("No move: pass", "Kein Zug: passen"),
           ("A player who can do nothing at all (nothing to draw, exchange or play) passes.",
            "Wer gar nichts tun kann (nichts zu ziehen, zu tauschen oder zu spielen), passt.")),
    ruling("ib.stall.turn_cap", "Course of Play",
           ("Turn cap", "Zuggrenze"),
           ("A simulation ends as a draw after a set number of turns (option turn_cap, "
            "0 = no cap).",
            "Eine Simulation endet nach einer festen Zahl von Zügen unentschieden "
            "(Option turn_cap, 0 = keine Grenze)."),
           option="turn_cap"),
    ruling("ib.data.values", "Contents",
           ("Card values", "Kartenwerte"),
           ("The rulebook text does not print the values: by default the low side is "
            "4-5-6-7-8 with King's Chamber 10, the high side 7-8-9-10-11 with 12; each item "
            "has nine cards 1,1,2,2,3,3,4,4,5. Another data file can be given.",
            "Der Regeltext nennt die Werte nicht: standardmäßig hat die niedrige Seite "
            "4-5-6-7-8 mit Königskammer 10, die hohe 7-8-9-10-11 mit 12; jeder Gegenstand hat "
            "neun Karten 1,1,2,2,3,3,4,4,5. Eine andere Datendatei kann angegeben werden."),
           option="data_file"),
)

__all__ = ["ADVENTURE_CLAUSES"]
