"""Im Bann der Pyramide in the explorer: labels, move groups, and the next-draw odds.

The odds are what the viewing player may work out: every card they have not seen (all cards
minus their own hand, every showcase, the discard pile and the Mummy on the table) is equally
likely to be drawn next, so the chance that the next card is playable is hypergeometric.
They are computed from ``observation(viewer)`` only, so hidden cards cannot leak into them.

>>> from pyramid_explorer.games import new_game
>>> s = new_game("im-bann-der-pyramide", seed=4, players=3)
>>> odds = draw_odds(s, 0)
>>> odds.unseen, odds.seat              # 54 cards minus the 5 in P1's hand
(49, 0)
>>> odds.p_next == odds.playable / 49
True
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from math import comb
from typing import Any

from ...engine import Action, GameState
from ...games.im_bann import GAME
from ...games.im_bann.data import ITEM_NAMES, SPECIAL_NAMES, code_item
from ...games.im_bann.labels import action_label
from ..i18n import t
from ..theme import OKABE_ITO, seat_name
from .base import Adapter, ApplyFn, ChartOddsPanel, Composer, OddsPanel, responsive, sync_figure
from .dice_odds import percent

GROUPS = {
    "draw": ("Draw cards", "Karten ziehen"),
    "exchange": ("Exchange: lay down a card", "Tauschen: eine Karte ablegen"),
    "exchange_done": ("Finish the exchange", "Tausch beenden"),
    "equip": ("Play equipment", "Ausrüstung ausspielen"),
    "magic": ("Magic Power: turn the depot", "Zauberkraft: Depot drehen"),
    "mummy": ("Play the Mummy", "Mumie spielen"),
    "curse": ("Play a Curse", "Fluch spielen"),
    "protection": ("Play Protection", "Schutz spielen"),
    "scarab": ("Play the Scarab", "Skarabäus spielen"),
    "complete": ("Complete the adventure", "Abenteuer erfüllen"),
    "give_up": ("Curse: give up a card", "Fluch: eine Karte abgeben"),
    "shed": ("Shed equipment to pass the Mummy", "Ausrüstung ablegen, um die Mumie weiterzugeben"),
    "pass_mummy": ("Pass the Mummy", "Mumie weitergeben"),
    "depot": ("Turn the depot", "Depot drehen"),
    "end": ("End the turn", "Zug beenden"),
    "pass": ("Pass", "Passen"),
}
CATEGORIES = (*ITEM_NAMES, "special")


@dataclass(frozen=True)
class DrawOdds:
    """The next-draw odds for ``seat``: unseen cards, how many are playable, the chances."""

    seat: int
    depot: str
    unseen: int
    playable: int
    by_category: tuple[tuple[str, int], ...]  # (item or "special", unseen count)
    p_next: float
    p_two: float


def hypergeom_at_least_one(total: int, good: int, draws: int) -> float:
    """The chance that ``draws`` cards drawn from ``total`` include one of ``good`` or more.

    >>> round(hypergeom_at_least_one(10, 3, 1), 4), round(hypergeom_at_least_one(10, 3, 2), 4)
    (0.3, 0.5333)
    >>> hypergeom_at_least_one(0, 0, 1)
    0.0
    """
    draws = min(draws, total)
    if total <= 0 or draws <= 0:
        return 0.0
    return 1.0 - comb(total - good, draws) / comb(total, draws)


def knowing_seat(state: GameState, viewer: int | None) -> int:
    """Whose knowledge the odds use: the viewer, else the player to move, else seat 0."""
    if viewer is not None:
        return viewer
    seat = state.current_player()
    return seat if seat >= 0 else 0


def draw_odds(state: Any, viewer: int | None) -> DrawOdds:
    """The next-draw odds as ``viewer`` (or, for the referee, the player to move) may know them."""
    seat = knowing_seat(state, viewer)
    obs = state.observation(seat)
    seen: Counter[str] = Counter(obs["hands"].get(str(seat), []))
    for showcase in obs["showcases"]:
        seen.update(showcase)
    seen.update(obs["discard"])
    if obs.get("mummy") is not None:
        seen["mummy"] += 1
    deck = Counter(card.code for card in state.data.cards)
    unseen = deck - seen
    depot = obs["depot"]
    by_cat: Counter[str] = Counter()
    for code, n in unseen.items():
        by_cat[code_item(code) or "special"] += n
    total = sum(unseen.values())
    playable = by_cat[depot] + by_cat["special"]
    return DrawOdds(seat, depot, total, playable,
                    tuple((c, by_cat[c]) for c in CATEGORIES),
                    hypergeom_at_least_one(total, playable, 1),
                    hypergeom_at_least_one(total, playable, 2))


def category_name(category: str, lang: str) -> str:
    if category == "special":
        return "Sonderkarten" if lang == "de" else "Special cards"
    en, de = ITEM_NAMES[category]
    return de if lang == "de" else en


def summary_html(odds: DrawOdds, lang: str) -> str:
    """The odds as text (the chart shows the same numbers)."""
    who = seat_name(odds.seat, lang)
    two = "mindestens eine von 2 Karten" if lang == "de" else "at least one of 2 draws"
    return (f'<div class="pe-odds"><div>{t("next_draw", lang, seat=who)}: '
            f"<b>{percent(odds.p_next)}</b> · {two}: <b>{percent(odds.p_two)}</b></div>"
            f"<div>{t('unseen', lang, n=odds.unseen, seat=who)}; "
            f"{'spielbar' if lang == 'de' else 'playable'}: {odds.playable}</div></div>")


class DrawOddsPanel(ChartOddsPanel):
    """A bar per card kind: the chance the next card is of that kind (playable ones in green).

    The same numbers as text below the chart. ``chart=False`` starts with the text only;
    :meth:`build_chart` adds the chart.

    >>> from pyramid_explorer.games import new_game
    >>> panel = DrawOddsPanel(chart=False)
    >>> panel.update(new_game("im-bann-der-pyramide", seed=4, players=3), None, "en")
    >>> panel.figure is None, "Next draw" in panel.html()
    (True, True)
    >>> panel.build_chart(); panel.widget.children[0] is panel.figure
    True
    >>> len(panel.figure.data[0].x) == len(CATEGORIES)
    True
    """

    def compute(self, state: GameState, viewer: int | None) -> DrawOdds:
        return draw_odds(state, viewer)

    def make_chart(self) -> tuple[Any, Any]:
        import plotly.graph_objects as go

        fig = go.Figure(go.Bar(x=[], y=[], text=[], textposition="auto", marker={"color": []},
                               hoverinfo="x+y"))
        fig.update_layout(height=300, autosize=True, margin={"l": 10, "r": 16, "t": 40, "b": 10},
                          font={"size": 15}, plot_bgcolor="#ffffff", showlegend=False)
        fig.update_yaxes(range=[0, 1], tickformat=".0%", gridcolor="#dddddd")
        figure = go.FigureWidget(fig)
        responsive(figure)
        return figure, figure

    def summary(self, odds: DrawOdds, lang: str, unfolded: bool) -> str:
        return summary_html(odds, lang)

    def draw(self, chart: Any, odds: DrawOdds, lang: str) -> None:
        figure = chart
        names = [category_name(c, lang) for c, _ in odds.by_category]
        probs = [n / odds.unseen if odds.unseen else 0.0 for _, n in odds.by_category]
        colours = [OKABE_ITO["bluish_green"] if c in (odds.depot, "special") else "#8c8c8c"
                   for c, _ in odds.by_category]
        title = t("next_draw", lang, seat=seat_name(odds.seat, lang)) + f": {percent(odds.p_next)}"
        with figure.batch_update():
            bar = figure.data[0]
            bar.x = names
            bar.y = probs
            bar.text = [percent(p) for p in probs]
            bar.marker.color = colours
            figure.layout.title = {"text": title, "font": {"size": 15}, "x": 0.01}
        sync_figure(figure)


class ImBannAdapter(Adapter):
    """Move groups with headings and the next-draw odds panel."""

    game_id = GAME.id

    def action_label(self, state: GameState, action: Action, lang: str) -> str:
        return action_label(action, lang)

    def group_title(self, key: str, lang: str) -> str:
        en, de = GROUPS.get(key, (super().group_title(key, lang),) * 2)
        return de if lang == "de" else en

    def make_composer(self, apply: ApplyFn) -> Composer | None:
        return None

    def make_odds(self, chart: bool = True) -> OddsPanel:
        return DrawOddsPanel(chart=chart)


ADAPTER = ImBannAdapter()
SPECIAL_KINDS = tuple(SPECIAL_NAMES)
