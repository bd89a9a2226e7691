"""Pass and play: one screen handed from player to player, with a curtain between two people.

With pass and play on (:attr:`~.session.Session.pass_and_play`), the screen shows only the
view of the human seat sitting at it. When another human seat is to move, a curtain hides
the table ("Hand the laptop to P2 ■ — P2, press when ready") until that player presses
Ready (:meth:`~.session.Session.reveal`); bots play their seats meanwhile. This module
decides, without a widget, who the screen waits for and what the curtain says.

>>> from pyramid_explorer.ui.model.session import Session
>>> s = Session("im-bann-der-pyramide", seed=3, players=2)
>>> s.set_seat(0, "human"); s.set_seat(1, "human"); s.pass_and_play = True
>>> waiting_for(s), curtain_slice(s).title
(0, 'Hand the laptop to P1 ●')
>>> s.reveal(), waiting_for(s), s.view
(0, None, 0)
>>> while s.to_move() != 1:                  # P1 plays its turn; P2 is next
...     _ = s.apply(s.state.legal_actions()[0]) if s.to_move() == 0 else s.step()
>>> waiting_for(s), curtain_slice(s, "de").prompt
(1, 'P2 ■, drück „Bereit“, wenn nur du hinschaust.')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...games import HUMAN
from ..common.theme import seat_name, seat_text_colour
from .texts import layout_text

if TYPE_CHECKING:
    from .session import Session



@dataclass(frozen=True)
class CurtainSlice:
    """What the curtain shows: nothing (``shown`` False) or whom to hand the screen to.

    ``private`` is True while pass and play is on: the controls that show everything (the
    referee's view, the seed) are then put away even when the curtain is open.
    """

    shown: bool
    private: bool
    seat: int = -1  # the seat the screen waits for (-1: none)
    colour: str = ""
    title: str = ""  # "Hand the laptop to P2 ■"
    prompt: str = ""  # "P2 ■, press Ready when only you are looking."
    button: str = ""  # "Ready — I am P2 ■"
    switch: bool = False  # the "Pass and play" checkbox: on (pass and play, with or without people)


def humans(s: Session) -> list[int]:
    """The seats played by hand, in seat order."""
    return [i for i, seat in enumerate(s.seats) if seat == HUMAN]


def waiting_for(s: Session) -> int | None:
    """The human seat the screen must be handed to before anything more is shown, or ``None``.

    ``None`` when pass and play is off, when no seat is played by hand, or when the seat at
    the screen (the last one revealed) may go on looking: it is its turn, or a bot's turn, or
    the game is over. At a bot's turn before anyone has pressed Ready, the next human seat in
    turn order is waited for.
    """
    if not s.pass_and_play:
        return None
    people = humans(s)
    if not people:
        return None
    to_move = s.to_move()
    if to_move >= 0 and s.seats[to_move] == HUMAN:
        return None if s.revealed == to_move else to_move
    if s.revealed in people:
        return None
    start = to_move if to_move >= 0 else 0
    return min(people, key=lambda seat: (seat - start) % len(s.seats))


def curtain_slice(s: Session, lang: str | None = None) -> CurtainSlice:
    """The curtain as the frame carries it (in ``lang``, by default the session's)."""
    lang = lang or s.lang
    private = bool(s.pass_and_play and humans(s))
    seat = waiting_for(s)
    if seat is None:
        return CurtainSlice(shown=False, private=private, switch=s.pass_and_play)
    name = seat_name(seat, lang)
    return CurtainSlice(shown=True, private=private, seat=seat, colour=seat_text_colour(seat),
                        title=layout_text("curtain_title", lang, seat=name),
                        prompt=layout_text("curtain_prompt", lang, seat=name),
                        button=layout_text("curtain_ready", lang, seat=name), switch=s.pass_and_play)


__all__ = ["CurtainSlice", "curtain_slice", "humans", "waiting_for"]
