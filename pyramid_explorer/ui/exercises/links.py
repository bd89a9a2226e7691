""""Open in dashboard" for an exercise: a share link to its position, when a link can hold it.

A position reached from a seeded deal by moves — or begun from a built start the game can
record (``GameSpec.from_start``: Im Bann's ``ImBannState.from_position``, Ramses Pyramid's
``from_position``, Pyramidenbau's ``position``) — opens in the dashboard at that exact step, in
the exercise's view; every notebook exercise is built so. A position assembled by hand with
``dataclasses.replace`` cannot be replayed from a seed, so it gets a short note instead of a
link that would show something else.

The dashboard's address is ``pyramid-explorer dashboard``'s default, or the environment
variable ``PYRAMID_EXPLORER_DASHBOARD_URL``:

>>> from pyramid_explorer.games import new_game
>>> s = new_game("dice-pyramid", seed=7)
>>> s = s.apply(s.sample_chance())
>>> html = link_html(s, None, "en")
>>> 'href="http://127.0.0.1:8866/#v=1&amp;g=dice-pyramid&amp;s=7' in html, "in the dashboard" in html
(True, True)
"""

from __future__ import annotations

import html
import os

from ...engine import GameState
from ...engine.text import TextTable
from ..model import share

URL_ENV = "PYRAMID_EXPLORER_DASHBOARD_URL"
DEFAULT_URL = "http://127.0.0.1:8866/"  # where `pyramid-explorer dashboard` serves by default

TEXTS = {
    "open": ("Open this position in the dashboard ↗", "Diese Stellung im Dashboard öffnen ↗"),
    "open_tip": ("Start the dashboard first: pyramid-explorer dashboard",
                 "Zuerst das Dashboard starten: pyramid-explorer dashboard"),
    "built": ("This position was set up by hand for the exercise, not reached by play, so "
              "the dashboard cannot open it from a link.",
              "Diese Stellung wurde für die Übung von Hand aufgebaut, nicht erspielt; das "
              "Dashboard kann sie darum nicht über einen Link öffnen."),
}
exercise_link_text = TextTable("exercise_links", TEXTS)


def dashboard_url() -> str:
    """The dashboard's address (ending in ``/``)."""
    url = os.environ.get(URL_ENV, "").strip() or DEFAULT_URL
    return url if url.endswith("/") else url + "/"


def link(position: GameState, viewer: int | None, lang: str) -> str | None:
    """The dashboard link to ``position`` (``None`` when a link cannot hold it)."""
    if not share.reachable(position):
        return None
    return dashboard_url() + "#" + share.encode(position, lang=lang, viewer=viewer)


def link_html(position: GameState, viewer: int | None, lang: str) -> str:
    """The "Open in dashboard" link, or the note why there is none."""
    url = link(position, viewer, lang)
    if url is None:
        return f'<div class="pe-exercise-nolink">{html.escape(exercise_link_text("built", lang))}</div>'
    return (f'<div class="pe-exercise-open"><a href="{html.escape(url)}" target="_blank" '
            f'rel="noopener" title="{html.escape(exercise_link_text("open_tip", lang))}">'
            f'{html.escape(exercise_link_text("open", lang))}</a></div>')
