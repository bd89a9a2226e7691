"""The words of the Ramses Pyramid table drawing, in English and German.

>>> TEXT["de"]["tents"], EFFECT_SHORT["en"]["mummy"]
('Zelte', '+mummies')
"""

from __future__ import annotations

TEXT = {
    "en": {"turn": "Turn {n}", "to_move": "{p} to move", "chance": "the die is rolled",
           "die": "Die (reconstructed): {faces}", "last": "Last roll: {roll}", "tents": "Tents",
           "none": "no crystals", "temples": "Temples", "referee": "Referee: every temple",
           "view": "What {p} knows", "public": "Public view: opened temples only", "seen": "seen on turn {n}", "unseen": "not seen", "seen_short": "turn {n}",
           "looked": "{who} looked", "entrance": "Entrance", "ramses": "Ramses",
           "over": {"ramses": "{p} defeats Ramses!", "scorpion": "{p} takes the Golden Scorpion!",
                    "mummies": "The mummies win: all 8 reached the brown spaces.",
                    "all-trapped": "Everybody is trapped in the treasure room.",
                    "turn-cap": "Turn cap reached: nobody wins."},
           "team": " (team win)", "steps": "{n} steps left", "lapped": "lap done",
           "out": "trapped", "title": "Ramses Pyramid, turn {n}"},
    "de": {"turn": "Zug {n}", "to_move": "{p} ist dran", "chance": "es wird gewürfelt",
           "die": "Würfel (rekonstruiert): {faces}", "last": "Letzter Wurf: {roll}",
           "tents": "Zelte", "none": "keine Juwelen", "temples": "Tempel",
           "referee": "Schiedsrichter: alle Tempel", "view": "Was {p} weiß", "public": "Öffentliche Sicht: nur geöffnete Tempel",
           "seen": "gesehen in Zug {n}", "unseen": "nicht gesehen", "seen_short": "Zug {n}", "looked": "{who} schaute",
           "entrance": "Eingang", "ramses": "Ramses",
           "over": {"ramses": "{p} besiegt Ramses!", "scorpion": "{p} nimmt den Goldenen Skorpion!",
                    "mummies": "Die Mumien gewinnen: Alle 8 erreichten die braunen Felder.",
                    "all-trapped": "Alle sind in der Schatzkammer gefangen.",
                    "turn-cap": "Zuggrenze erreicht: niemand gewinnt."},
           "team": " (Teamsieg)", "steps": "noch {n} Schritte", "lapped": "Runde geschafft",
           "out": "gefangen", "title": "Ramses Pyramide, Zug {n}"},
}
EFFECT_SHORT = {"en": {"plain": "", "steal": "+steal", "turn": "+turn", "mummy": "+mummies"},
                "de": {"plain": "", "steal": "+stehlen", "turn": "+drehen", "mummy": "+Mumien"}}
