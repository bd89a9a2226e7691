"""The pre-heated pool in a capped class: never more kernels than learners who can still come.

Voila keeps ``pool_size`` kernels that have already run the notebook, and starts a new one each
time a visitor takes one. In a class of ``max_learners`` that wastes the cores just when they
are needed: with a pool as large as the class (started before the lesson, so that nobody waits
for a kernel), every arrival would start one more kernel that nobody can take, while the class
is clicking. :func:`cap_pool` makes the refill stop at what the class can still use: the pool
holds at most ``max_learners - learners`` kernels, and always at least one (the next visitor
after someone leaves gets a kernel at once; a visitor past the cap gets the "class is full"
page and takes none).

>>> pool_target(pool_size=30, max_learners=30, learners=0)
30
>>> pool_target(pool_size=30, max_learners=30, learners=12)
18
>>> pool_target(pool_size=4, max_learners=30, learners=12)
4
>>> pool_target(pool_size=30, max_learners=30, learners=30)
1
>>> pool_target(pool_size=2, max_learners=0, learners=50)   # no cap: Voila's own rule
2
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def pool_target(pool_size: int, max_learners: int, learners: int) -> int:
    """How many pre-heated kernels to keep: ``pool_size``, less what the class cannot use."""
    if max_learners <= 0 or pool_size <= 0:
        return pool_size
    return max(1, min(pool_size, max_learners - learners))


def cap_pool(kernel_manager: Any, max_learners: int,
             learners: Callable[[Any], int]) -> None:
    """Make ``kernel_manager`` (Voila's pooling kernel manager) refill to :func:`pool_target`.

    ``learners(kernel_manager)`` counts the kernels that serve learners. Voila's
    ``fill_if_needed`` reads the pool's size from ``kernel_pools_config``; for the one call,
    that size is the target.
    """
    fill = getattr(kernel_manager, "fill_if_needed", None)
    if fill is None or max_learners <= 0:
        return

    def fill_if_needed(delay: float | None = None, notebook_name: str | None = None,
                       **kwargs: Any) -> None:
        config = dict(kernel_manager.kernel_pools_config)
        default = dict(config.get("default", {}))
        entry = dict(config.get(notebook_name, default))
        size = int(entry.get("pool_size", default.get("pool_size", 1)))
        entry["pool_size"] = pool_target(size, max_learners, learners(kernel_manager))
        saved = kernel_manager.kernel_pools_config
        kernel_manager.kernel_pools_config = {**config, notebook_name: entry}
        try:
            fill(delay=delay, notebook_name=notebook_name, **kwargs)
        finally:
            kernel_manager.kernel_pools_config = saved

    kernel_manager.fill_if_needed = fill_if_needed
