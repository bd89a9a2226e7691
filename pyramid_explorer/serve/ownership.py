"""A learner's kernel answers only the browser that opened its page.

Without this, a kernel's id was its only lock: anyone with the link's token and another
learner's kernel id could connect to that kernel's websocket (read the widgets, push HTML and
script into the victim's page), end it (``DELETE /api/kernels/<id>``, ``POST
/voila/api/shutdown/<id>``) or read its page's request (``/voila/query/<id>``, which carries
the link's query string). jupyter_server's own mechanisms do the work here:

* the **identity** is jupyter_server's login cookie: a random id per browser, signed with the
  server's cookie secret (set with the first page, with or without a token);
* :func:`hand_out_to_owners` records, through :class:`~pyramid_explorer.serve.seats.Seats`,
  which identity each kernel was handed to (by Voila's pool or by a fresh start), while the
  page handler serves that identity's page (:data:`CURRENT_TICKET`);
* :class:`KernelOwnerAuthorizer`, jupyter_server's ``Authorizer`` hook, answers "may this user
  act on the ``kernels`` resource?" with "only on a kernel they own": it guards the websocket
  (``pre_get``) and ``/api/kernels/<id>``;
* Voila's shutdown and request-info handlers, which ask no authorizer, are replaced by
  :class:`OwnedShutdownHandler` and :class:`OwnedQueryHandler`, which do (and the latter asks
  for the token, which it did not).

>>> from pyramid_explorer.serve.seats import Seats
>>> seats = Seats()
>>> ticket = seats.reserve("ada", running=set())
>>> seats.claim(ticket, "k1")
>>> may_use(seats, "ada", "k1"), may_use(seats, "bo", "k1"), may_use(seats, "ada", "k2")
(True, False, False)
"""

from __future__ import annotations

import contextvars
from typing import Any

from jupyter_core.utils import ensure_async
from jupyter_server.auth.authorizer import Authorizer
from jupyter_server.auth.decorator import ws_authenticated
from jupyter_server.base.handlers import JupyterHandler
from tornado import httputil, web
from voila.request_info_handler import RequestInfoSocketHandler
from voila.shutdown_kernel_handler import VoilaShutdownKernelHandler
from voila.tornado.kernel_websocket_handler import VoilaKernelWebsocketHandler

from pyramid_explorer.serve.seats import Seats, Ticket

SEATS_SETTING = "pyramid_explorer_seats"
OWNERSHIP_SETTING = "pyramid_explorer_ownership"
"""False turns the ownership checks off (for the benchmark's same-run baseline only)."""
CURRENT_TICKET: contextvars.ContextVar[Ticket | None] = contextvars.ContextVar(
    "pyramid_explorer_ticket", default=None)
"""The page being served in this request (set by the page handler around Voila's ``get``)."""


def may_use(seats: Seats, username: str | None, kernel_id: str | None) -> bool:
    """Whether the browser ``username`` may use kernel ``kernel_id``: only its owner may."""
    return bool(username and kernel_id) and seats.owner(kernel_id) == username


def _kernel_id(handler: web.RequestHandler) -> str | None:
    kernel_id = handler.path_kwargs.get("kernel_id")
    if kernel_id is None and handler.path_args:
        kernel_id = handler.path_args[0]
    return kernel_id


def owns_kernel(handler: web.RequestHandler, user: Any) -> bool:
    """Whether the request's user owns the kernel its URL names (or the checks are off)."""
    if not handler.settings.get(OWNERSHIP_SETTING, True):
        return True
    seats = handler.settings.get(SEATS_SETTING)
    if seats is None:
        return False
    return may_use(seats, getattr(user, "username", None), _kernel_id(handler))


class KernelOwnerAuthorizer(Authorizer):
    """jupyter_server's authorizer hook: the ``kernels`` resource only for the kernel's owner;
    everything else Voila serves stays as it was (allowed to an authenticated user)."""

    def is_authorized(self, handler: JupyterHandler, user: Any, action: str,
                      resource: str) -> bool:
        if resource == "kernels":
            allowed = owns_kernel(handler, user)
            if not allowed:
                handler.log.warning("refused %s of a kernel to a browser that does not own it",
                                    action)
            return allowed
        return True


def plain_error(handler: web.RequestHandler, status_code: int) -> None:
    """A short text answer for a refused websocket (jupyter_server's error page needs a static
    path Voila does not set, and failed with a traceback in the log)."""
    handler.set_header("Content-Type", "text/plain; charset=utf-8")
    handler.finish(f"{status_code} {httputil.responses.get(status_code, 'Error')}\n")


class OwnedKernelWebsocketHandler(VoilaKernelWebsocketHandler):
    """Voila's kernel websocket (which asks the authorizer), noting when a page connects."""

    def write_error(self, status_code: int, **kwargs: Any) -> None:
        plain_error(self, status_code)

    async def open(self, kernel_id: str) -> None:  # type: ignore[override]
        seats = self.settings.get(SEATS_SETTING)
        if seats is not None:
            seats.connected(kernel_id)
        await super().open(kernel_id)


async def _authorize(handler: JupyterHandler, action: str) -> None:
    user = handler.current_user
    if user is None:
        raise web.HTTPError(403)
    allowed = await ensure_async(handler.authorizer.is_authorized(handler, user, action,
                                                                  "kernels"))
    if not allowed:
        raise web.HTTPError(403)


class OwnedShutdownHandler(VoilaShutdownKernelHandler):
    """Voila's ``POST /voila/api/shutdown/<id>`` (a closed tab), for the kernel's owner only."""

    @web.authenticated
    async def post(self, kernel_id: str) -> None:
        await _authorize(self, "write")
        await super().post(kernel_id)


class OwnedQueryHandler(RequestInfoSocketHandler, JupyterHandler):
    """Voila's ``/voila/query/<id>`` websocket (the page's request info), for the kernel's
    owner, with the token (Voila's asked for neither)."""

    def set_default_headers(self) -> None:
        """No page headers on a websocket (as jupyter_server's kernel websocket)."""

    async def prepare(self, *, _redirect_to_login: bool = False) -> None:  # type: ignore[override]
        # without the token: 403, not a redirect to the login form
        return await super().prepare(_redirect_to_login=False)

    def write_error(self, status_code: int, **kwargs: Any) -> None:
        plain_error(self, status_code)

    @ws_authenticated
    async def get(self, *args: Any, **kwargs: Any) -> None:
        await _authorize(self, "read")
        await super().get(*args, **kwargs)


def hand_out_to_owners(kernel_manager: Any, seats: Seats) -> None:
    """Make ``kernel_manager`` record, in ``seats``, the owner of each kernel it hands to a page.

    Voila's page handler gets a learner's kernel from the pool (``get_rendered_notebook``) or
    starts one (``start_kernel``); the kernel is claimed for the page being served
    (:data:`CURRENT_TICKET`), right after it is handed out and before anything else can run.
    """
    start = kernel_manager.start_kernel

    async def start_kernel(*args: Any, **kwargs: Any) -> str:
        kernel_id = await ensure_async(start(*args, **kwargs))
        ticket = CURRENT_TICKET.get()
        if ticket is not None:
            seats.claim(ticket, kernel_id)
        return kernel_id

    kernel_manager.start_kernel = start_kernel
    rendered = getattr(kernel_manager, "get_rendered_notebook", None)
    if rendered is None:
        return

    async def get_rendered_notebook(*args: Any, **kwargs: Any) -> Any:
        result = await rendered(*args, **kwargs)
        ticket = CURRENT_TICKET.get()
        if ticket is not None:
            seats.claim(ticket, result[2])  # (render task, rendered cells, kernel id)
        return result

    kernel_manager.get_rendered_notebook = get_rendered_notebook
