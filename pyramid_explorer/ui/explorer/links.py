"""Share links and jumps in words: plain functions of a :class:`~..model.session.Session`
(the explorer's ``copy_link``, ``open_link`` and jump commands call them).

>>> from pyramid_explorer.ui.model.session import Session
>>> from pyramid_explorer.ui.model import share
>>> s = Session("ramses-pyramid", seed=5); _ = s.step(); _ = s.step()
>>> fragment = share_fragment(s, share.MoveIndexer())
>>> fragment.startswith("v=1&g=ramses-pyramid&s=5")
True
>>> other = Session("dice-pyramid", seed=1)
>>> open_in(other, share.decode(fragment)), other.game_id, other.position
(None, 'ramses-pyramid', 2)
"""

from __future__ import annotations

from ..common.theme import seat_name
from ..model import share
from ..model.jumps import Jump
from ..model.session import Session
from .texts import explorer_text


def jump_message(s: Session, done: Jump) -> str | None:
    """A sentence for a jump that stopped before its goal (``None``: it got there)."""
    if done.reason == "human":
        return explorer_text("jump_human", s.lang, n=done.steps, seat=seat_name(s.to_move(), s.lang))
    if done.reason == "limit":
        return explorer_text("jump_limit", s.lang, n=done.steps)
    return None


def share_fragment(s: Session, indexer: share.MoveIndexer) -> str:
    """The URL fragment (without ``#``) of the position ``s`` shows (see :mod:`..model.share`)."""
    states = s.timeline.states()
    return share.encode(states[-1], lang=s.lang, position=s.position, viewer=s.view,
                        indexer=indexer, states=states, seats=s.seats,
                        pass_and_play=s.pass_and_play)


def open_in(s: Session, opened: share.Opened) -> None:
    """Show in ``s`` what a decoded link names: its game and moves, the step, the view, the
    seats, pass and play and the language (``opened.root`` must not be None)."""
    assert opened.root is not None
    untouched = s.length == 0 and not s.can_undo_new_game()
    s.start_from(opened.root, opened.actions)
    if untouched:  # a link opened over a game nobody played: nothing to bring back
        s.undo_new_game_forget()
    if opened.position is not None:
        s.jump(opened.position)
    s.view = opened.viewer
    for seat, choice in enumerate(opened.seats or ()):  # checked by decode: no error here
        s.set_seat(seat, choice)
    s.pass_and_play = opened.pass_and_play
    s.revealed = None
    if opened.lang:
        s.lang = opened.lang


__all__ = ["jump_message", "open_in", "share_fragment"]
