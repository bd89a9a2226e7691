"""The odds panel: the game's live odds widget (its adapter's, see
:class:`~pyramid_explorer.ui.adapters.base.OddsPanel`), a note when they fail, and — where the
page's commands offer ``play_advisor`` (the explorer's) — the advisor's "Play the suggestion"
button.

A page that may show only the room's odds (a shared table's public page: the slice's
``public_only``) shows a game's odds only if its odds panel *declares* them public
(``OddsPanel.public``); otherwise nothing is computed and the note says where they are.

>>> from pyramid_explorer.games import new_game
>>> from pyramid_explorer.ui.adapters import get
>>> from pyramid_explorer.ui.model.frame import OddsSlice
>>> state = new_game("im-bann-der-pyramide", seed=3, players=2)
>>> class Follows:                       # a page that offers no advisor
...     apply = print
>>> panel = OddsPanel(Follows(), titled=False, seat_only=lambda lang: "On the seats' pages.")
>>> panel.show_game(get("im-bann-der-pyramide").make_odds(chart=False))
>>> panel.update(OddsSlice(True, False, 2, state, id(state), public_only=True))
>>> panel.buttons, panel.note.value, "The room's odds" in panel.odds.html()
({}, '<b>Odds</b>', True)
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import ipywidgets as w

from ..common.html import esc
from ..common.i18n import t
from ..common.labels import Labels, boxed
from ..common.panel import HIDDEN, Panel
from ..model.frame import OddsSlice

log = logging.getLogger(__name__)


class OddsPanel(Panel[OddsSlice]):
    """:attr:`note`, :attr:`box` (holds the game's odds widget), :attr:`outer` (the panel)
    and, with the explorer's commands, :attr:`advisor`. ``titled=False``: no title row, the
    note heads the numbers ("Odds") instead; ``seat_only(lang)``: the note when a game's odds
    are not the room's (a public page)."""

    def __init__(self, commands: Any, *, titled: bool = True,
                 seat_only: Callable[[str], str] | None = None) -> None:
        super().__init__()
        self._labels = Labels()
        self._titled = titled
        self._seat_only = seat_only
        self.note = w.HTML()
        self.box = w.VBox(layout=w.Layout(width="100%"))  # holds the game's odds widget
        self.advisor: w.Button | None = None
        self.buttons: dict[str, w.Button] = {}
        parts: list[w.Widget] = [self.note, self.box]
        if titled:
            parts.insert(0, self._labels.html("odds_panel"))
        advise = getattr(commands, "play_advisor", None)
        if callable(advise):
            self.advisor = self._labels.button("advisor_play", advise, "primary")
            self.buttons = {"advisor_play": self.advisor}
            parts.append(self.advisor)
        self.outer = w.VBox(parts)
        if titled:
            boxed(self.outer, "pe-panel", "pe-odds-panel")
        self._odds: Any = None
        self._holds_numbers = False  # whether the odds widget shows a seat's numbers now

    @property
    def odds(self) -> Any:
        """The game's odds panel shown (None: the game has none)."""
        return self._odds

    def relabel(self, lang: str) -> None:
        self._labels.write(lang)

    def show_game(self, odds: Any) -> None:
        """A new game: its odds panel (or none); its widget goes in the box."""
        self._odds = odds
        self._holds_numbers = False
        self.box.children = (odds.widget,) if odds is not None and odds.widget else ()
        self.forget()

    def show(self, part: OddsSlice) -> None:
        lang = part.lang
        odds = self._odds
        if odds is not None and not part.shown:
            # put away (behind pass and play's curtain): nothing is computed for anyone, the
            # widget leaves the page, and nothing of the last seat's numbers stays in any
            # widget's state (the browser keeps a hidden widget's state) until shown again
            self._put_away(odds)
        elif odds is not None and part.public_only and not odds.public:
            self._seat_odds(odds, lang)  # (not even computed: a seat's own numbers)
        elif odds is not None:
            if odds.widget and not self.box.children:
                self.box.children = (odds.widget,)
            try:
                self._holds_numbers = True
                odds.update(part.state, part.viewer, lang)
                self.note.value = "" if self._titled else f"<b>{esc(t('odds_panel', lang))}</b>"
            except Exception as exc:  # noqa: BLE001 - the other panels must still update
                if part.public_only:  # odds a game computes only for a seat
                    log.debug("no public odds", exc_info=True)
                    self._seat_odds(odds, lang)
                else:
                    log.exception("odds update failed")
                    self.note.value = esc(t("odds_failed", lang, message=exc))
        else:
            self.note.value = esc(t("no_odds", lang))
        self.outer.layout.display = None if part.shown else HIDDEN
        if self.advisor is not None:
            self.advisor.layout.display = None if part.advisor_shown else HIDDEN

    def _put_away(self, odds: Any) -> None:
        if self.box.children or self._holds_numbers:
            odds.forget()
            self._holds_numbers = False
        self.box.children = ()

    def _seat_odds(self, odds: Any, lang: str) -> None:
        """Odds that are a seat's own, on a page that may show only the room's."""
        self._put_away(odds)
        self.note.value = esc(self._seat_only(lang)) if self._seat_only is not None else ""


__all__ = ["OddsPanel"]
