"""The game settings: which game, its seed, the number of players and the game's options.

Changing them starts nothing by itself: New game reads them (:meth:`SettingsPanel.chosen`)
and until then the button says what it would change (``extras.pending``). The option controls
are made again for another game or language, keeping what was typed while the game stays.

>>> from pyramid_explorer.ui.explorer import Explorer
>>> ex = Explorer("im-bann-der-pyramide", seed=7)
>>> settings = ex.panels.settings
>>> settings.game.value, settings.seed.value, settings.players.value
('im-bann-der-pyramide', 7, 4)
>>> sorted(settings.chosen())
['options', 'players', 'seed']
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import Any

import ipywidgets as w

from ...common.i18n import t
from ...common.menus import game_choices, option_control
from ...model.session import Session

HIDDEN = "none"


class SettingsPanel:
    def __init__(self, game: w.Dropdown, seed: w.IntText, players: w.Dropdown,
                 players_box: w.Box, option_box: w.Box, options: w.Accordion,
                 quiet: Callable[[], contextlib.AbstractContextManager[Any]], *,
                 seed_box: w.Box | None = None) -> None:
        self.game = game
        self.seed = seed
        self.seed_box = seed_box if seed_box is not None else seed  # the seed and its label
        self._kept_seed: int | None = None  # the seed while the field is kept private
        self.players = players
        self.players_box = players_box
        self.option_box = option_box  # holds the option controls
        self.options = options  # the accordion around them
        self.option_widgets: dict[str, w.ValueWidget] = {}
        self._option_game: str | None = None  # the game the option controls belong to
        self._quiet = quiet

    def show_game(self, s: Session) -> None:
        """The game on the table: its id, seed and player count in the menus."""
        spec = s.spec
        with self._quiet():
            self.game.value = s.game_id
            if self._kept_seed is None:
                self.seed.value = s.seed
            else:
                self._kept_seed = s.seed
            self.players.options = list(range(spec.min_players, spec.max_players + 1))
            self.players.value = s.num_players
        # a solo game has nothing to choose: no "Players: 1" menu
        self.players_box.layout.display = HIDDEN if spec.min_players == spec.max_players else None

    def relabel(self, s: Session, lang: str) -> None:
        """The game menu and the option controls in ``lang``."""
        with self._quiet():
            self.game.options = game_choices(s.game_id, lang)
            self.game.value = s.game_id
        self.rebuild_options(s, lang)

    def rebuild_options(self, s: Session, lang: str, *, fresh: bool = False) -> None:
        """The controls of the game's options (kept values when the game stays the same,
        unless ``fresh``: a new game shows its own options)."""
        spec = s.spec
        current = dict(s.options)
        old = self.option_widgets if self._option_game == spec.id and not fresh else {}
        widgets: dict[str, w.ValueWidget] = {}
        for opt in spec.options:
            value = old[opt.name].value if opt.name in old else current.get(opt.name, opt.default)
            widgets[opt.name] = option_control(opt, value, lang)
        for stale in self.option_widgets.values():
            stale.close()  # free the old controls (each widget holds a comm)
        self.option_widgets = widgets
        self._option_game = spec.id
        self.option_box.children = tuple(widgets.values())
        self.options.titles = (f"{t('options', lang)} ({len(widgets)})",)
        self.options.layout.display = None if widgets else HIDDEN

    @property
    def seed_private(self) -> bool:
        """Whether the seed is kept out of the page (a player's view of hidden cards)."""
        return self._kept_seed is not None

    def keep_seed_private(self, private: bool) -> None:
        """Keep the seed out of a player's view of hidden cards, or show it again.

        With the seed anyone could replay the deal and learn every hidden card, so in a
        player's view the field is put away *and* emptied (its value would still reach the
        page's widget state); New game keeps the seed that was set (see :meth:`chosen`).

        >>> import ipywidgets as w, contextlib
        >>> panel = SettingsPanel(w.Dropdown(), w.IntText(41), w.Dropdown(), w.HBox(), w.VBox(),
        ...                       w.Accordion(), contextlib.nullcontext)
        >>> panel.keep_seed_private(True)
        >>> panel.seed.value, panel.seed.layout.display, panel.chosen()["seed"]
        (0, 'none', 41)
        >>> panel.keep_seed_private(False); panel.seed.value, panel.seed.layout.display
        (41, None)
        """
        if private != self.seed_private:
            with self._quiet():
                if private:
                    self._kept_seed, self.seed.value = int(self.seed.value), 0
                else:
                    self.seed.value, self._kept_seed = self._kept_seed, None
        self.seed_box.layout.display = HIDDEN if private else None

    def chosen(self) -> dict[str, Any]:
        """What New game would start: ``seed``, ``players`` and ``options`` as set here."""
        players = self.players.value
        seed = self._kept_seed if self._kept_seed is not None else int(self.seed.value)
        return {"seed": seed, "players": None if players is None else int(players),
                "options": {name: wd.value for name, wd in self.option_widgets.items()}}


__all__ = ["SettingsPanel"]
