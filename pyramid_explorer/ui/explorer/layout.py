"""Where the explorer's panels go on the page (built once per explorer).

:class:`ExplorerLayout` makes every panel (each with the commands it calls) and arranges their
boxes in rows; it owns only the containers and the Presentation toggle. Columns wrap on narrow
screens; at 1280×800 the table, the moves and the Why panel fit side by side::

    header                                   (title, EN/DE)
    play row:  table | side: nav, extras, moves, Why
    more row:  odds  | settings: game, Play as, Pass and play, New game, speed,
                                 timeline, branches, view, seats, save/load
    log row
    curtain                                  (pass and play: covers the rows above)

>>> from pyramid_explorer.ui.explorer import Explorer
>>> ex = Explorer("dice-pyramid", seed=7)
>>> sorted(ex.buttons)[:3]
['advisor_play', 'apply_outcome', 'autoplay']
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import ipywidgets as w

from ..common.labels import boxed
from ..common.plotly_assets import use_served_plotly
from ..common.theme import CSS
from ..model.texts import layout_text
from .panels import (
    AutoplayPanel,
    CoachPanel,
    CurtainPanel,
    ExtrasPanel,
    HeaderPanel,
    LogPanel,
    MovesPanel,
    NavPanel,
    OddsPanel,
    Panels,
    ReviewPanel,
    SavePanel,
    SeatsPanel,
    SettingsPanel,
    TablePanel,
    TimelinePanel,
    WhyPanel,
)

if TYPE_CHECKING:
    from .commands import Commands

PRESENTING = "pe-presenting"  # the root's class in presentation mode


class ExplorerLayout:
    """The panels (:attr:`panels`), their buttons by key (:attr:`buttons`), the root
    (:attr:`widget`) and the Presentation toggle (:attr:`presentation_toggle`).

    ``show_header=False``: no title row, and the toggle is left for a dashboard to place;
    standalone it sits with the step buttons.
    """

    def __init__(self, commands: Commands, *, show_header: bool = True) -> None:
        self.presentation_toggle = w.ToggleButton(
            value=False, layout=w.Layout(width="auto", min_height="38px"))
        self.presentation_toggle.add_class("pe-btn-presentation")
        self.presentation_toggle.observe(
            lambda change: set_presentation(self, bool(change["new"])), "value")
        standalone = [self.presentation_toggle] if show_header else []
        curtain = CurtainPanel(commands)
        p = self.panels = Panels(
            header=HeaderPanel(commands, shown=show_header), table=TablePanel(),
            why=WhyPanel(), nav=NavPanel(commands, standalone), extras=ExtrasPanel(commands),
            autoplay=AutoplayPanel(commands), timeline=TimelinePanel(commands),
            seats=SeatsPanel(commands), moves=MovesPanel(commands), log=LogPanel(commands),
            save=SavePanel(commands), odds=OddsPanel(commands),
            settings=SettingsPanel(commands), curtain=curtain, coach=CoachPanel(),
            review=ReviewPanel(commands))
        self.buttons: dict[str, w.Button] = {
            **p.nav.buttons, **p.extras.buttons, **p.timeline.buttons, **p.moves.buttons,
            **p.odds.buttons, **p.settings.buttons}

        self.settings_title = w.HTML()
        pass_row = boxed(w.HBox([curtain.toggle], layout=w.Layout(
            flex_flow="row wrap", align_items="center")), "pe-pass-row")  # "Pass and play"
        settings = boxed(w.VBox([self.settings_title, p.settings.game_row, p.seats.play_as_row,
                                 pass_row, p.settings.new_row, p.autoplay.row, p.timeline.row,
                                 p.timeline.branch_row, p.seats.view_row, p.seats.seats_row,
                                 p.save.row]), "pe-panel", "pe-settings")
        side = boxed(w.VBox([p.nav.box, p.extras.box, p.moves.box, p.why.box]), "pe-side")

        use_served_plotly()  # served by the dashboard command: charts load plotly from a file

        row = {"flex_flow": "row wrap", "width": "100%"}  # wraps on a narrow screen
        play_row = boxed(w.HBox([p.table.box, side], layout=w.Layout(**row)), "pe-play-row")
        # the Coach panel (and the explorer's Review panel) go under the odds: the play row
        # must keep the table, the next moves and the Why panel on one projector screen
        self.coach_slot = w.VBox([p.coach.widget, p.review.widget])
        odds_column = boxed(w.VBox([p.odds.outer, self.coach_slot]), "pe-odds-column")
        more_row = boxed(w.HBox([odds_column, settings], layout=w.Layout(**row)),
                         "pe-more-row")
        log_row = w.VBox([p.log.box], layout=w.Layout(width="100%"))
        # pass and play: the curtain covers the rows, which are the layout's own (the seats
        # panel puts its rows away itself)
        curtain.cover(play_row, more_row, log_row)
        self.widget = boxed(w.VBox([
            # (the curtain comes after the rows it covers: while it is up, only it shows)
            w.HTML(CSS), p.header.box, play_row, more_row, log_row, curtain.box,
            p.why.announce,
        ], layout=w.Layout(width="100%", max_width="100%")), "pe-root")

    def relabel(self, lang: str) -> None:
        """The layout's own words (Presentation, Settings) and every panel's, in ``lang``."""
        self.presentation_toggle.description = layout_text("presentation", lang)
        self.presentation_toggle.tooltip = layout_text("presentation_tip", lang)
        self.settings_title.value = f'<div class="pe-panel-title">{layout_text("settings", lang)}</div>'
        self.panels.relabel(lang)


class _Presentable(Protocol):
    widget: w.Box
    presentation_toggle: w.ToggleButton


def set_presentation(ex: _Presentable, on: bool) -> None:
    """Presentation mode: the table and the next action only (settings, odds, log hidden;
    see the CSS in :mod:`..common.theme`). ``ex``: an explorer (or its layout)."""
    if on:
        ex.widget.add_class(PRESENTING)
    else:
        ex.widget.remove_class(PRESENTING)
    if ex.presentation_toggle.value != on:
        ex.presentation_toggle.value = on


__all__ = ["PRESENTING", "ExplorerLayout", "set_presentation"]
