"""The step-through explorer: :class:`Explorer` and the modules it is built from.

>>> from pyramid_explorer.ui.explorer import Explorer
>>> Explorer("dice-pyramid", seed=7).state.step
0
"""

from .explorer import (
    Explorer,
)

__all__ = [
    "Explorer",
]
