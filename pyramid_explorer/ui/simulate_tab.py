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
>>> tab.set_lang("de"); tab.run_button.description
'Simulieren'
"""

from __future__ import annotations

import base64
import html
import logging
import threading
from typing import TYPE_CHECKING, Any

import ipywidgets as widgets

from .. import games
from ..engine.text import TextTable
from ..sim.backends import local_workers
from ..sim.plan import make_plan
from .i18n import bot_label
from .theme import ERROR_COLOUR, seat_name

if TYPE_CHECKING:  # pandas and plotly load with the first run, not with the dashboard
    from ..sim import SimResult

log = logging.getLogger(__name__)
MAX_GAMES = 100_000

tr = TextTable("simulate_tab", {
    "tab_title": ("Simulate", "Simulieren"),
    "intro": ("Let bots play many games and see how often each seat and each bot wins, with "
              "95 % intervals. Game g uses seed S+g, so a run can be repeated exactly.",
              "Lass Bots viele Partien spielen und sieh, wie oft jeder Platz und jeder Bot "
              "gewinnt, mit 95-%-Intervallen. Partie g nutzt den Startwert S+g, daher lässt "
              "sich jeder Lauf genau wiederholen."),
    "game": ("Game", "Spiel"),
    "players": ("Players", "Spieler"),
    "games": ("Games", "Partien"),
    "seed": ("Seed", "Startwert"),
    "cores": ("Cores", "Kerne"),
    "bots": ("Bots per seat", "Bots je Platz"),
    "solo_bots": ("Bots to compare (same seeds)", "Bots im Vergleich (gleiche Startwerte)"),
    "rotate": ("Rotate seats each game", "Plätze jede Partie tauschen"),
    "options": ("Options", "Optionen"),
    "compare": ("Compare option", "Option vergleichen"),
    "no_compare": ("(none)", "(keine)"),
    "run": ("Simulate", "Simulieren"),
    "stop": ("■ Stop", "■ Anhalten"),
    "idle": ("Choose the settings and press Simulate.",
             "Wähle die Einstellungen und drücke Simulieren."),
    "running": ("Playing {done} of {total} games …", "Spiele {done} von {total} Partien …"),
    "done": ("{played} games in {seconds} s ({rate} games/s; cores: {workers}).",
             "{played} Partien in {seconds} s ({rate} Partien/s; Kerne: {workers})."),
    "stopped": ("Stopped: {played} of {total} games finished (partial result).",
                "Angehalten: {played} von {total} Partien fertig (Teilergebnis)."),
    "failed": ("Could not simulate: {message}", "Simulation nicht möglich: {message}"),
    "no_bot": ("choose at least one bot", "wähle mindestens einen Bot"),
    "csv": ("Download the table of games (CSV)", "Tabelle der Partien herunterladen (CSV)"),
})

CSS = """
<style>
.pe-sim { font-size:16px; }
.pe-sim .widget-label, .pe-sim .widget-button, .pe-sim select, .pe-sim input,
.pe-sim .widget-html-content, .pe-sim .widget-checkbox label { font-size:16px; }
.pe-sim-controls { width:400px; min-width:400px; }
.pe-sim-results { flex:1 1 auto; min-width:0; }
.pe-sim-summary { border-collapse:collapse; font-size:15px; margin:4px 0 8px 0; }
.pe-sim-summary th, .pe-sim-summary td { border-bottom:1px solid #ccc; padding:3px 8px; }
.pe-sim-series { background:#f4f8fb; } .pe-sim-note { color:#333; font-style:italic; }
</style>
"""


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
        ids = games.available()
        self.game = widgets.Dropdown(options=[(games.spec(g).name.get(lang), g) for g in ids])
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
        self._labels = {k: widgets.HTML() for k in ("intro", "bots")}
        self._labels["intro"].layout.display = None if show_intro else "none"
        self.game.observe(lambda _: self._on_game(), "value")
        self.players.observe(lambda _: self._build_bots(), "value")
        self.run_button.on_click(lambda _: self.start())
        self.stop_button.on_click(lambda _: self.stop())
        self.options_panel = widgets.Accordion(children=[widgets.VBox([self.options_box,
                                                                       self.compare])])
        self.options_panel.selected_index = None  # folded: Simulate stays in view at 800 px
        controls = widgets.VBox([
            self._labels["intro"], self.game, self.players, self.games, self.seed, self.workers,
            widgets.HBox([self.run_button, self.stop_button]), self.progress, self.status,
            self._labels["bots"], self.bots_box, self.rotate, self.options_panel])
        controls.add_class("pe-sim-controls")
        results = widgets.VBox([self.summary, self.download, self.charts])
        results.add_class("pe-sim-results")
        self.widget = widgets.VBox([widgets.HTML(CSS), widgets.HBox([controls, results])])
        self.widget.add_class("pe-sim")
        self._on_game()
        self.set_lang(lang)

    # ----------------------------------------------------------------- settings
    @property
    def spec(self) -> Any:
        return games.spec(self.game.value)

    def _on_game(self) -> None:
        spec = self.spec
        self.players.min, self.players.max = 1, spec.max_players  # widen before narrowing
        self.players.min = spec.min_players
        self.players.value = spec.default_players
        self.players.disabled = spec.min_players == spec.max_players
        self._options = {o.name: o for o in spec.options
                         if isinstance(o.default, bool) or o.choices is not None}
        self._option_widgets = {
            name: (widgets.Checkbox(value=o.default, indent=False) if isinstance(o.default, bool)
                   else widgets.Dropdown(options=list(o.choices), value=o.default,
                                         layout={"width": "370px"}))
            for name, o in self._options.items()}
        self.options_box.children = tuple(self._option_widgets.values())
        self._build_bots()
        self._relabel_options()

    def _build_bots(self) -> None:
        names = self._bot_names = list(self.spec.bots)
        if self.players.value == 1:
            # a bot that says it is slow (``bot.slow``, e.g. Dice Pyramid's optimal) starts off
            slow = {n for n in names if getattr(self.spec.bots[n](), "slow", "")}
            self._bot_widgets = [widgets.Checkbox(value=n not in slow, indent=False,
                                                  description=bot_label(n, self.lang))
                                 for n in names]
        else:
            default = names[-1] if len(names) > 1 else names[0]
            self._bot_widgets = [widgets.Dropdown(options=[(bot_label(n, self.lang), n)
                                                           for n in names],
                                                  value=default,
                                                  description=seat_name(i, self.lang),
                                                  layout={"width": "260px"})
                                 for i in range(self.players.value)]
        self.bots_box.children = tuple(self._bot_widgets)
        self.rotate.layout.display = "none" if self.players.value == 1 else None
        self._relabel_bots()

    def settings(self) -> dict[str, Any]:
        """The keyword arguments for :func:`~pyramid_explorer.sim.simulate` now chosen."""
        if self.players.value == 1:
            bots = [n for n, w in zip(self._bot_names, self._bot_widgets, strict=True) if w.value]
            if not bots:
                raise ValueError(tr("no_bot", self.lang))
        else:
            bots = [w.value for w in self._bot_widgets]
        options = {n: w.value for n, w in self._option_widgets.items()}
        compare = None
        if self.compare.value:
            o = self._options[self.compare.value]
            compare = (o.name, [False, True] if isinstance(o.default, bool) else list(o.choices))
            options.pop(o.name)
        return {"games": self.games.value, "seed": self.seed.value,
                "players": self.players.value, "bots": bots, "options": options,
                "compare": compare, "rotate": self.rotate.value, "workers": self.workers.value}

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
        from ..sim import simulate

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
        self.status.value = html.escape(tr(key, self.lang, **fmt))

    def _show_error(self, message: str) -> None:
        self.error = message
        self._status_key = ""
        self.status.value = (f'<span style="color:{ERROR_COLOUR};font-weight:700">'
                             f"{html.escape(tr('failed', self.lang, message=message))}</span>")

    def _show_result(self) -> None:
        from .sim_charts import charts_for, summary_html

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
                               f"⬇ {html.escape(tr('csv', self.lang))}</a>")
        import plotly.graph_objects as go

        self.charts.children = tuple(go.FigureWidget(fig) for _, fig in
                                     charts_for(r, self.lang))

    def set_lang(self, lang: str) -> None:
        """Switch every label, and the summary and charts of the last run, to ``lang``."""
        self.lang = lang
        self._labels["intro"].value = f"<p>{html.escape(tr('intro', lang))}</p>"
        for w, key in ((self.game, "game"), (self.players, "players"), (self.games, "games"),
                       (self.seed, "seed"), (self.workers, "cores"), (self.rotate, "rotate")):
            w.description = tr(key, lang)
        self.game.options = [(games.spec(g).name.get(lang), g) for g in games.available()]
        self.run_button.description = tr("run", lang)
        self.stop_button.description = tr("stop", lang)
        self.options_panel.titles = (tr("options", lang),)
        self._relabel_bots()
        self._relabel_options()
        if self.result is not None and self._status_key in ("done", "stopped"):
            self._show_result()
        elif getattr(self, "_status_key", ""):
            self._status(self._status_key, **self._status_fmt)
        elif self.error is None:
            self._status("idle")

    def _relabel_bots(self) -> None:
        """Bot names in the chosen language (the ids, which ``simulate`` takes, stay)."""
        if self.players.value == 1:
            for n, w in zip(self._bot_names, self._bot_widgets, strict=True):
                w.description = bot_label(n, self.lang)
        else:
            for w in self._bot_widgets:
                value = w.value
                w.options = [(bot_label(n, self.lang), n) for n in self._bot_names]
                w.value = value
        key = "solo_bots" if self.players.value == 1 else "bots"
        self._labels["bots"].value = f"<b>{html.escape(tr(key, self.lang))}</b>"

    def _relabel_options(self) -> None:
        for name, w in self._option_widgets.items():
            w.description = self._options[name].label.get(self.lang)
            w.style = {"description_width": "initial"}
        current = self.compare.value if self.compare.options else ""
        self.compare.options = [(tr("no_compare", self.lang), "")] + [
            (o.label.get(self.lang), n) for n, o in self._options.items()]
        self.compare.value = current if current in self._options else ""
        self.compare.description = tr("compare", self.lang)
        self.compare.style = {"description_width": "initial"}


def build_simulate_tab(_tab_id: str = "simulate", lang: str = "en") -> SimulateTab:
    """The dashboard builder for the Simulate tab (``tab_id, lang -> content``); the dashboard
    shows its own intro box (``tr("intro", lang)``), so the tab's is hidden."""
    return SimulateTab(lang=lang, show_intro=False)
