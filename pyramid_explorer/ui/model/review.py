"""A game review in words, and the thread it runs on — no widget.

:class:`ReviewRunner` runs :func:`pyramid_explorer.coach.review` on a daemon thread (one review
at a time; a new one or :meth:`ReviewRunner.cancel` stops the old), reporting progress after
each decision judged. :func:`review_html` writes the result: how many decisions got each
verdict, then every decision that was not the best — step, the move played, the coach's best,
what it gave up with its interval — in English or German. Who may see a review is the caller's
rule: a seat's own review (its moves and the coach's best moves name that seat's cards), or any
seat's in the referee's view.

>>> from pyramid_explorer.games import new_game
>>> from pyramid_explorer.coach import review
>>> s = new_game("ramses-pyramid", seed=3, players=2)
>>> for _ in range(12):
...     s = s.apply(s.sample_chance() if s.is_chance_node() else s.legal_actions()[0])
>>> r = review(s, 0, SearchConfig(positions=8, compiled=False))
>>> text = review_html(r, "en", lambda st, a: st.action_label(a, "en"))
>>> "Review of P1" in text and "decisions" in text
True
"""

from __future__ import annotations

import html
import threading
from collections.abc import Callable
from typing import Any

from ...coach.config import DEFAULT, SearchConfig
from ...engine import Action, GameState
from ...engine.text import TextTable
from ..common.theme import seat_name

TEXTS: dict[str, tuple[str, str]] = {
    "button": ("Review this game for {seat} ▶", "Partie für {seat} auswerten ▶"),
    "button_tip": ("The coach judges every decision of {seat}, each from what {seat} knew at "
                   "that moment (never a hidden card), and names the biggest mistakes.",
                   "Der Trainer beurteilt jede Entscheidung von {seat}, jede aus dem, was "
                   "{seat} in dem Moment wusste (nie eine verdeckte Karte), und nennt die "
                   "größten Fehler."),
    "running": ("Reviewing… {done} of {total} decisions", "Wertet aus … {done} von {total} "
                "Entscheidungen"),
    "panel": ("Game review", "Partie-Auswertung"),
    "whose": ("Whose game", "Wessen Partie"),
    "title": ("Review of {seat}: {n} decisions in {s} s", "Auswertung für {seat}: {n} "
              "Entscheidungen in {s} s"),
    "none": ("{seat} had no choice to make yet.", "{seat} hatte noch nichts zu entscheiden."),
    "stopped": ("(stopped early: the decisions so far)", "(früh beendet: die Entscheidungen "
                "bis hier)"),
    "best": ("best", "bester Zug"),
    "good": ("good", "gut"),
    "inaccuracy": ("inaccuracy", "Ungenauigkeit"),
    "mistake": ("mistake", "Fehler"),
    "blunder": ("blunder", "grober Fehler"),
    "step": ("Step", "Schritt"),
    "played": ("Played", "Gespielt"),
    "coach_best": ("Coach's best", "Bester laut Trainer"),
    "gave_up": ("Gave up", "Hergegeben"),
    "verdict": ("Verdict", "Urteil"),
    "caption": ("Decisions that were not the best, oldest first; “gave up” is the chance to "
                "win lost against the best move (95 % interval; Dice Pyramid exact).",
                "Entscheidungen, die nicht die besten waren, älteste zuerst; „hergegeben“ ist "
                "die gegenüber dem besten Zug verlorene Gewinnchance (95-%-Intervall; "
                "Würfelpyramide exakt)."),
    "try_again": ("Try step {step} again", "Schritt {step} noch einmal"),
    "try_again_tip": ("Open the position before step {step} in {seat}'s view and choose again; "
                      "the coach says how the new move compares.",
                      "Die Stellung vor Schritt {step} in der Sicht von {seat} öffnen und neu "
                      "wählen; der Trainer sagt, wie der neue Zug abschneidet."),
    "trying": ("Try again: the position before step {step}. Your move?",
               "Noch einmal: die Stellung vor Schritt {step}. Dein Zug?"),
    "retry_best": ("“{played}” is the coach's best move here. Well found!",
                   "„{played}“ ist hier der beste Zug laut Trainer. Gut gefunden!"),
    "retry_good": ("“{played}” cannot be told from the coach's best “{best}” (it gives up "
                   "{diff}; first time: {before}).",
                   "„{played}“ ist vom besten Zug „{best}“ nicht zu unterscheiden (gibt {diff} "
                   "her; beim ersten Mal: {before})."),
    "retry_worse": ("“{played}” gives up {diff} against “{best}” (first time: {before}).",
                    "„{played}“ gibt {diff} gegenüber „{best}“ her (beim ersten Mal: "
                    "{before})."),
    "failed": ("The review could not be made (the server's terminal says why).",
               "Die Auswertung war nicht möglich (das Terminal des Servers sagt warum)."),
    "other_seat": ("In {seat}'s view only {seat}'s own game can be reviewed.",
                   "In der Sicht von {seat} kann nur die eigene Partie ausgewertet werden."),
}

review_text = TextTable("review", TEXTS)

Label = Callable[[GameState, Action], str]
"""Names a move of the seat to move at a state (the game's adapter, in a language)."""


def loss_text(loss: float, interval: tuple[float, float] | None) -> str:
    """What a move gave up, in percentage points of the chance to win.

    >>> loss_text(0.083, (0.05, 0.116)), loss_text(0.004, None)
    ('8 % ± 3 %', '0.4 %')
    """
    if interval is None:
        return f"{loss * 100:.1f} %"
    half = max(loss - interval[0], interval[1] - loss)
    spread = "< 1 %" if half * 100 < 0.5 else f"{half * 100:.0f} %"
    return f"{loss * 100:.0f} % ± {spread}"


def review_html(review: Any, lang: str, label: Label) -> str:
    """The review as HTML: a summary line and a table of the decisions that were not best."""
    seat = seat_name(review.seat, lang)
    if not review.decisions:
        return f"<p>{html.escape(review_text('none', lang, seat=seat))}</p>"
    counts = review.counts()
    summary = " · ".join(f"{n} {review_text(v, lang)}" for v, n in counts.items() if n)
    head = review_text("title", lang, seat=seat, n=len(review.decisions), s=f"{review.seconds:.0f}")
    out = [f'<p class="pe-review-summary"><b>{html.escape(head)}</b><br>'
           f"{html.escape(summary)}"
           + (f" {html.escape(review_text('stopped', lang))}" if review.stopped else "") + "</p>"]
    shown = [d for d in review.decisions if d.verdict != "best"]
    if shown:
        out.append('<table class="pe-review-table"><caption>'
                   f"{html.escape(review_text('caption', lang))}</caption><thead><tr>"
                   + "".join(f'<th scope="col">{html.escape(review_text(k, lang))}</th>'
                             for k in ("step", "played", "coach_best", "gave_up", "verdict"))
                   + "</tr></thead><tbody>")
        for d in shown:
            cls = f' class="pe-review-{d.verdict}"'
            out.append(f'<tr{cls}><th scope="row">{d.step + 1}</th>'
                       f"<td>{html.escape(label(d.state, d.played))}</td>"
                       f"<td>{html.escape(label(d.state, d.best))}</td>"
                       f"<td>{html.escape(loss_text(d.loss, d.loss_interval))}</td>"
                       f"<td>{html.escape(review_text(d.verdict, lang))}</td></tr>")
        out.append("</tbody></table>")
    return "".join(out)


class ReviewRunner:
    """Runs one review at a time on a daemon thread; ``on_update(runner)`` after each
    decision and at the end (from that thread). ``result`` is the review when done."""

    def __init__(self, on_update: Callable[[ReviewRunner], None] | None = None) -> None:
        self.on_update = on_update
        self.result: Any = None
        self.error = ""
        self.done = 0
        self.total = 0
        self.running = False
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self, state: GameState, seat: int, config: SearchConfig = DEFAULT) -> None:
        """Review ``seat``'s decisions in ``state``'s history by ``config`` (its seed is set
        from the game's length; the old review is stopped)."""
        self.cancel()
        self._stop = threading.Event()
        self.result, self.error, self.done, self.total = None, "", 0, 0
        self.running = True
        stop = self._stop
        config = config.replace(seed=len(state.history))

        def run() -> None:
            from ...coach import review

            def progress(done: int, total: int) -> None:
                if not stop.is_set():
                    self.done, self.total = done, total
                    self._notify()

            try:
                result = review(state, seat, config, on_progress=progress, stop=stop.is_set)
                if not stop.is_set():
                    self.result = result
            except Exception as exc:  # noqa: BLE001 - the page must go on
                self.error = f"{type(exc).__name__}: {exc}"
            finally:
                if not stop.is_set():
                    self.running = False
                    self._notify()

        self._thread = threading.Thread(target=run, daemon=True, name="pe-review")
        self._thread.start()

    def cancel(self) -> None:
        self._stop.set()
        self.running = False

    def wait(self, timeout: float = 120.0) -> bool:
        """Wait for the review to end (code and tests)."""
        thread = self._thread
        if thread is not None:
            thread.join(timeout)
            return not thread.is_alive()
        return True

    def _notify(self) -> None:
        if self.on_update is not None:
            self.on_update(self)


__all__ = ["ReviewRunner", "loss_text", "review_html", "review_text"]
