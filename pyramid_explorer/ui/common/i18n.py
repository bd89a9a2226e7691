"""Every piece of explorer text in English and German, looked up by key.

Rule texts, option labels and game names come from the games themselves (``Bilingual``);
this table holds the explorer's own words: buttons, headings, messages.

>>> t("step", "en"), t("step", "de")
('Step ▶', 'Schritt ▶')
>>> t("seat_to_move", "de", seat="P2")
'P2 ist am Zug'
>>> t("no-such-key", "en")
'no-such-key'
>>> bot_label("greedy", "de"), bot_label("memory-0.5", "de"), bot_label("mine", "de")
('gierig', 'Gedächtnis-0.5', 'mine')
"""

from __future__ import annotations

from ...engine.text import LANGS, TextTable

TEXTS: dict[str, tuple[str, str]] = {
    # header and game choice
    "title": ("Pyramid Explorer", "Pyramiden-Entdecker"),
    "language": ("Language", "Sprache"),
    "game": ("Game", "Spiel"),
    "seed": ("Seed", "Startwert"),
    "players": ("Players", "Spieler"),
    "options": ("Options", "Optionen"),
    "new_game": ("New game", "Neues Spiel"),
    # navigation
    "undo": ("◀ Undo", "◀ Zurück"),
    "step": ("Step ▶", "Schritt ▶"),
    "redo": ("Redo ▶", "Wiederholen ▶"),
    "autoplay": ("Autoplay ▶▶", "Automatisch ▶▶"),
    "stop": ("■ Stop", "■ Anhalten"),
    "speed": ("Speed", "Tempo"),
    "steps_per_second": ("steps/s", "Schritte/s"),
    "timeline": ("Timeline", "Verlauf"),
    "branch": ("Branch from here", "Hier abzweigen"),
    "branches": ("Line", "Linie"),
    "main_line": ("Main line", "Hauptlinie"),
    "branch_name": ("Branch {n} (from step {step})", "Abzweig {n} (ab Schritt {step})"),
    "view": ("View", "Sicht"),
    "referee": ("Referee", "Schiedsrichter"),
    "seats": ("Seats", "Plätze"),
    "human": ("Human", "Mensch"),
    # moves
    "your_move": ("Your move", "Dein Zug"),
    "moves_for": ("Moves for {seat}", "Züge für {seat}"),
    "choosing": ("{seat} is choosing…", "{seat} wählt…"),
    "switch_view_to_play": ("{seat} plays by hand: switch the view to {seat} to choose.",
                            "{seat} spielt von Hand: Zum Wählen die Ansicht auf {seat} stellen."),
    "chance_step": ("Chance step", "Zufallsschritt"),
    "roll": ("Roll", "Würfeln"),
    "set_outcome": ("Set dice…", "Würfel setzen…"),
    "set_outcome_placeholder": ("e.g. 3 3 5 6 1", "z. B. 3 3 5 6 1"),
    "apply_outcome": ("Use these dice", "Diese Würfel nehmen"),
    "play_choice": ("Play", "Spielen"),
    "choose_outcome": ("Or choose the outcome", "Oder das Ergebnis wählen"),
    "choose": ("Choose…", "Auswählen…"),
    "game_over": ("Game over", "Spiel vorbei"),
    "bot_to_move": ("{seat} is played by the bot “{bot}”: press Step.",
                    "{seat} wird vom Bot „{bot}“ gespielt: drücke Schritt."),
    "human_to_move": ("{seat} is played by hand: choose a move below (or give the seat to a bot).",
                      "{seat} wird von Hand gespielt: wähle unten einen Zug "
                      "(oder gib den Platz einem Bot)."),
    "seat_to_move": ("{seat} to move", "{seat} ist am Zug"),
    "chance_to_move": ("Chance step: roll the dice", "Zufallsschritt: würfeln"),
    "step_of": ("Step {pos} of {total}", "Schritt {pos} von {total}"),
    "result": ("Result", "Ergebnis"),
    # panels
    "state_panel": ("Table", "Spieltisch"),
    "rule_panel": ("Why", "Warum"),
    "log_panel": ("Log", "Protokoll"),
    "odds_panel": ("Odds", "Chancen"),
    "log_hint": ("Newest first. Click an entry to jump there.",
                 "Neueste zuerst. Klicke einen Eintrag an, um dorthin zu springen."),
    "log_start": ("0. Start of the game", "0. Spielbeginn"),
    "rule_start": ("The game is set up. Press Step ▶ to play the first step, or choose a "
                   "seat under “Play as” to play it yourself.",
                   "Das Spiel ist aufgebaut. Drücke Schritt ▶ für den ersten Schritt oder wähle "
                   "unter „Spielen als“ einen Platz, um ihn selbst zu spielen."),
    "rule_for_step": ("Step {step}: {action}", "Schritt {step}: {action}"),
    "source": ("Rulebook", "Regelheft"),
    "other_reading": ("Other reading: option “{option}”", "Andere Lesart: Option „{option}“"),
    "badge_seed": ("RULEBOOK", "REGELHEFT"),
    "badge_ruling": ("RULING", "ENTSCHEID"),
    "new_rule": ("New rule", "Neue Regel"),
    "first_uses": ("First use of each rule", "Erster Einsatz jeder Regel"),
    "first_uses_tip": ("Show only the steps where a rule applies for the first time",
                       "Nur die Schritte zeigen, an denen eine Regel zum ersten Mal gilt"),
    "chance_rolled": ("Chance: the dice were rolled.", "Zufall: Die Würfel wurden geworfen."),
    "chance_shuffled": ("Chance: the cards were shuffled.", "Zufall: Die Karten wurden gemischt."),
    "bot_why": ("Why the bot chose it:", "Warum der Bot so zog:"),
    "not_allowed": ("Not allowed", "Nicht erlaubt"),
    "problem": ("Something went wrong", "Etwas ist schiefgegangen"),
    "problem_text": ("The explorer could not do that: {message}. Nothing was changed.",
                     "Das ging nicht: {message}. Es wurde nichts verändert."),
    "odds_failed": ("The odds could not be worked out here: {message}",
                    "Die Chancen ließen sich hier nicht berechnen: {message}"),
    "no_odds": ("This game has no dice odds.", "Dieses Spiel hat keine Würfelchancen."),
    # save and load
    "save": ("Download game (JSON)", "Spiel herunterladen (JSON)"),
    "save_referee_only": ("To download the game, switch to the referee's view: a saved game "
                          "holds every hidden card.",
                          "Zum Herunterladen in die Schiedsrichter-Ansicht wechseln: Ein "
                          "gespeichertes Spiel enthält alle verdeckten Karten."),
    "load": ("Load game…", "Spiel laden…"),
    "load_tooltip": ("Open a game saved with the download link",
                     "Ein mit dem Download-Link gespeichertes Spiel öffnen"),
    "loaded": ("Loaded {name}: {steps} steps.", "{name} geladen: {steps} Schritte."),
    "load_failed": ("Could not load this file", "Diese Datei lässt sich nicht laden"),
    "load_failed_text": ("{message} Your current game is unchanged.",
                         "{message} Das aktuelle Spiel bleibt unverändert."),
    "new_failed": ("Could not start that game", "Dieses Spiel lässt sich nicht starten"),
    "no_player": ("there is no player {n} in this game", "in diesem Spiel gibt es keinen Spieler {n}"),
    "no_seat": ("there is no seat {n} in a {players}-player game",
                "in einem Spiel mit {players} Personen gibt es keinen Platz {n}"),
    "unknown_bot": ("unknown bot {bot}; choose one of {bots}",
                    "unbekannter Bot {bot}; wähle einen von {bots}"),
    "no_line": ("there is no line {n}", "es gibt keine Linie {n}"),
    "bad_language": ("language must be 'en' or 'de', not {lang}",
                     "die Sprache muss 'en' oder 'de' sein, nicht {lang}"),
    # dice games
    "reroll_selected": ("Re-roll selected", "Ausgewählte neu würfeln"),
    "select_dice": ("Click dice to select them, then re-roll.",
                    "Würfel anklicken zum Auswählen, dann neu würfeln."),
    "advisor_play": ("Play advisor's choice", "Vorschlag des Beraters spielen"),
    "advisor": ("Advisor", "Berater"),
    "success": ("Chance to complete", "Chance zu schaffen"),
    "rerolls_left": ("{rerolls} left", "{rerolls} übrig"),
    "no_dice_decision": ("No dice decision right now.", "Gerade ist nichts zu würfeln."),
    "odds_now": ("Chance to complete by the end of this turn ({rerolls} left, best play):",
                 "Chance, bis zum Zugende zu schaffen ({rerolls} übrig, beste Spielweise):"),
    "odds_after_roll": ("Chance to complete this turn, averaged over the roll that is due:",
                        "Chance, diesen Zug zu schaffen, gemittelt über den anstehenden Wurf:"),
    "as_text": ("The numbers as text", "Die Zahlen als Text"),
    "any_room": ("Any open room", "Irgendein offener Raum"),
    "chance_axis": ("chance to complete", "Chance zu schaffen"),
    # card games
    "select_cards": ("Click cards to select them, then exchange.",
                     "Karten anklicken zum Auswählen, dann tauschen."),
    "next_draw": ("Next draw playable for {seat}", "Nächste Karte spielbar für {seat}"),
    "unseen": ("{n} cards unseen by {seat}", "{n} Karten, die {seat} nicht kennt"),
}


t = TextTable("explorer", TEXTS, lenient=True)
"""The explorer's text for a key in a language; an unknown key is shown as it is."""

BOT_NAMES: dict[str, tuple[str, str]] = {
    "random": ("random", "zufällig"),
    "greedy": ("greedy", "gierig"),
    "heuristic": ("heuristic", "Faustregel"),
    "memory": ("memory", "Gedächtnis"),
    "forgetful": ("forgetful", "vergesslich"),
    "builder": ("builder", "Baumeister"),
    "strategist": ("strategist", "Stratege"),
    "coach": ("coach", "Trainer"),
}


def bot_label(name: str, lang: str) -> str:
    """A bot's name as shown in ``lang`` (the id ``name`` stays what saves and the CLI use)."""
    base, dash, rest = name.partition("-")
    pair = BOT_NAMES.get(base)
    if pair is None:
        return name
    return (pair[1] if lang == "de" else pair[0]) + dash + rest


__all__ = ["BOT_NAMES", "LANGS", "TEXTS", "bot_label", "t"]
