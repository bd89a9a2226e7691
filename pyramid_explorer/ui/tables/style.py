"""What a shared table's pages share on a phone and a projector: how many log entries they
show, and their CSS (16 px text, 44 px buttons, "Bigger table"). On a projector or laptop
(1000 px wide or more) the public page puts the Why panel, the odds and the log beside the
table (:data:`PUBLIC_WIDE_PX`), so a 1280×800 screen shows the table, the Why panel and the odds
without scrolling (a long Why panel scrolls inside its own box, at most 52 % of the window's
height); narrower, everything stands in one column.

>>> LOG_SHOWN, "min-width:900px" in PHONE_CSS
(12, True)
"""

from __future__ import annotations

LOG_SHOWN = 12  # the newest log entries on a phone
LARGE_PX = 900
"""The width of the table's drawing at "Bigger table" (scrolled sideways on a phone), where a
drawing made for a laptop's screen shows its labels at about 14 px or more."""
PUBLIC_WIDE_PX = 1000
"""From this window width on, the public page's table stands left (60 %) and the Why panel,
the odds and the log right of it."""
PHONE_CSS = """<style>
.pe-seat-page, .pe-public-page, .pe-join-page { font-size:16px; max-width:100%; }
.pe-seat-page .widget-html-content, .pe-public-page .widget-html-content,
.pe-join-page .widget-html-content,
.pe-seat-page .widget-readout, .pe-public-page .widget-readout { font-size:16px; }
.pe-seat-page .widget-button, .pe-seat-page button,
.pe-public-page .widget-button, .pe-public-page button,
.pe-join-page .widget-button, .pe-join-page button { min-height:44px !important;
  font-size:16px; }
.pe-join-page .pe-join-seats { gap:8px; }
.pe-seat-page .pe-seat-log .widget-html-content,
.pe-public-page .pe-public-log .widget-html-content { font-size:15px; }
.pe-seat-page svg, .pe-public-page svg { max-width:100%; height:auto; }
.pe-table-large { overflow-x:auto !important; }
.pe-table-large .widget-html-content > div { max-width:none !important; }
.pe-table-large svg { max-width:none !important; min-width:LARGEpx; }
@media (min-width: WIDEpx) {
  .pe-public-page.widget-vbox { display:block !important; }
  .pe-public-page > .pe-public-table { float:left; width:60% !important; margin-right:16px; }
  .pe-public-page > .pe-public-moves { float:left; clear:left; width:60% !important; }
  .pe-public-page > .pe-public-why, .pe-public-page > .pe-public-odds,
  .pe-public-page > .pe-public-log { overflow:hidden; }
  .pe-public-page > .pe-public-why { max-height:52vh; overflow-y:auto; }
  .pe-public-page > .pe-public-why .widget-html-content,
  .pe-public-page > .pe-public-odds .widget-html-content { font-size:15px; line-height:1.4; }
}
</style>""".replace("LARGE", str(LARGE_PX)).replace("WIDE", str(PUBLIC_WIDE_PX))


__all__ = ["LARGE_PX", "LOG_SHOWN", "PHONE_CSS", "PUBLIC_WIDE_PX"]
