"""Pyramidenbau in the explorer: verb labels, a step-by-step move builder, and the dice odds.

"Up to n" moves have many targets (colour × count × workplace, stone × cell), so instead of
hundreds of buttons the :class:`StepComposer` shows one row per kind of move with drop-downs
that only offer what is legal given the choices to their left, and one button that names the
move in full ("Place 3 blue stones on workplace N2"). Short lists (reveal, follow, fire, cap,
done) stay buttons.

>>> from pyramid_explorer.games import new_game
>>> from pyramid_explorer.engine import Action
>>> s = new_game("pyramidenbau", seed=3).apply(Action("roll", (3,)))
>>> c = StepComposer(lambda a: s.apply(a))
>>> c.update(s, 0, "en", True)
>>> [row.kind for row in c.visible_rows()]
['place']
>>> c.rows["place"].button.description
'Place 1 blue stone on workplace N1'
>>> c.rows["place"].choose(0, 2); c.rows["place"].choose(1, 3); c.rows["place"].choose(2, 5)
>>> c.rows["place"].button.description
'Place 3 green stones on workplace E2'
>>> c.rows["place"].play().workplaces[5]
(2, 2, 2)
"""

from __future__ import annotations

from typing import Any

import ipywidgets as w

from ...engine import Action, GameState
from ...games.pyramidenbau import GAME
from ...games.pyramidenbau.geometry import (
    CELLS,
    cell_name,
    ring_distance,
    workplace_name,
)
from ...games.pyramidenbau.labels import colour_tag
from ...games.pyramidenbau.odds import TurnOdds, turn_odds
from ..charts.bars import Bar, ChartView, HBars
from ..common.theme import OKABE_ITO, seat_name
from .base import Adapter, ApplyFn, ChartOddsPanel, Composer, OddsPanel
from .dice_odds import percent
from .pyramidenbau_why import step_sentence

COMPOSED = ("place", "take", "build", "move", "hire")
GROUPS = {
    "place": ("Place stones from the quarry", "Steine aus dem Steinbruch setzen"),
    "take": ("Take a stone from another site", "Einen Stein von fremder Baustelle nehmen"),
    "build": ("Build a stone into your side", "Einen Stein in deine Seite einbauen"),
    "move": ("Move a worker", "Einen Arbeiter bewegen"),
    "hire": ("Hire a worker", "Einen Arbeiter einstellen"),
    "fire": ("Fire a worker", "Einen Arbeiter entlassen"),
    "reveal": ("Cards", "Karten"), "follow": ("Cards", "Karten"),
    "cap": ("The cap", "Die Spitze"), "done": ("Finish", "Abschließen"),
    "pass": ("No move possible", "Kein Zug möglich"), "first": ("Two dice", "Zwei Würfel"),
    "play_as": ("Your colour this turn", "Deine Farbe in diesem Zug"),
}
# what each argument of a composed move is, for its drop-down
ARG_NAMES = {
    "place": (("Colour", "Farbe"), ("Stones", "Steine"), ("Workplace", "Arbeitsplatz")),
    "take": (("From", "Von"), ("Colour", "Farbe"), ("To", "Nach")),
    "build": (("From", "Von"), ("Colour", "Farbe"), ("Cell", "Feld")),
    "move": (("Worker at", "Arbeiter an"), ("To", "Nach")),
    "hire": (("Colour", "Farbe"), ("Workplace", "Arbeitsplatz")),
}
KIND_OF_ARG = {"place": ("colour", "count", "wp"), "take": ("wp", "colour", "wp"),
               "build": ("wp", "colour", "cell"), "move": ("wp", "wp"), "hire": ("colour", "wp")}


def value_label(kind: str, value: int, lang: str, state: Any = None, src: int | None = None) -> str:
    """How a drop-down shows ``value`` of an argument of type ``kind``."""
    if kind == "colour":
        return colour_tag(value, lang)
    if kind == "cell":
        return cell_name(CELLS[value])
    if kind == "wp":
        name = workplace_name(value)
        if src is not None:
            d = ring_distance(src, value)
            return f"{name} ({d} {'Feld' if d == 1 else 'Felder'})" if lang == "de" else \
                f"{name} ({d} field{'s' if d != 1 else ''})"
        if state is not None and state.workers[value] >= 0 and src is None:
            return f"{name}: {colour_tag(state.workers[value], lang)}"
        return name
    return str(value)


class StepRow:
    """One kind of move: a drop-down per argument (cascading) and a button naming the move."""

    def __init__(self, kind: str, apply: ApplyFn) -> None:
        self.kind = kind
        self._apply = apply
        self.title = w.HTML()
        self.menus = [w.Dropdown(layout=w.Layout(width="auto", min_width="120px"))
                      for _ in KIND_OF_ARG[kind]]
        for i, menu in enumerate(self.menus):
            menu.observe(lambda change, i=i: self._picked(i), "value")
        self.button = w.Button(button_style="primary", layout=w.Layout(width="auto", min_height="40px"))
        self.button.on_click(lambda _b: self.play())
        self.widget = w.VBox([self.title, w.HBox([*self.menus, self.button],
                                                 layout=w.Layout(flex_flow="row wrap"))])
        self._actions: list[Action] = []
        self._state: Any = None
        self._lang = "en"
        self._busy = False

    def update(self, state: GameState, actions: list[Action], lang: str) -> None:
        self._state, self._actions, self._lang = state, actions, lang
        en, de = GROUPS[self.kind]
        self.title.value = f"<b>{de if lang == 'de' else en}</b>"
        self._refill(0)

    def _candidates(self, upto: int) -> list[Action]:
        chosen = [m.value for m in self.menus[:upto]]
        return [a for a in self._actions if list(a.args[:upto]) == chosen]

    def _refill(self, start: int) -> None:
        self._busy = True
        try:
            for i in range(start, len(self.menus)):
                values = list(dict.fromkeys(a.args[i] for a in self._candidates(i)))
                src = self.menus[0].value if self.kind == "move" and i == 1 else None
                kind = KIND_OF_ARG[self.kind][i]
                options = [(value_label(kind, v, self._lang, self._state, src), v) for v in values]
                keep = self.menus[i].value
                self.menus[i].options = options
                en, de = ARG_NAMES[self.kind][i]
                self.menus[i].description = ""
                self.menus[i].tooltip = de if self._lang == "de" else en
                if values:
                    self.menus[i].value = keep if keep in values else values[0]
        finally:
            self._busy = False
        self._label()

    def _picked(self, i: int) -> None:
        if not self._busy:
            self._refill(i + 1)

    def choose(self, i: int, value: int) -> None:
        """Pick ``value`` in drop-down ``i`` (as a click would)."""
        self.menus[i].value = value

    def selected(self) -> Action | None:
        args = tuple(m.value for m in self.menus)
        return next((a for a in self._actions if a.args == args), None)

    def _label(self) -> None:
        action = self.selected()
        self.button.disabled = action is None
        self.button.description = self._state.action_label(action, self._lang) if action else ""

    def play(self) -> Any:
        action = self.selected()
        return self._apply(action) if action is not None else None


class StepComposer(Composer):
    """A row of cascading drop-downs per kind of many-target move (see the module docstring)."""

    def __init__(self, apply: ApplyFn) -> None:
        self.rows = {kind: StepRow(kind, apply) for kind in COMPOSED}
        self.widget = w.VBox([row.widget for row in self.rows.values()])

    def covers(self, action: Action) -> bool:
        return action.kind in COMPOSED

    def visible_rows(self) -> list[StepRow]:
        return [row for row in self.rows.values() if row.widget.layout.display != "none"]

    def update(self, state: GameState, seat: int, lang: str, active: bool) -> None:
        legal = state.legal_actions() if active else []
        for kind, row in self.rows.items():
            actions = [a for a in legal if a.kind == kind]
            row.widget.layout.display = None if actions else "none"
            if actions:
                row.update(state, actions, lang)


def summary_html(odds: TurnOdds, lang: str) -> str:
    """The odds as text (the chart shows the same numbers)."""
    de = lang == "de"
    one, two = odds.high
    lines = [f"{'5 oder 6 (einstellen, entlassen, Karte, Spitze)' if de else '5 or 6 (hire, fire, card, cap)'}: "
             f"<b>{percent(one)}</b> {'mit einem Würfel' if de else 'with one die'}, "
             f"<b>{percent(two)}</b> {'mit zwei' if de else 'with two'}"]
    horizon = ", ".join(f"{n}: {percent(p)}" for n, p in odds.cap)
    dice = ("2 Würfel" if de else "2 dice") if odds.dice == 2 else ("1 Würfel" if de else "1 die")
    if odds.cap_ready:
        lines.append(f"<b>{'Seite fertig – Spitze' if de else 'Side complete – cap'}</b>: "
                     f"{'Chance auf 5/6 in n Zügen' if de else 'chance of a 5/6 within n turns'} "
                     f"({dice}): {horizon}")
    else:
        lines.append(f"{'Noch' if de else 'Still'} {odds.missing} "
                     f"{'Steine bis zur fertigen Seite' if de else 'stones to a complete side'} "
                     f"({'Schicht' if de else 'layer'} {min(odds.layer, 4)}); "
                     f"{'dann 5/6 in n Zügen' if de else 'then a 5/6 within n turns'} ({dice}): "
                     f"{horizon}")
    return '<div class="pe-odds">' + "".join(f"<div>{x}</div>" for x in lines) + "</div>"


class TurnOddsPanel(ChartOddsPanel):
    """Bars per die face: the chance this turn offers it, with one die and with two.

    >>> from pyramid_explorer.games import new_game
    >>> panel = TurnOddsPanel(chart=False)
    >>> panel.update(new_game("pyramidenbau", seed=4), None, "en")
    >>> "33.3 %" in panel.html() and "55.6 %" in panel.html()
    True
    >>> panel.build_chart(); [b.label for b in panel.figure.chart.bars][:3]
    ['1 · one die', '1 · two dice', '2 · one die']
    """

    public = True  # (every stone, workplace and card on offer is on the table)

    def compute(self, state: GameState, viewer: int | None) -> TurnOdds:
        return turn_odds(state)  # type: ignore[arg-type]

    def make_chart(self) -> tuple[Any, Any]:
        view = ChartView()
        return view, view.widget

    def draw(self, chart: Any, odds: TurnOdds, lang: str) -> None:
        de = lang == "de"
        names = [str(f) for f in range(1, 7)] + ["5/6"]
        one = [p for p, _ in odds.faces] + [odds.high[0]]
        two = [p for _, p in odds.faces] + [odds.high[1]]
        title = "Was dieser Zug bieten kann" if de else "What this turn's roll can offer"
        series = (("1 Würfel" if de else "one die", one, OKABE_ITO["blue"]),
                  ("2 Würfel" if de else "two dice", two, OKABE_ITO["orange"]))
        # one row per face and number of dice: readable at any width, named in words
        chart.show(HBars(title, tuple(Bar(f"{face} · {name}", p, colour)
                                      for i, face in enumerate(names)
                                      for name, values, colour in series
                                      for p in (values[i],))))

    def summary(self, odds: TurnOdds, lang: str, unfolded: bool) -> str:
        return summary_html(odds, lang)


class PyramidenbauAdapter(Adapter):
    """Verb labels, move groups, the step composer and the dice odds."""

    game_id = GAME.id

    def group_key(self, action: Action) -> str:
        return "cards" if action.kind in ("reveal", "follow") else action.kind

    def group_title(self, key: str, lang: str) -> str:
        en, de = GROUPS.get(key, GROUPS["reveal"] if key == "cards" else (key, key))
        return de if lang == "de" else en

    def explain_step(self, before: GameState, action: Action, after: GameState,
                     viewer: int | None, lang: str) -> str | None:
        """What the move did on the table (:mod:`.pyramidenbau_why`; all of it public)."""
        return step_sentence(before, action, after, viewer, lang)

    def result_text(self, state: GameState, lang: str) -> str:
        """"P3 ▲ wins with 41 points; P1 ● 38, …" (points: visible stones and caps)."""
        if not state.is_terminal():
            return ""
        points = state.returns()
        order = sorted(range(len(points)), key=lambda q: -points[q])
        best = points[order[0]]
        winners = [q for q in order if points[q] == best]
        rest = ", ".join(f"{seat_name(q, lang)} {points[q]:g}" for q in order
                         if q not in winners)
        names = " & ".join(seat_name(q, lang) for q in winners)
        de = lang == "de"
        verb = ("gewinnen" if len(winners) > 1 else "gewinnt") if de else (
            "win" if len(winners) > 1 else "wins")
        head = (f"{names} {verb} mit {best:g} Punkten" if de else
                f"{names} {verb} with {best:g} points")
        return f"{head}; {rest}." if rest else f"{head}."

    def make_composer(self, apply: ApplyFn) -> Composer | None:
        return StepComposer(apply)

    def make_odds(self, chart: bool = True, *, solver_on_request: bool = False) -> OddsPanel:
        return TurnOddsPanel(chart=chart)  # (no solver behind these odds)


ADAPTER = PyramidenbauAdapter()
