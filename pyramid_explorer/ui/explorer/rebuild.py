"""What the explorer rebuilds when the game or the language changes: the option and seat
widgets, the game's odds panel and move composer, and every static label.

Creating widgets is slow, so :func:`game_changed` rebuilds the option and seat widgets only
when the game, the number of players, the options or the language differ from what they show;
odds panels and composers are made once per game and kept.

>>> from pyramid_explorer.ui.explorer import Explorer
>>> ex = Explorer("dice-pyramid", seed=7)
>>> seats = ex.panels.seats.seat_widgets; game_changed(ex); ex.panels.seats.seat_widgets is seats
True
>>> ex.new_game("ramses-pyramid", players=3); len(ex.panels.seats.seat_widgets)
3
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..common.html import esc
from ..common.i18n import t
from . import extras as extra_controls
from .layout import relabel_layout
from .settings import build_seat_widgets

if TYPE_CHECKING:
    from .explorer import Explorer


def relabel(ex: Explorer) -> None:
    """Write every static label in the current language."""
    lang = ex.lang
    for widget, attr, key in ex._labels:
        text = t(key, lang)
        if attr == "value_b":
            widget.value = f"<b>{esc(text)}</b>"
        else:
            setattr(widget, attr, text)
    ex._outcome.placeholder = t("set_outcome_placeholder", lang)
    ex._speed.description = ""
    ex._frame_cache.clear()
    ex._frame = None  # every panel is written again
    with ex._quiet():
        if ex._lang.value != lang:
            ex._lang.value = lang
    ex.panels.settings.relabel(ex.session, lang)
    build_seat_widgets(ex)
    relabel_layout(ex)


def game_changed(ex: Explorer) -> None:
    """A new or loaded game: rebuild what depends on the game, then refresh everything."""
    s = ex.session
    gid = s.game_id
    ex.panels.settings.show_game(s)
    built = (gid, s.num_players, tuple(sorted(s.options.items(), key=str)), ex.lang)
    if built != ex._built_for:  # (creating widgets is slow: only when something changed)
        # show the new game's options, not the old controls' values
        ex.panels.settings.rebuild_options(s, ex.lang, fresh=True)
        build_seat_widgets(ex)
        ex._built_for = built
    adapter = ex.adapter
    if gid not in ex._odds:
        ex._odds[gid] = adapter.make_odds(chart=ex._charts_on)
    if gid not in ex._composers:
        ex._composers[gid] = adapter.make_composer(ex.apply)
    odds = ex._odds[gid]
    ex.panels.odds.show_game(odds)
    composer = ex._composers[gid]
    ex._composer_box.children = (composer.widget,) if composer is not None else ()
    ex._frame_cache.clear()
    ex._frame = None  # every panel is written again
    ex.problem = None
    extra_controls.game_changed(ex)  # the game's position editor, if it has one
    ex._changed()


__all__ = ["game_changed", "relabel"]
