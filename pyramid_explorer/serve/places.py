"""What the teacher's console says while the class's places warm up, and what they cost.

A served dashboard keeps a pre-heated kernel (a *place*) for each learner who may come
(``--classroom``: the whole class, see :mod:`pyramid_explorer.serve.pool`). Starting them takes
a while (about a CPU-second each); the server serves the first learners meanwhile. The console
says how far it is, and once every place is ready, what they hold in memory, measured: the
proportional set size (PSS, ``/proc/PID/smaps_rollup``: a page shared by k processes counts
1/k in each) of the server and all its kernels. The text is in the console's language
(``LC_ALL``, ``LC_MESSAGES``, ``LANG``): German for ``de…``, else English.

>>> ready_line(30, 1.8 * 2**30, "en")
'30 places ready, 1.8 GB of memory (server and kernels, measured).'
>>> ready_line(30, 1.8 * 2**30, "de")
'30 Plätze bereit, 1,8 GB Arbeitsspeicher (Server und Kernel, gemessen).'
>>> ready_line(1, 150 * 2**20, "en")
'1 place ready, 0.15 GB of memory (server and kernels, measured).'
>>> warming_line(12, 30, 0.7 * 2**30, "en")
'warming 12/30 places… (0.7 GB)'
>>> warming_line(12, 30, None, "de")
'12/30 Plätze vorgewärmt…'
>>> console_language({"LANG": "de_DE.UTF-8"}), console_language({"LANG": "C.UTF-8"})
('de', 'en')
>>> console_language({"LC_ALL": "en_GB.UTF-8", "LANG": "de_DE.UTF-8"})
'en'
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable, Iterable, Mapping
from typing import TextIO

from pyramid_explorer.engine.rules import Bilingual

PROGRESS_EVERY = 2.0
"""Seconds between two progress lines (the last place always gets its line)."""

START = Bilingual(
    "Warming {places} places for the class ({at_once} at a time); learners can come in "
    "already.",
    "{places} Plätze für die Klasse werden vorgewärmt (je {at_once} zugleich); die Klasse kann "
    "schon hereinkommen.")
WARMING = Bilingual("warming {ready}/{places} places…{memory}",
                    "{ready}/{places} Plätze vorgewärmt…{memory}")
READY = Bilingual("{places} places ready, {memory} of memory (server and kernels, measured).",
                  "{places} Plätze bereit, {memory} Arbeitsspeicher (Server und Kernel, "
                  "gemessen).")
READY_ONE = Bilingual("1 place ready, {memory} of memory (server and kernels, measured).",
                      "1 Platz bereit, {memory} Arbeitsspeicher (Server und Kernel, gemessen).")
READY_NO_MEMORY = Bilingual("{places} places ready.", "{places} Plätze bereit.")


def console_language(environ: Mapping[str, str] | None = None) -> str:
    """``"de"`` when the console's locale is German, else ``"en"`` (the first of ``LC_ALL``,
    ``LC_MESSAGES``, ``LANG`` that is set decides, as for gettext)."""
    env = os.environ if environ is None else environ
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name, "")
        if value:
            return "de" if value.lower().startswith("de") else "en"
    return "en"


def gigabytes(size: float, lang: str = "en") -> str:
    """``size`` bytes in GB, with two significant digits below 1 GB, one decimal above.

    >>> gigabytes(1.83 * 2**30), gigabytes(1.83 * 2**30, "de"), gigabytes(58 * 2**20)
    ('1.8 GB', '1,8 GB', '0.057 GB')
    """
    gb = size / 2**30
    text = f"{gb:.1f}" if gb >= 1 else f"{gb:.2g}"
    return (text.replace(".", ",") if lang == "de" else text) + " GB"


def warming_line(ready: int, places: int, memory: float | None, lang: str = "en") -> str:
    """The progress line: ``ready`` of ``places`` warm, and the memory so far (if known)."""
    shown = f" ({gigabytes(memory, lang)})" if memory is not None else ""
    return WARMING.get(lang).format(ready=ready, places=places, memory=shown)


def ready_line(places: int, memory: float | None, lang: str = "en") -> str:
    """The line once every place is ready, with the memory the server and kernels hold."""
    if memory is None:
        return READY_NO_MEMORY.get(lang).format(places=places)
    text = READY_ONE if places == 1 else READY
    return text.get(lang).format(places=places, memory=gigabytes(memory, lang))


def pss(pid: int) -> int | None:
    """The proportional set size of process ``pid`` in bytes; ``None`` where it cannot be
    read (not Linux, the process gone).

    >>> pss(os.getpid()) > 0
    True
    """
    try:
        with open(f"/proc/{pid}/smaps_rollup", encoding="ascii") as f:
            for line in f:
                if line.startswith("Pss:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError):
        return None
    return None


def memory_of(pids: Iterable[int]) -> int | None:
    """The summed PSS of ``pids`` (those still there); ``None`` when none can be read."""
    sizes = [size for size in map(pss, pids) if size is not None]
    return sum(sizes) if sizes else None


class WarmUpReport:
    """Prints the warm-up of ``places`` places on ``out``: a first line, progress at most every
    :data:`PROGRESS_EVERY` seconds, and the ready line with the memory once, when the first
    warm-up is complete (later refills are silent).

    ``ready()`` gives ``(ready places, complete)``: learners plus warm pooled kernels, and
    whether nothing is left to warm; ``pids()`` the server's and the kernels' process ids.
    """

    def __init__(self, places: int, at_once: int, ready: Callable[[], tuple[int, bool]],
                 pids: Callable[[], list[int]], out: TextIO | None = None,
                 lang: str | None = None, clock: Callable[[], float] = time.monotonic) -> None:
        self.places, self.at_once = places, at_once
        self._ready, self._pids = ready, pids
        self.out = out if out is not None else sys.stdout
        self.lang = lang or console_language()
        self._clock = clock
        self._last = clock()
        self.done = False

    def start(self) -> None:
        """Say what is warming, when it takes more than one round."""
        if self.places > self.at_once:
            self._say(START.get(self.lang).format(places=self.places, at_once=self.at_once))

    def kernel_warm(self) -> None:
        """A pooled kernel has run the notebook: say how far the warm-up is."""
        if self.done:
            return
        ready, complete = self._ready()
        if complete:
            self.done = True
            self._say(ready_line(ready, memory_of(self._pids()), self.lang))
        elif self._clock() - self._last >= PROGRESS_EVERY:
            self._last = self._clock()
            self._say(warming_line(ready, self.places, memory_of(self._pids()), self.lang))

    def _say(self, line: str) -> None:
        print(line, file=self.out, flush=True)
