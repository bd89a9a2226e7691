"""The words of shared tables' pages: a seat's page and the referee's "Open a table".

>>> tr("you_are", "de", seat="P2 ■", code="K7QHZP")
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
    "taken_over": ("This seat was opened on another device: this page no longer plays it. "
                   "Open the seat's link again to take it back.",
                   "Dieser Platz wurde auf einem anderen Gerät geöffnet: Diese Seite spielt "
                   "ihn nicht mehr. Öffne den Link des Platzes noch einmal, um ihn "
                   "zurückzuholen."),
    "bad_link": ("This table link does not open a seat: {why}",
                 "Dieser Tisch-Link öffnet keinen Platz: {why}"),
    "no_seat": ("This link names a table but no seat: open your own seat's link. (The "
                "table's public view, for a projector, is not built yet.)",
                "Dieser Link nennt einen Tisch, aber keinen Platz: Öffne den Link deines "
                "eigenen Platzes. (Die öffentliche Ansicht des Tisches für einen Beamer gibt "
                "es noch nicht.)"),
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

tr = TextTable("tables", TEXTS)
"""A shared-table page's text in a language."""
