"""Who plays and whose view is on screen: a bot-or-human menu per seat, the view toggle
(referee and every seat) and "Play as" (one seat by hand, the view follows).

The seat menus are made again when the bots on offer, the number of players or the language
change (the slice says); every other change only sets their values, without their callbacks
acting on it. A choice in a menu is one
command (``set_seat``, ``set_view``, ``play_as``).

>>> from pyramid_explorer.ui.explorer import Explorer
>>> ex = Explorer("ramses-pyramid", seed=5, players=3)
>>> seats = ex.panels.seats
>>> len(seats.seat_widgets), [label for label, _ in seats.view.options][:2]
(3, ['Referee', 'P1 ●'])
>>> seats.seat_widgets[1].value = "human"; ex.session.seats[1], ex.session.view
('human', 1)
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any

import ipywidgets as w

from ...common.i18n import t
from ...common.labels import Labels, row
from ...common.menus import bot_choices
from ...common.panel import HIDDEN, Panel
from ...common.theme import seat_name, seat_tag
from ...model.frame import REFEREE, WATCH, SeatsSlice
from ...model.session import HUMAN
from ...model.texts import layout_text

if TYPE_CHECKING:
    from ..commands import Commands



class SeatsPanel(Panel[SeatsSlice]):
    """Its rows (:attr:`play_as_row`, :attr:`view_row`, :attr:`seats_row`) are put away while
    pass and play is on (the slice's ``private``: they would show everything)."""

    def __init__(self, commands: Commands) -> None:
        super().__init__()
        self._commands = commands
        self._labels = Labels()
        self.play_as = w.Dropdown(layout=w.Layout(width="auto", min_width="150px"))
        self.play_as.add_class("pe-play-as")
        self.play_as_label = w.HTML()
        self.play_as_row = row(self.play_as_label, self.play_as, classes=("pe-play-as-row",))
        self.view = w.ToggleButtons(style={"button_width": "auto"})
        self.view.add_class("pe-view")
        self.view_row = row(self._labels.html("view"), self.view)
        self.seat_box = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.seats_row = row(self._labels.html("seats"), self.seat_box)
        self.seat_widgets: list[w.Dropdown] = []
        self._stale_menus: list[w.Dropdown] = []  # replaced, closed at the next rebuild
        self._quiet = False
        self._built: tuple[Any, ...] | None = None  # (bots, players, language) of the menus
        self._play_as_shown: int | None = None
        self.view.observe(self._on_view, "value")
        self.play_as.observe(self._on_play_as, "value")

    def relabel(self, lang: str) -> None:
        self._labels.write(lang)
        self.play_as_label.value = f"<b>{layout_text('play_as', lang)}</b>"

    def _rebuild(self, part: SeatsSlice) -> None:
        """A menu per seat, the view toggle and "Play as", labelled in the slice's language."""
        lang, players = part.lang, len(part.seats)
        choices = bot_choices(list(part.bots), lang, human=HUMAN)
        menus = []
        for seat in range(players):
            dd = w.Dropdown(options=choices, value=part.seats[seat],
                            description=seat_tag(seat, lang), description_allow_html=True,
                            style={"description_width": "initial"},
                            layout=w.Layout(width="auto"))
            dd.observe(functools.partial(self._on_seat, seat), "value")
            menus.append(dd)
        # free the menus replaced one rebuild ago (each widget holds a comm): never one made
        # in the same burst of messages, whose opening the browser may not have seen yet
        for stale in self._stale_menus:
            stale.close()
        self._stale_menus = list(self.seat_widgets)
        self.seat_widgets = menus
        self.seat_box.children = tuple(menus)
        views = [(t("referee", lang), REFEREE)] + [(seat_name(i, lang), i)
                                                   for i in range(players)]
        play_as = [(layout_text("watch_bots", lang), WATCH)] + [
            (layout_text("you_play", lang, seat=seat_name(i, lang)), i) for i in range(players)]
        self._quiet = True
        try:
            self.view.options = views
            self.view.value = part.view
            self.play_as.options = play_as
            self.play_as.value = self._play_as_shown = part.play_as
        finally:
            self._quiet = False
        self._built = (part.bots, players, lang)

    def show(self, seats: SeatsSlice) -> None:
        """Show ``seats`` (``private``, pass and play: the rows put away)."""
        if (seats.bots, len(seats.seats), seats.lang) != self._built:
            self._rebuild(seats)
        self._quiet = True
        try:
            self.view.value = seats.view
            for dd, choice in zip(self.seat_widgets, seats.seats, strict=False):
                dd.value = choice
        finally:
            self._quiet = False
        self._show_play_as(seats.play_as)
        for widget in (self.view_row, self.seats_row, self.play_as_row):
            widget.layout.display = HIDDEN if seats.private else None

    def _show_play_as(self, value: int) -> None:
        self._play_as_shown = value
        if self.play_as.value != value:
            self._quiet = True
            try:
                self.play_as.value = value
            finally:
                self._quiet = False

    def _on_seat(self, seat: int, change: dict[str, Any]) -> None:
        shown = self._shown.seats if self._shown is not None else ()
        if not self._quiet and (seat >= len(shown) or change["new"] != shown[seat]):
            self._commands.set_seat(seat, change["new"])

    def _on_view(self, change: dict[str, Any]) -> None:
        if not self._quiet and change["new"] is not None:
            self._commands.set_view(None if change["new"] == REFEREE else int(change["new"]))

    def _on_play_as(self, change: dict[str, Any]) -> None:
        if not self._quiet and change["new"] not in (None, self._play_as_shown):
            self._commands.play_as(None if change["new"] == WATCH else int(change["new"]))
            self._show_play_as(self._play_as_shown)  # (refused: the menu shows the seat again)


__all__ = ["SeatsPanel"]
