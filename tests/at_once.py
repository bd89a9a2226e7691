"""Calls started at the same moment on threads (a class clicking together): what each
returned or raised, in the order they finished.

>>> sorted(at_once(lambda i: 10 // i, 3), key=str)
[10, 5, ZeroDivisionError('integer division or modulo by zero')]
"""

from __future__ import annotations

import threading
from collections.abc import Callable


def at_once(call: Callable[[int], object], count: int) -> list[object]:
    """``call(0)`` … ``call(count - 1)``, each on its own thread, released together by a
    barrier; each one's return value, or the exception it raised."""
    barrier, lock = threading.Barrier(count), threading.Lock()
    results: list[object] = []

    def run(i: int) -> None:
        barrier.wait()
        try:
            out: object = call(i)
        except Exception as exc:  # noqa: BLE001 - every outcome is collected
            out = exc
        with lock:
            results.append(out)

    threads = [threading.Thread(target=run, args=(i,)) for i in range(count)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return results
