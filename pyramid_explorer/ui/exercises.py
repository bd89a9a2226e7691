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
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import ipywidgets as widgets

from ..engine import RULES, Action, GameState, IllegalAction
from ..engine.rules import Bilingual
from ..engine.text import TextTable
from . import exercise_links
from .format import percent

Text = str | Bilingual

TEXTS: dict[str, tuple[str, str]] = {
    "your_move": ("Your move", "Dein Zug"),
    "legal": ("Allowed", "Erlaubt"),
    "illegal": ("Not allowed", "Nicht erlaubt"),
    "good": ("Good move", "Guter Zug"),
    "weak": ("Allowed, but not the best", "Erlaubt, aber nicht der beste Zug"),
    "because": ("Why:", "Warum:"),
    "rule": ("Rule", "Regel"),
    "odds": ("Chance to make a room this turn: {p} with this move; the best move "
             "(“{best}”) gives {q}.",
             "Chance, in diesem Zug einen Raum zu schaffen: {p} mit diesem Zug; der beste Zug "
             "(„{best}“) ergibt {q}."),
    "game_odds": ("Chance to win the whole game with best play: {p} after this move; the best "
                  "move (“{best}”) gives {q}.",
                  "Chance, das ganze Spiel bei bestem Spiel zu gewinnen: {p} nach diesem Zug; "
                  "der beste Zug („{best}“) ergibt {q}."),
    "after": ("After your move:", "Nach deinem Zug:"),
    "try_again": ("Try another button to compare.", "Probiere einen anderen Knopf zum Vergleich."),
}


tr = TextTable("exercise", TEXTS)


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


Judge = Callable[[GameState, Sequence[Action], GameState], tuple[bool, str] | None]
"""``(position, actions, result) -> (good, sentence)`` or ``None`` when it cannot judge."""


def dice_pyramid_judge(lang: str = "en", game_value: bool = True) -> Judge:
    """A judge for Dice Pyramid built on the exact odds advisor and the whole-game solver.

    It compares the chance of making a room this turn after the learner's first action with
    the advisor's best option in the prepared position. With ``game_value`` and every card
    face up (I Know the Way) it also compares the exact chance to win the whole game
    (:func:`pyramid_explorer.solve.move_verdict`), and that decides whether the move is good:
    the room most likely this turn is not always the move that wins most games. It also
    judges the discards (at the relic cap, after a miss), where this turn's odds say nothing.
    With face-down cards the game value would depend on hidden cards: this turn's odds only.
    """

    def judge(position: GameState, actions: Sequence[Action],
              result: GameState) -> tuple[bool, str] | None:
        turn = _turn_judge(position, actions, lang)
        game = _game_judge(position, actions, lang) if game_value else None
        if game is None:
            return turn
        if turn is None:
            return game
        return game[0], f"{turn[1]} {game[1]}"

    return judge


def _game_judge(state: GameState, actions: Sequence[Action],
                lang: str) -> tuple[bool, str] | None:
    """(good, sentence) by the exact chance to win the game; ``None`` with hidden cards."""
    from ..solve import move_verdict

    options = getattr(state, "options", None)
    if (not actions or not getattr(options, "i_know_the_way", False)
            or getattr(state, "phase", None) not in ("play", "cap", "miss")):
        return None
    good, mine, best = move_verdict(state, actions[0])  # type: ignore[arg-type]
    return good, tr("game_odds", lang, p=percent(mine),
                    best=state.action_label(best.action, lang), q=percent(best.probability))


def _turn_judge(position: GameState, actions: Sequence[Action],
                lang: str) -> tuple[bool, str] | None:
    """(good, sentence) by the chance of making a room this turn (the odds advisor)."""
    from ..dice.advisor import best_keep
    from ..dice.odds import success_probability_from
    from ..games.dice_pyramid.actions import CARD
    from ..games.dice_pyramid.tables import challenges

    state = position
    if getattr(state, "phase", None) != "play" or not actions:
        return None
    o = state.options
    table = challenges(o.full_house_five_of_a_kind)
    by_name = {c.room: c.number for c in CARD.values()}
    targets = {room: table[by_name[room]] for room in state.open_rooms()}
    relics = [CARD[n].relic for n in state.uses_left()]
    kw = {"relic_reroll_up_to": o.relic_reroll_up_to, "power_relics": o.power_relics}
    options = best_keep(state.dice, targets, rerolls_left=state.rerolls_left, relics=relics,
                        **kw)
    best = options[0]
    first = actions[0]
    mine = _chance_of(first, state, targets, relics, kw, success_probability_from)
    if mine is None:
        return None
    good = mine >= best.probability - 1e-9
    return good, tr("odds", lang, p=percent(mine), best=best.label(lang),
                    q=percent(best.probability))


def _chance_of(action: Action, state: GameState, targets: dict, relics: list[str], kw: dict,
               chance_from: Callable[..., float]) -> float | None:
    """The chance of making a room this turn after ``action``, playing on optimally."""
    from itertools import product

    dice = tuple(state.dice)  # type: ignore[attr-defined]
    rerolls = state.rerolls_left  # type: ignore[attr-defined]
    if action.kind == "take":
        return 1.0
    if action.kind == "end":
        return 0.0
    if action.kind == "reroll":
        positions = set(action.args)
        kept = [v for i, v in enumerate(dice) if i not in positions]
        outcomes = list(product(range(1, 7), repeat=len(positions)))
        return sum(chance_from(tuple(kept) + o, targets, rerolls - 1, relics, **kw)
                   for o in outcomes) / len(outcomes)
    if action.kind == "use":
        from ..dice import AbilityUse
        from ..games.dice_pyramid.actions import CARD, RELIC_NUMBER

        name, indices, delta = action.args
        ability = CARD[RELIC_NUMBER[name]].ability
        rest = list(relics)
        if name in rest:
            rest.remove(name)
        if ability.kind == "reroll":
            kept = [v for i, v in enumerate(dice) if i not in set(indices)]
            outcomes = list(product(range(1, 7), repeat=len(indices)))
            return sum(chance_from(tuple(kept) + o, targets, rerolls, rest, **kw)
                       for o in outcomes) / len(outcomes)
        new = ability.apply(dice, AbilityUse(tuple(indices), delta))
        return chance_from(new, targets, rerolls, rest, **kw)
    return None


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
        self._prompt = widgets.HTML()
        self._board = widgets.HTML()
        self._board.add_class("pe-exercise-board")
        self._link = widgets.HTML()  # "Open in dashboard" (see exercise_links)
        self._buttons = [widgets.Button(layout=widgets.Layout(width="auto", min_height="38px"))
                         for _ in self.choices]
        for i, button in enumerate(self._buttons):
            button.add_class("pe-exercise-choice")
            button.on_click(lambda _b, i=i: self.choose(i))
        self._feedback = widgets.HTML()
        self._feedback.add_class("pe-exercise-feedback")
        self._after = widgets.HTML()
        row = widgets.HBox(self._buttons, layout=widgets.Layout(flex_flow="row wrap"))
        self.widget = widgets.VBox([widgets.HTML(CSS), self._prompt, self._board, row,
                                    self._feedback, self._after, self._link])
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
                return Verdict(False, False, tr("illegal", lang), exc.message(lang),
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
        headline = tr("good", lang) if good or good is None else tr("weak", lang)
        return Verdict(True, good, headline if good is not None else tr("legal", lang), note,
                       allowed, state, odds, (note,) if note else ())

    def set_lang(self, lang: str) -> None:
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
        title = text_in(self.title, lang) or tr("your_move", lang)
        self._prompt.value = (f'<div class="pe-exercise-prompt"><b>{html.escape(title)}</b> — '
                              f"{html.escape(text_in(self.prompt, lang))}</div>")
        self._board.value = self.position.render_html(self.viewer, lang)
        self._link.value = exercise_links.link_html(self.position, self.viewer, lang)
        for button, choice in zip(self._buttons, self.choices, strict=True):
            button.description = text_in(choice.label, lang)
        if self.last is not None:
            self.last = None
            self._feedback.value = ""
            self._after.value = ""

    def _show(self, v: Verdict, index: int) -> None:
        lang = self.lang
        kind = "illegal" if not v.legal else ("good" if v.good or v.good is None else "weak")
        for i, button in enumerate(self._buttons):
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
        parts.append(f'<div class="pe-verdict-rules"><i>{tr("because", lang)}</i>{rules}</div>'
                     f'<div class="pe-verdict-hint">{tr("try_again", lang)}</div></div>')
        self._feedback.value = "".join(parts)
        if v.legal and self.show_after and v.after is not None:
            self._after.value = (f'<div class="pe-exercise-after"><b>{tr("after", lang)}</b>'
                                 f"{v.after.render_html(self.viewer, lang)}</div>")
        else:
            self._after.value = ""


def rules_html(game_id: str, kind: str | None = None, lang: str = "en") -> str:
    """A game's rule clauses (``kind`` "seed" or "ruling" for one kind) as a readable list.

    >>> "dp.turn.rerolls" in rules_html("dice-pyramid", "seed")
    True
    """
    from .. import games

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


CSS = """
<style>
.pe-exercise { border:2px solid #0072B2; border-radius:8px; padding:8px 12px; margin:8px 0;
               font-size:16px; max-width:1100px; }
.pe-exercise-prompt { font-size:17px; margin-bottom:6px; }
.pe-exercise .widget-button { font-size:16px; font-weight:600; }
.pe-verdict { margin-top:8px; padding:6px 10px; border-left:6px solid #555; background:#f7f7f7; }
.pe-verdict-good { border-left-color:#009E73; }
.pe-verdict-weak { border-left-color:#E69F00; }
.pe-verdict-illegal { border-left-color:#B00020; }
.pe-verdict-reason { font-weight:600; margin:4px 0; }
.pe-verdict-odds { margin:4px 0; }
.pe-verdict-rule { margin:3px 0 3px 10px; }
.pe-verdict-badge { color:#fff; padding:0 6px; border-radius:4px; font-size:13px; font-weight:700; }
.pe-verdict-badge-seed { background:#0072B2; }
.pe-verdict-badge-ruling { background:#D55E00; }
.pe-verdict-hint { color:#444; font-style:italic; margin-top:4px; }
.pe-exercise-open a { font-weight:600; color:#0072B2; }
.pe-exercise-nolink { color:#444; font-size:14px; }
</style>
"""
