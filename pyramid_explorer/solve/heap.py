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
collections walk only what was created since. It is called once the big, long-lived things
are loaded, once each per process: when the compiled kernels have loaded (:mod:`.kernel`) and
when the first background whole-game thread starts (the explorer is built by then). Frozen
objects are still freed by reference counting; only a frozen object that later becomes part
of an unreachable cycle is kept (the panels and imported modules here live as long as the
kernel).

>>> import gc
>>> before = gc.get_freeze_count()
>>> junk = [[i] for i in range(1000)]
>>> settle() and gc.get_freeze_count() >= before + 1000
True
"""

from __future__ import annotations

import gc
import os
import threading

ENABLED = os.environ.get("PYRAMID_SETTLE_HEAP") != "0"
"""Whether :func:`settle` freezes (environment ``PYRAMID_SETTLE_HEAP=0``: never, as before
issue 28; the baseline of ``benchmarks/bench_explorer.py --while-solving``)."""
_LOCK = threading.Lock()


_DONE: set[str] = set()


def settle(moment: str | None = None) -> bool:
    """Freeze the objects alive now out of the cyclic collector's walks (see module docs);
    True when done (False when the collector is disabled, as then nothing walks them anyway,
    or when ``PYRAMID_SETTLE_HEAP=0``). With ``moment`` (``"kernels"``, ``"explorer"``) only
    the first call for it freezes: a process that builds many explorers (a test suite, a
    notebook) freezes once, so garbage of later ones is never kept."""
    if not ENABLED or not gc.isenabled():
        return False
    with _LOCK:
        if moment is not None:
            if moment in _DONE:
                return False
            _DONE.add(moment)
        gc.collect(1)          # young garbage goes first (cheap: the old generation is kept)
        gc.freeze()
    return True


__all__ = ["settle"]
