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

import asyncio
import json
import logging
import os
import sys
from datetime import datetime, timezone
from typing import Any

from jupyter_server.auth.authorizer import Authorizer
from jupyter_server.auth.logout import LogoutHandler
from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
from jupyter_server.utils import ensure_async
from tornado.ioloop import IOLoop
from tornado.routing import HostMatches
from traitlets import Bool, Integer, Type
from voila.app import Voila
from voila.request_info_handler import RequestInfoSocketHandler
from voila.shutdown_kernel_handler import VoilaShutdownKernelHandler
from voila.static_file_handler import AllowListFileHandler, TemplateStaticFileHandler
from voila.tornado.handler import TornadoVoilaHandler
from voila.tornado.kernel_websocket_handler import VoilaKernelWebsocketHandler
from voila.voila_identity_provider import VoilaLoginHandler

from pyramid_explorer.serve.doors import (
    NotHereHandler,
    PictureFileHandler,
    TemplateFileHandler,
    host_pattern,
    notebook_pictures,
    picture_allowlist,
)
from pyramid_explorer.serve.launch import TOKEN_ENV
from pyramid_explorer.serve.offline import without_unused_extensions
from pyramid_explorer.serve.ownership import (
    CURRENT_TICKET,
    OWNERSHIP_SETTING,
    SEATS_SETTING,
    KernelOwnerAuthorizer,
    OwnedKernelWebsocketHandler,
    OwnedQueryHandler,
    OwnedShutdownHandler,
    hand_out_to_owners,
)
from pyramid_explorer.serve.pages import class_full_page, no_access_page
from pyramid_explorer.serve.places import WarmUpReport
from pyramid_explorer.serve.pool import PacedPool, cap_pool, cores, pool_names, pool_target
from pyramid_explorer.serve.quiet_log import ScrubFilter, request_logger, scrub_handlers
from pyramid_explorer.serve.seats import Seats
from pyramid_explorer.serve.speed import now, record_activity_lean, share_template_cache

MAX_LEARNERS_SETTING = "pyramid_explorer_max_learners"
CONNECT_TIMEOUT_SETTING = "pyramid_explorer_connect_timeout"
PACE_SETTING = "pyramid_explorer_paced_pool"
REPLACED_HANDLERS = {
    TemplateStaticFileHandler: TemplateFileHandler,
    LogoutHandler: NotHereHandler,
    VoilaLoginHandler: NotHereHandler,
    TornadoVoilaHandler: None,  # the notebook page: DashboardPageHandler, defined below
    VoilaKernelWebsocketHandler: OwnedKernelWebsocketHandler,
    VoilaShutdownKernelHandler: OwnedShutdownHandler,
    RequestInfoSocketHandler: OwnedQueryHandler,
    AllowListFileHandler: PictureFileHandler,
}


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


def kernel_pids(kernel_manager: Any) -> list[int]:
    """The process ids of the running kernels (those started as local processes)."""
    pids = []
    for kernel_id in kernel_manager.list_kernel_ids():
        try:
            kernel = kernel_manager.get_kernel(kernel_id)
        except KeyError:  # ended meanwhile
            continue
        pid = getattr(getattr(kernel, "provisioner", None), "pid", None)
        if isinstance(pid, int):
            pids.append(pid)
    return pids


def warm_up_state(paced: PacedPool) -> tuple[int, bool]:
    """``(ready places, complete)`` of a served class: learners plus warm pooled kernels, and
    whether the pool holds all it should, every kernel warm."""
    km = paced.kernel_manager
    warm = warming = 0
    for name in pool_names(km):
        w, s = paced.counts(name)
        warm, warming = warm + w, warming + s
    places = pool_target(paced.size, paced.max_learners, 0)  # the class (a spare is no place)
    ready = min(places, learner_kernel_count(km) + warm)
    return ready, warming == 0 and warm >= paced.target()


PAGE_EXTENSIONS = ("@jupyter-widgets/jupyterlab-manager", "@voila-dashboards/widgets-manager7",
                   "@voila-dashboards/widgets-manager8", "anywidget", "jupyterlab-plotly",
                   "jupyterlab_pygments")
"""The JupyterLab extensions the dashboard's page loads: the widgets and what draws them.
Any other extension installed beside (Notebook 7's, a teacher's) stays out of the page: one
built for JupyterLab's own shell breaks Voila's page ("The getter for the shared module is
not a function") and would load code no lesson needs."""

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
        self.seats: Seats | None = None
        """The class's places (set by :class:`DashboardServer`): an ended kernel frees one."""

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
        if self.seats is not None:
            self.seats.forget(kernel_id)


async def give_back_if_unconnected(kernel_manager: Any, seats: Seats, kernel_id: str,
                                   log: Any) -> None:
    """End ``kernel_id`` if its page never connected to it (a plain GET, a page that failed)."""
    if not seats.unconnected(kernel_id) or kernel_id not in kernel_manager:
        return
    log.warning("a page never connected to its kernel: the kernel is given back")
    await ensure_async(kernel_manager.shutdown_kernel(kernel_id))
    seats.forget(kernel_id)


class DashboardPageHandler(TornadoVoilaHandler):
    """Voila's notebook page, with the xsrf cookie, the learner cap and friendly refusals."""

    async def prepare(self, *, _redirect_to_login: bool = False) -> None:  # type: ignore[override]
        # a visitor without the token gets 403 and our page, not Voila's login form
        return await super().prepare(_redirect_to_login=False)

    async def get(self, path: str | None = None) -> None:
        if path:  # Voila redirects any other path to /voila/files
            await super().get(path)
            return
        seats: Seats = self.settings[SEATS_SETTING]
        user = self.current_user
        # the check and the reservation are one step, before the first await: simultaneous
        # visits cannot all pass the cap
        ticket = seats.reserve(getattr(user, "username", ""),
                               set(self.kernel_manager.list_kernel_ids()))
        if ticket is None:
            self.log.warning("class full: %d learners, refusing a new visitor", seats.cap)
            self.set_status(503)
            self.set_header("Retry-After", "60")
            self.set_header("Cache-Control", "no-store")
            self.set_header("Content-Type", "text/html; charset=utf-8")
            self.finish(class_full_page(seats.cap, self.request.headers.get("Accept-Language")))
            return
        # Voila's page reads this cookie to send the shutdown request when it is unloaded
        self.xsrf_token  # noqa: B018  (reading it sets the cookie)
        context = CURRENT_TICKET.set(ticket)
        paced: PacedPool | None = self.settings.get(PACE_SETTING)
        if paced is not None:
            paced.page_started()
        try:
            await super().get(path)
        finally:
            if paced is not None:
                paced.page_done()
            CURRENT_TICKET.reset(context)
            seats.release(ticket)
            if ticket.kernel_id is not None:
                IOLoop.current().call_later(
                    int(self.settings.get(CONNECT_TIMEOUT_SETTING, 60)),
                    lambda k=ticket.kernel_id: asyncio.ensure_future(give_back_if_unconnected(
                        self.kernel_manager, seats, k, self.log)))

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
    connect_timeout = Integer(
        60, config=True,
        help="Seconds after its page was sent within which the page must connect to its "
             "kernel; a kernel whose page never connects is given back.")
    warm_at_once = Integer(
        0, config=True,
        help="Pre-heated kernels started at the same time (the next starts when one has run "
             "the notebook); 0: one per CPU core.")
    ownership = Bool(
        True, config=True,
        help="Refuse a kernel's websocket, shutdown and request info to every browser but the "
             "one that opened its page. Off only for benchmark baselines.")
    authorizer_class = Type(
        default_value=KernelOwnerAuthorizer, klass=Authorizer, config=True,
        help="jupyter_server's authorizer: kernels only for the browser that owns them.")

    def init_settings(self) -> dict:
        share_template_cache()  # Voila compiled its page templates again for every page
        configuration = self.voila_configuration
        if not configuration.extension_allowlist:  # (a teacher's own list is kept)
            configuration.extension_allowlist = list(PAGE_EXTENSIONS)
        if configuration.multi_kernel_manager_class is AsyncMappingKernelManager:
            configuration.multi_kernel_manager_class = LearnerKernelManager
        configuration.extension_denylist = without_unused_extensions(
            configuration.extension_denylist)
        # Voila would start the whole pool at once: it starts only the first few here, and
        # the paced pool (below) the others as those have run the notebook
        pool_size = configuration.default_pool_size if configuration.preheat_kernel else 0
        at_once = self.warm_at_once if self.warm_at_once > 0 else cores()
        if pool_size > 0:
            configuration.default_pool_size = min(pool_size, at_once)
        settings = super().init_settings()
        settings[MAX_LEARNERS_SETTING] = self.max_learners
        seats = Seats(self.max_learners)
        settings[SEATS_SETTING] = seats
        settings[CONNECT_TIMEOUT_SETTING] = self.connect_timeout
        settings[OWNERSHIP_SETTING] = self.ownership
        if isinstance(self.kernel_manager, LearnerKernelManager):
            self.kernel_manager.seats = seats
        hand_out_to_owners(self.kernel_manager, seats)
        # the terminal is projected in class: no token, and in classroom mode no kernel id
        token = self.token or ""
        quiet = ScrubFilter(token, kernel_ids=bool(token))
        tornado_log = logging.getLogger("tornado")  # through our handlers, as jupyter_server's
        tornado_log.parent, tornado_log.propagate = self.log, True  # ServerApp does
        scrub_handlers([self.log, logging.getLogger()], quiet)
        settings["log_function"] = request_logger(self.log, token, kernel_ids=bool(token))
        if pool_size > 0:
            settings[PACE_SETTING] = self._pace_pool(pool_size, at_once)
        return settings

    def _pace_pool(self, size: int, at_once: int) -> PacedPool | None:
        """Warm the pool ``at_once`` kernels at a time, refill only what the class can use,
        and say on the console how far the warm-up is and what the places hold."""
        places = pool_target(size, self.max_learners, 0)
        report = WarmUpReport(places, at_once, ready=lambda: warm_up_state(paced),
                              pids=lambda: [os.getpid(), *kernel_pids(self.kernel_manager)])
        paced = cap_pool(self.kernel_manager, self.max_learners, learner_kernel_count,
                         size=size, at_once=at_once, on_warm=report.kernel_warm)
        if paced is not None:
            report.start()
        return paced

    def init_handlers(self) -> list:
        # /voila/files serves the pictures the notebook shows, and nothing else
        pictures: list[str] = []
        if self.notebook_path:
            with open(self.notebook_path, encoding="utf-8") as f:
                notebook = json.load(f)
            pictures = notebook_pictures(notebook,
                                         os.path.relpath(self.notebook_path, self.root_dir))
        self.voila_configuration.file_allowlist = picture_allowlist(pictures)
        handlers = super().init_handlers()
        replaced = {**REPLACED_HANDLERS, TornadoVoilaHandler: DashboardPageHandler}
        handlers = [(h[0], replaced.get(h[1], h[1]), *h[2:]) for h in handlers]
        # only requests to a loopback name or the address served (no DNS rebinding): any
        # other Host finds no handler, and tornado answers 404
        return [(HostMatches(host_pattern(self.ip)), handlers)]


def main(argv: list[str] | None = None) -> None:
    """Run the server with Voila's command line (``python -m pyramid_explorer.serve``).

    The link's token comes in the environment (:data:`~pyramid_explorer.serve.launch.TOKEN_ENV`),
    never on the command line, where ``ps`` shows it to every user of the machine; it is taken
    out of the environment here, so the kernels this server starts never see it.
    """
    args = list(sys.argv[1:] if argv is None else argv)
    token = os.environ.pop(TOKEN_ENV, None)
    if token is not None:
        args.append(f"--Voila.token={token}")
    DashboardServer.launch_instance(args)
