"""The Coach panel: the moves of the seat to move ranked by the coach, and a verdict on the
move a person just made ("“Draw a card”: “Lay Rope 3” was better: 41 % ± 3 % vs 33 % ± 4 %").

The panel is fed like every other one: its slice of the frame
(:class:`~..model.frame.CoachPosition`: the position on screen, the view, who plays each seat,
the language, whether the game offers a coach at all — its ``GameSpec.coached`` — and whether
the pass-and-play curtain is up). The search runs on a :class:`~..model.coach_runner.CoachRunner`
thread with a progress bar and a time budget, so a click never waits for it. Who may hear what
is decided by :func:`~..model.coach.coach_audience` (no hidden card of another seat, never
behind the pass-and-play curtain). It is off until switched on: the search costs CPU, which a
class of thirty kernels on one laptop should spend only where someone asks.

>>> from pyramid_explorer.ui.explorer import Explorer
>>> ex = Explorer("ramses-pyramid", seed=2, players=2); ex.step()   # the first roll
True
>>> coach = ex.coach; coach.iterations = 2
>>> "is off" in coach.status.value
True
>>> coach.switch.value = True; coach.wait(60)
True
>>> coach.table_rows() == len(ex.state.legal_actions()), "Ranked from 2" in coach.status.value
(True, True)
"""

from __future__ import annotations

import html
import threading
from collections.abc import Callable

import ipywidgets as w

from ....coach.config import PANEL, SearchConfig
from ....engine import Action, GameState
from ...common.panel import Panel
from ...common.theme import seat_name
from ...model.coach import (
    CoachSlice,
    coach_audience,
    coach_slice,
    coach_text,
    quiet_slice,
    verdict_text,
)
from ...model.coach_runner import CoachJob, CoachRunner
from ...model.frame import CoachPosition, move_namer
from ...model.session import HUMAN

BUDGETS = (0.5, 2.0, 5.0)
"""The time budgets a user can choose (seconds); 2 s unless chosen (compiled playouts give
the runner-up's difference to ±3 points there; docs/coach.md)."""


def table_html(part: CoachSlice) -> str:
    """The ranked moves as an HTML table (a caption, headed columns, the best row marked,
    "≈ best" on rows that cannot be told from it and "set aside" on rows the race stopped
    playing early).

    >>> from pyramid_explorer.ui.model.coach import CoachRow
    >>> table_html(CoachSlice("", (CoachRow("Go <up>", "41 % ± 3 %", "", True),), "Moves",
    ...                       ("Move", "Chance to win"), "best"))
    '<table class="pe-coach-table"><caption>Moves</caption><thead><tr><th scope="col">Move</th><th scope="col">Chance to win</th></tr></thead><tbody><tr class="pe-coach-best"><th scope="row">Go &lt;up&gt; <span class="pe-coach-mark">(best)</span></th><td>41 % ± 3 %</td></tr></tbody></table>'
    """
    if not part.rows:
        return ""
    against = any(r.against for r in part.rows)
    scored = len(part.headings) > 2 + against
    out = ['<table class="pe-coach-table">', f"<caption>{html.escape(part.caption)}</caption>",
           "<thead><tr>", *(f'<th scope="col">{html.escape(h)}</th>' for h in part.headings),
           "</tr></thead><tbody>"]
    for row in part.rows:
        mark = (f' <span class="pe-coach-mark">({html.escape(part.best_mark)})</span>'
                if row.best else "")
        if row.level and part.level_mark:  # (read out in words, shown as "≈ best")
            mark = (f' <span class="pe-coach-mark pe-coach-level" aria-hidden="true">'
                    f'({html.escape(part.level_mark)})</span><span class="pe-sr-only">'
                    f'({html.escape(part.level_spoken)})</span>')
        if row.dropped and part.dropped_mark:  # (a shorter note shown, the whole one spoken)
            mark = (f' <span class="pe-coach-mark pe-coach-dropped" aria-hidden="true">'
                    f'({html.escape(part.dropped_mark)})</span><span class="pe-sr-only">'
                    f'({html.escape(part.dropped_spoken)})</span>')
        cls = ' class="pe-coach-best"' if row.best else ""
        cells = [row.chance] + ([row.score] if scored else []) + (
            [row.against] if against else [])
        out.append(f'<tr{cls}><th scope="row">{html.escape(row.move)}{mark}</th>'
                   + "".join(f"<td>{html.escape(c)}</td>" for c in cells) + "</tr>")
    out.append("</tbody></table>")
    return "".join(out)


class CoachPanel(Panel[CoachPosition]):
    """The Coach panel: ``widget`` to place, ``switch`` to turn it on, ``budget`` (seconds),
    and the read-outs ``status``, ``table``, ``verdict``.

    ``iterations`` caps each search (tests and exact examples); the time budget caps it too.
    """

    def _search(self) -> SearchConfig:
        """The search the panel asks for: the budget slider's seconds, capped by
        ``iterations`` drawn positions when set."""
        return PANEL.replace(budget_s=float(self.budget.value), positions=self.iterations)

    def __init__(self, *, iterations: int | None = None) -> None:
        super().__init__()
        self.iterations = iterations
        self.runner = CoachRunner(on_update=self._job_update)
        self._lock = threading.RLock()
        self._job: CoachJob | None = None  # the ranking shown
        self._verdict_job: CoachJob | None = None
        self._verdict_text = ""
        self._last: GameState | None = None
        self._at: CoachPosition | None = None  # the position being followed
        self.title = w.HTML()
        self.switch = w.Checkbox(value=False, indent=False)
        self.switch.add_class("pe-coach-switch")
        self.budget = w.Dropdown(options=[(f"{b:g} s", b) for b in BUDGETS], value=2.0,
                                 layout=w.Layout(width="auto"))
        self.budget.add_class("pe-coach-budget")
        self.progress = w.FloatProgress(min=0.0, max=1.0, value=0.0,
                                        layout=w.Layout(display="none", width="12em"))
        self.progress.add_class("pe-coach-progress")
        self.status = w.HTML()
        self.status.add_class("pe-coach-status")
        self.table = w.HTML()
        self.verdict = w.HTML()
        self.verdict.add_class("pe-coach-verdict")
        controls = w.HBox([self.switch, self.budget, self.progress],
                          layout=w.Layout(flex_flow="row wrap", align_items="center"))
        self.widget = w.VBox([self.title, controls, self.status, self.verdict, self.table])
        self.widget.add_class("pe-panel")
        self.widget.add_class("pe-coach")
        self.switch.observe(lambda _c: self.refresh(), "value")
        self.budget.observe(lambda _c: self._restart(), "value")
        self.set_language("en")

    # ------------------------------------------------------------------ public
    @property
    def on(self) -> bool:
        return bool(self.switch.value)

    def relabel(self, lang: str) -> None:
        self.set_language(lang)

    def set_language(self, lang: str) -> None:
        """Name every control in ``lang`` (each slice brings its language too)."""
        self.title.value = f'<div class="pe-panel-title">{html.escape(coach_text("title", lang))}</div>'
        self.switch.description = coach_text("switch", lang)
        self.switch.tooltip = coach_text("switch_tip", lang)
        self.budget.description = coach_text("budget", lang)
        self.progress.description = coach_text("title", lang)

    @property
    def job(self) -> CoachJob | None:
        """The search behind the table (running or done), if any."""
        return self._job

    def wait(self, timeout: float = 60.0) -> bool:
        """Wait until the coach has finished thinking (for code and tests)."""
        return self.runner.wait(timeout)

    def table_rows(self) -> int:
        """How many moves the table shows."""
        return self.table.value.count('<th scope="row">')

    def show(self, part: CoachPosition) -> None:
        self._follow(part)

    def refresh(self) -> None:
        """Follow the position on screen again (the switch was turned)."""
        if self._at is not None:
            self._follow(self._at)

    def _follow(self, part: CoachPosition) -> None:
        """The position, view, language and seats on screen now."""
        self._at = part
        state, lang = part.state, part.lang
        self.set_language(lang)
        previous, self._last = self._last, state
        hidden = not part.coached
        self.widget.layout.display = "none" if hidden else None
        if hidden or not self.on or part.waiting:
            with self._lock:  # a search finishing now cannot write over this
                self.runner.cancel()
                self._verdict_job = None
                self._set_verdict("")
                key = "dice_pyramid" if hidden else ("off" if not self.on else "curtain")
                self._show(quiet_slice(key, lang))
            return
        self._start_verdict(previous, state, part.view)
        if self._verdict_job is not None and not self._verdict_job.done:
            self._show_waiting(state)  # the verdict first; the ranking follows it
            return
        self._rank_or_say_why(state)

    # ------------------------------------------------------------------ inside
    @property
    def _lang(self) -> str:
        return self._at.lang if self._at is not None else "en"

    def _label(self, state: GameState) -> Callable[[Action], str]:
        return move_namer(self._at, state)

    def _view(self) -> int | None:
        return self._at.view if self._at is not None else None

    def _show_waiting(self, state: GameState) -> None:
        audience = coach_audience(state, self._view())
        if audience != "speak":
            self._say_why(state, audience)
        else:
            self._show(coach_slice(state, None, lang=self._lang, label=self._label(state)))

    def _say_why(self, state: GameState, audience: str) -> None:
        lang = self._lang
        key = {"over": "over", "chance": "chance_step", "other-seat": "other_seat"}[audience]
        self._show(quiet_slice(key, lang, seat=seat_name(state.current_player(), lang)))

    def _rank_or_say_why(self, state: GameState) -> None:
        audience = coach_audience(state, self._view())
        if audience != "speak":
            with self._lock:
                self.runner.cancel()
                self._say_why(state, audience)
            return
        with self._lock:
            job = self.runner.rank(state, self._search())
            self._job = job
        if job.done:  # ranked before: shown at once
            self._job_update(job)
        else:
            self._show(coach_slice(state, None, lang=self._lang, label=self._label(state)))

    def _restart(self) -> None:
        if self.on and self._at is not None:
            self.runner.cancel()
            self._rank_or_say_why(self._at.state)

    def _start_verdict(self, before: GameState | None, after: GameState,
                       viewer: int | None) -> None:
        """A person's move from ``before`` to ``after`` gets a verdict (for that seat only)."""
        made = (before is not None and len(after.history) == len(before.history) + 1
                and after.history[:-1] == before.history)
        if not made:
            if before is None or after.history != before.history:
                self._verdict_job = None
                self._set_verdict("")
            return
        assert before is not None
        mover = before.current_player()
        seats = self._at.seats if self._at is not None else ()
        if mover < 0 or mover >= len(seats) or seats[mover] != HUMAN \
                or viewer not in (None, mover):
            self._verdict_job = None
            self._set_verdict("")
            return
        played: Action = after.history[-1]
        self._set_verdict(coach_text("verdict_thinking", self._lang,
                             played=self._label(before)(played)))
        with self._lock:
            job = self.runner.compare(before, played, self._search())
            self._verdict_job = job
        if job.done:
            self._job_update(job)

    def _job_update(self, job: CoachJob) -> None:
        at = self._at
        if at is None:
            return
        with self._lock:
            if job.kind == "compare":
                if job is not self._verdict_job or not job.done:
                    return
                if job.comparison is not None and not job.stopped:
                    self._set_verdict(verdict_text(job.comparison, at.lang,
                                                   self._label(job.state)))
                on_thread = threading.current_thread() is not threading.main_thread()
            else:
                if job is not self._job or job.stopped or job.state is not at.state:
                    return
                if job.error:
                    self._show(quiet_slice("failed", at.lang))
                else:
                    self._show(coach_slice(job.state, job.ranking, lang=at.lang,
                                           label=self._label(job.state),
                                           budget_s=float(self.budget.value), done=job.done))
                return
        if on_thread and self.on:  # the verdict is out: now the position on screen
            now = self._at
            if now is not None:
                self._rank_or_say_why(now.state)

    def _set_verdict(self, text: str) -> None:
        value = f"<p>{html.escape(text)}</p>" if text else ""
        if self.verdict.value != value:
            self.verdict.value = value
        self._verdict_text = text

    def _show(self, part: CoachSlice) -> None:
        status = f'<p role="status">{html.escape(part.status)}</p>'
        if self.status.value != status:
            self.status.value = status
        table = table_html(part)
        if self.table.value != table:
            self.table.value = table
        self.progress.value = part.progress
        self.progress.layout.display = None if part.thinking else "none"


__all__ = ["BUDGETS", "CoachPanel", "table_html"]
