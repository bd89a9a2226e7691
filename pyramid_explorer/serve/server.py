"""The dashboard's Voila server: every page gives its kernel back, a cap on learners, clear pages.

:class:`DashboardServer` is Voila's own application with one handler replaced. The notebook
page is served by :class:`DashboardPageHandler`, which

* sets the ``_xsrf`` cookie with the page. Voila's page sends ``POST /voila/api/shutdown/<id>``
  (a ``sendBeacon`` with the ``_xsrf`` value read from ``document.cookie``) when it is closed or
  reloaded, but Voila never sets that cookie, so the request failed with ``403 '_xsrf' argument
  missing`` and every visit left its kernel running. With the cookie, the kernel is shut down;
* answers ``503`` with a friendly page (:func:`~pyramid_explorer.serve.pages.class_full_page`)
  when ``max_learners`` kernels are already serving learners;
* answers ``403`` with :func:`~pyramid_explorer.serve.pages.no_access_page` (instead of a login
  form) to a visitor without the token, when the server has one.

Kernels whose page went away without saying so (a laptop lid closed, a lost connection) are
left to jupyter_server's idle culler (``--MappingKernelManager.cull_idle_timeout``), which
``pyramid-explorer dashboard`` turns on; Voila keeps its pre-heated kernels out of the culling.

>>> issubclass(DashboardPageHandler, TornadoVoilaHandler)
True
"""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any

from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
from jupyter_server.utils import ensure_async
from traitlets import Integer
from voila.app import Voila
from voila.tornado.handler import TornadoVoilaHandler

from pyramid_explorer.serve.pages import class_full_page, no_access_page
from pyramid_explorer.serve.pool import cap_pool
from pyramid_explorer.serve.speed import now, record_activity_lean, share_template_cache

MAX_LEARNERS_SETTING = "pyramid_explorer_max_learners"


def learner_kernel_count(kernel_manager: Any) -> int:
    """Running kernels that serve a learner: all of them but Voila's pre-heated, unused ones.

    A pool kernel still starting (its task not done: it is running the notebook) is already
    listed as running but not yet known by id; it is no learner's either, so each such task is
    taken off the count. (Were its kernel not listed yet, the count is one too low for that
    moment: better one learner too many than the first learner of a lesson turned away.)
    """
    running = set(kernel_manager.list_kernel_ids())
    waiting = set()
    starting = 0
    for pool in getattr(kernel_manager, "_pools", {}).values():
        for task in pool:
            if not task.done():
                starting += 1
            elif not task.cancelled() and task.exception() is None:
                waiting.add(task.result()["kernel_id"])
    return max(0, len(running - waiting) - starting)


class LearnerKernelManager(AsyncMappingKernelManager):
    """jupyter_server's kernel manager, whose idle clock starts when a kernel reaches a learner.

    A pre-heated kernel may wait in Voila's pool for longer than the idle timeout, and its last
    activity is when it ran the notebook. Handed to a visitor, it would be culled at the next
    check, before the visitor's page has connected to it. So the first time the culler looks at
    a kernel outside the pool (within one cull interval of the hand-out; Voila skips pooled
    kernels), its idle time starts from then.
    """

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._seen_by_culler: set[str] = set()

    async def cull_kernel_if_idle(self, kernel_id: str) -> None:
        if kernel_id not in self._seen_by_culler:
            self._seen_by_culler.add(kernel_id)
            kernel = self._kernels[kernel_id]
            if hasattr(kernel, "last_activity"):
                kernel.last_activity = datetime.now(timezone.utc)
            return
        await ensure_async(super().cull_kernel_if_idle(kernel_id))

    def start_watching_activity(self, kernel_id: str) -> None:
        """As jupyter_server's, but reading only the parts of a message it needs (see
        :func:`~pyramid_explorer.serve.speed.record_activity_lean`)."""
        kernel = self._kernels[kernel_id]
        kernel.reason = ""
        kernel.last_activity = now()
        kernel._activity_stream = kernel.connect_iopub()

        def on_activity() -> None:
            self.last_kernel_activity = kernel.last_activity = now()

        kernel._activity_stream.on_recv(
            record_activity_lean(kernel, on_activity, self.track_message_type))

    async def shutdown_kernel(self, kernel_id: str, *args: Any, **kwargs: Any) -> None:
        self._seen_by_culler.discard(kernel_id)
        await ensure_async(super().shutdown_kernel(kernel_id, *args, **kwargs))


class DashboardPageHandler(TornadoVoilaHandler):
    """Voila's notebook page, with the xsrf cookie, the learner cap and friendly refusals."""

    async def prepare(self, *, _redirect_to_login: bool = False) -> None:  # type: ignore[override]
        # a visitor without the token gets 403 and our page, not Voila's login form
        return await super().prepare(_redirect_to_login=False)

    async def get(self, path: str | None = None) -> None:
        cap = int(self.settings.get(MAX_LEARNERS_SETTING, 0))
        if not path and cap > 0 and learner_kernel_count(self.kernel_manager) >= cap:
            self.log.warning("class full: %d learners, refusing a new visitor", cap)
            self.set_status(503)
            self.set_header("Retry-After", "60")
            self.set_header("Cache-Control", "no-store")
            self.set_header("Content-Type", "text/html; charset=utf-8")
            self.finish(class_full_page(cap, self.request.headers.get("Accept-Language")))
            return
        # Voila's page reads this cookie to send the shutdown request when it is unloaded
        self.xsrf_token  # noqa: B018  (reading it sets the cookie)
        await super().get(path)

    def write_error(self, status_code: int, **kwargs: Any) -> None:
        if status_code == 403:
            self.set_header("Content-Type", "text/html; charset=utf-8")
            self.finish(no_access_page(self.request.headers.get("Accept-Language")))
            return
        super().write_error(status_code, **kwargs)


class DashboardServer(Voila):
    """Voila serving one notebook through :class:`DashboardPageHandler`.

    Kernels are managed by :class:`LearnerKernelManager` unless another class is configured.
    """

    name = "pyramid-explorer-serve"
    max_learners = Integer(
        0, config=True,
        help="Refuse new visitors (with a friendly page) while this many kernels serve "
             "learners; 0 means no cap.")

    def init_settings(self) -> dict:
        share_template_cache()  # Voila compiled its page templates again for every page
        configuration = self.voila_configuration
        if configuration.multi_kernel_manager_class is AsyncMappingKernelManager:
            configuration.multi_kernel_manager_class = LearnerKernelManager
        settings = super().init_settings()
        settings[MAX_LEARNERS_SETTING] = self.max_learners
        # a pool as large as the class is started before the lesson; refill only what can be used
        cap_pool(self.kernel_manager, self.max_learners, learner_kernel_count)
        return settings

    def init_handlers(self) -> list:
        handlers = super().init_handlers()
        return [(h[0], DashboardPageHandler, *h[2:]) if h[1] is TornadoVoilaHandler else h
                for h in handlers]


def main() -> None:
    """Run the server with Voila's command line (``python -m pyramid_explorer.serve``)."""
    DashboardServer.launch_instance()
