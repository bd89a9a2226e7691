"""The explorer's widget callbacks: a menu, slider or upload changed in the page.

Each one turns a widget change into the explorer method a script would call (``set_language``,
``jump``, ``play_as``, …; the Play widget's ticks are :mod:`.autoplay`), and does nothing while the explorer itself sets the widgets
(:meth:`WidgetCallbacks._quiet`), so a refresh never loops back into an action.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import Any

from ..model.frame import REFEREE, WATCH
from .problems import safe
from .settings import play_as_value


class WidgetCallbacks:
    """Mixin of :class:`~pyramid_explorer.ui.explorer.Explorer`: what its widgets call."""

    _syncing: bool

    @contextlib.contextmanager
    def _quiet(self) -> Iterator[None]:
        """Change widget values without their observers acting on it."""
        previous = self._syncing
        self._syncing = True
        try:
            yield
        finally:
            self._syncing = previous

    @safe
    def _on_lang(self, change: dict[str, Any]) -> None:
        if not self._syncing and change["new"] != self.lang:
            self.set_language(change["new"])

    @safe
    def _on_game(self, change: dict[str, Any]) -> None:
        if self._syncing or not change["new"] or change["new"] == self.session.game_id:
            return
        self.stop()
        self.session.new_game(change["new"], seed=self.panels.settings.chosen()["seed"])
        self._game_changed()

    @safe
    def _on_new(self) -> None:
        chosen = self.panels.settings.chosen()
        self.new_game(self.session.game_id, seed=chosen["seed"], players=chosen["players"],
                      **chosen["options"])

    def _on_timeline(self, change: dict[str, Any]) -> None:
        if not self._syncing and change["new"] != self.session.position:
            self.jump(int(change["new"]))

    def _on_branch_choice(self, change: dict[str, Any]) -> None:
        if not self._syncing and change["new"] is not None and change["new"] != self.session.active:
            self.switch_branch(int(change["new"]))

    def _on_view(self, change: dict[str, Any]) -> None:
        if self._syncing or change["new"] is None:
            return
        self.set_view(None if change["new"] == REFEREE else int(change["new"]))

    def _on_play_as(self, change: dict[str, Any]) -> None:
        if self._syncing or change["new"] is None or change["new"] == play_as_value(self):
            return
        self.play_as(None if change["new"] == WATCH else int(change["new"]))

    def _on_seat(self, seat: int, change: dict[str, Any]) -> None:
        if not self._syncing and change["new"] != self.session.seats[seat]:
            self.set_seat(seat, change["new"])

    def _on_set_outcome(self) -> None:
        self.set_outcome(self._outcome.value)

    @safe
    def _on_upload(self, change: dict[str, Any]) -> None:
        files = change["new"]
        if not files:
            return
        content = files[0]["content"]
        data = bytes(content)
        with self._quiet():
            self._upload.value = ()
        self.load_json(data)
