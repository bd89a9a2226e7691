"""The words of the "your move" exercises (English and German) and their CSS.

>>> tr("illegal", "de")
'Nicht erlaubt'
"""

from __future__ import annotations

from ...engine.text import TextTable

TEXTS: dict[str, tuple[str, str]] = {
    "your_move": ("Your move", "Dein Zug"),
    "legal": ("Allowed", "Erlaubt"),
    "illegal": ("Not allowed", "Nicht erlaubt"),
    "good": ("Good move", "Guter Zug"),
    "weak": ("Allowed, but not the best", "Erlaubt, aber nicht der beste Zug"),
    "because": ("Why:", "Warum:"),
    "rule": ("Rule", "Regel"),
    "odds": ("Chance to make a room this turn: {p} with this move; the best move "
             "(“{best}”) gives {q}.",
             "Chance, in diesem Zug einen Raum zu schaffen: {p} mit diesem Zug; der beste Zug "
             "(„{best}“) ergibt {q}."),
    "game_odds": ("Chance to win the whole game with best play: {p} after this move; the best "
                  "move (“{best}”) gives {q}.",
                  "Chance, das ganze Spiel bei bestem Spiel zu gewinnen: {p} nach diesem Zug; "
                  "der beste Zug („{best}“) ergibt {q}."),
    "coach_head": ("The coach (each choice played on {n} times from what you can know, "
                   "strong bots playing after it):",
                   "Der Trainer (jede Wahl {n}-mal weitergespielt von dem aus, was du wissen "
                   "kannst, danach spielen starke Bots):"),
    "coach_win": ("{p} ± {pm} to win", "{p} ± {pm} Siegchance"),
    "coach_points": ("{pts} ± {pm} points ({p} to win)", "{pts} ± {pm} Punkte ({p} Siegchance)"),
    "coach_best": ("this is its best choice: {mine}.", "das ist seine beste Wahl: {mine}."),
    "coach_within": ("it prefers “{best}” — {b} — but cannot tell yours from it: {mine}.",
                     "er zieht „{best}“ vor — {b} —, kann deine Wahl aber nicht davon "
                     "unterscheiden: {mine}."),
    "coach_prefers": ("it prefers “{best}”: {b}, against {mine} for yours.",
                      "er zieht „{best}“ vor: {b}, gegenüber {mine} für deine Wahl."),
    "after": ("After your move:", "Nach deinem Zug:"),
    "try_again": ("Try another button to compare.", "Probiere einen anderen Knopf zum Vergleich."),
}


tr = TextTable("exercise", TEXTS)


CSS = """
<style>
.pe-exercise { border:2px solid #0072B2; border-radius:8px; padding:8px 12px; margin:8px 0;
               font-size:16px; max-width:1100px; }
.pe-exercise-prompt { font-size:17px; margin-bottom:6px; }
.pe-exercise .widget-button { font-size:16px; font-weight:600; }
.pe-verdict { margin-top:8px; padding:6px 10px; border-left:6px solid #555; background:#f7f7f7; }
.pe-verdict-good { border-left-color:#009E73; }
.pe-verdict-weak { border-left-color:#E69F00; }
.pe-verdict-illegal { border-left-color:#B00020; }
.pe-verdict-reason { font-weight:600; margin:4px 0; }
.pe-verdict-odds { margin:4px 0; }
.pe-verdict-rule { margin:3px 0 3px 10px; }
.pe-verdict-badge { color:#fff; padding:0 6px; border-radius:4px; font-size:13px; font-weight:700; }
.pe-verdict-badge-seed { background:#0072B2; }
.pe-verdict-badge-ruling { background:#D55E00; }
.pe-verdict-hint { color:#444; font-style:italic; margin-top:4px; }
.pe-exercise-open a { font-weight:600; color:#0072B2; }
.pe-exercise-nolink { color:#444; font-size:14px; }
</style>
"""
