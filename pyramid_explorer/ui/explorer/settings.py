"""The explorer's settings that depend on the game: its options, the seat menus, "Play as",
and the explorer's methods that give seats to bots or humans and choose the view
(:class:`SeatsAndView`).

The widgets are rebuilt when the game, the number of players or the language changes (the
explorer calls these; creating widgets is slow, so only then).

>>> from pyramid_explorer.ui.explorer import Explorer
>>> ex = Explorer("ramses-pyramid", seed=5, players=3)
>>> from pyramid_explorer.ui.model.frame import WATCH
>>> len(ex.panels.seats.seat_widgets), play_as_value(ex) == WATCH
(3, True)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..common.i18n import t
from ..common.problems import Problem
from ..model.frame import play_as_value as frame_play_as
from ..model.session import HUMAN
from ..model.texts import tr
from .problems import safe

if TYPE_CHECKING:
    from .explorer import Explorer

HIDDEN = "none"


def play_as_value(ex: Explorer) -> int:
    """The seat "Play as" shows: the one human seat when it is also the view, else WATCH."""
    return frame_play_as(ex.session)


def build_play_as(ex: Explorer) -> None:
    """The Play-as menu: watch the bots, or one entry per seat."""
    ex.panels.seats.rebuild_play_as(ex.session, ex.lang)


def build_seat_widgets(ex: Explorer) -> None:
    """A bot-or-human menu per seat, the view toggle and "Play as" (see the seats panel)."""
    ex.panels.seats.rebuild(ex.session, ex.lang)


class SeatsAndView:
    """Mixin of :class:`~pyramid_explorer.ui.explorer.Explorer`: who plays each seat and
    whose view of the table is on screen."""

    @safe
    def set_view(self, player: int | None) -> None:
        """Show the table as ``player`` (0-based) sees it, or as the referee (``None``)."""
        if player is not None and not 0 <= player < self.session.num_players:
            raise ValueError(t("no_player", self.lang, n=player + 1))
        s = self.session
        if s.pass_and_play and HUMAN in s.seats and player != s.view:
            raise ValueError(tr("view_follows_turn", self.lang))
        s.view = player
        self._changed()

    @property
    def pass_and_play(self) -> bool:
        """Whether one screen is passed from player to player (see :meth:`set_pass_and_play`)."""
        return self.session.pass_and_play

    @safe
    def set_pass_and_play(self, on: bool) -> None:
        """Pass and play: each human seat sees only its own view, and between two human
        turns a curtain hides the table until the next player presses Ready (:meth:`reveal`).
        Bots still play their seats. Off: the view chosen before comes back.

            >>> from pyramid_explorer.ui.explorer import Explorer
            >>> ex = Explorer("im-bann-der-pyramide", seed=3, players=2)
            >>> ex.set_seat(0, "human"); ex.set_seat(1, "human"); ex.set_pass_and_play(True)
            >>> ex.frame.curtain.title, ex.move_labels
            ('Hand the laptop to P1 ●', [])
            >>> ex.reveal(); ex.session.view, bool(ex.move_labels)
            (0, True)
        """
        s = self.session
        s.pass_and_play = bool(on)
        s.revealed = None  # (on: the first player presses Ready; off: nobody is behind it)
        self._changed()
        if s.pass_and_play and HUMAN not in s.seats:  # nothing to hide from anyone yet
            self._show_problem(Problem(tr("pass_and_play", self.lang),
                                       tr("pass_and_play_needs_people", self.lang),
                                       level="info"))

    @safe
    def reveal(self) -> None:
        """The player the curtain waits for presses Ready: their view is shown.

        Shows why (and changes nothing) when no curtain is up.
        """
        self.session.reveal()
        self._changed()

    @safe
    def set_seat(self, seat: int, choice: str) -> None:
        """Give ``seat`` to a bot by name or to ``"human"``; a human seat takes the view."""
        self.session.set_seat(seat, choice)
        if choice == HUMAN and self.session.seats.count(HUMAN) == 1:
            self.session.view = seat
        self._changed()

    @safe
    def play_as(self, seat: int | None) -> None:
        """Play ``seat`` (0-based) by hand and see the table as it does; ``None``: watch the bots.

        Every other seat goes back to a bot, so exactly one seat waits for your moves::

            >>> from pyramid_explorer.ui.explorer import Explorer
            >>> ex = Explorer("im-bann-der-pyramide", seed=3)
            >>> ex.play_as(1); ex.session.seats[1], ex.session.view
            ('human', 1)
            >>> ex.play_as(None); "human" in ex.session.seats, ex.session.view
            (False, None)
        """
        s = self.session
        if seat is not None and not 0 <= seat < s.num_players:
            raise ValueError(t("no_player", self.lang, n=seat + 1))
        bot = s.default_bot()
        for i in range(s.num_players):
            wanted = HUMAN if i == seat else (bot if s.seats[i] == HUMAN else s.seats[i])
            if s.seats[i] != wanted:
                s.set_seat(i, wanted)
        s.view = seat
        self._changed()

    def _player_view(self) -> bool:
        """True when a player's view of a game with hidden information is on screen."""
        return self.session.view is not None and self.session.spec.hidden_information

    def _hidden_turn(self, seat: int) -> bool:
        """True when ``seat`` moves but the view is another player's (its options are secret)."""
        return seat >= 0 and self._player_view() and seat != self.session.view
