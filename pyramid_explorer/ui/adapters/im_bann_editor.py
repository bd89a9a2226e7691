"""A position editor for Im Bann der Pyramide: set hands, showcases, depot, adventures, and start
the explorer from there — for teaching ("what would you play here?").

Cards are written by code (``rope-3``, ``torch-1``, ``magic``), separated by spaces or
commas. Every card not placed goes to the draw pile (shuffled from the seed) or the discard
pile. The engine checks the position (``ImBannState.from_position``: card counts, seats,
values); a position that cannot exist is refused with the engine's reason and the fields keep
what was typed. The editor shows every hand, so it works only in the referee's view.

>>> from pyramid_explorer.games import new_game
>>> started = []
>>> ed = ImBannEditor(started.append)
>>> ed.update(new_game("im-bann-der-pyramide", seed=3, players=2), None, "en")
>>> ed.open(); ed.fields["hand0"].value = "rope-3, torch-1"; ed.fields["show0"].value = "pickaxe-5"
>>> ed.start(), started[0].showcase_sum(0), started[0].codes(started[0].hands[0])
(True, 5, ['rope-3', 'torch-1'])
>>> ed.fields["hand1"].value = "rope-3 rope-3 rope-3 rope-3 rope-3 rope-3 rope-3"
>>> ed.start(), "card counts do not add up" in ed.message.value, ed.fields["hand1"].value[:6]
(False, True, 'rope-3')
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from typing import Any

import ipywidgets as w

from ...engine import GameState
from ...engine.errors import OptionError
from ...engine.text import TextTable
from ...games.im_bann import ImBannState
from ...games.im_bann.data import ITEMS, load_data
from ..common.problems import Problem, problem_html
from ..common.theme import seat_name

TEXTS: dict[str, tuple[str, str]] = {
    "toggle": ("✎ Set up a position…", "✎ Stellung aufbauen …"),
    "toggle_tip": ("Choose hands, showcases, depot and adventures, then play on from there",
                   "Handkarten, Auslagen, Depot und Abenteuer wählen und von dort weiterspielen"),
    "hand": ("{seat} hand", "{seat} Hand"),
    "show": ("{seat} showcase", "{seat} Auslage"),
    "pos": ("{seat} position", "{seat} Position"),
    "pos_tip": ("Where the adventurer stands: 0 = the first adventure; the King's Chamber comes "
                "after the last one", "Wo die Figur steht: 0 = das erste Abenteuer; nach dem "
                "letzten kommt die Königskammer"),
    "depot": ("Depot", "Depot"),
    "adventures": ("Adventures", "Abenteuer"),
    "chamber": ("King's Chamber", "Königskammer"),
    "mummy": ("Mummy with", "Mumie bei"),
    "nobody": ("nobody (in the deck)", "niemandem (im Stapel)"),
    "turn": ("To move", "Am Zug"),
    "rest": ("Other cards", "Übrige Karten"),
    "rest_draw": ("draw pile (shuffled)", "Nachziehstapel (gemischt)"),
    "rest_discard": ("discard pile", "Ablagestapel"),
    "fill": ("Copy from the table", "Vom Tisch übernehmen"),
    "start": ("Start from this position ▶", "Von dieser Stellung starten ▶"),
    "cards": ("Cards: {codes}", "Karten: {codes}"),
    "refused": ("This position cannot exist: {why}", "Diese Stellung ist nicht möglich: {why}"),
    "refused_title": ("Not possible", "Nicht möglich"),
    "started": ("Started from your position (Undo new game brings the old game back).",
                "Von deiner Stellung gestartet („Neues Spiel zurücknehmen“ holt die alte "
                "Partie zurück)."),
    "referee_only": ("The editor shows every hand: switch to the referee's view to use it.",
                     "Der Editor zeigt alle Hände: Dafür in die Schiedsrichter-Ansicht "
                     "wechseln."),
    "bad_number": ("{what} must be whole numbers, not {text!r}",
                   "{what} müssen ganze Zahlen sein, nicht {text!r}"),
}
editor_text = TextTable("im_bann_editor", TEXTS)


def codes_in(text: str) -> list[str]:
    """Card codes typed in a field.

    >>> codes_in(" rope-3, torch-1  magic,")
    ['rope-3', 'torch-1', 'magic']
    """
    return [c for c in re.split(r"[\s,;]+", text.strip().lower()) if c]


class ImBannEditor:
    """The editor's widget (folded until opened) for the game on the table."""

    def __init__(self, start_from: Callable[[GameState], Any]) -> None:
        self._start_from = start_from
        self.state: GameState | None = None
        self.lang = "en"
        self.viewer: int | None = None
        self.fields: dict[str, Any] = {}
        self.message = w.HTML()
        self.toggle = w.ToggleButton(value=False, layout=w.Layout(width="auto",
                                                                  min_height="38px"))
        self.toggle.add_class("pe-btn-edit_position")
        self.toggle.observe(lambda c: self.open() if c["new"] else self._fold(), "value")
        self.body = w.VBox(layout=w.Layout(display="none", border="1px solid #999",
                                           padding="4px"))
        self.body.add_class("pe-position-editor")
        self.widget = w.VBox([self.toggle, self.body])
        self._built_for: tuple[Any, ...] | None = None
        self._stash: dict[str, str] | None = None  # the fields' text while a player looks

    # ----------------------------------------------------------------- explorer hooks
    def update(self, state: GameState, viewer: int | None, lang: str) -> None:
        """The table changed: remember it (the fields keep what was typed)."""
        self.state, self.viewer = state, viewer
        if lang != self.lang or self._built_for is None:
            self.lang = lang
            self.toggle.description = editor_text("toggle", lang)
            self.toggle.tooltip = editor_text("toggle_tip", lang)
            if self._built_for is not None:
                self._build(keep=True)
        if self._built_for is not None and self._built_for[0] != state.num_players:
            self._stash = None
            self._build(keep=False)
        if viewer is not None and self.toggle.value:
            self.toggle.value = False
        self._hide_hands(viewer is not None)
        self.toggle.disabled = viewer is not None
        if viewer is not None:
            self.toggle.tooltip = editor_text("referee_only", lang)

    def _hide_hands(self, hide: bool) -> None:
        """In a player's view the fields hold no card (the page could read hidden fields):
        their text waits here, in the kernel, and comes back in the referee's view."""
        if hide and self._stash is None and self.fields:
            self._stash = {k: f.value for k, f in self.fields.items() if isinstance(f, w.Text)}
            for key in self._stash:
                self.fields[key].value = ""
        elif not hide and self._stash is not None:
            for key, value in self._stash.items():
                self.fields[key].value = value
            self._stash = None

    def open(self) -> None:
        """Show the fields (built the first time, filled from the table)."""
        if self.viewer is not None or self.state is None:
            self.message.value = html.escape(editor_text("referee_only", self.lang))
            return
        if self._built_for is None:
            self._build(keep=False)
        if not self.toggle.value:
            self.toggle.value = True
        self.body.layout.display = None

    def _fold(self) -> None:
        self.body.layout.display = "none"

    # ----------------------------------------------------------------- fields
    def _build(self, keep: bool) -> None:
        state = self.state
        assert state is not None
        old = {k: f.value for k, f in self.fields.items()} if keep else {}
        lang = self.lang
        n = state.num_players
        data = load_data(state.options.data_file)  # type: ignore[attr-defined]
        style = {"description_width": "150px"}
        wide = w.Layout(width="98%")
        f: dict[str, Any] = {}
        for q in range(n):
            who = seat_name(q, lang)
            f[f"hand{q}"] = w.Text(description=editor_text("hand", lang, seat=who), style=style,
                                   layout=wide)
            f[f"show{q}"] = w.Text(description=editor_text("show", lang, seat=who), style=style,
                                   layout=wide)
            f[f"pos{q}"] = w.BoundedIntText(description=editor_text("pos", lang, seat=who), min=0,
                                            max=20, style=style, layout=w.Layout(width="260px"),
                                            tooltip=editor_text("pos_tip", lang))
        seats = [(seat_name(q, lang), q) for q in range(n)]
        f["depot"] = w.Dropdown(options=[(ITEMS[i].get(lang), i) for i in data.items],
                                description=editor_text("depot", lang), style=style)
        f["adventures"] = w.Text(description=editor_text("adventures", lang), style=style)
        f["chamber"] = w.BoundedIntText(description=editor_text("chamber", lang), min=1, max=99,
                                        style=style, layout=w.Layout(width="260px"))
        f["mummy"] = w.Dropdown(options=[(editor_text("nobody", lang), -1), *seats],
                                description=editor_text("mummy", lang), style=style)
        f["turn"] = w.Dropdown(options=seats, description=editor_text("turn", lang), style=style)
        f["rest"] = w.Dropdown(options=[(editor_text("rest_draw", lang), "draw"),
                                        (editor_text("rest_discard", lang), "discard")],
                               description=editor_text("rest", lang), style=style)
        self.fields = f
        if old:
            for key, value in old.items():
                if key in f:
                    f[key].value = value
        elif self.viewer is None:  # (a player's view never gets the hands, not even briefly)
            self.fill()
        fill = w.Button(description=editor_text("fill", lang), layout=w.Layout(width="auto"))
        fill.on_click(lambda _b: self.fill())
        start = w.Button(description=editor_text("start", lang), button_style="primary",
                         layout=w.Layout(width="auto"))
        start.add_class("pe-btn-start_position")
        start.on_click(lambda _b: self.start())
        cards = ", ".join(sorted(data.by_code()))
        hint = w.HTML(f'<div style="font-size:14px;color:#444">'
                      f'{html.escape(editor_text("cards", lang, codes=cards))}</div>')
        self.body.children = (*f.values(), hint, w.HBox([fill, start]), self.message)
        self._built_for = (n, lang)

    def fill(self) -> None:
        """Write the position on the table into the fields."""
        s = self.state
        if s is None or not self.fields:
            return
        f = self.fields
        for q in range(s.num_players):
            f[f"hand{q}"].value = " ".join(s.codes(s.hands[q]))  # type: ignore[attr-defined]
            f[f"show{q}"].value = " ".join(
                c for c in s.codes(s.showcases[q]) if c != "mummy")  # type: ignore[attr-defined]
            f[f"pos{q}"].value = s.positions[q]  # type: ignore[attr-defined]
        f["depot"].value = s.depot  # type: ignore[attr-defined]
        f["adventures"].value = " ".join(map(str, s.adventure_values))  # type: ignore[attr-defined]
        f["chamber"].value = s.chamber_value  # type: ignore[attr-defined]
        f["mummy"].value = -1 if s.mummy is None else s.mummy  # type: ignore[attr-defined]
        f["turn"].value = s.turn_player  # type: ignore[attr-defined]
        self.message.value = ""

    def position(self) -> ImBannState:
        """The position the fields describe; ``OptionError`` (the engine's reason) if none."""
        s = self.state
        assert s is not None
        f = self.fields
        n = s.num_players
        text = f["adventures"].value
        try:
            adventures = [int(v) for v in re.split(r"[\s,;]+", text.strip()) if v]
        except ValueError:
            raise OptionError(editor_text("bad_number", "en", what="adventures", text=text),
                              de=editor_text("bad_number", "de", what="Abenteuer", text=text)) from None
        mummy = f["mummy"].value
        return ImBannState.from_position(
            hands=[codes_in(f[f"hand{q}"].value) for q in range(n)],
            showcases=[codes_in(f[f"show{q}"].value) for q in range(n)],
            positions=[f[f"pos{q}"].value for q in range(n)], depot=f["depot"].value,
            mummy=None if mummy == -1 else mummy, adventures=adventures,
            chamber=f["chamber"].value, rest=f["rest"].value, turn=f["turn"].value,
            seed=s.seed, **s.options_dict())

    def start(self) -> bool:
        """Start the explorer from the fields' position; a refusal is shown, nothing is lost."""
        try:
            root = self.position()
        except OptionError as exc:
            self.message.value = problem_html(Problem(
                editor_text("refused_title", self.lang),
                editor_text("refused", self.lang, why=exc.message(self.lang))), self.lang)
            return False
        self._start_from(root)
        self.message.value = (f'<div class="pe-info">{html.escape(editor_text("started", self.lang))}'
                              f"</div>")
        return True


def make_editor(start_from: Callable[[GameState], Any]) -> ImBannEditor:
    """The explorer's hook (found as ``ui/adapters/<package>_editor.py``)."""
    return ImBannEditor(start_from)
