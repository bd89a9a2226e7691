"""Autoplay's timer and speed: an ipywidgets Play widget ticks in the browser (so it works
under Voila too), and every tick asks for one step (``commands.tick()``).

The Play widget's own buttons are hidden (Autoplay and Stop drive it); a hidden view still
exists, so it ticks.

>>> calls = []
>>> class Recorder:
...     def __getattr__(self, name):
...         return lambda *args: calls.append(name)
>>> panel = AutoplayPanel(Recorder())
>>> panel.start(); panel.playing
True
>>> panel.play.value += 1; calls        # the browser's timer
['tick']
>>> panel.set_speed(10); panel.play.interval
100
>>> panel.play.playing = False; calls   # the browser stopped it
['tick', 'stop']
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import ipywidgets as w

from ...common.labels import Labels, row

if TYPE_CHECKING:
    from ..commands import Commands


class AutoplayPanel:
    """:attr:`play` (the timer), :attr:`speed` (steps per second) and their :attr:`row`."""

    def __init__(self, commands: Commands) -> None:
        self._commands = commands
        self._labels = Labels()
        self.play = w.Play(min=0, max=10**6, step=1, interval=500, show_repeat=False,
                           layout=w.Layout(width="auto", display="none"))
        self.speed = w.FloatSlider(min=0.5, max=10.0, step=0.5, value=2.0, readout=True,
                                   readout_format=".1f", layout=w.Layout(width="200px"))
        self.row = row(self._labels.html("speed", False), self.speed,
                       self._labels.html("steps_per_second", False), self.play)
        self._quiet = False
        self.play.observe(self._on_tick, "value")
        self.play.observe(self._on_playing, "playing")
        self.speed.observe(self._on_speed, "value")

    @property
    def playing(self) -> bool:
        return bool(self.play.playing)

    def start(self) -> None:
        self._set_playing(True)

    def stop(self) -> None:
        if self.play.playing:
            self._set_playing(False)

    def set_speed(self, steps_per_second: float) -> None:
        self.speed.value = max(self.speed.min, min(self.speed.max, steps_per_second))

    def relabel(self, lang: str) -> None:
        self._labels.write(lang)
        self.speed.description = ""

    def _set_playing(self, on: bool) -> None:
        self._quiet = True
        try:
            if on:
                self.play.value = self.play.min
            self.play.playing = on
        finally:
            self._quiet = False

    def _on_tick(self, change: dict[str, Any]) -> None:
        if not self._quiet and change["new"] > change["old"]:
            self._commands.tick()

    def _on_playing(self, change: dict[str, Any]) -> None:
        if not self._quiet and not change["new"]:
            self._commands.stop()  # the browser stopped the timer: the buttons say so

    def _on_speed(self, change: dict[str, Any]) -> None:
        self.play.interval = max(50, int(1000 / float(change["new"])))


__all__ = ["AutoplayPanel"]
