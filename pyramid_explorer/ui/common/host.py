"""Where the kernel runs: started by Voila (the dashboard owns its page) or by a notebook
interface (JupyterLab, Notebook 7, …), where the page is the interface's.

Voila sets ``VOILA_*`` variables for every kernel it starts, a kernel it keeps ready in its pool
(``VOILA_PREHEAT``) as much as one started for a page (``VOILA_BASE_URL``, and
``VOILA_KERNEL_ID`` once the notebook runs); a notebook interface sets none of them.

>>> import os
>>> saved = {k: os.environ.pop(k) for k in VOILA_VARIABLES if k in os.environ}
>>> in_voila()
False
>>> os.environ["VOILA_PREHEAT"] = "True"; in_voila()
True
>>> del os.environ["VOILA_PREHEAT"]; os.environ.update(saved)
"""

from __future__ import annotations

import os

VOILA_VARIABLES = ("VOILA_BASE_URL", "VOILA_PREHEAT", "VOILA_KERNEL_ID")
"""The environment variables Voila sets for the kernels it starts."""


def in_voila() -> bool:
    """True in a kernel started by Voila (it sets ``VOILA_*`` variables for its kernels)."""
    return any(name in os.environ for name in VOILA_VARIABLES)


__all__ = ["VOILA_VARIABLES", "in_voila"]
