"""The explorer's panels: each owns its widgets, writes them from its slice of the frame
(:mod:`pyramid_explorer.ui.model.frame`), doing nothing when the slice equals the last one
(:class:`~...common.panel.Panel`: ``update(slice)`` and ``relabel(lang)``), and turns its
widget events into commands (:class:`~..commands.Commands`).

>>> from pyramid_explorer.ui.explorer import Explorer
>>> ex = Explorer("dice-pyramid", seed=7)
>>> ex.panels.nav.buttons["step"].description, ex.panels.timeline.slider.value
('Roll ▶', 0)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from operator import attrgetter
from typing import Any

from ...common.panel import Panel
from ...panels import LogPanel, MovesPanel, OddsPanel, TablePanel, WhyPanel
from .autoplay import AutoplayPanel
from .coach import CoachPanel
from .curtain import CurtainPanel
from .extras import ExtrasPanel
from .header import HeaderPanel
from .nav import NavPanel
from .review import ReviewPanel
from .save import SavePanel
from .seats import SeatsPanel
from .settings import SettingsPanel
from .timeline import TimelinePanel

FED = ("curtain", "settings", "table", "why", "timeline", "seats", "moves", "odds", "log",
       "extras", "save", "nav", "coach", "review")
"""The panels fed a slice of the frame, each by the name of its slice (in this order)."""
slices_of = attrgetter(*FED)
"""``slices_of(frame)``: the frame's slices in :data:`FED`'s order."""


@dataclass(frozen=True)
class Panels:
    """The explorer's panels by name (``explorer.panels.log.list``, …)."""

    header: HeaderPanel
    table: TablePanel
    why: WhyPanel
    nav: NavPanel
    extras: ExtrasPanel
    autoplay: AutoplayPanel
    timeline: TimelinePanel
    seats: SeatsPanel
    moves: MovesPanel
    log: LogPanel
    save: SavePanel
    odds: OddsPanel
    settings: SettingsPanel
    curtain: CurtainPanel
    coach: CoachPanel
    review: ReviewPanel
    fed: tuple[Panel[Any], ...] = field(init=False, repr=False, compare=False)
    """The panels the frame feeds, in :data:`FED`'s order (``zip(panels.fed,
    slices_of(frame))`` pairs each with its slice)."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "fed", tuple(getattr(self, name) for name in FED))

    def relabel(self, lang: str) -> None:
        """Every panel's static words in ``lang``."""
        self.header.relabel(lang)
        self.autoplay.relabel(lang)
        for panel in self.fed:
            panel.relabel(lang)

    def forget(self) -> None:
        """Write every panel's next slice even if it equals the last one."""
        for panel in self.fed:
            panel.forget()


__all__ = ["FED", "slices_of", "AutoplayPanel", "CoachPanel", "CurtainPanel", "ExtrasPanel", "HeaderPanel", "LogPanel",
           "MovesPanel", "NavPanel", "OddsPanel", "Panels", "ReviewPanel", "SavePanel", "SeatsPanel",
           "SettingsPanel", "TablePanel", "TimelinePanel", "WhyPanel"]
