"""What a shared table's pages share on a phone and a projector: how many log entries they
show, and their CSS (16 px text, 44 px buttons, "Bigger table").

>>> LOG_SHOWN, "min-width:900px" in PHONE_CSS
(12, True)
"""

from __future__ import annotations

LOG_SHOWN = 12  # the newest log entries on a phone
LARGE_PX = 900
"""The width of the table's drawing at "Bigger table" (scrolled sideways on a phone), where a
drawing made for a laptop's screen shows its labels at about 14 px or more."""
PHONE_CSS = """<style>
.pe-seat-page, .pe-public-page { font-size:16px; max-width:100%; }
.pe-seat-page .widget-html-content, .pe-public-page .widget-html-content,
.pe-seat-page .widget-readout, .pe-public-page .widget-readout { font-size:16px; }
.pe-seat-page .widget-button, .pe-seat-page button,
.pe-public-page .widget-button, .pe-public-page button { min-height:44px !important;
  font-size:16px; }
.pe-seat-page .pe-seat-log .widget-html-content,
.pe-public-page .pe-public-log .widget-html-content { font-size:15px; }
.pe-seat-page svg, .pe-public-page svg { max-width:100%; height:auto; }
.pe-table-large { overflow-x:auto !important; }
.pe-table-large .widget-html-content > div { max-width:none !important; }
.pe-table-large svg { max-width:none !important; min-width:LARGEpx; }
</style>""".replace("LARGE", str(LARGE_PX))


__all__ = ["LARGE_PX", "LOG_SHOWN", "PHONE_CSS"]
