"""Im Bann der Pyramide in the explorer: labels, move groups, log sentences, next-draw odds.

The odds (:mod:`pyramid_explorer.games.im_bann.odds`) are what the viewing player may work
out; for a viewer who holds no seat (a shared table's public view) they are the room's odds,
worded for the whole room (:func:`room_summary_html`). Log sentences name the cards a player drew only in that player's view and the referee's:

>>> from pyramid_explorer.games import new_game
>>> s = new_game("im-bann-der-pyramide", seed=4, players=3)
>>> after = s.apply(Action("draw", (2,)))
>>> ADAPTER.describe(s, Action("draw", (2,)), after, "en", viewer=1)
'Draw 2'
>>> ADAPTER.describe(s, Action("draw", (2,)), after, "en", viewer=0).startswith("Draw 2: ")
True
"""

from __future__ import annotations

from typing import Any

from ...engine import Action, GameState, RuleClause
from ...games.im_bann import GAME, GROUPS
from ...games.im_bann.data import ITEMS, SPECIAL_CARDS, card_name
from ...games.im_bann.labels import action_label
from ...games.im_bann.odds import (  # noqa: F401 - re-exported: the odds' old home
    CATEGORIES,
    DrawOdds,
    draw_odds,
    hypergeom_at_least_one,
    knowing_seat,
)
from ..charts.bars import ChartView, Columns, Series
from ..common.i18n import t
from ..common.theme import OKABE_ITO, seat_name
from .base import Adapter, ChartOddsPanel, OddsPanel
from .dice_odds import percent
from .im_bann_why import step_sentence


def category_name(category: str, lang: str) -> str:
    if category == "special":
        return "Sonderkarten" if lang == "de" else "Special cards"
    return ITEMS[category].get(lang)


def room_summary_html(odds: DrawOdds, lang: str) -> str:
    """The room's odds as text: no seat named as the knower, the unseen cards by kind.

    >>> from pyramid_explorer.games import new_game
    >>> s = new_game("im-bann-der-pyramide", seed=4, players=3)
    >>> text = room_summary_html(draw_odds(s, 3), "en")
    >>> "Nobody can see 54 cards: 39 in the draw pile, 15 in hands" in text, "P4" in text
    (True, False)
    """
    de = lang == "de"
    item = ITEMS[odds.depot].get(lang) if odds.depot in ITEMS else odds.depot
    head = ("Chancen des ganzen Raums (keine Hand im Blick): jede Karte, die niemand sieht, "
            "kommt gleich wahrscheinlich als Nächste" if de else
            "The room's odds (no hand in view): every card nobody can see is equally likely "
            "to come next")
    playable = (f"Nächste gezogene Karte spielbar (Ausrüstung {item} oder Sonderkarte)" if de
                else f"Next card drawn is playable ({item} equipment or a special card)")
    share = (f" ({odds.playable} {'von' if de else 'of'} {odds.unseen})"
             if odds.pile and odds.unseen else "")
    two = "mindestens eine von 2 Karten" if de else "at least one of 2 draws"
    # "Torch ×4": never "Torch 4", the name of a card
    kinds = ", ".join(f"{category_name(c, lang)} ×{n}" for c, n in odds.by_category)
    unseen = (f"Niemand sieht {odds.unseen} Karten: {odds.pile} im Nachziehstapel, "
              f"{odds.in_hands} auf den Händen; nach Art: {kinds}" if de else
              f"Nobody can see {odds.unseen} cards: {odds.pile} in the draw pile, "
              f"{odds.in_hands} in hands; by kind: {kinds}")
    lines = [head, f"{playable}: <b>{percent(odds.p_next)}</b>{share} · {two}: "
             f"<b>{percent(odds.p_two)}</b>", unseen]
    if not odds.pile:
        lines.insert(2, "Der Nachziehstapel ist leer: die nächste Karte kommt aus dem neu "
                     "gemischten Ablagestapel, den alle kennen" if de else
                     "The draw pile is empty: the next card comes from the reshuffled "
                     "discards, open to all")
    basis, *numbers = lines  # what the odds assume, set apart from the numbers
    return ('<div class="pe-odds"><div style="font-style:italic">' + basis + "</div>"
            + "".join(f"<div>{line}</div>" for line in numbers) + "</div>")


def summary_html(odds: DrawOdds, lang: str) -> str:
    """The odds as text (the chart shows the same numbers); the room's for a viewer who holds
    no seat."""
    if odds.public:
        return room_summary_html(odds, lang)
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
    >>> panel.build_chart(); panel.widget.children[0] is panel.figure.widget
    True
    >>> len(panel.figure.chart.categories) == len(CATEGORIES)
    True
    """

    public = True  # (for a viewer with no seat: the room's draw odds, no hand in view)

    def compute(self, state: GameState, viewer: int | None) -> DrawOdds:
        return draw_odds(state, viewer)

    def make_chart(self) -> tuple[Any, Any]:
        view = ChartView()
        return view, view.widget

    def summary(self, odds: DrawOdds, lang: str, unfolded: bool) -> str:
        return summary_html(odds, lang)

    def draw(self, chart: Any, odds: DrawOdds, lang: str) -> None:
        names = tuple(category_name(c, lang) for c, _ in odds.by_category)
        probs = tuple(n / odds.unseen if odds.unseen else 0.0 for _, n in odds.by_category)
        colours = tuple(OKABE_ITO["bluish_green"] if c in (odds.depot, "special") else "#8c8c8c"
                        for c, _ in odds.by_category)
        if odds.public:
            title = (("Nächste Karte spielbar" if lang == "de" else "Next card playable")
                     + f": {percent(odds.p_next)}")
        else:
            title = (t("next_draw", lang, seat=seat_name(odds.seat, lang))
                     + f": {percent(odds.p_next)}")
        chart.show(Columns(title, names, (Series(title, probs, "#8c8c8c"),), colours=colours))


class ImBannAdapter(Adapter):
    """Move groups with headings and the next-draw odds panel."""

    game_id = GAME.id

    def action_label(self, state: GameState, action: Action, lang: str) -> str:
        return action_label(action, lang)

    def describe(self, before: GameState, action: Action, after: GameState, lang: str,
                 viewer: int | None = None) -> str:
        """The move's label, plus the cards the player drew by it: named for that player and
        the referee, only counted for everyone else (rule ib.draw.draw: hands are secret)."""
        label = action_label(action, lang)
        seat = before.current_player()
        if seat < 0:
            return label
        drawn = sorted(set(after.hands[seat]) - set(before.hands[seat]))  # type: ignore[attr-defined]
        if not drawn:
            return label
        if viewer is None or viewer == seat:
            names = ", ".join(card_name(code, lang) for code in after.codes(drawn))  # type: ignore[attr-defined]
            return f"{label}: {names}"
        n = len(drawn)
        if action.kind == "draw":  # the label already says how many
            return label
        if lang == "de":
            return f"{label} ({n} {'Karte' if n == 1 else 'Karten'}, verdeckt)"
        return f"{label} ({n} {'card' if n == 1 else 'cards'}, unseen)"

    def explain(self, state: GameState, viewer: int | None = None) -> list[RuleClause]:
        """The clauses behind the last step; in another player's view without "useless move"
        after a Scarab (it would tell that the player holds no equipment of the depot's item)."""
        clauses = state.explain_last()
        last = state.last_action()
        if viewer is None or last is None or last.kind != "scarab" or \
                state.turn_player == viewer:  # type: ignore[attr-defined]
            return clauses
        return [c for c in clauses if c.id != "ib.turn.useless"]

    def explain_step(self, before: GameState, action: Action, after: GameState,
                     viewer: int | None, lang: str) -> str | None:
        """What the move did with the open cards (:mod:`.im_bann_why`: a hand is never named
        outside its owner's and the referee's view)."""
        return step_sentence(before, action, after, viewer, lang)

    def result_text(self, state: GameState, lang: str) -> str:
        """The winner, the minus points of the multi-game variant, or a draw by the turn cap."""
        s: Any = state
        if not state.is_terminal():
            return ""
        de = lang == "de"
        if s.over == "cap":
            return ("Durch die Zuggrenze beendet: unentschieden." if de else
                    "Stopped by the turn cap: a draw.")
        if s.over == "round":
            minus = s.minus_points()
            order = sorted(range(len(minus)), key=lambda q: minus[q])
            parts = ", ".join(f"{seat_name(q, lang)} {minus[q]}" for q in order)
            return (f"Minuspunkte (weniger ist besser): {parts}." if de else
                    f"Minus points (fewer is better): {parts}.")
        winner = seat_name(s.winner, lang) if s.winner is not None else "?"
        return (f"{winner} gewinnt: als Erster die Königskammer bestanden." if de else
                f"{winner} wins: first to complete the King's Chamber.")

    def group_title(self, key: str, lang: str) -> str:
        title = GROUPS.get(key)
        return title.get(lang) if title is not None else super().group_title(key, lang)

    def make_odds(self, chart: bool = True, *, solver_on_request: bool = False) -> OddsPanel:
        return DrawOddsPanel(chart=chart)  # (no solver behind these odds)


ADAPTER = ImBannAdapter()
SPECIAL_KINDS = tuple(SPECIAL_CARDS)
