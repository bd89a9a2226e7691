"""The words of the explorer's layout controls (Play as, Presentation, the next action).

>>> layout_text("play_as", "de"), layout_text("watch_bots", "en")
('Spielen als', 'watch the bots')
>>> layout_text("roll_step", "en"), layout_text("play_step", "de", seat="P2 ■")
('Roll ▶', 'P2 ■ zieht ▶')
"""

from __future__ import annotations

from ...engine.text import TextTable

TEXTS: dict[str, tuple[str, str]] = {
    "play_as": ("Play as", "Spielen als"),
    "watch_bots": ("watch the bots", "Bots zusehen"),
    "you_play": ("You play {seat}", "Du spielst {seat}"),
    "presentation": ("▣ Presentation", "▣ Präsentation"),
    "presentation_tip": ("Give the table the most room: hides the settings and the log "
                         "(press again to bring them back)",
                         "Dem Spieltisch den meisten Platz geben: blendet Einstellungen und "
                         "Protokoll aus (nochmals drücken holt sie zurück)"),
    "settings": ("Settings", "Einstellungen"),
    "roll_step": ("Roll ▶", "Würfeln ▶"),
    "play_step": ("{seat} moves ▶", "{seat} zieht ▶"),
    "next_step": ("Step ▶", "Schritt ▶"),
    "over_step": ("Game over", "Spiel vorbei"),
    "your_turn_step": ("Your move ↓", "Dein Zug ↓"),
    "bot_holds_seat": ("Bot “{bot}” plays {seat}: Step ▶ lets it move, or play a move below "
                       "for it.",
                       "Bot „{bot}“ spielt {seat}: Schritt ▶ lässt ihn ziehen, oder spiel unten "
                       "einen Zug für ihn."),
    "pass_and_play": ("Pass and play", "Reihum spielen"),
    "pass_and_play_tip": ("One screen passed from player to player: each player sees only "
                          "their own cards, and a curtain hides the table between two players",
                          "Ein Bildschirm geht reihum: jede Person sieht nur ihre eigenen "
                          "Karten, und ein Vorhang verdeckt den Tisch zwischen zwei Personen"),
    "pass_and_play_needs_people": (
        "Pass and play is on; it starts once people play seats: choose “Human” under Seats "
        "for each player at this screen (bots play the others).",
        "Reihum spielen ist an; es beginnt, sobald Personen Plätze spielen: wähle unter "
        "„Plätze“ „Mensch“ für alle, die an diesem Bildschirm spielen (Bots spielen den Rest)."),
    "curtain_title": ("Hand the laptop to {seat}", "Gib den Laptop an {seat} weiter"),
    "curtain_prompt": ("{seat}, press Ready when only you are looking.",
                       "{seat}, drück „Bereit“, wenn nur du hinschaust."),
    "curtain_ready": ("Ready — I am {seat}", "Bereit — ich bin {seat}"),
    "curtain_table": ("The table is hidden until {seat} is ready.",
                      "Der Tisch bleibt verdeckt, bis {seat} bereit ist."),
    "view_follows_turn": ("In pass and play the view follows the turn: turn pass and play "
                          "off to choose a view.",
                          "Beim Reihum-Spielen folgt die Ansicht dem Zug: schalte „Reihum "
                          "spielen“ aus, um eine Ansicht zu wählen."),
    "nobody_waiting": ("Nobody is waiting behind the curtain.",
                       "Hinter dem Vorhang wartet niemand."),
}

layout_text = TextTable("layout", TEXTS)
"""A layout control's text in a language."""
