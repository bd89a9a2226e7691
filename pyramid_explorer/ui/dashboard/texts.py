"""The dashboard's words (English and German), its page CSS and a game tab's introduction.

>>> dashboard_text("odds_lab", "de")
'Würfel-Labor'
>>> "Dice Pyramid" in game_intro_html("dice-pyramid")
True
"""

from __future__ import annotations

import html

from ... import games
from ...engine.text import TextTable
from ..common.styles import style_tag

TEXTS: dict[str, tuple[str, str]] = {
    "title": ("Pyramid Explorer", "Pyramiden-Entdecker"),
    "tagline": ("Learn pyramid board games step by step — every move explained by its rule.",
                "Pyramiden-Brettspiele Schritt für Schritt lernen — jeder Zug mit seiner Regel."),
    "odds_lab": ("Odds Lab", "Würfel-Labor"),
    "loading": ("Setting up the table …", "Der Tisch wird aufgebaut …"),
    "players": ("{lo}–{hi} players", "{lo}–{hi} Spieler"),
    "solo": ("Solo game", "Solospiel"),
    "how_to": ("Press the blue <b>Step ▶</b> button (it says what comes: <b>Roll ▶</b>, "
               "<b>P1 ● moves ▶</b>) to let chance or the bots play the next step, or choose "
               "<b>Play as</b> in the settings to play a seat yourself. <b>Undo</b> and "
               "<b>Redo</b> travel in time; the <b>Why</b> panel names the rule behind every step.",
               "Drücke den blauen <b>Schritt ▶</b>-Knopf (er sagt, was kommt: <b>Würfeln ▶</b>, "
               "<b>P1 ● zieht ▶</b>), damit Zufall oder Bots den nächsten Schritt spielen, oder "
               "wähle in den Einstellungen <b>Spielen als</b>, um einen Platz selbst zu spielen. "
               "<b>Zurück</b> und <b>Wiederholen</b> reisen in der Zeit; das Feld <b>Warum</b> "
               "nennt die Regel hinter jedem Schritt."),
    "odds_intro": ("Type a challenge in the dice notation, choose how many re-rolls and which "
                   "relics you hold, and see the exact chance of making it — and what the "
                   "advisor would keep.",
                   "Gib eine Aufgabe in der Würfelschreibweise ein, wähle Neuwürfe und Relikte "
                   "und sieh die genaue Chance, sie zu schaffen — und was der Berater behalten "
                   "würde."),
    "build_failed": ("This tab could not be set up: {message}",
                     "Dieser Reiter ließ sich nicht aufbauen: {message}"),
    "play_view": ("▶ Play", "▶ Spielen"),
    "rules_view": ("Rules", "Regeln"),
    "play_view_tip": ("The table: step through a game", "Der Spieltisch: eine Partie durchgehen"),
    "rules_view_tip": ("Every rule of this game, each with “Show me”",
                       "Alle Regeln dieses Spiels, jede mit „Zeig es mir“"),
    "about": ("ℹ About this game", "ℹ Über dieses Spiel"),
    "about_tip": ("Show or hide the short introduction to this game",
                  "Die kurze Einführung in dieses Spiel zeigen oder ausblenden"),
}


dashboard_text = TextTable("dashboard", TEXTS)


CSS = style_tag("dashboard.css")
"""The CSS of ``ui/common/css/dashboard.css`` in a ``<style>`` element."""


def game_intro_html(game_id: str, lang: str = "en") -> str:
    """A short introduction to a game for the top of its tab: name, players, blurb, how to use."""
    spec = games.spec(game_id)
    if spec.max_players == 1:
        players = dashboard_text("solo", lang)
    else:
        players = dashboard_text("players", lang, lo=spec.min_players, hi=spec.max_players)
    blurb = html.escape(spec.blurb.get(lang)) if spec.blurb.get(lang) else ""
    return (f'<div class="pe-intro"><h2>{html.escape(spec.name.get(lang))} '
            f'<small style="font-weight:400;color:#444">· {players}</small></h2>'
            f"<p>{blurb}</p><p>{dashboard_text('how_to', lang)}</p></div>")
