"""The words of shared tables' pages: a seat's page and the referee's "Open a table".

>>> table_text("you_are", "de", seat="P2 ■", code="K7QHZP")
'Tisch K7QHZP · Du bist P2 ■'
"""

from __future__ import annotations

from ...engine.text import TextTable

TEXTS: dict[str, tuple[str, str]] = {
    "you_are": ("Table {code} · You are {seat}", "Tisch {code} · Du bist {seat}"),
    "your_move": ("Your move", "Du bist am Zug"),
    "waiting": ("{seat} is to move — your page follows by itself.",
                "{seat} ist am Zug — deine Seite folgt von selbst."),
    "rolling": ("The dice are rolled…", "Es wird gewürfelt …"),
    "over": ("Game over", "Spiel vorbei"),
    "reconnecting": ("The table store cannot be reached just now: reconnecting… This page "
                     "catches up by itself when it is back; nothing is lost.",
                     "Der Tisch-Speicher ist gerade nicht erreichbar: Verbindung wird "
                     "wiederhergestellt … Diese Seite holt alles von selbst nach; nichts geht "
                     "verloren."),
    "taken_over": ("This seat was opened on another device: this page no longer plays it. "
                   "Open the seat's link again to take it back.",
                   "Dieser Platz wurde auf einem anderen Gerät geöffnet: Diese Seite spielt "
                   "ihn nicht mehr. Öffne den Link des Platzes noch einmal, um ihn "
                   "zurückzuholen."),
    "bad_link": ("This table link does not open a seat: {why}",
                 "Dieser Tisch-Link öffnet keinen Platz: {why}"),
    "table_opened_safe": ("Table {code}: these links may be projected. Each device opens the "
                          "join link and picks a free seat; no seat's key is on this screen.",
                          "Tisch {code}: Diese Links dürfen an die Wand. Jedes Gerät öffnet den "
                          "Mitspiel-Link und wählt einen freien Platz; kein Platz-Schlüssel "
                          "steht auf diesem Bildschirm."),
    "join_title": ("Table {code} · Join: pick a free seat",
                   "Tisch {code} · Mitspielen: Wähle einen freien Platz"),
    "join_how": ("Press your seat: this device plays it. Each seat is given once from here; "
                 "your page then shows your own link, to come back later.",
                 "Drück deinen Platz: Dieses Gerät spielt ihn. Jeder Platz wird hier nur einmal "
                 "vergeben; danach zeigt deine Seite deinen eigenen Link, um später "
                 "zurückzukommen."),
    "take_seat": ("Take seat {seat}", "Platz {seat} nehmen"),
    "take_seat_tip": ("Play {seat} on this device (no other device gets this seat from here)",
                      "{seat} auf diesem Gerät spielen (kein anderes Gerät bekommt diesen "
                      "Platz von hier)"),
    "no_free_seat": ("Every seat of this table is taken. Ask the teacher for your seat's "
                     "own link.",
                     "Jeder Platz an diesem Tisch ist vergeben. Frag die Lehrkraft nach dem "
                     "Link deines Platzes."),
    "keep_link": ("Your seat's own link — keep it to come back (shown only here, once)",
                  "Der Link deines Platzes — behalte ihn, um zurückzukommen (nur hier, "
                  "einmal gezeigt)"),
    "join_link": ("Join: pick a free seat", "Mitspielen: freien Platz wählen"),
    "projector_safe": ("Projector-safe links (no seat's key on screen)",
                       "Beamer-sichere Links (kein Platz-Schlüssel auf dem Bildschirm)"),
    "projector_safe_tip": ("Show only the public link and the join link: each device picks a "
                           "free seat and sees its key alone. Untick to show every seat's own "
                           "link and QR code (hand them out privately).",
                           "Nur den öffentlichen Link und den Mitspiel-Link zeigen: Jedes Gerät "
                           "wählt einen freien Platz und sieht allein dessen Schlüssel. Ohne "
                           "Haken erscheint der Link mit QR-Code jedes Platzes (privat "
                           "weitergeben)."),
    "seats_free": ("{seat}: free", "{seat}: frei"),
    "seats_joined": ("{seat}: on a device", "{seat}: auf einem Gerät"),
    "seats_taken_over": ("{seat}: taken over — opened on {n} devices, the newest plays",
                         "{seat}: übernommen — auf {n} Geräten geöffnet, das neueste spielt"),
    "seats_title": ("Seats", "Plätze"),
    "bigger_table": ("Bigger table +", "Tisch größer +"),
    "fit_table": ("Fit the table to the screen", "Tisch an den Bildschirm anpassen"),
    "bigger_table_tip": ("Show the table large enough to read its labels (scroll sideways)",
                         "Den Tisch so groß zeigen, dass seine Beschriftung lesbar ist "
                         "(seitlich scrollen)"),
    "why_start": ("The game is set up: each move is explained here as it is played.",
                  "Das Spiel ist aufgebaut: Jeder Zug wird hier erklärt, sobald er gespielt "
                  "ist."),
    # the public view (projector) and a lesson's followers
    "public_title": ("Table {code} · Public view (no hidden card)",
                     "Tisch {code} · Öffentliche Ansicht (keine verdeckte Karte)"),
    "lesson_title": ("Table {code} · Lesson: this page follows the teacher",
                     "Tisch {code} · Lektion: Diese Seite folgt der Lehrkraft"),
    "to_move": ("{seat} is to move.", "{seat} ist am Zug."),
    "live": ("Live: the game as it stands", "Live: das Spiel, wie es steht"),
    "following": ("Following the teacher", "Du folgst der Lehrkraft"),
    "looking_back": ("Looking back: step {step} of {n} — the game goes on meanwhile",
                     "Rückblick: Schritt {step} von {n} — das Spiel läuft inzwischen weiter"),
    "own_branch": ("Your own branch: only on this device, the table is not changed",
                   "Dein eigener Zweig: nur auf diesem Gerät, der Tisch bleibt unverändert"),
    "back": ("◀ Back", "◀ Zurück"),
    "forward": ("Forward ▶", "Vor ▶"),
    "back_tip": ("One step back through the history (the game goes on)",
                 "Einen Schritt zurück durch den Verlauf (das Spiel läuft weiter)"),
    "back_tip_lesson": ("One step back (in your own branch: take back your last step)",
                        "Einen Schritt zurück (im eigenen Zweig: deinen letzten Schritt "
                        "zurücknehmen)"),
    "rejoin": ("Back to the live game ▶", "Zurück zum laufenden Spiel ▶"),
    "rejoin_lesson": ("Back to the teacher ▶", "Zurück zur Lehrkraft ▶"),
    "explore_step": ("Try a step ▶", "Schritt ausprobieren ▶"),
    "explore_step_tip": ("Play the next step on this device only (the roll, or the bot's "
                         "move): your own branch",
                         "Den nächsten Schritt nur auf diesem Gerät spielen (den Wurf oder "
                         "den Zug des Bots): dein eigener Zweig"),
    "odds": ("Odds", "Chancen"),
    "odds_seat_only": ("This game's odds are a player's own (they depend on what that player "
                       "holds or remembers): each seat's page shows them.",
                       "Die Chancen in diesem Spiel gehören einem Spieler (sie hängen davon "
                       "ab, was er hält oder sich merkt): Die Seite jedes Platzes zeigt sie."),
    # the opener: the public link and lessons
    "public_link": ("Public view (projector)", "Öffentliche Ansicht (Beamer)"),
    "followers_link": ("Followers' link (every device follows you)",
                       "Link zum Folgen (jedes Gerät folgt dir)"),
    "open_lesson": ("Open a lesson from here ▶", "Lektion von hier aus öffnen ▶"),
    "open_lesson_tip": ("Every device that opens the lesson's link follows this explorer's "
                        "position; you lead it with the usual buttons",
                        "Jedes Gerät, das den Link der Lektion öffnet, folgt der Stellung "
                        "dieses Explorers; du führst mit den gewohnten Knöpfen"),
    "lesson_opened": ("Lesson {code}: every device follows this explorer.",
                      "Lektion {code}: Jedes Gerät folgt diesem Explorer."),
    "lead_elsewhere": ("Lead from another device (keep this link to yourself)",
                       "Von einem anderen Gerät aus führen (diesen Link für dich behalten)"),
    "lesson_other_game": ("This explorer shows another game now: lesson {code} stays where "
                          "it was. Open a new lesson to lead this one.",
                          "Dieser Explorer zeigt jetzt ein anderes Spiel: Lektion {code} "
                          "bleibt, wo sie war. Öffne eine neue Lektion, um dieses zu führen."),
    "driver_title": ("Table {code} · You lead this lesson: every follower sees this position",
                     "Tisch {code} · Du führst diese Lektion: Alle, die folgen, sehen diese "
                     "Stellung"),
    "why": ("Why", "Warum"),
    "log": ("Moves so far", "Bisherige Züge"),
    "open_table": ("Open a table for these seats ▶", "Tisch für diese Plätze öffnen ▶"),
    "open_table_tip": ("Each person's seat gets its own link (and QR code) to play on their own "
                       "device; bots play the other seats",
                       "Jeder Platz einer Person bekommt einen eigenen Link (und QR-Code) zum "
                       "Spielen auf dem eigenen Gerät; Bots spielen die anderen Plätze"),
    "no_humans": ("Give at least one seat to “human” first: those seats get the links.",
                  "Gib zuerst mindestens einen Platz an „Mensch“: Diese Plätze bekommen die "
                  "Links."),
    "no_store": ("Shared tables need a table store: start the dashboard with "
                 "pyramid-explorer dashboard (optionally --tables FILE).",
                 "Gemeinsame Tische brauchen einen Tisch-Speicher: starte das Dashboard mit "
                 "pyramid-explorer dashboard (wahlweise --tables DATEI)."),
    "table_opened": ("Table {code}: one link per seat. Each person opens only their own.",
                     "Tisch {code}: ein Link pro Platz. Jede Person öffnet nur ihren eigenen."),
    "seat_link": ("{seat}'s link", "Link für {seat}"),
}

table_text = TextTable("tables", TEXTS)
"""A shared-table page's text in a language."""
