"""A simulation's series and bots in the reader's words (the Simulate tab's tables and charts).

A series is labelled by :mod:`pyramid_explorer.sim.plan` with ids — ``"forgetful / greedy"``,
``"greedy, power_relics=true"`` — which the CSV keeps; on screen a teacher reads the bots'
and options' names in English or German instead:

>>> from pyramid_explorer.sim.plan import make_plan
>>> plan = make_plan("dice-pyramid", games=1, seed=0, bots=["greedy"],
...                  compare=("power_relics", [False, True]))
>>> [series_words(plan, s.label, "de") for s in plan.series]
['gierig · Mächtige Relikte, kleiner Rucksack: aus', 'gierig · Mächtige Relikte, kleiner Rucksack: an']
>>> two = make_plan("ramses-pyramid", games=1, seed=0, players=2, bots=["forgetful"])
>>> two.series[0].label, series_words(two, two.series[0].label, "de")
('forgetful / forgetful', 'vergesslich / vergesslich')
>>> series_words(plan, "no such series", "en")
'no such series'
"""

from __future__ import annotations

from typing import Any

from ... import games
from ..common.i18n import bot_label

ON_OFF = {True: ("on", "an"), False: ("off", "aus")}


def value_words(value: Any, lang: str) -> str:
    """An option's value as read: ``on``/``off`` (``an``/``aus``) for a switch, else itself."""
    if isinstance(value, bool):
        en, de = ON_OFF[value]
        return de if lang == "de" else en
    return str(value)


def series_words(plan: Any, label: str, lang: str) -> str:
    """The series labelled ``label`` in ``plan``: its bots (one per seat, `` / ``) and, when
    options are compared, the compared option's name and value; ``label`` itself if unknown."""
    series = next((s for s in plan.series if s.label == label), None)
    if series is None:
        return label
    bots = " / ".join(bot_label(b, lang) for b in (series.bots if plan.players > 1
                                                   else series.bots[:1]))
    if "," not in label:                 # no option compared (a bot name has no comma)
        return bots
    compared = label.rsplit(", ", 1)[1].split("=", 1)[0]
    spec = {o.name: o for o in games.spec(plan.game_id).options}.get(compared)
    value = series.options_dict.get(compared)
    name = (spec.label.de if lang == "de" else spec.label.en) if spec else compared
    return f"{bots} · {name}: {value_words(value, lang)}"


__all__ = ["series_words", "value_words"]
