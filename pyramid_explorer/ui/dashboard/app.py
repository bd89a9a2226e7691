"""The dashboard: one tab per game (its explorer and Rules view), the Odds Lab and the
Simulate tab, built lazily.

Only the first tab is built when the dashboard appears; every other tab is built the first time
it is opened, so the page shows quickly under Voila. The tab list comes from
:func:`pyramid_explorer.games.available`, so a new game appears without changes here.

>>> d = Dashboard()
>>> d.tab_ids[-2:]
['odds-lab', 'simulate']
>>> d.built == [True] + [False] * (len(d.tab_ids) - 1)
True
>>> d.select("odds-lab"); d.built[d.tab_ids.index("odds-lab")]
True
>>> d.set_language("de"); d.tabs.titles[-2:]
('Würfel-Labor', 'Simulieren')
"""

from __future__ import annotations

import html
import logging
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as widgets

from ... import games
from ...tables import TableError, store_from_environment
from ..common import page_classes
from ..common.i18n import t
from ..common.plotly_assets import PLOTLY_ESM_ENV, PLOTLY_LOADER, use_served_plotly  # noqa: F401 (re-exported)
from ..common.problems import Problem, problem_html
from .pages import SeatHolder, TablePage
from .start import fast_start
from .tabs import ODDS_LAB, SIMULATE, TOOL_TABS, GameTab, Tab, as_tab
from .texts import CSS, TEXTS, dashboard_text, game_intro_html

__all__ = ["CSS", "DEFAULT_SEED", "ODDS_LAB", "SIMULATE", "TEXTS", "TOOL_TABS", "Dashboard",
           "fast_start", "game_intro_html", "dashboard_text"]

log = logging.getLogger(__name__)


def _store_or_none() -> Any:
    """The store the environment names; ``None`` (shared tables off for this page, said in
    the log) when it cannot be used, so the dashboard itself always opens. A PostgreSQL server
    that does not answer now gives a store that waits for it (its pages say so)."""
    try:
        return store_from_environment()
    except TableError as exc:
        log.warning("shared tables are off for this page: %s", exc)
        return None
"""The tabs after the games' tabs: the Odds Lab and the Simulate tab."""
DEFAULT_SEED = 7
FROM_ENVIRONMENT = object()  # Dashboard(tables=…)'s default: the store the command named

class Dashboard:
    """The whole app: a header with the language switch, and tabs built on first opening.

    ``game_ids`` defaults to every available game; ``builders`` may replace how a tab's content
    is made (``tab_id, lang -> widget``), e.g. in tests.
    """

    def __init__(self, *, lang: str = "en", game_ids: Sequence[str] | None = None,
                 seed: int = DEFAULT_SEED,
                 builders: dict[str, Callable[[str, str], widgets.Widget]] | None = None,
                 tables: Any = FROM_ENVIRONMENT) -> None:
        self.lang = lang
        # shared tables (issue 25): the store ``pyramid-explorer dashboard`` names, or none
        self.tables: Any = _store_or_none() if tables is FROM_ENVIRONMENT else tables
        self.openers: dict[str, Any] = {}  # game tab id -> its "Open a table" (with a store)
        self.seat_page: TablePage | widgets.Widget | None = None  # when the address named a
        # table's seat: its page, or the message saying why the link opens nothing
        self._seat_fields: dict[str, str | None] | None = None  # the link it was opened with
        self.seed = seed
        self.tab_ids: list[str] = list(game_ids if game_ids is not None else games.available())
        self.tab_ids.extend(TOOL_TABS)
        self._builders = dict(builders or {})
        self._intros: dict[str, widgets.HTML] = {}
        self.view_switches: dict[str, widgets.ToggleButtons] = {}  # game tab: Play | Rules
        self.abouts: dict[str, widgets.ToggleButton] = {}  # game tab: "About this game"
        self._relabelling = False
        self._folded: set[str] = set()  # game tabs whose intro folded away once
        self.views: dict[str, tuple[widgets.Widget, widgets.VBox]] = {}  # (table, Rules view)
        self.rules: dict[str, Any] = {}  # game tab id -> its RulesView, built when first opened
        self.built = [False] * len(self.tab_ids)
        self.contents: dict[str, Any] = {}  # tab id -> what the builder returned
        self._tabs: dict[str, Tab] = {}  # tab id -> that content as a Tab
        self._boxes = [widgets.VBox([self._loading()]) for _ in self.tab_ids]
        for box, tab_id in zip(self._boxes, self.tab_ids, strict=True):
            box.add_class(page_classes.TAB)
            box.add_class(page_classes.TAB_PREFIX + tab_id)
        self.tabs = widgets.Tab(children=self._boxes, titles=self._titles())
        self.tabs.add_class(page_classes.DASHBOARD_TABS)
        self._title = widgets.HTML()
        self._title.add_class("pe-dashboard-title")
        self.lang_switch = widgets.ToggleButtons(
            options=[("EN", "en"), ("DE", "de")], value=lang, tooltips=["English", "Deutsch"],
            style={"button_width": "52px"})
        self.lang_switch.add_class("pe-lang")
        self.lang_switch.observe(lambda change: self.set_language(change["new"]), "value")
        header = widgets.HBox([self._title, self.lang_switch])
        header.add_class(page_classes.DASHBOARD_HEADER)
        from .links import DashboardLinks

        self.links = DashboardLinks(self)  # the address bar (share links) and the keys
        self.links.page.lang = lang
        self.widget = widgets.VBox([widgets.HTML(CSS), header, self.tabs, self.links.page])
        self.widget.add_class(page_classes.DASHBOARD)
        self._render_title()
        self.tabs.observe(self._on_select, "selected_index")
        self._build(0)

    # ----------------------------------------------------------------- public
    def show_seat(self, fields: dict[str, str]) -> None:
        """The address named a shared table's seat (``table``, ``seat`` from 1, ``key``): the
        page shows that seat's page only (or why the link opens nothing), never the tabs. A
        link that opens nothing leaves the page on screen as it is — its seat kept — with the
        reason above it."""
        from ..explorer.explorer import Explorer
        from ..tables import open_seat_page

        wanted = {k: fields.get(k) for k in ("table", "seat", "key", "drive", "join")}
        if wanted == self._seat_fields:
            return  # the same link again (the page sends its address when it is redrawn)
        self._seat_fields = wanted
        opened = open_seat_page(self.tables, fields, self.lang,
                                base_url=self.links.page.base_url, make_explorer=Explorer)
        old = self.seat_page
        if not isinstance(opened, TablePage) and isinstance(old, TablePage):
            self.widget.children = (self.widget.children[0], opened, old.widget,
                                    self.links.page)
            return
        if isinstance(old, SeatHolder):
            old.lose_seat()  # (another seat's link in the same page: stop the old)
        elif isinstance(old, TablePage):
            old.stop()  # (a public view or a lesson's driver: it stops following)
        self.seat_page = opened
        page = opened.widget if isinstance(opened, TablePage) else opened
        self.widget.children = (self.widget.children[0], page, self.links.page)

    def select(self, tab_id: str) -> None:
        """Open the tab ``tab_id`` (building it if needed)."""
        self.tabs.selected_index = self.tab_ids.index(tab_id)
        self._build(self.tab_ids.index(tab_id))

    def set_language(self, lang: str) -> None:
        """Switch every text (tab titles, intros, built explorers) to ``lang`` ("en"/"de")."""
        self.lang = lang
        if self.lang_switch.value != lang:
            self.lang_switch.value = lang
        self.tabs.titles = self._titles()
        self._render_title()
        self.links.page.lang = lang  # <html lang>: a screen reader reads in this language
        for i, tab_id in enumerate(self.tab_ids):
            if self.built[i]:
                self._relabel(tab_id)
        if isinstance(self.seat_page, TablePage):
            self.seat_page.set_language(lang)

    def _ipython_display_(self) -> None:  # pragma: no cover - notebook display hook
        from IPython.display import display

        display(self.widget)

    # ----------------------------------------------------------------- building
    def _titles(self) -> list[str]:
        return [self._tool_title(tab_id) if tab_id in TOOL_TABS
                else games.spec(tab_id).name.get(self.lang) for tab_id in self.tab_ids]

    def _tool_title(self, tab_id: str) -> str:
        if tab_id == ODDS_LAB:
            return dashboard_text("odds_lab", self.lang)
        from ..simulate.tab import simulate_text

        return simulate_text("tab_title", self.lang)

    def _render_title(self) -> None:
        tagline = html.escape(dashboard_text("tagline", self.lang), quote=True)
        title = dashboard_text("title", self.lang)
        # the title sits in the 215 px left of the tab row: a longer one (German) is set smaller
        size = ' class="pe-title-long"' if len(title) > len(dashboard_text("title", "en")) else ""
        self._title.value = (f'<h1 title="{tagline}"{size}>{title}</h1>'
                             f"<p>{tagline}</p>")

    def _loading(self) -> widgets.HTML:
        label = widgets.HTML(f'<div class="pe-loading">{dashboard_text("loading", self.lang)}</div>')
        label.add_class("pe-loading-box")
        return label

    def _on_select(self, change: dict[str, Any]) -> None:
        index = change["new"]
        if index is not None:
            self._build(index)

    def _build(self, index: int) -> None:
        if self.built[index]:
            return
        self.built[index] = True
        tab_id = self.tab_ids[index]
        try:
            builder = self._builders.get(tab_id) or TOOL_BUILDERS.get(tab_id, self._build_game)
            content = builder(tab_id, self.lang)
        except Exception as exc:  # shown as a friendly line, never a traceback  # noqa: BLE001
            log.exception("building the %s tab failed", tab_id)
            problem = Problem(t("problem", self.lang), dashboard_text("build_failed", self.lang, message=exc))
            error = widgets.HTML(problem_html(problem, self.lang, css_class="pe-build-error"))
            self._boxes[index].children = (error,)
            self.contents[tab_id] = None
            return
        self.contents[tab_id] = content
        tab = self._tabs[tab_id] = as_tab(content)
        self._boxes[index].children = tuple(self._parts(tab_id, tab))

    def _parts(self, tab_id: str, tab: Tab) -> list[widgets.Widget]:
        main = tab.widget
        intro = widgets.HTML(self._intro_html(tab_id))
        intro.add_class("pe-game-intro")
        self._intros[tab_id] = intro
        if tab_id in TOOL_TABS or tab_id in self._builders or not isinstance(tab, GameTab):
            return [intro, main]
        switch = widgets.ToggleButtons(options=self._view_options(), value="play",
                                       tooltips=self._view_tips())
        switch.add_class("pe-view-switch")
        switch.observe(lambda change, t=tab_id: self.show_view(t, change["new"]), "value")
        self.view_switches[tab_id] = switch
        # the first view is the whole table: at 1280×800 a projector shows the table, the next
        # moves and the Why panel without scrolling, so the intro starts folded and the one
        # line "ℹ About this game" in the tab bar opens it (docs/dashboard.md)
        about = widgets.ToggleButton(value=False, description=dashboard_text("about", self.lang),
                                     tooltip=dashboard_text("about_tip", self.lang),
                                     layout=widgets.Layout(width="auto"))
        about.add_class("pe-about")
        _show(intro, False)
        about.observe(lambda change, box=intro: _show(box, change["new"]), "value")
        self.abouts[tab_id] = about
        # an intro opened before the game is played folds away at the first use (once)
        tab.on_change(lambda _explorer, t=tab_id: self.fold_intro(t))
        present = tab.presentation_toggle
        bar = widgets.HBox([switch, about] + ([present] if present is not None else []))
        bar.add_class("pe-tab-bar")
        rules_box = widgets.VBox(layout=widgets.Layout(display="none"))
        rules_box.add_class("pe-rules-box")
        if self.tables is not None:
            from ..tables import TableOpener

            opener = TableOpener(self.tables, tab)  # the referee opens shared tables
            self.openers[tab_id] = opener
            main = widgets.VBox([main, opener.widget])
        self.views[tab_id] = (main, rules_box)
        return [bar, intro, main, rules_box]

    def fold_intro(self, tab_id: str) -> None:
        """Fold a game tab's introduction away (once: "ℹ About this game" brings it back)."""
        about = self.abouts.get(tab_id)
        if self._relabelling:
            return
        if about is not None and tab_id not in self._folded:
            self._folded.add(tab_id)
            about.value = False

    # ----------------------------------------------------------------- the Rules view
    def show_view(self, tab_id: str, which: str) -> None:
        """Show a game tab's table (``"play"``) or its Rules view (``"rules"``, built once)."""
        main, rules_box = self.views[tab_id]
        if which == "rules" and tab_id not in self.rules:
            from .rules_view import RulesView

            self.rules[tab_id] = RulesView(
                tab_id, lang=self.lang, on_show=lambda ex, t=tab_id: self.show_example(t, ex))
            rules_box.children = (self.rules[tab_id].widget,)
        main.layout.display = "none" if which == "rules" else None
        rules_box.layout.display = None if which == "rules" else "none"
        switch = self.view_switches[tab_id]
        if switch.value != which:
            switch.value = which

    def show_example(self, tab_id: str, example: Any) -> None:
        """Open ``example`` (a :class:`~pyramid_explorer.games.examples.Example`) on the table:
        its position, and for a rule that forbids something, the refused move tried there."""
        explorer = self.contents[tab_id]
        explorer.load_json(example.position().to_json())
        if example.refused is not None:
            explorer.apply(example.refused)  # the Why panel shows the refusal and its rule
        self.show_view(tab_id, "play")

    def _view_options(self) -> list[tuple[str, str]]:
        return [(dashboard_text("play_view", self.lang), "play"), (dashboard_text("rules_view", self.lang), "rules")]

    def _view_tips(self) -> list[str]:
        return [dashboard_text("play_view_tip", self.lang), dashboard_text("rules_view_tip", self.lang)]

    def _build_game(self, game_id: str, lang: str) -> GameTab:
        from ..explorer.explorer import Explorer

        # the dashboard has one title and language switch for all tabs; a learner's kernel
        # loads the compiled whole-game solver only when the learner asks for its value
        explorer = Explorer(game_id, seed=self.seed, show_header=False, solver_on_request=True)
        explorer.set_language(lang)
        self.links.explorer_built(game_id, explorer)
        return explorer

    def _relabel(self, tab_id: str) -> None:
        tab = self._tabs.get(tab_id)  # (none: the tab failed to build)
        if tab is not None:
            self._relabelling = True  # new words on the table are no "first use"
            try:
                tab.set_language(self.lang)
            finally:
                self._relabelling = False
        intro = self._intros.get(tab_id)
        if intro is not None:
            intro.value = self._intro_html(tab_id)
        about = self.abouts.get(tab_id)
        if about is not None:
            about.description = dashboard_text("about", self.lang)
            about.tooltip = dashboard_text("about_tip", self.lang)
        switch = self.view_switches.get(tab_id)
        if switch is not None:
            with switch.hold_trait_notifications():
                value = switch.value
                switch.options = self._view_options()
                switch.tooltips = self._view_tips()
                switch.value = value
        if tab_id in self.rules:
            self.rules[tab_id].set_language(self.lang)
        if tab_id in self.openers:
            self.openers[tab_id].relabel(self.lang)

    def _intro_html(self, tab_id: str) -> str:
        if tab_id not in TOOL_TABS:
            return game_intro_html(tab_id, self.lang)
        if tab_id == ODDS_LAB:
            intro = dashboard_text("odds_intro", self.lang)
        else:
            from ..simulate.tab import simulate_text

            intro = simulate_text("intro", self.lang)
        return (f'<div class="pe-intro"><h2>{html.escape(self._tool_title(tab_id))}</h2>'
                f"<p>{intro}</p></div>")


def _show(widget: widgets.Widget, shown: bool) -> None:
    widget.layout.display = None if shown else "none"


def build_odds_lab(_tab_id: str = ODDS_LAB, lang: str = "en") -> Tab:
    """The Odds Lab tab (see :mod:`pyramid_explorer.ui.odds_lab`)."""
    from ..odds_lab.lab import OddsLab

    return OddsLab(lang=lang)


def build_simulate(tab_id: str = SIMULATE, lang: str = "en") -> Tab:
    """The Simulate tab (see :mod:`pyramid_explorer.ui.simulate.tab`)."""
    from ..simulate.tab import build_simulate_tab

    return build_simulate_tab(tab_id, lang)


TOOL_BUILDERS: dict[str, Callable[[str, str], Any]] = {ODDS_LAB: build_odds_lab,
                                                       SIMULATE: build_simulate}
