"""The Simulate tab's words (English and German) and its CSS.

>>> simulate_text("run", "de"), simulate_text("running", "en", done=3, total=10)
('Simulieren', 'Playing 3 of 10 games …')
"""

from __future__ import annotations

from ...engine.text import TextTable
from ..common.styles import style_tag

simulate_text = TextTable("simulate_tab", {
    "tab_title": ("Simulate", "Simulieren"),
    "intro": ("Let bots play many games and see how often each seat and each bot wins, with "
              "95 % intervals. Game g uses seed S+g, so a run can be repeated exactly.",
              "Lass Bots viele Partien spielen und sieh, wie oft jeder Platz und jeder Bot "
              "gewinnt, mit 95-%-Intervallen. Partie g nutzt den Startwert S+g, daher lässt "
              "sich jeder Lauf genau wiederholen."),
    "game": ("Game", "Spiel"),
    "players": ("Players", "Spieler"),
    "games": ("Games", "Partien"),
    "seed": ("Seed", "Startwert"),
    "cores": ("Cores", "Kerne"),
    "bots": ("Bots per seat", "Bots je Platz"),
    "solo_bots": ("Bots to compare (same seeds)", "Bots im Vergleich (gleiche Startwerte)"),
    "rotate": ("Rotate seats each game", "Plätze jede Partie tauschen"),
    "options": ("Options", "Optionen"),
    "compare": ("Compare option", "Option vergleichen"),
    "no_compare": ("(none)", "(keine)"),
    "run": ("Simulate", "Simulieren"),
    "stop": ("■ Stop", "■ Anhalten"),
    "idle": ("Choose the settings and press Simulate.",
             "Wähle die Einstellungen und drücke Simulieren."),
    "running": ("Playing {done} of {total} games …", "Spiele {done} von {total} Partien …"),
    "done": ("{played} games in {seconds} s ({rate} games/s; cores: {workers}).",
             "{played} Partien in {seconds} s ({rate} Partien/s; Kerne: {workers})."),
    "stopped": ("Stopped: {played} of {total} games finished (partial result).",
                "Angehalten: {played} von {total} Partien fertig (Teilergebnis)."),
    "failed": ("Could not simulate: {message}", "Simulation nicht möglich: {message}"),
    "no_bot": ("choose at least one bot", "wähle mindestens einen Bot"),
    "csv": ("Download the table of games (CSV)", "Tabelle der Partien herunterladen (CSV)"),
    "slow_bot": ("{bot} (slow face-down)", "{bot} (langsam bei verdeckten Karten)"),
    "slow_tip": ("Starts unticked: with face-down cards this bot makes a new plan at every "
                 "revealed card (seconds each); with I Know the Way it is quick.",
                 "Anfangs nicht angekreuzt: Mit verdeckten Karten plant dieser Bot bei jeder "
                 "aufgedeckten Karte neu (jeweils Sekunden); mit „Ich kenne den Weg“ ist er "
                 "schnell."),
})

CSS = style_tag("simulate.css")
"""The CSS of ``ui/common/css/simulate.css`` in a ``<style>`` element."""

__all__ = ["CSS", "simulate_text"]
