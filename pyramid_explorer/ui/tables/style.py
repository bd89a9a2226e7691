"""What a shared table's pages share on a phone and a projector: how many log entries they
show, and their CSS, kept in ``tables.css`` beside this module (shipped with the package):
16 px text, 44 px buttons, "Bigger table". On a projector or laptop (1000 px wide or more) the
public page puts the Why panel, the odds and the log beside the table
(:data:`PUBLIC_WIDE_PX`), so a 1280×800 screen shows the table, the Why panel and the odds
without scrolling (a long Why panel scrolls inside its own box, at most 52 % of the window's
height); narrower, everything stands in one column.

>>> LOG_SHOWN, "min-width:900px" in PAGE_CSS, f"min-width: {PUBLIC_WIDE_PX}px" in PAGE_CSS
(12, True, True)
>>> PAGE_CSS.startswith("<style>") and PAGE_CSS is PHONE_CSS
True
"""

from __future__ import annotations

from importlib.resources import files

LOG_SHOWN = 12  # the newest log entries on a phone
LARGE_PX = 900
"""The width of the table's drawing at "Bigger table" (scrolled sideways on a phone), where a
drawing made for a laptop's screen shows its labels at about 14 px or more (``tables.css``
says the same number)."""
PUBLIC_WIDE_PX = 1000
"""From this window width on, the public page's table stands left (60 %) and the Why panel,
the odds and the log right of it (``tables.css`` says the same number)."""


def page_css() -> str:
    """``tables.css`` as a ``<style>`` element for an HTML widget."""
    return f"<style>\n{files(__package__).joinpath('tables.css').read_text('utf-8')}</style>"


PAGE_CSS = page_css()
"""The CSS of every shared table's page (a seat's, the public one, the join page)."""
PHONE_CSS = PAGE_CSS  # (its name before it moved to tables.css)


__all__ = ["LARGE_PX", "LOG_SHOWN", "PAGE_CSS", "PHONE_CSS", "PUBLIC_WIDE_PX", "page_css"]
