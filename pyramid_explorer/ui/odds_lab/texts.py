"""The Odds Lab's words (English and German) and its CSS.

>>> odds_lab_text("title", "de")
'Würfel-Labor'
"""

from __future__ import annotations

from ...engine.text import TextTable
from ..common.styles import style_tag

CSS = style_tag("odds_lab.css")
"""The CSS of ``ui/common/css/odds_lab.css`` in a ``<style>`` element."""

TEXTS: dict[str, tuple[str, str]] = {
    "title": ("Odds Lab", "Würfel-Labor"),
    "challenge": ("Challenge", "Aufgabe"),
    "challenge_help": ("Dice notation, e.g. <code>X X X</code> (three of a kind), "
                       "<code>1 2 3 4 | 2 3 4 5 | 3 4 5 6</code> (a short straight), "
                       "<code>?&gt;3*5</code> (all five higher than 3) — or a room name such as "
                       "<i>Grand Gallery</i>.",
                       "Würfelschreibweise, z. B. <code>X X X</code> (Drilling), "
                       "<code>1 2 3 4 | 2 3 4 5 | 3 4 5 6</code> (kleine Straße), "
                       "<code>?&gt;3*5</code> (alle fünf höher als 3) — oder ein Raumname wie "
                       "<i>Grand Gallery</i>."),
    "rerolls": ("Re-rolls", "Neuwürfe"),
    "relics": ("Relics held", "Relikte"),
    "dice": ("Dice on the table", "Würfel auf dem Tisch"),
    "dice_placeholder": ("e.g. 3 3 5 6 1", "z. B. 3 3 5 6 1"),
    "show": ("Show the odds", "Chancen zeigen"),
    "fresh": ("A fresh turn with {r}: <b>{p}</b> to make <code>{c}</code>",
              "Ein neuer Zug mit {r}: <b>{p}</b>, um <code>{c}</code> zu schaffen"),
    "advisor": ("Advisor for {dice} with {r} left", "Berater für {dice} mit {r} übrig"),
    "best": ("Best: <b>{what}</b> ({p})", "Am besten: <b>{what}</b> ({p})"),
    "chart_title": ("Chance to make {c}", "Chance, {c} zu schaffen"),
    "chart_x": ("re-rolls in the turn", "Neuwürfe im Zug"),
    "chart_y": ("chance", "Chance"),
    "no_relic": ("no relic", "ohne Relikt"),
    "with_relics": ("with {relics}", "mit {relics}"),
    "options_title": ("Advisor's options for {dice}", "Optionen des Beraters für {dice}"),
    "bad_challenge": ("That challenge cannot be read", "Diese Aufgabe lässt sich nicht lesen"),
    "bad_dice": ("Those dice cannot be read", "Diese Würfel lassen sich nicht lesen"),
    "bad_dice_text": ("Type five numbers from 1 to 6, e.g. 3 3 5 6 1.",
                      "Gib fünf Zahlen von 1 bis 6 ein, z. B. 3 3 5 6 1."),
}


odds_lab_text = TextTable("odds lab", TEXTS)
