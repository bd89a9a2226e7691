"""The explorer's widgets and how they are laid out (built once per explorer).

:func:`build` creates every control and panel of an :class:`~pyramid_explorer.ui.explorer.Explorer`
and stores them on it (``ex.buttons``, ``ex._state_panel``, …); the explorer fills them in.
Columns wrap on narrow screens; at 1280×800 the table, the moves and the rule panel fit
side by side.

>>> from pyramid_explorer.ui.explorer import Explorer
>>> ex = Explorer("dice-pyramid", seed=7)
>>> sorted(ex.buttons)[:3]
['advisor_play', 'apply_outcome', 'autoplay']
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import ipywidgets as w

from ..common.html import esc
from ..common.plotly_assets import use_served_plotly
from ..common.theme import CSS
from ..model.texts import tr
from .panels import (
    CurtainPanel,
    LogPanel,
    MovesPanel,
    NavPanel,
    OddsPanel,
    Panels,
    SavePanel,
    SeatsPanel,
    SettingsPanel,
    TablePanel,
    TimelinePanel,
    WhyPanel,
)
from .pools import ActionPad, LogList
from .settings import HIDDEN, build_play_as

if TYPE_CHECKING:
    from .explorer import Explorer

PRESENTING = "pe-presenting"  # the root's class in presentation mode


def build(ex: Explorer) -> None:
    """Create the widgets of ``ex`` (labels are written by ``ex._relabel()`` at the end).

    The play row holds the table and, beside it, the next action: the step buttons, the moves
    and the Why panel. Settings, odds and the log come below; the Presentation toggle hides
    them so the table gets the most room (see the CSS in :mod:`.theme`).
    """
    ex.buttons = {}
    ex._labels = []  # (widget, attribute, i18n key)

    def button(key: str, handler: Callable[[], Any], style: str = "",
               width: str = "auto") -> w.Button:
        b = w.Button(button_style=style, layout=w.Layout(width=width, min_height="38px"))
        b.on_click(lambda _b: handler())
        b.add_class(f"pe-btn-{key}")  # stable selectors for tests and benchmarks
        ex.buttons[key] = b
        ex._labels.append((b, "description", key))
        return b

    def label(key: str, bold: bool = True) -> w.HTML:
        h = w.HTML()
        ex._labels.append((h, "value_b" if bold else "value", key))
        return h

    def boxed(widget: w.Box, *classes: str) -> w.Box:
        for cls in classes:
            widget.add_class(cls)
        return widget

    # header
    ex._title = label("title")
    ex._lang = w.ToggleButtons(options=[("EN", "en"), ("DE", "de")], value="en",
                                 style={"button_width": "52px"})
    ex._lang.observe(ex._on_lang, "value")
    ex.language_toggle = ex._lang  # the header's EN/DE switch (public, as presentation_toggle)
    ex.header = header = w.HBox(
        [ex._title, ex._lang],
        layout=w.Layout(justify_content="space-between", flex_flow="row wrap", width="100%",
                        display=None if ex._show_header else HIDDEN))
    header.add_class("pe-explorer-header")

    # game choice
    ex._game = w.Dropdown(layout=w.Layout(width="auto", min_width="200px"))
    ex._game.observe(ex._on_game, "value")
    ex._seed = w.IntText(layout=w.Layout(width="90px"))
    ex._seed.add_class("pe-seed")
    ex._players = w.Dropdown(layout=w.Layout(width="70px"))
    ex._players_label = label("players")
    ex._players_box = boxed(w.HBox([ex._players_label, ex._players],
                                   layout=w.Layout(align_items="center")), "pe-players")
    ex._option_box = w.VBox()
    ex._options = w.Accordion([ex._option_box], selected_index=None,
                                layout=w.Layout(width="100%"))
    seed_box = w.HBox([label("seed"), ex._seed], layout=w.Layout(align_items="center"))
    game_row = w.HBox([label("game"), ex._game, seed_box, ex._players_box],
                      layout=w.Layout(flex_flow="row wrap", align_items="center"))
    new_row = w.VBox([ex._options, button("new_game", ex._on_new)])

    # the next action: one primary button (Step, named for what it does), the rest secondary
    ex._present = w.ToggleButton(value=False, layout=w.Layout(width="auto", min_height="38px"))
    ex._present.add_class("pe-btn-presentation")
    ex._present.observe(lambda change: set_presentation(ex, bool(change["new"])), "value")
    ex.presentation_toggle = ex._present
    # standalone, the toggle sits with the step buttons; a dashboard puts it in its own bar
    standalone = [ex._present] if ex._show_header else []
    nav = boxed(w.HBox([button("undo", ex.undo), button("step", ex.step, "primary"),
                        button("redo", ex.redo), button("autoplay", ex.autoplay),
                        button("stop", ex.stop), *standalone],
                       layout=w.Layout(flex_flow="row wrap", align_items="center")), "pe-nav")
    # The Play widget's timer runs in the browser (also under Voila); its own buttons are
    # hidden because Autoplay / Stop drive it. A hidden view still exists, so it ticks.
    ex._play = w.Play(min=0, max=10**6, step=1, interval=500, show_repeat=False,
                        layout=w.Layout(width="auto", display="none"))
    ex._play.observe(ex._on_tick, "value")
    ex._play.observe(lambda _c: ex._sync_buttons(), "playing")
    ex._speed = w.FloatSlider(min=0.5, max=10.0, step=0.5, value=2.0, readout=True,
                                readout_format=".1f", layout=w.Layout(width="200px"))
    ex._speed.observe(ex._on_speed, "value")
    speed_row = w.HBox([label("speed", False), ex._speed, label("steps_per_second", False),
                        ex._play], layout=w.Layout(flex_flow="row wrap", align_items="center"))
    ex._timeline = w.IntSlider(min=0, max=0, value=0, continuous_update=True, readout=False,
                                 layout=w.Layout(width="100%", min_width="160px", flex="1 1 auto"))
    ex._timeline.observe(ex._on_timeline, "value")
    ex._timeline_label = w.HTML()
    timeline = w.HBox([label("timeline"), ex._timeline, ex._timeline_label],
                      layout=w.Layout(align_items="center", width="100%"))
    ex._branches = w.Dropdown(layout=w.Layout(width="auto", min_width="180px"))
    ex._branches.observe(ex._on_branch_choice, "value")
    branch_row = w.HBox([button("branch", ex.branch), label("branches"), ex._branches],
                        layout=w.Layout(flex_flow="row wrap", align_items="center"))

    # who plays: "Play as" (one seat by hand, the view follows), the view, the seats
    ex._play_as = w.Dropdown(layout=w.Layout(width="auto", min_width="150px"))
    ex._play_as.add_class("pe-play-as")
    ex._play_as.observe(ex._on_play_as, "value")
    ex._play_as_label = w.HTML()
    play_as_row = boxed(w.HBox([ex._play_as_label, ex._play_as],
                               layout=w.Layout(flex_flow="row wrap", align_items="center")),
                        "pe-play-as-row")
    ex._view = w.ToggleButtons(style={"button_width": "auto"})
    ex._view.add_class("pe-view")
    ex._view.observe(ex._on_view, "value")
    view_row = w.HBox([label("view"), ex._view],
                      layout=w.Layout(flex_flow="row wrap", align_items="center"))
    ex._seat_box = w.HBox(layout=w.Layout(flex_flow="row wrap"))
    seats_row = w.HBox([label("seats"), ex._seat_box],
                       layout=w.Layout(flex_flow="row wrap", align_items="center"))

    # moves: chance step (the dice a teacher sets), composer, buttons
    ex._moves_title = w.HTML()
    ex._moves_title.add_class("pe-moves-title")
    ex._outcome = w.Text(layout=w.Layout(width="150px"))
    roll = button("roll", ex.roll)  # Step ▶ rolls at a chance step: kept for scripts, hidden
    roll.layout.display = HIDDEN
    ex._set_outcome_button = button("apply_outcome", ex._on_set_outcome)
    ex._outcome_label = label("set_outcome")
    ex._outcome_box = w.HBox([ex._outcome_label, ex._outcome, ex._set_outcome_button],
                               layout=w.Layout(flex_flow="row wrap", align_items="center"))
    ex._chance_box = w.VBox([roll, ex._outcome_box])
    ex._composer_box = w.VBox()
    ex._pad = ActionPad(ex.apply)
    moves = boxed(w.VBox([ex._moves_title, ex._chance_box, ex._composer_box, ex._pad.box]),
                  "pe-moves")

    # save / load
    ex._save_link = w.HTML()
    ex._upload = w.FileUpload(accept=".json,application/json", multiple=False)
    ex._labels.append((ex._upload, "description", "load"))
    ex._labels.append((ex._upload, "tooltip", "load_tooltip"))
    ex._upload.observe(ex._on_upload, "value")
    ex._save_link.add_class("pe-save")
    ex._upload.add_class("pe-load")
    save_row = w.HBox([ex._save_link, ex._upload],
                      layout=w.Layout(flex_flow="row wrap", align_items="center"))

    ex._settings_title = w.HTML()
    pass_row = boxed(w.HBox(layout=w.Layout(flex_flow="row wrap", align_items="center")),
                     "pe-pass-row")  # "Pass and play" (the curtain panel's checkbox)
    settings = boxed(w.VBox([ex._settings_title, game_row, play_as_row, pass_row, new_row,
                             speed_row,
                             timeline, branch_row, view_row, seats_row, save_row]),
                     "pe-panel", "pe-settings")

    # panels
    ex._state_panel = w.HTML(layout=w.Layout(width="100%"))
    ex._state_title = label("state_panel")
    ex._state_title.add_class("pe-state-title")
    state_box = boxed(w.VBox([ex._state_title, ex._state_panel]), "pe-panel", "pe-state")
    ex._rule_panel = w.HTML(layout=w.Layout(width="100%"))
    rule_box = boxed(w.VBox([label("rule_panel"), ex._rule_panel]), "pe-panel", "pe-rule-panel")
    # a polite live region (role=status, set by the page bridge): the Why panel's first sentence
    ex._announce = boxed(w.HTML(), "pe-announce")
    ex._odds_box = w.VBox(layout=w.Layout(width="100%"))
    ex._odds_note = w.HTML()
    advisor = button("advisor_play", ex.play_advisor, "primary")
    ex._advisor_button = advisor
    ex._odds_outer = boxed(w.VBox([label("odds_panel"), ex._odds_note, ex._odds_box, advisor]),
                           "pe-panel", "pe-odds-panel")
    ex._log = LogList(ex.jump)
    ex._first_only = w.Checkbox(value=False, indent=False, layout=w.Layout(width="auto"))
    ex._first_only.observe(lambda _change: ex._update_log(), "value")  # (filter: issue 12)
    ex._labels += [(ex._first_only, "description", "first_uses"),
                   (ex._first_only, "tooltip", "first_uses_tip")]
    log_box = boxed(w.VBox([label("log_panel"), label("log_hint", False), ex._first_only,
                            ex._log.box]), "pe-panel", "pe-log-box")
    # until the charts exist (deferred: built after first paint), say why a click may wait
    ex._charts_note = boxed(w.HTML(layout=w.Layout(display=None if not ex._charts_on
                                                   else HIDDEN)), "pe-charts-loading")
    ex._side = side = boxed(w.VBox([nav, ex._charts_note, moves, rule_box]), "pe-side")

    # with deferred charts: an invisible widget tells the kernel the page has been drawn
    ex._render_signal = None
    extra: list[w.Widget] = []
    use_served_plotly()  # served by the dashboard command: charts load plotly from a file
    if not ex._charts_on:
        from ..common.ready import RenderSignal

        ex._render_signal = RenderSignal()
        ex._render_signal.when_rendered(ex.build_charts)
        extra.append(ex._render_signal)

    row = {"flex_flow": "row wrap", "width": "100%"}  # wraps on a narrow screen, never scrolls
    play_row = boxed(w.HBox([state_box, side], layout=w.Layout(**row)), "pe-play-row")
    more_row = boxed(w.HBox([ex._odds_outer, settings], layout=w.Layout(**row)), "pe-more-row")
    # pass and play: the curtain covers the rows; the view, seats and seed are put away
    curtain = CurtainPanel(ex.set_pass_and_play, ex.reveal,
                           covered=(play_row, more_row, log_box),
                           private=(view_row, seats_row, play_as_row, seed_box))
    pass_row.children = (curtain.toggle,)
    ex.panels = Panels(
        table=TablePanel(ex._state_panel), why=WhyPanel(ex._rule_panel, ex._announce), nav=NavPanel(ex.buttons),
        timeline=TimelinePanel(ex._timeline, ex._timeline_label, ex._branches, ex._quiet),
        seats=SeatsPanel(ex._seat_box, ex._view, ex._play_as, ex._on_seat, ex._quiet),
        moves=MovesPanel(ex._moves_title, ex._chance_box, ex._outcome_box, ex._pad,
                         lambda: ex.composer, lambda m, lang, buttons: ex.adapter.set_move_tooltips(
                             m.state, m.viewer, lang, buttons, ex.odds)),
        log=LogPanel(ex._log, ex._first_only), save=SavePanel(ex._save_link),
        odds=OddsPanel(ex._odds_outer, ex._odds_note, ex._odds_box, ex._advisor_button,
                       lambda: ex.odds),
        settings=SettingsPanel(ex._game, ex._seed, ex._players, ex._players_box, ex._option_box,
                               ex._options, ex._quiet, seed_box=seed_box),
        curtain=curtain)
    ex.widget = boxed(w.VBox([
        # (the curtain comes after the rows it covers: while it is up, only it shows)
        w.HTML(CSS), header, play_row, more_row, log_box, curtain.box, ex._announce, *extra,
    ], layout=w.Layout(width="100%", max_width="100%")), "pe-root")
    ex._relabel()


def set_presentation(ex: Explorer, on: bool) -> None:
    """Presentation mode: the table and the next action only (settings, odds, log hidden)."""
    if on:
        ex.widget.add_class(PRESENTING)
    else:
        ex.widget.remove_class(PRESENTING)
    if ex._present.value != on:
        ex._present.value = on


def relabel_layout(ex: Explorer) -> None:
    """The layout controls' own words (Play as, Presentation, Settings) in ``ex.lang``."""
    lang = ex.lang
    ex._present.description = tr("presentation", lang)
    ex._present.tooltip = tr("presentation_tip", lang)
    ex._settings_title.value = f'<div class="pe-panel-title">{tr("settings", lang)}</div>'
    ex._charts_note.value = esc(tr("charts_loading", lang))
    ex._play_as_label.value = f"<b>{tr('play_as', lang)}</b>"
    ex.panels.curtain.relabel(lang)
    build_play_as(ex)
