"""One line describing the machine a benchmark ran on, shared by every script here.

>>> "Python" in describe() and "load average" in describe()
True
"""

from __future__ import annotations

import os
import platform
from collections.abc import Iterable


def cpu_model() -> str:
    """The CPU's model name (Linux), else what ``platform`` knows."""
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def describe(extra: Iterable[str] = ()) -> str:
    """``platform | CPU | logical CPUs | Python | load average`` plus any ``extra`` parts."""
    load = (", ".join(f"{x:.2f}" for x in os.getloadavg())
            if hasattr(os, "getloadavg") else "?")
    parts = [platform.platform(), cpu_model(), f"{os.cpu_count()} logical CPUs",
             f"Python {platform.python_version()}", f"load average {load}", *extra]
    return " | ".join(parts)
