"""The explorer's row of jumps, "Undo new game" and "Copy link", and the pending New game cue.

:func:`build` makes the row and places it right after the Undo / Step / Redo row; the explorer
calls :func:`changed` whenever what it shows changes. Changing Seed, Players or an option
does not restart the game by itself: the New game button then shows what it would start
("New game with seed 8 ▶", highlighted) until it is pressed or the change is taken back.

>>> from pyramid_explorer.ui.explorer import Explorer
>>> ex = Explorer("im-bann-der-pyramide", seed=7)
>>> ex.panels.settings.seed.value = 8
>>> ex.buttons["new_game"].description, "pe-pending" in ex.buttons["new_game"]._dom_classes
('New game with seed 8 ▶', True)
>>> ex.panels.settings.seed.value = 7; ex.buttons["new_game"].description
'New game'
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

import ipywidgets as w

from ... import games
from ...engine.text import TextTable
from .. import adapters
from ..common.i18n import t

if TYPE_CHECKING:
    from .explorer import Explorer

TEXTS: dict[str, tuple[str, str]] = {
    "start_of_turn": ("|◀ Turn start", "|◀ Zugbeginn"),
    "next_turn": ("Next turn ▶|", "Nächster Zug ▶|"),
    "to_end": ("To the end ▶▶|", "Bis zum Ende ▶▶|"),
    "start_of_turn_tip": ("Back to the first step of this turn (again: the turn before)",
                          "Zurück zum ersten Schritt dieses Zugs (nochmals: der Zug davor)"),
    "next_turn_tip": ("Chance and the bots play on until the next turn begins",
                      "Zufall und Bots spielen weiter, bis der nächste Zug beginnt"),
    "to_end_tip": ("Chance and the bots play the game to its end (Undo goes back)",
                   "Zufall und Bots spielen die Partie zu Ende (Zurück geht zurück)"),
    "undo_new": ("↶ Undo new game", "↶ Neues Spiel zurücknehmen"),
    "undo_new_tip": ("Bring back the game you had before, with its timeline",
                     "Die vorige Partie mit ihrem Verlauf zurückholen"),
    "copy_link": ("Copy link", "Link kopieren"),
    "copy_link_tip": ("A link to exactly this position (game, seed, options, moves)",
                      "Ein Link genau zu dieser Stellung (Spiel, Startwert, Optionen, Züge)"),
    "copied": ("Link copied — paste it anywhere; it opens this position.",
               "Link kopiert — überall einfügen; er öffnet diese Stellung."),
    "not_copied": ("The browser did not allow copying: select the link below and copy it.",
                   "Der Browser erlaubt das Kopieren nicht: Den Link unten markieren und "
                   "kopieren."),
    "link_here": ("The link to this position:", "Der Link zu dieser Stellung:"),
    "link_referee_only": ("The link replays the whole game, hidden cards included: switch to "
                          "the referee's view to copy it.",
                          "Der Link spielt die ganze Partie nach, verdeckte Karten "
                          "eingeschlossen: Zum Kopieren in die Schiedsrichter-Ansicht "
                          "wechseln."),
    "no_link": ("This position cannot be written as a link: {why}",
                "Diese Stellung lässt sich nicht als Link schreiben: {why}"),
    "link_title": ("Link", "Link"),
    "link_notes": ("Opened from a link", "Aus einem Link geöffnet"),
    "pending_seed": ("seed {seed}", "Startwert {seed}"),
    "pending_players": ("{n} players", "{n} Spieler"),
    "pending_options": ("new options", "neuen Optionen"),
    "pending": ("New game with {what} ▶", "Neues Spiel mit {what} ▶"),
    "pending_tip": ("Your changes take effect when you press this button",
                    "Deine Änderungen gelten, sobald du diesen Knopf drückst"),
    "keys": ("⌨ keys", "⌨ Tasten"),
    "keys_list": ("→ step · ← undo · Shift+→ redo · Space autoplay on/off (not while typing "
                  "in a field)",
                  "→ Schritt · ← zurück · Umschalt+→ wiederholen · Leertaste Automatik an/aus "
                  "(nicht beim Tippen in ein Feld)"),
    "jump_title": ("Jump", "Sprung"),
    "jump_human": ("Stopped after {n} steps: {seat} is played by a human.",
                   "Nach {n} Schritten angehalten: {seat} spielt ein Mensch."),
    "jump_limit": ("Stopped after {n} steps (the most one jump plays).",
                   "Nach {n} Schritten angehalten (mehr spielt ein Sprung nicht)."),
}

tr = TextTable("explorer_extras", TEXTS)
_BUTTONS = ("start_of_turn", "next_turn", "to_end", "undo_new", "copy_link")


def build(ex: Explorer) -> w.HBox:
    """Create the row on ``ex`` (``ex.buttons[...]``, ``ex._link_text``) and place it."""
    ex.page = None  # the dashboard's PageBridge, when there is one
    ex._extras_lang = None
    ex._indexer = None
    handlers = {"start_of_turn": ex.start_of_turn, "next_turn": ex.next_turn,
                "to_end": ex.to_end, "undo_new": ex.undo_new_game, "copy_link": ex.copy_link}
    row = []
    for key in _BUTTONS:
        b = w.Button(layout=w.Layout(width="auto", min_height="32px"))
        b.on_click(lambda _b, h=handlers[key]: h())
        b.add_class(f"pe-btn-{key}")
        ex.buttons[key] = b
        row.append(b)
    ex._link_text = w.Text(layout=w.Layout(width="100%", display="none"))
    ex._link_text.add_class("pe-link-text")
    ex._link_note = w.HTML()
    ex._keys_hint = w.HTML(layout=w.Layout(display="none"))  # shown where keys work (dashboard)
    ex._keys_hint.add_class("pe-keys-hint")
    row.append(ex._keys_hint)
    ex._editors = {}  # game id -> its position editor (ui/adapters/<package>_editor.py) or None
    ex._editor_slot = w.HBox()  # the editor's toggle button, in the row
    ex._editor_box = w.VBox()  # the editor's fields, under the row
    row.insert(len(_BUTTONS), ex._editor_slot)
    ex._extras_row = w.VBox([w.HBox(row, layout=w.Layout(flex_flow="row wrap",
                                                         align_items="center")),
                             ex._link_note, ex._link_text, ex._editor_box])
    ex._extras_row.add_class("pe-extras")
    _place(ex)
    settings = ex.panels.settings
    settings.seed.observe(lambda _c: pending(ex), "value")
    settings.players.observe(lambda _c: pending(ex), "value")
    settings.option_box.observe(lambda _c: _watch_options(ex), "children")
    return ex._extras_row


def _place(ex: Explorer) -> None:
    """Put the row after the box holding the Undo button (else at the end of the explorer)."""
    anchor = ex.buttons["undo"]

    def find(box: Any) -> bool:
        children = list(getattr(box, "children", ()))
        for i, child in enumerate(children):
            if anchor in getattr(child, "children", ()):
                box.children = (*children[:i + 1], ex._extras_row, *children[i + 1:])
                return True
            if find(child):
                return True
        return False

    if not find(ex.widget):
        ex.widget.children = (*ex.widget.children, ex._extras_row)


def game_changed(ex: Explorer) -> None:
    """Show the position editor of the game on the table, if it has one."""
    gid = ex.session.game_id
    if gid not in ex._editors:
        ex._editors[gid] = make_editor(gid, ex.start_from)
    editor = ex._editors[gid]
    ex._editor_slot.children = (editor.toggle,) if editor is not None else ()
    ex._editor_box.children = (editor.body,) if editor is not None else ()


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


def _watch_options(ex: Explorer) -> None:
    for widget in ex.panels.settings.option_widgets.values():
        widget.observe(lambda _c: pending(ex), "value")
    pending(ex)


def pending_changes(ex: Explorer) -> list[str]:
    """What New game would change, in words (empty: nothing is pending)."""
    s = ex.session
    lang = ex.lang
    what = []
    settings = ex.panels.settings
    seed = settings.chosen()["seed"]
    if seed != s.seed:
        what.append(tr("pending_seed", lang, seed=seed))
    if settings.players.value is not None and settings.players.value != s.num_players:
        what.append(tr("pending_players", lang, n=settings.players.value))
    current = s.state.options_dict()
    if any(widget.value != current.get(name)
           for name, widget in settings.option_widgets.items()):
        what.append(tr("pending_options", lang))
    return what


def pending(ex: Explorer) -> None:
    """Show on the New game button whether it would start something else than what is shown."""
    if ex._syncing:
        return
    button = ex.buttons["new_game"]
    what = pending_changes(ex)
    if what:
        button.description = tr("pending", ex.lang, what=", ".join(what))
        button.tooltip = tr("pending_tip", ex.lang)
        button.button_style = "warning"
        button.add_class("pe-pending")
    else:
        button.description = t("new_game", ex.lang)
        button.tooltip = ""
        button.button_style = "primary"
        button.remove_class("pe-pending")


def changed(ex: Explorer) -> None:
    """Bring the row up to date (labels, what is possible)."""
    lang = ex.lang
    if ex._extras_lang != lang:
        ex._extras_lang = lang
        for key in _BUTTONS:
            ex.buttons[key].description = tr(key, lang)
            if f"{key}_tip" in tr:
                ex.buttons[key].tooltip = tr(f"{key}_tip", lang)
        ex._link_note.value = ""
        ex._link_text.layout.display = "none"
        ex._keys_hint.value = (f'<details class="pe-keys"><summary>{tr("keys", lang)}</summary>'
                               f'{tr("keys_list", lang)}</details>')
    ex._keys_hint.layout.display = None if ex.page is not None else "none"
    s = ex.session
    e = ex.frame.extras  # (the frame on screen: written by the refresh just before)
    ex.buttons["next_turn"].disabled = not e.next_turn_enabled
    ex.buttons["to_end"].disabled = not e.to_end_enabled
    ex.buttons["start_of_turn"].disabled = not e.start_of_turn_enabled
    ex.buttons["undo_new"].layout.display = None if e.undo_new_shown else "none"
    ex.buttons["copy_link"].disabled = e.referee_only
    ex.buttons["copy_link"].tooltip = tr(e.copy_link_tooltip_key, lang)
    if e.referee_only:
        ex._link_text.layout.display = "none"
        ex._link_note.value = ""
    editor = ex._editors.get(s.game_id)
    if editor is not None:
        editor.update(s.state, s.view, lang)
    pending(ex)
