"""Widget pools: move buttons and log entries that are reused, not rebuilt, on every step.

Creating widgets is the slow part of an ipywidgets update, and a browser re-lays out every new
one. These pools keep their buttons and only change labels, colours and visibility.

>>> from pyramid_explorer.engine import Action
>>> played = []
>>> pad = ActionPad(played.append)
>>> pad.update([("Roll", [("Roll 1", Action("r", (1,))), ("Roll 2", Action("r", (2,)))])], "Play")
>>> [b.description for b in pad.visible_buttons()]
['Roll 1', 'Roll 2']
>>> pad.visible_buttons()[1].click(); played
[Action(kind='r', args=(2,), label='')]
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import ipywidgets as w

from ...engine import Action
from .panel import HIDDEN

Group = tuple[str, Sequence[tuple[str, Action]]]
MAX_BUTTONS_PER_GROUP = 12


def _button(on_click: Callable[[w.Button], None], **layout: str) -> w.Button:
    button = w.Button(layout=w.Layout(height="auto", min_height="38px", **layout))
    button.on_click(on_click)
    return button


class GroupRow:
    """One group of moves: a heading, its buttons, or a chooser when there are many."""

    def __init__(self, play: Callable[[Action], None]) -> None:
        self._play = play
        self.title = w.HTML()
        self.buttons: list[w.Button] = []
        self.button_box = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.chooser = w.Dropdown(layout=w.Layout(width="auto", max_width="100%", flex="1 1 auto"))
        self.chooser_button = _button(self._play_chosen, width="auto")
        self.chooser_button.button_style = "primary"
        self.chooser_box = w.HBox([self.chooser, self.chooser_button],
                                  layout=w.Layout(flex_flow="row wrap"))
        self.box = w.VBox([self.title, self.button_box, self.chooser_box])
        self._actions: list[Action] = []

    def _clicked(self, button: w.Button) -> None:
        # a button the row does not show (hidden, or left over from a longer group) still has
        # its widget in the kernel: a message that presses it is not answered
        action = getattr(button, "pe_action", None)
        if action is not None and self.box.layout.display != HIDDEN:
            self._play(action)

    def _play_chosen(self, _button: w.Button) -> None:
        index = self.chooser.index
        if self.chooser_box.layout.display == HIDDEN or self.box.layout.display == HIDDEN:
            return  # (not on offer: see ``_clicked``)
        if index is not None and 0 <= index < len(self._actions):
            self._play(self._actions[index])

    def show(self, title: str, choices: Sequence[tuple[str, Action]], play_label: str) -> None:
        self.title.value = f"<b>{title}</b>"
        if len(choices) <= MAX_BUTTONS_PER_GROUP:
            while len(self.buttons) < len(choices):
                self.buttons.append(_button(self._clicked, width="auto"))
            for button, (label, action) in zip(self.buttons, choices, strict=False):
                button.description = label
                button.tooltip = label
                button.pe_action = action  # type: ignore[attr-defined]
            for button in self.buttons[len(choices):]:
                button.pe_action = None  # type: ignore[attr-defined]
            self.button_box.children = tuple(self.buttons[:len(choices)])
            self.button_box.layout.display = None
            self.chooser_box.layout.display = HIDDEN
            self._clear_chooser()
        else:
            labels = [label for label, _ in choices]
            self._actions = [action for _, action in choices]
            if list(self.chooser.options) != labels:
                self.chooser.options = labels
                self.chooser.index = 0 if labels else None  # ipywidgets 8 leaves it empty
            self.chooser_button.description = play_label
            self.button_box.layout.display = HIDDEN
            self.button_box.children = ()
            self._forget_buttons()
            self.chooser_box.layout.display = None
        self.box.layout.display = None

    def hide(self) -> None:
        """Hide the row and drop its labels: a hidden widget's text is still in the page, and
        it may be a move of another seat that the current view must not name."""
        self.box.layout.display = HIDDEN
        self.title.value = ""
        self.button_box.children = ()
        self._forget_buttons()
        self._clear_chooser()

    def _forget_buttons(self) -> None:
        """No button of the row plays anything until it is shown again."""
        for button in self.buttons:
            button.pe_action = None  # type: ignore[attr-defined]

    def _clear_chooser(self) -> None:
        if self.chooser.options:
            self.chooser.options = []
            self._actions = []


class ActionPad:
    """Buttons for every legal move, grouped; a group of many moves becomes a chooser."""

    def __init__(self, play: Callable[[Action], None]) -> None:
        self._play = play
        self._rows: list[GroupRow] = []
        self.box = w.VBox()
        self.box.add_class("pe-move-pad")  # the legal moves, one button each

    def update(self, groups: Sequence[Group], play_label: str) -> None:
        while len(self._rows) < len(groups):
            self._rows.append(GroupRow(self._play))
        for row, (title, choices) in zip(self._rows, groups, strict=False):
            row.show(title, choices, play_label)
        for row in self._rows[len(groups):]:
            row.hide()
        self.box.children = tuple(r.box for r in self._rows)

    @property
    def rows(self) -> tuple[GroupRow, ...]:
        """The rows made so far, one per group (reused: a later update may hide some)."""
        return tuple(self._rows)

    def visible_buttons(self) -> list[w.Button]:
        """The move buttons on screen (tests and scripts use these to "click")."""
        out: list[w.Button] = []
        for row in self._rows:
            if row.box.layout.display != HIDDEN and row.button_box.layout.display != HIDDEN:
                out.extend(row.button_box.children)  # type: ignore[arg-type]
        return out

    def labels(self) -> list[str]:
        """Every move on offer (buttons and chooser entries)."""
        out: list[str] = []
        for row in self._rows:
            if row.box.layout.display == HIDDEN:
                continue
            if row.button_box.layout.display != HIDDEN:
                out.extend(b.description for b in row.button_box.children)
            else:
                out.extend(row.chooser.options)
        return out


class LogList:
    """One clickable button per step, newest on top; a click jumps there.

    Only a window of at most :data:`~pyramid_explorer.ui.model.frame.LOG_WINDOW` steps around the cursor is on screen (the
    timeline reaches the rest), so a long game never means thousands of buttons. Buttons are
    reused as the log changes; ``buttons[k]`` shows the k-th step of the window.

    >>> jumps = []
    >>> log = LogList(jumps.append)
    >>> log.update([(0, "0. Start", "#000"), (1, "1. Roll", "#555")], current=1)
    >>> log.buttons[0].click(); jumps
    [0]
    """

    def __init__(self, jump: Callable[[int], None]) -> None:
        self._jump = jump
        self.buttons: list[w.Button] = []
        self._shown: list[tuple[int, str, str, bool]] = []
        self.box = w.VBox(layout=w.Layout(max_height="320px", overflow="hidden auto", width="100%"))
        self.box.add_class("pe-log")

    def _clicked(self, button: w.Button) -> None:
        self._jump(button.pe_step)  # type: ignore[attr-defined]

    def update(self, entries: Sequence[tuple[int, str, str]], current: int) -> None:
        """``entries``: (step, text, colour), oldest first; ``current`` is the cursor's step."""
        while len(self.buttons) < len(entries):
            self.buttons.append(_button(self._clicked, width="100%"))
        del self._shown[len(entries):]
        for k, (step, text, colour) in enumerate(entries):
            look = (step, text, colour, step == current)
            if k < len(self._shown) and self._shown[k] == look:
                continue
            button = self.buttons[k]
            button.pe_step = step  # type: ignore[attr-defined]
            button.description = text
            button.tooltip = text
            button.style.text_color = colour
            button.style.font_weight = "bold" if step == current else "normal"
            button.style.button_color = "#FFE9B0" if step == current else "#F7F7F7"
            if k < len(self._shown):
                self._shown[k] = look
            else:
                self._shown.append(look)
        if len(self.box.children) != len(entries):
            self.box.children = tuple(reversed(self.buttons[:len(entries)]))

    def texts(self) -> list[str]:
        """The entries on screen in step order (oldest first)."""
        return [b.description for b in reversed(self.box.children)]  # type: ignore[attr-defined]
