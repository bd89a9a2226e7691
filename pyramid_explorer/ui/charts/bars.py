"""The explorer's odds charts as HTML and CSS bars: light for a learner's kernel, sharp on a
projector, readable on a phone.

Each game's odds panel draws one or two small bar charts (chances from 0 to 100 %). They used
to be plotly ``FigureWidget``s; plotly's figure code and its validator tables cost every
learner's kernel about 37 MB and 0.6 CPU-seconds for the first chart (measured in
``docs/serving.md``), while these charts need no zoom, pan or export. So the panels draw them
here, as plain HTML: a bar is a ``<div>`` whose width (or height) is its chance, its value is
written next to it at 14–15 px whatever the screen's width, and the whole chart has a name for
screen readers (``role="img"`` and an ``aria-label`` that reads every bar), with a tooltip per
bar. The Odds Lab and the Simulate tab, made for exploring, keep plotly.

A chart is a value (:class:`HBars`, :class:`Columns`, or a :class:`Charts` row of them);
:func:`render` turns it into HTML, and :class:`ChartView` shows one in a widget, re-sent only
when it changed.

>>> chart = HBars("Chance this turn", (Bar("Entrance", 0.5, "#0072B2"),
...                                    Bar("Any open room", 0.75, "#000000")))
>>> html = render(chart)
>>> 'aria-label="Chance this turn — Entrance: 50.0 %; Any open room: 75.0 %"' in html
True
>>> "width:50.0%" in html and "75.0 %</span>" in html
True
>>> view = ChartView(); view.show(chart); view.chart.bars[0].label
'Entrance'
"""

from __future__ import annotations

import html as _html
from dataclasses import dataclass
from typing import Any

from ..common.format import percent

COLUMN_AREA_PX = 150  # the plot height of a column chart (its CSS variable)


@dataclass(frozen=True)
class Bar:
    """One horizontal bar: its label, its chance (0..1), its colour; ``text`` replaces the
    written value (default: the chance as a percentage)."""

    label: str
    value: float
    colour: str
    text: str | None = None

    @property
    def shown(self) -> str:
        return self.text if self.text is not None else percent(self.value)


@dataclass(frozen=True)
class HBars:
    """Horizontal bars, top to bottom, with a title; ``note`` is a line under it."""

    title: str
    bars: tuple[Bar, ...]
    note: str = ""


@dataclass(frozen=True)
class Series:
    """One series of a column chart: a value per category, one colour, and a name (with
    several series it heads the series' row of values)."""

    name: str
    values: tuple[float, ...]
    colour: str


@dataclass(frozen=True)
class Columns:
    """Vertical bars per category (grouped when there are several series), chances from 0 to
    ``y_max``; ``colours`` may colour each category's bar of a single series on its own;
    ``axis_title`` names the categories (below them)."""

    title: str
    categories: tuple[str, ...]
    series: tuple[Series, ...]
    y_max: float = 1.0
    axis_title: str = ""
    colours: tuple[str, ...] = ()


@dataclass(frozen=True)
class Charts:
    """Several charts side by side (they wrap below each other on a narrow screen)."""

    charts: tuple[HBars | Columns, ...]


Chart = HBars | Columns | Charts


def _e(text: object) -> str:
    return _html.escape(str(text), quote=True)


def describe(chart: Chart) -> str:
    """The chart in one sentence, for screen readers: the title, then every bar's value.

    >>> describe(Columns("Next draw", ("Rope", "Ladder"), (Series("cards", (0.25, 0.5), "#000"),)))
    'Next draw — Rope: 25.0 %; Ladder: 50.0 %'
    """
    if isinstance(chart, Charts):
        return "; ".join(describe(c) for c in chart.charts)
    if isinstance(chart, HBars):
        parts = [f"{b.label}: {b.shown}" for b in chart.bars]
    else:
        many = len(chart.series) > 1
        parts = [f"{cat}: {', '.join((s.name + ' ' if many else '') + percent(s.values[i]) for s in chart.series)}"
                 for i, cat in enumerate(chart.categories)]
    return f"{chart.title} — {'; '.join(parts)}" if parts else chart.title


def _share(value: float, y_max: float = 1.0) -> float:
    """How much of the scale ``value`` fills, from 0 to 1."""
    return 0.0 if y_max <= 0 else min(1.0, max(0.0, value / y_max))


def _width(value: float) -> str:
    return f"{_share(value) * 100:.1f}%"


def _hbars(chart: HBars) -> str:
    rows = "".join(
        f'<div class="pe-hbar-row" title="{_e(b.label)}: {_e(b.shown)}">'
        f'<span class="pe-hbar-label">{_e(b.label)}</span>'
        f'<span class="pe-hbar-track"><span class="pe-hbar-fill" '
        f'style="width:{_width(b.value)};background:{_e(b.colour)}"></span></span>'
        f'<span class="pe-hbar-value">{_e(b.shown)}</span></div>'
        for b in chart.bars)
    note = f'<div class="pe-chart-note">{_e(chart.note)}</div>' if chart.note else ""
    return (f'<figure class="pe-chart pe-chart-h" role="img" aria-label="{_e(describe(chart))}">'
            f'<figcaption class="pe-chart-title">{_e(chart.title)}</figcaption>'
            f'<div class="pe-hbars">{rows}</div>{note}</figure>')


def _tick(value: float) -> str:
    """An axis label: whole percents (``75 %``)."""
    return f"{round(value * 100)} %"


def _columns(chart: Columns) -> str:
    """A grid: the scale, then one column per category. Row 1 holds the bars (all of one
    height, so their feet line up whatever the labels below), row 2 the category names; with
    several series, one row of values per series follows (a value above each bar would not
    fit beside its neighbour), each headed by its colour and name."""
    many = len(chart.series) > 1
    n = len(chart.categories)
    y_max = chart.y_max if chart.y_max > 0 else 1.0
    ticks = [k / 4 for k in range(int(y_max * 4 + 1e-9) + 1)]  # every 25 %, up to the top
    cells = ['<div class="pe-col-scale">' + "".join(
        f'<span class="pe-col-tick" style="bottom:calc(var(--pe-col-area) * {v / y_max:.4f})">'
        f"{_e(_tick(v))}</span>" for v in ticks) + "</div>"]
    for i, cat in enumerate(chart.categories):
        bars = []
        for s in chart.series:
            colour = chart.colours[i] if chart.colours and not many else s.colour
            value = s.values[i]
            share = _share(value, chart.y_max)
            tip = f"{cat}{' · ' + s.name if many else ''}: {percent(value)}"
            label = "" if many else f'<span class="pe-col-value">{_e(percent(value))}</span>'
            bars.append(f'<span class="pe-col" title="{_e(tip)}">{label}'
                        f'<span class="pe-col-fill" style="height:calc(var(--pe-col-area) * '
                        f'{share:.4f});background:{_e(colour)}"></span></span>')
        cells.append(f'<div class="pe-col-bars">{"".join(bars)}</div>')
    cells.append('<div class="pe-col-corner"></div>')
    cells.extend(f'<div class="pe-col-label">{_e(cat)}</div>' for cat in chart.categories)
    if many:
        for s in chart.series:
            cells.append(f'<div class="pe-col-series"><span class="pe-chart-swatch" '
                         f'style="background:{_e(s.colour)}"></span>{_e(s.name)}</div>')
            cells.extend(f'<div class="pe-col-cell">{_e(percent(v))}</div>' for v in s.values)
    axis = (f'<div class="pe-chart-axis-title">{_e(chart.axis_title)}</div>'
            if chart.axis_title else "")
    return (f'<figure class="pe-chart pe-chart-v" role="img" aria-label="{_e(describe(chart))}">'
            f'<figcaption class="pe-chart-title">{_e(chart.title)}</figcaption>'
            f'<div class="pe-col-grid" style="--pe-col-area:{COLUMN_AREA_PX}px;'
            f'--pe-col-step:{COLUMN_AREA_PX * 0.25 / y_max:.2f}px;'
            f'grid-template-columns:auto repeat({n}, minmax(0, 1fr))">{"".join(cells)}'
            f"</div>{axis}</figure>")


def render(chart: Chart) -> str:
    """The chart as HTML (styled by :data:`..common.theme.CHART_CSS`, part of the page's CSS)."""
    if isinstance(chart, Charts):
        return '<div class="pe-charts">' + "".join(render(c) for c in chart.charts) + "</div>"
    if isinstance(chart, HBars):
        return _hbars(chart)
    return _columns(chart)



class ChartView:
    """A chart in an ``ipywidgets.HTML``; :meth:`show` re-sends it only when it changed.

    ``chart`` is the chart on screen (for tests and for anything that reads the numbers).
    """

    def __init__(self) -> None:
        import ipywidgets as w

        self.widget: Any = w.HTML()
        self.widget.add_class("pe-chart-box")
        self.chart: Chart | None = None

    def show(self, chart: Chart) -> None:
        if chart == self.chart:
            return
        self.chart = chart
        self.widget.value = render(chart)


__all__ = ["Bar", "Chart", "ChartView", "Charts", "Columns", "HBars", "Series",
           "describe", "render"]
