"""The explorer's autoplay: an ipywidgets Play widget ticks in the browser (so it works under
Voila too), and every tick is one step, until the end of the game or a human's turn.

>>> from pyramid_explorer.ui.explorer import Explorer
>>> ex = Explorer("dice-pyramid", seed=7)
>>> ex.autoplay(); ex.autoplaying, ex.buttons["stop"].disabled
(True, False)
>>> ex.tick(); ex.state.step
1
>>> ex.stop(); ex.autoplaying
False
"""

from __future__ import annotations

from typing import Any

from ...engine import TERMINAL
from .problems import safe


class Autoplay:
    """Mixin of :class:`~pyramid_explorer.ui.explorer.Explorer`: autoplay and its speed."""

    @safe
    def autoplay(self) -> None:
        """Start stepping on every tick of the Play widget, until the end or a human's turn."""
        self.problem = None
        self._play.value = self._play.min
        self._play.playing = True
        self._sync_buttons()

    @safe
    def stop(self) -> None:
        """Stop autoplay."""
        if self._play.playing:
            self._play.playing = False
        self._sync_buttons()

    @property
    def autoplaying(self) -> bool:
        return bool(self._play.playing)

    def set_speed(self, steps_per_second: float) -> None:
        self._speed.value = max(self._speed.min, min(self._speed.max, steps_per_second))

    @safe
    def tick(self) -> None:
        """One autoplay tick (the Play widget calls this); stops at the end or a human's turn."""
        if not self._play.playing:
            return
        if self.session.to_move() == TERMINAL or self.session.is_human_turn():
            self.stop()
            return
        self.session.step()
        self._changed()
        if self.session.to_move() == TERMINAL or self.session.is_human_turn():
            self.stop()

    def _on_tick(self, change: dict[str, Any]) -> None:
        if change["new"] > change["old"]:
            self.tick()

    def _on_speed(self, change: dict[str, Any]) -> None:
        self._play.interval = max(50, int(1000 / float(change["new"])))


__all__ = ["Autoplay"]
