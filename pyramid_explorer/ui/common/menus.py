"""The menus every settings area builds the same way: the games, the bots (and "Human"),
and one control per game option.

>>> [gid for _name, gid in game_choices("dice-pyramid", "en")][:1]
['dice-pyramid']
>>> bot_choices(["random"], "de", human="human")[-1]
('Mensch', 'human')
>>> from pyramid_explorer import games
>>> opt = games.spec("dice-pyramid").options[0]
>>> type(option_control(opt, opt.default, "en")).__name__ in {"Checkbox", "Dropdown", "IntText", "Text"}
True
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

import ipywidgets as w

from ... import games
from .i18n import bot_label, t

log = logging.getLogger(__name__)


def game_choices(current: str | None, lang: str) -> list[tuple[str, str]]:
    """(name, id) of every game that can be played, ``current`` included even if unlisted."""
    try:
        ids = games.available()
    except Exception:  # noqa: BLE001 - a broken game must not take the menu down
        log.exception("listing the games failed")
        ids = []
    if current is not None and current not in ids:
        ids = [*ids, current]
    return [(games.spec(g).name.get(lang), g) for g in ids]


def bot_choices(names: Sequence[str], lang: str, *,
                human: str | None = None) -> list[tuple[str, str]]:
    """(label, id) of each bot in ``lang``; with ``human`` (the session's value for a seat
    played by hand) "Human" comes last."""
    choices = [(bot_label(name, lang), name) for name in names]
    return [*choices, (t("human", lang), human)] if human is not None else choices


def option_control(opt: Any, value: Any, lang: str, *, width: str | None = None) -> w.ValueWidget:
    """The control of one game option showing ``value``: a checkbox (yes/no), a menu (choices),
    a number field or a text field, labelled in ``lang``."""
    common: dict[str, Any] = {"description": opt.label.get(lang), "tooltip": opt.help.get(lang),
                              "style": {"description_width": "initial"}}
    if isinstance(opt.default, bool):
        return w.Checkbox(value=bool(value), indent=False, **common)
    if opt.choices is not None:
        return w.Dropdown(options=list(opt.choices), value=value,
                          layout=w.Layout(width=width) if width else w.Layout(), **common)
    if isinstance(opt.default, int):
        return w.IntText(value=value, layout=w.Layout(width=width or "200px"), **common)
    return w.Text(value=str(value), **common)


__all__ = ["bot_choices", "game_choices", "option_control"]
