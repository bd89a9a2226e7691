"""The Simulate tab's settings that depend on the game: its options, the bots per seat, and
what they add up to (the keyword arguments of :func:`~pyramid_explorer.sim.simulate`).

Rebuilt when the game or the number of players changes, relabelled when the language does;
the tab (:mod:`.tab`) calls these.

>>> from pyramid_explorer.ui.simulate.tab import SimulateTab
>>> tab = SimulateTab(workers=1)
>>> tab.game.value = "im-bann-der-pyramide"; tab.players.value = 3
>>> [w.description for w in tab.bot_widgets], settings(tab)["players"]
(['P1 ●', 'P2 ■', 'P3 ▲'], 3)
>>> tab.compare.value = next(iter(tab.option_specs)); settings(tab)["compare"][0] == tab.compare.value
True
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING, Any

import ipywidgets as widgets

from ..common.i18n import bot_label
from ..common.menus import bot_choices, option_control
from ..common.theme import seat_name
from .texts import simulate_text

if TYPE_CHECKING:
    from .tab import SimulateTab


def on_game(tab: SimulateTab) -> None:
    """The game changed: its player counts, an input for each option, its bots."""
    spec = tab.spec
    tab.players.min, tab.players.max = 1, spec.max_players  # widen before narrowing
    tab.players.min = spec.min_players
    tab.players.value = spec.default_players
    tab.players.disabled = spec.min_players == spec.max_players
    tab.option_specs = {o.name: o for o in spec.options
                    if isinstance(o.default, bool) or o.choices is not None}
    tab.option_widgets = {name: option_control(o, o.default, tab.lang, width="370px")
                           for name, o in tab.option_specs.items()}
    tab.options_box.children = tuple(tab.option_widgets.values())
    build_bots(tab)
    relabel_options(tab)


def build_bots(tab: SimulateTab) -> None:
    """One game: a box per bot to compare; more players: a bot menu per seat."""
    names = tab.bot_names = list(tab.spec.bots)
    # a bot that says it is slow (``bot.slow``: Dice Pyramid's optimal, the coach) starts off
    slow = {n for n in names if getattr(tab.spec.bots[n](), "slow", "")}
    tab.slow_bots = slow
    if tab.players.value == 1:
        tab.bot_widgets = [widgets.Checkbox(value=n not in slow, indent=False,
                                             description=bot_label(n, tab.lang))
                            for n in names]
    else:
        # the game's strongest quick bot (the last listed that is not slow)
        quick = [n for n in names if n not in slow] or names
        default = quick[-1] if len(quick) > 1 else quick[0]
        tab.bot_widgets = [widgets.Dropdown(options=bot_choices(names, tab.lang),
                                             value=default,
                                             description=seat_name(i, tab.lang),
                                             layout={"width": "260px"})
                            for i in range(tab.players.value)]
    tab.bots_box.children = tuple(tab.bot_widgets)
    tab.rotate.layout.display = "none" if tab.players.value == 1 else None
    relabel_bots(tab)


def settings(tab: SimulateTab) -> dict[str, Any]:
    """The keyword arguments for :func:`~pyramid_explorer.sim.simulate` now chosen."""
    if tab.players.value == 1:
        bots = [n for n, w in zip(tab.bot_names, tab.bot_widgets, strict=True) if w.value]
        if not bots:
            raise ValueError(simulate_text("no_bot", tab.lang))
    else:
        bots = [w.value for w in tab.bot_widgets]
    options = {n: w.value for n, w in tab.option_widgets.items()}
    compare = None
    if tab.compare.value:
        o = tab.option_specs[tab.compare.value]
        compare = (o.name, [False, True] if isinstance(o.default, bool) else list(o.choices))
        options.pop(o.name)
    return {"games": tab.games.value, "seed": tab.seed.value,
            "players": tab.players.value, "bots": bots, "options": options,
            "compare": compare, "rotate": tab.rotate.value, "workers": tab.workers.value}


def relabel_bots(tab: SimulateTab) -> None:
    """Bot names in the chosen language (the ids, which ``simulate`` takes, stay)."""
    if tab.players.value == 1:
        for n, w in zip(tab.bot_names, tab.bot_widgets, strict=True):
            w.description = bot_label(n, tab.lang)
            if n in tab.slow_bots:
                w.description = simulate_text("slow_bot", tab.lang, bot=w.description)
                w.tooltip = simulate_text("slow_tip", tab.lang)
    else:
        for w in tab.bot_widgets:
            value = w.value
            w.options = bot_choices(tab.bot_names, tab.lang)
            w.value = value
    key = "solo_bots" if tab.players.value == 1 else "bots"
    tab.labels["bots"].value = f"<b>{html.escape(simulate_text(key, tab.lang))}</b>"


def relabel_options(tab: SimulateTab) -> None:
    """Option names in the chosen language, and the "Compare option" menu listing them."""
    for name, w in tab.option_widgets.items():
        w.description = tab.option_specs[name].label.get(tab.lang)
        w.style = {"description_width": "initial"}
    current = tab.compare.value if tab.compare.options else ""
    tab.compare.options = [(simulate_text("no_compare", tab.lang), "")] + [
        (o.label.get(tab.lang), n) for n, o in tab.option_specs.items()]
    tab.compare.value = current if current in tab.option_specs else ""
    tab.compare.description = simulate_text("compare", tab.lang)
    tab.compare.style = {"description_width": "initial"}


__all__ = ["build_bots", "on_game", "relabel_bots", "relabel_options", "settings"]
