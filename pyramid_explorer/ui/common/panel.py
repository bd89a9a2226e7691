"""The one contract of every panel on a page: ``update(slice)`` and ``relabel(lang)``.

A panel owns its widgets and shows one *slice* of a page's frame (a frozen dataclass: the
explorer's :class:`~pyramid_explorer.ui.model.frame.Frame`, a shared table's seat frame).
:meth:`Panel.update` writes the widgets only when the slice differs from the one on screen —
what Textual's reactive attributes do for every widget — so a page may hand every panel its
slice after every command, and only what changed reaches the browser. Everything a panel shows
(its language, privacy, a problem, a link) is in its slice; :meth:`Panel.relabel` writes only
the static words that come with no slice (titles, button names).

A subclass writes its widgets in :meth:`Panel.show`::

    >>> from dataclasses import dataclass
    >>> @dataclass(frozen=True)
    ... class Count:
    ...     n: int
    >>> class CountPanel(Panel[Count]):
    ...     def __init__(self):
    ...         super().__init__()
    ...         self.writes = []
    ...     def show(self, part):
    ...         self.writes.append(part.n)
    >>> panel = CountPanel()
    >>> panel.update(Count(1)); panel.update(Count(1)); panel.update(Count(2)); panel.writes
    [1, 2]
    >>> panel.shown
    Count(n=2)
    >>> panel.forget(); panel.update(Count(2)); panel.writes   # written again after forget()
    [1, 2, 2]
"""

from __future__ import annotations

from typing import Generic, TypeVar

S = TypeVar("S")
HIDDEN = "none"
"""A widget's ``layout.display`` while it is hidden (the one home of this value; set
``layout.display = ""`` to show it again)."""


class Panel(Generic[S]):
    """A panel showing slices of type ``S``: :meth:`update` skips a slice equal to the one
    on screen, :meth:`show` (the subclass's) writes the widgets, :meth:`relabel` writes the
    static words, :meth:`forget` makes the next slice be written whatever it is."""

    def __init__(self) -> None:
        self._shown: S | None = None

    @property
    def shown(self) -> S | None:
        """The slice on screen (``None`` before the first, or after :meth:`forget`)."""
        return self._shown

    def update(self, part: S) -> None:
        """Show ``part``, unless it equals the slice already on screen."""
        if part == self._shown:
            return
        self.show(part)
        self._shown = part

    def show(self, part: S) -> None:
        """Write the widgets from ``part`` (called only for a changed slice)."""
        raise NotImplementedError

    def relabel(self, lang: str) -> None:
        """The static words in ``lang`` (those that come with no slice); none by default."""

    def forget(self) -> None:
        """Write the next slice even if it equals the last one (something else was shown)."""
        self._shown = None


__all__ = ["HIDDEN", "Panel"]
