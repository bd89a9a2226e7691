"""The extras row under the step buttons: jumps (turn start, next turn, to the end), "Undo
new game", "Copy link" with the link it shows, the keys hint, and the game's position editor.

Each button is one command (``start_of_turn``, ``next_turn``, ``to_end``, ``undo_new_game``,
``copy_link``); the editor starts the explorer from the position set up
(``commands.start_from``). The editor of a game is made the first time the game is shown.

>>> from pyramid_explorer.ui.explorer import Explorer
>>> ex = Explorer("im-bann-der-pyramide", seed=7)
>>> extras = ex.panels.extras
>>> extras.buttons["next_turn"].description, extras.editor is not None
('Next turn ▶|', True)
>>> extras.buttons["next_turn"].click(); ex.session.position > 0
True
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

import ipywidgets as w

from .... import games
from ... import adapters
from ...common.labels import boxed, row
from ...common.panel import HIDDEN, Panel
from ...model.frame import ExtrasSlice
from ..texts import explorer_text

if TYPE_CHECKING:
    from ..commands import Commands

JUMPS = ("start_of_turn", "next_turn", "to_end", "undo_new", "copy_link")


class ExtrasPanel(Panel[ExtrasSlice]):
    """:attr:`buttons` by key, :attr:`link_text` (the link, once copied), :attr:`editor`
    (the position editor of the game on screen, or None) and :attr:`box`, the row."""

    def __init__(self, commands: Commands) -> None:
        super().__init__()
        self._commands = commands
        handlers = {"start_of_turn": commands.start_of_turn, "next_turn": commands.next_turn,
                    "to_end": commands.to_end, "undo_new": commands.undo_new_game,
                    "copy_link": commands.copy_link}
        self.buttons: dict[str, w.Button] = {}
        for key in JUMPS:
            b = w.Button(layout=w.Layout(width="auto", min_height="32px"))
            b.on_click(lambda _b, h=handlers[key]: h())
            b.add_class(f"pe-btn-{key}")
            self.buttons[key] = b
        self.link_text = w.Text(layout=w.Layout(width="100%", display=HIDDEN))
        self.link_text.add_class("pe-link-text")
        self.link_note = w.HTML()
        self.keys_hint = w.HTML(layout=w.Layout(display=HIDDEN))  # where keys work (dashboard)
        self.keys_hint.add_class("pe-keys-hint")
        self.editor_slot = w.HBox()  # the editor's toggle button, in the row
        self.editor_box = w.VBox()  # the editor's fields, under the row
        self.box = boxed(w.VBox([row(*self.buttons.values(), self.editor_slot, self.keys_hint),
                                 self.link_note, self.link_text, self.editor_box]), "pe-extras")
        self.editors: dict[str, Any] = {}  # game id -> its position editor, or None
        self._game: str | None = None
        self._lang: str | None = None

    @property
    def editor(self) -> Any:
        """The position editor of the game on screen (None: the game has none)."""
        return self.editors.get(self._game) if self._game is not None else None

    def _show_game(self, game_id: str) -> None:
        """Show the position editor of ``game_id``, if it has one."""
        if game_id not in self.editors:
            self.editors[game_id] = make_editor(game_id, self._commands.start_from)
        self._game = game_id
        editor = self.editors[game_id]
        self.editor_slot.children = (editor.toggle,) if editor is not None else ()
        self.editor_box.children = (editor.body,) if editor is not None else ()

    def show(self, e: ExtrasSlice) -> None:
        """Bring the row up to date (labels, what is possible, the link, the editor)."""
        lang = e.lang
        if e.game_id and e.game_id != self._game:
            self._show_game(e.game_id)
        if self._lang != lang:
            self._lang = lang
            for key in JUMPS:
                self.buttons[key].description = explorer_text(key, lang)
                if f"{key}_tip" in explorer_text:
                    self.buttons[key].tooltip = explorer_text(f"{key}_tip", lang)
            self.keys_hint.value = (f'<details class="pe-keys"><summary>{explorer_text("keys", lang)}'
                                    f'</summary>{explorer_text("keys_list", lang)}</details>')
        self.keys_hint.layout.display = None if e.keys_shown else HIDDEN
        b = self.buttons
        b["next_turn"].disabled = not e.next_turn_enabled
        b["to_end"].disabled = not e.to_end_enabled
        b["start_of_turn"].disabled = not e.start_of_turn_enabled
        b["undo_new"].layout.display = None if e.undo_new_shown else HIDDEN
        b["copy_link"].disabled = e.referee_only
        b["copy_link"].tooltip = explorer_text(e.copy_link_tooltip_key, lang)
        self._show_link(e.link, e.link_copied, lang)
        editor = self.editor
        if editor is not None and e.state is not None:
            editor.update(e.state, e.view, lang)

    def _show_link(self, link: str, copied: bool | None, lang: str) -> None:
        """Show ``link`` under the row, and whether the browser copied it ("": no link)."""
        if not link:
            self.link_note.value = ""
            self.link_text.layout.display = HIDDEN
            return
        note = "" if copied is None else explorer_text("copied" if copied else "not_copied", lang)
        self.link_note.value = (f'<span class="pe-link-note">{note} '
                                f'{explorer_text("link_here", lang)}</span>')
        self.link_text.value = link
        self.link_text.layout.display = None


def make_editor(game_id: str, start_from: Any) -> Any:
    """The game's position editor: ``make_editor(start_from)`` of the module
    ``pyramid_explorer/ui/adapters/<package>_editor.py``, found like the adapters (or None)."""
    name = f"{adapters.__name__}.{games.package(game_id)}_editor"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name != name:
            raise
        return None
    return module.make_editor(start_from)


__all__ = ["ExtrasPanel", "make_editor"]
