"""The pre-heated pool: never more kernels than learners who can still come, a few at a time.

Voila keeps ``pool_size`` kernels that have already run the notebook, and starts a new one each
time a visitor takes one. In a class of ``max_learners`` that wastes the cores just when they
are needed: with a pool as large as the class (so that nobody waits for a kernel), every
arrival would start one more kernel that nobody can take, while the class is clicking.
:func:`pool_target` makes the refill stop at what the class can still use: the pool holds at
most ``max_learners - learners`` kernels, and always at least one (the next visitor after
someone leaves gets a kernel at once; a visitor past the cap gets the "class is full" page and
takes none).

And Voila starts all missing kernels at once: 30 at the server's start, each about a
CPU-second, so on two cores the first is ready only when nearly all are (and a visitor meanwhile
waits for the first). :class:`PacedPool` starts at most ``at_once`` kernels at a time (one per
core): the next starts when one has run the notebook, so the first places are ready within
seconds and the server serves the first learners while it warms the rest. The same pace holds
for a refill (a new lesson after the last one left).

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
>>> starts_now(target=30, pooled=0, warming=0, at_once=2)    # the server's start
2
>>> starts_now(target=30, pooled=5, warming=2, at_once=2)    # two warming: wait for one
0
>>> starts_now(target=30, pooled=5, warming=1, at_once=2)
1
>>> starts_now(target=3, pooled=3, warming=0, at_once=2)     # full
0
"""

from __future__ import annotations

import os
import weakref
from collections.abc import Callable
from typing import Any


def pool_target(pool_size: int, max_learners: int, learners: int) -> int:
    """How many pre-heated kernels to keep: ``pool_size``, less what the class cannot use."""
    if max_learners <= 0 or pool_size <= 0:
        return pool_size
    return max(1, min(pool_size, max_learners - learners))


def starts_now(target: int, pooled: int, warming: int, at_once: int) -> int:
    """How many kernels to start now: up to ``target`` in the pool (``pooled`` there, ready or
    warming), with at most ``at_once`` warming at the same time."""
    return max(0, min(target - pooled, at_once - warming))


def cores() -> int:
    """The CPUs this process may run on (at least 1): how many kernels warm at once.

    >>> cores() >= 1
    True
    """
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):  # not on Linux
        return max(1, os.cpu_count() or 1)


def pooled_tasks(kernel_manager: Any, notebook_name: str | None) -> list[Any]:
    """Voila's pool for ``notebook_name``: the tasks that start its pre-heated kernels, oldest
    first (read only; Voila offers no accessor but the count)."""
    return list(getattr(kernel_manager, "_pools", {}).get(notebook_name, ()))


def pool_names(kernel_manager: Any) -> list[str | None]:
    """The notebooks Voila keeps a pool for."""
    return list(getattr(kernel_manager, "_pools", {}))


def failed(task: Any) -> bool:
    """A pool task that ended without a kernel (the kernel did not start)."""
    return task.done() and (task.cancelled() or task.exception() is not None)


def is_warm(task: Any) -> bool:
    """A pool task whose kernel has started and run the notebook (Voila's render task done)."""
    if not task.done() or failed(task):
        return False
    render = task.result().get("task")
    return render is None or render.done()


def is_warming(task: Any) -> bool:
    """A pool task whose kernel is starting, or running the notebook."""
    return not failed(task) and not is_warm(task)


class PacedPool:
    """Make ``kernel_manager`` (Voila's pooling kernel manager) refill its pool to
    :func:`pool_target` of ``size``, at most ``at_once`` kernels warming at a time.

    ``learners(kernel_manager)`` counts the kernels that serve learners; ``on_warm`` is called
    with no argument each time a pooled kernel has run the notebook. Voila's ``fill_if_needed``
    (which a visitor taking a kernel calls, and which starts ``pool_size - len(pool)``
    kernels) is replaced on the instance by :meth:`fill_if_needed`, which calls it with the
    pool size the pace allows for that one call; when a kernel has warmed, the pool is filled
    again.
    """

    def __init__(self, kernel_manager: Any, size: int, max_learners: int,
                 learners: Callable[[Any], int], at_once: int,
                 on_warm: Callable[[], None] | None = None) -> None:
        self.kernel_manager = kernel_manager
        self.size, self.max_learners, self.at_once = size, max_learners, max(1, at_once)
        self.learners, self.on_warm = learners, on_warm
        self._voila_fill = kernel_manager.fill_if_needed
        self._hooked: weakref.WeakSet[Any] = weakref.WeakSet()  # each task followed once
        self._rendering: set[Any] = set()  # kernels running the notebook, pooled or taken
        self._pages = 0  # pages being sent: each waits for its kernel to run the notebook

    def install(self) -> None:
        """Take over the refill, and follow the kernels Voila started when it was created."""
        self.kernel_manager.fill_if_needed = self.fill_if_needed
        for name in pool_names(self.kernel_manager):
            self._hook(name)

    def target(self) -> int:
        """How many pre-heated kernels the pool should hold now."""
        return pool_target(self.size, self.max_learners, self.learners(self.kernel_manager))

    def counts(self, notebook_name: str | None) -> tuple[int, int]:
        """``(warm, warming)`` kernels in the pool of ``notebook_name``."""
        tasks = pooled_tasks(self.kernel_manager, notebook_name)
        return sum(map(is_warm, tasks)), sum(map(is_warming, tasks))

    def warming(self) -> int:
        """Kernels that take a core now: starting, or running the notebook in the pool, and
        the pages being sent (a learner who took a kernel still warming waits for it: Voila's
        page finishes the notebook in the learner's kernel, so the learner's page comes first
        and the next place starts when it is there)."""
        return sum(not t.done() for t in self._hooked) + len(self._rendering) + self._pages

    def page_started(self) -> None:
        """A visitor's page is being sent (the page handler calls it)."""
        self._pages += 1

    def page_done(self) -> None:
        """A visitor's page has been sent: its core is free for the next place."""
        self._pages = max(0, self._pages - 1)
        for name in pool_names(self.kernel_manager):
            self.fill_if_needed(delay=0, notebook_name=name)

    def fill_if_needed(self, delay: float | None = None, notebook_name: str | None = None,
                       **kwargs: Any) -> None:
        """Start as many kernels as the target and the pace allow now (Voila's signature)."""
        km = self.kernel_manager
        tasks = pooled_tasks(km, notebook_name)
        warming = self.warming()
        start = starts_now(self.target(), len(tasks), warming, self.at_once)
        if self.max_learners > 0:  # never more kernels than the class: the learner count can
            # be one low while a pool kernel starts, so count every kernel, starting ones twice
            # at worst (a start put off here comes with the next kernel that warms)
            listed = getattr(km, "list_kernel_ids", None)
            kernels = (len(listed()) if callable(listed) else 0) + sum(
                not t.done() for t in tasks)
            start = min(start, max(0, self.max_learners - kernels))
        size = len(tasks) + start
        config = dict(km.kernel_pools_config)
        entry = dict(config.get(notebook_name, config.get("default", {})))
        entry["pool_size"] = size
        saved = km.kernel_pools_config
        km.kernel_pools_config = {**config, notebook_name: entry}
        try:
            self._voila_fill(delay=delay, notebook_name=notebook_name, **kwargs)
        finally:
            km.kernel_pools_config = saved
        self._hook(notebook_name)

    def _hook(self, notebook_name: str | None) -> None:
        for task in pooled_tasks(self.kernel_manager, notebook_name):
            if task not in self._hooked:
                self._hooked.add(task)
                task.add_done_callback(lambda t, n=notebook_name: self._started(t, n))

    def _started(self, task: Any, notebook_name: str | None) -> None:
        if failed(task):  # no refill here: a kernel that cannot start would loop
            return
        render = task.result().get("task")
        if render is None or render.done():
            self._warmed(notebook_name)
        else:
            self._rendering.add(render)
            render.add_done_callback(lambda r: self._warmed(notebook_name, r))

    def _warmed(self, notebook_name: str | None, render: Any = None) -> None:
        self._rendering.discard(render)
        if self.on_warm is not None:
            self.on_warm()
        self.fill_if_needed(delay=0, notebook_name=notebook_name)


def cap_pool(kernel_manager: Any, max_learners: int, learners: Callable[[Any], int],
             size: int | None = None, at_once: int = 0,
             on_warm: Callable[[], None] | None = None) -> PacedPool | None:
    """Install a :class:`PacedPool` on ``kernel_manager`` (Voila's pooling kernel manager;
    ``None`` and nothing done for one without a pool). ``size`` defaults to the pool size
    configured for Voila; ``at_once`` 0: no pace (as many at once as missing)."""
    if getattr(kernel_manager, "fill_if_needed", None) is None:
        return None
    if size is None:
        size = int(kernel_manager.kernel_pools_config.get("default", {}).get("pool_size", 1))
    paced = PacedPool(kernel_manager, size, max_learners, learners,
                      at_once if at_once > 0 else max(size, 1), on_warm)
    paced.install()
    return paced
