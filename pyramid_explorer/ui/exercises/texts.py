"""The words of the "your move" exercises (English and German) and their CSS.

>>> exercise_text("illegal", "de")
'Nicht erlaubt'
"""

from __future__ import annotations

from ...engine.text import TextTable
from ..common.styles import style_tag

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


exercise_text = TextTable("exercise", TEXTS)


CSS = style_tag("exercises.css")
"""The CSS of ``ui/common/css/exercises.css`` in a ``<style>`` element."""
