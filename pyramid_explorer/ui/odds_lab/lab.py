"""The Odds Lab: type a dice challenge, choose re-rolls and relics, see the exact odds.

A widget for the dashboard (and for notebooks): a challenge in the dice notation (or a room
name), the number of re-rolls, the relics held, and optionally the dice on the table. It shows
the exact chance of meeting the challenge for 0, 1 and 2 re-rolls (with and without the relics)
and the advisor's ranked options for the dice on the table. Bad input appears as a friendly
message in the panel, never as a traceback.

>>> lab = OddsLab()
>>> lab.set_challenge("X X X")          # Grand Gallery: three of a kind
>>> round(lab.result.fresh_turn, 3)
0.743
>>> lab.result.options[0].label()
'Keep 3 3, re-roll 3 dice'
>>> lab.set_challenge("X X Z Z |")
>>> lab.error is not None and "position" in lab.error
True
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass

import ipywidgets as widgets
import plotly.graph_objects as go

from ...dice import RELICS, ChallengeSyntaxError
from ...dice.advisor import KeepOption, best_keep
from ...dice.odds import resolve_target, success_probability
from ...engine.text import counted
from ...games.dice_pyramid.actions import RELIC_DE
from ..charts.notebook import display_figure, figure_bundle, in_voila, show_figure
from ..common.format import percent
from ..common.problems import Problem, problem_html
from .figures import (
    MAX_OPTIONS,
    NO_RELIC_COLOUR,
    RELIC_COLOUR,
    odds_figure,
    options_figure,
    relic_ability,
)
from .texts import CSS, TEXTS, odds_lab_text

__all__ = ["CSS", "DEFAULT_CHALLENGE", "DEFAULT_ROLL", "MAX_OPTIONS", "NO_RELIC_COLOUR",
           "RELIC_CHOICES", "RELIC_COLOUR", "TEXTS", "OddsLab", "OddsResult", "compute",
           "display_figure", "figure_bundle", "in_voila", "odds_figure", "options_figure",
           "parse_dice", "percent", "relic_ability", "show_figure", "odds_lab_text"]

RELIC_CHOICES = tuple(r for r in RELICS if r != "Golden Ankh")  # the Ankh wins; it is never used
DEFAULT_CHALLENGE = "X X X"
DEFAULT_ROLL = (3, 3, 5, 6, 1)

def parse_dice(text: str) -> tuple[int, ...]:
    """Five dice from text such as ``"3 3 5 6 1"`` or ``"33561"``; ``ValueError`` otherwise.

    >>> parse_dice("3, 3, 5, 6, 1")
    (3, 3, 5, 6, 1)
    >>> parse_dice("33561")
    (3, 3, 5, 6, 1)
    """
    digits = [c for c in text if not c.isspace() and c != ","]
    if len(digits) != 5 or not all(c in "123456" for c in digits):
        raise ValueError(f"not five dice from 1 to 6: {text!r}")
    return tuple(int(c) for c in digits)


@dataclass(frozen=True)
class OddsResult:
    """What the lab computed: the challenge's name and notation, the chances, the options."""

    name: str
    notation: str
    by_rerolls: tuple[float, ...]  # no relic, 0..2 re-rolls
    by_rerolls_relics: tuple[float, ...]  # with the chosen relics
    fresh_turn: float  # with the chosen re-rolls and relics
    roll: tuple[int, ...]
    options: tuple[KeepOption, ...]
    rerolls: int = 2


def compute(challenge: str, rerolls: int = 2, relics: Sequence[str] = (),
            roll: Sequence[int] = DEFAULT_ROLL) -> OddsResult:
    """The exact odds for the lab's inputs (``ChallengeSyntaxError`` for bad notation).

    >>> r = compute("Grand Gallery", rerolls=0)
    >>> r.name, percent(r.fresh_turn)
    ('Grand Gallery', '21.3 %')
    """
    target = resolve_target(challenge.strip())
    plain = tuple(success_probability(target.challenge, rerolls=r) for r in range(3))
    held = tuple(relics)
    with_relics = tuple(success_probability(target.challenge, rerolls=r, relics=held)
                        for r in range(3)) if held else plain
    options = tuple(best_keep(tuple(roll), target.challenge, rerolls_left=rerolls,
                              relics=held))
    return OddsResult(target.name, target.challenge.notation, plain, with_relics,
                      with_relics[rerolls], tuple(roll), options, rerolls)


class OddsLab:
    """The Odds Lab widget (``.widget``); every control is also a method."""

    def __init__(self, *, lang: str = "en", challenge: str = DEFAULT_CHALLENGE,
                 rerolls: int = 2, relics: Sequence[str] = (),
                 roll: Sequence[int] = DEFAULT_ROLL) -> None:
        self.lang = lang
        self.result: OddsResult | None = None
        self.error: str | None = None
        self._challenge = widgets.Text(value=challenge, continuous_update=False,
                                       layout=widgets.Layout(width="300px"))
        self._challenge.add_class("pe-odds-challenge")
        self._rerolls = widgets.ToggleButtons(options=[("0", 0), ("1", 1), ("2", 2)],
                                              value=rerolls, style={"button_width": "48px"})
        self._rerolls.add_class("pe-odds-rerolls")
        self.relic_boxes = {name: widgets.Checkbox(value=name in relics, description=name,
                                               indent=False,
                                               layout=widgets.Layout(width="188px"))
                        for name in RELIC_CHOICES}
        self.abilities = {name: widgets.HTML() for name in RELIC_CHOICES}  # what each does
        self._dice = widgets.Text(value=" ".join(map(str, roll)), continuous_update=False,
                                  layout=widgets.Layout(width="130px"))
        self._dice.add_class("pe-odds-dice")
        self._show = widgets.Button(button_style="primary",
                                    layout=widgets.Layout(min_height="38px", width="auto"))
        self._show.add_class("pe-odds-show")
        self._labels = {key: widgets.HTML() for key in ("challenge", "rerolls", "relics", "dice")}
        self._help = widgets.HTML()
        self.message = widgets.HTML()
        self.message.add_class("pe-odds-message")
        # Charts go to Output widgets as plotly mime bundles (drawn by the plotly extension
        # that ships with plotly): a FigureWidget would send all of plotly.js (5 MB) through
        # the kernel's websocket for every chart.
        self.figure: go.Figure | None = None
        self.options_figure: go.Figure | None = None
        self.chart = widgets.Output(layout=widgets.Layout(width="100%"))
        self.options_chart = widgets.Output(layout=widgets.Layout(width="100%"))
        for name in ("_challenge", "_rerolls", "_dice"):
            getattr(self, name).observe(lambda _c: self.refresh(), "value")
        for box in self.relic_boxes.values():
            box.observe(lambda _c: self.refresh(), "value")
        self._show.on_click(lambda _b: self.refresh())
        relic_grid = widgets.GridBox(
            [widgets.VBox([box, self.abilities[name]], layout=widgets.Layout(width="190px"))
             for name, box in self.relic_boxes.items()],
            layout=widgets.Layout(grid_template_columns="repeat(3, 192px)",
                                  grid_gap="2px 6px"))
        inputs = widgets.VBox([
            widgets.HBox([self._labels["challenge"], self._challenge, self._show],
                         layout=widgets.Layout(flex_flow="row wrap", align_items="center")),
            self._help,
            widgets.HBox([self._labels["rerolls"], self._rerolls, self._labels["dice"],
                          self._dice],
                         layout=widgets.Layout(flex_flow="row wrap", align_items="center")),
            self._labels["relics"], relic_grid,
        ])
        inputs.add_class("pe-panel")
        inputs.layout = widgets.Layout(flex="0 1 610px", min_width="0")
        # the answer beside the question: at 1280 x 800 the inputs, the answer and the chart
        # of the chance by re-rolls are on screen together; narrower, the answer goes below
        results = widgets.VBox([self.message, self.chart, self.options_chart],
                               layout=widgets.Layout(flex="1 1 560px", min_width="0"))
        results.add_class("pe-odds-charts")
        self.widget = widgets.VBox([widgets.HTML(CSS), widgets.HBox(
            [inputs, results], layout=widgets.Layout(flex_flow="row wrap", width="100%",
                                                     align_items="flex-start"))],
            layout=widgets.Layout(width="100%"))
        self.widget.add_class("pe-oddslab")
        self._relabel()
        self.refresh()

    # ----------------------------------------------------------------- public
    def set_challenge(self, text: str) -> None:
        """Type ``text`` into the challenge box (and recompute)."""
        if self._challenge.value == text:
            self.refresh()
        else:
            self._challenge.value = text

    def set_rerolls(self, n: int) -> None:
        self._rerolls.value = n

    def set_relics(self, names: Sequence[str]) -> None:
        """Hold exactly the relics ``names``."""
        for name, box in self.relic_boxes.items():
            box.value = name in names

    def set_dice(self, text: str) -> None:
        self._dice.value = text

    def set_language(self, lang: str) -> None:
        """Show every text in ``lang`` ("en" or "de")."""
        self.lang = lang
        self._relabel()
        self.refresh()

    @property
    def relics(self) -> list[str]:
        return [name for name, box in self.relic_boxes.items() if box.value]

    def refresh(self) -> None:
        """Recompute from the inputs; a problem becomes a message, never an exception."""
        lang = self.lang
        try:
            roll = parse_dice(self._dice.value)
        except ValueError:
            self._fail(odds_lab_text("bad_dice", lang), odds_lab_text("bad_dice_text", lang))
            return
        try:
            result = compute(self._challenge.value, self._rerolls.value, self.relics, roll)
        except ChallengeSyntaxError as exc:
            self._fail(odds_lab_text("bad_challenge", lang), str(exc), pre=True)
            return
        except (ValueError, KeyError, TypeError) as exc:
            self._fail(odds_lab_text("bad_challenge", lang), str(exc).strip("'\""))
            return
        self.error = None
        self.result = result
        self._show_result(result)

    def _ipython_display_(self) -> None:  # pragma: no cover - notebook display hook
        from IPython.display import display

        display(self.widget)

    # ----------------------------------------------------------------- drawing
    def _relabel(self) -> None:
        lang = self.lang
        for name, box in self.relic_boxes.items():
            box.description = RELIC_DE.get(name, name) if lang == "de" else name
            ability = relic_ability(name, lang)
            box.tooltip = ability
            self.abilities[name].value = (f'<div class="pe-relic-ability" style="font-size:14px;'
                                           f'color:#333;line-height:1.25;margin:0 0 6px 0">'
                                           f"{html.escape(ability)}</div>")
        for key, label in self._labels.items():
            label.value = f"<b>{odds_lab_text(key, lang)}</b>"
        self._help.value = f'<div style="color:#333">{odds_lab_text("challenge_help", lang)}</div>'
        self._dice.placeholder = odds_lab_text("dice_placeholder", lang)
        self._show.description = odds_lab_text("show", lang)

    def _fail(self, title: str, text: str, pre: bool = False) -> None:
        self.error = text
        self.result = None
        self.message.value = problem_html(Problem(title, text), lang=self.lang,
                                           css_class="pe-odds-error", preformatted=pre)
        self.figure = self.options_figure = None
        self.chart.outputs = ()
        self.options_chart.outputs = ()

    def _show_result(self, r: OddsResult) -> None:
        lang = self.lang
        with_rerolls = counted(self._rerolls.value, "reroll", lang, dative=True)
        dice = " ".join(map(str, r.roll))
        best = r.options[0]
        shown = html.escape(r.name if r.name == r.notation else f"{r.name} · {r.notation}")
        self.message.value = (
            '<div class="pe-odds-summary" style="font-size:17px">'
            f'<p>{odds_lab_text("fresh", lang, r=with_rerolls, p=percent(r.fresh_turn), c=shown)}</p>'
            f'<p>{odds_lab_text("advisor", lang, dice=dice, r=with_rerolls)}: '
            f'{odds_lab_text("best", lang, what=html.escape(best.label(lang)), p=percent(best.probability))}'
            "</p></div>")
        self.figure = odds_figure(r, self.relics, lang)
        self.options_figure = options_figure(r, lang)
        show_figure(self.chart, self.figure)
        show_figure(self.options_chart, self.options_figure)


