"""Im Bann's rule clauses for the advanced variant and for playing several games in a row.

>>> sorted({c.id.split(".")[1] for c in VARIANT_CLAUSES})
['adv', 'multi']
"""

from __future__ import annotations

from ...engine.rules import RuleClause
from .rule_citations import ruling, seed

VARIANT_CLAUSES: tuple[RuleClause, ...] = (
    # ------------------------------------------------------------------ advanced variant
    seed("ib.adv.empty_hand", "Advanced Variant",
         ("Empty hand completes", "Leere Hand erfüllt"),
         ("Advanced: a player whose hand becomes empty completes the adventure at once, "
          "discards the showcase, draws five cards, and the turn passes on.",
          "Fortgeschritten: Wessen Hand leer wird, erfüllt sofort das Abenteuer, legt die "
          "Auslage ab, zieht fünf Karten, und der Nächste ist dran.")),
    seed("ib.adv.last_exact", "Advanced Variant",
         ("Last card, exact sum", "Letzte Karte, genaue Summe"),
         ("Advanced: reaching the exact value with your last card advances you, you draw five "
          "cards and play again.",
          "Fortgeschritten: Erreichst du mit deiner letzten Karte genau den Wert, rückst du "
          "vor, ziehst fünf Karten und bist noch einmal dran.")),
    seed("ib.adv.chamber", "Advanced Variant",
         ("Empty hand at the Chamber", "Leere Hand an der Königskammer"),
         ("Advanced: at the King's Chamber an empty hand only draws five new cards; the "
          "showcase stays and the Chamber still needs the exact sum.",
          "Fortgeschritten: An der Königskammer bringt eine leere Hand nur fünf neue Karten; "
          "die Auslage bleibt, die Kammer braucht weiter die genaue Summe.")),
    seed("ib.adv.curse_self", "Advanced Variant",
         ("Curse yourself too", "Auch sich selbst verfluchen"),
         ("Advanced: the Curse's player may also discard a random card of their own showcase "
          "(never the Mummy).",
          "Fortgeschritten: Wer den Fluch spielt, darf auch eine zufällige Karte der eigenen "
          "Auslage ablegen (nie die Mumie).")),
    ruling("ib.adv.details", "Advanced Variant",
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
    ruling("ib.adv.chamber_play", "Advanced Variant",
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
    seed("ib.multi.round", "Variant for Multi-Game Play",
         ("Finish the round", "Runde zu Ende spielen"),
         ("Multi-game: the game ends only when the round in which the first player entered "
          "the King's Chamber is over; players already in the Chamber sit out.",
          "Mehrere Partien: Das Spiel endet erst, wenn die Runde zu Ende ist, in der der Erste "
          "die Königskammer betreten hat; wer schon dort ist, setzt aus.")),
    seed("ib.multi.minus", "Variant for Multi-Game Play",
         ("Minus points", "Minuspunkte"),
         ("Multi-game: players in the Chamber score 0; everyone else scores as minus points "
          "their uncompleted adventures (Chamber included, +3 with the Mummy) less their "
          "showcase sum.",
          "Mehrere Partien: Wer in der Kammer ist, bekommt 0; alle anderen bekommen als "
          "Minuspunkte ihre unerfüllten Abenteuer (Kammer inklusive, +3 mit Mumie) minus "
          "ihre Auslage.")),
    ruling("ib.multi.floor", "Variant for Multi-Game Play",
           ("Never below zero", "Nie unter null"),
           ("A showcase worth more than the open adventures gives 0 minus points, not a bonus. "
            "returns() gives minus points as negative numbers.",
            "Ist die Auslage mehr wert als die offenen Abenteuer, gibt es 0 Minuspunkte, "
            "keinen Bonus. returns() liefert Minuspunkte als negative Zahlen.")),
)

__all__ = ["VARIANT_CLAUSES"]
