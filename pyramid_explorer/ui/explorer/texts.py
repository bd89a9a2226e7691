"""The words of the explorer's extras row (jumps, Undo new game, Copy link, keys) and of the
pending New game cue, in English and German.

>>> explorer_text("next_turn", "de"), explorer_text("pending", "en", what="seed 8")
('Nächster Zug ▶|', 'New game with seed 8 ▶')
"""

from __future__ import annotations

from ...engine.text import TextTable

TEXTS: dict[str, tuple[str, str]] = {
    "start_of_turn": ("|◀ Turn start", "|◀ Zugbeginn"),
    "next_turn": ("Next turn ▶|", "Nächster Zug ▶|"),
    "to_end": ("To the end ▶▶|", "Bis zum Ende ▶▶|"),
    "start_of_turn_tip": ("Back to the first step of this turn (again: the turn before)",
                          "Zurück zum ersten Schritt dieses Zugs (nochmals: der Zug davor)"),
    "next_turn_tip": ("Chance and the bots play on until the next turn begins",
                      "Zufall und Bots spielen weiter, bis der nächste Zug beginnt"),
    "to_end_tip": ("Chance and the bots play the game to its end (Undo goes back)",
                   "Zufall und Bots spielen die Partie zu Ende (Zurück geht zurück)"),
    "undo_new": ("↶ Undo new game", "↶ Neues Spiel zurücknehmen"),
    "undo_new_tip": ("Bring back the game you had before, with its timeline",
                     "Die vorige Partie mit ihrem Verlauf zurückholen"),
    "copy_link": ("Copy link", "Link kopieren"),
    "copy_link_tip": ("A link to exactly this position (game, seed, options, moves)",
                      "Ein Link genau zu dieser Stellung (Spiel, Startwert, Optionen, Züge)"),
    "copied": ("Link copied — paste it anywhere; it opens this position.",
               "Link kopiert — überall einfügen; er öffnet diese Stellung."),
    "not_copied": ("The browser did not allow copying: select the link below and copy it.",
                   "Der Browser erlaubt das Kopieren nicht: Den Link unten markieren und "
                   "kopieren."),
    "link_here": ("The link to this position:", "Der Link zu dieser Stellung:"),
    "link_referee_only": ("The link replays the whole game, hidden cards included: switch to "
                          "the referee's view to copy it.",
                          "Der Link spielt die ganze Partie nach, verdeckte Karten "
                          "eingeschlossen: Zum Kopieren in die Schiedsrichter-Ansicht "
                          "wechseln."),
    "no_link": ("This position cannot be written as a link: {why}",
                "Diese Stellung lässt sich nicht als Link schreiben: {why}"),
    "link_title": ("Link", "Link"),
    "link_notes": ("Opened from a link", "Aus einem Link geöffnet"),
    "pending_seed": ("seed {seed}", "Startwert {seed}"),
    "pending_players": ("{n} players", "{n} Spieler"),
    "pending_options": ("new options", "neuen Optionen"),
    "pending": ("New game with {what} ▶", "Neues Spiel mit {what} ▶"),
    "pending_tip": ("Your changes take effect when you press this button",
                    "Deine Änderungen gelten, sobald du diesen Knopf drückst"),
    "keys": ("⌨ keys", "⌨ Tasten"),
    "keys_list": ("→ step · ← undo · Shift+→ redo · Space autoplay on/off (on a focused button "
                  "Space presses it; not while typing in a field)",
                  "→ Schritt · ← zurück · Umschalt+→ wiederholen · Leertaste Automatik an/aus "
                  "(auf einem Knopf mit Fokus drückt die Leertaste ihn; nicht beim Tippen in "
                  "ein Feld)"),
    "jump_title": ("Jump", "Sprung"),
    "jump_human": ("Stopped after {n} steps: {seat} is played by a human.",
                   "Nach {n} Schritten angehalten: {seat} spielt ein Mensch."),
    "jump_limit": ("Stopped after {n} steps (the most one jump plays).",
                   "Nach {n} Schritten angehalten (mehr spielt ein Sprung nicht)."),
}

explorer_text = TextTable("explorer_extras", TEXTS)

__all__ = ["TEXTS", "explorer_text"]
