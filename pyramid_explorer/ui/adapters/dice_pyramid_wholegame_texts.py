"""The words of the Dice Pyramid whole-game line and tooltips, English and German.

>>> wholegame_text("ask_button", "de")
'Obere Schranke (bis 11 s)'
>>> wholegame_text("exact", "en", p="43.0 %")
'Chance to win from here with best play: <b>43.0 %</b>'
"""

from __future__ import annotations

from typing import Any

TEXTS = {
    "exact": ("Chance to win from here with best play: <b>{p}</b>",
              "Gewinnchance ab hier bei bestem Spiel: <b>{p}</b>"),
    "upper": ("Chance to win from here if every card were known (upper bound, referee's view): "
              "<b>{p}</b>",
              "Gewinnchance ab hier, wenn alle Karten bekannt wären (obere Schranke, "
              "Schiedsrichtersicht): <b>{p}</b>"),
    "hidden": ("Chance to win with best play: exact only with I Know the Way (face-down cards "
               "decide it)",
               "Gewinnchance bei bestem Spiel: genau nur mit „Ich kenne den Weg“ (verdeckte "
               "Karten entscheiden sie)"),
    "ask": ("Chance to win if every card were known: click to compute (upper bound; in the "
            "Great Pyramid a deal takes up to 11 s)",
            "Gewinnchance, wenn alle Karten bekannt wären: zum Berechnen klicken (obere "
            "Schranke; in der Großen Pyramide dauert das bis zu 11 s)"),
    "ask_button": ("Upper bound (up to 11 s)", "Obere Schranke (bis 11 s)"),
    "ask_upper": ("Chance to win if every card were known: click to compute it, then it follows "
                  "the game (upper bound, referee's view)",
                  "Gewinnchance, wenn alle Karten bekannt wären: zum Berechnen klicken, dann "
                  "folgt sie dem Spiel (obere Schranke, Schiedsrichtersicht)"),
    "ask_upper_button": ("Show the upper bound", "Obere Schranke zeigen"),
    "computing_upper": ("Chance to win from here if every card were known (upper bound, "
                        "referee's view): computing…",
                        "Gewinnchance ab hier, wenn alle Karten bekannt wären (obere Schranke, "
                        "Schiedsrichtersicht): wird berechnet …"),
    "computing": ("Chance to win from here with best play: computing…",
                  "Gewinnchance ab hier bei bestem Spiel: wird berechnet …"),
    "failed": ("Chance to win with best play: could not be computed ({e})",
               "Gewinnchance bei bestem Spiel: nicht berechenbar ({e})"),
    "tip_exact": ("chance to win after this move: {p}", "Gewinnchance nach diesem Zug: {p}"),
    "tip_upper": ("chance to win after this move if every card were known: {p}",
                  "Gewinnchance nach diesem Zug, wenn alle Karten bekannt wären: {p}"),
}


def wholegame_text(key: str, lang: str, **kw: Any) -> str:
    """The text ``key`` in ``lang`` (``"de"`` or English), filled with ``kw``."""
    en, de = TEXTS[key]
    return (de if lang == "de" else en).format(**kw)

__all__ = ["TEXTS", "wholegame_text"]
