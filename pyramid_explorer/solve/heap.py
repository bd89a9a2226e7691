"""Keep Python's cyclic garbage collector off the objects that live as long as the process.

A kernel that has loaded the explorer holds about 220,000 objects the collector tracks
(plotly's figure widget code, jsonschema, the widgets), and numba adds about 90,000 once the
compiled solver loads. Those objects never become garbage, but every *full* collection
(generation 2) walks all of them: 170 ms on the test machine, paid by whichever thread
happens to allocate when it is due. With a solve running in the background, which allocates
steadily, a full collection came every few seconds and landed in a click: the step that
usually takes 10 ms took 190–270 ms (``benchmarks/bench_explorer.py --while-solving``,
``docs/wholegame.md`` section 8).

:func:`settle` moves every object alive now into the collector's permanent generation
(:func:`gc.freeze`), after a young collection so that fresh garbage is not kept: later full
collections walk only what was created since. It is called once the big, long-lived things are loaded: when the
compiled kernels have loaded (:mod:`.kernel`), and when the background whole-game thread
starts and when it has solved a position (the explorer is built by then); each time only if
Python has needed a full collection since the last time. Frozen objects are still freed by
reference counting; only a frozen object that later becomes part of an unreachable cycle is
kept (the panels and imported modules here live as long as the kernel).

>>> settle() or _settled_after[0] >= 0    # froze now, or earlier in this process
True
>>> settle()                              # no full collection was needed since: nothing to do
False
"""

from __future__ import annotations

import gc
import os
import threading

ENABLED = os.environ.get("PYRAMID_SETTLE_HEAP") != "0"
"""Whether :func:`settle` freezes (environment ``PYRAMID_SETTLE_HEAP=0``: never, as before
issue 28; the baseline of ``benchmarks/bench_explorer.py --while-solving``)."""
_LOCK = threading.Lock()


_settled_after = [-1]    # full collections Python had made at the last settling (-1: never)


def full_collections() -> int:
    """How many full (generation 2) collections Python has made in this process."""
    return int(gc.get_stats()[2]["collections"])


def settle() -> bool:
    """Freeze the objects alive now out of the cyclic collector's walks, after a young
    collection (cheap; a full one would itself be the pause this avoids); True when it did.
    Only the first time, and again once Python has made a full collection since (the heap
    grew enough to need one): a process that builds many explorers (a test suite, a notebook)
    freezes rarely, so little of their garbage is ever kept. False with the collector
    disabled (then nothing walks them anyway) or ``PYRAMID_SETTLE_HEAP=0``."""
    if not ENABLED or not gc.isenabled():
        return False
    with _LOCK:
        if _settled_after[0] >= 0 and full_collections() <= _settled_after[0]:
            return False
        gc.collect(1)          # young garbage goes first
        gc.freeze()
        _settled_after[0] = full_collections()
    return True


__all__ = ["settle"]
