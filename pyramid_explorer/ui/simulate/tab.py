"""The dashboard's Simulate tab: choose a game, bots and options, run, watch, read the charts.

The run happens in a background thread, so the page stays responsive and **Stop** works; the
progress bar moves as batches of games finish. When it ends (or is stopped) the tab shows the
summary table, the charts and a CSV download of every game.

>>> tab = SimulateTab(workers=1)
>>> tab.game.value, tab.games.value
('dice-pyramid', 200)
>>> tab.games.value = 6
>>> tab.start().join()
>>> tab.result.played, tab.progress.value, "CSV" in tab.download.value  # both bots: 2 series
(12, 12, True)
>>> tab.set_language("de"); tab.run_button.description
'Simulieren'
"""

from __future__ import annotations

import base64
import html
import logging
import threading
from typing import TYPE_CHECKING, Any

import ipywidgets as widgets

from ... import games
from ...sim.backends import local_workers
from ...sim.plan import make_plan
from ..common.i18n import t
from ..common.menus import game_choices
from ..common.problems import Problem, problem_html
from . import settings as simulate_settings
from .texts import CSS, simulate_text

if TYPE_CHECKING:  # pandas and plotly load with the first run, not with the dashboard
    from ...sim import SimResult

log = logging.getLogger(__name__)
MAX_GAMES = 100_000


class SimulateTab:
    """The Simulate tab's widget (``.widget``) and its run, usable headless in tests."""

    def __init__(self, *, lang: str = "en", workers: int | None = None,
                 show_intro: bool = True) -> None:
        self.lang = lang
        self.result: SimResult | None = None
        self.error: str | None = None
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._total = 0
        self.game = widgets.Dropdown(options=game_choices(None, lang))
        self.players = widgets.BoundedIntText(min=1, max=1, value=1,
                                              layout={"width": "170px"})
        self.games = widgets.BoundedIntText(value=200, min=1, max=MAX_GAMES,
                                            layout={"width": "170px"})
        self.seed = widgets.IntText(value=0, layout={"width": "170px"})
        self.workers = widgets.BoundedIntText(value=workers or local_workers(), min=1,
                                              max=max(1, local_workers()),
                                              layout={"width": "170px"})
        self.rotate = widgets.Checkbox(value=False, indent=False)
        self.compare = widgets.Dropdown(layout={"width": "370px"})
        self.bots_box = widgets.VBox()
        self.options_box = widgets.VBox()
        self.run_button = widgets.Button(button_style="primary", icon="play")
        self.stop_button = widgets.Button(button_style="danger", disabled=True)
        self.progress = widgets.IntProgress(value=0, min=0, max=1, layout={"width": "100%"})
        self.status = widgets.HTML()
        self.summary = widgets.HTML()
        self.download = widgets.HTML()
        self.charts = widgets.VBox()
        self.labels = {k: widgets.HTML() for k in ("intro", "bots")}
        self.labels["intro"].layout.display = None if show_intro else "none"
        # what the game offers (written by :mod:`.settings` when the game or players change)
        self.option_specs: dict[str, Any] = {}  # the options the tab can set, by name
        self.option_widgets: dict[str, widgets.ValueWidget] = {}
        self.bot_names: list[str] = []
        self.slow_bots: set[str] = set()  # bots that start unticked (``bot.slow``)
        self.bot_widgets: list[widgets.ValueWidget] = []  # a box per bot, or a menu per seat
        self.game.observe(lambda _: self._on_game(), "value")
        self.players.observe(lambda _: self._build_bots(), "value")
        self.run_button.on_click(lambda _: self.start())
        self.stop_button.on_click(lambda _: self.stop())
        self.options_panel = widgets.Accordion(children=[widgets.VBox([self.options_box,
                                                                       self.compare])])
        self.options_panel.selected_index = None  # folded: Simulate stays in view at 800 px
        controls = widgets.VBox([
            self.labels["intro"], self.game, self.players, self.games, self.seed, self.workers,
            widgets.HBox([self.run_button, self.stop_button]), self.progress, self.status,
            self.labels["bots"], self.bots_box, self.rotate, self.options_panel])
        controls.add_class("pe-sim-controls")
        results = widgets.VBox([self.summary, self.download, self.charts])
        results.add_class("pe-sim-results")
        self.widget = widgets.VBox([widgets.HTML(CSS), widgets.HBox([controls, results])])
        self.widget.add_class("pe-sim")
        self._on_game()
        self.set_language(lang)

    # ----------------------------------------------------------------- settings
    @property
    def spec(self) -> Any:
        return games.spec(self.game.value)

    def _on_game(self) -> None:
        simulate_settings.on_game(self)

    def _build_bots(self) -> None:
        simulate_settings.build_bots(self)

    def settings(self) -> dict[str, Any]:
        """The keyword arguments for :func:`~pyramid_explorer.sim.simulate` now chosen."""
        return simulate_settings.settings(self)

    # ----------------------------------------------------------------- running
    def start(self) -> threading.Thread | None:
        """Check the settings, then run in a background thread (returned); errors are shown."""
        if self._thread is not None and self._thread.is_alive():
            return self._thread
        try:
            kwargs = self.settings()
            plan = make_plan(self.game.value, **{k: v for k, v in kwargs.items()
                                                 if k != "workers"})
        except ValueError as exc:  # OptionError says it in German too
            message = getattr(exc, "message", None)
            self._show_error(message(self.lang) if callable(message) else str(exc))
            return None
        self.error = None
        self._stop.clear()
        self._total = len(plan)
        self.progress.max, self.progress.value = self._total, 0
        self._status("running", done=0, total=self._total)
        self.run_button.disabled, self.stop_button.disabled = True, False
        self._thread = threading.Thread(target=self._run, args=(kwargs,), daemon=True,
                                        name="pyramid-explorer-simulate")
        self._thread.start()
        return self._thread

    def stop(self) -> None:
        """Ask the running simulation to stop; it keeps the games already finished."""
        self._stop.set()

    def _run(self, kwargs: dict[str, Any]) -> None:
        from ...sim import simulate

        try:
            self.result = simulate(self.game.value, progress=self._on_progress,
                                   stop=self._stop, **kwargs)
        except Exception as exc:  # shown as a friendly line, never a traceback  # noqa: BLE001
            log.exception("simulation failed")
            self._show_error(str(exc))
        else:
            self._show_result()
        finally:
            self.run_button.disabled, self.stop_button.disabled = False, True

    def _on_progress(self, done: int, total: int) -> None:
        self.progress.value = done
        self._status("running", done=done, total=total)

    # ----------------------------------------------------------------- showing
    def _status(self, key: str, **fmt: Any) -> None:
        self._status_key, self._status_fmt = key, fmt
        self.status.value = html.escape(simulate_text(key, self.lang, **fmt))

    def _show_error(self, message: str) -> None:
        self.error = message
        self._status_key = ""
        self.status.value = problem_html(
            Problem(t("problem", self.lang), simulate_text("failed", self.lang, message=message)), self.lang)

    def _show_result(self) -> None:
        from ..charts.sim import charts_for, summary_html

        r = self.result
        if r is None:
            return
        if r.partial:
            self._status("stopped", played=r.played, total=r.requested)
        else:
            self._status("done", played=r.played, seconds=f"{r.elapsed:.1f}",
                         rate=f"{r.games_per_second:.1f}", workers=r.workers)
        self.summary.value = summary_html(r, self.lang)
        data = base64.b64encode((r.to_csv() or "").encode("utf-8")).decode("ascii")
        self.download.value = (f'<a download="{html.escape(r.game_id)}-simulation.csv" '
                               f'href="data:text/csv;base64,{data}" target="_blank">'
                               f"⬇ {html.escape(simulate_text('csv', self.lang))}</a>")
        import plotly.graph_objects as go

        self.charts.children = tuple(go.FigureWidget(fig) for _, fig in
                                     charts_for(r, self.lang))

    def set_language(self, lang: str) -> None:
        """Switch every label, and the summary and charts of the last run, to ``lang``."""
        self.lang = lang
        self.labels["intro"].value = f"<p>{html.escape(simulate_text('intro', lang))}</p>"
        for w, key in ((self.game, "game"), (self.players, "players"), (self.games, "games"),
                       (self.seed, "seed"), (self.workers, "cores"), (self.rotate, "rotate")):
            w.description = simulate_text(key, lang)
        self.game.options = game_choices(None, lang)
        self.run_button.description = simulate_text("run", lang)
        self.stop_button.description = simulate_text("stop", lang)
        self.options_panel.titles = (simulate_text("options", lang),)
        self._relabel_bots()
        self._relabel_options()
        if self.result is not None and self._status_key in ("done", "stopped"):
            self._show_result()
        elif getattr(self, "_status_key", ""):
            self._status(self._status_key, **self._status_fmt)
        elif self.error is None:
            self._status("idle")
    def _relabel_bots(self) -> None:
        simulate_settings.relabel_bots(self)

    def _relabel_options(self) -> None:
        simulate_settings.relabel_options(self)


def build_simulate_tab(_tab_id: str = "simulate", lang: str = "en") -> SimulateTab:
    """The dashboard builder for the Simulate tab (``tab_id, lang -> content``); the dashboard
    shows its own intro box (``simulate_text("intro", lang)``), so the tab's is hidden."""
    return SimulateTab(lang=lang, show_intro=False)


__all__ = ["CSS", "MAX_GAMES", "SimulateTab", "build_simulate_tab", "simulate_text"]
