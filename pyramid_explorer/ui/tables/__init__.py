"""Shared tables in the dashboard: a seat's page (:class:`SeatPage`) and the referee's
"Open a table" with join links and QR codes (:class:`TableOpener`)."""

from .open_link import link_problem, open_seat_page
from .opener import TableOpener
from .page import SeatPage

__all__ = ["SeatPage", "TableOpener", "link_problem", "open_seat_page"]
