""""Your move" exercises: a prepared position, a few buttons, and a verdict that cites the rule.

The learner clicks one of the choices; the exercise applies it to the prepared position (which
never changes) and says

* whether it is **legal** — if not, the engine's own :class:`IllegalAction` sentence and the
  rule clause it names (title, id, rulebook section);
* which rules **allowed** it (``explain_last``), and
* whether it is **good** — from the exact odds advisor in dice games (the chance of making a
  room this turn, against the best option), or from the teacher's note for the choice.

>>> from pyramid_explorer.engine import Action
>>> from pyramid_explorer.games import new_game
>>> s = new_game("dice-pyramid", seed=7).apply(Action("roll", (3, 3, 3, 5, 1)))
>>> ex = Exercise(s, "Three 3s! What now?", [
...     Choice("Take Grand Gallery", [Action("take", ("Grand Gallery",))]),
...     Choice("Take Ascending Passage", [Action("take", ("Ascending Passage",))])],
...     judge=dice_pyramid_judge())
>>> v = ex.choose(1)
>>> v.legal, v.rule_ids[0]
(False, 'dp.pyramid.open')
>>> v = ex.choose(0)
>>> v.legal, v.good, "dp.turn.take" in v.rule_ids
(True, True, True)
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass, field

import ipywidgets as widgets

from ...engine import RULES, Action, GameState, IllegalAction
from ...engine.rules import Bilingual
from . import links as exercise_links
from .judges import EXERCISE_SEARCH, Judge, coach_judge, dice_pyramid_judge
from .texts import CSS, TEXTS, exercise_text

__all__ = ["CSS", "EXERCISE_SEARCH", "TEXTS", "Choice", "Exercise", "Judge", "Text", "Verdict",
           "coach_judge",
           "dice_pyramid_judge", "rules_html", "text_in", "exercise_text"]

Text = str | Bilingual

def text_in(value: Text | None, lang: str) -> str:
    """A plain string or a :class:`Bilingual` in ``lang``; ``""`` for ``None``."""
    if value is None:
        return ""
    return value.get(lang) if isinstance(value, Bilingual) else value


@dataclass(frozen=True)
class Choice:
    """One button: its label, the action(s) it plays in order, and an optional teacher's note.

    ``good`` is the teacher's verdict (it overrides the advisor's, e.g. for a move that keeps
    the chance but wastes a re-roll); ``note`` says why, in a sentence shown after the click.
    """

    label: Text
    actions: Sequence[Action]
    note: Text | None = None
    good: bool | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "actions", tuple(self.actions))


@dataclass(frozen=True)
class Verdict:
    """What the exercise says about one choice."""

    legal: bool
    good: bool | None
    headline: str
    reason: str
    rule_ids: tuple[str, ...]
    after: GameState | None = None
    odds: str = ""
    notes: tuple[str, ...] = field(default=())




class Exercise:
    """A prepared position with choice buttons and a feedback panel (``.widget``)."""

    def __init__(self, position: GameState, prompt: Text, choices: Sequence[Choice], *,
                 lang: str = "en", judge: Judge | None = None, show_after: bool = True,
                 title: Text | None = None, viewer: int | None = None) -> None:
        self.position = position
        self.prompt = prompt
        self.choices = list(choices)
        self.lang = lang
        self.judge = judge
        self.show_after = show_after
        self.title = title
        self.viewer = viewer if viewer is not None else position.default_viewer
        self.last: Verdict | None = None
        self.prompt_html = widgets.HTML()
        self._board = widgets.HTML()
        self._board.add_class("pe-exercise-board")
        self.link_html = widgets.HTML()  # "Open in dashboard" (see exercise_links)
        self.choice_buttons = [
            widgets.Button(layout=widgets.Layout(width="auto", min_height="38px"))
            for _ in self.choices]
        for i, button in enumerate(self.choice_buttons):
            button.add_class("pe-exercise-choice")
            button.on_click(lambda _b, i=i: self.choose(i))
        self.feedback = widgets.HTML()
        self.feedback.add_class("pe-exercise-feedback")
        self.after = widgets.HTML()
        row = widgets.HBox(self.choice_buttons, layout=widgets.Layout(flex_flow="row wrap"))
        self.widget = widgets.VBox([widgets.HTML(CSS), self.prompt_html, self._board, row,
                                    self.feedback, self.after, self.link_html])
        self.widget.add_class("pe-exercise")
        self._render()

    # ----------------------------------------------------------------- public
    def choose(self, index: int) -> Verdict:
        """Play choice ``index`` on the prepared position and show the verdict."""
        verdict = self.verdict(self.choices[index])
        self.last = verdict
        self._show(verdict, index)
        return verdict

    def verdict(self, choice: Choice) -> Verdict:
        """Judge ``choice`` without touching the widget."""
        lang = self.lang
        state = self.position
        note = text_in(choice.note, lang)
        for action in choice.actions:
            try:
                state = state.apply(action)
            except IllegalAction as exc:
                # the engine's sentence in the learner's language (English if it has no German)
                return Verdict(False, False, exercise_text("illegal", lang), exc.message(lang),
                               (exc.rule_id,),
                               notes=(note,) if note else ())
        allowed = tuple(dict.fromkeys(r for s in self._states_after(choice)
                                      for r in s.last_rules))
        good = choice.good
        odds = ""
        if self.judge is not None:
            judged = self.judge(self.position, choice.actions, state)
            if judged is not None:
                odds = judged[1]
                if good is None:  # the teacher's verdict, when given, has the last word
                    good = judged[0]
        headline = exercise_text("good", lang) if good or good is None else exercise_text("weak", lang)
        return Verdict(True, good, headline if good is not None else exercise_text("legal", lang), note,
                       allowed, state, odds, (note,) if note else ())

    def set_language(self, lang: str) -> None:
        self.lang = lang
        self._render()

    def _ipython_display_(self) -> None:  # pragma: no cover - notebook display hook
        from IPython.display import display

        display(self.widget)

    # ----------------------------------------------------------------- drawing
    def _states_after(self, choice: Choice) -> list[GameState]:
        out, state = [], self.position
        for action in choice.actions:
            state = state.apply(action)
            out.append(state)
        return out

    def _render(self) -> None:
        lang = self.lang
        title = text_in(self.title, lang) or exercise_text("your_move", lang)
        self.prompt_html.value = (f'<div class="pe-exercise-prompt"><b>{html.escape(title)}</b> — '
                              f"{html.escape(text_in(self.prompt, lang))}</div>")
        self._board.value = self.position.render_html(self.viewer, lang)
        self.link_html.value = exercise_links.link_html(self.position, self.viewer, lang)
        for button, choice in zip(self.choice_buttons, self.choices, strict=True):
            button.description = text_in(choice.label, lang)
        if self.last is not None:
            self.last = None
            self.feedback.value = ""
            self.after.value = ""

    def _show(self, v: Verdict, index: int) -> None:
        lang = self.lang
        kind = "illegal" if not v.legal else ("good" if v.good or v.good is None else "weak")
        for i, button in enumerate(self.choice_buttons):
            button.button_style = ({"illegal": "danger", "good": "success", "weak": "warning"}[kind]
                                   if i == index else "")
        rules = "".join(_rule_html(rid, lang) for rid in v.rule_ids)
        parts = [f'<div class="pe-verdict pe-verdict-{kind}"><b>{html.escape(v.headline)}:</b> '
                 f"{html.escape(text_in(self.choices[index].label, lang))}"]
        if v.reason and not v.legal:
            parts.append(f'<div class="pe-verdict-reason">{html.escape(v.reason)}</div>')
        if v.odds:
            parts.append(f'<div class="pe-verdict-odds">{html.escape(v.odds)}</div>')
        if v.legal and v.notes:
            parts.append(f'<div class="pe-verdict-note">{html.escape(v.notes[0])}</div>')
        parts.append(f'<div class="pe-verdict-rules"><i>{exercise_text("because", lang)}</i>{rules}</div>'
                     f'<div class="pe-verdict-hint">{exercise_text("try_again", lang)}</div></div>')
        self.feedback.value = "".join(parts)
        if v.legal and self.show_after and v.after is not None:
            self.after.value = (f'<div class="pe-exercise-after"><b>{exercise_text("after", lang)}</b>'
                                 f"{v.after.render_html(self.viewer, lang)}</div>")
        else:
            self.after.value = ""


def rules_html(game_id: str, kind: str | None = None, lang: str = "en") -> str:
    """A game's rule clauses (``kind`` "seed" or "ruling" for one kind) as a readable list.

    >>> "dp.turn.rerolls" in rules_html("dice-pyramid", "seed")
    True
    """
    from ... import games

    prefix = games.spec(game_id).rule_prefix + "."
    clauses = [c for c in RULES.all() if c.id.startswith(prefix) and kind in (None, c.kind)]
    items = "".join(_rule_html(c.id, lang) for c in clauses)
    return CSS + f'<div class="pe-rules-list" style="font-size:15px">{items}</div>'


def _rule_html(rule_id: str, lang: str) -> str:
    """One rule clause as a short cited line (title, id, kind, rulebook section)."""
    if rule_id not in RULES:
        return f'<div class="pe-verdict-rule"><code>{html.escape(rule_id)}</code></div>'
    c = RULES.get(rule_id)
    badge = ("RULING" if lang != "de" else "ENTSCHEID") if c.kind == "ruling" else (
        "RULEBOOK" if lang != "de" else "REGELHEFT")
    return (f'<div class="pe-verdict-rule" data-rule-id="{html.escape(c.id)}">'
            f'<span class="pe-verdict-badge pe-verdict-badge-{c.kind}">{badge}</span> '
            f"<b>{html.escape(c.title.get(lang))}</b> <code>{html.escape(c.id)}</code>: "
            f"{html.escape(c.text.get(lang))} <i>({html.escape(c.cite(lang))})</i></div>")


