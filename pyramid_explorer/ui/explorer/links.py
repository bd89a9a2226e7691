"""What the explorer's jump, link and "Undo new game" buttons do (the row itself, its texts
and the pending New game cue are :mod:`.extras`): the functions below, and
:class:`JumpsAndLinks`, the explorer's methods that call them.

>>> from pyramid_explorer.ui.explorer import Explorer
>>> ex = Explorer("ramses-pyramid", seed=5)
>>> ex.next_turn(), ex.session.position
('turn', 4)
>>> link = ex.copy_link(); link.startswith("#v=1&g=ramses-pyramid&s=5"), ex._link_text.value == link
(True, True)
>>> other = Explorer("dice-pyramid", seed=1); other.open_link(link[1:]), other.session.position
(True, 4)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.errors import OptionError
from ..common.problems import Problem
from ..model import jumps, share
from ..model.jumps import Jump
from .extras import tr
from .problems import safe

if TYPE_CHECKING:
    from .explorer import Explorer


def show_link(ex: Explorer, link: str, copied: bool | None) -> None:
    """Show ``link`` under the row, and whether the browser copied it."""
    note = "" if copied is None else tr("copied" if copied else "not_copied", ex.lang)
    ex._link_note.value = (f'<span class="pe-link-note">{note} '
                           f'{tr("link_here", ex.lang)}</span>')
    ex._link_text.value = link
    ex._link_text.layout.display = None


def jump_message(ex: Explorer, done: Jump) -> str | None:
    """A sentence for a jump that stopped before its goal (``None``: it got there)."""
    if done.reason == "human":
        from ..common.theme import seat_name

        return tr("jump_human", ex.lang, n=done.steps,
                  seat=seat_name(ex.session.to_move(), ex.lang))
    if done.reason == "limit":
        return tr("jump_limit", ex.lang, n=done.steps)
    return None


def _notice(ex: Explorer, key: str, message: str, level: str = "info") -> None:
    ex._show_problem(Problem(tr(key, ex.lang), message, level=level))


def jump(ex: Explorer, how: Any) -> str:
    """Run a jump of :mod:`.jumps` on the explorer's session; say why if it stopped early."""
    ex.stop()
    done = how(ex.session)
    ex._changed()
    message = jump_message(ex, done)
    if message:
        _notice(ex, "jump_title", message)
    return done.reason


def undo_new_game(ex: Explorer) -> bool:
    if not ex.session.can_undo_new_game():
        return False
    ex.stop()
    ex.session.undo_new_game()
    ex._game_changed()
    return True


def share_fragment(ex: Explorer) -> str:
    s = ex.session
    ex._indexer = ex._indexer or share.MoveIndexer()
    return share.encode(s.timeline.states()[-1], lang=ex.lang, position=s.position,
                        viewer=s.view, indexer=ex._indexer, states=s.timeline.states(),
                        seats=s.seats, pass_and_play=s.pass_and_play)


def copy_link(ex: Explorer) -> str | None:
    """The link to this position, shown under the row and copied by the page's bridge; not in
    a player's view of hidden cards (the link replays the whole game, like a save)."""
    if ex._player_view():
        _notice(ex, "link_title", tr("link_referee_only", ex.lang))
        return None
    try:
        fragment = share_fragment(ex)
    except (ValueError, OptionError) as exc:
        _notice(ex, "link_title", tr("no_link", ex.lang, why=exc), level="error")
        return None
    page = ex.page
    link = page.link(fragment) if page is not None else f"#{fragment}"
    if page is not None:
        page.on_copied_once(lambda ok: show_link(ex, link, ok))
        page.copy(link)
    show_link(ex, link, None)
    return link


def open_link(ex: Explorer, fragment: str) -> bool:
    """Open a share link in the explorer (see :func:`.share.decode`); notices in the Why panel."""
    s = ex.session
    opened = share.decode(fragment, default_game=s.game_id, default_seed=s.seed)
    if opened.root is None:
        return False
    ex.stop()
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
    if opened.lang and opened.lang != ex.lang:
        s.lang = opened.lang
        ex._relabel()
    ex._game_changed()
    if opened.notices:
        _notice(ex, "link_notes", " ".join(n.get(ex.lang) for n in opened.notices), "error")
    return True


class JumpsAndLinks:
    """Mixin of :class:`~pyramid_explorer.ui.explorer.Explorer`: jumps, Undo new game, links.

    The logic lives in :mod:`.jumps`, :mod:`.share` and the functions above; these methods only
    keep every problem out of the callbacks.
    """

    @safe
    def next_turn(self) -> str:
        """Play on to the start of the next turn (see :mod:`.jumps`); returns how it ended."""
        return jump(self, jumps.next_turn)

    @safe
    def to_end(self) -> str:
        """Let chance and the bots play the game out (bounded; stops at a human's move)."""
        return jump(self, jumps.to_end)

    @safe
    def start_of_turn(self) -> str:
        """Back to the first step of this turn (at it: to the turn before)."""
        return jump(self, jumps.start_of_turn)

    @safe
    def undo_new_game(self) -> bool:
        """Bring back the game the last New game (or load, or link) replaced, with its timeline."""
        return undo_new_game(self)

    def share_fragment(self) -> str:
        """The URL fragment (without ``#``) of the position on screen (see :mod:`.share`)."""
        return share_fragment(self)

    @safe
    def copy_link(self) -> str | None:
        """Show (and in the dashboard copy) the link to this position; referee's view only."""
        return copy_link(self)

    @safe
    def open_link(self, fragment: str) -> bool:
        """Show the position a share link names; what it cannot use is said in the Why panel
        (an illegal or changed move list: its longest legal prefix)."""
        return open_link(self, fragment)
