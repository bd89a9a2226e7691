"""The messages a share link can give (see :mod:`.share`), in English and German.

>>> notice("too_long").de.startswith("Dieser Link ist zu lang")
True
"""

from __future__ import annotations

from typing import Any

from ...engine.rules import Bilingual
from ...engine.text import TextTable

TEXTS: dict[str, tuple[str, str]] = {
    "bad_version": ("This link was made by another version of pyramid-explorer ({v}); the "
                    "default game is shown.",
                    "Dieser Link stammt aus einer anderen Version von pyramid-explorer ({v}); "
                    "das Standardspiel wird gezeigt."),
    "unknown_game": ("This link is for an unknown game {game!r}: the default game is shown.",
                     "Dieser Link gehört zu einem unbekannten Spiel {game!r}: Das "
                     "Standardspiel wird gezeigt."),
    "bad_seed": ("The link's seed {seed!r} is not a whole number: seed {default} is used.",
                 "Der Seed {seed!r} im Link ist keine ganze Zahl: Seed {default} wird benutzt."),
    "bad_players": ("The link's player count {n!r} does not fit this game: {default} players.",
                    "Die Spielerzahl {n!r} im Link passt nicht zu diesem Spiel: {default} "
                    "Personen."),
    "bad_option": ("The link's option {name!r} was ignored (the default is kept): {why}",
                   "Die Option {name!r} im Link wurde übergangen (die Voreinstellung bleibt): "
                   "{why}"),
    "unknown_option": ("The link names an option {name!r} this game does not have; ignored.",
                       "Der Link nennt eine Option {name!r}, die es in diesem Spiel nicht "
                       "gibt; übergangen."),
    "bad_language": ("The link's language {value!r} is unknown: English is used.",
                     "Die Sprache {value!r} im Link ist unbekannt: Englisch wird benutzt."),
    "bad_start": ("The link's built start position cannot be used ({why}): the seeded deal "
                  "is shown.",
                  "Die aufgebaute Startstellung im Link ist nicht verwendbar ({why}): Die "
                  "Verteilung aus dem Seed wird gezeigt."),
    "bad_moves": ("The link's move list is damaged ({why}): no moves were played.",
                  "Die Zugliste im Link ist beschädigt ({why}): Es wurden keine Züge gespielt."),
    "illegal_move": ("Move {n} of the link is not a legal move there (it was changed or the "
                     "rules differ): the first {k} moves are shown.",
                     "Zug {n} im Link ist dort nicht erlaubt (er wurde verändert, oder die "
                     "Regeln weichen ab): Die ersten {k} Züge werden gezeigt."),
    "short_moves": ("The link's move list ends early (it was cut off): the first {k} moves "
                    "are shown.",
                    "Die Zugliste im Link endet zu früh (sie wurde abgeschnitten): Die ersten "
                    "{k} Züge werden gezeigt."),
    "checksum": ("The link was changed after it was made (its checksum does not match): the "
                 "position may not be the one that was shared.",
                 "Der Link wurde nach dem Erstellen verändert (die Prüfsumme passt nicht): Die "
                 "Stellung ist vielleicht nicht die geteilte."),
    "bad_seats": ("The link's seats {value!r} do not fit this game (bots: {bots}): every seat "
                  "keeps the default bot.",
                  "Die Plätze {value!r} im Link passen nicht zu diesem Spiel (Bots: {bots}): "
                  "jeder Platz behält den voreingestellten Bot."),
    "bad_position": ("The link's step {p!r} is outside its {k} moves: the last step is shown.",
                     "Schritt {p!r} im Link liegt außerhalb seiner {k} Züge: Der letzte Schritt "
                     "wird gezeigt."),
    "too_long": ("This link is too long to be a game position; the default game is shown.",
                 "Dieser Link ist zu lang für eine Spielstellung; das Standardspiel wird "
                 "gezeigt."),
}

share_text = TextTable("share", TEXTS)


def notice(key: str, **fmt: Any) -> Bilingual:
    """A message about a link in both languages."""
    return Bilingual(share_text(key, "en", **fmt), share_text(key, "de", **fmt))


