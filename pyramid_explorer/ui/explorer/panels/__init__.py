"""The explorer's panels: each owns its widgets, writes them from its slice of the frame
(:mod:`pyramid_explorer.ui.model.frame`), doing nothing when the slice equals the last one,
and turns its widget events into commands (:class:`~..commands.Commands`).

>>> from pyramid_explorer.ui.explorer import Explorer
>>> ex = Explorer("dice-pyramid", seed=7)
>>> ex.panels.nav.buttons["step"].description, ex.panels.timeline.slider.value
('Roll ▶', 0)
"""

from __future__ import annotations

from dataclasses import dataclass

from .autoplay import AutoplayPanel
from .curtain import CurtainPanel
from .extras import ExtrasPanel
from .header import HeaderPanel
from .log import LogPanel
from .moves import MovesPanel
from .nav import NavPanel
from .odds import OddsPanel
from .seats import SeatsPanel
from .settings import SettingsPanel
from .table import SavePanel, TablePanel, WhyPanel
from .timeline import TimelinePanel


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

    def relabel(self, lang: str) -> None:
        """Every panel's static words in ``lang`` (the settings relabel with the session)."""
        for panel in (self.header, self.table, self.why, self.nav, self.autoplay,
                      self.timeline, self.seats, self.moves, self.log, self.save, self.odds,
                      self.curtain):
            panel.relabel(lang)

    def forget(self) -> None:
        """Write every panel's next slice even if it equals the last one."""
        for panel in (self.table, self.why, self.nav, self.timeline, self.seats, self.moves,
                      self.save, self.curtain):
            panel.forget()


__all__ = ["AutoplayPanel", "CurtainPanel", "ExtrasPanel", "HeaderPanel", "LogPanel",
           "MovesPanel", "NavPanel", "OddsPanel", "Panels", "SavePanel", "SeatsPanel",
           "SettingsPanel", "TablePanel", "TimelinePanel", "WhyPanel"]
