"""Plotly charts of a simulation (win rates with 95 % error bars, game lengths, scores), and
the same numbers as an HTML summary table.

Generic charts work for every game from the result table alone; a game may add its own
(:data:`GAME_CHARTS`, game id -> chart functions), each drawn only when its data exist.
:func:`charts_for` lists the figures worth showing for one result.

>>> from pyramid_explorer.sim import simulate
>>> r = simulate("dice-pyramid", games=20, bots=["greedy", "random"], workers=1, progress=False)
>>> [name for name, _ in charts_for(r)]
['win_by_series', 'length', 'rooms_taken']
>>> fig = win_rate_by_series(r, "de")
>>> fig.layout.title.text, [x.split("<br>")[0] for x in fig.data[0].x]
('Gewinnrate je Serie (95-%-Intervall)', ['gierig', 'zufällig'])
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

import pandas as pd
import plotly.graph_objects as go

from ...engine.text import TextTable
from ...sim import SimResult, match_totals
from ...sim.table import players_of, seat_table
from ..common.format import percent
from ..common.i18n import bot_label
from ..common.theme import OKABE_ITO, seat_colour, seat_name, seat_text_colour
from .sim_words import series_words
from .style import TEXT_PX, layout

SERIES_COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000")
GAMES_PER_MATCH = 5

sim_chart_text = TextTable("sim_charts", {
    "win_by_seat": ("Win rate by seat (95 % interval)", "Gewinnrate je Platz (95-%-Intervall)"),
    "win_by_bot": ("Win rate by bot, over every seat it played (95 % interval)",
                   "Gewinnrate je Bot, über alle seine Plätze (95-%-Intervall)"),
    "win_by_series": ("Win rate by series (95 % interval)", "Gewinnrate je Serie (95-%-Intervall)"),
    "win_rate": ("win rate", "Gewinnrate"),
    "length": ("Game length", "Spieldauer"),
    "turns": ("turns per game", "Züge pro Partie"),
    "moves": ("moves per game", "Aktionen pro Partie"),
    "games": ("games", "Partien"),
    "h_games": ("Games", "Partien"),
    "h_win_rate": ("Win rate", "Gewinnrate"),
    "scores": ("Results by seat", "Ergebnisse je Platz"),
    "return": ("result per game", "Ergebnis je Partie"),
    "rooms": ("Rooms taken per game", "Genommene Räume pro Partie"),
    "rooms_axis": ("rooms taken", "genommene Räume"),
    "match": ("Minus points over a match of {k} games (mean, 95 % interval)",
              "Minuspunkte über {k} Partien (Mittel, 95-%-Intervall)"),
    "match_axis": ("game of the match", "Partie des Matches"),
    "minus_total": ("minus points so far", "Minuspunkte bisher"),
    "series": ("Series", "Serie"),
    "recall": ("{bot} (recall {recall})", "{bot} (Gedächtnis {recall})"),
    "win_by_recall": ("Win rate by recall level (95 % interval)",
                      "Gewinnrate je Gedächtnisstufe (95-%-Intervall)"),
    "seat": ("Seat", "Platz"),
    "bot": ("Bot", "Bot"),
    "wins": ("Wins", "Siege"),
    "interval": ("95 % interval", "95-%-Intervall"),
    "all_seats": ("all seats", "alle Plätze"),
    "no_winner": ("{n} of {games} games without a sole winner, {capped} stopped at the turn limit",
                  "{n} von {games} Partien ohne alleinigen Sieger, {capped} an der Zuggrenze beendet"),
    "lost": ("{n} of {games} games lost, {capped} stopped at the turn limit",
             "{n} von {games} Partien verloren, {capped} an der Zuggrenze beendet"),
    "mean_turns": ("{mean} turns per game ({low}–{high})", "{mean} Züge pro Partie ({low}–{high})"),
    "hover_rate": ("{label}: {rate} ({low} – {high}), {wins} of {games}",
                   "{label}: {rate} ({low} – {high}), {wins} von {games}"),
})


def _layout(fig: go.Figure, title: str, height: int = 360) -> go.Figure:
    layout(fig, title, height, top=56, legend_y=-0.2, uniform_text=False)
    fig.update_xaxes(tickfont={"size": TEXT_PX}, automargin=True)
    fig.update_yaxes(tickfont={"size": TEXT_PX}, automargin=True, gridcolor="#dddddd")
    return fig


def _rate_bars(frame: pd.DataFrame, labels: list[str], colours: list[str], lang: str,
               name: str = "") -> go.Bar:
    hover = [sim_chart_text("hover_rate", lang, label=lab, rate=percent(r.win_rate), low=percent(r.win_low),
                high=percent(r.win_high), wins=r.wins, games=r.games)
             for lab, r in zip(labels, frame.itertuples(), strict=True)]
    # the rate is written under each bar (above it, the error bar would cross it)
    ticks = [f"{lab}<br><b>{percent(p)}</b>" for lab, p in zip(labels, frame["win_rate"],
                                                             strict=True)]
    return go.Bar(
        x=ticks, y=frame["win_rate"], name=name, marker_color=colours,
        hovertext=hover, hoverinfo="text",
        error_y={"type": "data", "symmetric": False, "thickness": 2, "width": 8,
                 "color": OKABE_ITO["black"],
                 "array": (frame["win_high"] - frame["win_rate"]).tolist(),
                 "arrayminus": (frame["win_rate"] - frame["win_low"]).tolist()})


def _percent_axis(fig: go.Figure, lang: str) -> None:
    top = 1.0
    fig.update_yaxes(range=[0, top * 1.08], tickformat=".0%", title={"text": sim_chart_text("win_rate", lang)})


def win_rate_by_seat(result: SimResult, lang: str = "en") -> go.Figure:
    """One bar per seat (its colour and shape), one group per series, Wilson error bars."""
    seats = result.by_seat()
    fig = go.Figure()
    several = seats["series"].nunique() > 1
    for i, (series, part) in enumerate(seats.groupby("series", sort=False)):
        labels = [seat_name(s - 1, lang) for s in part["seat"]]
        colours = [seat_colour(s - 1) for s in part["seat"]]
        name = series_words(result.plan, str(series), lang)
        if not several:
            fig.add_trace(_rate_bars(part, labels, colours, lang, name=name))
            continue
        # one trace per seat, each series its own pattern: plotly.js draws a pattern only over
        # a single marker colour (an array of colours logs "Invalid color specifier")
        shape = ["", "/", ".", "x", "\\"][i % 5]
        for j in range(len(part)):
            bar = _rate_bars(part.iloc[[j]], labels[j:j + 1], colours[j:j + 1], lang, name=name)
            bar.update(offsetgroup=str(i), legendgroup=str(i), showlegend=j == 0,
                       marker_color=colours[j],
                       marker_pattern={"shape": shape, "fgcolor": "#ffffff",
                                       "bgcolor": colours[j]})
            fig.add_trace(bar)
    fig.update_layout(barmode="group", showlegend=several)
    _percent_axis(fig, lang)
    return _layout(fig, sim_chart_text("win_by_seat", lang))


def _rate_chart(rows: Any, labels: list[str], lang: str, title: str) -> go.Figure:
    """One win-rate bar (with its interval) per row of ``rows``, a colour each, no legend."""
    colours = [SERIES_COLOURS[i % len(SERIES_COLOURS)] for i in range(len(rows))]
    fig = go.Figure(_rate_bars(rows, labels, colours, lang))
    fig.update_layout(showlegend=False)
    _percent_axis(fig, lang)
    return _layout(fig, sim_chart_text(title, lang))


def win_rate_by_bot(result: SimResult, lang: str = "en") -> go.Figure:
    """One bar per bot (pooled over seats) and series."""
    bots = result.by_bot()
    labels = [bot_label(r.bot, lang) if bots["series"].nunique() == 1 else
              f"{bot_label(r.bot, lang)} ({series_words(result.plan, r.series, lang)})"
              for r in bots.itertuples()]
    return _rate_chart(bots, labels, lang, "win_by_bot")


def win_rate_by_series(result: SimResult, lang: str = "en") -> go.Figure:
    """Seat 1's win rate in each series: a solo game's policies, or each option value."""
    seats = result.by_seat()
    first = seats[seats["seat"] == 1].reset_index(drop=True)
    colours = [SERIES_COLOURS[i % len(SERIES_COLOURS)] for i in range(len(first))]
    labels = [series_words(result.plan, str(s), lang) for s in first["series"]]
    fig = go.Figure(_rate_bars(first, labels, colours, lang))
    fig.update_layout(showlegend=False)
    _percent_axis(fig, lang)
    return _layout(fig, sim_chart_text("win_by_series", lang))


def game_length(result: SimResult, lang: str = "en") -> go.Figure:
    """How long games last: a histogram of turns per game (moves for a game without turns);
    with several series one box per series, so their spreads do not hide each other."""
    table = result.table
    use_turns = table["turns"].notna().all()
    column, axis = ("turns", "turns") if use_turns else ("actions", "moves")
    groups = list(table.groupby("series", sort=False))
    fig = go.Figure()
    if len(groups) == 1:
        fig.add_trace(go.Histogram(x=table[column].astype(float), marker_color=SERIES_COLOURS[0]))
        fig.update_yaxes(title={"text": sim_chart_text("games", lang)})
    else:
        for i, (series, part) in enumerate(groups):
            fig.add_trace(go.Box(x=part[column].astype(float), boxmean=True,
                                 name=series_words(result.plan, str(series), lang),
                                 marker_color=SERIES_COLOURS[i % len(SERIES_COLOURS)]))
        fig.update_yaxes(autorange="reversed")
    fig.update_layout(showlegend=False)
    fig.update_xaxes(title={"text": sim_chart_text(axis, lang)})
    return _layout(fig, sim_chart_text("length", lang), 360 if len(groups) < 5 else 80 * len(groups))


def score_distribution(result: SimResult, lang: str = "en") -> go.Figure | None:
    """Box plot of each seat's result, when results are scores rather than win/loss."""
    seats = seat_table(result.table)
    if seats["return"].nunique() <= 3:
        return None
    fig = go.Figure()
    for seat in range(1, players_of(result.table) + 1):
        part = seats[seats["seat"] == seat]
        fig.add_trace(go.Box(y=part["return"], name=seat_name(seat - 1, lang),
                             marker_color=seat_colour(seat - 1), boxmean=True))
    fig.update_layout(showlegend=False)
    fig.update_yaxes(title={"text": sim_chart_text("return", lang)})
    return _layout(fig, sim_chart_text("scores", lang))


def rooms_taken(result: SimResult, lang: str = "en") -> go.Figure | None:
    """Dice Pyramid: how far each policy climbs — rooms taken per game, per series."""
    table = result.table
    if "rooms_taken" not in table:
        return None
    fig = go.Figure()
    for i, (series, part) in enumerate(table.groupby("series", sort=False)):
        counts = part["rooms_taken"].value_counts().sort_index()
        fig.add_trace(go.Bar(x=counts.index.tolist(), y=counts.tolist(),
                             name=series_words(result.plan, str(series), lang),
                             marker_color=SERIES_COLOURS[i % len(SERIES_COLOURS)]))
    fig.update_layout(barmode="group", showlegend=table["series"].nunique() > 1)
    fig.update_xaxes(title={"text": sim_chart_text("rooms_axis", lang)}, dtick=1)
    fig.update_yaxes(title={"text": sim_chart_text("games", lang)})
    return _layout(fig, sim_chart_text("rooms", lang))


def minus_points_match(result: SimResult, lang: str = "en",
                       games_per_match: int = GAMES_PER_MATCH) -> go.Figure | None:
    """Im Bann Multi-Game variant: mean minus points so far, game by game through a match."""
    if "minus_p1" not in result.table or len(result.table) < games_per_match:
        return None
    from ...sim import mean_ci

    totals = match_totals(result.table, games_per_match)
    fig = go.Figure()
    for seat, part in totals.groupby("seat"):
        stats = [mean_ci(g["total"].tolist()) for _, g in part.groupby("game_in_match")]
        fig.add_trace(go.Scatter(
            x=list(range(1, games_per_match + 1)), y=[m for m, _, _ in stats],
            name=seat_name(int(seat) - 1, lang), mode="lines+markers",
            line={"color": seat_colour(int(seat) - 1), "width": 3},
            marker={"symbol": ["circle", "square", "triangle-up", "diamond", "hexagon"][
                (int(seat) - 1) % 5], "size": 10},
            error_y={"type": "data", "symmetric": False,
                     "array": [hi - m for m, _, hi in stats],
                     "arrayminus": [m - lo for m, lo, _ in stats]}))
    fig.update_xaxes(title={"text": sim_chart_text("match_axis", lang)}, dtick=1)
    fig.update_yaxes(title={"text": sim_chart_text("minus_total", lang)})
    return _layout(fig, sim_chart_text("match", lang, k=games_per_match))


def win_rate_by_recall(result: SimResult, lang: str = "en") -> go.Figure | None:
    """Ramses Pyramid: the win rate of each bot with its recall (how much of what it saw it
    remembers), from the bots' own ``recall``; ``None`` when no bot has one."""
    from ... import games

    factories = games.spec(result.game_id).bots
    recall = {name: getattr(factories[name](), "recall", None) for name in factories}
    bots = result.by_bot()
    bots = bots[[recall.get(b) is not None for b in bots["bot"]]].reset_index(drop=True)
    if bots.empty:
        return None
    labels = [sim_chart_text("recall", lang, bot=bot_label(r.bot, lang), recall=percent(recall[r.bot]))
              for r in bots.itertuples()]
    return _rate_chart(bots, labels, lang, "win_by_recall")


Chart = Callable[[SimResult, str], "go.Figure | None"]
GAME_CHARTS: dict[str, list[tuple[str, Chart]]] = {
    "dice-pyramid": [("rooms_taken", rooms_taken)],
    "im-bann-der-pyramide": [("minus_match", minus_points_match)],
    "ramses-pyramid": [("win_by_recall", win_rate_by_recall)],
}


def charts_for(result: SimResult, lang: str = "en") -> list[tuple[str, Any]]:
    """``(name, figure)`` for every chart that says something about ``result``."""
    if not result.played:
        return []
    out: list[tuple[str, Any]] = []
    if result.plan.players == 1:
        out.append(("win_by_series", win_rate_by_series(result, lang)))
    else:
        out.append(("win_by_seat", win_rate_by_seat(result, lang)))
        if result.table.filter(like="bot_p").stack().nunique() > 1:
            out.append(("win_by_bot", win_rate_by_bot(result, lang)))
    out.append(("length", game_length(result, lang)))
    charts: list[tuple[str, Chart]] = [("scores", score_distribution),
                                       *GAME_CHARTS.get(result.game_id, [])]
    for name, chart in charts:
        fig = chart(result, lang)
        if fig is not None:
            out.append((name, fig))
    return out


def _num(x: float) -> str:
    return f"{x:.1f}"


def summary_html(result: SimResult, lang: str = "en") -> str:
    """The win rates by seat (and by bot, when bots differ) of every series, as an HTML table."""
    if not result.played:
        return ""
    esc = html.escape
    seats, bots, overview = result.by_seat(), result.by_bot(), result.overview()
    head = "".join(f"<th>{sim_chart_text(k, lang)}</th>" for k in
                   ("seat", "bot", "h_games", "wins", "h_win_rate", "interval"))
    parts = ['<table class="pe-sim-summary">']
    for series, part in seats.groupby("series", sort=False):
        parts.append(f'<tr><th colspan="6" class="pe-sim-series">{sim_chart_text("series", lang)}: '
                     f"{esc(series_words(result.plan, str(series), lang))}</th></tr><tr>{head}</tr>")
        rows = [(f'<span style="color:{seat_text_colour(r.seat - 1)};font-weight:700">'
                 f"{esc(seat_name(r.seat - 1, lang))}</span>", r) for r in part.itertuples()]
        by_bot = bots[bots["series"] == series]
        if result.plan.players > 1 and len(by_bot) > 1:
            rows += [(sim_chart_text("all_seats", lang), r) for r in by_bot.itertuples()]
        for label, r in rows:
            parts.append(f"<tr><td>{label}</td><td>{esc(bot_label(str(r.bot), lang))}</td>"
                         f"<td>{r.games}</td>"
                         f"<td>{r.wins}</td><td><b>{percent(r.win_rate)}</b></td>"
                         f"<td>{percent(r.win_low)} – {percent(r.win_high)}</td></tr>")
        o = overview[overview["series"] == series].iloc[0]
        key = "lost" if result.plan.players == 1 else "no_winner"
        note = sim_chart_text(key, lang, n=o.no_winner, games=o.games, capped=o.capped)
        if o.mean_turns == o.mean_turns:
            note += "; " + sim_chart_text("mean_turns", lang, mean=_num(o.mean_turns), low=_num(o.turns_low),
                              high=_num(o.turns_high))
        parts.append(f'<tr><td colspan="6" class="pe-sim-note">{esc(note)}</td></tr>')
    parts.append("</table>")
    return "".join(parts)
