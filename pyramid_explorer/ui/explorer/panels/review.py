"""The Review panel: "Review this game" for one seat, its biggest mistakes offered as "Try
again", and the coach's word on the new move.

The panel is fed like every other one: its slice of the frame
(:class:`~..model.frame.ReviewPosition`: the seats this view may review, the position on screen,
the view, the language), and it asks for ``jump`` and ``set_view`` through the explorer's
:class:`~..commands.Commands`. The review (:func:`pyramid_explorer.coach.review`) runs on a
:class:`~..model.review.ReviewRunner` thread with a progress bar. Whose game may be reviewed
(:func:`~..model.frame.review_position`): in the referee's view any seat's (the seat chosen in
the menu); in a player's view only that player's own; never behind the pass-and-play curtain.
Every verdict is made from what the reviewed seat knew at that moment.

"Try again" jumps to the position before that decision, shows it in the seat's view (where the
explorer allows it) and waits for a move there: the coach's ranking from the review says how
the new move compares ("gives up 2 % ± 3 % against …").

>>> from pyramid_explorer.ui.explorer import Explorer
>>> ex = Explorer("ramses-pyramid", seed=3, players=2)
>>> for _ in range(14):
...     _ = ex.step()
>>> panel = ex.review; panel.positions = 8
>>> panel.button.click(); panel.wait(120)
True
>>> "Review of P1" in panel.result.value
True
"""

from __future__ import annotations

import html
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import ipywidgets as w

from ....coach.config import SearchConfig
from ....engine import Action, GameState
from ...common.panel import Panel
from ...common.theme import seat_name
from ...model.frame import ReviewPosition, move_namer
from ...model.review import ReviewRunner, loss_text, review_html, review_text

if TYPE_CHECKING:
    from ..commands import Commands

TRY_AGAIN = 3
"""How many of the biggest mistakes are offered as "Try again"."""
RETRY_BUDGET_S = 1.0
"""Seconds the coach takes to judge a learner's new move in a "Try again" position it had not
searched before."""


class ReviewPanel(Panel[ReviewPosition]):
    """The Review panel (``widget`` to place; ``button`` starts a review of the seat in
    ``seat_menu``). ``positions`` fixes each decision's drawn positions (tests); otherwise the
    review spends its time budget."""

    def __init__(self, commands: Commands, *, positions: int | None = None,
                 budget_s: float | None = None) -> None:
        super().__init__()
        self.commands = commands
        self._at: ReviewPosition | None = None  # the position being followed
        self.positions = positions
        self.budget_s = budget_s
        self.runner = ReviewRunner(on_update=lambda _r: self._update())
        self._lock = threading.RLock()
        self._reviewed: Any = None  # (state, seat) of the review shown
        self._trying: Any = None  # the Decision being tried again
        self.title = w.HTML()
        self.seat_menu = w.Dropdown(layout=w.Layout(width="auto"))
        self.seat_menu.add_class("pe-review-seat")
        self.button = w.Button(layout=w.Layout(width="auto", min_height="38px"))
        self.button.add_class("pe-btn-review")
        self.button.on_click(lambda _b: self.start())
        self.progress = w.IntProgress(min=0, max=1, value=0,
                                      layout=w.Layout(display="none", width="12em"))
        self.progress.add_class("pe-review-progress")
        self.status = w.HTML()
        self.result = w.HTML()
        self.result.add_class("pe-review-result")
        self.retry_box = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.retry_buttons: list[w.Button] = []
        self.retry_note = w.HTML()
        self.retry_note.add_class("pe-review-retry")
        controls = w.HBox([self.seat_menu, self.button, self.progress],
                          layout=w.Layout(flex_flow="row wrap", align_items="center"))
        self.widget = w.VBox([self.title, controls, self.status, self.result, self.retry_box,
                              self.retry_note])
        self.widget.add_class("pe-panel")
        self.widget.add_class("pe-review")
        self.relabel("en")

    # ------------------------------------------------------------------ public
    def wait(self, timeout: float = 120.0) -> bool:
        """Wait for the running review (code and tests)."""
        ok = self.runner.wait(timeout)
        self._update()
        return ok

    def reviewable(self) -> list[int]:
        """The seats whose game this view may review (referee: all; a player: its own; behind
        the curtain: none)."""
        return list(self._at.reviewable) if self._at is not None else []

    def start(self) -> None:
        """Review the chosen seat's decisions up to the position on screen."""
        seats = self.reviewable()
        seat = self.seat_menu.value
        if seat not in seats:
            return  # (a control the page does not offer is not answered)
        assert self._at is not None  # (a seat on offer came with a slice)
        state = self._at.state
        with self._lock:
            self._reviewed = (state, seat)
            self._trying = None
            self.retry_note.value = ""
            self.runner.start(state, seat, SearchConfig(budget_s=self.budget_s,
                                                        positions=self.positions))
        self._update()

    def try_again(self, k: int) -> None:
        """Open the ``k``-th biggest mistake's position in its seat's view and wait for a
        move there."""
        review = self.runner.result
        if review is None:
            return
        mistakes = review.mistakes(TRY_AGAIN)
        if not 0 <= k < len(mistakes):
            return
        d = mistakes[k]
        at = self._at
        if at is None:
            return
        position = d.step - at.root_steps
        if not 0 <= position <= at.length:
            return
        with self._lock:
            self._trying = d
        self.commands.jump(position)  # (the frame that follows feeds this panel its slice)
        at = self._at
        if at.view is not None and at.view != review.seat:
            return  # (a player's view never switches to another seat)
        if at.view is None and not at.pass_and_play:
            self.commands.set_view(review.seat)
        self.refresh()

    # ------------------------------------------------------------------ following
    def relabel(self, lang: str) -> None:
        self.title.value = (f'<div class="pe-panel-title">{html.escape(review_text("panel", lang))}'
                            "</div>")

    def show(self, part: ReviewPosition) -> None:
        self._at = part
        self.refresh()

    def refresh(self) -> None:
        """Follow the slice on screen: the language, the seats on offer, a move tried again."""
        lang = self._lang
        self.relabel(lang)
        seats = self.reviewable()
        options = [(seat_name(i, lang), i) for i in seats]
        if list(self.seat_menu.options) != options:
            keep = self.seat_menu.value
            self.seat_menu.options = options
            if seats:  # (ipywidgets 8 leaves a new list unselected)
                self.seat_menu.value = keep if keep in seats else seats[0]
        self.seat_menu.layout.display = None if len(seats) > 1 else "none"
        chosen = self.seat_menu.value if seats else None
        name = seat_name(chosen, lang) if chosen is not None else ""
        self.seat_menu.description = review_text("whose", lang)
        self.progress.description = review_text("panel", lang)
        self.button.description = review_text("button", lang, seat=name)
        self.button.tooltip = review_text("button_tip", lang, seat=name)
        self.button.disabled = not seats
        at = self._at
        if not seats and at is not None and at.view is not None and not at.waiting:
            self.status.value = html.escape(review_text("other_seat", lang, seat=name))
        self._judge_retry()
        self._update()

    def _judge_retry(self) -> None:
        d = self._trying
        if d is None:
            return
        if self._at is None:
            return
        state, lang = self._at.state, self._at.lang
        if state.history == d.state.history:
            self.retry_note.value = f"<p>{html.escape(review_text('trying', lang, step=d.step + 1))}</p>"
            return
        if state.history[:-1] != d.state.history:
            return
        self.retry_note.value = f"<p>{html.escape(self._retry_text(d, state.history[-1]))}</p>"
        self._trying = None

    def _retry_text(self, d: Any, played: Action) -> str:
        """How ``played``, tried again at decision ``d``, compares: from the review's own
        ranking when it holds the move, else judged now (from the same seat's view)."""
        from ....coach.review import judge, verdict

        lang = self._lang
        label = self._label(d.state)
        if played == d.best:
            return review_text("retry_best", lang, played=label(played))
        loss = interval = None
        best = d.best
        if d.ranking is not None:
            try:
                estimate = d.ranking.estimate(played)
            except KeyError:  # (not on the review's shortlist)
                estimate = None
            if estimate is not None and estimate.diff is not None \
                    and estimate.diff_interval is not None:
                loss = max(0.0, -estimate.diff)
                interval = (-estimate.diff_interval[1], -estimate.diff_interval[0])
        if loss is None:
            new = judge(d.state, played, SearchConfig(budget_s=RETRY_BUDGET_S, seed=d.step))
            if new.verdict == "best":
                return review_text("retry_best", lang, played=label(played))
            loss, interval, best = new.loss, new.loss_interval, new.best
        key = "retry_good" if verdict(loss, interval, False) == "good" else "retry_worse"
        return review_text(key, lang, played=label(played), best=label(best),
                  diff=loss_text(loss, interval), before=loss_text(d.loss, d.loss_interval))

    @property
    def _lang(self) -> str:
        return self._at.lang if self._at is not None else "en"

    def _label(self, state: GameState) -> Callable[[Action], str]:
        return move_namer(self._at, state)

    def _update(self) -> None:
        lang = self._lang
        runner = self.runner
        with self._lock:
            if runner.running:
                self.progress.layout.display = None
                self.progress.max = max(1, runner.total)
                self.progress.value = runner.done
                self.status.value = (f'<p role="status">'
                                     f"{html.escape(review_text('running', lang, done=runner.done, total=runner.total or '…'))}"
                                     "</p>")
                return
            self.progress.layout.display = "none"
            if runner.error:
                self.status.value = f'<p role="status">{html.escape(review_text("failed", lang))}</p>'
                return
            review = runner.result
            if review is None or self._reviewed is None:
                self.result.value = ""
                self._show_retries(())
                return
            if review.seat not in self.reviewable():  # the view changed: not for these eyes
                self.result.value = ""
                self.retry_note.value = ""
                self._trying = None
                self._show_retries(())
                return
            self.status.value = ""
            self.result.value = review_html(review, lang,
                                            lambda st, a: self._label(st)(a))
            self._show_retries(review.mistakes(TRY_AGAIN))

    def _show_retries(self, mistakes: Any) -> None:
        lang = self._lang
        while len(self.retry_buttons) < len(mistakes):
            k = len(self.retry_buttons)
            button = w.Button(layout=w.Layout(width="auto", min_height="38px"))
            button.add_class("pe-btn-try-again")
            button.on_click(lambda _b, k=k: self.try_again(k))
            self.retry_buttons.append(button)
        for button, d in zip(self.retry_buttons, mistakes, strict=False):
            seat = seat_name(d.state.current_player(), lang)
            button.description = review_text("try_again", lang, step=d.step + 1)
            button.tooltip = review_text("try_again_tip", lang, step=d.step + 1, seat=seat)
        self.retry_box.children = tuple(self.retry_buttons[:len(mistakes)])


__all__ = ["TRY_AGAIN", "ReviewPanel"]
