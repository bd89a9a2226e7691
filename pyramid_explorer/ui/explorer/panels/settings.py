"""The game settings: which game, its seed, the number of players, the game's options and
the New game button.

Choosing another game starts it (``commands.new_game``). Changing Seed, Players or an option
starts nothing by itself: New game reads them (:meth:`SettingsPanel.chosen`) and until then
the button says what it would start ("New game with seed 8 ▶", highlighted) or the change
is taken back. The option controls are made again for another game or language, keeping
what was typed while the game stays.

>>> from pyramid_explorer.ui.explorer import Explorer
>>> ex = Explorer("im-bann-der-pyramide", seed=7)
>>> settings = ex.panels.settings
>>> settings.game.value, settings.seed.value, settings.players.value
('im-bann-der-pyramide', 7, 4)
>>> sorted(settings.chosen())
['options', 'players', 'seed']
>>> settings.seed.value = 8
>>> ex.buttons["new_game"].description, "pe-pending" in ex.buttons["new_game"]._dom_classes
('New game with seed 8 ▶', True)
>>> settings.seed.value = 7; ex.buttons["new_game"].description
'New game'
"""

from __future__ import annotations

from dataclasses import asdict
from typing import TYPE_CHECKING, Any

import ipywidgets as w

from ...common.i18n import t
from ...common.labels import Labels, row
from ...common.menus import game_choices, option_control
from ...common.panel import HIDDEN, Panel
from ...model.frame import SettingsSlice
from ..texts import explorer_text

if TYPE_CHECKING:
    from ..commands import Commands



class SettingsPanel(Panel[SettingsSlice]):
    """:attr:`game_row` (game, seed, players) and :attr:`new_row` (options, New game)."""

    def __init__(self, commands: Commands) -> None:
        super().__init__()
        self._commands = commands
        self._labels = Labels()
        self.game = w.Dropdown(layout=w.Layout(width="auto", min_width="200px"))
        self.seed = w.IntText(layout=w.Layout(width="90px"))
        self.seed.add_class("pe-seed")
        self.seed_box = w.HBox([self._labels.html("seed"), self.seed],
                               layout=w.Layout(align_items="center"))
        self.players = w.Dropdown(layout=w.Layout(width="70px"))
        self.players_box = w.HBox([self._labels.html("players"), self.players],
                                  layout=w.Layout(align_items="center"))
        self.players_box.add_class("pe-players")
        self.option_box = w.VBox()  # holds the option controls
        self.options = w.Accordion([self.option_box], selected_index=None,
                                   layout=w.Layout(width="100%"))  # the accordion around them
        self.new_game = self._labels.button("new_game", self._on_new)
        self.buttons = {"new_game": self.new_game}
        self.game_row = row(self._labels.html("game"), self.game, self.seed_box,
                            self.players_box)
        self.new_row = w.VBox([self.options, self.new_game])
        self.option_widgets: dict[str, w.ValueWidget] = {}
        self._stale_options: list[w.ValueWidget] = []  # replaced, closed at the next rebuild
        self._option_game: str | None = None  # the game the option controls belong to
        self._options_lang: str | None = None  # the language the option controls speak
        self._kept_seed: int | None = None  # the seed while the field is kept private
        self._table: tuple[str, int, int, dict[str, Any]] | None = None  # the game shown
        self._built: tuple[Any, ...] | None = None  # the game the option controls were made for
        self._table_shown: tuple[Any, ...] | None = None  # the game the menus show
        self._lang = "en"
        self._menu_lang: str | None = None  # the language of the game menu
        self._quiet = False
        self.game.observe(self._on_game, "value")
        self.seed.observe(lambda _c: self.show_pending(), "value")
        self.players.observe(lambda _c: self.show_pending(), "value")

    def show(self, part: SettingsSlice) -> None:
        """The game on the table in the menus; the option controls made again for another
        game (or the same one started with other options or players: its own options) and in
        another language (keeping what was typed); the seed kept private where it must be."""
        lang = part.lang
        self._lang = lang
        if self._menu_lang != lang:
            self._quiet = True
            try:
                self.game.options = game_choices(part.game_id, lang)
                self.game.value = part.game_id
            finally:
                self._quiet = False
            self._menu_lang = lang
        game = (part.game_id, part.num_players, part.options)
        table = (part.game_id, part.seed, part.num_players, part.table_options)
        if table != self._table_shown:  # (another language keeps what was typed)
            self._show_game(part)
            self._table_shown = table
        if game != self._built:
            self._rebuild_options(part, fresh=True)
            self._built = game
        elif self._options_lang != lang:
            self._rebuild_options(part)
        self._keep_seed_private(part.seed_private)
        self.show_pending()

    def _show_game(self, part: SettingsSlice) -> None:
        """The game on the table: its id, seed and player count in the menus."""
        spec = part.spec
        self._table = (part.game_id, part.seed, part.num_players,
                       asdict(part.table_options) if part.table_options is not None else {})
        self._quiet = True
        try:
            self.game.value = part.game_id
            if self._kept_seed is None:
                self.seed.value = part.seed
            else:
                self._kept_seed = part.seed
            self.players.options = list(range(spec.min_players, spec.max_players + 1))
            self.players.value = part.num_players
        finally:
            self._quiet = False
        # a solo game has nothing to choose: no "Players: 1" menu
        self.players_box.layout.display = HIDDEN if spec.min_players == spec.max_players else None

    def relabel(self, lang: str) -> None:
        """The static words in ``lang`` (the menus and option controls come with the slice)."""
        self._labels.write(lang)

    def _rebuild_options(self, part: SettingsSlice, *, fresh: bool = False) -> None:
        """The controls of the game's options (kept values when the game stays the same,
        unless ``fresh``: a new game shows its own options)."""
        spec, lang = part.spec, part.lang
        current = dict(part.options)
        old = self.option_widgets if self._option_game == spec.id and not fresh else {}
        widgets: dict[str, w.ValueWidget] = {}
        for opt in spec.options:
            value = old[opt.name].value if opt.name in old else current.get(opt.name, opt.default)
            widgets[opt.name] = option_control(opt, value, lang)
            widgets[opt.name].observe(lambda _c: self.show_pending(), "value")
        # free the controls replaced one rebuild ago (each widget holds a comm): never one
        # made in the same burst of messages, whose opening the browser may not have seen yet
        for stale in self._stale_options:
            stale.close()
        self._stale_options = list(self.option_widgets.values())
        self.option_widgets = widgets
        self._option_game = spec.id
        self._options_lang = lang
        self.option_box.children = tuple(widgets.values())
        self.options.titles = (f"{t('options', lang)} ({len(widgets)})",)
        self.options.layout.display = None if widgets else HIDDEN
        self.show_pending()

    @property
    def seed_private(self) -> bool:
        """Whether the seed is kept out of the page (a player's view of hidden cards)."""
        return self._kept_seed is not None

    def _keep_seed_private(self, private: bool) -> None:
        """Keep the seed out of a player's view of hidden cards, or show it again.

        With the seed anyone could replay the deal and learn every hidden card, so in a
        player's view the field is put away *and* emptied (its value would still reach the
        page's widget state); New game keeps the seed that was set (see :meth:`chosen`).

        >>> from dataclasses import replace
        >>> from pyramid_explorer import games
        >>> class Recorder:
        ...     def __getattr__(self, name):
        ...         return lambda *args, **kw: None
        >>> part = SettingsSlice("pyramidenbau", 41, 2, (), None, seed_private=False,
        ...                      spec=games.spec("pyramidenbau"))
        >>> panel = SettingsPanel(Recorder()); panel.update(part)
        >>> panel.update(replace(part, seed_private=True))
        >>> panel.seed.value, panel.seed_box.layout.display, panel.chosen()["seed"]
        (0, 'none', 41)
        >>> panel.update(part); panel.seed.value, panel.seed_box.layout.display
        (41, None)
        """
        if private != self.seed_private:
            self._quiet = True
            try:
                if private:
                    self._kept_seed, self.seed.value = int(self.seed.value), 0
                else:
                    self.seed.value, self._kept_seed = self._kept_seed, None
            finally:
                self._quiet = False
        self.seed_box.layout.display = HIDDEN if private else None

    def chosen(self) -> dict[str, Any]:
        """What New game would start: ``seed``, ``players`` and ``options`` as set here."""
        players = self.players.value
        seed = self._kept_seed if self._kept_seed is not None else int(self.seed.value)
        return {"seed": seed, "players": None if players is None else int(players),
                "options": {name: wd.value for name, wd in self.option_widgets.items()}}

    def pending_changes(self) -> list[str]:
        """What New game would change, in words (empty: nothing is pending)."""
        if self._table is None:
            return []
        _game, seed, players, options = self._table
        lang = self._lang
        what = []
        chosen = self.chosen()
        if chosen["seed"] != seed:
            what.append(explorer_text("pending_seed", lang, seed=chosen["seed"]))
        if self.players.value is not None and self.players.value != players:
            what.append(explorer_text("pending_players", lang, n=self.players.value))
        if any(widget.value != options.get(name)
               for name, widget in self.option_widgets.items()):
            what.append(explorer_text("pending_options", lang))
        return what

    def show_pending(self) -> None:
        """Show on New game whether it would start something else than what is shown."""
        if self._quiet:
            return
        button = self.new_game
        what = self.pending_changes()
        if what:
            button.description = explorer_text("pending", self._lang, what=", ".join(what))
            button.tooltip = explorer_text("pending_tip", self._lang)
            button.button_style = "warning"
            button.add_class("pe-pending")
        else:
            button.description = t("new_game", self._lang)
            button.tooltip = ""
            button.button_style = "primary"
            button.remove_class("pe-pending")

    def _on_game(self, change: dict[str, Any]) -> None:
        shown = self._table[0] if self._table is not None else None
        if self._quiet or not change["new"] or change["new"] == shown:
            return
        self._commands.new_game(change["new"], seed=self.chosen()["seed"])

    def _on_new(self) -> None:
        chosen = self.chosen()
        game = self._table[0] if self._table is not None else None
        self._commands.new_game(game, seed=chosen["seed"], players=chosen["players"],
                                **chosen["options"])


__all__ = ["SettingsPanel"]
