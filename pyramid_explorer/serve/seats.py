"""The class's places: whose kernel is whose, places reserved before a kernel is handed out.

A learner's kernel belongs to the browser that opened its page (its login cookie's identity,
which jupyter_server keeps per browser: a random id, signed). :class:`Seats` remembers the
owner of every kernel handed to a page, so that the kernel's websocket, its shutdown and its
request info can be refused to anyone else, and counts the places taken: kernels with an owner
plus pages being served that have not got their kernel yet (a place is reserved before the
first ``await``, so simultaneous visits cannot all pass the cap). A page that never connects
to its kernel gives it back (see :meth:`Seats.unconnected`).

>>> seats = Seats(cap=2)
>>> first, second = seats.reserve("ada", running=set()), seats.reserve("bo", running=set())
>>> seats.reserve("cy", running=set()) is None      # both places are reserved: full
True
>>> seats.claim(first, "k1"); seats.owner("k1")
'ada'
>>> seats.release(second)                             # bo's page failed: the place is free
>>> seats.taken({"k1"}), seats.taken(set())           # a kernel that ended holds no place
(1, 0)
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Ticket:
    """One page being served: whose it is, and the kernel it got (once it has one)."""

    owner: str
    kernel_id: str | None = None
    open: bool = True


class Seats:
    """Owners of the learners' kernels and the places reserved; ``cap`` 0 means no cap."""

    def __init__(self, cap: int = 0) -> None:
        self.cap = cap
        self._owners: dict[str, str] = {}
        self._reserved: set[int] = set()
        self._connected: set[str] = set()

    def taken(self, running: set[str]) -> int:
        """Places taken: kernels with an owner that still run, and reservations."""
        return sum(1 for k in self._owners if k in running) + len(self._reserved)

    def reserve(self, owner: str, running: set[str]) -> Ticket | None:
        """A place for ``owner``'s page, or None when the class is full. Call it before any
        ``await`` of the request, so that the check and the reservation are one step."""
        if self.cap > 0 and self.taken(running) >= self.cap:
            return None
        ticket = Ticket(owner)
        self._reserved.add(id(ticket))
        return ticket

    def claim(self, ticket: Ticket, kernel_id: str) -> None:
        """``ticket``'s page got ``kernel_id``: the kernel is its owner's. Only the first kernel
        a ticket sees is claimed (a pool refill started during the request is nobody's)."""
        if ticket.kernel_id is not None or not ticket.open:
            return
        ticket.kernel_id = kernel_id
        self._owners[kernel_id] = ticket.owner
        self._reserved.discard(id(ticket))

    def release(self, ticket: Ticket) -> None:
        """The request is over: a reservation that got no kernel is given back."""
        ticket.open = False
        self._reserved.discard(id(ticket))

    def owner(self, kernel_id: str) -> str | None:
        """The identity the kernel belongs to; None for a kernel no page was given."""
        return self._owners.get(kernel_id)

    def connected(self, kernel_id: str) -> None:
        """The owner's page has connected to its kernel."""
        self._connected.add(kernel_id)

    def unconnected(self, kernel_id: str) -> bool:
        """Whether ``kernel_id`` still belongs to a page that never connected to it."""
        return kernel_id in self._owners and kernel_id not in self._connected

    def forget(self, kernel_id: str) -> None:
        """The kernel has ended."""
        self._owners.pop(kernel_id, None)
        self._connected.discard(kernel_id)
