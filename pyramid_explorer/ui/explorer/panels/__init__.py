"""The explorer's panels: each owns its widgets and writes them from its slice of the frame
(:mod:`pyramid_explorer.ui.model.frame`), doing nothing when the slice equals the last one.

>>> from pyramid_explorer.ui.explorer import Explorer
>>> ex = Explorer("dice-pyramid", seed=7)
>>> ex.panels.nav.buttons["step"].description, ex.panels.timeline.slider.value
('Roll ▶', 0)
"""

from __future__ import annotations

from dataclasses import dataclass

from .curtain import CurtainPanel
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

    table: TablePanel
    why: WhyPanel
    nav: NavPanel
    timeline: TimelinePanel
    seats: SeatsPanel
    moves: MovesPanel
    log: LogPanel
    save: SavePanel
    odds: OddsPanel
    settings: SettingsPanel
    curtain: CurtainPanel


__all__ = ["CurtainPanel", "LogPanel", "MovesPanel", "NavPanel", "OddsPanel", "Panels", "SavePanel", "SeatsPanel", "SettingsPanel", "TablePanel",
           "TimelinePanel", "WhyPanel"]
