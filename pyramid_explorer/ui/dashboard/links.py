"""The dashboard's address bar and keys: open the tab and position a link names, keep the
address showing the position on screen, and send the page's keys to the open explorer.

>>> from pyramid_explorer.ui.dashboard import Dashboard
>>> d = Dashboard()
>>> d.links.page.receive({"type": "hash", "href": "http://h/", "hash": "g=ramses-pyramid&s=3"})
>>> d.tab_ids[d.tabs.selected_index], d.contents["ramses-pyramid"].session.seed
('ramses-pyramid', 3)
>>> d.links.page.fragment.startswith("v=1&g=ramses-pyramid&s=3&n=")
True
>>> d.links.page.receive({"type": "key", "key": "step"})
>>> d.contents["ramses-pyramid"].session.position, "&m=1." in d.links.page.fragment
(1, True)
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any
from urllib.parse import parse_qsl

from ..common.page_bridge import PageBridge
from .tabs import TOOL_TABS, GameTab

if TYPE_CHECKING:
    from .app import Dashboard

log = logging.getLogger(__name__)


class DashboardLinks:
    """Links ``dashboard``'s tabs to the page: ``links.page`` is the widget to display."""

    def __init__(self, dashboard: Dashboard) -> None:
        self.dashboard = dashboard
        self.page = PageBridge()
        self.page.on_fragment(self.open)
        self.page.on_key(self.press)
        self.explorers: dict[str, Any] = {}  # game tab id -> its explorer, once built
        dashboard.tabs.observe(lambda _c: self.show(), "selected_index")

    def explorer_built(self, tab_id: str, explorer: Any) -> None:
        """A game tab's explorer exists: it writes the address while its tab is open."""
        explorer.page = self.page
        explorer.on_change(lambda _ex, t=tab_id: self.show(t))
        self.explorers[tab_id] = explorer
        self.show(tab_id)

    def _selected(self) -> str | None:
        d = self.dashboard
        index = d.tabs.selected_index
        return None if index is None else d.tab_ids[index]

    def show(self, tab_id: str | None = None) -> None:
        """Write the open tab's position into the address bar (``tab_id``: only if open)."""
        selected = self._selected()
        if selected is None or (tab_id is not None and tab_id != selected):
            return
        if self.dashboard.seat_page is not None:
            return  # a seat's page keeps its own address (a reload opens the seat again)
        explorer = self.explorers.get(selected)
        if explorer is not None:
            frame = explorer.frame
            if frame.curtain.private and frame.extras.referee_only:
                # pass and play with hidden cards: seed + moves would let anyone at the screen
                # work out the others' cards, so the address names the tab only
                self.page.show(f"t={selected}")
                return
            try:
                self.page.show(explorer.share_fragment())
            except Exception:  # noqa: BLE001 - the address bar is a convenience
                log.exception("writing the address failed")
        elif selected in TOOL_TABS:
            self.page.show(f"t={selected}")  # (a game tab not built yet writes once it is)

    def open(self, fragment: str) -> None:
        """Open what ``fragment`` names: a tab (``t=``) or a game position (``g=`` …)."""
        d = self.dashboard
        fields = dict(parse_qsl(fragment.lstrip("#"), keep_blank_values=True))
        lang = fields.get("l")
        if lang in ("en", "de") and lang != d.lang:
            d.set_language(lang)
        if "table" in fields:  # a shared table's seat link (issue 25)
            d.show_seat(fields)
            return
        tab = fields.get("t")
        if "g" not in fields:
            if tab in d.tab_ids:
                d.select(tab)
            self.show()
            return
        game = fields["g"] if fields["g"] in d.tab_ids else self._selected_game()
        if game is None:
            return
        d.select(game)
        explorer = d.contents.get(game)
        if isinstance(explorer, GameTab):
            current = explorer.share_fragment()
            if current != fragment.lstrip("#"):
                explorer.open_link(fragment)
            if game in d.view_switches:
                d.show_view(game, "play")
        self.show()

    def _selected_game(self) -> str | None:
        selected = self._selected()
        games_tabs = [t for t in self.dashboard.tab_ids
                      if isinstance(self.dashboard.contents.get(t), GameTab)]
        return selected if selected in games_tabs else (games_tabs[0] if games_tabs else None)

    def press(self, key: str) -> None:
        """A key from the page, for the explorer of the open tab (when its table shows)."""
        d = self.dashboard
        selected = self._selected()
        explorer = d.contents.get(selected) if selected else None
        if not isinstance(explorer, GameTab):
            return
        view = d.views.get(selected)
        if view is not None and view[0].layout.display == "none":  # the Rules view is open
            return
        explorer.press(key)
