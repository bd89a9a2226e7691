"""Who plays and whose view is on screen: a bot-or-human menu per seat, the view toggle
(referee and every seat) and "Play as" (one seat by hand, the view follows).

The seat menus are made again when the game, its number of players or the language changes
(:meth:`SeatsPanel.rebuild`); every other change only sets their values
(:meth:`SeatsPanel.update`), without their callbacks acting on it.

>>> from pyramid_explorer.ui.explorer import Explorer
>>> ex = Explorer("ramses-pyramid", seed=5, players=3)
>>> seats = ex.panels.seats
>>> len(seats.seat_widgets), [label for label, _ in seats.view.options][:2]
(3, ['Referee', 'P1 ●'])
"""

from __future__ import annotations

import contextlib
import functools
from collections.abc import Callable
from typing import Any

import ipywidgets as w

from ...common.i18n import t
from ...common.menus import bot_choices
from ...common.theme import seat_name, seat_tag
from ...model.frame import REFEREE, WATCH, SeatsSlice, play_as_value
from ...model.session import HUMAN, Session
from ...model.texts import tr


class SeatsPanel:
    def __init__(self, seat_box: w.Box, view: w.ToggleButtons, play_as: w.Dropdown,
                 on_seat: Callable[[int, dict[str, Any]], None],
                 quiet: Callable[[], contextlib.AbstractContextManager[Any]]) -> None:
        self.seat_box = seat_box
        self.view = view
        self.play_as = play_as
        self.seat_widgets: list[w.Dropdown] = []
        self._on_seat = on_seat
        self._quiet = quiet
        self._shown: SeatsSlice | None = None

    def rebuild(self, s: Session, lang: str) -> None:
        """A menu per seat of ``s``, the view toggle and "Play as", labelled in ``lang``."""
        choices = bot_choices(s.bot_names(), lang, human=HUMAN)
        menus = []
        for seat in range(s.num_players):
            dd = w.Dropdown(options=choices, value=s.seats[seat],
                            description=seat_tag(seat, lang), description_allow_html=True,
                            style={"description_width": "initial"},
                            layout=w.Layout(width="auto"))
            dd.observe(functools.partial(self._on_seat, seat), "value")
            menus.append(dd)
        for stale in self.seat_widgets:
            stale.close()  # free the old menus (each widget holds a comm)
        self.seat_widgets = menus
        self.seat_box.children = tuple(menus)
        views = [(t("referee", lang), REFEREE)] + [(seat_name(i, lang), i)
                                                   for i in range(s.num_players)]
        with self._quiet():
            self.view.options = views
            self.view.value = REFEREE if s.view is None else s.view
        self.rebuild_play_as(s, lang)
        self._shown = None

    def rebuild_play_as(self, s: Session, lang: str) -> None:
        """The Play-as menu: watch the bots, or one entry per seat."""
        options = [(tr("watch_bots", lang), WATCH)] + [
            (tr("you_play", lang, seat=seat_name(i, lang)), i) for i in range(s.num_players)]
        with self._quiet():
            self.play_as.options = options
            self.play_as.value = play_as_value(s)

    def update(self, seats: SeatsSlice) -> None:
        if seats == self._shown:
            return
        with self._quiet():
            self.view.value = seats.view
            for dd, choice in zip(self.seat_widgets, seats.seats, strict=False):
                dd.value = choice
        self.show_play_as(seats.play_as)
        self._shown = seats

    def show_play_as(self, value: int) -> None:
        if self.play_as.value != value:
            with self._quiet():
                self.play_as.value = value

    def forget(self) -> None:
        self._shown = None


__all__ = ["SeatsPanel"]
